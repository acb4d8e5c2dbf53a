"""French grammar around seats in the French edition's prose and self-check questions: a French
dealer says « le siège 3 parle », « la couleur du siège 3 », « la parole va au siège 3 »;
« Siège 3 » is only a label (a table cell, an option that is just a seat, a quoted label)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

FR = Path(__file__).resolve().parents[1] / "lessons" / "fr"
LESSONS = sorted(FR.glob("[0-9][0-9]-*.md"))
QUESTIONS = sorted((FR.parents[1] / "studlib" / "questions" / "fr").glob("*.toml"))
# A capitalised seat inside a sentence, or the wrong preposition before it.
_WRONG = re.compile(r"(?<![\w'’])Sièges? \d|\b[àÀ] [sS]iège \d|\b[dD]e [sS]iège \d")


def _prose(md: str) -> str:
    """The lesson's prose: no code cells, inline code or table rows, no quoted « Siège 3 » label."""
    md = re.sub(r"```.*?```", " ", md, flags=re.S)
    md = re.sub(r"`[^`]*`", " ", md)
    md = "\n".join(line for line in md.splitlines() if not line.lstrip().startswith("|"))
    return re.sub(r"«\u00a0Siège \d\u00a0»", " ", md)


def test_the_check_catches_the_old_grammar():
    """The pattern finds what issue 22 quoted and lets the right forms and labels through."""
    for wrong in ["c'est donc Siège 3 qui parle", "La couleur de Siège 3", "les 2 $ de Siège 3",
                  "la parole va à Siège 3", "Siège 1 montre A♥ R♦"]:
        assert _WRONG.search(wrong), wrong
    for right in ["le siège 3 parle", "la couleur du siège 3", "au siège 3", "«\u00a0Siège 3\u00a0»"]:
        assert not _WRONG.search(_prose(right)), right


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_french_lesson_prose_says_le_siege_du_siege_au_siege(path):
    found = [m.group(0) for m in _WRONG.finditer(_prose(path.read_text(encoding="utf-8")))]
    assert not found, f"fr/{path.name}: {found}"


@pytest.mark.parametrize("path", QUESTIONS, ids=lambda p: p.stem)
def test_french_questions_say_le_siege_outside_seat_labels(path):
    """Questions, explanations and feedback are sentences; an option that is a seat (« Siège 2 »,
    or « Siège 2 : » before the reason) is a label and stays so."""
    questions = {k: v for k, v in tomllib.loads(path.read_text(encoding="utf-8")).items() if isinstance(v, dict)}
    assert questions, path   # the file's top-level strings (translated_from) are not questions
    for qid, q in questions.items():
        texts = [q.get("question", ""), q.get("explanation", "")]
        for option, feedback in q.get("options", {}).items():
            texts.append(feedback)
            # A seat as a label, alone or before its reason (« Siège 4 : le meilleur jeu visible »).
            texts.append(re.sub(r"^Sièges? \d+(\s:\s|$)", "", option))
        found = [m.group(0) for t in texts for m in _WRONG.finditer(t)]
        assert not found, f"fr/questions/{path.name} [{qid}]: {found}"
