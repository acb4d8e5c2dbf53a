"""Hand histories as a learner meets them in JupyterLab: lesson 21's replay widget steps forward
and back through a real hand, and the practice table (lesson 14) saves its hand and replays it."""

from __future__ import annotations

import re

import pagekit as K
from studlib.widgets import text as T

STEP = re.compile(r"step (\d+) of (\d+)")


def _step(widget) -> tuple[int, int]:
    found = STEP.search(widget.inner_text())
    assert found, widget.inner_text()[:300]
    return int(found.group(1)), int(found.group(2))


def _wait_for_step(page, widget, step: int) -> None:
    page.wait_for_function("([el, want]) => el.innerText.includes(want)",
                           arg=[widget.element_handle(), f"step {step} of"], timeout=10_000)


def test_lesson_21_replay_steps_forward_and_back(lab_page):
    page = lab_page
    K.open_notebook(page, "21-replay-real-hands.ipynb")
    try:
        K.run_all(page)
        widget = page.locator(K.OUTPUT, has=page.get_by_role("button", name=T.REPLAY_NEXT)).first
        start, steps = _step(widget)
        widget.get_by_role("button", name=T.REPLAY_NEXT).click()
        _wait_for_step(page, widget, start + 1)
        widget.get_by_role("button", name=T.REPLAY_END).click()
        _wait_for_step(page, widget, steps)
        assert "wins" in widget.inner_text()          # the showdown is explained at the end
        widget.get_by_role("button", name=T.REPLAY_BACK).click()
        _wait_for_step(page, widget, steps - 1)
    finally:
        K.close_notebook(page)


def test_practice_table_saves_its_hand_and_replays_it(lab_page):
    page = lab_page
    K.open_notebook(page, "14-practice-table.ipynb")
    try:
        K.run_all(page)
        table = page.locator(K.OUTPUT, has=page.get_by_role("button", name=T.SAVE_HAND)).first
        table.get_by_role("button", name=T.SAVE_HAND).click()
        table.get_by_text("Saved as hands/").wait_for(timeout=10_000)
        table.get_by_role("button", name=T.REPLAY_HAND, exact=True).click()
        table.get_by_role("button", name=T.REPLAY_NEXT).wait_for(timeout=10_000)
        assert STEP.search(table.inner_text())
    finally:
        K.close_notebook(page)
