"""Batch hand evaluation with numpy: millions of seven-card high and ace-to-five low scores at once.

Optional: only studlib.odds imports this module, the first time a big count needs it, and only
when numpy is installed. Every score is the same integer that studlib.hands.high_score /
low_score / eight_score gives for the same cards (tests/test_odds.py checks this), so a batch
and the pure-Python path always agree.

The idea is the one of studlib.hands: a hand's "key" is the sum of one number per card, with
a base-5 count per rank and a 4-bit counter per suit. Sums can be built incrementally (the key
of a hand plus a card is the key of the bigger hand), which is what makes whole-deck
enumerations cheap. Here the base-5 counts are kept in two fields, the bottom six ranks (2-7)
in bits 0-13 and the top seven (8-A) in bits 14-30, so that each field reads directly as an
index into a small table, with no division. A key then becomes a score by table lookups:

* ranks: each field has a dense index, and one 2-D table holds the best score of every rank
  multiset of 5 to 7 cards;
* flushes (about 3% of seven-card hands): the flush suit's 13-bit rank mask indexes a table.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from studlib import hands
from studlib.hands import FLUSH_BITS, SUIT_SHIFT, SUITS_START
from studlib.i18n import _

__all__ = ["KEY_OF_CODE", "BIT_OF_CODE", "keys_of", "bits_of", "high_scores", "high_scores_of",
           "low_scores", "eight_scores", "category_counts", "category_sample"]

_LOW_RANKS = 6          # ranks 2..7 in the bottom field, 8..A in the top one
_TOP_SHIFT = 14         # 5**6 < 2**14
_BOTTOM_FIELD = (1 << _TOP_SHIFT) - 1
_TOP_FIELD = (1 << 17) - 1   # 5**7 < 2**17


def _rank_value(rank_index: int) -> int:
    """The rank part of a card's number: one base-5 digit in the bottom or the top field."""
    if rank_index < _LOW_RANKS:
        return 5 ** rank_index
    return 5 ** (rank_index - _LOW_RANKS) << _TOP_SHIFT


# Per card code: rank digit plus suit counter (laid out as studlib.hands lays out its keys), and the card's
# bit 13 * suit + rank index, which tells a flush's ranks.
KEY_OF_CODE = np.array([_rank_value(code >> 2) + (1 << (SUIT_SHIFT + 4 * (code & 3)))
                        for code in range(52)], dtype=np.int64)
BIT_OF_CODE = np.array([1 << (13 * (code & 3) + (code >> 2)) for code in range(52)], dtype=np.int64)


def _digit_sums(values: np.ndarray) -> np.ndarray:
    """How many cards each base-5 rank count holds (the sum of its digits)."""
    total = np.zeros_like(values)
    rest = values.copy()
    while rest.any():
        total += rest % 5
        rest //= 5
    return total


@cache
def _tables() -> tuple[np.ndarray, ...]:
    """Index of each rank field, and the high, low and eight tables (built once, a few ms).

    A table position is top_of[top field] + bottom_of[bottom field]. The bottom parts are
    numbered fewest cards first, so the bottoms that fit beside a top part of c cards (at most
    7 - c cards) come first, and each top part needs only that many places: about 110,000 in
    all instead of every (top, bottom) pair.
    """
    items = hands.table_items()  # the same keys and scores the pure-Python tables hold
    keys = np.asarray(items["high"][0], dtype=np.int64)  # base 5 over all 13 ranks
    top, bottom = keys // 5 ** _LOW_RANKS, keys % 5 ** _LOW_RANKS
    bottoms = np.arange(5 ** _LOW_RANKS, dtype=np.int64)
    bottom_cards = _digit_sums(bottoms)
    order = np.argsort(bottom_cards, kind="stable")
    bottom_of = np.zeros(5 ** _LOW_RANKS, dtype=np.int32)
    bottom_of[order] = np.arange(len(order), dtype=np.int32)
    fitting = np.searchsorted(bottom_cards[order], np.arange(8), side="right")  # <= k cards
    tops = np.unique(top)
    room = fitting[7 - _digit_sums(tops)]
    top_of = np.zeros(5 ** 7, dtype=np.int32)
    top_of[tops] = np.concatenate([[0], np.cumsum(room)[:-1]]).astype(np.int32)
    position = top_of[top] + bottom_of[bottom]
    tables = []
    for name in ("high", "low", "eight"):
        table = np.zeros(int(room.sum()), dtype=np.int32)
        table[position] = np.asarray(items[name][1], dtype=np.int32)
        tables.append(table)
    masks, scores = items["flush"]
    flush = np.zeros(1 << 13, dtype=np.int32)
    flush[np.asarray(masks, dtype=np.intp)] = np.asarray(scores, dtype=np.int32)
    return top_of, bottom_of, *tables, flush


def _columns(codes: np.ndarray) -> np.ndarray:
    """The card codes one card position at a time (shape (k, N)): gathers run fastest on these."""
    return np.ascontiguousarray(np.asarray(codes, dtype=np.uint8).T)


def keys_of(codes: np.ndarray) -> np.ndarray:
    """The hand key of each row of card codes (shape (N, k), 5 <= k <= 7)."""
    columns = _columns(codes)
    keys = np.full(columns.shape[1], SUITS_START, dtype=np.int64)
    for column in columns:
        keys += KEY_OF_CODE.take(column)
    return keys


def bits_of(codes: np.ndarray) -> np.ndarray:
    """The card bits of each row (bit 13 * suit + rank index per card): what a flush needs."""
    columns = _columns(codes)
    bits = np.zeros(columns.shape[1], dtype=np.int64)
    for column in columns:
        bits += BIT_OF_CODE.take(column)
    return bits


def _rank_lookup(keys: np.ndarray, which: int) -> np.ndarray:
    """Table `which` (0 high, 1 low, 2 eight) at the rank fields of each key."""
    top_of, bottom_of, *tables = _tables()
    index = top_of.take((keys >> _TOP_SHIFT) & _TOP_FIELD)
    index += bottom_of.take(keys & _BOTTOM_FIELD)
    return tables[which].take(index)


def high_scores(keys: np.ndarray, bits: np.ndarray) -> np.ndarray:
    """Best high score (int32) of each hand, from its key and card bits (keys_of, bits_of)."""
    scores = _rank_lookup(keys, 0)
    flushed = np.flatnonzero(keys & FLUSH_BITS)
    if flushed.size:
        _add_flushes(scores, keys[flushed], bits[flushed], flushed)
    return scores


def high_scores_of(codes: np.ndarray, keys: np.ndarray | None = None) -> np.ndarray:
    """Best high score of each row of card codes; the card bits are made for flushes only."""
    if keys is None:
        keys = keys_of(codes)
    scores = _rank_lookup(keys, 0)
    flushed = np.flatnonzero(keys & FLUSH_BITS)
    if flushed.size:  # about 3% of seven-card hands
        _add_flushes(scores, keys[flushed], bits_of(np.asarray(codes)[flushed]), flushed)
    return scores


def _add_flushes(scores: np.ndarray, keys: np.ndarray, bits: np.ndarray, rows: np.ndarray) -> None:
    """Raise scores[rows] to the best flush of those hands (their keys and card bits)."""
    suits = keys >> SUIT_SHIFT
    # The flush suit is the one whose counter reached 8 (five or more cards of it).
    shift = np.zeros(rows.size, dtype=np.int64)
    for s in range(1, 4):
        shift[(suits >> (4 * s + 3)) & 1 == 1] = 13 * s
    masks = (bits >> shift) & 0x1FFF
    scores[rows] = np.maximum(scores[rows], _tables()[-1][masks])


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
    from itertools import chain, combinations
    from math import comb

    # Read straight from the stream of card codes: a list of 2.6 million tuples first takes 3x longer.
    fives = np.fromiter(chain.from_iterable(combinations(range(52), 5)), dtype=np.uint8,
                        count=5 * comb(52, 5)).reshape(-1, 5)
    keys, bits = keys_of(fives), bits_of(fives)
    starts = np.searchsorted(fives[:, 0], np.arange(53))
    return keys - SUITS_START, bits, starts


def category_counts(cards: int = 7) -> list[int]:
    """How many hands of `cards` cards (5 to 7) from one deck make each high category (STUD-9.1).

    Indexed by studlib.hands.Category, every hand counted once (133,784,560 for seven cards).
    A hand's key is a sum, so each hand is its first cards plus a five-card hand of higher cards:
    the five-card sums are made once and shifted, never the hands themselves.
    """
    if cards not in (5, 6, 7):
        raise ValueError(_("cards must be 5, 6 or 7, not {cards}.").format(cards=repr(cards)))
    fives, five_bits, starts = _five_card_sums()
    counts = np.zeros(9, dtype=np.int64)
    from itertools import combinations
    for head in combinations(range(52), cards - 5):
        begin = starts[head[-1] + 1] if head else 0
        keys = fives[begin:] + (int(KEY_OF_CODE[list(head)].sum()) + SUITS_START)
        bits = five_bits[begin:] + int(BIT_OF_CODE[list(head)].sum())
        counts += np.bincount(high_scores(keys, bits) >> 20, minlength=9)
    return [int(c) for c in counts]


def category_sample(cards: int = 7, hands: int = 1_000_000, seed: int = 0) -> list[int]:
    """How many of `hands` random hands of `cards` cards make each high category (a sample).

    The hands are dealt by Random(seed).random(), the stream Python keeps for a seed, so the
    same seed gives the same counts on every machine; category_counts gives the exact numbers.
    """
    import random

    if cards not in (5, 6, 7):
        raise ValueError(_("cards must be 5, 6 or 7, not {cards}.").format(cards=repr(cards)))
    if isinstance(hands, bool) or not isinstance(hands, int) or hands < 1:
        raise ValueError(_("hands must be a whole number, 1 or more, not {hands}.").format(
            hands=repr(hands)))
    rand = random.Random(seed).random
    counts = np.zeros(9, dtype=np.int64)
    for start in range(0, hands, 100_000):
        n = min(100_000, hands - start)
        u = np.array([rand() for _ in range(n * cards)]).reshape(n, cards)
        deck = np.tile(np.arange(52, dtype=np.uint8), (n, 1))
        rows = np.arange(n)
        for i in range(cards):  # a partial Fisher-Yates shuffle of each row
            j = i + (u[:, i] * (52 - i)).astype(np.intp)
            picked = deck[rows, j]
            deck[rows, j] = deck[:, i]
            deck[:, i] = picked
        dealt = deck[:, :cards]
        counts += np.bincount(high_scores_of(dealt) >> 20, minlength=9)
    return [int(c) for c in counts]
