"""A lesson question as a learner meets it in JupyterLab: the code cell is collapsed and names
only the question, a first wrong answer gets its feedback without the answer, and the answer
comes with "Show the answer". (The answer key lives in studlib/questions/, never on the page.)"""

from __future__ import annotations

import pagekit as K
from studlib.selfcheck import load_questions, question_file
from studlib.widgets import text as T

LESSON = "01-welcome.ipynb"
QUESTION = load_questions(question_file("01-welcome", language="en"))["which-games-seat-3-won"]
WRONG = "Stud only"


def test_first_miss_shows_its_feedback_not_the_answer_then_show_the_answer(lab_page):
    page = lab_page
    K.open_notebook(page, LESSON)
    try:
        K.run_all(page)
        widget = page.locator(K.OUTPUT, has=page.get_by_role("button", name=WRONG, exact=True))
        widget.get_by_role("button", name=WRONG, exact=True).click()
        widget.get_by_text(T.WRONG).wait_for(timeout=10_000)
        shown = widget.inner_text()
        assert QUESTION.feedback[WRONG] in shown
        assert QUESTION.explanation not in shown and "The answer is" not in shown
        assert T.ONE_MISS in shown
        # The cell that made the widget is collapsed and holds no answer key.
        collapsed = page.locator(".jp-Cell", has=widget).locator(".jp-InputPlaceholder")
        assert collapsed.count() == 1 and collapsed.is_visible()
        assert QUESTION.answer not in collapsed.inner_text()
        widget.get_by_role("button", name=T.SHOW_ANSWER).click()
        widget.get_by_text(T.ANSWER_WAS.format(answer=QUESTION.answer)).wait_for(timeout=10_000)
        assert QUESTION.explanation in widget.inner_text()
        assert T.SHOWN_AFTER[1] in widget.inner_text()
    finally:
        K.close_notebook(page)
