"""A learner's record, kept between sessions: how each rule went, and which to practise next.

    p = Progress()                              # your record (or Progress("my-record.json"))
    p.record(["RAZZ-8.2"], correct=False)       # what every widget calls on an answer
    p.weakest(3)                                # rule IDs most in need of practice, first first

One small JSON file holds, per rule ID: attempts, misses, when it was last seen, and the
scheduler's card. Scheduling is FSRS (the `fsrs` package, the algorithm Anki uses): each rule is
one card, a right answer rates it Good, a miss Again. A file that cannot be read is renamed
aside (progress.json.unreadable-...) with a message in `notice`, never lost and never a crash:
every field is checked on load (a whole number of attempts, a finite positive stability, a due
date with its time zone, ...), so a file that loads is one every later answer can use. Records
of rule IDs this version does not know (a file written by a newer course) and keys it does not
know are written back as they were read.

Each answer holds a lock on the file (progress.json.lock, the `filelock` package) while it
reads the latest record, adds the answer and writes it back: two widgets or two kernels
answering at once both land. Every write goes to a temporary file first and then replaces the
record in one step, so the file is never garbled. A record that is a symbolic link stays one:
the file it points to is read and written. An unreadable file is set aside under a name of its
own (to the microsecond, then -2, -3 ...), never over an earlier one. An answer that cannot be written (a full
disk, a read-only folder) is kept in memory with a message in `notice`, and is written with
the next answer that can be. In JupyterLite (one kernel, the browser's storage) there is no
lock to take and none is taken.

Where the file lives: `path`, else the environment variable STUDLIB_PROGRESS (the value
`memory` keeps the record in memory only: the tests and lesson runs use it so they never read
or write a learner's record), else `studlib/progress.json` in the Jupyter data directory
(in JupyterLite, /drive, which the browser keeps).
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import sys
import tempfile
import zlib
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from fsrs import Card, Rating, Scheduler, State

from .catalogue import FAMILIES, RULES
from .i18n import _

__all__ = ["Progress", "RuleRecord", "Timing", "default_path", "record_to", "YOUR_RECORD", "ENV_VAR", "IN_MEMORY"]

ENV_VAR = "STUDLIB_PROGRESS"
IN_MEMORY = "memory"
_FORMAT = 1
# Limits on what a record file may hold: far above a learner's real record (every rule of the
# catalogue answered takes about 100 kB and a few thousand attempts), far below trouble.
MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_ATTEMPTS = 10**9
# How long an answer waits for another kernel's answer to be written before it is kept in
# memory instead (a write takes milliseconds; the lock is freed when its kernel stops).
LOCK_TIMEOUT_SECONDS = 10
# Timed answers kept (the oldest go first): a year of daily sessions of drills, a few hundred kB.
MAX_TIMINGS = 5000
MAX_SECONDS = 24 * 3600.0          # one answer's time: a question left open overnight is still a number
# A right answer counts as slow (FSRS Hard) when it came past the learner's time limit, or took
# more than SLOW_FACTOR times the learner's own median for that kind (after SLOW_AFTER answers).
SLOW_FACTOR = 2.0
SLOW_AFTER = 5
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
    afresh at each answer (Progress()), so nothing is kept between answers but the file
    (unless the file could not take an answer: see record_to)."""

    def __repr__(self) -> str:
        return "YOUR_RECORD"


YOUR_RECORD = _YourRecord()


def record_to(progress: Progress | _YourRecord | None, rule_ids: Iterable[str],
              correct: bool, **timing: Any) -> tuple[Progress | _YourRecord | None, str]:
    """What a widget calls on an answer: into `progress` (YOUR_RECORD: the learner's file, or
    memory under STUDLIB_PROGRESS=memory; None: nowhere). No rule IDs: nothing to record.

    Returns what the widget records its next answer into, and the notice to show ('' if none).
    That is `progress` itself, except when the learner's file could not be read or could not
    take this answer: then the Progress that keeps the answers in memory (and writes them with
    the next answer that can be).
    """
    rule_ids = tuple(rule_ids)
    if progress is None or not rule_ids:
        return progress, ""
    record = Progress() if progress is YOUR_RECORD else progress
    record.record(rule_ids, correct=correct, **timing)   # seconds=, late=, kind= for a timed answer
    # A record with something to say (answers not written, a file it could not read) holds this
    # session's answers: the widget keeps it rather than opening the file afresh next time.
    keep = record if progress is not YOUR_RECORD or record.notice else YOUR_RECORD
    return keep, record.notice


@dataclass(frozen=True)
class RuleRecord:
    """How one rule has gone: attempts, misses, last seen, and its FSRS card."""

    rule: str
    attempts: int
    misses: int
    last_seen: datetime
    card: Card
    # The record as it was read: keys this version does not know are written back as they were.
    as_read: Mapping[str, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def miss_rate(self) -> float:
        return self.misses / self.attempts if self.attempts else 0.0

    def to_dict(self) -> dict:
        card = {**self.as_read.get("card", {}), **self.card.to_dict()}
        return {**self.as_read, "attempts": self.attempts, "misses": self.misses,
                "last_seen": self.last_seen.isoformat(), "card": card}

    @classmethod
    def from_dict(cls, rule: str, data: Any) -> RuleRecord:
        """One rule's record from the file, every field checked (a ValueError says which and why)."""
        data = _mapping(data, rule)
        attempts = _whole(data.get("attempts"), f"{rule}.attempts", MAX_ATTEMPTS)
        misses = _whole(data.get("misses"), f"{rule}.misses", MAX_ATTEMPTS)
        if not misses <= attempts:
            raise ValueError(_("{rule}: {misses} misses in {attempts} attempts").format(
                rule=rule, misses=misses, attempts=attempts))
        return cls(rule, attempts, misses, _moment(data.get("last_seen"), f"{rule}.last_seen"),
                   _card(data.get("card"), f"{rule}.card"), data)


# --- checking what a file says ---------------------------------------------------------------

def _bad(where: str, value: Any, allowed: str) -> ValueError:
    shown = repr(value)
    shown = shown if len(shown) <= 40 else shown[:37] + "..."
    return ValueError(_("{field} is {value}, where {allowed} belongs").format(field=where, value=shown,
                                                                              allowed=allowed))


def _mapping(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise _bad(where, value, _("a table of fields"))
    return value


def _whole(value: Any, where: str, most: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
        raise _bad(where, value, _("a whole number from 0 to {most}").format(most=most))
    return value


def _number(value: Any, where: str, low: float, high: float) -> float:
    """A finite number in [low, high] (JSON's 1e400 reads as infinity and is refused here)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or not low <= value <= high:
        raise _bad(where, value, _("a number from {low} to {high}").format(low=low, high=high))
    return float(value)


def _moment(value: Any, where: str) -> datetime:
    """A date and time with its time zone (one without could not be compared with now)."""
    try:
        moment = datetime.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        moment = None
    if moment is None or moment.utcoffset() is None:
        raise _bad(where, value, _("a date and time with its time zone"))
    return moment


def _card(value: Any, where: str) -> Card:
    """The FSRS card, each field checked: what fsrs itself would only fail on at the next answer."""
    data = _mapping(value, where)
    card_id = data.get("card_id")
    if isinstance(card_id, bool) or not isinstance(card_id, int):
        raise _bad(f"{where}.card_id", card_id, _("a whole number"))
    try:
        state = State(data.get("state"))
    except ValueError:
        raise _bad(f"{where}.state", data.get("state"), ", ".join(str(s.value) for s in State)) from None
    step = data.get("step")
    if step is not None:
        step = _whole(step, f"{where}.step", 100)
    # FSRS keeps stability (days) positive and difficulty between 1 and 10.
    stability = data.get("stability")
    if stability is not None:
        stability = _number(stability, f"{where}.stability", 0.001, 1e6)
    difficulty = data.get("difficulty")
    if difficulty is not None:
        difficulty = _number(difficulty, f"{where}.difficulty", 1.0, 10.0)
    # What the scheduler needs in each state (fsrs asserts it at the next answer): a card being
    # learned or relearned is at a step; a card reviewed before has its stability and difficulty.
    needed = {State.Learning: ("step",), State.Review: ("stability", "difficulty"),
              State.Relearning: ("stability", "difficulty", "step")}[state]
    present = {"step": step, "stability": stability, "difficulty": difficulty}
    for name in needed:
        if present[name] is None:
            needs = _("a number (needed in state {state})").format(state=state.value)
            raise _bad(f"{where}.{name}", None, needs)
    last_review = data.get("last_review")
    return Card(card_id=card_id, state=state, step=step, stability=stability, difficulty=difficulty,
                due=_moment(data.get("due"), f"{where}.due"),
                last_review=None if last_review is None else _moment(last_review, f"{where}.last_review"))


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(_("the number {text} is too large").format(text=text))
    return value


def _whole_number(text: str) -> int:
    """A whole number of the file; one of more digits than Python reads (4,300) is refused in
    studlib's words (no record holds a number of more than a few digits)."""
    if len(text.lstrip("-")) > 4300:
        raise ValueError(_("a number of {digits} digits, more than a record can hold").format(
            digits=len(text.lstrip("-"))))
    return int(text)


def _no_constant(name: str) -> Any:
    raise ValueError(_("{name} is not a number a record can hold").format(name=name))


def _read_json(path: Path) -> Any:
    """The file's JSON, refusing what no record holds: NaN, Infinity, numbers that overflow,
    nesting deeper than Python can follow, and files beyond MAX_FILE_BYTES."""
    size = path.stat().st_size
    if size > MAX_FILE_BYTES:
        raise ValueError(_("{size} bytes, more than the {most} a record may hold").format(
            size=size, most=MAX_FILE_BYTES))
    try:
        return json.loads(path.read_text(encoding="utf-8"), parse_float=_finite, parse_int=_whole_number,
                          parse_constant=_no_constant)
    except RecursionError:
        raise ValueError(_("nested too deeply")) from None


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


def _median(values: list[float]) -> float:
    """The middle value (the mean of the middle two for an even count)."""
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


@dataclass(frozen=True)
class _Answer:
    """One answer as record() was given it, kept until it is written."""

    rules: tuple[str, ...]
    correct: bool
    when: datetime
    seconds: float | None = None
    late: bool = False
    kind: str | None = None
    slow: bool = False      # rated Hard: late, or well over the learner's own usual time


@dataclass(frozen=True)
class Timing:
    """How long one timed answer took: when, which drill kind, seconds, past the limit or not, right
    or not. `as_read` keeps the fields this version does not know, written back as they were."""

    when: datetime
    kind: str
    seconds: float
    late: bool
    correct: bool
    as_read: Mapping[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def to_dict(self) -> dict:
        return {**self.as_read, "at": self.when.isoformat(), "kind": self.kind, "seconds": self.seconds,
                "late": self.late, "correct": self.correct}

    @classmethod
    def from_dict(cls, data: Any, where: str) -> Timing:
        """One timing from the file, every field checked (a ValueError says which and why)."""
        data = _mapping(data, where)
        kind = data.get("kind")
        if not isinstance(kind, str) or not 0 < len(kind) <= 40:
            raise _bad(f"{where}.kind", kind, _("a drill kind's name"))
        for flag in ("late", "correct"):
            if not isinstance(data.get(flag), bool):
                raise _bad(f"{where}.{flag}", data.get(flag), "true / false")
        return cls(_moment(data.get("at"), f"{where}.at"), kind,
                   _number(data.get("seconds"), f"{where}.seconds", 0.0, MAX_SECONDS),
                   data["late"], data["correct"], data)


@contextlib.contextmanager
def _file_lock(path: Path) -> Iterator[None]:
    """Hold progress.json.lock while the record is read, added to and written back.

    In JupyterLite (Pyodide, sys.platform 'emscripten') one kernel owns the browser's storage
    and there is no lock to take, so none is (filelock is not imported there). Elsewhere an
    OSError says the lock could not be taken: a read-only folder, or filelock.Timeout (an
    OSError) when another kernel held it for LOCK_TIMEOUT_SECONDS.
    """
    if sys.platform == "emscripten":
        yield
        return
    from filelock import FileLock
    path.parent.mkdir(parents=True, exist_ok=True)
    with FileLock(path.with_name(path.name + ".lock"), timeout=LOCK_TIMEOUT_SECONDS):
        yield


class Progress:
    """One learner's record: load it (or start one), record answers, ask what to practise."""

    def __init__(self, path: str | os.PathLike | None = None, *, clock: Clock | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.clock = clock or _utc_now
        self._trouble: tuple = ()   # a record that could not be read: (path, error, aside, move error)
        self._write_error: OSError | None = None   # why the last answer could not be written
        self._unsaved: list[_Answer] = []          # answers kept in memory until they can be written
        self._reset_error: OSError | None = None   # why the last reset could not be written
        self.rules: dict[str, RuleRecord] = {}
        self._other_rules: dict[str, Any] = {}     # records of rule IDs this version does not know
        self._other_keys: dict[str, Any] = {}      # top-level keys this version does not know
        self.timings: list[Timing] = []            # timed answers, oldest first
        self._load()

    @classmethod
    def in_memory(cls, *, clock: Clock | None = None) -> Progress:
        """A record that is never read from or written to a file (a demo, a test)."""
        p = cls.__new__(cls)
        p.path, p.clock, p._trouble, p.rules = None, clock or _utc_now, (), {}
        p._write_error, p._unsaved, p._other_rules, p._other_keys = None, [], {}, {}
        p._reset_error, p.timings = None, []
        return p

    @property
    def unsaved(self) -> int:
        """How many answers are kept in memory only, waiting to be written (0: all written)."""
        return len(self._unsaved)

    @property
    def notice(self) -> str:
        """What happened to a record that could not be read or written ('' if nothing), in the
        language in force."""
        notices = []
        if self._trouble:
            path, err, aside, move_err = self._trouble
            if move_err is None:
                notices.append(_("Your practice record {path} could not be read ({error}); it was kept as "
                                 "{aside} and a new record was started.").format(path=path, error=err, aside=aside))
            else:
                notices.append(_("Your practice record {path} could not be read ({error}) nor set aside "
                                 "({move_error}); answers are kept for this session only.").format(
                                     path=path, error=err, move_error=move_err))
        if self._write_error is not None and self._unsaved:
            notices.append(_("Your practice record {path} could not be saved ({error}): your answers are "
                             "kept in memory and will be saved with the next answer that can be.").format(
                                 path=self.path, error=self._write_error.strerror or self._write_error))
        if self._reset_error is not None:
            notices.append(_("Your practice record {path} could not be reset ({error}): it still holds your "
                             "answers.").format(path=self.path,
                                                error=self._reset_error.strerror or self._reset_error))
        return " ".join(notices)

    # --- the file ------------------------------------------------------------------------------

    def _load(self) -> None:
        """Read the file anew (a missing file is an empty record; an unreadable one is set aside)."""
        if self.path is None:
            return
        self.rules, self._other_rules, self._other_keys, self.timings = {}, {}, {}, []
        if not self.path.exists():
            return
        try:
            data = _mapping(_read_json(self.path), self.path.name)
            if isinstance(data.get("format"), bool) or data.get("format") != _FORMAT:   # true == 1 in Python
                raise ValueError(_("format {found!r}, not {expected}").format(found=data.get("format"),
                                                                               expected=_FORMAT))
            records = _mapping(data.get("rules"), "rules")
            rules = {rule: RuleRecord.from_dict(rule, rec) for rule, rec in records.items() if rule in RULES}
            self.rules = rules
            self._other_rules = {rule: rec for rule, rec in records.items() if rule not in RULES}
            timings = data.get("timings", [])
            if not isinstance(timings, list) or len(timings) > MAX_TIMINGS:
                raise _bad("timings", timings, _("a list of at most {count} timed answers").format(count=MAX_TIMINGS))
            self.timings = [Timing.from_dict(t, f"timings[{i}]") for i, t in enumerate(timings)]
            self._other_keys = {k: v for k, v in data.items() if k not in ("format", "rules", "timings")}
        except (OSError, ValueError) as err:
            self.rules, self._other_rules, self._other_keys, self.timings = {}, {}, {}, []
            self._set_aside(err)

    def _file(self) -> Path:
        """The file the record is in: the path, or where it points when it is a symbolic link (a
        learner who keeps the record elsewhere and links it keeps the link: writes go through it)."""
        return self.path.resolve() if self.path.is_symlink() else self.path

    def _set_aside(self, err: Exception) -> None:
        """Rename the unreadable file to a name of its own, never over an earlier one."""
        real = self._file()
        stamp = self.clock().strftime("%Y%m%dT%H%M%S.%f")
        aside, n = real.with_name(f"{real.name}.unreadable-{stamp}"), 2
        while aside.exists() or aside.is_symlink():
            aside, n = real.with_name(f"{real.name}.unreadable-{stamp}-{n}"), n + 1
        try:
            os.replace(real, aside)   # the name was checked free just above
            self._trouble = (self.path, err, aside.name, None)
        except OSError as move_err:
            self._trouble = (self.path, err, None, move_err)
            self.path = None

    def save(self) -> None:
        """Write the record: a temporary file beside it, then one atomic replace."""
        if self.path is None:
            return
        rules = {**self._other_rules, **{r: rec.to_dict() for r, rec in self.rules.items()}}
        data = {**self._other_keys, "format": _FORMAT, "rules": dict(sorted(rules.items()))}
        if self.timings:
            data["timings"] = [t.to_dict() for t in self.timings[-MAX_TIMINGS:]]
        real = self._file()   # through a symbolic link: the link stays, the file it names is written
        real.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".progress-", suffix=".tmp", dir=real.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(data, f, indent=1)
            os.replace(tmp, real)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        with _file_lock(self._file()) if self.path is not None else contextlib.nullcontext():
            yield

    # --- answers -------------------------------------------------------------------------------

    def record(self, rule_ids: Iterable[str], correct: bool, seconds: float | None = None, *,
               late: bool = False, kind: str | None = None) -> None:
        """One answer that tested these rules: right (FSRS Good), right but slow (Hard), or missed
        (Again); then saved.

        `seconds` is how long the answer took (None: not timed) and `late` whether it came after
        the time limit the learner set: a late answer is marked late, never wrong. A right answer
        is slow, and rated Hard so FSRS brings it back sooner, when it is late or took more than
        SLOW_FACTOR times the learner's median for this `kind` of drill. Timed answers are kept
        in `timings` (the speed chart reads them).

        If it cannot be saved (a full disk, a read-only folder), it is kept in memory, `notice`
        says so, and it is written with the next answer that can be: nothing is raised.
        """
        if not isinstance(correct, bool):
            raise ValueError(_("correct must be True or False, not {correct!r}.").format(correct=correct))
        if not isinstance(late, bool):
            raise ValueError(_("late must be True or False, not {late!r}.").format(late=late))
        if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, (int, float))
                                    or not 0 <= seconds <= MAX_SECONDS):
            raise ValueError(_("seconds is how long the answer took, 0 to {most}, or None, not {seconds!r}.").format(
                most=int(MAX_SECONDS), seconds=seconds))
        if kind is not None and (not isinstance(kind, str) or not 0 < len(kind) <= 40):
            raise ValueError(_("kind is a drill kind's name, such as 'pot', not {kind!r}.").format(kind=kind))
        slow = correct and (late or (seconds is not None and self._slow(kind or "", float(seconds))))
        answer = _Answer(tuple(_check_rules(rule_ids)), correct, self.clock(),
                         None if seconds is None else float(seconds), late, kind, slow)
        in_memory, timings_before = dict(self.rules), list(self.timings)
        self._unsaved.append(answer)
        try:
            with self._locked():
                self._load()        # the latest record: another widget or kernel may have added to it
                for kept in self._unsaved:
                    self._add(kept)
                self.save()
        except OSError as err:
            self.rules = in_memory  # as before this answer (earlier unsaved answers included) ...
            self.timings = timings_before
            self._add(answer)       # ... and this one
            self._write_error = err
        else:
            self._unsaved, self._write_error = [], None

    def _slow(self, kind: str, seconds: float) -> bool:
        """Whether `seconds` is well over the learner's own median time for this kind of drill."""
        earlier = [t.seconds for t in self.timings if t.kind == kind and t.correct]
        return len(earlier) >= SLOW_AFTER and seconds > SLOW_FACTOR * _median(earlier)

    def _add(self, answer: _Answer) -> None:
        """One answer into the FSRS cards, the counts and the timings (in memory)."""
        rating = Rating.Again if not answer.correct else Rating.Hard if answer.slow else Rating.Good
        if answer.seconds is not None:
            self.timings.append(Timing(answer.when, answer.kind or "", answer.seconds, answer.late,
                                       answer.correct))
            del self.timings[:-MAX_TIMINGS]
        for rule in answer.rules:
            old = self.rules.get(rule)
            card = old.card if old else Card(card_id=_card_id(rule), due=answer.when)
            card, _log = _SCHEDULER.review_card(card, rating, review_datetime=answer.when)
            self.rules[rule] = RuleRecord(rule, (old.attempts if old else 0) + 1,
                                          (old.misses if old else 0) + (not answer.correct), answer.when, card,
                                          old.as_read if old else {})

    def reset(self) -> bool:
        """Forget every answer, this version's rules and any other's (the widget asks first),
        and save the empty record. False (and `notice` says why) when the file could not be
        written: then nothing is forgotten, in memory or on disk."""
        try:
            with self._locked():
                self._save_empty()
        except OSError as err:
            self._reset_error = err
            return False
        self.rules, self._other_rules, self._unsaved, self.timings = {}, {}, [], []
        self._reset_error = self._write_error = None
        return True

    def _save_empty(self) -> None:
        """Write a record with no answers in it (unknown top-level keys kept)."""
        kept = self.rules, self._other_rules, self.timings
        self.rules, self._other_rules, self.timings = {}, {}, []
        try:
            self.save()
        finally:
            self.rules, self._other_rules, self.timings = kept

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

    def speed_by_session(self) -> list[tuple[str, float, float, int]]:
        """Per session (a UTC day), oldest first: (day 'YYYY-MM-DD', median seconds, slowest
        seconds, answers timed)."""
        days: dict[str, list[float]] = {}
        for t in self.timings:
            days.setdefault(t.when.astimezone(timezone.utc).date().isoformat(), []).append(t.seconds)
        return [(day, _median(times), max(times), len(times)) for day, times in sorted(days.items())]

    def slowest_kinds(self, n: int = 3) -> list[tuple[str, float, int]]:
        """Up to n drill kinds with the highest median time, slowest first: (kind, median, answers)."""
        kinds: dict[str, list[float]] = {}
        for t in self.timings:
            if t.kind:
                kinds.setdefault(t.kind, []).append(t.seconds)
        ranked = sorted(((k, _median(v), len(v)) for k, v in kinds.items()), key=lambda x: (-x[1], x[0]))
        return ranked[:max(n, 0)]

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
