"""Practice bots: simple, seeded players that make a hand worth watching and never break a rule.

How a bot plays, in plain words (the same for every style, only the percentages change):

1. It looks only at what a player at the table sees: its own down and up cards, everyone's up
   cards (and the community card, if one is turned up). Never another player's down cards,
   never the deck.
2. It sorts its hand into one of three groups:
   - **Stud (high):** *strong* = three of a kind or better, two pair, or a pair of tens or
     better on third street; *medium* = any other pair, or a draw (three to a flush or a
     straight on third street, four to one later), or an ace or king on third street;
     *weak* = everything else.
   - **Razz:** it counts its different cards of eight or lower (ace = 1). *Strong* = every
     card so far is a different low card with nothing above a seven (from fifth street on:
     five of them); *medium* = the same with an eight, or one card short of that on fourth to
     sixth street (still drawing; on third street: two low cards and a nine or a ten), or on
     seventh street a nine low; *weak* = two or more bad cards, e.g. K-Q-J on third street.
   - **Stud/8:** the better of its high group (as in stud, but a lone ace or king is not
     enough) and its low group (as in razz, but only eight-or-better lows count).
   If an opponent's up cards alone already beat what it holds (a higher pair showing against
   its pair, or in razz from fourth street on an unpaired board whose highest card is below its
   own worst low card), it drops one group: strong plays as medium, medium as weak.
   In razz and Stud/8, a door card of five or lower facing nothing more than the bring-in is
   worth at least a call (medium): nobody throws away a 3 door for the price of a bring-in.
3. It acts on its group:
   - *strong*: completes, bets or raises (the big size when stud's fourth-street double bet is
     open), and sometimes just calls or checks to disguise its hand; it never folds. It stops
     raising and just calls once the street holds as many bets as its hand is worth: two with
     one pair (a bet and one raise), three with two pair, trips or a seven low, four with a
     straight or better. Heads-up without a raise cap (T-7) that keeps two pairs from raising
     each other six times.
   - *medium*: calls a bet, checks when checking is free, and now and then bets or raises
     while the street holds at most one bet (it may raise a lone bet, never re-raise).
   - *weak*: checks when it is free and folds to a bet, except for an occasional call or bluff,
     or a call that costs a tenth of the pot or less while cards are still to come.
   The bring-in player with a strong hand usually completes; otherwise it posts the bring-in
   (a weak hand handed the bring-in by an all-in player, GEN-12.2, usually folds instead).
4. "Now and then" is decided by a seeded random number that depends only on the bot's seed,
   the deal number, the seat, the street and the pot: the same deal played the same way gives
   the same decisions on every machine.

Bots choose only among hand.legal_actions(), so every rule the engine applies still holds.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import IntEnum
from types import MappingProxyType
from typing import NamedTuple

from . import events
from .cards import Card, Rank
from .games import Ranking, low_rank
from .hand import Action, ActionKind, Hand
from .hands import high_score
from .i18n import _

__all__ = ["Tier", "Style", "STYLES", "Reading", "Bot", "Move", "read_hand", "decide", "play_bots",
           "seated_bots", "decisions"]


class Tier(IntEnum):
    """How good a bot thinks its hand is, from what it can see."""

    WEAK = 0
    MEDIUM = 1
    STRONG = 2


@dataclass(frozen=True)
class Style:
    """The percentages a style plays with (each a probability from 0 to 1)."""

    aggression: float   # strong hand: bet, complete or raise rather than call or check
    loose: float        # weak hand facing a bet: call anyway
    bluff: float        # weak hand, free to check: bet anyway
    probe: float        # medium hand: bet when free, raise when facing a bet


STYLES: Mapping[str, Style] = MappingProxyType({
    "solid": Style(aggression=0.8, loose=0.08, bluff=0.05, probe=0.15),
    "loose": Style(aggression=0.7, loose=0.3, bluff=0.1, probe=0.25),
    "tight": Style(aggression=0.9, loose=0.02, bluff=0.0, probe=0.05),
})

_AGGRESSIVE = (ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE)
_BIG_PAIR = Rank.TEN
POT_ODDS = 10  # a weak hand with cards to come calls when the pot is 10 times the call or more


class Reading(NamedTuple):
    """What a bot makes of its hand: its group, the reason in a few words, and how many bets a
    street may hold before it stops raising (it only calls then)."""

    tier: Tier
    reason: str
    most_bets: int = 2


class Move(NamedTuple):
    """One decision in a hand: on which street, by which seat, what it did (read from the hand's
    events.Acted records by decisions(): the hand keeps the one record of each decision)."""

    street: int
    seat: int
    action: Action


# --- reading a hand ------------------------------------------------------------------------------

def _high_shape(cards: Sequence[Card]) -> tuple[int, int]:
    """(0 nothing, 1 pair, 2 two pair, 3 trips or better; top paired rank) from the ranks alone."""
    counts = Counter(c.rank for c in cards)
    groups = sorted(((n, r) for r, n in counts.items() if n >= 2), reverse=True)
    if not groups:
        return 0, 0
    top_n, top_rank = groups[0]
    if top_n >= 3:
        return 3, top_rank
    return (2 if len(groups) >= 2 else 1), max(r for _, r in groups)


def _draw_size(cards: Sequence[Card]) -> int:
    """Most cards toward one flush or one straight (a straight needs five ranks within a span of 5)."""
    suits = Counter(c.suit for c in cards)
    flush = max(suits.values())
    ranks = {int(c.rank) for c in cards} | ({1} if any(c.rank == Rank.ACE for c in cards) else set())
    straight = max(sum(1 for r in range(low, low + 5) if r in ranks) for low in range(1, 11))
    return max(flush, straight)


def _read_high(mine: Sequence[Card], street: int, boards: Iterable[Sequence[Card]],
               high_cards_count: bool = True) -> Reading:
    """Stud high strength: made hands, pairs, draws, and whether a visible board beats it."""
    shape, top = _high_shape(mine)
    made = 0
    if len(mine) >= 5:
        made = high_score([c.code for c in mine]) >> 20  # the hand's category (studlib.hands)
    most = 2
    if made >= 4:
        return Reading(Tier.STRONG, "a straight or better", 4)
    if shape == 3:
        tier, reason, most = Tier.STRONG, "three of a kind or better", 3
    elif shape == 2:
        tier, reason, most = Tier.STRONG, "two pair", 3
    elif shape == 1:
        big = street == 3 and top >= _BIG_PAIR
        tier, reason = (Tier.STRONG, "a big pair") if big else (Tier.MEDIUM, "a pair")
    elif street < 7 and _draw_size(mine) >= min(len(mine), 4):
        tier, reason = Tier.MEDIUM, "a flush or straight draw"
    elif high_cards_count and street == 3 and any(c.rank >= Rank.KING for c in mine):
        tier, reason = Tier.MEDIUM, "an ace or a king"
    else:
        tier, reason = Tier.WEAK, "no pair and no draw"
    if tier > Tier.WEAK and any(_high_shape(b) > (shape, top) for b in boards):
        return Reading(Tier(tier - 1), reason + ", but a board showing beats it")
    return Reading(tier, reason, most)


def _low_ranks(cards: Sequence[Card]) -> list[int]:
    """The different ranks among the cards, ace as 1, lowest first."""
    return sorted({low_rank(c.rank) for c in cards})


def _read_low(mine: Sequence[Card], street: int, boards: Iterable[Sequence[Card]],
              eight_or_better: bool) -> Reading:
    """Low strength: how many different cards of eight or lower, and the worst of them."""
    need = min(len(mine), 5)
    best = _low_ranks(mine)[:need]
    lows = [r for r in best if r <= 8]
    worst = best[-1]
    if street == 7:
        if len(best) == 5 and worst <= 7:
            tier, reason = Tier.STRONG, "a seven low or better"
        elif len(best) == 5 and worst <= (8 if eight_or_better else 9):
            tier, reason = Tier.MEDIUM, f"{'an eight' if worst == 8 else 'a nine'} low"
        else:
            tier, reason = Tier.WEAK, "no good low"
    elif len(lows) == need:
        tier, reason = (Tier.STRONG, "all low cards, seven or lower") if worst <= 7 else (
            Tier.MEDIUM, "all low cards, up to an eight")
    elif len(lows) == need - 1 and (street >= 4 or worst <= 10):
        tier, reason = Tier.MEDIUM, "one card short of a low: still drawing"
    else:
        tier, reason = Tier.WEAK, "too many high or paired cards"
    if tier > Tier.WEAK and street >= 4:
        for up in boards:
            ranks = _low_ranks(up)
            if len(ranks) == len(up) and max(ranks) < min(worst, 9):
                return Reading(Tier(tier - 1), reason + ", but a lower board is showing")
    return Reading(tier, reason, 3 if tier is Tier.STRONG else 2)


def read_hand(hand: Hand, seat: int) -> Reading:
    """What `seat` makes of its hand from what it may see (its own cards and the up cards)."""
    mine = hand.down_cards(seat) + hand.up_cards(seat)
    if hand.community_card is not None:
        mine += (hand.community_card,)
    boards = [hand.up_cards(s) for s in range(hand.n_seats) if s != seat and not hand.folded(s)]
    ranking = hand.game.ranking
    if ranking is Ranking.HIGH:
        return _read_high(mine, hand.street, boards)
    if ranking is Ranking.LOW:
        return _read_low(mine, hand.street, boards, eight_or_better=False)
    high = _read_high(mine, hand.street, boards, high_cards_count=False)
    low = _read_low(mine, hand.street, boards, eight_or_better=True)
    return max(high, low, key=lambda r: (r.tier, r.most_bets))


def _bets_this_street(hand: Hand) -> int:
    """How many bets the street holds so far (a bring-in is none, a completion one)."""
    st = hand.structure
    size = st.big_bet if hand.game.bet_is_big(hand.street) else st.small_bet
    return max(hand.bet_this_street(s) for s in range(hand.n_seats)) // size


def _low_door_facing_bring_in(hand: Hand, seat: int) -> bool:
    """Razz or Stud/8 third street, a door card of five or lower, and nobody has completed."""
    if hand.game.ranking is Ranking.HIGH or hand.street != 3:
        return False
    level = max(hand.bet_this_street(s) for s in range(hand.n_seats))
    return level <= hand.structure.bring_in and low_rank(hand.up_cards(seat)[0].rank) <= 5


# --- deciding ------------------------------------------------------------------------------------

def _chance(*parts: int) -> float:
    """A number in [0, 1) fixed by the parts: Random(int).random() is the same on every machine."""
    key = 0
    for p in parts:
        key = key * 1_000_003 + p
    return random.Random(key).random()


@dataclass(frozen=True)
class Bot:
    """A seeded bot: `Bot("solid", seed=7).choose(hand, seat)` returns one of hand.legal_actions()."""

    style: str = "solid"
    seed: int = 0

    def __post_init__(self) -> None:
        if self.style not in STYLES:
            raise ValueError(_("Unknown bot style {style}: choose {styles}.").format(
                style=repr(self.style), styles=", ".join(map(repr, STYLES))))
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or self.seed < 0:
            raise ValueError(_("A bot seed is a whole number, 0 or more, not {seed}.").format(
                seed=repr(self.seed)))

    def choose(self, hand: Hand, seat: int | None = None) -> Action:
        """The bot's decision for the seat to act (a legal action, never anything else)."""
        if seat is None:
            seat = hand.to_act
        if seat is None or hand.to_act != seat:
            raise ValueError(_("The bot can only act for the seat to act ({to_act}), not {seat}.").format(
                to_act=repr(hand.to_act), seat=repr(seat)))
        options = hand.legal_actions()
        reading = read_hand(hand, seat)
        tier = reading.tier
        if tier is Tier.WEAK and _low_door_facing_bring_in(hand, seat):
            tier = Tier.MEDIUM
        u = _chance(self.seed, hand.seed, seat, hand.street, hand.pot)
        return decide(options, tier, STYLES[self.style], u, hand.street, hand.pot,
                      bets=_bets_this_street(hand), most_bets=reading.most_bets)


def decide(options: Sequence[Action], tier: Tier, style: Style, u: float, street: int = 3,
           pot: int = 0, bets: int = 0, most_bets: int = 4) -> Action:
    """The action a hand of this tier takes among `options`, with u in [0, 1) for variation;
    `pot` (chips in the middle) lets a weak hand with cards to come call a very cheap bet;
    `bets` (bets the street holds) against `most_bets` (a medium hand: two) stops the raising."""
    by_kind: dict[ActionKind, list[Action]] = {}
    for a in options:
        by_kind.setdefault(a.kind, []).append(a)
    limit = most_bets if tier is Tier.STRONG else 2
    aggressive = [a for a in options if a.kind in _AGGRESSIVE] if bets < limit else []
    if ActionKind.BRING_IN in by_kind:  # third street, the bring-in player
        if aggressive and tier is Tier.STRONG and u < style.aggression:
            return aggressive[0]
        if ActionKind.FOLD in by_kind and tier is Tier.WEAK and u >= style.loose:
            return by_kind[ActionKind.FOLD][0]  # GEN-12.2: the bring-in passed on may be folded
        return by_kind[ActionKind.BRING_IN][0]
    passive = by_kind.get(ActionKind.CHECK) or by_kind.get(ActionKind.CALL)
    facing_bet = ActionKind.CALL in by_kind
    if tier is Tier.STRONG:
        if aggressive and u < style.aggression:
            return max(aggressive, key=lambda a: a.amount)
        return passive[0]
    if tier is Tier.MEDIUM:
        if aggressive and u < style.probe:
            return min(aggressive, key=lambda a: a.amount)
        return passive[0]
    if not facing_bet:
        if aggressive and u < style.bluff:
            return min(aggressive, key=lambda a: a.amount)
        return passive[0]
    call = by_kind[ActionKind.CALL][0]
    if u < style.loose or (street < 7 and call.adds * POT_ODDS <= pot):
        return call
    return by_kind[ActionKind.FOLD][0]


# --- playing -------------------------------------------------------------------------------------

def seated_bots(players: int, human: int | None = None, style: str = "solid",
                seed: int = 0) -> dict[int, Bot]:
    """A bot in every seat but `human`'s, each with its own seed (seed + seat)."""
    return {s: Bot(style, seed + s) for s in range(players) if s != human}


def decisions(hand: Hand, start: int = 0) -> list[Move]:
    """Every decision recorded in the hand's events from event `start` on, in order."""
    return [Move(e.street, e.seat, e.action) for e in hand.events[start:] if isinstance(e, events.Acted)]


def play_bots(hand: Hand, bots: Mapping[int, Bot], until_street: int | None = None) -> list[Move]:
    """Let the bots act until a seat without a bot must act, the hand is over, or (if given)
    `until_street` has been dealt; returns the moves made, in order (as the hand recorded them)."""
    start = len(hand.events)
    while hand.to_act is not None and hand.to_act in bots:
        if until_street is not None and hand.street >= until_street:
            break
        seat = hand.to_act
        action = bots[seat].choose(hand, seat)
        hand.act(action.kind, action.amount)
    return decisions(hand, start)
