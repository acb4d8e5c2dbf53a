"""Cards, card text, and seeded decks that deal the same cards on every machine."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import IntEnum
from math import floor

__all__ = [
    "Suit", "Rank", "Card", "CardError", "CARDS", "FULL_DECK",
    "parse_card", "parse_cards", "format_cards", "shuffled_deck", "stacked_deck",
]


class CardError(ValueError):
    """A card or list of cards that cannot be read, or that repeats a card."""


class Suit(IntEnum):
    """The four suits, in the order that breaks ties between equal ranks (GEN-3.1)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "cdhs"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def noun(self) -> str:
        return ("clubs", "diamonds", "hearts", "spades")[self]


class Rank(IntEnum):
    """Card ranks; the ace is 14 here and plays low only where a game says so."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return "23456789TJQKA"[self - 2]

    @property
    def noun(self) -> str:
        return _RANK_NOUNS[self - 2]

    @property
    def plural(self) -> str:
        return "sixes" if self == Rank.SIX else self.noun + "s"


_RANK_NOUNS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
               "jack", "queen", "king", "ace")


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card. Cards sort by rank, then suit: 2c < 2d < 2h < 2s < 3c ... < As."""

    rank: Rank
    suit: Suit
    # 0..51, rank-major: the index the fast evaluators use. Stored, not computed, because
    # dealing and showdowns read it in their hottest loops.
    code: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "code", (self.rank - 2) * 4 + self.suit)

    @property
    def name(self) -> str:
        """'seven of clubs': what a screen reader should say."""
        return f"{self.rank.noun} of {self.suit.noun}"

    @property
    def pretty(self) -> str:
        """'7♣': rank letter and suit symbol, for display."""
        return f"{'10' if self.rank == Rank.TEN else self.rank.letter}{self.suit.symbol}"

    def __str__(self) -> str:
        return self.rank.letter + self.suit.letter

    def __repr__(self) -> str:
        return f"Card('{self}')"


# Every card exists once; parse_card and the decks hand out these instances.
CARDS: tuple[Card, ...] = tuple(Card(Rank(r), Suit(s)) for r in range(2, 15) for s in range(4))
FULL_DECK = CARDS

_RANK_TEXT = {r.letter: r for r in Rank} | {"10": Rank.TEN, "1": Rank.ACE}
_SUIT_TEXT = {s.letter: s for s in Suit} | {s.symbol: s for s in Suit} | {"♤": Suit.SPADES,
              "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS}
_CARD_RE = re.compile(r"(10|[2-9tjqka])([cdhs♣♦♥♠♤♡♢♧])", re.IGNORECASE)
_HELP = ('a card is a rank (2-9, T or 10, J, Q, K, A) followed by a suit '
         '(c, d, h, s or ♣ ♦ ♥ ♠), for example "As", "Td" or "10h"')


def parse_card(text: str | Card) -> Card:
    """Read one card such as 'As', '10h' or 'K♦'."""
    if isinstance(text, Card):
        return text
    match = _CARD_RE.fullmatch(str(text).strip())
    if not match:
        raise CardError(f'Unknown card "{text}": {_HELP}.')
    rank = _RANK_TEXT[match.group(1).upper()]
    suit = _SUIT_TEXT[match.group(2).lower()]
    return CARDS[(rank - 2) * 4 + suit]


def parse_cards(text: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """Read cards written 'As Kh 7d', 'AsKh7d', 'As,Kh' or given as a list; no card twice."""
    if isinstance(text, str):
        pieces = _split(text)
    else:
        pieces = list(text)
    cards = tuple(parse_card(p) for p in pieces)
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise CardError(f"Card {card} appears twice in {format_cards(cards)!r}: "
                            "a deck holds each card once.")
        seen.add(card)
    return cards


def _split(text: str) -> list[str]:
    pieces: list[str] = []
    for word in re.split(r"[\s,;]+", text.strip()):
        if not word:
            continue
        pos = 0
        for match in _CARD_RE.finditer(word):
            if match.start() != pos:
                break
            pieces.append(match.group(0))
            pos = match.end()
        if pos != len(word):
            bad = word[pos:pos + 2] or word
            raise CardError(f'Unknown card "{bad}" in "{text}": {_HELP}.')
    return pieces


def format_cards(cards: Iterable[Card], pretty: bool = False) -> str:
    """'As Kh 7d' (or 'A♠ K♥ 7♦' with pretty=True)."""
    return " ".join(c.pretty if pretty else str(c) for c in cards)


# --- Seeded shuffling -------------------------------------------------------------------
# random.shuffle's algorithm is a CPython detail that may change; Random.random() is the one
# stream Python promises to keep for a given seed (random module docs, "Notes on
# Reproducibility"), so a class told "everyone deal #4711" gets the same cards on any Python.


def _check_seed(seed: int) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**64:
        raise ValueError(f"A deal number must be a whole number from 0 to 2**64 - 1, not {seed!r}.")
    return seed


def shuffled_deck(seed: int, cards: Iterable[Card] = CARDS) -> tuple[Card, ...]:
    """The cards shuffled by deal number `seed` (Fisher-Yates): same seed, same order, anywhere."""
    deck = list(cards)
    rand = random.Random(_check_seed(seed)).random
    for i in range(len(deck) - 1, 0, -1):
        # floor() equals int() on these non-negative floats and is quicker to call.
        j = floor(rand() * (i + 1))  # bias below 2**-47 for 52 cards: irrelevant here
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck)


def stacked_deck(front: str | Iterable[str | Card], seed: int = 0) -> tuple[Card, ...]:
    """A deck that starts with the given cards; the rest follow, shuffled by `seed`."""
    top = parse_cards(front)
    chosen = set(top)
    rest = shuffled_deck(seed, (c for c in CARDS if c not in chosen))
    return top + rest
