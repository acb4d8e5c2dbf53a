"""French card notation in the French edition: a French reader takes « As » for the word *as*
and « Kh » means nothing to them, so every French placeholder, example and error example writes
cards in French letters (Api, Rco, 10ca) or with suit symbols; only the sentence that explains
the English notation may show English letters."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

import studlib
from studlib.widgets import text as T

PO = Path(__file__).resolve().parents[1] / "studlib" / "locale" / "fr" / "LC_MESSAGES" / "studlib.po"
# An English card code: a rank letter or number followed by an English suit letter ("As", "Kh", "10d").
_ENGLISH_CARD = re.compile(r"(?<![\w{])(?:10|[2-9TJQKA])[cdhs](?![\w}])")


def _french_entries():
    with PO.open("rb") as f:
        catalog = read_po(f, locale="fr")
    for message in catalog:
        if message.id and message.string:
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            yield message.id, strings


def test_the_english_card_pattern_finds_english_cards_only():
    assert _ENGLISH_CARD.findall("Des cartes comme As Kd 7c ; 10h") == ["As", "Kd", "7c", "10h"]
    assert not _ENGLISH_CARD.findall("Api Rco 10ca 7tr, A♠ R♥, {card}, l'as de pique")


def test_no_french_catalog_entry_writes_cards_in_english_letters():
    """Placeholders, examples and error examples in French use French letters. The one entry that
    explains the English notation ('la notation anglaise est aussi acceptée') may quote it."""
    bad = {}
    for msgid, strings in _french_entries():
        for s in strings:
            if "notation anglaise" in s:
                continue
            found = _ENGLISH_CARD.findall(s)
            if found:
                bad[msgid if isinstance(msgid, str) else msgid[0]] = found
    assert not bad, bad


def test_french_placeholders_show_french_cards():
    """The odds box and the scenario builder's seat boxes read « Api Rca 7tr » and « ? ? Rco »."""
    with studlib.language("fr"):
        assert "Api Rca 7tr" in T.ODDS_CARDS_HELP and not _ENGLISH_CARD.search(T.ODDS_CARDS_HELP)
        assert T.BUILDER_SEAT_PLACEHOLDER == "? ? Rco"
        from studlib.widgets import ScenarioBuilder
        builder = ScenarioBuilder()
        assert {box.placeholder for box in builder.seat_boxes} == {"? ? Rco"}
    assert T.BUILDER_SEAT_PLACEHOLDER == "? ? Kh"
