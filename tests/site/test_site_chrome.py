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
