"""ScenarioBuilder: a teacher types cards for chosen seats, gets a share code, opens the deal.

A view over studlib.scenario_draft.ScenarioDraft (self.draft), which keeps the scenario, the
change refused, the code and what the last press did; this module builds the controls and draws
one BuilderView to the widget, text() and html().
"""

from __future__ import annotations

from dataclasses import dataclass

import ipywidgets as widgets

from .. import rules_view
from ..card_markup import SeatRow, card_html, hand_rows, legend_html, muted, seat_rows_html, seat_rows_text
from ..cards import Card
from ..games import GAMES, Game
from ..practice import warm_evaluator
from ..rules import Rules, RulesPreset
from ..scenario import PRESETS, Scenario
from ..scenario_draft import Loaded, Press, ScenarioDraft, reads_as, scenario_story
from . import text as T
from .controls import OwnUpdate
from .markup import Safe, element, join
from .number_box import NumberBox
from .render import INK, WRONG_INK, LiveView, button_style, course_box, panel

__all__ = ["ScenarioBuilder", "BuilderView", "builder_view", "builder_text", "builder_html"]


@dataclass(frozen=True)
class DealShown:
    """The opened deal: third street with every card face up, the bring-in, the story if all call."""

    caption: str
    rows: tuple[SeatRow, ...]
    bring_in: tuple[str, ...]
    calls: tuple[str, ...]
    community: Card | None


@dataclass(frozen=True)
class BuilderView:
    """The builder at one moment, in the language in force: the widget, text() and html() are all
    drawn from this."""

    title: str
    rules: str
    status: str                 # the scenario is OK, or why the last change was refused
    wrong: bool
    said: tuple[str, ...]       # what the last press did, where the scenario came from, out of date
    chosen: tuple[str, ...]     # the cards chosen, seat by seat
    code: str                   # the share-code line, or ""
    deal: DealShown | None      # None while the deal is hidden


def _said(draft: ScenarioDraft) -> tuple[str, ...]:
    """What the last press did, where the scenario on screen came from (a share code, or a ready
    scenario and what it shows) and whether it is out of date, in words."""
    said = []
    if draft.notice is not None:
        said.append({Press.MADE: T.BUILDER_MADE, Press.SAME_CODE: T.BUILDER_SAME_CODE, Press.OPENED: T.BUILDER_OPENED,
                     Press.NOTHING_TO_LOAD: T.BUILDER_NO_CODE, Press.CLOSED: T.BUILDER_CLOSED,
                     Press.NO_CODE_WHILE_WRONG: T.BUILDER_NO_CODE_WHILE_WRONG}[draft.notice].format(
                         code=draft.code, error=draft.error))
    if isinstance(draft.message, Loaded):
        said.append(T.BUILDER_LOADED.format(code=draft.message.code))
    elif draft.message is not None:
        p = PRESETS[draft.message.name]
        said.append(T.BUILDER_PRESET_NOTE.format(title=p.title, rules=", ".join(p.rules), note=p.note))
    return (*said, T.BUILDER_STALE) if draft.stale else tuple(said)


def _deal_shown(scenario: Scenario, stale: bool) -> DealShown:
    hand = scenario.hand()
    story = scenario_story(scenario)
    rows = hand_rows(hand, reveal=True, markers={hand.bring_in_seat: T.MARK_BRINGS_IN})
    return DealShown(T.BUILDER_THIRD_STALE if stale else T.BUILDER_THIRD, tuple(rows),
                     tuple(map(str, story.bring_in)), tuple(map(str, story.calls)), story.community)


def builder_view(draft: ScenarioDraft) -> BuilderView:
    """The builder's view model, from the draft, in the language in force."""
    s = draft.scenario
    return BuilderView(T.BUILDER_TITLE.format(game=s.game.name, players=s.players),
                       rules_view.RULES_TITLE.format(preset=rules_view.preset_title(s.rules.name)),
                       T.BUILDER_ERROR.format(error=draft.error) if draft.error else T.BUILDER_OK, bool(draft.error),
                       _said(draft), tuple(s.describe()) or (T.BUILDER_NONE_CHOSEN,),
                       T.BUILDER_CODE.format(code=draft.code, length=len(draft.code)) if draft.code else "",
                       _deal_shown(s, draft.stale) if draft.opened else None)


def builder_text(view: BuilderView) -> str:
    """Title, rules, status, what happened, the chosen cards, the code and the opened deal."""
    lines = [view.title, view.rules, view.status, *view.said, T.BUILDER_CHOSEN, *(f"  {x}" for x in view.chosen)]
    if view.code:
        lines.append(view.code)
    if view.deal is not None:
        lines += [view.deal.caption, *seat_rows_text(view.deal.rows), *(f"  {x}" for x in view.deal.bring_in),
                  T.BUILDER_IF_CALLED, *(f"  {x}" for x in view.deal.calls)]
        if view.deal.community is not None:
            lines.append(T.COMMUNITY_CARD.format(card=view.deal.community.pretty))
    return "\n".join(lines)


def _list(head: str, lines: tuple[str, ...]) -> Safe:
    return element("div", element("strong", head), element("ul", join(element("li", x) for x in lines),
                                                           style="margin:2px 0"))


def builder_html(view: BuilderView, palette: str, note: str = "") -> Safe:
    """The same, as the panel the widget shows (and a note under it)."""
    body = [element("p", view.title, style="font-size:20px;font-weight:700;margin:4px 0"), element("p", view.rules),
            element("div", join([view.status, *view.said], element("br")), role="status",
                    style=f"color:{WRONG_INK if view.wrong else INK};font-weight:700"),
            _list(T.BUILDER_CHOSEN, view.chosen)]
    if view.code:
        body.append(element("p", view.code, style="font-size:24px;font-family:monospace;letter-spacing:2px"))
    if view.deal is not None:
        body.append(seat_rows_html(view.deal.rows, palette, caption=view.deal.caption))
        body += [element("p", x, style="margin:4px 0") for x in view.deal.bring_in]
        body.append(_list(T.BUILDER_IF_CALLED, view.deal.calls))
        if view.deal.community is not None:
            body.append(element("p", T.COMMUNITY_CARD.format(card=""), card_html(view.deal.community, palette)))
        body.append(legend_html(palette))
    return panel(join([*body, muted(note) if note else ""]), label=view.title)


class ScenarioBuilder(LiveView):
    """Pick game, players and cards per seat; make a share code, load one, open the deal.

    Each change or press (set_seat, load_preset, make_code, load_code, open, ...) is the draft's
    method of the same name (studlib.scenario_draft.ScenarioDraft), then the controls follow:
    from code a refused change raises its ScenarioError, typed in a box it is only shown."""

    def __init__(self, game: Game | str = "stud", players: int = 5, seed: int = 0,
                 rules: Rules | str | None = None, *, palette: str = "two") -> None:
        self.palette = palette
        self.draft = ScenarioDraft(game, players, seed, rules)
        self._own_update = OwnUpdate()
        warm_evaluator()
        self._build()
        self._refresh()

    scenario = property(lambda self: self.draft.scenario, doc="The scenario on screen (the last good one).")
    error = property(lambda self: self.draft.error, doc="Why the last change was refused, or ''.")
    code = property(lambda self: self.draft.code, doc="The share code made for the scenario on screen, or ''.")
    opened = property(lambda self: self.draft.opened, doc="Whether the dealt situation is shown.")

    def view_model(self) -> BuilderView:
        """The builder now, as data in the language in force."""
        return builder_view(self.draft)

    # --- what lessons and tests call: the draft's, then the widgets follow ------------------------

    def _do(self, change, *args):
        """Run a change of the draft; the widgets show the outcome, a refusal too (then re-raised)."""
        try:
            return change(*args)
        finally:
            self._refresh()

    def set_game(self, game: Game | str) -> None:
        self._do(self.draft.set_game, game)

    def clear_cards(self) -> None:
        self._do(self.draft.clear_cards)

    def set_players(self, players: int) -> None:
        self._do(self.draft.set_players, players)

    def set_seed(self, seed: int) -> None:
        self._do(self.draft.set_seed, seed)

    def set_rules(self, rules: Rules | str) -> None:
        self._do(self.draft.set_rules, rules)

    def set_seat(self, seat: int, cards: str) -> None:
        self._do(self.draft.set_seat, seat, cards)

    def load_preset(self, name: str) -> None:
        self._do(self.draft.load_preset, name)

    def make_code(self) -> str:
        return self._do(self.draft.make_code)

    def load_code(self, code: str) -> Scenario | None:
        return self._do(self.draft.load_code, code)

    def open(self):
        """Show the dealt situation (and return its Hand): boards, bring-in, what happens if all call."""
        self._do(self.draft.open)
        return self.scenario.hand()

    def close(self) -> None:
        self._do(self.draft.close)

    # --- text and snapshot -------------------------------------------------------------------------

    def text(self) -> str:
        return builder_text(self.view_model())

    def html(self) -> str:
        return builder_html(self.view_model(), self.palette, T.NO_KERNEL_NOTE)

    # --- widgets -------------------------------------------------------------------------------

    def _build(self) -> None:
        wide = {"description_width": "initial"}
        self.game_box = widgets.Dropdown(options=[(T.GAME_LABELS[c], c) for c in GAMES],
                                         description=T.GAME_LABEL, style=wide)
        self.players_box = widgets.BoundedIntText(min=2, max=8, description=T.PLAYERS_LABEL,
                                                  style=wide, layout=widgets.Layout(width="10em"))
        self.seed_number = NumberBox(0, 0, 2**32 - 1, lambda n: self._typed(self.set_seed, n),
                                     description=T.BUILDER_SEED, what=T.SEED_NUMBER_WORDS, style=wide,
                                     layout=widgets.Layout(width="14em"))
        self.seed_box = self.seed_number.box
        self.rules_box = widgets.Dropdown(options=[(T.PRESET_LABELS[p], p) for p in RulesPreset],
                                          description=T.RULES_LABEL, style=wide,
                                          layout=widgets.Layout(width="40em", max_width="100%"))
        self.preset_box = widgets.Dropdown(
            options=[(T.BUILDER_NO_PRESET, "")] + [(p.title, k) for k, p in PRESETS.items()],
            description=T.BUILDER_PRESET, style=wide)
        self.seat_boxes = [widgets.Text(description=T.SEAT_OPTION.format(n=s + 1),
                                        placeholder=T.BUILDER_SEAT_PLACEHOLDER, style=wide,
                                        layout=widgets.Layout(width="26em")) for s in range(8)]
        button = {"layout": widgets.Layout(width="auto")}
        self.make_button = widgets.Button(description=T.BUILDER_MAKE_CODE, style=button_style(True), **button)
        self.code_box = widgets.Text(description=T.BUILDER_LOAD_LABEL, style=wide, layout=widgets.Layout(width="30em"))
        self.load_button = widgets.Button(description=T.BUILDER_LOAD, style=button_style(), **button)
        self.open_button = widgets.Button(description=T.BUILDER_OPEN, style=button_style(True), **button)
        self.view = widgets.HTML()
        self.make_button.on_click(lambda _: self._typed(self.make_code))
        self.load_button.on_click(lambda _: self._typed(self.load_code, self.code_box.value))
        self.open_button.on_click(lambda _: self.close() if self.opened else self.open())
        self.game_box.observe(lambda c: self._typed(self.set_game, c["new"]), names="value")
        self.players_box.observe(lambda c: self._typed(self.set_players, c["new"]), names="value")
        self.rules_box.observe(lambda c: self._typed(self.set_rules, c["new"]), names="value")
        self.preset_box.observe(lambda c: self._typed(self.load_preset, c["new"]) if c["new"]
                                else self._typed(self.clear_cards), names="value")
        for s, box in enumerate(self.seat_boxes):
            box.observe(lambda c, s=s: self._typed(self.set_seat, s, c["new"]), names="value")
        row = widgets.Layout(flex_flow="row wrap", align_items="center")
        self.widget = course_box([
            widgets.HBox([self.preset_box, self.game_box, self.players_box, self.rules_box,
                          self.seed_box, self.seed_number.message], layout=row),
            widgets.HTML(value=muted(T.BUILDER_SEAT_HELP)), widgets.VBox(self.seat_boxes),
            widgets.HBox([self.make_button, self.code_box, self.load_button, self.open_button], layout=row),
            self.view])

    def _typed(self, method, *args) -> None:
        """A box typed in or a button pressed: a refusal is shown, not raised (a box keeps its text);
        nothing while the view sets its own controls."""
        if self._own_update:
            return
        try:
            method(*args)
        except ValueError:
            pass  # the draft's error is shown under the boxes

    def _refresh(self) -> None:
        """The draft into the controls (without firing our own observers) and the view model into the
        panel. While a change is refused the boxes keep what was typed: the message says what is wrong."""
        if not self.draft.stale:
            self._sync_boxes()
        self.open_button.description = T.BUILDER_HIDE if self.opened else T.BUILDER_OPEN
        self.view.value = builder_html(self.view_model(), self.palette)

    def _sync_boxes(self) -> None:
        s = self.scenario
        with self._own_update:
            self.game_box.value = s.game.code
            self.players_box.value = s.players
            self.seed_number.show(s.seed)
            # The menu names a ready scenario only while the deal on screen is exactly that one.
            self.preset_box.value = self.draft.preset()
            if s.rules.name in tuple(RulesPreset):
                self.rules_box.value = s.rules.name
            for i, box in enumerate(self.seat_boxes):
                box.layout.display = None if i < s.players else "none"
                # Never rewrite a box whose text already reads as this seat's cards (reads_as).
                if not reads_as(box.value, s.seats[i] if i < s.players else ()):
                    box.value = s.seat_text(i) if i < s.players else ""
