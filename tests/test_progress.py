"""The learner's record (studlib.progress): kept between sessions, never lost, FSRS-scheduled."""

from __future__ import annotations

import errno
import json
import multiprocessing
import os
from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studlib.progress import ENV_VAR, Progress, default_path


class Clock:
    """A clock the test moves by hand: nothing sleeps."""

    def __init__(self) -> None:
        self.now = datetime(2026, 12, 1, 9, 0, tzinfo=timezone.utc)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def clock():
    return Clock()


def test_a_new_record_is_empty_and_weakest_names_only_answered_rules(tmp_path, clock):
    p = Progress(tmp_path / "p.json", clock=clock)
    assert p.rules == {} and p.weakest(3) == [] and p.notice == ""
    assert not (tmp_path / "p.json").exists()   # reading never writes


def test_record_counts_attempts_misses_and_last_seen(tmp_path, clock):
    p = Progress(tmp_path / "p.json", clock=clock)
    p.record(["RAZZ-8.2", "T-4"], correct=False)
    clock.advance(minutes=3)
    p.record(["RAZZ-8.2"], correct=True)
    rec = p.rules["RAZZ-8.2"]
    assert (rec.attempts, rec.misses, rec.last_seen) == (2, 1, clock.now)
    assert (p.rules["T-4"].attempts, p.rules["T-4"].misses) == (1, 1)


def test_weakest_puts_the_most_missed_rule_first(tmp_path, clock):
    p = Progress(tmp_path / "p.json", clock=clock)
    for _ in range(5):
        p.record(["GEN-3.2"], correct=True)
        p.record(["RAZZ-8.2"], correct=False)
        p.record(["HILO-10.3"], correct=_ % 2 == 0)
        clock.advance(minutes=1)
    assert p.weakest(3) == ["RAZZ-8.2", "HILO-10.3", "GEN-3.2"]
    assert p.weakest(1) == ["RAZZ-8.2"]


def test_the_record_survives_a_kernel_restart(tmp_path, clock):
    path = tmp_path / "p.json"
    p = Progress(path, clock=clock)
    p.record(["STUD-3.1"], correct=False)
    p.record(["STUD-3.1"], correct=True)
    again = Progress(path, clock=clock)          # a new kernel reads the same file
    assert again.rules == p.rules
    assert again.rules["STUD-3.1"].card.to_dict() == p.rules["STUD-3.1"].card.to_dict()
    assert again.weakest(1) == ["STUD-3.1"]


def test_fsrs_schedules_a_miss_sooner_than_a_right_answer(tmp_path, clock):
    p = Progress(tmp_path / "p.json", clock=clock)
    for _ in range(3):                      # out of the learning steps into review
        p.record(["GEN-5.1"], correct=True)
        p.record(["RAZZ-5.1"], correct=True)
        clock.advance(days=1)
    p.record(["RAZZ-5.1"], correct=False)
    p.record(["GEN-5.1"], correct=True)
    assert p.rules["RAZZ-5.1"].card.due < p.rules["GEN-5.1"].card.due
    clock.advance(hours=1)
    assert "RAZZ-5.1" in p.due() and "GEN-5.1" not in p.due()


@pytest.mark.parametrize("garbage", ["{not json", '{"format": 99, "rules": {}}', '{"format": true, "rules": {}}', "[1, 2]",
                                     '{"format": 1, "rules": {}, "x": ' + "9" * 5000 + "}",
                                     '{"format": 1, "rules": {"GEN-3.2": {"attempts": 1}}}', "\x00\xff"])
def test_a_corrupt_record_is_set_aside_with_a_message_never_lost(tmp_path, clock, garbage):
    path = tmp_path / "p.json"
    path.write_text(garbage, encoding="utf-8", errors="surrogateescape")
    p = Progress(path, clock=clock)
    assert p.rules == {}
    assert "could not be read" in p.notice and "kept as p.json.unreadable-" in p.notice
    kept = list(tmp_path.glob("p.json.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8", errors="surrogateescape") == garbage
    p.record(["GEN-3.2"], correct=True)       # a new record starts and is saved
    assert Progress(path, clock=clock).rules["GEN-3.2"].attempts == 1


def test_writes_replace_the_file_whole_and_leave_no_temporary_files(tmp_path, clock):
    path = tmp_path / "p.json"
    p = Progress(path, clock=clock)
    for i in range(20):
        p.record(["GEN-7.1"], correct=i % 3 == 0)
    assert json.loads(path.read_text())["rules"]["GEN-7.1"]["attempts"] == 20
    assert sorted(f.name for f in tmp_path.iterdir()) == ["p.json", "p.json.lock"]


def test_unknown_rule_ids_and_non_bool_answers_are_refused_and_change_nothing(tmp_path, clock):
    p = Progress(tmp_path / "p.json", clock=clock)
    with pytest.raises(ValueError, match="Unknown rule IDs"):
        p.record(["GEN-3.2", "RAZZ-99"], correct=True)
    with pytest.raises(ValueError, match="True or False"):
        p.record(["GEN-3.2"], correct=1)
    assert p.rules == {} and not (tmp_path / "p.json").exists()


def test_two_records_of_one_file_add_up_instead_of_overwriting(tmp_path, clock):
    path = tmp_path / "p.json"
    a, b = Progress(path, clock=clock), Progress(path, clock=clock)   # two widgets, one kernel
    a.record(["GEN-3.2"], correct=False)
    b.record(["RAZZ-8.2"], correct=False)
    a.record(["GEN-3.2"], correct=True)
    kept = Progress(path, clock=clock).rules
    assert (kept["GEN-3.2"].attempts, kept["RAZZ-8.2"].attempts) == (2, 1)


def test_reset_forgets_everything(tmp_path, clock):
    path = tmp_path / "p.json"
    p = Progress(path, clock=clock)
    p.record(["GEN-3.2"], correct=False)
    p.reset()
    assert p.rules == {} and Progress(path, clock=clock).rules == {}


def test_where_the_record_lives(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "mine.json"))
    assert default_path() == tmp_path / "mine.json"
    monkeypatch.setenv(ENV_VAR, "memory")
    p = Progress()
    assert p.path is None
    p.record(["GEN-3.2"], correct=True)          # kept in memory, no file anywhere
    assert p.rules["GEN-3.2"].attempts == 1
    monkeypatch.delenv(ENV_VAR)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jdata"))
    assert default_path() == tmp_path / "jdata" / "studlib" / "progress.json"


def test_mastery_reads_right_share_and_memory(tmp_path, clock):
    p = Progress.in_memory(clock=clock)
    assert p.mastery("GEN-3.2") is None
    p.record(["GEN-3.2"], correct=True)
    p.record(["RAZZ-8.2"], correct=False)
    assert p.mastery("GEN-3.2") > 0.9 and p.mastery("RAZZ-8.2") == 0.0


# --- two kernels at once, records from other versions, files from anyone, a disk that refuses --

def _record_many(path: str, rule: str, count: int, start) -> None:
    start.wait()                                 # both processes begin together
    p = Progress(path)
    for _ in range(count):
        p.record([rule], correct=False)


def test_two_processes_recording_at_once_keep_every_answer(tmp_path):
    """Issue 20: 2 x 500 records into one file left 622; the lock keeps all 1,000."""
    path = str(tmp_path / "p.json")
    ctx = multiprocessing.get_context("spawn")
    start = ctx.Event()
    procs = [ctx.Process(target=_record_many, args=(path, rule, 500, start)) for rule in ("GEN-3.2", "GEN-3.2")]
    for proc in procs:
        proc.start()
    start.set()
    for proc in procs:
        proc.join(120)
    assert [proc.exitcode for proc in procs] == [0, 0]
    rec = Progress(path).rules["GEN-3.2"]
    assert (rec.attempts, rec.misses) == (1000, 1000)
    assert sorted(f.name for f in tmp_path.iterdir()) == ["p.json", "p.json.lock"]


def test_records_and_keys_this_version_does_not_know_are_kept_as_they_were(tmp_path, clock):
    """Issue 20: a file written by a newer course keeps its other rules and fields."""
    path = tmp_path / "p.json"
    p = Progress(path, clock=clock)
    p.record(["GEN-3.2"], correct=True)
    data = json.loads(path.read_text())
    newer = {"attempts": 3, "misses": 1, "shape": [1, {"x": None}], "card": {"state": 7}}
    data["rules"]["NEW-99.1"] = newer
    data["learner"] = {"name": "Ada"}
    data["rules"]["GEN-3.2"]["hint_level"] = 2
    data["rules"]["GEN-3.2"]["card"]["new_field"] = "kept"
    path.write_text(json.dumps(data))
    q = Progress(path, clock=clock)
    assert q.notice == "" and set(q.rules) == {"GEN-3.2"}
    q.record(["GEN-3.2"], correct=False)
    q.record(["RAZZ-8.2"], correct=True)
    again = json.loads(path.read_text())
    assert again["rules"]["NEW-99.1"] == newer and again["learner"] == {"name": "Ada"}
    assert again["rules"]["GEN-3.2"]["hint_level"] == 2 and again["rules"]["GEN-3.2"]["attempts"] == 2
    assert again["rules"]["GEN-3.2"]["card"]["new_field"] == "kept"
    assert again["rules"]["RAZZ-8.2"]["attempts"] == 1


GOOD_CARD = {"card_id": 1, "state": 2, "step": None, "stability": 3.5, "difficulty": 5.0,
             "due": "2026-12-02T09:00:00+00:00", "last_review": "2026-12-01T09:00:00+00:00"}
GOOD = {"attempts": 2, "misses": 1, "last_seen": "2026-12-01T09:00:00+00:00", "card": GOOD_CARD}


def _with(record=None, **card) -> str:
    rec = dict(GOOD if record is None else record)
    rec["card"] = {**GOOD_CARD, **card}
    return json.dumps({"format": 1, "rules": {"GEN-3.2": rec}})


UNREADABLE = {
    "nested 100,000 deep": '{"format": 1, "rules": ' + "[" * 100_000 + "]" * 100_000 + "}",
    "1e400": _with().replace('"attempts": 2', '"attempts": 1e400'),
    "Infinity": _with().replace('3.5', 'Infinity'),
    "NaN stability": _with().replace('3.5', 'NaN'),
    "due without a time zone": _with(due="2026-12-02T09:00:00"),
    "step x": _with(state=1, step="x"),
    "stability -1": _with(stability=-1),
    "difficulty 11": _with(difficulty=11),
    "state 9": _with(state=9),
    # What fsrs needs in each state (found by the fuzz test below): it asserts at the next answer.
    "reviewed, no stability": _with(stability=None),
    "reviewed, no difficulty": _with(difficulty=None),
    "learning, no step": _with(state=1, step=None),
    "relearning, no step": _with(state=3, step=None),
    "attempts true": _with({**GOOD, "attempts": True}),
    "misses above attempts": _with({**GOOD, "misses": 3}),
    "last seen a number": _with({**GOOD, "last_seen": 5}),
    "huge integer": _with().replace('"attempts": 2', '"attempts": ' + "9" * 5000),
    "rules a list": '{"format": 1, "rules": []}',
    "record a string": '{"format": 1, "rules": {"GEN-3.2": "x"}}',
}


@pytest.mark.parametrize("text", UNREADABLE.values(), ids=UNREADABLE.keys())
def test_a_record_with_a_bad_field_is_set_aside_and_later_answers_work(tmp_path, clock, text):
    """Issue 20: these crashed the load, or every later answer; each is set aside with the notice."""
    path = tmp_path / "p.json"
    path.write_text(text)
    p = Progress(path, clock=clock)
    assert p.rules == {} and "could not be read" in p.notice and "kept as p.json.unreadable-" in p.notice
    for correct in (True, False, True):
        p.record(["GEN-3.2"], correct=correct)
    assert Progress(path, clock=clock).rules["GEN-3.2"].attempts == 3
    assert [f.read_text() for f in tmp_path.glob("p.json.unreadable-*")] == [text]


def test_a_good_record_loads_every_field(tmp_path, clock):
    path = tmp_path / "p.json"
    path.write_text(_with())
    p = Progress(path, clock=clock)
    assert p.notice == "" and p.rules["GEN-3.2"].card.stability == 3.5
    p.record(["GEN-3.2"], correct=True)
    assert Progress(path, clock=clock).rules["GEN-3.2"].attempts == 3


def test_a_file_beyond_the_size_limit_is_set_aside(tmp_path, clock, monkeypatch):
    monkeypatch.setattr("studlib.progress.MAX_FILE_BYTES", 100)
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"format": 1, "rules": {}, "pad": "x" * 200}))
    p = Progress(path, clock=clock)
    assert "more than the 100 a record may hold" in p.notice


def _read_only(*args, **kwargs):
    # What filelock and tempfile raise in a read-only folder (checked as a normal user).
    raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))


def test_a_read_only_folder_keeps_answers_in_memory_and_says_so(tmp_path, clock, monkeypatch):
    """Issue 20: the answer used to raise OSError; now it is kept, with a notice, and written later."""
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "p.json"
    Progress(path, clock=clock).record(["GEN-3.2"], correct=True)
    folder.chmod(0o555)
    if os.access(folder, os.W_OK):    # root writes anyway: refuse as the folder would
        monkeypatch.setattr("studlib.progress._file_lock", _read_only)
    try:
        p = Progress(path, clock=clock)
        p.record(["GEN-3.2"], correct=False)
        p.record(["RAZZ-8.2"], correct=False)
        assert p.unsaved == 2 and "could not be saved (Permission denied)" in p.notice
        assert (p.rules["GEN-3.2"].attempts, p.rules["RAZZ-8.2"].attempts) == (2, 1)
        assert Progress(path, clock=clock).rules["GEN-3.2"].attempts == 1
    finally:
        folder.chmod(0o755)
        monkeypatch.undo()
    p.record(["T-4"], correct=True)             # writable again: all three answers are written
    assert p.unsaved == 0 and p.notice == ""
    kept = Progress(path, clock=clock).rules
    assert (kept["GEN-3.2"].attempts, kept["RAZZ-8.2"].attempts, kept["T-4"].attempts) == (2, 1, 1)


def _full_disk(*args, **kwargs):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_a_full_disk_keeps_the_answer_in_memory_and_the_widget_still_answers(tmp_path, clock, monkeypatch):
    """Issue 20: a full disk made the answer raise to the widget and no feedback was drawn."""
    from studlib.widgets import MultipleChoice
    path = tmp_path / "p.json"
    monkeypatch.setenv(ENV_VAR, str(path))
    monkeypatch.setattr("studlib.progress.tempfile.mkstemp", _full_disk)
    mc = MultipleChoice("Who brings in?", ["Seat 1", "Seat 2"], answer="Seat 2", rule="GEN-3.2")
    assert mc.choose("Seat 2") is True
    assert "Right!" in mc.response.value and "Seat 2" in mc.response.value
    assert "could not be saved (No space left on device)" in mc.response.value
    assert 'role="alert"' in mc.response.value
    assert "could not be saved" in mc.text()
    assert not path.exists() and mc.progress.rules["GEN-3.2"].attempts == 1
    monkeypatch.undo()                          # room again: the next answer writes both
    monkeypatch.setenv(ENV_VAR, str(path))
    mc2 = MultipleChoice("Again?", ["yes", "no"], answer="yes", rule="GEN-3.2", progress=mc.progress)
    mc2.choose("no")
    assert "could not be saved" not in mc2.response.value
    assert Progress(path).rules["GEN-3.2"].attempts == 2


def test_the_lock_is_not_taken_in_jupyterlite(tmp_path, clock, monkeypatch):
    """Pyodide has no other process to wait for: no lock file, filelock not needed."""
    monkeypatch.setattr("studlib.progress.sys.platform", "emscripten")
    p = Progress(tmp_path / "p.json", clock=clock)
    p.record(["GEN-3.2"], correct=True)
    assert [f.name for f in tmp_path.iterdir()] == ["p.json"]


def test_a_reset_that_cannot_be_written_forgets_nothing_and_says_so(tmp_path, clock, monkeypatch):
    from studlib.widgets import PracticeWeakRules
    path = tmp_path / "p.json"
    p = Progress(path, clock=clock)
    p.record(["GEN-3.2"], correct=False)
    monkeypatch.setattr("studlib.progress._file_lock", _read_only)
    practice = PracticeWeakRules(progress=p)
    practice.reset(confirmed=True)
    assert p.rules["GEN-3.2"].attempts == 1 and Progress(path, clock=clock).rules["GEN-3.2"].attempts == 1
    assert "could not be reset (Permission denied): it still holds your answers" in p.notice
    assert "could not be reset" in practice.text()
    monkeypatch.undo()
    assert p.reset() is True and p.notice == "" and Progress(path, clock=clock).rules == {}


# Any value JSON can hold, in the places a record has fields.
_JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-10**30, max_value=10**30)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=30)
    | st.sampled_from(["2026-12-02T09:00:00+00:00", "2026-12-02T09:00:00", "NaN", "x"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12)


@st.composite
def _record_files(draw) -> str:
    """A record file as a person or another program might leave it: the right shape, any values."""
    card = {k: draw(st.one_of(st.just(GOOD_CARD[k]), _JSON_VALUES)) for k in GOOD_CARD}
    rec = {k: draw(st.one_of(st.just(GOOD[k]), _JSON_VALUES)) for k in ("attempts", "misses", "last_seen")}
    rec["card"] = draw(st.one_of(st.just(card), _JSON_VALUES))
    rule = draw(st.sampled_from(["GEN-3.2", "RAZZ-8.2", "NEW-1.1"]))
    data = {"format": draw(st.one_of(st.just(1), _JSON_VALUES)), "rules": {rule: rec}}
    text = json.dumps(data)
    constant = draw(st.sampled_from(["", "NaN", "Infinity", "-Infinity", "1e400"]))
    return text.replace(str(GOOD["attempts"]), constant, 1) if constant else text


@settings(max_examples=60, deadline=None)
@given(text=_record_files())
def test_any_record_file_loads_or_is_set_aside_and_answers_keep_working(tmp_path_factory, text):
    """Fuzz (issue 20): a record file loads or is set aside with the notice, never another
    exception, and answers recorded after it are kept."""
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / "p.json"
    path.write_text(text)
    p = Progress(path)
    assert p.notice == "" or "could not be read" in p.notice
    before = p.rules.get("GEN-3.2")
    p.record(["GEN-3.2"], correct=False)
    p.record(["GEN-3.2"], correct=True)
    assert Progress(path).rules["GEN-3.2"].attempts == (before.attempts if before else 0) + 2


def test_a_widget_keeps_answers_when_the_record_can_be_neither_read_nor_set_aside(tmp_path, monkeypatch):
    """An unreadable record in a folder that refuses the set-aside: answers are kept for the session."""
    from studlib.progress import record_to, YOUR_RECORD
    path = tmp_path / "p.json"
    path.write_text("{not json")
    monkeypatch.setenv(ENV_VAR, str(path))
    monkeypatch.setattr("studlib.progress.os.replace", _read_only)
    progress, notice = record_to(YOUR_RECORD, ["GEN-3.2"], True)
    assert "nor set aside" in notice and progress is not YOUR_RECORD
    progress, notice = record_to(progress, ["GEN-3.2"], False)
    assert progress.rules["GEN-3.2"].attempts == 2 and path.read_text() == "{not json"


def test_a_drill_on_a_full_disk_still_gives_its_feedback(tmp_path, monkeypatch):
    """The drills record through the same path: the verdict is drawn, the notice under it."""
    from studlib.widgets import Drill
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "p.json"))
    monkeypatch.setattr("studlib.progress.tempfile.mkstemp", _full_disk)
    drill = Drill("bring_in", seed=3)
    right = drill.answer(drill.question.answer)
    assert right is True and "Right!" in drill.response.value
    assert "could not be saved (No space left on device)" in drill.response.value
    assert "could not be saved" in drill.text() and drill.progress.unsaved == 1


# --- Issue 32 -------------------------------------------------------------------------------------

def test_two_unreadable_records_set_aside_at_the_same_moment_are_both_kept(tmp_path, clock):
    """The set-aside name had one-second resolution: a second one in that second overwrote the first."""
    path = tmp_path / "p.json"
    for garbage in ("{first", "{second"):
        path.write_text(garbage, encoding="utf-8")
        assert "could not be read" in Progress(path, clock=clock).notice   # the clock does not move
    kept = sorted(f.read_text(encoding="utf-8") for f in tmp_path.glob("p.json.unreadable-*"))
    assert kept == ["{first", "{second"]


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="symbolic links")
def test_a_record_that_is_a_symbolic_link_is_written_through_and_stays_a_link(tmp_path, clock):
    real = tmp_path / "synced" / "progress.json"
    real.parent.mkdir()
    link = tmp_path / "p.json"
    link.symlink_to(real)
    p = Progress(link, clock=clock)
    p.record(["GEN-3.2"], correct=False)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert json.loads(real.read_text(encoding="utf-8"))["rules"]["GEN-3.2"]["misses"] == 1
    assert Progress(link, clock=clock).rules["GEN-3.2"].attempts == 1
    real.write_text("{broken", encoding="utf-8")   # an unreadable record behind the link: set aside there
    assert "could not be read" in Progress(link, clock=clock).notice
    assert link.is_symlink() and [f.name.split(".unreadable-")[0] for f in real.parent.glob("*.unreadable-*")] \
        == ["progress.json"]


def test_a_number_beyond_pythons_4300_digits_is_named_in_the_notice(tmp_path, clock):
    path = tmp_path / "p.json"
    path.write_text('{"format": 1, "rules": {}, "x": ' + "9" * 5000 + "}", encoding="utf-8")
    assert "a number of 5000 digits, more than a record can hold" in Progress(path, clock=clock).notice


# --- timed answers (issue 30: the dealer's drills) ---------------------------------------------

def _timed_clock():
    moments = iter(datetime(2026, 12, day, 20, minute, tzinfo=timezone.utc)
                   for day in (1, 2, 3) for minute in range(60))
    return lambda: next(moments)


def test_a_timed_answer_is_kept_with_its_seconds_and_read_back(tmp_path):
    path = tmp_path / "progress.json"
    p = Progress(path)
    p.record(["GEN-10.4"], correct=True, seconds=4.5, kind="side_pots")
    p.record(["GEN-12.4"], correct=True, seconds=12.0, late=True, kind="uncalled")
    again = Progress(path)
    assert [(t.kind, t.seconds, t.late, t.correct) for t in again.timings] == [
        ("side_pots", 4.5, False, True), ("uncalled", 12.0, True, True)]
    # A late answer is right, not a miss: late is not wrong.
    assert again.rules["GEN-12.4"].misses == 0 and again.rules["GEN-12.4"].attempts == 1


def test_a_slow_right_answer_is_rated_hard_and_comes_back_sooner():
    quick, slow = Progress.in_memory(clock=_timed_clock()), Progress.in_memory(clock=_timed_clock())
    quick.record(["GEN-12.4"], correct=True, seconds=3.0, kind="uncalled")
    slow.record(["GEN-12.4"], correct=True, seconds=30.0, late=True, kind="uncalled")
    assert slow.rules["GEN-12.4"].card.due < quick.rules["GEN-12.4"].card.due
    # Without a limit, slow is well over the learner's own median for the kind.
    own = Progress.in_memory(clock=_timed_clock())
    for _ in range(5):
        own.record(["GEN-10.4"], correct=True, seconds=5.0, kind="side_pots")
    twin = Progress.in_memory(clock=_timed_clock())
    for _ in range(5):
        twin.record(["GEN-10.4"], correct=True, seconds=5.0, kind="side_pots")
    own.record(["GEN-10.4"], correct=True, seconds=30.0, kind="side_pots")
    twin.record(["GEN-10.4"], correct=True, seconds=6.0, kind="side_pots")
    # Rated Hard, not Good: FSRS marks the rule harder (it comes back sooner as it grows).
    assert own.rules["GEN-10.4"].card.difficulty > twin.rules["GEN-10.4"].card.difficulty


def test_old_records_read_and_unknown_timing_fields_kept(tmp_path):
    path = tmp_path / "progress.json"
    Progress(path).record(["GEN-10.4"], correct=True)          # an untimed answer: no timings at all
    data = json.loads(path.read_text())
    assert "timings" not in data
    data["timings"] = [{"at": "2026-12-01T20:00:00+00:00", "kind": "pot", "seconds": 3, "late": False,
                        "correct": True, "device": "phone"}]
    path.write_text(json.dumps(data))
    p = Progress(path)
    p.record(["GEN-2.1"], correct=False, seconds=7.0, kind="pot")
    kept = json.loads(path.read_text())["timings"]
    assert kept[0]["device"] == "phone" and [t["seconds"] for t in kept] == [3, 7.0]


@pytest.mark.parametrize("bad", [{"at": "2026-12-01T20:00:00+00:00", "kind": "pot", "seconds": -1,
                                  "late": False, "correct": True}, "not a timing", {"kind": "pot"}])
def test_an_unreadable_timing_sets_the_file_aside(tmp_path, bad):
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"format": 1, "rules": {}, "timings": [bad]}))
    p = Progress(path)
    assert p.timings == [] and p.notice and list(tmp_path.glob("progress.json.unreadable-*"))


@pytest.mark.parametrize("seconds", [-1, float("nan"), float("inf"), True, "4"])
def test_seconds_must_be_a_time(seconds):
    with pytest.raises(ValueError):
        Progress.in_memory().record(["GEN-2.1"], correct=True, seconds=seconds)


def test_speed_by_session_and_the_slowest_kinds():
    p = Progress.in_memory(clock=_timed_clock())
    for seconds, kind in [(4, "pot"), (6, "pot"), (20, "side_pots")]:
        p.record(["GEN-2.1"], correct=True, seconds=seconds, kind=kind)
    assert p.speed_by_session() == [("2026-12-01", 6.0, 20.0, 3)]
    assert p.slowest_kinds(5) == [("side_pots", 20.0, 1), ("pot", 5.0, 2)]
    from studlib.plots import text as PT
    assert PT.speed_lines(p.speed_by_session(), p.slowest_kinds()) == [
        "2026-12-01: median 6.0 s, slowest 20.0 s (3 answers)", "Slowest drills: side_pots (20.0 s), pot (5.0 s)."]
    pytest.importorskip("matplotlib")
    from studlib.plots.speed import speed_figure
    fig = speed_figure(p.speed_by_session(), p.slowest_kinds())
    left, right = fig.axes
    assert [line.get_label() for line in left.get_lines()] == ["median answer", "slowest answer"]
    assert [t.get_text() for t in right.get_yticklabels()] == ["pot", "side_pots"]
