"""The practice table fits the screen (issue 33 item 1), in JupyterLab, in both editions.

At 390x844 (a phone), 1024x768 (a projector, the file browser open) and 1280x900 (a laptop, the
file browser open or not: a list of seats, then a table), mid-hand (sixth street, bets out, a seat to act) and at the showdown (hands
shown, "shows first", "wins $..."), in English and in French: every seat's name, up cards,
stack, bet and note (the turn marker among them) is in the window and read whole, with no
sideways scrolling of the table (tablefit.py, a helper any page can use: the course website's
tests can call it on a live lesson). Stacks and bets are drawn at 20 px or more, the controls'
text at 16 px or more, and axe-core finds no WCAG 2.2 A/AA violation in the tables' widgets.
Screenshots: build/screenshots/table-fits-*.png.
"""

from __future__ import annotations

from contextlib import contextmanager

import pytest

import axe
import pagekit as K
from studlib.hand import ActionKind
from studlib.i18n import language
from studlib.widgets import PracticeTable
from tablefit import fit_problems, table_fit, table_layout

# name -> (window, the file browser open): the list of seats on the first three, the table on the last
SCREENS = {"phone": ({"width": 390, "height": 844}, False), "projector": (K.PROJECTOR, True),
           "laptop": (K.VIEWPORT, True), "laptop-wide": (K.VIEWPORT, False)}
NOTEBOOK = "table-fits.ipynb"
DEAL = dict(players=7, seat=0, seed=41)   # sixth street: seven seats in, five bets out; five hands shown
ROOT = ".studlib-widget"


def played(table: PracticeTable, street: int | None = None) -> PracticeTable:
    """Check or call (or bring in) until `street` (None: the end of the hand)."""
    while not table.hand.is_over and (street is None or table.hand.street < street):
        kinds = [a.kind for a in table.legal_actions]
        i = next(kinds.index(k) for k in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN) if k in kinds)
        table.act(table.legal_actions[i].kind, table.legal_actions[i].amount)
    return table


CELLS = ["from studlib.hand import ActionKind\nfrom studlib.i18n import language\n"
         "from studlib.widgets import PracticeTable",
         # the same play as played() above, in the kernel
         "def played(table, street=None):\n"
         "    while not table.hand.is_over and (street is None or table.hand.street < street):\n"
         "        kinds = [a.kind for a in table.legal_actions]\n"
         "        i = next(kinds.index(k) for k in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN) if k in kinds)\n"
         "        table.act(table.legal_actions[i].kind, table.legal_actions[i].amount)\n"
         "    return table",
         f"played(PracticeTable('stud', **{DEAL!r}), 6)",
         f"played(PracticeTable('stud', **{DEAL!r}))",
         f"with language('fr'):\n    mid = played(PracticeTable('stud', **{DEAL!r}), 6)\nmid",
         f"with language('fr'):\n    end = played(PracticeTable('stud', **{DEAL!r}))\nend"]


def twins() -> dict[str, tuple[str, PracticeTable]]:
    """The four tables of the notebook, built here the same way: name -> (language, table)."""
    tables = {}
    for lang in ("en", "fr"):
        with language(lang):
            tables[f"{lang} mid-hand"] = lang, played(PracticeTable("stud", **DEAL), 6)
            tables[f"{lang} showdown"] = lang, played(PracticeTable("stud", **DEAL))
    return tables


@contextmanager
def tables_on(page, folder, screen: dict, sidebar: bool):
    K.write_notebook(folder, NOTEBOOK, CELLS)
    page.set_viewport_size(screen)
    try:
        K.open_notebook(page, NOTEBOOK)
        if sidebar:
            page.evaluate("() => window.jupyterapp.shell.expandLeft()")
        report = K.run_all(page)
        assert not report["errors"], report["errors"]
        page.wait_for_function(f"() => document.querySelectorAll('{ROOT} table[role=\"table\"]').length >= 4",
                               timeout=30_000)
        K.wait_until_still(page, f"{ROOT} table[role='table']")   # the layout settled, not a guessed pause
        yield page
    finally:
        page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
        K.close_notebook(page)
        page.set_viewport_size(K.VIEWPORT)


@pytest.fixture(scope="module", params=list(SCREENS))
def screen(request, served_lessons, lab_page, screenshots):
    name = request.param
    window, sidebar = SCREENS[name]
    with tables_on(lab_page, served_lessons[1], window, sidebar=sidebar) as page:
        page.locator(f"{ROOT}:visible").first.scroll_into_view_if_needed()
        page.screenshot(path=str(screenshots / f"table-fits-{name}.png"))
        showdown = page.locator(f"{ROOT} table[role='table']").nth(1)
        showdown.scroll_into_view_if_needed()
        showdown.screenshot(path=str(screenshots / f"table-fits-{name}-showdown.png"))
        yield name, page


@pytest.fixture(scope="module")
def tables():
    return twins()


def test_each_seat_up_cards_stack_bet_and_turn_marker_are_in_view_without_scrolling_sideways(screen, tables):
    name, page = screen
    problems = {}
    for which, (lang, twin) in tables.items():
        with language(lang):    # the twin's words and money as the page writes them
            found = fit_problems(table_fit(page, twin.view_model().title), twin)
        if found:
            problems[which] = found
    assert not problems, f"{name}: {problems}"
    layouts = set()
    for lang, twin in tables.values():
        with language(lang):
            layouts.add(table_layout(page, twin.view_model().title))
    assert layouts == {"table" if name == "laptop-wide" else "block"}, (name, layouts)   # both layouts are checked
    mid = tables["en mid-hand"][1]
    assert mid.hand.street == 6 and mid.hand.to_act is not None and not mid.hand.is_over
    assert any(mid.hand.bet_this_street(s) for s in range(mid.players))       # a bet to read
    assert len(tables["fr showdown"][1].hand.showdown_order) >= 3               # hands shown, a winner


def test_the_tables_text_sizes_and_accessibility_hold_on_this_screen(screen):
    name, page = screen
    sizes = page.evaluate(f"""() => [...document.querySelectorAll('{ROOT} button, {ROOT} select, {ROOT} input')]
        .filter(el => el.offsetWidth > 0).map(el => parseFloat(getComputedStyle(el).fontSize))""")
    assert sizes and min(sizes) >= 16, f"{name}: control text under 16 px: {sorted(sizes)[:5]}"
    result = axe.audit(page, ROOT)
    assert result["audited"] >= 4, result
    assert not result["violations"], f"{name}:\n{axe.describe(result['violations'])}"
