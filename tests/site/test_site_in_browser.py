"""The website in Chromium with no network: every lesson page shows its cards and no blank output,
and "Run this lesson live" runs lessons in JupyterLite (Pyodide), Run All with no error, a widget
answering a click. Not one request may leave 127.0.0.1.
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path

import pytest

import pagekit as K   # tests/browser/pagekit.py, on sys.path from conftest
from site_text import TEXT   # site/_ext/site_text.py, likewise
from studlib import card_markup

REPO = Path(__file__).resolve().parents[2]
# Both editions: the French lessons are pages under lessons/fr/ and live files under fr/.
STEMS = (sorted(p.stem for p in (REPO / "lessons").glob("[0-9][0-9]-*.ipynb"))
         + sorted(f"fr/{p.stem}" for p in (REPO / "lessons" / "fr").glob("[0-9][0-9]-*.ipynb")))
# The lesson the JupyterLite test runs ("Open in JupyterLite"; the live pages themselves are in
# test_live_page.py). STUDLIB_SITE_LIVE=all runs every lesson that has a widget (about 15 s
# each): STUDLIB_SITE_LIVE=all make site-check.
LIVE_LESSONS = ["01-welcome"]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
APP_TIMEOUT_MS = 60_000
KERNEL_TIMEOUT_MS = 120_000

# Every output of a lesson page: whether it shows anything (text, a card, an image).
JS_OUTPUTS = """() => [...document.querySelectorAll('div.cell_output > .output')].map(out => ({
  text: out.innerText.trim().slice(0, 80),
  shown: !!(out.offsetWidth || out.offsetHeight),
  cards: out.querySelectorAll('[role="img"]').length,
  images: out.querySelectorAll('img, svg').length,
}))"""


_CARD_TAG = re.compile(r'<span role="img"[^>]*width:%dpx' % card_markup.CARD_WIDTH_PX)


def stored_cards(stem: str) -> int:
    """How many cards the lesson's stored text/html outputs draw (role="img" elements of a
    card's width: the odds widget's share bars are images too, but not cards)."""
    cells = json.loads((REPO / "lessons" / f"{stem}.ipynb").read_text(encoding="utf-8"))["cells"]
    return sum(len(_CARD_TAG.findall("".join(o.get("data", {}).get("text/html", ""))))
               for c in cells for o in c.get("outputs", []))


def stored_printed(stem: str) -> list[str]:
    """Each code cell's printed text as JupyterLab shows it: its stored stdout, in order."""
    cells = json.loads((REPO / "lessons" / f"{stem}.ipynb").read_text(encoding="utf-8"))["cells"]
    return ["".join("".join(o["text"]) if isinstance(o["text"], list) else o["text"]
                    for o in c.get("outputs", []) if o.get("output_type") == "stream" and o.get("name") == "stdout")
            for c in cells if c["cell_type"] == "code"]


def stored_widgets(stem: str) -> int:
    cells = json.loads((REPO / "lessons" / f"{stem}.ipynb").read_text(encoding="utf-8"))["cells"]
    return sum(WIDGET_VIEW in o.get("data", {}) for c in cells for o in c.get("outputs", []))


@pytest.mark.parametrize("stem", STEMS)
def test_lesson_page_renders_its_cards_and_no_blank_output(offline_page, site_url, stem, screenshots):
    page = offline_page
    page.goto(f"{site_url}/lessons/{stem}.html")
    page.wait_for_load_state("load")
    outputs = page.evaluate(JS_OUTPUTS)
    blank = [i for i, out in enumerate(outputs) if not (out["text"] or out["cards"] or out["images"])]
    assert not blank, f"outputs {blank} of {len(outputs)} show nothing"
    cards = page.locator(K.CARD_SELECTOR)
    assert cards.count() == stored_cards(stem)
    if cards.count():
        first = cards.first
        first.scroll_into_view_if_needed()
        assert first.is_visible() and first.bounding_box()["width"] >= 30
    live = page.get_by_role("link", name=TEXT["fr" if stem.startswith("fr/") else "en"]["LIVE_TEXT"])
    assert live.count() == 1 and live.is_visible()
    assert page.studlib_requests.outside == [], page.studlib_requests.outside
    if stem in LIVE_LESSONS:
        page.screenshot(path=screenshots / f"site-{stem.replace('/', '-')}.png", full_page=False)


def test_search_finds_a_lesson_offline(offline_page, search):
    page = offline_page
    links = search("search.html?q=bring-in")
    assert any("04-antes-and-the-bring-in" in link for link in links), links
    assert page.studlib_requests.outside == []


# --- live -------------------------------------------------------------------------------------



def live_lessons() -> list[str]:
    if os.environ.get("STUDLIB_SITE_LIVE", "").strip().lower() == "all":
        return [stem for stem in STEMS if stored_widgets(stem)]
    return LIVE_LESSONS


@pytest.mark.parametrize("stem", live_lessons())
def test_run_this_lesson_live(offline_page, site_url, stem, screenshots, record_property):
    """From the lesson page, the live link opens the same lesson in JupyterLite; its kernel
    starts in the browser, Run All runs every cell without an error, and a click on the lesson's
    widget changes what it shows."""
    page = offline_page
    language = "fr" if stem.startswith("fr/") else "en"
    K.use_language(language)
    page.goto(f"{site_url}/lessons/{stem}.html")
    started = time.monotonic()
    page.get_by_role("link", name=TEXT[language]["LIVE_TEXT"]).click()
    page.wait_for_function(K.JS_LAB_READY, timeout=APP_TIMEOUT_MS)
    page.wait_for_function(K.JS_CURRENT_PANEL, timeout=APP_TIMEOUT_MS)
    assert page.evaluate("() => window.studlibPanel.context.path") == f"{stem}.ipynb"
    page.wait_for_function(K.JS_KERNEL_IDLE, timeout=KERNEL_TIMEOUT_MS, polling=250)
    ready = time.monotonic() - started
    record_property("kernel_ready_s", round(ready, 1))
    report = K.run_all(page)
    assert not report["errors"] and not report["stderr"] and not report["widgetErrors"], report
    # Printed lines read as in JupyterLab (issue 19: JupyterLite showed ",Third street...").
    printed = page.evaluate("""() => [...window.studlibPanel.node.querySelectorAll(
        '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stdout"]')].map(o => o.innerText)""")
    assert "".join(printed).split() == "".join(stored_printed(stem)).split()
    assert not any(line.startswith(",") for text in printed for line in text.splitlines())
    assert report["counts"] and all(isinstance(n, int) for n in report["counts"]), report["counts"]
    expected = stored_widgets(stem)
    if expected:
        page.wait_for_function(
            f"(n) => window.studlibPanel.node.querySelectorAll('{K.OUTPUT} .jupyter-widgets').length >= n",
            arg=expected, timeout=30_000)
    action, answer = K.main_buttons(page)
    clicked = action or answer
    assert clicked is not None, "the live lesson shows no widget button"
    before = K.widget_text(page, clicked)
    K.button(page, clicked).click()
    after = (K.wait_for_answer(page, clicked, before) if clicked is answer
             else K.wait_for_change(page, clicked, before))
    if clicked is answer and K.is_self_check(before):
        assert any(word in after for word in K.FEEDBACK_WORDS), after
    print(f"{stem}: kernel ready {ready:.1f} s after the click, interactive "
          f"{time.monotonic() - started:.1f} s")
    K.button(page, clicked).scroll_into_view_if_needed()
    page.screenshot(path=screenshots / f"site-live-{stem.replace('/', '-')}.png")
    K.use_language("en")
    assert page.studlib_requests.outside == [], page.studlib_requests.outside
    made = page.studlib_requests.made
    assert any(url.endswith("/pyodide.asm.wasm") for url in made), "Pyodide did not load from the site"


def test_printed_lesson_keeps_the_lesson_and_drops_the_site_controls(offline_page, site_url):
    """Printing a lesson is the paper handout: the cards and the text, no live link or sidebars."""
    page = offline_page
    page.set_viewport_size({"width": 1024, "height": 768})   # a classroom projector
    page.goto(f"{site_url}/lessons/04-antes-and-the-bring-in.html")
    page.emulate_media(media="print")
    assert not page.locator(".studlib-live").is_visible()
    for selector in (".bd-sidebar-primary", ".bd-header", ".prev-next-area"):
        hidden = page.eval_on_selector_all(selector, "els => els.every(e => !(e.offsetWidth || e.offsetHeight))")
        assert hidden, f"{selector} shows on paper"
    first_card = page.locator(K.CARD_SELECTOR).first
    assert first_card.is_visible()
    assert page.locator("h1").first.inner_text().startswith("4. Antes and the bring-in")
    assert len(page.pdf(format="A4")) > 10_000


# The live app's menu bar and the notebook's trust indicator, as the learner reads them.
JS_MENUS = "() => [...document.querySelectorAll('.lm-MenuBar-itemLabel')].map(e => e.innerText.trim())"
JS_TRUST = "() => { const n = document.querySelector('.jp-NotebookTrustedStatus'); return n ? n.innerText.trim() : null; }"


# The same lesson in each edition: the menus its live app shows, and its trust indicator.
LIVE_APP_WORDS = [("fr/04-antes-and-the-bring-in", ["Fichier", "Édition", "Affichage", "Exécution", "Noyau"], "Fiable"),
                  ("04-antes-and-the-bring-in", ["File", "Edit", "View", "Run", "Kernel"], "Trusted")]


def test_the_live_app_speaks_the_lessons_language_and_trusts_it(offline_page, site_url):
    """In one browser, JupyterLite opened from a French lesson page has its menus in French, then
    opened from an English one, in English; either way the course's lesson is trusted, not "Not
    Trusted"."""
    page = offline_page
    for stem, menus, trusted in LIVE_APP_WORDS:
        language = "fr" if stem.startswith("fr/") else "en"
        page.goto(f"{site_url}/lessons/{stem}.html")
        page.get_by_role("link", name=TEXT[language]["LIVE_TEXT"]).click()
        page.wait_for_function(K.JS_LAB_READY, timeout=APP_TIMEOUT_MS)
        page.wait_for_function(K.JS_CURRENT_PANEL, timeout=APP_TIMEOUT_MS)
        page.wait_for_function(f"(menus) => JSON.stringify(({JS_MENUS})().slice(0, {len(menus)})) === JSON.stringify(menus)",
                               arg=menus, timeout=APP_TIMEOUT_MS)
        page.wait_for_function(f"(trusted) => ({JS_TRUST})() === trusted", arg=trusted, timeout=APP_TIMEOUT_MS)
        assert page.evaluate("() => document.documentElement.lang").startswith(language)
        assert "Not Trusted" not in page.locator("body").inner_text()
    assert page.studlib_requests.outside == [], page.studlib_requests.outside
