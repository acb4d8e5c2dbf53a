"""Each lesson's MyST Markdown source and its executed notebook say the same thing.

The `.md` is what teachers and translators edit; the `.ipynb` is what nbval checks and what
JupyterLab, Binder and the website open. `make lessons` writes the notebook from the source;
these tests fail when someone edited one without the other, or when the contents table and
the prev/next bars no longer follow lessons/course.toml. The French edition (lessons/fr/, with
lessons/fr/course.toml and studlib/questions/fr/) is held to the same checks, and must have every
lesson the English edition has.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import jupytext
import nbformat
import pytest

REPO = Path(__file__).resolve().parents[1]
LESSONS = REPO / "lessons"
sys.path.insert(0, str(REPO / "tools"))
from build_lessons import EDITION_DIRS, edition, notebook_from  # noqa: E402
from lesson_text import for_jupyterlab, from_jupyterlab  # noqa: E402

EDITIONS = {language: edition(language) for language in EDITION_DIRS}
COURSE = EDITIONS["en"].lessons
SOURCES = [ed.folder / f"{lesson.stem}.md" for ed in EDITIONS.values() for lesson in ed.lessons]


def _id(path: Path) -> str:
    return f"fr/{path.stem}" if path.parent.name == "fr" else path.stem


def _cell_view(cell, notebook: bool = False) -> tuple:
    """What must agree between the two files: kind, source, tags and JupyterLab's display state.
    The notebook's markdown doubles the backslash of '\\$' for JupyterLab (build_lessons)."""
    meta = cell.get("metadata", {})
    source = cell.source
    if notebook and cell.cell_type == "markdown":
        source = from_jupyterlab(source)
    return (cell.cell_type, source.strip("\n"), tuple(meta.get("tags", ())),
            bool(meta.get("jupyter", {}).get("source_hidden")))


@pytest.mark.parametrize("language", EDITIONS)
def test_course_list_and_files_agree(language):
    """Every lesson in course.toml has both files, and no lesson file is left out of the list;
    the French edition lists the same lessons as the English one."""
    ed = EDITIONS[language]
    stems = [lesson.stem for lesson in ed.lessons]
    assert stems[0] == "00-contents" and len(stems) == len(set(stems))
    assert stems == sorted(stems), "course.toml must list the lessons in number order"
    assert stems == [lesson.stem for lesson in COURSE], f"the {language} edition lists other lessons than the English one"
    on_disk = sorted(p.stem for p in ed.folder.glob("[0-9][0-9]-*.md"))
    assert on_disk == stems, f"{ed.folder.name}/*.md and its course.toml list different lessons"
    for stem in stems:
        assert (ed.folder / f"{stem}.ipynb").is_file(), f"{language}: {stem}.ipynb missing: run `make lessons`"
    assert not [e for e in ed.lessons if "TODO" in e.title + e.summary], "course.toml has untranslated entries"


@pytest.mark.parametrize("source", SOURCES, ids=_id)
def test_notebook_matches_its_markdown_source(source):
    """Same cells, in the same order, with the same source, tags and collapsed state."""
    md_cells = [_cell_view(c) for c in jupytext.read(source, fmt="md:myst").cells]
    nb_cells = [_cell_view(c, notebook=True)
                for c in nbformat.read(source.with_suffix(".ipynb"), as_version=4).cells]
    assert len(md_cells) == len(nb_cells), f"{source.name}: {len(md_cells)} cells, notebook {len(nb_cells)}: run `make lessons`"
    for i, (md, nb) in enumerate(zip(md_cells, nb_cells)):
        assert md == nb, f"{source.name} cell {i} differs from the notebook: run `make lessons`"


@pytest.mark.parametrize("source", SOURCES, ids=_id)
def test_generated_parts_follow_the_course_list(source):
    """The contents table and the nav bar are what `make lessons` would write now."""
    text, _ = notebook_from(source)
    assert text == source.read_text(encoding="utf-8"), f"{source.name}: run `make lessons`"


def test_sync_check_sees_an_edit(tmp_path):
    """The check above is not vacuous: a changed sentence in the source is a difference."""
    nb = jupytext.read(SOURCES[1], fmt="md:myst")
    before = [_cell_view(c) for c in nb.cells]
    nb.cells[0].source += " An extra sentence."
    assert [_cell_view(c) for c in nb.cells] != before


# --- money in prose ------------------------------------------------------------------------

_CODE = re.compile(r"(`+).+?\1", re.S)
_BARE_DOLLAR = re.compile(r"(?<!\\)\$")
_DOUBLED = re.compile(r"\\\\\$")


def prose_dollar_problems(markdown: str) -> list[str]:
    """Dollars in prose (outside code) that would not show as '$': bare ones pair up into TeX
    maths ("call $0.50 or complete to $2" in italics), doubled backslashes show a stray '\\'."""
    prose = _CODE.sub("", markdown)
    problems = []
    if _DOUBLED.search(prose):
        problems.append(r"'\\$' shows a stray backslash: write '\$'")
    if _BARE_DOLLAR.search(prose):
        problems.append(r"a bare '$' can start TeX maths: write '\$'")
    return problems


def test_dollar_check_finds_both_mistakes():
    assert prose_dollar_problems(r"call \$0.50 or complete to \$2") == []
    assert prose_dollar_problems("in code: `stack = '$5'` stays") == []
    assert len(prose_dollar_problems("call $0.50 or complete to $2")) == 1
    assert len(prose_dollar_problems(r"call \\$0.50")) == 1


def test_notebook_money_is_doubled_for_jupyterlab_and_back():
    """JupyterLab 4.6 typesets '\\$2 ... \\$4' as maths (tests/browser measures it); the
    notebook gets '\\\\$', outside code only, and the source form comes back unchanged."""
    text = r"call \$0.50 or \$2, code `x = '\$5'` stays"
    doubled = for_jupyterlab(text)
    assert doubled == r"call \\$0.50 or \\$2, code `x = '\$5'` stays"
    assert from_jupyterlab(doubled) == text and for_jupyterlab(doubled) == doubled


@pytest.mark.parametrize("source", SOURCES, ids=_id)
def test_money_in_lesson_prose_is_written_with_one_backslash(source):
    nb = jupytext.read(source, fmt="md:myst")
    bad = {i: prose_dollar_problems(c.source) for i, c in enumerate(nb.cells) if c.cell_type == "markdown"}
    bad = {i: p for i, p in bad.items() if p}
    assert not bad, f"{source.name}: markdown cells {bad}"


# --- self-checks keep their answer key out of the notebook ---------------------------------

_SELF_CHECK = re.compile(r'SelfCheck\("([^"]+)", "([^"]+)"\)')


def _questions(source: Path) -> dict:
    from studlib.selfcheck import load_questions, question_file
    path = question_file(source.stem, language="fr" if source.parent.name == "fr" else "en")
    return load_questions(path) if path.exists() else {}


@pytest.mark.parametrize("source", SOURCES, ids=_id)
def test_no_code_cell_shows_an_answer_key(source):
    """The answer and the feedback of a lesson's questions appear in no code cell: they are in
    studlib/questions/<language>/<lesson>.toml, and the cell only names the question."""
    code = "\n".join(c.source for c in jupytext.read(source, fmt="md:myst").cells if c.cell_type == "code")
    assert "MultipleChoice(" not in code and "answer=" not in code and "feedback=" not in code
    for q in _questions(source).values():
        secrets = [text for text in q.feedback.values() if len(text) > 12]
        if len(q.answer) > 12:
            secrets.append(q.answer)
        assert not [s for s in secrets if s in code], f"{source.name}: {q.id} shows its key in code"


@pytest.mark.parametrize("source", SOURCES, ids=_id)
def test_every_self_check_names_a_question_of_its_lesson_and_is_collapsed(source):
    cells = [c for c in jupytext.read(source, fmt="md:myst").cells if c.cell_type == "code"]
    asked = []
    for cell in cells:
        for lesson, qid in _SELF_CHECK.findall(cell.source):
            assert lesson == source.stem, f"{source.name} asks a question of {lesson}"
            asked.append(qid)
            assert cell.metadata.get("jupyter", {}).get("source_hidden"), \
                f"{source.name}: the SelfCheck({qid!r}) cell is not collapsed"
    known = list(_questions(source))
    assert sorted(asked) == sorted(known), f"{source.name}: asks {asked}, its question file has {known}"
