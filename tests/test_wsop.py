"""Real hands: the 13 Seven Card Stud hands of WSOP 2023 Event #43 replay to their results.

The hands come from the PHH dataset by Juho Kim (github uoftcprg/phh-dataset), copied in
tests/data/wsop-2023-43/. Each is replayed through studlib.Hand with the tournament preset
(a WSOP event): the bring-in must fall on the same player (GEN-3.2, STUD-3.1), every
recorded action must come from the player studlib says is to act (GEN-3.5, GEN-5.1,
STUD-5.1), every completion, bet and raise must be one of studlib's legal sizes (GEN-3.3,
GEN-7.1, T-2 off in tournaments), and the final stacks must equal the recorded
finishing_stacks (GEN-2.2, GEN-10.1, STUD-9.1).

The PHH reading (players p1..pN as seats 0..N-1, the deals, the burned cards standing in
from the cards never shown) lives in studlib.phh; tests/test_phh.py checks it in detail.
"""

from __future__ import annotations

import html
from pathlib import Path

import pytest

from studlib import events, phh

HERE = Path(__file__).parent
DATA = HERE / "data" / "wsop-2023-43"  # in the repository: tests never read files outside it
HAND_FILES = sorted(DATA.glob("*.phh"), key=lambda p: int(p.stem))


def test_wsop_hands_are_here() -> None:
    """The 13 hands are kept in the repository, so the replay test never depends on outside files."""
    assert len(HAND_FILES) == 13


@pytest.mark.parametrize("path", HAND_FILES, ids=[p.stem for p in HAND_FILES])
def test_wsop_hand_replays_to_finishing_stacks_GEN_3_2(path: Path) -> None:
    """GEN-3.2 STUD-3.1 STUD-5.1 GEN-7.1: bring-in seat, turn order, bet sizes and final
    stacks of a real WSOP hand."""
    record = phh.load(path)
    assert record.variant == "F7S"
    assert record.rules.name == "tournament", "a WSOP record without _rules plays tournament rules"
    hand = record.replay()  # raises at the first actor, size or card studlib disagrees with
    pb = next(a for a in record.actions if a.endswith(" pb"))
    assert hand.bring_in_seat == int(pb.split()[0][1:]) - 1
    assert hand.is_over, "the recorded actions end the hand"
    assert list(hand.stacks) == record.finishing_stacks
    assert sum(hand.payoffs) == 0


def test_live_deck_follows_dealing_order_GEN_1_1() -> None:
    """GEN-1.1 GEN-1.3: the rebuilt deck deals every recorded card to its recorded player."""
    hand = phh.load(next(p for p in HAND_FILES if p.stem == "9")).replay()  # 7th street heads-up
    # 9.phh: p2 starts 9d5c8d and shows 9d5c8d9h3h7h5s; p4 starts QhTdJd
    assert [str(c) for c in hand.down_cards(1)] == ["9d", "5c", "5s"]
    assert [str(c) for c in hand.up_cards(1)] == ["8d", "9h", "3h", "7h"]
    assert [str(c) for c in hand.up_cards(3)] == ["Jd", "Qs", "6s", "3c"]



# --- real records as public hand histories write them: unseen cards, raises written short ------

def hidden_doors_record() -> phh.Record:
    """WSOP hand 5 as a public history writes it: nobody saw the cards of the three players who
    folded on third street, nor the down cards of the two who played on, nor p5's door card."""
    text = (DATA / "5.phh").read_text(encoding="utf-8")
    for old, new in (("d dh p1 Td3c4d", "d dh p1 ??????"), ("d dh p2 Kd3h4c", "d dh p2 ??????"),
                     ("d dh p3 As8d5c", "d dh p3 ??????"), ("d dh p4 8c5sQc", "d dh p4 ????Qc"),
                     ("d dh p5 Kc8s3s", "d dh p5 ??????")):
        assert old in text
        text = text.replace(old, new)
    return phh.loads(text)


def test_unseen_door_cards_keep_the_recorded_bring_in_GEN_3_2() -> None:
    """Issue 27: the replay deals the recorded cards and leaves unseen ones unknown (no search for
    stand-ins): p5's unseen door card brings in as the record shows, p4 opens fourth street."""
    record = hidden_doors_record()
    hand = record.replay()
    assert hand.bring_in_seat == 4 and hand.first_to_act[4] == 3
    assert hand.is_over and list(hand.stacks) == record.finishing_stacks
    assert hand.up_cards(4)[0] is None and hand.down_cards(3) == (None, None)
    moves = events.card_moves(hand.events)
    assert sum(m.card is None for m in moves if not isinstance(m, events.Burned)) == 14


def test_the_replay_says_which_cards_were_unseen() -> None:
    record = hidden_doors_record()
    hand = record.replay()
    notes = record.replay_notes()
    assert [(n.kind, n.index, n.seat) for n in notes] == [(phh.NoteKind.UNSEEN, i, i - 1) for i in range(1, 6)]
    assert notes[3].unseen == 2 and hand.down_cards(3)[:2] == (None, None)   # p4: two down cards
    assert notes[4].unseen == 3                                              # p5: and the door
    text = notes[4].text(record.structure)
    assert "p5" in text and "3 cards" in text and "'??'" in text
    assert phh.load(DATA / "5.phh").replay_notes() == ()                      # nothing unseen, nothing said


# A razz hand written as real histories write it: on fifth street p1 bets 600,000 with 150,000
# behind, and p2's raise is written "to 750,000" (all p1 can call), where fixed limit makes it
# 1,200,000; the 450,000 nobody calls comes back to p2 (GEN-12.4). Cards nobody saw are '??'.
SHORT_RAISE_RAZZ = """\
variant = "FR"
antes = [25000, 25000]
bring_in = 100000
small_bet = 300000
big_bet = 600000
starting_stacks = [875000, 3000000]
actions = [
  "d dh p1 5dAc2c", "d dh p2 ????Ts", "p2 pb", "p1 cc",
  "d dh p1 7c", "d dh p2 Ks", "p1 cc", "p2 cc",
  "d dh p1 Qd", "d dh p2 Tc", "p1 cbr 600000", "p2 cbr 750000", "p1 cc",
  "d dh p1 7s", "d dh p2 Jd", "d dh p1 Ah", "d dh p2 ??",
  "p1 sm 5dAc2c7cQd7sAh", "p2 sm 8d6dTsKsTcJd9s",
]
finishing_stacks = [0, 3875000]
"""


def test_a_raise_written_to_what_the_last_opponent_can_call_is_the_full_raise_GEN_12_4() -> None:
    record = phh.loads(SHORT_RAISE_RAZZ)
    hand = record.replay()                    # refused before: 750,000 is not a legal raise
    raise_ = next(a for street, seat, a in hand.history if a.kind.value == "raise")
    assert raise_.amount == 1_200_000
    assert hand.is_over and list(hand.stacks) == record.finishing_stacks
    (note,) = record.replay_notes()
    assert (note.kind, note.index, note.seat, note.recorded, note.amount) == (
        phh.NoteKind.SHORT_RAISE, 12, 1, 750_000, 1_200_000)
    text = note.text(record.structure)
    assert "p2" in text and "750,000" in text and "1,200,000" in text and "GEN-12.4" in text


def test_a_short_raise_that_is_not_all_the_opponent_has_is_still_refused() -> None:
    """Only the amount the last opponent can call reads as the full raise; any other stays wrong."""
    bad = phh.loads(SHORT_RAISE_RAZZ.replace('"p2 cbr 750000"', '"p2 cbr 700000"'))
    with pytest.raises(ValueError, match="action 12 'p2 cbr 700000'"):
        bad.replay()


def test_the_replay_widget_says_what_it_read_into_the_record() -> None:
    """The learner reads, under the dealer's words, which cards nobody saw and what was dealt."""
    from studlib.widgets import Replay
    record = hidden_doors_record()
    replay = Replay(phh.dumps(record))
    for note in record.replay_notes():
        sentence = note.text(record.structure)
        assert sentence in replay.text()
        assert html.escape(sentence) in replay.view.value
    short = Replay(SHORT_RAISE_RAZZ)
    assert "is written to 750,000" in short.text() and "raise to 1,200,000" in short.text()
    assert "not seen" not in short.text()    # p2's '??' cards are told by its showdown
