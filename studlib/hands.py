"""Hand evaluation: high hands (stud), ace-to-five lows (razz) and eight-or-better lows (stud/8).

Two ways in:

* `high_hand`, `low_hand`, `eight_or_better` take Cards (or text such as "As Kd 7c 7h 7s"),
  check them, and return a `HandValue` that explains itself: the five cards played, in the
  order a dealer reads them, and the name a player says ("Kings full of sevens", "Nine low"),
  in the language in force when it is read. They read the score of the fast path below and
  pick out the five cards that make it.
* `high_score`, `low_score`, `eight_score` take card codes (`Card.code`, 0..51), check
  nothing, and return the same integer as the `HandValue.score` of those cards, over a
  million times a second in pure Python (lookup tables read on the first call), for
  simulations.

A score only means something within its own ranking: bigger beats smaller, equal splits.
"""

from __future__ import annotations

import sys
import zlib
from array import array
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum
from functools import cache
from itertools import combinations_with_replacement
from pathlib import Path

from studlib.cards import CARDS, Card, RankWords, format_cards, rank_words, parse_cards
from studlib.games import low_rank  # the ace counts 1 in a low (HILO-9.1, RAZZ-9.1)
from studlib.i18n import _, current_language, npgettext, pgettext

__all__ = [
    "HandKind", "Category", "HandValue",
    "high_hand", "low_hand", "eight_or_better",
    "high_score", "low_score", "eight_score", "partial_score", "table_items",
    "SUIT_SHIFT", "SUITS_START", "FLUSH_BITS",
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

    @property
    def name(self) -> str:
        """'Kings full of sevens', 'Seven low' (« Full aux rois par les sept », « Sept low »)."""
        return _names(self.kind is HandKind.HIGH, self.score, current_language())[0]

    @property
    def long_name(self) -> str:
        """The name with what tells two such hands apart: 'Pair of nines, ace-king-seven kickers',
        'Seven low (7-5-3-2-A)'."""
        return _names(self.kind is HandKind.HIGH, self.score, current_language())[1]

    def _same_kind(self, other: HandValue) -> HandValue:
        """`other`, once we know comparing it with this value makes sense."""
        if other.kind is not self.kind:
            # TRANSLATORS: {this} and {other} are "a high hand", "a low hand" or "a eight hand"
            # (see the "a hand of this kind" entries); {name} and {other_name} are hand names.
            raise TypeError(_(
                "Cannot compare {this} ({name}) with {other} ({other_name}): high, low and "
                "eight-or-better values rank differently; compare values of the same kind only."
            ).format(this=_kind_words(self.kind), name=self.name, other=_kind_words(other.kind),
                     other_name=other.name))
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
        # TRANSLATORS: a hand and its five cards: "Pair of kings (Kh Kd As Td 7c)". {cards} are
        # the cards as typed in code (Kh), {pretty_cards} as printed on them (R♥ in French).
        return pgettext("hand and its cards", "{name} ({cards})").format(
            name=self.name, cards=format_cards(self.cards),
            pretty_cards=format_cards(self.cards, pretty=True))


def _kind_words(kind: HandKind) -> str:
    """'a high hand', 'a low hand', 'a eight hand' (as the English error has always said it)."""
    if kind is HandKind.HIGH:
        return pgettext("a hand of this kind", "a high hand")
    if kind is HandKind.LOW:
        return pgettext("a hand of this kind", "a low hand")
    return pgettext("a hand of this kind", "a eight hand")


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


# --- Lookup tables for the fast path ------------------------------------------------------
# Each card code maps to an int holding two counters:
#   bits 0..30: 5 ** rank_index (2 -> 5**0 ... A -> 5**12). A rank appears at most 4 times,
#               so the sum of the cards' values is a base-5 number that names the rank
#               multiset exactly: one dict lookup gives the best hand without suits.
#   bits 32..47: one 4-bit counter per suit. Counters start at 3, so a suit seen five times
#               reaches 8 and sets that nibble's top bit: one AND tells whether a flush exists.
# Only flushes (about 3% of seven-card hands) take the slower path through a 13-bit mask.
# SUIT_SHIFT, SUITS_START and FLUSH_BITS are public: studlib.batch lays its keys out the same way.

_POW5 = tuple(5 ** i for i in range(13))
_RANK_FIELD = (1 << 32) - 1
SUIT_SHIFT = 32
SUITS_START = 0x3333 << SUIT_SHIFT
FLUSH_BITS = 0x8888 << SUIT_SHIFT
_RANK_CODE = tuple(_POW5[code >> 2] for code in range(52))
_HIGH_CODE = tuple(_POW5[code >> 2] + (1 << (SUIT_SHIFT + 4 * (code & 3))) for code in range(52))

# Filled on first use, not at import, so that `import studlib` stays quick for the notebooks:
# read from the package data in a few milliseconds (or worked out in about 0.2 s if the file
# is missing). They never change once filled.
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
    for _cards in (6, 7):
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


def _computed_tables() -> tuple[dict[int, int], dict[int, int], dict[int, int], dict[int, int]]:
    """High, low, eight and flush tables worked out from the hand rules (about 0.2 s)."""
    high: dict[int, int] = {}
    low: dict[int, int] = {}
    for key, combo in _five_rank_multisets().items():
        ranks = [i + 2 for i in combo]
        high[key] = _pack(*_high_five(ranks, flush=False))
        low[key] = _LOW_TOP - _pack(*_low_five([low_rank(r) for r in ranks]))
    _best_of_more_cards(high, low)
    flush = {mask: _best_flush(mask) for mask in range(1 << 13) if 5 <= mask.bit_count() <= 7}
    eight = {key: score if _qualifies_eight(score) else 0 for key, score in low.items()}
    return high, low, eight, flush


# The same tables, stored in the package (studlib/data/hand_tables.bin) so that the first
# evaluation of a fresh kernel reads them in a few milliseconds instead of working them out.
# tests/test_hands_fast.py checks that the file equals _computed_tables(); after a change to the
# scores, rewrite it with:  python -c "from studlib import hands; hands.write_tables()"
_TABLES_FILE = "hand_tables.bin"
_TABLES_MAGIC = b"studlib hand tables 1\n"


def table_bytes(tables=None) -> bytes:
    """The tables as stored: a header, then unsigned keys and signed scores, little-endian."""
    high, low, eight, flush = tables or _computed_tables()
    keys = array("I", high)
    parts = [keys, array("i", high.values()), array("i", (low[k] for k in keys)),
             array("i", (eight[k] for k in keys)), array("I", flush), array("i", flush.values())]
    if sys.byteorder != "little":  # pragma: no cover - the stored order is little-endian
        for part in parts:
            part.byteswap()
    header = _TABLES_MAGIC + f"{len(keys)} {len(flush)}\n".encode()
    return zlib.compress(header + b"".join(part.tobytes() for part in parts), 9)


def write_tables() -> Path:
    """Rewrite the stored tables from the hand rules; returns the file written."""
    path = Path(__file__).with_name("data") / _TABLES_FILE
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(table_bytes())
    return path


def _stored_tables() -> dict[str, tuple[array, array]] | None:
    """Keys and scores of each table as read from the package, or None when the file is missing."""
    try:
        # A plain path, not importlib.resources: that costs more to import than the read.
        data = zlib.decompress((Path(__file__).with_name("data") / _TABLES_FILE).read_bytes())
    except (OSError, zlib.error):
        return None
    if not data.startswith(_TABLES_MAGIC):
        return None
    header_end = data.index(b"\n", len(_TABLES_MAGIC)) + 1
    n_keys, n_flush = map(int, data[len(_TABLES_MAGIC):header_end].split())
    parts, at = [], header_end
    for code, n in (("I", n_keys), ("i", n_keys), ("i", n_keys), ("i", n_keys),
                    ("I", n_flush), ("i", n_flush)):
        part = array(code)
        part.frombytes(data[at:at + 4 * n])
        if sys.byteorder != "little":  # pragma: no cover
            part.byteswap()
        parts.append(part)
        at += 4 * n
    keys, high, low, eight, masks, flush = parts
    return {"high": (keys, high), "low": (keys, low), "eight": (keys, eight), "flush": (masks, flush)}


@cache
def table_items() -> dict[str, tuple[Sequence[int], Sequence[int]]]:
    """Keys and scores of each score table ("high", "low", "eight", "flush"): stored in the package,
    or else worked out (read once). studlib.batch builds its numpy tables from the same items."""
    stored = _stored_tables()
    if stored is not None:
        return stored
    high, low, eight, flush = _computed_tables()
    keys = list(high)  # one key order for the three rank tables, as in the stored file
    return {"high": (keys, [high[k] for k in keys]), "low": (keys, [low[k] for k in keys]),
            "eight": (keys, [eight[k] for k in keys]), "flush": (list(flush), list(flush.values()))}


_TABLE_NAMES = ("high", "low", "eight", "flush")
_TABLES = {"high": _HIGH_BY_RANKS, "low": _LOW_BY_RANKS, "eight": _EIGHT_BY_RANKS,
           "flush": _FLUSH_BY_MASK}


def _ensure_tables(*names: str) -> None:
    """Fill the named tables (all four when none is named) unless they are filled already.

    Each table is filled when first needed, so a first high evaluation does not also wait for
    the low tables; filling one is a single dict update, complete before any lookup uses it.
    """
    for name in names or _TABLE_NAMES:
        table = _TABLES[name]
        if not table:
            table.update(zip(*table_items()[name]))


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


def _flush_high(codes: Sequence[int], total: int) -> int:
    """Best high score when five or more cards share a suit."""
    if not _FLUSH_BY_MASK:
        _ensure_tables("high", "flush")
    suits = total >> SUIT_SHIFT
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
    total = sum(map(_HIGH_CODE.__getitem__, codes), SUITS_START)
    if total & FLUSH_BITS:
        return _flush_high(codes, total)
    try:
        return _HIGH_BY_RANKS[total & _RANK_FIELD]
    except KeyError:
        _ensure_tables("high")
        return _HIGH_BY_RANKS[total & _RANK_FIELD]


def high_score(codes: Sequence[int]) -> int:
    """Best high score of 5 to 7 card codes; trusts its input (no checks, for speed)."""
    # Seven cards is the case simulations hammer, so it gets the unrolled sum.
    if len(codes) != 7:
        return _high_score_any(codes)
    a, b, c, d, e, f, g = codes
    total = (_HIGH_CODE[a] + _HIGH_CODE[b] + _HIGH_CODE[c] + _HIGH_CODE[d] + _HIGH_CODE[e]
             + _HIGH_CODE[f] + _HIGH_CODE[g] + SUITS_START)
    if total & FLUSH_BITS:
        return _flush_high(codes, total)
    try:
        return _HIGH_BY_RANKS[total & _RANK_FIELD]
    except KeyError:
        _ensure_tables("high")
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
        _ensure_tables("low")
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
        _ensure_tables("eight")
        return _EIGHT_BY_RANKS[key]


def partial_score(codes: Sequence[int], low: bool = False, eight: bool = False) -> int:
    """A score for 1 to 7 card codes on the scale of high_score, low_score and eight_score (`low`
    asks for the low half; `eight` for stud/8's eight-or-better low, 0 when it cannot qualify).

    From five cards it is that exact score. Fewer than five rank as a dealer reads a board
    (pairs, then ranks; GEN-5.2), each missing card counted as nothing, so they compare with
    five-card hands on one scale (studlib.odds.outs compares a hand to come with a board).
    """
    if len(codes) >= 5:
        if not low:
            return high_score(codes)
        return eight_score(codes) if eight else low_score(codes)
    ranks = [(c >> 2) + 2 for c in codes]
    if low:
        ranks = [low_rank(r) for r in ranks]
    counts = sorted(Counter(ranks).values(), reverse=True) or [0]
    category = _pairing(counts + [0]) if ranks else 0
    order = (_dealer_order(ranks) + [0] * 5)[:5]
    if not low:
        return _pack(category, order)
    if eight and (category or (ranks and max(ranks) > _EIGHT_MAX_RANK)):
        return 0  # cannot make an eight-or-better low
    return _LOW_TOP - _pack(category, order)


# --- The explanatory path -----------------------------------------------------------------

def _read_hand(cards: str | Iterable[str | Card]) -> tuple[tuple[Card, ...], list[int]]:
    """The cards of a hand, checked: 5 to 7 cards (GEN-10.1), none twice; and their codes."""
    if type(cards) in (tuple, list):
        codes = [c.code for c in cards if type(c) is Card]
        if len(codes) == len(cards) and len(set(codes)) == len(codes):
            hand = tuple(cards)  # already Cards, none twice: the common case, checked quickly
        else:
            hand = parse_cards(cards)  # raises CardError (a ValueError) for bad or repeated cards
            codes = [c.code for c in hand]
    else:
        hand = parse_cards(cards)
        codes = [c.code for c in hand]
    if not 5 <= len(hand) <= 7:
        none = pgettext("a list of cards", "no cards")
        # TRANSLATORS: {cards} are the cards as typed in code (As Kd), {pretty_cards} as printed
        # on them (A♠ R♦ in French).
        raise ValueError(_("A hand needs 5 to 7 cards, got {count}: {cards}. A stud player plays "
                           "the best five of their cards, and holds at most seven.").format(
            count=len(hand), cards=format_cards(hand) or none,
            pretty_cards=format_cards(hand, pretty=True) or none))
    return hand, codes


# --- Hand names ---------------------------------------------------------------------------
# Each name is one whole phrase per language, with every form of a rank it may need given as a
# field ("Four {ranks}" is « Carré {of_ranks} », « carré de rois », « carré d'as »): French
# word order and elision cannot be glued together from English pieces.


def _ranks_in_a_row(ranks: Iterable[int]) -> str:
    """'ace-king-seven' (« as, roi, sept »: French hyphens would make « dix-sept » a number)."""
    # TRANSLATORS: between ranks read one after another, as in "ace-king-seven kickers".
    return pgettext("between ranks read in a row", "-").join(rank_words(r).noun for r in ranks)


def _rank_fields(words: RankWords) -> dict[str, str]:
    """The forms of one rank a name may use: {rank} 'king', {Rank} 'King', {rank_high}
    'king-high' (« au roi »)."""
    return {"rank": words.noun, "Rank": words.noun.capitalize(), "rank_high": words.high}


def _with_kickers(name: str, ranks: Sequence[int]) -> str:
    """'Pair of nines, ace-king-seven kickers': the name and the unpaired cards that play."""
    if not ranks:
        return name
    # TRANSLATORS: {name} is a hand's name, {ranks} its kickers ("ace-king-seven").
    return npgettext("hand name", "{name}, {ranks} kicker", "{name}, {ranks} kickers",
                     len(ranks)).format(name=name, ranks=_ranks_in_a_row(ranks))


def _paired_names(category: Category, order: Sequence[int]) -> tuple[str, str]:
    """Name and long name of a hand ranked by its pairs, trips or quads (high or low)."""
    # In these names {ranks} is a rank in the plural ("kings"), {Ranks} the same capitalised,
    # {of_ranks} the plural with "of" ("of kings": « de rois », « d'as »).
    top = rank_words(order[0])
    fields = {"ranks": top.plural, "Ranks": top.plural.capitalize(), "of_ranks": top.of}
    if category is Category.FOUR_OF_A_KIND:
        # TRANSLATORS: {ranks} "kings", {of_ranks} "of kings" (« de rois », « d'as »).
        name, rest = pgettext("hand name", "Four {ranks}").format(**fields), order[4:]
    elif category is Category.FULL_HOUSE:
        # TRANSLATORS: {Ranks} "Kings", {ranks} "kings" (the three cards), {pair_ranks} the pair,
        # in the plural ("sevens").
        name = pgettext("hand name", "{Ranks} full of {pair_ranks}").format(
            **fields, pair_ranks=rank_words(order[3]).plural)
        rest = []
    elif category is Category.THREE_OF_A_KIND:
        # TRANSLATORS: {ranks} "sevens", {of_ranks} "of sevens" (« de sept »).
        name, rest = pgettext("hand name", "Three {ranks}").format(**fields), order[3:]
    elif category is Category.TWO_PAIR:
        # TRANSLATORS: {ranks} the higher pair ("kings"), {pair_ranks} the lower one ("sevens").
        name = pgettext("hand name", "Two pair, {ranks} and {pair_ranks}").format(
            **fields, pair_ranks=rank_words(order[2]).plural)
        rest = order[4:]
    else:
        # TRANSLATORS: {ranks} "kings", {of_ranks} "of kings" (« de rois », « d'as »).
        name, rest = pgettext("hand name", "Pair of {ranks}").format(**fields), order[2:]
    return name, _with_kickers(name, rest)


def _high_names(category: Category, order: Sequence[int]) -> tuple[str, str]:
    """Name and long name of a high hand from its category and dealer-order ranks."""
    # In these names {Rank} is the top card's rank, capitalised ("King"), {rank} the same in
    # lower case, {rank_high} the rank as the top of a hand ("king-high": « au roi », « à la
    # dame », « à l'as »), {others} the ranks after the top one ("jack-nine-six-two").
    fields = _rank_fields(rank_words(order[0]))
    others = _ranks_in_a_row(order[1:])
    if category is Category.STRAIGHT_FLUSH:
        if order[0] == 14:
            name = pgettext("hand name", "Royal flush")
        else:
            # TRANSLATORS: {Rank} "King", {rank} "king", {rank_high} "king-high" (« au roi »).
            name = pgettext("hand name", "{Rank}-high straight flush").format(**fields)
        return name, name
    if category is Category.STRAIGHT:
        # TRANSLATORS: {Rank} "King", {rank} "king", {rank_high} "king-high" (« au roi »).
        name = pgettext("hand name", "{Rank}-high straight").format(**fields)
        return name, name
    if category is Category.FLUSH:
        # TRANSLATORS: {Rank} "King", {rank} "king", {rank_high} "king-high" (« au roi »).
        short = pgettext("hand name", "{Rank}-high flush").format(**fields)
        # TRANSLATORS: {ranks} the five ranks ("king-jack-nine-six-two"), {others} the four
        # after the top one ("jack-nine-six-two"), {rank_high} the top one ("king-high").
        return short, pgettext("hand name", "Flush, {ranks}").format(
            **fields, ranks=_ranks_in_a_row(order), others=others)
    if category is Category.HIGH_CARD:
        # TRANSLATORS: {Rank} "King", {rank} "king".
        short = pgettext("hand name", "{Rank} high").format(**fields)
        # TRANSLATORS: {Rank} "King", {rank} "king", {others} the other four ranks
        # ("jack-nine-six-two").
        return short, pgettext("hand name", "{Rank} high, {others}").format(**fields,
                                                                           others=others)
    return _paired_names(category, order)


def _low_names(category: Category, order: Sequence[int]) -> tuple[str, str]:
    """Name and long name of an ace-to-five low: 'Nine low' and 'Nine low (9-7-6-5-A)'.

    A low has one name, by its highest card, as the French Razz page's ladder names them
    (RAZZ-9.2); the long name adds the ranks, which tell two nine lows apart.
    """
    if category is Category.HIGH_CARD:
        # TRANSLATORS: a low named by its top card: "Seven low"; {Rank} "Seven", {rank} "seven".
        name = pgettext("hand name", "{Rank} low").format(**_rank_fields(rank_words(order[0])))
        # TRANSLATORS: a low and its five ranks as printed on the cards: "Nine low (9-7-6-5-A)".
        return name, pgettext("hand name", "{name} ({ranks})").format(
            name=name, ranks="-".join(rank_words(r).pretty for r in order))
    return _paired_names(category, order)


def _unpack(packed: int) -> tuple[Category, list[int]]:
    """Category and the five dealer-order ranks of a packed value (see _pack)."""
    return _CATEGORIES[packed >> 20], [packed >> 16 & 15, packed >> 12 & 15, packed >> 8 & 15,
                                       packed >> 4 & 15, packed & 15]


_CATEGORIES = tuple(Category)


def _rank_groups(order: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """(rank index, how many cards) for each rank of a dealer-order ranking, in that order."""
    groups: list[list[int]] = []
    for rank in order:
        index = 12 if rank == 1 else rank - 2   # the ace (1 in a low) is rank index 12
        if groups and groups[-1][0] == index:   # dealer order keeps a rank together
            groups[-1][1] += 1
        else:
            groups.append([index, 1])
    return tuple((index, many) for index, many in groups)


def _five_played(codes: Sequence[int], groups: Sequence[tuple[int, int]],
                 suit: int | None = None) -> tuple[Card, ...]:
    """The five cards that make a hand (see _rank_groups), in the order a dealer reads them.

    Where a rank has more cards than the hand uses, the first ones given are played: the same
    five as trying every five-card combination in order and keeping the first best one. Cards
    of one rank are shown highest suit first.
    """
    by_rank: dict[int, list[int]] = {}
    for code in codes:
        if suit is None or code & 3 == suit:
            rank = code >> 2
            if rank in by_rank:
                by_rank[rank].append(code)
            else:
                by_rank[rank] = [code]
    five: list[Card] = []
    for index, many in groups:
        if many == 1:
            five.append(CARDS[by_rank[index][0]])
        else:  # one rank: a higher code is a higher suit
            five += [CARDS[code] for code in sorted(by_rank[index][:many], reverse=True)]
    return tuple(five)


# A score tells its hand: there are only 7,462 high and 6,175 low five-card values, so each
# is read once (the caches are bounded by those numbers, times the languages, and never change
# an answer). Names are made when they are read, in the language in force then.
@cache
def _high_reading(score: int) -> tuple[Category, tuple[tuple[int, int], ...]]:
    """Category and rank groups (see _rank_groups) of a high score."""
    category, order = _unpack(score)
    return category, _rank_groups(order)


@cache
def _low_reading(score: int) -> tuple[Category, tuple[tuple[int, int], ...]]:
    """Category and rank groups (see _rank_groups) of a low score."""
    category, order = _unpack(_LOW_TOP - score)
    return category, _rank_groups(order)


@cache
def _names(high: bool, score: int, language: str) -> tuple[str, str]:
    """Name and long name of a high score (or, with high=False, a low one) in `language`."""
    del language  # the cache key: the names are made in the language in force, this one
    if high:
        return _high_names(*_unpack(score))
    return _low_names(*_unpack(_LOW_TOP - score))


def high_hand(cards: str | Iterable[str | Card]) -> HandValue:
    """The best five-card high hand in 5 to 7 cards (STUD-9.1, GEN-10.1)."""
    hand, codes = _read_hand(cards)
    score = high_score(codes)
    category, groups = _high_reading(score)
    suit = None
    if category is Category.FLUSH or category is Category.STRAIGHT_FLUSH:
        suit = Counter(code & 3 for code in codes).most_common(1)[0][0]
    return HandValue(HandKind.HIGH, score, _five_played(codes, groups, suit), category)


def _low_value(codes: Sequence[int], kind: HandKind, score: int) -> HandValue:
    """The named low hand of a low score (razz or eight-or-better) in these cards."""
    category, groups = _low_reading(score)
    return HandValue(kind, score, _five_played(codes, groups), category)


def low_hand(cards: str | Iterable[str | Card]) -> HandValue:
    """The best ace-to-five low in 5 to 7 cards, pairs allowed, no qualifier (RAZZ-9.1)."""
    codes = _read_hand(cards)[1]
    return _low_value(codes, HandKind.LOW, low_score(codes))


def eight_or_better(cards: str | Iterable[str | Card]) -> HandValue | None:
    """The best qualifying low (five different ranks, all 8 or lower) or None (HILO-9.1)."""
    codes = _read_hand(cards)[1]
    score = eight_score(codes)
    return _low_value(codes, HandKind.EIGHT, score) if score else None
