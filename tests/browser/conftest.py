"""Fixtures of the real-browser tests: Debian's Chromium driven by Playwright, one JupyterLab
(and one Voila) server per session over a temporary copy of lessons/.

Without Chromium or Playwright the tests skip with the reason; when the environment variable CI
is set they fail instead, so CI can never pass without having run them.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

import pagekit
import servers
from pagekit import LESSONS_DIR, REPO, VIEWPORT

SCREENSHOTS = REPO / "build" / "screenshots"
CHROMIUM_NAMES = ("chromium", "chromium-browser")
CHROMIUM_MISSING = "Chromium not found: install it with `apt-get install chromium` to run the browser tests"
PLAYWRIGHT_MISSING = "Playwright not found: `pip install -e '.[test]'` installs it (never `playwright install`)"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
LESSON_SECONDS = pytest.StashKey[dict]()


def in_ci() -> bool:
    """CI sets CI=true: there a missing browser is a failure, not a skip."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def find_chromium() -> str | None:
    """$CHROMIUM if set, else the first chromium on PATH."""
    if os.environ.get("CHROMIUM"):
        return shutil.which(os.environ["CHROMIUM"])
    return next((path for name in CHROMIUM_NAMES if (path := shutil.which(name))), None)


def missing_tools() -> str:
    """Why the browser tests cannot run here ('' when they can)."""
    reasons = []
    if find_chromium() is None:
        reasons.append(CHROMIUM_MISSING)
    if importlib.util.find_spec("playwright") is None:
        reasons.append(PLAYWRIGHT_MISSING)
    return "; ".join(reasons)


def pytest_report_header(config):
    reason = missing_tools()
    if not reason:
        return f"browser tests: Chromium at {find_chromium()}"
    return f"browser tests: {'FAIL (CI is set)' if in_ci() else 'SKIPPED'}: {reason}"


def pytest_configure(config):
    config.stash[LESSON_SECONDS] = {}


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    times = config.stash.get(LESSON_SECONDS, {})
    if times:
        slowest = max(times, key=times.get)
        terminalreporter.write_line(
            f"browser tests: {len(times)} lesson(s) opened and run in {sum(times.values()):.1f} s "
            f"(slowest {slowest}: {times[slowest]:.1f} s)")


@pytest.fixture(scope="session")
def lesson_seconds(request) -> dict:
    """Lesson -> seconds to open it and Run All, for the summary line at the end of the run."""
    return request.config.stash[LESSON_SECONDS]


@pytest.fixture(scope="session")
def chromium_path() -> str:
    reason = missing_tools()
    if reason:
        if in_ci():
            pytest.fail(f"{reason} (CI is set, so the browser tests may not be skipped)", pytrace=False)
        pytest.skip(reason)
    return find_chromium()


@pytest.fixture(scope="session")
def browser(chromium_path):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    """build/screenshots/: one PNG per lesson and per Voila view (CI keeps the folder)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


@pytest.fixture(scope="session")
def served_lessons(chromium_path):
    """A temporary folder holding a copy of lessons/ (servers write there, never to the repo)."""
    root = Path(tempfile.mkdtemp(prefix="studlib-browser-"))
    try:
        yield root, servers.copy_lessons(LESSONS_DIR, root)
    finally:
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def lab(served_lessons):
    root, notebooks = served_lessons
    if importlib.util.find_spec("matplotlib"):
        # A fresh venv builds matplotlib's font cache on first import and says so on stderr,
        # which the lesson test would report as a cell's error output.
        subprocess.run([sys.executable, "-c", "import matplotlib.font_manager"], check=False,
                       capture_output=True, timeout=300)
    (root / "lab").mkdir()
    server = servers.start_lab(root / "lab", notebooks)
    try:
        yield server
    finally:
        servers.stop(server)


@pytest.fixture(scope="session")
def lab_page(browser, lab):
    """One JupyterLab page for the whole session; lessons are opened and closed inside it."""
    page = browser.new_page(viewport=VIEWPORT)
    page.goto(f"{lab.url}/lab?token={lab.token}")
    page.wait_for_function(pagekit.JS_LAB_READY, timeout=60_000)
    page.evaluate(pagekit.JS_PREPARE_LAB)
    try:
        yield page
    finally:
        page.close()


@pytest.fixture(scope="session")
def voila(served_lessons):
    root, notebooks = served_lessons
    (root / "voila").mkdir()
    server = servers.start_voila(root / "voila", notebooks)
    try:
        yield server
    finally:
        servers.stop(server)
