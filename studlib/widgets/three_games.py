"""ThreeGames: one shuffled deck dealt as Stud, Stud/8 and Razz side by side, played by the same bots.

A view over studlib.three_deals.ThreeDeals (self.deals): one ThreeGamesView drawn to the widget,
text() and html().
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import ipywidgets as widgets

from .. import explain
from ..card_markup import SeatRow, card_html, hand_rows, legend_html, muted, seat_rows_html, seat_rows_text
from ..cards import Card
from ..hand import Hand
from ..practice import DEAL_TOP, warm_evaluator
from ..rules import Rules, Structure
from ..table_view import hand_stage, pot_lines
from ..three_deals import ThreeDeals, game_summary, latest_lines
from . import text as T
from .controls import OwnUpdate
from .markup import Safe, element, join
from .minideal import stage_marker
from .number_box import NumberBox
from .render import INK, LiveView, button_style, course_box, panel

__all__ = ["ThreeGames", "ThreeGamesView", "three_games_view", "three_games_text", "three_games_html"]


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


def _game_head(hand: Hand) -> str:
    return T.THREE_GAME_HEAD.format(game=hand.game.name, stage=hand_stage(hand))


def _game_view(hand: Hand, moves, reveal: bool) -> GameView:
    seat, marker = stage_marker(hand)
    rows = hand_rows(hand, reveal, {seat: marker} if seat is not None else {},
                     hand.showdown_order if hand.is_over else ())
    heads = (T.BRING_IN_HEAD, T.STREETS_HEAD, T.RESULT_HEAD)
    sections = tuple((head, tuple(lines)) for head, lines in zip(heads, game_summary(hand, moves)) if lines)
    return GameView(hand.game.name, _game_head(hand), tuple(rows), hand.community_card, tuple(pot_lines(hand)),
                    sections)


def three_games_view(deals: ThreeDeals, reveal: bool) -> ThreeGamesView:
    """The view model, from the three deals, in the language in force."""
    if all(h.is_over for h in deals.hands.values()):
        stage = T.THREE_STAGE_DONE
    else:
        stage = T.THREE_STAGE_STREET.format(street=explain.STREET_NAMES[min(deals.stage, 7)].lower())
    moves = deals.moves
    return ThreeGamesView(T.THREE_TITLE.format(seed=deals.seed, players=deals.players, stage=stage),
                          tuple(_game_view(hand, moves[code], reveal) for code, hand in deals.hands.items()))


def three_games_text(view: ThreeGamesView) -> str:
    """Deterministic plain text: per game, the seats, the pot and the three summaries."""
    lines = [view.title]
    for game in view.games:
        lines += ["", game.head, *seat_rows_text(game.rows)]
        if game.community is not None:
            lines.append(T.COMMUNITY_CARD.format(card=game.community.pretty))
        lines += game.pot
        for head, body in game.sections:
            lines += [head, *(f"  {line}" for line in body)]
    return "\n".join(lines)


def _game_html(game: GameView, palette: str) -> Safe:
    body = [seat_rows_html(game.rows, palette, caption=game.head)]
    if game.community is not None:
        body.append(element("p", T.COMMUNITY_CARD.format(card=""), card_html(game.community, palette)))
    body += [element("p", line, style="margin:4px 0") for line in game.pot]
    body += [element("div", element("strong", head),
                     element("ul", join(element("li", line) for line in lines), style="margin:2px 0;padding-left:22px"),
                     style="font-size:17px") for head, lines in game.sections]
    return element("section", join(body), aria_label=game.name,
                   style=f"flex:1 1 30em;min-width:30em;max-width:44em;border:2px solid {INK};"
                         f"border-radius:6px;padding:6px 8px")


def three_games_html(view: ThreeGamesView, palette: str, note: str = "") -> Safe:
    """The three games side by side (stacked on a narrow screen), the legend, and a note under them."""
    columns = join(_game_html(game, palette) for game in view.games)
    body = [element("div", view.title, style="font-weight:700;font-size:21px;padding-bottom:6px"),
            element("div", columns, style="display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start"),
            legend_html(palette), muted(note) if note else ""]
    return panel(join(body), label=view.title)


class ThreeGames(LiveView):
    """The same deal as Seven Card Stud, Stud/8 and Razz: watch the bring-in, the first actor,
    the betting and the winners change. Every seat is a bot; bots are the same in all three."""

    def __init__(self, players: int = 5, seed: int = 4711, rules: Rules | str | None = None,
                 structure: Structure | None = None, stacks: int | Sequence[int] | None = None,
                 *, bot_style: str = "solid", reveal: bool = True, palette: str = "two") -> None:
        self.deals = ThreeDeals(players, seed, rules, structure, stacks, bot_style=bot_style)
        self.reveal = bool(reveal)
        self.palette = palette
        self._own_update = OwnUpdate()
        warm_evaluator()
        self._build_widgets()
        self._refresh()

    players = property(lambda self: self.deals.players)
    seed = property(lambda self: self.deals.seed, doc="The deal number.")
    stage = property(lambda self: self.deals.stage, doc="The street dealt (8: played to the showdown).")
    stacks = property(lambda self: self.deals.stacks)
    moves = property(lambda self: self.deals.moves, doc="Every decision so far, by game code.")

    @property
    def hands(self) -> dict[str, Hand]:
        """The three hands by game code: 'stud', 'stud8', 'razz'."""
        return dict(self.deals.hands)

    def view_model(self) -> ThreeGamesView:
        """The three games now, as data in the language in force."""
        return three_games_view(self.deals, self.reveal)

    # --- what lessons and tests call ---------------------------------------------------------

    def deal_next(self) -> None:
        """All three hands: the bots bet the current street, then the next one is dealt
        (after seventh street: the showdown)."""
        self.deals.deal_next()
        self._refresh()

    def play_out(self) -> None:
        """All three hands to the end."""
        self.deals.play_out()
        self._refresh()

    def new_deal(self, seed: int | None = None) -> None:
        """Deal number `seed` (default: the next number), back to third street."""
        self.deals.new_deal(seed)
        self._refresh()

    def latest(self) -> str:
        """Per game, what the last step added: the street just bet and who acts first now, or,
        once that hand is over, how its last street went and who won what."""
        lines, moves = [], self.moves
        for code, hand in self.deals.hands.items():
            lines += [_game_head(hand), *(f"  {line}" for line in latest_lines(hand, moves[code]))]
        return "\n".join(lines)

    # --- text and snapshot -----------------------------------------------------------------------

    def text(self) -> str:
        """Deterministic plain text: per game, the seats, the pot and the three summaries."""
        return three_games_text(self.view_model())

    def html(self) -> str:
        """Static snapshot: the three games side by side (stacked on a narrow screen), no buttons."""
        return three_games_html(self.view_model(), self.palette, T.NO_KERNEL_NOTE)

    # --- widgets ---------------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        self.deal_number = NumberBox(self.seed, 0, DEAL_TOP, self._on_deal_number, description=T.DEAL_NUMBER,
                                     tooltip=T.DEAL_NUMBER_HELP)
        self.deal_box = self.deal_number.box
        self.next_button = widgets.Button(description=T.DEAL_NEXT, style=button_style(True),
                                          layout=widgets.Layout(width="auto"))
        self.play_out_button = widgets.Button(description=T.THREE_PLAY_OUT, layout=widgets.Layout(width="auto"))
        self.new_button = widgets.Button(description=T.NEW_DEAL, layout=widgets.Layout(width="auto"))
        self.view = widgets.HTML()
        self.next_button.on_click(lambda _: self.deal_next())
        self.play_out_button.on_click(lambda _: self.play_out())
        self.new_button.on_click(lambda _: self.new_deal())
        controls = widgets.HBox([self.deal_box, self.deal_number.message, self.next_button, self.play_out_button,
                                 self.new_button], layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.widget = course_box([controls, self.view])

    def _on_deal_number(self, seed: int) -> None:
        if not self._own_update and seed != self.seed:
            self.new_deal(seed)

    def _refresh(self) -> None:
        with self._own_update:
            self.deal_number.show(self.seed)
        self.next_button.disabled = self.play_out_button.disabled = self.deals.done
        self.view.value = three_games_html(self.view_model(), self.palette)
