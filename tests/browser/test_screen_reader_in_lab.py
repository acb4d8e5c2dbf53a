"""A hand told to a screen reader, in JupyterLab (issue 23 item 2).

A whole hand is played at the practice table with the keyboard alone (Tab to a button, Enter),
and a mini-deal is dealt to the showdown the same way. After every key press the test waits
for the widget's polite live region to say exactly what a twin of the widget, driven the same
way here, says changed (the dealer's new lines, whose turn it is and what they may do), and
reads each seat in the accessibility tree (Playwright's ARIA snapshot): one row, one sentence.
"""

from __future__ import annotations

import re

import pytest

import pagekit as K
from studlib.card_markup import seat_sentence
from studlib.hand import ActionKind
from studlib.widgets import MiniDeal, PracticeTable

NOTEBOOK = "screen-reader.ipynb"
TABLE = dict(players=4, seat=0, seed=99)
DEAL = dict(players=5, seed=3)
CELLS = ["from studlib.widgets import MiniDeal, PracticeTable",
         f"PracticeTable('stud', **{TABLE!r})",
         f"MiniDeal('stud', **{DEAL!r})"]
WAIT_MS = 20_000


@pytest.fixture(scope="module")
def page(served_lessons, lab_page):
    with K.notebook_on_projector(lab_page, served_lessons[1], NOTEBOOK, CELLS, buttons=6) as page:
        yield page


def output_of(page, table_name: re.Pattern):
    """The output area holding the table named `table_name` (found by its role and name)."""
    return page.locator(K.OUTPUT).filter(has=page.get_by_role("table", name=table_name))


JS_SAID = "(region) => [...region.querySelectorAll('p')].map(p => p.textContent)"


def wait_until_said(region, lines: list[str]) -> None:
    """Wait until the live region says exactly these lines (the widget's HTML view replaces the
    region's element on each change, so it is looked up again on every poll)."""
    from playwright.sync_api import TimeoutError as Timeout

    try:
        region.page.wait_for_function(
            "([sel, lines]) => [...document.querySelectorAll(sel)].some(r => JSON.stringify("
            "[...r.querySelectorAll('p')].map(p => p.textContent)) === JSON.stringify(lines))",
            arg=[f'{K.OUTPUT} [role="status"][aria-live="polite"]', lines], timeout=WAIT_MS)
    except Timeout:
        raise AssertionError(f"the live region never said {lines}; it says {region.evaluate(JS_SAID)}") from None


# A row in the ARIA snapshot (YAML): `- row "name":`, single-quoted when the name holds a colon.
ROW = re.compile(r"""^\s*- (?:'row "(.*)"'|row "(.*)"):?$""", re.M)


def row_names(table) -> list[str]:
    """The names of the table's body rows in the accessibility tree (the first row is the
    header row, named from its column heads)."""
    rows = [quoted.replace("''", "'") if quoted else plain for quoted, plain in ROW.findall(table.aria_snapshot())]
    return rows[1:]


def focused_label(page) -> str:
    return page.evaluate("() => document.activeElement ? document.activeElement.innerText.trim() : ''")


def tab_to(page, label: str, presses: int = 12) -> None:
    """Press Tab until the button named `label` has the keyboard focus."""
    for _ in range(presses):
        if focused_label(page) == label:
            return
        page.keyboard.press("Tab")
    assert focused_label(page) == label, f"Tab never reached {label!r}"


def test_a_whole_hand_is_played_by_keyboard_and_every_step_is_announced(page):
    twin = PracticeTable("stud", **TABLE)
    title = re.compile(r"^Practice table: ")
    output = output_of(page, title)
    region = output.get_by_role("status")
    table = output.get_by_role("table", name=title)
    wait_until_said(region, _said(twin))
    heard = list(region.evaluate(JS_SAID))   # what the page said, read from its live region
    assert heard[3].startswith("You receive ") and heard[4].startswith("Seat 2 shows the "), heard

    # Into the table once (as a Tab from the cell would); from then on the keyboard alone.
    output.get_by_role("button", name=twin.action_buttons[0].description, exact=True).focus()
    steps = 0
    while not twin.hand.is_over:
        button = next(b for b, (_offer, action, _words) in zip(twin.action_buttons, twin.view_model().options)
                      if action.kind is not ActionKind.FOLD)
        tab_to(page, button.description)
        place = twin.action_buttons.index(button)
        button.click()                 # the twin first: it says what the page must then say
        page.keyboard.press("Enter")
        expected = _said(twin)
        wait_until_said(region, expected)
        heard += output.get_by_role("status").evaluate(JS_SAID)
        assert row_names(table) == [seat_sentence(seat) for seat in twin.view_model().seats]
        assert expected[-1] == twin.view_model().status
        steps += 1
        if not twin.hand.is_over:
            # Focus stays on the table after each action (the kernel moves it): on the button now
            # in the pressed one's place or the nearest, never on Fold.
            safe = [i for i, (_offer, action, _words) in enumerate(twin.view_model().options)
                    if action.kind is not ActionKind.FOLD]
            landing = twin.action_buttons[min(safe, key=lambda i: abs(i - place))].description
            page.wait_for_function("(label) => document.activeElement && "
                                   "document.activeElement.innerText.trim() === label",
                                   arg=landing, timeout=WAIT_MS)
    assert steps >= 4
    assert any(line.startswith("Net: ") for line in _said(twin))
    # The cards of every street were named (issue 33 item 5), and the showdown said once.
    assert sum(line.startswith("You receive ") for line in heard) == 5, heard
    last = output.get_by_role("status").evaluate(JS_SAID)
    assert len(last) == len(set(last)), last


def test_a_mini_deal_is_dealt_to_the_showdown_by_keyboard_and_every_street_is_announced(page):
    twin = MiniDeal("stud", **DEAL)
    title = re.compile(r"^Seven Card Stud, deal #3")
    output = output_of(page, title)
    region = output.get_by_role("status")
    table = output.get_by_role("table", name=title)
    wait_until_said(region, _said(twin))
    output.get_by_role("button", name="Deal next street", exact=True).focus()
    streets = 0
    while not twin.hand.is_over:
        twin.next_button.click()
        page.keyboard.press("Enter")
        wait_until_said(region, _said(twin))
        assert row_names(table) == _rows(twin)
        streets += 1
    assert streets == 5
    assert "showdown" in _said(twin)[0]
    assert any("shows first" in name for name in row_names(table))


def _said(widget) -> list[str]:
    """The lines of a twin's live region."""
    import html

    return [html.unescape(p) for p in re.findall(r"<p>(.*?)</p>", widget.announcer.value)]


def _rows(widget) -> list[str]:
    import html

    return [html.unescape(s) for s in re.findall(r'<tr aria-label="([^"]*)"', widget.view.value)]
