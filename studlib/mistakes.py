"""What a wrong answer shows: the misconception behind it, as data, for the drills and the quizzes.

    action_mistakes(hand, options, case)   # the wrong option lists a learner gives, each with its Mistake
    diagnose_seat("bring_in", hand, chosen=0, answer=2)   # Diagnosis(Mistake.STUD_HIGHEST, ("STUD-3.1",))
    diagnose(question, option)             # a drill question and the option the learner picked

The one owner of mistake diagnosis: studlib.drills builds its wrong options from these
misconceptions, and studlib.feedback says the Mistake it is given in the language in force, for
the widgets (Drill, FinalTest, SeatQuiz, LowLadderDrill) to show.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import combinations
from typing import TYPE_CHECKING, Any, Protocol

from . import events
from .actions import Action, ActionKind
from .cards import Card, Rank
from .explain import OptionsCase
from .games import STUD, Game, low_rank
from .hands import Category, HandValue, eight_or_better, high_hand, low_hand
from .pots import split_evenly
from .rules import EqualBoards, Rules, ShowdownOrder

if TYPE_CHECKING:
    from .hand import Hand


class Asked(Protocol):
    """What diagnose reads of a drill question (studlib.drills.Question, which imports this module)."""

    kind: str
    hand: Hand | None
    answer: Any
    rules: tuple[str, ...]

    def mistake(self, option: Any) -> Mistake | None: ...

__all__ = ["Mistake", "Diagnosis", "action_mistakes", "low_mistakes", "split_mistakes", "diagnose_seat",
           "diagnose", "ladder_mistake"]


class Mistake(str, Enum):
    """A misconception a wrong answer shows; the value is the key of its sentence in studlib.feedback."""

    # what may this player do (drills.legal_actions); the NO_RAISE ones are the rule's own Refusal
    BRING_IN_NO_FOLD = "bring_in_no_fold"
    COMPLETE_SIZE = "complete_size"
    BRING_IN_PASSED_FOLD = "bring_in_passed_fold"
    BRING_IN_MAY_COMPLETE = "bring_in_may_complete"
    NO_CHECK_BEHIND = "no_check_behind"
    CALL_DIFFERENCE = "call_difference"
    BET_SIZE_SMALL = "bet_size_small"
    BET_SIZE_BIG = "bet_size_big"
    NO_DOUBLE_BET = "no_double_bet"
    OPEN_PAIR = "open_pair"
    CAPPED = "capped"
    ALL_IN_CALL = "all_in_call"
    NOT_REOPENED = "not_reopened"
    UNANSWERABLE = "unanswerable"
    SHORT_ALL_IN_BET = "short_all_in_bet"
    CAN_RAISE = "can_raise"
    NO_CHECK_FACING = "no_check_facing"
    # reading lows
    WRONG_FIVE = "wrong_five"
    NO_LOW_HAND = "no_low_hand"
    DOES_QUALIFY = "does_qualify"
    # splitting a Stud/8 pot
    NO_QUALIFIER = "no_qualifier"
    SCOOP_WITH_LOW = "scoop_with_low"
    ODD_CHIP_HIGH = "odd_chip_high"
    QUARTER = "quarter"
    LOW_READING = "low_reading"
    HIGH_READING = "high_reading"
    ODD_CHIP_T5 = "odd_chip_t5"
    # who shows first, when someone bet on seventh street
    LAST_AGGRESSOR = "last_aggressor"
    # a wrong seat: the bring-in
    RAZZ_LOWEST = "razz_lowest"
    RAZZ_ACE = "razz_ace"
    RAZZ_SUIT = "razz_suit"
    RAZZ_NOT_HIGHEST = "razz_not_highest"
    STUD_HIGHEST = "stud_highest"
    STUD_ACE = "stud_ace"
    STUD_SUIT = "stud_suit"
    STUD_NOT_LOWEST = "stud_not_lowest"
    # a wrong seat: first to act, who shows first
    NOT_IN_HAND = "not_in_hand"          # the seat clicked has folded
    BRING_IN_ONLY_THIRD = "bring_in_only_third"
    TIE_POSITION = "tie_position"
    TIE_SUIT = "tie_suit"
    TIE_SUIT_LOW = "tie_suit_low"
    HIGH_SINGLE_CARD = "high_single_card"
    BOARD_NO_STRAIGHTS = "board_no_straights"
    HIGH_LOWEST_BOARD = "high_lowest_board"
    HIGH_NOT_BEST = "high_not_best"
    RAZZ_HIGHEST_BOARD = "razz_highest_board"
    RAZZ_PAIR = "razz_pair"
    RAZZ_ACE_HIGH = "razz_ace_high"
    RAZZ_NOT_LOWEST = "razz_not_lowest"
    RAZZ_SEAT_ORDER = "razz_seat_order"
    RAZZ_LOWEST_SHOWS = "razz_lowest_shows"
    HIGH_SEAT_ORDER = "high_seat_order"
    HIGH_BEST_SHOWS = "high_best_shows"
    # the razz ladder (RAZZ-9.1, RAZZ-9.2)
    LADDER_PAIR = "pair"
    LADDER_MORE_PAIRS = "more_pairs"
    LADDER_PAIRED = "paired"
    LADDER_STRAIGHT = "straight"
    LADDER_ACE = "ace"
    LADDER_COMPARE = "compare"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Diagnosis:
    """The misconception a wrong answer shows and the rule IDs it goes against."""

    mistake: Mistake
    rules: tuple[str, ...]


# --- what may this player do ------------------------------------------------------------------

def _variant(opts: Sequence[Action], old: Action, new: Action | None) -> list[Action]:
    return [new if a == old else a for a in opts if not (a == old and new is None)]


def action_mistakes(hand: Hand, opts: list[Action], case: OptionsCase) -> list[tuple[list[Action], Mistake]]:
    """Wrong option lists for the player to act (whose options are `opts`), each with its misconception."""
    st = hand.structure
    out: list[tuple[list[Action], Mistake]] = []
    A, K, M = Action, ActionKind, Mistake
    call = next((a for a in opts if a.kind is K.CALL), None)
    aggressive = [a for a in opts if a.kind in (K.BET, K.RAISE, K.COMPLETE)]
    if case is OptionsCase.BRING_IN:
        out.append(([A(K.FOLD)] + opts, M.BRING_IN_NO_FOLD))
    if case is OptionsCase.BRING_IN_PASSED:
        out.append(([a for a in opts if a.kind is not K.FOLD], M.BRING_IN_PASSED_FOLD))
    if case in (OptionsCase.BRING_IN, OptionsCase.BRING_IN_PASSED) and aggressive:
        comp = aggressive[0]
        out.append((_variant(opts, comp, A(K.RAISE, 2 * st.bring_in, 2 * st.bring_in)), M.COMPLETE_SIZE))
        out.append(([a for a in opts if a.kind is not K.COMPLETE], M.BRING_IN_MAY_COMPLETE))
    if case is OptionsCase.FACE_BRING_IN:
        comp = aggressive[0]
        out.append((_variant(opts, comp, A(K.RAISE, 2 * st.bring_in, 2 * st.bring_in)), M.COMPLETE_SIZE))
        out.append(([A(K.CHECK)] + [a for a in opts if a.kind not in (K.FOLD, K.CALL)], M.NO_CHECK_BEHIND))
    if call is not None and call.amount != call.adds:
        out.append((_variant(opts, call, A(K.CALL, call.amount, call.amount)), M.CALL_DIFFERENCE))
    if case in (OptionsCase.OPEN, OptionsCase.FACING, OptionsCase.FACING_THIRD):
        for a in aggressive:
            big = hand.game.bet_is_big(hand.street)
            wrong = st.small_bet if big else st.big_bet
            right = st.big_bet if big else st.small_bet
            reason = M.BET_SIZE_BIG if big else M.BET_SIZE_SMALL
            if hand.street == 4 and not hand.game.double_bet_possible and any(
                    hand.game.open_pair(hand.up_cards(s)) for s in hand.in_hand):
                reason = M.NO_DOUBLE_BET
            out.append((_variant(opts, a, A(a.kind, a.amount - right + wrong, a.adds - right + wrong)), reason))
    if case is OptionsCase.OPEN_PAIR:
        out.append(([a for a in opts if not (a.kind is K.BET and a.amount == st.big_bet)], M.OPEN_PAIR))
    if case is OptionsCase.NO_RAISE:
        level = call.amount
        barred = M(hand.why_no_raise().value)     # the misconception is the rule's own: CAPPED, ...
        out.append((opts + [A(K.RAISE, level + (st.big_bet if hand.game.bet_is_big(hand.street) else st.small_bet))],
                    barred))
    if case is OptionsCase.COMPLETE_SHORT:
        size = st.big_bet if hand.game.bet_is_big(hand.street) else st.small_bet
        comp = aggressive[0]
        out.append((_variant(opts, comp, A(K.RAISE, call.amount + size, call.adds + size)), M.SHORT_ALL_IN_BET))
    if case in (OptionsCase.FACING, OptionsCase.FACING_THIRD, OptionsCase.FACING_OPEN_PAIR):
        out.append(([a for a in opts if a.kind is not K.RAISE], M.CAN_RAISE))
        out.append(([A(K.CHECK)] + aggressive, M.NO_CHECK_FACING))
    return out


# --- reading lows -----------------------------------------------------------------------------

def low_mistakes(cards: Sequence[Card], value: HandValue | None, hi_lo: bool) -> list[tuple[HandValue | None, Mistake]]:
    """Wrong readings of seven cards whose best low is `value` (None: no low): other fives, or no low.

    Every low is an ace-to-five value (low_hand), so readings compare; the best first."""
    # Other five-card readings of the same cards: picking the wrong five is the usual slip.
    readings = sorted({low_hand(five).score: low_hand(five) for five in combinations(cards, 5)}.items(),
                      reverse=True)
    right = None if value is None else low_hand(value.cards)
    wanted = 2 if hi_lo and value is not None else 3   # with "no low", at least three options
    out: list[tuple[HandValue | None, Mistake]] = []
    for _score, other in readings:
        if other != right and all(other != seen for seen, _m in out):
            out.append((other, Mistake.NO_LOW_HAND if hi_lo and value is None else Mistake.WRONG_FIVE))
        if len(out) >= wanted:
            break
    if hi_lo and value is not None:
        out.append((None, Mistake.DOES_QUALIFY))
    return out


# --- splitting a Stud/8 pot -------------------------------------------------------------------

def _allocate(pot: int, high: Sequence[int], low: Sequence[int] | None, odd_to_low: bool = False) -> dict[int, int]:
    """Chips per seat if `high` and `low` win (odd chips to the first listed), halves as HILO-10.3."""
    gets: dict[int, int] = {}
    if not low:
        halves = [(pot, high)]
    else:
        small, large = pot // 2, pot - pot // 2
        halves = [(small, high), (large, low)] if odd_to_low else [(large, high), (small, low)]
    for amount, seats in halves:
        for s, a in split_evenly(amount, list(seats)).items():
            gets[s] = gets.get(s, 0) + a
    return gets


def split_mistakes(hand: Hand, high: list[int], low: list[int] | None, pot: int
                   ) -> list[tuple[list[int], list[int] | None, dict[int, int], Mistake]]:
    """Wrong splits of a Stud/8 showdown of `pot` chips won by `high` and `low` (None: no low):
    who wins each half and the chips per seat, each with its misconception."""
    allocate = _allocate
    cards = {s: hand.cards(s) for s in hand.showdown_order}
    highs = sorted(cards, key=lambda s: high_hand(cards[s]), reverse=True)
    lows = sorted((s for s in cards if eight_or_better(cards[s]) is not None),
                  key=lambda s: eight_or_better(cards[s]), reverse=True)
    M = Mistake
    out: list[tuple[list[int], list[int] | None, dict[int, int], Mistake]] = []
    if low:
        out.append((high, None, allocate(pot, high, None), M.SCOOP_WITH_LOW))
        if pot % 2:
            out.append((high, low, allocate(pot, high, low, odd_to_low=True), M.ODD_CHIP_HIGH))
        if len(low) > 1:
            out.append((high, low[:1], allocate(pot, high, low[:1]), M.QUARTER))
        others = [s for s in lows if s not in low]
        if others:
            out.append((high, others[:1], allocate(pot, high, others[:1]), M.LOW_READING))
    else:
        razz_best = max(cards, key=lambda s: low_hand(cards[s]))
        out.append((high, [razz_best], allocate(pot, high, [razz_best]), M.NO_QUALIFIER))
    if len(high) > 1 or len(low or []) > 1:
        flipped_high, flipped_low = list(reversed(high)), list(reversed(low)) if low else None
        out.append((high, low, allocate(pot, flipped_high, flipped_low), M.ODD_CHIP_T5))
    second = next((s for s in highs if s not in high), None)
    if second is not None:
        out.append(([second], low, allocate(pot, [second], low), M.HIGH_READING))
    return out


# --- a wrong seat -----------------------------------------------------------------------------

def _bring_in(game: Game, doors: dict[int, Card], chosen: int, answer: int) -> Mistake:
    card, right = doors[chosen], doors[answer]
    M = Mistake
    if game.plays_low_board:
        if card.rank == right.rank:
            return M.RAZZ_SUIT
        if card.rank == Rank.ACE:
            return M.RAZZ_ACE
        if low_rank(card.rank) == min(low_rank(c.rank) for c in doors.values()):
            return M.RAZZ_LOWEST
        return M.RAZZ_NOT_HIGHEST
    if card.rank == right.rank:
        return M.STUD_SUIT
    if card.rank == Rank.ACE:
        return M.STUD_ACE
    if card.rank == max(c.rank for c in doors.values()):
        return M.STUD_HIGHEST
    return M.STUD_NOT_LOWEST


def low_key_ace_high(board: Sequence[Card]) -> tuple:
    """How a learner who forgets that aces are low would rank a razz board (smaller = lower)."""
    counts = Counter(int(c.rank) for c in board)
    ordered = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    return (tuple(sorted(counts.values(), reverse=True)), tuple(ordered))


def _looks_straight_or_flush(board: Sequence[Card]) -> bool:
    """Three or more up cards all of one suit or in sequence: what a board straight/flush looks like."""
    if len(board) < 3:
        return False
    ranks = sorted({int(c.rank) for c in board})
    in_row = len(ranks) == len(board) and ranks[-1] - ranks[0] == len(ranks) - 1
    return in_row or len({c.suit for c in board}) == 1


def _has_pair(board: Sequence[Card]) -> bool:
    return len({c.rank for c in board}) < len(board)


def _tie(game: Game, rules: Rules) -> Mistake:
    if rules.equal_boards is not EqualBoards.SUIT:
        return Mistake.TIE_POSITION
    return Mistake.TIE_SUIT_LOW if game.plays_low_board else Mistake.TIE_SUIT


def _first_to_act(game: Game, rules: Rules, boards: dict[int, tuple[Card, ...]], chosen: int,
                  answer: int, bring_in_seat: int) -> Mistake:
    mine, right = boards[chosen], boards[answer]
    M = Mistake
    if game.board_key(mine) == game.board_key(right):
        return _tie(game, rules)
    if game.plays_low_board:
        if _has_pair(mine) and not _has_pair(right):
            return M.RAZZ_PAIR
        if (any(c.rank == Rank.ACE for c in right)
                and low_key_ace_high(mine) == min(low_key_ace_high(b) for b in boards.values())):
            return M.RAZZ_ACE_HIGH
        if STUD.board_key(mine) == max(STUD.board_key(b) for b in boards.values()):
            return M.RAZZ_HIGHEST_BOARD
        return M.BRING_IN_ONLY_THIRD if chosen == bring_in_seat else M.RAZZ_NOT_LOWEST
    top = max(c.rank for b in boards.values() for c in b)
    if any(c.rank == top for c in mine) and not any(c.rank == top for c in right):
        return M.HIGH_SINGLE_CARD
    if _looks_straight_or_flush(mine):
        return M.BOARD_NO_STRAIGHTS
    if game.board_key(mine) == min(game.board_key(b) for b in boards.values()):
        return M.HIGH_LOWEST_BOARD
    return M.BRING_IN_ONLY_THIRD if chosen == bring_in_seat else M.HIGH_NOT_BEST


def _shows_first(game: Game, rules: Rules, boards: dict[int, tuple[Card, ...]], chosen: int,
                 answer: int, first_live: int) -> Mistake:
    M = Mistake
    if game.plays_low_board:
        if rules.showdown_order is ShowdownOrder.SEEDS:
            return M.RAZZ_SEAT_ORDER
        if chosen == first_live:
            return M.RAZZ_LOWEST_SHOWS
        if game.board_key(boards[chosen]) == game.board_key(boards[answer]):
            return _tie(game, rules)
        return M.RAZZ_NOT_LOWEST
    if chosen == first_live:
        return M.HIGH_SEAT_ORDER
    if game.board_key(boards[chosen]) == game.board_key(boards[answer]):
        return _tie(game, rules)
    return M.HIGH_BEST_SHOWS


def diagnose_seat(kind: str, hand: Hand, chosen: int, answer: int) -> Diagnosis:
    """The rule a learner who clicked `chosen` (not `answer`) for bring_in, first_to_act or
    shows_first probably applied, read from the up cards and the table's rules."""
    game = hand.game
    if kind == "bring_in":
        doors = {s: hand.up_cards(s)[0] for s in range(hand.n_seats)}
        return Diagnosis(_bring_in(game, doors, chosen, answer), (game.bring_in_rule,))
    live = [s for s in range(hand.n_seats) if not hand.folded(s)]
    boards = {s: hand.up_cards(s) for s in live}
    if chosen not in boards:
        return Diagnosis(Mistake.NOT_IN_HAND, ())
    if kind == "first_to_act":
        return Diagnosis(_first_to_act(game, hand.rules, boards, chosen, answer, hand.bring_in_seat),
                         (game.first_to_act_rule,))
    return Diagnosis(_shows_first(game, hand.rules, boards, chosen, answer, live[0]), (game.no_bet_showdown_rule,))


def _someone_bet_on_seventh(hand: Hand) -> bool:
    """Whether the last bettor on seventh street shows first (GEN-8.1), so the boards do not matter."""
    return any(isinstance(e, events.ShowsFirst) and e.why is events.ShowdownReason.AGGRESSOR for e in hand.events)


def diagnose(question: Asked, option: Any) -> Diagnosis | None:
    """The misconception the drill `option` shows (None: the answer, or no misconception known)."""
    q = question
    if option == q.answer:
        return None
    if q.kind == "shows_first" and _someone_bet_on_seventh(q.hand):
        return Diagnosis(Mistake.LAST_AGGRESSOR, ("GEN-8.1",))
    if q.kind in ("bring_in", "first_to_act", "shows_first"):
        return diagnose_seat(q.kind, q.hand, option, q.answer)
    mistake = q.mistake(option)
    return None if mistake is None else Diagnosis(mistake, q.rules)


# --- the razz ladder --------------------------------------------------------------------------

def ladder_mistake(picked: Sequence[Card], best: Sequence[Card]) -> Mistake:
    """Why `picked` is not the best low hand left when `best` is (RAZZ-9.1)."""
    mine, top = low_hand(picked), low_hand(best)
    M = Mistake
    if mine.category > Category.HIGH_CARD and top.category == Category.HIGH_CARD:
        return M.LADDER_PAIR
    if mine.category != top.category:
        return M.LADDER_MORE_PAIRS
    if high_hand(best).category in (Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH):
        return M.LADDER_STRAIGHT
    if any(c.rank == Rank.ACE for c in best) and low_key_ace_high(picked) < low_key_ace_high(best):
        return M.LADDER_ACE
    if top.category != Category.HIGH_CARD:   # same kind of paired hand: the pairs decide first
        return M.LADDER_PAIRED
    return M.LADDER_COMPARE
