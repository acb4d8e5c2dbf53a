"""Rule scenarios: running out of cards on 7th street (GEN-1.4, GEN-11.1, GEN-11.2) and the
two table options that change it, T-8 (reshuffle the burns) and T-9 (betting on a
community-card round), each in both settings. Written from the rule catalogue."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from scenarios import advance_to, check_dealt, deal, finish, kinds, passive, stack  # noqa: E402

from events_helpers import events_of, last_event  # noqa: E402

from studlib import RAZZ, STUD, STUD8, Hand, Rules, eight_or_better, high_hand, low_hand  # noqa: E402
from studlib import events as ev  # noqa: E402
from studlib.cards import CARDS, parse_card, shuffled_deck  # noqa: E402

TWO_CLUBS = parse_card("2c")
RESHUFFLE = dataclasses.replace(Rules.online(), reshuffle_burns=True)   # T-8 on
NO_BETTING = dataclasses.replace(Rules.online(), community_card_betting=False)  # T-9 off


def table(n: int, *, short=(), seventh=(), seed: int = 5):
    """Per-seat cards for n players: seat 0 shows the 2c (brings in, STUD-3.1); seats in
    `short` get 3 cards (fold on 3rd), seats in `seventh` 7 cards, the others 6. Also the
    next unused card (for a community card)."""
    pool = iter(c for c in shuffled_deck(seed) if c != TWO_CLUBS)
    seats = {}
    for s in range(n):
        length = 3 if s in short else 7 if s in seventh else 6
        got = [next(pool) for _ in range(length)]
        if s == 0:
            got[2] = TWO_CLUBS  # the card it replaces stays in the stub
        seats[s] = [str(c) for c in got]
    return seats, str(next(pool))


def to_seventh(hand: Hand, fold_on_sixth: int | None = None) -> int:
    """Check/call to 7th street (seat `fold_on_sixth` folds to a bet on 6th street); return
    the seat that started 6th street."""
    advance_to(hand, 6)
    first_on_sixth = hand.to_act
    while not hand.is_over and hand.street == 6:
        ks = kinds(hand)
        if fold_on_sixth is not None and hand.to_act == fold_on_sixth and "fold" in ks:
            hand.act("fold")
        elif fold_on_sixth is not None and "bet" in ks and hand.to_act != fold_on_sixth:
            hand.act("bet")
        else:
            passive(hand)
    return first_on_sixth


def _seventh_cards(hand: Hand, seats) -> list:
    return [hand.down_cards(s)[2] for s in seats]


def test_eight_players_share_the_last_card_as_community_card_GEN_11_1_GEN_1_4():
    """GEN-11.1, GEN-1.4: 8 players reach 7th street: 24 + 3 x (1 + 8) = 51 cards are gone,
    the stub is one card, so that card (no burn first) is everyone's 7th card."""
    seats, community = table(8)
    layout = stack(seats, community=community)
    assert len(layout.deck) == 52 and layout.deck[-1] == parse_card(community)
    hand = Hand(STUD, [100_000] * 8, deck=list(layout.deck))
    to_seventh(hand)
    assert hand.street == 7
    assert hand.community_card == parse_card(community)
    check_dealt(hand, layout)
    for s in range(8):
        assert len(hand.up_cards(s)) == 4 and len(hand.down_cards(s)) == 2
        assert hand.community_card not in hand.up_cards(s) + hand.down_cards(s)
    assert any("GEN-11.1" in line.rules for line in hand.log)


def test_seven_players_get_a_community_card_after_a_burn_GEN_11_1():
    """GEN-11.1 (default, no reshuffle): 7 players: 21 + 3 x 8 = 45 gone, stub 7 < 7 + 1, so
    one community card, dealt after a burn."""
    seats, community = table(7)
    layout = stack(seats, community=community)
    assert len(layout.deck) == 47  # 45 + burn + community
    hand = Hand(STUD, [100_000] * 7, deck=list(layout.deck))
    to_seventh(hand)
    assert hand.community_card == parse_card(community)
    assert layout.burns[3] not in {c for s in range(7)
                                   for c in hand.up_cards(s) + hand.down_cards(s)}
    check_dealt(hand, layout)


def test_six_players_with_exactly_seven_cards_left_get_their_own_GEN_11_1():
    """GEN-11.1: 8 players, two fold on 3rd: 24 + 3 x 7 = 45 gone, the stub of 7 is exactly
    N + 1 = 7 (burn + 6), so each gets an individual 7th card, no community card."""
    seats, _ = table(8, short=(6, 7), seventh=range(6))
    layout = stack(seats)
    assert len(layout.deck) == 52
    hand = Hand(STUD, [100_000] * 8, deck=list(layout.deck))
    for s in range(8):
        assert hand.to_act == s
        hand.act("bring_in" if s == 0 else "fold" if s >= 6 else "call")
    finish(hand)
    assert hand.community_card is None
    check_dealt(hand, layout)


def test_folded_cards_never_reused_community_after_burn_GEN_11_1():
    """GEN-11.1: 8 players; seat 7 folds on 3rd, seat 6 on 6th street: 48 cards gone, the
    stub of 4 cannot give 6 players a card each (needs 7): burn, then a community card from
    the stub; the folded cards are not reused."""
    seats, community = table(8, short=(7,))
    layout = stack(seats, community=community)
    hand = Hand(STUD, [100_000] * 8, deck=list(layout.deck))
    play_third(hand, folds=(7,))
    to_seventh(hand, fold_on_sixth=6)
    assert hand.folded(6) and hand.folded(7)
    assert hand.community_card == parse_card(community)


def play_third(hand: Hand, folds=()) -> None:
    """3rd street: seat 0 brings in, the seats in `folds` fold, the others call."""
    for s in range(len(hand.stacks)):
        assert hand.to_act == s
        hand.act("bring_in" if s == 0 else "fold" if s in folds else "call")
    assert hand.street == 4


# --- T-8: reshuffle the burns first --------------------------------------------------------

def test_reshuffled_burns_give_seven_players_individual_cards_T_8():
    """T-8 on (cardroom, tournament): 7 players: the 3 burns go back into the stub of 7
    (10 >= 8), so each player gets an individual down card from those 10 cards."""
    seats, _ = table(7)
    layout = stack(seats)
    hand = Hand(STUD, [100_000] * 7, deck=list(layout.deck), rules=RESHUFFLE)
    to_seventh(hand)
    assert hand.street == 7
    assert hand.community_card is None
    dealt = {parse_card(c) for cs in seats.values() for c in cs}
    eligible = set(CARDS) - dealt  # the stub of 7 and the 3 burns
    assert len(eligible) == 10
    sevenths = _seventh_cards(hand, range(7))
    assert len(set(sevenths)) == 7 and set(sevenths) <= eligible
    assert any("T-8" in line.rules or "GEN-11.1" in line.rules for line in hand.log)


def test_without_reshuffle_seven_players_share_a_community_card_T_8():
    """T-8 off (online): the same 7 players share one community card (see GEN-11.1)."""
    seats, _ = table(7)
    hand = Hand(STUD, [100_000] * 7, deck=list(stack(seats).deck), rules=Rules.online())
    to_seventh(hand)
    assert hand.community_card is not None
    assert all(len(hand.down_cards(s)) == 2 for s in range(7))


def test_reshuffle_still_community_card_for_eight_players_T_8():
    """T-8 on: 8 players: 1 + 3 = 4 cards < 9, so still one community card, from the stub
    and burns."""
    seats, _ = table(8)
    layout = stack(seats)
    hand = Hand(STUD, [100_000] * 8, deck=list(layout.deck), rules=RESHUFFLE)
    to_seventh(hand)
    dealt = {parse_card(c) for cs in seats.values() for c in cs}
    assert hand.community_card in set(CARDS) - dealt
    assert all(len(hand.down_cards(s)) == 2 for s in range(8))


def test_reshuffle_never_reuses_folded_cards_T_8_GEN_11_1():
    """T-8 on, GEN-11.1: seat 7 folds on 3rd, seat 6 on 6th: stub 4 + 3 burns = 7 = N + 1
    for 6 players, so individual cards, all from the stub and burns, none a folded card."""
    seats, _ = table(8, short=(7,))
    layout = stack(seats)
    hand = Hand(STUD, [100_000] * 8, deck=list(layout.deck), rules=RESHUFFLE)
    play_third(hand, folds=(7,))
    to_seventh(hand, fold_on_sixth=6)
    assert hand.street == 7 and hand.community_card is None
    dealt = {parse_card(c) for cs in seats.values() for c in cs}
    eligible = set(CARDS) - dealt
    assert len(eligible) == 7
    live = [s for s in range(8) if not hand.folded(s)]
    assert live == [0, 1, 2, 3, 4, 5]
    sevenths = _seventh_cards(hand, live)
    assert len(set(sevenths)) == 6 and set(sevenths) <= eligible


# --- the community card plays; betting on its round (GEN-11.2, T-9) ------------------------

def _winners(values: dict[int, object]) -> set[int]:
    """Seats whose score is best (None = no qualifying hand)."""
    scores = {s: v.score for s, v in values.items() if v is not None}
    if not scores:
        return set()
    best = max(scores.values())
    return {s for s, v in scores.items() if v == best}


@pytest.mark.parametrize("game", [STUD, STUD8, RAZZ], ids=["stud", "stud8", "razz"])
def test_community_card_is_everyones_seventh_card_at_showdown_GEN_11_1_GEN_10_1(game):
    """GEN-11.1: every player uses the community card as a 7th card: the pot goes to the
    best five of (4 up + 2 down + community) for each seat, high, low or both halves."""
    seats, community = table(8)
    hand = deal(game, seats, community=community)
    finish(hand)
    assert hand.community_card == parse_card(community)
    seven = {s: hand.up_cards(s) + hand.down_cards(s) + (hand.community_card,)
             for s in range(8)}
    if game is RAZZ:
        winners = _winners({s: low_hand(c) for s, c in seven.items()})
    else:
        winners = _winners({s: high_hand(c) for s, c in seven.items()})
        if game is STUD8:
            winners |= _winners({s: eight_or_better(c) for s, c in seven.items()})
    assert {s for s, p in enumerate(hand.payoffs) if p > 0} == winners
    assert sum(hand.payoffs) == 0


def test_community_round_has_betting_started_by_6th_street_starter_GEN_11_2_T_9():
    """GEN-11.2, T-9 on (all presets): after the community card a normal 7th-street betting
    round is played ($4 bets), started by whoever started 6th street."""
    seats, community = table(8)
    hand = deal(STUD, seats, community=community)
    first_on_sixth = to_seventh(hand)
    assert hand.street == 7 and not hand.is_over
    assert hand.to_act == first_on_sixth
    assert ("bet", 400, 400) in {(a.kind.value, a.amount, a.adds) for a in hand.legal_actions()}
    # Who opens: the sixth street's opener, because of the community card (not by board, which
    # the face-up community card would not change). The words: tests/test_english_log.py.
    sixth, seventh = [e for e in events_of(hand, ev.FirstToAct) if e.street in (6, 7)]
    assert seventh is last_event(hand) and seventh.community and "GEN-11.2" in seventh.rules
    assert seventh.seat == sixth.seat == first_on_sixth


def test_no_betting_on_community_round_when_option_off_T_9():
    """T-9 off (seed 002's literal rule): after 6th street's betting the community card is
    turned and the hand goes straight to the showdown."""
    seats, community = table(8)
    hand = deal(STUD, seats, community=community, rules=NO_BETTING)
    to_seventh(hand)
    assert hand.is_over
    assert hand.community_card == parse_card(community)
    assert len(hand.showdown_order) == 8
    assert sum(hand.payoffs) == 0


def test_t9_off_does_not_stop_betting_on_individual_7th_cards_T_9():
    """T-9 only concerns a community-card round: with individual 7th cards (reshuffled
    burns, 7 players) 7th street is bet as usual."""
    seats, _ = table(7)
    rules = dataclasses.replace(RESHUFFLE, community_card_betting=False)
    hand = Hand(STUD, [100_000] * 7, deck=list(stack(seats).deck), rules=rules)
    to_seventh(hand)
    assert hand.community_card is None
    assert hand.street == 7 and not hand.is_over
    assert "bet" in kinds(hand)
