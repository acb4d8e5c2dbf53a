"""PracticeTable: the practice session (studlib.practice) on screen, with the dealer explaining every step."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

import ipywidgets as widgets

from .. import practice, table_view as TV
from ..card_markup import announcement_html, card_html, legend_html, muted, seat_view_text, seat_views_html
from ..cards import Card
from ..colours import INK, WRONG_INK
from ..events import StreetDealt
from ..games import GAMES, STUD, Game
from ..hand import Action, ActionKind, Hand
from ..markup import Safe, element, join, panel
from ..practice import Offer, PracticeSession, explained
from ..rules import Rules, RulesPreset, Structure
from ..scenario import Scenario
from ..table_view import (TableView, dealer_lines, dealt_said, message_words, notice_words, status_words, table_view,
                          title_words)
from . import text as T
from .controls import OwnUpdate
from .hand_files import HandFiles
from .number_box import NumberBox
from .render import LiveView, button_style, course_box

__all__ = ["PracticeTable", "board_text", "table_text", "seats_html", "info_html", "explain_html"]

# Action buttons kept for reuse ("Check", "Call $2", "Bet $4", ...): a button already in the
# browser shows at once, a new one first has to be created there. A hand offers a few dozen.
KEPT_BUTTONS = 24


def board_text(view: TableView) -> str:
    """The table without the log: seats, pots, whose turn and your buttons (plain text)."""
    lines = [view.title] + [seat_view_text(s) for s in view.seats]
    if view.community is not None:
        lines.append(TV.COMMUNITY_CARD.format(card=str(view.community)))
    lines += view.pots
    lines.append(view.status)
    if view.options:
        lines.append(f"{T.YOUR_OPTIONS} {' | '.join(label for _o, _a, label in view.options)}")
    lines += [line for line in (view.notice, view.message) if line]
    return "\n".join(lines)


def table_text(view: TableView) -> str:
    """The board, then the whole log and the dealer's explanation."""
    lines = [board_text(view), T.LOG_TITLE]
    lines.extend(f"  {line}" for line in view.log)
    if view.explains:
        lines.append(view.explains_head)
        lines.extend(f"  {line}" for line in view.explains)
    return "\n".join(lines)


def seats_html(view: TableView, palette: str) -> Safe:
    """The seats as a table that fits its width: a table on a wide screen, one block per seat on a phone."""
    return seat_views_html(view.seats, palette, view.title)


def info_html(view: TableView, palette: str, with_buttons_text: bool) -> Safe:
    """The community card, the pots, whose turn, (your options as text), the notice and the alert."""
    body = []
    if view.community is not None:
        body.append(element("p", TV.COMMUNITY_CARD.format(card=""), card_html(view.community, palette)))
    body += [element("p", line, style="margin:4px 0;font-size:20px") for line in view.pots]
    body.append(element("p", element("strong", view.status), style="margin:6px 0;font-size:20px"))
    if with_buttons_text and view.options:
        body.append(element("p", f"{T.YOUR_OPTIONS} {' | '.join(label for _o, _a, label in view.options)}"))
    if view.notice:
        body.append(element("p", view.notice, style="margin:4px 0"))
    if view.message:
        body.append(element("p", view.message, role="alert",
                            style=f"color:{WRONG_INK};font-weight:700;font-size:20px"))
    return join(body)


def explain_html(view: TableView) -> Safe:
    """The dealer's explanation (at the end), then the log."""
    parts = []
    if view.explains:
        parts.append(element("div", element("strong", view.explains_head),
                             element("ul", join(element("li", line) for line in view.explains), style="margin:2px 0"),
                             style=f"font-size:18px;max-width:62em;border-top:2px solid {INK};margin-top:6px"))
    log = join(element("li", line) for line in view.log)
    parts.append(element("div", element("strong", T.LOG_TITLE), element("ol", log, style="margin:2px 0"),
                         style="font-size:17px;max-width:62em"))
    return join(parts)


class PracticeTable(LiveView):
    """Play one seat of a hand against seeded bots; the dealer explains every step with its rule IDs.

    A view over studlib.practice.PracticeSession (self.session), which decides everything. Seats
    are 0-based in code (seat=0 is "Seat 1" on screen). The same deal number, game, rules and
    learner actions always give the same hand: bots are seeded (studlib.bots).
    """

    def __init__(self, game: Game | str = STUD, players: int = 6, seat: int = 0, seed: int = 4711,
                 rules: Rules | str | None = None, structure: Structure | None = None,
                 stacks: int | Sequence[int] | None = None,
                 deck: str | Iterable[Card | str] | None = None, *, bot_style: str = "solid",
                 palette: str = "two") -> None:
        self.session = PracticeSession(game, players, seat, seed, rules, structure, stacks, deck, bot_style=bot_style)
        self.palette = palette
        self._own_update = OwnUpdate()
        practice.warm_evaluator()
        self._build_widgets()
        self._refresh()
        # "Save this hand" and "Replay" below the table (studlib.widgets.hand_files).
        self.files = HandFiles(self)
        self.widget.children += (self.files.widget,)

    # --- the session's state, read through ------------------------------------------------------

    hand = property(lambda self: self.session.hand, doc="The hand in play (a studlib.Hand).")
    game = property(lambda self: self.session.game)
    players = property(lambda self: self.session.players)
    seat = property(lambda self: self.session.seat, doc="Your seat, 0-based.")
    seed = property(lambda self: self.session.seed, doc="The deal number.")
    rules = property(lambda self: self.session.rules)
    structure = property(lambda self: self.session.structure)
    stacks = property(lambda self: self.session.stacks)
    deck = property(lambda self: self.session.deck)
    bot_style = property(lambda self: self.session.bot_style)
    bots = property(lambda self: self.session.bots)
    moves = property(lambda self: self.session.moves, doc="Every decision so far (studlib.bots.Move).")
    legal_actions = property(lambda self: self.session.legal_actions, doc="Your legal actions now.")
    notice = property(lambda self: notice_words(self.session), doc="What the last press of a control did, in words.")
    message = property(lambda self: message_words(self.session), doc="The question or refusal on screen, in words.")

    def view_model(self) -> TableView:
        """The table now, as data in the language in force."""
        return table_view(self.session)

    # --- what lessons and tests call ---------------------------------------------------------

    def save_hand(self) -> Path | None:
        """Write this hand as a PHH file in hands/ next to the notebook; returns its path."""
        return self.files.save()

    def replay_hand(self):
        """The saved hand (else the hand in play) in a Replay widget below the table."""
        return self.files.open_replay()

    def act(self, kind: ActionKind | str, amount: int | None = None) -> Action:
        """Your decision, as Hand.act (or as a player of the edition types it: « suivre »); then the
        bots play until your next turn or the end.

        Not your turn, or not a legal action: IllegalAction, and nothing changes."""
        taken = self.session.act(kind, amount)
        self._refresh()
        return taken

    @classmethod
    def from_scenario(cls, scenario: Scenario | str, seat: int = 0, **options) -> PracticeTable:
        """A teacher's stacked deal (a Scenario or its share code) at the table, you in `seat`."""
        if isinstance(scenario, str):
            scenario = Scenario.from_code(scenario)
        return cls(scenario.game, scenario.players, seat, seed=scenario.seed % (practice.DEAL_TOP + 1),
                   rules=scenario.rules, structure=scenario.structure, stacks=scenario.stacks,
                   deck=scenario.deck(), **options)

    def open_code(self, code: str) -> None:
        """A teacher's share code, dealt at this table (you keep your seat if it exists).
        A mistyped code: the share code's message on screen, the hand unchanged."""
        self._do(self.session.open_code, code)

    def new_deal(self, seed: int | None = None) -> None:
        """Deal number `seed` (default: the next number) from the start, with a shuffled deck."""
        self._do(self.session.new_deal, seed)

    def restart(self) -> None:
        """The same deal again from the start (a stacked deck too): replay it another way."""
        self._do(self.session.deal)

    def set_game(self, game: Game | str) -> None:
        """Same deal, another game, from the start."""
        self._do(self.session.set_game, game)

    def set_rules(self, rules: Rules | str) -> None:
        """Another preset ('online', 'cardroom', 'tournament') or Rules; the deal starts again."""
        self._do(self.session.set_rules, rules)

    def set_players(self, players: int) -> None:
        """Another table size; your seat moves to the last seat if it no longer exists."""
        self._do(self.session.set_players, players)

    def set_seat(self, seat: int) -> None:
        """Sit in another seat (0-based); the deal starts again."""
        self._do(self.session.set_seat, seat)

    def _do(self, step, *args) -> None:
        """A step of the session, then the widgets redrawn."""
        step(*args)
        self._refresh()

    def explanation(self) -> list[str]:
        """The dealer's explanation once the hand is over: show order, hands shown with their
        five cards, each pot's split and odd chips, the net result (empty while in play)."""
        return dealer_lines(self.hand, self.seat)

    def last_steps(self) -> list[str]:
        """The log lines from your last decision on: your action, the bots' and the dealer's
        (before your first decision: everything so far)."""
        return [str(line) for line in self.hand.log[self.session.since_your_last_move:]]

    # --- text and snapshot -----------------------------------------------------------------------

    def announcement(self) -> list[str]:
        """What a screen reader is told after the last change: for a new hand its title; the
        dealer's new log lines (your action, the bots', each street dealt, followed by the cards
        you receive and the up cards the others show); at the end the dealer's explanation,
        whose lines the log holds too, said once; then any notice, and whose turn it is."""
        session, hand, (said_hand, said_lines) = self.session, self.hand, self._announced
        start = said_lines if hand is said_hand else 0
        lines = [] if hand is said_hand else [title_words(session)]
        explains = dealer_lines(hand, self.seat) if hand.is_over and start < len(hand.log) else []
        repeated = set(explained(hand)) if explains else set()
        log = hand.log
        for i, event in enumerate(hand.events[start:], start):
            if i not in repeated:
                lines.append(str(log[i]))
            if isinstance(event, StreetDealt):
                lines += dealt_said(hand, event.street, self.seat)
        return lines + explains + [notice_words(session), status_words(session)]

    def board(self) -> str:
        """The table without the log: seats, pots, whose turn and your buttons (plain text)."""
        return board_text(self.view_model())

    def text(self) -> str:
        """Deterministic plain text: the board(), then the whole log and the dealer's explanation."""
        return table_text(self.view_model())

    def html(self) -> str:
        """Static snapshot: seats, pots, whose turn, your options as text, the explanation, the log."""
        view = self.view_model()
        body = join([seats_html(view, self.palette), info_html(view, self.palette, True), explain_html(view),
                     legend_html(self.palette), muted(T.NO_KERNEL_NOTE)])
        return panel(body, label=view.title, full_width=True)

    # --- widgets ---------------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        narrow = widgets.Layout(width="190px")
        self.game_menu = widgets.Dropdown(options=[(T.GAME_LABELS[c], c) for c in GAMES],
                                          value=self.game.code, description=T.GAME_LABEL, layout=narrow)
        self.preset_menu = widgets.Dropdown(options=[(T.PRESET_SHORT[p], p) for p in RulesPreset],
                                            value=self.rules.name if self.rules.name in tuple(RulesPreset) else RulesPreset.ONLINE,
                                            description=T.PRESET_LABEL, layout=narrow)
        self.players_box = widgets.BoundedIntText(value=self.players, min=2, max=8,
                                                  description=T.PLAYERS_LABEL, layout=narrow)
        self.seat_menu = widgets.Dropdown(description=T.YOUR_SEAT_LABEL, layout=narrow,
                                          style={"description_width": "initial"})
        self.deal_number = NumberBox(self.seed, 0, practice.DEAL_TOP, self._on_deal_number,
                                     description=T.DEAL_NUMBER, tooltip=T.DEAL_NUMBER_HELP, layout=narrow)
        self.deal_box = self.deal_number.box
        self.again_button = widgets.Button(description=T.DEAL_AGAIN, tooltip=T.DEAL_AGAIN_HELP,
                                           layout=widgets.Layout(width="auto"))
        self.next_deal_button = widgets.Button(description=T.NEXT_DEAL, layout=widgets.Layout(width="auto"))
        self.seats_view = widgets.HTML()
        self.info_view = widgets.HTML()
        self.explain_view = widgets.HTML()
        self.action_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.action_buttons: list[widgets.Button] = []
        self._buttons: dict[Offer, widgets.Button] = {}   # what a button offers -> it, most recently shown last
        self._offers: dict[Offer, Action] = {}            # what each offer is now, as an Action
        self._structure: Structure | None = None          # the structure the kept buttons' amounts are in
        # One layout and one style for every action button: a new button is one new model in the
        # browser, not three.
        self._action_layout = widgets.Layout(width="auto", height="auto")
        self._action_style = widgets.ButtonStyle(**button_style(True))
        self.announcer = widgets.HTML()   # the one live region: what changed, said once
        self._announced: tuple[Hand | None, int] = (None, 0)   # the hand, and its log lines said
        self.code_box = widgets.Text(description=T.TABLE_CODE_LABEL, placeholder="4F0R-...",
                                     style={"description_width": "initial"}, layout=widgets.Layout(width="22em"))
        self.open_code_button = widgets.Button(description=T.TABLE_OPEN_CODE, layout=widgets.Layout(width="auto"))
        self.open_code_button.on_click(lambda _: self.open_code(self.code_box.value))

        self.again_button.on_click(lambda _: self._do(self.session.deal_again))
        self.next_deal_button.on_click(lambda _: self.new_deal())
        self.game_menu.observe(self.learner_changed(self.set_game), names="value")
        self.preset_menu.observe(self.learner_changed(self.set_rules), names="value")
        self.players_box.observe(self.learner_changed(self.set_players), names="value")
        self.seat_menu.observe(self.learner_changed(self.set_seat), names="value")

        wrap = widgets.Layout(flex_flow="row wrap", align_items="center")
        controls = widgets.HBox([self.game_menu, self.preset_menu, self.players_box, self.seat_menu,
                                 self.deal_box, self.deal_number.message, self.again_button, self.next_deal_button], layout=wrap)
        # Whose turn and your buttons sit right above the seats: on a 1024x768 projector both are
        # in view with the table, without scrolling (tests/browser/test_practice_projector.py).
        code_row = widgets.HBox([self.code_box, self.open_code_button], layout=wrap)
        self.widget = course_box([controls, self.info_view, self.action_box, self.seats_view,
                                  self.explain_view, code_row, self.announcer])

    def _on_deal_number(self, seed: int) -> None:
        if not self._own_update:
            self.new_deal(seed)

    def _click(self, offer: Offer, action: Action) -> None:
        """A button pressed: it does what it offers now ("Call $2" on a later street is a new
        Action); an offer no longer there keeps its old action, which the session refuses."""
        place = next((i for i, a in enumerate(self.legal_actions) if Offer.of(a) == offer), 0)
        self.session.press(self._offers.get(offer, action))
        self._refresh()
        self._keep_focus(place)

    def _keep_focus(self, place: int) -> None:
        """After a press keyboard focus stays on the table, somewhere a second Enter is safe: on the
        button now in the pressed one's place (or the nearest), never on Fold, which would give
        the hand away; on Next deal when you have no button left (the hand is over for you)."""
        safe = [i for i, a in enumerate(self.legal_actions) if a.kind is not ActionKind.FOLD]
        if safe and len(self.action_buttons) == len(self.legal_actions):
            target = self.action_buttons[min(safe, key=lambda i: abs(i - place))]
        else:
            target = self.next_deal_button
        target.focus()

    def _button(self, offer: Offer, action: Action, label: str) -> widgets.Button:
        """The button for this offer: the one shown before if there is one (the browser then keeps
        its element, keyboard focus stays on it and a click shows at once), else a new one. An
        offer's words never change within a hand ("Fold" becomes "Yes, fold" on the same button,
        GEN-13.1), so a late click on a button still does what it said, or is refused."""
        button = self._buttons.pop(offer, None)
        if button is None:
            button = widgets.Button(description=label, tooltip=label, style=self._action_style,
                                    layout=self._action_layout)
            button.on_click(lambda _, offer=offer, action=action: self._click(offer, action))
        elif button.description != label:
            button.description = button.tooltip = label
        self._buttons[offer] = button   # the most recently shown last
        return button

    def _forget_buttons(self, keep: list[widgets.Button], everything: bool = False) -> None:
        """Close the least recently shown buttons beyond KEPT_BUTTONS (never those in `keep`)."""
        stale = list(self._buttons) if everything else list(self._buttons)[:max(0, len(self._buttons) - KEPT_BUTTONS)]
        for offer in stale:
            if self._buttons[offer] not in keep:
                self._buttons.pop(offer).close()   # gone from the table: it must not linger in the kernel

    def _show_buttons(self, view: TableView) -> None:
        """One button per legal action, keyed by what it offers (never by its words)."""
        if self.structure != self._structure:   # another structure: the kept buttons' amounts would read wrong
            self._forget_buttons(keep=[], everything=True)
            self._structure = self.structure
        self._offers = {offer: action for offer, action, _label in view.options}
        buttons = [self._button(offer, action, label) for offer, action, label in view.options]
        self._forget_buttons(keep=buttons)
        self.action_buttons = buttons
        self.action_box.children = tuple(buttons)

    def _refresh(self) -> None:
        """Push the session into the widgets without firing our own observers."""
        with self._own_update:
            self.game_menu.value = self.game.code
            if self.rules.name in tuple(RulesPreset):
                self.preset_menu.value = self.rules.name
            self.players_box.value = self.players
            self.seat_menu.options = [(T.SEAT_OPTION.format(n=s + 1), s) for s in range(self.players)]
            self.seat_menu.value = self.seat
            self.deal_number.show(self.seed)
        view = self.view_model()
        self._show_buttons(view)
        self.seats_view.value = seats_html(view, self.palette)
        self.info_view.value = info_html(view, self.palette, False)
        self.explain_view.value = join([explain_html(view), legend_html(self.palette)])
        self.announcer.value = announcement_html(self.announcement())
        self._announced = (self.hand, len(self.hand.log))
