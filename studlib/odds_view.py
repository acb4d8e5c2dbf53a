"""The odds table as the learner sees it: its view model, text and HTML in the language in force, no ipywidgets.

What studlib.widgets.odds draws from a studlib.odds_position.OddsPosition (to the widget, to
text() and to html()): each seat's cards and share of the pot, the dead cards, how the shares
were counted and which cards are already given. Its words are the constants below, read in the
language in force; all of its HTML is built through studlib.markup, the one escaping path.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from . import colours as C   # not imported by name: this module's UPPER_CASE names are its words
from .card_markup import cards_html, column_heads, legend_html, muted, read_cards, scrolls
from .cards import Card
from .explain import seat_name
from .games import Ranking
from .i18n import N_, number, percent, translated, translates_constants
from .markup import Safe, element, join, panel
from .odds_position import OddsPosition, split_cards, target_name

__all__ = ["OddsRow", "OddsView", "odds_view", "odds_text", "odds_html", "BAR_PX"]

BAR_PX = 260
_BAR = "#1d3f8f"          # bar fill, dark blue on white: the number is always written beside it

# --- the words ------------------------------------------------------------------------------------
ODDS_TITLE = N_("{game}: who is ahead, from the cards you can see")
ODDS_HEAD = (N_("Seat"), N_("Cards"), N_("Share of the pot"), N_("Wins alone"), N_("Splits"))
ODDS_HEAD_HILO = (N_("Seat"), N_("Cards"), N_("Share of the pot"), N_("Scoops"), N_("Wins high"),
                  N_("Wins low (alone or tied)"), N_("Quartered"))
ODDS_EXACT = N_("Exact: every one of the {deals:,} ways the unseen cards can fall.")
ODDS_MONTE_CARLO = (N_("Estimate from {deals:,} random deals (give or take {error:.1%}); "
                    "exact needs {total:,} deals."))
ODDS_COMMUNITY = N_("The deck runs out: seventh street is one community card for everyone (GEN-11.1).")
ODDS_DEAD_LINE = N_("Dead cards: {cards}")
ODDS_NO_DEAD = N_("Dead cards: none")
ODDS_ERROR = N_("Not counted yet: {message}")
ODDS_BAR_LABEL = N_("{seat}: {share:.1%} of the pot")


# --- the view model: what every rendering of the odds table shows ---------------------------------

@dataclass(frozen=True)
class OddsRow:
    """One seat: its cards as last counted (None: not seen) and its numbers, the share of the pot first."""

    seat: int
    cards: tuple[Card | None, ...]
    numbers: tuple[float, ...]


@dataclass(frozen=True)
class OddsView:
    """The odds table at one moment, in the language in force: the widget, text() and html() are
    all drawn from this."""

    title: str
    head: tuple[str, ...]
    rows: tuple[OddsRow, ...]
    dead: tuple[Card | None, ...]
    status: tuple[str, ...]       # how it was counted, the community card, a typing error, the last click
    used: Mapping[Card, str]      # each card already given, and where it is (the picker marks it)


def odds_view(position: OddsPosition) -> OddsView:
    """The odds table's view model, from the position, in the language in force."""
    r, hilo = position.result, position.game.ranking is Ranking.HI_LO
    rows = tuple(OddsRow(s, read_cards(split_cards(p.cards)), (p.share, p.scoop, p.high, p.low, p.quartered) if hilo
                         else (p.share, p.win, p.tie)) for s, p in enumerate(r.players))
    if r.method == "exact":
        status = [translated(ODDS_EXACT).format(deals=number(r.deals))]
    else:
        status = [translated(ODDS_MONTE_CARLO).format(deals=number(r.deals), error=number(r.stderr),
                                                      total=number(position.total))]
    if r.community:
        status.append(translated(ODDS_COMMUNITY))
    if position.error:
        status.append(translated(ODDS_ERROR).format(message=position.error))
    if position.note is not None:
        status.append(str(position.note))
    used = {card: target_name(target) for card, target in position.used_cards().items()}
    return OddsView(translated(ODDS_TITLE).format(game=position.game.name),
                    translated(ODDS_HEAD_HILO if hilo else ODDS_HEAD), rows,
                    read_cards(split_cards(position.counted_dead)), tuple(status), used)


# --- the renderings --------------------------------------------------------------------------------

def _shown(cards: tuple[Card | None, ...]) -> str:
    """'A♠ ?? 7♦': never the typed letters (a French reader takes « As » for the word « as »)."""
    return " ".join("??" if c is None else c.pretty for c in cards)


def odds_text(view: OddsView) -> str:
    """Deterministic plain text: the seats, their shares, the dead cards, how it was counted."""
    lines = [view.title, " | ".join(view.head)]
    lines += [" | ".join([seat_name(r.seat), _shown(r.cards), *map(percent, r.numbers)]) for r in view.rows]
    lines.append(translated(ODDS_DEAD_LINE).format(cards=_shown(view.dead)) if view.dead
                 else translated(ODDS_NO_DEAD))
    return "\n".join([*lines, *view.status])


def _row_html(r: OddsRow, palette: str) -> Safe:
    """A seat: its name, its cards, its share as a bar with the number beside it, the other columns."""
    label = translated(ODDS_BAR_LABEL).format(seat=seat_name(r.seat), share=number(r.numbers[0]))
    fill = element("span", style=f"display:block;width:{round(BAR_PX * r.numbers[0])}px;height:100%;"
                                 f"background:{_BAR}")
    bar = join([element("span", fill, role="img", aria_label=label,
                        style=f"display:inline-block;width:{BAR_PX}px;height:22px;border:2px solid {C.INK};"
                              f"vertical-align:middle;margin-right:8px"),
                element("strong", percent(r.numbers[0]), style="font-size:22px")])
    rest = [element("td", percent(x), style="padding:4px 10px;font-size:20px") for x in r.numbers[1:]]
    return element("tr", element("th", seat_name(r.seat), scope="row",
                                 style="text-align:left;padding:4px 12px 4px 4px;white-space:nowrap"),
                   element("td", cards_html(r.cards, palette), style="padding:4px 12px 4px 0"),
                   element("td", bar, style="padding:4px 12px 4px 0;white-space:nowrap"), *rest)


def odds_html(view: OddsView, palette: str, note: str = "") -> Safe:
    """The table of shares, the dead cards, how it was counted and the legend (and a note under them)."""
    heads = column_heads(view.head, f"text-align:left;padding:2px 10px 2px 0;font-size:16px;color:{C.MUTED}")
    table = element("table", heads, element("tbody", join(_row_html(r, palette) for r in view.rows)),
                    aria_label=view.title, style=f"border-collapse:collapse;color:{C.INK}")
    dead = (element("p", translated(ODDS_DEAD_LINE).format(cards=""), cards_html(view.dead, palette)) if view.dead
            else element("p", translated(ODDS_NO_DEAD)))
    status = element("div", join(element("p", s, style="margin:4px 0") for s in view.status),
                     role="status", style="font-size:18px;max-width:60em")
    body = [element("div", view.title, style="font-weight:700;font-size:20px;padding-bottom:4px"),
            scrolls(table, view.title), dead, status, legend_html(palette), muted(note) if note else ""]
    return panel(join(body), label=view.title)


# Every constant above is translated when read from outside (odds_view.ODDS_TITLE), in the language in force.
translates_constants(__name__)
