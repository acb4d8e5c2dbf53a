"""ScenarioBuilder: a teacher types cards for chosen seats, gets a share code, opens the deal.

A view over studlib.scenario_draft.ScenarioDraft (self.draft), which keeps the scenario, the
change refused, the code and what the last press did; this module builds the controls and draws
one studlib.builder_view.BuilderView (the view model and its text and HTML) to the widget, text()
and html().
"""

from __future__ import annotations

import ipywidgets as widgets

from .. import rules_view as RV
from ..builder_view import BuilderView, builder_html, builder_text, builder_view
from ..card_markup import muted
from ..games import GAMES, Game
from ..practice import warm_evaluator
from ..rules import Rules, RulesPreset
from ..scenario import PRESETS, Scenario
from ..scenario_draft import ScenarioDraft, reads_as
from . import text as T
from .controls import OwnUpdate
from .number_box import NumberBox
from .render import LiveView, button_style, course_box

__all__ = ["ScenarioBuilder"]


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
        self.rules_box = widgets.Dropdown(options=[(RV.PRESET_LABELS[p], p) for p in RulesPreset],
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
