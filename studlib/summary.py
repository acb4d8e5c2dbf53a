"""A finished (or running) hand told street by street: who opened, who acted first, the betting, who won."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from . import events, explain
from .bots import Move, decisions
from .explain import LogLine
from .hand import Hand

__all__ = ["StreetSummary", "street_summaries", "explains_bring_in", "bring_in_lines", "result_lines", "summary_lines"]


@dataclass(frozen=True)
class StreetSummary:
    """One street: the seat that opened it, the engine's reason (with rule IDs), and the moves."""

    street: int
    opener: int | None
    why: LogLine | None
    moves: tuple[Move, ...]

    def betting(self, hand: Hand) -> str:
        """'Fourth street: Seat 3 bets $2, Seat 1 calls $2.'"""
        money = hand.structure.money
        words = [explain.move_words(money, m.seat, m.action) for m in self.moves]
        return explain.street_betting(self.street, words)


def _lines_of(hand: Hand, wanted) -> list[tuple[events.Event, LogLine]]:
    """The hand's events of the `wanted` classes, each with its log line (hand.log[i] says hand.events[i])."""
    return [(event, line) for event, line in zip(hand.events, hand.log) if isinstance(event, wanted)]


def _opening_lines(hand: Hand) -> dict[int, LogLine]:
    """The bring-in line (3rd street) and each later street's first-to-act line, by street."""
    lines: dict[int, LogLine] = {}
    for event, line in _lines_of(hand, (events.BringInDue, events.FirstToAct)):
        lines.setdefault(event.street if isinstance(event, events.FirstToAct) else 3, line)
    return lines


def explains_bring_in(event: events.Event) -> bool:
    """Whether an event says who must bring in: the worst door card (STUD-3.1, HILO-3.1, RAZZ-3.1),
    or, that seat all in, who brings in instead and how a short bring-in plays (GEN-12.2)."""
    return (isinstance(event, (events.BringInDue, events.BringInSkipped, events.BringInPasses))
            or isinstance(event, events.BroughtIn) and event.short_of > 0)


def bring_in_lines(hand: Hand) -> list[LogLine]:
    """Third street's bring-in explained: who must bring in and why, and, if that seat is all in
    or short, who brings in instead or how a short bring-in plays (GEN-12.2)."""
    lines = []
    for event, line in zip(hand.events, hand.log):
        if isinstance(event, events.StreetDealt) and event.street > 3:  # third street is over
            break
        if explains_bring_in(event):
            lines.append(line)
    return lines


def street_summaries(hand: Hand, moves: Sequence[Move] | None = None) -> list[StreetSummary]:
    """One summary per street dealt so far, from the hand and the moves made in it (by default
    the hand's own record of them, bots.decisions)."""
    why = _opening_lines(hand)
    if moves is None:
        moves = decisions(hand)
    out = []
    for street in range(3, hand.street + 1):
        # On third street the seat that must bring in opens, or the next one when it is all in (GEN-12.2).
        opener = hand.first_to_act.get(street, hand.bring_in_seat if street == 3 else None)
        out.append(StreetSummary(street, opener, why.get(street),
                                 tuple(m for m in moves if m.street == street)))
    return out


def result_lines(hand: Hand) -> list[LogLine]:
    """Who won what, pot by pot and half by half, as the dealer says it (empty while in play)."""
    return [line for _event, line in _lines_of(hand, (events.PotAwarded, events.WonUncontested))]


def summary_lines(hand: Hand, moves: Sequence[Move] | None = None) -> list[str]:
    """The whole hand in a few lines: each street's opener and why, its betting, then the result."""
    lines = []
    for s in street_summaries(hand, moves):
        if s.why is not None:
            lines.append(str(s.why))
        lines.append(s.betting(hand))
    lines.extend(str(line) for line in result_lines(hand))
    if hand.is_over:
        lines.append(explain.net_result(hand.structure.money, hand.payoffs))
    return lines
