"""The dealer's drills in JupyterLab by keyboard alone (issue 30): type the answer and press Enter;
the verdict is announced and focus goes to Next, then to the next question's box. With the
limit off an answer is never late; with exam timing a slow answer is marked late, not wrong,
and the session ends with the speed chart. The French edition announces as a French dealer.

Each widget's clock is a counter of its own in the kernel that moves 30 s at each reading, so a
question answered is "30 s" later whatever the machine's load: no test waits on the wall clock.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

import axe
import pagekit as K
import studlib
from studlib.drills import make_question
from studlib.widgets import text as T

NOTEBOOK = "dealer-scratch.ipynb"
SETUP = ("import itertools\nfrom studlib.progress import Progress\nfrom studlib.widgets import DealerDrill\n"
         "def clock():\n    ticks = itertools.count(0.0, 30.0)\n    return lambda: next(ticks)")
OFF = 'DealerDrill("low_card", "stud", seed=4, session=2, progress=Progress.in_memory(), clock=clock())'
EXAM = ('DealerDrill("pot", "stud", seed=7, session=1, time_limit="exam", errors="at_end", '
        'progress=Progress.in_memory(), clock=clock())')
# Two trainees' session codes, as a dealer school's teacher pastes them into Class results.
CLASS = ("from studlib.results import DealerResults\nfrom studlib.widgets import ClassResults\n"
         "a = DealerResults.tally(2026, [('uncalled', True, False, 6.5), ('uncalled', True, True, 24.0)])\n"
         "b = DealerResults.tally(2026, [('uncalled', False, False, 8.0), ('stub', True, False, 4.5)])\n"
         "ClassResults(a.code() + '\\n' + b.code())")


def _drill(page, title: str):
    return page.locator(K.OUTPUT).filter(has_text=title).last


def _type(page, box, text: str) -> None:
    """Focus the box by keyboard focus() and type, then Enter, as a learner does."""
    box.focus()
    page.keyboard.type(text)
    page.keyboard.press("Enter")


def _focus_is(page, tag: str, text: str = "") -> None:
    page.wait_for_function(
        "([tag, text]) => { const a = document.activeElement || {};"
        " return a.tagName === tag && (!text || (a.innerText || '').trim() === text); }",
        arg=[tag, text], timeout=15_000)


@pytest.fixture(scope="module")
def dealer_page(served_lessons, lab_page):
    with K.notebook_on_projector(lab_page, served_lessons[1], NOTEBOOK, [SETUP, OFF, EXAM, CLASS], buttons=3) as page:
        yield page


def test_a_session_with_the_limit_off_by_keyboard(dealer_page):
    page = dealer_page
    first, second = make_question("low_card", 4, "stud"), make_question("low_card", 5, "stud")
    drill = _drill(page, "Call the low card")
    expect(drill).to_contain_text(T.DEALER_TITLE.format(kind="Call the low card", number=1, total=2, seed=4),
                                  timeout=30_000)
    expect(drill).to_contain_text(T.DEALER_NO_LIMIT)
    box = drill.locator("input[type=text]").first
    _type(page, box, "my guess")            # not a seat: told why, nothing marked
    expect(drill).to_contain_text("Type a seat number, such as 3.", timeout=30_000)
    assert T.RIGHT not in drill.inner_text() and T.WRONG not in drill.inner_text()
    box.fill("")
    _type(page, box, first.answers[0])
    expect(drill.get_by_role("status")).to_contain_text(T.RIGHT, timeout=30_000)
    expect(drill).to_contain_text(first.announcement)
    result = axe.audit(page, f"{K.OUTPUT} > .jupyter-widgets")
    assert result["audited"] and not result["violations"], axe.describe(result["violations"])
    assert "Late" not in drill.inner_text()  # 30 s on the kernel's clock, and no limit
    _focus_is(page, "BUTTON", T.DRILL_NEXT)
    page.keyboard.press("Enter")
    expect(drill).to_contain_text(T.DEALER_TITLE.format(kind="Call the low card", number=2, total=2, seed=5),
                                  timeout=30_000)
    _focus_is(page, "INPUT")                  # straight into the next question's box
    wrong = "1" if second.blanks[0].answer != 0 else "2"
    page.keyboard.type(wrong)
    page.keyboard.press("Enter")
    expect(drill.get_by_role("status")).to_contain_text(T.WRONG, timeout=30_000)
    expect(drill).to_contain_text(f"the answer is {second.answers[0]}")


def test_exam_timing_marks_a_slow_answer_late_and_draws_the_speed_chart(dealer_page):
    page = dealer_page
    q = make_question("pot", 7, "stud")
    drill = _drill(page, "Count the pot")
    expect(drill).to_contain_text("Time limit: 20.0 s a question", timeout=30_000)
    _type(page, drill.locator("input[type=text]").first, q.answers[0])
    expect(drill).to_contain_text(T.DEALER_SESSION_OVER, timeout=30_000)
    text = drill.inner_text()
    assert "Late: 30.0 s, past the 20.0 s limit (marked late, not wrong)." in text
    assert "Right: 1 of 1; late: 1" in text and "Question 1 (Count the pot): right" in text
    chart = drill.get_by_role("img", name="Line chart of your answer times", exact=False)
    expect(chart).to_be_visible()
    assert chart.evaluate("img => img.naturalWidth") > 0
    _focus_is(page, "BUTTON", T.DEALER_NEW_SESSION)


def test_class_results_show_each_trainees_dealer_drills(dealer_page):
    """The teacher reads a row per trainee and a column per drill, then the whole class per drill."""
    page = dealer_page
    table = page.locator(K.OUTPUT).filter(has_text=T.CLASS_TITLE).last.get_by_role("table")
    expect(table).to_contain_text("Line 2 (deal #2026)", timeout=30_000)
    rows = [[c.strip() for c in row.split("\t")] for row in table.inner_text().strip().split("\n")]
    assert rows == [[T.CLASS_DEALER_WHO, T.DEALER_KINDS["uncalled"], T.DEALER_KINDS["stub"]],
                    ["Line 1 (deal #2026)", "2 / 2, 1 late, 15.2 s", "–"],
                    ["Line 2 (deal #2026)", "0 / 1, 0 late, 8.0 s", "1 / 1, 0 late, 4.5 s"]]
    results = page.locator(K.OUTPUT).filter(has_text=T.CLASS_TITLE).last
    expect(results).to_contain_text(f"{T.DEALER_KINDS['uncalled']}: 2 of 3 right, 1 late, median 11.6 s; trainees: 2")
    result = axe.audit(page, f"{K.OUTPUT} .jupyter-widgets:has(table)")
    assert result["audited"] and not result["violations"], axe.describe(result["violations"])


FR_NOTEBOOK = "dealer-fr-scratch.ipynb"


@pytest.fixture(scope="module")
def french_page(served_lessons, lab_page):
    cells = ['import studlib\nstudlib.use_language("fr")', SETUP, OFF]
    with K.notebook_on_projector(lab_page, served_lessons[1], FR_NOTEBOOK, cells, buttons=2) as page:
        yield page


def test_the_french_dealer_announces_in_french(french_page):
    page = french_page
    with studlib.language("fr"):
        q = make_question("low_card", 4, "stud")
        answer, call, right, title = q.answers[0], q.announcement, T.RIGHT, T.DEALER_KINDS["low_card"]
    drill = _drill(page, title)
    expect(drill).to_contain_text("Exercice de croupier", timeout=30_000)
    _type(page, drill.locator("input[type=text]").first, answer)
    expect(drill.get_by_role("status")).to_contain_text(right, timeout=30_000)
    expect(drill).to_contain_text(call)
    assert call.endswith("fait le bring-in.")
