"""How long a live lesson page takes to answer a click, against bare Pyodide from the same site.

Run from the repository root, after `make site`:  python benchmarks/bench_live.py [--runs N]

In one run, in Debian's Chromium (/usr/bin/chromium, through Playwright), with build/site served
by `python -m http.server` on 127.0.0.1:
  (a) bare Pyodide: on a page of the site, loadPyodide from live/static/pyodide/, loadPackage
      studlib + ipywidgets, and one Hand(...).auto_play();
  (b) the live page: on lesson 14 (the practice table), the click on "Run this lesson live"
      until the first widget answers a click (its text changes after the click).
Each is measured on a first visit (a new browser profile: empty caches, no service worker) and
on a second visit (a new tab in the same profile). Goals (issue 18): (b) <= 1.5 x (a) on a
first visit, and a second visit of (b) <= 0.6 x its first. The figures are printed with the
ratios; nothing here is a pass/fail test.
"""

from __future__ import annotations

import argparse
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SITE = REPO / "build" / "site"
LESSON = "14-practice-table"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIMEOUT_MS = 300_000

# (a): the same work as the live page's start, without the page around it.
JS_BARE = """async () => {
  const started = performance.now();
  const { loadPyodide } = await import('/live/static/pyodide/pyodide.mjs');
  const pyodide = await loadPyodide({ indexURL: '/live/static/pyodide/' });
  await pyodide.loadPackage(['studlib', 'ipywidgets'], { messageCallback: () => {} });
  pyodide.runPython(`
from studlib import STUD
from studlib.hand import Hand
Hand(STUD, [1000] * 5, seed=14).auto_play()
import ipywidgets
`);
  return (performance.now() - started) / 1000;
}"""

# (b): the first widget button of the live lesson, clicked until its widget shows something new.
JS_CLICK_FIRST = """() => {
  const button = [...document.querySelectorAll('.studlib-live-widget button')].find(b => !b.disabled && b.offsetWidth);
  if (!button) return false;
  const widget = button.closest('.studlib-live-widget');
  window.studlibBefore = widget.innerText;
  window.studlibWidget = widget;
  button.click();
  return true;
}"""
JS_ANSWERED = "() => window.studlibWidget && window.studlibWidget.innerText !== window.studlibBefore"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def serve(port: int) -> subprocess.Popen:
    process = subprocess.Popen([sys.executable, "-m", "http.server", "--bind", "127.0.0.1", "--directory",
                                str(SITE), str(port)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/index.html", timeout=1).close()
            return process
        except OSError:
            time.sleep(0.1)
    process.terminate()
    raise SystemExit("bench_live: the site server did not start")


def bare(context, url: str) -> float:
    page = context.new_page()
    page.goto(f"{url}/index.html")
    seconds = page.evaluate(JS_BARE)
    page.close()
    return seconds


def live(context, url: str) -> float:
    page = context.new_page()
    page.goto(f"{url}/lessons/{LESSON}.html")
    page.wait_for_selector("button.studlib-live-run:not([hidden])")
    started = time.monotonic()
    page.click("button.studlib-live-run")
    page.wait_for_function("() => document.documentElement.dataset.studlibLive === 'ready'",
                           timeout=TIMEOUT_MS, polling=100)
    if not page.evaluate(JS_CLICK_FIRST):
        raise SystemExit(f"bench_live: lesson {LESSON} shows no live widget button")
    page.wait_for_function(JS_ANSWERED, timeout=30_000, polling=50)
    seconds = time.monotonic() - started
    steps = page.evaluate("() => window.studlibLiveTimes")
    print("  live page steps (s after the click):",
          ", ".join(f"{name} {ms / 1000:.1f}" for name, ms in sorted(steps.items(), key=lambda item: item[1])))
    controlled = page.evaluate("() => !!navigator.serviceWorker.controller")
    # A learner stays on the page: the worker then keeps the compiled modules for the next visit
    # (outside the time measured, as it happens after the lesson answers).
    page.wait_for_function("() => document.documentElement.dataset.studlibKept", timeout=TIMEOUT_MS)
    kept = page.evaluate("() => document.documentElement.dataset.studlibKept")
    print(f"  service worker controls the page: {controlled}; bytecode kept for the next visit: {kept}")
    page.close()
    return seconds


def visits(playwright, chromium: str, url: str, measure) -> tuple[float, float]:
    """(first visit, second visit) in a new browser profile of its own."""
    with tempfile.TemporaryDirectory(prefix="bench-live-") as profile:
        context = playwright.chromium.launch_persistent_context(profile, executable_path=chromium,
                                                                args=CHROMIUM_ARGS, headless=True)
        try:
            first = measure(context, url)
            second = measure(context, url)
        finally:
            context.close()
    return first, second


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1, help="profiles per measure (the median is printed)")
    args = parser.parse_args()
    if not (SITE / "_live" / "studlib-page-live.js").is_file():
        raise SystemExit("bench_live: build/site has no live pages: run `make site` first")
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    from playwright.sync_api import sync_playwright
    port = free_port()
    server = serve(port)
    url = f"http://127.0.0.1:{port}"
    try:
        with sync_playwright() as playwright:
            runs = {"bare": [], "live": []}
            for _ in range(args.runs):
                runs["bare"].append(visits(playwright, chromium, url, bare))
                runs["live"].append(visits(playwright, chromium, url, live))
    finally:
        server.terminate()
        server.wait()
    median = {name: tuple(statistics.median(run[i] for run in values) for i in (0, 1))
              for name, values in runs.items()}
    (bare_1, bare_2), (live_1, live_2) = median["bare"], median["live"]
    print(f"bench_live ({args.runs} run(s), median; Chromium, build/site on 127.0.0.1)")
    print(f"  (a) bare Pyodide + studlib + ipywidgets + one hand:   1st visit {bare_1:6.1f} s   2nd visit {bare_2:6.1f} s")
    print(f"  (b) lesson {LESSON} live, click -> widget answers:  1st visit {live_1:6.1f} s   2nd visit {live_2:6.1f} s")
    print(f"  (b) / (a), first visit:   {live_1 / bare_1:.2f}   (goal <= 1.5)")
    print(f"  (b) second / first visit: {live_2 / live_1:.2f}   (goal <= 0.6)")
    print(f"  (a) second / first visit: {bare_2 / bare_1:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
