"""MiniDeal: deal a hand street by street and watch who brings in, acts first and shows first."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import ipywidgets as widgets

from .. import table_view as TV
from ..card_markup import (SeatRow, announcement_html, card_html, check_palette, hand_rows, legend_html, muted,
                           seat_rows_html, seat_rows_text)
from ..cards import CARDS, Card
from ..explain import LogLine, and_list, seat_name
from ..games import GAMES, STUD, Game
from ..hand import Hand
from ..markup import Safe, element, join, panel
from ..practice import DEAL_TOP, WatchedDeal, pointer_events, warm_evaluator
from ..rules import Rules, Structure
from ..table_view import hand_stage, stage_marker
from . import text as T
from .controls import OwnUpdate
from .number_box import NumberBox
from .render import LiveView, course_box

__all__ = ["MiniDeal", "MiniDealView", "mini_deal_view", "mini_deal_text", "mini_deal_html", "stage_lines"]


def stage_lines(hand: Hand) -> list[LogLine]:
    """The engine's explanation of the marker: the bring-in line, this street's first-to-act
    line, or at the end the shows-first line and everything after it (shows, awards)."""
    log = hand.log
    return [log[i] for i in pointer_events(hand)]


@dataclass(frozen=True)
class MiniDealView:
    """The mini-deal at one moment, in the language in force: the widget, text() and html() are
    all drawn from this."""

    title: str
    rows: tuple[SeatRow, ...]
    community: Card | None
    pot: str
    why: tuple[str, ...]
    doors_note: str


def _pot_line(hand: Hand) -> str:
    """'Pot: $2.40' while the hand is played; at the showdown, what each winner took."""
    money = hand.structure.money
    if not hand.is_over:
        return TV.POT.format(amount=money(hand.pot))
    won: dict[int, int] = {}
    for award in hand.awards:
        won[award.seat] = won.get(award.seat, 0) + award.amount
    winners = and_list([T.POT_WINNER.format(seat=seat_name(s), amount=money(a)) for s, a in sorted(won.items())])
    return T.POT_AWARDED.format(amount=money(sum(won.values())), winners=winners)


def mini_deal_view(deal: WatchedDeal, reveal: bool) -> MiniDealView:
    """The mini-deal's view model, from the watched deal, in the language in force."""
    hand = deal.hand
    seat, marker = stage_marker(hand)
    shown = hand.showdown_order if hand.is_over else ()
    rows = hand_rows(hand, reveal, {seat: marker} if seat is not None else {}, shown)
    note = ""
    if deal.doors:
        changes = ", ".join(T.DOOR_CHANGE.format(seat=seat_name(s), card=c.pretty) for s, c in sorted(deal.doors.items()))
        note = T.DOORS_CHANGED.format(changes=changes)
    title = T.MINIDEAL_TITLE.format(game=deal.game.name, seed=deal.seed, players=deal.players, stage=hand_stage(hand))
    return MiniDealView(title, tuple(rows), hand.community_card, _pot_line(hand),
                        tuple(str(line) for line in stage_lines(hand)), note)


def mini_deal_text(view: MiniDealView) -> str:
    """Title, each seat's cards and marker, the pot, the engine's why, the door cards changed."""
    lines = [view.title] + seat_rows_text(view.rows)
    if view.community is not None:
        lines.append(TV.COMMUNITY_CARD.format(card=view.community.pretty))
    lines.append(view.pot)
    if view.why:
        lines.append(f"{T.WHY} {view.why[0]}")
        lines.extend(f"  {line}" for line in view.why[1:])
    if view.doors_note:
        lines.append(view.doors_note)
    return "\n".join(lines)


def mini_deal_html(view: MiniDealView, palette: str, note: str = "") -> Safe:
    """The table, the explanation and the legend (and a note under them)."""
    body = [seat_rows_html(view.rows, palette, caption=view.title)]
    if view.community is not None:
        body.append(element("p", TV.COMMUNITY_CARD.format(card=""), card_html(view.community, palette)))
    body.append(element("p", view.pot, style="font-size:20px;font-weight:700"))
    if view.why:
        body.append(element("div", element("p", element("strong", T.WHY), " ", view.why[0], style="margin:4px 0"),
                            element("ul", join(element("li", line) for line in view.why[1:]), style="margin:2px 0")
                            if view.why[1:] else "",
                            muted(view.doors_note) if view.doors_note else "", style="font-size:18px;max-width:60em"))
    body += [legend_html(palette), muted(note) if note else ""]
    return panel(join(body), label=view.title)


class MiniDeal(LiveView):
    """A small table dealt street by street; change a door card or the game and watch the answer move.

    A view over studlib.practice.WatchedDeal (self.session). Seats are 0-based in code
    (hand.bring_in_seat == 1 is "Seat 2" on screen).
    """

    def __init__(self, game: Game | str = STUD, players: int = 5, seed: int = 4711,
                 rules: Rules | str | None = None, structure: Structure | None = None,
                 door_cards: Mapping[int, Card | str] | Iterable[Card | str | None] | None = None,
                 *, palette: str = "two") -> None:
        self.palette = check_palette(palette)
        self.session = WatchedDeal(game, players, seed, rules, structure, door_cards)
        self.reveal = False
        self._own_update = OwnUpdate()
        warm_evaluator()
        self._build_widgets()
        self._refresh()

    hand = property(lambda self: self.session.hand, doc="The hand as dealt so far (a studlib.Hand).")
    game = property(lambda self: self.session.game)
    players = property(lambda self: self.session.players)
    seed = property(lambda self: self.session.seed, doc="The deal number.")
    rules = property(lambda self: self.session.rules)
    structure = property(lambda self: self.session.structure)

    @property
    def door_cards(self) -> dict[int, Card]:
        """Door cards set by hand (seat -> card), on top of the deal number."""
        return dict(self.session.doors)

    def view_model(self) -> MiniDealView:
        """The mini-deal now, as data in the language in force."""
        return mini_deal_view(self.session, self.reveal)

    # --- what the lesson code calls --------------------------------------------------------

    def deal_next(self) -> None:
        """Everyone checks or calls, then the next street is dealt (after 7th: the showdown)."""
        if self.session.deal_next():
            self.notice.value = ""
            self._refresh()

    def new_deal(self, seed: int | None = None) -> None:
        """Deal number `seed` (default: the next number) from third street, door cards as dealt."""
        self._step(self.session.new_deal, seed)

    def set_game(self, game: Game | str) -> None:
        """Same cards, another game: the hand is dealt again up to the same street."""
        self._step(self.session.set_game, game)

    def set_door_card(self, seat: int, card: Card | str) -> None:
        """Give `seat` this door card; the card it replaces takes the chosen card's place in the
        deck (another seat's door card included), and the hand is dealt again to the same street."""
        if self.session.set_door_card(seat, card):
            self.notice.value = ""
            self._refresh()

    def deal_again(self) -> None:
        """The same deal number (and door cards) again from third street."""
        self._step(self.session.deal_again)

    def set_palette(self, palette: str) -> None:
        self.palette = check_palette(palette)
        self._refresh()

    def show_down_cards(self, reveal: bool = True) -> None:
        self.reveal = bool(reveal)
        self._refresh()

    def _step(self, step, *args) -> None:
        step(*args)
        self.notice.value = ""
        self._refresh()

    # --- text and snapshot ------------------------------------------------------------------

    def text(self) -> str:
        """Deterministic plain text: title, each seat's cards and marker, the engine's why."""
        return mini_deal_text(self.view_model())

    def html(self) -> str:
        """Static snapshot: the table, the explanation and the legend (no buttons)."""
        return mini_deal_html(self.view_model(), self.palette, T.NO_KERNEL_NOTE)

    # --- widgets ------------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        self.deal_number = NumberBox(self.seed, 0, DEAL_TOP, self._on_deal_number, description=T.DEAL_NUMBER,
                                     tooltip=T.DEAL_NUMBER_HELP)
        self.deal_box = self.deal_number.box
        self.game_menu = widgets.Dropdown(options=[(T.GAME_LABELS[c], c) for c in GAMES],
                                          value=self.game.code, description=T.GAME_LABEL,
                                          layout=widgets.Layout(width="190px"))
        self.next_button = widgets.Button(description=T.DEAL_NEXT, button_style="primary",
                                          layout=widgets.Layout(width="auto"))
        self.new_button = widgets.Button(description=T.NEW_DEAL, layout=widgets.Layout(width="auto"))
        self.again_button = widgets.Button(description=T.DEAL_AGAIN, tooltip=T.MINIDEAL_AGAIN_HELP,
                                           layout=widgets.Layout(width="auto"))
        # The margins keep "Show down cards" and "Suit colours" from reading as one label.
        self.reveal_box = widgets.Checkbox(value=self.reveal, description=T.SHOW_DOWN_CARDS, indent=False,
                                           layout=widgets.Layout(width="auto", margin="0 28px 0 12px"))
        self.palette_menu = widgets.Dropdown(options=[(v, k) for k, v in T.PALETTE_OPTIONS.items()],
                                             value=self.palette, description=T.PALETTE_LABEL,
                                             style={"description_width": "initial"},
                                             layout=widgets.Layout(width="230px"))
        options = [(T.DOOR_CARD_OPTION.format(pretty=c.pretty, name=c.name), str(c)) for c in CARDS]
        self.door_menus = [widgets.Dropdown(options=options, description=T.DOOR_CARD_LABEL.format(n=s + 1),
                                            style={"description_width": "initial"},
                                            layout=widgets.Layout(width="230px"))
                           for s in range(self.players)]
        self.view = widgets.HTML()
        self.notice = widgets.HTML()
        self.announcer = widgets.HTML()   # the one live region: what changed, said once
        self._announced: tuple[Hand | None, int] = (None, 0)   # the hand, and its log lines said
        self.doors_label = widgets.HTML(element("span", T.DOOR_MENUS_LABEL, style="font-size:16px"))

        self.next_button.on_click(lambda _: self.deal_next())
        self.new_button.on_click(lambda _: self.new_deal())
        self.again_button.on_click(lambda _: self._again_pressed())
        self.game_menu.observe(self.learner_changed(self.set_game), names="value")
        self.reveal_box.observe(self.learner_changed(self.show_down_cards), names="value")
        self.palette_menu.observe(self.learner_changed(self.set_palette), names="value")
        for seat, menu in enumerate(self.door_menus):
            menu.observe(self.learner_changed(lambda card, seat=seat: self.set_door_card(seat, card)), names="value")

        wrap = widgets.Layout(flex_flow="row wrap", align_items="center")
        controls = widgets.HBox([self.deal_box, self.deal_number.message, self.game_menu, self.next_button,
                                 self.again_button, self.new_button, self.reveal_box, self.palette_menu],
                                layout=wrap)
        doors = widgets.HBox([self.doors_label] + self.door_menus, layout=wrap)
        self.widget = course_box([controls, self.notice, self.view, doors, self.announcer])

    def _again_pressed(self) -> None:
        # A deal on third street looks the same after "Deal again": say that the press worked.
        self.deal_again()
        said = T.MINIDEAL_DEALT_AGAIN.format(seed=self.seed)
        self.notice.value = muted(said)
        self._announce([said])

    def _refresh(self) -> None:
        """Push the current state into the widgets, without firing our own observers."""
        with self._own_update:
            self.deal_number.show(self.seed)
            self.game_menu.value = self.game.code
            self.reveal_box.value = self.reveal
            self.palette_menu.value = self.palette
            for seat, card in self.session.current_doors().items():
                self.door_menus[seat].value = str(card)
            self.next_button.disabled = self.hand.is_over
        view = self.view_model()
        self.view.value = mini_deal_html(view, self.palette)
        self._announce(view=view)

    def announcement(self, view: MiniDealView | None = None) -> list[str]:
        """What a screen reader is told after the last change: the title (game, deal, street),
        then the dealer's new log lines; for a hand dealt anew, the title and the explanation."""
        view = view or self.view_model()
        hand, (said_hand, said_lines) = self.hand, self._announced
        new = [str(line) for line in hand.log[said_lines:]] if hand is said_hand else list(view.why)
        return [view.title, *new]

    def _announce(self, extra: Iterable[str] = (), view: MiniDealView | None = None) -> None:
        """Put announcement() (and any extra sentence) in the live region, and remember what was said."""
        lines = self.announcement(view) + list(extra)
        self._announced = (self.hand, len(self.hand.log))
        self.announcer.value = announcement_html(lines)

    def _on_deal_number(self, seed: int) -> None:
        if not self._own_update and seed != self.seed:
            self.new_deal(seed)
