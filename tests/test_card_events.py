"""Issue 27: every card is an event. The events alone name every card each seat holds, the
burns, the community card and the stub, and `Hand.from_events(hand.events)` deals and plays the
same hand again (GEN-1.1, GEN-1.3, GEN-11.1, T-8)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).parent))

from test_properties import SETTINGS, play, tables  # noqa: E402

from studlib import RAZZ, STUD, STUD8, BurnError, DealtTooSoon, Hand, Rules  # noqa: E402
from studlib import events as ev  # noqa: E402
from studlib.cards import CARDS  # noqa: E402
from studlib.dealing import card_positions  # noqa: E402

# 1,000 random hands of the three games (2 to 8 seats, every preset, stacks that go all in).
HANDS = 1000


def check_events_name_the_cards(hand: Hand) -> None:
    """What the events say was dealt is what the hand holds, and every card is somewhere."""
    n = hand.n_seats
    dealt = ev.dealt_cards(hand.events, n)
    for s in range(n):
        assert dealt.by_seat[s] == hand.down_cards(s)[:2] + hand.up_cards(s) + hand.down_cards(s)[2:]
        assert dealt.face_up[s].count(True) == len(hand.up_cards(s))
    assert dealt.community == hand.community_card
    gathered = any(isinstance(e, ev.BurnsReshuffled) for e in hand.events)
    everything = [c for cards in dealt.by_seat for c in cards] + list(dealt.burns) + list(dealt.aside)
    everything += [dealt.community] if dealt.community is not None else []
    if gathered:   # T-8: the burns went back into play; no card is still dealt twice
        held = [c for cards in dealt.by_seat for c in cards] + ([dealt.community] if dealt.community else [])
        assert len(set(held)) == len(held)
    else:
        assert len(set(everything)) == len(everything)
        assert dealt.stub == 52 - len(everything)
    assert set(everything) <= set(CARDS)


def same_hand(a: Hand, b: Hand) -> None:
    assert b.history == a.history
    assert list(b.stacks) == list(a.stacks)
    assert [line.text for line in b.log] == [line.text for line in a.log]
    assert b.events == a.events
    if a.is_over:
        assert b.payoffs == a.payoffs


@settings(SETTINGS, max_examples=HANDS)
@given(tables(), st.randoms(use_true_random=False))
def test_events_name_every_card_and_rebuild_the_hand_GEN_1_1(table, rng: random.Random) -> None:
    """GEN-1.1 GEN-1.3 GEN-11.1 T-8: after a random hand, finished or not."""
    game, rules, structure, stacks, seed = table
    hand = Hand(game, stacks, structure=structure, rules=rules, seed=seed)
    play(hand, rng)
    check_events_name_the_cards(hand)
    same_hand(hand, Hand.from_events(hand.events))


def test_community_cards_and_gathered_burns_rebuild_too_GEN_11_1_T_8() -> None:
    """Eight players who all stay: a community card (online) or the stub gathered with the burns
    (cardroom, tournament), in each game; the events still name every card and rebuild the hand."""
    for game in (STUD, STUD8, RAZZ):
        for preset in ("online", "cardroom", "tournament"):
            hand = Hand(game, [10_000] * 8, rules=Rules.preset(preset), seed=7)
            hand.auto_play()
            assert hand.community_card is not None
            assert any(isinstance(e, ev.BurnsReshuffled) for e in hand.events) == (preset != "online")
            check_events_name_the_cards(hand)
            same_hand(hand, Hand.from_events(hand.events))


def test_the_deal_follows_the_one_dealing_order_GEN_1_1() -> None:
    """A shuffled deal puts each card where studlib.dealing.card_positions says (nobody folds)."""
    from studlib.cards import shuffled_deck
    for n in range(2, 9):
        hand = Hand(STUD, [10_000] * n, seed=n)
        hand.auto_play()
        deck = shuffled_deck(n)
        dealt = ev.dealt_cards(hand.events, n)
        for s, where in enumerate(card_positions(n)):
            expected = tuple(deck[i] for i in where if i >= 0)
            assert dealt.by_seat[s] == expected, n


def test_unknown_cards_are_representable() -> None:
    """A record's '??' is None in the events, and stays None when the events deal the hand again."""
    from studlib import parse_card
    from studlib.dealing import Recorded
    cards = [[None, None, parse_card("As")], [None, None, parse_card("2c")]]
    hand = Hand(STUD, [1000, 1000], cards=Recorded(cards))
    assert hand.bring_in_seat == 1            # the 2c: both door cards were seen
    hand.act("bring_in")
    hand.act("fold")
    moves = ev.card_moves(hand.events)
    assert [(type(m).__name__, m.card) for m in moves if m.seat == 0] == [
        ("DealtDown", None), ("DealtDown", None), ("DealtUp", parse_card("As"))]
    assert hand.is_over
    again = Hand.from_events(hand.events)
    assert again.down_cards(0) == (None, None) and again.payoffs == hand.payoffs


def test_cards_dealt_too_soon_and_burn_errors_are_events_too_GEN_14_9_GEN_14_10() -> None:
    """200 random hands of 2 to 6 players, each with a card dealt too soon or a burn error on a
    random street, played at random: the events name every card (those held aside too), the
    stub is what is left, and the events deal and play the same hand again."""
    rng = random.Random(1409)
    for number in range(200):
        n = rng.randint(2, 6)
        street = rng.randint(4, 7)
        if number % 2:
            mistake = DealtTooSoon(street, rng.randint(1, n), rng.randint(1, n), street == 7 and rng.random() < 0.5)
        else:
            mistake = BurnError(street, rng.choice((0, 2)), street == 7 and rng.random() < 0.5)
        stacks = [rng.choice((300, 2_000, 10_000)) for _ in range(n)]
        hand = Hand(rng.choice((STUD, STUD8, RAZZ)), stacks, seed=number, mistakes=[mistake],
                    rules=Rules.preset(rng.choice(("cardroom", "tournament"))))
        play(hand, rng)
        check_events_name_the_cards(hand)
        same_hand(hand, Hand.from_events(hand.events))
