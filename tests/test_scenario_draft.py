"""The scenario builder's editing state without a screen (studlib.scenario_draft): every change is
the scenario engine's to accept, a refused one keeps the last good scenario marked out of date, and
each press is recorded as data (Press, Loaded, PresetLoaded).

Rules checked: GEN-1.4 (2 to 8 players), GEN-3.1 (the bring-in tie by suit), GEN-11.1 (running out).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studlib.scenario import PRESETS, Scenario, ScenarioError
from studlib.scenario_draft import Loaded, PresetLoaded, Press, ScenarioDraft, reads_as, scenario_story


def test_changes_are_the_scenarios_and_a_code_deals_them_back():
    draft = ScenarioDraft("stud", players=4, seed=7)
    draft.set_seat(0, "? ? 2h")
    draft.set_seat(2, "? ? 2c")
    assert draft.scenario == Scenario("stud", 4, {0: "? ? 2h", 2: "? ? 2c"}, seed=7)
    code = draft.make_code()
    assert draft.notice is Press.MADE and draft.code == code
    draft.make_code()
    assert draft.notice is Press.SAME_CODE
    other = ScenarioDraft()
    assert other.load_code(code.lower()) == draft.scenario
    assert other.message == Loaded(code) and other.code == "" and not other.opened
    assert other.load_code("  ") is None and other.notice is Press.NOTHING_TO_LOAD


def test_a_refused_change_keeps_the_last_good_scenario_and_gives_no_code():
    draft = ScenarioDraft("razz", players=3)
    draft.set_seat(0, "As Kd")
    good = draft.scenario
    draft.make_code()
    with pytest.raises(ScenarioError, match="given to Seat 1 and Seat 2"):
        draft.set_seat(1, "Kd")
    assert draft.scenario == good and draft.stale and draft.code == "" and draft.error
    with pytest.raises(ScenarioError):
        draft.make_code()
    assert draft.notice is Press.NO_CODE_WHILE_WRONG and draft.code == ""
    with pytest.raises(ScenarioError, match="2 to 8 players"):
        draft.set_players(9)
    with pytest.raises(ScenarioError, match="does not check out"):
        draft.load_code("ZZZZZZZZ")
    assert draft.scenario == good
    draft.set_seat(1, "Qd")
    assert not draft.stale and draft.error == "" and draft.scenario.seat_text(1) == "Qd"


def test_a_ready_scenario_is_named_until_a_card_changes_and_a_new_game_clears_its_cards():
    draft = ScenarioDraft()
    draft.load_preset("quartered_pot")
    assert draft.preset() == "quartered_pot" and draft.message == PresetLoaded("quartered_pot")
    draft.set_game("razz")                 # issue 33 item 9: the ready scenario's cards go
    assert draft.preset() == "" and all(draft.scenario.seat_text(s) == "" for s in range(draft.scenario.players))
    draft.set_seat(0, "? ? Kh")
    draft.set_game("stud")                 # cards the teacher typed stay
    assert draft.scenario.seat_text(0) == "? ? Kh"
    with pytest.raises(ScenarioError, match="Unknown ready scenario"):
        draft.load_preset("nope")
    with pytest.raises(ScenarioError, match="No seat 7"):
        draft.set_seat(7, "? ? Kh")        # a mistake in code: the scenario on screen is still good
    assert not draft.stale and draft.error == ""


def test_open_and_close_are_recorded():
    draft = ScenarioDraft()
    draft.open()
    assert draft.opened and draft.notice is Press.OPENED
    draft.close()
    assert not draft.opened and draft.notice is Press.CLOSED
    draft.open()
    draft.load_preset("bring_in_tie")      # a new deal starts hidden: the class guesses first
    assert not draft.opened


def test_the_story_shows_the_bring_in_tie_and_running_out_GEN_3_1_GEN_11_1():
    story = scenario_story(PRESETS["bring_in_tie"].scenario)
    assert any("GEN-3.1" in line.rules for line in story.bring_in) and story.community is None
    story = scenario_story(PRESETS["running_out"].scenario)
    assert story.community is not None and any("GEN-11.1" in line.rules for line in story.calls)


def test_a_box_that_reads_as_the_seats_cards_is_not_rewritten():
    cards = Scenario("stud", 2, {0: "? ? Kh"}).seats[0]
    assert reads_as("? ? Kh", cards) and reads_as("?,? kh", cards)
    assert reads_as("?", ()) and reads_as("? ?", ())   # the start of "? ? Kh": an empty seat
    assert not reads_as("Zx", cards) and not reads_as("? Kh", cards)


@settings(max_examples=40, deadline=2000, derandomize=True)
@given(st.lists(st.sampled_from(["As", "Kh", "7d", "2c", "10h", "?", "??", "Xx", "as", "AsKh", ",", "Rco", "Kh"]),
                max_size=9).map(" ".join) | st.text(max_size=20))
def test_whatever_is_typed_for_a_seat_is_dealt_or_refused_and_nothing_else_changes(typed):
    """Input from anyone: a seat's text is dealt, or refused with a ScenarioError saying why, the
    last good scenario kept and marked out of date."""
    draft = ScenarioDraft("stud", players=3, seed=7)
    draft.set_seat(1, "? ? Kh")
    good = draft.scenario
    try:
        draft.set_seat(0, typed)
    except ScenarioError as err:
        assert str(err) and draft.error == str(err) and draft.stale and draft.scenario == good
    else:
        assert not draft.stale and draft.scenario.seats[1] == good.seats[1]
