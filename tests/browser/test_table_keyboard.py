"""The practice table with the keyboard only: Tab to "Call $0.50", Enter; focus must then be on a
safe control of the table, never "Fold", so that a second Enter does not give the hand away.

Deal #1, four players, the learner in Seat 1: the learner calls the bring-in, a bot completes,
and the learner faces Fold / Call $1.50 / Raise. Before the fix focus went to "Fold" and the
second Enter folded.
"""

from __future__ import annotations

import pytest

import pagekit as K
from studlib import card_markup as CM
from studlib.widgets import PracticeTable

NOTEBOOK = "table-keyboard.ipynb"
CELLS = ["from studlib.widgets import PracticeTable",
         "PracticeTable(seed=1, players=4, seat=0)"]

# The output holding the live table (its "Call $0.50" button), marked for the steps below.
JS_MARK_TABLE = """(call) => {
  const out = [...document.querySelectorAll('.jp-OutputArea-output')].find(o =>
    [...o.querySelectorAll('button')].some(b => b.innerText.trim() === call));
  if (!out) return false;
  out.dataset.studlibKeyboard = '1';
  return true;
}"""

JS_FIRST_CONTROL = """() => document.querySelector('[data-studlib-keyboard="1"]')
  .querySelector('button, input, select').focus()"""

JS_ACTIVE = """() => {
  const table = document.querySelector('[data-studlib-keyboard="1"]');
  const el = document.activeElement;
  return {inTable: !!el && table.contains(el), tag: el ? el.tagName : null,
          label: el && el.tagName === 'BUTTON' ? el.innerText.trim() : null};
}"""

# Focus has moved on from the pressed button (which is gone: its label changed) to a button of
# the table, once the table shows the learner's next choice.
JS_FOCUS_SETTLED = """([pressed, nextCall]) => {
  const table = document.querySelector('[data-studlib-keyboard="1"]');
  const el = document.activeElement;
  const shown = [...table.querySelectorAll('button')].some(b => b.innerText.trim() === nextCall);
  return shown && !!el && table.contains(el) && el.tagName === 'BUTTON' && el.innerText.trim() !== pressed;
}"""

JS_TABLE_SAYS = """(line) => document.querySelector('[data-studlib-keyboard="1"]').innerText.includes(line)"""


def _expected() -> dict:
    """What the same deal shows, worked out by the engine: the labels, and the log line of the
    learner's second call."""
    table = PracticeTable(seed=1, players=4, seat=0)
    labels = [b.description for b in table.action_buttons]
    table.act("call")
    second = [b.description for b in table.action_buttons]
    before = len(table.hand.log)
    table.act("call")
    return {"call": labels[1], "fold": labels[0], "next_call": second[1],
            "called": str(table.hand.log[before]), "folded": CM.FOLDED}


@pytest.fixture(scope="module")
def keyboard_table(served_lessons, lab_page):
    with K.notebook_on_projector(lab_page, served_lessons[1], NOTEBOOK, CELLS, buttons=3) as page:
        yield page


def test_enter_on_call_then_enter_again_never_folds(keyboard_table):
    page, want = keyboard_table, _expected()
    assert want["call"] == "Call $0.50" and want["fold"] == "Fold"
    page.wait_for_function(JS_MARK_TABLE, arg=want["call"], timeout=30_000)
    page.evaluate(JS_FIRST_CONTROL)              # where a learner's Tab presses start from
    for _ in range(40):
        if page.evaluate(JS_ACTIVE)["label"] == want["call"]:
            break
        page.keyboard.press("Tab")
    assert page.evaluate(JS_ACTIVE)["label"] == want["call"], "Tab never reached the Call button"

    page.keyboard.press("Enter")
    page.wait_for_function(JS_FOCUS_SETTLED, arg=[want["call"], want["next_call"]], timeout=K.CHANGE_TIMEOUT_MS)
    active = page.evaluate(JS_ACTIVE)
    assert active["inTable"] and active["label"] != want["fold"], active

    page.keyboard.press("Enter")
    page.wait_for_function(JS_TABLE_SAYS, arg=want["called"], timeout=K.CHANGE_TIMEOUT_MS)
    assert not page.evaluate(JS_TABLE_SAYS, "Seat 1 folds"), "the second Enter folded the hand"
    assert page.evaluate(JS_ACTIVE)["inTable"], "focus left the table after the second action"
