"""A learner who comes back: a new build of the site reaches them, and a site whose server is gone
still goes live from what their browser kept, or says it cannot and offers Retry.

Each test has its own server on a port it keeps, so the same browser context comes back to the
same origin (a service worker and its caches belong to an origin): stopping that server leaves
the session's site server alone.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import shutil
import time
import zipfile
from pathlib import Path

import pytest

import axe                    # tests/browser/axe.py, on sys.path from conftest
import build_site             # tools/build_site.py, likewise
from site_text import TEXT   # site/_ext/site_text.py, likewise
from test_live_page import JS_SNAPSHOT, READY_TIMEOUT_MS, go_live

EN = TEXT["en"]["LIVE_IN_PAGE"]
# The bar: with the server gone, a live lesson or the failure message within 60 s.
GONE_TIMEOUT_MS = 60_000
JS_LIVE_OR_FAILED = """() => document.documentElement.dataset.studlibLive === 'ready'
  || document.documentElement.dataset.studlibLiveFailed === 'true'"""
JS_FOCUS = """() => { const a = document.activeElement;
  return {cls: a.className, tag: a.tagName, inWidget: !!a.closest('.studlib-live-widget'),
          firstWidget: !!a.closest('.studlib-live-widget') && a.closest('.studlib-live-widget')
                       === document.querySelector('.studlib-live-widget')}; }"""
JS_SITE_CACHES = "async () => (await caches.keys()).filter(name => name.startsWith('studlib-site-'))"
# The service worker says it has kept the page and what it loaded (its styles and scripts).
JS_PAGE_KEPT = "() => document.documentElement.dataset.studlibPageKept === 'true'"


def studlib_wheel_with(out: Path, line: str, mtime: float) -> None:
    """Build `out` again with a changed studlib wheel: `line` added to studlib/__init__.py (its
    RECORD entry updated), then the site's own build steps for what depends on the wheel: the
    Pyodide lock (each wheel's sha256) and the service worker's cache name. The changed files
    are dated `mtime`: two builds made within one second would otherwise carry the same
    Last-Modified, and the browser's revalidation (If-Modified-Since, a 304 from http.server)
    would take the second build's service worker for the first's."""
    pyodide_dir = out / "live" / "static" / "pyodide"
    wheel = next(pyodide_dir.glob("studlib-*.whl"))
    changed = wheel.with_suffix(".new")
    with zipfile.ZipFile(wheel) as old, zipfile.ZipFile(changed, "w", zipfile.ZIP_DEFLATED) as new:
        module = old.read("studlib/__init__.py") + f"\n{line}\n".encode()
        digest = base64.urlsafe_b64encode(hashlib.sha256(module).digest()).rstrip(b"=").decode()
        for info in old.infolist():
            data = old.read(info)
            if info.filename == "studlib/__init__.py":
                data = module
            elif info.filename.endswith(".dist-info/RECORD"):
                data = re.sub(rb"^studlib/__init__\.py,[^\n]*", f"studlib/__init__.py,sha256={digest},{len(module)}".encode(),
                              data, flags=re.M)
            new.writestr(info, data)
    changed.replace(wheel)
    build_site.write_lock(pyodide_dir, sorted(pyodide_dir.glob("*.whl")))
    version = json.loads((out / "course-version.json").read_text(encoding="utf-8"))["course_version"]
    build_site.write_service_worker(out, version)
    for changed_file in (wheel, pyodide_dir / "pyodide-lock.json", out / "studlib-sw.js"):
        os.utime(changed_file, (mtime, mtime))


def cache_name(out: Path) -> str:
    return "studlib-site-" + re.search(r'const CACHE = "studlib-site-([^"]+)"', (out / "studlib-sw.js").read_text())[1]


def edited_cell_prints(page, code: str) -> str:
    """Put `code` in the lesson's first editable cell, run it again; what it prints once done."""
    cell = page.locator("div.cell").filter(has=page.locator("pre[contenteditable]")).first
    cell.locator(".cell_input pre").evaluate("(pre, code) => { pre.textContent = code; }", code)
    again = cell.get_by_role("button", name=EN["run_again"])
    again.click()
    page.wait_for_function("(cell) => !cell.querySelector('.studlib-live-again').disabled "
                           "&& cell.querySelector('.studlib-live-output').innerText.trim() !== ''",
                           arg=cell.element_handle(), timeout=30_000)
    return cell.locator(".studlib-live-output").inner_text().strip()


def test_a_returning_visitor_gets_the_new_studlib(site, own_site, tmp_path):
    """Two builds of the site that differ only in the studlib wheel, served in turn at the same
    address: the learner's live lesson runs the first build's studlib, and at their next visit
    the second's (a new service worker cache, a fresh lock, no snapshot of the old Python)."""
    for name, age in (("first", 600), ("second", 0)):   # the second build ten minutes after the first
        shutil.copytree(site, tmp_path / name)
        studlib_wheel_with(tmp_path / name, f'SITE_BUILD = "{name} build"', time.time() - age)
    assert cache_name(tmp_path / "first") != cache_name(tmp_path / "second")
    code = "import studlib\nprint('studlib:', studlib.SITE_BUILD)"
    for name in ("first", "second"):
        url = own_site.serve(tmp_path / name)
        try:
            page = own_site.context.new_page()
            go_live(page, url, "01-welcome")
            assert edited_cell_prints(page, code) == f"studlib: {name} build"
            if name == "first":   # what a returning visitor would otherwise be given again
                page.wait_for_function(f"() => ({JS_SNAPSHOT})() === 'kept'", timeout=READY_TIMEOUT_MS, polling=500)
                assert page.evaluate(JS_SITE_CACHES) == [cache_name(tmp_path / name)]
            else:
                assert "snapshot restored" not in page.evaluate("() => window.studlibLiveTimes")
                assert page.evaluate(JS_SITE_CACHES) == [cache_name(tmp_path / name)], "the old cache is kept"
            assert own_site.requests.outside == [], own_site.requests.outside
            page.close()
        finally:
            own_site.stop()


def test_with_the_server_gone_a_reload_goes_live_from_the_cache(site, own_site, screenshots):
    """After one live visit the server stops (the browser still online): a reload and "Run this
    lesson live" give a live lesson from what the browser kept, or the failure message with
    Retry, within 60 s; never a start that counts for ever. This build keeps all it needs, so
    the lesson goes live and answers a click."""
    url = own_site.serve(site)
    page = own_site.context.new_page()
    try:
        go_live(page, url, "14-practice-table")
        page.wait_for_function(f"() => ({JS_SNAPSHOT})() === 'kept'", timeout=READY_TIMEOUT_MS, polling=500)
    finally:
        own_site.stop()
    page.reload()
    page.get_by_role("button", name=EN["run"]).click()
    page.wait_for_function(JS_LIVE_OR_FAILED, timeout=GONE_TIMEOUT_MS, polling=250)
    status = page.locator(".studlib-live-status").inner_text()
    page.screenshot(path=screenshots / "site-live-server-gone.png")
    assert page.evaluate("() => document.documentElement.dataset.studlibLive") == "ready", status
    assert status == EN["ready"]
    assert page.locator(".studlib-live-widget").first.is_visible()
    assert own_site.requests.outside == [], own_site.requests.outside


def test_a_start_that_cannot_finish_says_so_and_retry_goes_live(site, own_site):
    """A visit that never went live keeps only the page; with the server gone, pressing "Run this
    lesson live" (by keyboard) ends within 60 s with the failure message and a Retry button that
    has the focus, and passes axe-core; the server back, Retry makes the lesson live and puts the
    focus on its first widget."""
    url = own_site.serve(site)
    page = own_site.context.new_page()
    try:
        page.goto(f"{url}/lessons/14-practice-table.html")
        page.wait_for_function(JS_PAGE_KEPT, timeout=30_000, polling=250)
    finally:
        own_site.stop()
    page.reload()
    page.get_by_role("button", name=EN["run"]).focus()
    page.keyboard.press("Enter")
    page.wait_for_function(JS_LIVE_OR_FAILED, timeout=GONE_TIMEOUT_MS, polling=250)
    assert page.locator(".studlib-live-status").inner_text() == EN["failed"]
    retry = page.get_by_role("button", name=EN["retry"])
    assert retry.is_visible()
    assert page.evaluate(JS_FOCUS)["cls"] == "studlib-live-retry"
    if not axe.missing():
        result = axe.audit(page, ".studlib-live")
        assert result["audited"] >= 1 and not result["violations"], axe.describe(result["violations"])
    own_site.serve(site)
    try:
        page.keyboard.press("Enter")
        page.wait_for_function(JS_LIVE_OR_FAILED, timeout=READY_TIMEOUT_MS, polling=500)
        assert page.locator(".studlib-live-status").inner_text() == EN["ready"]
        assert not retry.is_visible()
        assert page.evaluate(JS_FOCUS)["firstWidget"], page.evaluate(JS_FOCUS)
    finally:
        own_site.stop()
    assert own_site.requests.outside == [], own_site.requests.outside
