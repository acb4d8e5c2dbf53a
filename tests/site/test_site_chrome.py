"""The site's own furniture around the lessons: one search box at desktop width (there were two),
still one way to search on a phone, a favicon on every page (browsers got a 404), and on the
French edition's pages the theme's words, the title, the footer and the sidebar in French."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from site_text import TEXT   # site/_ext/site_text.py, on sys.path from conftest

REPO = Path(__file__).resolve().parents[2]
PAGES = ["index.html", "lessons/01-welcome.html", "lessons/fr/01-welcome.html"]

# Every search control the page shows (the theme's search field, or its search icon button).
JS_SEARCH_CONTROLS = """() => [...document.querySelectorAll('.search-button-field, .search-button, form.bd-search')]
  .filter(e => !!(e.offsetWidth || e.offsetHeight) && getComputedStyle(e).visibility !== 'hidden')
  .map(e => { const r = e.getBoundingClientRect(); return {cls: e.className, x: r.x, y: r.y}; })"""


@pytest.mark.parametrize("page", PAGES)
def test_every_page_names_a_favicon_the_site_ships(site, page):
    text = (site / page).read_text(encoding="utf-8")
    icons = re.findall(r'<link rel="(?:shortcut )?icon"[^>]*href="([^"]+)"', text)
    assert icons, f"{page} names no favicon"
    assert all((site / page).parent.joinpath(href).resolve().is_file() for href in icons), icons


@pytest.mark.parametrize("page", PAGES)
def test_one_search_box_at_desktop_width_and_a_search_on_a_phone(offline_page, site_url, page):
    offline_page.goto(f"{site_url}/{page}")
    offline_page.wait_for_load_state("load")
    desktop = offline_page.evaluate(JS_SEARCH_CONTROLS)
    assert len(desktop) == 1, desktop
    offline_page.set_viewport_size({"width": 390, "height": 844})
    offline_page.wait_for_timeout(300)
    phone = offline_page.evaluate(JS_SEARCH_CONTROLS)
    assert len(phone) >= 1, "no way to search on a phone"
    assert offline_page.studlib_requests.outside == []


# --- the French edition searches in French ------------------------------------------------------

def test_french_pages_search_a_french_index_with_a_french_box(site):
    english = (site / "searchindex.js").read_text(encoding="utf-8")
    french = (site / "searchindex-fr.js").read_text(encoding="utf-8")
    assert '"lessons/fr/' not in english and '"lessons/fr/05-fixed-limit-betting"' in french
    page = (site / "lessons" / "fr" / "05-fixed-limit-betting.html").read_text(encoding="utf-8")
    assert 'src="../../searchindex-fr.js"' in page and 'src="../../_static/language_data_fr.js"' in page
    assert 'action="../../recherche.html"' in page and 'placeholder="Rechercher…"' in page
    assert '<html lang="fr"' in page
    # The French catalogue, outside lessons/fr/, is a French page too: French box, French index.
    assert '"docs/catalogue.fr"' not in english and '"docs/catalogue.fr"' in french
    page = (site / "docs" / "catalogue.fr.html").read_text(encoding="utf-8")
    assert 'action="../recherche.html"' in page and 'placeholder="Rechercher…"' in page
    assert 'src="../searchindex-fr.js"' in page and '<html lang="fr"' in page


def test_french_search_finds_french_pages_with_the_french_stemmer(offline_page, search):
    page = offline_page
    links = search("recherche.html?q=enchères")
    assert any("05-fixed-limit-betting" in link for link in links), links
    assert "docs/catalogue.fr.html" in links, links     # the French catalogue says « enchères » too
    french = [link for link in links if link.startswith("lessons/fr/") or link == "docs/catalogue.fr.html"]
    assert french == links, links                        # French pages only
    page.locator("#search-results li a", has_text="enchères").first.click()  # a link that leads there
    page.wait_for_url("**/lessons/fr/05-fixed-limit-betting.html*", timeout=10_000)
    page.go_back()
    # French stemming: « mangeaient » is cut to « mang » (Porter's English stemmer keeps more).
    assert page.evaluate("() => new Stemmer().stemWord('mangeaient')") == "mang"
    assert page.locator("h1").first.inner_text() == "Recherche"
    assert page.studlib_requests.outside == []


def test_english_search_stays_english(search):
    links = search("search.html?q=betting")
    assert "docs/catalogue.html" in links, links
    assert links and not any("/fr/" in link or ".fr." in link for link in links), links


# --- the French edition is French around the lesson too ------------------------------------------

# What a reader meets around the lesson: the title bar's text, the skip link (shown when focused),
# the back-to-top button, the page's contents heading, the footer, and the sidebar's first list.
JS_CHROME = """() => { const text = (sel) => { const e = document.querySelector(sel); return e ? e.textContent.trim() : null; };
  const first = document.querySelector('.bd-sidebar-primary .caption');
  const list = first && first.nextElementSibling;
  return {title: document.title, skip: text('#pst-skip-link a'), top: text('#pst-back-to-top'),
          contents: text('.sidebar-secondary-item .page-toc.tocsection'),
          footer: document.querySelector('.bd-footer-content').innerText.replace(/\\s+/g, ' ').trim(),
          firstCaption: first && first.textContent.trim(),
          firstLessons: list ? [...list.querySelectorAll('a.reference')].map(a => a.getAttribute('href')) : []}; }"""
FRENCH_SITE = TEXT["fr"]["INDEX"]


def chrome_of(page, url: str) -> tuple[dict, list[str]]:
    """The page's surroundings as a reader meets them, and the console errors while it opened."""
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.goto(url)
    page.wait_for_load_state("load")
    return page.evaluate(JS_CHROME), errors


def test_a_french_page_is_french_around_the_lesson(offline_page, site_url):
    """The French lesson's title bar, skip link, back-to-top, contents heading and footer are in
    French, and its sidebar lists the French lessons first; no theme error in the console."""
    chrome, errors = chrome_of(offline_page, f"{site_url}/lessons/fr/06-who-acts-first.html")
    assert chrome["title"] == f"6. Qui parle en premier — {FRENCH_SITE['site_title']}"
    assert chrome["skip"] == "Passer au contenu principal"
    assert chrome["top"] == "Haut de page"
    assert chrome["contents"] == "Contenu"
    assert chrome["footer"] == f"Par {FRENCH_SITE['author']} © Copyright {FRENCH_SITE['copyright']}."
    assert chrome["firstCaption"] == FRENCH_SITE["caption"]
    # From lessons/fr/, the French lessons are its neighbours; the English ones are under ../.
    assert chrome["firstLessons"] and not [href for href in chrome["firstLessons"] if href.startswith("../")], chrome
    assert not [e for e in errors if "theme mode" in e], errors
    assert offline_page.studlib_requests.outside == []


def test_an_english_page_keeps_its_english_chrome(offline_page, site_url):
    chrome, errors = chrome_of(offline_page, f"{site_url}/lessons/06-who-acts-first.html")
    assert chrome["title"].endswith("— studlib: the rules of Stud, Stud Hi/Lo and Razz")
    assert (chrome["skip"], chrome["top"], chrome["contents"]) == ("Skip to main content", "Back to top", "Contents")
    assert chrome["footer"].startswith("By the studlib authors")
    assert chrome["firstCaption"] == TEXT["en"]["INDEX"]["caption"]
    assert not [href for href in chrome["firstLessons"] if "fr/" in href], chrome
    assert not [e for e in errors if "theme mode" in e], errors
