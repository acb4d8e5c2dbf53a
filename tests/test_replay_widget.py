"""The Replay widget: button.click() runs the handlers; the text and the snapshot follow the engine.

Rule IDs checked are in the test names.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from studlib import table_view as TV  # noqa: E402
from studlib import STUD, STUD8, Hand, parse_cards, phh  # noqa: E402
from studlib import events as ev  # noqa: E402
from studlib.hands import Category  # noqa: E402
from studlib import explain  # noqa: E402
from studlib.card_markup import seat_view_text  # noqa: E402
from studlib.replaying import ReplayedHand, SourceKind, open_source  # noqa: E402
from studlib.scenario import Scenario, ScenarioError  # noqa: E402
from studlib.table_view import POT  # noqa: E402
from studlib.widgets import Replay  # noqa: E402
from studlib.widgets import text as T  # noqa: E402

from tests.events_helpers import line_for, the_event  # noqa: E402

WSOP = Path(__file__).parent / "data" / "wsop-2023-43"
HAND_9 = WSOP / "9.phh"   # five players; p2 and p4 go to a showdown on seventh street
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def shown_events(replay: Replay) -> list:
    """The events whose lines the replay's explanation shows: the last ones of its hand, each
    said in the engine's own words (its log line, rule IDs included)."""
    lines = replay.explanation()
    assert lines == [str(line) for line in replay.hand.log[-len(lines):]]
    return replay.hand.events[-len(lines):]


def refusal_of(source: str) -> ValueError:
    """The error the engine's reader (studlib.replaying) gives for `source`: what the widget must show."""
    with pytest.raises(ValueError) as caught:
        ReplayedHand(open_source(source), None)
    return caught.value


def test_opens_a_file_and_starts_as_dealt_STUD_3_1() -> None:
    """STUD-3.1 GEN-2.1: at step 0 the antes are in and the lowest door card is to bring in."""
    replay = Replay(str(HAND_9))
    assert replay.position == 0 and replay.steps == phh.load(HAND_9).decisions == 16
    text = replay.text()
    assert replay.hand.street == 3 and replay.view_model().title == T.REPLAY_TITLE.format(
        game=STUD.name, source=replay.source_name, stage=explain.STREET_NAMES[3].lower(), step=0, steps=16)
    seat = replay.view_model().seats[4]
    assert (seat.player, seat.down, seat.up) == ("Kristopher Tong", tuple(parse_cards("Kh 6d")),
                                                 tuple(parse_cards("2h")))
    assert (seat.stack, seat.bet, seat.to_act, seat.marks) == ("4,750,000", "", True, (TV.MARK_TO_ACT,))
    assert seat_view_text(seat) in text   # the line's words: tests/test_widget_sentences.py
    due = the_event(replay.hand, ev.BringInDue)
    assert (due.seat, str(due.door)) == (4, "2h") and line_for(replay.hand, due).text in text
    assert replay.hand.pot == 250_000 and replay.view_model().pots == (POT.format(amount="250,000"),)  # 5 antes
    assert str(WSOP) not in text and str(WSOP) not in replay.html()  # no folder on screen


def test_buttons_step_forward_and_back_GEN_3_2_STUD_5_1() -> None:
    """Next, Back, and Street forward/back move one decision or one street; the dealer's words
    for each step are the engine's (the bring-in GEN-3.2, the first to act STUD-5.1)."""
    replay = Replay(HAND_9)
    replay.next_button.click()
    assert replay.position == 1
    (brought,) = shown_events(replay)
    assert isinstance(brought, ev.BroughtIn) and (brought.seat, brought.action.amount) == (4, 50_000)
    assert replay.view_model().seats[4].bet == "50,000" and "bet 50,000" in replay.text().splitlines()[5]
    replay.street_next_button.click()
    assert replay.hand.street == 4 and replay.position == 7
    first = shown_events(replay)[-1]
    assert isinstance(first, ev.FirstToAct) and (first.street, first.seat) == (4, 3) and first.rules == ("STUD-5.1", "GEN-5.1")
    replay.back_button.click()
    assert replay.position == 6 and replay.hand.street == 3
    replay.street_back_button.click()
    assert replay.position == 0
    replay.end_button.click()
    assert replay.hand.is_over and replay.position == 16
    replay.start_button.click()
    assert replay.position == 0


def test_the_end_explains_the_showdown_GEN_8_1_STUD_9_1() -> None:
    """GEN-8.1 STUD-9.1: the last step shows who shows first and why, the hands and the award."""
    replay = Replay(HAND_9, position=99)  # clipped to the end
    shown = shown_events(replay)
    (first,) = [e for e in shown if isinstance(e, ev.ShowsFirst)]
    assert (first.seat, first.why, first.rules) == (3, ev.ShowdownReason.AGGRESSOR, ("GEN-8.1",))
    (pot,) = [e for e in shown if isinstance(e, ev.PotAwarded)]
    assert [(a.seat, a.amount) for a in pot.awards] == [(1, 3_100_000)] and pot.rules == ("STUD-9.1", "GEN-10.1")
    assert pot.awards[0].value.category is Category.TWO_PAIR
    assert replay.view_model().seats[3].marks[0] == TV.MARK_SHOWS_FIRST and TV.HAND_OVER in replay.text()
    assert list(replay.hand.stacks) == phh.load(HAND_9).finishing_stacks


def test_a_press_at_either_end_says_so_and_keeps_the_buttons() -> None:
    """The buttons are never switched off or rebuilt (a browser keeps focus on the pressed one);
    at the ends a press says why nothing moved."""
    replay = Replay(HAND_9)
    buttons = [replay.start_button, replay.back_button, replay.next_button, replay.end_button]
    replay.back_button.click()
    assert replay.message == T.REPLAY_AT_START and replay.position == 0
    assert T.REPLAY_AT_START in replay.text()
    replay.end_button.click()
    replay.next_button.click()
    assert replay.message == T.REPLAY_AT_END
    replay.back_button.click()
    assert replay.message == "" and replay.position == 15
    assert [replay.start_button, replay.back_button, replay.next_button, replay.end_button] == buttons
    assert not any(b.disabled for b in buttons)


def test_every_step_of_a_hand_matches_the_engine() -> None:
    """Stepping through all of a hand gives at each position the hand the engine reaches after
    that many decisions, and the explanations add up to the whole log."""
    hand = Hand(STUD8, [3000, 900, 2500, 4000], seed=23)
    hand.auto_play()
    replay = Replay(hand)
    said: list[str] = []
    for k in range(replay.steps + 1):
        replay.go_to(k)
        said += replay.explanation()
        assert len(replay.hand.history) == k
        assert replay.hand.history == hand.history[:k]
    assert said == [str(line) for line in hand.log]


def test_opens_text_a_share_code_and_refuses_bad_input_in_words() -> None:
    """PHH text, a teacher's share code (played passively to the end) and bad input: the widget
    shows the reason, never a traceback, and keeps the hand it had."""
    replay = Replay(HAND_9.read_text())
    assert replay.record.fields["event"].startswith("2023") and replay.record.fields["event"] in replay.text()
    code = Scenario("stud", 4, {0: "? ? 2h", 2: "? ? 2c"}, seed=7).code()
    replay.source_box.value = code
    replay.open_button.click()
    assert replay.message == T.REPLAY_OPENED.format(source=f"share code {code}")
    assert replay.hand.bring_in_seat == 2 and T.REPLAY_SCENARIO_NOTE in replay.text()
    replay.source_box.value = "nothing-here.phh"
    replay.open_button.click()
    assert replay.message == T.REPLAY_CANNOT_OPEN.format(error=refusal_of("nothing-here.phh"))
    assert replay.record.game is STUD and replay.hand.bring_in_seat == 2  # unchanged
    replay.source_box.value = "C1D8"
    replay.open_button.click()
    assert isinstance(refusal_of("C1D8"), ScenarioError)   # a mistyped share code
    assert replay.message == T.REPLAY_CANNOT_OPEN.format(error=refusal_of("C1D8"))
    assert replay.record.game is STUD and replay.hand.bring_in_seat == 2  # unchanged
    bad = HAND_9.read_text().replace("'p4 cc', 'p2 cbr 400000'", "'p2 cbr 400000', 'p4 cc'")
    replay.open(bad)
    assert replay.message == T.REPLAY_CANNOT_OPEN.format(error=refusal_of(bad))   # p2 acted out of turn
    assert replay.record.game is STUD and replay.hand.bring_in_seat == 2  # unchanged
    with pytest.raises(ValueError, match="Replay opens a .phh file path"):
        Replay(42)


def test_reveal_hides_down_cards_until_the_showdown() -> None:
    replay = Replay(HAND_9)
    replay.reveal_box.value = False
    assert replay.view_model().seats[1].down == (None, None)
    assert seat_view_text(replay.view_model().seats[1]) in replay.text()
    replay.end()
    seat = replay.view_model().seats[1]   # shown down
    assert (seat.down, seat.up) == (tuple(parse_cards("9d 5c 5s")), tuple(parse_cards("8d 9h 3h 7h")))


def test_snapshot_and_projector_sizes() -> None:
    """text/plain and a static text/html beside the live view; stacks, bets and pot >= 20 px."""
    replay = Replay(HAND_9, position=3)
    bundle = replay._repr_mimebundle_()
    assert bundle["text/plain"] == replay.text() and WIDGET_VIEW in bundle
    snapshot = bundle["text/html"]
    assert T.NO_KERNEL_NOTE in snapshot and "<button" not in snapshot
    sizes = [int(px) for px in re.findall(r"font-size:(\d+)px;font-weight:700", snapshot)]
    assert sizes and min(sizes) >= 20
    assert replay.hand.pot == 500_000  # antes 250,000, the bring-in 50,000, the completion 200,000
    assert "2,600,000" in snapshot and POT.format(amount="500,000") in snapshot


# --- the practice table saves its hands ----------------------------------------------------------

def test_practice_table_saves_the_hand_and_replays_it(tmp_path, monkeypatch) -> None:
    """'Save this hand' writes hands/<game>-deal-<n>.phh next to the notebook (a relative path on
    screen, never the machine's folder), with the deal number; 'Replay' steps through that file
    to the same finishing stacks."""
    from studlib.widgets import PracticeTable

    monkeypatch.chdir(tmp_path)
    table = PracticeTable(players=4, seat=1, seed=4711)
    while not table.hand.is_over:
        table.act(table.hand.passive_action().kind)
    table.files.save_button.click()
    path = tmp_path / "hands" / "stud-deal-4711.phh"
    assert path.is_file()
    assert table.files.message == T.SAVED_AS.format(path=path.relative_to(tmp_path).as_posix())
    assert str(tmp_path) not in table.files.note.value
    record = phh.load(path)
    assert record.deal_number == 4711 and "deal #4711" in record.fields["_comment"]
    assert record.finishing_stacks == list(table.hand.stacks)
    table.files.replay_button.click()
    replay = table.files.replay
    assert table.files.replay_box.children == (replay.widget,)
    source = replay.replayed.source
    assert (source.kind, source.label) == (SourceKind.FILE, path.name)   # its name, no folder
    replay.end_button.click()
    assert list(replay.hand.stacks) == list(table.hand.stacks)
    second = path.with_name(f"{path.stem}-2.phh").relative_to(tmp_path)
    assert table.save_hand() == second and path.is_file()  # a second save keeps the first


def test_practice_table_replays_the_hand_in_play_and_reports_a_failed_save(tmp_path, monkeypatch) -> None:
    from studlib.widgets import PracticeTable

    monkeypatch.chdir(tmp_path)
    (tmp_path / "hands").write_text("a file, not a folder")
    table = PracticeTable(players=3, seat=0, seed=5)
    assert table.save_hand() is None
    assert table.files.message.startswith(T.SAVE_FAILED.split("{error}")[0]) and not (tmp_path / "hands").is_dir()
    replay = table.replay_hand()  # not saved: the hand in play
    assert replay.steps == len(table.hand.history) and replay.source_name == f"deal #{table.seed}"


def test_practice_table_replays_a_seventh_street_dealt_from_the_gathered_burns_T_8(tmp_path, monkeypatch) -> None:
    """T-8: a seventh street dealt from the stub's last card gathered with the burns used to be
    refused (the replay searched for a deck, and PHH records no burns); the replay now deals the
    recorded cards, so the Replay button opens it like any other hand (issue 27)."""
    from studlib import Rules
    from studlib.widgets import PracticeTable

    monkeypatch.chdir(tmp_path)
    table = PracticeTable(players=3, seat=0, seed=5)
    first = table.replay_hand()
    assert first is not None
    reshuffled = Hand(STUD, [10_000] * 8, rules=Rules.cardroom(), seed=11)
    reshuffled.auto_play()
    assert any("T-8" in line.rules for line in reshuffled.log)
    table.session.hand = reshuffled
    again = table.replay_hand()
    assert again is not None and again is not first
    assert [again.hand.up_cards(s) for s in range(8)] == [reshuffled.up_cards(s)[:1] for s in range(8)]
