"""The French widgets on a classroom projector (issue #13): longer labels must still fit at 1024x768.

A notebook that speaks French (studlib.use_language("fr") in its first cell, as a French lesson
does) shows the practice table, a mini-deal, the three games, the odds table and two drills in
JupyterLab at 1024x768 with the file browser open (the notebook is then about 700 px wide): no
button label is cut, no button runs off the window, the table's « À vous de parler » and its
action buttons are in view without scrolling (file browser closed, as in
test_practice_projector.py), and a click keeps keyboard focus in the table.
"""

from __future__ import annotations

import pytest

import pagekit as K
import studlib
from studlib.widgets import text as T

PROJECTOR = {"width": 1024, "height": 768}
NOTEBOOK = "fr-projector.ipynb"
CELLS = [
    'import studlib\nstudlib.use_language("fr")',
    "from studlib import STUD, STUD8\n"
    "from studlib.widgets import Drill, MiniDeal, OddsTable, PracticeTable, ThreeGames",
    "PracticeTable(STUD, players=5, seat=0, seed=4711)",
    "MiniDeal(seed=4711)",
    "ThreeGames(seed=4711)",
    'OddsTable(STUD8, ["As 2d 3c", "?? ?? 7h"])',
    "Drill('legal_actions', seed=7, progress=None)",
    "Drill('split', seed=236, progress=None)",
]

with studlib.language("fr"):
    ACTION_VERBS = [T.ACTION_BUTTONS[k].split(" {")[0] for k in ("fold", "check", "call", "bring_in",
                                                                  "complete", "bet", "raise")]
    TITLE = T.TABLE_TITLE.split("\u00a0:")[0]          # « Table d'entraînement »
    YOUR_TURN = T.YOUR_TURN.split(".")[0]               # « À vous de parler »
    LABELS = [T.DEAL_NEXT, T.NEW_DEAL, T.DEAL_AGAIN, T.NEXT_DEAL, T.THREE_PLAY_OUT, T.DRILL_NEXT,
              T.ODDS_REMOVE_LAST, T.SAVE_HAND]

JS_BUTTONS = """() => [...document.querySelectorAll('.jp-OutputArea-output button')]
  .filter(b => b.offsetWidth > 0)
  .map(b => { const r = b.getBoundingClientRect();
    return {label: b.innerText.trim().slice(0, 120), scroll: b.scrollWidth, client: b.clientWidth,
            left: r.left, right: r.right, top: r.top, bottom: r.bottom}; })"""

JS_TABLE = """([title, yourTurn]) => {
  const outputs = [...document.querySelectorAll('.jp-OutputArea-output')].filter(o =>
    o.querySelector('.jupyter-widgets') && o.innerText.includes(title) &&
    [...o.querySelectorAll('[role="status"]')].some(p => p.innerText.includes(yourTurn)));
  if (!outputs.length) return null;
  outputs[0].dataset.studlibTable = 'fr';   // not '1': the English projector test marks its table so
  outputs[0].scrollIntoView({block: 'start'});
  return true;
}"""

JS_MEASURE_TABLE = """([verbs, yourTurn]) => {
  const table = document.querySelector('[data-studlib-table="fr"]');
  const rect = (el) => { const r = el.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
  const buttons = [...table.querySelectorAll('button')].filter(b =>
    verbs.some(v => b.innerText.trim().startsWith(v)) && b.offsetWidth > 0);
  const status = [...table.querySelectorAll('[role="status"]')].find(p => p.innerText.includes(yourTurn));
  return {buttons: buttons.map(b => ({label: b.innerText.trim(), ...rect(b)})),
          status: status ? rect(status) : null, height: window.innerHeight, width: window.innerWidth};
}"""

JS_FOCUS_IN_TABLE = """() => {
  const table = document.querySelector('[data-studlib-table="fr"]');
  return !!document.activeElement && table.contains(document.activeElement);
}"""


@pytest.fixture(scope="module")
def french_at_1024(served_lessons, lab_page):
    import nbformat
    from nbformat.v4 import new_code_cell, new_notebook

    _, notebooks = served_lessons
    kernel = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nbformat.write(new_notebook(cells=[new_code_cell(c) for c in CELLS], metadata={"kernelspec": kernel}),
                   notebooks / NOTEBOOK)
    page = lab_page
    page.set_viewport_size(PROJECTOR)
    try:
        K.open_notebook(page, NOTEBOOK)
        page.evaluate("() => window.jupyterapp.shell.expandLeft()")
        report = K.run_all(page)
        assert not report["errors"], report["errors"]
        page.wait_for_function("() => document.querySelectorAll('.jp-OutputArea-output button').length >= 20",
                               timeout=30_000)
        page.wait_for_timeout(500)
        yield page
    finally:
        page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
        K.close_notebook(page)
        page.set_viewport_size(K.VIEWPORT)


def test_no_french_button_is_cut_or_off_the_window(french_at_1024):
    found = french_at_1024.evaluate(JS_BUTTONS)
    labels = {b["label"] for b in found}
    for label in LABELS:
        assert label in labels, f"{label!r} not on the page: the check would prove nothing ({sorted(labels)})"
    for b in found:
        assert b["scroll"] <= b["client"] + 1, f"label cut: {b}"
        assert b["right"] <= PROJECTOR["width"], f"button off the window: {b}"


def test_french_table_status_and_actions_in_view_and_focus_kept(french_at_1024):
    page = french_at_1024
    page.evaluate("() => window.jupyterapp.shell.collapseLeft()")   # as lesson 14's projector test
    page.wait_for_timeout(500)
    page.wait_for_function(JS_TABLE, arg=[TITLE, YOUR_TURN], timeout=30_000)
    page.wait_for_timeout(500)
    m = page.evaluate(JS_MEASURE_TABLE, [ACTION_VERBS, YOUR_TURN])
    assert m["status"] is not None, "no « À vous de parler » on the table"
    assert 0 <= m["status"]["top"] and m["status"]["bottom"] <= m["height"], m["status"]
    assert m["buttons"], "no French action button on the table"
    for b in m["buttons"]:
        assert 0 <= b["top"] and b["bottom"] <= m["height"] and b["right"] <= m["width"], b
    page.locator('[data-studlib-table="fr"] button', has_text=m["buttons"][0]["label"]).first.click()
    page.wait_for_timeout(800)
    assert page.evaluate(JS_FOCUS_IN_TABLE), "focus left the table after a click"
