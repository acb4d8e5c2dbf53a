"""Lesson 21's self-check questions state facts about real hands: each is checked here against
the engine's replay of that hand, so a question can never teach something the hand did not do."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from studlib import phh
from studlib.selfcheck import load_questions, question_file

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
QUESTIONS = load_questions(question_file("21-replay-real-hands", language="en"))
DATA = LESSONS / "data" / "wsop-2023-43"


def hand_of(question_id: str):
    return phh.load(DATA / f"{question_id.split('-')[1]}.phh")


def stated_boards(text: str) -> dict[int, str]:
    """'Seat 2 shows 8♦ 9♥, Seat 4 shows J♦ Q♠.' -> {1: '8♦ 9♥', 3: 'J♦ Q♠'}."""
    return {int(n) - 1: cards for n, cards in re.findall(r"Seat (\d) shows ((?:\S+[♣♦♥♠] ?)+)", text)}


def board(hand, seat: int, cards: int) -> str:
    return " ".join(c.pretty for c in hand.up_cards(seat)[:cards])


def seat_answer(question) -> int:
    """'Seat 4: the better board' -> 3 (each option says the seat, then the reason)."""
    return int(re.match(r"Seat (\d)\b", question.answer).group(1)) - 1


def test_the_lesson_has_the_questions_it_asks() -> None:
    source = (LESSONS / "21-replay-real-hands.md").read_text(encoding="utf-8")
    asked = re.findall(r'SelfCheck\("21-replay-real-hands", "([^"]+)"\)', source)
    assert asked == list(QUESTIONS)


def test_bring_in_question_STUD_3_1() -> None:
    q = QUESTIONS["hand-9-bring-in"]
    hand = hand_of(q.id).replay(decisions=0)
    doors = dict(re.findall(r"Seat (\d) (\S+[♣♦♥♠])", q.question))
    assert doors == {str(s + 1): hand.up_cards(s)[0].pretty for s in range(hand.n_seats)}
    assert hand.bring_in_seat == seat_answer(q)


def test_next_after_the_bring_in_question_GEN_3_5() -> None:
    q = QUESTIONS["hand-9-after-the-bring-in"]
    record = hand_of(q.id)
    assert record.replay(decisions=0).to_act == 4          # "Seat 5 has brought in"
    assert record.replay(decisions=1).to_act == seat_answer(q)


@pytest.mark.parametrize("qid, street", [("hand-9-fourth-street", 4), ("hand-73-fifth-street", 5)])
def test_first_to_act_questions_STUD_5_1(qid: str, street: int) -> None:
    q = QUESTIONS[qid]
    hand = hand_of(qid).replay()
    for seat, cards in stated_boards(q.question).items():
        assert board(hand, seat, street - 2) == cards
    assert hand.first_to_act[street] == seat_answer(q)
    if "acted first on fourth street" in q.question:
        assert f"Seat {hand.first_to_act[4] + 1} acted first on fourth street" in q.question


@pytest.mark.parametrize("qid", ["hand-6-shows-first", "hand-11-shows-first"])
def test_shows_first_questions_GEN_8_1_STUD_8_2(qid: str) -> None:
    q = QUESTIONS[qid]
    hand = hand_of(qid).replay()
    for seat, cards in stated_boards(q.question).items():
        assert board(hand, seat, 4) == cards
    seventh = [(seat, action.kind.value) for street, seat, action in hand.history if street == 7]
    sixth = [(seat, action.kind.value) for street, seat, action in hand.history if street == 6]
    if "both check" in q.question:
        assert [kind for _, kind in seventh] == ["check", "check"]
        bettor = int(re.search(r"Seat (\d) bet on sixth street", q.question).group(1)) - 1
        assert (bettor, "bet") in sixth
    else:
        bettor, caller = (int(n) - 1 for n in re.search(r"Seat (\d) bets and Seat (\d) calls", q.question).groups())
        assert seventh[-2:] == [(bettor, "bet"), (caller, "call")]
    assert hand.showdown_order[0] == seat_answer(q)
