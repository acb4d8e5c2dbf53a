"""Rule scenarios: the deal, burns, antes and the bring-in (GEN-1.x, GEN-2.x, GEN-3.x,
STUD-3.1, HILO-3.1, RAZZ-3.1), written from the rule catalogue with stacked decks."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from scenarios import (advance_to, cards, check_dealt, deal, finish, options, play,  # noqa: E402
                       stack)

from studlib import RAZZ, STUD, STUD8, Hand, IllegalAction, Structure  # noqa: E402
from studlib.events import Completed  # noqa: E402

# Live order for three players (GEN-1.1, GEN-1.3), written out by hand, not by scenarios.py:
# first down to seats 0,1,2; second down; door; burn; 4th x3; burn; 5th x3; burn; 6th x3;
# burn; 7th x3. The four burns are the four aces: they must never be seen.
THREE_HANDED_DECK = ("2c 2d 2h  3c 3d 3h  Kc Qd 9h  Ac  4c 4d 4h  Ad  5c 5d 5h  Ah  "
                     "6c 6d 6h  As  7c 7d 7h")
BURNS = set(cards("Ac Ad Ah As"))


def _seen(hand: Hand, n: int) -> set:
    return {c for s in range(n) for c in (*hand.up_cards(s), *hand.down_cards(s))}


def test_deal_order_two_down_one_up_then_up_up_up_down_GEN_1_1():
    """GEN-1.1: 3rd street two down then the door card up, in seat order; 4th-6th up; 7th
    down; each player ends with 4 up and 3 down."""
    hand = Hand(STUD, [10_000] * 3, deck=THREE_HANDED_DECK)
    assert hand.street == 3
    assert hand.down_cards(0) == cards("2c 3c")
    assert hand.down_cards(1) == cards("2d 3d")
    assert hand.down_cards(2) == cards("2h 3h")
    assert [hand.up_cards(s) for s in range(3)] == [cards("Kc"), cards("Qd"), cards("9h")]
    advance_to(hand, 4)
    assert [hand.up_cards(s) for s in range(3)] == [cards("Kc 4c"), cards("Qd 4d"),
                                                    cards("9h 4h")]
    advance_to(hand, 5)
    assert hand.up_cards(1) == cards("Qd 4d 5d")
    advance_to(hand, 6)
    assert hand.up_cards(2) == cards("9h 4h 5h 6h")
    advance_to(hand, 7)
    assert hand.down_cards(0) == cards("2c 3c 7c")
    assert hand.down_cards(1) == cards("2d 3d 7d")
    assert hand.down_cards(2) == cards("2h 3h 7h")
    for s in range(3):
        assert len(hand.up_cards(s)) == 4 and len(hand.down_cards(s)) == 3
    assert hand.community_card is None


def test_one_burn_before_4th_5th_6th_7th_none_before_3rd_GEN_1_3():
    """GEN-1.3: a card is burned before 4th, 5th, 6th and 7th street (the four aces here sit
    exactly in the burn positions) and none before 3rd street; burns are never dealt."""
    hand = Hand(STUD, [10_000] * 3, deck=THREE_HANDED_DECK)
    assert hand.down_cards(0)[0] == cards("2c")[0]  # no burn before 3rd street
    for street in (4, 5, 6, 7):
        advance_to(hand, street)
        assert not (_seen(hand, 3) & BURNS), street
    finish(hand)
    assert not (_seen(hand, 3) & BURNS)
    assert len(_seen(hand, 3)) == 21


def test_folded_player_is_skipped_on_later_streets_GEN_1_1():
    """GEN-1.1: once seat 1 folds, later streets deal burn, seat 0, seat 2 from the stub."""
    hand = Hand(STUD, [10_000] * 3, deck=THREE_HANDED_DECK)
    play(hand, "2 bring_in, 0 call, 1 fold")
    finish(hand)
    # stub after 3rd street: Ac(burn) 4c 4d 4h(burn) Ad 5c 5d(burn) 5h Ah 6c(burn) 6d 6h
    assert hand.up_cards(0) == cards("Kc 4c Ad 5h")
    assert hand.down_cards(0) == cards("2c 3c 6d")
    assert hand.up_cards(2) == cards("9h 4d 5c Ah")
    assert hand.down_cards(2) == cards("2h 3h 6h")
    assert hand.up_cards(1) == cards("Qd") and hand.down_cards(1) == cards("2d 3d")


def test_scenarios_layout_matches_engine_dealing_GEN_1_1_GEN_1_3():
    """GEN-1.1, GEN-1.3: the test helper's layout (with a 4th-street fold) is what is dealt."""
    seats = {0: "Ah Kh 2c 5d 9s Jc Tc", 1: "Qs Qd 3c 7h", 2: "9c 9d Jd 8h 7s 6s 2s"}
    layout = stack(seats, burns="4s 4c 4d 4h")
    hand = Hand(STUD, [10_000] * 3, deck=list(layout.deck))
    play(hand, "0 bring_in, 1 call, 2 call")
    assert hand.street == 4
    assert hand.to_act == 2  # 4th street boards: 5-2, 7-3, J-8
    play(hand, "2 bet, 0 call, 1 fold")
    finish(hand)
    check_dealt(hand, layout)
    assert not (_seen(hand, 3) & set(cards("4s 4c 4d 4h")))


def test_five_betting_rounds_GEN_1_2():
    """GEN-1.2: a betting round follows each of the five streets."""
    hand = Hand(STUD, [10_000] * 3, deck=THREE_HANDED_DECK)
    streets_bet = set()
    while not hand.is_over:
        streets_bet.add(hand.street)
        before = hand.street
        options_now = options(hand)
        assert options_now, before
        hand.act("bring_in" if any(o[0] == "bring_in" for o in options_now)
                 else "check" if any(o[0] == "check" for o in options_now) else "call")
    assert streets_bet == {3, 4, 5, 6, 7}


def test_two_to_eight_players_GEN_1_4():
    """GEN-1.4: 2 and 8 players are accepted; 1 and 9 are not (ValueError saying why)."""
    Hand(STUD, [1_000] * 2, seed=1)
    Hand(RAZZ, [1_000] * 8, seed=1)
    for n in (1, 9):
        with pytest.raises(ValueError) as err:
            Hand(STUD, [1_000] * n, seed=1)
        assert "8" in str(err.value) and "2" in str(err.value), str(err.value)


# --- antes (GEN-2) ---------------------------------------------------------------------------

def test_every_player_antes_before_the_deal_GEN_2_1():
    """GEN-2.1: four players ante $0.40 each: $1.60 in the pot, $0.40 off each stack."""
    hand = deal(STUD, FOUR, stacks=[1_000] * 4)
    assert hand.pot == 160
    assert hand.stacks == [960] * 4


def test_ante_is_dead_money_call_costs_the_full_bring_in_GEN_2_2():
    """GEN-2.2: after a $0.50 bring-in, calling costs $0.50 more (not $0.10), completing
    costs $2 (not $1.60): the ante does not count toward a call or completion."""
    hand = deal(STUD, FOUR, stacks=[1_000] * 4)
    play(hand, "2 bring_in")
    assert options(hand) == {("fold", 0, 0), ("call", 50, 50), ("complete", 200, 200)}
    play(hand, "3 call")
    assert hand.stacks[3] == 1_000 - 40 - 50
    assert hand.pot == 160 + 50 + 50
    play(hand, "0 complete")
    assert hand.stacks[0] == 1_000 - 40 - 200
    play(hand, "1 call")
    # the bring-in player owes $1.50 more: the $0.50 bring-in counts, the ante does not
    assert ("call", 200, 150) in options(hand)


def test_default_structure_is_2_4_ante_40c_bring_in_50c_GEN_2_3():
    """GEN-2.3: default structure $2/$4, ante $0.40, bring-in $0.50, big bet = 2 small."""
    s = Structure()
    assert (s.ante, s.bring_in, s.small_bet, s.big_bet) == (40, 50, 200, 400)
    assert s.money(50) == "$0.50" and s.money(200) == "$2"


# --- the bring-in (GEN-3, STUD-3.1, HILO-3.1, RAZZ-3.1) -------------------------------------

# Four players, only the door cards matter: seat 2 shows the 2c and brings in (stud/stud8).
FOUR = {0: "? ? 9d", 1: "? ? Kc", 2: "? ? 2c", 3: "? ? Qh"}


def _doors(game, doors: list[str]) -> Hand:
    return deal(game, {s: f"? ? {d}" for s, d in enumerate(doors)})


BRING_IN_CASES = [
    # (game, door cards by seat, seat that pays, rule)
    (STUD, ["2d", "2c", "2h", "2s"], 1, "STUD-3.1 2c is the lowest card"),
    (STUD, ["2s", "2h", "2d"], 2, "GEN-3.1 diamonds < hearts < spades"),
    (STUD, ["2s", "2h"], 1, "GEN-3.1 hearts < spades"),
    (STUD, ["3c", "2s", "Kd"], 1, "STUD-3.1 rank before suit"),
    (STUD, ["Ac", "3d", "Kh"], 1, "STUD-3.1 ace is high"),
    (STUD, ["As", "Ah", "Kc"], 2, "STUD-3.1 ace is high"),
    (STUD8, ["Ac", "3d", "Kh"], 1, "HILO-3.1 ace is high for the bring-in"),
    (STUD8, ["2d", "2c", "7h"], 1, "HILO-3.1 2c lowest"),
    (STUD8, ["Ad", "Ac", "Kc", "Qs"], 3, "HILO-3.1 ace is high"),
    (RAZZ, ["Kd", "Ks", "Qh", "Kh"], 1, "RAZZ-3.1 K of spades is the highest card"),
    (RAZZ, ["Qd", "Qh", "5c"], 1, "RAZZ-3.1 Qh pays over Qd"),
    (RAZZ, ["Ac", "2d"], 1, "RAZZ-3.1 ace is low"),
    (RAZZ, ["Kc", "Ac", "2s"], 0, "RAZZ-3.1 ace is low"),
    (RAZZ, ["Ah", "Ac", "As"], 2, "RAZZ-3.1 equal ranks: higher suit pays"),
    (RAZZ, ["7c", "7s", "7d", "7h"], 1, "RAZZ-3.1 equal ranks: higher suit pays"),
]


@pytest.mark.parametrize("game,doors,payer,why", BRING_IN_CASES,
                         ids=[c[3] for c in BRING_IN_CASES])
def test_bring_in_seat_STUD_3_1_HILO_3_1_RAZZ_3_1_GEN_3_1(game, doors, payer, why):
    """STUD-3.1/HILO-3.1 lowest door (ace high), RAZZ-3.1 highest door (ace low), suits
    clubs < diamonds < hearts < spades (GEN-3.1, higher suit pays in razz)."""
    hand = _doors(game, doors)
    assert hand.bring_in_seat == payer, why
    assert hand.to_act == payer, why


@pytest.mark.parametrize("game", [STUD, STUD8, RAZZ], ids=["stud", "stud8", "razz"])
def test_bring_in_player_must_bring_in_or_complete_GEN_3_2_GEN_3_3(game):
    """GEN-3.2: the worst door card must open with the bring-in ($0.50, less than the small
    bet); GEN-3.3: or complete to $2. No check, no fold for a forced bet."""
    hand = _doors(game, ["Kc", "2c", "7d"] if game is not RAZZ else ["2c", "Kc", "7d"])
    assert hand.to_act == 1
    assert options(hand) == {("bring_in", 50, 50), ("complete", 200, 200)}
    with pytest.raises(IllegalAction):
        hand.act("check")
    with pytest.raises(IllegalAction):
        hand.act("fold")


@pytest.mark.parametrize("game,rule", [(STUD, "STUD-3.1"), (STUD8, "HILO-3.1"),
                                       (RAZZ, "RAZZ-3.1")], ids=["stud", "stud8", "razz"])
def test_bring_in_log_cites_the_game_rule_STUD_3_1_HILO_3_1_RAZZ_3_1(game, rule):
    """The log explains the bring-in with the game's own rule ID."""
    hand = _doors(game, ["Kc", "2c", "7d"] if game is not RAZZ else ["2c", "Kc", "7d"])
    hand.act("bring_in")
    assert any(rule in line.rules for line in hand.log), [str(x) for x in hand.log]


def test_bring_in_may_complete_then_raises_are_small_bets_GEN_3_3_GEN_3_4():
    """GEN-3.3: the bring-in player completes to $2; GEN-3.4: after a completion, raises are
    in small bets ($4, $6, ...)."""
    hand = deal(STUD, FOUR)
    (taken,) = play(hand, "2 complete")
    assert (taken.amount, taken.adds) == (200, 200)
    assert options(hand) == {("fold", 0, 0), ("call", 200, 200), ("raise", 400, 400)}
    play(hand, "3 raise")
    assert options(hand) == {("fold", 0, 0), ("call", 400, 400), ("raise", 600, 600)}


def test_facing_the_bring_in_fold_call_or_complete_no_check_GEN_3_4():
    """GEN-3.4: facing the bring-in: fold, call $0.50 or complete to $2; no check, no raise
    of the bring-in."""
    hand = deal(STUD, FOUR)
    play(hand, "2 bring_in")
    assert options(hand) == {("fold", 0, 0), ("call", 50, 50), ("complete", 200, 200)}
    for bad in ("check", "bet", "raise", "bring_in"):
        with pytest.raises(IllegalAction):
            hand.act(bad)
    assert hand.to_act == 3


def test_after_a_completion_raises_are_small_bets_GEN_3_4():
    """GEN-3.4: once someone completes, the next raise is to $4 (a small bet on top)."""
    hand = deal(STUD, FOUR)
    play(hand, "2 bring_in, 3 complete")
    assert options(hand) == {("fold", 0, 0), ("call", 200, 200), ("raise", 400, 400)}


def test_third_street_action_is_clockwise_from_the_bring_in_GEN_3_5():
    """GEN-3.5: bring-in seat 2, then seats 3, 0, 1 (clockwise, wrapping past the dealer)."""
    hand = deal(STUD, FOUR)
    play(hand, "2 bring_in, 3 call, 0 fold, 1 call")


def test_bring_in_has_no_option_when_everyone_calls_GEN_3_6():
    """GEN-3.6: everyone just calls the bring-in: the round ends when action gets back to
    the bring-in player, who may not raise; 4th street is dealt."""
    hand = deal(STUD, FOUR)
    play(hand, "2 bring_in, 3 call, 0 call, 1 call")
    assert hand.street == 4
    assert hand.pot == 160 + 4 * 50
    assert all(len(hand.up_cards(s)) == 2 for s in range(4))


def test_after_a_completion_the_bring_in_acts_again_GEN_3_6():
    """GEN-3.6: after a completion the bring-in player acts again: fold, call the $1.50 more,
    or raise to $4."""
    hand = deal(STUD, FOUR)
    play(hand, "2 bring_in, 3 complete, 0 call, 1 call")
    assert hand.street == 3 and hand.to_act == 2
    assert options(hand) == {("fold", 50, 0), ("call", 200, 150), ("raise", 400, 350)}
    play(hand, "2 call")
    assert hand.street == 4


def test_bring_in_raise_reopens_for_the_completer_GEN_3_6():
    """GEN-3.6: if the bring-in player raises the completion, the others act again."""
    hand = deal(STUD, FOUR)
    play(hand, "2 bring_in, 3 complete, 0 call, 1 call, 2 raise")
    assert options(hand) == {("fold", 200, 0), ("call", 400, 200), ("raise", 600, 400)}
    play(hand, "3 call, 0 call, 1 call")
    assert hand.street == 4


def test_money_puts_the_minus_sign_before_the_currency():
    """A loss reads '-$11' and '-$0.50', never '$-11', in cents and in whole-chip structures."""
    cents = Structure()
    chips = Structure(ante=1, bring_in=2, small_bet=4, big_bet=8, decimals=0)
    assert cents.money(-50) == "-$0.50" and cents.money(-1200) == "-$12"
    assert chips.money(-11) == "-$11" and chips.money(1100) == "$1,100"


def test_the_log_cites_who_completes_GEN_3_3_GEN_3_4():
    """The bring-in player completing opens the betting (GEN-3.3); a player completing over a
    posted bring-in answers it (GEN-3.4). The log cites the rule that applies."""
    opener = deal(STUD, FOUR)
    play(opener, "2 complete")
    done = opener.events[-1]
    assert isinstance(done, Completed) and not done.answers_bring_in and (done.seat, done.action.amount) == (2, 200)
    assert opener.log[-1].rules == ("GEN-3.3",)
    answer = deal(STUD, FOUR)
    play(answer, "2 bring_in, 3 complete")
    done = answer.events[-1]
    assert isinstance(done, Completed) and done.answers_bring_in and (done.seat, done.action.amount) == (3, 200)
    assert answer.log[-1].rules == ("GEN-3.4",)
