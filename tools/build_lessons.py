r"""Rebuild lesson notebooks from their MyST Markdown sources, then execute them (`make lessons`).

Usage: python tools/build_lessons.py [--no-execute] [--check] [LESSON.md ...]   (default: every lesson)

The `.md` is always the source: each lesson notebook is written anew from it (never the other
way round, so an edit can never be lost to a newer-looking notebook after a checkout), then run
top to bottom in a fresh kernel so that nbval has the outputs to compare. The contents table of
00-contents and the previous/contents/next bar at the bottom of each lesson are written into the
`.md` files from lessons/course.toml, the one list of lessons. `--check` changes nothing and
exits 1 when a lesson's generated parts are out of date.

Editions: the English lessons are lessons/NN-slug.md with lessons/course.toml; the French edition
is lessons/fr/NN-slug.md (same stems) with lessons/fr/course.toml, whose [edition] table holds the
French words of the generated parts. Each lesson's bar links to the same lesson in the other
edition.

Money: the source writes `\$2` (one backslash), which GitHub, MyST and the website show as
"$2". JupyterLab 4.6 still typesets the text between two such dollars as TeX maths (measured by
tests/browser), and only leaves a doubled `\\$` alone, so the notebook gets the doubled form
(`for_jupyterlab`); tests/test_lesson_sources.py compares the two files with that in mind.
"""

from __future__ import annotations

import argparse
import re
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

import jupytext
import nbformat
from jupytext.config import JupytextConfiguration

sys.path.insert(0, str(Path(__file__).resolve().parent))
from execute_notebooks import execute_notebook  # noqa: E402
from lesson_text import for_jupyterlab  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
LESSONS_DIR = REPO / "lessons"
EDITION_DIRS = {"en": LESSONS_DIR, "fr": LESSONS_DIR / "fr"}

# A French lesson's front matter keeps `translated_from: <commit>`, the English revision it
# translates (tools/translations.py); jupytext would otherwise drop a key it does not know.
KEEP_IN_FRONT_MATTER = JupytextConfiguration(notebook_metadata_filter="translated_from")
NAV_MARK = "<!-- written by `make lessons` from lessons/course.toml: change that list, not this cell -->"
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


@dataclass(frozen=True)
class Edition:
    """One language's lessons: its folder, its course list and the words of its generated parts."""

    language: str
    folder: Path
    lessons: tuple[Lesson, ...]
    words: dict

    @property
    def heading(self) -> str:
        return self.words["heading"]


def edition(language: str = "en") -> Edition:
    """An edition of the course, from its folder's course.toml."""
    folder = EDITION_DIRS[language]
    data = tomllib.loads((folder / "course.toml").read_text(encoding="utf-8"))
    lessons = tuple(Lesson(e["stem"], e["title"], e["summary"]) for e in data["lesson"])
    return Edition(language, folder, lessons, data["edition"])


def edition_of(md_path: Path) -> Edition:
    """The edition a lesson source belongs to, from the folder it is in."""
    for language, folder in EDITION_DIRS.items():
        if md_path.resolve().parent == folder.resolve():
            return edition(language)
    raise SystemExit(f"{md_path} is not in lessons/ or lessons/fr/")


def _other_edition_link(ed: Edition, stem: str) -> str:
    prefix = "fr/" if ed.language == "en" else "../"
    return f"[{ed.words['this_lesson_elsewhere']}]({prefix}{stem}.ipynb)"


def nav_cell(ed: Edition, stem: str) -> str:
    """The bar at the bottom of a lesson: previous, contents, next, and the other edition."""
    lessons, words = ed.lessons, ed.words
    stems = [lesson.stem for lesson in lessons]
    i = stems.index(stem)
    parts = []
    if i > 1:
        parts.append(f"{words['previous']} {lessons[i - 1].link}")
    parts.append(f"[{words['contents']}]({stems[0]}.ipynb)")
    if i + 1 < len(lessons):
        parts.append(f"{words['next']} {lessons[i + 1].link} →")
    parts.append(_other_edition_link(ed, stem))
    return "---\n" + " · ".join(parts) + "\n" + NAV_MARK


def contents_cell(ed: Edition) -> str:
    """The table of lessons on the contents page, and the way to the other edition."""
    words = ed.words
    rows = "\n".join(f"| {lesson.link} | {lesson.summary} |" for lesson in ed.lessons[1:])
    return (f"{words['heading']}\n\n| {words['lesson_column']} | {words['summary_column']} |\n"
            f"|---|---|\n{rows}\n\n{words['other_edition']}\n{NAV_MARK}")


def with_generated_parts(nb: nbformat.NotebookNode, ed: Edition, stem: str) -> nbformat.NotebookNode:
    """The lesson with its nav bar (and, for the contents page, its table) written from the list."""
    cells = [c for c in nb.cells if not (c.cell_type == "markdown" and NAV_MARK in c.source
                                         and not c.source.startswith(ed.heading))]
    if stem == ed.lessons[0].stem:
        for cell in cells:
            if cell.cell_type == "markdown" and cell.source.startswith(ed.heading):
                cell.source = contents_cell(ed)
                break
        else:
            raise SystemExit(f"{stem}.md has no markdown cell starting {ed.heading!r}")
    else:
        cells.append(nbformat.v4.new_markdown_cell(nav_cell(ed, stem)))
    nb.cells = cells
    return nb


_JUPYTEXT_VERSION = re.compile(r"(?m)^(\s+jupytext_version: )(\S+)$")


def keep_jupytext_version(text: str, source: str) -> str:
    """The written front matter with the source's jupytext_version: jupytext writes its own, and
    a new jupytext pin (constraints.txt) would otherwise rewrite the header of every lesson."""
    kept = _JUPYTEXT_VERSION.search(source)
    return _JUPYTEXT_VERSION.sub(lambda m: m[1] + kept[2], text, count=1) if kept else text


def notebook_from(md_path: Path, ed: Edition | None = None) -> tuple[str, nbformat.NotebookNode]:
    """The lesson's up-to-date `.md` text and the notebook (no outputs) built from it."""
    ed = ed or edition_of(md_path)
    stem = md_path.stem
    if stem not in [lesson.stem for lesson in ed.lessons]:
        raise SystemExit(f"{md_path.name} is not in {(ed.folder / 'course.toml').relative_to(REPO)}: "
                         "add a [[lesson]] entry first")
    nb = with_generated_parts(jupytext.read(md_path, fmt="md:myst"), ed, stem)
    text = keep_jupytext_version(jupytext.writes(nb, fmt="md:myst", config=KEEP_IN_FRONT_MATTER),
                                 md_path.read_text(encoding="utf-8"))
    nb = jupytext.reads(text, fmt="md:myst")
    nb.metadata = {"kernelspec": KERNELSPEC, "language_info": {"name": "python"}}
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"{ed.language}-{stem[:2]}-{i:02d}" if ed.language != "en" else f"{stem[:2]}-{i:02d}"  # stable ids keep diffs readable
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
        elif cell.cell_type == "markdown":
            cell.source = for_jupyterlab(cell.source)
    nbformat.validate(nb)
    return text, nb


def all_sources() -> list[Path]:
    """Every lesson source of both editions, in course order (a French lesson not yet written is skipped)."""
    paths = []
    for language in EDITION_DIRS:
        ed = edition(language)
        paths += [p for p in (ed.folder / f"{lesson.stem}.md" for lesson in ed.lessons) if p.is_file()]
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sources", nargs="*", type=Path, help="lesson .md files (default: every lesson of both editions)")
    parser.add_argument("--no-execute", action="store_true", help="write the notebooks without running them")
    parser.add_argument("--check", action="store_true", help="only check that generated parts are current")
    args = parser.parse_args(argv)
    sources = args.sources or all_sources()
    for path in sources:
        if path.suffix != ".md" or not path.is_file():
            parser.error(f"{path} is not a lesson source: give lessons/NN-slug.md or lessons/fr/NN-slug.md files")
    stale = []
    for path in sources:
        text, nb = notebook_from(path.resolve())
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
