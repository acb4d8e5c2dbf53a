"""The odds table's card picker as the browser draws it: each card button in its suit's colour
(the four-colour deck here, as the course's cards), a used card struck through with a dashed
border and a title saying where it is; a click on a free card marks it.
"""

from __future__ import annotations

import pytest

import pagekit as K
from studlib.colours import COLOURS

NOTEBOOK = "odds-picker.ipynb"
CELLS = ["from studlib.widgets import OddsTable",
         "OddsTable('stud', ['As Kd ??', '?? ?? 7h'], dead='2c', palette='four')"]

# Every card button of the picker (a label of a rank and a suit symbol), as drawn.
JS_PICKER = """() => Object.fromEntries([...document.querySelectorAll('.jp-OutputArea-output button')]
  .filter(b => /^(10|[2-9JQKA])[♠♥♦♣]$/.test(b.innerText.trim()))
  .map(b => { const s = getComputedStyle(b);
    return [b.innerText.trim(), {colour: s.color, line: s.textDecorationLine, border: s.borderTopStyle,
                                 title: b.title}]; }))"""

JS_STRUCK = """(label) => { const b = [...document.querySelectorAll('.jp-OutputArea-output button')]
  .find(b => b.innerText.trim() === label);
  return !!b && getComputedStyle(b).textDecorationLine === 'line-through'; }"""


def _rgb(hex_colour: str) -> str:
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"rgb({r}, {g}, {b})"


@pytest.fixture(scope="module")
def picker(served_lessons, lab_page):
    with K.notebook_on_projector(lab_page, served_lessons[1], NOTEBOOK, CELLS, buttons=52) as page:
        page.wait_for_function(JS_STRUCK, arg="K♦", timeout=K.CHANGE_TIMEOUT_MS)
        yield page


def test_suits_are_coloured_and_used_cards_are_struck_through(picker):
    cards = picker.evaluate(JS_PICKER)
    assert len(cards) == 52
    suits = {"♠": "black", "♥": "red", "♦": "blue", "♣": "green"}
    for label, look in cards.items():
        assert look["colour"] == _rgb(COLOURS[suits[label[-1]]]), (label, look)
    for label, where in (("A♠", "Seat 1"), ("K♦", "Seat 1"), ("7♥", "Seat 2"), ("2♣", "Dead cards")):
        look = cards[label]
        assert look["line"] == "line-through" and look["border"] == "dashed", (label, look)
        assert look["title"].endswith(where), (label, look)
    free = cards["Q♥"]
    assert free["line"] == "none" and free["border"] == "solid" and free["title"] == "queen of hearts"


JS_MARKED = """([label, title]) => { const b = [...document.querySelectorAll('.jp-OutputArea-output button')]
  .find(b => b.innerText.trim() === label);
  return !!b && getComputedStyle(b).textDecorationLine === 'line-through' && b.title === title; }"""


def test_a_card_given_to_a_seat_is_marked_at_once(picker):
    """The style and the title come in separate messages: wait for both, then read them."""
    picker.locator(".jp-OutputArea-output button", has_text="Q♥").first.click()
    picker.wait_for_function(JS_MARKED, arg=["Q♥", "queen of hearts: already with Seat 1"],
                             timeout=K.CHANGE_TIMEOUT_MS)
    look = picker.evaluate(JS_PICKER)["Q♥"]
    assert look["border"] == "dashed" and look["colour"] == _rgb(COLOURS["red"]), look
