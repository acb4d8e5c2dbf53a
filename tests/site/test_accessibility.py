"""Every page of the website, both editions, audited by axe-core for WCAG 2.2 A and AA: no
violation, theme included. And each page says which language it is in (`lang`), so a screen
reader reads the French edition with a French voice.

One Chromium page visits them all in turn (about a second a page); the live part (live/, the
JupyterLite app) is not ours and is left out.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import axe  # tests/browser/axe.py, on sys.path from conftest
from conftest import SITE, VIEWPORT

REPO = Path(__file__).resolve().parents[2]

# Sphinx's own pages with no course content (the search results page is audited: learners use it).
SKIPPED = {"genindex.html"}


def site_pages() -> list[str]:
    """Every HTML page of the built site outside live/ and _static/, as a path from its root."""
    if not SITE.is_dir():
        return []
    return sorted(str(p.relative_to(SITE)) for p in SITE.rglob("*.html")
                  if not {"live", "_static", "_sources"} & set(p.relative_to(SITE).parts[:1])
                  and p.name not in SKIPPED)


def expected_language(path: str) -> str:
    """The French edition lives under lessons/fr/ (its catalogue page and its search page beside it)."""
    return "fr" if "/fr/" in f"/{path}" or path.endswith(".fr.html") or path == "recherche.html" else "en"


# The theme follows the reader's light or dark setting: a few pages of each kind in dark too.
DARK_SAMPLE = ("index.html", "lessons/06-who-acts-first.html", "lessons/fr/14-practice-table.html",
               "docs/catalogue.html", "search.html")


def open_audit_page(browser, scheme: str):
    if axe.missing():
        pytest.fail(axe.missing(), pytrace=False)
    context = browser.new_context(viewport=VIEWPORT, color_scheme=scheme)
    return context, context.new_page()


@pytest.fixture(scope="module")
def audit_page(browser, site_url):
    context, page = open_audit_page(browser, "light")
    yield page, site_url
    context.close()


@pytest.fixture(scope="module")
def dark_page(browser, site_url):
    context, page = open_audit_page(browser, "dark")
    yield page, site_url
    context.close()


@pytest.mark.parametrize("path", site_pages())
def test_page_passes_axe_and_declares_its_language(audit_page, path):
    """0 axe violations (WCAG 2.2 A/AA), and `<html lang>` is the edition's language."""
    page, url = audit_page
    page.goto(f"{url}/{path}", wait_until="load")
    assert page.evaluate("() => document.documentElement.lang") == expected_language(path)
    result = axe.audit(page)
    assert not result["violations"], f"{path}:\n{axe.describe(result['violations'])}"


@pytest.mark.parametrize("path", DARK_SAMPLE)
def test_dark_theme_page_passes_axe(dark_page, path):
    page, url = dark_page
    page.goto(f"{url}/{path}", wait_until="load")
    assert page.evaluate("() => document.documentElement.dataset.theme") == "dark"
    result = axe.audit(page)
    assert not result["violations"], f"{path} (dark):\n{axe.describe(result['violations'])}"
