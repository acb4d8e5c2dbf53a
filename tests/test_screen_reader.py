"""A hand told to a screen reader: each seat row is one sentence (its aria-label), and one polite
live region per widget says what changed after every action (issue 23 item 2), in both languages.

The browser side (the accessibility tree, a hand played by keyboard) is in
tests/browser/test_screen_reader_in_lab.py.
"""

from __future__ import annotations

import html
import re

from studlib import table_view as TV
from studlib.card_markup import FOLDED, LIST_SEPARATOR, MARKER_ARROW, SEAT_SAID, SEAT_SAID_BOT
from studlib.events import ShowsFirst, StreetDealt
from studlib.hand import ActionKind
from studlib.i18n import language
from studlib.widgets import MiniDeal, PracticeTable
from studlib.table_view import dealer_lines

ROW_LABEL = re.compile(r'<tr aria-label="([^"]*)"')
LIVE = re.compile(r'<div role="status" aria-live="polite"[^>]*>(.*?)</div>')


def row_sentences(markup: str) -> list[str]:
    return [html.unescape(s) for s in ROW_LABEL.findall(markup)]


def said(widget) -> list[str]:
    """The lines of the widget's live region, as a screen reader gets them."""
    (body,) = LIVE.findall(widget.announcer.value)
    return [html.unescape(p) for p in re.findall(r"<p>(.*?)</p>", body)]


def live_regions(widget) -> int:
    """How many live regions the widget's HTML views hold (all of them, not only the announcer)."""
    values = [w.value for w in _descendants(widget.widget) if hasattr(w, "value") and isinstance(w.value, str)]
    return sum(v.count('role="status"') + v.count("aria-live") - v.count('role="status" aria-live') for v in values)


def _descendants(box):
    yield box
    for child in getattr(box, "children", ()):
        yield from _descendants(child)


def test_each_seat_of_the_practice_table_reads_as_one_sentence():
    table = PracticeTable(players=5, seed=4711)
    rows = row_sentences(table.seats_view.value)
    # golden: the screen reader's words (the French ones below), beside their live-region tests
    assert rows[0] == ("Seat 1, you: down cards two of clubs, eight of clubs; up card five of hearts; "
                       "stack $399.60; to act")
    assert rows[1] == "Seat 2, bot: 2 down cards, face down; up card five of spades; stack $399.60"
    assert len(rows) == 5


def test_the_seat_sentences_are_french_in_the_french_edition():
    with language("fr"):
        table = PracticeTable(players=3, seed=4711)
        rows = row_sentences(table.seats_view.value)
    assert rows[0].startswith("Siège 1, vous\u00a0: cartes cachées deux de trèfle, valet de trèfle\u00a0; "
                              "carte visible roi de cœur\u00a0; tapis 399,60\u00a0$")
    assert rows[1].startswith("Siège 2, robot\u00a0: 2 cartes cachées, non dévoilées")
    assert not any("down" in r or "stack" in r for r in rows), rows


def test_a_folded_bot_reads_folded_and_no_cards():
    table = PracticeTable(players=6, seed=4711)
    while not any(table.hand.folded(s) for s in range(1, 6)) and not table.hand.is_over:
        table.act(table.legal_actions[-1].kind, table.legal_actions[-1].amount)   # raise: someone folds
    folded = [s for s in range(1, 6) if table.hand.folded(s)]
    assert folded, "no bot folded: the check would prove nothing"
    sentence = row_sentences(table.seats_view.value)[folded[0]]
    who = SEAT_SAID_BOT.format(seat=f"Seat {folded[0] + 1}")
    assert sentence.startswith(SEAT_SAID.format(seat=who, parts=FOLDED + LIST_SEPARATOR)), sentence
    assert "card" not in sentence


def _cards_dealt(hand, street: int, you: int) -> list[str]:
    """What the live region must say a street dealt, built from the hand's cards (data): your
    new cards, then each other seat's new up card."""
    def the(cards):
        return " and ".join(c.name_with_article for c in cards)
    if street == 7:
        return [f"You receive {hand.down_cards(you)[2].name_with_article} face down."]
    k = street - 3
    mine = (f"You receive {the(hand.down_cards(you)[:2])} face down, and {hand.up_cards(you)[0].name_with_article} face up."
            if street == 3 else f"You receive {hand.up_cards(you)[k].name_with_article} face up.")
    others = [f"Seat {s + 1} shows {hand.up_cards(s)[k].name_with_article}" for s in range(hand.n_seats)
              if s != you and len(hand.up_cards(s)) > k]
    return [mine, "; ".join(others) + "."]


def test_every_action_at_the_table_is_announced_with_whose_turn_it_is():
    """Each change is said once: the new log lines, the cards each street dealt (issue 33 item 5)
    right after the street's line, and at the end the dealer's explanation without the showdown
    lines the log holds too."""
    table = PracticeTable(players=4, seed=99)
    first = said(table)
    assert first[0] == table.view_model().title and first[-1] == table.view_model().status and table.session.your_turn
    assert first[3:5] == _cards_dealt(table.hand, 3, 0) == [
        "You receive the two of diamonds and the ten of spades face down, and the jack of hearts face up.",
        "Seat 2 shows the queen of diamonds; Seat 3 shows the jack of spades; Seat 4 shows the six of spades."]
    steps, streets = 0, []
    while not table.hand.is_over:
        before = len(table.hand.log)
        button = next(b for b, (_offer, action, _words) in zip(table.action_buttons, table.view_model().options)
                      if action.kind is not ActionKind.FOLD)
        button.click()
        lines = said(table)
        expected = []
        for event, line in zip(table.hand.events[before:], table.hand.log[before:]):
            expected.append(str(line))
            if isinstance(event, StreetDealt):
                expected += _cards_dealt(table.hand, event.street, 0)
                streets.append(event.street)
        if table.hand.is_over:
            explained = dealer_lines(table.hand, 0)
            expected = [x for x in expected if x not in explained] + explained
        assert lines == expected + [table.view_model().status], (lines, expected)   # nothing left out, nothing twice
        steps += 1
    assert steps >= 4 and streets == [4, 5, 6, 7]
    end = said(table)
    assert any(line.startswith("Net: ") for line in end)      # the dealer's explanation at the end
    assert len(end) == len(set(end)), end                     # the showdown lines once, not twice
    (first,) = [i for i, e in enumerate(table.hand.events) if isinstance(e, ShowsFirst)]
    assert str(table.hand.log[first]) in end                  # who shows first, in the engine's words
    assert end[-1] == TV.HAND_OVER


def test_the_cards_dealt_are_said_in_french_in_the_french_edition():
    with language("fr"):
        table = PracticeTable(players=3, seed=4711)
        lines = said(table)
    assert "Vous recevez le deux de trèfle et le valet de trèfle face cachée, et le roi de cœur face visible." in lines
    others = next(x for x in lines if x.startswith("Cartes visibles"))
    assert others.count("pour le siège") == 2 and "shows" not in others


def test_the_mini_deal_announces_each_street_to_the_showdown():
    deal = MiniDeal(players=5, seed=3)
    assert said(deal)[0] == deal.view_model().title
    while not deal.hand.is_over:
        before = len(deal.hand.log)
        deal.next_button.click()
        lines = said(deal)
        assert lines == [deal.view_model().title, *[str(line) for line in deal.hand.log[before:]]]
    assert "showdown" in said(deal)[0]
    rows = row_sentences(deal.view.value)
    assert rows[0].startswith("Seat 1: ")
    shows_first = TV.MARK_SHOWS_FIRST.removeprefix(MARKER_ARROW).strip()
    assert shows_first in rows[deal.hand.showdown_order[0]]   # the marker is said on the seat that shows first


def test_one_live_region_per_widget():
    """The visible status lines are not live too: a screen reader hears each change once."""
    table, deal = PracticeTable(players=5, seed=4711), MiniDeal(seed=3)
    table.act(table.legal_actions[0].kind, table.legal_actions[0].amount)
    deal.deal_next()
    assert live_regions(table) == 1
    assert live_regions(deal) == 1



SCROLLER = re.compile(r'<div ([^>]*)style="overflow-x:auto;max-width:100%">')


def _html(widget) -> str:
    """Every HTML value the widget's views hold."""
    return "".join(w.value for w in _descendants(widget.widget) if isinstance(getattr(w, "value", None), str))


def test_a_table_that_scrolls_sideways_is_a_named_region_the_keyboard_reaches():
    """A wide table scrolls inside itself (phone, French words): its scroller is in the Tab order
    (the table holds nothing focusable, so arrow keys could not scroll it otherwise: axe's
    scrollable-region-focusable, WCAG 2.1.1) and is named after the table, in both languages."""
    from pathlib import Path

    from studlib import STUD8
    from studlib.widgets import OddsTable, Replay
    hand = next((Path(__file__).parent / "data" / "wsop-2023-43").glob("*.phh"))
    for lang in ("en", "fr"):
        with language(lang):
            views = {"practice table": _html(PracticeTable(players=5, seed=4711)),
                     "mini-deal": _html(MiniDeal(seed=4711)),
                     "odds table": _html(OddsTable(STUD8, ["As 2d 4h 7c Kd Qs", "Qh Qd Qc 9s 9c 5d"])),
                     "replay": _html(Replay(hand))}
            for name, markup in views.items():
                scrollers = SCROLLER.findall(markup)
                assert scrollers, f"{name} ({lang}): no table scroller"
                for attributes in scrollers:
                    label = re.search(r'aria-label="([^"]+)"', attributes)
                    assert 'role="region"' in attributes and 'tabindex="0"' in attributes, (name, lang, attributes)
                    assert label and label.group(1).strip(), (name, lang, attributes)
