"""A player's decisions as data: the kinds of action and one legal action with its amounts.

Both the engine (studlib.hand) and its record (studlib.events) use these, so they live apart
from either: events.py records an Action without importing the hand that takes it.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, NamedTuple

from . import speech

if TYPE_CHECKING:
    from .rules import Structure

__all__ = ["ActionKind", "Action"]


class ActionKind(str, Enum):
    """The decisions a player makes; everything else the dealer does by itself."""

    BRING_IN = "bring_in"
    COMPLETE = "complete"
    BET = "bet"
    RAISE = "raise"
    CALL = "call"
    CHECK = "check"
    FOLD = "fold"


class Action(NamedTuple):
    """A legal decision: `amount` is the player's street total after it, `adds` the chips it moves."""

    kind: ActionKind
    amount: int = 0
    adds: int = 0
    all_in: bool = False

    @property
    def chips_named(self) -> int:
        """The amount a dealer names: what a call or bring-in puts in ('calls $2'), the total a bet,
        completion or raise goes to ('raises to $6'); every sentence about an action names this."""
        return self.adds if self.kind is ActionKind.CALL or self.kind is ActionKind.BRING_IN else self.amount

    def describe(self, structure: Structure) -> str:
        """'fold', 'call $0.50', 'complete to $2', 'bet $4', 'raise to $6' as a dealer says it, in
        the language in force (the words come from explain.ACTION_WORDS)."""
        return speech.action_words(self, structure.money)
