"""studlib: the engine of an interactive course on Seven Card Stud, Stud Hi/Lo and Razz.

    from studlib import parse_cards, high_hand, STUD, Hand
    hand = Hand(STUD, stacks=[1000] * 5, seed=4711)

Every rule the engine applies is named by its ID in the course's rule catalogue
(studlib.catalogue), and every step of a hand explains itself in `hand.log`.
"""

from .cards import Card, CardError, Rank, Suit, format_cards, parse_card, parse_cards, shuffled_deck, stacked_deck
from .games import GAMES, RAZZ, STUD, STUD8, Game, Ranking
from .hand import Action, ActionKind, Hand, IllegalAction, Refusal
from . import explain  # noqa: F401  the sentences: the engine's records get their words from it (studlib.speech)
from .i18n import current_language, language, use_language
from .hands import HandValue, eight_or_better, high_hand, low_hand
from .irregularities import BurnError, DealtTooSoon, Exposed, WrongBringIn
from .rules import EqualBoards, ExposedDownCard, ExposedSeventh, OddChip, Rules, RulesPreset, ShowdownOrder, Structure

__all__ = [
    "Card", "CardError", "Rank", "Suit", "format_cards", "parse_card", "parse_cards",
    "shuffled_deck", "stacked_deck",
    "GAMES", "RAZZ", "STUD", "STUD8", "Game", "Ranking",
    "Action", "ActionKind", "Hand", "IllegalAction", "Refusal",
    "use_language", "language", "current_language",
    "HandValue", "eight_or_better", "high_hand", "low_hand",
    "EqualBoards", "OddChip", "Rules", "RulesPreset", "ShowdownOrder", "Structure", "ExposedDownCard",
    "ExposedSeventh", "Exposed", "WrongBringIn", "DealtTooSoon", "BurnError",
]
__version__ = "0.1.0"
