"""studlib.sessions without any widget: the first answer scores, the final test grades nothing
before its end, the razz ladder says which mistake a wrong rung shows (RAZZ-9.1, RAZZ-9.2)."""

from __future__ import annotations

import pytest

from studlib.cards import parse_cards
from studlib.drills import make_question, seat_quiz_question
from studlib.games import RAZZ, STUD, STUD8
from studlib.mistakes import Mistake
from studlib.sessions import SEED_003_LADDER, DrillRun, FinalSheet, Ladder, check_option, menu_game


def test_only_the_first_answer_scores_and_an_unanswered_question_is_skipped():
    seeds = iter(range(1, 100))
    run = DrillRun(lambda: make_question("bring_in", next(seeds), STUD))
    q = run.question
    wrong = next(o for o in q.options if o != q.answer)
    first = run.answer(wrong)
    assert (first.right, first.first, run.chosen) == (False, True, wrong)
    again = run.answer(q.answer)
    assert again.right and not again.first
    assert (run.tally.score, run.tally.attempts, run.tally.streak) == (0, 1, 0)
    run.next()
    assert run.answer(run.question.answer).right and (run.tally.score, run.tally.streak) == (1, 1)
    run.next()
    run.next()                       # the third question left unanswered
    assert (run.tally.skipped, run.tally.streak, run.tally.attempts) == (1, 0, 2)


def test_a_yes_no_answer_is_no_seat_and_a_seat_no_yes_no():
    seat_q = make_question("bring_in", 1, STUD)
    yes_no = make_question("low_qualifies", 1, STUD8)
    assert check_option(seat_q, 0) == 0 and check_option(yes_no, True) is True
    with pytest.raises(ValueError, match="not one of the options"):
        check_option(seat_q, True)
    with pytest.raises(ValueError, match="not one of the options"):
        check_option(yes_no, 1)


def test_the_menu_keeps_a_game_the_kind_allows_GEN_and_HILO_kinds():
    assert menu_game("split", None) is STUD8 and menu_game("read_low", STUD) is None
    assert menu_game("read_low", RAZZ) is RAZZ and menu_game("bring_in", None) is None


def test_the_final_sheet_keeps_the_first_answer_and_grades_at_the_end():
    sheet = FinalSheet(n=2)
    with pytest.raises(ValueError, match="not started"):
        sheet.question
    sheet.start(2026)
    first = sheet.question
    assert sheet.next() is False                      # no answer yet: no moving on
    wrong = next(o for o in first.options if o != first.answer)
    assert sheet.answer(wrong) is False and sheet.answer(first.answer) is False   # the first answer is final
    assert sheet.results() is None and sheet.next() and not sheet.finished
    sheet.answer(sheet.question.answer)
    assert sheet.next() and sheet.finished and sheet.rights() == [False, True] and sheet.score == 1
    assert sheet.results().right == (False, True) and sum(t for _, t in sheet.by_kind().values()) == 2
    with pytest.raises(ValueError):
        FinalSheet(n=0)
    with pytest.raises(ValueError, match="4,294,967,295"):
        FinalSheet().start(-1)


def test_the_ladder_places_the_best_low_first_and_names_a_pair_RAZZ_9_1_RAZZ_9_2():
    ladder = Ladder(seed=1)
    paired = next(h for h in ladder.remaining if h == parse_cards("3c 3d 3h 5s 5d"))
    picked = ladder.pick(paired)
    assert (picked.right, picked.first, picked.mistake) == (False, True, Mistake.LADDER_PAIR)
    assert ladder.pick(ladder.best_left()).first is False          # a second click on the rung
    while not ladder.done:
        assert ladder.pick(ladder.best_left()).right
    assert ladder.placed == [parse_cards(h) for h in reversed(SEED_003_LADDER)]
    assert (ladder.tally.score, ladder.tally.attempts) == (11, 12)
    with pytest.raises(ValueError, match="at least two hands"):
        Ladder(["As 2c 3d 4h 5s"])


def test_a_seat_quiz_question_is_the_engine_s_seat_on_the_dealt_hand_STUD_3_1_GEN_5_1():
    q = seat_quiz_question("bring_in", STUD, 5, 16)
    assert q.options == (0, 1, 2, 3, 4) and q.answer == q.hand.bring_in_seat and "STUD-3.1" in q.rules
    later = seat_quiz_question("first_to_act", RAZZ, 5, 6, street=5)
    assert later.answer == later.hand.first_to_act[5] and later.hand.street == 5
    with pytest.raises(ValueError, match="fourth to seventh street"):
        seat_quiz_question("first_to_act", STUD, 5, 1, street=3)
    with pytest.raises(ValueError, match="2 to 8 players"):
        seat_quiz_question("bring_in", STUD, 9, 1)
