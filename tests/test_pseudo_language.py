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


def _practice_table() -> list[tuple]:
    """Hands played through the practice table's view, a button pressed at random each turn (a
    fold with a free check asks first, GEN-13.1): at each step the state the view shows, its
    buttons (what each offers) and the session's records; at the end the hand's events."""
    pytest.importorskip("ipywidgets")
    import random

    from studlib.widgets import PracticeTable
    out = []
    for seed in range(4):
        table = PracticeTable(game=("stud", "stud8", "razz")[seed % 3], players=4, seat=seed % 4, seed=seed)
        pick = random.Random(seed)
        while not table.hand.is_over:
            view = table.view_model()
            out.append((table.hand.to_act, [offer for offer, _action, _words in view.options],
                        len(table.action_buttons), table.session.asked, type(table.session.problem).__name__,
                        [(s.seat, s.down, s.up, s.folded, s.to_act, len(s.marks)) for s in view.seats],
                        len(view.log), len(view.pots)))
            pick.choice(table.action_buttons).click()
        table.open_code("not a code")
        out.append((table.hand.history, [type(e).__name__ for e in table.hand.events], table.hand.payoffs,
                    len(table.view_model().explains), len(table.announcement()), type(table.session.problem).__name__))
        table._do(table.session.deal_again)
        out.append((table.session.notice, table.hand.to_act, len(table.action_buttons)))
    return out


def _mini_deal() -> list[tuple]:
    """Mini-deals dealt street by street through the view: who it points at, and the hand's events."""
    pytest.importorskip("ipywidgets")
    from studlib.widgets import MiniDeal
    from studlib.table_view import stage_marker
    out = []
    for seed, game in enumerate(("stud", "stud8", "razz")):
        deal = MiniDeal(game=game, players=5, seed=seed)
        deal.set_door_card(1, "2c")
        while not deal.hand.is_over:
            out.append((deal.hand.street, stage_marker(deal.hand)[0], deal.next_button.disabled,
                        len(deal.announcement()), len(deal.text().splitlines())))
            deal.deal_next()
        out.append((deal.hand.history, [type(e).__name__ for e in deal.hand.events], deal.hand.payoffs,
                    stage_marker(deal.hand)[0], deal.door_cards))
    return out


@pytest.mark.parametrize("build", [_drills, _hands_as_data, _refusals, _practice_table, _mini_deal],
                         ids=["drills", "hands", "refusals", "practice table", "mini-deal"])
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
