"""Table options (catalogue section T): the three presets' values, and T-2 to T-7 each
played in both (or all) settings with stacked hands. T-8 and T-9 are played in both
settings in test_rules_running_out.py, where the deck runs out."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from scenarios import (FOUR_NO_PAIR, OPEN_PAIR, RAZZ_FOUR, advance_to, deal, finish,  # noqa: E402
                       options, play)

from events_helpers import events_of, line_for  # noqa: E402

from studlib import RAZZ, STUD, STUD8, Rules, Structure  # noqa: E402
from studlib import events as ev  # noqa: E402
from studlib.rules import EqualBoards, OddChip, ShowdownOrder  # noqa: E402
from studlib.cards import parse_card  # noqa: E402

ONLINE = Rules.online()


def with_(**changes) -> Rules:
    """The online rules with some options changed."""
    return dataclasses.replace(ONLINE, **changes)


# --- the presets (catalogue table T) -------------------------------------------------------

PRESETS = {
    "online": dict(double_bet_on_open_pair=True, equal_boards=EqualBoards.POSITION,
                   showdown_order=ShowdownOrder.SEEDS, odd_chip=OddChip.POSITION, raise_cap=3,
                   heads_up_uncapped=False, reshuffle_burns=False, community_card_betting=True),
    "cardroom": dict(double_bet_on_open_pair=True, equal_boards=EqualBoards.POSITION,
                     showdown_order=ShowdownOrder.FIRST_TO_ACT, odd_chip=OddChip.SUIT_ALL_SEVEN,
                     raise_cap=3, heads_up_uncapped=True, reshuffle_burns=True,
                     community_card_betting=True),
    "tournament": dict(double_bet_on_open_pair=False, equal_boards=EqualBoards.SUIT,
                       showdown_order=ShowdownOrder.FIRST_TO_ACT, odd_chip=OddChip.SUIT_FIVE,
                       raise_cap=4, heads_up_uncapped=False, reshuffle_burns=True,
                       community_card_betting=True),
}


@pytest.mark.parametrize("name", PRESETS)
def test_preset_values_match_the_catalogue_table_T_2_to_T_9(name):
    """Catalogue table T: every option of every preset, by constructor and by name."""
    made = {"online": Rules.online, "cardroom": Rules.cardroom,
            "tournament": Rules.tournament}[name]()
    for field, value in PRESETS[name].items():
        assert getattr(made, field) == value, (name, field)
    assert Rules.preset(name) == made


def test_online_is_the_default_and_unknown_preset_is_refused():
    """`online` is the course default; an unknown preset name is a ValueError naming the
    three presets."""
    assert Rules() == Rules.online()
    with pytest.raises(ValueError) as err:
        Rules.preset("casino")
    assert all(n in str(err.value) for n in PRESETS), str(err.value)


def test_options_change_one_at_a_time():
    """'Every setting can also be changed one at a time.'"""
    r = with_(raise_cap=4)
    assert r.raise_cap == 4 and r.double_bet_on_open_pair and not r.reshuffle_burns


# --- T-2 open-pair double bet ----------------------------------------------------------------

@pytest.mark.parametrize("rules,bets", [
    (ONLINE, {200, 400}), (Rules.cardroom(), {200, 400}),
    (with_(double_bet_on_open_pair=False), {200}), (Rules.tournament(), {200}),
], ids=["online", "cardroom", "off", "tournament"])
def test_open_pair_double_bet_option_T_2_STUD_6_1(rules, bets):
    """T-2: with the option on, a pair showing on 4th allows a $2 or $4 bet; off, $2 only."""
    hand = deal(STUD, OPEN_PAIR, rules=rules)
    play(hand, "0 bring_in, 1 call, 2 call")
    assert hand.to_act == 1
    assert {a for k, a, _ in options(hand) if k == "bet"} == bets


@pytest.mark.parametrize("game", [STUD8, RAZZ], ids=["stud8", "razz"])
def test_double_bet_option_applies_to_stud_high_only_T_2(game):
    """T-2 is 'stud high only': Stud/8 and razz bet $2 on 4th even with the option on."""
    hand = deal(game, OPEN_PAIR, rules=with_(double_bet_on_open_pair=True))
    advance_to(hand, 4)
    assert {a for k, a, _ in options(hand) if k == "bet"} == {200}


# --- T-3 equal boards ------------------------------------------------------------------------

TIED_BOARDS = {0: "? ? 9d 4h", 1: "? ? Kc 7s", 2: "? ? 2c 3d", 3: "? ? Kh 7d"}


@pytest.mark.parametrize("game", [STUD, STUD8], ids=["stud", "stud8"])
@pytest.mark.parametrize("rules,first", [
    (ONLINE, 1), (Rules.cardroom(), 1), (with_(equal_boards=EqualBoards.SUIT), 3),
    (Rules.tournament(), 3),
], ids=["online", "cardroom", "suit", "tournament"])
def test_equal_boards_position_or_high_card_by_suit_T_3_GEN_5_3(game, rules, first):
    """T-3: seats 1 (Kc 7s) and 3 (Kh 7d) tie; by position seat 1 acts first, by high card
    by suit seat 3 (Kh beats Kc)."""
    hand = deal(game, TIED_BOARDS, rules=rules)
    advance_to(hand, 4)
    assert hand.to_act == first


# Razz: the ace is low, so each board's high card is its top card as the low reads it.
RAZZ_TIED_ACES = {0: "? ? Kd Qd", 1: "? ? Ac 5s", 2: "? ? Qc Jc", 3: "? ? As 5c"}


@pytest.mark.parametrize("rules,first", [
    (ONLINE, 1), (Rules.cardroom(), 1), (with_(equal_boards=EqualBoards.SUIT), 1),
    (Rules.tournament(), 1),
], ids=["online", "cardroom", "suit", "tournament"])
def test_razz_equal_boards_by_suit_reads_the_top_card_as_the_low_does_T_3_RAZZ_5_1(rules, first):
    """T-3 in razz: A♣ 5♠ (seat 2) and A♠ 5♣ (seat 4) tie as 5-A. By position seat 2 acts
    first; by high card by suit it is also seat 2, because its top card is the 5♠ (the ace is
    low), not the A♠ that an ace-high reading would pick."""
    hand = deal(RAZZ, RAZZ_TIED_ACES, rules=rules)
    advance_to(hand, 4)
    assert hand.to_act == first


def test_razz_suit_tiebreak_moves_with_the_five_T_3():
    """The same tie with the fives swapped: now seat 4 holds the 5♠ and acts first by suit,
    while position still picks seat 2."""
    boards = {0: "? ? Kd Qd", 1: "? ? Ac 5c", 2: "? ? Qc Jc", 3: "? ? As 5s"}
    by_suit = deal(RAZZ, boards, rules=with_(equal_boards=EqualBoards.SUIT))
    by_position = deal(RAZZ, boards)
    advance_to(by_suit, 4)
    advance_to(by_position, 4)
    assert (by_suit.to_act, by_position.to_act) == (3, 1)


# --- T-4 showdown order when nobody bet on 7th ---------------------------------------------

@pytest.mark.parametrize("rules,order", [
    (ONLINE, [0, 1, 2, 3]), (with_(showdown_order=ShowdownOrder.FIRST_TO_ACT), [2, 3, 0, 1]),
    (Rules.cardroom(), [2, 3, 0, 1]), (Rules.tournament(), [2, 3, 0, 1]),
], ids=["online", "first_to_act", "cardroom", "tournament"])
def test_razz_showdown_order_seat_1_or_lowest_board_T_4_RAZZ_8_2(rules, order):
    """T-4, RAZZ-8.2: nobody bets on 7th: seats in order from seat 1 (seeds), or the lowest
    board (seat index 2) first then clockwise (first to act)."""
    hand = deal(RAZZ, RAZZ_FOUR, rules=rules)
    finish(hand)
    assert hand.showdown_order == order


@pytest.mark.parametrize("game", [STUD, STUD8], ids=["stud", "stud8"])
@pytest.mark.parametrize("rules", [ONLINE, with_(showdown_order=ShowdownOrder.FIRST_TO_ACT)],
                         ids=["seeds", "first_to_act"])
def test_stud_showdown_order_best_board_either_way_T_4_STUD_8_2_HILO_8_2(game, rules):
    """T-4: in stud and stud/8 both settings show the best board (seat 1) first."""
    hand = deal(game, FOUR_NO_PAIR, rules=rules)
    finish(hand)
    assert hand.showdown_order == [1, 2, 3, 0]


def test_a_bet_on_7th_overrides_T_4_GEN_8_1():
    """GEN-8.1 beats T-4: razz, first-to-act order, but seat 3 bets on 7th: 3 shows first."""
    hand = deal(RAZZ, RAZZ_FOUR, rules=Rules.cardroom())
    advance_to(hand, 7)
    play(hand, "2 check, 3 bet, 0 call, 1 call, 2 call")
    assert hand.showdown_order == [3, 0, 1, 2]


# --- T-5 odd chip ----------------------------------------------------------------------------
# A 5-chip pot (antes 1+1+1, bring-in 1, call 1; the third player folds) is split by two
# equal nine-high straights. Player P also holds the As (the highest card of all seven);
# player Q plays the 9s (the highest card among the five played; P plays the 9c).

ODD = Structure(ante=1, bring_in=1, small_bet=2, big_bet=4)
P = "5c 6c 2h 7d 8d 9c As"
Q = "5h 6h 3d 7s 8s 9s 2d"
Z = "Kd Qc Jh"


@pytest.mark.parametrize("p_seat", [0, 1], ids=["P in seat 0", "P in seat 1"])
@pytest.mark.parametrize("odd_chip", list(OddChip), ids=[o.name for o in OddChip])
def test_odd_chip_in_a_stud_tie_T_5_GEN_10_3(odd_chip, p_seat):
    """T-5: POSITION -> seat 0 (first clockwise from the dealer); SUIT_ALL_SEVEN -> P (As
    among all seven cards); SUIT_FIVE -> Q (9s beats 9c among the five played)."""
    q_seat = 1 - p_seat
    hand = deal(STUD, {p_seat: P, q_seat: Q, 2: Z}, structure=ODD,
                rules=with_(odd_chip=odd_chip))
    assert hand.bring_in_seat == p_seat  # the 2h
    play(hand, f"{p_seat} bring_in, " + ("2 fold, 0 call" if p_seat == 1 else "1 call, 2 fold"))
    finish(hand)
    winner = {OddChip.POSITION: 0, OddChip.SUIT_ALL_SEVEN: p_seat,
              OddChip.SUIT_FIVE: q_seat}[odd_chip]
    expected = [0, 0, -1]
    expected[winner] = 1
    assert hand.payoffs == expected
    card = {OddChip.POSITION: None, OddChip.SUIT_ALL_SEVEN: "A♠", OddChip.SUIT_FIVE: "9♠"}[odd_chip]
    (award,) = [a for a in hand.awards if a.odd_chips]
    assert (award.odd_chip_card.pretty if award.odd_chip_card else None) == card
    assert not award.odd_chip_lowest


@pytest.mark.parametrize("odd_chip,winner", [(OddChip.POSITION, 0), (OddChip.SUIT_ALL_SEVEN, 1)],
                         ids=["position", "suit_all_seven"])
def test_odd_chip_in_a_razz_tie_lowest_card_by_suit_T_5_RAZZ_10_1(odd_chip, winner):
    """T-5 in razz: two 8-6-5-4-3 lows split 5 chips. POSITION -> seat 0; SUIT_ALL_SEVEN ->
    the LOWEST card by suit among all seven: seat 1's 3c beats seat 0's 3d."""
    hand = deal(RAZZ, {0: "8d 6d Qh 5h 4h 3d Qs", 1: "8c 6c Ks 5d 4d 3c Kh", 2: "Tc Th Jd"},
                structure=ODD, rules=with_(odd_chip=odd_chip))
    assert hand.bring_in_seat == 1  # Ks
    play(hand, "1 bring_in, 2 fold, 0 call")
    finish(hand)
    expected = [0, 0, -1]
    expected[winner] = 1
    assert hand.payoffs == expected
    # The award records the card that decided the odd chip when the suits decide it, and its
    # line cites T-5 (the words: tests/test_english_log.py).
    (award,) = [a for a in hand.awards if a.odd_chips]
    (pot,) = [e for e in events_of(hand, ev.PotAwarded) if any(a.odd_chips for a in e.awards)]
    assert award in pot.awards and award.seat == winner and {"GEN-10.3", "T-5"} <= set(line_for(hand, pot).rules)
    if odd_chip is OddChip.SUIT_ALL_SEVEN:
        assert (award.odd_chip_card, award.odd_chip_lowest) == (parse_card("3c"), True)
    else:
        assert award.odd_chip_card is None


@pytest.mark.parametrize("odd_chip,payoffs", [
    (OddChip.POSITION, [-1, 2, -1]), (OddChip.SUIT_ALL_SEVEN, [-2, 3, -1]),
], ids=["position", "suit_all_seven"])
def test_odd_chip_in_a_quartered_low_half_T_5_HILO_10_2_HILO_10_3(odd_chip, payoffs):
    """HILO-10.3: a 7-chip pot: 4 to the high half (seat 1's flush), 3 to the low half;
    the low half is tied (8-6-4-3-2 twice): 1 each, and T-5 gives the odd chip: POSITION ->
    seat 0; SUIT_ALL_SEVEN -> the lowest card by suit: seat 1's 2c beats seat 0's 2d."""
    structure = Structure(ante=1, bring_in=2, small_bet=4, big_bet=8)
    hand = deal(STUD8, {0: "2d 3h 4d 6h 8s Qd Qh", 1: "2c 3c 4c 6c 8c Kd Ks", 2: "Jd Js Th"},
                structure=structure, rules=with_(odd_chip=odd_chip))
    assert hand.bring_in_seat == 1  # 4c
    play(hand, "1 bring_in, 2 fold, 0 call")
    finish(hand)
    assert hand.payoffs == payoffs


# --- T-6 raise cap ---------------------------------------------------------------------------

@pytest.mark.parametrize("rules,cap", [(ONLINE, 3), (Rules.cardroom(), 3), (with_(raise_cap=4), 4),
                                       (Rules.tournament(), 4)],
                         ids=["online", "cardroom", "four", "tournament"])
def test_raise_cap_three_or_four_raises_T_6_GEN_4_1(rules, cap):
    """T-6: 5th street, four players: $4 bet then `cap` raises; after that call or fold."""
    hand = deal(STUD, FOUR_NO_PAIR, rules=rules)
    advance_to(hand, 5)
    play(hand, "1 bet, 2 raise, 3 raise, 0 raise")
    if cap == 3:
        assert options(hand) == {("fold", 400, 0), ("call", 1600, 1200)}
        return
    assert options(hand) == {("fold", 400, 0), ("call", 1600, 1200), ("raise", 2000, 1600)}
    play(hand, "1 raise")
    assert options(hand) == {("fold", 800, 0), ("call", 2000, 1200)}


@pytest.mark.parametrize("cap", [3, 4])
def test_raise_cap_on_third_street_counts_from_the_completion_T_6(cap):
    """T-6, GEN-4.1: completion + `cap` raises on 3rd street ($2, then $4 ... )."""
    hand = deal(STUD, FOUR_NO_PAIR, rules=with_(raise_cap=cap))
    play(hand, "0 bring_in, 1 complete, 2 raise, 3 raise, 0 raise")
    if cap == 3:
        assert options(hand) == {("fold", 200, 0), ("call", 800, 600)}
    else:
        assert ("raise", 1000, 800) in options(hand)
        play(hand, "1 raise")
        assert options(hand) == {("fold", 400, 0), ("call", 1000, 600)}


# --- T-7 heads-up --------------------------------------------------------------------------

HEADS_UP = {0: "? ? 2c 3d", 1: "? ? Kd Qs"}


@pytest.mark.parametrize("rules,uncapped", [
    (ONLINE, False), (Rules.tournament(), False), (with_(heads_up_uncapped=True), True),
    (Rules.cardroom(), True),
], ids=["online", "tournament", "on", "cardroom"])
def test_heads_up_street_is_uncapped_only_with_option_T_7(rules, uncapped):
    """T-7: two players from the start of 3rd street: completion + raise_cap raises (3
    online, 4 tournament), then the cap applies; with the option (cardroom) raising goes on."""
    hand = deal(STUD, HEADS_UP, rules=rules)
    play(hand, "0 bring_in, 1 complete")
    level, seat = 200, 0
    for _ in range(rules.raise_cap):
        level += 200
        play(hand, f"{seat} raise {level}")
        seat = 1 - seat
    last = level - 200  # what the player to act has in
    if not uncapped:
        assert options(hand) == {("fold", last, 0), ("call", level, 200)}
        return
    assert options(hand) == {("fold", last, 0), ("call", level, 200),
                             ("raise", level + 200, 400)}
    for _ in range(4):
        level += 200
        play(hand, f"{seat} raise {level}")
        seat = 1 - seat
    assert ("raise", level + 200, 400) in options(hand)


def test_cap_comes_off_when_folds_leave_two_before_the_cap_T_7():
    """T-7 (cardroom): the cap comes off whenever the action is heads-up before the raising is
    capped, after folds too: 3rd street starts three-handed, the third player folds after the
    completion, and the two left raise past the cap."""
    hand = deal(STUD, {0: "? ? 2c 3d", 1: "? ? Kd Qs", 2: "? ? 9h"}, rules=Rules.cardroom())
    play(hand, "0 bring_in, 1 complete, 2 fold, 0 raise, 1 raise, 0 raise")
    assert ("raise", 1000, 400) in options(hand)  # a 4th raise: no cap heads-up
    play(hand, "1 raise 1000, 0 call")
    assert hand.street == 4 and hand.to_act == 1  # K-Q beats 3-2
    play(hand, "1 bet, 0 raise, 1 raise, 0 raise")
    assert ("raise", 1000, 400) in options(hand)  # 4th street starts heads-up: no cap either


def test_a_capped_round_stays_capped_after_a_fold_T_7():
    """T-7 (cardroom): a round that reached the cap while three were in stays capped when a
    fold then leaves two: the last player may only call or fold."""
    hand = deal(STUD, {0: "? ? 2c 3d", 1: "? ? Kd Qs", 2: "? ? 9h"}, rules=Rules.cardroom())
    play(hand, "0 bring_in, 1 complete, 2 call, 0 raise, 1 raise, 2 raise")
    assert hand.capped
    play(hand, "0 fold")
    assert hand.capped
    assert options(hand) == {("fold", 600, 0), ("call", 800, 200)}


def test_online_keeps_the_cap_after_folds_leave_two_T_7():
    """Without T-7 (online) the cap applies heads-up after folds, as at the start of a street."""
    hand = deal(STUD, {0: "? ? 2c 3d", 1: "? ? Kd Qs", 2: "? ? 9h"}, rules=ONLINE)
    play(hand, "0 bring_in, 1 complete, 2 fold, 0 raise, 1 raise, 0 raise")
    assert options(hand) == {("fold", 600, 0), ("call", 800, 200)}


def test_no_cap_while_only_two_players_not_all_in_contest_the_pot_T_7():
    """T-7 (cardroom, RRP betting and raising 3): the cap is for pots of three or more players
    who are not all-in. Seat 2 calls the completion all in, so seats 0 and 1 raise past the cap
    on 3rd street, and 4th street starts uncapped; online, the cap still applies."""
    layout = {0: "? ? 2c 3d", 1: "? ? Kd Qs", 2: "? ? 9h"}
    hand = deal(STUD, layout, rules=Rules.cardroom(), stacks=[100_000, 100_000, 40 + 200])
    play(hand, "0 bring_in, 1 complete, 2 call")
    assert hand.all_in(2)
    play(hand, "0 raise, 1 raise, 0 raise")
    assert ("raise", 1000, 400) in options(hand)  # a 4th raise: two players not all-in
    play(hand, "1 raise 1000, 0 call")
    assert hand.street == 4 and hand.to_act == 0  # seat 2's board is best, but seat 2 is all in (GEN-5.4)
    play(hand, "0 bet, 1 raise, 0 raise, 1 raise")
    assert ("raise", 1000, 400) in options(hand)
    hand = deal(STUD, layout, rules=ONLINE, stacks=[100_000, 100_000, 40 + 200])
    play(hand, "0 bring_in, 1 complete, 2 call, 0 raise, 1 raise, 0 raise")
    assert hand.capped and options(hand) == {("fold", 600, 0), ("call", 800, 200)}


def test_a_capped_round_stays_capped_after_an_all_in_T_7():
    """T-7 (cardroom): a round capped while three players not all-in were in stays capped when
    one of them then calls all in: the last player may only call or fold."""
    hand = deal(STUD, {0: "? ? 2c 3d", 1: "? ? Kd Qs", 2: "? ? 9h"}, rules=Rules.cardroom(),
                stacks=[100_000, 100_000, 40 + 800])
    play(hand, "0 bring_in, 1 complete, 2 raise, 0 raise, 1 raise")
    assert hand.capped
    play(hand, "2 call")
    assert hand.all_in(2) and hand.capped
    assert options(hand) == {("fold", 600, 0), ("call", 800, 200)}
