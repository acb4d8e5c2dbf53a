"""Replay: step through a recorded hand, decision by decision and street by street.

    Replay("lessons/data/wsop-2023-43/9.phh")   # a .phh file, PHH text, a share code,
    Replay(phh.load(path)), Replay(hand)         # a phh.Record or a studlib.Hand

Each position shows every board, the stacks and bets, the pot, whose turn it is, and what the
dealer said to get there (the engine's own explanation, with rule IDs), down to the showdown.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import ipywidgets as widgets

from .. import phh
from ..explain import LogLine, Seat, pot_words, seat_name
from ..hand import Hand
from ..rules import Rules
from ..scenario import Scenario
from . import text as T
from .markup import Safe, bdi, element, isolate, join
from .minideal import SHOWDOWN_STAGE, play_to_street, warm_evaluator
from .render import (HIGHLIGHT, INK, MUTED, LiveView, course_box, button_style, cards_html, cards_text, card_html,
                     check_palette, column_heads, hand_stage, legend_html, marker_html, muted, panel, scrolls)

__all__ = ["Replay", "open_source"]

BIG_PX = 22     # stacks, bets and the pot: read from the back of a classroom (>= 20 px)


def open_source(source: Any) -> tuple[phh.Record, str, str]:
    """(the record, what to call it on screen, a note) for a path, PHH text, a share code, a
    Record or a Hand; a ValueError in plain words when it cannot be read."""
    if isinstance(source, phh.Record):
        return source, _record_name(source, T.REPLAY_SOURCE_TEXT), ""
    if isinstance(source, Hand):
        return phh.loads(phh.dumps(source)), T.REPLAY_SOURCE_HAND.format(seed=source.seed), ""
    if isinstance(source, Path):
        source = str(source)
    if not isinstance(source, str):
        raise ValueError(T.ERR_REPLAY_SOURCE.format(value=source))
    text = source.strip()
    if not text:
        raise ValueError(T.REPLAY_EMPTY)
    if "\n" in text or "=" in text:
        record = phh.loads(source)
        return record, _record_name(record, T.REPLAY_SOURCE_TEXT), ""
    path = Path(text)
    try:
        exists = path.exists()
    except (OSError, ValueError):   # a name too long for a file ('A' * 300): not a file, maybe a code
        exists = False
    if path.suffix == ".phh" or exists:
        if not exists:
            raise ValueError(T.REPLAY_NO_FILE.format(name=text if len(text) <= 60 else text[:57] + "..."))
        record = phh.load(path)   # a folder, a device or a pipe is refused by name
        # The file's name only, never its folder: nothing machine-specific on screen or in a lesson.
        return record, _record_name(record, T.REPLAY_SOURCE_FILE.format(name=path.name)), ""
    scenario = Scenario.from_code(text)  # a ScenarioError (a ValueError) says what is mistyped
    hand = scenario.hand()
    play_to_street(hand, SHOWDOWN_STAGE)
    return (phh.loads(phh.dumps(hand)), T.REPLAY_SOURCE_SCENARIO.format(code=scenario.code()),
            T.REPLAY_SCENARIO_NOTE)


def _record_name(record: phh.Record, fallback: str) -> str:
    event, number = record.fields.get("event"), record.fields.get("hand")
    if event and number is not None:
        return T.REPLAY_SOURCE_EVENT.format(event=event, hand=number)
    return fallback


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
        now = self._street_at(self.position)
        later = [k for k in range(self.position + 1, self.steps + 1) if self._street_at(k) > now]
        self._move(later[0] if later else self.steps)

    def street_back(self) -> None:
        """Back to the start of this street, or of the street before when already there."""
        now = self._street_at(self.position)
        start = min(k for k in range(self.position + 1) if self._street_at(k) == now)
        if start == self.position and start > 0:
            before = self._street_at(start - 1)
            start = min(k for k in range(start) if self._street_at(k) == before)
        self._move(start)

    def start(self) -> None:
        self._move(0)

    def end(self) -> None:
        self._move(self.steps)

    @property
    def hand(self) -> Hand:
        """The hand as it stands at this position."""
        return self._hand_at(self.position)

    def explanation(self) -> list[str]:
        """What the dealer said to bring the hand here: the last decision and everything it set off
        (a street dealt, who acts first and why, the showdown); at the start, the deal itself."""
        return [str(line) for line in self._new_lines(self.position)]

    def status(self) -> str:
        hand = self.hand
        if hand.is_over:
            return T.HAND_OVER
        if hand.to_act is None:
            return ""
        return T.REPLAY_TO_ACT.format(seat=Seat(hand.to_act), options=hand.options_text())

    # --- the hand at each position ---------------------------------------------------------

    def _open(self, source: Any) -> None:
        record, name, note = open_source(source)
        rules = self.rules or record.rules
        final = record.replay(rules=rules)  # a record that breaks a rule stops here, with its reason
        # What the replay read into a real record: the cards it dealt for '??', raises written short.
        read_in = [n.text(record.structure) for n in record.replay_notes(rules)]
        note = " ".join(([note] if note else []) + read_in)
        self.record, self.source_name, self.note = record, name, note
        self._rules = rules
        self.steps = len(final.history)
        self._history = final.history
        self._final_street = final.street
        self._cache: dict[int, Hand] = {self.steps: final}
        self.position = 0

    def _hand_at(self, k: int) -> Hand:
        hand = self._cache.get(k)
        if hand is None:
            hand = self._cache[k] = self.record.replay(rules=self._rules, decisions=k)
        return hand

    def _street_at(self, k: int) -> int:
        """The street the hand is on after k decisions."""
        return self._history[k][0] if k < self.steps else self._final_street

    def _new_lines(self, k: int) -> list[LogLine]:
        log = self._hand_at(k).log
        return log if k == 0 else log[len(self._hand_at(k - 1).log):]

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

    def _title(self) -> str:
        return T.REPLAY_TITLE.format(game=self.record.game.name, source=self.source_name,
                                     stage=hand_stage(self.hand), step=self.position, steps=self.steps)

    def _marker(self, seat: int) -> str:
        hand = self.hand
        if hand.is_over:
            return T.MARK_SHOWS_FIRST if hand.showdown_order and seat == hand.showdown_order[0] else ""
        return T.MARK_TO_ACT if seat == hand.to_act else ""

    def _down(self, seat: int):
        hand = self.hand
        down = hand.down_cards(seat)
        shown = self.reveal or (hand.is_over and seat in hand.showdown_order)
        return tuple(down) if shown else (None,) * len(down)

    def _players(self) -> list[str]:
        names = self.record.fields.get("players")
        n = self.hand.n_seats
        return [str(x) for x in names] if isinstance(names, list) and len(names) == n else [""] * n

    def _pot_text(self) -> str:
        hand = self.hand
        money = hand.structure.money
        pots = hand.pots
        text = T.POT.format(amount=money(sum(p.amount for p in pots) if hand.is_over else hand.pot))
        if len(pots) > 1:
            text += " " + T.POTS.format(pots=T.LIST_SEPARATOR.join(pot_words(pots, money)))
        return text

    def text(self) -> str:
        """Deterministic plain text: title, each seat, the pot, whose turn, the dealer's words."""
        hand = self.hand
        money = hand.structure.money
        lines = [self._title()]
        for s, name in enumerate(self._players()):
            cards = T.FOLDED if hand.folded(s) else f"{cards_text(self._down(s))} | {cards_text(hand.up_cards(s))}"
            who = f"{seat_name(s)}" + (f" ({isolate(name)})" if name else "")
            marker = self._marker(s)
            lines.append(T.REPLAY_SEAT_LINE.format(who=who, cards=cards, stack_label=T.REPLAY_STACK,
                                                   stack=money(hand.stacks[s]), bet_label=T.REPLAY_BET,
                                                   bet=money(hand.bet_this_street(s)))
                         + (f"  {marker}" if marker else ""))
        if hand.community_card is not None:
            lines.append(T.COMMUNITY_CARD.format(card=str(hand.community_card)))
        lines.append(self._pot_text())
        status = self.status()
        if status:
            lines.append(f"{T.REPLAY_NOW} {status}")
        lines.append(T.REPLAY_WHAT_HAPPENED)
        lines.extend(f"  {line}" for line in self.explanation())
        for extra in (self.note, self.message):
            if extra:
                lines.append(extra)
        return "\n".join(lines)

    def _seats_html(self) -> Safe:
        """Seat (player and marker below it), down cards, up cards, chips (stack over bet): four
        columns, each row of cards on one line, so an eight-seat table fits a 1024-pixel projector."""
        hand = self.hand
        money = hand.structure.money
        head = column_heads((T.SEAT, T.DOWN_CARDS, T.UP_CARDS, f"{T.REPLAY_STACK} / {T.REPLAY_BET}"),
                            f"text-align:left;padding:2px 12px 2px 0;font-size:16px;color:{MUTED}")
        cell = "padding:4px 12px 4px 0;white-space:nowrap"
        rows = []
        for s, name in enumerate(self._players()):
            marker = self._marker(s)
            if hand.folded(s):
                down = up = element("em", T.FOLDED)
            else:
                down = cards_html(self._down(s), self.palette, down=True)
                up = cards_html(hand.up_cards(s), self.palette)
            who = element("th", seat_name(s),
                          element("div", bdi(name), style="font-size:17px;font-weight:400;white-space:normal;"
                                                     "max-width:9em") if name else "",
                          element("div", marker_html(marker), style="font-size:20px") if marker else "",
                          scope="row", style=f"text-align:left;padding:4px 12px 4px 4px;font-size:{BIG_PX}px;"
                                             f"white-space:nowrap")
            chips = element("td", element("div", money(hand.stacks[s]), style="font-weight:700"),
                            element("div", f"{T.REPLAY_BET_SHORT} {money(hand.bet_this_street(s))}"),
                            style=f"{cell};font-size:{BIG_PX}px")
            rows.append(element("tr", who, element("td", down, style=cell), element("td", up, style=cell), chips,
                                style=f"background:{HIGHLIGHT};outline:3px solid {INK}" if marker else None))
        title = self._title()
        return join([element("div", title, style="font-weight:700;font-size:22px;padding-bottom:4px"),
                     scrolls(element("table", head, element("tbody", join(rows)), aria_label=title,
                                     style=f"border-collapse:collapse;color:{INK}"), title)])

    def _info_html(self) -> Safe:
        hand = self.hand
        body = []
        if hand.community_card is not None:
            body.append(element("p", T.COMMUNITY_CARD.format(card=""), card_html(hand.community_card, self.palette)))
        body.append(element("p", self._pot_text(), style=f"font-size:{BIG_PX}px;font-weight:700;margin:6px 0"))
        status = self.status()
        if status:
            body.append(element("p", element("strong", T.REPLAY_NOW), " ", status,
                                style="font-size:20px;margin:4px 0"))
        return join(body)

    def _explain_html(self) -> Safe:
        items = join(element("li", line) for line in self.explanation())
        extra = join(element("p", x, style="font-size:20px;margin:4px 0") for x in (self.note, self.message) if x)
        return element("div", element("strong", T.REPLAY_WHAT_HAPPENED), element("ul", items, style="margin:2px 0"),
                       extra, role="status", style="font-size:20px;max-width:60em")

    def _view_html(self) -> str:
        return join([self._seats_html(), self._info_html(), self._explain_html(), legend_html(self.palette)])

    def html(self) -> str:
        """Static snapshot: the table at this position and the dealer's words (no buttons)."""
        return panel(join([self._view_html(), muted(T.NO_KERNEL_NOTE)]), label=self._title())

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
        self.view.value = panel(self._view_html(), label=self._title())
