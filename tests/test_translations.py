"""The French edition stays in step with the English (issue 21.7): each French lesson and question
file records the English revision it translates (`translated_from`), and `make translations`
lists the French files whose English source changed since, with the English diff to translate.

A stale French file is a warning in the test output (pytest's warnings summary), not a failure:
an English change may land before its translation."""

from __future__ import annotations

import subprocess
import sys
import warnings
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))
import translations as tr  # noqa: E402

NAV = "---\n← Previous · Next →\n<!-- written by `make lessons` from lessons/course.toml: change that list, not this cell -->\n"


def _stale(message: str) -> None:
    # A plain UserWarning: pytest-xdist re-imports a warning's class by its module on the main
    # process, and this test module is not importable there.
    warnings.warn(UserWarning(f"stale translation: {message}"), stacklevel=2)


def test_every_french_file_records_the_english_revision_it_translates():
    found = tr.translations()
    assert len(found) >= 2 * 16
    missing = [str(t.french.relative_to(REPO)) for t in found if t.since is None]
    assert not missing, f"no translated_from in {missing}: python tools/translations.py --stamp FILE"


def test_the_french_edition_is_in_step():
    """Warns (never fails) for each French file whose English source changed since its stamp."""
    for s in tr.stale():
        fr = s.translation.french.relative_to(REPO)
        if s.problem:
            _stale(f"{fr}: {s.problem}")
        else:
            changed = sum(1 for line in s.diff.splitlines() if line[:1] in "+-" and line[:3] not in ("+++", "---"))
            _stale(f"{fr} translates {s.translation.english.name} as of {s.translation.since[:10]}; "
                   f"{changed} English lines changed since: run `make translations` for the diff")


def _git(repo: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@example.org", *args],
                          capture_output=True, text=True, check=True)
    return done.stdout.strip()


@pytest.fixture
def course(tmp_path):
    """A tiny course in its own git repository: one lesson and one question file per edition."""
    repo = tmp_path / "course"
    for rel, text in {"lessons/01-x.md": "---\nkernelspec: {}\n---\n\n# 1. X\n\nAny pair beats no pair.\n\n+++\n\n" + NAV,
                      "lessons/fr/01-x.md": "---\nkernelspec: {}\n---\n\n# 1. X\n\nToute paire bat.\n\n+++\n\n" + NAV,
                      "studlib/questions/en/01-x.toml": '[q]\nquestion = "Who wins?"\n',
                      "studlib/questions/fr/01-x.toml": '# Questions\n\n[q]\nquestion = "Qui gagne ?"\n'}.items():
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        (repo / rel).write_text(text, encoding="utf-8")
    _git(repo, "init", "-q")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-qm", "course")
    head = _git(repo, "rev-parse", "HEAD")
    for fr in ("lessons/fr/01-x.md", "studlib/questions/fr/01-x.toml"):
        tr.stamp(repo / fr, head)
    _git(repo, "commit", "-qam", "stamped")
    return repo


def test_a_stamped_edition_is_in_step_and_the_stamp_is_read_back(course):
    assert [t.since for t in tr.translations(course)] == [_git(course, "rev-parse", "HEAD~1")] * 2
    assert tr.stale(course) == []
    assert 'translated_from = "' in (course / "studlib/questions/fr/01-x.toml").read_text()


def test_an_english_change_makes_its_french_file_stale_with_the_diff(course):
    lesson = course / "lessons/01-x.md"
    lesson.write_text(lesson.read_text().replace("Any pair beats no pair.", "Any pair beats any no-pair hand."))
    (stale,) = tr.stale(course)                       # uncommitted edits count
    assert stale.translation.french == course / "lessons/fr/01-x.md"
    assert "-Any pair beats no pair.\n" in stale.diff and "+Any pair beats any no-pair hand.\n" in stale.diff
    _git(course, "commit", "-qam", "English reworded")
    questions = course / "studlib/questions/en/01-x.toml"
    questions.write_text(questions.read_text() + 'answer = "The pair"\n')
    _git(course, "commit", "-qam", "a question changed")
    assert [s.translation.french.name for s in tr.stale(course)] == ["01-x.md", "01-x.toml"]
    # The translator brings the French up to date and stamps it: in step again.
    tr.stamp(course / "lessons/fr/01-x.md", _git(course, "rev-parse", "HEAD"))
    tr.stamp(course / "studlib/questions/fr/01-x.toml", _git(course, "rev-parse", "HEAD"))
    assert tr.stale(course) == []


def test_the_parts_make_lessons_writes_do_not_count(course):
    """A new lesson in course.toml rewrites every nav bar, in both editions: nothing to translate."""
    lesson = course / "lessons/01-x.md"
    lesson.write_text(lesson.read_text().replace("← Previous · Next →", "← Previous · Contents · Next →"))
    assert tr.stale(course) == []


def test_a_missing_or_unknown_stamp_is_reported(course):
    french = course / "lessons/fr/01-x.md"
    french.write_text(french.read_text().replace(tr.stamp_of(french), "0123456789abcdef0123"))
    (unknown,) = tr.stale(course)
    assert "not in this clone" in unknown.problem
    french.write_text("---\nkernelspec: {}\n---\n\n# 1. X\n")
    (missing,) = tr.stale(course)
    assert missing.problem.startswith("no translated_from")
