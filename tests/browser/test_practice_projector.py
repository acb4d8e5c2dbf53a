"""The practice table of lesson 14 on a classroom projector: 1024x768, no scrolling to play,
in both editions (the French labels are longer).

With the table's top at the top of the window, "Your turn" (« À vous de parler ») and every
action button must be inside the window, and the stacks, bets and pot must be drawn at 20 px or
more (computed style, so a theme that shrank them would be caught). A click keeps keyboard focus
in the table. Drill options, the longest texts, wrap and are never cut.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

import pagekit as K
from studlib import explain, table_view
from studlib.i18n import language

PROJECTOR = K.PROJECTOR

# The live PracticeTable: the output that holds the table's title and its "Your turn" status.
# A mark left by a table measured before (another notebook) is cleared first.
JS_TABLE = """([title, yourTurn]) => {
  const outputs = [...document.querySelectorAll('.jp-OutputArea-output')].filter(o =>
    o.querySelector('.jupyter-widgets') && o.innerText.includes(title) &&
    [...o.querySelectorAll('p')].some(p => p.offsetParent !== null && p.innerText.includes(yourTurn)));
  if (!outputs.length) return null;
  document.querySelectorAll('[data-studlib-table]').forEach(el => delete el.dataset.studlibTable);
  const table = outputs[0];
  table.dataset.studlibTable = '1';
  table.scrollIntoView({block: 'start'});
  return true;
}"""

JS_MEASURE = """([actionVerbs, yourTurn]) => {
  const table = document.querySelector('[data-studlib-table="1"]');
  const rect = (el) => { const r = el.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
  const buttons = [...table.querySelectorAll('button')].filter(b =>
    actionVerbs.some(v => b.innerText.trim().startsWith(v)) && b.offsetWidth > 0);
  // The status line as drawn (the live region holds the same words, visually hidden).
  const status = [...table.querySelectorAll('p')].find(p => p.offsetParent !== null && p.innerText.includes(yourTurn));
  const rows = [...table.querySelectorAll('tbody tr')];
  // Stack and bet are the 5th and 6th columns (the row header is the first cell).
  const money = rows.flatMap(r => [...r.children].slice(4, 6)).filter(c => c.innerText.trim());
  const pot = [...table.querySelectorAll('p')].filter(p => /^Pots?\\s?:/.test(p.innerText.trim()));
  const px = (el) => parseFloat(getComputedStyle(el).fontSize);
  return {buttons: buttons.map(b => ({label: b.innerText.trim(), ...rect(b)})),
          status: status ? rect(status) : null,
          moneySizes: money.map(px), potSizes: pot.map(px),
          height: window.innerHeight, width: window.innerWidth};
}"""

JS_FOCUS_IN_TABLE = """() => {
  const table = document.querySelector('[data-studlib-table="1"]');
  return !!document.activeElement && table.contains(document.activeElement);
}"""


def _words(code: str) -> dict:
    """The table's title, its "Your turn" status and its action buttons' verbs in `code`."""
    with language(code):
        # The title's words before its first field: "Practice table", « Table d'entraînement ».
        return {"title": table_view.TABLE_TITLE.split("{")[0].strip(" (:\u00a0"),
                "your_turn": table_view.YOUR_TURN.split(".")[0],
                "verbs": [words["button"].split(" {")[0] for words in explain.ACTION_WORDS.values()]}


@pytest.fixture(scope="module", params=["14-practice-table.ipynb", "fr/14-practice-table.ipynb"])
def projector(request, lab_page):
    """Lesson 14 run in JupyterLab at 1024x768, the live table scrolled to the top of the window."""
    page, words = lab_page, _words("fr" if request.param.startswith("fr/") else "en")
    page.set_viewport_size(PROJECTOR)
    try:
        K.open_notebook(page, request.param)
        report = K.run_all(page)
        assert not report["errors"], report["errors"]
        page.wait_for_function(JS_TABLE, arg=[words["title"], words["your_turn"]], timeout=30_000)
        K.wait_until_still(page, '[data-studlib-table="1"]')   # the notebook has finished scrolling
        yield page, words
    finally:
        K.close_notebook(page)
        page.set_viewport_size(K.VIEWPORT)


def _measure(projector) -> dict:
    page, words = projector
    return page.evaluate(JS_MEASURE, [words["verbs"], words["your_turn"]])


def test_your_turn_and_the_action_buttons_are_in_view_without_scrolling(projector):
    m = _measure(projector)
    assert (m["width"], m["height"]) == (1024, 768)
    assert m["status"] is not None, f"no {projector[1]['your_turn']!r} on the table"
    assert 0 <= m["status"]["top"] and m["status"]["bottom"] <= m["height"], m["status"]
    assert m["buttons"], "no action button on the table"
    for b in m["buttons"]:
        assert 0 <= b["top"] and b["bottom"] <= m["height"] and b["right"] <= m["width"], b


def test_stacks_bets_and_pot_are_at_least_20px(projector):
    m = _measure(projector)
    assert m["moneySizes"] and m["potSizes"], m
    assert min(m["moneySizes"] + m["potSizes"]) >= 20, m


def test_keyboard_focus_stays_on_the_table_after_an_action(projector):
    m = _measure(projector)
    label = m["buttons"][0]["label"]
    page = projector[0]
    table = '[data-studlib-table="1"]'
    before = page.locator(table).first.inner_text()
    page.locator(f"{table} button", has_text=label).first.click()
    # Wait for the action to reach the table (its text changes), not for a fixed time: under load
    # the kernel may answer after any delay, and focus is only worth checking once it has.
    page.wait_for_function("([sel, before]) => { const t = document.querySelector(sel); "
                           "return t && t.innerText !== before; }", arg=[table, before], timeout=30_000)
    try:
        page.wait_for_function(JS_FOCUS_IN_TABLE, timeout=5_000)
    except PlaywrightTimeout:
        pass
    assert page.evaluate(JS_FOCUS_IN_TABLE), "focus left the table after a click"


# --- drill options on the projector: long options wrap, never cut -------------------------------

DRILLS = "projector-drills.ipynb"


@pytest.fixture(scope="module")
def drills_at_1024(served_lessons, lab_page):
    """Split and options drills (the longest option texts) in JupyterLab at 1024x768, with the
    file browser open as a teacher has it."""
    cells = ["from studlib.widgets import Drill"]
    cells += [f"Drill('split', seed={seed}, progress=None)" for seed in (236, 8)]
    cells.append("Drill('legal_actions', seed=7, progress=None)")
    with K.notebook_on_projector(lab_page, served_lessons[1], DRILLS, cells, buttons=9) as page:
        yield page


def test_no_drill_option_is_cut_at_1024px(drills_at_1024):
    buttons = drills_at_1024.evaluate(K.JS_BUTTON_BOXES)
    assert any(len(b["label"]) > 90 for b in buttons), "no long option on the page: the check would prove nothing"
    cut = [b for b in buttons if b["scroll"] > b["client"] + 1 or b["right"] > PROJECTOR["width"]]
    assert not cut, f"option text cut or off screen: {cut}"
