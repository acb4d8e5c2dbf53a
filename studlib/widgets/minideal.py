"""MiniDeal: deal a hand street by street and watch who brings in, acts first and shows first."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import ipywidgets as widgets

from .. import events
from ..cards import CARDS, Card, parse_card, shuffled_deck
from ..dealing import card_positions
from ..explain import LogLine, Seat, Seats, and_list, seat_name
from ..games import GAMES, STUD, Game
from ..hand import Hand
from ..hands import high_score
from ..rules import Rules, Structure
from . import text as T
from .markup import Safe, element, join
from .controls import OwnUpdate
from .number_box import NumberBox
from .render import (LiveView, course_box, announcement_html, card_html, check_palette, check_structure, hand_rows,
                     hand_stage, legend_html, muted, panel, seat_rows_html, seat_rows_text)

__all__ = ["MiniDeal", "warm_evaluator", "as_game", "as_rules", "deal_deck", "play_to_street",
           "stage_lines", "stage_marker"]

DEAL_TOP = 999_999_999   # the Deal # box stays far below 2**53, where browsers lose integers
SHOWDOWN_STAGE = 8       # "street" 8: seventh street has been bet and the cards are shown
_STACK_BIG_BETS = 100    # chips behind per seat: passive play can never put anyone all in


def warm_evaluator() -> None:
    """Load the hand evaluator's lookup tables now (a few milliseconds, once per kernel).

    The engine fills them on the first showdown; doing it while the cell that creates the
    widget runs keeps the "Deal next street" click that reaches the showdown under 50 ms.
    """
    high_score((0, 5, 10, 15, 20, 25, 30))


def as_game(game: Game | str) -> Game:
    """STUD, STUD8 or RAZZ, given as the object or its code ('stud', 'stud8', 'razz')."""
    if isinstance(game, Game):
        return game
    if isinstance(game, str) and game.lower() in GAMES:
        return GAMES[game.lower()]
    raise ValueError(T.ERR_GAME.format(value=game))


def as_rules(rules: Rules | str | None) -> Rules:
    """Table rules from a Rules, a preset name, or None (the online default)."""
    if rules is None:
        return Rules.online()
    if isinstance(rules, Rules):
        return rules
    if isinstance(rules, str):
        return Rules.preset(rules)
    raise ValueError(T.ERR_RULES.format(value=rules))


def check_seat(seat: int, players: int) -> int:
    """A 0-based seat index that exists at this table."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise ValueError(T.ERR_SEAT.format(value=seat, last=players - 1, n=players))
    return seat


def check_deal_number(seed: int) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= DEAL_TOP:
        raise ValueError(T.ERR_DEAL_NUMBER.format(top=T.number(DEAL_TOP), value=seed))
    return seed


def door_positions(players: int) -> list[int]:
    """Each seat's door card's place in the deck, from the one dealing order (studlib.dealing)."""
    return [cards[2] for cards in card_positions(players)]


def deal_deck(seed: int, players: int, doors: Mapping[int, Card]) -> tuple[Card, ...]:
    """Deal #seed's deck in live dealing order with the given door cards swapped in.

    Door cards sit where studlib.dealing.card_positions puts them (two down rounds first). Each requested card trades
    places with the card that was there, seat by seat in seat order, so no card is duplicated
    and the deck depends only on (seed, doors), not on the order the learner changed them.
    """
    deck = list(shuffled_deck(seed))
    where = door_positions(players)
    for seat in sorted(doors):
        i, j = where[seat], deck.index(doors[seat])
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck)


def play_to_street(hand: Hand, stage: int) -> None:
    """Everyone brings in, checks or calls until `stage` is dealt (8: to the showdown)."""
    while hand.to_act is not None and (stage >= SHOWDOWN_STAGE or hand.street < stage):
        action = hand.passive_action()
        hand.act(action.kind, action.amount)


def stage_marker(hand: Hand) -> tuple[int | None, str]:
    """The seat to point at now and its text marker: brings in, acts first or shows first."""
    if hand.is_over:
        return (hand.showdown_order[0], T.MARK_SHOWS_FIRST) if hand.showdown_order else (None, "")
    if hand.street == 3:
        return hand.bring_in_seat, T.MARK_BRINGS_IN
    seat = hand.first_to_act.get(hand.street)
    return (seat, T.MARK_ACTS_FIRST) if seat is not None else (None, "")


def stage_lines(hand: Hand) -> list[LogLine]:
    """The engine's explanation of the marker: the bring-in line, this street's first-to-act
    line, or at the end the shows-first line and everything after it (shows, awards)."""
    log, found = hand.log, hand.events   # log[i] is the sentence of found[i]
    if hand.is_over:
        for i, event in enumerate(found):
            if isinstance(event, events.ShowsFirst):
                return log[i:]
        return log[-1:]
    wanted = {hand.game.bring_in_rule, "GEN-12.2"} if hand.street == 3 else {hand.game.first_to_act_rule}
    for i in range(len(found) - 1, -1, -1):
        if wanted & set(found[i].rules):
            return [log[i]]
    return log[-1:]


class MiniDeal(LiveView):
    """A small table dealt street by street; change a door card or the game and watch the answer move.

    Seats are 0-based in code (hand.bring_in_seat == 1 is "Seat 2" on screen).
    """

    def __init__(self, game: Game | str = STUD, players: int = 5, seed: int = 4711,
                 rules: Rules | str | None = None, structure: Structure | None = None,
                 door_cards: Mapping[int, Card | str] | Iterable[Card | str | None] | None = None,
                 *, palette: str = "two") -> None:
        self.game = as_game(game)
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 8:
            raise ValueError(T.ERR_PLAYERS.format(value=players))
        self.players = players
        self.rules = as_rules(rules)
        self.structure = check_structure(structure)
        self.palette = check_palette(palette)
        self.seed = check_deal_number(seed)
        self.reveal = False
        self._stage = 3
        self._own_update = OwnUpdate()
        self._doors: dict[int, Card] = self._initial_doors(door_cards)
        warm_evaluator()
        self._build_widgets()
        self._rebuild()

    # --- what the lesson code calls --------------------------------------------------------

    def deal_next(self) -> None:
        """Everyone checks or calls, then the next street is dealt (after 7th: the showdown)."""
        if self.hand.is_over:
            return
        self.notice.value = ""
        self._stage = self.hand.street + 1 if self.hand.street < 7 else SHOWDOWN_STAGE
        play_to_street(self.hand, self._stage)
        self._refresh()

    def new_deal(self, seed: int | None = None) -> None:
        """Deal number `seed` (default: the next number) from third street, door cards as dealt."""
        if seed is None:
            seed = self.seed + 1 if self.seed < DEAL_TOP else 0
        self.seed = check_deal_number(seed)
        self._doors = {}
        self._stage = 3
        self._rebuild()

    def set_game(self, game: Game | str) -> None:
        """Same cards, another game: the hand is dealt again up to the same street."""
        self.game = as_game(game)
        self._rebuild()

    def set_door_card(self, seat: int, card: Card | str) -> None:
        """Give `seat` this door card; the card it replaces takes the chosen card's place in the
        deck (another seat's door card included), and the hand is dealt again to the same street."""
        check_seat(seat, self.players)
        card = parse_card(card)
        base = shuffled_deck(self.seed)
        current = self._current_doors()
        if current[seat] == card:
            return
        doors = dict(self._doors)
        for other, door in current.items():
            if door == card:
                doors[other] = current[seat]
        doors[seat] = card
        where = door_positions(self.players)
        self._doors = {s: c for s, c in doors.items() if base[where[s]] != c}
        self._rebuild()

    def set_palette(self, palette: str) -> None:
        self.palette = check_palette(palette)
        self._refresh()

    def show_down_cards(self, reveal: bool = True) -> None:
        self.reveal = bool(reveal)
        self._refresh()

    @property
    def door_cards(self) -> dict[int, Card]:
        """Door cards set by hand (seat -> card), on top of the deal number."""
        return dict(self._doors)

    # --- text and snapshot ------------------------------------------------------------------

    def _title(self) -> str:
        return T.MINIDEAL_TITLE.format(game=self.game.name, seed=self.seed, players=self.players,
                                       stage=hand_stage(self.hand))

    def _rows(self):
        seat, marker = stage_marker(self.hand)
        shown = self.hand.showdown_order if self.hand.is_over else ()
        return hand_rows(self.hand, self.reveal, {seat: marker} if seat is not None else {}, shown)

    def _doors_note(self) -> str:
        if not self._doors:
            return ""
        changes = ", ".join(T.DOOR_CHANGE.format(seat=seat_name(s), card=c.pretty)
                            for s, c in sorted(self._doors.items()))
        return T.DOORS_CHANGED.format(changes=changes)

    def text(self) -> str:
        """Deterministic plain text: title, each seat's cards and marker, the engine's why."""
        hand = self.hand
        lines = [self._title()] + seat_rows_text(self._rows())
        if hand.community_card is not None:
            lines.append(T.COMMUNITY_CARD.format(card=hand.community_card.pretty))
        lines.append(self._pot_line())
        why = [str(line) for line in stage_lines(hand)]
        if why:
            lines.append(f"{T.WHY} {why[0]}")
            lines.extend(f"  {line}" for line in why[1:])
        note = self._doors_note()
        if note:
            lines.append(note)
        return "\n".join(lines)

    def _table_html(self) -> Safe:
        hand = self.hand
        body = [seat_rows_html(self._rows(), self.palette, caption=self._title())]
        if hand.community_card is not None:
            body.append(element("p", T.COMMUNITY_CARD.format(card=""), card_html(hand.community_card, self.palette)))
        body.append(element("p", self._pot_line(), style="font-size:20px;font-weight:700"))
        return join(body)

    def _pot_line(self) -> str:
        """'Pot: $2.40' while the hand is played; at the showdown, what each winner took."""
        hand, money = self.hand, self.hand.structure.money
        if not hand.is_over:
            return T.POT.format(amount=money(hand.pot))
        won: dict[int, int] = {}
        for award in hand.awards:
            won[award.seat] = won.get(award.seat, 0) + award.amount
        winners = and_list([T.POT_WINNER.format(seat=seat_name(s), amount=money(a))
                            for s, a in sorted(won.items())])
        return T.POT_AWARDED.format(amount=money(sum(won.values())), winners=winners)

    def _why_html(self) -> Safe:
        why = [str(line) for line in stage_lines(self.hand)]
        if not why:
            return Safe("")
        note = self._doors_note()
        return element("div", element("p", element("strong", T.WHY), " ", why[0], style="margin:4px 0"),
                       element("ul", join(element("li", line) for line in why[1:]), style="margin:2px 0")
                       if why[1:] else "",
                       muted(note) if note else "", style="font-size:18px;max-width:60em")

    def _view_html(self, note: str = "") -> Safe:
        body = [self._table_html(), self._why_html(), legend_html(self.palette), muted(note) if note else ""]
        return panel(join(body), label=self._title())

    def html(self) -> str:
        """Static snapshot: the table, the explanation and the legend (no buttons)."""
        return self._view_html(T.NO_KERNEL_NOTE)

    # --- widgets ------------------------------------------------------------------------------

    def _initial_doors(self, door_cards) -> dict[int, Card]:
        if door_cards is None:
            return {}
        if isinstance(door_cards, (str, bytes)) or not isinstance(door_cards, (Mapping, Iterable)):
            raise ValueError(T.ERR_DOORS.format(value=door_cards))
        items = (door_cards.items() if isinstance(door_cards, Mapping)
                 else ((s, c) for s, c in enumerate(door_cards) if c is not None))
        wanted: dict[int, Card] = {}
        owner: dict[Card, int] = {}
        for seat, card in items:
            check_seat(seat, self.players)
            card = parse_card(card)
            if card in owner:
                raise ValueError(T.ERR_DOOR_TWICE.format(card=card, pretty=card.pretty, seat=Seat(owner[card]),
                                                         other=Seat(seat), seats=Seats((owner[card], seat))))
            owner[card] = seat
            wanted[seat] = card
        base, where = shuffled_deck(self.seed), door_positions(self.players)
        return {s: c for s, c in wanted.items() if base[where[s]] != c}

    def _current_doors(self) -> dict[int, Card]:
        where = door_positions(self.players)
        return {s: self._deck[where[s]] for s in range(self.players)}

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
        self.game_menu.observe(self._on_game_menu, names="value")
        self.reveal_box.observe(self._on_reveal, names="value")
        self.palette_menu.observe(self._on_palette, names="value")
        for seat, menu in enumerate(self.door_menus):
            menu.observe(lambda change, seat=seat: self._on_door(seat, change), names="value")

        wrap = widgets.Layout(flex_flow="row wrap", align_items="center")
        controls = widgets.HBox([self.deal_box, self.deal_number.message, self.game_menu, self.next_button,
                                 self.again_button, self.new_button, self.reveal_box, self.palette_menu],
                                layout=wrap)
        doors = widgets.HBox([self.doors_label] + self.door_menus, layout=wrap)
        self.widget = course_box([controls, self.notice, self.view, doors, self.announcer])

    def deal_again(self) -> None:
        """The same deal number (and door cards) again from third street."""
        self._stage = 3
        self._rebuild()

    def _again_pressed(self) -> None:
        # A deal on third street looks the same after "Deal again": say that the press worked.
        self.deal_again()
        said = T.MINIDEAL_DEALT_AGAIN.format(seed=self.seed)
        self.notice.value = muted(said)
        self._announce([said])

    def _rebuild(self) -> None:
        """Deal the hand again from (seed, door cards, game) and play to the current street."""
        if hasattr(self, "notice"):
            self.notice.value = ""
        self._deck = deal_deck(self.seed, self.players, self._doors)
        stack = _STACK_BIG_BETS * self.structure.big_bet
        self.hand = Hand(self.game, [stack] * self.players, structure=self.structure,
                         rules=self.rules, seed=self.seed, deck=self._deck)
        play_to_street(self.hand, self._stage)
        self._refresh()

    def _refresh(self) -> None:
        """Push the current state into the widgets, without firing our own observers."""
        with self._own_update:
            self.deal_number.show(self.seed)
            self.game_menu.value = self.game.code
            self.reveal_box.value = self.reveal
            self.palette_menu.value = self.palette
            for seat, card in self._current_doors().items():
                self.door_menus[seat].value = str(card)
            self.next_button.disabled = self.hand.is_over
        self.view.value = self._view_html()
        self._announce()

    def announcement(self) -> list[str]:
        """What a screen reader is told after the last change: the title (game, deal, street),
        then the dealer's new log lines; for a hand dealt anew, the title and the explanation."""
        hand, (said_hand, said_lines) = self.hand, self._announced
        if hand is said_hand:
            new = [str(line) for line in hand.log[said_lines:]]
        else:
            new = [str(line) for line in stage_lines(hand)]
        return [self._title(), *new]

    def _announce(self, extra: Iterable[str] = ()) -> None:
        """Put announcement() (and any extra sentence) in the live region, and remember what was said."""
        lines = self.announcement() + list(extra)
        self._announced = (self.hand, len(self.hand.log))
        self.announcer.value = announcement_html(lines)

    def _on_deal_number(self, seed: int) -> None:
        if not self._own_update and seed != self.seed:
            self.new_deal(seed)

    def _on_game_menu(self, change) -> None:
        if not self._own_update:
            self.set_game(change["new"])

    def _on_reveal(self, change) -> None:
        if not self._own_update:
            self.show_down_cards(change["new"])

    def _on_palette(self, change) -> None:
        if not self._own_update:
            self.set_palette(change["new"])

    def _on_door(self, seat: int, change) -> None:
        if not self._own_update:
            self.set_door_card(seat, change["new"])
