"""What a learner can browse holds no answer key (issue 19): the self-check questions are package
data of studlib, read by SelfCheck in the language in force, not files beside the lessons."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from answer_keys import files_with_a_key, key_texts  # noqa: E402

from studlib import language  # noqa: E402
from studlib.selfcheck import QUESTIONS_DIR, load_questions  # noqa: E402
from studlib.widgets import SelfCheck  # noqa: E402

REPO = Path(__file__).resolve().parents[1]


def test_the_lessons_folder_holds_no_answer_key():
    assert len(key_texts()) > 100
    assert not (REPO / "lessons" / "questions").exists() and not (REPO / "lessons" / "fr" / "questions").exists()
    assert files_with_a_key(REPO / "lessons") == []


def test_the_detector_finds_a_key_where_there_is_one(tmp_path):
    """The check above can fail: a question file, or one wrong option's feedback in a notebook."""
    (tmp_path / "questions").mkdir()
    source = QUESTIONS_DIR / "en" / "01-welcome.toml"
    (tmp_path / "questions" / "01-welcome.toml").write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    q = next(q for q in load_questions(source).values() if any(len(t) > 64 for t in q.feedback.values()))
    feedback = next(t for t in q.feedback.values() if len(t) > 64)
    (tmp_path / "copy.ipynb").write_text('{"text": %s}' % __import__("json").dumps(feedback), encoding="utf-8")
    assert files_with_a_key(tmp_path) == ["copy.ipynb", "questions/01-welcome.toml"]


def test_self_check_reads_the_package_questions_of_the_language_in_force(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)    # wherever the notebook runs: no questions/ folder beside it
    english = load_questions(QUESTIONS_DIR / "en" / "01-welcome.toml")["no-qualifying-low"]
    french = load_questions(QUESTIONS_DIR / "fr" / "01-welcome.toml")["no-qualifying-low"]
    assert SelfCheck("01-welcome", "no-qualifying-low", progress=None).q.question == english.question
    with language("fr"):
        assert SelfCheck("01-welcome", "no-qualifying-low", progress=None).q.question == french.question
    assert english.question != french.question


def test_the_wheel_ships_the_questions():
    """SelfCheck needs them in every install (the website's studlib wheel too)."""
    import tomllib
    data = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert "questions/*/*.toml" in data["tool"]["setuptools"]["package-data"]["studlib"]
