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

from pathlib import Path

import pytest

from studlib import phh

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

