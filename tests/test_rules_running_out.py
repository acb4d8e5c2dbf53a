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


from studlib import RAZZ, STUD, STUD8, Hand, Rules, eight_or_better, high_hand, low_hand  # noqa: E402
from studlib import events  # noqa: E402
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


def test_GEN_11_1_seven_players_get_their_own_seventh_card_without_a_burn():
    """GEN-11.1 (revised): 7 players reach 7th street: 21 + 3 x 8 = 45 cards gone, the stub
    holds exactly 7, one for each: no burn, every player gets a card of their own and no
    community card is turned (every preset: the stub is not short, T-8 does not apply)."""
    seats, _ = table(7, seventh=range(7))
    layout = stack(seats)
    assert len(layout.deck) == 52 and len(layout.burns) == 3   # no fourth burn
    for rules in (Rules.online(), Rules.cardroom(), Rules.tournament()):
        hand = Hand(STUD, [100_000] * 7, deck=list(layout.deck), rules=rules)
        to_seventh(hand)
        assert hand.street == 7 and hand.community_card is None
        check_dealt(hand, layout)
        seventh = next(e for e in hand.events if isinstance(e, events.StreetDealt) and e.street == 7)
        assert not seventh.burned and seventh.no_burn_stub == 7
        assert [m.seat for m in seventh.moves] == list(range(7))
        assert "GEN-11.1" in hand.log[hand.events.index(seventh)].rules


def test_GEN_11_1_eight_players_share_a_community_card():
    """GEN-11.1: 8 players reach 7th street: the stub holds one card, fewer than 8: it is turned
    up as everyone's seventh card, without a burn (online: no T-8)."""
    seats, community = table(8)
    hand = Hand(STUD, [100_000] * 8, deck=list(stack(seats, community=community).deck))
    to_seventh(hand)
    assert hand.community_card == parse_card(community)
    turned = next(e for e in hand.events if isinstance(e, events.CommunityCard))
    assert (turned.stub, turned.burned, turned.players) == (1, False, 8)


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


def test_T_8_cardroom_deals_the_stub_but_its_last_card_then_gathers_it_with_the_burns():
    """T-8 (cardroom, RRP Seven-Card Stud 15): 8 players, seat 7 folds on 5th street: at 7th
    street 7 players and a stub of 52 - 24 - 9 - 9 - 8 = 2 cards. The first player is dealt the
    stub's first card; its last card is mixed with the 3 burns; from those 4 cards the dealer
    burns one and deals the other 3 ... to 6 players: too few, so a community card after a burn.
    Online (no T-8) the same hand turns a community card from the stub after a burn."""
    seats, _ = table(8)
    layout = stack(seats)
    for rules, gathered in ((Rules.cardroom(), True), (Rules.online(), False)):
        hand = Hand(STUD, [100_000] * 8, deck=list(layout.deck), rules=rules)
        play_third(hand)
        advance_to(hand, 5)
        while hand.street == 5:        # seat 7 folds to a bet on 5th street
            ks = kinds(hand)
            if hand.to_act == 7 and "fold" in ks:
                hand.act("fold")
            elif "bet" in ks:
                hand.act("bet")
            else:
                passive(hand)
        to_seventh(hand)
        kinds_dealt = [type(e).__name__ for e in hand.events
                       if isinstance(e, (events.BurnsReshuffled, events.CommunityCard, events.StreetDealt))]
        if gathered:
            short = next(e for e in hand.events if isinstance(e, events.BurnsReshuffled))
            assert (short.stub, short.players, len(short.dealt), short.pack) == (2, 7, 1, 4)
            (seat, card), = short.dealt
            assert seat == 0 and hand.down_cards(0)[2] == card
            assert kinds_dealt[-2:] == ["BurnsReshuffled", "CommunityCard"]
            held = [c for s in range(8) for c in hand.down_cards(s) + hand.up_cards(s)]
            assert hand.community_card not in held and len(set(held)) == len(held)
            assert len(hand.cards(0)) == 7 and hand.community_card not in hand.cards(0)
            assert all(hand.community_card in hand.cards(s) for s in range(1, 7))
        else:
            assert kinds_dealt[-1] == "CommunityCard" and "BurnsReshuffled" not in kinds_dealt
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


def test_GEN_11_2_the_community_round_is_started_by_the_best_board_using_the_community_card():
    """GEN-11.2 (revised, RRP stud 15): the 7th-street round on a community card is started by the
    best board of five visible cards, the community card included. Seat 1 shows A-A-3-4 and
    started 6th street; seat 2 shows K-K-7-2; the community K gives seat 2 three kings, ahead."""
    boards = ["2c 3d 5d 6h", "Ah Ad 3s 4c", "Kh Kd 7s 2d", "9h Ts Jc 3c", "8h 9s Tc 4s", "9d Td Js 5c",
              "8d 9c Qh 6c", "8s Jh Qc 7c"]
    seats = {s: ["?", "?", *board.split()] for s, board in enumerate(boards)}
    hand = deal(STUD, seats, community="Kc")
    first_on_sixth = to_seventh(hand)
    assert first_on_sixth == 1                      # a pair of aces showing on 6th street
    assert hand.street == 7 and hand.community_card == parse_card("Kc")
    assert hand.to_act == 2 and hand.first_to_act[7] == 2   # trip kings with the community card
    assert ("bet", 400, 400) in {(a.kind.value, a.amount, a.adds) for a in hand.legal_actions()}
    opener = hand.events[-1]
    assert isinstance(opener, events.FirstToAct) and opener.community and "GEN-11.2" in opener.rules


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
