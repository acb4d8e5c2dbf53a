"""OddsTable without a browser: clicks run the handlers, setting .value fires the observers; what is
checked is the view model (studlib.odds_view.OddsView), with a few golden sentences.

Rules checked: GEN-1.1 (seven cards at most), GEN-11.1 (community card shown), HILO-10.1 and
HILO-10.2 (the stud/8 columns). The position's logic is tested in test_odds_position.py.
"""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets")

from studlib import RAZZ, STUD, STUD8  # noqa: E402
from studlib.cards import parse_card  # noqa: E402
from studlib.odds import equity  # noqa: E402
from studlib.odds_position import DEAD, Note, Step  # noqa: E402
from studlib.widgets import OddsTable  # noqa: E402
from studlib import odds_view as V  # noqa: E402
from studlib.widgets import text as T  # noqa: E402
from studlib.colours import COLOURS, PALETTES  # noqa: E402

MODEL_ID = re.compile(r"\b[0-9a-f]{32}\b")


def shares(table: OddsTable) -> list[float]:
    return [row.numbers[0] for row in table.view_model().rows]


def test_shares_are_the_engines_and_the_text_says_how_they_were_counted():
    table = OddsTable(STUD, ["As Ks Qs Js 9h 3c", "Ad Kd Qh Jh 9c 3d"])
    r = equity(STUD, ["As Ks Qs Js 9h 3c", "Ad Kd Qh Jh 9c 3d"])
    view = table.view_model()
    assert shares(table) == [p.share for p in r.players]
    assert view.rows[0].cards == tuple(parse_card(c) for c in "As Ks Qs Js 9h 3c".split())
    assert view.status == (V.ODDS_EXACT.format(deals=r.deals),)
    assert f"Seat 1 | A♠ K♠ Q♠ J♠ 9♥ 3♣ | {r.players[0].share:.1%}" in table.text()   # golden


def test_a_big_situation_is_a_seeded_estimate_the_same_every_time():
    a = OddsTable(RAZZ, ["As 2d 3c", "?? ?? 7h", "?? ?? Kd"], dead="4c 5h")
    b = OddsTable(RAZZ, ["As 2d 3c", "?? ?? 7h", "?? ?? Kd"], dead="4c 5h")
    assert a.result.method == "monte_carlo" and a.result.stderr <= 0.005
    assert a.view_model() == b.view_model()
    assert "random deals" in a.text()      # golden


def test_the_buttons_and_menus_drive_the_position():
    table = OddsTable(RAZZ, ["As 2d 3c 4h 8s 9c", "7d 6c 4s 3h Kc Qh"])
    before = shares(table)
    table.target.value = 1
    table.card_buttons["2h"].click()      # Seat 2's seventh card: a seven low made
    assert table.players[1].endswith("2h") and table.position.note == Note(Step.ADDED, "2h", 1)
    assert "2♥ added to Seat 2." in table.text().splitlines()   # golden
    assert shares(table) != before and table.boxes[1].value == table.players[1]
    table.card_buttons["2h"].click()      # the same card again: taken back
    assert table.players[1] == "7d 6c 4s 3h Kc Qh" and shares(table) == before
    table.target.value = DEAD
    table.card_buttons["5d"].click()
    assert table.dead == "5d" and table.view_model().dead == (parse_card("5d"),)
    table.unseen_button.click()           # ?? among the dead: a card folded unseen
    assert table.dead == "5d ??" and table.dead_box.value == "5d ??"
    table.remove_button.click()
    assert table.dead == "5d"
    table.game_menu.value = "stud"
    assert table.game is STUD and shares(table) != before
    assert table.view_model().title == V.ODDS_TITLE.format(game=STUD.name)


def test_a_refused_click_is_said_and_nothing_changes_GEN_1_1():
    table = OddsTable(STUD, ["As Kd 7c 2h 3h 4h 9s", "?? ?? 9h"])
    before = table.view_model()
    table.target.value = 1
    table.card_buttons["As"].click()
    assert table.players[1] == "?? ?? 9h" and table.position.note == Note(Step.TAKEN, "As", 1, owner=0)
    assert table.view_model().rows == before.rows
    assert table.view_model().status[-1] == str(table.position.note)
    table.click_card("5d", 0)
    assert table.position.note == Note(Step.FULL, "5d", 0) and table.view_model().status[-1] == str(table.position.note)


def test_a_typing_error_shows_the_message_and_keeps_what_was_typed():
    table = OddsTable(STUD, ["As Kd 7c", "?? ?? 9h"])
    counted = table.view_model().rows
    table.boxes[1].value = "?? ?? 9x"
    assert table.boxes[1].value == "?? ?? 9x"        # never rewritten under the learner
    view = table.view_model()
    assert view.rows == counted                        # the last counted numbers and cards stay
    assert view.status[-1] == V.ODDS_ERROR.format(message=table.position.error) and "9x" in view.status[-1]
    table.boxes[1].value = "?? ?? 9d"
    assert table.position.error == "" and table.players[1] == "?? ?? 9d"


def test_stud8_shows_scoops_halves_and_quarters_HILO_10_1_HILO_10_2():
    table = OddsTable(STUD8, ["As 2d 3c 4h 5s Kc Qd", "Ac 2h 3d 4s 5c Kd Jh", "Ks Kh 9c 9d 9h Qs Jd"])
    view = table.view_model()
    assert view.head == V.ODDS_HEAD_HILO
    assert view.rows[0].numbers == (0.25, 0.0, 0.0, 1.0, 1.0)      # share, scoop, high, low, quartered
    assert view.rows[2].numbers == (0.5, 0.0, 1.0, 0.0, 0.0)
    golden = "Seat 1 | A♠ 2♦ 3♣ 4♥ 5♠ K♣ Q♦ | 25.0% | 0.0% | 0.0% | 100.0% | 100.0%"
    assert golden in table.text().splitlines()


def test_community_card_is_announced_GEN_11_1():
    table = OddsTable(STUD, ["?? ?? ?? ?? ?? ??"] * 8)
    assert V.ODDS_COMMUNITY in table.view_model().status


def test_mimebundle_has_plain_text_and_static_html_without_ids():
    table = OddsTable(STUD, ["As Ks Qs Js 9h 3c", "Ad Kd Qh Jh 9c 3d"])
    bundle = table._repr_mimebundle_()
    assert bundle["text/plain"] == table.text()
    assert not MODEL_ID.search(bundle["text/plain"]) and not MODEL_ID.search(bundle["text/html"])
    html = bundle["text/html"]
    assert 'role="img"' in html and "of the pot" in html and T.NO_KERNEL_NOTE in html
    assert "application/vnd.jupyter.widget-view+json" in bundle


def test_the_card_picker_marks_used_cards_and_colours_suits_as_the_course_cards_do():
    """Each button has its suit's colour in the table's palette (four colours kept), and a card
    already given is struck through with a dashed border and says where it is (never colour alone);
    taking it back unmarks it."""
    for palette in ("two", "four"):
        table = OddsTable(STUD, ["As Kd ??", "?? ?? 7h"], dead="2c", palette=palette)
        for text, button in table.card_buttons.items():
            assert button.style.text_color == COLOURS[PALETTES[palette][parse_card(text).suit]], text
    assert (table.card_buttons["Kd"].style.text_color, table.card_buttons["Kc"].style.text_color) == (
        COLOURS["blue"], COLOURS["green"])
    used = table.view_model().used
    assert used == {parse_card("As"): "Seat 1", parse_card("Kd"): "Seat 1", parse_card("7h"): "Seat 2",
                    parse_card("2c"): "Dead cards"}
    for text, button in table.card_buttons.items():
        card = parse_card(text)
        if card in used:
            assert button.style.text_decoration == "line-through" and "dashed" in button.layout.border
            assert button.tooltip == T.ODDS_CARD_USED.format(name=card.name, owner=used[card])
        else:
            assert button.style.text_decoration == "none" and "solid" in button.layout.border
            assert button.tooltip == card.name
    table.target.value = 1
    table.card_buttons["Qh"].click()                  # given to Seat 2: marked at once
    assert table.card_buttons["Qh"].style.text_decoration == "line-through"
    table.card_buttons["Qh"].click()                  # taken back: unmarked
    assert table.card_buttons["Qh"].style.text_decoration == "none"
    table.boxes[0].value = "As Kd Jc"                 # typed cards are marked too
    assert table.card_buttons["Jc"].style.text_decoration == "line-through"
    assert table.used_cards()[parse_card("Jc")] == 0
