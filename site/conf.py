"""Sphinx configuration of the course website (make site; tools/build_site.py stages the pages).

The lessons are shown from their stored outputs (never re-executed). Every widget output also
stores a static text/html snapshot; MyST-NB would otherwise prefer the widget view and, with no
saved widget state, draw an empty box.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "_ext"))

project = "studlib: Seven Card Stud, Stud Hi/Lo and Razz"
author = "the studlib authors"
copyright = "the studlib authors, MIT licence"
language = "en"

extensions = ["myst_nb", "studlib_site", "studlib_a11y"]
# Components of the theme that the course overrides (accessibility: site/_ext/studlib_a11y.py).
templates_path = ["_templates"]

root_doc = "index"
# The staged folder holds only the pages; the lessons' MyST sources (lessons/NN-slug.md) are
# never copied there, but keep them out even if someone builds from lessons/ directly.
exclude_patterns = ["_build", "lessons/*.md", "lessons/questions/**", "**/.ipynb_checkpoints"]

nb_execution_mode = "off"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
nb_mime_priority_overrides = [(builder, WIDGET_VIEW, None)
                              for builder in ("html", "dirhtml", "singlehtml", "readthedocs")]
# No maths in the course: a '$' is money and never TeX (no dollarmath, no MathJax).
myst_enable_extensions = ["colon_fence"]
myst_heading_anchors = 3
nb_render_markdown_format = "myst"
suppress_warnings = ["myst.header"]
# Show the lessons' text as written (a straight quote stays straight, as in JupyterLab).
smartquotes = False

html_theme = "sphinx_book_theme"
html_title = "studlib: the rules of Stud, Stud Hi/Lo and Razz"
html_static_path = ["_static"]
html_css_files = ["studlib.css"]
# A card with a spade, on every page (browsers asked for /favicon.ico and got a 404).
html_favicon = "_static/favicon.svg"
html_js_files = []
html_copy_source = False
html_show_sourcelink = False
html_last_updated_fmt = None
# The theme's colour mode when the reader has not chosen one: left empty, pydata-sphinx-theme's
# script logs "Got invalid theme mode" on every page.
html_context = {"default_mode": "auto"}
html_theme_options = {
    "show_toc_level": 2,
    "use_download_button": False,
    "use_fullscreen_button": False,
    "home_page_in_toc": True,
    "navigation_with_keys": False,
    # One search box: the book theme's, in the sidebar (and its icon on narrow screens). Left
    # unset, pydata-sphinx-theme 0.20 adds a second one in a header bar above it.
    "navbar_persistent": [],
}
