"""Cards, tables of seats and the suit legend as accessible HTML and plain text (no ipywidgets).

The markup helpers of issue 28 item 6, out of the widgets so that anything may draw a card without
loading ipywidgets (the widgets and show_cards/show_hand draw with them); all of it is built
through studlib.markup, the one escaping path. Every
colour comes from studlib.colours (shared with the figures), where the contrast test in
tests/test_widgets.py checks them all against WCAG AA (4.5:1 for text) with contrast_ratio.
The words are this module's constants, read in the language in force (the widgets read the
shared ones as studlib.widgets.text.SEAT and so on).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import colours as C   # not imported by name: this module's UPPER_CASE names are its words
from . import markup
from .cards import Card, Suit, parse_card, parse_cards
from .explain import seat_name
from .i18n import N_, NC_, _, ngettext, translated, translates_constants
from .markup import Safe, bdi, element, isolate, join

__all__ = ["CARD_HEIGHT_PX", "CARD_WIDTH_PX", "CARD_FONT_PX", "contrast_ratio", "check_palette",
           "card_html", "card_text", "cards_html", "cards_text", "read_cards", "scrolls",
           "muted", "record_notice_html", "marker_words", "marker_html", "seat_said", "announcement_html",
           "SeatRow", "column_heads", "seat_rows_html", "seat_rows_text", "hand_rows",
           "SeatView", "note_marks", "seat_sentence", "seat_view_text", "seat_views_html", "seats_style",
           "legend_parts", "legend_text", "legend_html"]

CARD_HEIGHT_PX = 80   # big enough to read from the back of a classroom on a projector
CARD_WIDTH_PX = 56
CARD_FONT_PX = 30
_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)

# --- the words (read them with translated(); from outside they read translated) ----------------
FACE_DOWN = N_("face-down card")
FACE_DOWN_TEXT = "??"                          # a hidden card in the plain-text summary
# TRANSLATORS: a card in the plain-text summary: {code} as typed ("Kh"), {pretty} as the card
# shows it in your language ("K♥"); French readers do not know the English letters.
CARD_TEXT = N_("{code}")
DEALT_DOWN = N_("{name}, dealt face down")          # aria-label of a down card shown face up
PALETTE_NAMES = {"two": N_("two-colour deck"), "four": N_("four-colour deck")}
COLOUR_NAMES = {"black": N_("black"), "red": N_("red"), "blue": N_("blue"), "green": N_("green")}
LEGEND_TITLE = N_("Suit colours, {palette}:")
LEGEND_ITEM = "{symbol} {suit} {colour}"
SEAT = N_("Seat")
DOWN_CARDS = N_("Down cards")
UP_CARDS = N_("Up cards")
NOTE = N_("Note")
# The name a screen reader gives a table of seats that has no title of its own.
SEATS_TABLE = N_("The seats at the table")
FOLDED = N_("folded")
MARKER_ARROW = "◀"
# A seat row read aloud as one sentence (its aria-label): "Seat 3, you: down cards 3 of diamonds,
# jack of hearts; up card ace of clubs; stack $399.60; to act". The parts are joined by LIST_SEPARATOR.
SEAT_SAID = N_("{seat}: {parts}")
SEAT_SAID_YOU = N_("{seat}, you")
SEAT_SAID_BOT = N_("{seat}, bot")
SEAT_LINE = N_("{seat}: {cards}")                 # a seat in the plain-text summary
# TRANSLATORS: between the items of a list that may hold commas (pots, hands): French writes " ; ".
LIST_SEPARATOR = N_("; ")
# A table with chips (the practice table, a replay): its columns, and a seat in the plain text.
PLAYER_HEADER = N_("Player")
STACK_HEADER = N_("Stack")
BET_HEADER = N_("Bet")
YOU = N_("You")
BOT = N_("Bot")
YOU_TEXT = N_("(you)")
BOT_TEXT = N_("(bot)")
DOWN_TEXT = N_("down")
UP_TEXT = N_("up")
STACK_TEXT = N_("stack {amount}")
BET_TEXT = NC_("the bet in front of a seat", "bet {amount}")   # a noun: « mise 2 $ »
YOUR_FOLDED_CARDS = N_("folded: {cards}")
TABLE_SEAT_LINE = N_("{seat} {who}: {cards}")
ERR_PALETTE = N_("Unknown palette {value!r}: choose 'two' or 'four'.")


def _card_names(names: list[str]) -> str:
    # TRANSLATORS: between two card names in a sentence read aloud ("3 of diamonds, jack of hearts").
    return _(", ").join(names)


def down_cards_said(names: list[str]) -> str:
    """'down cards 3 of diamonds, jack of hearts' (the seat's own, or shown face up)."""
    return ngettext("down card {cards}", "down cards {cards}", len(names)).format(cards=_card_names(names))


def hidden_cards_said(count: int) -> str:
    """'2 down cards, face down' (another player's cards the learner cannot see)."""
    return ngettext("{count} down card, face down", "{count} down cards, face down", count).format(count=count)


def up_cards_said(names: list[str]) -> str:
    """'up card ace of clubs', 'up cards ace of clubs, 7 of hearts'."""
    return ngettext("up card {cards}", "up cards {cards}", len(names)).format(cards=_card_names(names))


# --- colours ------------------------------------------------------------------------------------

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


def check_palette(palette: str) -> str:
    """The palette name if it exists, else a ValueError naming the choices."""
    if not isinstance(palette, str) or palette not in C.PALETTES:
        raise ValueError(translated(ERR_PALETTE).format(value=palette))
    return palette


# --- cards --------------------------------------------------------------------------------------

def _rank_text(card: Card) -> str:
    """The rank as the card face shows it, in the language in force: 'K' in English, 'R' in French."""
    return card.pretty.removesuffix(card.suit.symbol)


def _card_style(border: str = "solid") -> str:
    return (f"display:inline-flex;flex-direction:column;align-items:center;justify-content:center;"
            f"box-sizing:border-box;width:{CARD_WIDTH_PX}px;height:{CARD_HEIGHT_PX}px;margin:2px;"
            f"border:3px {border} {C.INK};border-radius:7px;vertical-align:middle;"
            f"font:700 {CARD_FONT_PX}px/1.05 {markup.COURSE_FONT};")


def card_html(card: Card | None, palette: str = "two", down: bool = False) -> Safe:
    """One card as accessible HTML: rank and suit visible, role="img" with a spoken name.

    card=None draws a face-down card. down=True draws a down card face up with a dashed border
    (the border style, not a colour, says "this one is dealt face down").
    """
    if card is None:
        back = (f"background:repeating-linear-gradient(45deg,{C.CARD_BACK_STRIPE} 0 7px,"
                f"{C.CARD_FACE} 7px 12px);")
        face_down = translated(FACE_DOWN)
        return element("span", role="img", aria_label=face_down, title=face_down, style=_card_style() + back)
    colour = C.COLOURS[C.PALETTES[check_palette(palette)][card.suit]]
    label = translated(DEALT_DOWN).format(name=card.name) if down else card.name
    return element("span", element("span", _rank_text(card)), element("span", card.suit.symbol),
                   role="img", aria_label=label, title=label,
                   style=f'{_card_style("dashed" if down else "solid")}background:{C.CARD_FACE};color:{colour}')


def card_text(card: Card | None) -> str:
    """'7c' for a card ('7♣' in French), '??' for a face-down one."""
    return FACE_DOWN_TEXT if card is None else translated(CARD_TEXT).format(code=card, pretty=card.pretty)


def cards_html(cards: Iterable[Card | None], palette: str = "two", down: bool = False) -> Safe:
    """A row of cards; the spaces keep them readable where styles are stripped (GitHub)."""
    return join((card_html(c, palette, down) for c in cards), " ")


def cards_text(cards: Iterable[Card | None]) -> str:
    """The cards as text, one space between them: '?? ?? 7c'."""
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


# --- pieces of a panel ---------------------------------------------------------------------------

def scrolls(body: Safe, label: str, cls: str | None = None) -> Safe:
    """Wrap a wide table so that it scrolls sideways inside itself on a narrow screen.

    The scroller is a named region in the Tab order (WCAG 2.1.1): a keyboard learner can reach
    it and scroll it with the arrow keys, as the table itself holds nothing focusable.
    """
    return element("div", body, role="region", aria_label=label, tabindex="0", class_=cls,
                   style="overflow-x:auto;max-width:100%")


def muted(text: str) -> Safe:
    """A quiet line under a panel's content (a note, a snapshot's 'run the notebook')."""
    return element("div", text, style=f"color:{C.MUTED};font-size:16px")


def record_notice_html(notice: str) -> Safe:
    """What happened to the learner's record (an answer not saved, a file set aside), announced
    (role=alert) under the feedback, which is drawn as usual; nothing when there is nothing to say."""
    if not notice:
        return Safe("")
    return element("div", notice, role="alert", style=f"color:{C.INK};font-size:16px;margin-top:4px;"
                                                      f"border-left:4px solid {C.WRONG_INK};padding-left:8px")


# Visually hidden, still read: the live region says aloud what sighted learners see change.
_SCREEN_READER_ONLY = ("position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;"
                       "clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0")


def announcement_html(lines: Sequence[str]) -> Safe:
    """A polite live region (role="status") holding what changed, one line per sentence.

    It is the only live region of a widget: the visible status lines are not live, so a screen
    reader hears each change once."""
    return element("div", join(element("p", line) for line in lines if line), role="status",
                   aria_live="polite", style=_SCREEN_READER_ONLY)


# --- tables of seats -----------------------------------------------------------------------------

def marker_words(marker: str) -> str:
    """A marker without its arrow: '◀ brings in' -> 'brings in' (the arrow is only decoration)."""
    return marker.removeprefix(MARKER_ARROW).strip()


def marker_html(marker: str) -> Safe:
    """A marker such as '◀ brings in': the arrow is decoration, the words are the meaning."""
    if marker.startswith(MARKER_ARROW):
        return element("strong", element("span", MARKER_ARROW, aria_hidden="true"), " ", marker_words(marker))
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
        name = translated(SEAT_SAID_YOU if you else SEAT_SAID_BOT).format(seat=name)
    parts = [translated(FOLDED)] if folded else []
    if down or up:
        shown = [c.name for c in down if c is not None]
        hidden = sum(c is None for c in down)
        if shown:
            parts.append(down_cards_said(shown))
        if hidden:
            parts.append(hidden_cards_said(hidden))
        if up:
            # a hand history may hide an up card ('??'): it is said as a face-down card
            parts.append(up_cards_said([c.name if c is not None else translated(FACE_DOWN) for c in up]))
    parts.extend(marker_words(e) for e in extras if e)
    return translated(SEAT_SAID).format(seat=name, parts=translated(LIST_SEPARATOR).join(parts))


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
    head = column_heads(translated((SEAT, DOWN_CARDS, UP_CARDS, NOTE)),
                        f"text-align:left;padding:2px 10px 2px 0;font-size:16px;color:{C.MUTED}")
    body = []
    for r in rows:
        style = f"background:{C.HIGHLIGHT};outline:3px solid {C.INK}" if r.marker else None
        if r.folded:
            down = up = element("em", translated(FOLDED))
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
    table = element("table", head, element("tbody", join(body)), aria_label=caption or None,
                    style=f"border-collapse:collapse;color:{C.INK}")
    return join([heading, scrolls(table, caption or translated(SEATS_TABLE))])


def seat_rows_text(rows: Sequence[SeatRow]) -> list[str]:
    """'Seat 2: ?? ?? | 2c  ◀ brings in' per seat."""
    lines = []
    for r in rows:
        cards = translated(FOLDED) if r.folded else f"{cards_text(r.down)} | {cards_text(r.up)}"
        line = translated(SEAT_LINE).format(seat=seat_name(r.seat), cards=cards)
        lines.append(line + (f"  {r.marker}" if r.marker else ""))
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


# --- a table of seats with chips (the practice table, a replay) --------------------------------------

@dataclass(frozen=True)
class SeatView:
    """One seat with its chips as the viewer sees it: cards they may see (None: face down), markers."""

    seat: int
    you: bool | None         # None: a table with no "you" (a replay names its players instead)
    folded: bool
    to_act: bool
    down: tuple[Card | None, ...]
    up: tuple[Card, ...]
    stack: str
    bet: str                 # '' when there is no bet in front of the seat
    marks: tuple[str, ...]   # 'to act', 'all in', 'shows first', 'wins $4' (not 'folded': .folded says it)
    player: str = ""         # the player's name, from a hand history


def _hides_cards(seat: SeatView) -> bool:
    """Another player's folded cards are not shown; your own stay in view: what did I throw away?"""
    return seat.folded and not seat.you


def note_marks(seat: SeatView) -> tuple[str, ...]:
    """The markers in a seat's note column: 'to act' first, then 'folded', 'all in', 'shows first', 'wins $4'."""
    pointed = 1 if seat.to_act else 0   # 'to act' is the first of seat.marks when it is there
    return seat.marks[:pointed] + ((translated(FOLDED),) if seat.folded else ()) + seat.marks[pointed:]


def seat_sentence(seat: SeatView) -> str:
    """The seat's row as one sentence: 'Seat 3, you: down cards …; up card …; stack $399.60; to act'."""
    hidden = _hides_cards(seat)
    extras = [translated(STACK_TEXT).format(amount=seat.stack)]
    if seat.bet:
        extras.append(translated(BET_TEXT).format(amount=seat.bet))
    return seat_said(seat.seat, () if hidden else seat.down, () if hidden else seat.up,
                     you=seat.you, folded=seat.folded, extras=extras + list(seat.marks))


def seat_view_text(seat: SeatView) -> str:
    """One seat as a line of text: 'Seat 1 (you): down 3d Jh | up Ac  stack $399.60  to act'."""
    if seat.you is None:
        who = f"({isolate(seat.player)})" if seat.player else ""
    else:
        who = translated(YOU_TEXT if seat.you else BOT_TEXT)
    cards = f"{translated(DOWN_TEXT)} {cards_text(seat.down)} | {translated(UP_TEXT)} {cards_text(seat.up)}"
    if seat.folded:
        cards = translated(YOUR_FOLDED_CARDS).format(cards=cards) if seat.you else translated(FOLDED)
    line = (translated(TABLE_SEAT_LINE).format(seat=seat_name(seat.seat), who=who, cards=cards) if who
            else translated(SEAT_LINE).format(seat=seat_name(seat.seat), cards=cards))
    parts = [line, translated(STACK_TEXT).format(amount=seat.stack)]
    if seat.bet:
        parts.append(translated(BET_TEXT).format(amount=seat.bet))
    return "  ".join(parts) + (f"  {', '.join(seat.marks)}" if seat.marks else "")


def seat_views_html(seats: Sequence[SeatView], palette: str, title: str) -> Safe:
    """The seats as a table that fits its width (seats_style): a table on a wide screen, one
    block per seat on a phone. Each row reads as one sentence (aria-label)."""
    heads = translated((SEAT, PLAYER_HEADER, DOWN_CARDS, UP_CARDS, STACK_HEADER, BET_HEADER, NOTE))
    head = element("thead", element("tr", join(
        element("th", h, scope="col", role="columnheader", style=f"font-size:16px;color:{C.MUTED}") for h in heads),
        role="row"), role="rowgroup")

    def cell(body, cls: str, label: str = "") -> Safe:
        words = element("span", label, " ", class_="studlib-label") if label and body else ""
        return element("td", words, body, role="cell", class_=cls)

    rows = []
    for seat in seats:
        if _hides_cards(seat):
            down = up = element("em", translated(FOLDED))
        else:
            down, up = cards_html(seat.down, palette, down=True), cards_html(seat.up, palette)
        if seat.you is None:
            who = bdi(seat.player)
        else:
            who = element("strong", translated(YOU)) if seat.you else translated(BOT)
        note = join((marker_html(m) for m in note_marks(seat)), element("br"))
        rows.append(element("tr",
                            element("th", seat_name(seat.seat), scope="row", role="rowheader",
                                    class_="studlib-seat studlib-nowrap"),
                            cell(who, "studlib-who studlib-nowrap" if seat.you is not None else "studlib-who"),
                            cell(down, "studlib-down studlib-cards"),
                            cell(up, "studlib-up studlib-cards"),
                            cell(seat.stack, "studlib-stack studlib-nowrap", translated(STACK_HEADER)),
                            cell(seat.bet, "studlib-bet studlib-nowrap", translated(BET_HEADER)),
                            cell(note, "studlib-note"),
                            aria_label=seat_sentence(seat), role="row",
                            style=f"background:{C.HIGHLIGHT};outline:3px solid {C.INK}" if seat.to_act else None))
    table = element("table", head, element("tbody", join(rows), role="rowgroup"), role="table", aria_label=title)
    return join([seats_style(), element("div", title, style="font-weight:700;font-size:20px;padding-bottom:4px"),
                 scrolls(table, title, _SEATS_CLASS)])


_SEATS_CLASS = "studlib-seats"
# Below this width the seats table is a list of seats. A row of the table, read whole, is 800 to
# 1030 px wide (seven cards, French words): narrower, its cards would wrap one per line in their
# columns, so a phone, a projector with the file browser open (588 px in JupyterLab) and a
# laptop with it open (860 px) get the list.
_SEATS_STACK_PX = 1060


def seats_style() -> Safe:
    """CSS of a table of seats with chips (issue 33 item 1): every seat's name, cards, stack, bet
    and note in view without sideways scrolling. A table where a row fits on one line; below
    _SEATS_STACK_PX of width (a container query: the widget's own width, with or without
    JupyterLab's sidebars) each seat is a block: its name, stack, bet and note ("◀ to act",
    "wins $70") on a first line, wrapping under the seat on a phone, then its down and up cards,
    wrapping. The rows keep their table roles, given explicitly, so a screen reader still reads a
    table; the column heads stay for it, out of sight, and the stack and bet then show their
    names ("Stack $393.60")."""
    root = f".{_SEATS_CLASS}"
    return Safe(
        f"<style>{root}{{container-type:inline-size;width:100%;box-sizing:border-box}}"
        f"{root} table{{border-collapse:collapse;color:{C.INK};font-size:20px}}"
        f"{root} th, {root} td{{text-align:left;vertical-align:middle;padding:4px 12px 4px 0}}"
        f"{root} tbody th{{padding-left:4px}}"
        f"{root} .studlib-nowrap{{white-space:nowrap}}"
        f"{root} .studlib-cards{{min-width:{CARD_WIDTH_PX + 4}px}}"
        f"{root} .studlib-label{{display:none}}"
        f"@container (max-width:{_SEATS_STACK_PX}px){{"
        f"{root} table, {root} tbody{{display:block}}"
        f"{root} thead{{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}}"
        f"{root} tbody tr{{display:flex;flex-wrap:wrap;align-items:center;column-gap:16px;row-gap:2px;"
        f"padding:6px 4px;border-top:1px solid {C.MUTED}}}"
        # the end of the first line: the cards always start a line of their own
        f"{root} tbody tr::after{{content:'';flex-basis:100%;order:1}}"
        f"{root} tbody th, {root} tbody td{{padding:0}}"
        f"{root} td:empty{{display:none}}"
        f"{root} .studlib-cards{{order:2}}"
        f"{root} .studlib-label{{display:inline}}}}"
        f"</style>")


# --- the suit legend -----------------------------------------------------------------------------

def legend_parts(palette: str) -> tuple[str, list[tuple[Suit, str]]]:
    """The legend's title and (suit, colour name) pairs, spades first."""
    check_palette(palette)
    title = translated(LEGEND_TITLE).format(palette=translated(PALETTE_NAMES[palette]))
    return title, [(s, C.PALETTES[palette][s]) for s in _SUIT_ORDER]


def legend_text(palette: str) -> str:
    """The legend as one line: 'Suit colours, two-colour deck: ♠ spades black, ...'."""
    title, items = legend_parts(palette)
    return title + " " + ", ".join(
        LEGEND_ITEM.format(symbol=s.symbol, suit=s.noun, colour=translated(COLOUR_NAMES[c])) for s, c in items)


def legend_html(palette: str) -> Safe:
    """The palette legend: each suit symbol in its colour, with the colour's name in words."""
    title, items = legend_parts(palette)
    parts = [element("span",
                     element("span", suit.symbol, aria_hidden="true",
                             style=f"color:{C.COLOURS[colour]};background:{C.CARD_FACE};"
                                   "font-size:26px;font-weight:700"),
                     f" {suit.noun} ", element("span", translated(COLOUR_NAMES[colour]), style=f"color:{C.INK}"),
                     style="margin-right:14px;white-space:nowrap")
             for suit, colour in items]
    return element("div", element("span", title, style=f"color:{C.MUTED}"), " ", join(parts),
                   style=f"font-size:17px;color:{C.INK}")


# Every constant above is translated when read from outside (card_markup.FOLDED), in the language in force.
translates_constants(__name__)
