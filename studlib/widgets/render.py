"""Static, accessible HTML and plain text for cards, seats and hands (no ipywidgets needed here).

Every colour comes from studlib.colours (shared with the figures), where the contrast test in
tests/test_widgets.py checks them all against WCAG AA (4.5:1 for text); they are named here too.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card, Suit, parse_card, parse_cards
from .. import explain
from ..colours import (BUTTON_FACE, BUTTON_INK, CARD_BACK_STRIPE, CARD_FACE, COLOURS, HIGHLIGHT, INK, MUTED,
                       PALETTES, PANEL, RIGHT_INK, TEXT_PAIRS, WRONG_INK)
from ..explain import Seat, seat_name
from ..rules import Structure
from . import text as T
from .markup import Safe, element, join

__all__ = [
    "CARD_FACE", "INK", "PANEL", "HIGHLIGHT", "MUTED", "RIGHT_INK", "WRONG_INK", "CARD_BACK_STRIPE",
    "BUTTON_FACE", "BUTTON_INK", "button_style",
    "COLOURS", "PALETTES", "TEXT_PAIRS", "CARD_HEIGHT_PX", "CARD_FONT_PX",
    "contrast_ratio", "check_palette", "card_html", "card_text", "cards_html", "cards_text",
    "COURSE_CLASS", "course_style", "course_box", "scrolls", "SEATS_CLASS", "seats_style",
    "seat_rows_html", "column_heads", "seat_said", "announcement_html", "marker_words", "panel", "StaticView",
    "LiveView",
    "show_cards", "show_hand", "palette_legend",
]

CARD_HEIGHT_PX = 80   # big enough to read from the back of a classroom on a projector
CARD_WIDTH_PX = 56
CARD_FONT_PX = 30
_FONT = "'DejaVu Sans', 'Segoe UI Symbol', Arial, sans-serif"
_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def _luminance(colour: str) -> float:
    """Relative luminance of '#rrggbb' as WCAG 2 defines it."""
    value = colour.lstrip("#")
    channels = [int(value[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast_ratio(foreground: str, background: str) -> float:
    """WCAG 2 contrast ratio of two '#rrggbb' colours, from 1.0 to 21.0."""
    light, dark = sorted((_luminance(foreground), _luminance(background)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def button_style(main: bool = False) -> dict[str, str]:
    """ipywidgets ButtonStyle for a large, bold button; main=True: white on dark blue (AA)."""
    style = {"font_size": "18px", "font_weight": "bold"}
    if main:
        style.update(button_color=BUTTON_FACE, text_color=BUTTON_INK)
    return style


def check_palette(palette: str) -> str:
    """The palette name if it exists, else a ValueError naming the choices."""
    if not isinstance(palette, str) or palette not in PALETTES:
        raise ValueError(T.ERR_PALETTE.format(value=palette))
    return palette


def check_structure(structure: Structure | None) -> Structure:
    """The table's Structure: None gives the default, anything but a Structure is a ValueError."""
    if structure is None:
        return Structure()
    if not isinstance(structure, Structure):
        raise ValueError(T.ERR_STRUCTURE)
    return structure


def check_text(value: object, what: str, default: str | None = None) -> str:
    """A text argument; None gives `default` when there is one, anything else is a ValueError."""
    if value is None and default is not None:
        return default
    if not isinstance(value, str):
        raise ValueError(T.ERR_TEXT_ARGUMENT.format(what=what, value=value))
    return value


# --- cards --------------------------------------------------------------------------------

def _rank_text(card: Card) -> str:
    """The rank as the card face shows it, in the language in force: 'K' in English, 'R' in French."""
    return card.pretty.removesuffix(card.suit.symbol)


def _card_style(border: str = "solid") -> str:
    return (f"display:inline-flex;flex-direction:column;align-items:center;justify-content:center;"
            f"box-sizing:border-box;width:{CARD_WIDTH_PX}px;height:{CARD_HEIGHT_PX}px;margin:2px;"
            f"border:3px {border} {INK};border-radius:7px;vertical-align:middle;"
            f"font:700 {CARD_FONT_PX}px/1.05 {_FONT};")


def card_html(card: Card | None, palette: str = "two", down: bool = False) -> Safe:
    """One card as accessible HTML: rank and suit visible, role="img" with a spoken name.

    card=None draws a face-down card. down=True draws a down card face up with a dashed border
    (the border style, not a colour, says "this one is dealt face down").
    """
    if card is None:
        back = (f"background:repeating-linear-gradient(45deg,{CARD_BACK_STRIPE} 0 7px,"
                f"{CARD_FACE} 7px 12px);")
        return element("span", role="img", aria_label=T.FACE_DOWN, title=T.FACE_DOWN, style=_card_style() + back)
    colour = COLOURS[PALETTES[check_palette(palette)][card.suit]]
    label = T.DEALT_DOWN.format(name=card.name) if down else card.name
    return element("span", element("span", _rank_text(card)), element("span", card.suit.symbol),
                   role="img", aria_label=label, title=label,
                   style=f'{_card_style("dashed" if down else "solid")}background:{CARD_FACE};color:{colour}')


def card_text(card: Card | None) -> str:
    """'7c' for a card ('7♣' in French), '??' for a face-down one."""
    return T.FACE_DOWN_TEXT if card is None else T.CARD_TEXT.format(code=card, pretty=card.pretty)


def cards_html(cards: Iterable[Card | None], palette: str = "two", down: bool = False) -> Safe:
    """A row of cards; the spaces keep them readable where styles are stripped (GitHub)."""
    return join((card_html(c, palette, down) for c in cards), " ")


def cards_text(cards: Iterable[Card | None]) -> str:
    return " ".join(card_text(c) for c in cards)


def read_cards(cards: str | Iterable[Card | str | None]) -> tuple[Card | None, ...]:
    """Cards from 'As Kh 7d' or a list; '??' (or None) stands for a face-down card."""
    if isinstance(cards, str):
        pieces: list[Any] = cards.split()
        if not any(p == "??" for p in pieces):
            return tuple(parse_cards(cards))
    else:
        pieces = list(cards)
    out = tuple(None if p is None or p == "??" else parse_card(p) for p in pieces)
    parse_cards([c for c in out if c is not None])  # same card twice -> CardError
    return out


# --- panels and tables --------------------------------------------------------------------

def panel(body: object, label: str = "", full_width: bool = False) -> Safe:
    """The white, dark-ink box every widget is drawn in, whatever the notebook theme.

    `body` is the widget's markup, built with studlib.widgets.markup; anything else is shown as text.
    full_width: the box takes the page's width rather than its content's (a body that fits
    itself to its width, such as the practice table's seats, has no width of its own to give).
    """
    return element("div", body, role="group" if label else None, aria_label=label or None,
                   style=f"background:{PANEL};color:{INK};font-family:{_FONT};font-size:18px;"
                         f"line-height:1.4;padding:10px 12px;border:2px solid {INK};border-radius:8px;"
                         f"display:{'block' if full_width else 'inline-block'};max-width:100%;box-sizing:border-box")


WRAP_CLASS = "studlib-wrap"


def wrap_style() -> Safe:
    """CSS that lets a button marked WRAP_CLASS wrap its words: ipywidgets cuts long labels with '...'."""
    # An answered option is disabled but must stay readable (ipywidgets fades it to 3:1):
    # the ✓/✗ marks and the words say it is answered.
    return Safe(f"<style>.{WRAP_CLASS}{{white-space:normal !important;height:auto !important;"
            f"text-align:left;line-height:1.3;padding-top:4px;padding-bottom:4px}}"
            f".{WRAP_CLASS}:disabled{{opacity:1 !important}}</style>")


COURSE_CLASS = "studlib-widget"
CONTROL_FONT_PX = 16      # every control's text (ipywidgets draws 13 px)
TARGET_PX = 24            # the smallest target (WCAG 2.5.8)


def course_style() -> Safe:
    """CSS for every course widget's root (COURSE_CLASS): controls' text at 16 px, targets at
    least 24x24 px, a focus ring that always shows, wide tables scrolling inside themselves (a
    phone, a projector), and long option labels that wrap (WRAP_CLASS)."""
    root = f".{COURSE_CLASS}"
    controls = ", ".join(f"{root} {c}" for c in ("button", "select", "input", "textarea", ".widget-label",
                                                  ".widget-label-basic", ".widget-readout"))
    return Safe(f"<style>{root}{{--jp-widgets-font-size:{CONTROL_FONT_PX}px;--jp-widgets-inline-height:32px;"
            f"max-width:100%;min-width:0}}"
            f"{controls}{{font-size:{CONTROL_FONT_PX}px}}"
            f"{root} button, {root} select, {root} input{{min-height:{TARGET_PX}px;min-width:{TARGET_PX}px}}"
            f"{root} input[type=checkbox]{{width:{TARGET_PX}px;height:{TARGET_PX}px}}"
            # The ring is dark on white whatever the theme, and a focused control scrolls clear of
            # anything sticky at the top or bottom of the page (WCAG 2.4.11).
            f"{root} :focus-visible{{outline:3px solid {INK} !important;outline-offset:2px;"
            f"box-shadow:0 0 0 5px {PANEL} !important}}"
            f"{root} button, {root} select, {root} input{{scroll-margin:96px}}"
            # An HTML view never grows wider than the output: its tables scroll inside it.
            f"{root} .widget-html, {root} .widget-html-content, {root} .widget-box{{max-width:100%;min-width:0}}"
            f"</style>" + wrap_style())


def course_box(children: Sequence[Any]):
    """The root of a course widget: a VBox marked COURSE_CLASS that carries course_style()."""
    import ipywidgets

    box = ipywidgets.VBox([ipywidgets.HTML(course_style()), *children])
    box.add_class(COURSE_CLASS)
    return box


def scrolls(body: Safe, label: str, cls: str | None = None) -> Safe:
    """Wrap a wide table so that it scrolls sideways inside itself on a narrow screen.

    The scroller is a named region in the Tab order (WCAG 2.1.1): a keyboard learner can reach
    it and scroll it with the arrow keys, as the table itself holds nothing focusable.
    """
    return element("div", body, role="region", aria_label=label, tabindex="0", class_=cls,
                   style="overflow-x:auto;max-width:100%")


SEATS_CLASS = "studlib-seats"
# Below this width the seats table is a list of seats. A row of the table, read whole, is 800 to
# 1030 px wide (seven cards, French words): narrower, its cards would wrap one per line in their
# columns, so a phone, a projector with the file browser open (588 px in JupyterLab) and a
# laptop with it open (860 px) get the list.
SEATS_STACK_PX = 1060


def seats_style() -> Safe:
    """CSS of the practice table's seats (SEATS_CLASS; issue 33 item 1): every seat's name,
    cards, stack, bet and note in view without sideways scrolling. A table where a row fits on
    one line; below SEATS_STACK_PX of width (a container query: the widget's own width, with or
    without JupyterLab's sidebars) each seat is a block: its name, stack, bet and note ("◀ to
    act", "wins $70") on a first line, wrapping under the seat on a phone, then its down and up
    cards, wrapping. The rows keep their table roles, given explicitly, so a screen reader still
    reads a table; the column heads stay for it, out of sight, and the stack and bet then show
    their names ("Stack $393.60")."""
    root = f".{SEATS_CLASS}"
    return Safe(
        f"<style>{root}{{container-type:inline-size;width:100%;box-sizing:border-box}}"
        f"{root} table{{border-collapse:collapse;color:{INK};font-size:20px}}"
        f"{root} th, {root} td{{text-align:left;vertical-align:middle;padding:4px 12px 4px 0}}"
        f"{root} tbody th{{padding-left:4px}}"
        f"{root} .studlib-nowrap{{white-space:nowrap}}"
        f"{root} .studlib-cards{{min-width:{CARD_WIDTH_PX + 4}px}}"
        f"{root} .studlib-label{{display:none}}"
        f"@container (max-width:{SEATS_STACK_PX}px){{"
        f"{root} table, {root} tbody{{display:block}}"
        f"{root} thead{{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}}"
        f"{root} tbody tr{{display:flex;flex-wrap:wrap;align-items:center;column-gap:16px;row-gap:2px;"
        f"padding:6px 4px;border-top:1px solid {MUTED}}}"
        # the end of the first line: the cards always start a line of their own
        f"{root} tbody tr::after{{content:'';flex-basis:100%;order:1}}"
        f"{root} tbody th, {root} tbody td{{padding:0}}"
        f"{root} td:empty{{display:none}}"
        f"{root} .studlib-cards{{order:2}}"
        f"{root} .studlib-label{{display:inline}}}}"
        f"</style>")


def muted(text: str) -> Safe:
    return element("div", text, style=f"color:{MUTED};font-size:16px")


def record_notice_html(notice: str) -> Safe:
    """What happened to the learner's record (an answer not saved, a file set aside), announced
    (role=alert) under the feedback, which is drawn as usual; nothing when there is nothing to say."""
    if not notice:
        return Safe("")
    return element("div", notice, role="alert",
                   style=f"color:{INK};font-size:16px;border-left:4px solid {WRONG_INK};padding-left:8px;margin-top:4px")


def marker_words(marker: str) -> str:
    """A marker without its arrow: '◀ brings in' -> 'brings in' (the arrow is only decoration)."""
    return marker.removeprefix(T.MARKER_ARROW).strip()


def marker_html(marker: str) -> Safe:
    """A marker such as '◀ brings in': the arrow is decoration, the words are the meaning."""
    if marker.startswith(T.MARKER_ARROW):
        return element("strong", element("span", T.MARKER_ARROW, aria_hidden="true"), " ", marker_words(marker))
    return element("strong", marker)


def seat_said(seat: int, down: Sequence[Card | None], up: Sequence[Card], *, you: bool | None = None,
              folded: bool = False, extras: Sequence[str] = ()) -> str:
    """A seat row as one sentence for a screen reader: 'Seat 3, you: down cards 3 of diamonds,
    jack of hearts; up card ace of clubs; stack $399.60; to act'.

    you=None: a table with no "you" (the mini-deal); folded: the cards are not read (pass the
    down and up cards anyway for your own folded seat, which keeps them in view); extras: the
    stack, the bet and the markers, already in words."""
    name = seat_name(seat)
    if you is not None:
        name = (T.SEAT_SAID_YOU if you else T.SEAT_SAID_BOT).format(seat=name)
    parts = [T.FOLDED] if folded else []
    if down or up:
        shown = [c.name for c in down if c is not None]
        hidden = sum(c is None for c in down)
        if shown:
            parts.append(T.down_cards_said(shown))
        if hidden:
            parts.append(T.hidden_cards_said(hidden))
        if up:
            parts.append(T.up_cards_said([c.name for c in up]))
    parts.extend(marker_words(e) for e in extras if e)
    return T.SEAT_SAID.format(seat=name, parts=T.LIST_SEPARATOR.join(parts))


# Visually hidden, still read: the live region says aloud what sighted learners see change.
_SCREEN_READER_ONLY = ("position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;"
                       "clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0")


def announcement_html(lines: Sequence[str]) -> Safe:
    """A polite live region (role="status") holding what changed, one line per sentence.

    It is the only live region of a widget: the visible status lines are not live, so a screen
    reader hears each change once."""
    return element("div", join(element("p", line) for line in lines if line), role="status",
                   aria_live="polite", style=_SCREEN_READER_ONLY)


@dataclass(frozen=True)
class SeatRow:
    """What one seat shows: its down cards (None = face down), up cards and a text marker."""

    seat: int
    down: tuple[Card | None, ...]
    up: tuple[Card, ...]
    marker: str = ""
    folded: bool = False
    revealed: bool = False


def column_heads(heads: Iterable[str], style: str) -> Safe:
    """A table's <thead>: one <th scope="col"> per column name, for screen readers."""
    return element("thead", element("tr", join(element("th", h, scope="col", style=style) for h in heads)))


def seat_rows_html(rows: Sequence[SeatRow], palette: str, caption: str = "") -> Safe:
    """A table of seats: header cells name the columns for screen readers."""
    head = column_heads((T.SEAT, T.DOWN_CARDS, T.UP_CARDS, T.NOTE),
                        f"text-align:left;padding:2px 10px 2px 0;font-size:16px;color:{MUTED}")
    body = []
    for r in rows:
        style = f"background:{HIGHLIGHT};outline:3px solid {INK}" if r.marker else None
        if r.folded:
            down = up = element("em", T.FOLDED)
        else:
            down = cards_html(r.down, palette, down=True)
            up = cards_html(r.up, palette)
        note = marker_html(r.marker) if r.marker else ""
        said = seat_said(r.seat, r.down, r.up, folded=r.folded, extras=(r.marker,))
        body.append(element("tr",
                            element("th", seat_name(r.seat), scope="row",
                                    style="text-align:left;padding:4px 12px 4px 4px;white-space:nowrap"),
                            element("td", down, style="padding:4px 12px 4px 0"),
                            element("td", up, style="padding:4px 12px 4px 0"),
                            element("td", note, style="padding:4px 8px;white-space:nowrap"),
                            aria_label=said, style=style))
    # A heading above the table rather than a <caption>, which would wrap to the table's width.
    heading = (element("div", caption, style="font-weight:700;font-size:20px;padding-bottom:4px")
               if caption else "")
    return join([heading, scrolls(element("table", head, element("tbody", join(body)), aria_label=caption or None,
                                          style=f"border-collapse:collapse;color:{INK}"), caption or T.SEATS_TABLE)])


def seat_rows_text(rows: Sequence[SeatRow]) -> list[str]:
    """'Seat 2: ?? ?? | 2c  ◀ brings in' per seat."""
    lines = []
    for r in rows:
        cards = T.FOLDED if r.folded else f"{cards_text(r.down)} | {cards_text(r.up)}"
        lines.append(T.SEAT_LINE.format(seat=seat_name(r.seat), cards=cards) + (f"  {r.marker}" if r.marker else ""))
    return lines


def hand_rows(hand, reveal: bool = False, markers: Mapping[int, str] | None = None,
              shown: Iterable[int] = ()) -> list[SeatRow]:
    """Seat rows of a studlib.Hand; down cards face down unless revealed (or shown at showdown)."""
    markers = markers or {}
    shown = set(shown)
    rows = []
    for s in range(hand.n_seats):
        visible = reveal or s in shown
        down = tuple(hand.down_cards(s)) if visible else (None,) * len(hand.down_cards(s))
        rows.append(SeatRow(s, down, tuple(hand.up_cards(s)), markers.get(s, ""),
                            hand.folded(s), visible))
    return rows


def legend_parts(palette: str) -> tuple[str, list[tuple[Suit, str]]]:
    """The legend's title and (suit, colour name) pairs, spades first."""
    check_palette(palette)
    title = T.LEGEND_TITLE.format(palette=T.PALETTE_NAMES[palette])
    return title, [(s, PALETTES[palette][s]) for s in _SUIT_ORDER]


def legend_text(palette: str) -> str:
    title, items = legend_parts(palette)
    return title + " " + ", ".join(
        T.LEGEND_ITEM.format(symbol=s.symbol, suit=s.noun, colour=T.COLOUR_NAMES[c]) for s, c in items)


def legend_html(palette: str) -> Safe:
    """The palette legend: each suit symbol in its colour, with the colour's name in words."""
    title, items = legend_parts(palette)
    parts = [element("span",
                     element("span", suit.symbol, aria_hidden="true",
                             style=f"color:{COLOURS[colour]};background:{CARD_FACE};font-size:26px;font-weight:700"),
                     f" {suit.noun} ", element("span", T.COLOUR_NAMES[colour], style=f"color:{INK}"),
                     style="margin-right:14px;white-space:nowrap")
             for suit, colour in items]
    return element("div", element("span", title, style=f"color:{MUTED}"), " ", join(parts),
                   style=f"font-size:17px;color:{INK}")


# --- display objects -----------------------------------------------------------------------

class StaticView:
    """A static display object: text/plain and text/html only, no widget and no kernel needed."""

    def __init__(self, text: str, html_body: str) -> None:
        self._text = text
        self._html = html_body

    def text(self) -> str:
        return self._text

    def html(self) -> str:
        return self._html

    @property
    def widget(self):
        """An ipywidgets.HTML showing the same snapshot, to place inside a layout."""
        import ipywidgets

        return ipywidgets.HTML(value=self._html)

    def _repr_mimebundle_(self, include=None, exclude=None, **kwargs) -> dict[str, str]:
        return {"text/plain": self._text, "text/html": self._html}

    def __repr__(self) -> str:
        return self._text


class LiveView:
    """Base of the interactive widgets: the live view plus deterministic text and a static snapshot.

    Subclasses set self.widget (the root ipywidgets container) and define text() and html().
    JupyterLab and Notebook 7 pick the widget view (its renderer ranks above text/html) while a
    kernel runs; viewers without a kernel (GitHub, nbviewer, an untrusted notebook) fall back to
    text/html; nbval compares text/plain, which holds no ids or timings.
    """

    widget: Any

    def text(self) -> str:  # pragma: no cover - every subclass overrides it
        raise NotImplementedError

    def html(self) -> str:  # pragma: no cover
        raise NotImplementedError

    def _repr_mimebundle_(self, include=None, exclude=None, **kwargs) -> dict[str, Any]:
        bundle = dict(self.widget._repr_mimebundle_(**kwargs) or {})
        bundle["text/plain"] = self.text()
        bundle["text/html"] = self.html()
        return bundle

    def __repr__(self) -> str:
        return self.text()


def show_cards(cards: str | Iterable[Card | str | None], palette: str = "two") -> StaticView:
    """Big accessible cards: show_cards("As Kh 7d", palette="four"); '??' is a face-down card."""
    check_palette(palette)
    read = read_cards(cards)
    body = element("div", cards_html(read, palette), style="line-height:1")
    return StaticView(cards_text(read), panel(body))


def palette_legend(palette: str = "two") -> StaticView:
    """The suit/colour legend of the two- or four-colour deck."""
    return StaticView(legend_text(palette), panel(legend_html(palette)))


def hand_stage(hand) -> str:
    """'fourth street' or 'showdown' for a hand's title."""
    return T.SHOWDOWN if hand.is_over and hand.showdown_order else explain.STREET_NAMES[hand.street].lower()


def show_hand(hand, reveal: bool = False, palette: str = "two", tail: int = 3) -> StaticView:
    """A static view of a studlib.Hand: each seat's down cards (face down unless reveal) and up
    cards, the community card, the pot, who is to act and the last `tail` lines of the log."""
    check_palette(palette)
    markers = {hand.to_act: T.MARK_TO_ACT} if hand.to_act is not None else {}
    rows = hand_rows(hand, reveal, markers, shown=hand.showdown_order if hand.is_over else ())
    title = T.HAND_TITLE.format(game=hand.game.name, seed=hand.seed, stage=hand_stage(hand))
    lines = [title] + seat_rows_text(rows)
    extra_html = []
    if hand.community_card is not None:
        cc = T.COMMUNITY_CARD.format(card=str(hand.community_card))
        lines.append(cc)
        extra_html.append(element("p", T.COMMUNITY_CARD.format(card=""), card_html(hand.community_card, palette)))
    pot = T.POT.format(amount=hand.structure.money(hand.pot))
    status = T.HAND_OVER if hand.is_over else (T.TO_ACT.format(seat=Seat(hand.to_act))
                                               if hand.to_act is not None else "")
    lines.append(f"{pot}. {status}".strip())
    log = [str(line) for line in hand.log[-tail:]] if tail > 0 else []
    if log:
        lines.append(T.RECENT)
        lines.extend(f"  {line}" for line in log)
    body = [seat_rows_html(rows, palette, caption=title), *extra_html, element("p", f"{pot}. {status}")]
    if log:
        body.append(element("div", element("strong", T.RECENT),
                            element("ul", join(element("li", line) for line in log), style="margin:2px 0"),
                            style="font-size:17px"))
    body.append(legend_html(palette))
    return StaticView("\n".join(lines), panel(join(body), label=title))
