"""Where a hand's cards come from, and the one order stud deals them in (GEN-1.1, GEN-1.3, GEN-11.1).

A Hand takes its cards from a source:
- `Shuffle(deal_number)`: a deck shuffled by the deal number (studlib.cards.shuffled_deck);
- `Stacked(front, deal_number)`: chosen cards first, in live dealing order, the rest shuffled
  by the deal number (what `Hand(deck=...)` and a teacher's Scenario deal);
- `Recorded(by_seat, burns, community)`: the cards a hand history shows, seat by seat in the
  order each seat received them; a card nobody saw is None (PHH's '??'), and stays unknown.

A deck source hands out its cards in the order the dealer deals them; a recorded source hands
each seat the card it was recorded receiving. Either way the engine asks for the cards street by
street in the same order, so the dealing order is written once: in `Hand` (hand.py), with
`card_positions` below saying where each card of a deal nobody folds sits in the deck.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import Card, shuffled_deck, stacked_deck

__all__ = ["CardSource", "Shuffle", "Stacked", "Recorded", "DeckSource", "third_street_order",
           "seventh_street_plan", "card_positions", "DECK_SIZE"]

DECK_SIZE = 52


def third_street_order(players: int) -> list[tuple[int, int]]:
    """(seat, card index) in the order third street is dealt: a first down card to each seat from
    the dealer's left, a second, then the door cards face up (GEN-1.1)."""
    return [(seat, index) for index in range(3) for seat in range(players)]


def seventh_street_plan(stub: int, players: int) -> tuple[bool, int]:
    """GEN-11.1 on the stub as it is: (burn first?, how many players get a card of their own).

    At least players + 1 cards: burn, then a card each. Exactly `players`: a card each, no burn.
    Fewer: nobody gets a card of their own; one community card, after a burn when the stub holds
    two or more (the caller turns it up)."""
    if stub >= players + 1:
        return True, players
    if stub == players:
        return False, players
    return stub >= 2, 0


def card_positions(players: int) -> list[list[int]]:
    """Deck index of each card a seat receives (first down .. 7th) when nobody folds; -1 = none.

    Live order (GEN-1.1, GEN-1.3): three rounds of n cards, then for 4th, 5th and 6th street a
    burn and n cards; 7th street by GEN-11.1 on the stub left: a burn and n down cards when it
    holds n + 1, the n cards without a burn when it holds n (7 players). With 8 players no
    seventh card has a fixed place: it is a community card, or under T-8 it comes from the
    stub's last card shuffled with the burns.
    """
    n = players
    where = [[0] * 7 for _ in range(n)]
    for i, (seat, index) in enumerate(third_street_order(n)):
        where[seat][index] = i
    for k in range(3):                      # 4th, 5th, 6th: a burn, then one card each
        for seat in range(n):
            where[seat][3 + k] = 3 * n + k * (n + 1) + 1 + seat
    top = 3 * n + 3 * (n + 1)               # the first card of the stub at seventh street
    burn, own = seventh_street_plan(DECK_SIZE - top, n)
    for seat in range(n):
        where[seat][6] = top + burn + seat if own else -1
    return where


class CardSource:
    """Where the engine's cards come from; it asks for them in dealing order, street by street."""

    # How many cards are still in the stub (for GEN-11.1's counts).
    left: int = DECK_SIZE
    deal_number: int = 0

    def deal(self, seats: Sequence[int], index: int) -> Sequence[Card | None]:
        """One card for each of `seats` (in dealing order), each its `index`-th card (0 = first down)."""
        raise NotImplementedError

    def burn(self) -> Card | None:
        """The burn card (None when nobody saw it)."""
        raise NotImplementedError

    def turn_community(self) -> Card | None:
        """The card turned up as everyone's seventh card (GEN-11.1)."""
        raise NotImplementedError

    def set_aside(self) -> Card | None:
        """The stub's last card, taken to be mixed with the burns (T-8)."""
        raise NotImplementedError

    def take_out(self) -> Card | None:
        """The next card off the stub, taken out of play and held aside (GEN-14.9)."""
        raise NotImplementedError

    def gather(self, cards: list[Card | None]) -> None:
        """T-8: the stub's last card and the burns, scrambled and cut: the rest of the deal comes
        from them."""
        raise NotImplementedError

    def recorded_opener(self, street: int) -> int | None:
        """The seat a record shows opening `street` (bringing in on third street), when boards the
        record leaves unseen ('??') keep the engine from working it out; None otherwise."""
        return None


class DeckSource(CardSource):
    """A 52-card deck dealt from the top."""

    def __init__(self, deck: tuple[Card, ...], deal_number: int) -> None:
        self.deck = deck
        self.deal_number = deal_number
        self.next = 0
        self.left = len(deck)

    def deal(self, seats: Sequence[int], index: int) -> list[Card | None]:
        start = self.next
        self.next = end = start + len(seats)
        self.left -= len(seats)
        return self.deck[start:end]

    def burn(self) -> Card | None:
        card = self.deck[self.next]
        self.next += 1
        self.left -= 1
        return card

    turn_community = set_aside = take_out = burn

    def gather(self, cards: list[Card | None]) -> None:
        # A new shuffle of those cards, from the same deal number: the same hand deals the same
        # cards every time (T-8).
        self.deck = shuffled_deck(self.deal_number, [c for c in cards if c is not None])
        self.next = 0
        self.left = len(self.deck)


def Shuffle(deal_number: int) -> DeckSource:
    """The 52 cards shuffled by `deal_number` (the same number deals the same cards everywhere)."""
    return DeckSource(shuffled_deck(deal_number), deal_number)


def Stacked(front: str | Iterable[Card | str], deal_number: int = 0) -> DeckSource:
    """Chosen cards on top in live dealing order, the rest shuffled by `deal_number`."""
    return DeckSource(stacked_deck(front, deal_number), deal_number)


class Recorded(CardSource):
    """The cards a hand history shows: each seat's cards in the order received (None = unseen),
    the burns as far as known, the community card, who the record shows opening each street, and
    the cards taken out of play (GEN-14.9) in the order taken."""

    def __init__(self, by_seat: Sequence[Sequence[Card | None]], burns: Sequence[Card | None] = (),
                 community: Card | None = None, openers: dict[int, int] | None = None,
                 deal_number: int = 0, aside: Sequence[Card | None] = ()) -> None:
        self.by_seat = [list(cards) for cards in by_seat]
        self.burns = list(burns)
        self.aside = list(aside)
        self._taken = 0
        self.community = community
        self.openers = dict(openers or {})
        self.deal_number = deal_number
        self.left = DECK_SIZE
        self._burned = 0

    def deal(self, seats: Sequence[int], index: int) -> list[Card | None]:
        self.left -= len(seats)
        by_seat = self.by_seat
        return [by_seat[s][index] if index < len(by_seat[s]) else None for s in seats]

    def burn(self) -> Card | None:
        self.left -= 1
        k, self._burned = self._burned, self._burned + 1
        return self.burns[k] if k < len(self.burns) else None

    def turn_community(self) -> Card | None:
        self.left -= 1
        return self.community

    def set_aside(self) -> Card | None:
        self.left -= 1
        return None

    def take_out(self) -> Card | None:
        self.left -= 1
        k, self._taken = self._taken, self._taken + 1
        return self.aside[k] if k < len(self.aside) else None

    def gather(self, cards: list[Card | None]) -> None:
        self.left = len(cards)

    def recorded_opener(self, street: int) -> int | None:
        return self.openers.get(street)

