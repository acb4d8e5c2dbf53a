"""The live site while Python starts, and when a learner's saved lesson is older than the course.

JupyterLite keeps a lesson the learner saved in the browser, and that copy hides every later
update of the course. The live page says when the copy open is older than the course's version
of the lesson and offers the latest one, keeping the learner's copy (with any edit not saved
yet) under another name.
"""

from __future__ import annotations

import json

import pagekit as K
from test_site_in_browser import KERNEL_TIMEOUT_MS, APP_TIMEOUT_MS

STEM = "04-antes-and-the-bring-in"
OLD_DIGEST = "000000000000"


def open_live(page, site_url):
    page.goto(f"{site_url}/live/notebooks/index.html?path={STEM}.ipynb")
    page.wait_for_function(K.JS_LAB_READY, timeout=APP_TIMEOUT_MS)
    page.wait_for_function(K.JS_CURRENT_PANEL, timeout=APP_TIMEOUT_MS)
    page.wait_for_function("() => window.studlibPanel.context.isReady", timeout=APP_TIMEOUT_MS)


def progress(page) -> dict:
    return page.evaluate("""() => { const n = document.getElementById('studlib-progress');
      return n ? {step: n.dataset.step, state: n.dataset.state, text: n.innerText, hidden: n.hidden} : null; }""")


def test_progress_counts_the_steps_until_python_is_ready(offline_page, site_url, site):
    text = json.loads((site / "live" / "studlib-live.json").read_text(encoding="utf-8"))["texts"]["en"]
    page = offline_page
    page.goto(f"{site_url}/live/notebooks/index.html?path={STEM}.ipynb")
    page.wait_for_function("() => { const n = document.getElementById('studlib-progress'); "
                           "return n && n.dataset.step === '2'; }", timeout=APP_TIMEOUT_MS)
    during = progress(page)
    assert during["state"] == "starting" and not during["hidden"]
    assert "2 of 3" in during["text"] and text["starting"].split("...")[0] in during["text"]
    page.wait_for_function(K.JS_CURRENT_PANEL, timeout=APP_TIMEOUT_MS)
    page.wait_for_function(K.JS_KERNEL_IDLE, timeout=KERNEL_TIMEOUT_MS, polling=250)
    page.wait_for_function("() => document.getElementById('studlib-progress').dataset.step === '3'",
                           timeout=5_000)
    done = progress(page)
    assert done["state"] == "ready" and "3 of 3" in done["text"] and text["ready"] in done["text"]
    assert page.evaluate("() => document.getElementById('studlib-version')") is None, \
        "the course's own copy of a lesson is not older than the course"
    assert page.studlib_requests.outside == []


def test_an_older_saved_copy_is_named_and_the_latest_lesson_replaces_it(offline_page, site_url):
    page = offline_page
    open_live(page, site_url)
    # The learner's copy, saved in this browser from an older course: its metadata says so.
    page.evaluate("""async (old) => {
      const panel = window.studlibPanel;
      panel.context.model.setMetadata('studlib', {course_version: 'old', lesson_digest: old});
      panel.context.model.sharedModel.insertCell(0, {cell_type: 'markdown', source: 'My notes on the bring-in'});
      await panel.context.save();
    }""", OLD_DIGEST)
    page.reload()
    open_live(page, site_url)
    note = page.locator("#studlib-version")
    note.wait_for(state="visible", timeout=10_000)
    assert note.get_attribute("data-state") == "older"
    assert "My notes on the bring-in" in page.evaluate(
        "() => window.studlibPanel.content.widgets[0].model.sharedModel.getSource()")
    # An edit not saved yet when the learner asks for the latest version: kept in their copy.
    page.evaluate("""() => window.studlibPanel.context.model.sharedModel.insertCell(1,
      {cell_type: 'markdown', source: 'Not saved yet: the complete is a raise'})""")
    page.wait_for_function("() => window.studlibPanel.context.model.dirty", timeout=5_000)
    with page.expect_navigation(timeout=APP_TIMEOUT_MS):   # the page reloads with the course's lesson
        page.get_by_role("button", name="Get the course's latest version of this lesson").click()
    open_live(page, site_url)
    page.wait_for_function("() => { const n = document.getElementById('studlib-version'); "
                           "return n && n.dataset.state === 'kept'; }", timeout=15_000)
    digest = page.evaluate("() => (window.studlibPanel.context.model.getMetadata('studlib') || {}).lesson_digest")
    latest = json.loads(page.evaluate("async () => JSON.stringify(await (await fetch('../studlib-live.json')).json())"))
    assert digest == latest["lessons"][STEM] and digest != OLD_DIGEST
    first = page.evaluate("() => window.studlibPanel.content.widgets[0].model.sharedModel.getSource()")
    assert "My notes" not in first
    kept = page.evaluate("""async () => {
      const listing = await window.jupyterapp.serviceManager.contents.get('', {content: true});
      const mine = listing.content.filter(f => f.name.includes('(my copy'));
      if (mine.length !== 1) return {found: mine.map(f => f.name)};
      const file = await window.jupyterapp.serviceManager.contents.get(mine[0].path, {content: true});
      return {name: mine[0].name, digest: file.content.metadata.studlib.lesson_digest,
              first: file.content.cells[0].source, second: file.content.cells[1].source};
    }""")
    assert kept.get("name", "").startswith(f"{STEM} (my copy"), kept
    assert kept["digest"] == OLD_DIGEST and "My notes on the bring-in" in "".join(kept["first"])
    assert "Not saved yet: the complete is a raise" in "".join(kept["second"]), kept
    assert kept["name"] in page.locator("#studlib-version").inner_text()
    assert page.studlib_requests.outside == []
