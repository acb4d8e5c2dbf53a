"""Behaviour never depends on wording: the same deals under a pseudo catalog give the same drills,
hand histories, summaries and replays as in English (issue 21, item 3).

The pseudo catalog stands in for English itself (the drills are dealt in English, whose words
are their keys) and turns every message into nonsense: the letters of each word reversed, the
{fields} kept, as a translator's catalog would keep them. Any code that looks inside a sentence
("' shows ' in line.text", "line.text.startswith('Seventh street')") finds nothing there and
the result changes; code that reads the hand's events does not.
"""

from __future__ import annotations

import gettext
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from studlib import Hand, cards, hands, i18n, phh  # noqa: E402
from studlib.bots import Move  # noqa: E402
from studlib.drills import KINDS, games_for, make_question  # noqa: E402
from studlib.summary import result_lines, street_summaries, summary_lines  # noqa: E402
from scenarios import random_hands, refusals  # noqa: E402

FIELD = re.compile(r"(\{[^{}]*\})")


def pseudo(message: str) -> str:
    """Every word's letters reversed, every {field} (with its format spec) kept as it is."""
    return "".join(part if FIELD.fullmatch(part) else re.sub(r"[^\W\d_]+", lambda m: m.group()[::-1], part)
                   for part in FIELD.split(message))


class PseudoCatalog(gettext.NullTranslations):
    """A catalog in which every message, singular or plural, with or without context, is pseudo."""

    def gettext(self, message):
        return pseudo(message)

    def ngettext(self, singular, plural, n):
        return pseudo(singular if n == 1 else plural)

    def pgettext(self, context, message):
        return pseudo(message)

    def npgettext(self, context, singular, plural, n):
        return pseudo(singular if n == 1 else plural)


def _clear_language_caches() -> None:
    """The words read once per language code are read again (the pseudo catalog stands in for "en")."""
    cards._rank_words.cache_clear()
    cards._suit_words.cache_clear()
    hands._names.cache_clear()


def run_in(pseudo_english: bool, monkeypatch, what):
    """`what()` with English as it is, or with the pseudo catalog standing in for English."""
    if not pseudo_english:
        return what()
    with monkeypatch.context() as patch:
        patch.setitem(i18n._catalogs, "en", PseudoCatalog())
        _clear_language_caches()
        try:
            assert i18n._("Seat {number}") == "taeS {number}"   # the pseudo catalog is in force
            return what()
        finally:
            _clear_language_caches()


def test_the_pseudo_catalog_reverses_words_and_keeps_fields():
    assert pseudo("{seat} wins {share} ({amount}) with {hand}") == "{seat} sniw {share} ({amount}) htiw {hand}"
    assert pseudo("{seat:to}'s last {amount:.1%}.") == "{seat:to}'s tsal {amount:.1%}."


def _drills() -> list[tuple]:
    """What a drill is, whatever its words: every kind, every game it is asked in, many seeds."""
    out = []
    for kind in KINDS:
        for game in games_for(kind):
            for seed in range(12):
                q = make_question(kind, seed, game)
                out.append((kind, game.code, seed, q.options, q.answer, len(q.context), q.rules, q.mistakes,
                            q.hand.history if q.hand is not None else None))
    return out


def _hands_as_data() -> list[tuple]:
    """Each hand's history, PHH dump, summary shape and replay."""
    out = []
    for hand in random_hands(90):
        moves = [Move(street, seat, action) for street, seat, action in hand.history]
        summaries = street_summaries(hand, moves)
        text = phh.dumps(hand)
        replayed = phh.loads(text).replay()
        out.append((hand.history, text, hand.payoffs,
                    [(s.street, s.opener, s.why.rules if s.why else None, len(s.moves)) for s in summaries],
                    [line.rules for line in result_lines(hand)], len(summary_lines(hand, moves)),
                    [(type(e).__name__, e.rules) for e in hand.events], [line.rules for line in hand.log],
                    replayed.history, replayed.payoffs, [type(e).__name__ for e in replayed.events]))
    return out


def _refusals() -> list[tuple]:
    """At every decision of many hands, why each action that is not an option is refused: the
    answer of why_not and the reason the IllegalAction carries."""
    out = []

    def refuse_all(hand: Hand) -> None:
        for kind, reason, refused in refusals(hand):
            said = refused and (refused.seat, refused.kind, refused.reason)
            out.append((hand.to_act, kind, reason, said))

    for _hand in random_hands(30, before_each=refuse_all):
        pass
    return out


@pytest.mark.parametrize("build", [_drills, _hands_as_data, _refusals], ids=["drills", "hands", "refusals"])
def test_pseudo_language_changes_no_behaviour(build, monkeypatch):
    english = run_in(False, monkeypatch, build)
    nonsense = run_in(True, monkeypatch, build)
    assert len(english) == len(nonsense)
    for a, b in zip(english, nonsense):
        assert a == b


def test_the_pseudo_catalog_really_rewrote_the_log(monkeypatch):
    """The comparison above means something only if the sentences did change."""
    hand = next(random_hands(1))
    english = [str(line) for line in hand.log]
    fresh = next(random_hands(1))
    nonsense = run_in(True, monkeypatch, lambda: [str(line) for line in fresh.log])
    assert english != nonsense and len(english) == len(nonsense)
    assert "sdlof" in " ".join(nonsense) or "skcehc" in " ".join(nonsense) or "sllac" in " ".join(nonsense)
