"""The English renderer, word for word: a few golden sentences for the log and the refusals.

The rules tests assert on the engine's data (events, refusal reasons, options:
tests/events_helpers.py); the words written from that data are checked here, once, as
tests/test_french_log.py checks the French. Rewording one of these sentences changes this file
and the catalog, never a rules test (issue 28, item 8).
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from events_helpers import line_for, refused, the_event  # noqa: E402
from scenarios import FOUR_NO_PAIR, advance_to, deal, play  # noqa: E402

import studlib  # noqa: E402
from studlib import RAZZ, STUD, Hand, Rules, Structure, phh  # noqa: E402
from studlib.rules import OddChip  # noqa: E402
from studlib import events as ev  # noqa: E402

# On 4th and 5th street seat 0 shows A-K-Q (acts first), seat 2 brings in with the 2c.
BOARDS = {0: "2s 3s As Kh Qh", 1: "Kc Ks 7d 6c 5c", 2: "Qc Qd 2c 3h 4h", 3: "Jc Jd 8c 9d Th"}
TO_FOURTH = 40 + 50  # the ante and the call of the 50c bring-in


@pytest.fixture(autouse=True)
def english():
    with studlib.language("en"):
        yield


def test_the_bring_in_tie_broken_by_suit_GEN_3_1():
    hand = deal(STUD, {0: "Ah Kh 2d", 1: "Qs Qd 2c", 2: "9c 9d Jc"})
    assert line_for(hand, the_event(hand, ev.BringInDue)).text == (
        "Seat 2 must bring in: lowest door card (aces are high for the bring-in), the two of clubs (2♣); it ties "
        "in rank with Seat 1's 2♦, and the lower suit pays (clubs < diamonds < hearts < spades).")


def test_a_fold_when_checking_is_free_and_a_plain_fold_GEN_13_1():
    hand = deal(STUD, FOUR_NO_PAIR)
    advance_to(hand, 4)
    hand.act("fold")
    assert hand.log[-1].text == "Seat 2 folds although checking was free: the hand is given up for nothing."
    hand.act("bet")
    hand.act("fold")
    assert hand.log[-1].text == "Seat 4 folds."


def test_refusals_say_the_seat_the_rule_and_the_options_GEN_3_4_GEN_4_1_GEN_7_1():
    hand = deal(STUD, {0: "? ? 9d", 1: "? ? Kc", 2: "? ? 2c", 3: "? ? Qh"})
    play(hand, "2 bring_in")
    assert str(refused(hand, "check")) == ("Seat 4 cannot check: the bring-in was posted, and nobody may check "
                                           "behind it (GEN-3.4); fold, call $0.50 or complete to $2.")
    hand = deal(STUD, FOUR_NO_PAIR)
    play(hand, "0 bring_in, 1 complete, 2 raise, 3 raise, 0 raise")
    assert str(refused(hand, "raise", 1000)) == (
        "Seat 2 cannot raise: the betting is capped: a bet (or the completion) and 3 raises (GEN-4.1, T-6); "
        "fold or call $6.")
    hand = deal(STUD, FOUR_NO_PAIR)
    advance_to(hand, 5)
    assert str(refused(hand, "bet", 200)) == "Seat 2 cannot bet to $2: in fixed limit the bet here is $4."


def test_short_all_ins_the_completion_and_the_reopening_GEN_12_1_GEN_12_3():
    hand = deal(STUD, {s: BOARDS[s][:11] for s in range(3)}, stacks=[TO_FOURTH + 50, 100_000, 100_000])
    play(hand, "2 bring_in, 0 call, 1 call, 0 bet")
    assert hand.log[-1].text == (
        "Seat 1's all-in bet of $0.50 is less than half a bet, so it is not a full bet: each player who has "
        "not acted on it may fold, call it, or complete it to the full bet.")
    assert str(refused(hand, "bet")) == (
        "Seat 2 cannot bet: the all-in bet was less than half a bet, so the full bet is made by completing it "
        "(GEN-12.3); fold, call $0.50 or complete to $2.")
    play(hand, "1 complete")
    assert hand.log[-1].text == "Seat 2 completes to $2."
    hand = deal(STUD, BOARDS, stacks=[100_000, TO_FOURTH + 500, 100_000, TO_FOURTH + 600])
    advance_to(hand, 5)
    play(hand, "0 bet, 1 raise, 2 call, 3 raise")
    assert line_for(hand, the_event(hand, ev.AllInsReopen)).text == (
        "Seat 4's all-in to $6 adds less than half a bet, but together with the earlier short all-ins it acts as "
        "a raise: the betting is reopened for Seat 1, who already acted and now faces half a bet or more.")


def test_the_uncalled_bet_comes_back_GEN_12_4():
    hand = deal(STUD, {0: "As Ad Ac 3d", 1: "Kc Ks Kd 6d", 2: "Qc Qd 2c 7h"}, stacks=[90, 100_000, 100_000])
    play(hand, "2 bring_in, 0 call, 1 call, 1 bet, 2 fold")
    assert line_for(hand, the_event(hand, ev.UncalledBetReturned)).text == (
        "Nobody called Seat 2's last $2: it goes back to Seat 2.")


def test_the_community_card_and_who_acts_first_after_it_GEN_11_1_GEN_11_2():
    hand = Hand(STUD, [10_000] * 8, seed=11)
    hand.auto_play()
    assert line_for(hand, the_event(hand, ev.CommunityCard)).text == (
        "The stub holds 1 card, not enough for a burn and 8 seventh-street cards: no burn, one community card, "
        "the seven of spades (7♠), is turned face up and every player uses it as their seventh card.")
    seventh = [e for e in hand.events if isinstance(e, ev.FirstToAct) and e.street == 7]
    assert [line_for(hand, e).text for e in seventh] == [
        "Seat 4 acts first on seventh street: best board, pair of eights, jack, seven, four (with the "
        "community card, five cards each: the best five-card board starts)."]


def test_the_bring_in_is_not_a_bet_GEN_3_4_GEN_4_1():
    hand = Hand(STUD, [10_000] * 3, seed=1)
    hand.act("bring_in")
    assert str(refused(hand, "raise")) == (
        "Seat 2 cannot raise: the bring-in is not a bet, so the next step is to complete (GEN-3.4, GEN-4.1); "
        "fold, call $0.50 or complete to $2.")


def test_razz_players_show_in_seat_order_RAZZ_8_2():
    hand = deal(RAZZ, ["Kc Kd Ks", "2c 3c 4c 5c 6c 7c 8c", "2d 3d 5d 6d 7d 8d 9d"])
    play(hand, "0 bring_in, 1 complete, 2 call, 0 fold")
    hand.auto_play()
    assert line_for(hand, the_event(hand, ev.ShowsFirst)).text == (
        "Seat 2 shows first: nobody bet on seventh street, so players show in seat order, lowest seat first, "
        "then the others in turn clockwise.")


@pytest.mark.parametrize("odd_chip, said", [
    (OddChip.POSITION, "the odd chip goes to Seat 1."),
    (OddChip.SUIT_ALL_SEVEN, "the odd chip goes to Seat 2, whose 3♣ is the lowest card by suit."),
])
def test_the_odd_chip_of_a_razz_tie_T_5(odd_chip, said):
    odd = Structure(ante=15, bring_in=30, small_bet=60, big_bet=120)
    hand = deal(RAZZ, {0: "8d 6d Qh 5h 4h 3d Qs", 1: "8c 6c Ks 5d 4d 3c Kh", 2: "Tc Th Jd"}, structure=odd,
                rules=dataclasses.replace(Rules.online(), odd_chip=odd_chip))
    play(hand, "1 bring_in, 2 fold, 0 call")
    hand.auto_play()
    (pot,) = [e for e in hand.events if isinstance(e, ev.PotAwarded)]
    assert line_for(hand, pot).text == "Seats 1 and 2 tie and split the pot ($1.05) with eight low; " + said


def test_what_a_replay_reads_into_a_real_record_GEN_12_4():
    """A hand history's raise written short, as tests/test_wsop.py finds it in a WSOP record."""
    chips = Structure(ante=25_000, bring_in=100_000, small_bet=300_000, big_bet=600_000, currency="", decimals=0)
    note = phh.ReplayNote(phh.NoteKind.SHORT_RAISE, 12, 1, recorded=750_000, amount=1_200_000)
    assert note.text(chips) == (
        "Action 12: p2's raise is written to 750,000, all the last opponent can call; fixed limit makes it a raise "
        "to 1,200,000, and what nobody calls comes back (GEN-12.4).")


def test_a_real_hand_told_from_the_bring_in_to_the_award_GEN_3_2_STUD_5_1_GEN_8_1_STUD_9_1():
    """WSOP 2023 event 43, hand 9 (tests/test_replay_widget.py steps through it by its events)."""
    hand = phh.load(Path(__file__).parent / "data" / "wsop-2023-43" / "9.phh").replay()
    said = {type(e): str(line_for(hand, e)) for e in hand.events
            if isinstance(e, (ev.BroughtIn, ev.ShowsFirst, ev.PotAwarded))
            or (isinstance(e, ev.FirstToAct) and e.street == 4)}
    assert said == {
        ev.BroughtIn: "Seat 5 brings in for 50,000. (GEN-3.2)",
        ev.FirstToAct: "Seat 4 acts first on fourth street: best board, queen-jack. (STUD-5.1, GEN-5.1)",
        ev.ShowsFirst: "Seat 4 shows first: the last to bet or raise on seventh street, then the others in turn "
                       "clockwise. (GEN-8.1)",
        ev.PotAwarded: "Seat 2 wins the pot (3,100,000) with two pair, nines and fives. (STUD-9.1, GEN-10.1)"}


def _dealer_error_hand(mistake):
    from studlib.dealing import Shuffle
    return Hand(STUD, [100_000] * 3, rules=Rules.cardroom(), cards=Shuffle(1), mistakes=[mistake])


def test_cards_dealt_too_soon_and_burn_errors_GEN_14_9_GEN_14_10():
    """One golden sentence per new event of GEN-14.9 and GEN-14.10, and the call-only refusal."""
    hand = _dealer_error_hand(studlib.DealtTooSoon(street=5, cards=2, after=1))
    advance_to(hand, 4)
    hand.act("check")
    assert line_for(hand, the_event(hand, ev.CardsDealtTooSoon)).text == (
        "The dealer burned and dealt fifth street before the betting was over: the burn and the cards dealt "
        "to Seats 1 and 2 (6♥ 5♦) are taken out of play and held aside; the betting goes on.")
    advance_to(hand, 5)
    assert line_for(hand, the_event(hand, ev.CardsTakenOutAfterRound)).text == (
        "The round is over: one more card for each of the 3 players still in is taken out of play and held "
        "aside; then the dealer burns and deals fifth street.")
    hand = _dealer_error_hand(studlib.DealtTooSoon(street=7, cards=1, after=1, looked=True))
    advance_to(hand, 6)
    hand.act("bet")
    assert line_for(hand, the_event(hand, ev.CardsDealtTooSoon)).text == (
        "The dealer burned and dealt seventh street before the betting was over: Seat 1 looked at the card, "
        "so keeps it and on sixth street may only call; the burn is taken out of play and held aside.")
    assert str(refused(hand, "raise")) == (
        "Seat 1 cannot raise: the player kept a seventh card dealt too soon, and on sixth street may only "
        "call (GEN-14.9); fold or call $4.")
    hand = _dealer_error_hand(studlib.BurnError(street=5, burns=2))
    advance_to(hand, 5)
    assert line_for(hand, the_event(hand, ev.BurnErrorFound)).text == (
        "Two cards were burned before fifth street: the cards are put back in their proper places (the second "
        "burn goes to the first player, each card moves on one player, and the last goes back on top of the "
        "stub).")
    hand = _dealer_error_hand(studlib.Exposed(seat=1, street=3, card=0, off_table=True))
    assert line_for(hand, the_event(hand, ev.DealtOffTable)).text == (
        "Seat 2's card, the ten of hearts (10♥), went off the table as it was dealt: it plays, as an exposed "
        "card.")


def test_seventh_street_kept_without_a_burn_and_the_held_aside_cards_gathered_GEN_14_10_GEN_14_9_T_8():
    hand = _dealer_error_hand(studlib.BurnError(street=7, burns=0, looked=True))
    advance_to(hand, 7)
    (seventh,) = [e for e in hand.events if isinstance(e, ev.StreetDealt) and e.street == 7]
    assert line_for(hand, seventh).text == (
        "Seventh street: one card face down to each player still in the hand, with no burn.")
    from studlib.dealing import Shuffle
    hand = Hand(STUD, [100_000] * 6, rules=Rules.cardroom(), cards=Shuffle(1),
                mistakes=[studlib.DealtTooSoon(street=7, cards=6, after=1)])
    advance_to(hand, 7)
    assert line_for(hand, the_event(hand, ev.BurnsReshuffled)).text == (
        "The stub is empty and 6 players need a seventh card: the burn cards and the 13 cards held aside after "
        "a card dealt too soon are scrambled and cut, and the deal goes on from these 16 cards.")
