"""Batch hand evaluation with numpy: millions of seven-card high and ace-to-five low scores at once.

Optional: only studlib.odds imports this module, and only when numpy is installed. Every score
is the same integer that studlib.hands.high_score / low_score / eight_score gives for the same
cards (tests/test_odds.py checks this), so a batch and the pure-Python path always agree.

The idea is the one of studlib.hands: a hand's "key" is the sum of one number per card, a
base-5 count per rank in the low 32 bits and a 4-bit counter per suit above them. Sums can be
built incrementally (the key of a hand plus a card is the key of the bigger hand), which is
what makes whole-deck enumerations cheap. A key then becomes a score by table lookups:

* ranks: the 13 base-5 digits are cut into the top seven ranks and the bottom six; each part
  (at most seven cards) has a small dense index, and one 2-D table holds the best score of
  every rank multiset of 5 to 7 cards;
* flushes (about 3% of seven-card hands): the flush suit's 13-bit rank mask indexes a table.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from studlib import hands

__all__ = ["KEY_OF_CODE", "BIT_OF_CODE", "keys_of", "high_scores", "low_scores", "eight_scores"]

# The same per-card numbers as studlib.hands._HIGH_CODE (base-5 ranks + suit counters).
KEY_OF_CODE = np.array(hands._HIGH_CODE, dtype=np.int64)
BIT_OF_CODE = np.array([1 << (13 * (code & 3) + (code >> 2)) for code in range(52)], dtype=np.int64)
_SUITS_START = hands._SUITS_START
_FLUSH_BITS = hands._FLUSH_BITS
_RANK_FIELD = hands._RANK_FIELD
_SPLIT = 5 ** 6  # ranks 2..7 below, 8..A above


@cache
def _tables() -> tuple[np.ndarray, ...]:
    """Dense index of each half of a rank key, and the high, low and eight tables (built once)."""
    hands._ensure_tables()
    keys = np.fromiter(hands._HIGH_BY_RANKS, dtype=np.int64)
    top, bottom = keys // _SPLIT, keys % _SPLIT
    top_values, top_index = np.unique(top, return_inverse=True)
    bottom_values, bottom_index = np.unique(bottom, return_inverse=True)
    top_of = np.full(5 ** 7, -1, dtype=np.int32)
    top_of[top_values] = np.arange(len(top_values), dtype=np.int32)
    bottom_of = np.full(_SPLIT, -1, dtype=np.int32)
    bottom_of[bottom_values] = np.arange(len(bottom_values), dtype=np.int32)
    shape = (len(top_values), len(bottom_values))
    tables = []
    for source in (hands._HIGH_BY_RANKS, hands._LOW_BY_RANKS, hands._EIGHT_BY_RANKS):
        table = np.zeros(shape, dtype=np.int32)
        table[top_index, bottom_index] = np.fromiter((source[k] for k in keys.tolist()),
                                                     dtype=np.int32, count=len(keys))
        tables.append(table.ravel())
    flush = np.zeros(1 << 13, dtype=np.int32)
    for mask, score in hands._FLUSH_BY_MASK.items():
        flush[mask] = score
    return top_of, bottom_of, shape[1], *tables, flush


def keys_of(codes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Hand keys and card bits of each row of card codes (shape (N, k), 5 <= k <= 7).

    The card bits (bit 13 * suit + rank index per card) are what a flush needs: which ranks
    the flush suit holds. Both are sums, so a hand plus a card is a key plus a number.
    """
    columns = np.ascontiguousarray(np.asarray(codes).T)  # one card position at a time
    keys = np.full(columns.shape[1], _SUITS_START, dtype=np.int64)
    bits = np.zeros(columns.shape[1], dtype=np.int64)
    for column in columns:
        keys += KEY_OF_CODE.take(column)
        bits += BIT_OF_CODE.take(column)
    return keys, bits


def _rank_lookup(keys: np.ndarray, which: int) -> np.ndarray:
    """Table `which` (0 high, 1 low, 2 eight) at the rank part of each key."""
    top_of, bottom_of, width, *tables = _tables()
    ranks = keys & _RANK_FIELD
    index = top_of[ranks // _SPLIT] * width + bottom_of[ranks % _SPLIT]
    return tables[which][index]


def high_scores(keys: np.ndarray, bits: np.ndarray) -> np.ndarray:
    """Best high score (int32) of each hand, from its key and card bits (see keys_of)."""
    scores = _rank_lookup(keys, 0)
    flushed = np.flatnonzero(keys & _FLUSH_BITS)
    if flushed.size:
        suits = keys[flushed] >> hands._SUIT_SHIFT
        # The flush suit is the one whose counter reached 8 (five or more cards of it).
        shift = np.zeros(flushed.size, dtype=np.int64)
        for s in range(1, 4):
            shift[(suits >> (4 * s + 3)) & 1 == 1] = 13 * s
        masks = (bits[flushed] >> shift) & 0x1FFF
        scores[flushed] = np.maximum(scores[flushed], _tables()[-1][masks])
    return scores


def low_scores(keys: np.ndarray) -> np.ndarray:
    """Best ace-to-five low score (razz) of each hand key."""
    return _rank_lookup(keys, 1)


def eight_scores(keys: np.ndarray) -> np.ndarray:
    """Best eight-or-better low score of each hand key, 0 when no low qualifies."""
    return _rank_lookup(keys, 2)


@cache
def _five_card_sums() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Keys and card bits (without the suit-counter start) of all 2,598,960 five-card hands,
    in lexicographic order, and where the hands whose lowest card is c begin (index c)."""
    from itertools import combinations
    fives = np.array(list(combinations(range(52), 5)), dtype=np.uint8)
    keys, bits = keys_of(fives)
    starts = np.searchsorted(fives[:, 0], np.arange(53))
    return keys - _SUITS_START, bits, starts


def category_counts(cards: int = 7) -> list[int]:
    """How many hands of `cards` cards (5 to 7) from one deck make each high category (STUD-9.1).

    Indexed by studlib.hands.Category, every hand counted once (133,784,560 for seven cards).
    A hand's key is a sum, so each hand is its first cards plus a five-card hand of higher cards:
    the five-card sums are made once and shifted, never the hands themselves.
    """
    if cards not in (5, 6, 7):
        raise ValueError(f"cards must be 5, 6 or 7, not {cards!r}.")
    fives, five_bits, starts = _five_card_sums()
    counts = np.zeros(9, dtype=np.int64)
    from itertools import combinations
    for head in combinations(range(52), cards - 5):
        begin = starts[head[-1] + 1] if head else 0
        keys = fives[begin:] + (int(KEY_OF_CODE[list(head)].sum()) + _SUITS_START)
        bits = five_bits[begin:] + int(BIT_OF_CODE[list(head)].sum())
        counts += np.bincount(high_scores(keys, bits) >> 20, minlength=9)
    return [int(c) for c in counts]
