"""make hub-check's own verdicts (tools/hub_check.py) on made-up homes: the per-learner safety
check (issue 31 item 3) must fail when a record lies outside its learner's home, when two
learners share a file, or when a link leads out of a home; the percentile is nearest-rank.
The check itself runs a real hub: `make hub-check`, not part of make test."""

from __future__ import annotations

import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tools"))

import hub_check  # noqa: E402


def learner_with_files(root: Path, name: str) -> hub_check.Learner:
    """A learner whose home holds a record and a saved hand, as the kernel reports them."""
    home = root / name
    record = home / ".local/share/jupyter/studlib/progress.json"
    hand = home / "studlib/lessons/hands/stud-deal-4711.phh"
    for path in (record, hand):
        path.parent.mkdir(parents=True)
        path.write_text(name, encoding="utf-8")
    return hub_check.Learner(name, home, facts={"home": str(home), "record": str(record), "hand": str(hand)})


def test_own_homes_pass(tmp_path):
    learners = [learner_with_files(tmp_path, f"learner{i}") for i in (1, 2)]
    hub_check.check_own_files(learners)
    assert [x.failure for x in learners] == ["", ""]


def test_a_record_outside_the_home_fails(tmp_path):
    first, second = (learner_with_files(tmp_path, f"learner{i}") for i in (1, 2))
    second.facts["record"] = first.facts["record"]   # both kernels writing one record
    hub_check.check_own_files([first, second])
    assert first.failure == "" and "record" in second.failure and str(second.home) in second.failure


def test_a_shared_file_fails(tmp_path):
    first, second = (learner_with_files(tmp_path, f"learner{i}") for i in (1, 2))
    os.link(first.facts["hand"], second.home / "studlib/lessons/hands/shared.phh")
    hub_check.check_own_files([first, second])
    assert first.failure == "" and "same file" in second.failure and "learner1" in second.failure


def test_a_link_out_of_the_home_fails(tmp_path):
    first, second = (learner_with_files(tmp_path, f"learner{i}") for i in (1, 2))
    (second.home / "elsewhere").symlink_to(first.home)
    hub_check.check_own_files([first, second])
    assert first.failure == "" and "links out" in second.failure


def test_percentile_is_nearest_rank():
    assert hub_check.percentile(list(range(1, 21)), 95) == 19
    assert hub_check.percentile([3.0, 1.0, 2.0], 95) == 3.0
    assert hub_check.percentile([4, 1, 3, 2], 50) == 2
