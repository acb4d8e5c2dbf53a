"""Every sentence the widgets show a learner, in one place, in English; the French is in the catalog.

The engine's own explanations (hand.log, card names such as "seven of clubs") come from
studlib.explain and studlib.cards; this module holds only what the widgets add around them.
Templates use str.format fields; keep the field names when translating.

Each constant is marked with N_ and read in the language in force (studlib.use_language):
``T.DEAL_NEXT`` is "Deal next street" in English and « Rue suivante » in French. Read them at
call time (``from . import text as T``), never copy one at import. Text that depends on a
number (one try, two tries) is a function below, through ngettext.
"""

from __future__ import annotations

from .. import card_markup, rules_view, table_view
from ..i18n import N_, NC_, _, constants, localized_number, ngettext, number, pgettext, translates_constants  # noqa: F401

# Words the widgets share with the engine-side drawing (studlib.card_markup), as it writes them (a
# plain import would copy them in the language in force at import) ...
SEAT, DOWN_CARDS, UP_CARDS, NOTE, FOLDED, LIST_SEPARATOR = (
    constants(card_markup)[name] for name in ("SEAT", "DOWN_CARDS", "UP_CARDS", "NOTE", "FOLDED", "LIST_SEPARATOR"))
# and with the tables' view model (studlib.table_view)
(HAND_OVER, TO_ACT, MARK_TO_ACT, MARK_SHOWS_FIRST, MARK_BRINGS_IN, MARK_ACTS_FIRST, COMMUNITY_CARD, POT, POTS, SHOWDOWN,
 FOLD_FREE_QUESTION, FOLD_FREE_YES) = (
    constants(table_view)[name] for name in ("HAND_OVER", "TO_ACT", "MARK_TO_ACT", "MARK_SHOWS_FIRST", "MARK_BRINGS_IN",
                                             "MARK_ACTS_FIRST", "COMMUNITY_CARD", "POT", "POTS", "SHOWDOWN",
                                             "FOLD_FREE_QUESTION", "FOLD_FREE_YES"))
# and the house options' words (studlib.rules_view): the presets' menu labels, the odd-chip rule.
PRESET_LABELS, ODD_CHIP = (constants(rules_view)[name] for name in ("PRESET_LABELS", "ODD_CHIP"))

# --- cards and palettes (the cards' and the legend's own words are in studlib.card_markup) ---
PALETTE_LABEL = N_("Suit colours")
PALETTE_OPTIONS = {"two": N_("Two colours"), "four": N_("Four colours")}

# --- tables of seats -----------------------------------------------------------------------
WHY = N_("Why:")
POT_AWARDED = N_("Pot: {amount}, won by {winners}.")
POT_WINNER = "{seat} ({amount})"
MINIDEAL_AGAIN_HELP = N_("Deal this deal number again from third street.")
MINIDEAL_DEALT_AGAIN = N_("Deal #{seed} dealt again from third street.")
DOOR_MENUS_LABEL = N_("Change a door card (the hand is dealt again with it):")
RECENT = N_("Last steps:")
HAND_TITLE = N_("{game}, deal #{seed}: {stage}")
NO_KERNEL_NOTE = N_("Snapshot: run the notebook to use the buttons.")

# --- the games -----------------------------------------------------------------------------
GAME_LABELS = {"stud": "Stud", "stud8": "Stud/8", "razz": "Razz"}
GAME_LABEL = N_("Game")

# --- MiniDeal ------------------------------------------------------------------------------
DEAL_NUMBER = N_("Deal #")
DEAL_NEXT = N_("Deal next street")
NEW_DEAL = N_("New deal")
SHOW_DOWN_CARDS = N_("Show down cards")
DOOR_CARD_LABEL = N_("Seat {n} door")
DOOR_CARD_OPTION = "{pretty}  {name}"
MINIDEAL_TITLE = N_("{game}, deal #{seed}, {players} players: {stage}")
DOORS_CHANGED = N_("Door cards set by hand: {changes}.")
DOOR_CHANGE = "{seat} {card}"
DEAL_NUMBER_HELP = N_("Everyone who types the same deal number sees the same cards.")
DEAL_NUMBER_WORDS = N_("A deal number")
SEED_NUMBER_WORDS = N_("The number that deals the other cards")
ERR_WHOLE_NUMBER = N_("{what} is a whole number from {low} to {high}, like 4711; {value!r} is not one.")

# --- self-checks ---------------------------------------------------------------------------
# The score line is score_line() below; SCORE is its shape (the browser tests read its "Score: ").
SCORE = N_("Score: {score} right, {attempts} {tries}")
RIGHT = N_("Right!")
WRONG = N_("Not quite.")
ANSWER_IS = N_("The answer:")
RULE = N_("Rule {rule}")
NOT_THIS_SEAT = N_("Not {seat}.")

SEAT_QUIZ_QUESTIONS = {
    "bring_in": N_("Third street, {game}. Press the button of the seat that must bring in."),
    "first_to_act": N_("{street}, {game}. Press the button of the seat that acts first."),
    "shows_first": N_("{game}: nobody bet on seventh street. Press the button of the seat that shows first."),
}
SEAT_QUIZ_TITLE = N_("{game}, deal #{seed}")

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
    "razz_seat_order": (N_("At this table (the French Razz page's rule) razz players show in seat order, lowest seat still in "
                        "first, when nobody bet on seventh street (RAZZ-8.2). The lowest board "
                        "shows first only with option T-4 (cardroom and tournament rules).")),
    "razz_lowest_shows": (N_("This table plays option T-4: when nobody bet on seventh street the "
                          "lowest board shows first, not the lowest seat (T-4, GEN-8.2).")),
    "high_seat_order": (N_("Seat order is a razz rule. In {game_short} the best board shows first "
                        "when nobody bet on seventh street ({rule}, GEN-8.2).")),
    "high_best_shows": (N_("When nobody bet on seventh street the best board shows first: "
                        "{right_seat}'s {right_board} beats {seat}'s {board} ({rule}, GEN-8.2).")),
}
GAME_SHORT = {"stud": N_("stud"), "stud8": N_("Stud Hi/Lo"), "razz": N_("razz")}
BOARD_QUALITY = {"high": N_("best"), "low": N_("lowest")}

# --- MultipleChoice --------------------------------------------------------------------------
CHOSE = N_("You chose {option}.")
TRY_AGAIN = N_('Try another answer, or press "Show the answer".')
SHOW_ANSWER = N_("Show the answer")
ANSWER_WAS = N_("The answer is: {answer}.")
MARK_ANSWER = N_("← the answer")
RULES = N_("Rules {rule}")
NOT_ANSWERED = N_("Not answered yet.")
ONE_MISS = N_("One miss so far: try again.")
SOLVED_ON = {1: N_("Right, first try."), 2: N_("Right, on the second try.")}
SOLVED_LATER = N_("Right, after a few tries.")
SHOWN_AFTER = (N_("Answer shown."), N_("Answer shown after one miss."), N_("Answer shown after two misses."))
ERR_NO_QUESTION = N_("No question {question!r} in {file}: its questions are {known}.")

# --- LowLadderDrill ---------------------------------------------------------------------------
LADDER_TITLE = N_("Razz ladder: click the hands from best to worst (RAZZ-9.2).")
LADDER_SO_FAR = N_("Your ladder, best first:")
LADDER_LEFT = N_("Still to place:")
LADDER_DONE = N_("Ladder complete: best to worst, as in the French Razz page (RAZZ-9.2).")
LADDER_RIGHT = N_("Right: {hand} ({name}) is the best hand left.")
LADDER_HAND = "{cards} ({name})"
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

# --- RulesPicker (the options' words are in studlib.rules_view) -----------------------------
RULES_LABEL = N_("Table rules")

# --- errors (for lesson writers) ------------------------------------------------------------
ERR_RULES = N_("rules must be a studlib.Rules or a preset name ('online', 'cardroom', 'tournament'), not {value!r}.")
ERR_PLAYERS = N_("A stud table seats 2 to 8 players, not {value!r} (GEN-1.4).")
ERR_KIND = N_("Unknown quiz kind {value!r}: choose 'bring_in', 'first_to_act' or 'shows_first'.")
ERR_STREET = N_("A first-to-act quiz is about fourth to seventh street (4 to 7), not {value!r}.")
ERR_NO_BETTING = (N_("Nobody bets on {street} in this deal (a community card with option T-9 off): "
                  "ask about another street or keep T-9 on."))
ERR_LADDER = N_("A ladder needs at least two hands of five cards each, like 'As 2c 3d 4h 5s'; got {value!r}.")
ERR_LADDER_HAND = N_("{value!r} is not one of the hands still to place: {left}.")

# --- Drills, FinalTest, ScenarioBuilder (studlib.widgets.drills, .scenario_builder) ----------
DRILL_KINDS = {
    "bring_in": N_("Who brings in"),
    "first_to_act": N_("Who acts first"),
    "legal_actions": N_("What may this player do"),
    "shows_first": N_("Who shows first"),
    "read_low": N_("Read the low"),
    "low_qualifies": N_("Does it qualify for low"),
    "split": N_("Who wins each half"),
}
DRILL_TITLE = N_("Drill: {kind}, question #{seed}")
DRILL_SCORE = N_("Score: {score} / {attempts} · streak {streak}")
DRILL_NEXT = N_("Next question")
DRILL_KIND_LABEL = N_("Drill")
DRILL_ANY_GAME = N_("Any game")
DRILL_MENU_TITLE = N_("Drills: pick a kind and a game, answer, then press Next.")
DRILL_CARDS = N_("Cards: {cards}")
DRILL_SEVENTH = N_("Seventh street so far:")
DRILL_OPTIONS = N_("Options:")
DRILL_SKIPPED = N_(" · skipped {skipped}")
OPTION_CHOSEN_RIGHT = N_("✓ {option} (your answer: right)")
OPTION_CHOSEN_WRONG = N_("✗ {option} (your answer)")
OPTION_RIGHT = N_("✓ {option} (the right answer)")
ERR_DRILL_OPTION = N_("{option!r} is not one of the options: {options}.")
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
                     "already acted may only call or fold (GEN-12.1).")),
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

# --- DealerDrill (studlib.widgets.dealer): the dealer school's timed drills ------------------
DEALER_KINDS = {
    "low_card": N_("Call the low card"),
    "high_board": N_("Call the high board"),
    "showdown": N_("Read the showdown"),
    "pot": N_("Count the pot"),
    "side_pots": N_("Make the side pots"),
    "shares": N_("Split the pot to the chip"),
    "uncalled": N_("Return the uncalled bet"),
    "stub": N_("Count the stub"),
    "irregularity": N_("Fix the dealer's error"),
}
DEALER_TITLE = N_("Dealer drill: {kind} (question {number} of {total}, deal #{seed})")
DEALER_ANSWER = N_("Answer")
DEALER_NEW_SESSION = N_("New session")
DEALER_TYPE_HINT = N_("Type each answer and press Enter; Enter in the last box answers.")
DEALER_NO_LIMIT = N_("No time limit.")
DEALER_LIMIT = N_("Time limit: {seconds} s a question. A late answer is marked late, never wrong.")
DEALER_TOOK = N_("Answered in {seconds} s.")
DEALER_LATE = N_("Late: {seconds} s, past the {limit} s limit (marked late, not wrong).")
DEALER_SAYS = N_("The dealer says: {call}")
DEALER_YOU_TYPED = N_("You typed {typed}; the answer is {answer}.")
DEALER_NOT_READ = N_("{label}: {why}")
DEALER_SAVED_FOR_END = N_("Answer recorded. The corrections come at the end of the session.")
DEALER_SESSION_SCORE = N_("Right: {right} of {answered}; late: {late}; median time {median} s.")
SPEED_ALT = N_("Line chart of your answer times, session by session, and your slowest drills: {values}")
DEALER_ANSWERED = N_("Answered: {answered} of {total}.")
DEALER_SESSION_OVER = N_("Session over.")
DEALER_REVIEW = N_("Question {number} ({kind}): {verdict}")
DEALER_REVIEW_RIGHT = N_("right")
DEALER_REVIEW_WRONG = N_("not quite")
DEALER_REVIEW_SKIPPED = N_("not answered")
DEALER_SITUATION = N_("What the dealer sees:")
ERR_DEALER_CLOCK = N_("clock is a function giving seconds, such as time.monotonic, not {value!r}.")

# --- Practice my weak rules, progress chart, class results (studlib.widgets.practice) --------
MASTERY_NO_CHART = (N_("The chart needs matplotlib, which is not installed here (the browser edition "
                    "loads it from the internet): the numbers above are the same."))
MASTERY_LINE = N_("{family}: {value}")
MASTERY_PERCENT = N_("{percent} %")
MASTERY_ALT = N_("Bar chart of how well you know each family of rules: {values}.")
WEAK_TITLE = N_("Practice my weak rules: question {number} ({kind}, #{seed})")
WEAK_RULE = N_("{rule} ({title})")
WEAK_WHY_DUE = N_("Asked because {rule} is due for review.")
WEAK_WHY_NEW = N_("A question from any drill: answer a few and the practice follows your misses.")
WEAK_EMPTY = (N_("No answers recorded yet: every self-check, drill, seat quiz, ladder and final-test answer "
              "is kept here."))
WEAK_RECORD = N_("Your record: {rules} rules practised, {answers} answers.")
WEAK_RESET = N_("Reset my progress")
WEAK_RESET_ASK = N_("Forget every answer in your record? This cannot be undone.")
WEAK_RESET_YES = N_("Yes, forget my answers")
WEAK_RESET_NO = N_("Keep them")
WEAK_RESET_DONE = N_("Your record is empty again.")
CLASS_TITLE = N_("Class results")
CLASS_HELP = N_("Paste the results codes of the class, one per line: final tests and dealer drill sessions "
                "(spaces and dashes do not matter).")
CLASS_READ = N_("Read the codes")
CLASS_CODES = N_("Codes")
CLASS_NONE = N_("No codes read yet.")
CLASS_SAME = N_("Read again: the same codes give the same results.")
CLASS_PASTE_FIRST = N_("Nothing to read yet: paste the class's results codes in the box, one per line.")
CLASS_READ_COUNT = N_("{count} results read (final test #{test}, {n} questions).")
CLASS_BAD_LINE = N_("Line {line}: {error}")
CLASS_READ_MIXED = N_("{count} results read, from {tests} different final tests.")
CLASS_DUPLICATE = N_("Line {line}: the same results code as line {first}, counted once.")
CLASS_TOO_MANY_TESTS = N_("{count} codes from line {first} on: not read, from more different final tests than "
                          "the {limit} read at once (each test is dealt again). Read them in another group, "
                          "or give the class one test number.")
CLASS_FAMILY_LINE = N_("{family}: {right} of {asked} right ({percent} %)")
CLASS_BY_FAMILY = N_("By family of rules:")
CLASS_RULES_MISSED = N_("Rules missed most (missed / asked):")
CLASS_RULE_LINE = N_("{rule} {title}: {missed} / {asked}")
CLASS_NO_MISSES = N_("Nobody missed a question: well done, class!")
CLASS_TOO_MANY_LINES = N_("{count} codes from line {first} on: not read, past the {limit} codes read at once. "
                          "Read them in another group.")
CLASS_DEALER_READ = N_("Dealer drills: {count} sessions read (right / answered, late, median time).")
CLASS_DEALER_WHO = N_("Trainee")
CLASS_DEALER_TRAINEE = N_("Line {line} (deal #{seed})")
CLASS_DEALER_CELL = N_("{right} / {answered}, {late} late, {median}")
CLASS_DEALER_CLASS = N_("Whole class")
CLASS_DEALER_ROW = N_("{trainee}: {scores}")
CLASS_DEALER_KIND = N_("{kind}: {right} of {answered} right, {late} late, median {median}; trainees: {trainees}")
RESULTS_CODE = N_("Your results code for the teacher: {code}")

FINAL_TITLE = N_("Final test: question {number} of {total}")
FINAL_DONE_TITLE = N_("Final test: finished")
FINAL_SCORE = N_("Your score: {score} / {total}")
FINAL_BY_KIND = N_("By kind:")
FINAL_KIND_LINE = N_("{kind}: {score} / {total}")
FINAL_START_TITLE = N_("Final test: {total} questions")
FINAL_HOW = N_("Your answers are final, and nothing says whether they are right until the end: then every question is shown again with its answer and why.")
FINAL_START_HELP = N_("Leave the box empty for a test of your own, or type the test number your teacher gives you; then press Start the test.")
FINAL_NUMBER = N_("Test number")
FINAL_NUMBER_WORDS = N_("A test number")
FINAL_NUMBER_PLACEHOLDER = N_("empty: a test of your own")
FINAL_START = N_("Start the test")
FINAL_NOT_STARTED = N_("The test has not started yet: press Start the test first.")
FINAL_NUMBER_IS = N_("Test number {test}: type it again to take the same test.")
FINAL_RECORDED = N_("Answer recorded: {option}. You will see whether it was right at the end of the test.")
OPTION_YOURS = N_("{option} (your answer)")
FINAL_REVIEW = N_("Every question again, with the answer and why:")
FINAL_REVIEW_TITLE = N_("Question {number} ({kind})")
FINAL_REVIEW_RIGHT = N_("Right: you chose {chosen}. {explanation}")
FINAL_REVIEW_WRONG = N_("Not quite: you chose {chosen}; the answer is {answer}. {explanation}")
FINAL_ALL_RIGHT = N_("No mistakes: well done!")
FINAL_SEE_SCORE = N_("See my score")
FINAL_NO_BACK = N_("One question at a time; answers are final.")
ERR_FINAL_N = N_("A final test has 1 to 50 questions, not {value!r}.")

# The scenario builder's controls (what its panel shows, and what a press did, is studlib.builder_view).
BUILDER_SEED = N_("Deal # for the ? cards")
BUILDER_PRESET = N_("Ready scenario")
BUILDER_NO_PRESET = N_("(none)")
BUILDER_SEAT_HELP = N_("First down, second down, door, 4th, 5th, 6th, 7th; ? = any card. Example: ? ? Kh")
# TRANSLATORS: the placeholder of a seat's box: two unknown down cards, then a door card written
# in your language's card letters (French: "? ? Rco").
BUILDER_SEAT_PLACEHOLDER = N_("? ? Kh")
BUILDER_MAKE_CODE = N_("Make code")
BUILDER_LOAD_LABEL = N_("Code")
BUILDER_LOAD = N_("Load code")
BUILDER_OPEN = N_("Open")

# --- PracticeTable and ThreeGames (practice: play a hand; one deal, three games) -------------
PRESET_SHORT = {"online": N_("Online"), "cardroom": N_("Cardroom"), "tournament": N_("Tournament")}
PRESET_LABEL = N_("Rules")
PLAYERS_LABEL = N_("Players")
YOUR_SEAT_LABEL = N_("Your seat")
SEAT_OPTION = N_("Seat {n}")
DEAL_AGAIN = N_("Deal again")
DEAL_AGAIN_HELP = N_("Play this deal number again from the start.")
NEXT_DEAL = N_("Next deal")
TABLE_CODE_LABEL = N_("Teacher's code")
TABLE_OPEN_CODE = N_("Open the code")
YOUR_OPTIONS = N_("Your buttons:")
# The action buttons' labels are explain.ACTION_WORDS' "button" words, beside the log's.
LOG_TITLE = N_("The dealer, step by step:")
# Issue 32: a wrongly typed argument says what is allowed.
ERR_OPTIONS = N_("options must be a list of texts, one per button, not {value!r}.")
ERR_FEEDBACK = N_("feedback must be a dict from an option to the text it shows, not {value!r}.")
ERR_TEXT_ARGUMENT = N_("{what} must be a text, not {value!r}.")
ERR_PROGRESS = N_("progress must be a studlib Progress (a learner's record) or None, not {value!r}.")
ERR_POSITION = N_("position is a whole number of decisions, 0 or more, not {value!r}.")

# The three games' button (what they show is studlib.three_games_view).
THREE_PLAY_OUT = N_("Play to the end")

# --- The scenario builder's open button, once the deal is shown -------------------------------
BUILDER_HIDE = N_("Hide the deal")

# --- Replay (studlib.widgets.replay): step through a recorded hand ---------------------------
REPLAY_TITLE = N_("{game}, {source}: {stage}, step {step} of {steps}")
REPLAY_SOURCE_FILE = N_("file {name}")
REPLAY_SOURCE_TEXT = N_("hand history")
REPLAY_SOURCE_HAND = N_("deal #{seed}")
REPLAY_SOURCE_SCENARIO = N_("share code {code}")
REPLAY_SOURCE_EVENT = N_("{event}, hand {hand}")
REPLAY_SCENARIO_NOTE = N_("A share code deals the cards only: here the bring-in is posted and everyone else calls or checks to the end.")
REPLAY_START = N_("|◀ Start")
REPLAY_STREET_BACK = N_("◀◀ Street")
REPLAY_BACK = N_("◀ Back")
REPLAY_NEXT = N_("Next ▶")
REPLAY_STREET_NEXT = N_("Street ▶▶")
REPLAY_END = N_("End ▶|")
REPLAY_HELP = {"start": N_("Back to the deal, before the bring-in"), "street_back": N_("Back to the start of this street (or the street before)"),
               "back": N_("One decision back"), "next": N_("One decision forward"),
               "street_next": N_("Forward to the next street"), "end": N_("Forward to the end of the hand")}
REPLAY_AT_START = N_("Already at the start of the hand.")
REPLAY_AT_END = N_("Already at the end of the hand.")
REPLAY_WHAT_HAPPENED = N_("What the dealer says:")
REPLAY_NOW = N_("Now:")
REPLAY_OPEN_LABEL = N_("File or code")
REPLAY_OPEN_PLACEHOLDER = N_("hand.phh, or a share code")
REPLAY_OPEN = N_("Open")
REPLAY_OPENED = N_("Opened {source}.")
REPLAY_CANNOT_OPEN = N_("Cannot open that: {error}")
REPLAY_TO_ACT = "{options}."

# --- Saving practice hands (studlib.widgets.hand_files) --------------------------------------
# TRANSLATORS: the name of a saved hand's file (no spaces): stud-deal-4711.phh.
HAND_FILE_STEM = N_("{game}-deal-{seed}")
SAVE_HAND = N_("Save this hand")
SAVE_HAND_HELP = N_("Write this hand as a PHH hand history in the hands folder next to this notebook")
REPLAY_HAND = N_("Replay")
REPLAY_HAND_HELP = N_("Step through this hand, decision by decision")
SAVED_AS = N_("Saved as {path} (in the folder this notebook runs in): open it with Replay(\"{path}\").")
SAVE_FAILED = N_("Could not save the hand: {error}.")
SAVED_COMMENT = N_("Practice table, {game}, deal #{seed}, {players} players, {preset} rules; the learner sat in {seat}.")

# --- Odds table (studlib.widgets.odds; what it shows is studlib.odds_view): live and dead cards ----
ODDS_TARGET = N_("Click cards for")
ODDS_DEAD = N_("Dead cards")
ODDS_DEAD_TARGET = N_("Dead")
ODDS_SEAT_CARDS = N_("Seat {n}")
ODDS_UNSEEN_BUTTON = N_("?? (not seen)")
ODDS_REMOVE_LAST = N_("Remove last card")
ODDS_CARDS_HELP = N_("Cards such as As Kd 7c; ?? for a card you cannot see")
ODDS_CARD_USED = N_("{name}: already with {owner}")


# --- text that depends on a number (each language has its own plural rule) -----------------

def score_line(score: int, attempts: int) -> str:
    """'Score: 2 right, 3 tries' (a self-check's running score)."""
    return ngettext("Score: {score} right, {attempts} try", "Score: {score} right, {attempts} tries",
                    attempts).format(score=score, attempts=attempts)


def weak_why(rule: str, misses: int, attempts: int) -> str:
    """Why the practice asks about `rule`: 'Asked because you missed GEN-3.2 in 2 of your 3 answers.'"""
    return ngettext("Asked because you missed {rule} in {misses} of your {attempts} answer.",
                    "Asked because you missed {rule} in {misses} of your {attempts} answers.",
                    attempts).format(rule=rule, misses=misses, attempts=attempts)


# Every constant above is translated when read from outside (T.NAME), in the language in force then.
translates_constants(__name__)
