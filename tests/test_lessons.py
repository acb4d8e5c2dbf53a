"""The course as a whole: every rule is taught, lessons link up, notebooks are stored clean."""

import json
import re
from pathlib import Path

import pytest

from studlib.catalogue import RULES

LESSONS = Path(__file__).parents[1] / "lessons"
NOTEBOOKS = sorted(LESSONS.glob("[0-9][0-9]-*.ipynb"))
FRENCH = sorted((LESSONS / "fr").glob("[0-9][0-9]-*.ipynb"))


def _cells(nb: Path) -> list[dict]:
    return json.loads(nb.read_text(encoding="utf-8"))["cells"]


def _source(nb: Path) -> str:
    return "\n".join("".join(c["source"]) for c in _cells(nb))


def test_there_is_a_lesson_for_each_part_of_the_course():
    assert len(NOTEBOOKS) >= 14, [nb.name for nb in NOTEBOOKS]
    assert NOTEBOOKS[0].name == "00-contents.ipynb"


@pytest.mark.parametrize("edition", ["en", "fr"])
def test_every_catalogue_rule_is_taught_in_some_lesson(edition):
    """Each rule ID of the catalogue (studlib.catalogue) is named in at least one lesson, in
    both editions. The .md sources are read (the notebooks are built from them, and
    test_lesson_sources checks the two agree), so a rule taught in a source counts at once."""
    folder = LESSONS if edition == "en" else LESSONS / "fr"
    taught = "\n".join(p.read_text(encoding="utf-8") for p in sorted(folder.glob("[0-9][0-9]-*.md")))
    missing = [rule for rule in RULES if not re.search(rf"\b{re.escape(rule)}\b", taught)]
    assert not missing, f"rule IDs no lesson teaches: {missing}"


def test_contents_links_to_every_lesson():
    contents = _source(NOTEBOOKS[0])
    for nb in NOTEBOOKS[1:]:
        assert f"({nb.name})" in contents, f"00-contents.ipynb has no link to {nb.name}"


@pytest.mark.parametrize("nb", NOTEBOOKS[1:], ids=lambda p: p.stem)
def test_each_lesson_links_back_to_contents_and_to_its_neighbours(nb):
    text = _source(nb)
    i = NOTEBOOKS.index(nb)
    assert "(00-contents.ipynb)" in text
    assert f"({NOTEBOOKS[i - 1].name})" in text, "no link to the previous lesson"
    if i + 1 < len(NOTEBOOKS):
        assert f"({NOTEBOOKS[i + 1].name})" in text, "no link to the next lesson"


@pytest.mark.parametrize("nb", NOTEBOOKS + FRENCH, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_lessons_are_stored_executed_in_order_without_widget_state(nb):
    """nbval compares stored outputs, so each lesson must be run top to bottom in one kernel."""
    data = json.loads(nb.read_text(encoding="utf-8"))
    counts = [c["execution_count"] for c in data["cells"] if c["cell_type"] == "code"]
    assert counts == list(range(1, len(counts) + 1))
    assert "widgets" not in data["metadata"], "saved widget state: run `make lessons`"
    for cell in data["cells"]:
        assert "execution" not in cell.get("metadata", {}), "timing metadata: run `make lessons`"
