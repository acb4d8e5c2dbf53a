r"""Rebuild lesson notebooks from their MyST Markdown sources, then execute them (`make lessons`).

Usage: python tools/build_lessons.py [--no-execute] [--check] [LESSON.md ...]   (default: every lesson)

The `.md` is always the source: each lesson notebook is written anew from it (never the other
way round, so an edit can never be lost to a newer-looking notebook after a checkout), then run
top to bottom in a fresh kernel so that nbval has the outputs to compare. The contents table of
00-contents and the previous/contents/next bar at the bottom of each lesson are written into the
`.md` files from lessons/course.toml, the one list of lessons. `--check` changes nothing and
exits 1 when a lesson's generated parts are out of date.

Money: the source writes `\$2` (one backslash), which GitHub, MyST and the website show as
"$2". JupyterLab 4.6 still typesets the text between two such dollars as TeX maths (measured by
tests/browser), and only leaves a doubled `\\$` alone, so the notebook gets the doubled form
(`for_jupyterlab`); tests/test_lesson_sources.py compares the two files with that in mind.
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

import jupytext
import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
from execute_notebooks import execute_notebook  # noqa: E402
from lesson_text import for_jupyterlab  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
LESSONS_DIR = REPO / "lessons"
COURSE = LESSONS_DIR / "course.toml"

NAV_MARK = "<!-- written by `make lessons` from lessons/course.toml: change that list, not this cell -->"
CONTENTS_HEADING = "## The lessons"
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}


@dataclass(frozen=True)
class Lesson:
    stem: str
    title: str
    summary: str

    @property
    def link(self) -> str:
        """A markdown link to the lesson's notebook, labelled with its number and title."""
        return f"[{self.stem[:2]}. {self.title}]({self.stem}.ipynb)"


def course(path: Path = COURSE) -> list[Lesson]:
    """The lessons in course order, from lessons/course.toml."""
    entries = tomllib.loads(path.read_text(encoding="utf-8"))["lesson"]
    return [Lesson(e["stem"], e["title"], e["summary"]) for e in entries]


def nav_cell(lessons: list[Lesson], stem: str) -> str:
    """The bar at the bottom of a lesson: previous, contents, next."""
    stems = [lesson.stem for lesson in lessons]
    i = stems.index(stem)
    parts = []
    if i > 1:
        parts.append(f"← Previous: {lessons[i - 1].link}")
    parts.append(f"[Contents]({stems[0]}.ipynb)")
    if i + 1 < len(lessons):
        parts.append(f"Next: {lessons[i + 1].link} →")
    return "---\n" + " · ".join(parts) + "\n" + NAV_MARK


def contents_cell(lessons: list[Lesson]) -> str:
    """The table of lessons on the contents page."""
    rows = "\n".join(f"| {lesson.link} | {lesson.summary} |" for lesson in lessons[1:])
    return (f"{CONTENTS_HEADING}\n\n| Lesson | What you will learn |\n|---|---|\n{rows}\n{NAV_MARK}")


def with_generated_parts(nb: nbformat.NotebookNode, lessons: list[Lesson], stem: str) -> nbformat.NotebookNode:
    """The lesson with its nav bar (and, for the contents page, its table) written from the list."""
    cells = [c for c in nb.cells if not (c.cell_type == "markdown" and NAV_MARK in c.source
                                         and not c.source.startswith(CONTENTS_HEADING))]
    if stem == lessons[0].stem:
        for cell in cells:
            if cell.cell_type == "markdown" and cell.source.startswith(CONTENTS_HEADING):
                cell.source = contents_cell(lessons)
                break
        else:
            raise SystemExit(f"{stem}.md has no markdown cell starting {CONTENTS_HEADING!r}")
    else:
        cells.append(nbformat.v4.new_markdown_cell(nav_cell(lessons, stem)))
    nb.cells = cells
    return nb


def notebook_from(md_path: Path, lessons: list[Lesson]) -> tuple[str, nbformat.NotebookNode]:
    """The lesson's up-to-date `.md` text and the notebook (no outputs) built from it."""
    stem = md_path.stem
    if stem not in [lesson.stem for lesson in lessons]:
        raise SystemExit(f"{md_path.name} is not in {COURSE.relative_to(REPO)}: add a [[lesson]] entry first")
    nb = with_generated_parts(jupytext.read(md_path, fmt="md:myst"), lessons, stem)
    text = jupytext.writes(nb, fmt="md:myst")
    nb = jupytext.reads(text, fmt="md:myst")
    nb.metadata = {"kernelspec": KERNELSPEC, "language_info": {"name": "python"}}
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"{stem[:2]}-{i:02d}"   # stable ids keep diffs readable
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
        elif cell.cell_type == "markdown":
            cell.source = for_jupyterlab(cell.source)
    nbformat.validate(nb)
    return text, nb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sources", nargs="*", type=Path, help="lesson .md files (default: every lesson)")
    parser.add_argument("--no-execute", action="store_true", help="write the notebooks without running them")
    parser.add_argument("--check", action="store_true", help="only check that generated parts are current")
    args = parser.parse_args(argv)
    lessons = course()
    sources = args.sources or [LESSONS_DIR / f"{lesson.stem}.md" for lesson in lessons]
    for path in sources:
        if path.suffix != ".md" or not path.is_file():
            parser.error(f"{path} is not a lesson source: give lessons/NN-slug.md files")
    stale = []
    for path in sources:
        text, nb = notebook_from(path.resolve(), lessons)
        if args.check:
            if text != path.read_text(encoding="utf-8"):
                stale.append(path.name)
            continue
        path.write_text(text, encoding="utf-8")
        notebook = path.with_suffix(".ipynb")
        nbformat.write(nb, notebook)
        if not args.no_execute:
            execute_notebook(notebook.resolve())
        print(f"built {notebook.relative_to(REPO) if notebook.is_relative_to(REPO) else notebook}")
    if stale:
        print("out of date (run `make lessons`):", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
