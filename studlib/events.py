"""What happened in a hand, as data: one frozen record per kind of event, with the rules it applies.

The engine (studlib.hand) appends these to `Hand.events` as the hand is played and never writes
a sentence; studlib.explain turns each event into a sentence in the language in force when the
log is read. Everything else that needs to know what happened (hand histories, drills,
summaries, replays) reads the events, never the sentences, so rewording or translating a
sentence changes nothing but the words.

Seats are numbered from 0 here, as in code; chips are whole chips (Structure.money formats them).
Each class's `rules` are the rule IDs (docs/catalogue.md) the event applies.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .actions import Action
from .cards import Card
from .pots import Award, Half, Pot

__all__ = ["Event", "Antes", "DealtDown", "DealtUp", "Burned", "DealtExposed", "CardMove", "Table",
           "StreetDealt", "card_moves", "dealt_cards", "DownCardExposed", "ExposedCardBringsInNot",
           "DeadHandExposed", "MisdealCalled", "SeventhExposed", "AllInDeclared", "BringInMisnamed",
           "TakenOut", "CardsDealtTooSoon", "CardsTakenOutAfterRound", "BurnErrorFound", "DealtOffTable",
           "BringInCorrected", "BringInDue", "BringInSkipped", "BringInPasses", "Acted",
           "BroughtIn", "Completed", "FoldedWhenCheckFree", "ShortAllIn", "AllInsReopen", "Capped", "OpenPair",
           "FirstToAct", "NoBetting", "BurnsReshuffled", "CommunityCard", "NoCommunityBetting",
           "UncalledBetReturned", "WonUncontested", "ShowsFirst", "HandShown", "PotsFormed",
           "OddChipToHigh", "PotAwarded", "Scooped", "ShowdownReason"]


class Event:
    """Something the dealer or a player did; `rules` lists the rule IDs it applies."""

    __slots__ = ()
    rules: tuple[str, ...] = ()


# --- the deal ----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Antes(Event):
    """Every seat antes `ante`; `short` lists (seat, chips) for those all in for less."""

    ante: int
    short: tuple[tuple[int, int], ...] = ()
    rules = ("GEN-2.1", "GEN-2.2")


# --- the cards ---------------------------------------------------------------------------
# Each street's event names its cards: `down` and `up` are (seat, card) pairs in the order
# dealt, `burn` the card burned first. A card nobody saw (a real record's '??') is None.
# `moves` gives the same cards as one typed record per card, in dealing order.

@dataclass(frozen=True, slots=True)
class DealtDown(Event):
    """`seat` is dealt `card` face down."""

    seat: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class DealtUp(Event):
    """`seat` is dealt `card` face up."""

    seat: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class Burned(Event):
    """The dealer burns `card` before a street (GEN-1.3)."""

    card: Card | None
    rules = ("GEN-1.3",)


@dataclass(frozen=True, slots=True)
class DealtExposed(Event):
    """`seat` is dealt `card` face up where it should have been face down (GEN-14.3, GEN-14.6)."""

    seat: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class TakenOut(Event):
    """`card` is taken out of play and held aside in case the deck runs out (GEN-14.9, GEN-11.1,
    T-8); `seat` is the player it was dealt to too soon, or None (a burn, or a card off the stub)."""

    card: Card | None
    seat: int | None = None
    rules = ("GEN-14.9",)


CardMove = DealtDown | DealtUp | Burned | DealtExposed | TakenOut


@dataclass(frozen=True, slots=True)
class Table:
    """What a hand was dealt at: the game, the stacks before the antes, the structure, the rules
    and the dealer's mistakes (Hand.from_events deals it again from these)."""

    game: object          # a studlib.games.Game
    stacks: tuple[int, ...]
    structure: object     # a studlib.rules.Structure
    rules: object         # a studlib.rules.Rules
    mistakes: tuple = ()
    deal_number: int = 0


@dataclass(frozen=True, slots=True)
class StreetDealt(Event):
    """A street's cards are dealt: on third street two down and the door card, later a burn and one
    card each (face down on seventh street). `exposed` are the (seat, card) pairs dealt face up
    that should have been down (a dealer's error, GEN-14.3, GEN-14.6); on third street `table`
    says what the hand is dealt at."""

    street: int
    down: tuple[tuple[int, Card | None], ...] = ()
    up: tuple[tuple[int, Card | None], ...] = ()
    burn: Card | None = None
    burned: bool = False
    exposed: tuple[tuple[int, Card | None], ...] = ()
    table: Table | None = None
    no_burn_stub: int = 0      # seventh street dealt without a burn: the stub held one card a player

    @property
    def moves(self) -> tuple[CardMove, ...]:
        """Every card of this street as a typed record, in the order dealt."""
        moves: list[CardMove] = [Burned(self.burn)] if self.burned else []
        exposed = set(self.exposed)
        if self.street == 3:
            moves += [DealtExposed(s, c) if (s, c) in exposed else DealtDown(s, c) for s, c in self.down]
            moves += [DealtUp(s, c) for s, c in self.up]
        else:
            moves += [DealtUp(s, c) for s, c in self.up]
            moves += [DealtExposed(s, c) if (s, c) in exposed else DealtDown(s, c) for s, c in self.down]
        return tuple(moves)

    @property
    def rules(self) -> tuple[str, ...]:
        if self.no_burn_stub:
            return ("GEN-1.1", "GEN-11.1")
        return ("GEN-1.1", "GEN-1.3") if self.burned else ("GEN-1.1",)


@dataclass(frozen=True, slots=True)
class BringInDue(Event):
    """`seat` must bring in with its door card; `tied_with` are other seats whose door card has the
    same rank (the suit decided, GEN-3.1); `low_board` when the highest card pays (razz)."""

    seat: int
    door: Card
    tied_with: tuple[tuple[int, Card], ...]
    low_board: bool
    rule: str            # the game's bring-in rule: STUD-3.1, HILO-3.1 or RAZZ-3.1

    @property
    def rules(self) -> tuple[str, ...]:
        return (self.rule, "GEN-3.1") if self.tied_with else (self.rule,)


@dataclass(frozen=True, slots=True)
class BringInSkipped(Event):
    """`worst` must bring in but is all in for the ante, so `seat`, next on the left, must (GEN-12.2)."""

    worst: int
    seat: int
    rules = ("GEN-12.2",)


@dataclass(frozen=True, slots=True)
class BringInPasses(Event):
    """The substitute for an all-in bring-in folded: `seat`, next on the left, must now act (GEN-12.2)."""

    seat: int
    rules = ("GEN-12.2",)


# --- decisions ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Acted(Event):
    """`seat` took `action` (a studlib.actions.Action) on `street`: a bet, raise, call, check or fold.

    The bring-in, the completion and a fold when checking was free have their own subclasses,
    since each applies a rule of its own; every decision of a hand is an Acted.
    """

    street: int
    seat: int
    action: Action


@dataclass(frozen=True, slots=True)
class BroughtIn(Acted):
    """The bring-in posted; `short_of` is the full bring-in when the seat had less (GEN-12.2), else 0."""

    short_of: int = 0

    @property
    def rules(self) -> tuple[str, ...]:
        return ("GEN-3.2", "GEN-12.2") if self.short_of else ("GEN-3.2",)


@dataclass(frozen=True, slots=True)
class Completed(Acted):
    """A completion to the full bet: on third street opening the betting (GEN-3.3) or answering
    the bring-in already posted (GEN-3.4); `answers_all_in` when it completes an all-in bet of
    less than half a bet, on any street (GEN-12.3 (a)). It is the round's bet for the cap (GEN-4.1)."""

    answers_bring_in: bool = False
    answers_all_in: bool = False

    @property
    def rules(self) -> tuple[str, ...]:
        if self.street > 3:
            return ("GEN-12.3",)
        rules = ("GEN-3.4",) if self.answers_bring_in else ("GEN-3.3",)
        return rules + ("GEN-12.3",) if self.answers_all_in else rules


@dataclass(frozen=True, slots=True)
class FoldedWhenCheckFree(Acted):
    """A fold when checking was free: legal, but the hand is given up for nothing (GEN-13.1)."""

    rules = ("GEN-13.1",)


@dataclass(frozen=True, slots=True)
class ShortAllIn(Event):
    """`seat`'s all-in to `amount` is less than half a bet above the last full bet: the betting is
    not reopened for players who already acted and are in for all previous bets (GEN-12.1). `bet`
    when no full bet was made yet on the street: the others may call it or complete (GEN-12.3 (a));
    else it was a raise, which a raise answers one bet above the last full level (GEN-12.3 (c))."""

    seat: int
    amount: int
    bet: bool = False
    rules = ("GEN-12.1", "GEN-12.3")


@dataclass(frozen=True, slots=True)
class AllInsReopen(Event):
    """`seat`'s all-in to `amount` adds less than half a bet to the earlier short all-ins, but
    together they make a raise for the players in `reopened`, who already acted and now face
    half a bet or more: the betting is reopened for them (GEN-12.1)."""

    seat: int
    amount: int
    reopened: tuple[int, ...]
    rules = ("GEN-12.1",)


@dataclass(frozen=True, slots=True)
class Capped(Event):
    """The bet and `raises` raises are made: the street is capped (GEN-4.1, T-6)."""

    raises: int
    rules = ("GEN-4.1", "T-6")


@dataclass(frozen=True, slots=True)
class OpenPair(Event):
    """`seats` show a pair on fourth street in stud: bets may be `small` or `big` (STUD-6.1, T-2)."""

    seats: tuple[int, ...]
    small: int
    big: int
    rules = ("STUD-6.1", "T-2")


@dataclass(frozen=True, slots=True)
class FirstToAct(Event):
    """Who opens `street`: `seat` has the best board (lowest in razz), `board`; `actor` acts for it
    when `seat` is all in (GEN-5.4). `tied` are the seats with an equal board (`seat` among them),
    `by_suit` when suits broke the tie (T-3), else the first on the dealer's left did (GEN-5.3)."""

    street: int
    seat: int
    actor: int
    board: tuple[Card, ...]
    tied: tuple[int, ...]
    by_suit: bool
    community: bool      # seventh street is a community card (GEN-11.2)
    rule: str            # the game's first-to-act rule: STUD-5.1, HILO-5.1 or RAZZ-5.1
    seventh_up: bool = False   # a seventh card was dealt face up: all up cards count (GEN-14.6)

    @property
    def rules(self) -> tuple[str, ...]:
        rules = (self.rule, "GEN-5.1")
        if self.actor != self.seat:
            return rules + ("GEN-5.4",)
        if self.street == 7 and self.community:
            rules += ("GEN-11.2",)
        if self.seventh_up:
            rules += ("GEN-14.6", "T-10")
        if len(self.tied) > 1:
            rules += ("T-3",) if self.by_suit else ("GEN-5.3",)
        return rules


@dataclass(frozen=True, slots=True)
class NoBetting(Event):
    """No betting on `street`: at most one player still has chips."""

    street: int


# --- running out of cards (GEN-11) --------------------------------------------------------

@dataclass(frozen=True, slots=True)
class BurnsReshuffled(Event):
    """T-8 (RRP Seven-Card Stud 15): the stub of `stub` cards is short for `players`: its cards
    but the last are dealt (`dealt`, (seat, card) face down, in order), the last is mixed with the
    burns and any cards held aside under GEN-14.9 (`pack` cards in all), scrambled and cut; the
    deal goes on from that pack."""

    stub: int
    players: int
    dealt: tuple[tuple[int, Card | None], ...] = ()
    pack: int = 0
    aside: int = 0       # of the pack, the cards held aside under GEN-14.9

    @property
    def rules(self) -> tuple[str, ...]:
        return ("T-8", "GEN-11.1", "GEN-14.9") if self.aside else ("T-8", "GEN-11.1")

    @property
    def moves(self) -> tuple[CardMove, ...]:
        return tuple(DealtDown(s, c) for s, c in self.dealt)


@dataclass(frozen=True, slots=True)
class CommunityCard(Event):
    """Seventh street is one `card` face up for all `players` (GEN-11.1): the stub held `stub`
    cards, `burned` when one was burned first (`burn`), `reshuffled` when the stub's last card
    and the burns were gathered first (T-8)."""

    players: int
    stub: int
    burned: bool
    card: Card | None
    reshuffled: bool
    burn: Card | None = None

    @property
    def moves(self) -> tuple[CardMove, ...]:
        return (Burned(self.burn),) if self.burned else ()

    @property
    def rules(self) -> tuple[str, ...]:
        return ("GEN-11.1", "T-8") if self.reshuffled else ("GEN-11.1",)


@dataclass(frozen=True, slots=True)
class NoCommunityBetting(Event):
    """This table does not bet on a community-card round (T-9)."""

    rules = ("T-9", "GEN-11.2")


# --- the dealer's errors (GEN-14) ----------------------------------------------------------

@dataclass(frozen=True, slots=True)
class DownCardExposed(Event):
    """`seat`'s down card `card` was dealt face up on third street: its third card is dealt face
    down and the exposed card is its up card (GEN-14.3, T-11 cardroom)."""

    seat: int
    card: Card | None
    rules = ("GEN-14.3", "T-11")


@dataclass(frozen=True, slots=True)
class ExposedCardBringsInNot(Event):
    """`seat`'s exposed card would have been the bring-in: the bring-in does not fall on it;
    `actor`, the first player on its left, acts first and may fold, bring in or complete (GEN-14.3)."""

    seat: int
    actor: int
    rules = ("GEN-14.3", "T-11")


@dataclass(frozen=True, slots=True)
class DeadHandExposed(Event):
    """Both of `seat`'s down cards were dealt face up: its hand is dead and its ante of `returned`
    comes back (GEN-14.3, T-11 cardroom)."""

    seat: int
    returned: int
    rules = ("GEN-14.3", "T-11")


@dataclass(frozen=True, slots=True)
class MisdealCalled(Event):
    """A misdeal: every card is gathered, the antes and bets go back and the hand is dealt again
    (GEN-14.1). `exposed` is the seat whose down card was dealt face up in a tournament (T-11), or
    None when the dealer or the floor declared it."""

    exposed: int | None = None

    @property
    def rules(self) -> tuple[str, ...]:
        return ("GEN-14.1", "GEN-14.3", "T-11") if self.exposed is not None else ("GEN-14.1", "GEN-14.2")


@dataclass(frozen=True, slots=True)
class SeventhExposed(Event):
    """`seat`'s seventh-street `card` was dealt face up: it stays that player's card (GEN-14.6,
    T-10). `others_up`: heads-up, the first player's was exposed, so the second's is dealt up too;
    `may_declare`: the player may declare all in before the betting."""

    seat: int
    card: Card | None
    others_up: bool
    may_declare: bool
    rules = ("GEN-14.6", "T-10")


@dataclass(frozen=True, slots=True)
class AllInDeclared(Event):
    """`seat`, whose seventh card was dealt face up, declares all in before the betting: it puts in
    no more chips, plays for the pot so far, and keeps `kept` out of the later betting (GEN-14.6)."""

    seat: int
    kept: int
    rules = ("GEN-14.6", "T-10")


@dataclass(frozen=True, slots=True)
class BringInMisnamed(Event):
    """The dealer names `named` to bring in; `seat` has the worst door card (GEN-14.8)."""

    named: int
    seat: int
    rules = ("GEN-14.8",)


@dataclass(frozen=True, slots=True)
class BringInCorrected(Event):
    """Found before the next player acted: `named` takes back `returned` and `seat`, the true
    worst door card, must bring in (GEN-14.8)."""

    named: int
    seat: int
    returned: int
    rules = ("GEN-14.8",)


@dataclass(frozen=True, slots=True)
class CardsDealtTooSoon(Event):
    """GEN-14.9: before the betting on `street` - 1 was over, the dealer burned `burn` and dealt
    `street`'s `dealt` cards ((seat, card) in dealing order). They are taken out of play and held
    aside, except that on seventh street players who looked at their card keep it (`kept`): they
    may then only call on sixth street."""

    street: int
    burn: Card | None
    dealt: tuple[tuple[int, Card | None], ...]
    kept: bool = False
    rules = ("GEN-14.9",)

    @property
    def moves(self) -> tuple[CardMove, ...]:
        if self.kept:
            return (TakenOut(self.burn),) + tuple(DealtDown(s, c) for s, c in self.dealt)
        return (TakenOut(self.burn),) + tuple(TakenOut(c, s) for s, c in self.dealt)


@dataclass(frozen=True, slots=True)
class CardsTakenOutAfterRound(Event):
    """GEN-14.9: the round is over; one more card for each of the `players` still in is taken out
    of play and held aside (`cards`) before the dealer burns and deals `street`."""

    street: int
    players: int
    cards: tuple[Card | None, ...]
    rules = ("GEN-14.9",)

    @property
    def moves(self) -> tuple[CardMove, ...]:
        return tuple(TakenOut(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class BurnErrorFound(Event):
    """GEN-14.10: the dealer burned `burns` cards (0 or 2) for `street`. The cards are put back in
    their proper places (the street's StreetDealt shows them there), unless the players looked at
    their seventh card (`kept`): then each keeps the card dealt, and the second burn `extra` stays
    burned."""

    street: int
    burns: int
    kept: bool = False
    extra: Card | None = None
    rules = ("GEN-14.10",)

    @property
    def moves(self) -> tuple[CardMove, ...]:
        return (Burned(self.extra),) if self.kept and self.burns == 2 else ()


@dataclass(frozen=True, slots=True)
class DealtOffTable(Event):
    """`seat`'s `card` went off the table as it was dealt: it plays, as an exposed card (GEN-14.10);
    the next event says what the exposed card means."""

    seat: int
    card: Card | None
    rules = ("GEN-14.10",)


# --- the end -----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class UncalledBetReturned(Event):
    """Nobody called `seat`'s last `amount`: it goes back to `seat`."""

    seat: int
    amount: int
    rules = ("GEN-12.4",)


@dataclass(frozen=True, slots=True)
class WonUncontested(Event):
    """Everyone else folded: `seat` takes `amount` without showing."""

    seat: int
    amount: int


class ShowdownReason(StrEnum):
    """Why a seat shows first at the showdown (ShowsFirst.why)."""

    AGGRESSOR = "aggressor"         # the last to bet or raise on seventh street (GEN-8.1)
    SEAT_ORDER = "seat_order"       # nobody bet: razz players show in seat order (RAZZ-8.2, T-4)
    BEST_BOARD = "best_board"       # nobody bet: the best board shows first (GEN-8.2)
    LOWEST_BOARD = "lowest_board"   # nobody bet: in razz the lowest board shows first (T-4, GEN-8.2)


@dataclass(frozen=True, slots=True)
class ShowsFirst(Event):
    """`seat` shows first, for the reason `why` (a ShowdownReason); the others follow clockwise."""

    seat: int
    why: ShowdownReason
    rules: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class HandShown(Event):
    """`seat` shows its `cards` (in the order Hand.cards gives them) at the showdown."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class PotsFormed(Event):
    """The main pot and side pots at the showdown, each awarded separately (GEN-10.4)."""

    pots: tuple[Pot, ...]
    rules = ("GEN-10.4",)


@dataclass(frozen=True, slots=True)
class OddChipToHigh(Event):
    """Pot `pot_index` does not split evenly in two: the odd chip goes to the high half (HILO-10.3)."""

    pot_index: int
    rules = ("HILO-10.3",)


@dataclass(frozen=True, slots=True)
class PotAwarded(Event):
    """Pot `pot_index` of `n_pots`, or one half of it, goes to the `awards` (one per winner)."""

    pot_index: int
    n_pots: int
    awards: tuple[Award, ...]
    hi_lo: bool

    @property
    def rules(self) -> tuple[str, ...]:
        first = self.awards[0]
        rules: tuple[str, ...] = ()
        if len(self.awards) > 1:
            rules += ("HILO-10.2",) if self.hi_lo else ("GEN-10.2",)
            if any(a.odd_chips for a in self.awards):
                rules += ("GEN-10.3", "T-5")
        if first.scooped_no_low or self.hi_lo:
            return rules + ("HILO-10.1",)
        if first.half is Half.RAZZ:
            return rules + ("RAZZ-10.1",)
        return rules + ("STUD-9.1", "GEN-10.1")


@dataclass(frozen=True, slots=True)
class Scooped(Event):
    """`seat` wins both halves of pot `pot_index` of `n_pots`, `amount` in all (HILO-10.1)."""

    pot_index: int
    n_pots: int
    seat: int
    amount: int
    rules = ("HILO-10.1",)


# --- reading the cards back --------------------------------------------------------------

def card_moves(events: list[Event]) -> list[CardMove]:
    """Every card movement of a hand, in the order dealt (the community card aside)."""
    moves: list[CardMove] = []
    for e in events:
        found = getattr(e, "moves", None)
        if found is not None:
            moves.extend(found)
    return moves


@dataclass(frozen=True)
class DealtCards:
    """What the events say was dealt: each seat's cards in the order received (up or down),
    which of them are face up, the burns, the community card, how many cards are left, and the
    cards taken out of play and held aside (GEN-14.9), in the order taken."""

    by_seat: tuple[tuple[Card | None, ...], ...]
    face_up: tuple[tuple[bool, ...], ...]
    burns: tuple[Card | None, ...]
    community: Card | None
    stub: int
    aside: tuple[Card | None, ...] = ()


def dealt_cards(events: list[Event], players: int) -> DealtCards:
    """The cards each seat holds, the burns, the community card, the stub and the cards held aside,
    from events alone."""
    by_seat: list[list[Card | None]] = [[] for _ in range(players)]
    face_up: list[list[bool]] = [[] for _ in range(players)]
    burns: list[Card | None] = []
    aside: list[Card | None] = []
    community = None
    stub = 52
    for e in events:
        for m in getattr(e, "moves", ()):
            stub -= 1
            if isinstance(m, Burned):
                burns.append(m.card)
                continue
            if isinstance(m, TakenOut):
                aside.append(m.card)
                continue
            by_seat[m.seat].append(m.card)
            face_up[m.seat].append(not isinstance(m, DealtDown))
        if isinstance(e, BurnsReshuffled):
            stub = e.pack       # the stub's last card, the burns and the cards held aside, gathered (T-8)
        elif isinstance(e, CommunityCard):
            community = e.card
            stub -= 1
    return DealtCards(tuple(map(tuple, by_seat)), tuple(map(tuple, face_up)), tuple(burns), community, stub,
                      tuple(aside))
