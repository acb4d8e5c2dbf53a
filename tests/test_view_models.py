"""The views' engine side, without ipywidgets (issue 28): the practice table's view model
(studlib.table_view), a replayed hand (studlib.replaying), the markup helpers (studlib.card_markup),
saved hand files (studlib.hand_files), the weak-rules pick (studlib.weak_rules) and the odds table's,
rules picker's, scenario builder's and three games' view models (studlib.odds_view, rules_view,
builder_view, three_games_view). Asserts on data: view-model fields, sources, positions; one golden
line per language for the renderers."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import studlib
from studlib import RAZZ, STUD, Hand, parse_cards, phh
from studlib import builder_view as builder_words, table_view as table_words, three_games_view as three_words
from studlib.builder_view import builder_view
from studlib.card_markup import SeatView, read_cards, seat_view_text
from studlib.hand_files import free_name, save_hand
from studlib.odds_position import OddsPosition
from studlib.odds_view import odds_text, odds_view
from studlib.practice import Ask, Offer, PracticeSession
from studlib.progress import Progress
from studlib.replaying import ReplayedHand, SourceKind, open_source
from studlib.rules_view import rules_text, rules_view
from studlib.scenario import Scenario
from studlib.scenario_draft import ScenarioDraft
from studlib.table_view import table_view
from studlib.three_deals import ThreeDeals
from studlib.three_games_view import three_games_view
from studlib.weak_rules import DRILLED, next_pick, weak_targets

HAND_9 = Path(__file__).parent / "data" / "wsop-2023-43" / "9.phh"


def test_the_views_engine_side_loads_no_widgets():
    code = ("import json, sys\nimport studlib.card_markup, studlib.table_view, studlib.replaying, "
            "studlib.hand_files, studlib.weak_rules, studlib.odds_view, studlib.rules_view, studlib.builder_view, "
            "studlib.three_games_view\n"
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('ipywidgets', 'studlib.widgets')))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == []


def test_the_table_view_shows_the_learner_only_their_own_down_cards_and_their_buttons():
    session = PracticeSession(game=STUD, players=4, seat=1, seed=4711)
    view = table_view(session)
    assert [s.you for s in view.seats] == [False, True, False, False]
    assert view.seats[1].down == tuple(session.hand.down_cards(1))
    assert all(s.down == (None, None) for i, s in enumerate(view.seats) if i != 1)
    assert [offer for offer, _action, _words in view.options] == [Offer.of(a) for a in session.legal_actions]
    assert view.seats[session.hand.to_act].to_act and view.explains == ()


def test_the_table_view_asks_before_a_fold_that_gives_up_a_free_check_GEN_13_1():
    session = PracticeSession(players=3, seat=0, deck="As 2d Qh  Kc 3d 4c  9s 8h Ts  2c  9d 7c 6h", stacks=20_000)
    while session.hand.street == 3:
        session.act(session.hand.passive_action().kind)
    fold = next(a for a in session.legal_actions if a.kind.value == "fold")
    assert session.press(fold) is None and session.problem is Ask.FOLD_WHEN_CHECK_FREE
    with studlib.language("en"):
        words = dict((o.kind.value, w) for o, _a, w in table_view(session).options)
    assert words["fold"] == table_words.FOLD_FREE_YES   # the words: tests/test_widget_sentences.py


def test_a_seat_line_in_each_language():
    seat = SeatView(2, True, False, True, tuple(read_cards("3d Jh")), tuple(parse_cards("Ac")), "$399.60", "$1",
                    ("◀ to act",))
    with studlib.language("en"):
        assert seat_view_text(seat) == "Seat 3 (you): down 3d Jh | up Ac  stack $399.60  bet $1  ◀ to act"
    with studlib.language("fr"):
        assert seat_view_text(seat).startswith("Siège 3 (vous)\u00a0: cachées 3♦ V♥ | visibles A♣  tapis ")
    named = SeatView(0, None, True, False, (None, None), (), "4,750,000", "", (), "Kristopher Tong")
    with studlib.language("en"):
        assert seat_view_text(named) == "Seat 1 (Kristopher Tong): folded  stack 4,750,000"


def test_open_source_says_where_a_hand_came_from_as_data(tmp_path, monkeypatch):
    opened = open_source(str(HAND_9))
    assert opened.kind is SourceKind.FILE and opened.label == "9.phh" and opened.hand_number == 9
    hand = Hand(STUD, [1000] * 3, seed=5)
    hand.auto_play()
    assert (open_source(hand).kind, open_source(hand).label) == (SourceKind.HAND, "5")
    code = Scenario("stud", 4, {0: "? ? 2h"}, seed=7).code()
    assert open_source(code).kind is SourceKind.SCENARIO and open_source(code).record.decisions > 0
    monkeypatch.chdir(tmp_path)
    for bad in ("", "nothing.phh", 42):
        with pytest.raises(ValueError):
            open_source(bad)


def test_a_replayed_hand_steps_by_street():
    replayed = ReplayedHand(open_source(HAND_9))
    assert replayed.steps == phh.load(HAND_9).decisions == 16
    fourth = replayed.next_street(0)
    assert replayed.street_at(fourth) == 4 and replayed.street_at(fourth - 1) == 3
    assert replayed.street_start(fourth) == 0 and replayed.street_start(fourth + 1) == fourth
    assert replayed.next_street(replayed.steps) == replayed.steps
    said = [line for k in range(replayed.steps + 1) for line in replayed.new_lines(k)]
    assert said == list(replayed.hand_at(replayed.steps).log)


def test_a_saved_hand_never_overwrites_one_already_there(tmp_path):
    first = save_hand(tmp_path / "hands", "stud-deal-1", "x = 1\n")
    second = save_hand(tmp_path / "hands", "stud-deal-1", "x = 2\n")
    assert (first.name, second.name) == ("stud-deal-1.phh", "stud-deal-1-2.phh")
    assert first.read_text() == "x = 1\n" and free_name(tmp_path / "hands", "stud-deal-1").name == "stud-deal-1-3.phh"


def test_the_weak_rules_pick_aims_at_a_missed_rule_and_is_seeded():
    progress = Progress.in_memory()
    progress.record(["GEN-3.2"], False)
    assert weak_targets(progress) == ["GEN-3.2"] and "GEN-3.2" in DRILLED
    picks = [next_pick(progress, seed=7, number=n) for n in range(1, 9)]
    assert [p.question.seed for p in picks] == [next_pick(progress, 7, n).question.seed for n in range(1, 9)]
    aimed = [p for p in picks if p.rule is not None]
    assert aimed and all(p.rule == "GEN-3.2" and "GEN-3.2" in p.question.rules for p in aimed)


def test_the_odds_view_counts_each_seat_and_names_the_dead_cards():
    view = odds_view(OddsPosition(RAZZ, ["As 2d 3c 4h 5s", "?? ?? 6h 7h 8h"], "9c"))
    assert [r.seat for r in view.rows] == [0, 1] and view.rows[1].cards[:2] == (None, None)
    assert view.dead == tuple(parse_cards("9c")) and sum(r.numbers[0] for r in view.rows) == pytest.approx(1)
    assert "Dead cards: 9♣" in odds_text(view).splitlines()   # golden
    with studlib.language("fr"):
        french = odds_text(odds_view(OddsPosition(RAZZ, ["As 2d", "Kc Kd"], "9c")))
        assert "Cartes mortes\u00a0: 9♣" in french.splitlines()


def test_the_rules_view_marks_what_differs_from_online():
    assert [r.key for r in rules_view("cardroom").rows if r.differs] == ["T-4", "T-5", "T-7", "T-8"]
    assert not any(r.differs for r in rules_view("online").rows)
    assert rules_text(rules_view("cardroom")).splitlines()[0] == "Table rules: cardroom"   # golden
    with studlib.language("fr"):
        assert rules_text(rules_view("cardroom")).splitlines()[0] == "Règles de la table\u00a0: salle de jeu"


def test_the_builder_view_shows_the_code_and_the_opened_deal():
    draft = ScenarioDraft()
    draft.set_seat(0, "? ? Kh")
    code = draft.make_code()
    draft.open()
    view = builder_view(draft)
    assert not view.wrong and code in view.code and view.deal.caption == builder_words.BUILDER_THIRD
    hand = draft.scenario.hand()
    assert {r.seat: r.marker for r in view.deal.rows if r.marker} == {hand.bring_in_seat: table_words.MARK_BRINGS_IN}
    assert view.deal.rows[0].up == tuple(parse_cards("Kh"))


def test_the_three_games_view_has_a_column_per_game_with_its_summaries():
    deals = ThreeDeals()
    deals.play_out()
    view = three_games_view(deals, reveal=True)
    assert [g.name for g in view.games] == [hand.game.name for hand in deals.hands.values()]
    assert all(g.sections[0][0] == three_words.BRING_IN_HEAD for g in view.games)
    assert view.title == "One deal, three games: deal #4711, 5 players, all three hands are over"   # golden
    with studlib.language("fr"):
        assert three_games_view(deals, reveal=True).title.startswith("Une donne, trois jeux")
