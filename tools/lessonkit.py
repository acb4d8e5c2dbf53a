"""What every lesson builder shares: the course order, cell builders, links, and the writer."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

REPO = Path(__file__).resolve().parent.parent
LESSONS_DIR = REPO / "lessons"

# (file stem, title, one-line summary) in course order: the one list the contents page,
# the prev/next links and tests/test_lessons.py all follow.
LESSONS: list[tuple[str, str, str]] = [
    ("00-contents", "Contents", "Where everything is."),
    ("01-welcome", "Welcome: win on day one",
     "Deal one whole hand of each game and let the dealer explain every step."),
    ("02-cards-and-high-hands", "Cards and high hands",
     "The 52 cards, the ranking of poker hands, the best five of seven, and why suits never break a tie."),
    ("03-the-deal-and-streets", "The deal and the streets",
     "Third to seventh street: four cards up, three down, four burns and five betting rounds."),
    ("04-antes-and-the-bring-in", "Antes and the bring-in",
     "Who pays to start the betting in each game, and what everyone else may do about it."),
    ("05-fixed-limit-betting", "Fixed-limit betting",
     "Small bet and big bet, the raise cap, and stud's fourth-street double bet."),
    ("06-who-acts-first", "Who acts first",
     "Reading boards from fourth street on: the best board in stud and stud/8, the lowest in razz."),
    ("07-showdown-in-stud", "Showdown in stud",
     "Who shows first, the best five cards, and who takes the pot."),
    ("08-razz-reading-a-low", "Razz: reading a low",
     "Ace-to-five lows from the wheel to king low, and why a pair hurts."),
    ("09-razz-a-whole-hand", "Razz: a whole hand",
     "Bring-in, boards and showdown in razz, street by street."),
    ("10-hilo-eight-or-better", "Stud Hi/Lo: eight or better",
     "The qualifying low, and how one hand can play high and low at once."),
    ("11-hilo-splitting-the-pot", "Stud Hi/Lo: splitting the pot",
     "Halves, scoops, quarters and the odd chip."),
    ("12-special-situations", "Special situations",
     "All-ins and side pots, short bring-ins, and running out of cards."),
    ("13-house-rules", "House rules",
     "The table options T-2 to T-9 and the online, cardroom and tournament presets."),
    ("14-practice-table", "Practice: play a hand",
     "Sit at a table with seeded bots, play your seat, and let the dealer explain every step."),
    ("15-drills", "Drills",
     "Endless seeded questions with a score: bring-in, first to act, options, showdown, lows, splits."),
    ("16-one-deal-three-games", "One deal, three games",
     "The same cards as Stud, Stud/8 and Razz side by side: bring-in, first actor and winners change."),
    ("17-teacher-scenarios", "For teachers: build a scenario",
     "Stack chosen cards for chosen seats and share the deal as a short code."),
    ("18-final-test", "Final test",
     "Twelve mixed questions across the three games, with a score and the rule behind each miss."),
]
STEMS = [stem for stem, _, _ in LESSONS]
TITLES = {stem: title for stem, title, _ in LESSONS}


def stem_of(number: str) -> str:
    """'07' -> '07-showdown-in-stud'."""
    return next(stem for stem in STEMS if stem.startswith(f"{number}-"))


def _clean(text: str) -> str:
    """Drop the common indentation and the blank first/last lines of a triple-quoted block."""
    lines = text.strip("\n").splitlines()
    indent = min((len(line) - len(line.lstrip()) for line in lines if line.strip()), default=0)
    return "\n".join(line[indent:] for line in lines).rstrip()


_DOLLAR = re.compile(r"\\{0,2}\$")
_CODE = re.compile(r"(`+).+?\1", re.S)


def escape_dollars(text: str) -> str:
    """'$0.50' -> '\\\\$0.50' outside code, so that prose shows dollar amounts as written.

    JupyterLab, Voila and nbconvert typeset the text between two '$' as TeX maths, garbling
    "call $0.50 or complete to $2" into italics. JupyterLab 4.6 still does so with the plain
    markdown escape '\\$'; a doubled backslash is what its maths filter leaves alone (MathJax
    then shows '$'). Idempotent: '\\$' and '\\\\$' both become '\\\\$'.
    """
    out, last = [], 0
    for span in _CODE.finditer(text):
        out += [_DOLLAR.sub(r"\\\\$", text[last:span.start()]), span.group(0)]
        last = span.end()
    return "".join(out) + _DOLLAR.sub(r"\\\\$", text[last:])


def md(text: str) -> nbformat.NotebookNode:
    """A markdown cell from indented triple-quoted text ('$' amounts escaped, see escape_dollars)."""
    return new_markdown_cell(escape_dollars(_clean(text)))


def code(*parts: str, tags: list[str] | None = None) -> nbformat.NotebookNode:
    """A code cell from text blocks, each dedented on its own, with optional cell tags."""
    cell = new_code_cell("\n\n".join(_clean(part) for part in parts))
    if tags:
        cell.metadata["tags"] = list(tags)
    return cell


def link(stem: str) -> str:
    """A markdown link to a lesson, labelled with its number and title."""
    return f"[{stem[:2]}. {TITLES[stem]}]({stem}.ipynb)"


def nav(stem: str) -> nbformat.NotebookNode:
    """Previous / contents / next links for the bottom of a lesson."""
    i = STEMS.index(stem)
    parts = []
    if i > 1:
        parts.append(f"← Previous: {link(STEMS[i - 1])}")
    parts.append("[Contents](00-contents.ipynb)")
    if i + 1 < len(STEMS):
        parts.append(f"Next: {link(STEMS[i + 1])} →")
    return md("---\n" + " · ".join(parts))


def write(stem: str, cells: list) -> Path:
    """Write one lesson as a notebook without outputs; stable cell ids keep diffs readable."""
    nb = new_notebook(cells=cells, metadata={
        "kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"},
        "language_info": {"name": "python"},
    })
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"{stem[:2]}-{i:02d}"
    nbformat.validate(nb)
    path = LESSONS_DIR / f"{stem}.ipynb"
    nbformat.write(nb, path)
    return path


def build(number: str, builders: dict) -> Path:
    """Write lesson `number` (its cells from builders[number], then the nav links), no outputs."""
    stem = stem_of(number)
    return write(stem, builders[number]() + [nav(stem)])


def main(builders: dict, argv: list[str]) -> int:
    """Build the lessons named on the command line (default: every lesson these builders know)."""
    numbers = argv or sorted(builders)
    for number in numbers:
        if number not in builders:
            raise SystemExit(f"unknown lesson {number!r}: choose from {', '.join(sorted(builders))}")
        print("wrote", build(number, builders).relative_to(REPO))
    return 0
