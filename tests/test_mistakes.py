"""Mistake diagnosis (studlib.mistakes): what a wrong answer shows, as data with its rule IDs,
the one owner the drills and the quizzes share; studlib.feedback says it (a few golden sentences)."""

from __future__ import annotations

import studlib
from studlib import RAZZ, STUD
from studlib.cards import parse_cards
from studlib.drills import KINDS, SEAT_KINDS, make_question
from studlib.events import ShowdownReason, ShowsFirst
from studlib.mistakes import Diagnosis, Mistake, diagnose, diagnose_seat, ladder_mistake
from studlib import feedback
from studlib.feedback import mistake_text, seat_mistake
from tests.scenarios import deal, play


def test_a_wrong_bring_in_seat_shows_which_card_rule_was_applied_STUD_3_1_RAZZ_3_1():
    hand = deal(STUD, {0: "Ah Kh 2d 3c", 1: "Qs Qd 7c 8h", 2: "9c 9d Jc Td"})   # the 2d brings in
    assert hand.bring_in_seat == 0
    assert diagnose_seat("bring_in", hand, 2, 0) == Diagnosis(Mistake.STUD_HIGHEST, ("STUD-3.1",))
    assert diagnose_seat("bring_in", hand, 1, 0) == Diagnosis(Mistake.STUD_NOT_LOWEST, ("STUD-3.1",))
    razz = deal(RAZZ, {0: "Ah Kh 2d", 1: "Qs Qd Kc", 2: "9c 9d 5c"})            # the Kc brings in
    assert razz.bring_in_seat == 1
    assert diagnose_seat("bring_in", razz, 0, 1) == Diagnosis(Mistake.RAZZ_LOWEST, ("RAZZ-3.1",))
    # The renderers' golden sentences, one per language.
    assert seat_mistake("bring_in", hand, 2, 0) == "In stud the LOWEST door card brings in, not the highest (STUD-3.1)."
    with studlib.language("fr"):
        assert seat_mistake("bring_in", hand, 2, 0) == (
            "Au Stud, c'est la carte de porte la plus BASSE qui paie le bring-in, pas la plus haute (STUD-3.1).")


def test_a_folded_seat_is_not_in_the_hand():
    hand = deal(STUD, {0: "Ah Kh 2d 3c", 1: "Qs Qd 7c 8h", 2: "9c 9d Jc Td"})
    play(hand, "0 bring_in, 1 fold, 2 call")
    assert diagnose_seat("first_to_act", hand, 1, hand.first_to_act[4]).mistake is Mistake.NOT_IN_HAND


def test_a_bet_on_seventh_street_decides_who_shows_first_GEN_8_1():
    for seed in range(60):
        q = make_question("shows_first", seed)
        if any(isinstance(e, ShowsFirst) and e.why is ShowdownReason.AGGRESSOR for e in q.hand.events):
            wrong = next(o for o in q.options if o != q.answer)
            assert diagnose(q, wrong) == Diagnosis(Mistake.LAST_AGGRESSOR, ("GEN-8.1",))
            assert f"here {q.answer_words} (GEN-8.1)" in mistake_text(q, wrong)
            return
    raise AssertionError("nobody bet on seventh street in 60 seeds")


def test_drill_distractors_carry_their_mistake_and_the_answer_none():
    for kind in KINDS:
        for seed in range(8):
            q = make_question(kind, seed)
            assert diagnose(q, q.answer) is None and mistake_text(q, q.answer) == ""
            for option in q.options:
                if option == q.answer:
                    continue
                found = diagnose(q, option)
                if kind in SEAT_KINDS:
                    assert isinstance(found.mistake, Mistake)
                elif q.mistake(option) is not None:
                    assert found == Diagnosis(q.mistake(option), q.rules)
                assert mistake_text(q, option) or found is None


def test_the_ladder_says_a_pair_is_the_mistake_RAZZ_9_1():
    assert ladder_mistake(parse_cards("3c 3d 4h 5s 6d"), parse_cards("7c 6d 4h 3s 2d")) is Mistake.LADDER_PAIR
    assert ladder_mistake(parse_cards("8c 5d 4h 3s 2d"), parse_cards("7c 6d 4h 3s 2d")) is Mistake.LADDER_COMPARE


def test_every_mistake_has_its_sentence():
    """studlib.feedback says a Mistake by its value: each one has its sentence."""
    said = set(feedback.DRILL_MISTAKES) | set(feedback.MISTAKES) | {f"ladder:{k}" for k in feedback.LADDER_MISTAKES}
    ladder = {Mistake.LADDER_PAIR, Mistake.LADDER_MORE_PAIRS, Mistake.LADDER_PAIRED, Mistake.LADDER_STRAIGHT,
              Mistake.LADDER_ACE, Mistake.LADDER_COMPARE}
    missing = [m for m in Mistake if m is not Mistake.NOT_IN_HAND
               and (f"ladder:{m.value}" if m in ladder else m.value) not in said]
    assert missing == []
