"""The final test in JupyterLab, taken with the keyboard alone (issue 19.7): Start gives a test
number of one's own; after each answer the learner reads only that it is recorded (no verdict,
no answer, no explanation) and focus is on Next; at the end, the score, the results code and a
review of every question with its answer and why."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

import pagekit as K
from studlib.widgets import text as T

NOTEBOOK = "final-test-scratch.ipynb"
N = 3


@pytest.fixture(scope="module")
def final_test(served_lessons, lab_page):
    cells = ["from studlib.widgets import FinalTest", f"FinalTest(n={N}, progress=None)"]
    with K.notebook_on_projector(lab_page, served_lessons[1], NOTEBOOK, cells, buttons=1) as page:
        yield page


def test_the_final_test_keeps_its_answers_until_the_end(final_test):
    page = final_test
    # The test's output, whatever its title says (start, question n, finished).
    test = page.locator(K.OUTPUT).filter(has_text="Final test:").last
    expect(test).to_contain_text(T.FINAL_START_TITLE.format(total=N), timeout=30_000)
    start = test.get_by_role("button", name=T.FINAL_START)
    start.focus()
    page.keyboard.press("Enter")
    expect(test).to_contain_text(T.FINAL_TITLE.format(number=1, total=N), timeout=30_000)
    number = re.search(r"Test number (\d+):", test.inner_text()).group(1)
    assert 100_000 <= int(number) < 1_000_000
    for i in range(1, N + 1):
        expect(test).to_contain_text(T.FINAL_TITLE.format(number=i, total=N), timeout=30_000)
        first_option = test.locator("button:not([disabled]):visible").first
        chosen = first_option.inner_text().strip()
        first_option.focus()
        page.keyboard.press("Enter")
        expect(test).to_contain_text(T.FINAL_RECORDED.format(option=chosen), timeout=30_000)
        shown = test.inner_text()
        for word in (T.RIGHT, T.WRONG, T.ANSWER_IS, "(the right answer)", "(your answer: right)"):
            assert word not in shown, f"question {i}: {word!r} shown before the end"
        # Focus went to Next, never to another option: Enter again moves on.
        page.wait_for_function(
            "(names) => names.includes((document.activeElement || {}).innerText?.trim())",
            arg=[T.DRILL_NEXT, T.FINAL_SEE_SCORE], timeout=10_000)
        page.keyboard.press("Enter")
    expect(test).to_contain_text(T.FINAL_DONE_TITLE, timeout=30_000)
    expect(test).to_contain_text(T.FINAL_REVIEW)
    done = test.inner_text()
    assert f"Test number {number}:" in done and "Your results code for the teacher:" in done
    for i in range(1, N + 1):
        assert f"Question {i} (" in done
    assert done.count("you chose") == N and (T.RIGHT.rstrip("!") in done or "Not quite:" in done)
