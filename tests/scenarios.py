"""Stacked hands for the rule tests: per-seat cards in, a Hand dealt in live order out.

The rule tests are written from the rule catalogue, not from the engine, so every hand they
play is built here from the cards each seat should receive:

    hand = deal(STUD, {0: "Ah Kh 2c 5d", 1: "Qs Qd 3c", 2: "9c 9d Jc 8h"}, burns="4s")

Each seat's text lists the cards that seat RECEIVES, in the order it receives them:

    first-down  second-down  door  4th  5th  6th  7th
    (down)      (down)       (up)  (up) (up) (up) (down)

Live dealing order (GEN-1.1, GEN-1.3, docs/hand-api.md) is: the first down card to seats
0, 1, ..., n-1, then the second down card, then the door card; then for 4th, 5th and 6th
street ONE burn followed by one card to each player still in the hand, in seat order; then
for 7th street one burn and one down card each (or a community card, GEN-11.1). Folded
players are skipped, so a seat's text must stop at the last card it is dealt: in the example
seat 1 folds on 3rd street (3 cards), seats 0 and 2 get a 4th-street card after burn "4s".
`stack` checks that no seat skips a street and that no card appears twice.

- `burns`: up to four cards, burned before 4th, 5th, 6th and 7th street in that order.
  Missing burns that the layout needs are filled with unused cards.
- `"?"` in a seat's text means "any card": filled from unused cards (use it for down cards
  that do not matter; a filler in an up position could change who acts).
- `community`: the community card (GEN-11.1, default no reshuffle). After the 6th-street
  cards it is laid after a burn when at least two cards are left in the stub, else it is
  the stub's last card itself. No seat may then have a 7th card.

The layout stops at the last card it was told about; Hand completes the deck with the rest
shuffled by its seed, so streets nobody was given cards for still deal, but unknown cards.
`check_dealt(hand, layout)` confirms the engine dealt each seat what the layout promised.

Play helpers: `play(hand, "2 bring_in, 3 call, 0 complete, 1 raise 600")` takes actions and
asserts whose turn each one is; `passive(hand)` takes one passive action (bring in, else
check, else call); `advance_to(hand, street)` plays passively until that street is reached;
`finish(hand)` plays passively to the end; `options(hand)` is the set of legal actions as
(kind, amount, adds) tuples, `betting(hand)` the same without a fold when a check is free,
and `kinds(hand)` the set of legal kinds.

`random_hands(count)` plays hands of the three games to the end by random legal decisions, for
the tests that hold a property over many hands; `refusals(hand)` tries every kind of action on
the player to act and says what why_not and act() answered.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from studlib import RAZZ, STUD, STUD8, ActionKind, Hand, IllegalAction, Refusal, Rules
from studlib.cards import Card, parse_cards, shuffled_deck

__all__ = ["Layout", "stack", "deal", "check_dealt", "play", "passive", "advance_to",
           "finish", "options", "betting", "kinds", "cards", "DEFAULT_STACK", "FOUR_NO_PAIR",
           "RAZZ_FOUR", "OPEN_PAIR", "random_hands", "refusals"]

DEFAULT_STACK = 100_000  # $1,000 in cents: deep enough that nobody is all-in by accident
PLACEHOLDER = "?"


def cards(text: str | Sequence[Card]) -> tuple[Card, ...]:
    """parse_cards, shorter."""
    return parse_cards(text)


@dataclass(frozen=True)
class Layout:
    """A deck in live dealing order and what each seat, burn and the community card are."""

    deck: tuple[Card, ...]
    seats: tuple[tuple[Card, ...], ...]   # per seat, in the order received (fillers resolved)
    burns: tuple[Card, ...]               # the burns actually laid, before 4th, 5th, ...
    community: Card | None

    def up(self, seat: int) -> tuple[Card, ...]:
        """The up cards the seat should have: door, 4th, 5th, 6th."""
        return self.seats[seat][2:6]

    def down(self, seat: int) -> tuple[Card, ...]:
        """The down cards the seat should have: first two, and 7th."""
        return self.seats[seat][0:2] + self.seats[seat][6:7]


def _words(text: str | Sequence[str | Card]) -> list[str | Card]:
    """Split a seat's text into card words, keeping '?' placeholders."""
    if isinstance(text, str):
        return [w for w in text.replace(",", " ").split() if w]
    return list(text)


def stack(seats: Mapping[int, str] | Sequence[str], burns: str | Sequence[str] = (),
          community: str | Card | None = None, seed: int = 0) -> Layout:
    """Lay out a deck in live dealing order from the cards each seat receives."""
    if not isinstance(seats, Mapping):
        seats = dict(enumerate(seats))
    n = len(seats)
    if sorted(seats) != list(range(n)):
        raise ValueError(f"seats must be numbered 0..{n - 1}, got {sorted(seats)}")
    raw = [_words(seats[s]) for s in range(n)]
    raw_burns = _words(burns) if isinstance(burns, str) else list(burns)
    if len(raw_burns) > 4:
        raise ValueError("at most four burns (before 4th, 5th, 6th and 7th street)")
    for s, words in enumerate(raw):
        if not 3 <= len(words) <= 7:
            raise ValueError(f"seat {s} must receive 3 to 7 cards, got {len(words)}")
        if community is not None and len(words) == 7:
            raise ValueError(f"seat {s} has a 7th card but a community card was given")

    explicit = [w for words in raw for w in words if w != PLACEHOLDER]
    explicit += [w for w in raw_burns if w != PLACEHOLDER]
    if community is not None:
        explicit.append(community)
    used = parse_cards(explicit)  # raises on a repeated card
    fillers = iter([c for c in shuffled_deck(seed) if c not in set(used)])

    def resolve(word: str | Card) -> Card:
        return next(fillers) if word == PLACEHOLDER else parse_cards([word])[0]

    hands = [[resolve(w) for w in words] for words in raw]
    burn_cards = [resolve(w) for w in raw_burns]

    deck: list[Card] = []
    for r in range(3):
        deck.extend(hands[s][r] for s in range(n))
    laid_burns: list[Card] = []
    previous = list(range(n))
    for k in range(3, 7):  # 4th, 5th, 6th, 7th street
        receivers = [s for s in range(n) if len(hands[s]) > k]
        if not receivers:
            break
        if not set(receivers) <= set(previous):
            raise ValueError(f"seats {sorted(set(receivers) - set(previous))} get a card on "
                             f"street {k + 1} but none on street {k}")
        if k == 6 and 52 - len(deck) == len(receivers):  # GEN-11.1: one card each, no burn
            deck.extend(hands[s][k] for s in receivers)
            break
        burn = burn_cards[k - 3] if k - 3 < len(burn_cards) else next(fillers)
        laid_burns.append(burn)
        deck.append(burn)
        deck.extend(hands[s][k] for s in receivers)
        previous = receivers

    community_card = None
    if community is not None:
        if any(len(h) != 6 for h in hands if len(h) >= 6) or len(laid_burns) != 3:
            raise ValueError("a community card needs seats dealt up to 6th street")
        community_card = parse_cards([community])[0]
        if 52 - len(deck) >= 2:  # GEN-11.1: burn first when the stub allows it
            burn = burn_cards[3] if len(burn_cards) > 3 else next(fillers)
            laid_burns.append(burn)
            deck.append(burn)
        deck.append(community_card)
    if len(deck) > 52:
        raise ValueError(f"the layout needs {len(deck)} cards; a deck has 52")
    return Layout(tuple(deck), tuple(tuple(h) for h in hands), tuple(laid_burns),
                  community_card)


def deal(game, seats: Mapping[int, str] | Sequence[str], *, burns: str | Sequence[str] = (),
         community: str | None = None, stacks: Sequence[int] | None = None,
         rules=None, structure=None, seed: int = 0) -> Hand:
    """A Hand dealt from `stack(seats, burns, community)`; stacks default to $1,000 each."""
    layout = stack(seats, burns, community, seed)
    n = len(layout.seats)
    kwargs = {}
    if rules is not None:
        kwargs["rules"] = rules
    if structure is not None:
        kwargs["structure"] = structure
    stacks = list(stacks) if stacks is not None else [DEFAULT_STACK] * n
    return Hand(game, stacks, deck=list(layout.deck), **kwargs)


def check_dealt(hand: Hand, layout: Layout, seats: Sequence[int] | None = None) -> None:
    """Assert the engine dealt each seat the up and down cards the layout promised."""
    for s in seats if seats is not None else range(len(layout.seats)):
        assert tuple(hand.up_cards(s)) == layout.up(s), (s, hand.up_cards(s), layout.up(s))
        assert tuple(hand.down_cards(s)) == layout.down(s), (s, hand.down_cards(s),
                                                             layout.down(s))


# --- playing -------------------------------------------------------------------------------

def _kind(action) -> str:
    kind = action.kind
    return kind.value if hasattr(kind, "value") else str(kind)


def options(hand: Hand) -> set[tuple[str, int, int]]:
    """The legal actions as (kind, amount, adds) tuples."""
    return {(_kind(a), a.amount, a.adds) for a in hand.legal_actions()}


def betting(hand: Hand) -> set[tuple[str, int, int]]:
    """options(hand) without the fold when a check is free (the catalogue neither allows
    nor forbids that fold, so rule tests do not depend on it)."""
    opts = options(hand)
    if any(kind == "check" for kind, _, _ in opts):
        opts = {o for o in opts if o[0] != "fold"}
    return opts


def kinds(hand: Hand) -> set[str]:
    """The legal action kinds, as their string values."""
    return {_kind(a) for a in hand.legal_actions()}


def _log(hand: Hand) -> str:
    return "\n".join(str(line) for line in hand.log)


def play(hand: Hand, script: str) -> list:
    """Take actions 'SEAT KIND [AMOUNT]' separated by commas, asserting whose turn it is."""
    taken = []
    for step in (s.strip() for s in script.split(",")):
        if not step:
            continue
        parts = step.split()
        seat, kind = int(parts[0]), parts[1]
        amount = int(parts[2]) if len(parts) > 2 else None
        assert not hand.is_over, f"hand is over before '{step}'\n{_log(hand)}"
        assert hand.to_act == seat, (f"expected seat {seat} to act for '{step}', "
                                     f"but to_act is {hand.to_act}\n{_log(hand)}")
        taken.append(hand.act(kind, amount) if amount is not None else hand.act(kind))
    return taken


def passive(hand: Hand):
    """One passive action: post the bring-in, else check, else call."""
    ks = kinds(hand)
    for kind in ("bring_in", "check", "call"):
        if kind in ks:
            return hand.act(kind)
    raise AssertionError(f"no passive action among {sorted(ks)}\n{_log(hand)}")


def advance_to(hand: Hand, street: int) -> None:
    """Play passively until `street` is being bet (or the hand ends)."""
    while not hand.is_over and hand.street < street:
        passive(hand)


def finish(hand: Hand) -> None:
    """Play passively until the hand is over."""
    guard = 0
    while not hand.is_over:
        passive(hand)
        guard += 1
        assert guard < 500, "hand does not end"


def random_hands(count: int, before_each: Callable[[Hand], None] | None = None) -> Iterator[Hand]:
    """Hands of the three games in turn, played to the end by random legal decisions: 2 to 8
    seats, stacks from 5 chips (all-ins, side pots, short antes) to 10,000, each preset in turn.
    `before_each(hand)` is called before every decision and must leave the hand as it is."""
    presets = [Rules.online(), Rules.cardroom(), Rules.tournament()]
    for seed in range(count):
        rng = random.Random(seed)
        stacks = [rng.choice([5, 30, 60, 200, 400, 2000, 10_000]) for _ in range(rng.randint(2, 8))]
        hand = Hand((STUD, STUD8, RAZZ)[seed % 3], stacks, rules=presets[seed % 3], seed=seed)
        while not hand.is_over:
            if before_each is not None:
                before_each(hand)
            action = rng.choice(hand.legal_actions())
            hand.act(action.kind, action.amount)
        yield hand


def refusals(hand: Hand) -> list[tuple[ActionKind, Refusal | None, IllegalAction | None]]:
    """Every kind of action for the player to act: why_not's answer and, when it names a reason,
    the IllegalAction act() raised for that kind (None when act() took it: a defect to report)."""
    out = []
    for kind in ActionKind:
        reason, refused = hand.why_not(kind), None
        if reason is not None:
            try:
                hand.act(kind)
            except IllegalAction as error:
                refused = error
        out.append((kind, reason, refused))
    return out


# --- shared layouts --------------------------------------------------------------------------
# Hole cards are "?" (they never decide who acts); boards are chosen so the order is known.

# Stud / Stud8: seat 0 brings in (2c, STUD-3.1); seat 1 has the best board on every later
# street (K-Q, K-Q-8, K-Q-8-7), so 4th-7th street action goes 1, 2, 3, 0. No board pairs.
FOUR_NO_PAIR = {
    0: "? ? 2c 3d 4h 6s ?",
    1: "? ? Kd Qc 8h 7d ?",
    2: "? ? Qh Jd 9c 5d ?",
    3: "? ? Js Tc 8d 6c ?",
}

# Razz: seat 0 brings in (Kd, RAZZ-3.1); seat 2 has the lowest board on every later street
# (3-2, 4-3-2, 6-4-3-2), so 4th-7th street action goes 2, 3, 0, 1.
RAZZ_FOUR = {
    0: "? ? Kd Qc 8h 7d ?",
    1: "? ? Qh Jd 9c 5d ?",
    2: "? ? 2c 3d 4h 6s ?",
    3: "? ? Js Tc 8d 6c ?",
}

# Three players; seat 1 pairs its door card on 4th street (9c 9d). Stud/Stud8: seat 0 brings
# in (2c) and seat 1 acts first on 4th; order on 4th is 1, 2, 0.
OPEN_PAIR = {
    0: "? ? 2c 3d",
    1: "? ? 9c 9d",
    2: "? ? Kh Qs",
}
