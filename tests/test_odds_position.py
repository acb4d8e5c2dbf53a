"""The odds table's position without a screen (studlib.odds_position): who holds which card, what a
click does and why it is refused, as data; the shares are the engine's.

Rules checked: GEN-1.1 (seven cards at most), GEN-11.1 (the community card), GEN-1.4 (2 to 8 players).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studlib import RAZZ, STUD
from studlib import odds
from studlib.cards import parse_card
from studlib.odds_position import DEAD, KEPT_ANSWERS, Note, OddsPosition, Step, split_cards


def shares(position: OddsPosition) -> list[float]:
    return [p.share for p in position.result.players]


def test_a_click_adds_a_card_and_a_second_click_takes_it_back():
    position = OddsPosition(RAZZ, ["As 2d 3c 4h 8s 9c", "7d 6c 4s 3h Kc Qh"])
    before = shares(position)
    position.click("2h", 1)
    assert position.cards[1] == "7d 6c 4s 3h Kc Qh 2h" and position.note == Note(Step.ADDED, "2h", 1)
    assert shares(position) != before and position.result.method == "exact"
    position.click("2h", 1)
    assert position.cards[1] == "7d 6c 4s 3h Kc Qh" and position.note == Note(Step.REMOVED, "2h", 1)
    assert shares(position) == before
    position.click("5d", DEAD)
    position.click("??", DEAD)             # a card folded unseen
    assert position.dead == "5d ??"
    position.remove_last(DEAD)
    assert position.dead == "5d" and position.note == Note(Step.REMOVED, "??", DEAD)


def test_refused_clicks_change_nothing_and_say_why_GEN_1_1():
    position = OddsPosition(STUD, ["As Kd 7c 2h 3h 4h 9s", "?? ?? 9h"], dead="Qc")
    cards, result = list(position.cards), position.result
    position.click("As", 1)
    assert position.note == Note(Step.TAKEN, "As", 1, owner=0)
    position.click("Qc", 1)
    assert position.note == Note(Step.TAKEN, "Qc", 1, owner=DEAD)
    position.click("5d", 0)                # seven cards already
    assert position.note == Note(Step.FULL, "5d", 0)
    position.set_cards(1, "")
    position.remove_last(1)
    assert position.note == Note(Step.EMPTY, None, 1)
    position.set_cards(1, "?? ?? 9h")
    assert position.cards == cards and position.result == result


def test_a_typing_error_keeps_the_last_answer_and_names_the_problem():
    position = OddsPosition(STUD, ["As Kd 7c", "?? ?? 9h"])
    counted = position.result
    position.set_cards(1, "?? ?? 9x")
    assert position.cards[1] == "?? ?? 9x" and position.result is counted and "9x" in position.error
    position.set_cards(1, "?? ?? 9d")
    assert position.error == "" and position.result.players[1].cards == "?? ?? 9d"
    position.set_cards(1, "?? 9x")
    position.remove_last(1)                # the typing error taken back, as it was typed
    assert position.note == Note(Step.REMOVED, "9x", 1) and str(position.note) == "9x taken back from Seat 2."
    assert position.error == "" and position.cards[1] == "??"


def test_used_cards_say_where_each_card_is():
    position = OddsPosition(STUD, ["As Kd ??", "?? ?? 7h"], dead="2c")
    assert position.used_cards() == {parse_card("As"): 0, parse_card("Kd"): 0, parse_card("7h"): 1,
                                     parse_card("2c"): DEAD}


def test_community_card_GEN_11_1_and_the_engines_refusals():
    assert OddsPosition(STUD, ["?? ?? ?? ?? ?? ??"] * 8).result.community
    with pytest.raises(ValueError, match="2 to 8 players"):
        OddsPosition(STUD, ["As"])
    with pytest.raises(ValueError, match="given twice"):
        OddsPosition(STUD, ["As Kd", "As"])
    with pytest.raises(ValueError, match="seed"):
        OddsPosition(STUD, ["As Kd", "Qs"], seed=-1)
    with pytest.raises(ValueError, match="No seat 5"):
        OddsPosition(STUD, ["As Kd", "Qs"]).click("2c", 5)


def test_a_position_counted_before_is_not_counted_again(monkeypatch):
    position = OddsPosition(RAZZ, ["As 3d 6c 7h Kc", "?? ?? 8s 5d 4c"], dead="2h 2d 4h 4s 5h")
    before = position.result
    position.click("9h", 0)
    counted = []
    real = odds.equity
    monkeypatch.setattr(odds, "equity", lambda *a, **k: counted.append(a) or real(*a, **k))
    position.click("9h", 0)                # taken back: the position of a moment ago
    assert counted == [] and position.result is before
    for card in ("2c", "3c", "Tc", "Jc", "Qc", "Ks", "Qs", "Js", "Ts", "9s") * 4:   # more positions than kept
        position.click(card, 1 if card.endswith("c") else DEAD)
    assert position.kept <= KEPT_ANSWERS


def test_a_note_in_words_english_and_french():
    """The renderer's golden sentences: the card as it shows (never its typed letters), the seat or the dead cards."""
    from studlib.i18n import language

    taken, full = Note(Step.TAKEN, "As", 1, owner=DEAD), Note(Step.FULL, "5d", 0)
    assert (str(taken), str(full)) == ("A♠ is already with Dead cards: take it back there first.",
                                       "Seat 1 already holds seven cards (GEN-1.1).")
    with language("fr"):
        assert str(Note(Step.ADDED, "Kh", 1)) == "R♥ ajoutée à Siège 2."
        assert str(full) == "Siège 1 a déjà sept cartes (GEN-1.1)."


TYPED = st.lists(st.sampled_from(["As", "Kh", "7d", "2c", "10h", "??", "?", "Xx", "as", "AsKh", ",", "Rco", "",
                                  "Qs", "Qs"]), max_size=8).map(" ".join) | st.text(max_size=20)


@settings(max_examples=40, deadline=2000, derandomize=True)
@given(TYPED)
def test_whatever_is_typed_is_counted_or_named_and_the_last_answer_stays(typed):
    """Input from anyone: a box's text is counted or refused with the engine's message, never a raw
    exception, and a refused text leaves the last answer on screen (seventh street: one deal each time)."""
    position = OddsPosition(STUD, ["As Kd 7c 2h 3h 4h 9s", "Ks Qd 8c 8h 3c 4c 9d"])
    before = position.result
    position.set_cards(DEAD, typed)
    assert position.dead == " ".join(split_cards(typed))
    if position.error:
        assert position.result is before and position.counted_dead == ""
    else:
        assert position.counted_dead == position.dead
