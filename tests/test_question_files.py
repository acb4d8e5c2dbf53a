"""The self-check questions teach even when missed (issue 19.8): every question offers at least
three plausible options, so "Not quite." on one of two never gives the answer away, and the
feedback on a wrong option aims at that mistake without naming the answer."""

from __future__ import annotations

import re

import pytest

from studlib.selfcheck import QUESTIONS_DIR, load_questions

FILES = sorted(QUESTIONS_DIR.glob("*/*.toml"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_question_has_at_least_three_options(path):
    two = [q.id for q in load_questions(path).values() if len(q.options) < 3]
    assert not two, f"{path.name}: {two} offer two options, so any feedback gives the answer away"


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_no_wrong_option_feedback_names_the_answer(path):
    for q in load_questions(path).values():
        answer_seat = re.match(r"(Seat|Siège) (\d)\b", q.answer)
        for option, feedback in q.feedback.items():
            if option == q.answer:
                continue
            assert not re.search(rf"(?<!\w){re.escape(q.answer)}(?!\w)", feedback, re.I), (q.id, option)
            if answer_seat and not (q.answer.startswith(option) or option.startswith(answer_seat.group(0))):
                # a seat question: the feedback may name the seat chosen, never the answer's seat
                assert not re.search(rf"\b(?:Seat|[Ss]iège) {answer_seat.group(2)}\b", feedback), (q.id, option)


def test_the_rule_note_reads_the_cited_rules_as_data():
    """The rule IDs an explanation names are read once, as IDs (GEN-3.1 is not inside GEN-3.10);
    the note after the explanation names only the others, and only once the question is done."""
    from studlib.selfcheck import Attempt, Question
    from studlib.widgets.quiz import said_parts
    q = Question(id="q", question="Who brings in?", options=("Seat 1", "Seat 2"), answer="Seat 2",
                 explanation="The lowest door card brings in (STUD-3.1, GEN-3.10).",
                 rules=("STUD-3.1", "GEN-3.1", "GEN-3.2"))
    assert q.cited == ("STUD-3.1", "GEN-3.10") and q.uncited == ("GEN-3.1", "GEN-3.2")
    attempt = Attempt(q)
    attempt.choose("Seat 1")
    said = attempt.said()
    assert (said.verdict, said.try_again, said.answer, said.explanation, said.rules) == (False, True, None, "", ())
    attempt.choose("Seat 2")
    said = attempt.said()
    assert (said.verdict, said.answer, said.rules) == (True, None, ("GEN-3.1", "GEN-3.2"))
    assert said_parts(said)[-1] == "(Rules GEN-3.1, GEN-3.2)"   # the renderer's golden sentence
