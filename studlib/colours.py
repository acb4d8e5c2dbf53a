"""The course's colours, in one place for the widgets and the figures (plain data, no imports of
ipywidgets or matplotlib): every text colour on its background reaches WCAG AA (4.5:1), which
tests/test_widgets.py checks through TEXT_PAIRS. studlib.widgets.render names them too.
"""

from __future__ import annotations

from .cards import Suit

__all__ = ["CARD_FACE", "INK", "PANEL", "HIGHLIGHT", "MUTED", "RIGHT_INK", "WRONG_INK", "CARD_BACK_STRIPE",
           "BUTTON_FACE", "BUTTON_INK", "COLOURS", "PALETTES", "TEXT_PAIRS"]

CARD_FACE = "#ffffff"       # card background
INK = "#1a1a1a"             # body text, card borders, black suits
PANEL = "#ffffff"           # background of every widget panel (set explicitly: dark themes too)
HIGHLIGHT = "#fff3bf"       # row of the seat a marker points at (the marker itself is text)
MUTED = "#595959"           # secondary text (notes, legends)
RIGHT_INK = "#006400"       # "Right!" (the word carries the meaning; colour only repeats it)
WRONG_INK = "#b00020"       # "Not quite."
CARD_BACK_STRIPE = "#1d3f8f"  # stripes on the back of a face-down card (no text on it)
# Main buttons ("Open", "Next question", table actions); the label says what they do. Set here,
# not by ipywidgets' button_style: its "success" green gives white text only 4.1:1.
BUTTON_FACE = "#1d3f8f"
BUTTON_INK = "#ffffff"

COLOURS = {"black": INK, "red": "#b00020", "blue": "#0047ab", "green": "#006400"}
PALETTES: dict[str, dict[Suit, str]] = {
    "two": {Suit.SPADES: "black", Suit.HEARTS: "red", Suit.DIAMONDS: "red", Suit.CLUBS: "black"},
    "four": {Suit.SPADES: "black", Suit.HEARTS: "red", Suit.DIAMONDS: "blue", Suit.CLUBS: "green"},
}
# Every (text colour, background) pair the widgets draw; all must reach 4.5:1.
TEXT_PAIRS: tuple[tuple[str, str, str], ...] = (
    ("ink on panel", INK, PANEL),
    ("ink on highlight", INK, HIGHLIGHT),
    ("muted on panel", MUTED, PANEL),
    ("muted on highlight", MUTED, HIGHLIGHT),
    ("right on panel", RIGHT_INK, PANEL),
    ("wrong on panel", WRONG_INK, PANEL),
    ("button label on main button", BUTTON_INK, BUTTON_FACE),
) + tuple((f"{name} suit on card", colour, CARD_FACE) for name, colour in COLOURS.items())
