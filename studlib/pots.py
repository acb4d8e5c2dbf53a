"""Pots and side pots, and how each is split: high, low, hi/lo halves, ties and odd chips."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cached_property

from .cards import Card
from .games import Game, Ranking, low_rank
from .hands import HandValue, eight_or_better, eight_score, high_hand, high_score, low_hand, low_score
from .rules import OddChip, Rules

__all__ = ["Pot", "Half", "Award", "build_pots", "pots_in_play", "split_evenly", "award_pot"]


@dataclass(frozen=True)
class Pot:
    """Chips that the `eligible` seats (still in, and who put in enough) play for."""

    amount: int
    eligible: tuple[int, ...]


class Half(StrEnum):
    """What an award is for: the whole pot to the best high hand (stud, or Stud/8 when no low
    qualifies), the whole pot to the best low (razz), or one half of a Stud/8 pot."""

    WHOLE = "whole"
    RAZZ = "razz"
    HIGH = "high"
    LOW = "low"


@dataclass(frozen=True)
class Award:
    """One share of one pot: `amount` chips to `seat` for its `half` (a Half)."""

    pot_index: int
    seat: int
    amount: int
    half: Half
    cards: tuple[Card, ...]
    split_ways: int = 1
    odd_chips: int = 0
    scooped_no_low: bool = False
    odd_chip_card: Card | None = None   # the card that won the odd chip by suit (T-5), if suits decided
    odd_chip_lowest: bool = False       # that card won as the lowest by suit (razz and low halves, RRP)

    def __post_init__(self) -> None:
        object.__setattr__(self, "half", Half(self.half))   # 'low' given as a name is Half.LOW

    @cached_property
    def value(self) -> HandValue | None:
        """The hand that won this share (None when the pot was won without a showdown)."""
        if not self.cards:
            return None
        if self.half is Half.LOW:
            return eight_or_better(self.cards)
        if self.half is Half.RAZZ:
            return low_hand(self.cards)
        return high_hand(self.cards)


def build_pots(put: Sequence[int], folded: Sequence[bool]) -> list[Pot]:
    """Main pot first, then side pots, from what each seat put in (GEN-10.4)."""
    live = [s for s in range(len(put)) if not folded[s]]
    levels = {put[s] for s in live}
    levels.discard(0)
    if len(levels) == 1:  # nobody all in for less: one pot, dead money included
        return [Pot(sum(put), tuple(live))]
    live_levels = sorted(levels)
    pots: list[Pot] = []
    previous = 0
    for level in live_levels:
        amount = sum(min(p, level) - min(p, previous) for p in put)
        eligible = tuple(s for s in range(len(put)) if not folded[s] and put[s] >= level)
        pots.append(Pot(amount, eligible))
        previous = level
    # Dead money above the last live level (possible only from folded seats) joins the last pot.
    extra = sum(p - min(p, previous) for p in put)
    if extra and pots:
        pots[-1] = Pot(pots[-1].amount + extra, pots[-1].eligible)
    return pots


def split_evenly(amount: int, winners_in_chip_order: Sequence[int]) -> dict[int, int]:
    """Split chips evenly; leftover chips go one each to the first winners given (GEN-10.2, 10.3)."""
    share, odd = divmod(amount, len(winners_in_chip_order))
    return {seat: share + (1 if i < odd else 0) for i, seat in enumerate(winners_in_chip_order)}


def _odd_chip_order(seats: list[int], cards: dict[int, tuple[Card, ...]], low: bool,
                    rules: Rules) -> tuple[list[int], Card | None, bool]:
    """Tied winners in the order they receive odd chips (T-5), the card that put the first of them
    ahead when suits decide (None when position does), and whether the lowest card wins."""
    if rules.odd_chip is OddChip.POSITION:
        return sorted(seats), None, False  # clockwise from the dealer: seat 0 first (GEN-10.3)
    if rules.odd_chip is OddChip.SUIT_FIVE:
        if low:
            played = {s: (eight_or_better(cards[s]) or low_hand(cards[s])).cards for s in seats}
        else:
            played = {s: high_hand(cards[s]).cards for s in seats}
    else:
        played = cards
    # Each seat's cards in the order they are compared, best first: RRP gives the chip in razz
    # and the low half to the LOWEST card by suit (ace low), elsewhere to the highest.
    lowest = low and rules.odd_chip is OddChip.SUIT_ALL_SEVEN
    ranked = {s: sorted(((low_rank(c.rank) if low else c.rank, c.suit), c) for c in played[s])
              for s in seats}
    if not lowest:
        ranked = {s: ranked[s][::-1] for s in seats}
    order = sorted(seats, key=lambda s: [key for key, _ in ranked[s]], reverse=not lowest)
    first, second = ranked[order[0]], ranked[order[1]]
    decider = next((card for (key, card), (other, _) in zip(first, second) if key != other), None)
    return order, decider, lowest


def award_pot(index: int, pot: Pot, game: Game, rules: Rules,
              cards: dict[int, tuple[Card, ...]], codes: dict[int, list[int]] | None = None) -> list[Award]:
    """Who wins one pot at showdown and how much each gets (GEN-10, HILO-10, RAZZ-10.1)."""
    contestants = pot.eligible
    if codes is None:
        codes = {s: [c.code for c in cards[s]] for s in contestants}
    if game.ranking is Ranking.HIGH:
        return _shares(index, pot.amount, Half.WHOLE, _best(contestants, codes, high_score),
                       cards, False, rules)
    if game.ranking is Ranking.LOW:
        return _shares(index, pot.amount, Half.RAZZ, _best(contestants, codes, low_score),
                       cards, True, rules)
    high_winners = _best(contestants, codes, high_score)
    low_scores = {s: eight_score(codes[s]) for s in contestants}
    if max(low_scores.values()) == 0:
        # HILO-10.1: no qualifying low among this pot's contestants: high scoops
        awards = _shares(index, pot.amount, Half.HIGH, high_winners, cards, False, rules)
        return [replace(a, scooped_no_low=True) for a in awards]
    best_low = max(low_scores.values())
    low_winners = [s for s in contestants if low_scores[s] == best_low]
    low_half = pot.amount // 2
    high_half = pot.amount - low_half  # HILO-10.3: the odd chip between halves goes high
    return (_shares(index, high_half, Half.HIGH, high_winners, cards, False, rules)
            + _shares(index, low_half, Half.LOW, low_winners, cards, True, rules))


def _best(contestants: Sequence[int], codes: dict[int, list[int]], score) -> list[int]:
    scores = [score(codes[s]) for s in contestants]
    top = max(scores)
    if scores.count(top) == 1:  # the usual case: one winner
        return [contestants[scores.index(top)]]
    return [s for s, x in zip(contestants, scores) if x == top]


def _shares(index: int, amount: int, half: Half, winners: list[int],
            cards: dict[int, tuple[Card, ...]], low: bool, rules: Rules) -> list[Award]:
    if len(winners) == 1:  # the usual case, without the splitting machinery
        return [Award(index, winners[0], amount, half, cards[winners[0]])]
    order, decider, lowest = (_odd_chip_order(winners, cards, low, rules) if amount % len(winners)
                              else (sorted(winners), None, False))
    amounts = split_evenly(amount, order)
    base = amount // len(winners)
    return [Award(index, s, amounts[s], half, cards[s], len(winners), amounts[s] - base, False,
                  decider if s == order[0] else None, lowest)
            for s in order]


def pots_in_play(put: Sequence[int], folded: Sequence[bool], all_in: Sequence[bool]) -> list[Pot]:
    """The pots while bets are still being made: only an all-in player cuts a side pot (GEN-10.4).

    A bet nobody has called yet is not a side pot: the other players may still call it, so it
    stays in the top pot with everyone who can still act eligible.
    """
    live = [s for s in range(len(put)) if not folded[s]]
    top = max(put[s] for s in live)
    cuts = sorted({put[s] for s in live if all_in[s]} | {top})
    pots: list[Pot] = []
    previous = 0
    for level in cuts:
        amount = sum(min(p, level) - min(p, previous) for p in put)
        eligible = tuple(s for s in live if put[s] >= level or not all_in[s])
        pots.append(Pot(amount, eligible))
        previous = level
    return pots
