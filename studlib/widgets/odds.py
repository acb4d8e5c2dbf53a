"""OddsTable: pick each player's cards (or ?? for a card not seen) and the dead cards, and see
each player's share of the pot move with every click (studlib.odds_position keeps the position).

This module builds the controls and draws one studlib.odds_view.OddsView (the view model and its
text and HTML) to the widget, text() and html()."""

from __future__ import annotations

from collections.abc import Mapping

import ipywidgets as widgets

from ..card_markup import check_palette
from ..cards import CARDS, Card, Suit, parse_card
from ..colours import CARD_FACE, COLOURS, INK, MUTED, PALETTES
from ..games import STUD, Game
from ..odds_position import DEAD, OddsPosition, Target
from ..odds_view import OddsView, odds_html, odds_text, odds_view
from . import text as T
from .controls import OwnUpdate
from .render import LiveView, button_style, course_box

__all__ = ["OddsTable"]

_SUIT_ROWS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class OddsTable(LiveView):
    """Each player's share of the pot from the cards the learner can see (live and dead cards).

    OddsTable(RAZZ, ["As 2d 3c", "?? ?? 7h", "?? ?? Kd"], dead="4c 5h") shows seat by seat
    the chance to win, split (and in stud/8 scoop, win each half, be quartered), exactly when
    the unseen cards can fall in few enough ways, else by a seeded Monte Carlo estimate.
    A view over studlib.odds_position.OddsPosition (self.position).
    """

    def __init__(self, game: Game | str = STUD, players=("?? ?? ??", "?? ?? ??"), dead: str = "",
                 *, rules=None, seed: int = 0, palette: str = "two") -> None:
        self.palette = check_palette(palette)
        self.position = OddsPosition(game, players, dead, rules=rules, seed=seed)
        self._own_update = OwnUpdate()
        self._build_widgets()
        self._refresh()

    game = property(lambda self: self.position.game)
    result = property(lambda self: self.position.result, doc="The studlib.odds.Odds last counted.")
    players = property(lambda self: list(self.position.cards), doc="Each seat's cards as written.")
    dead = property(lambda self: self.position.dead, doc="The dead cards as written.")

    def view_model(self) -> OddsView:
        """The odds table now, as data in the language in force."""
        return odds_view(self.position)

    # --- what lesson code calls -------------------------------------------------------------

    def set_cards(self, seat: int, cards: str) -> None:
        """Seat `seat` (0-based) holds these cards ('??' for one not seen)."""
        self.position.set_cards(seat, cards, self._draw)
        self._refresh()

    def set_dead(self, cards: str) -> None:
        self.position.set_cards(DEAD, cards, self._draw)
        self._refresh()

    def set_game(self, game: Game | str) -> None:
        self.position.set_game(game, self._draw)
        self._refresh()

    def click_card(self, card: Card | str, target: Target) -> None:
        """What a click on a card button does: add it to the seat (or 'dead'), or take it back."""
        self.position.click(card, target, self._draw)
        self._refresh()

    def remove_last(self, target: Target) -> None:
        self.position.remove_last(target, self._draw)
        self._refresh()

    def used_cards(self) -> dict[Card, Target]:
        """Each card already given to a seat or to the dead cards, with where it is (a seat or 'dead')."""
        return self.position.used_cards()

    # --- text and snapshot ------------------------------------------------------------------------

    def text(self) -> str:
        """Deterministic plain text: the seats, their shares, how it was counted."""
        return odds_text(self.view_model())

    def html(self) -> str:
        """Static snapshot: the table of shares, the dead cards, how it was counted (no buttons)."""
        return odds_html(self.view_model(), self.palette, T.NO_KERNEL_NOTE)

    # --- widgets ------------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        self.game_menu = widgets.Dropdown(options=[(T.GAME_LABELS[c], c) for c in ("stud", "stud8", "razz")],
                                          value=self.game.code, description=T.GAME_LABEL,
                                          layout=widgets.Layout(width="190px"))
        # A menu, not toggle buttons: a press on a button always changes the hand.
        targets = [(T.ODDS_SEAT_CARDS.format(n=s + 1), s) for s in range(len(self.players))]
        self.target = widgets.Dropdown(options=[*targets, (T.ODDS_DEAD_TARGET, DEAD)], value=0,
                                       description=T.ODDS_TARGET, style={"description_width": "initial"},
                                       layout=widgets.Layout(width="260px"))
        self.card_buttons: dict[str, widgets.Button] = {}
        # Narrow side padding: "10♠" in 18 px bold needs the whole 52 px (ipywidgets pads 12 px a side).
        rows = []
        for suit in _SUIT_ROWS:
            for card in reversed([c for c in CARDS if c.suit == suit]):
                b = widgets.Button(description=card.pretty, tooltip=card.name,
                                   layout=widgets.Layout(width="52px", height="40px", padding="0 4px"))
                b.on_click(lambda _, card=card: self.click_card(card, self.target.value))
                self.card_buttons[str(card)] = b
            row = [b for text, b in self.card_buttons.items() if parse_card(text).suit == suit]
            rows.append(widgets.HBox(row, layout=widgets.Layout(flex_flow="row wrap")))
        self.unseen_button = widgets.Button(description=T.ODDS_UNSEEN_BUTTON, style=button_style(),
                                            layout=widgets.Layout(width="auto"))
        self.unseen_button.on_click(lambda _: self.click_card("??", self.target.value))
        self.remove_button = widgets.Button(description=T.ODDS_REMOVE_LAST, style=button_style(),
                                            layout=widgets.Layout(width="auto"))
        self.remove_button.on_click(lambda _: self.remove_last(self.target.value))
        box = {"placeholder": T.ODDS_CARDS_HELP, "continuous_update": False, "layout": widgets.Layout(width="360px")}
        self.boxes = [widgets.Text(value=c, description=T.ODDS_SEAT_CARDS.format(n=s + 1), **box)
                      for s, c in enumerate(self.players)]
        self.dead_box = widgets.Text(value=self.dead, description=T.ODDS_DEAD,
                                     style={"description_width": "initial"}, **box)
        for target, text_box in [*enumerate(self.boxes), (DEAD, self.dead_box)]:
            text_box.observe(lambda change, target=target: self._on_box(target, change), names="value")
        self.game_menu.observe(self._on_game, names="value")
        self.view = widgets.HTML()
        wrap = widgets.Layout(flex_flow="row wrap", align_items="center")
        self.widget = course_box([
            widgets.HBox([self.game_menu, self.target], layout=wrap), self.view,
            widgets.VBox(rows), widgets.HBox([self.unseen_button, self.remove_button], layout=wrap),
            widgets.HBox([*self.boxes, self.dead_box], layout=wrap)])

    def _draw(self) -> None:
        """The view model into the table and the card buttons (an estimate shows before the exact count)."""
        view = self.view_model()
        self.view.value = odds_html(view, self.palette)
        self._mark_card_buttons(view.used)

    def _mark_card_buttons(self, used: Mapping[Card, str]) -> None:
        """Each card button in its suit's colour, as the course's cards (two or four colours); a
        card already used is struck through with a dashed border and says where it is, so the
        mark never rests on colour alone. Only buttons whose look changes are sent to the page."""
        for text, button in self.card_buttons.items():
            card = parse_card(text)
            owner = used.get(card)
            tooltip = card.name if owner is None else T.ODDS_CARD_USED.format(name=card.name, owner=owner)
            if button.tooltip == tooltip and button.style.text_color:
                continue
            look = button_style() | {"button_color": CARD_FACE,
                                     "text_color": COLOURS[PALETTES[self.palette][card.suit]],
                                     "text_decoration": "none" if owner is None else "line-through"}
            for key, value in look.items():
                setattr(button.style, key, value)
            button.layout.border = f"2px {'solid' if owner is None else 'dashed'} {INK if owner is None else MUTED}"
            button.tooltip = tooltip

    def _refresh(self) -> None:
        """Push the state into the widgets without firing our own observers.

        A box the learner is typing in is left alone when its text could not be read: their
        words stay as typed and the message says what is wrong.
        """
        with self._own_update:
            self.game_menu.value = self.game.code
            for box, cards in zip([*self.boxes, self.dead_box], [*self.players, self.dead]):
                if box.value != cards and not self.position.error:
                    box.value = cards
        self._draw()

    def _on_box(self, target: Target, change) -> None:
        if not self._own_update:
            self.position.set_cards(target, change["new"], self._draw)
            self._draw()

    def _on_game(self, change) -> None:
        if not self._own_update:
            self.set_game(change["new"])
