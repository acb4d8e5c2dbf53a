"""What a wrong answer says: the misconception studlib.mistakes diagnosed, as the sentence aimed
at it, in the language in force, for the drills, the seat quizzes, the final test and the ladder.

    seat_mistake("bring_in", hand, chosen=2, answer=0)
    # 'In stud the LOWEST door card brings in, not the highest (STUD-3.1).'
    mistake_text(question, option)   # a drill question (studlib.drills) and a wrong option
    ladder_mistake(picked, best)     # a razz ladder rung (RAZZ-9.1); ladder_said(pick, done) any click

studlib.mistakes decides which Mistake an answer shows, with its rule IDs; this module only says it.
Each sentence is marked N_ and read in the language in force (the catalog has the French).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card, format_cards
from . import drills
from .drills import Option, Question
from .explain import Seat
from .games import board_name
from .hand import Hand
from .hands import low_hand
from .i18n import N_, _, translates_constants
from .mistakes import Diagnosis, Mistake, diagnose, diagnose_seat
from .mistakes import ladder_mistake as diagnose_ladder
from .sessions import LadderPick

__all__ = ["seat_mistake", "seat_mistake_words", "mistake_text", "ladder_mistake", "ladder_said"]

NOT_THIS_SEAT = N_("Not {seat}.")
GAME_SHORT = {"stud": N_("stud"), "stud8": N_("Stud Hi/Lo"), "razz": N_("razz")}
BOARD_QUALITY = {"high": N_("best"), "low": N_("lowest")}

# Feedback aimed at the mistake a wrong seat reveals. Fields: {seat} the seat clicked,
# {card} its door card, {right_seat}, {right_card}, {board}, {right_board}, {rule}.
MISTAKES = {
    # bring-in
    "razz_lowest": N_("In razz the HIGHEST card brings in: aces are low (RAZZ-3.1)."),
    "razz_ace": (N_("In razz aces are low: an ace is the best door card, so it brings in only when "
                 "every door card is an ace. The HIGHEST card brings in (RAZZ-3.1).")),
    "razz_suit": (N_("{seat} and {right_seat} show the same rank. In razz the HIGHER suit brings in; "
                  "suits rank clubs < diamonds < hearts < spades (RAZZ-3.1, GEN-3.1).")),
    "razz_not_highest": (N_("{seat}'s {card} is not the highest door card: {right_seat}'s {right_card} "
                         "is higher (aces are low in razz) (RAZZ-3.1).")),
    "stud_highest": N_("In {game_short} the LOWEST door card brings in, not the highest ({rule})."),
    "stud_ace": (N_("For the bring-in aces are HIGH ({rule}): an ace is the highest door card, so it "
                 "brings in only when every door card is an ace{hilo_note}.")),
    "hilo_note": N_(", even though the ace plays low for the low hand"),
    "stud_suit": (N_("{seat} and {right_seat} show the same rank. The LOWER suit brings in; suits rank "
                  "clubs < diamonds < hearts < spades (GEN-3.1, {rule}).")),
    "stud_not_lowest": (N_("{seat}'s {card} is not the lowest door card: {right_seat}'s {right_card} "
                        "is lower (aces are high for the bring-in) ({rule}).")),
    # first to act on 4th to 7th street
    "bring_in_only_third": (N_("The bring-in is only on third street. From fourth street on, the "
                            "{quality} board acts first ({rule}, GEN-5.1).")),
    "tie_position": (N_("{seat} and {right_seat} show equal boards ({board}). Equal boards: the first "
                     "tied player on the dealer's left acts first (GEN-5.3).")),
    "tie_suit": (N_("{seat} and {right_seat} show equal boards ({board}). At this table the highest "
                 "card by suit breaks the tie: clubs < diamonds < hearts < spades (T-3).")),
    "tie_suit_low": (N_("{seat} and {right_seat} show equal boards ({board}). At this table the tie goes "
                     "by the suit of each board's top card, the ace counting low (in A-5 the top card "
                     "is the 5): the higher suit acts first, clubs < diamonds < hearts < spades (T-3).")),
    "high_single_card": (N_("{seat} has the highest single card, but boards rank like poker hands: "
                         "{right_seat}'s {right_board} beats {seat}'s {board}. The best board HAND "
                         "acts first, not the highest card ({rule}, GEN-5.2).")),
    "board_no_straights": (N_("Straights and flushes never count on a board: {seat}'s {board} is just "
                           "high cards ({rule}, GEN-5.2).")),
    "high_lowest_board": (N_("From fourth street on the BEST board acts first; the lowest card only "
                          "matters for the bring-in on third street ({rule}, GEN-5.1).")),
    "high_not_best": (N_("{seat}'s {board} is not the best board: {right_seat}'s {right_board} is "
                      "better ({rule}, GEN-5.2).")),
    "razz_highest_board": (N_("{seat}'s {board} is the HIGHEST board showing, as if this were stud; in "
                           "razz the LOWEST board acts first, here {right_seat}'s {right_board} (RAZZ-5.1).")),
    "razz_pair": (N_("A pair counts against you in razz: any unpaired board is lower than a paired "
                  "one, so {seat}'s {board} is worse than {right_seat}'s {right_board} (RAZZ-5.1).")),
    "razz_ace_high": (N_("In razz aces are low: {right_seat}'s {right_board} is lower than "
                      "{seat}'s {board} (RAZZ-5.1).")),
    "razz_not_lowest": (N_("{seat}'s {board} is not the lowest board: {right_seat}'s {right_board} "
                        "is lower (RAZZ-5.1).")),
    # who shows first when nobody bet on 7th street
    "razz_seat_order": (N_("At this table (the French Razz page's rule) razz players show in seat order, "
                        "lowest seat still in first, when nobody bet on seventh street (RAZZ-8.2). The lowest board "
                        "shows first only with option T-4 (cardroom and tournament rules).")),
    "razz_lowest_shows": (N_("This table plays option T-4: when nobody bet on seventh street the "
                          "lowest board shows first, not the lowest seat (T-4, GEN-8.2).")),
    "high_seat_order": (N_("Seat order is a razz rule. In {game_short} the best board shows first "
                        "when nobody bet on seventh street ({rule}, GEN-8.2).")),
    "high_best_shows": (N_("When nobody bet on seventh street the best board shows first: "
                        "{right_seat}'s {right_board} beats {seat}'s {board} ({rule}, GEN-8.2).")),
}

# Feedback aimed at the misconception a wrong option stands for (studlib.drills codes).
DRILL_MISTAKES = {
    "bring_in_no_fold": (N_("The bring-in is forced: the player with the worst door card must bring in "
                         "or complete and may not fold (GEN-3.2).")),
    "complete_size": (N_("Completing goes to the full small bet, not double the bring-in; a completion "
                      "is not counted as a raise (GEN-3.3, GEN-3.4, GEN-4.1).")),
    "bring_in_passed_fold": (N_("The worst door card is all in for the ante, so the next player clockwise "
                             "brings in instead, and may also fold: bring in, complete or fold (GEN-12.2).")),
    "bring_in_may_complete": N_("The bring-in player may also complete to the full small bet (GEN-3.3)."),
    "no_check_behind": N_("Nobody may check behind a bring-in: fold, call it or complete (GEN-3.4)."),
    "call_difference": (N_("A call adds only the difference: the chips already put in this street count "
                        "towards it.")),
    "bet_size_small": N_("Third and fourth street are played with the small bet (GEN-7.1)."),
    "bet_size_big": N_("From fifth street on every bet and raise is the big bet (GEN-7.1)."),
    "no_double_bet": (N_("Only stud high has the open-pair double bet (STUD-6.1); in Stud/8 and razz "
                      "fourth street is always the small bet (HILO-6.1, RAZZ-6.1).")),
    "open_pair": (N_("An open pair on fourth street lets any player bet the big bet in stud high "
                  "(STUD-6.1, option T-2).")),
    "capped": (N_("The bet (or, on third street, the completion) and {cap} raises have been made: the "
               "betting is capped, no more raises (GEN-4.1, T-6).")),
    "all_in_call": (N_("This player's chips cover only a call: calling puts them all in, so there is "
                    "nothing left to raise with (GEN-12.1).")),
    "not_reopened": (N_("A short all-in of less than half a bet does not reopen the betting: a player who "
                     "already acted and is in for all previous bets may only call or fold (GEN-12.1).")),
    "unanswerable": (N_("Every other player still in is all in: nobody could answer a raise, so there is "
                     "none to make.")),
    "short_all_in_bet": (N_("An all-in bet of less than half a bet is not a full bet: call it, or complete it to "
                         "the full bet; nobody raises above it (GEN-12.3).")),
    "can_raise": N_("The betting is not capped yet: a raise is still allowed (GEN-4.1)."),
    "no_check_facing": N_("Facing a bet you cannot check: fold, call or raise."),
    "wrong_five": (N_("Try every five of the seven cards and compare them from the highest card down: "
                   "aces are low, five different ranks beat any pair, and in razz a hand without five "
                   "different ranks plays as few pairs as it can, the lowest ones (RAZZ-9.1, HILO-9.1).")),
    "no_qualifier": (N_("The low half needs five DIFFERENT ranks, all eight or lower (HILO-9.1); nobody "
                     "here has them, so there is no low and the high hand scoops (HILO-10.1).")),
    "no_low_hand": (N_("A low needs five DIFFERENT ranks, all eight or lower (HILO-9.1): this hand has no "
                    "low. If no other player has one either, the best high hand wins the whole pot "
                    "(HILO-10.1).")),
    "does_qualify": (N_("Count the different ranks of eight or lower, aces included: five of them make "
                     "a qualifying low, straights and flushes do not matter (HILO-9.1).")),
    "scoop_with_low": (N_("A qualifying low is on the table, so the pot is split: half high, half low. "
                       "The high hand scoops only when nobody qualifies (HILO-10.1).")),
    "odd_chip_high": N_("An odd chip between the two halves goes to the HIGH half (HILO-10.3)."),
    "quarter": (N_("Tied lows share the low half equally; two equal lows get a quarter of the pot each "
                "(HILO-10.2).")),
    "low_reading": N_("Compare the lows from the highest card down: the lower low wins (HILO-9.1)."),
    "high_reading": N_("Read the high hands again: the best five-card poker hand wins high (STUD-9.1, HILO-9.2)."),
    "last_aggressor": (N_("Someone bet on seventh street, so the boards do not decide: the LAST player "
                       "to bet or raise on seventh street shows first, here {right_seat} (GEN-8.1).")),
    "odd_chip_t5": (N_("Inside a tied half the odd chip goes by option T-5; at this table: {odd_chip} "
                    "(GEN-10.3, T-5).")),
}

# What a click on the razz ladder says: the best hand left, or why it is not (studlib.mistakes.ladder_mistake).
LADDER_RIGHT = N_("Right: {hand} ({name}) is the best hand left.")
LADDER_DONE = N_("Ladder complete: best to worst, as in the French Razz page (RAZZ-9.2).")
LADDER_MISTAKES = {
    "pair": (N_("{hand} ({name}) holds paired cards, and pairs count against you in razz: {best} "
             "({best_name}) has no pair, so it is lower and better (RAZZ-9.1).")),
    "more_pairs": (N_("{hand} ({name}) is worse than {best} ({best_name}): in razz the fewer pairs the "
                   "better. No pair beats one pair, which beats two pair, then trips, a full house and "
                   "quads (RAZZ-9.1).")),
    "paired": (N_("With a pair each, compare the pairs first: the lower pair is better, and only then "
               "the other cards from the highest down. {best} ({best_name}) beats {hand} ({name}) "
               "(RAZZ-9.1).")),
    "straight": (N_("Straights and flushes do not count in razz: {best} is simply a {best_name}, "
                 "better than {hand} ({name}) (RAZZ-9.1).")),
    "ace": (N_("The ace is LOW in razz: {best} ({best_name}) is better than {hand} ({name}) "
            "(RAZZ-9.1).")),
    "compare": (N_("With no pair, compare from the highest card down: {best} ({best_name}) beats "
                "{hand} ({name}), the first difference decides (RAZZ-9.1).")),
}


# The bring-in mistakes, read from the door cards alone.
_DOOR_MISTAKES = frozenset({Mistake.RAZZ_LOWEST, Mistake.RAZZ_ACE, Mistake.RAZZ_SUIT, Mistake.RAZZ_NOT_HIGHEST,
                            Mistake.STUD_HIGHEST, Mistake.STUD_ACE, Mistake.STUD_SUIT, Mistake.STUD_NOT_LOWEST})


def seat_mistake_words(found: Diagnosis, hand: Hand, chosen: int, answer: int) -> str:
    """A wrong seat's Diagnosis (studlib.mistakes.diagnose_seat) as the sentence aimed at it."""
    if found.mistake is Mistake.NOT_IN_HAND:
        return _(NOT_THIS_SEAT).format(seat=Seat(chosen))
    game = hand.game
    if found.mistake in _DOOR_MISTAKES:
        boards = {s: hand.up_cards(s)[:1] for s in range(hand.n_seats)}
    else:
        boards = {s: hand.up_cards(s) for s in range(hand.n_seats) if not hand.folded(s)}
    return _(MISTAKES[found.mistake.value]).format(
        seat=Seat(chosen), right_seat=Seat(answer), rule=found.rules[0],
        card=boards[chosen][0].pretty if boards[chosen] else "",
        right_card=boards[answer][0].pretty if boards[answer] else "",
        board=board_name(game, boards[chosen]), right_board=board_name(game, boards[answer]),
        game_short=_(GAME_SHORT[game.code]), quality=_(BOARD_QUALITY["low" if game.plays_low_board else "high"]),
        hilo_note=_(MISTAKES["hilo_note"]) if game.code == "stud8" else "")


def seat_mistake(kind: str, hand: Hand, chosen: int, answer: int) -> str:
    """The sentence aimed at the rule a learner who clicked `chosen` probably applied."""
    return seat_mistake_words(diagnose_seat(kind, hand, chosen, answer), hand, chosen, answer)


def mistake_text(q: Question, option: Option, odd_chip: str = "") -> str:
    """The sentence aimed at the misconception behind a wrong option ('' if none is known);
    `odd_chip` names the table's odd-chip rule (T-5) in words, for the split questions."""
    found = diagnose(q, option)
    if found is None:
        return ""
    if q.kind in drills.SEAT_KINDS and found.mistake is not Mistake.LAST_AGGRESSOR:
        return seat_mistake_words(found, q.hand, option, q.answer_seat)
    cap = q.hand.rules.raise_cap if q.hand is not None else 3
    right_seat = Seat(q.answer_seat) if q.answer_seat is not None else ""
    return _(DRILL_MISTAKES[found.mistake.value]).format(odd_chip=odd_chip, right_seat=right_seat, cap=cap)


def ladder_mistake(picked: Sequence[Card], best: Sequence[Card]) -> str:
    """Why `picked` is not the best low hand left when `best` is (RAZZ-9.1), in words."""
    return _(LADDER_MISTAKES[diagnose_ladder(picked, best).value]).format(
        hand=format_cards(picked, pretty=True), name=low_hand(picked).name,
        best=format_cards(best, pretty=True), best_name=low_hand(best).name)


def ladder_said(pick: LadderPick, done: bool) -> str:
    """What a click on the ladder says: right (and the ladder complete if `done`), or why not."""
    if not pick.right:
        return ladder_mistake(pick.hand, pick.best)
    said = _(LADDER_RIGHT).format(hand=format_cards(pick.hand, pretty=True), name=low_hand(pick.hand).name)
    return said + (" " + _(LADDER_DONE) if done else "")


# Every constant above is translated when read from outside (feedback.MISTAKES), in the language in force then.
translates_constants(__name__)
