"""Drill, DrillMenu, FinalTest and ScenarioBuilder, clicked like a learner or a teacher would."""

import html
import re

import pytest

from studlib import table_view as TV
from studlib import RAZZ, STUD8
from studlib import builder_view as B
from studlib.drills import KINDS, make_question
from studlib.mistakes import Diagnosis, Mistake, diagnose
from studlib.sessions import TOP_TEST_NUMBER
from studlib.scenario import PRESETS, Scenario, ScenarioError
from studlib.scenario_draft import Loaded, Press
from studlib.widgets import Drill, DrillMenu, FinalTest, ScenarioBuilder
from studlib.widgets import text as T
from studlib.widgets.number_box import read_whole_number
from studlib.widgets.quiz import mistake_words

ADDRESS = re.compile(r"0x[0-9a-f]{6,}|model_id|[0-9a-f]{32}")


def click(widget, option):
    """Click the button of `option` (one of widget.question.options), found by what it shows."""
    words = widget.question.words_of(option)
    button = next(b for b in widget.choices.children if b.description == words)
    button.click()


def wrong_option(q):
    return next(o for o in q.options if o != q.answer)


@pytest.mark.parametrize("kind", KINDS)
def test_drill_shows_the_engines_question_and_scores_clicks(kind):
    d = Drill(kind, seed=5)
    q = make_question(kind, 5)
    assert d.question.answer == q.answer and [b.description for b in d.buttons] == list(q.option_words)
    assert q.prompt in d.text() and "Score: 0 / 0" in d.text()
    click(d, q.answer)
    assert (d.score, d.attempts, d.streak) == (1, 1, 1)
    assert d.text().count(T.RIGHT) == 1 and q.explanation in d.text()
    click(d, wrong_option(q))          # later clicks explain but do not count
    assert (d.score, d.attempts) == (1, 1)
    d.next_button.click()
    assert d.seed == 6 and d.question.answer == make_question(kind, 6).answer
    click(d, wrong_option(d.question))
    assert (d.score, d.attempts, d.streak) == (1, 2, 0)
    assert T.WRONG in d.text() and T.ANSWER_IS in d.text()


def test_wrong_seat_feedback_is_aimed_at_the_mistake_STUD_3_1():
    """A learner who picks the highest door card in stud is told the LOWEST brings in."""
    for seed in range(1, 40):
        d = Drill("bring_in", game="stud", seed=seed)
        q = d.question
        doors = {s: q.hand.up_cards(s)[0] for s in q.seat_options}
        top = max(doors, key=lambda s: (doors[s].rank, doors[s].suit))
        if top != q.answer_seat and doors[top].rank < 14:
            d.answer(top)
            assert diagnose(q, top) == Diagnosis(Mistake.STUD_HIGHEST, ("STUD-3.1",))
            assert mistake_words(q, top) in d.view_model().said and mistake_words(q, top) in d.text()
            return
    pytest.fail("no deal with a distinct highest door card")


def test_wrong_amount_feedback_names_the_bet_size_rule_GEN_7_1():
    for seed in range(80):
        q = make_question("legal_actions", seed)
        sizes = [o for o, m in q.mistakes if m in (Mistake.BET_SIZE_BIG, Mistake.BET_SIZE_SMALL)]
        if sizes:
            d = Drill("legal_actions", seed=seed)
            d.answer(sizes[0])
            assert "GEN-7.1" in d.feedback()
            return
    pytest.fail("no bet-size distractor in 80 seeds")


def test_drill_accepts_a_seat_number_and_refuses_unknown_options():
    d = Drill("first_to_act", seed=2)
    assert d.answer(d.question.answer_seat) is True
    with pytest.raises(ValueError, match="not one of the options"):
        d.answer("Seat 42")
    with pytest.raises(ValueError, match="Unknown drill kind"):
        Drill("who_wins")
    with pytest.raises(ValueError, match="Razz"):
        Drill("read_low", game="stud")


def test_drill_text_is_deterministic_and_html_is_a_static_snapshot():
    a, b = Drill("split", seed=3), Drill("split", seed=3)
    a.answer(a.question.answer)
    b.answer(b.question.answer)
    assert a.text() == b.text()
    bundle = a._repr_mimebundle_()
    assert bundle["text/plain"] == a.text() and not ADDRESS.search(bundle["text/plain"])
    assert "<" in bundle["text/html"] and T.NO_KERNEL_NOTE in bundle["text/html"]
    assert 'role="status"' in bundle["text/html"]           # feedback announced to screen readers


def test_drill_menu_switches_kind_and_game_and_keeps_the_score():
    m = DrillMenu("bring_in", seed=1)
    m.answer(m.question.answer)
    m.kind_box.value = "read_low"
    assert m.kind == "read_low"
    assert [v for _, v in m.game_box.options] == ["", "razz", "stud8"]
    m.game_box.value = "razz"
    assert m.game is RAZZ and m.question.game is RAZZ
    m.kind_box.value = "split"
    assert m.game is STUD8 and [v for _, v in m.game_box.options] == ["stud8"]
    assert (m.score, m.attempts) == (1, 1)
    assert T.DRILL_MENU_TITLE in m.text()


def test_final_test_mixes_every_kind_and_game_and_scores_at_the_end():
    t = FinalTest(seed=2026, n=12)
    assert {q.kind for q in t.questions} == set(KINDS)
    assert {q.game.code for q in t.questions} == {"stud", "stud8", "razz"}
    assert [q.answer for q in t.questions] == [q.answer for q in FinalTest(seed=2026, n=12).questions]
    missed = []
    for i, q in enumerate(t.questions):
        assert t.text().startswith(T.FINAL_TITLE.format(number=i + 1, total=12))
        t.next_button.click()                         # no skipping: Next waits for an answer
        assert t.index == i
        option = q.answer if i % 3 else wrong_option(q)
        click(t, option)
        assert all(b.disabled for b in t.choices.children)     # no second try
        assert t.answer(q.answer) == (option == q.answer)      # the first answer stands
        _no_verdict_before_the_end(t, q, option)
        if option != q.answer:
            missed.append((i, q))
        t.next_button.click()
    assert t.finished and t.score == 12 - len(missed)
    text = t.text()
    assert T.FINAL_SCORE.format(score=t.score, total=12) in text
    for kind, (right, asked) in t.sheet.by_kind().items():
        assert T.FINAL_KIND_LINE.format(kind=T.DRILL_KINDS[kind], score=right, total=asked) in text
    # The review: every question, right or missed, with its verdict, the answer and why.
    for i, q in enumerate(t.questions):
        assert T.FINAL_REVIEW_TITLE.format(number=i + 1, kind=T.DRILL_KINDS[q.kind]) in text
        assert q.prompt in text and q.explanation in text and q.explanation in t.html().replace("&#x27;", "'")
        assert t.sheet.rights()[i] is ((i, q) not in missed)
        if (i, q) in missed:   # the verdict, what was chosen, the answer, the mistake it shows and why
            why = " ".join(p for p in (mistake_words(q, t.chosen[i]), q.explanation) if p)
            assert t.review_line(i) == T.FINAL_REVIEW_WRONG.format(chosen=q.words_of(t.chosen[i]),
                                                                   answer=q.answer_words, explanation=why)
        else:
            assert t.review_line(i) == T.FINAL_REVIEW_RIGHT.format(chosen=q.words_of(q.answer),
                                                                   explanation=q.explanation)
        assert t.review_line(i) in text
    with pytest.raises(ValueError):
        t.answer("anything")


def _no_verdict_before_the_end(t, q, chosen):
    """While the test runs, an answered question shows only the answer chosen: no verdict, no
    feedback, no mark on the right option, nothing of the explanation."""
    shown = [t.text(), t.html(), t.view.value, t.response.value, *(b.description for b in t.choices.children)]
    for text in shown:
        for word in (T.RIGHT, T.WRONG, T.ANSWER_IS, "(the right answer)", "(your answer: right)", "✓", "✗"):
            assert word not in text, word
        if q.explanation:
            assert q.explanation not in text.replace("&#x27;", "'")
    assert T.FINAL_RECORDED.format(option=q.words_of(chosen)) in t.text()
    assert T.OPTION_YOURS.format(option=q.words_of(chosen)) in [b.description for b in t.choices.children]


def test_each_learner_gets_a_test_of_their_own_by_default():
    a, b = FinalTest(n=4, progress=None), FinalTest(n=4, progress=None)
    assert not a.started and a.choices.children == () and a.next_button.layout.display == "none"
    assert a.text().startswith(T.FINAL_START_TITLE.format(total=4))
    a.start_button.click()
    b.start_button.click()
    assert a.started and b.started and a.seed != b.seed          # 900,000 numbers: neighbours differ
    assert 100_000 <= a.seed < 1_000_000
    assert T.FINAL_NUMBER_IS.format(test=a.seed) in a.text()
    # The same number deals the same test again, anywhere.
    again = FinalTest(seed=a.seed, n=4, progress=None)
    assert [q.prompt for q in again.questions] == [q.prompt for q in a.questions]


def test_the_teacher_can_give_everyone_one_number():
    typed = FinalTest(n=3, progress=None)
    typed.number_box.value = " 2026 "
    typed.start_button.click()
    given = FinalTest(seed=2026, n=3, progress=None)
    assert typed.seed == given.seed == 2026 and given.started
    assert [q.answer for q in typed.questions] == [q.answer for q in given.questions]


@pytest.mark.parametrize("typed", ["12x", "-4", "2.5", "99999999999"])
def test_a_bad_test_number_is_refused_with_what_is_allowed(typed):
    t = FinalTest(n=3, progress=None)
    t.number_box.value = typed
    t.start_button.click()
    with pytest.raises(ValueError) as refused:   # the engine's reading of the number says why
        read_whole_number(typed, 0, TOP_TEST_NUMBER, T.FINAL_NUMBER_WORDS)
    assert not t.started and html.escape(str(refused.value)) in t.start_message.value
    t.number_box.value = "7"
    t.start_button.click()
    assert t.seed == 7 and t.start_message.value == ""


def test_a_finished_test_gives_a_results_code_the_class_view_reads():
    from studlib.results import Results
    from studlib.widgets import ClassResults
    codes = []
    for seed in (123456, 654321):
        t = FinalTest(seed=seed, n=5, progress=None)
        for q in t.questions:
            t.answer(q.answer)
            t.next()
        codes.append(t.results_code())
        assert Results.from_code(codes[-1]).test == seed
    view = ClassResults("\n".join(codes))
    assert view.errors == [] and view.report.tests == (123456, 654321)


def test_final_test_refuses_a_silly_length():
    with pytest.raises(ValueError, match="1 to 50"):
        FinalTest(n=0)


# --- ScenarioBuilder -------------------------------------------------------------------------

def test_builder_typing_cards_making_and_loading_a_code():
    b = ScenarioBuilder("stud", players=4, seed=7)
    b.seat_boxes[0].value = "? ? 2h"
    b.seat_boxes[2].value = "? ? 2c"
    assert b.error == "" and b.scenario.seat_text(2) == "? ? 2c"
    b.make_button.click()
    code = b.code
    assert code and B.BUILDER_CODE.format(code=code, length=len(code)) in b.text()
    other = ScenarioBuilder()
    other.code_box.value = code.lower()
    other.load_button.click()
    assert other.scenario == b.scenario
    assert [b.seat_boxes[s].value for s in range(4)] == [other.seat_boxes[s].value for s in range(4)]
    other.open_button.click()
    assert "Seat 3: " in other.text() and TV.MARK_BRINGS_IN in other.text()
    assert "GEN-3.1" in other.text()                   # the deuce of clubs pays, by suit


def test_builder_rejected_input_shows_why_and_keeps_the_last_good_scenario():
    b = ScenarioBuilder("razz", players=3)
    b.seat_boxes[0].value = "As Kd"
    good = b.scenario
    b.seat_boxes[1].value = "Kd"                        # the same card twice
    assert "Kd is given to Seat 1 and Seat 2" in b.error and b.scenario == good
    assert B.BUILDER_ERROR.format(error=b.error) in b.text()
    b.seat_boxes[1].value = "Zx"
    assert 'Unknown card "Zx"' in b.error and b.scenario == good
    with pytest.raises(ScenarioError, match="2 to 8 players"):
        b.set_players(9)
    assert b.scenario == good
    b.code_box.value = "ZZZZZZZZ"
    b.load_button.click()
    assert "does not check out" in b.error and b.scenario == good
    b.seat_boxes[1].value = "Qd"
    assert b.error == "" and b.scenario.seat_text(1) == "Qd"


def test_builder_presets_show_their_situation_GEN_11_1():
    b = ScenarioBuilder()
    b.preset_box.value = "running_out"
    assert b.scenario == PRESETS["running_out"].scenario
    b.open()
    assert "GEN-11.1" in b.text() and "community card" in b.text()
    b.load_preset("quartered_pot")
    b.open()
    assert "HILO-10.2" in b.text()
    assert Scenario.from_code(b.make_code()) == PRESETS["quartered_pot"].scenario


def test_builder_players_box_hides_extra_seats():
    b = ScenarioBuilder(players=5)
    b.players_box.value = 3
    assert [box.layout.display for box in b.seat_boxes[:4]] == [None, None, None, "none"]
    assert b.scenario.players == 3


def test_shows_first_after_a_seventh_street_bet_points_at_the_last_aggressor_GEN_8_1():
    for seed in range(60):
        q = make_question("shows_first", seed)
        if "GEN-8.1" in q.rules:
            d = Drill("shows_first", seed=seed)
            d.answer(next(s for s in q.seat_options if s != q.answer_seat))
            chosen = d.chosen
            assert diagnose(q, chosen) == Diagnosis(Mistake.LAST_AGGRESSOR, ("GEN-8.1",))
            assert mistake_words(q, chosen) in d.view_model().said and "GEN-8.1" in d.feedback()
            return
    pytest.fail("no seventh-street bet in 60 seeds")


def test_every_builder_button_press_says_what_it_did():
    """A teacher who presses a button sees an answer, even when the scenario stays the same."""
    builder = ScenarioBuilder()
    builder.load_preset("bring_in_tie")
    builder.make_button.click()
    code = builder.code
    assert builder.draft.notice is Press.MADE
    assert builder.view_model().said[0] == B.BUILDER_MADE.format(code=code) == f"Code made: {code}."   # golden
    builder.make_button.click()                  # nothing changed: the same code, and it says so
    assert builder.code == code and builder.draft.notice is Press.SAME_CODE
    builder.load_button.click()                  # empty Code box: nothing loaded, and why
    assert builder.draft.notice is Press.NOTHING_TO_LOAD and builder.code == code
    assert B.BUILDER_NO_CODE in builder.view_model().said
    builder.open_button.click()
    assert builder.opened and builder.open_button.description == T.BUILDER_HIDE
    assert builder.view_model().deal.caption == B.BUILDER_THIRD
    builder.open_button.click()                  # the teacher hides the deal again before the class guesses
    assert not builder.opened and builder.open_button.description == T.BUILDER_OPEN
    assert builder.view_model().deal is None and builder.draft.notice is Press.CLOSED
    builder.code_box.value = code
    builder.load_button.click()
    assert builder.draft.message == Loaded(code) and B.BUILDER_LOADED.format(code=code) in builder.text()


def test_final_test_answer_turns_the_same_buttons_off_and_next_on():
    """The first answer is final: the option buttons stay (same widgets) but are off."""
    test = FinalTest(seed=2026, n=3)
    buttons = test.choices.children
    assert not any(b.disabled for b in buttons) and test.next_button.disabled
    buttons[0].click()
    assert test.choices.children == buttons       # not rebuilt: a browser keeps the focused element
    assert all(b.disabled for b in buttons) and not test.next_button.disabled
    assert test.text().count(T.RIGHT) + test.text().count(T.WRONG) == 0   # the verdict waits for the end
    test.next_button.click()
    assert test.index == 1 and not any(b.disabled for b in test.choices.children)


def test_drill_turns_off_only_the_option_already_chosen():
    drill = Drill("legal_actions", seed=7)
    wrong = next(o for o in drill.question.options if o != drill.question.answer)
    drill.answer(wrong)
    off = [o for o, b in zip(drill.question.options, drill.buttons) if b.disabled]
    assert off == [wrong]                         # the others still explain their own mistake
    drill.buttons[drill.question.options.index(drill.question.answer)].click()
    assert drill.text().count(T.RIGHT) == 1 and drill.score == 0   # the first answer scored
    drill.next_button.click()
    assert not any(b.disabled for b in drill.buttons)


def test_the_ready_scenario_menu_names_the_loaded_preset_until_a_card_changes():
    """The builder's menu shows the ready scenario on screen, and "(none)" once a seat is edited."""
    builder = ScenarioBuilder()
    builder.load_preset("quartered_pot")
    assert builder.preset_box.value == "quartered_pot"
    builder.set_seat(0, "? ? Kh")
    assert builder.preset_box.value == ""


def test_none_in_the_builder_menu_and_a_new_game_clear_the_ready_scenarios_cards():
    """Issue 33 item 9: "(none)" and a change of game left the ready scenario's cards in the seats."""
    builder = ScenarioBuilder()
    builder.preset_box.value = "quartered_pot"
    assert builder.scenario.seat_text(0)
    builder.preset_box.value = ""                      # the teacher picks "(none)"
    assert all(builder.scenario.seat_text(s) == "" for s in range(builder.scenario.players))
    assert [b.value for b in builder.seat_boxes[:builder.scenario.players]] == [""] * builder.scenario.players
    builder.preset_box.value = "bring_in_tie"
    builder.game_box.value = "stud8" if builder.scenario.game.code != "stud8" else "razz"
    assert all(builder.scenario.seat_text(s) == "" for s in range(builder.scenario.players))
    builder.set_seat(0, "? ? Kh")                      # cards the teacher typed stay for the new game
    builder.game_box.value = "razz" if builder.scenario.game.code != "razz" else "stud"
    assert builder.scenario.seat_text(0) == "? ? Kh"


def test_builder_gives_no_code_while_a_change_is_refused_and_says_the_picture_is_out_of_date():
    """Seat 1 = "Zx", then Make code: no code (it would deal the last good scenario, with Seat 1's
    cards silently dropped), and the open deal says it is out of date until the box is fixed."""
    b = ScenarioBuilder("stud", players=4, seed=7)
    b.seat_boxes[0].value = "? ? Kh"
    b.make_button.click()
    old_code = b.code
    assert old_code
    b.open_button.click()
    assert B.BUILDER_THIRD in b.text() and B.BUILDER_STALE not in b.text()
    b.seat_boxes[0].value = "Zx"
    assert 'Unknown card "Zx"' in b.error and b.seat_boxes[0].value == "Zx"
    assert b.code == "" and b.view_model().code == ""   # the old code is gone too
    b.make_button.click()                       # a press answers, with no code and why
    assert b.code == "" and b.draft.notice is Press.NO_CODE_WHILE_WRONG
    assert B.BUILDER_NO_CODE_WHILE_WRONG.format(error=b.error) in b.view_model().said
    with pytest.raises(ScenarioError, match="Unknown card"):
        b.make_code()
    view = b.view_model()
    assert b.draft.stale and B.BUILDER_STALE in view.said and view.deal.caption == B.BUILDER_THIRD_STALE
    view = b.view.value
    assert html.escape(B.BUILDER_THIRD_STALE) in view and html.escape(B.BUILDER_STALE) in view
    b.seat_boxes[0].value = "? ? Kd"            # fixed: dealt, a code again, nothing out of date
    assert b.error == "" and not b.draft.stale and b.view_model().deal.caption == B.BUILDER_THIRD
    code = b.make_code()
    assert code != old_code and Scenario.from_code(code).seat_text(0) == "? ? Kd"


def test_builder_a_mistyped_code_to_load_does_not_stop_the_scenario_on_screen_getting_its_code():
    b = ScenarioBuilder("stud", players=4, seed=7)
    b.code_box.value = "ZZZZZZZZ"
    b.load_button.click()
    assert "does not check out" in b.error
    assert Scenario.from_code(b.make_code()) == b.scenario   # the scenario on screen is dealt
