"""Replay: step through a recorded hand, decision by decision and street by street.

    Replay("lessons/data/wsop-2023-43/9.phh")   # a .phh file, PHH text, a share code,
    Replay(phh.load(path)), Replay(hand)         # a phh.Record or a studlib.Hand

Each position shows every board, the stacks and bets, the pot, whose turn it is, and what the
dealer said to get there (the engine's own explanation, with rule IDs), down to the showdown.
A view over studlib.replaying.ReplayedHand, drawn from one view model (ReplayView).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import ipywidgets as widgets

from .. import table_view as TV
from ..card_markup import SeatView, card_html, check_palette, legend_html, muted, seat_view_text, seat_views_html
from ..cards import Card
from ..explain import Seat
from ..hand import Hand
from ..markup import Safe, element, join, panel
from ..practice import warm_evaluator
from ..replaying import ReplayedHand, Source, SourceKind, open_source
from ..rules import Rules
from ..table_view import hand_stage, pot_lines
from . import text as T
from .render import LiveView, button_style, course_box

__all__ = ["Replay", "ReplayView", "replay_view", "replay_text", "replay_html"]

BIG_PX = 22     # stacks, bets and the pot: read from the back of a classroom (>= 20 px)


def source_name(source: Source) -> str:
    """What to call a replayed hand on screen: 'file 9.phh', 'deal #4711', or the record's event."""
    if source.event is not None:
        return T.REPLAY_SOURCE_EVENT.format(event=source.event, hand=source.hand_number)
    if source.kind is SourceKind.FILE:
        return T.REPLAY_SOURCE_FILE.format(name=source.label)
    if source.kind is SourceKind.HAND:
        return T.REPLAY_SOURCE_HAND.format(seed=source.label)
    if source.kind is SourceKind.SCENARIO:
        return T.REPLAY_SOURCE_SCENARIO.format(code=source.label)
    return T.REPLAY_SOURCE_TEXT


# --- the view model: what every rendering of the replay shows ------------------------------------

@dataclass(frozen=True)
class ReplayView:
    """The replay at one position, in the language in force: the widget, text() and html() are all
    drawn from this."""

    title: str
    seats: tuple[SeatView, ...]   # no "you": each seat carries its player's name from the record
    community: Card | None
    pots: tuple[str, ...]
    status: str
    said: tuple[str, ...]      # what the dealer said to get here
    notes: tuple[str, ...]     # what the replay read into the record, and the last press's message


def _marks(hand: Hand, seat: int) -> tuple[str, ...]:
    if hand.is_over:
        return (TV.MARK_SHOWS_FIRST,) if hand.showdown_order and seat == hand.showdown_order[0] else ()
    return (TV.MARK_TO_ACT,) if seat == hand.to_act else ()


def _status(hand: Hand) -> str:
    if hand.is_over:
        return TV.HAND_OVER
    return "" if hand.to_act is None else T.REPLAY_TO_ACT.format(seat=Seat(hand.to_act), options=hand.options_text())


def replay_view(replayed: ReplayedHand, position: int, reveal: bool, message: str = "") -> ReplayView:
    """The replay's view model after `position` decisions, in the language in force."""
    hand = replayed.hand_at(position)
    money = hand.structure.money
    names = replayed.record.fields.get("players")
    names = [str(x) for x in names] if isinstance(names, list) and len(names) == hand.n_seats else [""] * hand.n_seats
    seats = []
    for s, name in enumerate(names):
        down = hand.down_cards(s)
        shown = reveal or (hand.is_over and s in hand.showdown_order)
        bet = hand.bet_this_street(s)
        seats.append(SeatView(s, None, hand.folded(s), hand.to_act == s and not hand.is_over,
                              tuple(down) if shown else (None,) * len(down), tuple(hand.up_cards(s)),
                              money(hand.stacks[s]), money(bet) if bet and not hand.is_over else "",
                              _marks(hand, s), name))
    title = T.REPLAY_TITLE.format(game=replayed.record.game.name, source=source_name(replayed.source),
                                  stage=hand_stage(hand), step=position, steps=replayed.steps)
    scenario = (T.REPLAY_SCENARIO_NOTE,) if replayed.source.kind is SourceKind.SCENARIO else ()
    notes = (" ".join(scenario + replayed.notes),) if scenario or replayed.notes else ()
    return ReplayView(title, tuple(seats), hand.community_card, tuple(pot_lines(hand)), _status(hand),
                      tuple(str(line) for line in replayed.new_lines(position)),
                      notes + ((message,) if message else ()))


def replay_text(view: ReplayView) -> str:
    """Title, each seat, the pot, whose turn, the dealer's words, the notes."""
    lines = [view.title] + [seat_view_text(seat) for seat in view.seats]
    if view.community is not None:
        lines.append(TV.COMMUNITY_CARD.format(card=str(view.community)))
    lines += view.pots
    if view.status:
        lines.append(f"{T.REPLAY_NOW} {view.status}")
    lines.append(T.REPLAY_WHAT_HAPPENED)
    lines.extend(f"  {line}" for line in view.said)
    return "\n".join(lines + list(view.notes))


def replay_html(view: ReplayView, palette: str) -> Safe:
    """The seats, the pot and whose turn, the dealer's words and the notes, the legend."""
    body = [seat_views_html(view.seats, palette, view.title)]
    if view.community is not None:
        body.append(element("p", TV.COMMUNITY_CARD.format(card=""), card_html(view.community, palette)))
    body += [element("p", line, style=f"font-size:{BIG_PX}px;font-weight:700;margin:6px 0") for line in view.pots]
    if view.status:
        body.append(element("p", element("strong", T.REPLAY_NOW), " ", view.status,
                            style="font-size:20px;margin:4px 0"))
    said = join(element("li", line) for line in view.said)
    notes = join(element("p", x, style="font-size:20px;margin:4px 0") for x in view.notes)
    body.append(element("div", element("strong", T.REPLAY_WHAT_HAPPENED), element("ul", said, style="margin:2px 0"),
                        notes, role="status", style="font-size:20px;max-width:60em"))
    return join(body + [legend_html(palette)])


class Replay(LiveView):
    """A recorded hand, one decision at a time: `step`, `back`, `next_street`, `go_to(n)`.

    `position` counts the decisions made so far (0: as dealt, before the bring-in).
    """

    def __init__(self, source: Any, *, rules: Rules | None = None, reveal: bool = True,
                 palette: str = "two", position: int = 0) -> None:
        self.palette = check_palette(palette)
        if rules is not None and not isinstance(rules, Rules):
            raise ValueError(T.ERR_RULES.format(value=rules))
        self.rules = rules
        self.reveal = bool(reveal)
        self.message = ""
        warm_evaluator()
        self._build_widgets()
        self._open(source)
        self.go_to(position)

    # --- what lessons and tests call -------------------------------------------------------

    def open(self, source: Any) -> None:
        """Open another hand; a source that cannot be read leaves the current one and says why."""
        try:
            self._open(source)
        except (ValueError, OSError) as err:  # a bad record or code, or a file that cannot be read
            self.message = T.REPLAY_CANNOT_OPEN.format(error=err)
        else:
            self.message = T.REPLAY_OPENED.format(source=self.source_name)
        self._refresh()

    def go_to(self, position: int) -> None:
        """Show the hand after `position` decisions (clipped to the start and the end)."""
        if isinstance(position, bool) or not isinstance(position, int):
            raise ValueError(T.ERR_POSITION.format(value=position))
        self.position = max(0, min(int(position), self.steps))
        self._refresh()

    def step(self) -> None:
        """One decision forward."""
        self._move(self.position + 1)

    def back(self) -> None:
        """One decision back."""
        self._move(self.position - 1)

    def next_street(self) -> None:
        """Forward to the first decision of the next street (or the end)."""
        self._move(self.replayed.next_street(self.position))

    def street_back(self) -> None:
        """Back to the start of this street, or of the street before when already there."""
        self._move(self.replayed.street_start(self.position))

    def start(self) -> None:
        self._move(0)

    def end(self) -> None:
        self._move(self.steps)

    record = property(lambda self: self.replayed.record, doc="The hand's record (a studlib.phh.Record).")
    steps = property(lambda self: self.replayed.steps, doc="How many decisions the hand holds.")
    source_name = property(lambda self: source_name(self.replayed.source), doc="Where the hand came from, in words.")

    @property
    def hand(self) -> Hand:
        """The hand as it stands at this position."""
        return self.replayed.hand_at(self.position)

    def explanation(self) -> list[str]:
        """What the dealer said to bring the hand here: the last decision and everything it set off
        (a street dealt, who acts first and why, the showdown); at the start, the deal itself."""
        return [str(line) for line in self.replayed.new_lines(self.position)]

    def status(self) -> str:
        """Whose turn it is and what they may do, or that the hand is over."""
        return _status(self.hand)

    def view_model(self) -> ReplayView:
        """The replay now, as data in the language in force."""
        return replay_view(self.replayed, self.position, self.reveal, self.message)

    def _open(self, source: Any) -> None:
        self.replayed = ReplayedHand(open_source(source), self.rules)
        self.position = 0

    def _move(self, k: int) -> None:
        if k < 0 or (k == 0 and self.position == 0):
            self.message = T.REPLAY_AT_START
        elif k > self.steps or (k == self.steps and self.position == self.steps):
            self.message = T.REPLAY_AT_END
        else:
            self.message = ""
            self.position = k
        self._refresh()

    # --- text and snapshot -------------------------------------------------------------------

    def text(self) -> str:
        """Deterministic plain text: title, each seat, the pot, whose turn, the dealer's words."""
        return replay_text(self.view_model())

    def html(self) -> str:
        """Static snapshot: the table at this position and the dealer's words (no buttons)."""
        view = self.view_model()
        return panel(join([replay_html(view, self.palette), muted(T.NO_KERNEL_NOTE)]), label=view.title)

    # --- widgets -------------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        def button(label: str, help_key: str, handler, main: bool = False) -> widgets.Button:
            b = widgets.Button(description=label, tooltip=T.REPLAY_HELP[help_key], style=button_style(main),
                               layout=widgets.Layout(width="auto", height="auto"))
            b.on_click(lambda _: handler())
            return b

        # The buttons are made once and never turned off: a button that is switched off or
        # rebuilt loses keyboard focus. At either end a press says so instead.
        self.start_button = button(T.REPLAY_START, "start", self.start)
        self.street_back_button = button(T.REPLAY_STREET_BACK, "street_back", self.street_back)
        self.back_button = button(T.REPLAY_BACK, "back", self.back)
        self.next_button = button(T.REPLAY_NEXT, "next", self.step, main=True)
        self.street_next_button = button(T.REPLAY_STREET_NEXT, "street_next", self.next_street, main=True)
        self.end_button = button(T.REPLAY_END, "end", self.end)
        self.reveal_box = widgets.Checkbox(value=self.reveal, description=T.SHOW_DOWN_CARDS, indent=False,
                                           layout=widgets.Layout(width="auto"))
        self.reveal_box.observe(self._on_reveal, names="value")
        self.source_box = widgets.Text(description=T.REPLAY_OPEN_LABEL, placeholder=T.REPLAY_OPEN_PLACEHOLDER,
                                       style={"description_width": "initial"},
                                       layout=widgets.Layout(width="360px"))
        self.open_button = button(T.REPLAY_OPEN, "next", lambda: self.open(self.source_box.value))
        self.open_button.tooltip = T.REPLAY_OPEN
        self.view = widgets.HTML()
        wrap = widgets.Layout(flex_flow="row wrap", align_items="center")
        steps = widgets.HBox([self.start_button, self.street_back_button, self.back_button,
                              self.next_button, self.street_next_button, self.end_button,
                              self.reveal_box], layout=wrap)
        opener = widgets.HBox([self.source_box, self.open_button], layout=wrap)
        self.widget = course_box([steps, self.view, opener])

    def _on_reveal(self, change) -> None:
        self.reveal = bool(change["new"])
        self._refresh()

    def _refresh(self) -> None:
        if self.reveal_box.value != self.reveal:
            self.reveal_box.value = self.reveal
        view = self.view_model()
        self.view.value = panel(replay_html(view, self.palette), label=view.title)
