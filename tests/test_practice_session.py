"""PracticeSession: the practice table's game with no screen (issue 28 item 2). Asserts on data:
actions, offers, records; the practice table (tests/test_table.py) is a view over it."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from studlib import STUD, ActionKind, IllegalAction
from studlib.bots import Move
from studlib.practice import (DEAL_TOP, Ask, Change, CodeOpened, DealtAgain, NewHand, NoCode, NotYourTurn, Offer,
                              PracticeSession, check_deal)
from studlib.rules import Structure, default_stack
from studlib.scenario import ScenarioError

FREE_CHECK_DECK = "As 2d Qh  Kc 3d 4c  9s 8h Ts  2c  9d 7c 6h"   # seat 1 may check on fourth street


def _to_free_check() -> PracticeSession:
    session = PracticeSession(players=3, seat=0, deck=FREE_CHECK_DECK, stacks=20_000)
    while session.hand.street == 3:
        passive = session.hand.passive_action()
        session.act(passive.kind, passive.amount)
    assert session.hand.check_is_free and session.your_turn
    return session


def test_the_session_loads_no_widgets():
    code = ("import json, sys\nimport studlib.practice\n"
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('ipywidgets', 'studlib.widgets')))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == []


def test_bots_play_until_the_learner_is_to_act_and_moves_are_the_hands_own_record():
    session = PracticeSession(game=STUD, seed=4711)
    assert session.your_turn and session.legal_actions == session.hand.legal_actions()
    taken = session.press(session.legal_actions[1])   # a call of the bring-in
    assert taken is not None and taken.kind is ActionKind.CALL
    assert session.hand.is_over or session.your_turn
    assert session.moves == [Move(*decision) for decision in session.hand.history]
    assert Move(3, 0, taken) in session.moves


def test_a_fold_with_a_free_check_is_asked_about_once_GEN_13_1():
    session = _to_free_check()
    fold = next(a for a in session.legal_actions if a.kind is ActionKind.FOLD)
    assert session.asks_first(fold) is Ask.FOLD_WHEN_CHECK_FREE
    events = len(session.hand.events)
    assert session.press(fold) is None
    assert session.problem is session.asked is Ask.FOLD_WHEN_CHECK_FREE and len(session.hand.events) == events
    assert session.press(fold) is not None and session.hand.folded(0)


def test_another_action_drops_the_question_GEN_13_1():
    session = _to_free_check()
    session.press(next(a for a in session.legal_actions if a.kind is ActionKind.FOLD))
    session.press(next(a for a in session.legal_actions if a.kind is ActionKind.CHECK))
    assert session.asked is None and session.problem is None and not session.hand.folded(0)


def test_out_of_turn_and_stale_actions_are_records_and_change_nothing_GEN_3_2():
    session = PracticeSession(players=5, seed=4711)
    stale = next(a for a in session.legal_actions if a.kind is ActionKind.BRING_IN)
    session.act(ActionKind.BRING_IN)
    assert session.your_turn                             # Seat 4 completed, Seat 5 raised: Seat 1 again
    events = session.hand.events
    assert session.press(stale) is None
    assert isinstance(session.problem, IllegalAction) and session.problem.kind is ActionKind.BRING_IN
    assert session.hand.events == events
    session.act(ActionKind.FOLD)                         # the bots play the hand out
    assert session.hand.is_over
    events = session.hand.events
    with pytest.raises(NotYourTurn) as err:
        session.act(ActionKind.CALL)
    assert (err.value.seat, err.value.to_act, err.value.over) == (0, None, True)
    assert session.hand.events == events


def test_notices_are_records():
    session = PracticeSession(players=4, seed=12)
    session.deal_again()
    session.deal_again()
    assert session.notice == DealtAgain(2)
    session.set_game("razz")
    assert session.notice == NewHand(Change.GAME) and session.game.code == "razz"
    session.open_code("  ")
    assert isinstance(session.problem, NoCode)
    session.open_code("XXXX-not-a-code")
    assert isinstance(session.problem, ScenarioError) and session.game.code == "razz"
    from studlib.scenario import Scenario
    code = Scenario("stud", 3, {1: "? ? 2c"}, seed=5).code()
    session.open_code(code)
    assert session.notice == CodeOpened(code) and session.players == 3 and session.hand.bring_in_seat == 1


def test_an_offer_is_what_a_button_says_not_the_streets_total():
    session = PracticeSession(players=4, seed=3)
    offers = {Offer.of(a) for a in session.legal_actions}
    assert Offer(ActionKind.FOLD, 0, False) in offers
    assert all(o.chips == a.chips_named for o, a in zip(map(Offer.of, session.legal_actions), session.legal_actions)
               if a.kind not in (ActionKind.FOLD, ActionKind.CHECK))


def test_one_deal_number_check_and_one_default_stack():
    assert check_deal(0) == 0 and check_deal(DEAL_TOP) == DEAL_TOP
    for wrong in (-1, DEAL_TOP + 1, True, 2.0, "7"):
        with pytest.raises(ValueError, match="deal number"):
            check_deal(wrong)
    assert default_stack(Structure()) == 100 * Structure().big_bet
    assert PracticeSession(players=2).stacks == [default_stack(Structure())] * 2


def test_a_hand_file_replays_the_hand_as_played():
    from studlib import phh

    session = PracticeSession(players=3, seed=8)
    while session.your_turn:
        session.press(next(a for a in session.legal_actions if a.kind is not ActionKind.FOLD))
    text = session.hand_file("deal 8")
    replayed = phh.loads(text).replay()
    assert replayed.history == session.hand.history and phh.loads(text).fields["_comment"] == "deal 8"
