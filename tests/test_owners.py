"""One owner for each rule and each sentence (issue 21, item 5).

Each rule is worked out in one place and each kind of words written in one place; everything
else asks that owner. These tests fail when a second copy appears, or when a consumer stops
asking the owner (they swap the owner's answer and check the consumer follows).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import studlib
from studlib import explain, games
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

    line = explain.options_reason(money, "open", 4, 200, 400, game=STUD)
    assert "small bet, $2" in line.text
    monkeypatch.setattr(Game, "bet_is_big", big_from_fourth)
    line = explain.options_reason(money, "open", 4, 200, 400, game=STUD)
    assert asked == [4] and "big bet, $4" in line.text


def test_only_games_counts_the_ace_as_one_RAZZ_9_1_HILO_9_1():
    """games.low_rank is the one place that turns the ace (14) into 1 for a low."""
    pattern = re.compile(r"1 if [\w.]*rank[\w.]* == (14|Rank\.ACE)|== 14 else|Rank\.ACE else 1")
    found = [(name, m.group(0)) for name, code in _sources("games.py").items() for m in pattern.finditer(code)]
    assert found == []
    assert [games.low_rank(r) for r in (14, 2, 8, 13)] == [1, 2, 8, 13]
