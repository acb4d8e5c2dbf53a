"""Export lessons to static HTML handouts that read (and print) without a kernel.

Usage: python tools/export_handouts.py [--out build/handouts] [NOTEBOOK ...]   (default: every lesson)

The lessons store no widget state, so a live widget view would export as an empty box. Each
widget output also carries its static text/html snapshot (cards drawn as accessible HTML with
their names, the explanation, the score), so the export drops the widget-view mimetype and
lets that snapshot show. Links between lessons point at the other handouts, and index.html
lists them all in course order. The lessons hold no maths, so MathJax is left out: the
handouts need no network, and dollar amounts are never typeset as TeX.
"""

from __future__ import annotations

import argparse
import html
import re
import sys
from pathlib import Path

import nbformat
from nbconvert import HTMLExporter
from nbconvert.preprocessors import Preprocessor

REPO = Path(__file__).resolve().parent.parent
LESSONS_DIR = REPO / "lessons"
DEFAULT_OUT = REPO / "build" / "handouts"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# A link to a lesson notebook, as the lessons write it: (04-antes-and-the-bring-in.ipynb)
LESSON_LINK = re.compile(r"\((\d\d-[\w-]+)\.ipynb(#[^)]*)?\)")
# Notebook prose writes a dollar as \\$ (two backslashes, see tools/build_lessons.for_jupyterlab) for
# JupyterLab; the handouts load no MathJax, so the plain markdown escape \$ shows the '$'.
DOUBLE_ESCAPED_DOLLAR = re.compile(r"\\\\\$")
MATHJAX = re.compile(r"<!-- Load mathjax -->.*?<!-- End of mathjax configuration -->", re.S)
# Printed pages: no cell split across a page break where it can be avoided, no prompt column.
PRINT_CSS = """
@media print {
  .jp-Cell { break-inside: avoid; }
  .jp-InputPrompt, .jp-OutputPrompt { display: none; }
  a { color: inherit; }
}
"""


class StaticWidgetFallback(Preprocessor):
    """Replace each live widget view by the static snapshot stored beside it."""

    def preprocess_cell(self, cell, resources, index):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if WIDGET_VIEW in data and ("text/html" in data or "text/plain" in data):
                del data[WIDGET_VIEW]
        if cell.cell_type == "markdown":
            cell.source = LESSON_LINK.sub(lambda m: f"({m[1]}.html{m[2] or ''})", cell.source)
            cell.source = DOUBLE_ESCAPED_DOLLAR.sub(r"\\$", cell.source)
        return cell, resources


def default_notebooks() -> list[Path]:
    """Every lesson notebook in course order."""
    return sorted(LESSONS_DIR.glob("[0-9][0-9]-*.ipynb"))


def exporter() -> HTMLExporter:
    """JupyterLab's look, the widget fallback, and a print stylesheet."""
    export = HTMLExporter(template_name="lab")
    export.register_preprocessor(StaticWidgetFallback(), enabled=True)
    return export


def export_notebook(path: Path, out_dir: Path, export: HTMLExporter | None = None) -> Path:
    """Write out_dir/<lesson>.html and return its path."""
    export = export or exporter()
    nb = nbformat.read(path, as_version=4)
    nb.metadata.pop("widgets", None)
    body, _ = export.from_notebook_node(nb, resources={"metadata": {"name": path.stem}})
    # No maths in the lessons: without MathJax the handout needs no network and no '$' is typeset.
    body = MATHJAX.sub("", body)
    body = body.replace("</head>", f"<style>{PRINT_CSS}</style>\n</head>", 1)
    target = out_dir / f"{path.stem}.html"
    target.write_text(body, encoding="utf-8")
    return target


def title_of(path: Path) -> str:
    """The lesson's first markdown heading, else its file name."""
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("#"):
                    return line.lstrip("#").strip()
    return path.stem


def write_index(pages: list[tuple[Path, str]], out_dir: Path) -> Path:
    """index.html: every handout, in course order."""
    items = "\n".join(f'<li><a href="{html.escape(p.name)}">{html.escape(t)}</a></li>' for p, t in pages)
    target = out_dir / "index.html"
    target.write_text(f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
                      f"<title>studlib handouts</title></head>\n<body><h1>studlib: the lessons as handouts"
                      f"</h1>\n<ol>\n{items}\n</ol>\n</body></html>\n", encoding="utf-8")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder (default: build/handouts)")
    parser.add_argument("notebooks", nargs="*", type=Path, help="lesson notebooks (default: all)")
    args = parser.parse_args(argv)
    notebooks = args.notebooks or default_notebooks()
    args.out.mkdir(parents=True, exist_ok=True)
    export = exporter()
    pages = []
    for path in notebooks:
        target = export_notebook(path, args.out, export)
        pages.append((target, title_of(path)))
        print(f"handout: {target.relative_to(REPO) if target.is_relative_to(REPO) else target}")
    write_index(pages, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
