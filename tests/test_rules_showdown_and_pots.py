"""Rule scenarios: showdown order (GEN-8.x), who wins and how pots are split (GEN-10.x,
HILO-9.2, HILO-10.x, RAZZ-10.1), played as full stacked hands from the rule catalogue.

Pure hand-ranking rules (STUD-9.1, HILO-9.1, RAZZ-9.1, RAZZ-9.2) are tested in
test_hands.py; here the rankings only decide who is paid."""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from scenarios import FOUR_NO_PAIR, RAZZ_FOUR, advance_to, deal, finish, play  # noqa: E402

from studlib import RAZZ, STUD, STUD8, Structure  # noqa: E402


def _seats(award) -> tuple:
    """The seat(s) an award pays: docs/hand-api.md says `seats`, the engine has `seat`."""
    seats = getattr(award, "seats", None)
    if seats is None:
        seats = award.seat
    return tuple(seats) if isinstance(seats, (tuple, list)) else (seats,)


def _won(hand) -> dict[int, int]:
    """Chips each seat received in the awards."""
    got: dict[int, int] = defaultdict(int)
    for award in hand.awards:
        for seat in _seats(award):
            got[seat] += award.amount
    return dict(got)


def _pot_order(hand) -> list[int]:
    """pot_index of each award, first appearances only, in award order."""
    order: list[int] = []
    for award in hand.awards:
        if award.pot_index not in order:
            order.append(award.pot_index)
    return order


# --- showdown order (GEN-8.1, GEN-8.2, STUD-8.2, HILO-8.2, RAZZ-8.2) -------------------------

def test_last_raiser_on_7th_shows_first_then_clockwise_GEN_8_1():
    """GEN-8.1: on 7th seat 2 bets and seat 3 raises: seat 3 shows first, then 0, 1, 2."""
    hand = deal(STUD, FOUR_NO_PAIR)
    advance_to(hand, 7)
    play(hand, "1 check, 2 bet, 3 raise, 0 call, 1 call, 2 call")
    assert hand.is_over
    assert hand.showdown_order == [3, 0, 1, 2]


def test_last_bettor_on_7th_shows_first_GEN_8_1():
    """GEN-8.1: on 7th the first actor (seat 1) checks and seat 3 bets, all call: 3, 0, 1, 2;
    even though seat 1 has the best board."""
    hand = deal(STUD8, FOUR_NO_PAIR)
    advance_to(hand, 7)
    play(hand, "1 check, 2 check, 3 bet, 0 call, 1 call, 2 call")
    assert hand.showdown_order == [3, 0, 1, 2]


def test_no_bet_on_7th_best_board_shows_first_stud_STUD_8_2_GEN_8_2():
    """STUD-8.2: nobody bets on 7th: the best board (seat 1, K-Q-8-7) shows first, then
    clockwise."""
    hand = deal(STUD, FOUR_NO_PAIR)
    finish(hand)
    assert hand.showdown_order == [1, 2, 3, 0]


def test_no_bet_on_7th_best_high_board_shows_first_stud8_HILO_8_2():
    """HILO-8.2: nobody bets on 7th: the best HIGH board (seat 1, K-Q-8-7) shows first, not
    the best low board (seat 0, 6-4-3-2)."""
    hand = deal(STUD8, FOUR_NO_PAIR)
    finish(hand)
    assert hand.showdown_order == [1, 2, 3, 0]


def test_no_bet_on_7th_razz_seat_1_shows_first_RAZZ_8_2():
    """RAZZ-8.2 (default): nobody bets on 7th: seat order from seat 1 (index 0), even though
    seat 3 (index 2) has the lowest board."""
    hand = deal(RAZZ, RAZZ_FOUR)
    finish(hand)
    assert hand.showdown_order == [0, 1, 2, 3]


def test_no_showdown_when_everyone_folds_GEN_8_1():
    """GEN-8.1: no showdown when all but one fold: the last player wins without showing."""
    hand = deal(STUD, FOUR_NO_PAIR)
    play(hand, "0 bring_in, 1 complete, 2 fold, 3 fold, 0 fold")
    assert hand.is_over
    assert hand.showdown_order == []
    # seat 1 wins the 4 antes, the 50c bring-in and its own $2: net 3 antes + 50c
    assert hand.payoffs == [-90, 3 * 40 + 50, -40, -40]


# --- best hand, ties, odd chips (GEN-10.1, GEN-10.2, GEN-10.3) ------------------------------

def test_best_five_of_seven_using_down_and_up_cards_GEN_10_1():
    """GEN-10.1: seat 0's ace-high heart flush uses three down cards (Ah Kh 8h) and two up
    cards (2h 5h): it beats seat 1's pair of aces."""
    hand = deal(STUD, {0: "Ah Kh 2h 9c 5h Jd 8h", 1: "As Ad Kc Qs Jc 3c 4d"})
    finish(hand)
    assert hand.payoffs == [90, -90]
    assert _won(hand) == {0: 180}


def test_equal_hands_split_suits_never_break_a_tie_GEN_10_2():
    """GEN-10.2: two nine-high straights (one with three spades) split the pot evenly."""
    hand = deal(STUD, {0: "5c 6c 7d 8d 9c Kd 2h", 1: "5h 6h 7s 8s 9s Ks 3d"})
    finish(hand)
    assert hand.payoffs == [0, 0]
    assert _won(hand) == {0: 90, 1: 90}


def test_equal_lows_split_the_pot_in_razz_RAZZ_10_1_GEN_10_2():
    """RAZZ-10.1: two 7-4-3-2-A lows (one all clubs) split; the 10-low loses."""
    hand = deal(RAZZ, {0: "Ac 2c 3c 4c 7c Kd Ks", 1: "Ad 2d 3h 4h 7s Qd Qs",
                       2: "5d 6d 8h 9c Tc Jd Jh"})
    assert hand.bring_in_seat == 2  # 8h is the highest door card
    finish(hand)
    assert hand.payoffs == [45, 45, -90]


def test_best_low_wins_the_whole_pot_in_razz_RAZZ_10_1():
    """RAZZ-10.1: the wheel (5-4-3-2-A) beats a six low and takes the whole pot."""
    hand = deal(RAZZ, {0: "Ac 2c 3d 4d 5h Kd Ks", 1: "Ad 2d 3h 4h 6s Qd Qs",
                       2: "9d 9s 8h Th Jc Jd Jh"})
    finish(hand)
    assert hand.payoffs == [180, -90, -90]


def test_default_odd_chip_to_first_tied_winner_clockwise_GEN_10_3():
    """GEN-10.3 (default T-5 position): a 5-chip pot split by two equal straights: seat 0
    (first clockwise from the dealer) gets 3 chips, seat 1 gets 2."""
    structure = Structure(ante=1, bring_in=1, small_bet=2, big_bet=4)
    hand = deal(STUD, {0: "5h 6h 3d 7s 8s 9s 2d", 1: "5c 6c 2h 7d 8d 9c As", 2: "Kd Qc Jh"},
                structure=structure)
    play(hand, "1 bring_in, 2 fold, 0 call")
    finish(hand)
    assert hand.payoffs == [1, 0, -1]


# --- side pots (GEN-10.4) -------------------------------------------------------------------

def test_side_pot_awarded_separately_side_pot_first_GEN_10_4():
    """GEN-10.4: seat 0 is all-in on 3rd with trip aces and wins the $2.70 main pot; the $4
    side pot between seats 1 and 2 goes to seat 1's trip kings, and is awarded first."""
    hand = deal(STUD, {0: "As Ad Ac 3d 4h 5s 7c", 1: "Kc Ks Kd 6d 8h 9s Tc",
                       2: "Qc Qd 2c 7h Jh 3s 4c"}, stacks=[90, 100_000, 100_000])
    play(hand, "2 bring_in, 0 call, 1 call")
    assert hand.all_in(0)
    assert hand.to_act == 1  # GEN-5.4: seat 0's A-3 is best but all-in
    play(hand, "1 bet, 2 call")
    finish(hand)
    assert hand.payoffs == [180, 110, -290]
    assert _won(hand) == {0: 270, 1: 400}
    first = hand.awards[0]
    assert first.amount == 400 and 1 in _seats(first)
    assert 0 in _seats(hand.awards[-1]) and hand.awards[-1].amount == 270


def test_three_pots_awarded_last_formed_first_GEN_10_4():
    """GEN-10.4: main pot (4 x 90c, seat 0 trip aces), side pot 1 (3 x $2, seat 3 trip
    kings, all-in on 4th), side pot 2 (2 x $4, seat 1 trip queens): awarded side pot 2,
    then side pot 1, then the main pot."""
    hand = deal(STUD, {0: "As Ad Ac 3d 4h 5s 7c", 1: "Qc Qs Qd 6d 8h 9s Tc",
                       2: "Jc Js 2c 7h Jh 3s 4c", 3: "Kc Ks Kd 6c 8c 9c Th"},
                stacks=[90, 100_000, 100_000, 290])
    play(hand, "2 bring_in, 3 call, 0 call, 1 call")
    play(hand, "1 bet, 2 call, 3 call")          # 4th: seat 0 all-in, skipped
    assert hand.all_in(0) and hand.all_in(3)
    play(hand, "1 bet, 2 call")                  # 5th: seat 0 (A-4-3) all-in, skipped
    finish(hand)
    assert hand.payoffs == [270, 110, -690, 310]
    got = [(a.amount, _seats(a)) for a in hand.awards]
    assert got == [(800, (1,)), (600, (3,)), (360, (0,))]
    assert len(set(_pot_order(hand))) == 3


# --- Stud Hi/Lo (HILO-9.2, HILO-10.1, HILO-10.2, HILO-10.3) ----------------------------------

HIGH_FULL_HOUSE = "Kc Ks Kd Qh Jc 9d 9h"      # kings full of nines, no low
LOW_SEVEN = "Ac 2d 4h 5s 7c Qs Td"            # 7-5-4-2-A low, ace high
NOTHING = "Jd Js 8c 3c Th 6h Ts"              # jacks and tens, no low


def test_no_qualifying_low_high_hand_scoops_HILO_10_1():
    """HILO-10.1: no 8-or-better low: the best high hand wins the whole pot."""
    hand = deal(STUD8, {0: HIGH_FULL_HOUSE, 1: "Qc Qd Td 9c 7h 2s Jh"})
    finish(hand)
    assert hand.payoffs == [90, -90]


def test_high_and_low_split_the_pot_HILO_10_1():
    """HILO-10.1: the full house takes the high half, the 7-low the low half; the third
    player (no low, lower high) gets nothing."""
    hand = deal(STUD8, {0: HIGH_FULL_HOUSE, 1: LOW_SEVEN, 2: NOTHING})
    assert hand.bring_in_seat == 1  # 4h is the lowest door, ace high (HILO-3.1)
    finish(hand)
    assert hand.payoffs == [45, 45, -90]
    assert _won(hand) == {0: 135, 1: 135}
    halves = {(award.half, *_seats(award)) for award in hand.awards}
    assert halves == {("high", 0), ("low", 1)}


def test_wheel_wins_high_and_low_ace_plays_both_ways_HILO_9_2():
    """HILO-9.2: A-2-3-4-5 is a straight for high (beats a pair of queens) and the best low
    (beats 8-7-6-4-3): one player scoops with the ace playing high-or-low at once."""
    hand = deal(STUD8, {0: "Ac 2d 3h 4s 5c Kd Kh", 1: "8c 7d 6h 4d 3c Qs Qh"})
    finish(hand)
    assert hand.payoffs == [90, -90]
    # both halves (or the whole pot, if the engine labels a scoop so) go to seat 0
    assert {award.half for award in hand.awards} in ({"high", "low"}, {"whole"})
    assert all(_seats(award) == (0,) for award in hand.awards)


def test_two_equal_lows_are_quartered_HILO_10_2():
    """HILO-10.2: a 60-chip pot: the flush wins the high half (30); its 8-6-4-3-2 ties
    another 8-6-4-3-2 for low, so each gets a quarter (15)."""
    structure = Structure(ante=10, bring_in=10, small_bet=20, big_bet=40)
    hand = deal(STUD8, {0: "2c 3c 4c 6c 8c Kd Ks", 1: "2d 3h 4d 6h 8s Qd Qh",
                        2: "Jd Js Th 9s 7s 5d Ah"}, structure=structure)
    assert hand.bring_in_seat == 0  # 4c
    finish(hand)
    assert hand.payoffs == [45 - 20, 15 - 20, -20]


def test_odd_chip_between_halves_goes_high_HILO_10_3():
    """HILO-10.3: a 7-chip pot splits 4 to the high hand and 3 to the low hand."""
    structure = Structure(ante=1, bring_in=2, small_bet=4, big_bet=8)
    hand = deal(STUD8, {0: HIGH_FULL_HOUSE, 1: LOW_SEVEN, 2: "Jd Js Th"}, structure=structure)
    play(hand, "1 bring_in, 2 fold, 0 call")
    finish(hand)
    assert hand.payoffs == [4 - 3, 3 - 3, -1]


def test_stud8_side_pot_judged_on_its_own_contestants_HILO_10_1_GEN_10_4():
    """HILO-10.1, GEN-10.4: the only low (seat 0) is all-in for the main pot: main pot split
    high/low; the side pot between seats 1 and 2 has no low, so the high hand scoops it."""
    hand = deal(STUD8, {0: LOW_SEVEN, 1: HIGH_FULL_HOUSE, 2: NOTHING},
                stacks=[90, 100_000, 100_000])
    play(hand, "0 bring_in, 1 call, 2 call")
    assert hand.all_in(0)
    play(hand, "1 bet, 2 call")  # 4th street: K-Q is the best high board
    finish(hand)
    assert hand.payoffs == [135 - 90, 135 + 400 - 290, -290]
    assert hand.awards[0].amount == 400 and _seats(hand.awards[0]) == (1,)


def test_payoffs_sum_to_zero_and_pot_is_emptied_GEN_10_4():
    """GEN-10.4: whatever the pots, every chip put in is paid out."""
    hand = deal(STUD8, {0: LOW_SEVEN, 1: HIGH_FULL_HOUSE, 2: NOTHING},
                stacks=[90, 100_000, 100_000])
    finish(hand)
    assert sum(hand.payoffs) == 0
    assert sum(a.amount for a in hand.awards) == 3 * 90


def test_an_uncalled_raise_is_not_a_side_pot_GEN_10_4():
    """GEN-10.4: side pots are cut only by all-in players. After a bring-in, a completion and a
    raise with nobody all in there is one pot, and every player still in may win it."""
    hand = deal(STUD, {0: "As Ad Ac", 1: "Kc Ks Kd", 2: "Qc Qd 2c"})
    play(hand, "2 bring_in, 0 complete, 1 raise")
    assert [(p.amount, p.eligible) for p in hand.pots] == [(hand.pot, (0, 1, 2))]
    assert hand.pot == 3 * 40 + 50 + 200 + 400


def test_an_all_in_player_cuts_a_side_pot_while_the_betting_goes_on_GEN_10_4():
    """GEN-10.4: seat 0 is all in for 90c on third street; seat 1's $2 bet on fourth street,
    not yet called, goes to a side pot that seat 0 cannot win; the main pot stays $2.70."""
    hand = deal(STUD, {0: "As Ad Ac 3d", 1: "Kc Ks Kd 6d", 2: "Qc Qd 2c 7h"},
                stacks=[90, 100_000, 100_000])
    play(hand, "2 bring_in, 0 call, 1 call")
    assert [(p.amount, p.eligible) for p in hand.pots] == [(270, (0, 1, 2))]
    play(hand, "1 bet")
    assert [(p.amount, p.eligible) for p in hand.pots] == [(270, (0, 1, 2)), (200, (1, 2))]


# --- cards speak (GEN-8.3) and uncalled bets (GEN-12.4) ------------------------------------------

def test_cards_speak_every_showdown_hand_is_judged_on_its_seven_tabled_cards_GEN_8_3():
    """GEN-8.3: no declaration in any game: each player in the showdown tables seven cards and
    the pot goes by what they make; in Stud/8 high and low are read from the cards (HILO-9.2)."""
    for game in (STUD, STUD8, RAZZ):
        hand = deal(game, FOUR_NO_PAIR)
        finish(hand)
        assert hand.showdown_order
        assert all(len(hand.cards(s)) == 7 for s in hand.showdown_order)
        assert not hasattr(hand, "declare")
    hand = deal(STUD8, {0: "As 2s 3d 4c 5h 9s Kd", 1: "Kc Ks Qh Qd 7c 7d 8h"})
    finish(hand)
    assert _won(hand) == {0: hand.pots_at_showdown[0].amount}  # the wheel scoops, undeclared


def test_an_uncalled_bet_comes_back_before_the_pot_is_awarded_GEN_12_4():
    """GEN-12.4: a player bets the big bet on 5th street and everyone folds: the bet goes back
    (the log says so, citing GEN-12.4) and the pot won holds only what was called before."""
    hand = deal(STUD, FOUR_NO_PAIR)
    advance_to(hand, 5)
    pot_before, bettor = hand.pot, hand.to_act
    stack_before = hand.stacks[bettor]
    play(hand, f"{bettor} bet")
    while not hand.is_over:
        hand.act("fold")
    assert [line.seat for line in hand.log if "GEN-12.4" in line.rules] == [bettor]
    assert _won(hand) == {bettor: pot_before}
    assert hand.stacks[bettor] == stack_before + pot_before


def test_the_part_an_all_in_player_cannot_match_comes_back_GEN_12_4():
    """GEN-12.4: seat 0 is all in for 90c on third street; on fourth street seat 1 bets $2 and
    seat 2 folds: nobody can call, so the $2 goes back to seat 1 and never forms a side pot."""
    hand = deal(STUD, {0: "As Ad Ac 3d", 1: "Kc Ks Kd 6d", 2: "Qc Qd 2c 7h"},
                stacks=[90, 100_000, 100_000])
    play(hand, "2 bring_in, 0 call, 1 call, 1 bet, 2 fold")
    assert [line.seat for line in hand.log if "GEN-12.4" in line.rules] == [1]
    finish(hand)
    assert [(p.amount, p.eligible) for p in hand.pots_at_showdown] == [(270, (0, 1))]
    assert sum(a.amount for a in hand.awards) == 270


def test_the_uncalled_part_comes_back_when_the_betting_round_ends_GEN_12_4():
    """GEN-12.4: the uncalled $2 comes back as fourth street's betting ends, before fifth
    street's burn and card, and the hand records it there; the pots awarded never hold it."""
    from studlib import events as ev
    hand = deal(STUD, {0: "As Ad Ac 3d", 1: "Kc Ks Kd 6d", 2: "Qc Qd 2c 7h"},
                stacks=[90, 100_000, 100_000])
    play(hand, "2 bring_in, 0 call, 1 call, 1 bet, 2 fold")
    events = hand.events
    back = next(i for i, e in enumerate(events) if isinstance(e, ev.UncalledBetReturned))
    fifth = next(i for i, e in enumerate(events) if isinstance(e, ev.StreetDealt) and e.street == 5)
    fold = next(i for i, e in enumerate(events) if isinstance(e, ev.Acted) and e.seat == 2 and e.street == 4)
    assert fold < back < fifth
    assert (events[back].seat, events[back].amount) == (1, 200)
    assert hand.log[back].rules == ("GEN-12.4",)    # the words: tests/test_english_log.py
