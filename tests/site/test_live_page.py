"""Lessons made live in their own page, with no network: "Run this lesson live" starts Python in
a Web Worker, the page's code cells run in order, and each widget picture becomes the working
widget in place (site/live-page/). One page per lesson, reused for every check of that lesson.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

import axe             # tests/browser/axe.py, on sys.path from conftest
import pagekit as K   # tests/browser/pagekit.py, likewise
from site_text import TEXT   # site/_ext/site_text.py, likewise
from test_site_in_browser import stored_printed, stored_widgets

REPO = Path(__file__).resolve().parents[2]
# A first lesson, a rules lesson in both editions, the practice table, the odds lessons (numpy and
# matplotlib are not there offline; lesson 20's worked example 3 needs numpy) and the replay of
# real hands (it reads files).
LIVE_IN_PAGE = ["01-welcome", "06-who-acts-first", "fr/06-who-acts-first", "14-practice-table",
                "19-live-and-dead-cards", "20-how-often", "fr/20-how-often", "21-replay-real-hands"]
READY_TIMEOUT_MS = 240_000
PHONE = {"width": 390, "height": 844}
PROJECTOR = {"width": 1024, "height": 768}

# For each code cell of the page, in order: its printed text as the learner reads it, and how
# many error outputs, stderr outputs and live widgets it shows.
JS_CELLS = """() => [...document.querySelectorAll('div.cell')].filter(c => c.querySelector('.cell_input pre'))
  .map(cell => { const out = cell.querySelector('.studlib-live-output');
    return out ? {printed: [...out.querySelectorAll('.output.stream pre')].map(p => p.innerText).join(''),
                  errors: out.querySelectorAll('.output.error').length,
                  stderr: out.querySelectorAll('.output.stderr').length,
                  widgets: [...out.querySelectorAll('.studlib-live-widget')].filter(w => w.innerText.trim()).length}
               : null; })"""

# Where the live page draws each widget (pagekit finds buttons and reads widgets as in JupyterLab).
LIVE_WIDGET = ".studlib-live-output .studlib-live-widget"


def go_live(page, site_url: str, stem: str) -> dict:
    """Open the lesson's page, press its live control, wait until the lesson has run; the texts."""
    texts = TEXT["fr" if stem.startswith("fr/") else "en"]["LIVE_IN_PAGE"]
    page.goto(f"{site_url}/lessons/{stem}.html")
    page.get_by_role("button", name=texts["run"]).click()
    status = page.locator(".studlib-live-status")
    starting = texts["python"].split("(")[0].strip()
    page.wait_for_function("([sel, words]) => document.querySelector(sel).innerText.includes(words)",
                           arg=[".studlib-live-status", starting], timeout=60_000)
    assert status.is_visible(), "the progress line is not shown while Python starts"
    page.wait_for_function("() => document.documentElement.dataset.studlibLive === 'ready'",
                           timeout=READY_TIMEOUT_MS, polling=500)
    return texts


def first_widget_answers_a_click(page, language: str) -> str:
    """Click the first action (or self-check answer) of the live widgets; wait for its widget to
    show the result and return what it shows."""
    K.use_language(language)
    try:
        action, answer = K.main_buttons(page, LIVE_WIDGET)
        clicked = action or answer
        assert clicked is not None, "the live lesson shows no widget button"
        before = K.widget_text(page, clicked, LIVE_WIDGET)
        K.button(page, clicked).click()
        # A self-check's answer is done when its verdict shows, not at the first change.
        verdict = K.FEEDBACK_WORDS if clicked is answer and K.is_self_check(before) else ()
        return K.wait_for_change(page, clicked, before, containing=verdict, output=LIVE_WIDGET)
    finally:
        K.use_language("en")


def lesson_reads_as_in_jupyterlab(page, stem: str) -> None:
    """Every code cell shows live outputs, with no error, printing what JupyterLab printed, and
    as many live widgets as the notebook stores."""
    cells = page.evaluate(JS_CELLS)
    assert all(cell is not None for cell in cells), "a code cell kept its stored output"
    assert not [i for i, c in enumerate(cells) if c["errors"] or c["stderr"]], cells
    # Printed lines read as in JupyterLab (its stored stream text), never as a list joined by commas.
    assert [c["printed"].rstrip("\n") for c in cells] == [t.rstrip("\n") for t in stored_printed(stem)]
    assert sum(c["widgets"] for c in cells) == stored_widgets(stem)


@pytest.mark.parametrize("stem", LIVE_IN_PAGE)
def test_lesson_runs_live_in_its_page(offline_page, site_url, stem, screenshots, record_property):
    page = offline_page
    started = time.monotonic()
    go_live(page, site_url, stem)
    record_property("live_s", round(time.monotonic() - started, 1))
    lesson_reads_as_in_jupyterlab(page, stem)
    if stored_widgets(stem):
        first_widget_answers_a_click(page, "fr" if stem.startswith("fr/") else "en")
    # The progress line is gone from view once the lesson runs (a screen reader still has it).
    box = page.locator(".studlib-live-status").bounding_box()
    assert box is None or box["width"] <= 1
    if stem == "01-welcome":
        an_edited_cell_runs_again(page, TEXT["en"]["LIVE_IN_PAGE"])
    if stem.endswith("20-how-often"):
        cells_needing_numpy_keep_their_stored_results(page, TEXT["fr" if stem.startswith("fr/") else "en"]["LIVE_IN_PAGE"])
    if stored_widgets(stem):
        page.locator(".studlib-live-widget").first.scroll_into_view_if_needed()
    page.screenshot(path=screenshots / f"site-live-page-{stem.replace('/', '-')}.png")
    assert page.studlib_requests.outside == [], page.studlib_requests.outside


def cells_needing_numpy_keep_their_stored_results(page, texts: dict) -> None:
    """Offline, lesson 20's worked example 3 (it imports numpy, which the site cannot ship: no
    WebAssembly wheel of it on PyPI or npm) keeps the results stored with the lesson, under one
    sentence in the page's language; no traceback anywhere; the cells after it ran live."""
    cells = page.evaluate("""() => [...document.querySelectorAll('div.cell')].filter(c => c.querySelector('.cell_input pre'))
      .map(cell => { const out = cell.querySelector('.studlib-live-output');
        return {source: cell.querySelector('.cell_input pre').innerText,
                notes: [...out.querySelectorAll('.studlib-live-notice')].map(n => n.innerText),
                shown: out.innerText.length, images: out.querySelectorAll('img').length}; })""")
    first = next(i for i, c in enumerate(cells) if "import numpy" in c["source"])
    # The cell that imports numpy, and the two that use the counts it would have made.
    assert [i for i, c in enumerate(cells) if c["notes"]] == [first, first + 1, first + 2], cells
    sentence = texts["missing_module"].format(module="numpy")
    for cell in cells[first:first + 3]:
        assert cell["notes"] == [sentence]
        assert cell["shown"] > len(sentence) + 20 or cell["images"], "the stored result is not shown under the sentence"
    text = page.locator("body").inner_text()
    for word in ("Traceback", "ModuleNotFoundError", "NameError", "Error"):
        assert word not in text, f"the page shows {word!r}"
    if not axe.missing():   # the sentence is readable: contrast and the rest of WCAG 2.2 AA
        result = axe.audit(page, ".studlib-live-notice")
        assert result["audited"] == 3 and not result["violations"], axe.describe(result["violations"])


def an_edited_cell_runs_again(page, texts: dict) -> None:
    """A worked example the learner changes and runs again shows the new result in place."""
    cell = page.locator("div.cell").filter(has=page.locator("pre[contenteditable]")).first
    source = cell.locator(".cell_input pre")
    source.evaluate("(pre) => { pre.textContent = 'print(6 * 7, \"chips\")'; }")
    cell.get_by_role("button", name=texts["run_again"]).click()
    page.wait_for_function("(cell) => cell.querySelector('.studlib-live-output').innerText.includes('42 chips')",
                           arg=cell.element_handle(), timeout=30_000)


JS_SNAPSHOT = "() => document.documentElement.dataset.studlibSnapshot"
# Damages every kept snapshot (as a different or broken build of the site would leave it).
JS_DAMAGE_SNAPSHOT = """async () => { let damaged = 0;
  for (const name of await caches.keys()) if (name.startsWith('studlib-snapshot-')) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) { await cache.put(request, new Response(new Uint8Array(4096).fill(7))); damaged++; } }
  return damaged; }"""


def test_a_second_visit_restores_python_from_the_first(offline_page, site_url):
    """The first visit keeps a snapshot of its started Python; a second visit (a new tab in the
    same browser, offline) restores it instead of starting Python again, and the lesson reads
    and answers a click as on the first visit. A snapshot that cannot be restored is dropped:
    Python starts as usual, the learner is told nothing alarming, and a new snapshot is kept."""
    stem = "14-practice-table"
    first = offline_page
    texts = go_live(first, site_url, stem)
    assert "snapshot restored" not in first.evaluate("() => window.studlibLiveTimes")
    first.wait_for_function(f"() => ({JS_SNAPSHOT})() === 'kept'", timeout=READY_TIMEOUT_MS, polling=500)
    answered = first_widget_answers_a_click(first, "en")

    second = first.context.new_page()
    go_live(second, site_url, stem)
    assert second.evaluate(JS_SNAPSHOT) == "restored"
    assert "snapshot restored" in second.evaluate("() => window.studlibLiveTimes")
    lesson_reads_as_in_jupyterlab(second, stem)
    assert first_widget_answers_a_click(second, "en") == answered

    assert second.evaluate(JS_DAMAGE_SNAPSHOT) == 1
    third = first.context.new_page()
    go_live(third, site_url, stem)
    assert "snapshot restored" not in third.evaluate("() => window.studlibLiveTimes")
    assert third.locator(".studlib-live-status").inner_text() != texts["failed"]
    lesson_reads_as_in_jupyterlab(third, stem)
    assert first_widget_answers_a_click(third, "en") == answered
    third.wait_for_function(f"() => ({JS_SNAPSHOT})() === 'kept'", timeout=READY_TIMEOUT_MS, polling=500)
    assert first.studlib_requests.outside == [], first.studlib_requests.outside


@pytest.mark.parametrize("stem", ["21-replay-real-hands", "fr/20-how-often"])
def test_another_lesson_restores_the_same_snapshot(offline_page, site_url, stem):
    """The snapshot holds no lesson: kept by lesson 01's first visit, it starts another lesson
    (one reading hand-history files; the French one whose numpy cells keep their stored results
    offline), which then reads and answers as when Python starts afresh."""
    first = offline_page
    go_live(first, site_url, "01-welcome")
    first.wait_for_function(f"() => ({JS_SNAPSHOT})() === 'kept'", timeout=READY_TIMEOUT_MS, polling=500)
    page = first.context.new_page()
    texts = go_live(page, site_url, stem)
    assert page.evaluate(JS_SNAPSHOT) == "restored"
    lesson_reads_as_in_jupyterlab(page, stem)
    if stored_widgets(stem):
        first_widget_answers_a_click(page, "fr" if stem.startswith("fr/") else "en")
    if stem.endswith("20-how-often"):
        cells_needing_numpy_keep_their_stored_results(page, texts)
    assert first.studlib_requests.outside == [], first.studlib_requests.outside


@pytest.mark.parametrize("viewport", [PHONE, PROJECTOR], ids=["phone", "projector"])
def test_nothing_covers_the_lesson_while_python_starts(offline_page, site_url, viewport, screenshots):
    """On a phone and on a projector the control and its progress line sit in the page: the
    lesson's text stays readable while Python starts."""
    page = offline_page
    page.set_viewport_size(viewport)
    texts = TEXT["en"]["LIVE_IN_PAGE"]
    page.goto(f"{site_url}/lessons/06-who-acts-first.html")
    run = page.get_by_role("button", name=texts["run"])
    box = run.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"], box
    run.click()
    page.wait_for_function("() => document.querySelector('.studlib-live-status').innerText.trim() !== ''")
    fixed = page.evaluate("""() => [...document.querySelectorAll('body *')].filter(el => {
        const s = getComputedStyle(el); const r = el.getBoundingClientRect();
        return (s.position === 'fixed' || s.position === 'sticky') && r.width * r.height > 0.2 * innerWidth * innerHeight
          && el.innerText.includes('Python'); }).map(el => el.className)""")
    assert fixed == [], f"a start-up notice covers the lesson: {fixed}"
    status = page.locator(".studlib-live-status").bounding_box()
    assert status["x"] >= 0 and status["x"] + status["width"] <= viewport["width"], status
    assert page.locator("article h1").first.is_visible()
    page.screenshot(path=screenshots / f"site-live-page-start-{viewport['width']}.png")
    # That the line goes once the lesson runs is checked in test_lesson_runs_live_in_its_page.
    assert page.studlib_requests.outside == []


# The live parts of a page: the control with its progress line, and every cell's live outputs.
LIVE_AREAS = ".studlib-live, .studlib-live-output"
LIVE_CONTROLS = ", ".join(f".studlib-live-widget {tag}" for tag in ("button", "select", "input", "textarea"))


@pytest.mark.parametrize("stem", ["14-practice-table", "fr/14-practice-table"])
def test_live_widgets_pass_axe_and_the_keyboard_reaches_them(offline_page, site_url, stem):
    """Once the practice table is live and answers a click: axe-core finds no WCAG 2.2 A/AA
    violation in the live areas, and Tab reaches every live control with its focus showing."""
    if axe.missing():
        pytest.fail(axe.missing(), pytrace=False)
    page = offline_page
    go_live(page, site_url, stem)
    first_widget_answers_a_click(page, "fr" if stem.startswith("fr/") else "en")
    result = axe.audit(page, LIVE_AREAS)
    assert result["audited"] >= 2, result
    assert not result["violations"], f"{stem}:\n{axe.describe(result['violations'])}"
    controls = page.evaluate(K.JS_CONTROLS, LIVE_CONTROLS)
    assert len(controls) >= 3, controls
    reached, unseen = K.tab_through(page, controls[:30])
    assert len(reached) == min(30, len(controls)), f"Tab reached {len(reached)} of {min(30, len(controls))} live controls"
    assert not unseen, f"focus did not show on {unseen}"


JS_FOCUS = """() => { const a = document.activeElement; const widget = a.closest('.studlib-live-widget');
  return {status: a.classList.contains('studlib-live-status'), tag: a.tagName,
          firstWidget: !!widget && widget === document.querySelector('.studlib-live-widget')}; }"""


def test_focus_follows_the_start_by_keyboard(offline_page, site_url):
    """"Run this lesson live" pressed with Enter: the focus goes to the status line that tells
    how the start goes (not back to <body>), then, the lesson live, to the first widget's first
    control, which the keyboard uses at once (no 22 Tabs to the table)."""
    page = offline_page
    texts = TEXT["en"]["LIVE_IN_PAGE"]
    page.goto(f"{site_url}/lessons/14-practice-table.html")
    page.get_by_role("button", name=texts["run"]).focus()
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => ({JS_FOCUS})().status", timeout=10_000)
    assert page.evaluate("() => document.activeElement.getAttribute('role')") == "status"
    page.wait_for_function("() => document.documentElement.dataset.studlibLive === 'ready'",
                           timeout=READY_TIMEOUT_MS, polling=500)
    focus = page.evaluate(JS_FOCUS)
    assert focus["firstWidget"] and focus["tag"] in ("BUTTON", "SELECT", "INPUT"), focus
    assert page.studlib_requests.outside == []
