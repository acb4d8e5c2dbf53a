"""Fixes found by a new learner and a teacher (issue #14, part 4): each test failed before its fix."""

from __future__ import annotations

import pytest

from studlib.widgets import MiniDeal, PracticeTable, ScenarioBuilder, ThreeGames
from studlib.widgets.number_box import read_whole_number

BAD_NUMBERS = ["4711.5", "1e3", "abc", "-5", "", " ", "4 711", "1000000000"]


def _deal_widgets():
    return [("MiniDeal", MiniDeal(seed=4711)), ("ThreeGames", ThreeGames(seed=4711)),
            ("PracticeTable", PracticeTable(players=4, seed=4711))]


@pytest.mark.parametrize("typed", BAD_NUMBERS)
def test_a_deal_number_box_refuses_what_is_not_a_whole_number_with_a_message(typed):
    for name, w in _deal_widgets():
        before = w.text()
        w.deal_box.value = typed                     # what the browser sends on Enter
        assert w.seed == 4711, name                  # not misread as 4711, 1000 or 0
        assert w.text() == before, name              # the deal is unchanged
        assert w.deal_box.value == typed, name       # the box keeps what was typed
        assert "whole number from 0 to 999,999,999" in w.deal_number.message.value, name
        w.deal_box.value = "12"                      # a good number then deals, and the message goes
        assert w.seed == 12 and w.deal_number.message.value == "", name


def test_the_builders_seed_box_refuses_a_decimal_too():
    b = ScenarioBuilder("stud", players=3, seed=7)
    b.seed_box.value = "7.5"
    assert b.scenario.seed == 7 and "whole number" in b.seed_number.message.value
    b.seed_box.value = "8"
    assert b.scenario.seed == 8 and b.seed_number.message.value == ""


def test_read_whole_number():
    assert read_whole_number(" 4711 ", 0, 10**9) == 4711
    for bad in BAD_NUMBERS:
        with pytest.raises(ValueError, match="is a whole number from 0 to"):
            read_whole_number(bad, 0, 999_999_999)


def test_a_seat_box_typed_keystroke_by_keystroke_keeps_every_character():
    """The browser sends the box's whole value on every keystroke: '?', '? ', '? ?', ..."""
    b = ScenarioBuilder("stud", players=3, seed=7)
    box = b.seat_boxes[0]
    typed = "? ? Kh"
    for i in range(1, len(typed) + 1):
        box.value = typed[:i]
        assert box.value == typed[:i], f"the box was rewritten after {typed[:i]!r}: {box.value!r}"
    assert b.scenario.seats[0][:3] == (None, None, b.scenario.seats[0][2])
    assert str(b.scenario.seats[0][2]) == "Kh"            # the king is the door card, not a down card
    assert b.scenario.hand().up_cards(0)[0].code == b.scenario.seats[0][2].code


def test_a_seat_box_is_still_filled_when_a_ready_scenario_is_loaded():
    b = ScenarioBuilder("stud", players=3, seed=7)
    b.seat_boxes[0].value = "? ? Kh"
    b.set_seat(0, "")
    assert b.seat_boxes[0].value == ""                    # cleared: it no longer reads as the seat's cards
    from studlib.scenario import PRESETS
    name = next(iter(PRESETS))
    b.load_preset(name)
    s = b.scenario
    assert [box.value.split() for box in b.seat_boxes[:s.players]] == [s.seat_text(i).split()
                                                                       for i in range(s.players)]
