"""One owner for each rule and each sentence (issue 21, item 5).

Each rule is worked out in one place and each kind of words written in one place; everything
else asks that owner. These tests fail when a second copy appears, or when a consumer stops
asking the owner (they swap the owner's answer and check the consumer follows).
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

import studlib
from studlib import explain, games, i18n
from studlib.games import STUD, Game
from studlib.rules import Structure

PACKAGE = Path(__file__).resolve().parent.parent / "studlib"


def _sources(skip: str) -> dict[str, str]:
    """The code of every studlib module but `skip` (relative path), comments left out."""
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if "locale" in path.parts or name == skip:
            continue
        out[name] = "\n".join(line.split("#", 1)[0] for line in path.read_text(encoding="utf-8").splitlines())
    return out


# --- the rules ---------------------------------------------------------------------------

def test_only_games_says_which_streets_bet_big_GEN_7_1():
    """'street >= 5' is Game.bet_is_big's to say; nobody else compares a street with 5."""
    found = [(name, m.group(0)) for name, code in _sources("games.py").items()
             for m in re.finditer(r"street\s*(>=\s*5|>\s*4|<\s*5|<=\s*4)\b", code)]
    assert found == []


def test_the_reason_for_options_asks_game_bet_is_big(monkeypatch):
    """The options drill's reason names the big bet exactly where Game.bet_is_big says so."""
    money = Structure().money
    asked = []

    def big_from_fourth(self, street):
        asked.append(street)
        return street >= 4

    line = explain.options_reason(money, explain.OptionsCase.OPEN, 4, 200, 400, game=STUD)
    assert "small bet, $2" in line.text
    monkeypatch.setattr(Game, "bet_is_big", big_from_fourth)
    line = explain.options_reason(money, explain.OptionsCase.OPEN, 4, 200, 400, game=STUD)
    assert asked == [4] and "big bet, $4" in line.text


def test_only_games_counts_the_ace_as_one_RAZZ_9_1_HILO_9_1():
    """games.low_rank is the one place that turns the ace (14) into 1 for a low."""
    pattern = re.compile(r"1 if [\w.]*rank[\w.]* == (14|Rank\.ACE)|== 14 else|Rank\.ACE else 1")
    found = [(name, m.group(0)) for name, code in _sources("games.py").items() for m in pattern.finditer(code)]
    assert found == []
    assert [games.low_rank(r) for r in (14, 2, 8, 13)] == [1, 2, 8, 13]


# --- an action in words ------------------------------------------------------------------

def _every_kind_of_action() -> list:
    """Hands of the three games played until every kind of action has been taken, all in too."""
    from studlib import RAZZ, STUD8, Hand
    from studlib.events import Acted, BroughtIn, Completed
    seen = {}
    for game in (STUD, STUD8, RAZZ):
        for seed in range(40):
            hand = Hand(game, [900, 160, 1_000, 340, 1_000], seed=seed)
            turn = 0
            while not hand.is_over:
                legal = hand.legal_actions()
                hand.act(legal[(seed + turn) % len(legal)].kind, legal[(seed + turn) % len(legal)].amount)
                turn += 1
            for e in hand.events:
                if isinstance(e, (Acted, BroughtIn, Completed)) and not getattr(e, "short_of", 0):
                    seen.setdefault((e.action.kind, e.action.all_in), (hand, e))
    return list(seen.values())


ACTIONS = _every_kind_of_action()


def test_the_actions_seen_cover_every_kind_and_all_ins():
    kinds = {(e.action.kind.value, e.action.all_in) for _hand, e in ACTIONS}
    assert {k for k, _all_in in kinds} == set(i18n.constants(explain)["ACTION_WORDS"])
    assert {("call", True), ("raise", True)} <= kinds


@pytest.mark.parametrize("code", ["en", "fr"])
def test_buttons_options_moves_and_log_word_an_action_from_one_table(code):
    """The button, the option a dealer lists, the summary's move, the log line and the error's verb
    for one action all come from explain.ACTION_WORDS, in English and in French."""
    from studlib.table_view import action_label
    with studlib.language(code):
        for hand, e in ACTIONS:
            action, money = e.action, hand.structure.money
            words = explain.ACTION_WORDS[action.kind.value]
            mark = explain.ALL_IN_MARK if action.all_in and action.kind.value not in ("check", "fold") else ""
            amount = money(action.chips_named)
            assert action_label(action, hand.structure) == words["button"].format(amount=amount) + mark
            assert action.describe(hand.structure) == words["option"].format(amount=amount) + mark
            seat = explain.Seat(e.seat)
            assert explain.move_words(money, e.seat, action) == words["move"].format(seat=seat, amount=amount) + mark
            said = words["said_all_in" if action.all_in else "said"].format(seat=seat, amount=amount)
            assert hand.log[hand.events.index(e)].text == said
            assert explain.action_verb(action.kind) == words["verb"]


def test_rewording_an_action_rewords_every_place_that_names_it(monkeypatch):
    """Change the table's words for a call: the button, the options, the log and the summary follow."""
    from studlib.table_view import action_label
    row = i18n.constants(explain)["ACTION_WORDS"]["call"]
    for form, words in (("verb", "CALLVERB"), ("option", "CALLOPT {amount}"), ("button", "CALLBTN {amount}"),
                        ("move", "{seat} CALLMOVE {amount}"), ("said", "{seat} CALLSAID {amount}."),
                        ("said_all_in", "{seat} CALLSAIDALL {amount}.")):
        monkeypatch.setitem(row, form, words)
    hand, e = next((h, e) for h, e in ACTIONS if e.action.kind.value == "call" and not e.action.all_in)
    amount = hand.structure.money(e.action.chips_named)
    assert action_label(e.action, hand.structure) == f"CALLBTN {amount}"
    assert e.action.describe(hand.structure) == f"CALLOPT {amount}"
    assert explain.move_words(hand.structure.money, e.seat, e.action) == f"Seat {e.seat + 1} CALLMOVE {amount}"
    # (hand.log keeps the lines it already wrote: render the event afresh, as a new read would)
    assert explain.log_line(e, hand.game, hand.structure.money).text == f"Seat {e.seat + 1} CALLSAID {amount}."
    from studlib import Hand, IllegalAction
    fresh = Hand(STUD, [1_000] * 3, seed=1)
    with pytest.raises(IllegalAction, match="cannot CALLVERB"):
        fresh.act("call")


# --- the reason for the legal options ----------------------------------------------------

def _random_states():
    """Every decision of seeded random hands with short stacks, each hand at each of its decisions."""
    import random

    from studlib import RAZZ, STUD8, Hand, Rules
    for game in (STUD, STUD8, RAZZ):
        for seed in range(60):
            rng = random.Random(seed)
            stacks = [rng.choice([60, 150, 230, 420, 2_000]) for _ in range(rng.randint(2, 6))]
            hand = Hand(game, stacks, rules=Rules.online() if seed % 2 else Rules.cardroom(), seed=seed)
            while not hand.is_over:
                yield hand
                legal = hand.legal_actions()
                pick = rng.choice(legal)
                hand.act(pick.kind, pick.amount)


def _short_all_in_raise():
    """Fourth street: a $2 bet, an all-in raise to $2.90, a call: the bettor may not raise (GEN-12.1)."""
    import sys
    sys.path.insert(0, str(Path(__file__).parent))
    from scenarios import deal, play
    hand = deal(STUD, {0: "? ? Ac Kd", 1: "? ? Qc Jd", 2: "? ? 2c 3d"}, stacks=[100_000, 40 + 50 + 290, 100_000])
    play(hand, "2 bring_in, 0 call, 1 call, 0 bet, 1 raise, 2 call")
    return hand


def test_one_rule_decides_whether_a_player_may_raise_GEN_4_1_GEN_12_1():
    """Hand.why_no_raise is None exactly when the options hold a bet, completion or raise; otherwise
    act() refuses one with that reason (as data: IllegalAction.reason), and the options drill
    explains that same reason."""
    from studlib.hand import IllegalAction, Refusal
    from studlib.drills import considered_actions, options_case
    from studlib.explain import OptionsCase
    seen = set()
    for hand in itertools.chain([_short_all_in_raise()], _random_states()):
        legal = hand.legal_actions()
        aggressive = [a for a in legal if a.kind.value in ("bet", "raise", "complete")]
        barred = hand.why_no_raise()
        assert (barred is None) == bool(aggressive), (hand.events[-1], legal, barred)
        if barred is None or hand.street == 3 and any(a.kind.value == "bring_in" for a in legal):
            continue
        seen.add(barred)
        kind = "raise" if hand.bet_this_street(hand.to_act) < max(
            hand.bet_this_street(s) for s in range(hand.n_seats)) else "bet"
        with pytest.raises(IllegalAction) as refused:
            hand.act(kind)
        assert refused.value.reason is barred, (barred, refused.value.reason)
        if not hand.check_is_free:   # the options drill asks only about a player facing a bet here
            assert options_case(hand, considered_actions(hand)) is OptionsCase.NO_RAISE
    assert seen == {Refusal.CAPPED, Refusal.ALL_IN_CALL, Refusal.NOBODY_TO_ANSWER, Refusal.NOT_REOPENED}


# --- numbers -----------------------------------------------------------------------------

def test_one_formatter_for_each_kind_of_number_in_each_language():
    """Counts, money and shares are written by studlib.i18n's owners, each the language's way; the
    odds text and the figures' labels write a share the same way."""
    from studlib import RAZZ, odds
    from studlib.i18n import format_amount, format_money, language, number, percent
    from studlib.plots.odds import _percent_label
    nnbsp, nbsp = "\u202f", "\u00a0"
    with language("en"):
        assert (format_amount(1_234_567), format_money(123_456), percent(0.1234), format(number(12_000), ","),
                _percent_label(0.1234)) == ("1,234,567", "$1,234.56", "12.3%", "12,000", "12.3%")
    with language("fr"):
        assert (format_amount(1_234_567), format_money(123_456), percent(0.1234), format(number(12_000), ","),
                _percent_label(0.1234)) == (f"1{nnbsp}234{nnbsp}567", f"1{nnbsp}234,56{nbsp}$", f"12,3{nbsp}%",
                                           f"12{nnbsp}000", f"12,3{nbsp}%")
        result = odds.equity(RAZZ, ["?? ?? 2c", "?? ?? Kd"], trials=300, seed=1)
        shares = [percent(p.share) for p in result.players]
        assert [line.rsplit(" ", 1)[-1] for line in str(result).splitlines()[1:]] == shares
    # Nobody else writes a percent sign or a digit mark by hand.
    found = [(name, m.group(0)) for name, code in _sources("i18n.py").items()
             for m in re.finditer(r'"\{number\}%"|pgettext\("(decimal mark|thousands separator)"', code)]
    assert found == []


def test_only_the_game_reads_an_open_pair_STUD_6_1():
    """Game.open_pair says whether a fourth-street board is a pair; the hand and the drills ask it."""
    pattern = re.compile(r"\[0\]\.rank\s*==\s*[^\n]*\[1\]\.rank")
    found = [(name, m.group(0)) for name, code in _sources("games.py").items() for m in pattern.finditer(code)]
    assert found == []
    from studlib.cards import parse_cards
    assert STUD.open_pair(parse_cards("7c 7d")) and not STUD.open_pair(parse_cards("7c 8d"))
    assert not STUD.open_pair(parse_cards("7c 7d 2s"))


# --- issue 28 item 4: one owner each for the table's plain facts ----------------------------------

def test_one_owner_for_deal_numbers_stacks_game_names_and_pot_labels():
    """The deal-number check is studlib.practice's, the default stack rules.default_stack's, a game's name is read by
    games.game_named only, the pot labels are explain's: no other module holds a copy."""
    copies = {
        "practice.py": [r"\bDEAL_TOP\s*=", r"deal number runs from"],
        "rules.py": [r"STACK_BIG_BETS\s*=", r"\*\s*[\w.()]*\bbig_bet\b", r"\bbig_bet\s*\*"],
        "games.py": [r"\.lower\(\)\s+in\s+GAMES\b", r"GAMES\.get\(", r"GAMES\[\s*\w+\.lower\(\)"],
        "explain.py": [r"[\"']the main pot[\"']", r"[\"']main pot[\"']", r"[\"']side pot \{"],
    }
    found = [(name, pattern) for owner, patterns in copies.items()
             for name, code in _sources(owner).items() for pattern in patterns if re.search(pattern, code)]
    assert found == []


def test_the_tables_ask_the_owner_for_the_default_stack(monkeypatch):
    """Change the owner's answer: the practice table, the mini-deal and ThreeGames all follow."""
    pytest.importorskip("ipywidgets")
    from studlib import rules
    from studlib.widgets import MiniDeal, PracticeTable, ThreeGames

    monkeypatch.setattr(rules, "STACK_BIG_BETS", 7)
    stack = 7 * Structure().big_bet
    assert list(PracticeTable(players=3).hand.starting_stacks) == [stack] * 3
    assert list(MiniDeal(players=3).hand.starting_stacks) == [stack] * 3
    assert ThreeGames(players=3).stacks == [stack] * 3


def test_each_decision_is_recorded_once_in_the_hands_events():
    """The bots' moves and the history are read from events.Acted: the same list, not a second record."""
    from studlib.bots import Move, play_bots, seated_bots
    from studlib.hand import Hand

    hand = Hand(STUD, [10_000] * 5, seed=21)
    moves = play_bots(hand, seated_bots(5))
    assert moves == [Move(*decision) for decision in hand.history] and hand.is_over
