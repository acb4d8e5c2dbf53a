"""The course website's accessibility fixes to what Sphinx and its themes write (WCAG 2.2 AA,
checked by axe-core in tests/site/test_accessibility.py).

- Each page declares its own language: `<html lang="fr">` on the French edition (the site is
  one Sphinx project whose `language` is English), so a screen reader speaks it in French.
- MyST-NB's fold over a hidden code cell gives its <summary> the name "Toggle hidden content"
  while it shows "Show code cell source": a name that is not the visible text fails WCAG 2.5.3
  (label in name) for voice-control users. Ours is named by its visible text, in the page's
  language.
(The theme's search button has the same fault: site/_templates/search-button-field.html overrides
that component.)
"""

from __future__ import annotations

from html import escape

from myst_nb.sphinx_ import HideCodeCellNode, depart_HideCellInput

from site_text import TEXT
from studlib_site import page_language


def set_page_language(app, pagename, templatename, context, doctree) -> None:
    """The `language` the page template writes into <html lang>."""
    context["language"] = page_language(pagename)


def visit_hidden_code(self, node) -> None:
    """MyST-NB's fold, named by the words it shows."""
    words = TEXT[page_language(self.builder.current_docname)]["CODE_PROMPT"]
    self.body.append(f'<details class="admonition hide {" ".join(node["classes"])}">\n<summary>\n'
                     f'<p class="collapsed admonition-title">{escape(words["show"])}</p>\n'
                     f'<p class="expanded admonition-title">{escape(words["hide"])}</p>\n</summary>\n')


def setup(app):
    app.connect("html-page-context", set_page_language)
    app.add_node(HideCodeCellNode, override=True, html=(visit_hidden_code, depart_HideCellInput))
    return {"parallel_read_safe": True, "parallel_write_safe": True}
