"""Hand conveniences the lessons and widgets use: what may I do, play on to a street."""

import pytest

import studlib
from studlib import RAZZ, STUD, ActionKind, Hand, IllegalAction, Refusal, Rules, ShowdownOrder
from studlib.hand import NobodyToAct, NotAnOption, SizeNeeded, WrongSize
from studlib.events import ShowdownReason, ShowsFirst
from tests.events_helpers import refused, the_event
from tests.scenarios import OPEN_PAIR
from tests.scenarios import deal, options, play, random_hands, refusals


def test_options_text_says_what_the_player_to_act_may_do_GEN_3_2_GEN_3_4():
    hand = Hand(STUD, stacks=[1000] * 4, seed=4711)
    bring_in = hand.to_act
    assert hand.options_text() == f"Seat {bring_in + 1} may bring in for $0.50 or complete to $2"
    hand.act("bring_in")
    assert hand.options_text() == f"Seat {hand.to_act + 1} may fold, call $0.50 or complete to $2"


def test_options_text_matches_the_illegal_action_message_GEN_3_4():
    hand = Hand(STUD, stacks=[1000] * 4, seed=4711)
    hand.act("bring_in")
    allowed = hand.options_text().split(" may ", 1)[1]
    with pytest.raises(IllegalAction) as err:
        hand.act("check")
    assert str(err.value).endswith(f"; {allowed}.")


def test_why_not_names_the_rule_act_refuses_by_GEN_3_4_GEN_4_1_GEN_12_1():
    """At every decision of random hands of the three games, why_not is None exactly for the kinds
    among the legal actions, and act() refuses every other kind with that reason, its seat and its
    kind, changing nothing."""
    seen = set()

    def refuse_the_rest(hand: Hand) -> None:
        legal = {a.kind for a in hand.legal_actions()}
        before = (hand.history, hand.stacks[:], hand.to_act)
        for kind, reason, error in refusals(hand):
            assert (reason is None) == (kind in legal), (hand.seed, kind, reason)
            if reason is None:
                continue
            seen.add(reason)
            assert error is not None, f"act() took {kind} although why_not said {reason}"
            assert (error.seat, error.kind, error.reason) == (hand.to_act, kind, reason)
        assert (hand.history, hand.stacks, hand.to_act) == before

    for _hand in random_hands(60, before_each=refuse_the_rest):
        pass
    # The common reasons all came up (the rarer all-in ones have their own tests).
    assert {Refusal.BRING_IN_DUE, Refusal.BRING_IN_FIRST, Refusal.NO_CHECK_BEHIND_BRING_IN,
            Refusal.BET_TO_CALL, Refusal.NOTHING_TO_CALL, Refusal.BRING_IN_ONCE, Refusal.CAPPED,
            Refusal.COMPLETE_ONLY_THIRD, Refusal.ALREADY_A_BET, Refusal.NO_BET_YET,
            Refusal.BRING_IN_NOT_A_BET} <= seen, seen


def test_facing_the_bring_in_a_bet_or_raise_is_refused_as_a_completion_GEN_3_4_GEN_4_1():
    """The bring-in is not a bet: the next step is to complete, not to raise it."""
    hand = Hand(STUD, [10_000] * 3, seed=1)
    hand.act("bring_in")
    assert hand.why_not("bet") is hand.why_not("raise") is Refusal.BRING_IN_NOT_A_BET
    error = refused(hand, "raise")
    assert error.reason is Refusal.BRING_IN_NOT_A_BET
    assert [(a.kind, a.chips_named) for a in error.refused.options] == [
        (ActionKind.FOLD, 0), (ActionKind.CALL, 50), (ActionKind.COMPLETE, 200)]


def test_facing_a_short_all_in_bet_complete_it_GEN_12_3():
    """On fourth street Seat 1 bets its last $0.50: Seat 2 may call it or complete it to the full
    $2 bet, and a bet or raise is refused with that rule (lesson 12's deal)."""
    from studlib.cards import stacked_deck
    hand = Hand(STUD, [140, 10_000, 10_000], deck=stacked_deck("2s Kc Qc  3s Ks Qd  As 7d 2c  4d Kh 6c 3h"))
    play(hand, "2 bring_in, 0 call, 1 call, 0 bet")
    assert hand.to_act == 1 and options(hand) == {("fold", 0, 0), ("call", 50, 50), ("complete", 200, 200)}
    assert hand.why_not("raise") is hand.why_not("bet") is Refusal.SHORT_ALL_IN
    assert refused(hand, "bet").reason is Refusal.SHORT_ALL_IN
    hand.act("complete")      # the full bet: now a raise is the next step, and completing is over
    assert hand.why_not("complete") is Refusal.COMPLETE_ONLY_THIRD


def test_options_text_when_the_hand_is_over():
    hand = Hand(STUD, stacks=[1000] * 3, seed=1)
    hand.auto_play()
    assert hand.options_text() == "Nobody is to act: the hand is over."


def test_play_until_stops_when_the_street_is_dealt_GEN_5_1():
    hand = Hand(RAZZ, stacks=[1000] * 5, seed=4711)
    hand.play_until(5)
    assert hand.street == 5 and not hand.is_over
    assert hand.to_act == hand.first_to_act[5]
    assert all(len(hand.up_cards(s)) == 3 for s in range(5))
    hand.play_until(5)  # already there: nothing happens
    assert hand.street == 5 and len(hand.up_cards(0)) == 3


def test_play_until_past_seventh_street_plays_the_hand_out_and_rejects_nonsense():
    hand = Hand(STUD, stacks=[1000] * 3, seed=1)
    with pytest.raises(ValueError, match="from 3"):
        hand.play_until(2)
    hand.play_until(8)
    assert hand.is_over and sum(hand.payoffs) == 0


def test_razz_showdown_in_seat_order_starts_at_the_lowest_seat_still_in_RAZZ_8_2():
    """RAZZ-8.2 (online): with nobody betting on 7th, players show in seat order; when seat 1
    has folded, the lowest remaining seat shows first."""
    hand = deal(RAZZ, ["Kc Kd Ks", "2c 3c 4c 5c 6c 7c 8c", "2d 3d 5d 6d 7d 8d 9d"])
    play(hand, "0 bring_in, 1 complete, 2 call, 0 fold")
    hand.auto_play()
    assert hand.rules.showdown_order is ShowdownOrder.SEEDS == Rules.online().showdown_order
    assert hand.showdown_order == [1, 2]
    first = the_event(hand, ShowsFirst)
    assert (first.seat, first.why) == (1, ShowdownReason.SEAT_ORDER) and "RAZZ-8.2" in first.rules


def test_a_refusal_is_a_record_said_in_the_language_in_force_when_read_GEN_3_4():
    """act() raises what it refused as data, with the amounts its sentence names; the sentence is
    written when the error is read, so the same error reads in French inside language("fr")."""
    hand = Hand(STUD, stacks=[1000] * 4, seed=4711)
    hand.act("bring_in")
    with pytest.raises(IllegalAction) as err:
        hand.act("check")
    assert err.value.refused == NotAnOption(3, ActionKind.CHECK, Refusal.NO_CHECK_BEHIND_BRING_IN,
                                            tuple(hand.legal_actions()), 50, 3, hand.structure)
    english = str(err.value)
    with studlib.language("fr"):
        french = str(err.value)
    assert english.startswith("Seat 4 cannot check: the bring-in was posted")
    assert french.startswith("Le siège 4 ne peut pas") and "0,50\u00a0$" in french
    assert str(err.value) == english


def test_the_size_refusals_carry_their_amounts_STUD_6_1():
    """The open pair's two sizes: no amount named, or one fixed limit does not allow."""
    hand = deal(STUD, OPEN_PAIR)
    play(hand, "0 bring_in, 1 call, 2 call")
    with pytest.raises(IllegalAction) as err:
        hand.act("bet")
    assert err.value.refused == SizeNeeded(1, ActionKind.BET, (200, 400), hand.structure)
    assert str(err.value) == "Seat 2 may bet to $2 or $4 here (STUD-6.1): say which with amount=."
    with pytest.raises(IllegalAction) as err:
        hand.act("bet", 300)
    assert err.value.refused == WrongSize(1, ActionKind.BET, 300, (200, 400), hand.structure)
    assert (err.value.seat, err.value.kind, err.value.reason) == (1, ActionKind.BET, None)
    assert str(err.value) == "Seat 2 cannot bet to $3: in fixed limit the bet here is $2 or $4."
    hand.auto_play()
    with pytest.raises(IllegalAction) as err:
        hand.act("call")
    assert err.value.refused == NobodyToAct(over=True)
    assert str(err.value) == "Nobody can act now: the hand is over."


def test_the_showdown_reason_and_the_pot_halves_are_enums_GEN_8_1_GEN_8_2_HILO_10_1():
    """ShowsFirst.why is a ShowdownReason and Award.half a Half: data, not words."""
    from studlib.events import ShowdownReason, ShowsFirst
    from studlib.pots import Half
    seen_why, seen_half = set(), set()
    for hand in random_hands(40):
        seen_why.update(type(e.why) for e in hand.events if isinstance(e, ShowsFirst))
        seen_half.update(type(a.half) for a in hand.awards)
    assert seen_why == {ShowdownReason} and seen_half == {Half}
