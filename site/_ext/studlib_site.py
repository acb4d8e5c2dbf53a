"""The course website's own Sphinx hooks: the live control on every lesson page.

"Run this lesson live" is a button that turns the page itself live (site/live-page/, copied to
_live/ by tools/build_site.py); the button stays hidden until that script runs. "Open in
JupyterLite" is a plain link to the same notebook in JupyterLite (live/), so it also works with
JavaScript off. The print stylesheet hides both.
"""

from __future__ import annotations

import html
import json
import re

from docutils import nodes

from site_text import TEXT

# lessons/06-who-acts-first, and lessons/fr/06-who-acts-first for the French edition.
LESSON_DOC = re.compile(r"^lessons/((?:fr/)?\d\d-[\w-]+)$")
LIVE_APP = "live/notebooks/index.html"
PAGE_SCRIPT = "_live/studlib-page-live.js"
SERVICE_WORKER = "studlib-sw.js"
# The lesson's files under live/files/ that its cells read (questions, hand histories), written
# by tools/build_site.py before Sphinx runs.
FILES_CONFIG = "studlib_live_files"


def live_url(stem: str, depth: int) -> str:
    """Relative address of the lesson's live notebook from a page `depth` folders down."""
    return f"{'../' * depth}{LIVE_APP}?path={stem}.ipynb"


def add_live_link(app, doctree, docname: str) -> None:
    """Put the live link under the lesson's title (the first section)."""
    match = LESSON_DOC.match(docname)
    if not match:
        return
    stem = match[1]
    depth = docname.count("/")
    url = live_url(stem, depth)
    text = TEXT["fr" if stem.startswith("fr/") else "en"]
    root = "../" * depth
    folder = "fr" if stem.startswith("fr/") else "."
    files = app.config[FILES_CONFIG]
    texts = json.dumps(text["LIVE_IN_PAGE"], ensure_ascii=False).replace("</", "<\\/")
    block = (f'<div class="studlib-live" data-lesson="{html.escape(stem)}" data-root="{root}" '
             f'data-folder="{folder}" data-sw="{SERVICE_WORKER}" data-files="{html.escape(json.dumps(files))}">'
             f'<button type="button" class="studlib-live-run" hidden>{html.escape(text["LIVE_IN_PAGE"]["run"])}</button> '
             f'<a class="studlib-live-button" href="{html.escape(url)}" data-lesson="{html.escape(stem)}">'
             f'{text["LIVE_TEXT"]}</a> '
             f'<span class="studlib-live-hint">{text["LIVE_HINT"]}</span>'
             f'<span class="studlib-live-status" role="status" aria-live="polite"></span>'
             f'<script type="application/json" class="studlib-live-texts">{texts}</script>'
             f'<script src="{root}{PAGE_SCRIPT}" defer></script></div>')
    raw = nodes.raw("", block, format="html")
    section = next(iter(doctree.findall(nodes.section)), None)
    if section is None:
        doctree.insert(0, raw)
        return
    title = next(iter(section.findall(nodes.title)), None)
    section.insert(section.index(title) + 1 if title is not None else 0, raw)


def setup(app):
    app.add_config_value(FILES_CONFIG, [], "html")
    app.connect("doctree-resolved", add_live_link)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
