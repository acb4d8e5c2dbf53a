"""The French widgets on a classroom projector (issue #13): longer labels must still fit at 1024x768.

A notebook that speaks French (studlib.use_language("fr") in its first cell, as a French lesson
does) shows the practice table, a mini-deal, the three games, the odds table and two drills in
JupyterLab at 1024x768 with the file browser open (the notebook is then about 700 px wide): no
button label is cut and no button runs off the window. The French practice table's status, its
buttons in view and the focus are checked with the English one in test_practice_projector.py.
"""

from __future__ import annotations

import pytest

import pagekit as K
import studlib
from studlib.widgets import text as T

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
    LABELS = [T.DEAL_NEXT, T.NEW_DEAL, T.DEAL_AGAIN, T.NEXT_DEAL, T.THREE_PLAY_OUT, T.DRILL_NEXT,
              T.ODDS_REMOVE_LAST, T.SAVE_HAND]


@pytest.fixture(scope="module")
def french_at_1024(served_lessons, lab_page):
    with K.notebook_on_projector(lab_page, served_lessons[1], NOTEBOOK, CELLS, buttons=20) as page:
        yield page


def test_no_french_button_is_cut_or_off_the_window(french_at_1024):
    found = french_at_1024.evaluate(K.JS_BUTTON_BOXES)
    labels = {b["label"] for b in found}
    for label in LABELS:
        assert label in labels, f"{label!r} not on the page: the check would prove nothing ({sorted(labels)})"
    for b in found:
        assert b["scroll"] <= b["client"] + 1, f"label cut: {b}"
        assert b["right"] <= K.PROJECTOR["width"], f"button off the window: {b}"
