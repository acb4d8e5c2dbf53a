"""The rich evaluators read the table scores: they must name and show exactly what trying every
five-card combination does (GEN-10.1, STUD-9.1, RAZZ-9.1, RAZZ-9.2, HILO-9.1), and the tables
stored in the package must be the ones the hand rules give."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from studlib import hands
from studlib.cards import CARDS
from studlib.games import low_rank
from studlib.hands import (HandKind, _high_five, _high_names, _LOW_TOP, _low_five,
                           _low_names, _pack, eight_or_better, high_hand, low_hand)


def _cards_in_order(five, order):
    """The five cards rearranged to follow `order` (ranks, the ace as 1 when it plays low)."""
    pool = sorted(five, key=lambda c: c.suit, reverse=True)
    result = []
    for rank in order:
        wanted = 14 if rank == 1 else rank
        card = next(c for c in pool if c.rank == wanted)
        pool.remove(card)
        result.append(card)
    return tuple(result)


def slow_high(hand):
    """The former high_hand: every five-card combination, the first best one kept."""
    best = None
    for five in combinations(hand, 5):
        category, order = _high_five([int(c.rank) for c in five], len({c.suit for c in five}) == 1)
        score = _pack(category, order)
        if best is None or score > best[0]:
            best = (score, category, order, five)
    score, category, order, five = best
    return (score, _cards_in_order(five, order), category, *_high_names(category, order))


def slow_low(hand, eight: bool):
    """The former low_hand / eight_or_better: every combination, the first best one kept."""
    best = None
    for five in combinations(hand, 5):
        category, order = _low_five([low_rank(c.rank) for c in five])
        if eight and (category or order[0] > 8):
            continue
        score = _LOW_TOP - _pack(category, order)
        if best is None or score > best[0]:
            best = (score, category, order, five)
    if best is None:
        return None
    score, category, order, five = best
    return (score, _cards_in_order(five, order), category, *_low_names(category, order))


def fields(value):
    return None if value is None else (value.score, value.cards, value.category, value.name,
                                       value.long_name)


def sample_hands():
    rng = random.Random(2026)
    out = []
    for _ in range(700):
        out.append(rng.sample(CARDS, rng.randint(5, 7)))
    # Few ranks (trips, quads, full houses, with spare cards of a rank) and few suits (flushes).
    for _ in range(700):
        ranks = rng.sample(range(13), 3)
        pool = [c for c in CARDS if (c.rank - 2) in ranks]
        out.append(rng.sample(pool, 7))
    for _ in range(700):
        suit = rng.randrange(4)
        pool = [c for c in CARDS if c.suit == suit or c.rank - 2 < 5]
        out.append(rng.sample(pool, 7))
    # Straights and wheels with doubled ranks.
    for _ in range(700):
        low = rng.choice([-1, 0, 3, 8])
        ranks = {(low + k) % 13 for k in range(5)} if low >= 0 else {12, 0, 1, 2, 3}
        pool = [c for c in CARDS if (c.rank - 2) in ranks]
        out.append(rng.sample(pool, 6) + rng.sample([c for c in CARDS if c not in pool], 1))
    return out


HANDS = sample_hands()


def test_high_hand_is_the_best_five_of_every_combination_GEN_10_1_STUD_9_1():
    for hand in HANDS:
        assert fields(high_hand(hand)) == slow_high(hand), hand


def test_low_hand_is_the_best_five_of_every_combination_RAZZ_9_1_RAZZ_9_2():
    for hand in HANDS:
        value = low_hand(hand)
        assert value.kind is HandKind.LOW
        assert fields(value) == slow_low(hand, eight=False), hand


def test_eight_or_better_is_the_best_qualifying_five_HILO_9_1():
    qualified = 0
    for hand in HANDS:
        value = eight_or_better(hand)
        assert fields(value) == slow_low(hand, eight=True), hand
        if value is not None:
            qualified += 1
            assert value.kind is HandKind.EIGHT
    assert qualified > 500  # the sample holds plenty of qualifying lows


def test_stored_tables_are_the_tables_the_rules_give():
    stored = hands._stored_tables()
    assert stored is not None, "studlib/data/hand_tables.bin is missing from the package"
    computed = hands._computed_tables()
    for name, table in zip(hands._TABLE_NAMES, computed):
        keys, scores = stored[name]
        assert dict(zip(keys, scores)) == table, name
    assert hands.table_bytes(computed) == (hands.Path(hands.__file__).with_name("data")
                                           / hands._TABLES_FILE).read_bytes()


def test_without_the_stored_file_the_tables_are_worked_out(monkeypatch):
    stored = hands._stored_tables()
    monkeypatch.setattr(hands, "_TABLES_FILE", "no-such-file.bin")
    assert hands._stored_tables() is None
    hands.table_items.cache_clear()
    try:
        worked_out = hands.table_items()
    finally:
        hands.table_items.cache_clear()
    for name in hands._TABLE_NAMES:
        assert dict(zip(*worked_out[name])) == dict(zip(*stored[name])), name


@pytest.mark.parametrize("text, name", [
    ("As Ks Qs Js Ts 2d 2h", "Royal flush"),
    ("5h 4h 3h 2h Ah Kd Kc", "Five-high straight flush"),
    ("Kc Kd Kh 7s 7c 7d 2h", "Kings full of sevens"),
])
def test_named_hands_show_their_five_cards(text, name):
    value = high_hand(text)
    assert value.name == name and len(value.cards) == 5
