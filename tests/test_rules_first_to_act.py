"""Rule scenarios: who acts first on 4th to 7th street (GEN-5.1 to GEN-5.4, STUD-5.1,
HILO-5.1, RAZZ-5.1), written from the rule catalogue with stacked boards."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from scenarios import advance_to, deal, kinds, play  # noqa: E402

from studlib import RAZZ, STUD, STUD8  # noqa: E402


def first_to_act(game, boards: dict[int, str], street: int, **kw) -> int:
    """Deal boards (door, 4th, 5th, 6th; holes are fillers), check/call to `street`, and
    return who acts first there."""
    hand = deal(game, {s: "? ? " + b for s, b in boards.items()}, **kw)
    advance_to(hand, street)
    assert hand.street == street and not hand.is_over
    assert "check" in kinds(hand)  # GEN-5.1: no forced bet after 3rd street
    return hand.to_act


CASES = [
    # (game, boards by seat, street, seat acting first, rule and why)
    (STUD, {0: "Ah Kd", 1: "3c 3h", 2: "2c Qd"}, 4, 1, "STUD-5.1 pair of threes beats A-K"),
    (STUD, {0: "Kc Qd", 1: "9c 4d", 2: "2c Ad"}, 4, 2, "STUD-5.1 A-2 beats K-Q (high card)"),
    (STUD, {0: "2c 3d 9s", 1: "Ac Kd 3h", 2: "Ad Qh Jc"}, 5, 1, "GEN-5.2 A-K-3 beats A-Q-J"),
    (STUD, {0: "9c 9d Qh", 1: "9h 9s Kc", 2: "2c 3d 4s"}, 5, 1, "GEN-5.2 pair, higher kicker"),
    (STUD, {0: "Ac Ad Kc Qd", 1: "3c 3d 2h 2s", 2: "4c 5d 7h 9s"}, 6, 1,
     "GEN-5.2 two pair beats a pair of aces"),
    (STUD, {0: "4c 4d 4h 2s", 1: "Kc Kd Qh Qs", 2: "3c 5d 7h 9s"}, 6, 0,
     "GEN-5.2 trips beat two pair"),
    (STUD, {0: "5h 6h 7h 8h", 1: "2c 3d 4s 2d", 2: "Kc Js 9d 3c"}, 6, 1,
     "GEN-5.2 a four-card straight flush is no hand on a board: pair of deuces beats it"),
    (STUD, {0: "9h Th Jh Qh", 1: "2c Kd 7s 4c", 2: "3d 5c 6d 8s"}, 6, 1,
     "GEN-5.2 straights and flushes do not count: K-7-4-2 beats Q-J-T-9"),
    (STUD8, {0: "Ah Kd", 1: "3c 3h", 2: "2c Qd"}, 4, 1, "HILO-5.1 best HIGH board: 3-3 > A-K"),
    (STUD8, {0: "5c 4d", 1: "Kc Qd", 2: "2c 7h"}, 4, 1, "HILO-5.1 K-Q acts first, not 5-4"),
    (STUD8, {0: "5c 4d 3h", 1: "Kc Qd 8s", 2: "2c 7h 6d"}, 5, 1, "HILO-5.1 high board on 5th"),
    (RAZZ, {0: "7d 6h", 1: "7c 5d", 2: "8s 2h"}, 4, 1, "RAZZ-5.1 7-5 is lower than 7-6, 8-2"),
    (RAZZ, {0: "Ac Ad", 1: "Kc Qd", 2: "2c 2d"}, 4, 1, "RAZZ-5.1 unpaired K-Q beats any pair"),
    (RAZZ, {0: "2c 2d", 1: "Ac Ad", 2: "3c 3d"}, 4, 1, "RAZZ-5.1 aces are the lowest pair"),
    (RAZZ, {0: "7c 2d", 1: "Ah 7d", 2: "9c 8c"}, 4, 1, "RAZZ-5.1 ace low: 7-A beats 7-2"),
    (RAZZ, {0: "8c 6d 2h", 1: "8d 5c 3s", 2: "Kc 4d 2s"}, 5, 1, "RAZZ-5.1 8-5-3 beats 8-6-2"),
    (RAZZ, {0: "5c 6d 7h 7s", 1: "Qc Jd Th 9s", 2: "Kc Kd 2h 3s"}, 6, 1,
     "RAZZ-5.1 Q-J-T-9 unpaired beats 7-7-6-5 and K-K-3-2"),
    (RAZZ, {0: "9c 9d", 1: "Qc Kd", 2: "9h 8s"}, 4, 2, "RAZZ-5.1 9-8 beats K-Q and a pair"),
]


@pytest.mark.parametrize("game,boards,street,first,why", CASES, ids=[c[4] for c in CASES])
def test_best_board_for_the_game_acts_first_GEN_5_1_GEN_5_2(game, boards, street, first, why):
    """GEN-5.1/5.2, STUD-5.1, HILO-5.1 (best high board), RAZZ-5.1 (lowest board)."""
    assert first_to_act(game, boards, street) == first, why


def test_first_actor_follows_the_board_each_street_and_7th_keeps_6th_GEN_5_1():
    """GEN-5.1: 4th street A-K (seat 0), 5th Q-Q-J (seat 1), 6th two pair 6s and 5s
    (seat 2); 7th street (a down card) keeps 6th street's order."""
    hand = deal(STUD, {0: "? ? Ac Kd 2h 3s", 1: "? ? Qc Jd Qh 4c", 2: "? ? 5c 6d 5h 6s"})
    assert hand.to_act == 2  # 5c brings in (STUD-3.1)
    expected = {4: 0, 5: 1, 6: 2, 7: 2}
    for street, seat in expected.items():
        advance_to(hand, street)
        assert (hand.street, hand.to_act) == (street, seat)


def test_equal_boards_first_clockwise_from_the_dealer_acts_GEN_5_3():
    """GEN-5.3 (default T-3 position): seats 1 and 3 both show K-7; seat 1 is first
    clockwise from the dealer (the bring-in, seat 2, does not matter)."""
    boards = {0: "9d 4h", 1: "Kc 7s", 2: "2c 3d", 3: "Kh 7d"}
    assert first_to_act(STUD, boards, 4) == 1
    assert first_to_act(STUD8, boards, 4) == 1


def test_equal_boards_position_in_razz_GEN_5_3():
    """GEN-5.3: razz, seats 0 and 2 both show 7-4 (lowest); seat 0 acts first."""
    boards = {0: "7c 4d", 1: "Kc 7s", 2: "7h 4s", 3: "Qh Jd"}
    assert first_to_act(RAZZ, boards, 4) == 0
    boards = {0: "Kc Qs", 1: "7c 4d", 2: "Jh 9d", 3: "4s 7h"}
    assert first_to_act(RAZZ, boards, 4) == 1


def test_all_in_first_actor_is_skipped_to_next_clockwise_GEN_5_4():
    """GEN-5.4: seat 1 (A-A, best board) is all-in, so action starts with the next player
    clockwise who has chips: seat 2 (6-5), not the next-best board (seat 3, K-Q)."""
    hand = deal(STUD, {0: "? ? 2c 3h", 1: "? ? Ac Ad", 2: "? ? 5d 6h", 3: "? ? Kd Qs"},
                stacks=[100_000, 40 + 50, 100_000, 100_000])
    play(hand, "0 bring_in, 1 call, 2 call, 3 call")
    assert hand.all_in(1)
    assert hand.street == 4 and len(hand.up_cards(1)) == 2
    assert hand.to_act == 2
    play(hand, "2 check, 3 check, 0 check")
    assert hand.street == 5


def test_all_in_first_actor_skip_wraps_past_the_dealer_GEN_5_4():
    """GEN-5.4: the best board (seat 3, pair of kings) is all-in; the next player clockwise
    with chips is seat 0 (past the dealer), not the next-best board (seat 1, Q-J)."""
    hand = deal(STUD, {0: "? ? 5d 6h", 1: "? ? Qs Jd", 2: "? ? 2c 3h", 3: "? ? Kc Kd"},
                stacks=[100_000, 100_000, 100_000, 40 + 50])
    play(hand, "2 bring_in, 3 call, 0 call, 1 call")
    assert hand.all_in(3)
    assert hand.street == 4
    assert hand.to_act == 0


def test_all_in_first_actor_skip_passes_a_folded_seat_GEN_5_4():
    """GEN-5.4: best board seat 2 is all-in and seat 3 folded: seat 0 acts first (not the
    next-best board, seat 1 with Q-J)."""
    hand = deal(STUD, {0: "? ? 5d 6h", 1: "? ? Qs Jd", 2: "? ? Kc Kd", 3: "? ? 2c"},
                stacks=[100_000, 100_000, 40 + 50, 100_000])
    play(hand, "3 bring_in, 0 complete, 1 call, 2 call, 3 fold")
    assert hand.all_in(2)
    assert hand.street == 4
    assert hand.to_act == 0
