"""A hand in play: antes, the deal street by street, fixed-limit betting, showdown, payoffs."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import groupby
from operator import attrgetter

from . import events as ev
from . import speech
from .actions import Action, ActionKind
from .cards import Card, parse_cards
from .dealing import CardSource, Recorded, Shuffle, Stacked, seventh_street_plan
from .games import Game, Ranking
from .hands import partial_score
from .i18n import _, current_language
from .irregularities import BurnError, DealerError, DealtTooSoon, Exposed, WrongBringIn, check_mistakes
from .pots import Award, Half, Pot, award_pot, build_pots, pots_in_play
from .rules import EqualBoards, ExposedDownCard, ExposedSeventh, Rules, ShowdownOrder, Structure
from .speech import LogLine

__all__ = ["ActionKind", "Action", "IllegalAction", "Refusal", "NotAnOption", "SizeNeeded", "WrongSize",
           "NobodyToAct", "Hand"]


# --- what act() refused, as data: studlib.explain says each when the error is shown ------------

@dataclass(frozen=True, slots=True)
class NotAnOption:
    """`seat` may not take an action of `kind` now, for `reason`; `options` are what it may do.
    `to_call` (what `seat` must add to call) and `cap` (the raises allowed after the bet) are the amounts a
    reason may name; `structure` says them as money."""

    seat: int
    kind: ActionKind
    reason: Refusal
    options: tuple[Action, ...]
    to_call: int
    cap: int
    structure: Structure


@dataclass(frozen=True, slots=True)
class SizeNeeded:
    """`seat` may bet or raise (`kind`) to either of `sizes` here (an open pair, STUD-6.1) and named
    no amount."""

    seat: int
    kind: ActionKind
    sizes: tuple[int, ...]
    structure: Structure


@dataclass(frozen=True, slots=True)
class WrongSize:
    """`seat` named `amount` for a `kind` that fixed limit allows only to `sizes`."""

    seat: int
    kind: ActionKind
    amount: int
    sizes: tuple[int, ...]
    structure: Structure


@dataclass(frozen=True, slots=True)
class NobodyToAct:
    """An action asked for when no player is to act; `over` when the hand is over."""

    over: bool


class IllegalAction(ValueError):
    """An action the rules do not allow now; the hand is left exactly as it was.

    `refused` is what was refused, as data (NotAnOption, SizeNeeded, WrongSize or NobodyToAct), or
    None when the call itself was wrong (its message says how). `seat` and `kind` say what was
    refused and `reason` (a Refusal) why, when the action itself is not an option. str() says it
    in the language in force when it is read (studlib.explain writes it)."""

    def __init__(self, refused: NotAnOption | SizeNeeded | WrongSize | NobodyToAct | str) -> None:
        super().__init__(refused)
        self.refused = None if isinstance(refused, str) else refused
        self.seat: int | None = getattr(refused, "seat", None)
        self.kind: ActionKind | None = getattr(refused, "kind", None)
        self.reason: Refusal | None = getattr(refused, "reason", None)

    def __str__(self) -> str:
        return super().__str__() if self.refused is None else speech.refusal(self.refused)


class Refusal(str, Enum):
    """Why an action is not among the options of the player to act (Hand.why_not); explain.REFUSALS
    says each in words. The last four are also why nobody may bet, complete or raise
    (Hand.why_no_raise)."""

    BRING_IN_DUE = "bring_in_due"               # a fold before the bring-in: it must be posted (GEN-3.2)
    BRING_IN_FIRST = "bring_in_first"           # anything else before the bring-in is posted or completed
    NO_CHECK_BEHIND_BRING_IN = "no_check_behind_bring_in"   # GEN-3.4
    BET_TO_CALL = "bet_to_call"                 # a check facing a bet
    NOTHING_TO_CALL = "nothing_to_call"         # a call with no bet in front
    BRING_IN_ONCE = "bring_in_once"             # a second bring-in
    COMPLETE_ONLY_THIRD = "complete_only_third"  # completing with no bring-in or short all-in bet to complete
    ALREADY_A_BET = "already_a_bet"             # a bet facing a bet: the next step is a raise
    NO_BET_YET = "no_bet_yet"                   # a raise with no bet: the next step is a bet
    BRING_IN_NOT_A_BET = "bring_in_not_a_bet"   # a bet or raise facing the bring-in: complete it (GEN-3.4, GEN-4.1)
    SHORT_ALL_IN = "short_all_in"               # a bet or raise facing an all-in bet of less than half a
                                                # bet: the full bet is made by completing it (GEN-12.3 (a))
    CAPPED = "capped"                           # a bet and rules.raise_cap raises are in (GEN-4.1, T-6)
    ALL_IN_CALL = "all_in_call"                 # calling (or bringing in) already takes every chip (GEN-12.1)
    NOBODY_TO_ANSWER = "unanswerable"           # no one else still in has chips beyond this bet: it would come back (GEN-12.4)
    NOT_REOPENED = "not_reopened"               # a short all-in did not reopen the betting (GEN-12.1)
    KEPT_SEVENTH = "kept_seventh"               # kept a seventh card dealt too soon: only calls on 6th (GEN-14.9)


class _Phase(str, Enum):
    """Where the hand stands: the bring-in is due, the betting is open, or the pots are awarded.
    (str-valued: the hot path compares it with ==, as quickly as the strings it replaced)"""

    BRING_IN = "bring_in"
    BETTING = "betting"
    OVER = "over"


_BRING_IN, _BETTING, _OVER = _Phase.BRING_IN, _Phase.BETTING, _Phase.OVER
# Bound once for the hottest path, the check or call (module globals are quicker to reach).
_CHECK, _CALL, _FOLD = ActionKind.CHECK, ActionKind.CALL, ActionKind.FOLD
# Frozen, so one instance each serves every hand that does not name its own.
_DEFAULT_STRUCTURE = Structure()
_DEFAULT_RULES = Rules.online()


# act() parses its kind with one lookup; a str-valued member finds its own value's entry.
_KINDS = {kind.value: kind for kind in ActionKind}


def _parse_kind(kind: object) -> ActionKind:
    """An ActionKind, or its code name ('call', 'bring_in'); else the IllegalAction that lists the
    names. A player's own words ('suivre') are read where they are typed (studlib.typed)."""
    if isinstance(kind, str):
        key = " ".join(kind.strip().lower().split())
        if key in _KINDS:
            return _KINDS[key]
    try:
        return ActionKind(kind)
    except ValueError:
        # TRANSLATORS: {allowed} lists the code's names of the actions: bring_in, complete, bet, ...
        raise IllegalAction(_("Unknown action {kind}: Hand.act takes an ActionKind or its name ({allowed}); "
                              "a word typed by a player goes through studlib.typed.action_kind.").format(
            kind=repr(kind), allowed=", ".join(_KINDS))) from None


class Hand:
    """One hand of STUD, STUD8 or RAZZ from the antes to the payoffs.

    Seat 0 is dealt first and the dealer sits after the last seat, so "clockwise from the
    dealer" is seat 0, 1, 2, ... . Learner-facing text numbers seats from 1.
    """

    def __init__(self, game: Game, stacks: Sequence[int], structure: Structure | None = None,
                 rules: Rules | None = None, seed: int | None = None,
                 deck: str | Iterable[Card | str] | None = None, cards: CardSource | None = None,
                 mistakes: Sequence[DealerError] | None = None) -> None:
        """`cards` says where the cards come from (studlib.dealing): by default a deck shuffled by
        the deal number `seed`, or `deck`'s cards on top of it in live dealing order. `mistakes`
        are the dealer's errors the deal includes (studlib.irregularities, GEN-14)."""
        if not isinstance(game, Game):
            raise ValueError(_("Unknown game {game}: use STUD, STUD8 or RAZZ from studlib.").format(
                game=repr(game)))
        if isinstance(stacks, (str, bytes)) or not isinstance(stacks, Iterable):
            raise ValueError(_("The stacks are a list of whole numbers of chips, one per seat, such as "
                               "[1000, 1000, 1000], not {value}.").format(value=repr(stacks)))
        stacks = list(stacks)
        if not 2 <= len(stacks) <= 8:
            raise ValueError(_("A stud table seats 2 to 8 players, not {count} (GEN-1.4).").format(
                count=len(stacks)))
        for i, s in enumerate(stacks):
            if isinstance(s, bool) or not isinstance(s, int) or s <= 0:
                # The seat's number, not an explain.Seat: the engine writes no seat forms (studlib.speech).
                raise ValueError(_("Seat {number}'s stack must be a whole number of chips above 0, not {value}.").format(
                    number=i + 1, value=repr(s)))
        self.game = game
        self.structure = structure if structure is not None else _DEFAULT_STRUCTURE
        self.rules = rules if rules is not None else _DEFAULT_RULES
        if not isinstance(self.structure, Structure):
            raise ValueError(_("structure must be a studlib.Structure."))
        if not isinstance(self.rules, Rules):
            raise ValueError(_("rules must be a studlib.Rules, e.g. Rules.online()."))
        if cards is not None:
            if not isinstance(cards, CardSource):
                raise ValueError(_("The card source must come from studlib.dealing: Shuffle, Stacked or Recorded."))
            self.seed = cards.deal_number
            self._source = cards
        elif deck is None:
            # No deal number given: draw one and keep it, so the hand can be dealt again.
            self.seed = seed if seed is not None else random.randrange(1_000_000)
            self._source = Shuffle(self.seed)
        else:
            self.seed = seed if seed is not None else 0
            self._source = Stacked(parse_cards(deck), self.seed)
        self.n = n = len(stacks)
        self.mistakes = check_mistakes(mistakes, n)
        for m in self.mistakes:
            if isinstance(m, Exposed) and m.street == 3 and self.rules.down_card_exposed is ExposedDownCard.NOT_DEALT:
                raise ValueError(_("These rules deal no card face up by mistake (T-11 online: the software "
                                   "deals): use Rules.cardroom() or Rules.tournament() (GEN-14.3)."))
            if isinstance(m, Exposed) and m.street == 7 and self.rules.seventh_card_exposed is ExposedSeventh.NOT_DEALT:
                raise ValueError(_("These rules deal no seventh card face up by mistake (T-10 online: the "
                                   "software deals): use Rules.cardroom() or Rules.tournament() (GEN-14.6)."))
            if isinstance(m, DealtTooSoon) and not self.rules.reshuffle_burns:
                # The cards taken out are held aside for T-8: without it a short deck has no procedure.
                raise ValueError(_("A card dealt too soon is dealt under rules that gather the cards held aside "
                                   "when the deck runs short (T-8): use Rules.cardroom() or Rules.tournament() "
                                   "(GEN-14.9)."))
            if isinstance(m, BurnError) and self.rules.down_card_exposed is ExposedDownCard.NOT_DEALT:
                raise ValueError(_("These rules make no burn error (T-11 online: the software deals): use "
                                   "Rules.cardroom() or Rules.tournament() (GEN-14.10)."))
        self.starting_stacks = tuple(stacks)
        self._money = self.structure.money  # bound once: the log formats every amount with it
        self.stacks = stacks
        self._burns: list[Card | None] = []
        # Per seat, filled by the deal in _start:
        self._down: list[list[Card]] = []
        self._up: list[list[Card]] = []
        self._put: list[int] = []        # everything each seat put in this hand, antes included
        self._best_board_memo: tuple | None = None  # the seats and answer of _best_board, until a card lands face up
        self.community_card: Card | None = None
        self._folded = [False] * n
        self._bets = [0] * n         # this street's bets, antes excluded (GEN-2.2)
        self._events: list[ev.Event] = []
        self._rendered: dict[str, list[LogLine]] = {}  # the log so far, by language
        self.street = 3
        self.to_act: int | None = None
        self._phase = _BETTING
        self._level = 0              # street total everyone must match
        self._full = 0               # street total set by the last full bet, completion or raise
        self._bet_count = 0          # the bet or completion, then each full raise (GEN-4.1)
        self._short_level = 0        # street total set by short all-ins since the last full level (GEN-12.1)
        self._big_used = False       # 4th street: a big bet or raise was made (STUD-6.1)
        self._double_bet = False
        self._uncapped = False
        self._pending = [False] * n
        self._can_raise = [True] * n
        self._aggressor: int | None = None
        self._substitute = False     # GEN-12.2: bring-in passed to the next player, who may fold
        self._misnamed: tuple[int, int] | None = None   # GEN-14.8: (named, true worst door) until settled
        self._may_declare: set[int] = set()    # GEN-14.6: seats whose seventh card is up, before the betting
        self._declared: dict[int, int] = {}    # GEN-14.6: chips kept out by a declared all-in
        self._seventh_up = False               # GEN-14.6: a seventh card was dealt face up
        # GEN-14.9: the deal still to come too soon, the street whose extra cards are still to
        # take out after the round, the cards held aside, and who may only call on sixth street.
        self._too_soon = next((m for m in self.mistakes if isinstance(m, DealtTooSoon)), None)
        self._take_out_before: int | None = None
        self._aside: list[Card | None] = []
        self._call_only: set[int] = set()
        # Only a record's cards can be unknown (None): the checks for them run only then.
        self._unseen = isinstance(self._source, Recorded)
        # This decision's answers, worked out on first asking; every action clears them
        # (_apply).
        self._now_passive: Action | None = None
        self._now_legal: list[Action] | None = None
        self.first_to_act: dict[int, int] = {}
        self.bring_in_seat: int = -1
        self.showdown_order: list[int] = []
        self.awards: list[Award] = []
        self.pots_at_showdown: list[Pot] = []
        self._start()

    @classmethod
    def from_events(cls, events: Sequence[ev.Event]) -> Hand:
        """The hand these events record, dealt and played again: the same cards, decisions, log,
        stacks and payoffs (a saved record, a share code or a class example is its events)."""
        events = list(events)
        table = next((e.table for e in events if isinstance(e, ev.StreetDealt) and e.table is not None), None)
        if table is None:
            raise ValueError(_("These events hold no third-street deal: they do not record a hand."))
        dealt = ev.dealt_cards(events, len(table.stacks))
        openers: dict[int, int] = {}
        for e in events:
            if isinstance(e, ev.Acted):
                openers.setdefault(e.street, e.seat)
        cards = Recorded(dealt.by_seat, dealt.burns, dealt.community, openers, table.deal_number, dealt.aside)
        hand = cls(table.game, table.stacks, table.structure, table.rules, cards=cards, mistakes=table.mistakes)
        for e in events:
            if isinstance(e, ev.Acted):
                action = e.action
                hand.act(action.kind, None if action.kind is _FOLD else action.amount)
            elif isinstance(e, ev.BringInCorrected):
                hand.correct_bring_in()
            elif isinstance(e, ev.AllInDeclared):
                hand.declare_all_in(e.seat)
            elif isinstance(e, ev.MisdealCalled) and e.exposed is None:
                hand.declare_misdeal()
        return hand

    # --- reading the hand ----------------------------------------------------------------

    def up_cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's board: its face-up cards so far (the community card is not in it)."""
        return tuple(self._up[self._seat(seat)])

    def down_cards(self, seat: int) -> tuple[Card, ...]:
        """The seat's face-down cards so far."""
        return tuple(self._down[self._seat(seat)])

    def cards(self, seat: int) -> tuple[Card, ...]:
        """All the cards the seat plays with: down, up and the community card if any."""
        s = self._seat(seat)
        return tuple(self._down[s][:2] + self._up[s] + self._down[s][2:]) + self._community_for(s)

    def _community_for(self, s: int) -> tuple[Card, ...]:
        """The community card, for a seat that got no seventh card of its own (GEN-11.1, T-8)."""
        if self.community_card is None or len(self._down[s]) > 2:
            return ()
        return (self.community_card,)

    def folded(self, seat: int) -> bool:
        return self._folded[self._seat(seat)]

    def all_in(self, seat: int) -> bool:
        s = self._seat(seat)
        return not self._folded[s] and self.stacks[s] == 0

    def bet_this_street(self, seat: int) -> int:
        return self._bets[self._seat(seat)]

    @property
    def n_seats(self) -> int:
        return self.n

    @property
    def pot(self) -> int:
        """Chips in the middle now, antes and this street's bets included (0 once awarded)."""
        return 0 if self._phase == _OVER else sum(self._put)

    @property
    def pots(self) -> list[Pot]:
        """The main pot and side pots as they stand now (GEN-10.4)."""
        if self._phase == _OVER and self.pots_at_showdown:
            return list(self.pots_at_showdown)
        all_in = [not self._folded[s] and self.stacks[s] == 0 for s in range(self.n)]
        return pots_in_play(self._put, self._folded, all_in)

    @property
    def in_hand(self) -> list[int]:
        """Seats that have not folded."""
        return [s for s in range(self.n) if not self._folded[s]]

    @property
    def is_over(self) -> bool:
        return self._phase == _OVER

    @property
    def payoffs(self) -> list[int]:
        """Net chips won (+) or lost (-) by each seat; they add up to zero."""
        if self._phase != _OVER:
            raise ValueError(_("The hand is not over yet: payoffs are known only after the last pot is awarded."))
        return [self.stacks[s] - self.starting_stacks[s] for s in range(self.n)]

    @property
    def log(self) -> list[LogLine]:
        """Every step so far, explained in the language in force (studlib.use_language), with its rule IDs.

        The sentences are written from the hand's events when read, and kept for each language:
        a hand played in English reads in French inside ``with studlib.language("fr"):``.
        """
        rendered = self._rendered.setdefault(current_language(), [])
        game, money = self.game, self._money
        rendered.extend(speech.log_line(event, game, money) for event in self._events[len(rendered):])
        return list(rendered)

    @property
    def events(self) -> list[ev.Event]:
        """Everything that happened so far, as data (studlib.events): the log is written from these,
        one line per event, so ``hand.events[i]`` is what ``hand.log[i]`` says."""
        return list(self._events)

    @property
    def history(self) -> list[tuple[int, int, Action]]:
        """Every decision so far as (street, seat, action), in the order taken (for hand histories)."""
        return [(e.street, e.seat, e.action) for e in self._events if isinstance(e, ev.Acted)]

    @property
    def check_is_free(self) -> bool:
        """Whether the player to act could check: nothing to call and the betting open. A fold then
        is still legal, but only gives the hand up (GEN-13.1)."""
        s = self.to_act
        return s is not None and self._phase == _BETTING and self._bets[s] >= self._level

    @property
    def double_bet_allowed(self) -> bool:
        """True on a stud 4th street where an open pair lets players bet the big bet (STUD-6.1)."""
        return self._double_bet

    # --- legal actions -------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """What the player to act may do now, with the exact amounts."""
        s = self.to_act
        if s is None:
            return []
        opts = self._now_legal
        if opts is None:
            opts = self._now_legal = self._options(s)
        return opts.copy()  # the caller's own list: changing it must not change the hand

    def _options(self, s: int) -> list[Action]:
        # The bring-in, check or call in the list is _passive's: one place decides it, and
        # act() relies on it being the only action of its kind.
        passive = self._passive(s)
        stack = self.stacks[s]
        mine = self._bets[s]
        most = mine + stack
        st = self.structure
        if self._phase == _BRING_IN:
            opts = [passive]
            if self._substitute:
                opts.insert(0, Action(_FOLD, mine, 0, False))
            if self._no_raise(s, passive) is None:
                to = min(st.small_bet, most)
                opts.append(Action(ActionKind.COMPLETE, to, to, to == most))
            return opts
        # Folding is always allowed once the betting is open, even when checking is free: the
        # hand is simply given up (GEN-13.1). A teaching table may ask first; the engine does not.
        opts = [Action(_FOLD, mine, 0, False), passive]
        if self._no_raise(s, passive) is None:
            if self.street == 3 and self._bet_count == 0:
                kind, base, sizes = ActionKind.COMPLETE, 0, (st.small_bet,)
            else:
                # Facing an all-in bet of less than half a bet the full bet is a completion
                # (GEN-12.3 (a)); facing a short all-in raise, a raise goes one bet above the
                # last FULL level, not above the short amount (GEN-12.3 (c)).
                if self._bet_count:
                    kind = ActionKind.RAISE
                else:
                    kind = ActionKind.COMPLETE if self._level else ActionKind.BET
                base, sizes = self._full, self._sizes()
            for size in sizes:
                to = min(base + size, most)
                opts.append(Action(kind, to, to - mine, to == most))
                if to == most:
                    break
        return opts

    def why_no_raise(self) -> Refusal | None:
        """Why the player to act may not bet, complete or raise now (CAPPED, ALL_IN_CALL,
        NOBODY_TO_ANSWER or NOT_REOPENED), or None when they may."""
        return None if self.to_act is None else self._no_raise(self.to_act)

    def _no_raise(self, s: int, passive: Action | None = None) -> Refusal | None:
        """The rule that stops `s` betting, completing or raising, or None: the one place that decides
        whether the options hold a bet, completion or raise (and why not, for errors and drills).
        `passive` is s's bring-in, check or call when the caller has already worked it out."""
        if self._call_only and s in self._call_only:
            return Refusal.KEPT_SEVENTH
        if not self._raise_open():
            return Refusal.CAPPED
        if (passive or self._passive(s)).all_in:
            return Refusal.ALL_IN_CALL
        if not self._answerable(s, self._level):
            return Refusal.NOBODY_TO_ANSWER
        if not self._can_raise[s]:
            return Refusal.NOT_REOPENED
        return None

    def _answerable(self, s: int, level: int) -> bool:
        """Whether anyone else could put in more than `level`: raising all-in players is pointless."""
        folded, stacks, bets = self._folded, self.stacks, self._bets
        for o in range(self.n):  # a plain loop: any() over a generator costs more per decision
            if o != s and not folded[o] and stacks[o] + bets[o] > level:
                return True
        return False

    def _sizes(self) -> tuple[int, ...]:
        st = self.structure
        if self.game.bet_is_big(self.street):
            return (st.big_bet,)
        if self._double_bet:
            return (st.big_bet,) if self._big_used else (st.small_bet, st.big_bet)
        return (st.small_bet,)

    @property
    def capped(self) -> bool:
        """Whether this street's betting has reached the cap: a bet and rules.raise_cap raises (GEN-4.1, T-6)."""
        return not self._raise_open()

    def _raise_open(self) -> bool:
        return self._uncapped or self._bet_count < 1 + self.rules.raise_cap

    # --- acting --------------------------------------------------------------------------

    def act(self, kind: ActionKind | str, amount: int | None = None) -> Action:
        """Take the decision of the player to act; an illegal one raises IllegalAction and changes nothing.

        `kind` is an ActionKind or its code name ('call'); a word as a player types it ('suivre')
        is read first by studlib.typed.action_kind."""
        s = self.to_act
        if s is None:
            raise IllegalAction(NobodyToAct(self.is_over))
        if amount is not None and (isinstance(amount, bool) or not isinstance(amount, int) or amount < 0):
            raise IllegalAction(_("An amount is a whole number of chips, 0 or more, not {amount}.").format(
                amount=repr(amount)))
        try:
            kind = _KINDS[kind]  # "call" or ActionKind.CALL; quicker than ActionKind(kind)
        except (KeyError, TypeError):
            kind = _parse_kind(kind)
        # The bring-in, check or call is legal exactly when it is _passive's choice, and then
        # it is the only action of its kind (_options takes it from _passive), so the usual
        # decision is carried out without building every legal action first.
        passive = self._now_passive or self._passive(s)
        if kind is passive.kind and (amount is None or amount == passive.amount):
            self._apply(s, passive)
            return passive
        opts = self._now_legal or self._options(s)
        matching = [a for a in opts if a.kind is kind]
        if not matching:
            reason = self._why_not(s, kind)
            raise IllegalAction(NotAnOption(s, kind, reason, tuple(opts), self._level - self._bets[s],
                                            self.rules.raise_cap, self.structure))
        if amount is None:
            if len(matching) > 1:   # a double bet on an open pair offers two sizes (STUD-6.1)
                raise IllegalAction(SizeNeeded(s, kind, tuple(a.amount for a in matching), self.structure))
            chosen = matching[0]
        else:
            chosen = next((a for a in matching if a.amount == amount), None)
            if chosen is None:
                raise IllegalAction(WrongSize(s, kind, amount, tuple(a.amount for a in matching), self.structure))
        self._apply(s, chosen)
        return chosen

    def passive_action(self) -> Action:
        """What a calling station does: bring in, else check when free, else call."""
        s = self.to_act
        if s is None:
            raise IllegalAction(NobodyToAct(self.is_over))
        return self._passive(s)

    def _passive(self, s: int) -> Action:
        """The bring-in, else the check when free, else the call: legal whenever `s` is to act."""
        action = self._now_passive  # a bot asks passive_action() and then act(): work it out once
        if action is not None:
            return action
        stack, mine = self.stacks[s], self._bets[s]
        if self._phase == _BRING_IN:
            bring = min(self.structure.bring_in, stack)
            action = Action(ActionKind.BRING_IN, bring, bring, bring == stack)
        elif self._level > mine:
            adds = min(self._level - mine, stack)
            action = Action(_CALL, mine + adds, adds, adds == stack)
        else:
            action = Action(_CHECK, mine, 0, False)
        self._now_passive = action
        return action

    def auto_play(self) -> None:
        """Play every remaining decision passively until the hand is over."""
        self.play_until(8)

    def play_until(self, street: int) -> None:
        """Play passively (bring in, check, call) until `street` is dealt or the hand is over;
        a street past the seventh plays the hand out."""
        if isinstance(street, bool) or not isinstance(street, int) or street < 3:
            raise ValueError(_("Streets are numbered from 3 (third street), not {street}.").format(
                street=repr(street)))
        while self.to_act is not None and self.street < street:
            s = self.to_act
            self._apply(s, self._passive(s))

    def why_not(self, kind: ActionKind | str) -> Refusal | None:
        """Why the player to act may not take an action of this kind now, or None when they may."""
        s = self.to_act
        if s is None:
            raise IllegalAction(NobodyToAct(self.is_over))
        kind = _parse_kind(kind)
        if any(a.kind is kind for a in self.legal_actions()):
            return None
        return self._why_not(s, kind)

    def _why_not(self, s: int, kind: ActionKind) -> Refusal:
        """Why `kind` is not among the options of `s` now (it is not: act() has looked)."""
        if self._phase == _BRING_IN:
            return Refusal.BRING_IN_DUE if kind is ActionKind.FOLD else Refusal.BRING_IN_FIRST
        if kind is ActionKind.CHECK:
            if self.street == 3 and self._bet_count == 0:
                return Refusal.NO_CHECK_BEHIND_BRING_IN
            return Refusal.BET_TO_CALL
        if kind is ActionKind.CALL:
            return Refusal.NOTHING_TO_CALL
        if kind is ActionKind.BRING_IN:
            return Refusal.BRING_IN_ONCE
        # A bet, completion or raise (once the bring-in is in, folding is always an option).
        barred = self._no_raise(s)
        if barred is not None:
            return barred
        if self.street == 3 and self._bet_count == 0 and kind is not ActionKind.COMPLETE:
            return Refusal.BRING_IN_NOT_A_BET     # the bring-in is not a bet (GEN-4.1)
        if self._bet_count == 0 and self._level and kind is not ActionKind.COMPLETE:
            return Refusal.SHORT_ALL_IN           # chips are in but no full bet: a short all-in bet, to complete
        if kind is ActionKind.COMPLETE:
            return Refusal.COMPLETE_ONLY_THIRD
        return Refusal.ALREADY_A_BET if kind is ActionKind.BET else Refusal.NO_BET_YET

    @property
    def bet_to_call(self) -> int:
        """The street's bet: the total each player still in must have put in this street to stay in."""
        return self._level

    def options_text(self) -> str:
        """'Seat 3 may fold, call $0.50 or complete to $2', as a dealer would say it, in the language
        in force (explain.options_words)."""
        return speech.options_words(self.to_act, self.legal_actions(), self._money, self.is_over)

    def _apply(self, s: int, action: Action) -> None:
        """Carry out a legal action."""
        kind, amount, adds, all_in = action
        self._now_passive = self._now_legal = None
        if adds:
            self.stacks[s] -= adds
            self._bets[s] += adds
            self._put[s] += adds
        self._pending[s] = False
        self._can_raise[s] = False
        if kind is _CHECK or kind is _CALL:
            # Most actions are checks and calls; they never end the hand or the bring-in, so
            # they skip the bookkeeping below and _advance.
            self._events.append(ev.Acted(self.street, s, action))
            if all_in:
                self._heads_up_check()
            self._pass_turn(s)
            if self._too_soon is not None:
                self._maybe_deal_too_soon()
            return
        st = self.structure
        if kind is ActionKind.FOLD:
            self._folded[s] = True
            self._heads_up_check()
            # A fold is recorded without amounts: the hand history says only that the seat folded.
            folds = Action(_FOLD, 0, 0, False)
            if self.check_is_free:   # s is still the player to act here
                self._events.append(ev.FoldedWhenCheckFree(self.street, s, folds))
            else:
                self._events.append(ev.Acted(self.street, s, folds))
            if self._phase == _BRING_IN and self._next_with_chips(s) is not None:
                self._events.append(ev.BringInPasses(self._next_with_chips(s)))
        elif kind is ActionKind.BRING_IN:
            self._phase = _BETTING
            self._level = st.bring_in  # GEN-12.2: a short bring-in still sets the full amount to call
            short = st.bring_in if adds < st.bring_in else 0
            self._events.append(ev.BroughtIn(self.street, s, action, short))
            for o in range(self.n):
                if o != s and not self._folded[o] and self.stacks[o] > 0:
                    self._pending[o] = True
        else:
            # A completion by the player who must bring in opens the betting (GEN-3.3); one made
            # after the bring-in was posted answers it (GEN-3.4); one made over an all-in bet of
            # less than half a bet makes that bet full (GEN-12.3 (a)).
            answers_bring_in = kind is ActionKind.COMPLETE and self._phase != _BRING_IN
            answers_all_in = kind is ActionKind.COMPLETE and self._level > (st.bring_in if self.street == 3 else 0)
            self._phase = _BETTING
            # GEN-12.1: an all-in counts as a full bet or raise when it is at least half a bet
            # above the last full level; short all-ins that add up to that much count too.
            over = amount - self._full
            big = self.game.bet_is_big(self.street) or (self._double_bet and (self._big_used or over > st.small_bet))
            full = not all_in or 2 * over >= (st.big_bet if big else st.small_bet)
            if kind is ActionKind.COMPLETE:
                self._events.append(ev.Completed(self.street, s, action, answers_bring_in, answers_all_in))
            else:
                self._events.append(ev.Acted(self.street, s, action))
            self._aggressor = s
            if self.street == 4 and self._double_bet and over > st.small_bet:
                self._big_used = True
            self._level = amount
            if full:
                self._full = amount
                self._bet_count += 1
                # A full bet or raise reopens the betting for everyone. An all-in that is full only
                # together with earlier short all-ins reopens it for a player only when what that
                # player now faces is at least half a bet (GEN-12.1, RRP betting and raising 6).
                size = st.big_bet if big else st.small_bet
                together = self._short_level and 2 * (amount - self._short_level) < size
                self._short_level = 0
                bets, can_raise = self._bets, self._can_raise
                reopened = []
                for o in range(self.n):
                    if o != s and not self._folded[o] and self.stacks[o] > 0:
                        self._pending[o] = True
                        if not together or 2 * (amount - bets[o]) >= size:
                            if together and not can_raise[o]:
                                reopened.append(o)
                            can_raise[o] = True
                if reopened:
                    self._events.append(ev.AllInsReopen(s, amount, tuple(reopened)))
                if not self._raise_open():
                    self._events.append(ev.Capped(self._bet_count - 1))
            else:
                self._short_level = amount
                short_bet = self._bet_count == 0
                self._events.append(ev.ShortAllIn(s, amount, short_bet))
                for o in range(self.n):
                    if o != s and not self._folded[o] and self.stacks[o] > 0 and self._bets[o] < self._level:
                        self._pending[o] = True
                        # GEN-12.3 (a): an all-in bet of less than half a bet may be completed by
                        # every player who has not acted on it, one who checked before it too.
                        if short_bet:
                            self._can_raise[o] = True
            if all_in:
                self._heads_up_check()
        self._advance(s)
        if self._too_soon is not None:
            self._maybe_deal_too_soon()

    def _heads_up_check(self) -> None:
        """T-7 (cardroom): the cap comes off while only two players who are not all-in contest the
        pot, once folds or all-ins leave two before the raising is capped; a round that reached
        the cap stays capped (RRP betting and raising 3-4)."""
        if self.rules.heads_up_uncapped and self._raise_open() and self._count_with_chips() == 2:
            self._uncapped = True

    # --- the flow of the hand ------------------------------------------------------------

    def _seat(self, seat: int) -> int:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.n:
            raise ValueError(_("No seat {seat}: seats are numbered 0 to {last} in code "
                               "(Seat 1 to Seat {n} on screen).").format(seat=repr(seat), last=self.n - 1, n=self.n))
        return seat

    def _next_with_chips(self, after: int) -> int | None:
        for k in range(1, self.n + 1):
            o = (after + k) % self.n
            if not self._folded[o] and self.stacks[o] > 0:
                return o
        return None

    def _start(self) -> None:
        st, stacks = self.structure, self.stacks
        ante = st.ante
        short = {s: stack for s, stack in enumerate(stacks) if stack < ante}  # all in for the ante
        self._put = [min(ante, stack) for stack in stacks]
        self.stacks = stacks = [stack - put for stack, put in zip(stacks, self._put)]
        if ante:
            self._events.append(ev.Antes(ante, tuple(short.items())))
        n, source = self.n, self._source
        seats = range(n)
        # Live order: a first down card round, a second, then the door cards (GEN-1.1).
        first, second, doors = source.deal(seats, 0), source.deal(seats, 1), source.deal(seats, 2)
        self._down = [[a, b] for a, b in zip(first, second)]
        self._up = [[door] for door in doors]
        if self.mistakes:
            exposed = self._deal_third_with_mistakes(first, second, doors)
            if self._phase is _OVER:        # T-11 tournament: a misdeal
                return
        else:
            exposed = {}
            self._events.append(ev.StreetDealt(3, tuple(zip(seats, first)) + tuple(zip(seats, second)),
                                               tuple(zip(seats, doors)), table=self._table()))
        stacks = self.stacks
        live = [s for s in seats if not self._folded[s]] if exposed else list(seats)
        if len(live) < 2:
            self._finish_uncontested(live[0])
            return
        game = self.game
        # The worst door card for the game brings in: the lowest in stud and stud/8, the highest
        # in razz, the suit breaking a tie of ranks (GEN-3.1, GEN-3.2, STUD-3.1, HILO-3.1, RAZZ-3.1).
        if exposed:
            doors = [up[0] for up in self._up]
        if self._unseen and any(doors[s] is None for s in live):   # a record's door nobody saw: the record says
            worst = self._recorded_opener(3, live)
            before = (worst - 1) % n
            if stacks[before] == 0:
                worst = before  # all in for the ante: the recorded first to act brought in for it (GEN-12.2)
        else:
            worst = game.bring_in_seat({s: doors[s] for s in live} if exposed else dict(enumerate(doors)))
        self.bring_in_seat = worst
        door = doors[worst]
        ties = () if door is None else tuple([(s, c) for s, c in enumerate(doors) if s != worst and c is not None
                                               and c.rank == door.rank and not self._folded[s]])
        # T-7: uncapped when only two players who are not all in contest the pot
        with_chips = len(live) - (stacks.count(0) if not exposed else [stacks[s] for s in live].count(0))
        self._uncapped = self.rules.heads_up_uncapped and with_chips == 2
        payer = worst
        misnamed = next((m.seat for m in self.mistakes if isinstance(m, WrongBringIn)), None) if self.mistakes else None
        if worst in exposed:
            # GEN-14.3: the exposed card would have been the bring-in: the first player on its
            # left acts first and may fold, bring in or complete.
            payer = self._next_with_chips(worst)
            self._substitute = payer is not None
            self._events.append(ev.ExposedCardBringsInNot(worst, payer))
        else:
            self._events.append(ev.BringInDue(worst, door, ties, game.plays_low_board, game.bring_in_rule))
            if stacks[worst] == 0:
                payer = self._next_with_chips(worst)
                if payer is not None:
                    self._substitute = True
                    self._events.append(ev.BringInSkipped(worst, payer))
            elif misnamed is not None and misnamed != worst and misnamed in live and stacks[misnamed] > 0:
                self._events.append(ev.BringInMisnamed(misnamed, worst))   # GEN-14.8
                self._misnamed = (misnamed, worst)
                payer = misnamed
        if payer is None or with_chips < 2:  # nobody has folded yet
            self._events.append(ev.NoBetting(3))
            self._end_street()
            return
        self._phase = _BRING_IN
        self.to_act = payer
        self.first_to_act[3] = payer

    def _deal_third_with_mistakes(self, first: list, second: list, doors: list) -> dict[int, list[int]]:
        """Third street with the dealer's mistakes (GEN-14.3, T-11): the StreetDealt event, then per
        seat with an exposed down card its third card down (cardroom), its hand dead when both
        were exposed, or a misdeal (tournament). Returns seat -> its exposed down cards."""
        seats = range(self.n)
        exposed: dict[int, list[int]] = {}
        for m in self.mistakes:
            if isinstance(m, Exposed) and m.street == 3:
                exposed.setdefault(m.seat, []).append(m.card)
        down = tuple(zip(seats, first)) + tuple(zip(seats, second))
        shown = tuple((s, (first, second)[k][s]) for s in sorted(exposed) for k in sorted(exposed[s]))
        if exposed and self.rules.down_card_exposed is ExposedDownCard.PLAY_ON:
            # The third card of a player with an exposed down card is dealt face down (RRP stud 5).
            self._events.append(ev.StreetDealt(3, down + tuple((s, doors[s]) for s in sorted(exposed)),
                                               tuple((s, c) for s, c in zip(seats, doors) if s not in exposed),
                                               exposed=shown, table=self._table()))
        else:
            self._events.append(ev.StreetDealt(3, down, tuple(zip(seats, doors)), exposed=shown,
                                               table=self._table()))
        self._off_table(3, {(s, k): (first, second)[k][s] for s, cards in exposed.items() for k in cards})
        if exposed and self.rules.down_card_exposed is ExposedDownCard.MISDEAL:
            self._misdeal(min(exposed))     # T-11 tournament: any down card dealt face up
            return exposed
        for s, cards in sorted(exposed.items()):
            pair = [first[s], second[s]]
            if len(cards) == 2:              # both down cards up: the hand is dead, its ante comes back
                self._up[s], self._down[s] = pair, [doors[s]]
                self._folded[s] = True
                returned, self._put[s] = self._put[s], 0
                self.stacks[s] += returned
                self._events.append(ev.DeadHandExposed(s, returned))
            else:
                card = pair[cards[0]]
                self._up[s], self._down[s] = [card], [pair[1 - cards[0]], doors[s]]
                self._events.append(ev.DownCardExposed(s, card))
        return exposed

    def _table(self) -> ev.Table:
        """What this hand is dealt at, for its events (Hand.from_events deals it again)."""
        return ev.Table(self.game, self.starting_stacks, self.structure, self.rules, self.mistakes, self.seed)

    def _recorded_opener(self, street: int, seats: list[int]) -> int:
        """Who opens `street` when a board holds a card nobody saw: the record says (studlib.dealing).
        A street nobody bets on (or the showdown) has no recorded opener: the first seat stands in,
        which changes nothing anyone sees."""
        seat = self._source.recorded_opener(street) if self.street == street and not self.is_over else None
        return seat if seat is not None else seats[0]

    def _count_with_chips(self) -> int:
        return sum(1 for s in range(self.n) if not self._folded[s] and self.stacks[s] > 0)

    def _advance(self, s: int) -> None:
        if self._folded[s] and self._folded.count(False) == 1:
            self.to_act = None
            self._finish_uncontested(self._folded.index(False))
            return
        if self._phase == _BRING_IN:
            nxt = self._next_with_chips(s)
            if nxt is None or self._count_with_chips() < 2:
                self._end_street()
            else:
                self.to_act = nxt
            return
        self._pass_turn(s)

    def _pass_turn(self, s: int) -> None:
        """The next pending seat clockwise after `s` acts; with none left the street ends."""
        # Only a seat still in, with chips, that has not answered the last bet is pending.
        pending = self._pending
        if True in pending:
            self.to_act = pending.index(True, s + 1) if True in pending[s + 1:] else pending.index(True)
        else:
            self._end_street()

    def _end_street(self) -> None:
        self.to_act = None
        # GEN-12.4: what nobody called comes back when the betting round ends, before any card.
        self._return_uncalled()
        if self.street == 7:
            self._showdown()
            return
        self._call_only.clear()       # GEN-14.9: "on 6th street may only call"
        self.street += 1
        folded = self._folded
        live = [s for s in range(self.n) if not folded[s]]  # nobody folds between deal and bets
        if self._take_out_before == self.street:
            self._take_out_after_round(live)
        self._deal_street(live)
        self._start_betting(live)

    def _deal_street(self, live: list[int]) -> None:
        source = self._source
        error = next((m for m in self.mistakes if isinstance(m, BurnError) and m.street == self.street), None)
        if error is not None and not error.looked:
            # GEN-14.10: the cards are put back in their proper places: the street stands as
            # dealt with one burn (the StreetDealt below).
            self._events.append(ev.BurnErrorFound(self.street, error.burns))
        if self.street < 7:
            burn = source.burn()
            self._burns.append(burn)
            cards = source.deal(live, self.street - 1)
            up = self._up
            for s, card in zip(live, cards):
                up[s].append(card)
            self._best_board_memo = None   # the boards changed
            self._events.append(ev.StreetDealt(self.street, (), tuple(zip(live, cards)), burn, True))
            return
        live = [s for s in live if len(self._down[s]) < 3]   # GEN-14.9: a kept seventh card is that card
        if not live:       # every player still in kept a seventh card dealt too soon: nothing to deal
            return
        stub, need = source.left, len(live)
        reshuffled = False
        if stub < need and self.rules.reshuffle_burns:
            # T-8 (RRP Seven-Card Stud 15): deal the stub but its last card; mix that card with
            # the burns, scramble, cut; the players still without a card are dealt from them.
            # A stub of exactly one card a player needs no gathering: GEN-11.1 deals it without
            # a burn, as RRP stud 15 does.
            first = live[:max(stub - 1, 0)]
            dealt = source.deal(first, 6)
            for s, card in zip(first, dealt):
                self._down[s].append(card)
            # The cards taken out under GEN-14.9 were held aside for this (GEN-11.1, T-8).
            pack = ([source.set_aside()] if stub else []) + self._burns + self._aside
            source.gather(pack)
            self._events.append(ev.BurnsReshuffled(stub, need, tuple(zip(first, dealt)), len(pack),
                                                   len(self._aside)))
            self._burns, self._aside = [], []
            live = live[len(first):]
            stub, reshuffled = source.left, True
        burned, own = seventh_street_plan(stub, len(live))
        if error is not None and error.looked:
            # GEN-14.10: the players looked at their seventh card: each keeps the card dealt.
            burned = burned and error.burns == 2
            extra = source.burn() if burned else None
            if burned:
                self._burns.append(extra)
            self._events.append(ev.BurnErrorFound(7, error.burns, True, extra))
        burn = source.burn() if burned else None
        if burned:
            self._burns.append(burn)
        if own:
            cards = source.deal(live, 6)
            exposed = [m.seat for m in self.mistakes if isinstance(m, Exposed) and m.street == 7 and m.seat in live]
            if exposed:
                self._deal_seventh_exposed(live, cards, exposed, burn, burned, stub)
                return
            for s, card in zip(live, cards):
                self._down[s].append(card)
            by_rule = not burned and error is None    # GEN-11.1 skipped the burn, not a burn error
            self._events.append(ev.StreetDealt(7, tuple(zip(live, cards)), (), burn, burned,
                                               no_burn_stub=stub if by_rule else 0))
            return
        self.community_card = source.turn_community()
        self._best_board_memo = None   # every board gains the community card (GEN-11.2)
        self._events.append(ev.CommunityCard(len(live), stub, burned, self.community_card, reshuffled, burn))

    def _maybe_deal_too_soon(self) -> None:
        """GEN-14.9: deal the next street too soon once the betting round has had the record's
        decisions and is still open (a round already over had nothing dealt too soon)."""
        m = self._too_soon
        if self.to_act is None or m.street != self.street + 1:
            return
        if sum(1 for e in self._events if isinstance(e, ev.Acted) and e.street == self.street) != m.after:
            return
        self._too_soon = None
        seats = [s for s in range(self.n) if not self._folded[s]][:m.cards]   # in dealing order
        source = self._source
        burn = source.take_out()
        if m.looked:
            # A seventh card the player looked at or mixed in is kept; that player may then only
            # call on sixth street (RRP stud 14).
            cards = source.deal(seats, 6)
            for s, card in zip(seats, cards):
                self._down[s].append(card)
            self._call_only.update(seats)
            self._now_passive = self._now_legal = None
            self._aside.append(burn)
        else:
            cards = [source.take_out() for _s in seats]
            self._aside += [burn, *cards]
        self._take_out_before = m.street
        self._events.append(ev.CardsDealtTooSoon(m.street, burn, tuple(zip(seats, cards)), m.looked))

    def _take_out_after_round(self, live: list[int]) -> None:
        """GEN-14.9: after the round, one more card for each remaining player is taken out and held
        aside; then the dealer burns and goes on."""
        self._take_out_before = None
        cards = tuple(self._source.take_out() for _s in live)
        self._aside += cards
        self._events.append(ev.CardsTakenOutAfterRound(self.street, len(live), cards))

    def _deal_seventh_exposed(self, live: list[int], cards: list, exposed: list[int], burn, burned: bool,
                              stub: int) -> None:
        """GEN-14.6 / T-10: a seventh card dealt face up stays that player's card (RRP stud 16-17).
        Heads-up, the first player's card up means the second's is dealt up too; otherwise the
        others get theirs face down and the exposed player may declare all in before the betting."""
        first_up = len(live) == 2 and live[0] in exposed
        down, up, shown = [], [], []
        for s, card in zip(live, cards):
            if s in exposed:
                self._up[s].append(card)
                down.append((s, card))
                shown.append((s, card))
            elif first_up:
                self._up[s].append(card)
                up.append((s, card))
            else:
                self._down[s].append(card)
                down.append((s, card))
        self._best_board_memo = None   # the boards changed
        self._seventh_up = True
        self._events.append(ev.StreetDealt(7, tuple(down), tuple(up), burn, burned, exposed=tuple(shown),
                                           no_burn_stub=0 if burned else stub))
        self._off_table(7, {(s, 0): card for s, card in shown})
        for s, card in shown:
            may = not first_up and self.stacks[s] > 0    # an all-in player's card is simply kept (RRP stud 16)
            if may:
                self._may_declare.add(s)
            self._events.append(ev.SeventhExposed(s, card, first_up, may))

    def _off_table(self, street: int, exposed: dict[tuple[int, int], Card | None]) -> None:
        """GEN-14.10: each exposed card (by (seat, card index)) that went off the table is said
        first; the events after it rule it as the exposed card it is."""
        off = sorted((m.seat, m.card) for m in self.mistakes
                     if isinstance(m, Exposed) and m.off_table and m.street == street)
        for key in off:
            if key in exposed:
                self._events.append(ev.DealtOffTable(key[0], exposed[key]))

    def declare_all_in(self, seat: int) -> None:
        """GEN-14.6 / T-10: the player whose seventh card was dealt face up declares all in before the
        seventh-street betting: no more chips go in from that seat, it plays for the pot so far, and
        any later betting goes to a side pot."""
        s = self._seat(seat)
        if s not in self._may_declare or self.street != 7 or any(
                isinstance(e, ev.Acted) and e.street == 7 for e in self._events):
            raise IllegalAction(_("Only a player whose seventh card was dealt face up may declare all in, "
                                  "and only before the seventh-street betting (GEN-14.6)."))
        kept = self.stacks[s]
        self._declared[s] = kept
        self.stacks[s] = 0
        self._pending[s] = False
        self._may_declare.clear()
        self._now_passive = self._now_legal = None
        self._events.append(ev.AllInDeclared(s, kept))
        if self._count_with_chips() < 2:
            self._events.append(ev.NoBetting(7))
            self._end_street()
        elif self.to_act == s:
            self._pass_turn(s)

    def correct_bring_in(self) -> None:
        """GEN-14.8: the wrong player was named to bring in. Found before the next player acted, the
        wrong player takes the bet back and the true worst door card must bring in; once the next
        player has acted the bet stands (IllegalAction) and the true worst door card owes nothing."""
        if self._misnamed is None:
            raise IllegalAction(_("Nobody was named to bring in by mistake in this hand (GEN-14.8)."))
        named, seat = self._misnamed
        acted = sum(1 for e in self._events if isinstance(e, ev.Acted))
        if acted > 1 or self.street != 3 or self.is_over:
            raise IllegalAction(_("The next player has acted: the bet stands, the action goes on and the "
                                  "true low card owes nothing (GEN-14.8)."))
        returned = self._bets[named]
        self.stacks[named] += returned
        self._put[named] -= returned
        self._bets[named] = 0
        self._level = self._full = self._bet_count = 0
        self._pending = [False] * self.n
        self._can_raise = [True] * self.n
        self._aggressor = None
        self._misnamed = None
        self._phase = _BRING_IN
        self._now_passive = self._now_legal = None
        self.to_act = self.first_to_act[3] = seat
        self._events.append(ev.BringInCorrected(named, seat, returned))

    def declare_misdeal(self) -> None:
        """GEN-14.1: the dealer or the floor calls a misdeal; every card is gathered, every chip goes
        back and the hand is dealt again (a new Hand). Refused once the hand stands: two players
        after the bring-in have acted (GEN-14.2)."""
        if self.is_over:
            raise IllegalAction(NobodyToAct(True))
        acted = sum(1 for e in self._events if isinstance(e, ev.Acted))
        if acted - 1 >= 2 or self.street > 3:
            raise IllegalAction(_("The hand stands: two players after the bring-in have acted, so no misdeal "
                                  "can be called; the hand is played to the end (GEN-14.2)."))
        self._misdeal(None)

    def _misdeal(self, exposed: int | None) -> None:
        """Every chip back where it started; the hand is over without a winner (GEN-14.1)."""
        self.stacks = list(self.starting_stacks)
        self._put = [0] * self.n
        self._bets = [0] * self.n
        self.to_act = None
        self._phase = _OVER
        self._events.append(ev.MisdealCalled(exposed))

    def _start_betting(self, live: list[int]) -> None:
        n, street, rules = self.n, self.street, self.rules
        self._bets = [0] * n
        self._level = self._full = self._bet_count = self._short_level = 0
        self._big_used = False
        self._aggressor = None
        self._can_raise = [True] * n
        self._uncapped = rules.heads_up_uncapped and sum(1 for s in live if self.stacks[s] > 0) == 2  # T-7
        self._double_bet = False
        if street == 4 and self.game.double_bet_possible and rules.double_bet_on_open_pair:
            up = self._up
            paired = [s for s in live if (not self._unseen or None not in up[s]) and self.game.open_pair(up[s])]
            if paired:
                st = self.structure
                self._double_bet = True
                self._events.append(ev.OpenPair(tuple(paired), st.small_bet, st.big_bet))
        first, tied, by_suit = self._best_board(live)
        if street == 7 and self.community_card is not None and not rules.community_card_betting:
            self._events.append(ev.NoCommunityBetting())
            self._end_street()
            return
        stacks = self.stacks
        with_chips = [s for s in live if stacks[s] > 0]
        if len(with_chips) < 2:
            self._events.append(ev.NoBetting(street))
            self._end_street()
            return
        actor = first if stacks[first] > 0 else self._next_with_chips(first)
        board = tuple(self._up[first]) if self.community_card is None else (*self._up[first], *self._community_for(first))
        self._events.append(ev.FirstToAct(street, first, actor, board, tuple(tied), by_suit,
                                          self.community_card is not None, self.game.first_to_act_rule,
                                          self._seventh_up))
        pending = self._pending  # all False here: every seat has answered the last street
        for s in with_chips:
            pending[s] = True
        self.first_to_act[street] = actor
        self.to_act = actor

    def _best_board(self, seats: list[int]) -> tuple[int, list[int], bool]:
        """The seat whose board acts first, the seats tied with it, and whether suits broke the tie."""
        # Boards change only when cards are dealt face up: seventh street (dealt down) and the
        # showdown reuse sixth street's answer while the same players are in.
        memo = self._best_board_memo
        if memo is not None and memo[0] == seats:
            return memo[1]
        up = self._up
        if self._unseen and any(None in up[s] for s in seats):   # a record's card nobody saw: the record says
            first = self._recorded_opener(self.street, seats)
            return first, [], False     # no tie worked out: the record said
        best = self._best_board_now(seats)
        self._best_board_memo = (seats, best)
        return best

    def _best_board_now(self, seats: list[int]) -> tuple[int, list[int], bool]:
        """_best_board worked out from the boards as they are now: the game ranks them (GEN-5.2);
        with a community card, five visible cards each, ranked as five-card hands (GEN-11.2)."""
        up = self._up
        if self.community_card is not None or self._seventh_up:
            # GEN-11.2, GEN-14.6: five visible cards rank as a five-card hand, on one scale with
            # four (hands.partial_score)
            low = self.game.plays_low_board
            boards = [partial_score([c.code for c in (*up[s], *self._community_for(s))], low) for s in seats]
        else:
            board_key = self.game.board_key
            boards = [board_key(up[s]) for s in seats]
        best = max(boards)
        if boards.count(best) == 1:  # the usual case: one best board
            first = seats[boards.index(best)]
            return first, [first], False
        tied = [s for s, key in zip(seats, boards) if key == best]  # in seat order: clockwise from the dealer
        if self.rules.equal_boards is EqualBoards.POSITION:
            return tied[0], tied, False
        suit_key = self.game.suit_tiebreak_key
        return max(tied, key=lambda s: suit_key(self._up[s])), tied, True

    # --- the end of the hand -------------------------------------------------------------

    def _return_uncalled(self) -> None:
        """Give back the part of the last bet or raise that nobody called (GEN-12.4): called when a
        betting round ends, by the last call or check, or by the fold that ends the hand."""
        put = self._put
        ranked = sorted(put)
        excess = ranked[-1] - ranked[-2]  # what the biggest contributor put in beyond anyone else
        if excess <= 0:
            return
        top = put.index(ranked[-1])
        if not self._folded[top]:
            put[top] -= excess
            self._bets[top] -= min(excess, self._bets[top])
            self.stacks[top] += excess
            self._events.append(ev.UncalledBetReturned(top, excess))

    def _give_back_declared(self) -> None:
        """GEN-14.6: chips a declared all-in kept out of the betting go back to their owner."""
        for s, kept in self._declared.items():
            self.stacks[s] += kept

    def _finish_uncontested(self, winner: int) -> None:
        self._give_back_declared()
        self._return_uncalled()
        amount = sum(self._put)
        self.pots_at_showdown = [Pot(amount, (winner,))]
        self.stacks[winner] += amount
        self.awards = [Award(0, winner, amount, Half.WHOLE, ())]
        self._events.append(ev.WonUncontested(winner, amount))
        self._phase = _OVER
        self.to_act = None

    def _showdown(self) -> None:
        self._give_back_declared()
        folded, game, events = self._folded, self.game, self._events
        live = [s for s in range(self.n) if not folded[s]]
        self.showdown_order = self._showdown_sequence(live)
        # Each hand once, in the order cards(seat) gives it, and its card codes for the scores.
        down, up = self._down, self._up
        cards, codes = {}, {}
        community = self.community_card is not None
        for s in live:
            hand = cards[s] = (*down[s][:2], *up[s], *down[s][2:], *(self._community_for(s) if community else ()))
            if self._unseen and None in hand:   # a real record that never shows this hand
                raise ValueError(_("Seat {number} reaches the showdown with cards nobody saw: the record must "
                                   "show them.").format(number=s + 1))
            codes[s] = [c.code for c in hand]
        for s in self.showdown_order:
            events.append(ev.HandShown(s, cards[s]))
        pots = build_pots(self._put, folded)
        self.pots_at_showdown = pots
        if len(pots) > 1:
            events.append(ev.PotsFormed(tuple(pots)))
        hi_lo = game.ranking is Ranking.HI_LO
        stacks = self.stacks
        for index in range(len(pots) - 1, -1, -1):  # the last-formed pot first (GEN-10.4)
            awards = award_pot(index, pots[index], game, self.rules, cards, codes)
            for a in awards:
                stacks[a.seat] += a.amount
            self.awards.extend(awards)
            if hi_lo and pots[index].amount % 2 and not awards[0].scooped_no_low:
                events.append(ev.OddChipToHigh(index))
            # award_pot lists the shares half by half (high before low), so each run of one
            # half is one sentence.
            for _half_key, group in groupby(awards, key=_half):
                events.append(ev.PotAwarded(index, len(pots), tuple(group), hi_lo))
            winners = {a.seat for a in awards}
            if hi_lo and len(winners) == 1 and not awards[0].scooped_no_low:
                events.append(ev.Scooped(index, len(pots), awards[0].seat, sum(a.amount for a in awards)))
        self._phase = _OVER
        self.to_act = None

    def _showdown_sequence(self, live: list[int]) -> list[int]:
        """Who shows first (GEN-8.1, GEN-8.2, T-4), then clockwise."""
        if self._aggressor is not None and self.street == 7 and not self._folded[self._aggressor]:
            first = self._aggressor
            self._events.append(ev.ShowsFirst(first, ev.ShowdownReason.AGGRESSOR, ("GEN-8.1",)))
        elif self.game.plays_low_board and self.rules.showdown_order is ShowdownOrder.SEEDS:
            first = live[0]
            self._events.append(ev.ShowsFirst(first, ev.ShowdownReason.SEAT_ORDER, ("RAZZ-8.2", "T-4")))
        else:
            first, _, _ = self._best_board(live)
            why = ev.ShowdownReason.LOWEST_BOARD if self.game.plays_low_board else ev.ShowdownReason.BEST_BOARD
            rule = "T-4" if self.game.plays_low_board else self.game.no_bet_showdown_rule
            self._events.append(ev.ShowsFirst(first, why, (rule, "GEN-8.2")))
        i = live.index(first)
        return live[i:] + live[:i]


_half = attrgetter("half")

