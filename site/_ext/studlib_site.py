"""The course website's own Sphinx hooks: the live control on every lesson page, and a French
search for the French edition's pages.

"Run this lesson live" is a button that turns the page itself live (site/live-page/, copied to
_live/ by tools/build_site.py); the button stays hidden until that script runs. "Open in
JupyterLite" is a plain link to the same notebook in JupyterLite (live/), so it also works with
JavaScript off. The print stylesheet hides both.

The site is one Sphinx project in English, whose search index splits and stems words the English
way. The French pages (lessons/fr/) are indexed instead by a second index in French
(searchindex-fr.js, with the French stemmer and stop words in _static/language_data_fr.js and
Sphinx's French interface strings in _static/translations_fr.js), and their search box and
search page (recherche.html) use it: « enchères » finds « enchérir » there, and the
English index keeps only the English pages.

Around a French page, the theme's own words are French too (french_chrome): its title's suffix,
"Skip to main content", "Back to top", "Contents", the footer, previous/next, from the French
catalogs that Sphinx and both themes ship; and its sidebar lists the French lessons first.
"""

from __future__ import annotations

import gettext
import html
import json
import re
from pathlib import Path

import jinja2
import pydata_sphinx_theme
import sphinx
import sphinx_book_theme
from bs4 import BeautifulSoup
from docutils import nodes
from sphinx.search import IndexBuilder, js_index

from site_text import TEXT

# lessons/06-who-acts-first, and lessons/fr/06-who-acts-first for the French edition.
LESSON_DOC = re.compile(r"^lessons/((?:fr/)?\d\d-[\w-]+)$")
LIVE_APP = "live/notebooks/index.html"
# The French lessons open in the notebook app with French menus (tools/build_site.py).
LIVE_APP_FR = "live/notebooks-fr/index.html"
PAGE_SCRIPT = "_live/studlib-page-live.js"
SERVICE_WORKER = "studlib-sw.js"
# The lesson's files under live/files/ that its cells read (questions, hand histories), written
# by tools/build_site.py before Sphinx runs.
FILES_CONFIG = "studlib_live_files"


def live_url(stem: str, depth: int) -> str:
    """Relative address of the lesson's live notebook from a page `depth` folders down."""
    app = LIVE_APP_FR if stem.startswith("fr/") else LIVE_APP
    return f"{'../' * depth}{app}?path={stem}.ipynb"


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
             f'<a class="studlib-live-button" href="{html.escape(url)}">'
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


FRENCH_PAGES = "lessons/fr/"
# At the site's root, as Sphinx's own search page: its result links are relative to the root.
FRENCH_SEARCH_PAGE = "recherche"


def page_language(docname: str) -> str:
    """'fr' for the French edition's pages (lessons/fr/…, the French catalogue docs/catalogue.fr
    and the French search page), else the site's English."""
    french = docname.startswith(FRENCH_PAGES) or docname.endswith(".fr") or docname == FRENCH_SEARCH_PAGE
    return "fr" if french else "en"


def _french_index(builder) -> IndexBuilder:
    """The French pages' search index, made on first use."""
    if getattr(builder, "studlib_french_index", None) is None:
        builder.studlib_french_index = IndexBuilder(builder.env, "fr", builder.config.html_search_options,
                                                    builder.config.html_search_scorer)
    return builder.studlib_french_index


def index_french_pages_in_french(app) -> None:
    """Feed each French page to the French index instead of the English one."""
    builder = app.builder
    if builder.format != "html" or not builder.search:
        return
    english = builder.index_page

    def index_page(pagename: str, doctree, title: str) -> None:
        if page_language(pagename) != "fr":
            english(pagename, doctree, title)
            return
        kept, builder.indexer = builder.indexer, _french_index(builder)
        try:
            english(pagename, doctree, title)
        finally:
            builder.indexer = kept

    builder.index_page = index_page
    english_load = builder.load_indexer

    def load_indexer(docnames) -> None:
        """As Sphinx does for its index: an unchanged French page not written again keeps its
        entries from the last build's French index; the pages about to be written are dropped."""
        english_load(docnames)
        index = _french_index(builder)
        keep = {d for d in builder.env.all_docs if page_language(d) == "fr"} - set(docnames)
        try:
            with open(Path(builder.outdir) / "searchindex-fr.js", encoding="utf-8") as f:
                index.load(f, js_index)
        except (OSError, ValueError):
            pass   # a first build: every French page is written, so every one is fed
        index.prune(keep)

    builder.load_indexer = load_indexer


def french_search_page(app):
    """recherche.html: the theme's search page, for the French edition."""
    if app.builder.format == "html" and app.builder.search:
        yield FRENCH_SEARCH_PAGE, {"title": TEXT["fr"]["SEARCH"]["title"]}, "search.html"


def _frenchify(page: str, depth: int) -> str:
    """A French page's search parts pointed at the French index, and its search box in French."""
    up = "../" * depth
    words = TEXT["fr"]["SEARCH"]
    page = page.replace(f'src="{up}_static/language_data.js"',
                        f'src="{up}_static/language_data_fr.js"></script>'
                        f'<script src="{up}_static/translations_fr.js"')
    page = page.replace(f'src="{up}searchindex.js"', f'src="{up}searchindex-fr.js"')
    page = page.replace(f'action="{up}search.html"', f'action="{up}{FRENCH_SEARCH_PAGE}.html"')
    page = re.sub(r'placeholder="Search[^"]*"', f'placeholder="{words["placeholder"]}"', page)
    page = re.sub(r'aria-label="Search[^"]*"', f'aria-label="{words["placeholder"]}"', page)
    page = re.sub(r'(<span class="search-button__default-text">)(?:Search|Recherche)(</span>)', rf"\g<1>{words['box']}\g<2>", page)
    return page.replace("<h1>Search</h1>", f"<h1>{words['title']}</h1>")


def write_french_search(app, exception) -> None:
    """After the build: the French index, its language data and interface strings, and every
    French page's search parts pointed at them."""
    builder = app.builder
    if exception is not None or builder.format != "html" or not builder.search:
        return
    index = _french_index(builder)
    out = Path(builder.outdir)
    with open(out / "searchindex-fr.js", "w", encoding="utf-8") as f:
        index.dump(f, js_index)
    sphinx_dir = Path(sphinx.__file__).parent
    template = (sphinx_dir / "themes" / "basic" / "static" / "language_data.js.jinja").read_text(encoding="utf-8")
    (out / "_static" / "language_data_fr.js").write_text(
        jinja2.Template(template).render(index.context_for_searchtool()), encoding="utf-8")
    (out / "_static" / "translations_fr.js").write_text(
        (sphinx_dir / "locale" / "fr" / "LC_MESSAGES" / "sphinx.js").read_text(encoding="utf-8"), encoding="utf-8")
    french = [d for d in builder.env.all_docs if page_language(d) == "fr"] + [FRENCH_SEARCH_PAGE]
    for page in (out / f"{docname}.html" for docname in french):
        depth = len(page.relative_to(out).parts) - 1
        page.write_text(_frenchify(page.read_text(encoding="utf-8"), depth), encoding="utf-8")


def _french_catalogs() -> tuple[gettext.NullTranslations, gettext.NullTranslations]:
    """The theme's words in French: pydata-sphinx-theme's catalog, then Sphinx's (for what the
    theme's lacks), and sphinx-book-theme's own catalog (its `translate`)."""
    sphinx_fr = gettext.translation("sphinx", Path(sphinx.__file__).parent / "locale", ["fr"])
    pydata_fr = gettext.translation("sphinx", Path(pydata_sphinx_theme.__file__).parent / "locale", ["fr"])
    pydata_fr.add_fallback(sphinx_fr)
    book_fr = gettext.translation("booktheme", Path(sphinx_book_theme.__file__).parent / "theme" /
                                  "sphinx_book_theme" / "static" / "locales", ["fr"])
    return pydata_fr, book_fr


def _french_first(toctree, words: dict):
    """The sidebar's lesson lists with the French edition's first and every caption in French
    (`toctree`: the theme's sidebar HTML, or its parsed tree, returned in the same kind)."""
    soup = BeautifulSoup(toctree, "html.parser") if isinstance(toctree, str) else toctree
    captions = soup.find_all("p", class_="caption")
    groups = []
    for caption in captions:
        listing = caption.find_next_sibling()
        groups.append((caption, listing if listing is not None and listing.name == "ul" else None))
    french = [g for g in groups if g[0].get_text(strip=True) == words["caption"]]
    if not french or not captions:
        return toctree
    english_words = TEXT["en"]["INDEX"]
    renamed = {english_words["caption"]: words["other_caption"], english_words["reference"]: words["reference"]}
    for caption, _listing in groups:
        text = caption.find("span", class_="caption-text") or caption
        if text.get_text(strip=True) in renamed:
            text.string = renamed[text.get_text(strip=True)]
    first = captions[0]
    for part in french[0]:
        if part is not None:
            first.insert_before(part.extract())
    return str(soup) if isinstance(toctree, str) else soup


def french_chrome(app, pagename, templatename, context, doctree) -> None:
    """A French page's surroundings in French: the theme's words, the title and footer, and the
    French lessons first in the sidebar."""
    if page_language(pagename) != "fr" or app.builder.format != "html":
        return
    pydata_fr, book_fr = _french_catalogs()
    words = TEXT["fr"]["INDEX"]
    context.update(gettext=pydata_fr.gettext, ngettext=pydata_fr.ngettext, _=pydata_fr.gettext,
                   translate=book_fr.gettext, docstitle=words["site_title"],
                   titlesuffix=f" &#8212; {html.escape(words['site_title'])}",
                   author=words["author"], copyright=words["copyright"])
    generate = context.get("generate_toctree_html")
    if generate is not None:
        context["generate_toctree_html"] = lambda *args, **kwargs: _french_first(generate(*args, **kwargs), words)


def setup(app):
    # After the themes have filled the page's context (sphinx-book-theme sets `translate`).
    app.connect("html-page-context", french_chrome, priority=900)
    app.add_config_value(FILES_CONFIG, [], "html")
    app.connect("doctree-resolved", add_live_link)
    app.connect("builder-inited", index_french_pages_in_french)
    app.connect("html-collect-pages", french_search_page)
    app.connect("build-finished", write_french_search)
    # The French index is fed page by page in one process: no parallel writing.
    return {"parallel_read_safe": True, "parallel_write_safe": False}
