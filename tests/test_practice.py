"""Practice my weak rules, the progress chart, and every widget recording into a Progress."""

from __future__ import annotations

from collections import Counter
from datetime import datetime, timedelta, timezone

import pytest


from studlib.catalogue import family_title
from studlib.plots import text as PT
from studlib.progress import Progress
from studlib.widgets import Drill, FinalTest, LowLadderDrill, PracticeWeakRules, SeatQuiz
from studlib.widgets import text as T


LESSON_QUESTIONS = None   # the course's own questions (package data), in the language in force
LESSON = "04-antes-and-the-bring-in"


def _question_ids() -> list[str]:
    """The self-check questions of lesson 04, read from its file (their IDs may be renamed)."""
    from studlib.selfcheck import load_questions, question_file
    return list(load_questions(question_file(LESSON, LESSON_QUESTIONS)))


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 12, 1, 9, 0, tzinfo=timezone.utc)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=20)     # every look at the clock is a little later
        return self.now


@pytest.fixture
def progress(tmp_path):
    return Progress(tmp_path / "progress.json", clock=Clock())


@pytest.mark.parametrize("rule", ["RAZZ-8.2", "HILO-10.3", "GEN-3.4", "STUD-3.1"])
def test_many_misses_on_one_rule_make_most_of_the_next_50_questions_test_it(progress, rule):
    for _ in range(6):
        progress.record([rule], correct=False)
    practice = PracticeWeakRules(progress=progress)
    asked = [practice.next_question() for _ in range(50)]
    hits = sum(rule in q.rules for q in asked)
    assert hits >= 30, hits
    assert len({q.kind for q in asked}) > 1      # still some questions from other kinds


def test_the_practice_follows_the_answers(progress):
    """Answering rule A right and rule B wrong moves the practice from A to B."""
    for _ in range(4):
        progress.record(["RAZZ-5.1"], correct=False)
    practice = PracticeWeakRules(progress=progress, seed=3)
    before = Counter(r for _ in range(30) for r in practice.next_question().rules)
    for _ in range(8):
        progress.record(["RAZZ-5.1"], correct=True)
        progress.record(["HILO-9.1"], correct=False)
        progress.record(["HILO-9.1"], correct=False)
    after = Counter(r for _ in range(30) for r in practice.next_question().rules)
    assert before["RAZZ-5.1"] > before["HILO-9.1"]
    assert after["HILO-9.1"] > after["RAZZ-5.1"]


def test_no_record_yet_asks_from_every_kind_and_says_so(progress):
    practice = PracticeWeakRules(progress=progress)
    kinds = {practice.next_question().kind for _ in range(40)}
    assert len(kinds) >= 5
    assert not progress.rules and practice.why == T.WEAK_WHY_NEW and practice.record_lines() == [T.WEAK_EMPTY]
    assert practice.why in practice.text() and T.WEAK_EMPTY in practice.text()


def test_answers_in_the_practice_are_recorded_with_the_questions_rule_ids(progress):
    practice = PracticeWeakRules(progress=progress)
    q = practice.question
    wrong = next(o for o in q.options if o != q.answer)
    practice.answer(wrong)
    assert all(progress.rules[r].misses == 1 for r in q.rules)
    practice.answer(q.answer)                        # a second click explains, not re-scores
    assert all(progress.rules[r].attempts == 1 for r in q.rules)
    assert T.WEAK_RECORD.format(rules=len(q.rules), answers=len(q.rules)) in practice.record_lines()
    assert all(line in practice.text() for line in practice.record_lines())
    assert "data:image/png;base64," in practice.chart.value and 'alt="Bar chart' in practice.chart.value


def test_same_record_same_seed_same_questions(tmp_path):
    def run():
        p = Progress.in_memory(clock=lambda: datetime(2026, 12, 1, tzinfo=timezone.utc))
        p.record(["GEN-7.1"], correct=False)
        w = PracticeWeakRules(progress=p, seed=5)
        return [(q.kind, q.seed, q.answer) for q in (w.next_question() for _ in range(10))]
    assert run() == run()


def test_reset_asks_first_then_forgets(progress):
    progress.record(["GEN-3.2"], correct=False)
    practice = PracticeWeakRules(progress=progress)
    practice.reset_button.click()
    assert progress.rules and practice.confirm.layout.display == "flex"
    assert T.WEAK_RESET_ASK in practice.text()   # asked in words before anything is forgotten
    practice.no_button.click()
    assert progress.rules and practice.confirm.layout.display == "none"
    practice.reset()                                   # without confirmed=True: asks again
    assert progress.rules
    practice.yes_button.click()
    assert progress.rules == {} and practice.record_lines() == [T.WEAK_RESET_DONE, T.WEAK_EMPTY]
    assert T.WEAK_RESET_DONE in practice.text()
    assert Progress(progress.path).rules == {}


def test_a_corrupt_record_is_reported_in_the_widget(tmp_path):
    path = tmp_path / "progress.json"
    path.write_text("{garbled", encoding="utf-8")
    practice = PracticeWeakRules(progress=Progress(path))
    (kept,) = tmp_path.glob("progress.json.unreadable-*")          # set aside, not lost
    assert kept.read_text(encoding="utf-8") == "{garbled" and not practice.progress.rules
    assert practice.progress.notice and practice.record_lines()[0] == practice.progress.notice
    assert kept.name in practice.text()


def test_the_mastery_chart_is_large_and_labels_every_family():
    from studlib.plots.mastery import mastery_figure
    p = Progress.in_memory()
    p.record(["GEN-3.2"], correct=True)
    p.record(["RAZZ-8.2"], correct=False)
    fig = mastery_figure(p.by_family())
    ax = fig.axes[0]
    labels = [t.get_text() for t in ax.get_yticklabels()]
    families = list(p.by_family())
    assert len(families) == 6 and labels == [family_title(f) for f in reversed(families)]   # first at the top
    assert all(t.get_fontsize() >= 18 for t in ax.get_yticklabels())   # 25 px at 100 dpi
    written = [t.get_text() for t in ax.texts]
    assert written.count(PT.MASTERY_NOT_YET) == 4 == sum(v is None for v, _ in p.by_family().values())
    assert PT.mastery_bar(0, 1) in written and PT.mastery_bar(100, 1) in written   # RAZZ-8.2 missed, GEN-3.2 right


# --- every answering widget records its rule IDs -----------------------------------------------

def test_drill_records_the_first_answer_and_skips_count_as_skipped(progress):
    d = Drill("shows_first", "razz", seed=4, progress=progress)
    q = d.question
    d.answer(q.answer)
    assert all(progress.rules[r].attempts == 1 and progress.rules[r].misses == 0 for r in q.rules)
    d.next()
    d.next()                                          # the second question left unanswered
    assert d.skipped == 1 and "skipped 1" in d.text()
    assert d.attempts == 1


def test_by_default_answers_go_into_the_learners_record_and_progress_none_records_nothing(
        tmp_path, monkeypatch):
    from studlib.widgets import SelfCheck
    mine = tmp_path / "mine.json"
    monkeypatch.setenv("STUDLIB_PROGRESS", str(mine))       # where Progress() keeps "your record"
    d = Drill("bring_in", seed=2, progress=None)
    d.answer(d.question.answer)
    f = FinalTest(seed=1, n=2, progress=None)
    f.answer(f.question.options[0])
    assert not mine.exists()
    d = Drill("bring_in", seed=2)                            # the default: your record
    d.answer(d.question.answer)
    quiz = SeatQuiz("bring_in", "razz", seed=3)
    quiz.answer(quiz.correct)
    check = SelfCheck(LESSON, _question_ids()[0], LESSON_QUESTIONS)
    check.choose(check.answer)
    kept = Progress(mine).rules
    assert set(d.question.rules) | {"RAZZ-3.1"} | set(check.q.rules) <= set(kept)


def test_seat_quiz_ladder_and_final_test_record_their_rule_ids(progress):
    quiz = SeatQuiz("bring_in", "razz", seed=3, progress=progress)
    quiz.answer(quiz.correct)
    assert "RAZZ-3.1" in progress.rules
    ladder = LowLadderDrill(progress=progress)
    ladder.pick(ladder.session.best_left())
    assert progress.rules["RAZZ-9.2"].attempts == 1
    test = FinalTest(seed=7, n=3, progress=progress)
    q = test.question
    before = {r: progress.rules[r].misses for r in q.rules if r in progress.rules}
    test.answer(next(o for o in q.options if o != q.answer))
    # Nothing recorded while the test runs: the record would tell right from wrong before the end.
    assert {r: progress.rules[r].misses for r in q.rules if r in progress.rules} == before
    for other in test.questions[1:]:
        test.next()
        test.answer(other.answer)
    test.next()
    assert test.finished and all(progress.rules[r].misses >= 1 for r in q.rules)


def test_answered_options_say_which_was_chosen_and_which_is_right_in_words():
    d = Drill("read_low", "razz", seed=9)
    q = d.question
    wrong = next(o for o in q.options if o != q.answer)
    d.answer(wrong)
    labels = {b.description for b in d.buttons}
    chosen = [words for picked, words in d.view_model().options if picked]
    wrong, answer = q.words_of(wrong), q.answer_words
    assert chosen == [T.OPTION_CHOSEN_WRONG.format(option=wrong)]
    assert set(chosen) | {T.OPTION_RIGHT.format(option=answer)} <= labels
    assert f"[x] {chosen[0]}" in d.text()
    d2 = Drill("read_low", "razz", seed=9)
    d2.answer(q.answer)
    assert T.OPTION_CHOSEN_RIGHT.format(option=answer) in {b.description for b in d2.buttons}


def test_option_buttons_wrap_their_words_instead_of_cutting_them():
    d = Drill("split", seed=3)
    assert all("studlib-wrap" in b._dom_classes for b in d.buttons)
    style = d.widget.children[0].value
    assert ".studlib-wrap{white-space:normal !important" in style


def test_a_self_check_records_its_rule_ids_once(progress):
    from studlib.widgets import SelfCheck
    first, second = _question_ids()[:2]
    check = SelfCheck(LESSON, first, LESSON_QUESTIONS, progress=progress)
    wrong = next(o for o in check.options if o != check.answer)
    check.choose(wrong)
    check.choose(check.answer)                        # the second try is not a second record
    assert check.q.rules and all((progress.rules[r].attempts, progress.rules[r].misses) == (1, 1)
                                 for r in check.q.rules)
    shown = SelfCheck(LESSON, second, LESSON_QUESTIONS, progress=progress)
    shown.show_answer()                               # asked for the answer: recorded as a miss
    assert all(progress.rules[r].misses >= 1 for r in shown.q.rules)


def test_the_progress_view_works_without_matplotlib(monkeypatch):
    """The browser edition has no matplotlib offline: the record is still shown, in words."""
    import sys
    from studlib.progress import Progress
    from studlib.widgets import PracticeWeakRules
    # As when matplotlib is missing: the chart module cannot be imported.
    monkeypatch.setitem(sys.modules, "studlib.plots.mastery", None)
    p = Progress.in_memory()
    p.record(["RAZZ-8.2"], correct=False)
    widget = PracticeWeakRules(progress=p, seed=1)
    assert T.MASTERY_NO_CHART in widget.chart.value and "<img" not in widget.chart.value
    assert all(line in widget.chart.value for line in widget.record_lines())   # the record, in words
