"""A learner's record, kept between sessions: how each rule went, and which to practise next.

    p = Progress()                              # your record (or Progress("my-record.json"))
    p.record(["RAZZ-8.2"], correct=False)       # what every widget calls on an answer
    p.weakest(3)                                # rule IDs most in need of practice, first first

One small JSON file holds, per rule ID: attempts, misses, when it was last seen, and the
scheduler's card. Scheduling is FSRS (the `fsrs` package, the algorithm Anki uses): each rule is
one card, a right answer rates it Good, a miss Again. A file that cannot be read is renamed
aside (progress.json.unreadable-...) with a message in `notice`, never lost and never a crash;
every write goes to a temporary file first and then replaces the record in one step, so two
kernels writing at once leave one whole record, never a garbled one. Each answer reads the
file again before it is added, so two widgets (or two kernels, one after the other) add to
the same record instead of writing over each other's answers.

Where the file lives: `path`, else the environment variable STUDLIB_PROGRESS (the value
`memory` keeps the record in memory only: the tests and lesson runs use it so they never read
or write a learner's record), else `studlib/progress.json` in the Jupyter data directory
(in JupyterLite, /drive, which the browser keeps).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from fsrs import Card, Rating, Scheduler

from .catalogue import FAMILIES, RULES
from .i18n import _

__all__ = ["Progress", "RuleRecord", "default_path", "record_to", "YOUR_RECORD", "ENV_VAR", "IN_MEMORY"]

ENV_VAR = "STUDLIB_PROGRESS"
IN_MEMORY = "memory"
_FORMAT = 1
# No fuzzing: the same answers at the same times always give the same schedule (tests, replays).
_SCHEDULER = Scheduler(enable_fuzzing=False)

Clock = Callable[[], datetime]


def _utc_now() -> datetime:
    return datetime.now(timezone.utc)


def default_path() -> Path | None:
    """Where Progress() keeps the record (None: in memory only, STUDLIB_PROGRESS=memory)."""
    chosen = os.environ.get(ENV_VAR)
    if chosen:
        return None if chosen == IN_MEMORY else Path(chosen)
    if sys.platform == "emscripten":        # JupyterLite: /drive is the browser's kept storage
        return Path("/drive/.studlib/progress.json")
    try:
        from jupyter_core.paths import jupyter_data_dir
        base = Path(jupyter_data_dir())
    except ImportError:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "studlib" / "progress.json"


class _YourRecord:
    """The default `progress=` of every answering widget: the learner's own record, opened
    afresh at each answer (Progress()), so nothing is kept between answers but the file."""

    def __repr__(self) -> str:
        return "YOUR_RECORD"


YOUR_RECORD = _YourRecord()


def record_to(progress: Progress | _YourRecord | None, rule_ids: Iterable[str], correct: bool) -> None:
    """What a widget calls on an answer: into `progress` (YOUR_RECORD: the learner's file, or
    memory under STUDLIB_PROGRESS=memory; None: nowhere). No rule IDs: nothing to record."""
    rule_ids = tuple(rule_ids)
    if progress is None or not rule_ids:
        return
    (Progress() if progress is YOUR_RECORD else progress).record(rule_ids, correct=correct)


@dataclass(frozen=True)
class RuleRecord:
    """How one rule has gone: attempts, misses, last seen, and its FSRS card."""

    rule: str
    attempts: int
    misses: int
    last_seen: datetime
    card: Card

    @property
    def miss_rate(self) -> float:
        return self.misses / self.attempts if self.attempts else 0.0

    def to_dict(self) -> dict:
        return {"attempts": self.attempts, "misses": self.misses,
                "last_seen": self.last_seen.isoformat(), "card": self.card.to_dict()}

    @classmethod
    def from_dict(cls, rule: str, data: dict) -> RuleRecord:
        attempts, misses = int(data["attempts"]), int(data["misses"])
        if not 0 <= misses <= attempts:
            raise ValueError(_("{rule}: {misses} misses in {attempts} attempts").format(
                rule=rule, misses=misses, attempts=attempts))
        return cls(rule, attempts, misses, datetime.fromisoformat(data["last_seen"]),
                   Card.from_dict(data["card"]))


def _card_id(rule: str) -> int:
    # A fixed id per rule: fsrs would otherwise take the clock (and sleep a millisecond).
    return zlib.crc32(rule.encode())


def _check_rules(rule_ids: Iterable[str]) -> list[str]:
    if isinstance(rule_ids, str):
        rule_ids = [rule_ids]
    out = list(dict.fromkeys(rule_ids))
    unknown = [r for r in out if r not in RULES]
    if unknown:
        raise ValueError(_("Unknown rule IDs {unknown}: a record keeps catalogue rule IDs such as "
                           "'GEN-3.2', 'RAZZ-8.2' or 'T-5' (studlib.catalogue.RULES).").format(unknown=unknown))
    return out


class Progress:
    """One learner's record: load it (or start one), record answers, ask what to practise."""

    def __init__(self, path: str | os.PathLike | None = None, *, clock: Clock | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.clock = clock or _utc_now
        self._trouble: tuple = ()   # a record that could not be read: (path, error, aside, move error)
        self.rules: dict[str, RuleRecord] = {}
        self._load()

    @classmethod
    def in_memory(cls, *, clock: Clock | None = None) -> Progress:
        """A record that is never read from or written to a file (a demo, a test)."""
        p = cls.__new__(cls)
        p.path, p.clock, p._trouble, p.rules = None, clock or _utc_now, (), {}
        return p

    @property
    def notice(self) -> str:
        """What happened to a record that could not be read ('' if nothing), in the language in force."""
        if not self._trouble:
            return ""
        path, err, aside, move_err = self._trouble
        if move_err is None:
            return _("Your practice record {path} could not be read ({error}); it was kept as {aside} "
                     "and a new record was started.").format(path=path, error=err, aside=aside)
        return _("Your practice record {path} could not be read ({error}) nor set aside ({move_error}); "
                 "answers are kept for this session only.").format(path=path, error=err, move_error=move_err)

    # --- the file ------------------------------------------------------------------------------

    def _load(self) -> None:
        if self.path is None or not self.path.exists():
            return
        self.rules = {}
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if data.get("format") != _FORMAT:
                raise ValueError(_("format {found!r}, not {expected}").format(found=data.get("format"),
                                                                               expected=_FORMAT))
            self.rules = {rule: RuleRecord.from_dict(rule, rec) for rule, rec in data["rules"].items()
                          if rule in RULES}
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as err:
            self.rules = {}
            self._set_aside(err)

    def _set_aside(self, err: Exception) -> None:
        stamp = self.clock().strftime("%Y%m%dT%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.unreadable-{stamp}")
        try:
            os.replace(self.path, aside)
            self._trouble = (self.path, err, aside.name, None)
        except OSError as move_err:
            self._trouble = (self.path, err, None, move_err)
            self.path = None

    def save(self) -> None:
        """Write the record: a temporary file beside it, then one atomic replace."""
        if self.path is None:
            return
        data = {"format": _FORMAT, "rules": {r: rec.to_dict() for r, rec in sorted(self.rules.items())}}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".progress-", suffix=".tmp", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(data, f, indent=1)
            os.replace(tmp, self.path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    # --- answers -------------------------------------------------------------------------------

    def record(self, rule_ids: Iterable[str], correct: bool) -> None:
        """One answer that tested these rules: right (FSRS Good) or missed (Again); then saved."""
        if not isinstance(correct, bool):
            raise ValueError(_("correct must be True or False, not {correct!r}.").format(correct=correct))
        rules = _check_rules(rule_ids)
        now = self.clock()
        self._load()        # the latest record: another widget or kernel may have added to it
        for rule in rules:
            old = self.rules.get(rule)
            card = old.card if old else Card(card_id=_card_id(rule), due=now)
            card, _log = _SCHEDULER.review_card(card, Rating.Good if correct else Rating.Again,
                                             review_datetime=now)
            self.rules[rule] = RuleRecord(rule, (old.attempts if old else 0) + 1,
                                          (old.misses if old else 0) + (not correct), now, card)
        self.save()

    def reset(self) -> None:
        """Forget every answer (the widget asks first) and save the empty record."""
        self.rules = {}
        self.save()

    # --- what to practise ----------------------------------------------------------------------

    def retrievability(self, rule: str) -> float:
        """FSRS's chance the learner gets this rule right now (0 for a rule never seen)."""
        rec = self.rules.get(rule)
        return _SCHEDULER.get_card_retrievability(rec.card, self.clock()) if rec else 0.0

    def mastery(self, rule: str) -> float | None:
        """0..1: the share answered right, times the chance it is still remembered (None: unseen)."""
        rec = self.rules.get(rule)
        if rec is None:
            return None
        return (1 - rec.miss_rate) * self.retrievability(rule)

    def due(self) -> list[str]:
        """The rules whose review FSRS says is due now."""
        now = self.clock()
        return [r for r, rec in self.rules.items() if rec.card.due <= now]

    def weakest(self, n: int = 3) -> list[str]:
        """Up to n rule IDs most in need of practice, first first: most missed, then due, then
        the least likely remembered; only rules already answered (nothing to say about others)."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(_("weakest(n) takes a whole number 0 or more, not {n!r}.").format(n=n))
        now = self.clock()

        def need(rule: str) -> tuple:
            rec = self.rules[rule]
            return (-rec.miss_rate, rec.card.due > now, self.retrievability(rule), rule)

        return sorted(self.rules, key=need)[:n]

    def by_family(self) -> dict[str, tuple[float | None, int]]:
        """Family -> (mean mastery of its practised rules or None, how many were practised)."""
        out = {}
        for family, rules in FAMILIES.items():
            seen = [m for m in (self.mastery(r) for r in rules) if m is not None]
            out[family] = (sum(seen) / len(seen) if seen else None, len(seen))
        return out

    def __repr__(self) -> str:
        where = str(self.path) if self.path else "in memory"   # a debugging repr: not translated
        return f"Progress({where}: {len(self.rules)} rules practised)"
