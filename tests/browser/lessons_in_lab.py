"""Every lesson as a learner meets it in JupyterLab: run all cells, no error, the main widget
answers a click and the keyboard, every card has a name, card text has AA contrast.

The suite is shared by two test files, test_lessons_in_lab.py (the English lessons) and
test_lessons_in_lab_fr.py (the French edition), so that `make test`'s two workers can each take
one edition. Data driven: every lessons/NN-*.ipynb present is tested, and a lesson's "main
widget" is found on the page (an action such as "Deal next street" or "Call $0.50", and a
self-check answer), so new lessons need no change here. The tests of one lesson run together on one opened notebook.
"""

from __future__ import annotations

import json
import time

import pytest

import axe
import pagekit as K
from pagekit import LESSONS_DIR
from studlib.cards import CARDS
from studlib.i18n import language

ENGLISH = sorted(p.name for p in LESSONS_DIR.glob("[0-9][0-9]-*.ipynb"))
FRENCH = sorted(f"fr/{p.name}" for p in (LESSONS_DIR / "fr").glob("[0-9][0-9]-*.ipynb"))
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
AA_TEXT = 4.5
# The outermost element of each widget view the lesson displays.
WIDGET_ROOTS = f"{K.OUTPUT} > .jupyter-widgets"


def stored_widget_count(name: str) -> int:
    """How many live widget views the stored lesson displays."""
    cells = json.loads((LESSONS_DIR / name).read_text(encoding="utf-8"))["cells"]
    return sum(WIDGET_VIEW in out.get("data", {}) for c in cells for out in c.get("outputs", []))


def language_of(lesson: str) -> str:
    return "fr" if lesson.startswith("fr/") else "en"


def card_faces(code: str = "en") -> dict[str, str]:
    """'10♥' -> 'ten of hearts' ('R♥' -> 'roi de cœur' in French): what each face-up card shows,
    and the name it must carry."""
    with language(code):
        return {c.pretty: c.name for c in CARDS}


@pytest.fixture(scope="class")
def ran(lab_page, lesson, lesson_seconds) -> K.LessonRun:
    """Open the lesson in the session's JupyterLab page, wait for its kernel, Run All; close
    the tab and shut the kernel down after the lesson's tests."""
    page, run = lab_page, K.LessonRun(lesson)
    K.use_language(language_of(lesson))
    started = time.monotonic()
    try:
        K.open_notebook(page, lesson)
        report = K.run_all(page)
        run.counts, run.errors = report["counts"], report["errors"]
        run.stderr, run.widget_errors = report["stderr"], report["widgetErrors"]
        run.math = report["math"]
        expected = stored_widget_count(lesson)
        if expected:  # the widget views render a moment after their cell has run
            page.wait_for_function(
                f"(n) => window.studlibPanel.node.querySelectorAll('{K.OUTPUT} .jupyter-widgets').length >= n",
                arg=expected, timeout=30_000)
    except Exception as error:  # noqa: BLE001 - reported by test_every_cell_runs_without_errors
        run.failure = f"{type(error).__name__}: {error}"
    run.seconds = lesson_seconds[lesson] = time.monotonic() - started
    yield run
    K.close_notebook(page)
    K.use_language("en")


def pytest_generate_tests(metafunc):
    """Each test of the class on every lesson, the keyboard walk on KEYBOARD_WALK; the tests of
    one lesson share its opened notebook (class scope)."""
    if "lesson" in metafunc.fixturenames:
        keyboard = metafunc.function.__name__ == "test_controls_work_with_the_keyboard_alone"
        module = metafunc.module
        metafunc.parametrize("lesson", module.KEYBOARD_WALK if keyboard else module.LESSONS, scope="class")


class TestLessonInJupyterLab:

    def test_every_cell_runs_without_errors(self, ran):
        """Run All in a fresh kernel: no error output, no stderr, every widget view rendered."""
        assert not ran.failure, ran.failure
        # A fresh kernel numbers the cells 1, 2, 3...: every code cell ran once, in order.
        assert ran.counts == list(range(1, len(ran.counts) + 1)), ran.counts
        assert not ran.errors, ran.errors
        assert not ran.stderr, ran.stderr
        assert not ran.widget_errors, ran.widget_errors

    def test_prose_shows_dollar_amounts_as_written(self, ran):
        """'$0.50 in and needs $1.50' must not be typeset as TeX maths between the two '$'."""
        assert not ran.math, f"markdown typeset as maths (escape the $ as \\$): {ran.math}"

    def test_every_card_has_an_accessible_name(self, ran, lab_page):
        """role="img" with a name, and the name is the card its face shows ("ten of hearts")."""
        faces = card_faces(language_of(ran.name))
        for card in lab_page.evaluate(K.JS_CARD_NAMES, K.CARD_SELECTOR):
            assert card["role"] == "img" and card["name"], f"card without a spoken name: {card['html']}"
        for card in K.card_colours(lab_page):
            assert faces[card["text"]] in card["name"].lower(), f"card {card['text']} is named {card['name']!r}"

    def test_card_text_contrast_is_at_least_wcag_aa(self, ran, lab_page):
        # Cards are checked at 4.5:1 although their 30px bold text would pass at 3:1.
        low = [(c["name"], round(K.contrast(c["fg"], c["bg"]), 2)) for c in K.card_colours(lab_page)
               if K.contrast(c["fg"], c["bg"]) < AA_TEXT]
        assert not low, f"card text below {AA_TEXT}:1 contrast: {low}"

    def test_all_widget_text_contrast_is_at_least_wcag_aa(self, ran, lab_page):
        """Labels, buttons, feedback and tables too, as the theme draws them."""
        low = K.below_aa(K.text_colours(lab_page))
        assert not low, f"text below WCAG AA (name, text rgb, background rgb, ratio): {low}"

    def test_every_control_has_an_accessible_name(self, ran, lab_page):
        controls = lab_page.evaluate(K.JS_CONTROL_NAMES, f"{K.OUTPUT} :is({K.CONTROL_SELECTOR})")
        unnamed = [c["html"] for c in controls if not c["name"]]
        assert not unnamed, f"controls a screen reader cannot name: {unnamed}"

    def test_widgets_pass_axe_wcag_22_aa(self, ran, lab_page):
        """axe-core, scoped to the course's widgets (JupyterLab's own interface is not ours):
        no WCAG 2.2 A/AA violation."""
        if axe.missing():
            pytest.fail(axe.missing(), pytrace=False)
        result = axe.audit(lab_page, WIDGET_ROOTS)
        assert result["audited"] or not stored_widget_count(ran.name), "no widget found to audit"
        assert not result["violations"], axe.describe(result["violations"])

    def test_controls_work_with_the_keyboard_alone(self, ran, lab_page):
        """Tab reaches every button, box and menu and the focus shows; Enter and Space press a button."""
        page = lab_page
        controls = page.evaluate(K.JS_CONTROLS, f"{K.OUTPUT} :is({K.CONTROL_SELECTOR})")
        if not controls:
            assert stored_widget_count(ran.name) == 0, "the lesson's widgets show no controls"
            return
        reached, unseen = K.tab_through(page, controls)
        missed = [c for c in controls if c["index"] not in reached]
        assert not missed, f"Tab never reaches: {missed}"
        assert not unseen, f"keyboard focus not visible on: {unseen}"
        action, answer = K.main_buttons(page)
        first = answer or action
        if first is None:   # only menus and boxes: reaching them by Tab is all there is to check
            return
        before = K.widget_text(page, first)
        K.button(page, first).focus()
        page.keyboard.press("Enter")
        if first is answer:
            K.wait_for_answer(page, first, before)
        else:
            K.wait_for_change(page, first, before)
        # Space on another button: the action if there is one, else another answer.
        second = action if answer and action else K.other_button(page, first)
        if second is not None:
            before = K.widget_text(page, second)
            K.button(page, second).focus()
            page.keyboard.press(" ")
            K.wait_for_change(page, second, before)

    def test_main_widget_changes_when_clicked(self, ran, lab_page, screenshots):
        """An action ("Deal next street", "Call $0.50") changes the table; an answer gets its
        verdict. Then a screenshot of the lesson for build/screenshots/."""
        page = lab_page
        action, answer = K.main_buttons(page)
        if action is None and answer is None:
            # An answered final-test question offers only "Next question": that must work then.
            action = K.navigation_button(page)
            assert action is not None or stored_widget_count(ran.name) == 0, "the lesson's widgets show no buttons"
        if action is not None:
            before = K.widget_text(page, action)
            K.button(page, action).click()
            K.wait_for_change(page, action, before)
        if answer is not None:
            answer = K.last_answer(page)
            before = K.widget_text(page, answer)
            K.button(page, answer).click()
            after = K.wait_for_answer(page, answer, before)
            if K.is_self_check(before):   # studlib's self-checks all answer "Right!" or "Not quite."
                assert any(word in after for word in K.FEEDBACK_WORDS), after
        shown = action or answer
        if shown is not None:
            K.button(page, shown).scroll_into_view_if_needed()
        page.screenshot(path=screenshots / f"{ran.name.removesuffix('.ipynb').replace('/', '-')}.png")

