"""Lesson 24, "Dealing stud", live in its page (issue 30): the lesson's cells run in the page's
Python and its first DealerDrill is answered by keyboard as a learner does, typing in the box
and pressing Enter. The test waits for what the learner reads: the reason a text was not read,
then the verdict and the dealer's call (never for "any change"). One page, one lesson start.
"""

from __future__ import annotations

from playwright.sync_api import expect

from studlib.drills import make_question
from studlib.rules import Rules
from studlib.widgets import text as T
from test_live_page import LIVE_WIDGET, go_live, lesson_reads_as_in_jupyterlab

STEM = "24-dealing-stud"


def _type(page, box, text: str) -> None:
    box.focus()
    page.keyboard.type(text)
    page.keyboard.press("Enter")


def test_the_dealer_drill_is_answered_live_in_lesson_24(offline_page, site_url):
    page = offline_page
    go_live(page, site_url, STEM)
    lesson_reads_as_in_jupyterlab(page, STEM)
    # The lesson's DealerDrill("low_card"): deal number 1, the online preset, ten questions.
    q = make_question("low_card", 1, None, Rules.online())
    title = T.DEALER_TITLE.format(kind=T.DEALER_KINDS["low_card"], number=1, total=10, seed=1)
    drill = page.locator(LIVE_WIDGET).filter(has_text=title).first
    expect(drill).to_be_visible(timeout=30_000)
    box = drill.locator("input[type=text]").first
    _type(page, box, "my guess")                        # not a seat: told why, nothing marked
    expect(drill.get_by_role("alert")).to_contain_text("Type a seat number, such as 3.", timeout=30_000)
    assert T.RIGHT not in drill.inner_text() and T.WRONG not in drill.inner_text()
    box.fill("")
    _type(page, box, q.answers[0])
    expect(drill.get_by_role("status")).to_contain_text(T.RIGHT, timeout=30_000)
    expect(drill.get_by_role("status")).to_contain_text(q.announcement)
    expect(drill).to_contain_text("Right: 1 of 1; late: 0;")
    assert page.studlib_requests.outside == [], page.studlib_requests.outside
