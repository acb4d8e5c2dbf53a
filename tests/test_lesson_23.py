"""Lesson 23, "When the deal goes wrong": the dealer's errors GEN-14.1 to GEN-14.10 and options
T-10 and T-11. The engine deals the errors (issue 27), so each case the lesson shows is checked
here as data, and both editions show each case with its rule ID."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from studlib import STUD, DealtTooSoon, Exposed, Hand, Rules, WrongBringIn, parse_cards
from studlib import events as ev
from studlib.cards import stacked_deck
from studlib.selfcheck import load_questions, question_file

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
STEM = "23-when-the-deal-goes-wrong"
EDITIONS = {"en": LESSONS, "fr": LESSONS / "fr"}
DECK = "7s Qd 4c  9h Jc Kd  8s 5h Ts"         # the lesson's deal, three players
STACKS = [10000] * 3


def _outputs(language: str) -> str:
    nb = json.loads((EDITIONS[language] / f"{STEM}.ipynb").read_text(encoding="utf-8"))
    return "\n".join("".join(o.get("text", "")) for c in nb["cells"] if c["cell_type"] == "code"
                     for o in c.get("outputs", []))


def test_a_flipped_down_card_stays_up_and_the_third_card_comes_down_GEN_14_3_T_11():
    """GEN-14.3 cardroom: Seat 2's second down card (J♣) is flipped; the third card (5♥) comes
    down. Seat 2 keeps two down cards and one up card, and Seat 1's 8♠ is now the lowest up."""
    normal = Hand(STUD, STACKS, deck=stacked_deck(DECK))
    flipped = Hand(STUD, STACKS, deck=stacked_deck(DECK), rules=Rules.cardroom(),
                   mistakes=[Exposed(seat=1, street=3, card=1)])
    assert normal.bring_in_seat == 1 and flipped.bring_in_seat == 0
    assert flipped.down_cards(1) == parse_cards("Qd 5h") and flipped.up_cards(1) == parse_cards("Jc")
    assert sorted(flipped.cards(1)) == sorted(normal.cards(1))  # the same three cards


def test_an_exposed_card_that_would_bring_in_passes_the_action_left_GEN_14_3():
    """The 4♣ exposed would be the bring-in: Seat 1, first on Seat 3's left, acts first and may
    fold, bring in or complete (RRP stud 5); the lesson shows that option sentence."""
    hand = Hand(STUD, STACKS, deck=stacked_deck(DECK), rules=Rules.cardroom(),
                mistakes=[Exposed(seat=2, street=3, card=0)])
    (moved,) = [e for e in hand.events if isinstance(e, ev.ExposedCardBringsInNot)]
    assert (moved.seat, moved.actor) == (2, 0)
    assert {a.kind.value for a in hand.legal_actions()} == {"fold", "bring_in", "complete"}
    assert "Seat 1 may fold, bring in for $0.50 or complete to $2" in _outputs("en")


@pytest.mark.parametrize("language,expected", [
    ("en", ["that hand is dead and its ante of $0.40 is returned", "in a tournament that is a misdeal",
            "(T-11 online: the software deals)"]),
    ("fr", ["cette main est morte et son ante de 0,40\u00a0$ lui est rendue", "en tournoi, c'est une maldonne",
            "(d'après T-11, en ligne, c'est le logiciel qui distribue)"]),
])
def test_both_down_cards_up_depend_on_the_preset_T_11(language, expected):
    """Both down cards up: cardroom kills that hand and returns its ante; tournament misdeals;
    online refuses the deal. The stored outputs say so in each language."""
    text = _outputs(language)
    for sentence in expected:
        assert sentence in text


def test_the_lesson_shows_when_a_misdeal_is_still_possible_GEN_14_1_GEN_14_2():
    """After one call behind the bring-in the misdeal is taken (every chip back); after two the
    hand stands and the call is refused, in both editions' outputs."""
    hand = Hand(STUD, STACKS, deck=stacked_deck(DECK))
    hand.act("bring_in")
    hand.act("call")
    hand.declare_misdeal()
    assert hand.payoffs == [0, 0, 0]
    assert "The hand stands: two players after the bring-in have acted" in _outputs("en")
    assert "Le coup est maintenu\u00a0: deux joueurs ont parlé après le bring-in" in _outputs("fr")


def test_the_seventh_card_dealt_up_and_the_declared_all_in_GEN_14_6_T_10():
    """The lesson's seventh street: Seat 1's card comes up, the others' down; Seat 1 declares
    all in and keeps the rest of its stack out of the betting."""
    hand = Hand(STUD, STACKS, seed=23, rules=Rules.cardroom(), mistakes=[Exposed(seat=0, street=7)])
    hand.play_until(7)
    assert len(hand.up_cards(0)) == 5 and all(len(hand.down_cards(s)) == 3 for s in (1, 2))
    hand.declare_all_in(0)
    hand.auto_play()
    assert sum(hand.payoffs) == 0 and hand.payoffs[0] >= -hand.stacks[0]
    assert "Seat 1 may declare all in before the betting" in _outputs("en")


def test_the_wrong_bring_in_is_corrected_then_stands_GEN_14_8():
    hand = Hand(STUD, STACKS, deck=stacked_deck(DECK), mistakes=[WrongBringIn(seat=2)])
    hand.act("bring_in")
    hand.correct_bring_in()
    assert hand.to_act == 1 and hand.stacks[2] == 10000 - hand.structure.ante
    text = _outputs("en")
    assert "Caught before the next player acted: Seat 3 takes back $0.50, and Seat 2 must bring in." in text
    assert "The next player has acted: the bet stands" in text


@pytest.mark.parametrize("language", EDITIONS)
def test_every_irregularity_has_its_own_section_in_both_editions_GEN_14_1_to_GEN_14_10_T_10_T_11(language):
    """Each of GEN-14.1, GEN-14.2, GEN-14.3, GEN-14.4, GEN-14.5, GEN-14.6, GEN-14.7, GEN-14.8,
    GEN-14.9, GEN-14.10, T-10 and T-11 is in a section heading of the lesson, in both editions."""
    source = (EDITIONS[language] / f"{STEM}.md").read_text(encoding="utf-8")
    headings = "\n".join(line for line in source.splitlines() if line.startswith("## "))
    for rule in [f"GEN-14.{n}" for n in range(1, 11)] + ["T-10", "T-11"]:
        assert re.search(rf"\b{re.escape(rule)}\b(?!\.\d)", headings), f"{language}: no section for {rule}"


@pytest.mark.parametrize("language", EDITIONS)
def test_the_self_check_asks_about_a_flipped_card_and_when_the_hand_stands_GEN_14_3_GEN_14_2(language):
    """The self-check's answers are the rules: in a cash game a flipped down card is not a misdeal
    (the third card comes down), and after two players have acted the hand stands."""
    questions = load_questions(question_file(STEM, language=language))
    flipped, stands = questions["flipped-hole-card"], questions["hand-stands"]
    assert flipped.rules == ("GEN-14.3",)
    assert flipped.options.index(flipped.answer) == 1 and stands.options.index(stands.answer) == 1
    assert "GEN-14.2" in stands.rules


def test_up_cards_are_kept_in_the_order_dealt_GEN_14_7():
    """GEN-14.7: a board is shown in the order its cards came (door card, 4th, 5th, 6th street),
    never sorted: the lesson's 6th-street boards read as dealt."""
    hand = Hand(STUD, STACKS, seed=23)
    hand.play_until(7)
    boards = [hand.up_cards(s) for s in range(3)]
    assert any(list(b) != sorted(b) and list(b) != sorted(b, reverse=True) for b in boards)
    shown = _outputs("en")
    for s, board in enumerate(boards):
        assert f"Seat {s + 1}: " + " ".join(c.pretty for c in board) in shown


@pytest.mark.parametrize("language", EDITIONS)
def test_cards_dealt_too_soon_and_burn_errors_are_taught_with_deals_GEN_14_9_GEN_14_10(language):
    """GEN-14.9 and GEN-14.10 each have a section whose code cells deal the error with the engine
    (DealtTooSoon, BurnError, Exposed(off_table=True)) and whose stored outputs cite the rule."""
    nb = json.loads((EDITIONS[language] / f"{STEM}.ipynb").read_text(encoding="utf-8"))
    sections: dict[str, list[dict]] = {}
    heading = ""
    for cell in nb["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            heading = ([line for line in source.splitlines() if line.startswith("## ")] or [heading])[-1]
        elif cell["cell_type"] == "code":
            sections.setdefault(heading, []).append(cell)
    for rule, records in (("GEN-14.9", ("DealtTooSoon(",)), ("GEN-14.10", ("BurnError(", "off_table=True"))):
        (title,) = [h for h in sections if f"({rule})" in h]
        code = "\n".join("".join(c["source"]) for c in sections[title])
        outputs = "\n".join("".join(o.get("text", "")) for c in sections[title] for o in c.get("outputs", []))
        assert all(record in code for record in records), f"{language}: {title} deals no {records}"
        assert f"({rule})" in outputs, f"{language}: {title} shows no line citing {rule}"


def test_the_lesson_deals_of_GEN_14_9_hold_the_cards_aside_and_call_only():
    """The lesson's fifth street dealt too soon: six cards held aside, 29 left; its seventh card
    kept: Seat 1 may only fold or call on sixth street."""
    hand = Hand(STUD, STACKS, deck=stacked_deck(DECK), rules=Rules.cardroom(),
                mistakes=[DealtTooSoon(street=5, cards=2, after=1)])
    hand.play_until(5)
    dealt = ev.dealt_cards(hand.events, 3)
    assert len(dealt.aside) == 6 and dealt.stub == 29
    assert "Held aside: K♥ 5♣ 3♦ 2♣ 3♣ 9♠" in _outputs("en")
    assert "Mises de côté : R♥ 5♣ 3♦ 2♣ 3♣ 9♠" in _outputs("fr")
    hand = Hand(STUD, STACKS, deck=stacked_deck(DECK), rules=Rules.cardroom(),
                mistakes=[DealtTooSoon(street=7, cards=1, after=1, looked=True)])
    hand.play_until(6)
    hand.act("bet")
    assert {a.kind.value for a in hand.legal_actions()} == {"fold", "call"}
    assert "Seat 1 may fold or call $4" in _outputs("en")
