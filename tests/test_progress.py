"""The learner's record (studlib.progress): kept between sessions, never lost, FSRS-scheduled."""

from __future__ import annotations

import json
import multiprocessing
from datetime import datetime, timedelta, timezone

import pytest

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


@pytest.mark.parametrize("garbage", ["{not json", '{"format": 99, "rules": {}}', "[1, 2]",
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
    assert [f.name for f in tmp_path.iterdir()] == ["p.json"]


def _hammer(path: str, rule: str) -> None:
    p = Progress(path)
    for _ in range(40):
        p.record([rule], correct=False)


def test_two_kernels_writing_at_once_never_garble_the_file(tmp_path):
    path = str(tmp_path / "p.json")
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_hammer, args=(path, rule)) for rule in ("GEN-3.2", "RAZZ-8.2")]
    for proc in procs:
        proc.start()
    for proc in procs:
        proc.join(60)
    p = Progress(path)
    assert p.notice == ""                       # one whole record: the last writer's
    assert set(p.rules) <= {"GEN-3.2", "RAZZ-8.2"} and p.rules
    # A whole record: at the same instant one writer may replace the other's latest answer
    # (the file is never garbled; a lost answer or two is the price of no lock file).
    assert all(rec.misses == rec.attempts <= 40 for rec in p.rules.values())
    assert [f.name for f in tmp_path.iterdir()] == ["p.json"]


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
