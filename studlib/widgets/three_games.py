"""ThreeGames: one shuffled deck dealt as Stud, Stud/8 and Razz side by side, played by the same bots.

A view over studlib.three_deals.ThreeDeals (self.deals): one studlib.three_games_view.ThreeGamesView
(the view model and its text and HTML) drawn to the widget, text() and html().
"""

from __future__ import annotations

from collections.abc import Sequence

import ipywidgets as widgets

from ..hand import Hand
from ..practice import DEAL_TOP, warm_evaluator
from ..rules import Rules, Structure
from ..three_deals import ThreeDeals, latest_lines
from ..three_games_view import ThreeGamesView, game_head, three_games_html, three_games_text, three_games_view
from . import text as T
from .controls import OwnUpdate
from .number_box import NumberBox
from .render import LiveView, button_style, course_box

__all__ = ["ThreeGames"]


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
            lines += [game_head(hand), *(f"  {line}" for line in latest_lines(hand, moves[code]))]
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
