"""Practice with no screen: a seat against seeded bots, and a deal watched street by street.

The practice table's game without its views (studlib.widgets.table draws it): the deal, the bots,
the learner's seat, the question asked before a fold that gives up a free check (GEN-13.1), what
the learner may do now and, as records, why not. It holds no sentences: notices and refusals are
data a view puts into words in the language in force. Seats are 0-based (seat 0 is "Seat 1").

    session = PracticeSession(game=STUD, seed=4711)
    session.press(session.legal_actions[1])   # the learner calls the bring-in; the bots answer

The mini-deal's game is WatchedDeal: door cards set by hand, everyone checking or calling, and the
seat it points at (brings in, acts first, shows first) with the events that say why.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import NamedTuple

from . import events, phh
from .bots import STYLES, Bot, Move, decisions, play_bots
from .cards import Card, parse_card, parse_cards, shuffled_deck
from .dealing import card_positions
from .explain import Seat, Seats
from .games import STUD, Game, game_named
from .hand import Action, ActionKind, Hand, IllegalAction
from .hands import high_score
from .i18n import _, number
from .rules import Rules, Structure, default_stack
from .scenario import Scenario, ScenarioError
from .summary import explains_bring_in
from .typed import action_kind

__all__ = ["DEAL_TOP", "check_deal", "next_deal", "check_stacks", "check_players", "check_seat", "check_bot_style",
           "table_rules", "table_structure", "warm_evaluator", "explained",
           "Change", "Ask", "DealtAgain", "CodeOpened", "NewHand", "NoCode", "NotYourTurn", "Offer", "PracticeSession",
           "SHOWDOWN_STAGE", "Pointer", "door_positions", "deal_deck", "play_to_street", "pointer", "pointer_events",
           "door_cards", "WatchedDeal"]

DEAL_TOP = 999_999_999   # a deal number a class can type; far below 2**53, where browsers lose integers


# --- what a table may be given ------------------------------------------------------------------

def check_deal(seed: int) -> int:
    """A deal number a class can type: a whole number from 0 to DEAL_TOP (every table and drill)."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= DEAL_TOP:
        raise ValueError(_("A deal number runs from 0 to {top:,}, not {value!r}.").format(
            top=number(DEAL_TOP), value=seed))
    return seed


def next_deal(seed: int) -> int:
    """The deal number after `seed` (after DEAL_TOP, 0 again)."""
    return seed + 1 if seed < DEAL_TOP else 0


def check_stacks(stacks, players: int, structure: Structure) -> list[int]:
    """Each seat's chips: None gives 100 big bets each, one number is everyone's, a list is per seat;
    anything else raises ValueError saying what is allowed."""
    if stacks is None:
        return [default_stack(structure)] * players
    if isinstance(stacks, int) and not isinstance(stacks, bool) and stacks > 0:
        return [stacks] * players
    if (isinstance(stacks, Sequence) and not isinstance(stacks, str) and len(stacks) == players
            and all(isinstance(s, int) and not isinstance(s, bool) and s > 0 for s in stacks)):
        return list(stacks)
    raise ValueError(_("stacks must be one whole number of chips above 0 for every seat, or a list of "
                       "{n} of them, not {value!r}.").format(n=players, value=stacks))


def check_players(players: int) -> int:
    """A table size: 2 to 8 players (GEN-1.4)."""
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 8:
        raise ValueError(_("A stud table seats 2 to 8 players, not {value!r} (GEN-1.4).").format(value=players))
    return players


def check_seat(seat: int, players: int) -> int:
    """A 0-based seat index that exists at a table of `players`."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise ValueError(_("No seat {value!r}: seats are numbered 0 to {last} in code (Seat 1 to Seat {n} on "
                           "screen).").format(value=seat, last=players - 1, n=players))
    return seat


def check_bot_style(style: str) -> str:
    """A bot style the bots know ('solid', 'loose', 'tight')."""
    if not isinstance(style, str) or style not in STYLES:
        raise ValueError(_("Unknown bot style {value!r}: choose {styles}.").format(
            value=style, styles=", ".join(map(repr, STYLES))))
    return style


def table_rules(rules: Rules | str | None) -> Rules:
    """Table rules from a Rules, a preset name, or None (the online default)."""
    if rules is None:
        return Rules.online()
    if isinstance(rules, Rules):
        return rules
    if isinstance(rules, str):
        return Rules.preset(rules)
    raise ValueError(_("rules must be a studlib.Rules or a preset name ('online', 'cardroom', 'tournament'), "
                       "not {value!r}.").format(value=rules))


def table_structure(structure: Structure | None) -> Structure:
    """The table's Structure: None gives the default, anything but a Structure is a ValueError."""
    if structure is None:
        return Structure()
    if not isinstance(structure, Structure):
        raise ValueError(_("structure must be a studlib.Structure."))
    return structure


def warm_evaluator() -> None:
    """Load the hand evaluator's lookup tables now (a few milliseconds, once per kernel): the
    engine fills them on the first showdown, and a click that reaches one stays quick."""
    high_score((0, 5, 10, 15, 20, 25, 30))


def explained(hand: Hand) -> range | list[int]:
    """The events (their indices) the dealer's explanation repeats at the end of the hand: from who
    shows first on, or the awards of a pot nobody contested (none while in play)."""
    if not hand.is_over:
        return []
    found = hand.events
    if hand.showdown_order:
        start = next((i for i, e in enumerate(found) if isinstance(e, events.ShowsFirst)), len(found) - 1)
        return range(start, len(found))
    return [i for i, e in enumerate(found) if isinstance(e, (events.PotAwarded, events.WonUncontested))]


# --- what the session tells its views, as data ---------------------------------------------------

class Change(StrEnum):
    """What a learner changed at the table, so that it dealt again."""

    GAME = "game"
    RULES = "rules"
    PLAYERS = "players"
    SEAT = "seat"


class Ask(Enum):
    """A question the table asks before it acts."""

    FOLD_WHEN_CHECK_FREE = "fold_when_check_free"   # GEN-13.1: allowed, but it gives the hand up for nothing


@dataclass(frozen=True)
class DealtAgain:
    """The same deal from the start, `times` presses in a row (a fresh deal looks the same)."""

    times: int


@dataclass(frozen=True)
class CodeOpened:
    """A teacher's share code was dealt at the table."""

    code: str


@dataclass(frozen=True)
class NewHand:
    """A change dealt again while a hand was in play: that hand is abandoned."""

    change: Change


@dataclass(frozen=True)
class NoCode:
    """'Open code' pressed with nothing typed."""


class NotYourTurn(IllegalAction):
    """The learner acted while another seat is to act (`to_act`), or after the hand ended."""

    def __init__(self, seat: int, to_act: int | None, over: bool) -> None:
        super().__init__(f"seat {seat} acted out of turn")
        self.seat, self.to_act, self.over = seat, to_act, over

    def __str__(self) -> str:
        if self.over:
            why = _("The hand is over.").rstrip(".").lower()
        else:
            why = _("{seat} to act.").format(seat=Seat(self.to_act)).rstrip(".")
        return _("It is not your turn: {why}.").format(why=why)


class Offer(NamedTuple):
    """What a button offers, as data: its kind, the chips a dealer names ('Call $2', 'Raise to $6')
    and whether it puts the player all in. Its words follow from it; "Call $2" on a later street
    is the same offer, though the Action's street total differs."""

    kind: ActionKind
    chips: int
    all_in: bool

    @classmethod
    def of(cls, action: Action) -> Offer:
        """What `action` offers (a fold or a check names no chips, whatever the street's total)."""
        named = action.kind is not ActionKind.FOLD and action.kind is not ActionKind.CHECK
        return cls(action.kind, action.chips_named if named else 0, action.all_in)


Notice = DealtAgain | CodeOpened | NewHand | None
Problem = Ask | IllegalAction | ScenarioError | NoCode | None   # the one a view shows as an alert


# --- the session ----------------------------------------------------------------------------------

class PracticeSession:
    """One seat of a hand against seeded bots: the same deal number, game, rules and learner
    actions always give the same hand (studlib.bots)."""

    def __init__(self, game: Game | str = STUD, players: int = 6, seat: int = 0, seed: int = 4711,
                 rules: Rules | str | None = None, structure: Structure | None = None,
                 stacks: int | Sequence[int] | None = None,
                 deck: str | Iterable[Card | str] | None = None, *, bot_style: str = "solid") -> None:
        self.game = game_named(game)
        self.players = check_players(players)
        self.seat = check_seat(seat, self.players)
        self.seed = check_deal(seed)
        self.rules = table_rules(rules)
        self.structure = table_structure(structure)
        self._stacks_given = stacks
        self.stacks = check_stacks(stacks, self.players, self.structure)
        self.deck = tuple(parse_cards(deck)) if deck is not None else None
        self.bot_style = check_bot_style(bot_style)
        self.deal()

    @classmethod
    def from_scenario(cls, scenario: Scenario | str, seat: int = 0, **options) -> PracticeSession:
        """A teacher's stacked deal (a Scenario or its share code), the learner in `seat`."""
        if isinstance(scenario, str):
            scenario = Scenario.from_code(scenario)
        return cls(scenario.game, scenario.players, seat, seed=scenario.seed % (DEAL_TOP + 1),
                   rules=scenario.rules, structure=scenario.structure, stacks=scenario.stacks,
                   deck=scenario.deck(), **options)

    # --- what the learner may do ---------------------------------------------------------------

    @property
    def your_turn(self) -> bool:
        return self.hand.to_act == self.seat

    @property
    def legal_actions(self) -> list[Action]:
        """The learner's legal actions now (empty when it is not their turn)."""
        return self.hand.legal_actions() if self.your_turn else []

    @property
    def moves(self) -> list[Move]:
        """Every decision so far, the learner's and the bots' (from the hand's events)."""
        return decisions(self.hand)

    @property
    def since_your_last_move(self) -> int:
        """The index of the first event from the learner's last decision on (0 before it)."""
        return self._mark

    def asks_first(self, action: Action) -> Ask | None:
        """The question the table asks before this action, if any (GEN-13.1: a fold that gives
        up a free check is asked about once; pressing it again folds)."""
        if action.kind is ActionKind.FOLD and self.hand.check_is_free and self.asked is not Ask.FOLD_WHEN_CHECK_FREE:
            return Ask.FOLD_WHEN_CHECK_FREE
        return None

    def press(self, action: Action) -> Action | None:
        """A button pressed: ask first when the policy says so, else act. Returns the action taken,
        or None when the table asked or refused (session.problem says which, as data)."""
        asked = self.asks_first(action)
        if asked is not None:
            self.problem = self.asked = asked
            return None
        try:
            return self.act(action.kind, action.amount)
        except IllegalAction as err:   # a stale button: the reason is kept, nothing changes
            self.problem = err
            return None

    def act(self, kind: ActionKind | str, amount: int | None = None) -> Action:
        """The learner's decision, as Hand.act; then the bots play until the learner's next turn or
        the end. Out of turn or not a legal action: IllegalAction, and nothing changes."""
        hand = self.hand
        if hand.to_act != self.seat:
            raise NotYourTurn(self.seat, hand.to_act, hand.is_over)
        mark = len(hand.events)
        taken = hand.act(action_kind(kind), amount)   # a typed word too: « suivre » in French
        self._mark = mark
        self._fresh()
        play_bots(hand, self.bots)
        return taken

    def hand_file(self, comment: str = "") -> str:
        """The hand as it stands (finished or not) as a PHH file's text, `comment` in its _comment
        field (a view writes the deal number and the seat there, in the learner's language)."""
        return phh.dumps(self.hand, fields={"_comment": comment} if comment else None)

    # --- dealing -------------------------------------------------------------------------------

    def deal(self) -> None:
        """Deal the hand from the start (deal number, deck, game, rules, seats); the bots act
        until the learner's first turn."""
        self.hand = Hand(self.game, list(self.stacks), structure=self.structure, rules=self.rules,
                         seed=self.seed, deck=self.deck)
        self.bots = {s: Bot(self.bot_style, seed=s) for s in range(self.players) if s != self.seat}
        self._mark = 0
        self._fresh()
        self._agains = 0
        play_bots(self.hand, self.bots)

    def _fresh(self) -> None:
        """Forget the last notice and problem: they were about the table before this step."""
        self.notice: Notice = None
        self.problem: Problem = None
        self.asked: Ask | None = None   # the question on screen, until the next step
        self._agains = 0

    def new_deal(self, seed: int | None = None) -> None:
        """Deal number `seed` (default: the next number) from the start, with a shuffled deck."""
        self.seed = check_deal(next_deal(self.seed) if seed is None else seed)
        self.deck = None
        self.deal()

    def deal_again(self) -> None:
        """The same deal again from the start (a stacked deck too), and how many times in a row."""
        times = self._agains + 1
        self.deal()
        self._agains = times
        self.notice = DealtAgain(times)

    def open_code(self, code: str) -> None:
        """A teacher's share code, dealt here (the learner keeps their seat if it exists). Nothing
        typed or a mistyped code: session.problem says so and the hand stays as it was."""
        if not code.strip():
            self.problem = NoCode()
            return
        try:
            scenario = Scenario.from_code(code)
        except ScenarioError as err:
            self.problem = err
            return
        self.game, self.players = scenario.game, scenario.players
        self.seat = min(self.seat, self.players - 1)
        self.seed = scenario.seed % (DEAL_TOP + 1)
        self.rules, self.structure = scenario.rules, scenario.structure
        self._stacks_given = scenario.stacks
        self.stacks = check_stacks(scenario.stacks, self.players, self.structure)
        self.deck = scenario.deck()
        self.deal()
        self.notice = CodeOpened(scenario.code())

    def set_game(self, game: Game | str) -> None:
        """Same deal, another game, from the start."""
        self.game = game_named(game)
        self._deal_anew(Change.GAME)

    def set_rules(self, rules: Rules | str) -> None:
        """Another preset ('online', 'cardroom', 'tournament') or Rules; the deal starts again."""
        self.rules = table_rules(rules)
        self._deal_anew(Change.RULES)

    def set_players(self, players: int) -> None:
        """Another table size; the learner moves to the last seat if theirs no longer exists."""
        self.players = check_players(players)
        self.seat = min(self.seat, self.players - 1)
        given = self._stacks_given
        if isinstance(given, Sequence) and len(given) != players:
            given = None   # a per-seat list was for another table size: back to equal stacks
        self.stacks = check_stacks(given, self.players, self.structure)
        self._deal_anew(Change.PLAYERS)

    def set_seat(self, seat: int) -> None:
        """Sit in another seat (0-based); the deal starts again."""
        self.seat = check_seat(seat, self.players)
        self._deal_anew(Change.SEAT)

    def _deal_anew(self, change: Change) -> None:
        """Deal again after a change; a hand still in play is abandoned, and the notice says so."""
        mid_hand = not self.hand.is_over
        self.deal()
        if mid_hand:
            self.notice = NewHand(change)


# --- a deal watched street by street (the mini-deal) --------------------------------------------

SHOWDOWN_STAGE = 8   # "street" 8: seventh street has been bet and the cards are shown


class Pointer(Enum):
    """What the seat a watched deal points at does now."""

    BRINGS_IN = "brings_in"
    ACTS_FIRST = "acts_first"
    SHOWS_FIRST = "shows_first"


def door_positions(players: int) -> list[int]:
    """Each seat's door card's place in the deck, from the one dealing order (studlib.dealing)."""
    return [cards[2] for cards in card_positions(players)]


def deal_deck(seed: int, players: int, doors: Mapping[int, Card]) -> tuple[Card, ...]:
    """Deal #seed's deck in live dealing order with the given door cards swapped in.

    Each requested card trades places with the card that was at that seat's door, seat by seat in
    seat order, so no card is duplicated and the deck depends only on (seed, doors), not on the
    order the learner changed them.
    """
    deck = list(shuffled_deck(seed))
    where = door_positions(players)
    for seat in sorted(doors):
        i, j = where[seat], deck.index(doors[seat])
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck)


def play_to_street(hand: Hand, stage: int) -> None:
    """Everyone brings in, checks or calls until `stage` is dealt (SHOWDOWN_STAGE: to the showdown)."""
    while hand.to_act is not None and (stage >= SHOWDOWN_STAGE or hand.street < stage):
        action = hand.passive_action()
        hand.act(action.kind, action.amount)


def pointer(hand: Hand) -> tuple[int | None, Pointer | None]:
    """The seat to point at now and why: it brings in (third street), acts first (later streets)
    or shows first (at the end); (None, None) when there is nobody."""
    if hand.is_over:
        return (hand.showdown_order[0], Pointer.SHOWS_FIRST) if hand.showdown_order else (None, None)
    if hand.street == 3:
        return hand.bring_in_seat, Pointer.BRINGS_IN
    seat = hand.first_to_act.get(hand.street)
    return (seat, Pointer.ACTS_FIRST) if seat is not None else (None, None)


def pointer_events(hand: Hand) -> list[int]:
    """The events (their indices) that explain the pointer: the last one saying who brings in,
    this street's first-to-act, or at the end the shows-first and everything after it (shows,
    awards); the last event when none does."""
    found = hand.events
    if hand.is_over:
        start = next((i for i, e in enumerate(found) if isinstance(e, events.ShowsFirst)), len(found) - 1)
        return list(range(start, len(found)))
    if hand.street == 3:
        wanted = explains_bring_in
    else:
        def wanted(event: events.Event) -> bool:
            return isinstance(event, events.FirstToAct)
    last = next((i for i in range(len(found) - 1, -1, -1) if wanted(found[i])), len(found) - 1)
    return [last]


def door_cards(seed: int, players: int, door_cards) -> dict[int, Card]:
    """Door cards asked for (seat -> card, or a list by seat with None where the deal decides),
    checked, less those the deal gives anyway."""
    if door_cards is None:
        return {}
    if isinstance(door_cards, (str, bytes)) or not isinstance(door_cards, (Mapping, Iterable)):
        raise ValueError(_("door_cards must be a dict of seat to card, like {{0: 'As'}}, or a list of cards by "
                           "seat (None for a seat the deal decides), not {value!r}.").format(value=door_cards))
    items = (door_cards.items() if isinstance(door_cards, Mapping)
             else ((s, c) for s, c in enumerate(door_cards) if c is not None))
    wanted: dict[int, Card] = {}
    owner: dict[Card, int] = {}
    for seat, card in items:
        check_seat(seat, players)
        card = parse_card(card)
        if card in owner:
            # TRANSLATORS: {card} is "Kh" as typed, {pretty} "K♥" as the card shows in your language;
            # {seats} is both seats, "Seats 1 and 3" (French {seats:of}: « des sièges 1 et 3 »).
            raise ValueError(_("{card} cannot be the door card of both {seat} and {other}: a deck holds each card "
                               "once.").format(card=card, pretty=card.pretty, seat=Seat(owner[card]),
                                               other=Seat(seat), seats=Seats((owner[card], seat))))
        owner[card] = seat
        wanted[seat] = card
    base, where = shuffled_deck(seed), door_positions(players)
    return {s: c for s, c in wanted.items() if base[where[s]] != c}


class WatchedDeal:
    """A small table dealt street by street, everyone checking or calling: change a door card or
    the game and the bring-in, first to act and shows first move (the mini-deal's game)."""

    def __init__(self, game: Game | str = STUD, players: int = 5, seed: int = 4711,
                 rules: Rules | str | None = None, structure: Structure | None = None,
                 doors: Mapping[int, Card | str] | Iterable[Card | str | None] | None = None) -> None:
        self.game = game_named(game)
        self.players = check_players(players)
        self.rules = table_rules(rules)
        self.structure = table_structure(structure)
        self.seed = check_deal(seed)
        self.stage = 3
        self.doors = door_cards(self.seed, self.players, doors)
        self.deal()

    def deal(self) -> None:
        """Deal the hand again from (seed, door cards, game) and play to the current stage."""
        self.deck = deal_deck(self.seed, self.players, self.doors)
        self.hand = Hand(self.game, [default_stack(self.structure)] * self.players, structure=self.structure,
                         rules=self.rules, seed=self.seed, deck=self.deck)
        play_to_street(self.hand, self.stage)

    def deal_next(self) -> bool:
        """Everyone checks or calls, then the next street is dealt (after seventh: the showdown);
        False when the hand was already over."""
        if self.hand.is_over:
            return False
        self.stage = self.hand.street + 1 if self.hand.street < 7 else SHOWDOWN_STAGE
        play_to_street(self.hand, self.stage)
        return True

    def new_deal(self, seed: int | None = None) -> None:
        """Deal number `seed` (default: the next number) from third street, door cards as dealt."""
        self.seed = check_deal(next_deal(self.seed) if seed is None else seed)
        self.doors = {}
        self.stage = 3
        self.deal()

    def deal_again(self) -> None:
        """The same deal number (and door cards) again from third street."""
        self.stage = 3
        self.deal()

    def set_game(self, game: Game | str) -> None:
        """Same cards, another game: the hand is dealt again up to the same street."""
        self.game = game_named(game)
        self.deal()

    def current_doors(self) -> dict[int, Card]:
        """Every seat's door card now (seat -> card)."""
        where = door_positions(self.players)
        return {s: self.deck[where[s]] for s in range(self.players)}

    def set_door_card(self, seat: int, card: Card | str) -> bool:
        """Give `seat` this door card; the card it replaces takes the chosen card's place in the deck
        (another seat's door card included), and the hand is dealt again to the same street.
        False when the seat had that card already."""
        check_seat(seat, self.players)
        card = parse_card(card)
        current = self.current_doors()
        if current[seat] == card:
            return False
        doors = dict(self.doors)
        for other, door in current.items():
            if door == card:
                doors[other] = current[seat]
        doors[seat] = card
        base, where = shuffled_deck(self.seed), door_positions(self.players)
        self.doors = {s: c for s, c in doors.items() if base[where[s]] != c}
        self.deal()
        return True
