"""A PokerKit 0.7.7 mirror of a studlib hand: same game, stacks, cards and actions.

PokerKit (github uoftcprg/pokerkit) is an independent engine, so playing the same hand on
both and comparing is a cheap way to catch rule bugs. The mirror deals PokerKit's cards by
hand, one card at a time, from the deck studlib was given: studlib takes that deck from the
front in live dealing order (GEN-1.1: first down card to seats 0..n-1, second down card,
door card; then per street one burn, GEN-1.3, and one card to each player still in), which
is exactly the order PokerKit asks for cards in, so each `burn_card`/`deal_hole` simply takes
the next card.

Where PokerKit differs on purpose (rule catalogue, "Known PokerKit differences"), callers
must keep out of the way: no open-pair double bet, no folding when a check is free, no short
bring-in, no running out of cards, and Stud/8 side pots without an eligible low are detected
here (`burned_chips`) so the caller can skip them.
"""

from __future__ import annotations

import dataclasses
import warnings
from collections.abc import Sequence

import pokerkit
from pokerkit import (Automation, FixedLimitRazz, FixedLimitSevenCardStud,
                      FixedLimitSevenCardStudHighLowSplitEightOrBetter, Mode)

from studlib.cards import CARDS, Card

__all__ = ["PK_GAMES", "AUTOMATIONS", "PK_CARD", "PokerKitMirror", "BridgeError"]

PK_GAMES = {
    "stud": FixedLimitSevenCardStud,
    "stud8": FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    "razz": FixedLimitRazz,
}

# Everything automatic except the decisions, the cards and the showdown: the mirror shows
# every hand itself (see PokerKitMirror.__init__ for why no hand may be mucked or killed).
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)

# Both engines spell cards the same way ("As", "Td"), so one lookup converts.
PK_CARD: dict[Card, pokerkit.Card] = {c: next(iter(pokerkit.Card.parse(str(c)))) for c in CARDS}

_BURNED_CHIPS_WARNING = "some chips will be burned"


class BridgeError(AssertionError):
    """PokerKit refused something studlib allowed, or ran out of things to do."""


class PokerKitMirror:
    """A PokerKit state for `game_code`, fed the cards of `deck` in live dealing order."""

    def __init__(self, game_code: str, stacks: Sequence[int], structure, deck: Sequence[Card]):
        self.deck = list(deck)
        self.next_card = 0
        self.burned_chips = False
        self.warnings: list[str] = []
        self.bring_in_seat: int | None = None
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            self.state = PK_GAMES[game_code].create_state(
                AUTOMATIONS,
                True,  # antes count as each player's contribution when side pots form (GEN-10.4)
                structure.ante,
                structure.bring_in,
                structure.small_bet,
                structure.big_bet,
                list(stacks),
                len(stacks),
                mode=Mode.TOURNAMENT,  # tournament mode refuses a fold when a check is free
            )
            # PokerKit kills every hand that cannot win before pushing chips, then rebuilds the
            # pots from the hands left, merging side pots that now have the same contestants:
            # that moves odd chips away from where GEN-10.4 (each pot split on its own) puts
            # them. Every hand is shown and none is killed, so the pots stay as formed.
            self.state.can_win_now = lambda player_index: True
            self._deal_until_decision()
        self._note(caught)

    # --- what the caller compares -------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        """The seat PokerKit waits on, or None."""
        return self.state.actor_index if self.state.status else None

    @property
    def is_over(self) -> bool:
        return not self.state.status

    @property
    def stacks(self) -> list[int]:
        return list(self.state.stacks)

    @property
    def payoffs(self) -> list[int]:
        return list(self.state.payoffs)

    def can_raise(self) -> bool:
        """PokerKit would accept a completion, bet or raise now."""
        return self.state.can_complete_bet_or_raise_to()

    def raise_to(self) -> int | None:
        """The only completion/bet/raise size PokerKit accepts now (fixed limit)."""
        return self.state.min_completion_betting_or_raising_to_amount

    def call_amount(self) -> int | None:
        """Chips PokerKit's check_or_call would move now."""
        return self.state.checking_or_calling_amount

    def why_no_raise(self) -> str:
        """PokerKit's own reason for refusing a completion, bet or raise now."""
        try:
            self.state.verify_completion_betting_or_raising_to()
        except ValueError as exc:
            return str(exc)
        return ""

    def can_fold(self) -> bool:
        return self.state.can_fold()

    def can_bring_in(self) -> bool:
        return self.state.can_post_bring_in()

    # --- playing ------------------------------------------------------------------------

    def act(self, kind: str, amount: int) -> None:
        """Take studlib's action `kind` (an ActionKind value) with street total `amount`."""
        state = self.state
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                if kind == "bring_in":
                    state.post_bring_in()
                elif kind in ("complete", "bet", "raise"):
                    state.complete_bet_or_raise_to(amount)
                elif kind in ("call", "check"):
                    state.check_or_call()
                elif kind == "fold":
                    state.fold()
                else:
                    raise BridgeError(f"unknown action kind {kind!r}")
            except ValueError as exc:
                raise BridgeError(f"PokerKit refused {kind} {amount}: {exc}") from exc
            self._deal_until_decision()
        self._note(caught)

    def _deal_until_decision(self) -> None:
        """Burn and deal the next cards, and show every hand, until someone must act or the end."""
        state = self.state
        while state.status and state.actor_index is None:
            if state.can_show_or_muck_hole_cards():
                state.show_or_muck_hole_cards(True)
            elif state.can_burn_card():
                state.burn_card(PK_CARD[self._take()])
            elif state.hole_dealee_index is not None:
                state.deal_hole(PK_CARD[self._take()])
                if state.street_index == 0 and not any(state.hole_dealing_statuses):
                    # 3rd street is dealt: PokerKit has just picked the worst door card
                    # (GEN-3.2); it will start the round there or at the next seat with chips.
                    self.bring_in_seat = state.opener_index
            else:
                raise BridgeError("PokerKit is neither dealing nor waiting on a player")

    def _take(self) -> Card:
        if self.next_card >= len(self.deck):
            raise BridgeError("the deck given to the mirror ran out")
        card = self.deck[self.next_card]
        self.next_card += 1
        return card

    def _note(self, caught) -> None:
        for w in caught:
            text = str(w.message)
            self.warnings.append(text)
            if _BURNED_CHIPS_WARNING in text:
                # A Stud/8 pot whose contestants have no low: PokerKit halves it and burns
                # the low half, where HILO-10.1 gives it all to the high hand.
                self.burned_chips = True


def as_dict(obj) -> dict:
    """A dataclass as a plain dict (for printing a reproduction)."""
    return dataclasses.asdict(obj)
