"""OddsTable without a browser: clicks run the handlers, setting .value fires the observers.

Rules checked: GEN-10.1 (seven cards at most), GEN-11.1 (community card shown), HILO-10.1 and
HILO-10.2 (the stud/8 columns).
"""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets")

from studlib import RAZZ, STUD, STUD8  # noqa: E402
from studlib.odds import equity  # noqa: E402
from studlib.widgets import OddsTable  # noqa: E402
from studlib.widgets import text as T  # noqa: E402

MODEL_ID = re.compile(r"\b[0-9a-f]{32}\b")


def shares(table: OddsTable) -> list[float]:
    return [p.share for p in table.result.players]


def test_shares_are_the_engines_and_the_text_says_how_they_were_counted():
    table = OddsTable(STUD, ["As Ks Qs Js 9h 3c", "Ad Kd Qh Jh 9c 3d"])
    r = equity(STUD, ["As Ks Qs Js 9h 3c", "Ad Kd Qh Jh 9c 3d"])
    assert shares(table) == [p.share for p in r.players]
    text = table.text()
    assert T.ODDS_EXACT.format(deals=r.deals) in text
    assert f"Seat 1 | A♠ K♠ Q♠ J♠ 9♥ 3♣ | {r.players[0].share:.1%}" in text


def test_a_big_situation_is_a_seeded_estimate_the_same_every_time():
    a = OddsTable(RAZZ, ["As 2d 3c", "?? ?? 7h", "?? ?? Kd"], dead="4c 5h")
    b = OddsTable(RAZZ, ["As 2d 3c", "?? ?? 7h", "?? ?? Kd"], dead="4c 5h")
    assert a.result.method == "monte_carlo" and a.result.stderr <= 0.005
    assert a.text() == b.text()
    assert "random deals" in a.text()


def test_clicking_cards_adds_and_takes_back_and_the_shares_follow():
    table = OddsTable(RAZZ, ["As 2d 3c 4h 8s 9c", "7d 6c 4s 3h Kc Qh"])
    before = shares(table)
    table.target.value = 1
    table.card_buttons["2h"].click()      # Seat 2's seventh card: a seven low made
    assert table.players[1].endswith("2h")
    assert T.ODDS_ADDED.format(card="2♥", target="Seat 2") in table.text()
    assert shares(table) != before and table.result.method == "exact"
    table.card_buttons["2h"].click()      # the same card again: taken back
    assert table.players[1] == "7d 6c 4s 3h Kc Qh" and shares(table) == before
    table.target.value = "dead"
    table.card_buttons["5d"].click()
    assert table.dead == "5d" and "Dead cards: 5♦" in table.text()
    table.unseen_button.click()           # ?? among the dead: a card folded unseen
    assert table.dead == "5d ??"
    table.remove_button.click()
    assert table.dead == "5d"


def test_a_card_held_elsewhere_is_refused_with_a_message_and_nothing_changes():
    table = OddsTable(STUD, ["As Kd 7c", "?? ?? 9h"])
    before = (table.players, table.text().splitlines()[:4])
    table.target.value = 1
    table.card_buttons["As"].click()
    assert table.players == before[0]
    assert T.ODDS_TAKEN.format(card="A♠", owner="Seat 1") in table.text()


def test_seven_cards_is_the_most_a_seat_holds_GEN_10_1():
    table = OddsTable(STUD, ["As Kd 7c 2h 3h 4h 9s", "?? ?? 9h"])
    table.target.value = 0
    table.card_buttons["5d"].click()
    assert table.players[0] == "As Kd 7c 2h 3h 4h 9s"
    assert T.ODDS_FULL.format(target="Seat 1") in table.text()


def test_a_typing_error_shows_the_message_and_keeps_what_was_typed():
    table = OddsTable(STUD, ["As Kd 7c", "?? ?? 9h"])
    counted = shares(table)
    table.boxes[1].value = "?? ?? 9x"
    assert table.boxes[1].value == "?? ?? 9x"        # never rewritten under the learner
    assert "Not counted yet" in table.text() and "9x" in table.text()
    assert shares(table) == counted                    # the last counted numbers stay
    assert "Seat 2 | ?? ?? 9♥" in table.text()
    table.boxes[1].value = "?? ?? 9d"
    assert "Not counted yet" not in table.text() and table.players[1] == "?? ?? 9d"


def test_stud8_shows_scoops_halves_and_quarters_HILO_10_1_HILO_10_2():
    table = OddsTable(STUD8, ["As 2d 3c 4h 5s Kc Qd", "Ac 2h 3d 4s 5c Kd Jh", "Ks Kh 9c 9d 9h Qs Jd"])
    lines = table.text().splitlines()
    assert " | ".join(T.ODDS_HEAD_HILO) in lines
    assert "Seat 1 | A♠ 2♦ 3♣ 4♥ 5♠ K♣ Q♦ | 25.0% | 0.0% | 0.0% | 100.0% | 100.0%" in lines
    assert "Seat 3 | K♠ K♥ 9♣ 9♦ 9♥ Q♠ J♦ | 50.0% | 0.0% | 100.0% | 0.0% | 0.0%" in lines


def test_community_card_is_announced_GEN_11_1():
    table = OddsTable(STUD, ["?? ?? ?? ?? ?? ??"] * 8)
    assert table.result.community and T.ODDS_COMMUNITY in table.text()


def test_changing_the_game_recounts():
    table = OddsTable(STUD, ["As 2d 3c 4h 8s 9c", "Kd Kc Jh Ts 9s 7c"])
    stud = shares(table)
    table.game_menu.value = "razz"
    assert table.game is RAZZ and shares(table) != stud
    assert table.text().startswith(T.ODDS_TITLE.format(game=RAZZ.name))


def test_bad_construction_is_a_value_error():
    with pytest.raises(ValueError, match="2 to 8 players"):
        OddsTable(STUD, ["As"])
    with pytest.raises(ValueError, match="given twice"):
        OddsTable(STUD, ["As Kd", "As"])


def test_mimebundle_has_plain_text_and_static_html_without_ids():
    table = OddsTable(STUD, ["As Ks Qs Js 9h 3c", "Ad Kd Qh Jh 9c 3d"])
    bundle = table._repr_mimebundle_()
    assert bundle["text/plain"] == table.text()
    assert not MODEL_ID.search(bundle["text/plain"]) and not MODEL_ID.search(bundle["text/html"])
    html = bundle["text/html"]
    assert 'role="img"' in html and "of the pot" in html and T.NO_KERNEL_NOTE in html
    assert "application/vnd.jupyter.widget-view+json" in bundle


def test_the_card_picker_marks_used_cards_and_colours_suits_as_the_course_cards_do():
    """Hearts and diamonds were black text like spades: each button now has its suit's colour in
    the table's palette (four colours kept), and a card already given is struck through with a
    dashed border and says where it is (never colour alone); taking it back unmarks it."""
    from studlib.cards import parse_card
    from studlib.widgets.render import COLOURS, PALETTES

    for palette in ("two", "four"):
        table = OddsTable(STUD, ["As Kd ??", "?? ?? 7h"], dead="2c", palette=palette)
        for text, button in table.card_buttons.items():
            card = parse_card(text)
            assert button.style.text_color == COLOURS[PALETTES[palette][card.suit]], text
        assert table.card_buttons["Kd"].style.text_color != table.card_buttons["Ks"].style.text_color
    assert (table.card_buttons["Kd"].style.text_color, table.card_buttons["Kc"].style.text_color) == (
        COLOURS["blue"], COLOURS["green"])
    used = {"As": "Seat 1", "Kd": "Seat 1", "7h": "Seat 2", "2c": T.ODDS_DEAD}
    for text, button in table.card_buttons.items():
        name = parse_card(text).name
        if text in used:
            assert button.style.text_decoration == "line-through" and "dashed" in button.layout.border
            assert button.tooltip == T.ODDS_CARD_USED.format(name=name, owner=used[text])
        else:
            assert button.style.text_decoration == "none" and "solid" in button.layout.border
            assert button.tooltip == name
    table.target.value = 1
    table.card_buttons["Qh"].click()                  # given to Seat 2: marked at once
    assert table.card_buttons["Qh"].style.text_decoration == "line-through"
    assert table.card_buttons["Qh"].tooltip.endswith("Seat 2")
    table.card_buttons["Qh"].click()                  # taken back: unmarked
    assert table.card_buttons["Qh"].style.text_decoration == "none"
    table.boxes[0].value = "As Kd Jc"                 # typed cards are marked too
    assert table.card_buttons["Jc"].style.text_decoration == "line-through"
    assert table.used_cards() == {parse_card(c): o for c, o in
                                  {"As": "Seat 1", "Kd": "Seat 1", "Jc": "Seat 1", "7h": "Seat 2",
                                   "2c": T.ODDS_DEAD}.items()}


def test_a_card_taken_back_shows_the_answer_counted_before_without_counting_again(monkeypatch):
    from studlib import odds as engine
    from studlib.widgets import odds as view

    table = view.OddsTable("razz", ["As 3d 6c 7h Kc", "?? ?? 8s 5d 4c"], dead="2h 2d 4h 4s 5h")
    before = table.text()
    table.click_card("9h", 0)
    counted = []
    real = engine.equity
    monkeypatch.setattr(engine, "equity", lambda *a, **k: counted.append(a) or real(*a, **k))
    table.click_card("9h", 0)                     # taken back: the position of a moment ago
    assert counted == []
    assert table.text().splitlines()[:-1] == before.splitlines()   # the same numbers; the note says what changed
    assert "taken back" in table.text()
    for card in ("2c", "3c", "Tc", "Jc", "Qc", "Ks", "Qs", "Js", "Ts", "9s") * 4:   # more positions than kept
        table.click_card(card, 1 if card.endswith("c") else "dead")
    assert len(table._answers) <= view.KEPT_ANSWERS
