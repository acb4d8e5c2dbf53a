"""The scenario builder's editing state without a screen: a teacher's scenario as it is being made.

The scenario on screen (the last one that could be dealt), the change refused and why, the share
code made for it, whether the dealt situation is open, and what the last press did, as data a
view puts into words. A refused change leaves the last good scenario in place, marked out of
date (`stale`) until the change is fixed, so a half-typed card never breaks the code on screen.

    draft = ScenarioDraft("stud", players=4, seed=7)
    draft.set_seat(2, "? ? 2c")     # Seat 3's door card: the deuce of clubs
    draft.make_code()               # 'C1D8...', and draft.notice is Press.MADE
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from .cards import Card
from .explain import LogLine
from .games import Game
from .i18n import _
from .practice import check_seat
from .rules import Rules
from .scenario import PRESETS, Scenario, ScenarioError, read_seat

__all__ = ["Press", "Loaded", "PresetLoaded", "ScenarioDraft", "Story", "scenario_story", "reads_as"]

# The log lines worth showing a class when everyone just calls: who acts first, running out,
# the showdown and the awards (each carries one of these rule IDs).
_STORY_RULES = {"GEN-3.1", "GEN-5.1", "GEN-11.1", "T-8", "GEN-8.1", "GEN-8.2", "RAZZ-8.2",
                "HILO-10.1", "RAZZ-10.1", "GEN-10.1", "HILO-10.3", "STUD-6.1"}


class Story(NamedTuple):
    """What a class is shown of a scenario: who brings in, then what happens if everyone calls."""

    bring_in: list[LogLine]     # the bring-in line(s) of third street
    calls: list[LogLine]        # the key lines if everyone checks and calls to the end
    community: Card | None      # seventh street's community card, if the deck runs out (GEN-11.1)


def scenario_story(scenario: Scenario) -> Story:
    """The bring-in line(s) of third street, then the key lines if everyone checks and calls."""
    hand = scenario.hand()
    bring = [line for line in hand.log if {hand.game.bring_in_rule, "GEN-12.2"} & set(line.rules)]
    hand.auto_play()
    story = [line for line in hand.log if _STORY_RULES & set(line.rules) and line not in bring]
    return Story(bring, story, hand.community_card)


def reads_as(text: str, cards: Sequence) -> bool:
    """Whether a seat box's text stands for exactly these cards ('?' for any card): "?" and "? ?"
    are the start of "? ? Kh", and a box rewritten on each keystroke would lose them."""
    try:
        return read_seat(0, text) == tuple(cards)
    except ScenarioError:
        return False


class Press(Enum):
    """What the last button press did, so that every press shows an answer."""

    MADE = "made"                    # a share code was made (`code`)
    SAME_CODE = "same_code"          # nothing changed since the last code
    NO_CODE_WHILE_WRONG = "no_code"  # refused: a change is refused, the code would deal without it (`error`)
    NOTHING_TO_LOAD = "nothing"      # Load code with an empty Code box
    OPENED = "opened"
    CLOSED = "closed"


@dataclass(frozen=True)
class Loaded:
    """The scenario on screen came from this share code."""

    code: str


@dataclass(frozen=True)
class PresetLoaded:
    """The scenario on screen is this ready scenario (a key of studlib.scenario.PRESETS)."""

    name: str


class ScenarioDraft:
    """A scenario being made: pick game, players and cards per seat; make a share code, load one,
    open the deal. Every change is checked by studlib.scenario.Scenario; a refused one raises its
    ScenarioError and is kept in `error`."""

    def __init__(self, game: Game | str = "stud", players: int = 5, seed: int = 0,
                 rules: Rules | str | None = None) -> None:
        self.scenario = Scenario(game, players, rules=rules, seed=seed)
        self._set(self.scenario, None)
        self.opened = False

    def _set(self, scenario: Scenario, message: Loaded | PresetLoaded | None) -> None:
        self.scenario, self.message = scenario, message
        self.error, self.code, self.notice, self.stale = "", "", None, False

    def preset(self) -> str:
        """The ready scenario on screen (a key of PRESETS), or "" when it is none of them."""
        return next((k for k, p in PRESETS.items() if p.scenario == self.scenario), "")

    # --- changes ---------------------------------------------------------------------------------

    def replace(self, **changes) -> None:
        """The scenario with these fields changed (game, players, seats, stacks, structure, rules,
        seed); refused: the error is kept, the last good scenario stays, marked out of date."""
        s = self.scenario
        args = {"game": s.game, "players": s.players, "seats": {i: s.seat_text(i) for i in range(s.players)},
                "stacks": s.stacks, "structure": s.structure, "rules": s.rules, "seed": s.seed} | changes
        if args["stacks"] is not None and len(args["stacks"]) != args["players"]:
            args["stacks"] = None
        try:
            scenario = Scenario(args.pop("game"), args.pop("players"), **args)
        except ScenarioError as err:
            # An old "Loaded code ..." would say the wrong thing, and an old code would deal the
            # scenario without the refused change.
            self.error, self.message, self.notice, self.code, self.stale = str(err), None, None, "", True
            raise
        self._set(scenario, None)

    def set_game(self, game: Game | str) -> None:
        """Another game; a ready scenario's cards and stacks were chosen for its own game, so they
        go with it (issue 33 item 9), while cards the teacher typed stay for the new game."""
        self.replace(game=game, **({"seats": {}, "stacks": None} if self.preset() else {}))

    def clear_cards(self) -> None:
        """No cards chosen for any seat and equal stacks (game, players, rules and seed stay)."""
        self.replace(seats={}, stacks=None)

    def set_players(self, players: int) -> None:
        """Another table size: the seats that remain keep their cards."""
        n = players if isinstance(players, int) and not isinstance(players, bool) else 0
        kept = range(min(n, self.scenario.players))
        self.replace(players=players, seats={s: self.scenario.seat_text(s) for s in kept})

    def set_seed(self, seed: int) -> None:
        """Another seed for the cards left to it ('?')."""
        self.replace(seed=seed)

    def set_rules(self, rules: Rules | str) -> None:
        """Another preset ('online', 'cardroom', 'tournament') or Rules."""
        self.replace(rules=rules)

    def set_seat(self, seat: int, cards: str) -> None:
        """Cards for one seat in the order received, e.g. '? ? Kh' (door card only). A seat that is
        not at the table is a mistake in code, not a refused change: nothing is marked out of date."""
        try:
            check_seat(seat, self.scenario.players)
        except ValueError as err:
            raise ScenarioError(str(err)) from None
        seats = {s: self.scenario.seat_text(s) for s in range(self.scenario.players)}
        self.replace(seats=seats | {seat: cards})

    def load_preset(self, name: str) -> None:
        """A ready scenario (a key of PRESETS); a new deal starts hidden: the class guesses first."""
        if name not in PRESETS:
            raise ScenarioError(_("Unknown ready scenario {name!r}: choose one of {presets}.").format(
                name=name, presets=", ".join(PRESETS)))
        self.opened = False
        self._set(PRESETS[name].scenario, PresetLoaded(name))

    def load_code(self, code: str) -> Scenario | None:
        """Deal the scenario a share code stands for (a bad code: ScenarioError, nothing changes but
        the error shown); nothing typed: the notice says so and None."""
        if not code.strip():
            self.notice = Press.NOTHING_TO_LOAD
            return None
        try:
            scenario = Scenario.from_code(code)
        except ScenarioError as err:
            # Only the error is on screen now: an old "Loaded code ..." would say the wrong thing.
            self.error, self.message, self.notice = str(err), None, None
            raise
        self.opened = False
        self._set(scenario, Loaded(scenario.code()))
        return scenario

    # --- presses ---------------------------------------------------------------------------------

    def make_code(self) -> str:
        """The share code of the scenario on screen; while a change is refused there is none
        (ScenarioError): the code would deal the last good scenario instead."""
        if self.stale:
            self.code, self.notice = "", Press.NO_CODE_WHILE_WRONG
            raise ScenarioError(self.error)
        code = self.scenario.code()
        self.notice = Press.SAME_CODE if code == self.code else Press.MADE
        self.code = code
        return code

    def open(self) -> None:
        """Show the dealt situation: boards, bring-in and what happens if everyone calls."""
        self.opened, self.notice = True, Press.OPENED

    def close(self) -> None:
        """Hide it again (the class guesses before the teacher shows it)."""
        self.opened, self.notice = False, Press.CLOSED
