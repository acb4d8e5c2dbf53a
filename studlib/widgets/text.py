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

from ..i18n import N_, NC_, _, localized_number, ngettext, number, pgettext, translates_constants  # noqa: F401

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

SEAT_QUIZ_QUESTIONS = {
    "bring_in": N_("Third street, {game}. Press the button of the seat that must bring in."),
    "first_to_act": N_("{street}, {game}. Press the button of the seat that acts first."),
    "shows_first": N_("{game}: nobody bet on seventh street. Press the button of the seat that shows first."),
}
SEAT_QUIZ_TITLE = N_("{game}, deal #{seed}")


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

# --- LowLadderDrill ---------------------------------------------------------------------------
LADDER_TITLE = N_("Razz ladder: click the hands from best to worst (RAZZ-9.2).")
LADDER_SO_FAR = N_("Your ladder, best first:")
LADDER_LEFT = N_("Still to place:")
LADDER_HAND = "{cards} ({name})"

# --- RulesPicker (the options' words are in studlib.rules_view) -----------------------------
RULES_LABEL = N_("Table rules")

# --- errors (for lesson writers) ------------------------------------------------------------
ERR_RULES = N_("rules must be a studlib.Rules or a preset name ('online', 'cardroom', 'tournament'), not {value!r}.")
ERR_PLAYERS = N_("A stud table seats 2 to 8 players, not {value!r} (GEN-1.4).")

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


def class_same(reads: int) -> str:
    """'Read 2 times: the same codes give the same results.' (class results pressed again)."""
    return ngettext("Read {reads} time: the same codes give the same results.",
                    "Read {reads} times: the same codes give the same results.", reads).format(reads=reads)


# Every constant above is translated when read from outside (T.NAME), in the language in force then.
translates_constants(__name__)
