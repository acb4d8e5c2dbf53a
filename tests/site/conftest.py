"""Fixtures of the website tests (make site-check): the built site in build/site, served from
127.0.0.1 by `python -m http.server`, and Debian's Chromium through Playwright.

They reuse the browser suite's helpers (tests/browser: how Chromium is found and launched, free
ports, stopping a server by its PID, what a widget's buttons are). Every page runs in a browser
context that fails any request not to the local server and counts it: the site must be
self-contained. `make site-check` also runs them in a network namespace with only loopback.
"""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
BROWSER_TESTS = REPO / "tests" / "browser"
# What the site tests import besides studlib, put on sys.path here once: the browser suite's
# helpers (pagekit, axe, servers), tests/ (answer_keys), tools/ (build_site) and the site's
# Sphinx extensions (site_text, studlib_site).
for folder in (BROWSER_TESTS, REPO / "tests", REPO / "tools", REPO / "site" / "_ext"):
    sys.path.insert(0, str(folder))
import servers  # noqa: E402  (tests/browser/servers.py)


def _browser_conftest():
    """tests/browser/conftest.py as a module of its own name, for its Chromium helpers."""
    spec = importlib.util.spec_from_file_location("browser_conftest", BROWSER_TESTS / "conftest.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


B = _browser_conftest()
SITE = REPO / "build" / "site"
VIEWPORT = {"width": 1280, "height": 900}


@dataclass
class Requests:
    """Requests a page made: every one, and those refused because they left 127.0.0.1."""

    origin: str
    made: list[str] = field(default_factory=list)
    outside: list[str] = field(default_factory=list)

    def route(self, route) -> None:
        url = route.request.url
        self.made.append(url)
        if url.startswith(self.origin + "/") or url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()


@pytest.fixture(scope="session")
def site() -> Path:
    """build/site, which make site-check builds first."""
    if not (SITE / "index.html").is_file() or not (SITE / "live" / "jupyter-lite.json").is_file():
        pytest.fail("build/site is missing or has no live/: run `make site` (make site-check builds it)",
                    pytrace=False)
    return SITE


@pytest.fixture(scope="session")
def site_url(site):
    """The site served from 127.0.0.1 on a free port, as `python -m http.server` serves it."""
    try:
        server = servers.start_static(site, REPO / "build")
    except RuntimeError as error:
        pytest.fail(f"the site server did not start: {error}", pytrace=False)
    try:
        yield server.url
    finally:
        servers.stop(server)


# Chromium is found, launched and skipped (or failed, in CI) exactly as in the browser suite.
chromium_path, browser, screenshots = B.chromium_path, B.browser, B.screenshots


@pytest.fixture
def offline_page(browser, site_url):
    """A fresh page (its own storage, so no earlier lesson is remembered) whose requests outside
    the local site are refused and listed in page.studlib_requests.outside."""
    context = browser.new_context(viewport=VIEWPORT)
    requests = Requests(site_url)
    context.route("**/*", requests.route)
    page = context.new_page()
    page.studlib_requests = requests
    try:
        yield page
    finally:
        context.close()


@dataclass
class OwnSite:
    """A browser context with a site server of its own on a port it keeps: the server can be
    stopped and started again (another build, or the same) at the same origin, where the
    browser keeps its service worker and caches. Requests leaving the server are refused."""

    context: object
    log_dir: Path
    port: int = field(default_factory=servers.free_port)
    requests: Requests | None = None
    running: list = field(default_factory=list)

    def serve(self, folder: Path) -> str:
        """Serve `folder` at this site's address; its URL."""
        server = servers.start_static(folder, self.log_dir, self.port)
        self.running.append(server)
        self.requests = Requests(server.url)
        self.context.unroute("**/*")
        self.context.route("**/*", self.requests.route)
        return server.url

    def stop(self) -> None:
        """The server goes away (the browser stays online)."""
        while self.running:
            servers.stop(self.running.pop())


@pytest.fixture
def own_site(browser, tmp_path):
    context = browser.new_context(viewport=VIEWPORT)
    site = OwnSite(context, tmp_path)
    try:
        yield site
    finally:
        site.stop()
        context.close()


# Sphinx's search lists its results one by one, 5 ms apart, and writes its summary line ("found
# N pages", or "no match") only after the last one: that line is the finished state to wait for.
JS_SEARCH_FINISHED = "() => !!document.querySelector('#search-results .search-summary')?.innerText.trim()"
JS_RESULT_LINKS = "() => [...document.querySelectorAll('#search-results li a')].map(a => a.getAttribute('href'))"


@pytest.fixture
def search(offline_page, site_url):
    """search("search.html?q=bring-in") -> every result link, once the search has finished."""

    def links(page_and_query: str) -> list[str]:
        offline_page.goto(f"{site_url}/{page_and_query}")
        offline_page.wait_for_function(JS_SEARCH_FINISHED, timeout=20_000)
        return offline_page.evaluate(JS_RESULT_LINKS)

    return links
