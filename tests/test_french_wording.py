"""French as a French card-room dealer says it (issue 29), checked where the learner reads it: the
catalog's sentences, the French lessons' sources and questions, and what the French notebooks
stored when they ran (the engine's logs, errors, tables and widgets).

- a seat inside a sentence takes its article: « au siège 3 », « du siège 3 », « pour les sièges
  1, 2 et 3 », never « à Siège 3 », « de Siège 3 » (the bare « Siège 3 » is a label);
- cards show as the French edition writes them (R♥, A♠, or the French letters Rco, Api), never
  the English codes Kh, As (a French reader takes « As » for the word « as »), except in lesson
  02's table that teaches the English notation beside the French one.
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
