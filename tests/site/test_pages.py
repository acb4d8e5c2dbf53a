"""The built website as files: one page per lesson from its stored outputs (every widget as its
static snapshot, with its cards named), the catalogue, links that stay inside the site, and a
live/ part whose Pyodide lock ships everything a lesson needs, each file with its own sha256.

(These checks replace the old HTML handouts' tests: the site is now the printable version.)
"""

from __future__ import annotations

import hashlib
import json
import re
import socket
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest

import build_site   # tools/build_site.py, on sys.path from conftest
from build_site import read_lesson
from site_text import TEXT   # site/_ext/site_text.py, likewise
from studlib.cards import parse_card

REPO = Path(__file__).resolve().parents[2]

STEMS = build_site.lesson_stems()
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# An address a page would load from elsewhere: a script, stylesheet, image or font.
EXTERNAL_LOAD = re.compile(r'<(?:script|link|img|iframe|source)\b[^>]*\b(?:src|href)="(?:https?:)?//', re.I)


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
    return flat(" ".join(reader.text)), reader.images


def flat(text: str) -> str:
    return " ".join(text.split())


def stored_cells(stem: str) -> list[dict]:
    return json.loads((REPO / "lessons" / f"{stem}.ipynb").read_text(encoding="utf-8"))["cells"]


def widget_outputs(stem: str) -> list[dict]:
    """The stored outputs of a lesson that hold a live widget view."""
    return [o["data"] for c in stored_cells(stem) for o in c.get("outputs", [])
            if WIDGET_VIEW in o.get("data", {})]


def page_of(site: Path, stem: str) -> str:
    return (site / "lessons" / f"{stem}.html").read_text(encoding="utf-8")


def test_the_tests_run_with_no_network():
    """make site-check runs these tests in a network namespace with only loopback: a site that
    needs the internet cannot pass by accident."""
    with socket.socket() as sock:
        sock.settimeout(3)
        try:
            sock.connect(("151.101.0.223", 443))   # pypi.org
        except OSError:
            return
    pytest.fail("the network is reachable: run these tests with `make site-check` (unshare -n)")


def test_one_page_per_lesson_and_none_from_the_markdown_sources(site):
    pages = sorted(str(p.relative_to(site / "lessons").with_suffix("")) for p in (site / "lessons").rglob("*.html"))
    assert pages == sorted(STEMS)
    stage = REPO / "build" / "site-src" / "lessons"
    staged = sorted(str(p.relative_to(stage)) for p in stage.rglob("*") if p.is_file())
    assert staged == sorted(f"{stem}.ipynb" for stem in STEMS), "only the lesson notebooks are pages"


def test_both_editions_are_on_the_site_and_lead_to_each_other(site):
    """Every lesson in English and in French; the front page and each contents page lead to the
    other edition, and a French page's live link speaks French."""
    english = [s for s in STEMS if not s.startswith("fr/")]
    assert [f"fr/{s}" for s in english] == [s for s in STEMS if s.startswith("fr/")]
    index = (site / "index.html").read_text(encoding="utf-8")
    assert 'href="lessons/fr/00-contents.html"' in index
    assert 'href="fr/00-contents.html"' in page_of(site, "00-contents")
    assert 'href="../00-contents.html"' in page_of(site, "fr/00-contents")
    french, _ = read_html(page_of(site, "fr/06-who-acts-first"))
    assert TEXT["fr"]["LIVE_IN_PAGE"]["run"] in french and TEXT["fr"]["LIVE_TEXT"] in french
    assert TEXT["en"]["LIVE_IN_PAGE"]["run"] not in french
    assert 'href="../06-who-acts-first.html"' in page_of(site, "fr/06-who-acts-first")


@pytest.mark.parametrize("stem", STEMS)
def test_lesson_page_shows_every_widget_as_its_static_snapshot(site, stem):
    page = page_of(site, stem)
    assert WIDGET_VIEW not in page and "Loading widget" not in page
    text, images = read_html(page)
    for data in widget_outputs(stem):
        snapshot, cards = read_html("".join(data["text/html"]))
        assert snapshot and snapshot in text, "a widget's static snapshot is missing from the page"
        missing = cards - images
        assert not missing, f"cards missing from the page: {dict(missing)}"
        for line in "".join(data["text/plain"]).splitlines():
            if line.startswith("Why:"):   # the engine's explanation, word for word
                assert flat(line) in text, line
    assert all(name for name in images), "a card on the page has no accessible name"


@pytest.mark.parametrize("stem", STEMS)
def test_lesson_page_keeps_the_text_and_links_inside_the_site(site, stem):
    page = page_of(site, stem)
    text, _ = read_html(page)
    headings = [line.lstrip("#").strip() for c in stored_cells(stem) if c["cell_type"] == "markdown"
                for line in "".join(c["source"]).splitlines() if line.startswith("#")]
    assert headings
    for heading in headings:
        plain = re.sub(r"\\{1,2}\$", "$", re.sub(r"[*_`]", "", heading))
        assert flat(plain) in text, heading
    assert not re.search(r'href="\d\d-[\w-]+\.(ipynb|md)', page), "a link still points at a notebook"
    prose, _ = read_html(re.sub(r"<pre\b.*?</pre>", "", page, flags=re.S))   # code shows as written
    assert "\\$" not in prose and "mathjax" not in page.lower(), "dollars must read as plain '$'"
    for link in re.findall(r'href="(\d\d-[\w-]+\.html)', page):
        assert (site / "lessons" / link).is_file(), link
    assert not EXTERNAL_LOAD.search(page), EXTERNAL_LOAD.search(page)[0]


@pytest.mark.parametrize("stem", STEMS)
def test_lesson_page_offers_the_same_lesson_live(site, stem):
    links = re.findall(r'class="studlib-live-button" href="([^"]+)"', page_of(site, stem))
    up = "../" * (stem.count("/") + 1)   # lessons/fr/ pages are a folder further down
    # The French lessons open in the notebook app whose menus are in French.
    app = "notebooks-fr" if stem.startswith("fr/") else "notebooks"
    assert links == [f"{up}live/{app}/index.html?path={stem}.ipynb"]
    live = json.loads((site / "live" / "files" / f"{stem}.ipynb").read_text(encoding="utf-8"))
    # Every cell is trusted, as a Jupyter server marks the course's own notebook; else the same.
    assert all(cell["metadata"].pop("trusted") is True for cell in live["cells"])
    assert live["cells"] == read_lesson(stem)["cells"], "the live lesson is not the course's lesson"


def test_live_lessons_show_printed_text_as_one_string(site):
    """JupyterLite joins a list of lines with commas (",Third street..."): every text output of
    the live copies is one string."""
    for stem in STEMS:
        nb = json.loads((site / "live" / "files" / f"{stem}.ipynb").read_text(encoding="utf-8"))
        for cell in nb["cells"]:
            for output in cell.get("outputs", []):
                assert not isinstance(output.get("text", ""), list), (stem, output)


def test_bring_in_page_explains_the_bring_in_with_the_cards_named(site):
    """Lesson 04 on the page: the mini-deal's bring-in line (STUD-3.1) and every door card by name."""
    stem = next(s for s in STEMS if s.startswith("04-"))
    text, images = read_html(page_of(site, stem))
    deal = next(d for d in widget_outputs(stem) if "brings in" in "".join(d["text/plain"]))
    plain = "".join(deal["text/plain"]).splitlines()
    why = next(line for line in plain if line.startswith("Why:"))
    assert "STUD-3.1" in why and flat(why) in text
    doors = [parse_card(line.split("|")[1].split()[0]) for line in plain if line.startswith("Seat ")]
    assert doors and all(images[card.name] for card in doors), doors
    assert images["face-down card"] >= 2 * len(doors)


def test_front_page_lists_every_lesson_in_course_order_and_the_catalogue(site):
    index = (site / "index.html").read_text(encoding="utf-8")
    main = index.split('id="main-content"', 1)[-1]
    links = list(dict.fromkeys(re.findall(r'href="lessons/(\d\d-[\w-]+)\.html"', main)))
    assert links == [stem for stem in STEMS if not stem.startswith("fr/")]
    assert 'href="docs/catalogue.html"' in index


def test_catalogue_page_names_every_rule(site):
    from studlib.catalogue import RULES
    text, _ = read_html((site / "docs" / "catalogue.html").read_text(encoding="utf-8"))
    missing = [rule_id for rule_id in RULES if rule_id not in text]
    assert not missing, missing


def test_search_index_covers_the_lessons(site):
    """Each edition's lessons in its own index: the French pages search searchindex-fr.js."""
    index = (site / "searchindex.js").read_text(encoding="utf-8")
    french = (site / "searchindex-fr.js").read_text(encoding="utf-8")
    assert all(f'"lessons/{stem}"' in (french if stem.startswith("fr/") else index) for stem in STEMS)


# --- live/ ------------------------------------------------------------------------------------

def lite_config(site: Path) -> dict:
    return json.loads((site / "live" / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]


def kernel_settings(site: Path) -> dict:
    return lite_config(site)["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]


def test_live_site_loads_pyodide_from_itself(site):
    url = kernel_settings(site)["pyodideUrl"]
    assert url == "./static/pyodide/pyodide.mjs"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
        assert (site / "live" / "static" / "pyodide" / name).is_file(), name


def test_every_preloaded_package_and_its_needs_are_shipped_with_their_hashes(site):
    """What the kernel loads at start (studlib and ipywidgets included) comes from the site, and
    each file has the sha256 the lock promises (Pyodide refuses a wheel whose hash differs)."""
    folder = site / "live" / "static" / "pyodide"
    packages = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    wanted = kernel_settings(site)["loadPyodideOptions"]["packages"]
    assert {"studlib", "ipywidgets", "pyodide-kernel", "ipython"} <= set(wanted)
    todo, seen = list(wanted), set()
    while todo:
        name = build_site.normalise(todo.pop())
        if name in seen:
            continue
        seen.add(name)
        entry = packages[name]
        path = folder / entry["file_name"]
        assert "/" not in entry["file_name"] and path.is_file(), f"{name} is not shipped: {entry['file_name']}"
        assert hashlib.sha256(path.read_bytes()).hexdigest() == entry["sha256"], name
        todo += entry["depends"]
    assert len(seen) >= 20


def test_packages_not_shipped_keep_their_cdn_address(site):
    packages = json.loads((site / "live" / "static" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    for name in ("numpy", "matplotlib"):
        assert packages[name]["file_name"].startswith(build_site.pyodide_cdn()), name


def test_live_site_never_asks_for_a_kernel_and_keeps_the_news_off(site):
    overrides = lite_config(site)["settingsOverrides"]
    assert overrides["@jupyterlab/notebook-extension:tracker"]["autoStartDefaultKernel"] is True
    assert overrides["@jupyterlab/apputils-extension:notification"]["fetchNews"] == "false"


def test_live_lessons_carry_the_course_version(site):
    versions = json.loads((site / "course-version.json").read_text(encoding="utf-8"))
    assert versions["course_version"] == build_site.course_version()
    for stem in STEMS:
        live = json.loads((site / "live" / "files" / f"{stem}.ipynb").read_text(encoding="utf-8"))
        assert live["metadata"]["studlib"] == {"course_version": versions["course_version"],
                                               "lesson_digest": versions["lessons"][stem]}
