"""ScenarioBuilder: a teacher types cards for chosen seats, gets a share code, opens the deal.

A view over studlib.scenario.Scenario. A rejected entry shows why and leaves the last good
scenario in place, so a half-typed card never breaks the code on screen.
"""

from __future__ import annotations


import ipywidgets as widgets

from ..explain import LogLine
from ..games import GAMES, Game
from ..rules import Rules, RulesPreset
from ..scenario import PRESETS, Scenario, ScenarioError, read_seat
from . import text as T
from .markup import Safe, element, join
from .controls import OwnUpdate
from .minideal import as_game, warm_evaluator
from .number_box import NumberBox
from .render import (INK, WRONG_INK, LiveView, course_box, button_style, card_html, hand_rows, legend_html, muted, panel,
                     seat_rows_html, seat_rows_text)

__all__ = ["ScenarioBuilder", "scenario_story"]

_PRESET_NAMES = tuple(RulesPreset)
# The log lines worth showing a class when everyone just calls: who acts first, running out,
# the showdown and the awards (each carries one of these rule IDs).
_STORY_RULES = {"GEN-3.1", "GEN-5.1", "GEN-11.1", "T-8", "GEN-8.1", "GEN-8.2", "RAZZ-8.2",
                "HILO-10.1", "RAZZ-10.1", "GEN-10.1", "HILO-10.3", "STUD-6.1"}


def scenario_story(scenario: Scenario) -> tuple[list[LogLine], list[LogLine]]:
    """The bring-in line(s) of third street, then the key lines if everyone checks and calls."""
    hand = scenario.hand()
    bring = [line for line in hand.log if {hand.game.bring_in_rule, "GEN-12.2"} & set(line.rules)]
    played = scenario.hand()
    played.auto_play()
    story = [line for line in played.log if _STORY_RULES & set(line.rules) and line not in bring]
    return bring, story


def _reads_as(text: str, cards: tuple) -> bool:
    """Whether a seat box's text stands for exactly these cards ('?' for any card)."""
    try:
        return read_seat(0, text) == tuple(cards)
    except ScenarioError:
        return False


class ScenarioBuilder(LiveView):
    """Pick game, players and cards per seat; make a share code, load one, open the deal."""

    def __init__(self, game: Game | str = "stud", players: int = 5, seed: int = 0,
                 rules: Rules | str | None = None, *, palette: str = "two") -> None:
        self.palette = palette
        self.scenario = Scenario(as_game(game), players, rules=rules, seed=seed)
        self.error = ""
        self.code = ""
        self.message = ""
        self.notice = ""   # what the last button press did, so every press shows an answer
        self.opened = False
        # True while the boxes hold a change the builder refused: the scenario is then the last one
        # that could be dealt, so it gets no code and its picture says it is out of date.
        self.stale = False
        self._own_update = OwnUpdate()
        warm_evaluator()
        self._build()
        self._sync_boxes()
        self._refresh()

    # --- what lessons and tests call ----------------------------------------------------------

    def set_game(self, game: Game | str) -> None:
        """Another game; a ready scenario's cards and stacks were chosen for its own game, so they
        go with it (issue 33 item 9), while cards the teacher typed stay for the new game."""
        if self.preset_box.value:
            self._replace(game=as_game(game), seats={}, stacks=None)
        else:
            self._replace(game=as_game(game))

    def clear_cards(self) -> None:
        """No cards chosen for any seat and equal stacks: the menu's "(none)" (game, players,
        rules and deal number stay)."""
        self._replace(seats={}, stacks=None)

    def set_players(self, players: int) -> None:
        n = players if isinstance(players, int) and not isinstance(players, bool) else 0
        seats = {s: self.scenario.seat_text(s) for s in range(min(n, self.scenario.players))}
        self._replace(players=players, seats=seats)

    def set_seed(self, seed: int) -> None:
        self._replace(seed=seed)

    def set_rules(self, rules: Rules | str) -> None:
        self._replace(rules=rules)

    def set_seat(self, seat: int, cards: str) -> None:
        """Cards for one seat in the order received, e.g. '? ? Kh' (door card only)."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.scenario.players:
            raise ScenarioError(T.ERR_SEAT.format(value=seat, last=self.scenario.players - 1,
                                                  n=self.scenario.players))
        seats = {s: self.scenario.seat_text(s) for s in range(self.scenario.players)}
        seats[seat] = cards
        self._replace(seats=seats)

    def load_preset(self, name: str) -> None:
        if name not in PRESETS:
            raise ScenarioError(T.ERR_PRESET.format(name=name, presets=", ".join(PRESETS)))
        self.opened = False   # a new deal starts hidden: the class guesses first, then Open
        self._set(PRESETS[name].scenario, T.BUILDER_PRESET_NOTE.format(
            title=PRESETS[name].title, rules=", ".join(PRESETS[name].rules), note=PRESETS[name].note))

    def make_code(self) -> str:
        """The share code of the scenario on screen; while a change typed in the boxes is refused
        there is none (ScenarioError): the code would deal the last good scenario instead."""
        if self.stale:
            self.code, self.notice = "", T.BUILDER_NO_CODE_WHILE_WRONG.format(error=self.error)
            self._refresh()
            raise ScenarioError(self.notice)
        code = self.scenario.code()
        self.notice = (T.BUILDER_SAME_CODE if code == self.code else T.BUILDER_MADE).format(code=code)
        self.code = code
        self._refresh()
        return self.code

    def load_code(self, code: str) -> Scenario:
        """Deal the scenario a share code stands for (a bad code: an error, nothing changes)."""
        try:
            scenario = Scenario.from_code(code)
        except ScenarioError as err:
            # Only the error is on screen now: an old "Loaded code ..." would say the wrong thing.
            self.error, self.message, self.notice = str(err), "", ""
            self._refresh()
            raise
        self.opened = False   # a new deal starts hidden: the class guesses first, then Open
        self._set(scenario, T.BUILDER_LOADED.format(code=scenario.code()))
        return scenario

    def open(self):
        """Show the dealt situation: boards, bring-in and what happens if everyone calls."""
        self.opened = True
        self.notice = T.BUILDER_OPENED
        self._refresh()
        return self.scenario.hand()

    def close(self) -> None:
        """Hide the dealt situation again (the class guesses before the teacher shows it)."""
        self.opened = False
        self.notice = T.BUILDER_CLOSED
        self._refresh()

    def _load_pressed(self) -> None:
        code = self.code_box.value.strip()
        if not code:
            self.notice = T.BUILDER_NO_CODE
            self._refresh()
            return
        self._quiet(self.load_code, code)

    def _open_pressed(self) -> None:
        if self.opened:
            self.close()
        else:
            self.open()

    # --- state -----------------------------------------------------------------------------

    def _replace(self, **changes) -> None:
        s = self.scenario
        args = {"game": s.game, "players": s.players,
                "seats": {i: s.seat_text(i) for i in range(s.players)}, "stacks": s.stacks,
                "structure": s.structure, "rules": s.rules, "seed": s.seed}
        args.update(changes)
        if args["stacks"] is not None and len(args["stacks"]) != args["players"]:
            args["stacks"] = None
        try:
            scenario = Scenario(args.pop("game"), args.pop("players"), **args)
        except ScenarioError as err:
            # Only the error is on screen now: an old "Loaded code ..." would say the wrong thing,
            # and an old code would deal the scenario without the refused change.
            self.error, self.message, self.notice, self.code = str(err), "", "", ""
            self.stale = True
            self._refresh()
            raise
        self._set(scenario, "")

    def _set(self, scenario: Scenario, message: str) -> None:
        self.scenario, self.error, self.message, self.notice = scenario, "", message, ""
        self.code, self.stale = "", False
        self._sync_boxes()
        self._refresh()

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
        self.rules_box = widgets.Dropdown(options=[(T.PRESET_LABELS[p], p) for p in _PRESET_NAMES],
                                          description=T.RULES_LABEL, style=wide,
                                          layout=widgets.Layout(width="40em", max_width="100%"))
        self.preset_box = widgets.Dropdown(
            options=[(T.BUILDER_NO_PRESET, "")] + [(p.title, k) for k, p in PRESETS.items()],
            description=T.BUILDER_PRESET, style=wide)
        self.seat_boxes = [widgets.Text(description=T.SEAT_OPTION.format(n=s + 1),
                                        placeholder=T.BUILDER_SEAT_PLACEHOLDER, style=wide,
                                        layout=widgets.Layout(width="26em")) for s in range(8)]
        self.make_button = widgets.Button(description=T.BUILDER_MAKE_CODE, style=button_style(True),
                                          layout=widgets.Layout(width="auto"))
        self.code_box = widgets.Text(description=T.BUILDER_LOAD_LABEL, style=wide,
                                     layout=widgets.Layout(width="30em"))
        self.load_button = widgets.Button(description=T.BUILDER_LOAD, style=button_style(),
                                          layout=widgets.Layout(width="auto"))
        self.open_button = widgets.Button(description=T.BUILDER_OPEN, style=button_style(True),
                                          layout=widgets.Layout(width="auto"))
        self.view = widgets.HTML()
        self.make_button.on_click(lambda _: self._quiet(self.make_code))
        self.load_button.on_click(lambda _: self._load_pressed())
        self.open_button.on_click(lambda _: self._open_pressed())
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
            muted_widget(T.BUILDER_SEAT_HELP),
            widgets.VBox(self.seat_boxes),
            widgets.HBox([self.make_button, self.code_box, self.load_button, self.open_button], layout=row),
            self.view])

    def _typed(self, method, *args) -> None:
        """A change typed in a box: errors are shown, not raised (the box keeps the text)."""
        if self._own_update:
            return
        self._quiet(method, *args)

    def _quiet(self, method, *args) -> None:
        try:
            method(*args)
        except ValueError:
            pass  # self.error already holds the message shown under the boxes

    def _sync_boxes(self) -> None:
        s = self.scenario
        with self._own_update:
            self.game_box.value = s.game.code
            self.players_box.value = s.players
            self.seed_number.show(s.seed)
            # The menu names a ready scenario only while the deal on screen is exactly that one.
            self.preset_box.value = next((k for k, p in PRESETS.items() if p.scenario == s), "")
            if s.rules.name in _PRESET_NAMES:
                self.rules_box.value = s.rules.name
            for i, box in enumerate(self.seat_boxes):
                box.layout.display = None if i < s.players else "none"
                wanted = s.seat_text(i) if i < s.players else ""
                # Never rewrite a box whose text already reads as this seat's cards: "?" and "? ?" are
                # the start of "? ? Kh", and rewriting them on each keystroke would erase them.
                if not _reads_as(box.value, s.seats[i] if i < s.players else ()):
                    box.value = wanted

    # --- text and snapshot -------------------------------------------------------------------------

    def _title(self) -> str:
        return T.BUILDER_TITLE.format(game=self.scenario.game.name, players=self.scenario.players)

    def _status(self) -> str:
        return T.BUILDER_ERROR.format(error=self.error) if self.error else T.BUILDER_OK

    def text(self) -> str:
        s = self.scenario
        lines = [self._title(), T.RULES_TITLE.format(preset=T.preset_title(s.rules.name)), self._status()]
        if self.notice:
            lines.append(self.notice)
        if self.message:
            lines.append(self.message)
        if self.stale:
            lines.append(T.BUILDER_STALE)
        lines.append(T.BUILDER_CHOSEN)
        lines += [f"  {line}" for line in s.describe()] or [f"  {T.BUILDER_NONE_CHOSEN}"]
        if self.code:
            lines.append(T.BUILDER_CODE.format(code=self.code, length=len(self.code)))
        if self.opened:
            hand = s.hand()
            bring, story = scenario_story(s)
            lines.append(T.BUILDER_THIRD_STALE if self.stale else T.BUILDER_THIRD)
            lines += seat_rows_text(hand_rows(hand, reveal=True, markers={hand.bring_in_seat: T.MARK_BRINGS_IN}))
            lines += [f"  {line}" for line in bring]
            lines.append(T.BUILDER_IF_CALLED)
            lines += [f"  {line}" for line in story]
        return "\n".join(lines)

    def _body(self) -> Safe:
        s = self.scenario
        colour = WRONG_INK if self.error else INK
        body = [element("p", self._title(), style="font-size:20px;font-weight:700;margin:4px 0"),
                element("div", self._status(), *((element("br"), self.notice) if self.notice else ()),
                        role="status", style=f"color:{colour};font-weight:700")]
        if self.message:
            body.append(element("p", self.message))
        chosen = s.describe() or [T.BUILDER_NONE_CHOSEN]
        if self.stale:
            body.append(element("p", T.BUILDER_STALE, style="font-weight:700"))
        body.append(element("div", element("strong", T.BUILDER_CHOSEN),
                            element("ul", join(element("li", line) for line in chosen), style="margin:2px 0")))
        if self.code:
            body.append(element("p", T.BUILDER_CODE.format(code=self.code, length=len(self.code)),
                                style="font-size:24px;font-family:monospace;letter-spacing:2px"))
        if self.opened:
            hand = s.hand()
            bring, story = scenario_story(s)
            body.append(seat_rows_html(hand_rows(hand, reveal=True, markers={hand.bring_in_seat: T.MARK_BRINGS_IN}),
                                       self.palette, caption=T.BUILDER_THIRD_STALE if self.stale else T.BUILDER_THIRD))
            body += [element("p", str(line), style="margin:4px 0") for line in bring]
            body.append(element("div", element("strong", T.BUILDER_IF_CALLED),
                                element("ul", join(element("li", str(line)) for line in story), style="margin:2px 0")))
            played = s.hand()
            played.auto_play()
            if played.community_card is not None:
                body.append(element("p", T.COMMUNITY_CARD.format(card=""),
                                    card_html(played.community_card, self.palette)))
            body.append(legend_html(self.palette))
        return join(body)

    def html(self) -> str:
        return panel(join([self._body(), muted(T.NO_KERNEL_NOTE)]), label=self._title())

    def _refresh(self) -> None:
        self.open_button.description = T.BUILDER_HIDE if self.opened else T.BUILDER_OPEN
        self.view.value = panel(self._body(), label=self._title())


def muted_widget(text: str) -> widgets.HTML:
    return widgets.HTML(value=muted(text))
