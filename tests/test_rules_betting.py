"""Rule scenarios: betting (GEN-4.1 cap, GEN-7.1 sizes, STUD-6.1/HILO-6.1/RAZZ-6.1 4th
street, GEN-12.1/12.2 all-in), illegal actions and bad input; from the rule catalogue."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from scenarios import (FOUR_NO_PAIR, OPEN_PAIR, RAZZ_FOUR, advance_to, betting, deal,  # noqa: E402
                       kinds, options, play)

from events_helpers import events_of, last_event, line_for, refused  # noqa: E402

from studlib import RAZZ, STUD, STUD8, Hand, IllegalAction, Structure  # noqa: E402
from studlib import events as ev  # noqa: E402
from studlib.events import Completed  # noqa: E402
from studlib.hand import ActionKind, Refusal, WrongSize  # noqa: E402


def _snapshot(hand: Hand):
    return (hand.to_act, hand.street, hand.pot, list(hand.stacks), sorted(options(hand)),
            len(hand.log), hand.is_over)


# --- raise cap (GEN-4.1) -------------------------------------------------------------------

def test_third_street_cap_completion_plus_three_raises_GEN_4_1():
    """GEN-4.1: the bring-in is not a bet; completion + 3 raises ($2, $4, $6, $8), then only
    call or fold."""
    hand = deal(STUD, FOUR_NO_PAIR)
    play(hand, "0 bring_in, 1 complete, 2 raise, 3 raise, 0 raise")
    assert options(hand) == {("fold", 200, 0), ("call", 800, 600)}
    with pytest.raises(IllegalAction):
        hand.act("raise")
    play(hand, "1 call, 2 call, 3 call")
    assert hand.street == 4


def test_third_street_cap_when_the_bring_in_completes_GEN_4_1():
    """GEN-4.1: a completion by the bring-in player is the bet; three raises follow."""
    hand = deal(STUD, FOUR_NO_PAIR)
    play(hand, "0 complete, 1 raise, 2 raise, 3 raise")
    assert options(hand) == {("fold", 200, 0), ("call", 800, 600)}


def test_fifth_street_cap_bet_plus_three_raises_GEN_4_1():
    """GEN-4.1: on 5th street $4 bet + raises to $8, $12, $16, then call or fold only."""
    hand = deal(STUD, FOUR_NO_PAIR)
    advance_to(hand, 5)
    play(hand, "1 bet, 2 raise, 3 raise")
    assert not hand.capped
    play(hand, "0 raise")
    assert hand.capped
    assert options(hand) == {("fold", 400, 0), ("call", 1600, 1200)}
    play(hand, "1 call, 2 call, 3 call")
    assert hand.street == 6 and not hand.capped   # a new street, a new cap


# --- bet sizes (GEN-7.1) -------------------------------------------------------------------

@pytest.mark.parametrize("game,layout,first", [(STUD, FOUR_NO_PAIR, 1), (STUD8, FOUR_NO_PAIR, 1),
                                               (RAZZ, RAZZ_FOUR, 2)],
                         ids=["stud", "stud8", "razz"])
def test_small_bet_on_3rd_4th_big_bet_on_5th_6th_7th_GEN_7_1(game, layout, first):
    """GEN-7.1: $2 on 3rd (completion) and 4th, $4 on 5th, 6th and 7th; raises the same."""
    hand = deal(game, layout)
    assert ("complete", 200, 200) in options(hand)
    for street, size in ((4, 200), (5, 400), (6, 400), (7, 400)):
        advance_to(hand, street)
        assert hand.street == street and hand.to_act == first
        assert betting(hand) == {("check", 0, 0), ("bet", size, size)}, street
        hand.act("bet")
        assert ("raise", 2 * size, 2 * size) in options(hand), street
        assert ("call", size, size) in options(hand), street


def test_no_forced_bet_after_third_street_GEN_5_1():
    """GEN-5.1: the first player on 4th street may check or bet; nothing is forced (no
    bring-in after 3rd street) and all may check the street through."""
    hand = deal(STUD, FOUR_NO_PAIR)
    advance_to(hand, 4)
    assert kinds(hand) - {"fold"} == {"check", "bet"}
    play(hand, "1 check, 2 check, 3 check, 0 check")
    assert hand.street == 5


def test_fold_when_a_check_is_free_is_allowed_and_said_GEN_13_1():
    """GEN-13.1: folding when checking is free is allowed, as at every real table; the hand is
    dead, and the hand records a fold when checking was free, whose line cites GEN-13.1 (its words:
    tests/test_english_log.py)."""
    hand = deal(STUD, FOUR_NO_PAIR)
    advance_to(hand, 4)
    first = hand.to_act
    assert {"fold", "check", "bet"} == kinds(hand)
    assert hand.check_is_free
    hand.act("fold")
    assert hand.folded(first) and hand.to_act != first
    fold = last_event(hand)
    assert isinstance(fold, ev.FoldedWhenCheckFree) and fold.seat == first and fold.action.kind is ActionKind.FOLD
    assert "GEN-13.1" in line_for(hand, fold).rules


def test_a_fold_facing_a_bet_is_a_plain_fold_GEN_13_1():
    """Only a free-check fold gets the GEN-13.1 line; folding to a bet is a plain fold."""
    hand = deal(STUD, FOUR_NO_PAIR)
    advance_to(hand, 4)
    hand.act("bet")
    seat = hand.to_act
    assert not hand.check_is_free
    hand.act("fold")
    fold = last_event(hand)
    assert type(fold) is ev.Acted and fold.seat == seat and fold.action.kind is ActionKind.FOLD
    assert line_for(hand, fold).rules == () and not events_of(hand, ev.FoldedWhenCheckFree)


# --- the 4th-street double bet (STUD-6.1, HILO-6.1, RAZZ-6.1) -------------------------------

def _open_pair(game=STUD) -> Hand:
    hand = deal(game, OPEN_PAIR)
    play(hand, "0 bring_in, 1 call, 2 call")
    assert hand.street == 4
    return hand


def test_open_pair_allows_bet_of_2_or_4_STUD_6_1():
    """STUD-6.1: with a pair showing on 4th street, the player may bet $2 or $4."""
    hand = _open_pair()
    assert hand.to_act == 1
    assert betting(hand) == {("check", 0, 0), ("bet", 200, 200), ("bet", 400, 400)}


def test_after_2_bet_call_raise_2_or_raise_4_STUD_6_1():
    """STUD-6.1 (seed 004's example): after a $2 bet another may call $2, raise $2 or $4;
    after a $4 (big) raise every later raise is big."""
    hand = _open_pair()
    play(hand, "1 bet 200")
    assert options(hand) == {("fold", 0, 0), ("call", 200, 200), ("raise", 400, 400),
                             ("raise", 600, 600)}
    play(hand, "2 raise 600")
    assert options(hand) == {("fold", 0, 0), ("call", 600, 600), ("raise", 1000, 1000)}


def test_after_a_big_bet_raises_are_big_STUD_6_1():
    """STUD-6.1: once a $4 bet is made, raises on 4th street are $4."""
    hand = _open_pair()
    play(hand, "1 bet 400")
    assert options(hand) == {("fold", 0, 0), ("call", 400, 400), ("raise", 800, 800)}


def test_any_player_may_double_when_any_board_is_paired_STUD_6_1():
    """STUD-6.1: 'any player' may bet big: the pair is seat 1's, seat 2 bets after a check."""
    hand = _open_pair()
    play(hand, "1 check")
    assert betting(hand) == {("check", 0, 0), ("bet", 200, 200), ("bet", 400, 400)}


def test_small_raise_keeps_both_sizes_until_a_big_one_STUD_6_1():
    """STUD-6.1: $2 bet, $2 raise (to $4): the next player may still raise $2 or $4; after
    a $4 raise (to $8) the next raise is $4 (to $12)."""
    hand = _open_pair()
    play(hand, "1 bet 200, 2 raise 400")
    assert options(hand) == {("fold", 0, 0), ("call", 400, 400), ("raise", 600, 600),
                             ("raise", 800, 800)}
    play(hand, "0 raise 800")
    assert options(hand) == {("fold", 200, 0), ("call", 800, 600), ("raise", 1200, 1000)}


def test_mixed_size_raises_still_capped_at_three_STUD_6_1_GEN_4_1():
    """STUD-6.1 with GEN-4.1: bet + 3 raises of either size, then call or fold only."""
    hand = _open_pair()
    play(hand, "1 bet 200, 2 raise 400, 0 raise 600, 1 raise 800")
    assert options(hand) == {("fold", 400, 0), ("call", 800, 400)}


def test_open_pair_odd_amount_is_illegal_STUD_6_1():
    """STUD-6.1: only $2 or $4: a $3 bet is refused and changes nothing."""
    hand = _open_pair()
    before = _snapshot(hand)
    with pytest.raises(IllegalAction):
        hand.act("bet", 300)
    assert _snapshot(hand) == before


def test_no_double_bet_in_stud8_whatever_pairs_show_HILO_6_1():
    """HILO-6.1: Stud/8 never has the 4th-street big bet, even with an open pair."""
    hand = _open_pair(STUD8)
    assert hand.to_act == 1  # best high board: the pair of nines (HILO-5.1)
    assert betting(hand) == {("check", 0, 0), ("bet", 200, 200)}
    with pytest.raises(IllegalAction):
        hand.act("bet", 400)
    play(hand, "1 bet")
    assert options(hand) == {("fold", 0, 0), ("call", 200, 200), ("raise", 400, 400)}


def test_no_double_bet_in_razz_RAZZ_6_1():
    """RAZZ-6.1: razz 4th street is always the small bet, even when a board is paired."""
    # razz: seat 2 (Kh) brings in; on 4th street seat 0 (3-2) is lowest, seat 1 shows 9-9
    hand = deal(RAZZ, OPEN_PAIR)
    play(hand, "2 bring_in, 0 call, 1 call")
    assert hand.to_act == 0
    assert betting(hand) == {("check", 0, 0), ("bet", 200, 200)}
    play(hand, "0 check")
    assert betting(hand) == {("check", 0, 0), ("bet", 200, 200)}
    play(hand, "1 bet")
    assert options(hand) == {("fold", 0, 0), ("call", 200, 200), ("raise", 400, 400)}


def test_fifth_street_is_big_even_after_open_pair_STUD_6_1_GEN_7_1():
    """GEN-7.1: after the open pair on 4th, 5th street is simply the $4 bet."""
    hand = _open_pair()
    play(hand, "1 check, 2 check, 0 check")
    assert hand.street == 5
    assert {o for o in options(hand) if o[0] == "bet"} == {("bet", 400, 400)}


# --- all-in (GEN-12.1, GEN-12.2) --------------------------------------------------------------

# Seat 0 shows A-K (acts first on 4th), seat 1 Q-J, seat 2 the 2c (brings in).
ALL_IN = {0: "? ? Ac Kd", 1: "? ? Qc Jd", 2: "? ? 2c 3d"}


def _all_in_hand(seat1_stack: int) -> Hand:
    hand = deal(STUD, ALL_IN, stacks=[100_000, seat1_stack, 100_000])
    play(hand, "2 bring_in, 0 call, 1 call")
    assert hand.street == 4 and hand.to_act == 0
    return hand


def test_all_in_call_for_less_GEN_12_1():
    """GEN-12.1: a player may go all-in for less: $1 behind facing a $2 bet calls for $1."""
    hand = _all_in_hand(40 + 50 + 100)
    play(hand, "0 bet")
    assert options(hand) == {("fold", 0, 0), ("call", 100, 100)}
    play(hand, "1 call")
    assert hand.all_in(1)


def test_all_in_raise_under_half_a_bet_does_not_reopen_GEN_12_1():
    """GEN-12.1: $2 bet, all-in raise to $2.90 (90c < half of $2): the bettor, who already
    acted, may only call the 90c or fold."""
    hand = _all_in_hand(40 + 50 + 290)
    play(hand, "0 bet")
    assert ("raise", 290, 290) in options(hand)
    play(hand, "1 raise")
    assert hand.all_in(1)
    play(hand, "2 call")
    assert options(hand) == {("fold", 200, 0), ("call", 290, 90)}
    with pytest.raises(IllegalAction):
        hand.act("raise")
    play(hand, "0 call")
    assert hand.street == 5


def test_all_in_raise_of_half_a_bet_reopens_GEN_12_1():
    """GEN-12.1: $2 bet, all-in raise to $3 ($1 = half a bet) counts as a full raise: the
    bettor may call, or re-raise to $5."""
    hand = _all_in_hand(40 + 50 + 300)
    play(hand, "0 bet, 1 raise, 2 call")
    assert options(hand) == {("fold", 200, 0), ("call", 300, 100), ("raise", 500, 300)}


def test_short_bring_in_others_still_enter_for_full_bring_in_GEN_12_2():
    """GEN-12.2: the bring-in player with 30c behind posts 30c; everyone else must still
    put in at least the full 50c bring-in (or complete, or fold)."""
    hand = deal(STUD, ALL_IN, stacks=[100_000, 100_000, 40 + 30])
    assert hand.to_act == 2
    assert options(hand) == {("bring_in", 30, 30)}
    play(hand, "2 bring_in")
    assert hand.all_in(2)
    for seat in (0, 1):
        assert hand.to_act == seat
        entries = {o for o in options(hand) if o[0] != "fold"}
        assert ("complete", 200, 200) in entries
        assert all(amount >= 50 for _, amount, _ in entries), entries
        assert {(k, a, d) for k, a, d in entries if a == 50} in (
            {("call", 50, 50)}, {("bring_in", 50, 50)}), entries
        hand.act(next(k for k, a, _ in entries if a == 50))
    assert hand.street == 4
    assert hand.pot == 3 * 40 + 30 + 50 + 50


def test_ante_only_all_in_next_player_must_bring_in_complete_or_fold_GEN_12_2():
    """GEN-12.2: the worst door card (2c, seat 2) is all-in for the ante alone: the next
    player clockwise (seat 0) acts first and must bring in, complete or fold."""
    hand = deal(STUD, ALL_IN, stacks=[100_000, 100_000, 40])
    assert hand.all_in(2)
    assert hand.to_act == 0
    assert options(hand) == {("bring_in", 50, 50), ("complete", 200, 200), ("fold", 0, 0)}
    play(hand, "0 bring_in, 1 call")
    assert hand.street == 4


def test_a_short_all_in_completion_may_be_completed_by_the_bring_in_too_GEN_12_3_a():
    """GEN-12.3 (a) on 3rd street: after the 50c bring-in (not a bet, GEN-3.4), seat 1 goes
    all in to 90c, less than half of the $2 bet. Seat 2 may complete to $2; once seat 2 just
    calls, the bring-in player, who has not acted on the all-in, may complete it too."""
    hand = deal(STUD, ALL_IN | {0: "? ? 2c 3d", 2: "? ? Ac Kd"},
                stacks=[100_000, 40 + 90, 100_000])
    play(hand, "0 bring_in")
    assert ("complete", 90, 90) in options(hand)
    play(hand, "1 complete")
    assert hand.all_in(1)
    assert ("complete", 200, 200) in options(hand) and ("call", 90, 90) in options(hand)
    play(hand, "2 call")
    assert options(hand) == {("fold", 50, 0), ("call", 90, 40), ("complete", 200, 150)}


def test_short_all_in_raise_after_a_big_bet_on_4th_does_not_reopen_STUD_6_1_GEN_12_1():
    """STUD-6.1 + GEN-12.1: with an open pair, seat 1 bets $4 (big), so every raise on 4th
    street is $4. Seat 2 raises all-in to $5.50: $1.50 is less than half of that $4 raise,
    so it does not reopen the betting for seat 1, who may only call $1.50 or fold."""
    hand = deal(STUD, OPEN_PAIR, stacks=[100_000, 100_000, 40 + 50 + 550])
    play(hand, "0 bring_in, 1 call, 2 call, 1 bet 400")
    assert ("raise", 550, 550) in options(hand)
    play(hand, "2 raise, 0 call")
    assert options(hand) == {("fold", 400, 0), ("call", 550, 150)}


def test_all_in_raise_of_half_a_small_bet_reopens_on_4th_STUD_6_1_GEN_12_1():
    """STUD-6.1 + GEN-12.1: after a $2 bet (no big bet yet), an all-in raise of $1.50 is at
    least half a bet: the bettor may raise again."""
    hand = deal(STUD, OPEN_PAIR, stacks=[100_000, 100_000, 40 + 50 + 350])
    play(hand, "0 bring_in, 1 call, 2 call, 1 bet 200, 2 raise, 0 call")
    assert hand.all_in(2)
    assert "raise" in kinds(hand)


# --- illegal actions and bad input ---------------------------------------------------------

def test_illegal_check_names_seat_reason_and_allowed_actions_GEN_3_4():
    """GEN-3.4: checking behind the bring-in is refused, naming the seat (seat 3, 'Seat 4'), the
    action, the reason and what is allowed (fold, call $0.50, complete to $2); nothing changes.
    (The sentence: tests/test_english_log.py.)"""
    hand = deal(STUD, {0: "? ? 9d", 1: "? ? Kc", 2: "? ? 2c", 3: "? ? Qh"})
    play(hand, "2 bring_in")
    before = _snapshot(hand)
    error = refused(hand, "check")
    assert (error.seat, error.kind, error.reason) == (3, ActionKind.CHECK, Refusal.NO_CHECK_BEHIND_BRING_IN)
    assert [(a.kind.value, a.chips_named) for a in error.refused.options] == [
        ("fold", 0), ("call", 50), ("complete", 200)]
    assert _snapshot(hand) == before
    assert isinstance(error, ValueError)


def test_illegal_raise_after_cap_is_refused_and_explained_GEN_4_1():
    """GEN-4.1: raising past the cap is refused, naming the seat, the cap and the allowed call."""
    hand = deal(STUD, FOUR_NO_PAIR)
    play(hand, "0 bring_in, 1 complete, 2 raise, 3 raise, 0 raise")
    before = _snapshot(hand)
    error = refused(hand, "raise", 1000)
    assert (error.seat, error.kind, error.reason) == (1, ActionKind.RAISE, Refusal.CAPPED)
    assert error.refused.cap == 3 and "call" in {a.kind.value for a in error.refused.options}
    assert _snapshot(hand) == before


def test_illegal_bet_size_names_the_right_size_GEN_7_1():
    """GEN-7.1: on 5th street the bet is $4: a $2 bet is refused, naming the $4 size (and the '$4'
    is in the message)."""
    hand = deal(STUD, FOUR_NO_PAIR)
    advance_to(hand, 5)
    before = _snapshot(hand)
    error = refused(hand, "bet", 200)
    assert error.refused == WrongSize(1, ActionKind.BET, 200, (400,), hand.structure)
    assert "$4" in str(error)
    assert _snapshot(hand) == before


def test_check_facing_a_bet_is_illegal_GEN_5_1():
    """Facing a bet a player may fold, call or raise, never check."""
    hand = deal(STUD, FOUR_NO_PAIR)
    advance_to(hand, 4)
    play(hand, "1 bet")
    before = _snapshot(hand)
    with pytest.raises(IllegalAction):
        hand.act("check")
    assert _snapshot(hand) == before


def test_unknown_action_and_acting_after_the_end_are_refused():
    """Bad input: an unknown action word is a ValueError; acting on a finished hand is
    illegal."""
    hand = deal(STUD, FOUR_NO_PAIR)
    with pytest.raises(ValueError):
        hand.act("dance")
    play(hand, "0 bring_in, 1 fold, 2 fold, 3 fold")
    assert hand.is_over
    with pytest.raises(IllegalAction):
        hand.act("check")


@pytest.mark.parametrize("stacks,words", [
    ([1_000], ("2", "8")),
    ([1_000] * 9, ("2", "8")),
    ([1_000, 0], ("stack",)),
    ([1_000, -5], ("stack",)),
], ids=["one seat", "nine seats", "zero stack", "negative stack"])
def test_bad_table_raises_value_error_with_clear_message_GEN_1_4(stacks, words):
    """GEN-1.4 and bad input: 2 to 8 seats with positive stacks, else a clear ValueError."""
    with pytest.raises(ValueError) as err:
        Hand(STUD, stacks, seed=3)
    msg = str(err.value)
    for word in words:
        assert word in msg.lower(), msg


def test_unknown_game_raises_value_error():
    """Bad input: a game that is not stud, stud8 or razz is refused with a ValueError."""
    with pytest.raises(ValueError) as err:
        Hand("holdem", [1_000, 1_000], seed=3)
    assert "holdem" in str(err.value) or "game" in str(err.value).lower(), str(err.value)


def test_bad_deck_raises_value_error():
    """Bad input: a deck that repeats a card or has an unknown card is refused."""
    with pytest.raises(ValueError):
        Hand(STUD, [1_000, 1_000], deck="As As Kd")
    with pytest.raises(ValueError):
        Hand(STUD, [1_000, 1_000], deck="As Zz")


def test_bring_in_must_be_smaller_than_the_small_bet_GEN_3_2_GEN_2_3():
    """GEN-3.2: the bring-in is a forced bet smaller than the small bet; a structure that
    breaks that is refused with a message saying what is allowed."""
    from studlib import Structure
    with pytest.raises(ValueError, match=r"smaller than the small bet"):
        Structure(ante=50, bring_in=200, small_bet=200, big_bet=400)
    assert Structure(ante=50, bring_in=199, small_bet=200, big_bet=400).bring_in == 199


# --- facing a short all-in (GEN-12.3), several short all-ins (GEN-12.1) ----------------------

# On 4th and 5th street seat 0 shows A-K-Q (acts first), seat 2 brings in with the 2c.
BOARDS = {0: "2s 3s As Kh Qh", 1: "Kc Ks 7d 6c 5c", 2: "Qc Qd 2c 3h 4h", 3: "Jc Jd 8c 9d Th"}
TO_FOURTH = 40 + 50  # the ante and the call of the 50c bring-in


def test_an_all_in_bet_under_half_a_bet_fold_call_or_complete_GEN_12_3_a():
    """GEN-12.3 (a): on 4th street seat 0 bets its last $0.50, less than half the $2 bet. Seat 1
    may fold, call $0.50 or complete to $2: a completion (the log says "completes to $2", citing
    GEN-12.3), not a bet; a bet or raise is refused with the rule, not with a contradiction. The
    completion is the round's bet for the cap (GEN-4.1): three raises follow it, then the cap."""
    hand = deal(STUD, {s: BOARDS[s][:11] for s in range(3)}, stacks=[TO_FOURTH + 50, 100_000, 100_000])
    play(hand, "2 bring_in, 0 call, 1 call, 0 bet")
    assert hand.all_in(0)
    short = hand.events[-1]
    assert type(short).__name__ == "ShortAllIn" and short.bet and "GEN-12.3" in short.rules
    assert options(hand) == {("fold", 0, 0), ("call", 50, 50), ("complete", 200, 200)}
    assert hand.why_not("bet") is hand.why_not("raise") is Refusal.SHORT_ALL_IN
    error = refused(hand, "bet")   # with the rule (complete it), not a contradiction
    assert error.reason is Refusal.SHORT_ALL_IN and error.refused.options[-1].kind is ActionKind.COMPLETE
    play(hand, "1 complete")
    done = hand.events[-1]
    assert isinstance(done, Completed) and done.answers_all_in and done.rules == ("GEN-12.3",)
    assert (done.seat, done.action.kind, done.action.amount) == (1, ActionKind.COMPLETE, 200)
    assert options(hand) == {("fold", 0, 0), ("call", 200, 200), ("raise", 400, 400)}
    play(hand, "2 raise, 1 raise, 2 raise")
    assert hand.capped and options(hand) == {("fold", 600, 0), ("call", 800, 200)}


def test_an_all_in_bet_of_half_a_bet_or_more_is_a_full_bet_GEN_12_3_b():
    """GEN-12.3 (b): at $2/$4 on 4th street (no open pair), a $1.50 all-in bet is a full bet:
    fold, call $1.50 or raise to $3.50. RRP's own example at a $20 round: a $15 all-in bet is
    raised to $35."""
    hand = deal(STUD, {s: BOARDS[s][:11] for s in range(3)}, stacks=[TO_FOURTH + 150, 100_000, 100_000])
    play(hand, "2 bring_in, 0 call, 1 call, 0 bet")
    assert options(hand) == {("fold", 0, 0), ("call", 150, 150), ("raise", 350, 350)}
    rrp = Structure(ante=100, bring_in=300, small_bet=1000, big_bet=2000)
    hand = deal(STUD, {s: BOARDS[s][:14] for s in range(3)}, structure=rrp,
                stacks=[100 + 300 + 1500, 100_000, 100_000])
    play(hand, "2 bring_in, 0 call, 1 call, 0 check, 1 check, 2 check")
    assert hand.street == 5 and hand.to_act == 0
    play(hand, "0 bet")
    assert hand.all_in(0) and options(hand) == {("fold", 0, 0), ("call", 1500, 1500), ("raise", 3500, 3500)}


def test_an_all_in_raise_under_half_a_bet_is_no_raise_GEN_12_3_c():
    """GEN-12.3 (c): on 5th street seat 0 bets $4 and seat 1 raises all in to $5, less than half a
    bet more: seat 2 may call $5 or raise to $8, one bet above the last full level ($4). It does
    not count toward the cap: bet $4, then raises to $8, $12 and $16 before the cap."""
    hand = deal(STUD, {s: BOARDS[s] for s in range(3)}, stacks=[100_000, TO_FOURTH + 500, 100_000])
    advance_to(hand, 5)
    play(hand, "0 bet, 1 raise")
    assert hand.all_in(1) and hand.bet_this_street(1) == 500
    assert options(hand) == {("fold", 0, 0), ("call", 500, 500), ("raise", 800, 800)}
    play(hand, "2 raise, 0 raise")
    assert ("raise", 1600, 800) in options(hand)
    play(hand, "2 raise")
    assert hand.capped and options(hand) == {("fold", 1200, 0), ("call", 1600, 400)}


def test_an_all_in_raise_of_half_a_bet_or_more_is_a_full_raise_GEN_12_3_d():
    """GEN-12.3 (d): $4 bet, all-in to $6: a full raise. Seat 2 may raise to $10; once seat 2
    just calls, the betting is reopened for the bettor (seat 0), who may raise to $10 too; the
    all-in counts toward the cap: bet $4, raises to $6, $10, $14, then the cap."""
    hand = deal(STUD, {s: BOARDS[s] for s in range(3)}, stacks=[100_000, TO_FOURTH + 600, 100_000])
    advance_to(hand, 5)
    play(hand, "0 bet, 1 raise")
    assert options(hand) == {("fold", 0, 0), ("call", 600, 600), ("raise", 1000, 1000)}
    play(hand, "2 call")
    assert options(hand) == {("fold", 400, 0), ("call", 600, 200), ("raise", 1000, 600)}
    play(hand, "0 raise, 2 raise")
    assert hand.capped and options(hand) == {("fold", 1000, 0), ("call", 1400, 400)}


def test_several_short_all_ins_together_reopen_the_betting_GEN_12_1():
    """GEN-12.1 (RRP betting and raising 6): on 5th street seat 0 bets $4, seat 1 goes all in to
    $5, seat 2 calls $5, seat 3 goes all in to $6. Each all-in is $1, too small to be a raise, but
    seat 0 now faces $2 more, half a bet: the betting is reopened for seat 0 (raise to $10).
    Seat 2 faces $1 more, which is not a raise: only fold or call."""
    hand = deal(STUD, BOARDS, stacks=[100_000, TO_FOURTH + 500, 100_000, TO_FOURTH + 600])
    advance_to(hand, 5)
    play(hand, "0 bet, 1 raise, 2 call, 3 raise")
    assert hand.all_in(1) and hand.all_in(3)
    assert options(hand) == {("fold", 400, 0), ("call", 600, 200), ("raise", 1000, 600)}
    reopens = [e for e in hand.events if type(e).__name__ == "AllInsReopen"]
    assert [(e.seat, e.amount, e.reopened) for e in reopens] == [(3, 600, (0,))]
    assert line_for(hand, reopens[0]).rules == ("GEN-12.1",)   # its words: test_english_log, test_french_log
    play(hand, "0 call")
    assert options(hand) == {("fold", 500, 0), ("call", 600, 100)}


def test_a_player_who_checked_before_a_short_all_in_bet_may_complete_it_GEN_12_3_a():
    """GEN-12.3 (a) as the course's catalogue words it: facing an all-in bet of less than half a
    bet, "any player who has not yet acted on it, or to whom the betting was reopened, may fold,
    call the all-in amount, or complete it". On 4th street seat 0 checks, seat 1 bets its last
    $0.50: seat 2 may complete; if seat 2 only calls, seat 0, who checked before the all-in and so
    has not acted on it, may complete too. (RRP betting and raising 6 can be read to stop a player
    who checked: the closing note of this round asks the rule owner.)"""
    layout = {0: "2s 3s As Kh", 1: "Kc Ks 7d 6c", 2: "Qc Qd 2c 3h"}
    hand = deal(STUD, layout, stacks=[100_000, TO_FOURTH + 50, 100_000])
    play(hand, "2 bring_in, 0 call, 1 call, 0 check, 1 bet")
    assert ("complete", 200, 200) in options(hand)
    play(hand, "2 call")
    assert options(hand) == {("fold", 0, 0), ("call", 50, 50), ("complete", 200, 200)}
    hand = deal(STUD, layout, stacks=[100_000, TO_FOURTH + 50, 100_000])
    play(hand, "2 bring_in, 0 call, 1 call, 0 check, 1 bet, 2 complete")
    assert options(hand) == {("fold", 0, 0), ("call", 200, 200), ("raise", 400, 400)}
