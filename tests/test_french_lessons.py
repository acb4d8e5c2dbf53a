"""The French edition (lessons/fr/) teaches the same lessons as the English one, in French.

Each French lesson deals the same deals and asks the same questions (same IDs, rules and
answers) as its English original, and no English word is left in what it shows: its prose, its
code's printed outputs and its widgets' stored views. The glossary is bilingual on purpose and
is checked only for its French column.
"""

from __future__ import annotations

import html
import re
import sys
import tomllib
from pathlib import Path

import jupytext
import nbformat
import pytest

sys.path.insert(0, str(Path(__file__).parent))
from french_text import english_words  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
EN = REPO / "lessons"
FR = EN / "fr"
STEMS = [e["stem"] for e in tomllib.loads((EN / "course.toml").read_text(encoding="utf-8"))["lesson"]]
LESSONS = [s for s in STEMS if s != "22-glossary"]
QUESTIONS = REPO / "studlib" / "questions"   # package data: out of the learner's folder
QUESTION_FILES = sorted(p.name for p in (QUESTIONS / "en").glob("*.toml"))

# The ways to the English edition are in English on purpose (generated from lessons/fr/course.toml).
_FR_EDITION = tomllib.loads((FR / "course.toml").read_text(encoding="utf-8"))["edition"]
_ENGLISH_ON_PURPOSE = (_FR_EDITION["other_edition"], _FR_EDITION["this_lesson_elsewhere"])


# Names quoted from data as they are written: the events of lesson 21's hand histories.
# The event's own name is kept in lesson 21 (« le Poker Players Championship (PPC) »), as French
# players and the WSOP say it.
_QUOTED_NAMES = sorted({m for path in (EN / "data").rglob("*.phh")
                        for m in re.findall(r"^event = '(.+)'$", path.read_text(encoding="utf-8"), re.M)}
                       | {"Poker Players Championship"},
                       key=len, reverse=True)


def _without_quoted_names(text: str) -> str:
    for name in _QUOTED_NAMES:
        text = text.replace(name, " ")
    return text


def _visible_text(source: str) -> str:
    """Markdown prose without code, links' targets or HTML tags: what a reader reads."""
    for phrase in _ENGLISH_ON_PURPOSE:
        source = source.replace(phrase, " ")
    source = re.sub(r"```.*?```", " ", source, flags=re.S)
    source = re.sub(r"`[^`]*`", " ", source)
    source = re.sub(r"\]\([^)]*\)", "] ", source)
    source = re.sub(r"<[^>]+>", " ", source)
    return html.unescape(source)


def _outputs_text(cell) -> str:
    parts = []
    for out in cell.get("outputs", []):
        if out.get("output_type") == "stream":
            parts.append(out.get("text", ""))
        data = out.get("data", {})
        if "text/html" in data:
            # a <style> sheet is not text a learner reads (class names, CSS words)
            shown = re.sub(r"(?s)<style>.*?</style>", " ", data["text/html"])
            parts.append(re.sub(r"<[^>]+>", " ", html.unescape(shown)))
        elif "text/plain" in data and not any(kind.startswith("image/") for kind in data):
            parts.append(data["text/plain"])   # a plot's text/plain is matplotlib's "<Figure ...>"
    return "\n".join(parts)


def _code_without_comments_and_strings(source: str) -> str:
    source = re.sub(r"#.*", "", source)
    return re.sub(r"(\"\"\"|'''|\"|')(?:.|\n)*?\1", "''", source)


@pytest.mark.parametrize("stem", LESSONS)
def test_french_lesson_prose_has_no_english_left(stem):
    nb = jupytext.read(FR / f"{stem}.md", fmt="md:myst")
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown":
            words = english_words(_without_quoted_names(_visible_text(cell.source)))
            assert not words, f"fr/{stem}.md cell {i}: English words {sorted(set(words))}"


@pytest.mark.parametrize("stem", LESSONS)
def test_french_lesson_outputs_have_no_english_left(stem):
    """What the engine printed and the widgets drew, as stored in the executed notebook."""
    nb = nbformat.read(FR / f"{stem}.ipynb", as_version=4)
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "code":
            words = english_words(_without_quoted_names(_outputs_text(cell)))
            assert not words, f"fr/{stem}.ipynb cell {i}: English words {sorted(set(words))}"


@pytest.mark.parametrize("stem", [s for s in LESSONS if s != "00-contents"])
def test_french_lesson_speaks_french_from_its_first_code_cell(stem):
    code = [c.source for c in jupytext.read(FR / f"{stem}.md", fmt="md:myst").cells if c.cell_type == "code"]
    if code:
        assert 'studlib.use_language("fr")' in code[0], f"fr/{stem}.md: the first code cell must call studlib.use_language(\"fr\")"


@pytest.mark.parametrize("stem", LESSONS)
def test_french_lesson_deals_the_same_deals(stem):
    """Same deal numbers and the same numbers in the code as the English lesson: same cards."""
    def numbers(path: Path) -> list[str]:
        code = "\n".join(_code_without_comments_and_strings(c.source)
                         for c in jupytext.read(path, fmt="md:myst").cells if c.cell_type == "code")
        return sorted(re.findall(r"\b\d+\b", code))
    assert numbers(FR / f"{stem}.md") == numbers(EN / f"{stem}.md")


@pytest.mark.parametrize("name", QUESTION_FILES)
def test_french_questions_match_the_english_ones(name):
    """Same question IDs, same rules, as many options, and the answer in the same place."""
    from studlib.selfcheck import load_questions
    english, french = load_questions(QUESTIONS / "en" / name), load_questions(QUESTIONS / "fr" / name)
    assert list(french) == list(english)
    for qid, q in english.items():
        f = french[qid]
        assert f.rules == q.rules, qid
        assert len(f.options) == len(q.options), qid
        assert f.options.index(f.answer) == q.options.index(q.answer), f"{qid}: the answer moved"
        text = " ".join([f.question, f.explanation, *f.options, *f.feedback.values()])
        words = english_words(text)
        assert not words, f"questions/fr/{name} {qid}: English words {sorted(set(words))}"


def test_the_glossary_keeps_couleur_for_the_flush_and_enseigne_for_the_suit():
    text = (FR / "22-glossary.md").read_text(encoding="utf-8")
    assert "| suit | **enseigne** |" in text and "| **flush** | **couleur** |" in text
