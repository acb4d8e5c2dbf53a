"""Colour is never the only signal (issue 23 item 4): answered options, right/wrong verdicts, the
mastery chart and the odds bars each say in words what their colour shows. (Contrast of every
colour pair is checked in tests/test_widgets.py and, as drawn, in the browser tests.)
"""

from __future__ import annotations

import html
import re

from studlib.progress import Progress
from studlib.widgets import Drill, MultipleChoice, OddsTable, PracticeWeakRules
from studlib.widgets import text as T


def visible_text(markup: str) -> str:
    """The words of some HTML, tags and styles dropped (what remains with colour taken away)."""
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


def test_answered_drill_options_say_which_was_chosen_and_which_is_right_in_words():
    drill = Drill("bring_in", seed=3, progress=None)
    buttons = list(drill.choices.children)
    answer = drill.question.answer_words
    wrong = next(b for b in buttons if b.description != answer)
    wrong.click()
    labels = [b.description for b in drill.choices.children]
    assert any(label.startswith("✗ ") and label.endswith(T.OPTION_CHOSEN_WRONG.split("}")[-1]) for label in labels)
    assert any(label.startswith("✓ ") and answer in label for label in labels)
    # The options keep one colour whatever their state: the words carry the meaning.
    assert len({b.style.button_color for b in drill.choices.children}) == 1


def test_a_verdict_is_a_word_not_a_colour():
    mc = MultipleChoice("Who brings in?", ["Seat 1", "Seat 2", "Seat 3"], "Seat 1", progress=None)
    mc.buttons[1].click()
    words = visible_text(mc.html())
    assert T.WRONG in words and "Seat 2" in words
    mc.buttons[0].click()
    assert T.RIGHT in visible_text(mc.html())


def test_each_odds_bar_has_its_share_written_beside_it_and_spoken():
    table = OddsTable("razz", ["As 3d 6c 7h Kc", "?? ?? 8s 5d 4c"], dead="2h 2d 4h 4s 5h")
    markup = table.view.value
    bars = re.findall(r'<span role="img" aria-label="([^"]+)"[^>]*width:260px', markup)
    assert len(bars) == 2, bars
    words = visible_text(markup)
    for player in table.result.players:
        share = format(T.number(player.share), ".1%")
        assert share in words                              # written beside the bar
    assert all("%" in html.unescape(b) for b in bars)       # and in the bar's spoken name


def test_the_mastery_chart_writes_each_number_and_has_them_in_its_alt_text(tmp_path):
    progress = Progress(tmp_path / "record.json")
    for rule, right in (("GEN-3.1", True), ("GEN-3.1", False), ("STUD-5.1", True)):
        progress.record([rule], right)
    weak = PracticeWeakRules(progress=progress, seed=1)
    chart = weak.chart.value
    alt = re.search(r'alt="([^"]+)"', chart)
    lines = weak.record_lines()
    if alt is None:   # no matplotlib here: the numbers stand in for the chart, in words
        assert T.MASTERY_NO_CHART in visible_text(chart)
    else:
        assert re.search(r"\d+", html.unescape(alt.group(1))), alt.group(1)
    # Beside the chart, each family's mastery in words and numbers.
    assert any("%" in line for line in lines), lines
    assert all(line in visible_text(chart) for line in lines if line.strip())
