"""Presentation mode: the views a projector or a Binder demo opens in Voila (no code, just the
lesson's text and widgets) render, and their main widget answers a click.

To put another lesson in app mode, add its file name to VOILA_VIEWS (and a Binder link for
it in the README): that is all this test needs.
"""

from __future__ import annotations

import pytest

import pagekit as K
from pagekit import LESSONS_DIR, VIEWPORT

VOILA_VIEWS = ["01-welcome.ipynb", "14-practice-table.ipynb"]
RENDER_TIMEOUT_MS = 90_000


def test_every_voila_view_is_a_lesson():
    missing = [name for name in VOILA_VIEWS if not (LESSONS_DIR / name).is_file()]
    assert not missing, f"VOILA_VIEWS names notebooks that are not in lessons/: {missing}"


@pytest.mark.parametrize("name", VOILA_VIEWS)
def test_voila_view_renders_and_its_main_widget_responds(name, browser, voila, screenshots):
    page = browser.new_page(viewport=VIEWPORT)
    try:
        page.goto(f"{voila.url}/voila/render/{name}?token={voila.token}", timeout=RENDER_TIMEOUT_MS)
        page.wait_for_selector(f"{K.OUTPUT} button", timeout=RENDER_TIMEOUT_MS)
        text = page.inner_text("body")
        assert "Traceback" not in text and "Error displaying widget" not in text, text[:2000]
        assert page.locator(".jp-CodeCell .jp-InputArea, .jp-CodeMirrorEditor, .cm-editor").count() == 0, "Voila shows code"
        assert page.locator(".jp-MarkdownCell mjx-container").count() == 0 and "\\$" not in text, \
            "a dollar amount was typeset as maths"
        action, answer = K.main_buttons(page)
        clicked = action or answer
        assert clicked is not None, "no button to click in the Voila view"
        before = K.widget_text(page, clicked)
        K.button(page, clicked).click()
        after = (K.wait_for_answer(page, clicked, before) if clicked is answer
                 else K.wait_for_change(page, clicked, before))
        if clicked is answer and K.is_self_check(before):
            assert any(word in after for word in K.FEEDBACK_WORDS), after
        cards = page.evaluate(K.JS_CARD_NAMES, K.CARD_SELECTOR)
        assert cards and all(c["role"] == "img" and c["name"] for c in cards)
        controls = page.evaluate(K.JS_CONTROLS, f"{K.OUTPUT} :is({K.CONTROL_SELECTOR})")
        reached, unseen = K.tab_through(page, controls)
        missed = [c for c in controls if c["index"] not in reached]
        assert not missed and not unseen, f"Tab never reaches: {missed}; focus not visible on: {unseen}"
        low = K.below_aa(K.text_colours(page))
        assert not low, f"text below WCAG AA in the Voila view: {low}"
        K.button(page, clicked).scroll_into_view_if_needed()
        page.screenshot(path=screenshots / f"voila-{name.removesuffix('.ipynb')}.png")
    finally:
        page.close()
