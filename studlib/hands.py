"""Hand evaluation: high hands (stud), ace-to-five lows (razz) and eight-or-better lows (stud/8).

Two ways in:

* `high_hand`, `low_hand`, `eight_or_better` take Cards (or text such as "As Kd 7c 7h 7s"),
  check them, and return a `HandValue` that explains itself: the five cards played, in the
  order a dealer reads them, and the name a player says ("Kings full of sevens", "Nine low").
  They try every five-card combination, which is slow but easy to follow.
* `high_score`, `low_score`, `eight_score` take card codes (`Card.code`, 0..51), check
  nothing, and return the same integer as the `HandValue.score` of those cards, over a
  million times a second in pure Python (lookup tables built on the first call), for
  simulations.

A score only means something within its own ranking: bigger beats smaller, equal splits.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum
from itertools import combinations, combinations_with_replacement

from studlib.cards import Card, Rank, format_cards, parse_cards

__all__ = [
    "HandKind", "Category", "HandValue",
    "high_hand", "low_hand", "eight_or_better",
    "high_score", "low_score", "eight_score",
]


class HandKind(Enum):
    """Which ranking a hand value belongs to; values of different kinds never compare."""

    HIGH = "high"
    LOW = "low"      # ace-to-five, pairs count against you, no qualifier (razz)
    EIGHT = "eight"  # ace-to-five, five different ranks all 8 or lower (stud/8 low half)


class Category(IntEnum):
    """The kind of hand, weakest first (STUD-9.1); lows use only the pairing categories."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8


@dataclass(frozen=True, eq=False)
class HandValue:
    """What a hand is worth in one ranking, and how a dealer would call it.

    `a > b` means a beats b and `a == b` means they split (GEN-10.2): only the score counts,
    never the suits. Comparing values of different kinds (a high with a low) is a mistake in
    the caller, so it raises TypeError instead of quietly answering.
    """

    kind: HandKind
    score: int
    cards: tuple[Card, ...]
    category: Category
    name: str
    long_name: str

    def _same_kind(self, other: HandValue) -> HandValue:
        """`other`, once we know comparing it with this value makes sense."""
        if other.kind is not self.kind:
            raise TypeError(
                f"Cannot compare a {self.kind.value} hand ({self.name}) with a "
                f"{other.kind.value} hand ({other.name}): high, low and eight-or-better "
                "values rank differently; compare values of the same kind only.")
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.score == self._same_kind(other).score

    def __lt__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.score < self._same_kind(other).score

    def __le__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.score <= self._same_kind(other).score

    def __gt__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.score > self._same_kind(other).score

    def __ge__(self, other: HandValue) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.score >= self._same_kind(other).score

    def __hash__(self) -> int:
        return hash((self.kind, self.score))

    def __str__(self) -> str:
        return f"{self.name} ({format_cards(self.cards)})"


# --- Scores -------------------------------------------------------------------------------
# A five-card score packs the category above the five ranks in dealer order, four bits each:
# category << 20 | r1 << 16 | r2 << 12 | r3 << 8 | r4 << 4 | r5. Comparing the integers then
# compares category first and ranks from the first-read card down, which is how hands rank.
# In a wheel (5-4-3-2-A) the ace is written as 1, so the wheel is the lowest straight.
#
# A low is judged like a high hand turned upside down with the ace as 1 (a pair is worse than
# no pair, a higher card is worse), so its score is _LOW_TOP minus that packed value.

_LOW_TOP = 8 << 20
_EIGHT_MAX_RANK = 8


def _pack(category: int, ranks: Iterable[int]) -> int:
    """The packed integer for a category and five ranks in dealer order."""
    value = category
    for rank in ranks:
        value = value << 4 | rank
    return value


def _pairing(counts: Sequence[int]) -> Category:
    """The category made by pairs, trips and quads alone, from rank counts sorted biggest first."""
    first = counts[0]
    if first == 4:
        return Category.FOUR_OF_A_KIND
    if first == 3:
        return Category.FULL_HOUSE if counts[1] == 2 else Category.THREE_OF_A_KIND
    if first == 2:
        return Category.TWO_PAIR if counts[1] == 2 else Category.PAIR
    return Category.HIGH_CARD


def _dealer_order(ranks: Iterable[int]) -> list[int]:
    """Ranks grouped the way a dealer reads them: biggest group first, then higher rank first."""
    counts = Counter(ranks)
    return sorted(counts.elements(), key=lambda r: (counts[r], r), reverse=True)


def _high_five(ranks: Sequence[int], flush: bool) -> tuple[Category, list[int]]:
    """Category and dealer-order ranks of five cards for high (ranks 2..14, ace high)."""
    order = _dealer_order(ranks)
    category = _pairing(sorted(Counter(ranks).values(), reverse=True))
    if category is Category.HIGH_CARD:
        straight = order[0] - order[4] == 4
        if order == [14, 5, 4, 3, 2]:  # the wheel: the ace plays low (STUD-9.1)
            order = [5, 4, 3, 2, 1]
            straight = True
        if straight and flush:
            category = Category.STRAIGHT_FLUSH
        elif flush:
            category = Category.FLUSH
        elif straight:
            category = Category.STRAIGHT
    return category, order


def _low_five(low_ranks: Sequence[int]) -> tuple[Category, list[int]]:
    """Pairing category and dealer-order ranks of five cards for ace-to-five low (ace = 1)."""
    order = _dealer_order(low_ranks)
    return _pairing(sorted(Counter(low_ranks).values(), reverse=True)), order


def _low_rank(rank: int) -> int:
    """The rank as a low game counts it: the ace is 1 (HILO-9.1, RAZZ-9.1)."""
    return 1 if rank == 14 else rank


# --- Lookup tables for the fast path ------------------------------------------------------
# Each card code maps to an int holding two counters:
#   bits 0..30: 5 ** rank_index (2 -> 5**0 ... A -> 5**12). A rank appears at most 4 times,
#               so the sum of the cards' values is a base-5 number that names the rank
#               multiset exactly: one dict lookup gives the best hand without suits.
#   bits 32..47: one 4-bit counter per suit. Counters start at 3, so a suit seen five times
#               reaches 8 and sets that nibble's top bit: one AND tells whether a flush exists.
# Only flushes (about 3% of seven-card hands) take the slower path through a 13-bit mask.

_POW5 = tuple(5 ** i for i in range(13))
_RANK_FIELD = (1 << 32) - 1
_SUIT_SHIFT = 32
_SUITS_START = 0x3333 << _SUIT_SHIFT
_FLUSH_BITS = 0x8888 << _SUIT_SHIFT
_RANK_CODE = tuple(_POW5[code >> 2] for code in range(52))
_HIGH_CODE = tuple(_POW5[code >> 2] + (1 << (_SUIT_SHIFT + 4 * (code & 3))) for code in range(52))

# Filled on first use, not at import: building them takes about 0.2 s and `import studlib`
# must stay quick for the notebooks. They never change once filled.
_HIGH_BY_RANKS: dict[int, int] = {}   # rank multiset -> best high score ignoring flushes
_LOW_BY_RANKS: dict[int, int] = {}    # rank multiset -> best ace-to-five low score
_EIGHT_BY_RANKS: dict[int, int] = {}  # rank multiset -> best eight-or-better score, or 0
_FLUSH_BY_MASK: dict[int, int] = {}   # 13-bit rank mask of one suit -> best flush score


def _five_rank_multisets() -> dict[int, tuple[int, ...]]:
    """Every multiset of five ranks (indexes 0..12, at most four alike), keyed by base-5 sum."""
    return {sum(_POW5[i] for i in combo): combo
            for combo in combinations_with_replacement(range(13), 5)
            if max(Counter(combo).values()) <= 4}


def _best_of_more_cards(high: dict[int, int], low: dict[int, int]) -> None:
    """Extend best-of-five scores to six and seven ranks, in place: an extra card may be discarded.

    Both tables are keyed by the same rank multisets, so one walk over the keys fills both.
    """
    layer = list(high)
    for _ in (6, 7):
        bigger = []
        for key in layer:
            high_score_, low_score_ = high[key], low[key]
            for power in _POW5:
                if key // power % 5 < 4:  # a fifth card of one rank does not exist
                    more = key + power
                    old_high = high.get(more)
                    if old_high is None:
                        bigger.append(more)
                        high[more], low[more] = high_score_, low_score_
                    else:
                        if old_high < high_score_:
                            high[more] = high_score_
                        if low[more] < low_score_:
                            low[more] = low_score_
        layer = bigger


def _build_tables() -> None:
    """Fill the fast-path tables (about 74,000 rank multisets of 5, 6 and 7 cards)."""
    high: dict[int, int] = {}
    low: dict[int, int] = {}
    for key, combo in _five_rank_multisets().items():
        ranks = [i + 2 for i in combo]
        high[key] = _pack(*_high_five(ranks, flush=False))
        low[key] = _LOW_TOP - _pack(*_low_five([_low_rank(r) for r in ranks]))
    _best_of_more_cards(high, low)
    _FLUSH_BY_MASK.update(
        {mask: _best_flush(mask) for mask in range(1 << 13) if 5 <= mask.bit_count() <= 7})
    _LOW_BY_RANKS.update(low)
    _EIGHT_BY_RANKS.update({key: score if _qualifies_eight(score) else 0
                            for key, score in low.items()})
    # Filled last: a non-empty _HIGH_BY_RANKS means every table is ready.
    _HIGH_BY_RANKS.update(high)


_WHEEL_MASK = 0b1_0000_0000_1111  # A, 5, 4, 3, 2


def _best_flush(mask: int) -> int:
    """Best high score of a suit holding the ranks in `mask` (bit 0 = two ... bit 12 = ace)."""
    for top in range(12, 3, -1):
        window = 0b11111 << (top - 4)
        if mask & window == window:
            return _pack(Category.STRAIGHT_FLUSH, range(top + 2, top - 3, -1))
    if mask & _WHEEL_MASK == _WHEEL_MASK:
        return _pack(Category.STRAIGHT_FLUSH, (5, 4, 3, 2, 1))
    ranks = [i + 2 for i in range(12, -1, -1) if mask >> i & 1]
    return _pack(Category.FLUSH, ranks[:5])


def _qualifies_eight(low_score_value: int) -> bool:
    """Whether a low score is five different ranks, all 8 or lower (HILO-9.1)."""
    packed = _LOW_TOP - low_score_value
    return packed >> 20 == Category.HIGH_CARD and packed >> 16 & 15 <= _EIGHT_MAX_RANK


def _ensure_tables() -> None:
    """Build the fast-path tables if this is the first evaluation."""
    if not _HIGH_BY_RANKS:
        _build_tables()


def _flush_high(codes: Sequence[int], total: int) -> int:
    """Best high score when five or more cards share a suit."""
    _ensure_tables()
    suits = total >> _SUIT_SHIFT
    suit = next(s for s in range(4) if suits >> (4 * s) & 8)
    mask = 0
    for code in codes:
        if code & 3 == suit:
            mask |= 1 << (code >> 2)
    # With 5 to 7 cards a flush leaves too few cards for a full house or quads, but take the
    # max anyway so the answer never depends on that counting argument.
    return max(_FLUSH_BY_MASK[mask], _HIGH_BY_RANKS[total & _RANK_FIELD])


def _high_score_any(codes: Sequence[int]) -> int:
    """high_score for any number of cards from 5 to 7 (the general, slightly slower path)."""
    total = sum(map(_HIGH_CODE.__getitem__, codes), _SUITS_START)
    if total & _FLUSH_BITS:
        return _flush_high(codes, total)
    try:
        return _HIGH_BY_RANKS[total & _RANK_FIELD]
    except KeyError:
        _ensure_tables()
        return _HIGH_BY_RANKS[total & _RANK_FIELD]


def high_score(codes: Sequence[int]) -> int:
    """Best high score of 5 to 7 card codes; trusts its input (no checks, for speed)."""
    # Seven cards is the case simulations hammer, so it gets the unrolled sum.
    if len(codes) != 7:
        return _high_score_any(codes)
    a, b, c, d, e, f, g = codes
    total = (_HIGH_CODE[a] + _HIGH_CODE[b] + _HIGH_CODE[c] + _HIGH_CODE[d] + _HIGH_CODE[e]
             + _HIGH_CODE[f] + _HIGH_CODE[g] + _SUITS_START)
    if total & _FLUSH_BITS:
        return _flush_high(codes, total)
    try:
        return _HIGH_BY_RANKS[total & _RANK_FIELD]
    except KeyError:
        _ensure_tables()
        return _HIGH_BY_RANKS[total & _RANK_FIELD]


def low_score(codes: Sequence[int]) -> int:
    """Best ace-to-five low score (razz) of 5 to 7 card codes; bigger is a better low."""
    # The sum is written out here and in eight_score rather than shared: a helper call would
    # cost a fifth of the time of the whole evaluation.
    if len(codes) != 7:
        key = sum(map(_RANK_CODE.__getitem__, codes))
    else:
        a, b, c, d, e, f, g = codes
        key = (_RANK_CODE[a] + _RANK_CODE[b] + _RANK_CODE[c] + _RANK_CODE[d] + _RANK_CODE[e]
               + _RANK_CODE[f] + _RANK_CODE[g])
    try:
        return _LOW_BY_RANKS[key]
    except KeyError:
        _ensure_tables()
        return _LOW_BY_RANKS[key]


def eight_score(codes: Sequence[int]) -> int:
    """Best eight-or-better low score of 5 to 7 card codes, 0 when no low qualifies."""
    # When a low qualifies it is also the best razz low of those cards, so the score equals
    # low_score(codes): the two halves of a stud/8 pot and razz can share one scale.
    if len(codes) != 7:
        key = sum(map(_RANK_CODE.__getitem__, codes))
    else:
        a, b, c, d, e, f, g = codes
        key = (_RANK_CODE[a] + _RANK_CODE[b] + _RANK_CODE[c] + _RANK_CODE[d] + _RANK_CODE[e]
               + _RANK_CODE[f] + _RANK_CODE[g])
    try:
        return _EIGHT_BY_RANKS[key]
    except KeyError:
        _ensure_tables()
        return _EIGHT_BY_RANKS[key]


# --- The explanatory path -----------------------------------------------------------------

def _read_hand(cards: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """The cards of a hand, checked: 5 to 7 cards (GEN-10.1), none twice."""
    hand = parse_cards(cards)  # raises CardError (a ValueError) for unknown or repeated cards
    if not 5 <= len(hand) <= 7:
        raise ValueError(f"A hand needs 5 to 7 cards, got {len(hand)}: "
                         f"{format_cards(hand) or 'no cards'}. A stud player plays the best "
                         "five of their cards, and holds at most seven.")
    return hand


def _cards_in_order(five: Sequence[Card], order: Sequence[int]) -> tuple[Card, ...]:
    """The five cards rearranged to follow `order` (ranks, the ace as 1 when it plays low)."""
    pool = sorted(five, key=lambda c: c.suit, reverse=True)
    result = []
    for rank in order:
        wanted = 14 if rank == 1 else rank
        card = next(c for c in pool if c.rank == wanted)
        pool.remove(card)
        result.append(card)
    return tuple(result)


def _noun(rank: int) -> str:
    """'seven' for 7; 'ace' for 1 or 14."""
    return Rank(14 if rank == 1 else rank).noun


def _plural(rank: int) -> str:
    """'sixes' for 6; 'aces' for 1 or 14."""
    return Rank(14 if rank == 1 else rank).plural


def _kickers(ranks: Sequence[int]) -> str:
    """', ace-king kickers' style detail for the unpaired cards."""
    if not ranks:
        return ""
    word = "kicker" if len(ranks) == 1 else "kickers"
    return f", {'-'.join(_noun(r) for r in ranks)} {word}"


def _paired_names(category: Category, order: Sequence[int]) -> tuple[str, str]:
    """Name and long name of a hand ranked by its pairs, trips or quads (high or low)."""
    if category is Category.FOUR_OF_A_KIND:
        name, rest = f"Four {_plural(order[0])}", order[4:]
    elif category is Category.FULL_HOUSE:
        name, rest = f"{_plural(order[0]).capitalize()} full of {_plural(order[3])}", []
    elif category is Category.THREE_OF_A_KIND:
        name, rest = f"Three {_plural(order[0])}", order[3:]
    elif category is Category.TWO_PAIR:
        name, rest = f"Two pair, {_plural(order[0])} and {_plural(order[2])}", order[4:]
    else:
        name, rest = f"Pair of {_plural(order[0])}", order[2:]
    return name, name + _kickers(rest)


def _high_names(category: Category, order: Sequence[int]) -> tuple[str, str]:
    """Name and long name of a high hand from its category and dealer-order ranks."""
    top = _noun(order[0]).capitalize()
    every = "-".join(_noun(r) for r in order)
    if category is Category.STRAIGHT_FLUSH:
        name = "Royal flush" if order[0] == 14 else f"{top}-high straight flush"
        return name, name
    if category is Category.STRAIGHT:
        return f"{top}-high straight", f"{top}-high straight"
    if category is Category.FLUSH:
        return f"{top}-high flush", f"Flush, {every}"
    if category is Category.HIGH_CARD:
        return f"{top} high", f"{top} high, {'-'.join(_noun(r) for r in order[1:])}"
    return _paired_names(category, order)


_LOW_RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}


def _low_names(category: Category, order: Sequence[int]) -> tuple[str, str]:
    """Name and long name of an ace-to-five low: 'Nine low' and 'Nine low (9-7-6-5-A)'.

    A low has one name, by its highest card, as the French Razz page's ladder names them
    (RAZZ-9.2); the long name adds the ranks, which tell two nine lows apart.
    """
    if category is Category.HIGH_CARD:
        ranks = "-".join(_LOW_RANK_TEXT.get(r, str(r)) for r in order)
        name = f"{_noun(order[0]).capitalize()} low"
        return name, f"{name} ({ranks})"
    return _paired_names(category, order)


def _best_high_five(five: Sequence[Card]) -> tuple[int, Category, list[int]]:
    """Score, category and dealer-order ranks of exactly five cards for high."""
    flush = len({c.suit for c in five}) == 1
    category, order = _high_five([int(c.rank) for c in five], flush)
    return _pack(category, order), category, order


def _best_low_five(five: Sequence[Card]) -> tuple[int, Category, list[int]]:
    """Score, pairing category and dealer-order ranks of exactly five cards for ace-to-five."""
    category, order = _low_five([_low_rank(c.rank) for c in five])
    return _LOW_TOP - _pack(category, order), category, order


def high_hand(cards: str | Iterable[str | Card]) -> HandValue:
    """The best five-card high hand in 5 to 7 cards (STUD-9.1, GEN-10.1)."""
    best = None
    for five in combinations(_read_hand(cards), 5):
        score, category, order = _best_high_five(five)
        if best is None or score > best[0]:
            best = (score, category, order, five)
    score, category, order, five = best
    name, long_name = _high_names(category, order)
    return HandValue(HandKind.HIGH, score, _cards_in_order(five, order), category,
                     name, long_name)


def _low_value(hand: Sequence[Card], kind: HandKind,
               allowed: Callable[[Category, list[int]], bool] = lambda category, order: True,
               ) -> HandValue | None:
    """The best ace-to-five low among the five-card combinations that `allowed` accepts."""
    best = None
    for five in combinations(hand, 5):
        score, category, order = _best_low_five(five)
        if allowed(category, order) and (best is None or score > best[0]):
            best = (score, category, order, five)
    if best is None:
        return None
    score, category, order, five = best
    name, long_name = _low_names(category, order)
    return HandValue(kind, score, _cards_in_order(five, order), category, name, long_name)


def low_hand(cards: str | Iterable[str | Card]) -> HandValue:
    """The best ace-to-five low in 5 to 7 cards, pairs allowed, no qualifier (RAZZ-9.1)."""
    value = _low_value(_read_hand(cards), HandKind.LOW)
    assert value is not None  # every five cards make some razz low
    return value


def eight_or_better(cards: str | Iterable[str | Card]) -> HandValue | None:
    """The best qualifying low (five different ranks, all 8 or lower) or None (HILO-9.1)."""
    return _low_value(
        _read_hand(cards), HandKind.EIGHT,
        lambda category, order: category is Category.HIGH_CARD and order[0] <= _EIGHT_MAX_RANK)
