"""PracticeTable: the learner's buttons, the bots, the dealer's explanation, deal numbers, scenarios.

button.click() runs the handlers as a browser would; setting a control's .value fires its observer.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from studlib import RAZZ, STUD, STUD8, ActionKind, IllegalAction, Refusal, Rules, Structure  # noqa: E402
from studlib import events as ev  # noqa: E402
from studlib import table_view as TV  # noqa: E402
from studlib.card_markup import DEALT_DOWN, FACE_DOWN, LIST_SEPARATOR  # noqa: E402
from studlib.explain import net_result, pot_words  # noqa: E402
from studlib.pots import Half  # noqa: E402
from studlib.practice import Ask, Offer  # noqa: E402
from studlib.cards import parse_cards  # noqa: E402
from studlib.table_view import action_label  # noqa: E402
from studlib.widgets import PracticeTable  # noqa: E402
from studlib.widgets import text as T  # noqa: E402

sys.path.insert(0, str(Path(__file__).parent))
from events_helpers import events_of, line_for, the_event  # noqa: E402

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def _labels(table: PracticeTable) -> list[str]:
    return [b.description for b in table.action_buttons]


def shown_pots(table: PracticeTable) -> str:
    """The line that lists the hand's pots, each with its amount and the seats that play for it."""
    return TV.POTS.format(pots=LIST_SEPARATOR.join(pot_words(table.hand.pots, table.hand.structure.money)))


def _passive_index(table: PracticeTable) -> int:
    kinds = [a.kind for a in table.legal_actions]
    for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN):
        if kind in kinds:
            return kinds.index(kind)
    raise AssertionError(kinds)


def test_deal_4711_the_learner_brings_in_and_the_buttons_say_how_much_STUD_3_1_GEN_3_3():
    table = PracticeTable(players=5, seed=4711)
    assert table.hand.to_act == 0 == table.hand.bring_in_seat  # 5h ties 5s, hearts pay (GEN-3.1)
    v = table.view_model()
    # the buttons offer the bring-in and the completion, with their chips (the words: test_widget_sentences.py)
    assert [offer for offer, _, _ in v.options] == [Offer(ActionKind.BRING_IN, 50, False),
                                                    Offer(ActionKind.COMPLETE, 200, False)]
    assert _labels(table) == [words for _, _, words in v.options]
    you, bot = v.seats[0], v.seats[1]
    assert (you.you, you.down, you.up, you.to_act) == (True, tuple(parse_cards("2c 8c")), tuple(parse_cards("5h")),
                                                       True)
    assert (bot.you, bot.down, bot.up, bot.to_act) == (False, (None, None), tuple(parse_cards("5s")), False)
    assert you.marks == (TV.MARK_TO_ACT,) and TV.MARK_TO_ACT in table.text().splitlines()[1]
    assert v.status == TV.YOUR_TURN.format(options=table.hand.options_text()) and v.status in table.text()


def test_buttons_match_the_legal_actions_with_money_labels_at_every_decision():
    for seed in range(20):
        table = PracticeTable(game=(STUD, STUD8, RAZZ)[seed % 3], players=4, seat=seed % 4, seed=seed)
        while not table.hand.is_over:
            legal = table.hand.legal_actions()
            assert table.legal_actions == legal
            assert _labels(table) == [action_label(a, table.hand.structure) for a in legal]
            for label, a in zip(_labels(table), legal):
                if a.kind in (ActionKind.FOLD, ActionKind.CHECK):
                    assert label == a.kind.value.capitalize()
                else:
                    assert table.hand.structure.money(a.adds if a.kind in (ActionKind.CALL, ActionKind.BRING_IN)
                                                      else a.amount) in label
            table.action_buttons[_passive_index(table)].click()


def test_the_open_pair_shows_both_fourth_street_sizes_as_buttons_STUD_6_1():
    # Seats: 1 = As Kc 9s then 9d, 2 = 2d 3d 8h then 7c, 3 = Qh 4c Ts then 6h; 2c is the burn.
    deck = "As 2d Qh  Kc 3d 4c  9s 8h Ts  2c  9d 7c 6h"  # live dealing order (GEN-1.1)
    table = PracticeTable(players=3, seat=0, deck=deck, stacks=20_000)
    while table.hand.street == 3:
        table.act(table.legal_actions[_passive_index(table)].kind)
    assert table.hand.double_bet_allowed and table.hand.to_act == 0  # the open nines act first
    assert _labels(table) == ["Fold", "Check", "Bet $2", "Bet $4"]


def test_clicking_plays_the_learner_then_bots_act_until_the_learners_turn():
    table = PracticeTable(players=6, seat=3, seed=99)
    start = len(table.hand.log)
    assert table.hand.to_act == 3 or table.hand.is_over
    table.action_buttons[_passive_index(table)].click()
    assert len(table.hand.log) > start
    assert table.hand.to_act in (3, None)
    assert any(m.seat == 3 for m in table.moves)


def test_a_full_hand_reaches_the_dealers_showdown_explanation_GEN_8_1_GEN_10_1():
    table = PracticeTable(players=5, seed=4711)
    while not table.hand.is_over:
        table.action_buttons[_passive_index(table)].click()
    text, hand, v = table.text(), table.hand, table.view_model()
    assert hand.showdown_order and v.explains_head == TV.DEALER_EXPLAINS
    # the dealer explains from the events: who shows first and why, every hand shown, the pots won
    first = the_event(hand, ev.ShowsFirst)
    assert first.seat == hand.showdown_order[0] and {"GEN-8.1", "GEN-8.2"} & set(first.rules)
    shown = events_of(hand, ev.HandShown)
    assert [e.seat for e in shown] == list(hand.showdown_order)
    for e in [first, *shown, *events_of(hand, ev.PotAwarded)]:
        assert str(line_for(hand, e)) in v.explains
    assert v.explains[-1] == net_result(hand.structure.money, hand.payoffs, table.seat)
    assert all(line in text for line in v.explains)
    # At showdown the bots' down cards of players who showed are face up.
    shown = table.hand.showdown_order[0]
    row = text.splitlines()[1 + shown]
    assert "??" not in row


def test_stud8_showdown_names_both_halves_HILO_10_1():
    found = False
    for seed in range(40):
        table = PracticeTable(game=STUD8, players=6, seed=seed)
        while not table.hand.is_over:
            table.action_buttons[_passive_index(table)].click()
        if any(a.half == "low" for a in table.hand.awards):
            awarded = [e for e in events_of(table.hand, ev.PotAwarded) if e.hi_lo]
            halves = {a.half for e in awarded for a in e.awards}
            assert {Half.HIGH, Half.LOW} <= halves and all("HILO-10.1" in e.rules for e in awarded)
            assert all(str(line_for(table.hand, e)) in table.view_model().explains for e in awarded)
            found = True
            break
    assert found


def test_learner_folds_and_the_bots_play_the_hand_out():
    for seed in range(30):
        table = PracticeTable(players=6, seed=seed)
        kinds = [a.kind for a in table.legal_actions]
        if ActionKind.FOLD in kinds:
            table.action_buttons[kinds.index(ActionKind.FOLD)].click()
            assert table.hand.is_over
            assert sum(table.hand.payoffs) == 0
            return
    pytest.fail("no deal offered the learner a fold")


def test_same_deal_number_gives_the_same_hand_and_next_deal_another():
    a = PracticeTable(game=RAZZ, players=7, seat=2, seed=321)
    b = PracticeTable(game=RAZZ, players=7, seat=2, seed=321)
    assert a.text() == b.text()
    while not a.hand.is_over:
        i = _passive_index(a)
        a.action_buttons[i].click()
        b.action_buttons[i].click()
    assert a.text() == b.text() and a.hand.payoffs == b.hand.payoffs
    a.next_deal_button.click()
    assert a.seed == 322 and a.deal_box.value == "322"
    a.deal_box.value = "321"                      # typing the number deals it again
    c = PracticeTable(game=RAZZ, players=7, seat=2, seed=321)
    assert a.seed == 321 and a.text() == c.text()
    if a.legal_actions:
        a.action_buttons[0].click()
    a.again_button.click()                       # "Deal again": the same deal from the start
    assert a.notice == TV.TABLE_DEALT_AGAIN.format(seed=321)   # and the press says what it did
    assert a.text().replace(a.notice + "\n", "") == c.text()
    a.again_button.click()                       # pressed again: the table looks the same, the count moves
    assert a.notice == TV.TABLE_DEALT_AGAIN_MORE.format(seed=321, times=2)


def test_an_illegal_act_raises_and_leaves_the_table_unchanged_GEN_3_2():
    table = PracticeTable(players=5, seed=4711)
    before = table.text()
    with pytest.raises(IllegalAction) as refused:
        table.act("raise")
    assert (refused.value.kind, refused.value.reason) == (ActionKind.RAISE, Refusal.BRING_IN_FIRST)
    with pytest.raises(IllegalAction):
        table.act("complete", 400)
    assert table.text() == before
    table.act("bring_in")
    while not table.hand.is_over:
        table.act(table.legal_actions[_passive_index(table)].kind)
    over = table.text()
    with pytest.raises(IllegalAction, match="not your turn"):
        table.act("check")
    assert table.text() == over


def test_the_table_reads_a_word_as_the_edition_types_it_GEN_3_2():
    """The practice table is where a player types: « bring-in » and « suivre » in French are read
    there (studlib.typed), before the engine, which takes only ActionKinds."""
    import studlib
    with studlib.language("fr"):
        table = PracticeTable(players=5, seed=4711)
        assert table.act(" Bring-in ").kind is ActionKind.BRING_IN
        before = table.text()
        with pytest.raises(IllegalAction):
            table.act("checker")
        assert table.text() == before


def test_a_stale_button_click_shows_the_reason_and_changes_nothing_GEN_3_2():
    table = PracticeTable(players=5, seed=4711)
    stale = table.action_buttons[0]              # "Bring in $0.50"
    table.act("bring_in")
    assert table.hand.to_act == 0                # Seat 4 completed, Seat 5 raised: Seat 1 again
    log = [str(line) for line in table.hand.log]
    stale.click()
    assert [str(line) for line in table.hand.log] == log
    refusal = table.session.problem
    assert isinstance(refusal, IllegalAction) and (refusal.seat, refusal.kind) == (0, ActionKind.BRING_IN)
    assert refusal.reason is Refusal.BRING_IN_ONCE   # the bring-in was posted already
    assert table.message == str(refusal) and table.message in table.text()


def test_a_stacked_deck_scenario_is_dealt_as_given():
    deck = "Ah 2c 3d Kh 4c 5d Qs Js 9s"   # down, down, door for Seats 1-3 (live order)
    table = PracticeTable(players=3, seat=1, deck=deck)
    assert [str(c) for c in table.hand.down_cards(1)] == ["2c", "4c"]
    assert [str(c) for c in table.hand.up_cards(1)] == ["Js"]
    assert table.hand.bring_in_seat == 2  # 9s is the lowest door card (STUD-3.1)
    assert table.session.deck is not None and table.view_model().title.endswith(TV.TABLE_SCENARIO)
    table.restart()
    assert [str(c) for c in table.hand.down_cards(1)] == ["2c", "4c"]
    table.new_deal(5)
    assert table.session.deck is None and TV.TABLE_SCENARIO not in table.text()


def test_game_preset_players_and_seat_controls_deal_again_RAZZ_3_1_T_6():
    table = PracticeTable(players=5, seed=4711)
    table.game_menu.value = "razz"
    assert table.hand.game is RAZZ and table.hand.bring_in_seat == 4  # the 7s (RAZZ-3.1)
    table.preset_menu.value = "tournament"
    assert table.hand.rules == Rules.tournament()
    assert TV.PRESET_NAMES["tournament"] in table.view_model().title == table.text().splitlines()[0]
    table.players_box.value = 8
    assert table.hand.n_seats == 8 and len(table.seat_menu.options) == 8
    table.seat_menu.value = 7
    assert table.seat == 7 and [s.you for s in table.view_model().seats] == [False] * 7 + [True]
    table.players_box.value = 3
    assert table.seat == 2 and table.hand.n_seats == 3


def test_bad_arguments_are_refused_with_what_is_allowed():
    with pytest.raises(ValueError, match="2 to 8"):
        PracticeTable(players=9)
    with pytest.raises(ValueError, match="seats are numbered 0 to 4"):
        PracticeTable(players=5, seat=5)
    with pytest.raises(ValueError, match="stacks"):
        PracticeTable(players=3, stacks=[100, 200])
    with pytest.raises(ValueError, match="bot style"):
        PracticeTable(bot_style="wild")
    with pytest.raises(ValueError, match="deal number"):
        PracticeTable(seed=-1)


def test_display_bundle_has_the_live_view_deterministic_text_and_an_accessible_snapshot():
    table = PracticeTable(players=4, seed=7)
    bundle = table._repr_mimebundle_()
    assert WIDGET_VIEW in bundle and bundle["text/plain"] == table.text()
    snap = bundle["text/html"]
    down = table.hand.down_cards(table.seat)[0]
    assert 'role="img"' in snap and f'aria-label="{FACE_DOWN}"' in snap
    assert f'aria-label="{DEALT_DOWN.format(name=down.name)}"' in snap   # your own down cards, named
    assert T.NO_KERNEL_NOTE in snap and "GEN-1.1" in snap


def test_side_pots_are_shown_when_a_short_stack_is_all_in_GEN_10_4():
    for seed in range(40):
        table = PracticeTable(players=4, seed=seed, stacks=[300, 20_000, 20_000, 20_000])
        while not table.hand.is_over:
            table.action_buttons[_passive_index(table)].click()
        if len(table.hand.pots) > 1:
            # each pot with its amount and seats: the main pot, then the side pots (GEN-10.4)
            assert table.view_model().pots == (shown_pots(table),) and shown_pots(table) in table.text()
            return
    pytest.fail("no side pot in 40 deals")


def test_fifty_complete_hands_through_the_widget_with_a_learner_choosing_at_random():
    pick = random.Random(5)
    for deal in range(50):
        game = (STUD, STUD8, RAZZ)[deal % 3]
        preset = ("online", "cardroom", "tournament")[deal % 3]
        table = PracticeTable(game=game, players=2 + deal % 7, seat=deal % 2, seed=deal, rules=preset,
                              stacks=[pick.choice([200, 1_000, 20_000]) for _ in range(2 + deal % 7)])
        for _ in range(200):
            if table.hand.is_over:
                break
            button = pick.choice(table.action_buttons)
            button.click()
            if table.message:   # only the GEN-13.1 question may stop a press, and it asks first
                assert table.message == TV.FOLD_FREE_QUESTION and button.description == TV.FOLD_FREE_YES
        assert table.hand.is_over
        assert sum(table.hand.payoffs) == 0
        assert TV.DEALER_EXPLAINS_FOLD.rstrip(":") in table.text()


def test_unmatched_bets_are_not_shown_as_side_pots_GEN_10_4():
    table = PracticeTable(players=5, seed=4711)
    table.act("bring_in")            # Seat 4 completes, Seat 5 raises: bets differ, nobody all in
    assert not any(table.hand.all_in(s) for s in range(5)) and table.hand.pot == 950
    assert table.view_model().pots == (TV.POT.format(amount="$9.50"),)   # one pot, not side pots


def test_one_pot_at_the_end_reads_pot_with_its_seats_in_both_languages():
    """Issue 33 item 9: 'Pot: $70 (Seats 1, 3 and 4)', not 'Pots: pot $70 (...)'."""
    from studlib.i18n import language
    from studlib.table_view import pot_lines
    table = PracticeTable(players=4, seed=4711)
    while not table.hand.is_over:
        table.action_buttons[_passive_index(table)].click()
    (pot,) = table.hand.pots
    seats = " and ".join(", ".join(f"{s + 1}" for s in pot.eligible).rsplit(", ", 1))
    assert pot_lines(table.hand) == [f"Pot: {table.hand.structure.money(pot.amount)} (Seat{'s' * (len(pot.eligible) > 1)} {seats})"]
    with language("fr"):
        (line,) = pot_lines(table.hand)
    assert line.startswith("Pot\u00a0: ") and "siège" in line and "Pots" not in line, line


def test_side_pots_from_an_earlier_all_in_are_shown_while_betting_GEN_10_4():
    for seed in range(60):
        table = PracticeTable(players=4, seed=seed, stacks=[20_000, 150, 20_000, 20_000])
        while not table.hand.is_over and not table.hand.all_in(1):
            table.action_buttons[_passive_index(table)].click()
        if table.hand.all_in(1) and not table.hand.is_over and table.hand.bet_this_street(1) == 0:
            # the pots so far: the main pot Seat 2 plays for, a side pot without it (Seat 2 is all in)
            main, side = table.hand.pots[:2]
            assert 1 in main.eligible and 1 not in side.eligible
            pots = table.view_model().pots   # the chips in play, then each pot
            assert pots == (TV.POT.format(amount=table.hand.structure.money(table.hand.pot)), shown_pots(table))
            assert shown_pots(table) in table.board().splitlines()
            return
    pytest.fail("Seat 2 was never all in before a later street")


def test_a_tie_is_explained_with_the_odd_chip_GEN_10_2_GEN_10_3_T_5():
    """Seats 1 and 2 make the same ace-high straight in a $49 pot of $1 chips."""
    seats = ["Ah Kh Qh Jd Tc 2c 3d", "As Ks Qs Jc Th 4d 5c", "9c 8d 2s 7h 6s 3c 4h"]
    cards = [s.split() for s in seats]
    burns = ["2h", "3h", "4s", "5d"]
    deck = [cards[i][k] for k in range(3) for i in range(3)]
    for k in range(3, 7):
        deck += [burns[k - 3]] + [cards[i][k] for i in range(3)]
    dollars = Structure(ante=1, bring_in=2, small_bet=4, big_bet=8, decimals=0)
    table = PracticeTable(STUD, players=3, seat=0, deck=" ".join(deck), structure=dollars, stacks=500)
    while not table.hand.is_over:
        table.action_buttons[_passive_index(table)].click()
    pot = sum(p.amount for p in table.hand.pots)
    assert pot % 2 == 1
    (awarded,) = events_of(table.hand, ev.PotAwarded)
    # Seats 1 and 2 split it; the odd chip goes to Seat 1, the first left of the dealer (GEN-10.3, T-5)
    assert [(a.seat, a.amount, a.split_ways, a.odd_chips) for a in awarded.awards] == [
        (0, pot // 2 + 1, 2, 1), (1, pot // 2, 2, 0)]
    assert {"GEN-10.2", "GEN-10.3", "T-5"} <= set(awarded.rules)
    assert str(line_for(table.hand, awarded)) in table.explanation()
    assert table.hand.payoffs[2] < 0 and table.explanation()[-1] == net_result(
        table.hand.structure.money, table.hand.payoffs, 0)
    assert "$-" not in table.explanation()[-1]   # a loss reads -$n


def test_a_button_stays_the_same_widget_while_its_label_and_place_stay():
    """Keyboard focus lives on a browser element: a button keeps its widget (and element) while
    its place and label stay, and a kept button still does what its label says now."""
    kept = 0
    for seed in range(6):
        table = PracticeTable(game=(STUD, STUD8, RAZZ)[seed % 3], players=4, seat=seed % 4, seed=seed)
        while not table.hand.is_over:
            before = list(zip(_labels(table), table.action_buttons))
            table.action_buttons[_passive_index(table)].click()
            for (label, button), now in zip(before, table.action_buttons):
                if now.description == label:
                    kept += now is button
                    assert now is button
            assert _labels(table) == [action_label(a, table.hand.structure) for a in table.legal_actions]
    assert kept  # the check above ran on real kept buttons ("Fold", "Check", "Call $2"...)


def test_a_share_code_opens_the_same_stacked_deal_at_the_table_STUD_3_1_GEN_3_1():
    """A teacher's code deals the chosen cards at the table; the tie for the bring-in among
    the three deuces goes to the lowest suit, the 2 of clubs (STUD-3.1, GEN-3.1)."""
    from studlib.scenario import Scenario

    scenario = Scenario("stud", 4, {0: "? ? 2h", 2: "? ? 2c", 3: "? ? 2s"}, seed=11)
    table = PracticeTable.from_scenario(scenario.code(), seat=1)
    assert table.hand.bring_in_seat == 2
    for seat in range(4):
        assert table.hand.cards(seat) == scenario.hand().cards(seat)
    code = scenario.code()
    mistyped = code[:-1] + ("1" if code[-1] == "0" else "0")
    with pytest.raises(ValueError, match="code"):
        PracticeTable.from_scenario(mistyped)


def test_fold_with_a_free_check_asks_first_then_folds_GEN_13_1():
    """GEN-13.1: the fold is allowed, but the practice table asks before giving a hand away."""
    deck = "As 2d Qh  Kc 3d 4c  9s 8h Ts  2c  9d 7c 6h"
    table = PracticeTable(players=3, seat=0, deck=deck, stacks=20_000)
    while table.hand.street == 3:
        table.act(table.legal_actions[_passive_index(table)].kind)
    before = len(table.hand.log)
    fold = table.action_buttons[0]
    fold.click()                                          # "Fold" with a free check
    assert not table.hand.folded(0) and len(table.hand.log) == before
    assert table.action_buttons[0] is fold                # the same button: keyboard focus stays
    assert table.session.problem is Ask.FOLD_WHEN_CHECK_FREE and table.view_model().message == TV.FOLD_FREE_QUESTION
    assert _labels(table)[0] == TV.FOLD_FREE_YES          # its golden words: test_widget_sentences.py
    table.action_buttons[0].click()
    assert table.hand.folded(0)
    assert [e.seat for e in table.hand.events if isinstance(e, ev.FoldedWhenCheckFree)] == [0]


def test_asking_about_a_free_fold_is_dropped_by_another_action_GEN_13_1():
    deck = "As 2d Qh  Kc 3d 4c  9s 8h Ts  2c  9d 7c 6h"
    table = PracticeTable(players=3, seat=0, deck=deck, stacks=20_000)
    while table.hand.street == 3:
        table.act(table.legal_actions[_passive_index(table)].kind)
    table.action_buttons[0].click()
    table.action_buttons[_passive_index(table)].click()   # Check instead
    assert not table.hand.folded(0) and table.session.problem is None and table.view_model().message == ""


def test_after_any_action_focus_goes_to_a_safe_place_never_to_fold(monkeypatch):
    """Keyboard: after Enter on "Call" focus must not land on "Fold", where a second Enter would
    give the hand away; it goes to the button in the pressed one's place, or to Next deal."""
    import ipywidgets as widgets

    focused = []
    monkeypatch.setattr(widgets.Button, "focus", lambda self: focused.append(self))
    checked = 0
    for seed in range(8):
        table = PracticeTable(game=(STUD, STUD8, RAZZ)[seed % 3], players=4, seat=seed % 4, seed=seed)
        while not table.hand.is_over and table.legal_actions:
            place = _passive_index(table)
            table.action_buttons[place].click()
            target = focused[-1]
            if table.legal_actions:
                kinds = dict(zip(table.action_buttons, (a.kind for a in table.legal_actions)))
                assert target in kinds, "focus left the table's buttons"
                assert kinds[target] is not ActionKind.FOLD, _labels(table)
                checked += ActionKind.FOLD in kinds.values()
            else:
                assert target is table.next_deal_button
    assert checked  # some turns offered Fold, and focus still went elsewhere
