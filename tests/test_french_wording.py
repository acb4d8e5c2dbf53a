"""French as a French card-room dealer says it (issue 29), checked where the learner reads it: the
catalog's sentences, the French lessons' sources and questions, and what the French notebooks
stored when they ran (the engine's logs, errors, tables and widgets).

- a seat inside a sentence takes its article: « au siège 3 », « du siège 3 », « pour les sièges
  1, 2 et 3 », never « à Siège 3 », « de Siège 3 » (the bare « Siège 3 » is a label);
- cards show as the French edition writes them (R♥, A♠, or the French letters Rco, Api), never
  the English codes Kh, As (a French reader takes « As » for the word « as »), except in lesson
  02's table that teaches the English notation beside the French one;
- a sentence of the catalog has at most one colon (« : »), and no capital follows a colon unless it
  starts a name or a code (ALLOWED_AFTER_A_COLON): a French reader takes « X : Y : Z » for a
  riddle, and French writes « Montant : tapez… », not « Montant : Tapez… ».
(That the engine's sentences open on « Le siège 3 » is read from played hands in test_french_log.)
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat
import pytest
from babel.messages.pofile import read_po

sys.path.insert(0, str(Path(__file__).parent))
from test_french_lessons import FR, LESSONS, QUESTIONS, _outputs_text  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
PO = REPO / "studlib" / "locale" / "fr" / "LC_MESSAGES" / "studlib.po"

# « à Siège 3 », « de Siège 3 », « pour Siège 3 »: the label where a sentence needs « au / du /
# pour le siège 3 ».
LABEL_IN_A_SENTENCE = re.compile(r"\b(?:à|de|du|au|pour|avec|par|en|et)\s+Sièges?\s+\d")
# The same in a template: a preposition before the bare {seat} field, which renders « Siège 3 ».
LABEL_FIELD_AFTER = re.compile(r"\b(?:à|de|pour|avec|par|en)\s+\{(?:seat|seats|worst|actor|right_seat)\}")
# A line that opens on the label and goes on as a sentence: « Siège 3 abat » for « Le siège 3 abat »
# (a label before « : », « | » or « [ » is a header: « Siège 3 : R♠ D♥ »).
LABEL_OPENS_A_SENTENCE = re.compile(r"(?m)^\s*Sièges? \d+(?:,? (?:et )?\d+)* [a-zà-ÿ]")
# An English card code standing alone: Kh, Td, As, 10c (the French letters Rco, 10ca never match).
ENGLISH_CARD = re.compile(r"(?<![\w'’/-])(?:10|[2-9TJQKA])[cdhs](?![\w'’])")
# Lesson 02 teaches both notations side by side: « Kh = roi de cœur = R♥ ».
NOTATION_TABLE_LINE = re.compile(r"^(?:10|[2-9TJQKA])[cdhs] = ", re.M)


def _outputs(cell) -> str:
    """Everything a code cell stored: printed text, a widget's HTML (tags out) and its plain text."""
    parts = [_outputs_text(cell)]
    for out in cell.get("outputs", []):
        data = out.get("data", {})
        if "text/html" in data and "text/plain" in data:
            parts.append(data["text/plain"])
    return "\n".join(parts)


def _translations(message) -> list[str]:
    return list(message.string) if isinstance(message.string, (tuple, list)) else [message.string]


with PO.open("rb") as _file:
    MESSAGES = [m for m in read_po(_file) if m.id]


# French puts a no-break space before the colon: « Siège 3 : R♠ ». A sentence ends at . ? or !
# followed by a space (« 12,50 $ », « n° 3 » and « Rules.cardroom() » never end one).
COLON = "\u00a0:"
SENTENCE_END = re.compile(r"(?<=[.?!])\s+")
# The word right after a colon, when it opens on a capital letter.
CAPITAL_AFTER_A_COLON = re.compile(r"\u00a0:\s+([A-ZÀ-ÖØ-Þ][\w./-]*)")
# What may open on a capital after a colon, and why: each is a name, not the start of a sentence.
ALLOWED_AFTER_A_COLON = {
    "Siège": "the seat's label, as the table and the headers show it: « Cartes : Siège 3 »",
    "Stud": "a game's name", "Razz": "a game's name",
    "PHH": "the hand-history format's name",
    "Shuffle": "studlib.dealing's class names, quoted as code: « Shuffle, Stacked ou Recorded »",
    "Rules.cardroom": "code a learner types", "Rules.online": "code a learner types",
    "Rules.tournament": "code a learner types",
}
# A rule ID (GEN-3.2, T-5, RAZZ-8.2) is a name too. A {field}, a quoted code (« … », `…`, '…') does
# not open on a capital letter, so the pattern lets it through: the renderer fills it.
RULE_ID = re.compile(r"[A-Z]+-\d")


def two_colon_sentences(texts) -> list[str]:
    """The sentences of `texts` that hold two colons or more."""
    return [s for text in texts for s in SENTENCE_END.split(text) if s.count(COLON) > 1]


def capitals_after_a_colon(texts) -> list[str]:
    """The words that open on a capital after a colon in `texts` and are neither a name nor a rule ID."""
    return [word for text in texts for word in CAPITAL_AFTER_A_COLON.findall(text)
            if word not in ALLOWED_AFTER_A_COLON and not RULE_ID.match(word)]


def _all_translations() -> list[str]:
    return [french for m in MESSAGES for french in _translations(m)]


def test_no_catalog_sentence_has_two_colons():
    found = two_colon_sentences(_all_translations())
    assert not found, f"{len(found)} French sentences with two colons (use a comma, « donc », a full stop): {found}"


def test_no_capital_after_a_colon_in_the_catalog():
    found = [(word, french) for french in _all_translations() for word in capitals_after_a_colon([french])]
    assert not found, f"a capital after « : » in the French catalog (French writes lower case there): {found}"


def test_the_dealer_drill_puts_no_capital_after_a_colon():
    """The drill's line for a box it could not read, or a wrong amount, is « Montant — Tapez… »: the box's
    label, then the reason as a sentence of its own (DEALER_NOT_READ), never « Montant : Tapez… »."""
    pytest.importorskip("ipywidgets")
    import studlib
    from studlib.widgets import DealerDrill

    with studlib.language("fr"):
        unread = DealerDrill(kind="pot", seed=2, progress=None, clock=lambda: 0.0)
        unread.answer(["beaucoup"])
        wrong = DealerDrill(kind="pot", seed=2, progress=None, clock=lambda: 0.0)
        wrong.answer(["1"])
        lines = [unread.view_model().unread, *wrong.view_model().feedback[1]]
    assert lines[0] and capitals_after_a_colon(lines) == [], lines


def test_the_colon_checks_catch_what_the_dealer_read():
    """The sentences issue 29 quotes fail the checks, and their fixes pass."""
    nb = "\u00a0"
    assert two_colon_sentences([f"Aucun code créé{nb}: le scénario ne peut pas être distribué tant que ceci "
                                f"n'est pas corrigé{nb}: {{error}}"])
    assert not two_colon_sentences([f"Aucun code créé. Le scénario ne peut pas être distribué tant que ceci "
                                    f"n'est pas corrigé{nb}: {{error}}", f"Justes{nb}: 3 sur 4. Réponses{nb}: 4."])
    assert capitals_after_a_colon([f"Montant{nb}: Tapez un montant"]) == ["Tapez"]
    assert not capitals_after_a_colon([f"Montant{nb}— Tapez un montant", f"Cartes{nb}: Siège 3, GEN-14.3",
                                       f"Règle{nb}: T-5", f"Jeu{nb}: Razz", f"Annonce{nb}: «{nb}Pot{nb}»"])


def test_no_catalog_sentence_puts_the_seat_label_after_a_preposition():
    found = [french for m in MESSAGES for french in _translations(m)
             if LABEL_IN_A_SENTENCE.search(french) or LABEL_FIELD_AFTER.search(french)]
    assert not found, f"« à / de Siège N » in the French catalog: {found}"


def test_the_checks_catch_what_the_dealer_read():
    """The patterns find the sentences issue 29 quotes, and pass their fixes."""
    assert LABEL_IN_A_SENTENCE.search("La carte As est donnée à Siège 1 et à Siège 2")
    assert LABEL_IN_A_SENTENCE.search("Carte de porte de Siège 3")
    assert LABEL_FIELD_AFTER.search("Le tapis de {seat} doit être")
    assert not LABEL_IN_A_SENTENCE.search("La carte A♠ est donnée aux sièges 1 et 2, pour les sièges 1, 2 et 3")
    assert ENGLISH_CARD.findall("Reste à classer : Ad Ac Th 9s 8d ; 10c") == ["Ad", "Ac", "Th", "9s", "8d", "10c"]
    assert not ENGLISH_CARD.findall("Reste à classer : A♦ A♣ 10♥ ; Rco Dpi 10ca Atr ; l'as, 2-7 ; 10,5 %")
    assert NOTATION_TABLE_LINE.search("Kh = roi de cœur = R♥")
    assert LABEL_OPENS_A_SENTENCE.search("Pot : 2 $\nSiège 2 abat : paire de rois")
    assert not LABEL_OPENS_A_SENTENCE.search("Siège 2 : ?? ?? | R♠\nLe siège 2 abat : paire de rois")


@pytest.mark.parametrize("stem", LESSONS)
def test_french_lesson_prose_and_questions_give_the_seat_its_article(stem):
    texts = [(FR / f"{stem}.md").read_text(encoding="utf-8")]
    questions = QUESTIONS / "fr" / f"{stem}.toml"
    if questions.exists():
        texts.append(questions.read_text(encoding="utf-8"))
    for text in texts:
        assert not LABEL_IN_A_SENTENCE.search(text), LABEL_IN_A_SENTENCE.search(text).group(0)


@pytest.mark.parametrize("stem", LESSONS)
def test_french_notebook_outputs_give_the_seat_its_article_and_show_french_cards(stem):
    """What the French notebook stored when it ran: the engine's sentences, tables and widgets."""
    nb = nbformat.read(FR / f"{stem}.ipynb", as_version=4)
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        text = _outputs(cell)
        wrong = LABEL_IN_A_SENTENCE.search(text)
        assert not wrong, f"fr/{stem}.ipynb cell {i}: « {wrong.group(0)} » in {text[max(0, wrong.start() - 80):wrong.end() + 40]!r}"
        opening = LABEL_OPENS_A_SENTENCE.search(text)
        assert not opening, f"fr/{stem}.ipynb cell {i}: a sentence opens on the label: {opening.group(0)!r}"
        if stem == "02-cards-and-high-hands":
            text = NOTATION_TABLE_LINE.sub(" ", text)
        codes = ENGLISH_CARD.findall(text)
        assert not codes, f"fr/{stem}.ipynb cell {i}: English card codes {codes[:8]} in a French output"
