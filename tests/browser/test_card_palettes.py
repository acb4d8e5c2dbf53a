"""Both card palettes as the browser draws them: all 52 cards named, all card text at WCAG AA.

A small notebook written for the test shows every card in the two- and the four-colour deck,
face down and dealt-down cards too; the colours checked are the browser's computed ones, so
a theme or a stylesheet that overrode the palette would be caught.
"""

from __future__ import annotations

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook

import pagekit as K
from studlib.cards import CARDS
from studlib.colours import PALETTES

GALLERY = "card-palettes-gallery.ipynb"
AA_TEXT = 4.5


@pytest.fixture(scope="module")
def gallery(served_lessons, lab_page):
    """Every card in every palette, opened and run in the session's JupyterLab page."""
    _, notebooks = served_lessons
    cells = [new_code_cell("from studlib.cards import CARDS\n"
                           "from studlib.widgets import show_cards, palette_legend\n"
                           "from studlib.card_markup import cards_html\n"
                           "from studlib.markup import panel\n"
                           "from studlib.widgets.render import StaticView")]
    for palette in PALETTES:
        cells.append(new_code_cell(f"show_cards(list(CARDS) + ['??'], palette={palette!r})"))
        cells.append(new_code_cell(f"StaticView('', panel(cards_html(CARDS, {palette!r}, down=True)))"))
        cells.append(new_code_cell(f"palette_legend({palette!r})"))
    kernel = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nbformat.write(new_notebook(cells=cells, metadata={"kernelspec": kernel}), notebooks / GALLERY)
    page = lab_page
    K.open_notebook(page, GALLERY)
    report = K.run_all(page)
    assert not report["errors"] and not report["stderr"], report
    yield page
    K.close_notebook(page)


def test_every_card_of_both_palettes_is_drawn_with_its_name(gallery):
    cards = K.card_colours(gallery)
    assert len(cards) == 2 * len(PALETTES) * len(CARDS)   # face up and dealt down, per palette
    names = {c.name for c in CARDS}
    assert {c["name"].split(",")[0].lower() for c in cards} == names
    down = gallery.evaluate(K.JS_CARD_NAMES, K.CARD_SELECTOR)
    assert all(c["role"] == "img" and c["name"] for c in down)


def test_card_text_of_both_palettes_reaches_wcag_aa(gallery):
    cards = K.card_colours(gallery)
    ratios = {(c["name"], tuple(round(v) for v in c["fg"])): K.contrast(c["fg"], c["bg"]) for c in cards}
    low = {key: round(ratio, 2) for key, ratio in ratios.items() if ratio < AA_TEXT}
    assert not low, f"card text below {AA_TEXT}:1: {low}"
    # Four suit colours reach the page in the four-colour deck: the test saw them all.
    assert len({fg for _, fg in ratios}) == len({colour for p in PALETTES.values() for colour in p.values()})
