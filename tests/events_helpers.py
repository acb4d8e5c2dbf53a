"""Find what happened in a hand as data, for the rules tests (issue 28, item 8).

A rules test asserts on the engine's records, not on the sentences written from them:

    due = the_event(hand, ev.BringInDue)            # not: next(l for l in hand.log if "must bring in" in l.text)
    assert due.seat == 1 and "GEN-3.1" in due.rules
    error = refused(hand, "raise", 1000)            # not: assert "capped" in str(err.value)
    assert error.reason is Refusal.CAPPED and error.seat == 1

Sentences are the renderers' business; their golden tests (tests/test_french_log.py and the
English ones it sits beside) check a few of them word for word.
"""

from __future__ import annotations

from typing import TypeVar

from studlib import events as ev
from studlib.hand import Hand, IllegalAction
from studlib.speech import LogLine

E = TypeVar("E", bound=ev.Event)


def events_of(hand: Hand, kind: type[E]) -> list[E]:
    """Every event of type `kind` (its subclasses too) in the hand so far, in order."""
    return [e for e in hand.events if isinstance(e, kind)]


def the_event(hand: Hand, kind: type[E]) -> E:
    """The one event of type `kind` in the hand so far (fails if there is none or several)."""
    found = events_of(hand, kind)
    assert len(found) == 1, f"{len(found)} {kind.__name__} events in {hand.events}"
    return found[0]


def last_event(hand: Hand) -> ev.Event:
    """What happened last."""
    return hand.events[-1]


def line_for(hand: Hand, event: ev.Event) -> LogLine:
    """The log line written from `event` (hand.log[i] says hand.events[i])."""
    return hand.log[hand.events.index(event)]


def refused(hand: Hand, kind, amount: int | None = None) -> IllegalAction:
    """The IllegalAction act() raises for `kind` (and `amount`), after checking the hand is left
    exactly as it was (same events, same player to act, same stacks)."""
    before = (hand.events, hand.to_act, list(hand.stacks))
    try:
        hand.act(kind) if amount is None else hand.act(kind, amount)
    except IllegalAction as error:
        assert (hand.events, hand.to_act, list(hand.stacks)) == before, "a refused action changed the hand"
        return error
    raise AssertionError(f"act({kind!r}, {amount!r}) was taken; a refusal was expected")
