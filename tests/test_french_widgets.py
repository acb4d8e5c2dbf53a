"""The widgets in French (issue #13): every label, heading, message and card face a learner meets.

Each widget is built under ``studlib.language("fr")`` and clicked through its main paths; all it
shows (HTML with its aria-labels and titles, button labels, menu options, tooltips, the plain
text) must pass ``assert_french``, the engine's own sentences it shows included (seat names, card
names, the dealer's log, drill questions). Other tests check the widgets' own text: the French of
every studlib.widgets.text entry, the button labels the French lessons name, numbers written the
French way, and text read in the language in force.
"""

from __future__ import annotations

import html as _html
import re
import sys
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")
import ipywidgets as W  # noqa: E402

sys.path.insert(0, str(Path(__file__).parent))
from french_text import assert_french, english_words  # noqa: E402

import studlib  # noqa: E402
from studlib import table_view as TV  # noqa: E402
from studlib import explain, i18n, odds_view  # noqa: E402
from studlib import RAZZ, STUD, STUD8, Hand  # noqa: E402
from studlib.cards import CARDS, parse_card  # noqa: E402
from studlib.progress import Progress  # noqa: E402
from studlib.widgets import (ClassResults, Drill, DrillMenu, FinalTest, LowLadderDrill, MiniDeal,  # noqa: E402
                             MultipleChoice, OddsTable, PracticeTable, PracticeWeakRules, Replay,
                             RulesPicker, ScenarioBuilder, SeatQuiz, SelfCheck, ThreeGames,
                             palette_legend, show_cards, show_hand)
from studlib.widgets import text as T  # noqa: E402
from studlib.widgets.number_box import read_whole_number  # noqa: E402

DATA = Path(__file__).parent / "data"
HAND_9 = DATA / "wsop-2023-43" / "9.phh"


@pytest.fixture(autouse=True)
def _french_and_no_record(monkeypatch):
    """Every test speaks French and keeps no progress file."""
    monkeypatch.setenv("STUDLIB_PROGRESS", "memory")
    with studlib.language("fr"):
        yield


# --- reading everything a widget shows ----------------------------------------------------

_ATTRS = re.compile(r'\b(?:aria-label|title|alt|placeholder)="([^"]*)"')
_TAGS = re.compile(r"<(style|script)\b.*?</\1>|<[^>]+>", re.S)


def visible_text(markup: str) -> str:
    """What a reader meets in `markup`: the text between tags, plus the aria-labels and titles."""
    return _html.unescape(_TAGS.sub(" ", markup) + "\n" + "\n".join(_ATTRS.findall(markup)))


def controls(root, options: bool = True) -> list[str]:
    """Every label of the widget tree: button and box descriptions, tooltips, placeholders, options."""
    out, stack = [], [root]
    while stack:
        w = stack.pop()
        for attr in ("description", "tooltip", "placeholder"):
            value = getattr(w, attr, None)
            if isinstance(value, str) and value:
                out.append(value)
        if options and isinstance(w, (W.Dropdown, W.Select, W.RadioButtons, W.ToggleButtons)):
            out.extend(w._options_labels)
        stack.extend(getattr(w, "children", ()) or ())
    return out


def shown(view) -> str:
    """All a learner can read of `view`: the live widget's HTML and labels, the text, the snapshot."""
    parts = [visible_text(view.html()), view.text()]
    if getattr(view, "widget", None) is not None:
        stack = [view.widget]
        while stack:
            w = stack.pop()
            if isinstance(w, (W.HTML, W.Label)):
                parts.append(visible_text(w.value))
            stack.extend(getattr(w, "children", ()) or ())
        parts.extend(controls(view.widget))
    return "\n".join(parts)


def buttons(root) -> list[W.Button]:
    out, stack = [], [root]
    while stack:
        w = stack.pop()
        if isinstance(w, W.Button):
            out.append(w)
        stack.extend(reversed(getattr(w, "children", ()) or ()))
    return out


def no_fields(text: str) -> str:
    """A template without its {fields}; « Quinte flush » is the course's French (glossary), not English."""
    return _FRENCH_TOO.sub(" ", re.sub(r"\{[^{}]*\}", " ", text))


# --- the widgets' own text ------------------------------------------------------------------

def _entries(value, name):
    if isinstance(value, str):
        yield name, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _entries(item, f"{name}[{key!r}]")
    elif isinstance(value, (tuple, list)):
        for i, item in enumerate(value):
            yield from _entries(item, f"{name}[{i}]")


# What French writes as English does: game names, marks, and words French players use.
SAME_IN_FRENCH = {"Stud", "Stud/8", "Razz", "Stud Hi/Lo", "??", "◀", "Option", "Code", "Codes", "pot",
                  "Bring-in", "Bring-in:", "{seat} ({amount})", "{symbol} {suit} {colour}", "{pretty}  {name}",
                  "{seat} {card}", "{cards} ({name})", "{options}.", "{label} {amount} ({seats})",
                  "{rule} ({title})", "Question {number} ({kind})"}


def _view_sentence_modules() -> list:
    """Every module whose constants are the words the views show, translated when read: widgets.text,
    plots.text and the UI-free view modules (card_markup, table_view, feedback...). The engine's
    log sentences (explain) have their own tests."""
    import importlib
    root = Path(studlib.__file__).parent
    return [importlib.import_module("studlib." + ".".join(p.relative_to(root).with_suffix("").parts))
            for p in sorted(root.rglob("*.py"))
            if "\ntranslates_constants(__name__)" in p.read_text(encoding="utf-8")
            and p.stem not in ("explain", "i18n")]


def test_every_widget_text_entry_has_french_that_is_french():
    """All the views' words (widgets.text, plots.text, the view modules), read in French:
    translated, no English word, French spacing."""
    modules = _view_sentence_modules()
    names = [(module, n) for module in modules for n in sorted(i18n.constants(module))]
    assert {"studlib.widgets.text", "studlib.plots.text", "studlib.table_view"} <= {m.__name__ for m in modules}
    assert len(names) > 300
    for module, name in names:
        with studlib.language("en"):
            english = dict(_entries(getattr(module, name), name))
        french = dict(_entries(getattr(module, name), name))
        for where, text in french.items():
            assert_french(no_fields(text), where)
            if english[where] not in SAME_IN_FRENCH and english[where].strip(" ·()"):
                assert text != english[where], f"{where} is not translated: {text!r}"
            # (a "?" after a space or a colon is the builder's "any card", not a question mark)
            assert not re.search(r"(?<=[\w»)]) [:;!?](\s|$)", text), f"{where}: a plain space before : ; ! ? {text!r}"
            for mark in re.findall(r"(?<=[\w»)])[:;!?](?=\s|$)", text):
                pytest.fail(f"{where}: no no-break space before {mark!r}: {text!r}")
            assert "« " not in text and " »" not in text, f"{where}: guillemets need no-break spaces"


def test_the_buttons_the_french_lessons_name():
    """The button labels the French lessons name (« appuyez sur **Rue suivante** »)."""
    assert (T.DEAL_NEXT, T.NEW_DEAL, T.DEAL_AGAIN, T.NEXT_DEAL) == (
        "Rue suivante", "Nouvelle donne", "Redistribuer", "Donne suivante")
    assert (T.SHOW_ANSWER, T.DRILL_NEXT, T.FINAL_SEE_SCORE, T.THREE_PLAY_OUT, T.SHOW_DOWN_CARDS) == (
        "Voir la réponse", "Question suivante", "Voir mon score", "Jouer jusqu'au bout",
        "Montrer les cartes cachées")
    assert {kind: words["button"] for kind, words in explain.ACTION_WORDS.items()} == {
        "fold": "Se coucher", "check": "Parole", "call": "Suivre {amount}", "bring_in": "Bring-in {amount}",
        "complete": "Compléter à {amount}", "bet": "Miser {amount}", "raise": "Relancer à {amount}"}
    assert TV.FOLD_FREE_YES == "Oui, je me couche"
    assert (T.REPLAY_START, T.REPLAY_BACK, T.REPLAY_NEXT, T.REPLAY_END) == (
        "|◀ Début", "◀ Retour", "Suivant ▶", "Fin ▶|")
    assert T.GAME_LABEL == "Variante" and T.DEAL_NUMBER == "Donne n°"
    assert T.RIGHT == "Exact\u00a0!" and T.WRONG == "Pas tout à fait."


def test_plurals_follow_the_french_rule_zero_and_one_singular():
    assert T.score_line(0, 0) == "Score\u00a0: 0 sur 0 essai"
    assert T.score_line(1, 1) == "Score\u00a0: 1 sur 1 essai"
    assert T.score_line(2, 3) == "Score\u00a0: 2 sur 3 essais"
    from studlib.plots import text as PT
    assert PT.mastery_bar(50, 1) == "50\u00a0% (1 règle)" and PT.mastery_bar(75, 4) == "75\u00a0% (4 règles)"
    with studlib.language("en"):
        assert T.score_line(0, 0) == "Score: 0 right, 0 tries" and T.score_line(1, 1) == "Score: 1 right, 1 try"
        assert PT.mastery_bar(50, 1) == "50 % (1 rule)"


def test_numbers_and_percentages_are_written_the_french_way():
    bar_label = odds_view.ODDS_BAR_LABEL.format(seat="Siège 1", share=T.number(0.125))
    assert bar_label == "Siège 1\u00a0: 12,5\u00a0% du pot"
    assert format(T.number(1_712_304), ",") == "1\u202f712\u202f304"
    with studlib.language("en"):
        assert odds_view.ODDS_BAR_LABEL.format(seat="Seat 1", share=T.number(0.125)) == "Seat 1: 12.5% of the pot"
        assert format(T.number(1_712_304), ",") == "1,712,304"


def test_text_is_read_in_the_language_in_force_not_when_imported():
    with studlib.language("en"):
        english = T.DEAL_NEXT
        deal = MiniDeal(seed=4711)                 # built in English ...
    assert english == "Deal next street" and T.DEAL_NEXT == "Rue suivante"
    text = deal.text()                             # ... read in French
    assert "donne n°\u00a04711" in text and "Deal #" not in text
    assert deal.html().count("Cartes cachées") == 1 and "Down cards" not in deal.html()


def test_widget_controls_are_french():
    """The controls each widget is built with (not the engine's seat or option buttons)."""
    deal = MiniDeal(seed=4711)
    assert [deal.next_button.description, deal.new_button.description, deal.again_button.description,
            deal.reveal_box.description, deal.game_menu.description, deal.palette_menu.description] == [
        "Rue suivante", "Nouvelle donne", "Redistribuer", "Montrer les cartes cachées", "Variante",
        "Couleurs des enseignes"]
    assert deal.palette_menu._options_labels == ("Deux couleurs", "Quatre couleurs")
    assert deal.door_menus[0].description == "Porte du siège 1"
    table = PracticeTable(seed=4711)
    for label in [table.again_button.description, table.next_deal_button.description, table.preset_menu.description,
                  table.seat_menu.description, table.code_box.description, table.open_code_button.description,
                  *table.preset_menu._options_labels, table.files.save_button.description,
                  table.files.save_button.tooltip, table.files.replay_button.description]:
        assert_french(label)
    assert table.preset_menu._options_labels == ("En ligne", "Salle de jeu", "Tournoi")
    assert all(re.fullmatch(r"(Se coucher|Parole|Suivre|Bring-in|Compléter à|Miser|Relancer à) .*|Se coucher|Parole",
                            b.description) for b in table.action_buttons)
    replay = Replay(HAND_9)
    assert [b.description for b in buttons(replay.widget)][:6] == [
        "|◀ Début", "◀◀ Rue", "◀ Retour", "Suivant ▶", "Rue ▶▶", "Fin ▶|"]
    for label in controls(replay.widget):
        assert_french(label)
    menu = DrillMenu()
    assert menu.kind_box.description == "Exercice"
    assert "Qui paie le bring-in" in menu.kind_box._options_labels
    builder = ScenarioBuilder()       # its ready scenarios are named by studlib.scenario
    for label in controls(RulesPicker().widget) + controls(builder.widget, options=False):
        assert_french(label)
    assert builder.preset_box._options_labels[0] == "(aucun)"
    odds = OddsTable(STUD, ["As Kd 7c", "?? ?? 8h"])
    for label in [odds.target.description, odds.unseen_button.description, odds.remove_button.description,
                  odds.dead_box.description, odds.dead_box.placeholder]:
        assert_french(label)


def test_a_french_click_keeps_french_labels():
    """The practice table relabels its buttons at every decision: in French, they stay French."""
    table = PracticeTable(seed=4711)
    for _ in range(12):
        if table.hand.is_over:
            break
        labels = [b.description for b in table.action_buttons]
        assert labels and not [w for label in labels for w in english_words(label)], labels
        table.action_buttons[-1].click()
    drill = Drill("legal_actions", seed=5)
    drill.next_button.click()
    assert drill.next_button.description == "Question suivante"


def test_widget_errors_are_french():
    cases = [lambda: MiniDeal(seed=-1), lambda: PracticeTable(players=9), lambda: MiniDeal(palette="six"),
             lambda: read_whole_number("12a", 0, 1_000_000), lambda: FinalTest(n=0),
             lambda: SeatQuiz("qui", seed=1), lambda: PracticeTable(stacks=[0, 1])]
    for make in cases:
        with pytest.raises(ValueError) as error:
            make()
        assert_french(str(error.value).replace("'", " "), str(error.value))
    with pytest.raises(ValueError, match="1\u202f000\u202f000"):
        read_whole_number("12a", 0, 1_000_000)


def test_odds_figures_and_progress_chart_are_french():
    from studlib.plots.mastery import mastery_figure
    from studlib.plots.odds import CATEGORY_NAMES, category_bars, share_bars

    fig = share_bars(["Siège 1", "Siège 2"], [0.625, 0.375], "Siège 1 mène")
    ax = fig.axes[0]
    fig.canvas.draw()
    assert ax.get_xlabel() == "Part du pot"
    assert [t.get_text() for t in ax.texts] == ["62,5\u00a0%", "37,5\u00a0%"]   # written on the bars
    labels = [t.get_text() for t in ax.get_xticklabels()]
    assert "20\u00a0%" in labels and not any("." in label for label in labels)
    assert CATEGORY_NAMES[min(CATEGORY_NAMES)] == "Carte haute"
    assert list(CATEGORY_NAMES.values())[-3:] == ["Full", "Carré", "Quinte flush"]
    bars = category_bars({"5 cartes": [50, 40, 5, 2, 1, 1, 1, 0, 0]}, "Cinq cartes")
    assert bars.axes[0].get_xlabel() == "Part de toutes les mains"
    chart = mastery_figure({"bring_in": (0.5, 2), "order": (None, 0)})
    words = [t.get_text() for t in chart.axes[0].texts] + [chart.axes[0].get_title()]
    words += [t.get_text() for t in chart.axes[0].get_yticklabels()]
    for text in words:
        assert_french(text)
    assert "50\u00a0% (2 règles)" in words and "pas encore travaillée" in words


# --- card faces -------------------------------------------------------------------------------

def test_card_faces_show_french_rank_letters_and_french_names():
    view = show_cards("Kh Qs Jd Ac Tc")
    faces = [re.sub(r"\s+", "", visible_text(m)) for m in re.findall(r'<span role="img".*?</span></span>', view.html())]
    assert [f[:2] for f in faces] == ["R♥", "D♠", "V♦", "A♣", "10"]
    labels = re.findall(r'aria-label="([^"]*)"', view.html())
    assert labels[0] == parse_card("Kh").name and "roi" in labels[0]
    deal = MiniDeal(seed=4711)
    deal.show_down_cards()
    faces = re.findall(r"<span>([^<]*)</span><span>[♠♥♦♣]</span>", deal.html())
    assert faces and set(faces) <= {"A", "R", "D", "V", "10", "9", "8", "7", "6", "5", "4", "3", "2"}


def test_card_faces_take_their_letter_from_the_cards_own_display():
    """render.py shows Card.pretty's rank, whatever the language makes of it (not Rank.letter)."""
    for card in CARDS:
        face = re.search(r"<span>([^<]*)</span><span>[♠♥♦♣]</span>", show_cards([card]).html()).group(1)
        assert face + card.suit.symbol == card.pretty
    with studlib.language("en"):
        assert re.search(r"<span>K</span>", show_cards("Kh").html())


# --- every widget, clicked through, in French -------------------------------------------------

# French words the English-words list also holds: « Siège 3 suit » (calls) and the glossary's
# « Quinte flush »; and the proper names a hand history carries (its event, its players).
_FRENCH_TOO = re.compile(r"\bsuit\b|(?<=uinte) flush\b|2023 World Series of Poker.*?Championship")


def _check(view, where: str) -> None:
    assert_french(_FRENCH_TOO.sub(" ", shown(view)), where)


def test_minideal_to_the_showdown_in_french():
    deal = MiniDeal(seed=4711)
    _check(deal, "third street")
    deal.reveal_box.value = True
    deal.palette_menu.value = "four"
    for street in range(5):
        deal.next_button.click()
        _check(deal, f"after {street + 1} clicks")
    assert TV.SHOWDOWN in deal.text()
    deal.again_button.click()
    _check(deal, "dealt again")
    deal.door_menus[1].value = deal.door_menus[1].options[3][1]
    _check(deal, "door card changed")
    deal.game_menu.value = "razz"
    deal.new_button.click()
    _check(deal, "new deal")


def test_practice_table_a_whole_hand_and_its_files_in_french(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)                # the hands folder is shown relative to the notebook
    table = PracticeTable(seed=4711)
    table.files.folder = Path("mains")
    _check(table, "start")
    for step in range(40):
        if table.hand.is_over:
            break
        table.action_buttons[min(1, len(table.action_buttons) - 1)].click()
        _check(table, f"step {step}")
    assert table.hand.is_over
    table.files.save_button.click()
    message = table.files.message
    assert message.startswith("Enregistrée sous ") and "ouvrez-la avec Replay(" in message
    assert (tmp_path / "mains" / "stud-donne-4711.phh").exists() and "mains/stud-donne-4711.phh" in message
    assert_french(message)
    table.next_deal_button.click()
    table.action_buttons[0].click()        # fold: the bots play it out (or "Yes, fold" is asked)
    _check(table, "after a fold")
    table.game_menu.value = "stud8"
    _check(table, "stud/8")


def test_three_games_in_french():
    three = ThreeGames(seed=4711)
    _check(three, "third street")
    three.next_button.click()
    _check(three, "fourth street")
    three.play_out_button.click()
    _check(three, "played out")


@pytest.mark.parametrize("kind", ["bring_in", "first_to_act", "legal_actions", "shows_first", "read_low",
                                  "low_qualifies", "split"])
def test_drills_in_french(kind):
    drill = Drill(kind, seed=11)
    _check(drill, "question")
    q = drill.question
    drill.answer(next(o for o in q.options if o != q.answer))
    _check(drill, "wrong answer")
    drill.answer(q.answer)
    _check(drill, "right answer")
    drill.next_button.click()
    _check(drill, "next question")


def test_drill_menu_final_test_and_class_results_in_french():
    menu = DrillMenu()
    menu.kind_box.value = "split"
    _check(menu, "split drill")
    final = FinalTest(seed=2026, n=6)
    for i, q in enumerate(final.questions):
        _check(final, f"question {i + 1}")
        final.answer(q.answer if i % 2 else next(o for o in q.options if o != q.answer))
        final.next_button.click()
    assert final.finished
    _check(final, "the score")
    code = final.results_code()
    results = ClassResults()
    results.read_button.click()
    _check(results, "nothing pasted")
    results.box.value = f"{code}\n{code}\nXYZ"
    results.read_button.click()
    _check(results, "three lines")


def test_self_check_from_a_french_question_file():
    check = SelfCheck("fr-exemple", "porte", folder=DATA)
    _check(check, "the question")
    assert check.show_button.description == "Voir la réponse"
    check.choose("Siège 1")
    assert "Pas tout à fait." in check.text() and "le roi est plus haut" in check.text()
    _check(check, "one miss")
    check.show_button.click()
    _check(check, "answer shown")
    assert "Réponse affichée après une erreur." in check.text()


def test_multiple_choice_and_rules_picker_in_french():
    choice = MultipleChoice("Qui paie le bring-in ?", ["Siège 1", "Siège 2"], "Siège 2", rule="STUD-3.1")
    choice.choose("Siège 2")
    _check(choice, "right first time")
    assert "Exact, du premier coup." in choice.text()
    picker = RulesPicker()
    for preset in ("online", "cardroom", "tournament"):
        picker.menu.value = preset
        _check(picker, preset)


@pytest.mark.parametrize("kind", ["bring_in", "first_to_act", "shows_first"])
def test_seat_quiz_in_french(kind):
    quiz = SeatQuiz(kind, seed=4711)
    _check(quiz, "question")
    wrong = next(b for i, b in enumerate(quiz.seat_buttons) if i != quiz.correct)
    wrong.click()
    _check(quiz, "wrong seat")
    quiz.seat_buttons[quiz.correct].click()
    _check(quiz, "right seat")


def test_low_ladder_in_french():
    ladder = LowLadderDrill(seed=3)
    _check(ladder, "start")
    for _ in range(30):
        if ladder.done:
            break
        buttons_left = [b for b in ladder.hand_buttons if not b.disabled and b.layout.display != "none"]
        buttons_left[-1].click()
        _check(ladder, "a click")


def test_odds_table_in_french():
    table = OddsTable(STUD8, ["As 2d 3c", "?? ?? 7h"], dead="4c")
    _check(table, "start")
    assert "\u00a0%" in table.text()
    table.click_card("5s", 0)
    table.click_card("5s", 0)                   # taken back
    table.click_card("7h", 0)                   # already with Siège 2: refused
    _check(table, "clicks")
    table.unseen_button.click()
    table.remove_button.click()
    _check(table, "buttons")


def test_replay_in_french():
    replay = Replay(HAND_9)
    _check(replay, "start")
    for b in (replay.next_button, replay.street_next_button, replay.back_button, replay.street_back_button,
              replay.end_button, replay.next_button, replay.start_button, replay.back_button):
        b.click()
        _check(replay, b.description)
    replay.reveal_box.value = True
    replay.source_box.value = "pas-de-fichier.phh"
    replay.open_button.click()
    _check(replay, "a file that is not there")


def test_practice_weak_rules_in_french(tmp_path):
    progress = Progress(tmp_path / "progress.json")
    practice = PracticeWeakRules(progress=progress, seed=3)
    _check(practice, "empty record")
    q = practice.question
    practice.answer(next(o for o in q.options if o != q.answer))
    practice.next_button.click()
    _check(practice, "after a miss")
    practice.reset_button.click()
    _check(practice, "reset asked")
    practice.yes_button.click()
    _check(practice, "reset done")


def test_scenario_builder_in_french():
    builder = ScenarioBuilder()
    _check(builder, "empty")
    builder.load_preset("bring_in_tie")
    builder.make_button.click()
    builder.make_button.click()
    builder.open_button.click()
    _check(builder, "opened")
    builder.open_button.click()
    builder.seat_boxes[0].value = "As As"
    _check(builder, "a card twice")


def test_static_views_in_french():
    hand = Hand(RAZZ, [1000] * 4, seed=9)
    _check(show_hand(hand, reveal=True), "show_hand")
    _check(show_cards("As ?? 7h"), "show_cards")
    _check(palette_legend("four"), "legend")


def test_the_static_legend_and_headings_are_french_whatever_the_engine():
    legend = palette_legend("four").text()
    assert legend.startswith("Couleurs des enseignes, jeu à quatre couleurs\u00a0:")
    assert "noir" in legend and "vert" in legend and "bleu" in legend and "rouge" in legend
    table = show_hand(Hand(STUD, [1000] * 3, seed=2)).html()
    for heading in ("Siège", "Cartes cachées", "Cartes visibles", "Remarque", "Dernières actions\u00a0:"):
        assert heading in table
    assert 'aria-label="carte face cachée"' in table
