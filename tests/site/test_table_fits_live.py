"""The practice table fits the window on the live lesson page (issue 33 item 1), in both editions.

Lesson 14 made live in its page (Pyodide in the browser, no network), the learner presses "Next
deal" (deal #4712: at sixth street a bet and a raise are out and it is the learner's turn; four
hands are shown at the end) and checks or calls to sixth street, then to the showdown. At each of
the two, at 390x844 (a phone), 1024x768 (a projector) and 1280x900 (a laptop: both of the site's
sidebars show), every seat's name, up cards, stack, bet and note (the turn marker, "shows first",
"wins $...") is in the window and read whole, with no sideways scrolling of the table
(tests/browser/tablefit.py, as in JupyterLab: tests/browser/test_table_fits.py). One live page
per edition; the window is resized, never reloaded, so Python starts once per edition.
Screenshots: build/screenshots/site-table-fits-*.png.
"""

from __future__ import annotations

import pytest

import pagekit as K   # tests/browser, on sys.path from conftest
from studlib.hand import ActionKind
from studlib.i18n import language
from studlib.widgets import PracticeTable
from studlib.widgets import text as T
from studlib.table_view import action_label
from tablefit import fit_problems, table_fit, wait_until_it_reads   # tests/browser, on sys.path from conftest
from test_live_page import LIVE_WIDGET, go_live

SCREENS = {"phone": {"width": 390, "height": 844}, "projector": {"width": 1024, "height": 768},
           "laptop": {"width": 1280, "height": 900}}
LESSON_TABLE = dict(players=5, seat=2, seed=4711)   # the lesson's live table (its last code cell)
SIXTH_STREET = 6
LIVE_TABLE = f"{LIVE_WIDGET} table[role='table']"
PASSIVE = (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN)   # the learner's choice, in order (as played())
# The site's theme (pydata-sphinx-theme): the lessons list on the left, the page's contents on the right.
JS_SIDEBARS_SHOWN = """() => ['.bd-sidebar-primary', '.bd-sidebar-secondary'].every(sel => {
  const r = document.querySelector(sel).getBoundingClientRect(); return r.width > 100 && r.left >= 0 && r.right <= innerWidth; })"""
# A learner's click on a live widget is answered by Python in the page's worker: on a loaded
# machine that can take a while, and the state waited for is exact, so a long wait costs nothing.
STEP_TIMEOUT_MS = 60_000


def press(page, twin: PracticeTable, label: str) -> None:
    """Press the live table's button `label`, then wait until the table reads as `twin` does."""
    page.locator(LIVE_WIDGET).get_by_role("button", name=label, exact=True).click()
    wait_until_it_reads(page, twin, STEP_TIMEOUT_MS)


def play_along(page, twin: PracticeTable, street: int | None) -> None:
    """Check or call in the page, as played() does with `twin`, to `street` (None: the showdown);
    after each press, wait until the page's table reads as `twin` does after the same action."""
    while not twin.hand.is_over and (street is None or twin.hand.street < street):
        kinds = [a.kind for a in twin.legal_actions]
        action = twin.legal_actions[next(kinds.index(k) for k in PASSIVE if k in kinds)]
        label = action_label(action, twin.hand.structure)
        twin.act(action.kind, action.amount)
        press(page, twin, label)


def fits_at_every_size(page, twin: PracticeTable, when: str, lang: str, screenshots) -> dict[str, list[str]]:
    """At each window size, what a learner cannot see or read of the table (empty: all of it)."""
    problems = {}
    for name, window in SCREENS.items():
        page.set_viewport_size(window)
        K.wait_until_still(page, LIVE_TABLE)   # the theme's new layout done (its sidebars slide)
        if name == "laptop":   # the case the issue names: the table between the two sidebars
            assert page.evaluate(JS_SIDEBARS_SHOWN), "at 1280x900 the site's two sidebars do not both show"
        with language(lang):   # the twin's words and money as the page writes them
            found = fit_problems(table_fit(page, twin.view_model().title), twin)
        page.screenshot(path=screenshots / f"site-table-fits-{lang}-{when}-{name}.png")
        if found:
            problems[f"{when} at {name} {window['width']}x{window['height']}"] = found
    return problems


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_seat_up_cards_stack_bet_and_turn_marker_are_in_view_on_the_live_page(offline_page, site_url,
                                                                                  lang, screenshots):
    page = offline_page
    go_live(page, site_url, "14-practice-table" if lang == "en" else "fr/14-practice-table")
    with language(lang):
        twin = PracticeTable("stud", **LESSON_TABLE)
        wait_until_it_reads(page, twin)
        twin.new_deal()
        press(page, twin, T.NEXT_DEAL)
        play_along(page, twin, SIXTH_STREET)
    # The state asserted is the one the issue names: sixth street, bets out, the learner to act.
    hand = twin.hand
    assert (twin.seed, hand.street, hand.to_act) == (4712, SIXTH_STREET, twin.seat)
    assert sum(1 for s in range(twin.players) if hand.bet_this_street(s)) >= 2
    problems = fits_at_every_size(page, twin, "sixth-street", lang, screenshots)

    page.set_viewport_size(SCREENS["laptop"])
    with language(lang):
        play_along(page, twin, None)
    assert twin.hand.is_over and len(twin.hand.showdown_order) >= 3   # hands shown, "wins $..."
    problems |= fits_at_every_size(page, twin, "showdown", lang, screenshots)
    assert not problems, f"{lang}: {problems}"
    assert page.studlib_requests.outside == [], page.studlib_requests.outside
