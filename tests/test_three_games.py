"""One deal, three games: the same cards as Stud, Stud/8 and Razz, stepped street by street
(studlib.three_deals without a screen; the ThreeGames widget's view model, a few golden sentences)."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from studlib import table_view as TV  # noqa: E402
from studlib import RAZZ, STUD, STUD8, Hand  # noqa: E402
from studlib import three_games_view as V  # noqa: E402
from studlib.bots import play_bots, seated_bots  # noqa: E402
from studlib.pots import Half  # noqa: E402
from studlib.summary import result_lines, street_summaries, summary_lines  # noqa: E402
from studlib.three_deals import GameSummary, ThreeDeals, game_summary  # noqa: E402
from studlib.widgets import ThreeGames  # noqa: E402
from studlib.widgets import text as T  # noqa: E402

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def test_the_three_games_get_the_same_third_street_cards_GEN_1_1():
    three = ThreeGames(players=5, seed=4711)
    hands = three.hands
    assert set(hands) == {"stud", "stud8", "razz"}
    for s in range(5):
        assert hands["stud"].down_cards(s) == hands["stud8"].down_cards(s) == hands["razz"].down_cards(s)
        assert hands["stud"].up_cards(s) == hands["stud8"].up_cards(s) == hands["razz"].up_cards(s)


def test_the_bring_in_moves_between_games_and_each_says_why_STUD_3_1_HILO_3_1_RAZZ_3_1():
    three = ThreeGames(players=5, seed=4711)
    hands = three.hands
    # Deal #4711's doors: 5h 5s Ac 6c 7s. Stud and Stud/8: the lowest card, hearts below spades
    # (GEN-3.1); razz: the highest card, aces low.
    assert hands["stud"].bring_in_seat == hands["stud8"].bring_in_seat == 0
    assert hands["razz"].bring_in_seat == 4
    for game, hand in zip(three.view_model().games, hands.values()):   # each column marks its bring-in, says why
        assert [r.seat for r in game.rows if r.marker] == [hand.bring_in_seat]
        assert {r.marker for r in game.rows if r.marker} == {TV.MARK_BRINGS_IN}
        assert game.sections[0][0] == V.BRING_IN_HEAD and hand.game.bring_in_rule in game.sections[0][1][0]


def test_deal_next_street_steps_all_three_together_GEN_5_1():
    three = ThreeGames(players=6, seed=2024)
    for street in range(4, 8):
        three.next_button.click()
        for hand in three.hands.values():
            assert hand.is_over or hand.street == street
            if not hand.is_over:  # betting on the new street has not started yet
                assert hand.to_act == hand.first_to_act[street]
    three.next_button.click()
    assert all(h.is_over for h in three.hands.values()) and three.deals.done
    assert three.next_button.disabled and three.play_out_button.disabled
    assert "all three hands are over" in three.text().splitlines()[0]   # golden


def test_each_game_summarises_first_actor_betting_and_winners_per_street():
    deals = ThreeDeals(players=5, seed=4711)
    deals.play_out()
    for code, hand in deals.hands.items():
        summary = game_summary(hand, deals.moves[code])
        assert isinstance(summary, GameSummary) and all(summary)
        logged = [str(line) for line in hand.log]
        assert all(line in logged for line in summary.result[:-1])   # the engine's award lines, then the net
    # Stud/8's pot is split between the high and the low hand (HILO-10.1).
    stud8 = deals.hands["stud8"]
    assert {a.half for a in stud8.awards} == {Half.HIGH, Half.LOW}
    three = ThreeGames(players=5, seed=4711)
    three.play_out_button.click()
    text = three.text()
    for head in (V.BRING_IN_HEAD, V.STREETS_HEAD, V.RESULT_HEAD):
        assert text.count(head) == 3
    assert "Seat 3 acts first on fourth street: best board, ace-queen. (STUD-5.1, GEN-5.1)" in text   # golden
    assert text.count("Net: ") == 3


def test_street_summaries_follow_the_log_and_moves():
    hand = Hand(RAZZ, [20_000] * 6, seed=77)
    moves = play_bots(hand, seated_bots(6))
    summaries = street_summaries(hand, moves)
    assert [s.street for s in summaries] == list(range(3, hand.street + 1))
    assert sum(len(s.moves) for s in summaries) == len(moves)
    assert summaries[0].opener == hand.bring_in_seat and "RAZZ-3.1" in summaries[0].why.rules
    for s in summaries[1:]:
        if s.moves:
            assert s.opener == s.moves[0].seat and "RAZZ-5.1" in s.why.rules
    winners = " ".join(str(line) for line in result_lines(hand))
    for a in hand.awards:
        assert f"Seat {a.seat + 1}" in winners
    assert summary_lines(hand, moves)[-1].startswith("Net: ")


def test_result_lines_match_the_engines_award_lines_GEN_10_4():
    for seed in range(30):
        hand = Hand(STUD, [300, 20_000, 900, 20_000], seed=seed)
        play_bots(hand, seated_bots(4, seed=seed))
        logged = [str(line) for line in hand.log]
        for line in result_lines(hand):
            assert str(line) in logged


def test_same_deal_same_three_hands_and_new_deal_moves_on():
    a, b = ThreeGames(seed=99), ThreeGames(seed=99)
    a.play_out()
    b.play_out()
    assert a.view_model() == b.view_model()
    a.new_button.click()
    assert a.seed == 100 and a.deal_box.value == "100" and a.stage == 3
    a.deal_box.value = "99"
    c = ThreeGames(seed=99)
    assert a.view_model() == c.view_model()


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError, match="2 to 8"):
        ThreeGames(players=1)
    with pytest.raises(ValueError, match="deal number"):
        ThreeGames(seed="x")


def test_display_bundle_and_snapshot_show_three_labelled_columns():
    three = ThreeGames(players=3, seed=5)
    bundle = three._repr_mimebundle_()
    assert WIDGET_VIEW in bundle and bundle["text/plain"] == three.text()
    snap = bundle["text/html"]
    assert [g.name for g in three.view_model().games] == [STUD.name, STUD8.name, RAZZ.name]
    for game in (STUD, STUD8, RAZZ):
        assert f'<section aria-label="{game.name}"' in snap
    assert 'role="img"' in snap and T.NO_KERNEL_NOTE in snap


def test_a_bring_in_all_in_for_the_ante_passes_to_the_next_seat_in_the_summary_GEN_12_2():
    """Deal #4711: Seat 1's 5h must bring in in stud, but Seat 1 has only the ante."""
    three = ThreeGames(players=5, seed=4711, stacks=[40, 20_000, 20_000, 20_000, 20_000])
    stud = three.hands["stud"]
    assert stud.bring_in_seat == 0 and stud.to_act == 1
    summary = street_summaries(stud, three.moves["stud"])[0]
    assert summary.opener == 1
    bring_in = three.view_model().games[0].sections[0]
    assert bring_in[0] == V.BRING_IN_HEAD and any("GEN-12.2" in line for line in bring_in[1])
