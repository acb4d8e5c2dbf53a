"""The course website's own Sphinx hooks: a "Run this lesson live" link on every lesson page.

The link opens the same notebook in JupyterLite, built into live/ beside the pages by
tools/build_site.py. It is plain HTML (no script needed), so it also works with JavaScript off;
the print stylesheet hides it.
"""

from __future__ import annotations

import html
import re

from docutils import nodes

from site_text import TEXT

# lessons/06-who-acts-first, and lessons/fr/06-who-acts-first for the French edition.
LESSON_DOC = re.compile(r"^lessons/((?:fr/)?\d\d-[\w-]+)$")
LIVE_APP = "live/notebooks/index.html"


def live_url(stem: str, depth: int) -> str:
    """Relative address of the lesson's live notebook from a page `depth` folders down."""
    return f"{'../' * depth}{LIVE_APP}?path={stem}.ipynb"


def add_live_link(app, doctree, docname: str) -> None:
    """Put the live link under the lesson's title (the first section)."""
    match = LESSON_DOC.match(docname)
    if not match:
        return
    stem = match[1]
    url = live_url(stem, docname.count("/"))
    text = TEXT["fr" if stem.startswith("fr/") else "en"]
    block = (f'<p class="studlib-live"><a class="studlib-live-button" href="{html.escape(url)}" '
             f'data-lesson="{html.escape(stem)}">{text["LIVE_TEXT"]}</a> '
             f'<span class="studlib-live-hint">{text["LIVE_HINT"]}</span></p>')
    raw = nodes.raw("", block, format="html")
    section = next(iter(doctree.findall(nodes.section)), None)
    if section is None:
        doctree.insert(0, raw)
        return
    title = next(iter(section.findall(nodes.title)), None)
    section.insert(section.index(title) + 1 if title is not None else 0, raw)


def setup(app):
    app.connect("doctree-resolved", add_live_link)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
