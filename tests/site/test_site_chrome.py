"""The site's own furniture around the lessons: one search box at desktop width (there were two),
still one way to search on a phone, and a favicon on every page (browsers got a 404)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

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
