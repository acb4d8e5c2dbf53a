"""The one door from the engine to the sentence layer: records go out, sentences come back.

The engine (studlib.hand, studlib.actions) keeps what happened and what it refused as data and
never imports studlib.explain, which writes every sentence. As explain loads (`import studlib`
loads it) it hands its writers to `speaks`; the engine asks for words only through the functions
below, when a log is read or an error is shown, so they come in the language in force then.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["LogLine", "speaks", "log_line", "refusal", "action_words", "options_words"]


@dataclass(frozen=True)
class LogLine:
    """One explained step of a hand: the sentence, the rules it applies, the seat it is about."""

    text: str
    rules: tuple[str, ...] = ()
    seat: int | None = None

    def __str__(self) -> str:
        return f"{self.text} ({', '.join(self.rules)})" if self.rules else self.text


# studlib.explain's writers by name, given once as explain loads and never changed after: the
# engine depends on this door, never on explain itself.
_writers: dict[str, Callable[..., Any]] = {}


def speaks(writer: Callable[..., Any]) -> Callable[..., Any]:
    """Register one of studlib.explain's functions as the writer of the function here of its name."""
    _writers[writer.__name__] = writer
    return writer


def _writer(name: str) -> Callable[..., Any]:
    """The registered writer, or a clear error when studlib.explain has not loaded."""
    try:
        return _writers[name]
    except KeyError:
        raise RuntimeError(f"No sentence writer for {name}: import studlib (it loads studlib.explain).") from None


def log_line(event: Any, game: Any, money: Callable[[int], str]) -> LogLine:
    """The event (studlib.events) as one line of the hand's log, in the language in force."""
    return _writer("log_line")(event, game, money)


def refusal(refused: Any) -> str:
    """A refused action (studlib.hand's records: NotAnOption, SizeNeeded, WrongSize, NobodyToAct) as
    the dealer says it, in the language in force."""
    return _writer("refusal")(refused)


def action_words(action: Any, money: Callable[[int], str]) -> str:
    """An action (studlib.actions.Action) as one of the options a dealer lists: 'call $0.50'."""
    return _writer("action_words")(action, money)


def options_words(seat: int | None, options: Any, money: Callable[[int], str], over: bool) -> str:
    """'Seat 3 may fold, call $0.50 or complete to $2': what `seat` may do, or that nobody is to act."""
    return _writer("options_words")(seat, options, money, over)
