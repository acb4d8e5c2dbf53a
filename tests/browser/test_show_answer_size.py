"""A self-check's "Show the answer" is a button like the answers beside it, not a bar across the
whole output: its width follows its words and its height is an answer button's."""

from __future__ import annotations

import pytest

import pagekit as K
from studlib.widgets import text as T

NOTEBOOK = "show-answer-size.ipynb"
CELLS = ["from studlib.widgets import MultipleChoice",
         "MultipleChoice('Who brings in?', ['Seat 1', 'Seat 2', 'Seat 3'], answer='Seat 2', progress=None)"]

JS_SIZES = """(show) => {
  const out = [...document.querySelectorAll('.jp-OutputArea-output')].find(o =>
    [...o.querySelectorAll('button')].some(b => b.innerText.trim() === show));
  const box = (b) => { const r = b.getBoundingClientRect(); return {width: r.width, height: r.height}; };
  const buttons = [...out.querySelectorAll('button')];
  const showButton = buttons.find(b => b.innerText.trim() === show);
  const text = document.createRange(); text.selectNodeContents(showButton);
  return {output: out.getBoundingClientRect().width, show: box(showButton),
          label: text.getBoundingClientRect().width,
          answers: buttons.filter(b => b !== showButton).map(box)};
}"""


@pytest.fixture(scope="module")
def quiz(served_lessons, lab_page):
    with K.notebook_on_projector(lab_page, served_lessons[1], NOTEBOOK, CELLS, buttons=4) as page:
        yield page


def test_show_the_answer_is_sized_like_the_answer_buttons(quiz):
    m = quiz.evaluate(JS_SIZES, T.SHOW_ANSWER)
    assert len(m["answers"]) == 3
    assert m["show"]["width"] < m["output"] / 2, m            # not a bar across the output
    assert m["show"]["width"] <= m["label"] + 60, m            # its words and a button's padding
    heights = {round(a["height"]) for a in m["answers"]}
    assert all(abs(m["show"]["height"] - h) <= 2 for h in heights), m
