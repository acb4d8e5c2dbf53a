"""Markup fed through every input that can reach a widget never reaches the page as markup
(issue 20, item 1): PHH fields and comments, player and event names, typed boxes, share codes,
results codes, a progress notice, a question file. ipywidgets sets an HTML widget's value as
innerHTML, in JupyterLab and in the live site, so one unescaped `<img onerror=...>` runs script
next to the kernel.

Each case checks the HTML the widgets hand the browser (every HTML widget's value, every label
allowed to hold HTML, and the static snapshot) and that the input was shown, as text.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import ipywidgets as widgets
import pytest

from studlib import phh
from studlib.progress import Progress
from studlib.widgets import ClassResults, OddsTable, PracticeTable, PracticeWeakRules, Replay, ScenarioBuilder
from studlib.widgets.quiz import SelfCheck

PROBE = '"><img src=x onerror=alert(document.domain)>'
RAW = "<img src=x onerror=alert(document.domain)>"        # what must never be in the HTML
SHOWN = "&lt;img src=x onerror=alert(document.domain)&gt;"  # how the learner reads it instead


# The widgets' own tags, escaped: built markup passed on as text somewhere (shown as code on screen).
OWN_TAG_ESCAPED = re.compile(r"&lt;/?(div|p|span|table|thead|tbody|tr|td|th|strong|em|ul|ol|li|section)\b")


def page_html(view) -> str:
    """Every piece of HTML the view hands the browser."""
    pieces = []

    def walk(w) -> None:
        if isinstance(w, (widgets.HTML, widgets.HTMLMath)):
            pieces.append(w.value)
        if getattr(w, "description_allow_html", False):
            pieces.append(w.description)
        for child in getattr(w, "children", ()):
            walk(child)

    walk(view.widget)
    if hasattr(view, "html"):
        pieces.append(view.html())
    return "\n".join(pieces)


def assert_shown_as_text(view, whole: bool = True, raw: str = RAW, shown: str = SHOWN) -> None:
    """No raw markup; the input shown as text (whole, or at least its '<' when a message quotes
    only the characters it refuses, or the first word of it)."""
    html = page_html(view)
    assert raw not in html, html[max(0, html.find(raw) - 300):html.find(raw) + 100]
    assert (shown if whole else "&lt;") in html, "the input never reached the widget: the test would prove nothing"
    escaped_own = OWN_TAG_ESCAPED.search(html)
    assert not escaped_own, f"the widget's own markup was escaped a second time: {escaped_own.group()}"


def phh_text(**extra: str) -> str:
    fields = "".join(f"{k} = {v}\n" for k, v in extra.items())
    return ('variant = "F7S"\nantes = [1, 1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\n'
            f"starting_stacks = [100, 100, 100]\n{fields}"
            'actions = ["d dh p1 AsKh7d", "d dh p2 2c3c4c", "d dh p3 9s9h5d", '
            f'"p2 pb # {PROBE.replace(chr(34), "")}", "p3 f", "p1 f"]\n')


def test_phh_player_names_event_and_comments_are_text_in_the_replay():
    name = json.dumps(PROBE)
    replay = Replay(phh_text(players=f"[{name}, {name}, {name}]", event=name, hand="7", _comment=name,
                             author=name))
    assert_shown_as_text(replay)
    replay.end()
    assert RAW not in page_html(replay)


def test_a_refused_phh_file_names_the_value_as_text_in_the_replay(tmp_path):
    replay = Replay(phh_text())
    replay.source_box.value = phh_text(currency_symbol=json.dumps(PROBE))
    replay.open_button.click()
    assert "currency_symbol" in replay.message
    assert_shown_as_text(replay)


def test_typed_text_in_the_replay_open_box():
    replay = Replay(phh_text())
    replay.source_box.value = "<b>bold</b>.phh"   # no '=': read as a file name, which is not there
    replay.open_button.click()
    assert replay.message
    assert_shown_as_text(replay, raw="<b>bold</b>", shown="&lt;b&gt;bold&lt;/b&gt;.phh")


def test_a_share_code_typed_at_the_practice_table(tmp_path, monkeypatch):
    table = PracticeTable(players=3)
    table.code_box.value = PROBE
    table.open_code_button.click()
    assert table.message   # it quotes the characters a code cannot hold
    assert_shown_as_text(table, whole=False)


def test_a_deal_number_typed_at_the_practice_table():
    table = PracticeTable(players=3)
    table.deal_number.box.value = PROBE
    assert table.deal_number.error
    assert_shown_as_text(table)


def test_seat_cards_and_a_share_code_typed_in_the_scenario_builder():
    builder = ScenarioBuilder()
    builder.seat_boxes[0].value = PROBE
    assert builder.error   # it quotes the first word it cannot read
    assert_shown_as_text(builder, whole=False)
    builder.code_box.value = PROBE
    builder.load_button.click()
    assert_shown_as_text(builder, whole=False)


def test_results_codes_pasted_in_class_results():
    results = ClassResults()
    results.box.value = f"{PROBE}\n{PROBE}X"
    results.read_button.click()
    assert results.errors
    assert_shown_as_text(results, whole=False)


def test_cards_typed_in_the_odds_table():
    odds = OddsTable()
    odds.boxes[0].value = PROBE
    assert_shown_as_text(odds, whole=False)
    odds.dead_box.value = PROBE
    assert_shown_as_text(odds, whole=False)


def test_a_progress_notice_naming_a_file_in_a_folder_with_markup(tmp_path):
    folder = tmp_path / PROBE.replace("/", "")
    folder.mkdir()
    path = folder / "progress.json"
    path.write_text("{not json", encoding="utf-8")
    progress = Progress(path)
    assert progress.notice
    drill = PracticeWeakRules(progress)
    assert_shown_as_text(drill)


def test_a_question_file_with_markup(tmp_path):
    (tmp_path / "questions").mkdir()
    quoted = json.dumps(PROBE)
    (tmp_path / "questions" / "99-x.toml").write_text(
        f'[q]\nrules = ["GEN-3.2"]\nquestion = {quoted}\nanswer = {quoted}\nexplanation = {quoted}\n'
        f'[q.options]\n{quoted} = ""\n"other" = {quoted}\n', encoding="utf-8")
    check = SelfCheck("99-x", "q", folder=str(tmp_path), progress=None)
    assert_shown_as_text(check)
    other = next(b for b in check.buttons if b.description == "other")
    other.click()
    assert_shown_as_text(check)
