"""The HTML handouts (make handouts) read without a kernel: every widget shows its static
snapshot, with its cards (by their accessible names) and its explanation text.

Expected text comes from each lesson's stored outputs, so a lesson can change without this
test changing; only the bring-in check names what lesson 04 must teach (STUD-3.1).
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest

from studlib.cards import parse_card

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))
import export_handouts  # noqa: E402

LESSONS = export_handouts.default_notebooks()
WIDGET_VIEW = export_handouts.WIDGET_VIEW


class _Reader(HTMLParser):
    """Visible text (scripts and styles left out) and the names of role="img" elements."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.text: list[str] = []
        self.images: Counter[str] = Counter()
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in ("script", "style"):
            self._skip += 1
        if attrs.get("role") == "img":
            self.images[attrs.get("aria-label") or ""] += 1

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip:
            self.text.append(data)


def read_html(text: str) -> tuple[str, Counter]:
    reader = _Reader()
    reader.feed(text)
    return " ".join(" ".join(reader.text).split()), reader.images


def flat(text: str) -> str:
    return " ".join(text.split())


def widget_outputs(path: Path) -> list[dict]:
    """The stored outputs of a lesson that hold a live widget view."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [o["data"] for c in cells for o in c.get("outputs", []) if WIDGET_VIEW in o.get("data", {})]


@pytest.fixture(scope="module")
def handouts(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("handouts")
    assert export_handouts.main(["--out", str(out)]) == 0
    return out


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_handout_shows_every_widget_as_its_static_snapshot(handouts, lesson):
    page = (handouts / f"{lesson.stem}.html").read_text(encoding="utf-8")
    assert WIDGET_VIEW not in page and "Loading widget" not in page
    text, images = read_html(page)
    for data in widget_outputs(lesson):
        snapshot, cards = read_html("".join(data["text/html"]))
        assert snapshot and snapshot in text, "a widget's static snapshot is missing from the handout"
        missing = cards - images
        assert not missing, f"cards missing from the handout: {dict(missing)}"
        for line in "".join(data["text/plain"]).splitlines():
            if line.startswith("Why:"):   # the engine's explanation, word for word
                assert flat(line) in text, line
    assert all(name for name in images), "a card in the handout has no accessible name"


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_handout_keeps_the_lesson_text_and_links_the_other_handouts(handouts, lesson):
    page = (handouts / f"{lesson.stem}.html").read_text(encoding="utf-8")
    text, _ = read_html(page)
    cells = json.loads(lesson.read_text(encoding="utf-8"))["cells"]
    headings = [line.lstrip("#").strip() for c in cells if c["cell_type"] == "markdown"
                for line in "".join(c["source"]).splitlines() if line.startswith("#")]
    assert headings
    for heading in headings:
        plain = re.sub(r"\\{1,2}\$", "$", re.sub(r"[*_`]", "", heading))
        assert flat(plain) in text, heading
    assert not re.search(r'href="\d\d-[\w-]+\.ipynb', page), "a link still points at a notebook"
    assert "\\$" not in text and "mathjax" not in page.lower(), "dollars must read as plain '$'"


def test_bring_in_handout_explains_the_bring_in_with_the_cards_named(handouts):
    """Lesson 04 on paper: the mini-deal's bring-in line (STUD-3.1) and every door card by name."""
    lesson = next(p for p in LESSONS if p.stem.startswith("04-"))
    text, images = read_html((handouts / f"{lesson.stem}.html").read_text(encoding="utf-8"))
    deal = next(d for d in widget_outputs(lesson) if "brings in" in "".join(d["text/plain"]))
    plain = "".join(deal["text/plain"]).splitlines()
    why = next(line for line in plain if line.startswith("Why:"))
    assert "STUD-3.1" in why and flat(why) in text
    doors = [parse_card(line.split("|")[1].split()[0]) for line in plain if line.startswith("Seat ")]
    assert doors and all(images[card.name] for card in doors), doors
    assert images["face-down card"] >= 2 * len(doors)


def test_index_lists_every_handout_in_course_order(handouts):
    index = (handouts / "index.html").read_text(encoding="utf-8")
    links = re.findall(r'href="([^"]+)"', index)
    assert links == [f"{p.stem}.html" for p in LESSONS]
    assert all((handouts / link).is_file() for link in links)
