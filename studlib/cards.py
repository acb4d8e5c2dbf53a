"""Cards, card text, and seeded decks that deal the same cards on every machine."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import IntEnum
from functools import cache
from math import floor

from .i18n import _, current_language, pgettext

__all__ = [
    "Suit", "Rank", "RankWords", "rank_words", "Card", "CardError", "CARDS", "FULL_DECK",
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
        """'c', 'd', 'h' or 's': the machine letter (str(card), PHH files), in every language."""
        return "cdhs"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def noun(self) -> str:
        """'clubs' ('trèfle' in French, as in « le sept de trèfle »), in the language in force."""
        return _suit_words(current_language())[self]


class Rank(IntEnum):
    """Card ranks; the ace is 14 here and plays low only where a game says so.

    Every word for a rank is read in the language in force, one whole form per use, because
    French changes the word around it: « un as », « l'as », « d'as », « à l'as ».
    """

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
        """'K': the machine letter (str(card), PHH files), the same in every language."""
        return "23456789TJQKA"[self - 2]

    @property
    def pretty(self) -> str:
        """'K' ('R' in French), '10' for the ten: the rank as printed on a card."""
        return rank_words(self).pretty

    @property
    def noun(self) -> str:
        """'king' ('roi')."""
        return rank_words(self).noun

    @property
    def plural(self) -> str:
        """'kings', 'sixes' ('rois', 'six')."""
        return rank_words(self).plural

    @property
    def with_article(self) -> str:
        """'the king' ('le roi', 'la dame', "l'as")."""
        return rank_words(self).the

    @property
    def with_indefinite(self) -> str:
        """'a king', 'an ace' ('un roi', 'une dame', 'un as')."""
        return rank_words(self).a

    @property
    def of_plural(self) -> str:
        """'of kings' ('de rois', "d'as"): « carré de rois », « paire d'as »."""
        return rank_words(self).of

    @property
    def high(self) -> str:
        """'king-high' ('au roi', 'à la dame', "à l'as"): « quinte au roi »."""
        return rank_words(self).high


@dataclass(frozen=True, slots=True)
class RankWords:
    """The words for one rank in one language (see Rank's properties)."""

    pretty: str
    noun: str
    plural: str
    the: str
    a: str
    of: str
    high: str


def rank_words(rank: int) -> RankWords:
    """The words for `rank` in the language in force; the ace may be given as 1 (low games)."""
    return _rank_words(current_language())[rank]


@cache
def _rank_words(language: str) -> dict[int, RankWords]:
    """Every rank's words in `language` (the catalog is read once per language)."""
    del language  # the cache key: pgettext reads the language in force, which is this one
    words = {
        # TRANSLATORS: each rank in every form a sentence needs, one entry each: "rank" the noun
        # (« deux »), "ranks" the plural (« valets »), "the rank" with its article (« l'as »,
        # « la dame »), "a rank" (« une dame »), "of ranks" as in « carré de rois », « paire
        # d'as », "rank-high" the top card of a straight or flush (« quinte au roi », « à l'as »).
        2: RankWords("2", pgettext("rank", "two"), pgettext("ranks", "twos"),
                     pgettext("the rank", "the two"), pgettext("a rank", "a two"),
                     pgettext("of ranks", "of twos"), pgettext("rank-high", "two-high")),
        3: RankWords("3", pgettext("rank", "three"), pgettext("ranks", "threes"),
                     pgettext("the rank", "the three"), pgettext("a rank", "a three"),
                     pgettext("of ranks", "of threes"), pgettext("rank-high", "three-high")),
        4: RankWords("4", pgettext("rank", "four"), pgettext("ranks", "fours"),
                     pgettext("the rank", "the four"), pgettext("a rank", "a four"),
                     pgettext("of ranks", "of fours"), pgettext("rank-high", "four-high")),
        5: RankWords("5", pgettext("rank", "five"), pgettext("ranks", "fives"),
                     pgettext("the rank", "the five"), pgettext("a rank", "a five"),
                     pgettext("of ranks", "of fives"), pgettext("rank-high", "five-high")),
        6: RankWords("6", pgettext("rank", "six"), pgettext("ranks", "sixes"),
                     pgettext("the rank", "the six"), pgettext("a rank", "a six"),
                     pgettext("of ranks", "of sixes"), pgettext("rank-high", "six-high")),
        7: RankWords("7", pgettext("rank", "seven"), pgettext("ranks", "sevens"),
                     pgettext("the rank", "the seven"), pgettext("a rank", "a seven"),
                     pgettext("of ranks", "of sevens"), pgettext("rank-high", "seven-high")),
        8: RankWords("8", pgettext("rank", "eight"), pgettext("ranks", "eights"),
                     pgettext("the rank", "the eight"), pgettext("a rank", "an eight"),
                     pgettext("of ranks", "of eights"), pgettext("rank-high", "eight-high")),
        9: RankWords("9", pgettext("rank", "nine"), pgettext("ranks", "nines"),
                     pgettext("the rank", "the nine"), pgettext("a rank", "a nine"),
                     pgettext("of ranks", "of nines"), pgettext("rank-high", "nine-high")),
        10: RankWords("10", pgettext("rank", "ten"), pgettext("ranks", "tens"),
                      pgettext("the rank", "the ten"), pgettext("a rank", "a ten"),
                      pgettext("of ranks", "of tens"), pgettext("rank-high", "ten-high")),
        # TRANSLATORS: the letter printed on a jack (V for valet in French). Card codes typed in
        # code (Jh) and saved in hand files keep the English letters.
        11: RankWords(pgettext("rank letter", "J"), pgettext("rank", "jack"),
                      pgettext("ranks", "jacks"), pgettext("the rank", "the jack"),
                      pgettext("a rank", "a jack"), pgettext("of ranks", "of jacks"),
                      pgettext("rank-high", "jack-high")),
        # TRANSLATORS: the letter printed on a queen (D for dame in French).
        12: RankWords(pgettext("rank letter", "Q"), pgettext("rank", "queen"),
                      pgettext("ranks", "queens"), pgettext("the rank", "the queen"),
                      pgettext("a rank", "a queen"), pgettext("of ranks", "of queens"),
                      pgettext("rank-high", "queen-high")),
        # TRANSLATORS: the letter printed on a king (R for roi in French).
        13: RankWords(pgettext("rank letter", "K"), pgettext("rank", "king"),
                      pgettext("ranks", "kings"), pgettext("the rank", "the king"),
                      pgettext("a rank", "a king"), pgettext("of ranks", "of kings"),
                      pgettext("rank-high", "king-high")),
        # TRANSLATORS: the letter printed on an ace (A in French too).
        14: RankWords(pgettext("rank letter", "A"), pgettext("rank", "ace"),
                      pgettext("ranks", "aces"), pgettext("the rank", "the ace"),
                      pgettext("a rank", "an ace"), pgettext("of ranks", "of aces"),
                      pgettext("rank-high", "ace-high")),
    }
    words[1] = words[14]  # the ace where it plays low
    return words


@cache
def _suit_words(language: str) -> tuple[str, str, str, str]:
    """The four suit nouns in `language`, as said after 'of' in a card's name."""
    del language  # the cache key (see _rank_words)
    # TRANSLATORS: a suit as it follows "of" in a card's name: French uses the singular,
    # « le sept de trèfle », and the same word on its own (« ♣ trèfle »).
    return (pgettext("suit", "clubs"), pgettext("suit", "diamonds"), pgettext("suit", "hearts"),
            pgettext("suit", "spades"))


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
        """'seven of clubs' ('sept de trèfle'): what a screen reader should say."""
        # TRANSLATORS: a card's name, e.g. "seven of clubs"; {rank} is a rank ("seven"), {suit}
        # a suit ("clubs").
        return pgettext("card name", "{rank} of {suit}").format(rank=self.rank.noun,
                                                               suit=self.suit.noun)

    @property
    def name_with_article(self) -> str:
        """'the seven of clubs' ('le sept de trèfle', "l'as de pique")."""
        # TRANSLATORS: a card's name with its article, e.g. "the seven of clubs"; {the_rank} is a
        # rank with its article ("the seven", "l'as"), {suit} a suit ("clubs").
        return pgettext("card name", "{the_rank} of {suit}").format(
            the_rank=self.rank.with_article, suit=self.suit.noun)

    @property
    def pretty(self) -> str:
        """'7♣', 'K♥' ('R♥' in French), '10♦': rank and suit symbol, for display."""
        return self.rank.pretty + self.suit.symbol

    def __str__(self) -> str:
        return self.rank.letter + self.suit.letter

    def __repr__(self) -> str:
        return f"Card('{self}')"


# Every card exists once; parse_card and the decks hand out these instances.
CARDS: tuple[Card, ...] = tuple(Card(Rank(r), Suit(s)) for r in range(2, 15) for s in range(4))
FULL_DECK = CARDS

# --- Reading cards ------------------------------------------------------------------------
# Two notations, each read as a whole: English (Kh: rank 2-9, T or 10, J, Q, K, A; suit c, d,
# h, s) and French (Rco: rank 2-9, 10, V, D, R, A; suit pi, co, ca, tr). Either rank may take a
# suit symbol. A word such as "AsKh7d" or "RcoDpi" is read in one notation throughout, so no
# letter changes meaning halfway (D is a French queen but an English diamond); a word that
# both notations would read, as different cards, is refused rather than guessed.

_SYMBOLS = "♣♦♥♠♤♡♢♧"
_RANK_TEXT = ({r.letter.lower(): r for r in Rank} | {"10": Rank.TEN}
              | {"v": Rank.JACK, "d": Rank.QUEEN, "r": Rank.KING})
_SUIT_TEXT = ({s.letter: s for s in Suit} | {s.symbol: s for s in Suit}
              | {"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS}
              | {"tr": Suit.CLUBS, "ca": Suit.DIAMONDS, "co": Suit.HEARTS, "pi": Suit.SPADES})
_NOTATIONS = {
    "en": f"(10|[2-9tjqka])([cdhs{_SYMBOLS}])",
    "fr": f"(10|[2-9avdr])(pi|co|ca|tr|[{_SYMBOLS}])",
    # Symbols only: K♥ and D♠ may then share a word, since a symbol means the same in both.
    "symbols": f"(10|[2-9tjqkavdr])([{_SYMBOLS}])",
}
_CARD_RE = {name: re.compile(card, re.IGNORECASE) for name, card in _NOTATIONS.items()}
_WORD_RE = {name: re.compile(f"(?:{card})+", re.IGNORECASE) for name, card in _NOTATIONS.items()}


def _help() -> str:
    """What a card looks like, in the language in force."""
    # TRANSLATORS: ends the message about a card that cannot be read. French players may type
    # either notation, so the French text gives both (French: Rco, Dpi, 10ca, Atr; English: Kh).
    return _('a card is a rank (2-9, T or 10, J, Q, K, A) followed by a suit '
             '(c, d, h, s or ♣ ♦ ♥ ♠), for example "As", "Td" or "10h"')


def parse_card(text: str | Card) -> Card:
    """Read one card such as 'As', '10h', 'K♦' or, in French letters, 'Rco', 'D♠', '10ca'."""
    if isinstance(text, Card):
        return text
    word = str(text).strip()
    for card_re in _CARD_RE.values():  # one card has at most one reading (see _read_word)
        match = card_re.fullmatch(word)
        if match:
            return _card(match)
    raise CardError(_('Unknown card "{text}": {help}.').format(text=text, help=_help()))


def _card(match: re.Match) -> Card:
    rank = _RANK_TEXT[match.group(1).lower()]
    suit = _SUIT_TEXT[match.group(2).lower()]
    return CARDS[(rank - 2) * 4 + suit]


def parse_cards(text: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """Read cards written 'As Kh 7d', 'AsKh7d', 'As,Kh', 'Rco Dpi 10ca' or given as a list;
    no card twice."""
    if isinstance(text, str):
        cards = tuple(card for word in re.split(r"[\s,;]+", text.strip()) if word
                      for card in _read_word(word, text))
    elif isinstance(text, bytes) or not isinstance(text, Iterable):
        raise CardError(_("Cards are text such as 'As Kh 7d' or a list of cards, not {value}.").format(
            value=repr(text)))
    else:
        cards = tuple(parse_card(p) for p in text)
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            # TRANSLATORS: {card} is "Kh" and {cards} "'Kh Qs Kh'" as typed; {pretty} is "K♥" and
            # {pretty_cards} "K♥ Q♠ K♥" as the cards show in your language.
            raise CardError(_("Card {card} appears twice in {cards}: a deck holds each card "
                              "once.").format(card=card, pretty=card.pretty,
                                              cards=repr(format_cards(cards)),
                                              pretty_cards=format_cards(cards, pretty=True)))
        seen.add(card)
    return cards


def _read_word(word: str, text: str) -> tuple[Card, ...]:
    """The cards of one word of `text` ('AsKh7d', 'RcoDpi'), read in one notation throughout."""
    readings = {}
    for name, word_re in _WORD_RE.items():
        if word_re.fullmatch(word):
            readings[name] = tuple(_card(m) for m in _CARD_RE[name].finditer(word))
    if len(set(readings.values())) > 1:   # both notations read it, as different cards
        raise _two_readings(word, readings["en"], readings["fr"])
    if readings:
        return next(iter(readings.values()))
    # Quote the piece where the notation that reads furthest stops (English on a tie).
    at, size = 0, 2
    for name, card_size in (("en", 2), ("fr", 3), ("symbols", 2)):
        prefix = _readable_prefix(name, word)
        if prefix > at:
            at, size = prefix, card_size
    bad = word[at:at + size] or word
    raise CardError(_('Unknown card "{bad}" in "{text}": {help}.').format(bad=bad, text=text,
                                                                          help=_help()))


def _two_readings(word: str, english: tuple[Card, ...], french: tuple[Card, ...]) -> CardError:
    """The refusal of a word that the two notations read as different cards.

    No word of up to three cards does (tests/test_french_cards.py tries them all); this keeps
    it so if a notation ever gains a letter.
    """
    return CardError(_('"{word}" can be read as {english} in English letters or as {french} in '
                       'French letters: put a space between the cards, for example '
                       '"{spaced}".').format(word=word, english=format_cards(english, pretty=True),
                                             french=format_cards(french, pretty=True),
                                             spaced=format_cards(english)))


def _readable_prefix(notation: str, word: str) -> int:
    """How many characters of `word` read as whole cards in `notation`, from the start."""
    pos = 0
    for match in _CARD_RE[notation].finditer(word):
        if match.start() != pos:
            break
        pos = match.end()
    return pos


def format_cards(cards: Iterable[Card], pretty: bool = False) -> str:
    """'As Kh 7d' (or 'A♠ K♥ 7♦' with pretty=True, 'A♠ R♥ 7♦' in French)."""
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
