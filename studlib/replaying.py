"""A recorded hand stood at any decision: opened from whatever a learner gives, stepped by decision and by street.

The Replay widget's game without its view (studlib.widgets.replay draws it). A source comes from
anyone: a .phh path, PHH text, a teacher's share code, a phh.Record or a studlib.Hand; what cannot
be read is a ValueError that says what is allowed. Where the hand came from is data (Source), put
into words by the view.

    replayed = ReplayedHand(open_source("lessons/data/wsop-2023-43/9.phh"))
    replayed.hand_at(replayed.next_street(0))   # the hand as fourth street is dealt
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from . import phh
from .hand import Hand
from .i18n import _
from .practice import SHOWDOWN_STAGE, play_to_street
from .rules import Rules
from .scenario import Scenario
from .speech import LogLine

__all__ = ["SourceKind", "Source", "open_source", "ReplayedHand"]

_SHOWN_CHARS = 60   # a mistyped file name is quoted up to this length


class SourceKind(StrEnum):
    """What a replayed hand was opened from."""

    FILE = "file"            # a .phh file (only its name is kept: no folder on screen)
    TEXT = "text"            # PHH text, or a phh.Record
    HAND = "hand"            # a studlib.Hand
    SCENARIO = "scenario"    # a share code, dealt and played passively to the end


@dataclass(frozen=True)
class Source:
    """A record and where it came from: the file's name, the deal number or the share code in
    `label`; the record's own event and hand number, when it names both."""

    record: phh.Record
    kind: SourceKind
    label: str = ""
    event: str | None = None
    hand_number: Any = None


def _source(record: phh.Record, kind: SourceKind, label: str = "") -> Source:
    event, number = record.fields.get("event"), record.fields.get("hand")
    if event and number is not None:
        return Source(record, kind, label, str(event), number)
    return Source(record, kind, label)


def open_source(source: Any) -> Source:
    """The record of a path, PHH text, a share code, a Record or a Hand; a ValueError in plain
    words when it cannot be read (a bad record, code or file says what is wrong in it)."""
    if isinstance(source, phh.Record):
        return _source(source, SourceKind.TEXT)
    if isinstance(source, Hand):
        return Source(phh.loads(phh.dumps(source)), SourceKind.HAND, str(source.seed))
    if isinstance(source, Path):
        source = str(source)
    if not isinstance(source, str):
        raise ValueError(_("Replay opens a .phh file path, PHH text, a share code, a phh.Record or a "
                           "studlib.Hand, not {value!r}.").format(value=source))
    text = source.strip()
    if not text:
        raise ValueError(_("type a .phh file name or a share code first."))
    if "\n" in text or "=" in text:
        return _source(phh.loads(source), SourceKind.TEXT)
    path = Path(text)
    try:
        exists = path.exists()
    except (OSError, ValueError):   # a name too long for a file ('A' * 300): not a file, maybe a code
        exists = False
    if path.suffix == ".phh" or exists:
        if not exists:
            shown = text if len(text) <= _SHOWN_CHARS else text[:_SHOWN_CHARS - 3] + "..."
            raise ValueError(_("there is no file {name!r} here (the path is read from the notebook's "
                               "folder).").format(name=shown))
        # A folder, a device or a pipe is refused by name. The file's name only, never its folder:
        # nothing machine-specific on screen or in a lesson.
        return _source(phh.load(path), SourceKind.FILE, path.name)
    scenario = Scenario.from_code(text)  # a ScenarioError (a ValueError) says what is mistyped
    hand = scenario.hand()
    play_to_street(hand, SHOWDOWN_STAGE)
    return Source(phh.loads(phh.dumps(hand)), SourceKind.SCENARIO, scenario.code())


class ReplayedHand:
    """A recorded hand after any number of its decisions (0: as dealt, before the bring-in)."""

    def __init__(self, source: Source, rules: Rules | None = None) -> None:
        self.source = source
        record = source.record
        self.rules = rules or record.rules
        final = record.replay(rules=self.rules)   # a record that breaks a rule stops here, with its reason
        # What the replay read into a real record: the cards it dealt for '??', raises written short.
        self.notes = tuple(n.text(record.structure) for n in record.replay_notes(self.rules))
        self.steps = len(final.history)
        self._history = final.history
        self._final_street = final.street
        self._hands: dict[int, Hand] = {self.steps: final}

    @property
    def record(self) -> phh.Record:
        return self.source.record

    def hand_at(self, k: int) -> Hand:
        """The hand after k decisions (each replayed once, then kept)."""
        hand = self._hands.get(k)
        if hand is None:
            hand = self._hands[k] = self.record.replay(rules=self.rules, decisions=k)
        return hand

    def street_at(self, k: int) -> int:
        """The street the hand is on after k decisions."""
        return self._history[k][0] if k < self.steps else self._final_street

    def new_lines(self, k: int) -> list[LogLine]:
        """What the dealer said to bring the hand to k: the last decision and everything it set off
        (a street dealt, who acts first and why, the showdown); at 0, the deal itself."""
        log = self.hand_at(k).log
        return log if k == 0 else log[len(self.hand_at(k - 1).log):]

    def next_street(self, k: int) -> int:
        """The position of the first decision of the street after the one at k (or the end)."""
        now = self.street_at(k)
        return next((j for j in range(k + 1, self.steps + 1) if self.street_at(j) > now), self.steps)

    def street_start(self, k: int) -> int:
        """The position where the street at k began, or where the street before began when k is
        already the start of its street."""
        now = self.street_at(k)
        start = min(j for j in range(k + 1) if self.street_at(j) == now)
        if start == k and start > 0:
            before = self.street_at(start - 1)
            start = min(j for j in range(start) if self.street_at(j) == before)
        return start
