"""Lesson 23, "When the deal goes wrong": the dealing irregularities GEN-14.1 to GEN-14.7 and
option T-10 are rules of procedure (the engine deals no errors), so each is checked here as the
lesson teaches it: the prepared decks give the cards and bring-ins the prose promises, and both
editions show each case with its rule ID."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from studlib import STUD, Hand
from studlib.cards import parse_cards, stacked_deck
from studlib.selfcheck import load_questions, question_file

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
STEM = "23-when-the-deal-goes-wrong"
EDITIONS = {"en": LESSONS, "fr": LESSONS / "fr"}
DECK = "7s Qd 4c  9h Jc Kd  8s 5h Ts"         # the lesson's deal, three players
FLIPPED = "7s Qd 4c  9h 5h Kd  8s Jc Ts"      # Seat 2's J♣ flipped up, the 5♥ dealt down instead


def _outputs(language: str) -> str:
    nb = json.loads((EDITIONS[language] / f"{STEM}.ipynb").read_text(encoding="utf-8"))
    return "\n".join("".join(o.get("text", "")) for c in nb["cells"] if c["cell_type"] == "code"
                     for o in c.get("outputs", []))


def test_a_flipped_down_card_becomes_the_door_card_and_moves_the_bring_in_GEN_14_3():
    """GEN-14.3: Seat 2's second down card (J♣) is flipped; the third card (5♥) comes down.
    Seat 2 keeps two down cards and one up card, and the bring-in goes by the J♣: Seat 1's 8♠
    is now the lowest card up, where the normal deal made Seat 2 (5♥) bring in."""
    normal = Hand(STUD, [10000] * 3, deck=stacked_deck(DECK))
    flipped = Hand(STUD, [10000] * 3, deck=stacked_deck(FLIPPED))
    assert normal.bring_in_seat == 1 and flipped.bring_in_seat == 0
    assert flipped.down_cards(1) == parse_cards("Qd 5h") and flipped.up_cards(1) == parse_cards("Jc")
    assert sorted(flipped.cards(1)) == sorted(normal.cards(1))  # the same three cards


def test_the_french_lesson_deals_the_same_decks_in_french_notation_GEN_14_3():
    """The French edition writes the same two decks in French notation (V, D, R, pi, co, ca, tr)."""
    source = (EDITIONS["fr"] / f"{STEM}.md").read_text(encoding="utf-8")
    decks = re.findall(r'stacked_deck\("([^"]+)"\)', source)
    assert [stacked_deck(d)[:9] for d in decks] == [stacked_deck(DECK)[:9], stacked_deck(FLIPPED)[:9]]
    assert not re.search(r"\b[2-9TJQKA][cdhs]\b", " ".join(decks))


@pytest.mark.parametrize("language,expected", [
    ("en", ["Seat 2 must bring in", "Seat 1 must bring in", "Players who acted after the bring-in: 2. The hand stands."]),
    ("fr", ["Le siège 2 doit payer le bring-in", "Le siège 1 doit payer le bring-in",
            "Joueurs ayant agi après le bring-in\u00a0: 2. Le coup est maintenu."]),
])
def test_the_lesson_shows_the_bring_in_move_and_when_the_hand_stands_GEN_14_2(language, expected):
    """GEN-14.2 and GEN-14.3 as the learner reads them: the stored outputs show the bring-in
    moving with the flipped card, and the hand standing once two players after the bring-in
    have acted (not after one)."""
    text = _outputs(language)
    for sentence in expected:
        assert sentence in text
    assert text.index(expected[0]) < text.index(expected[1])
    assert re.search(r": 1\. (A misdeal can still|On peut encore)", text)


@pytest.mark.parametrize("language", EDITIONS)
def test_every_irregularity_has_its_own_section_in_both_editions_GEN_14_1_to_GEN_14_7_T_10(language):
    """Each of GEN-14.1, GEN-14.2, GEN-14.3, GEN-14.4, GEN-14.5, GEN-14.6, GEN-14.7 and T-10 is in a section heading of the lesson (a case
    shown with the deck, not only listed), in both editions."""
    source = (EDITIONS[language] / f"{STEM}.md").read_text(encoding="utf-8")
    headings = "\n".join(line for line in source.splitlines() if line.startswith("## "))
    for rule in [f"GEN-14.{n}" for n in range(1, 8)] + ["T-10"]:
        assert re.search(rf"\b{re.escape(rule)}\b", headings), f"{language}: no section for {rule}"


@pytest.mark.parametrize("language", EDITIONS)
def test_the_self_check_asks_about_a_flipped_card_and_when_the_hand_stands_GEN_14_3_GEN_14_2(language):
    """The self-check's answers are the rules: a flipped down card is not a misdeal (the third
    card comes down), and after two players have acted the hand stands."""
    questions = load_questions(question_file(STEM, language=language))
    flipped, stands = questions["flipped-hole-card"], questions["hand-stands"]
    assert flipped.rules == ("GEN-14.3",)
    assert flipped.options.index(flipped.answer) == 1 and stands.options.index(stands.answer) == 1
    assert "GEN-14.2" in stands.rules


def test_seventh_street_all_up_keeps_the_sixth_street_leader_first_GEN_14_6_T_10():
    """GEN-14.6 with T-10 cardroom, as the lesson's deal shows it: when every 7th card is dealt
    face up, whoever led on 6th street acts first on 7th (the boards that set the order are the
    6th-street boards; nobody folded)."""
    hand = Hand(STUD, [10000] * 3, seed=23)
    hand.play_until(7)
    assert hand.in_hand == [0, 1, 2]
    assert hand.first_to_act[7] == hand.first_to_act[6] == 2
    assert "Seat 3 acts first, as on sixth street" in _outputs("en")


def test_up_cards_are_kept_in_the_order_dealt_GEN_14_7():
    """GEN-14.7: a board is shown in the order its cards came (door card, 4th, 5th, 6th street),
    never sorted: the lesson's 6th-street boards read as dealt."""
    hand = Hand(STUD, [10000] * 3, seed=23)
    hand.play_until(7)
    boards = [hand.up_cards(s) for s in range(3)]
    assert any(list(b) != sorted(b) and list(b) != sorted(b, reverse=True) for b in boards)
    shown = _outputs("en")
    for s, board in enumerate(boards):
        assert f"Seat {s + 1}: " + " ".join(c.pretty for c in board) in shown
