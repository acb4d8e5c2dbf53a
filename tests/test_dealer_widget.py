"""DealerDrill (issue 30): typed answers, time limits that never take an answer away (WCAG
2.2.1), corrections at once or at the end, each answer's time in the learner's record."""

from __future__ import annotations

import pytest

from studlib import language
from studlib.dealer import DEALER_KINDS, Mark, Misread, answer_words
from studlib.plots import text as PT
from studlib.progress import Progress
from studlib.widgets import DealerDrill
from studlib.widgets import text as T


class Clock:
    """Seconds that move only when the test says so."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def make(**kwargs):
    clock, progress = Clock(), Progress.in_memory()
    return DealerDrill(progress=progress, clock=clock, **kwargs), clock, progress


def type_answers(drill, texts):
    """Type in the boxes as a learner does: each box's value is committed (Enter) in turn."""
    for box, text in zip(drill.boxes, texts):
        box.value = text


def test_enter_in_the_last_box_answers_and_the_time_is_recorded():
    drill, clock, progress = make(kind="uncalled", seed=4, session=2)
    q = drill.question
    clock.now = 7.5
    type_answers(drill, q.answers)
    assert drill.verdict is not None and drill.verdict.correct and not drill.verdict.late
    assert drill.verdict.seconds == 7.5 and drill.view_model().feedback[0] is True
    assert drill.text().count(T.RIGHT) == 1 and T.DEALER_TOOK.format(seconds="7.5") in drill.text()
    assert [(t.kind, t.seconds, t.late) for t in progress.timings] == [("uncalled", 7.5, False)]
    assert set(progress.rules) == set(q.rules)
    assert all(box.disabled for box in drill.boxes)


def test_with_the_limit_off_a_slow_answer_is_not_late():
    drill, clock, progress = make(kind="pot", seed=2, time_limit=None)
    clock.now = 500.0
    drill.answer(drill.question.answers)
    assert drill.session.time_limit is None and not drill.verdict.late
    assert drill.view_model().limit == T.DEALER_NO_LIMIT and T.DEALER_NO_LIMIT in drill.text()


def test_exam_timing_marks_a_late_answer_late_and_keeps_it():
    drill, clock, progress = make(kind="pot", seed=2, time_limit="exam")
    clock.now = 21.0
    verdict = drill.answer(drill.question.answers)
    assert verdict.correct and verdict.late
    assert (verdict.seconds, drill.session.time_limit) == (21.0, 20.0)
    right, said = drill.view_model().feedback
    assert right and said[0] == T.DEALER_LATE.format(seconds="21.0", limit="20.0") and said[0] in drill.text()
    assert progress.timings[0].late and progress.rules[drill.question.rules[0]].misses == 0


def test_a_text_that_is_not_an_answer_says_why_and_is_not_marked():
    drill, clock, progress = make(kind="pot", seed=2)
    assert drill.answer(["a lot"]) is None
    assert drill.verdict is None and not progress.timings and not progress.rules
    assert drill.session.unread.misread == (Misread.NOT_AN_AMOUNT,)   # said why: the view's unread line
    assert drill.view_model().unread and drill.view_model().unread in drill.text()
    wrong = drill.answer(["1"])
    (blank,) = drill.question.blanks
    assert wrong.marks == (Mark.WRONG,) and drill.session.unread is None
    assert T.DEALER_YOU_TYPED.format(typed="1", answer=answer_words(blank, drill.question.hand.structure)) in (
        drill.text())


def test_corrections_at_the_end_move_straight_on_and_review_every_question():
    drill, clock, progress = make(kind=["low_card", "pot"], seed=10, session=3, errors="at_end")
    first = drill.question
    drill.answer(first.answers)
    assert drill.index == 1 and drill.verdict is None       # straight to question 2, no verdict shown
    assert drill.view_model().saved_for_end and drill.view_model().feedback is None
    assert T.RIGHT not in drill.text() and T.DEALER_SAVED_FOR_END in drill.text()
    drill.answer(["1"] * len(drill.question.blanks))
    drill.next()                                              # question 3 left unanswered
    assert drill.over
    score, v = drill.session.score(), drill.view_model()
    assert (score.right, score.answered, score.late) == (1, 2, 0) and v.over and v.title == T.DEALER_SESSION_OVER
    verdicts = [None if a.verdict is None else a.verdict.correct for a in drill.session.answers]
    assert verdicts == [True, False, None]
    assert [line for line, _ in v.review] == [
        T.DEALER_REVIEW.format(number=n, kind=T.DEALER_KINDS[a.question.kind], verdict=words)
        for n, a, words in zip((1, 2, 3), drill.session.answers,
                               (T.DEALER_REVIEW_RIGHT, T.DEALER_REVIEW_WRONG, T.DEALER_REVIEW_SKIPPED))]
    assert all(line in drill.text() for line, _ in v.review)
    assert len(progress.timings) == 2


def test_a_mix_asks_every_kind_and_the_same_seed_the_same_session():
    n = len(DEALER_KINDS)
    a, _, _ = make(seed=0, session=n, errors="at_end")
    b, _, _ = make(seed=0, session=n, errors="at_end")
    kinds = []
    for _ in range(n):
        assert a.question.answers == b.question.answers
        kinds.append(a.question.kind)
        a.next(), b.next()
    assert set(kinds) == set(DEALER_KINDS)


@pytest.mark.parametrize("bad", [{"time_limit": 0}, {"time_limit": "fast"}, {"errors": "never"}, {"session": 0},
                                 {"kind": "bring_in"}, {"kind": []}, {"seed": -1}])
def test_wrong_settings_are_clear_errors(bad):
    with pytest.raises(ValueError):
        DealerDrill(progress=None, **bad)


def test_french_edition():
    with language("fr"):
        drill, clock, _ = make(kind="low_card", seed=1)
        drill.answer(drill.question.answers)
        text = drill.text()
    assert "Exact" in text and "Réponse en 0,0" in text
    assert "Le croupier annonce" in text and "fait le bring-in" in text
    assert "Exercice de croupier" in text


def test_the_speed_chart_is_drawn_at_the_end_of_a_session_and_in_the_practice_panel():
    pytest.importorskip("matplotlib")
    drill, clock, progress = make(kind="pot", seed=3, session=1)
    clock.now = 9.0
    drill.answer(drill.question.answers)
    drill.next()                      # Next after the last question ends the session
    html = drill.response.value
    assert drill.over and 'src="data:image/png;base64,' in html and PT.SPEED_TITLE in html
    (session,) = progress.speed_by_session()
    assert session[1:] == (9.0, 9.0, 1)                   # median, slowest, answers
    assert [(kind, median) for kind, median, _ in progress.slowest_kinds()] == [("pot", 9.0)]
    names = {"pot": T.DEALER_KINDS["pot"]}
    assert all(line in html for line in PT.speed_lines(progress.speed_by_session(), progress.slowest_kinds(), names))
    from studlib.widgets import PracticeWeakRules
    panel = PracticeWeakRules(progress)
    assert PT.SPEED_TITLE in panel.chart.value
