"""One deal as three games, as the learner sees it: view model, text and HTML in the language in force, no ipywidgets.

What studlib.widgets.three_games draws from a studlib.three_deals.ThreeDeals (to the widget, to
text() and to html()): per game, the seats with who brings in, acts or shows first, the
community card, the pot, and the bring-in, street by street and the result under their heads.
Its words are the constants below, read in the language in force; all of its HTML is built
through studlib.markup, the one escaping path.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import colours as C   # not imported by name: this module's UPPER_CASE names are its words
from . import explain, table_view
from .card_markup import SeatRow, card_html, hand_rows, legend_html, muted, seat_rows_html, seat_rows_text
from .cards import Card
from .hand import Hand
from .i18n import N_, translated, translates_constants
from .markup import Safe, element, join, panel
from .table_view import hand_stage, pot_lines, stage_marker
from .three_deals import ThreeDeals, game_summary

__all__ = ["GameView", "ThreeGamesView", "three_games_view", "three_games_text", "three_games_html", "game_head"]

# --- the words ------------------------------------------------------------------------------------
THREE_TITLE = N_("One deal, three games: deal #{seed}, {players} players, {stage}")
THREE_STAGE_STREET = N_("{street} dealt")
THREE_STAGE_DONE = N_("all three hands are over")
THREE_GAME_HEAD = N_("{game}: {stage}")
BRING_IN_HEAD = N_("Bring-in:")
STREETS_HEAD = N_("Street by street:")
RESULT_HEAD = N_("Result:")


# --- the view model: what every rendering of the three games shows ---------------------------------

@dataclass(frozen=True)
class GameView:
    """One game's column: its seats (who brings in, acts or shows first marked), the community
    card, the pot, then the bring-in, street by street and the result under their heads."""

    name: str
    head: str
    rows: tuple[SeatRow, ...]
    community: Card | None
    pot: tuple[str, ...]
    sections: tuple[tuple[str, tuple[str, ...]], ...]


@dataclass(frozen=True)
class ThreeGamesView:
    """The three games at one moment, in the language in force: the widget, text() and html() are
    all drawn from this."""

    title: str
    games: tuple[GameView, ...]


def game_head(hand: Hand) -> str:
    """A game's heading: 'Razz: fourth street'."""
    return translated(THREE_GAME_HEAD).format(game=hand.game.name, stage=hand_stage(hand))


def _game_view(hand: Hand, moves, reveal: bool) -> GameView:
    seat, marker = stage_marker(hand)
    rows = hand_rows(hand, reveal, {seat: marker} if seat is not None else {},
                     hand.showdown_order if hand.is_over else ())
    heads = translated((BRING_IN_HEAD, STREETS_HEAD, RESULT_HEAD))
    sections = tuple((head, tuple(lines)) for head, lines in zip(heads, game_summary(hand, moves)) if lines)
    return GameView(hand.game.name, game_head(hand), tuple(rows), hand.community_card, tuple(pot_lines(hand)),
                    sections)


def three_games_view(deals: ThreeDeals, reveal: bool) -> ThreeGamesView:
    """The view model, from the three deals, in the language in force."""
    if all(h.is_over for h in deals.hands.values()):
        stage = translated(THREE_STAGE_DONE)
    else:
        stage = translated(THREE_STAGE_STREET).format(street=explain.STREET_NAMES[min(deals.stage, 7)].lower())
    moves = deals.moves
    return ThreeGamesView(translated(THREE_TITLE).format(seed=deals.seed, players=deals.players, stage=stage),
                          tuple(_game_view(hand, moves[code], reveal) for code, hand in deals.hands.items()))


# --- the renderings --------------------------------------------------------------------------------

def three_games_text(view: ThreeGamesView) -> str:
    """Deterministic plain text: per game, the seats, the pot and the three summaries."""
    lines = [view.title]
    for game in view.games:
        lines += ["", game.head, *seat_rows_text(game.rows)]
        if game.community is not None:
            lines.append(table_view.COMMUNITY_CARD.format(card=game.community.pretty))
        lines += game.pot
        for head, body in game.sections:
            lines += [head, *(f"  {line}" for line in body)]
    return "\n".join(lines)


def _game_html(game: GameView, palette: str) -> Safe:
    body = [seat_rows_html(game.rows, palette, caption=game.head)]
    if game.community is not None:
        body.append(element("p", table_view.COMMUNITY_CARD.format(card=""), card_html(game.community, palette)))
    body += [element("p", line, style="margin:4px 0") for line in game.pot]
    body += [element("div", element("strong", head),
                     element("ul", join(element("li", line) for line in lines), style="margin:2px 0;padding-left:22px"),
                     style="font-size:17px") for head, lines in game.sections]
    return element("section", join(body), aria_label=game.name,
                   style=f"flex:1 1 30em;min-width:30em;max-width:44em;border:2px solid {C.INK};"
                         f"border-radius:6px;padding:6px 8px")


def three_games_html(view: ThreeGamesView, palette: str, note: str = "") -> Safe:
    """The three games side by side (stacked on a narrow screen), the legend, and a note under them."""
    columns = join(_game_html(game, palette) for game in view.games)
    body = [element("div", view.title, style="font-weight:700;font-size:21px;padding-bottom:6px"),
            element("div", columns, style="display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start"),
            legend_html(palette), muted(note) if note else ""]
    return panel(join(body), label=view.title)


# Every constant above is translated when read from outside (three_games_view.THREE_TITLE), in the language in force.
translates_constants(__name__)
