"""One shuffled deck dealt as Stud, Stud/8 and Razz side by side, played by the same seeded bots.

The game of the ThreeGames widget without its view: the three hands, stepped street by street
together, and what each one shows a learner (who brings in, each street's first actor and
betting, who won what), as the engine's own lines (studlib.summary).

    three = ThreeDeals(players=5, seed=22)
    three.deal_next()               # the bots bet third street, fourth street is dealt
    three.hands["razz"].bring_in_seat
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .bots import Bot, Move, decisions, play_bots
from .explain import net_result
from .games import RAZZ, STUD, STUD8
from .hand import Hand
from .practice import (SHOWDOWN_STAGE, check_bot_style, check_deal, check_players, check_stacks, next_deal,
                       table_rules, table_structure)
from .rules import Rules, Structure
from .summary import bring_in_lines, result_lines, street_summaries

__all__ = ["THREE", "GameSummary", "game_summary", "latest_lines", "ThreeDeals"]

THREE = (STUD, STUD8, RAZZ)


class GameSummary(NamedTuple):
    """What one game's column tells: the bring-in, street by street, the result (plain lines)."""

    bring_in: list[str]
    streets: list[str]
    result: list[str]


def game_summary(hand: Hand, moves: Sequence[Move]) -> GameSummary:
    """The bring-in explained, each street's first actor and betting so far, and who won what."""
    by_street = []
    for s in street_summaries(hand, moves):
        if s.street > 3 and s.why is not None:
            by_street.append(str(s.why))
        if s.moves or hand.street > s.street or hand.is_over:
            by_street.append(s.betting(hand))
    result = [str(line) for line in result_lines(hand)]
    if hand.is_over:
        result.append(net_result(hand.structure.money, hand.payoffs))
    return GameSummary([str(line) for line in bring_in_lines(hand)], by_street, result)


def latest_lines(hand: Hand, moves: Sequence[Move]) -> list[str]:
    """What the last step added to one game: the street just bet and who acts first now, or, once
    the hand is over, how its last street went and who won what."""
    summaries = street_summaries(hand, moves)
    now = summaries[-1]
    if hand.is_over:
        return [now.betting(hand)] + [str(x) for x in result_lines(hand)]
    why = [str(now.why)] if now.why is not None else []
    return why if now.street == 3 else [summaries[-2].betting(hand)] + why


class ThreeDeals:
    """The same deal as Seven Card Stud, Stud/8 and Razz; every seat a bot, the same in all three."""

    def __init__(self, players: int = 5, seed: int = 4711, rules: Rules | str | None = None,
                 structure: Structure | None = None, stacks: int | Sequence[int] | None = None,
                 *, bot_style: str = "solid") -> None:
        self.players = check_players(players)
        self.bot_style = check_bot_style(bot_style)
        self.rules = table_rules(rules)
        self.structure = table_structure(structure)
        self.stacks = check_stacks(stacks, players, self.structure)
        self.seed = check_deal(seed)
        self.deal()

    def deal(self) -> None:
        """The three hands dealt from the deal number, at third street."""
        self.bots = {s: Bot(self.bot_style, seed=s) for s in range(self.players)}
        self.hands = {g.code: Hand(g, list(self.stacks), structure=self.structure, rules=self.rules,
                                   seed=self.seed) for g in THREE}
        self.stage = 3

    @property
    def done(self) -> bool:
        """Whether every hand is over (or played to the showdown): nothing is left to deal."""
        return self.stage >= SHOWDOWN_STAGE or all(h.is_over for h in self.hands.values())

    @property
    def moves(self) -> dict[str, list[Move]]:
        """Every decision so far, by game code (each hand's own record, bots.decisions)."""
        return {code: decisions(hand) for code, hand in self.hands.items()}

    def deal_next(self) -> None:
        """All three hands: the bots bet the current street, then the next one is dealt (after
        seventh street: the showdown)."""
        if self.stage < SHOWDOWN_STAGE:
            self.stage += 1
            self._play()

    def play_out(self) -> None:
        """All three hands to the end."""
        self.stage = SHOWDOWN_STAGE
        self._play()

    def _play(self) -> None:
        until = None if self.stage >= SHOWDOWN_STAGE else self.stage
        for hand in self.hands.values():
            play_bots(hand, self.bots, until_street=until)

    def new_deal(self, seed: int | None = None) -> None:
        """Deal number `seed` (default: the next number), back to third street."""
        self.seed = check_deal(next_deal(self.seed) if seed is None else seed)
        self.deal()
