"""Every sentence the widgets show a learner, in one place (a French edition replaces this module).

The engine's own explanations (hand.log, card names such as "seven of clubs") come from
studlib.explain and studlib.cards; this module holds only what the widgets add around them.
Templates use str.format fields; keep the field names when translating.
"""

from __future__ import annotations

# --- cards and palettes ------------------------------------------------------------------
FACE_DOWN = "face-down card"
FACE_DOWN_TEXT = "??"                          # a hidden card in the plain-text summary
DEALT_DOWN = "{name}, dealt face down"          # aria-label of a down card shown face up
PALETTE_NAMES = {"two": "two-colour deck", "four": "four-colour deck"}
COLOUR_NAMES = {"black": "black", "red": "red", "blue": "blue", "green": "green"}
LEGEND_TITLE = "Suit colours, {palette}:"
LEGEND_ITEM = "{symbol} {suit} {colour}"
PALETTE_LABEL = "Suit colours"
PALETTE_OPTIONS = {"two": "Two colours", "four": "Four colours"}

# --- tables of seats -----------------------------------------------------------------------
SEAT = "Seat"
DOWN_CARDS = "Down cards"
UP_CARDS = "Up cards"
NOTE = "Note"
FOLDED = "folded"
MARK_BRINGS_IN = "◀ brings in"
MARK_ACTS_FIRST = "◀ acts first"
MARK_SHOWS_FIRST = "◀ shows first"
MARK_TO_ACT = "◀ to act"
MARKER_ARROW = "◀"
WHY = "Why:"
COMMUNITY_CARD = "Community card: {card}"
POT = "Pot: {amount}"
POT_AWARDED = "Pot: {amount}, won by {winners}."
POT_WINNER = "{seat} ({amount})"
MINIDEAL_AGAIN_HELP = "Deal this deal number again from third street."
MINIDEAL_DEALT_AGAIN = "Deal #{seed} dealt again from third street."
DOOR_MENUS_LABEL = "Change a door card (the hand is dealt again with it):"
HAND_OVER = "The hand is over."
TO_ACT = "{seat} to act."
RECENT = "Last steps:"
HAND_TITLE = "{game}, deal #{seed}: {stage}"
NO_KERNEL_NOTE = "Snapshot: run the notebook to use the buttons."

# --- the games -----------------------------------------------------------------------------
GAME_LABELS = {"stud": "Stud", "stud8": "Stud/8", "razz": "Razz"}
GAME_LABEL = "Game"

# --- MiniDeal ------------------------------------------------------------------------------
DEAL_NUMBER = "Deal #"
DEAL_NEXT = "Deal next street"
NEW_DEAL = "New deal"
SHOW_DOWN_CARDS = "Show down cards"
DOOR_CARD_LABEL = "Seat {n} door"
DOOR_CARD_OPTION = "{pretty}  {name}"
MINIDEAL_TITLE = "{game}, deal #{seed}, {players} players: {stage}"
SHOWDOWN = "showdown"
DOORS_CHANGED = "Door cards set by hand: {changes}."
DOOR_CHANGE = "{seat} {card}"
DEAL_NUMBER_HELP = "Everyone who types the same deal number sees the same cards."
DEAL_NUMBER_WORDS = "A deal number"
SEED_NUMBER_WORDS = "The number that deals the other cards"
ERR_WHOLE_NUMBER = "{what} is a whole number from {low} to {high}, like 4711; {value!r} is not one."

# --- self-checks ---------------------------------------------------------------------------
SCORE = "Score: {score} right, {attempts} {tries}"
TRY = "try"
TRIES = "tries"
RIGHT = "Right!"
WRONG = "Not quite."
ANSWER_IS = "The answer:"
RULE = "Rule {rule}"
NOT_THIS_SEAT = "Not {seat}."

SEAT_QUIZ_QUESTIONS = {
    "bring_in": "Third street, {game}. Press the button of the seat that must bring in.",
    "first_to_act": "{street}, {game}. Press the button of the seat that acts first.",
    "shows_first": "{game}: nobody bet on seventh street. Press the button of the seat that shows first.",
}
SEAT_QUIZ_TITLE = "{game}, deal #{seed}"

# Feedback aimed at the mistake a wrong seat reveals. Fields: {seat} the seat clicked,
# {card} its door card, {right_seat}, {right_card}, {board}, {right_board}, {rule}.
MISTAKES = {
    # bring-in
    "razz_lowest": "In razz the HIGHEST card brings in: aces are low (RAZZ-3.1).",
    "razz_ace": ("In razz aces are low: an ace is the best door card, so it brings in only when "
                 "every door card is an ace. The HIGHEST card brings in (RAZZ-3.1)."),
    "razz_suit": ("{seat} and {right_seat} show the same rank. In razz the HIGHER suit brings in; "
                  "suits rank clubs < diamonds < hearts < spades (RAZZ-3.1, GEN-3.1)."),
    "razz_not_highest": ("{seat}'s {card} is not the highest door card: {right_seat}'s {right_card} "
                         "is higher (aces are low in razz) (RAZZ-3.1)."),
    "stud_highest": "In {game_short} the LOWEST door card brings in, not the highest ({rule}).",
    "stud_ace": ("For the bring-in aces are HIGH ({rule}): an ace is the highest door card, so it "
                 "brings in only when every door card is an ace{hilo_note}."),
    "hilo_note": ", even though the ace plays low for the low hand",
    "stud_suit": ("{seat} and {right_seat} show the same rank. The LOWER suit brings in; suits rank "
                  "clubs < diamonds < hearts < spades (GEN-3.1, {rule})."),
    "stud_not_lowest": ("{seat}'s {card} is not the lowest door card: {right_seat}'s {right_card} "
                        "is lower (aces are high for the bring-in) ({rule})."),
    # first to act on 4th to 7th street
    "bring_in_only_third": ("The bring-in is only on third street. From fourth street on, the "
                            "{quality} board acts first ({rule}, GEN-5.1)."),
    "tie_position": ("{seat} and {right_seat} show equal boards ({board}). Equal boards: the first "
                     "tied player on the dealer's left acts first (GEN-5.3)."),
    "tie_suit": ("{seat} and {right_seat} show equal boards ({board}). At this table the highest "
                 "card by suit breaks the tie: clubs < diamonds < hearts < spades (T-3)."),
    "tie_suit_low": ("{seat} and {right_seat} show equal boards ({board}). At this table the tie goes "
                     "by the suit of each board's top card, the ace counting low (in A-5 the top card "
                     "is the 5): the higher suit acts first, clubs < diamonds < hearts < spades (T-3)."),
    "high_single_card": ("{seat} has the highest single card, but boards rank like poker hands: "
                         "{right_seat}'s {right_board} beats {seat}'s {board}. The best board HAND "
                         "acts first, not the highest card ({rule}, GEN-5.2)."),
    "board_no_straights": ("Straights and flushes never count on a board: {seat}'s {board} is just "
                           "high cards ({rule}, GEN-5.2)."),
    "high_lowest_board": ("From fourth street on the BEST board acts first; the lowest card only "
                          "matters for the bring-in on third street ({rule}, GEN-5.1)."),
    "high_not_best": ("{seat}'s {board} is not the best board: {right_seat}'s {right_board} is "
                      "better ({rule}, GEN-5.2)."),
    "razz_highest_board": ("{seat}'s {board} is the HIGHEST board showing, as if this were stud; in "
                           "razz the LOWEST board acts first, here {right_seat}'s {right_board} (RAZZ-5.1)."),
    "razz_pair": ("A pair counts against you in razz: any unpaired board is lower than a paired "
                  "one, so {seat}'s {board} is worse than {right_seat}'s {right_board} (RAZZ-5.1)."),
    "razz_ace_high": ("In razz aces are low: {right_seat}'s {right_board} is lower than "
                      "{seat}'s {board} (RAZZ-5.1)."),
    "razz_not_lowest": ("{seat}'s {board} is not the lowest board: {right_seat}'s {right_board} "
                        "is lower (RAZZ-5.1)."),
    # who shows first when nobody bet on 7th street
    "razz_seat_order": ("At this table (the French Razz page's rule) razz players show in seat order, lowest seat still in "
                        "first, when nobody bet on seventh street (RAZZ-8.2). The lowest board "
                        "shows first only with option T-4 (cardroom and tournament rules)."),
    "razz_lowest_shows": ("This table plays option T-4: when nobody bet on seventh street the "
                          "lowest board shows first, not the lowest seat (T-4, GEN-8.2)."),
    "high_seat_order": ("Seat order is a razz rule. In {game_short} the best board shows first "
                        "when nobody bet on seventh street ({rule}, GEN-8.2)."),
    "high_best_shows": ("When nobody bet on seventh street the best board shows first: "
                        "{right_seat}'s {right_board} beats {seat}'s {board} ({rule}, GEN-8.2)."),
}
GAME_SHORT = {"stud": "stud", "stud8": "Stud Hi/Lo", "razz": "razz"}
BOARD_QUALITY = {"high": "best", "low": "lowest"}

# --- MultipleChoice --------------------------------------------------------------------------
CHOSE = "You chose {option}."
TRY_AGAIN = 'Try another answer, or press "Show the answer".'
SHOW_ANSWER = "Show the answer"
ANSWER_WAS = "The answer is: {answer}."
MARK_ANSWER = "← the answer"
RULES = "Rules {rule}"
NOT_ANSWERED = "Not answered yet."
ONE_MISS = "One miss so far: try again."
SOLVED_ON = {1: "Right, first try.", 2: "Right, on the second try."}
SOLVED_LATER = "Right, after a few tries."
SHOWN_AFTER = ("Answer shown.", "Answer shown after one miss.", "Answer shown after two misses.")
FOLD_FREE_QUESTION = ("Fold when you could check for free? Folding gives the hand up for nothing "
                      '(GEN-13.1). Press "Yes, fold" to fold anyway, or choose another action.')
FOLD_FREE_YES = "Yes, fold"
ERR_NO_QUESTION = "No question {question!r} in {file}: its questions are {known}."

# --- LowLadderDrill ---------------------------------------------------------------------------
LADDER_TITLE = "Razz ladder: click the hands from best to worst (RAZZ-9.2)."
LADDER_SO_FAR = "Your ladder, best first:"
LADDER_LEFT = "Still to place:"
LADDER_DONE = "Ladder complete: best to worst, as in the French Razz page (RAZZ-9.2)."
LADDER_RIGHT = "Right: {hand} ({name}) is the best hand left."
LADDER_HAND = "{cards} ({name})"
LADDER_MISTAKES = {
    "pair": ("{hand} ({name}) holds paired cards, and pairs count against you in razz: {best} "
             "({best_name}) has no pair, so it is lower and better (RAZZ-9.1)."),
    "more_pairs": ("{hand} ({name}) is worse than {best} ({best_name}): in razz the fewer pairs the "
                   "better. No pair beats one pair, which beats two pair, then trips, a full house and "
                   "quads (RAZZ-9.1)."),
    "paired": ("With a pair each, compare the pairs first: the lower pair is better, and only then "
               "the other cards from the highest down. {best} ({best_name}) beats {hand} ({name}) "
               "(RAZZ-9.1)."),
    "straight": ("Straights and flushes do not count in razz: {best} is simply a {best_name}, "
                 "better than {hand} ({name}) (RAZZ-9.1)."),
    "ace": ("The ace is LOW in razz: {best} ({best_name}) is better than {hand} ({name}) "
            "(RAZZ-9.1)."),
    "compare": ("With no pair, compare from the highest card down: {best} ({best_name}) beats "
                "{hand} ({name}), the first difference decides (RAZZ-9.1)."),
}

# --- RulesPicker -----------------------------------------------------------------------------
RULES_LABEL = "Table rules"
PRESET_LABELS = {
    "online": "Online (course default, the rules of the French source pages)",
    "cardroom": "Cardroom (Robert's Rules, WSOP live action)",
    "tournament": "Tournament (Poker TDA 2024, WSOP tournaments)",
}
RULES_TITLE = "Table rules: {preset}"
OPTION_HEADER = "Option"
SETTING_HEADER = "Setting"
VALUE_HEADER = "This table"
DIFFERS = "(differs from online)"
OPTION_NAMES = {
    "T-2": "Open-pair double bet on 4th street (stud high only)",
    "T-3": "Equal boards on 4th to 7th street",
    "T-4": "Showdown order when nobody bet on 7th street",
    "T-5": "Odd chip among tied winners",
    "T-6": "Raise cap after the bet or completion",
    "T-7": "Heads-up",
    "T-8": "Deck runs short on 7th street",
    "T-9": "Betting on a community-card 7th street",
}
YES, NO = "yes", "no"
EQUAL_BOARDS = {"position": "first tied player on the dealer's left",
                "suit": "high card by suit"}
SHOWDOWN_ORDER = {"seeds": "stud, stud/8: best board; razz: seat order, lowest seat still in first",
                  "first_to_act": "whoever would act first: best board, razz lowest board"}
ODD_CHIP = {"position": "first tied winner on the dealer's left",
            "suit_all": "highest card by suit (lowest in razz and the low half), all seven cards",
            "suit_five": "highest card by suit among the five cards played"}
RAISE_CAP = "{n} raises"
HEADS_UP = {False: "cap applies", True: "no cap when a street starts heads-up"}
RESHUFFLE = {False: "community card at once",
             True: "reshuffle the 3 burns with the stub first"}

# --- errors (for lesson writers) ------------------------------------------------------------
ERR_PALETTE = "Unknown palette {value!r}: choose 'two' or 'four'."
ERR_GAME = "Unknown game {value!r}: use STUD, STUD8 or RAZZ, or 'stud', 'stud8', 'razz'."
ERR_RULES = "rules must be a studlib.Rules or a preset name ('online', 'cardroom', 'tournament'), not {value!r}."
ERR_SEAT = "No seat {value!r}: seats are numbered 0 to {last} in code (Seat 1 to Seat {n} on screen)."
ERR_PLAYERS = "A stud table seats 2 to 8 players, not {value!r} (GEN-1.4)."
ERR_KIND = "Unknown quiz kind {value!r}: choose 'bring_in', 'first_to_act' or 'shows_first'."
ERR_STREET = "A first-to-act quiz is about fourth to seventh street (4 to 7), not {value!r}."
ERR_NO_BETTING = ("Nobody bets on {street} in this deal (a community card with option T-9 off): "
                  "ask about another street or keep T-9 on.")
ERR_DEAL_NUMBER = "A MiniDeal deal number runs from 0 to {top:,}, not {value!r}."
ERR_DOOR_TWICE = "{card} cannot be the door card of both {seat} and {other}: a deck holds each card once."
ERR_LADDER = "A ladder needs at least two hands of five cards each, like 'As 2c 3d 4h 5s'; got {value!r}."
ERR_LADDER_HAND = "{value!r} is not one of the hands still to place: {left}."

# --- Drills, FinalTest, ScenarioBuilder (studlib.widgets.drills, .scenario_builder) ----------
DRILL_KINDS = {
    "bring_in": "Who brings in",
    "first_to_act": "Who acts first",
    "legal_actions": "What may this player do",
    "shows_first": "Who shows first",
    "read_low": "Read the low",
    "low_qualifies": "Does it qualify for low",
    "split": "Who wins each half",
}
DRILL_TITLE = "Drill: {kind}, question #{seed}"
DRILL_SCORE = "Score: {score} / {attempts} · streak {streak}"
DRILL_NEXT = "Next question"
DRILL_KIND_LABEL = "Drill"
DRILL_ANY_GAME = "Any game"
DRILL_MENU_TITLE = "Drills: pick a kind and a game, answer, then press Next."
DRILL_CARDS = "Cards: {cards}"
DRILL_SEVENTH = "Seventh street so far:"
DRILL_SHOWN = "At the showdown:"
DRILL_OPTIONS = "Options:"
DRILL_SKIPPED = " · skipped {skipped}"
OPTION_CHOSEN_RIGHT = "✓ {option} (your answer: right)"
OPTION_CHOSEN_WRONG = "✗ {option} (your answer)"
OPTION_RIGHT = "✓ {option} (the right answer)"
ERR_DRILL_OPTION = "{option!r} is not one of the options: {options}."
# Feedback aimed at the misconception a wrong option stands for (studlib.drills codes).
DRILL_MISTAKES = {
    "bring_in_no_fold": ("The bring-in is forced: the player with the worst door card must bring in "
                         "or complete and may not fold (GEN-3.2)."),
    "complete_size": ("Completing goes to the full small bet, not double the bring-in; a completion "
                      "is not counted as a raise (GEN-3.3, GEN-3.4, GEN-4.1)."),
    "bring_in_passed_fold": ("The worst door card is all in for the ante, so the next player clockwise "
                             "brings in instead, and may also fold: bring in, complete or fold (GEN-12.2)."),
    "bring_in_may_complete": "The bring-in player may also complete to the full small bet (GEN-3.3).",
    "no_check_behind": "Nobody may check behind a bring-in: fold, call it or complete (GEN-3.4).",
    "call_difference": ("A call adds only the difference: the chips already put in this street count "
                        "towards it."),
    "bet_size_small": "Third and fourth street are played with the small bet (GEN-7.1).",
    "bet_size_big": "From fifth street on every bet and raise is the big bet (GEN-7.1).",
    "no_double_bet": ("Only stud high has the open-pair double bet (STUD-6.1); in Stud/8 and razz "
                      "fourth street is always the small bet (HILO-6.1, RAZZ-6.1)."),
    "open_pair": ("An open pair on fourth street lets any player bet the big bet in stud high "
                  "(STUD-6.1, option T-2)."),
    "capped": ("The bet (or, on third street, the completion) and {cap} raises have been made: the "
               "betting is capped, no more raises (GEN-4.1, T-6)."),
    "all_in_call": ("This player's chips cover only a call: calling puts them all in, so there is "
                    "nothing left to raise with (GEN-12.1)."),
    "not_reopened": ("A short all-in of less than half a bet does not reopen the betting: a player who "
                     "already acted may only call or fold (GEN-12.1)."),
    "unanswerable": ("Every other player still in is all in: nobody could answer a raise, so there is "
                     "none to make."),
    "can_raise": "The betting is not capped yet: a raise is still allowed (GEN-4.1).",
    "no_check_facing": "Facing a bet you cannot check: fold, call or raise.",
    "wrong_five": ("Try every five of the seven cards and compare them from the highest card down: "
                   "aces are low, five different ranks beat any pair, and in razz a hand without five "
                   "different ranks plays as few pairs as it can, the lowest ones (RAZZ-9.1, HILO-9.1)."),
    "no_qualifier": ("The low half needs five DIFFERENT ranks, all eight or lower (HILO-9.1); nobody "
                     "here has them, so there is no low and the high hand scoops (HILO-10.1)."),
    "no_low_hand": ("A low needs five DIFFERENT ranks, all eight or lower (HILO-9.1): this hand has no "
                    "low. If no other player has one either, the best high hand wins the whole pot "
                    "(HILO-10.1)."),
    "does_qualify": ("Count the different ranks of eight or lower, aces included: five of them make "
                     "a qualifying low, straights and flushes do not matter (HILO-9.1)."),
    "scoop_with_low": ("A qualifying low is on the table, so the pot is split: half high, half low. "
                       "The high hand scoops only when nobody qualifies (HILO-10.1)."),
    "odd_chip_high": "An odd chip between the two halves goes to the HIGH half (HILO-10.3).",
    "quarter": ("Tied lows share the low half equally; two equal lows get a quarter of the pot each "
                "(HILO-10.2)."),
    "low_reading": "Compare the lows from the highest card down: the lower low wins (HILO-9.1).",
    "high_reading": "Read the high hands again: the best five-card poker hand wins high (STUD-9.1, HILO-9.2).",
    "last_aggressor": ("Someone bet on seventh street, so the boards do not decide: the LAST player "
                       "to bet or raise on seventh street shows first, here {right_seat} (GEN-8.1)."),
    "odd_chip_t5": ("Inside a tied half the odd chip goes by option T-5; at this table: {odd_chip} "
                    "(GEN-10.3, T-5)."),
}

# --- Practice my weak rules, progress chart, class results (studlib.widgets.practice) --------
FAMILY_NAMES = {"bring_in": "Bring-in", "order": "Order of action", "betting": "Betting",
                "showdown": "Showdown", "lows": "Reading lows", "split": "Splitting the pot"}
MASTERY_TITLE = "How well you know each family of rules"
MASTERY_NO_CHART = ("The chart needs matplotlib, which is not installed here (the browser edition "
                    "loads it from the internet): the numbers above are the same.")
MASTERY_BAR = "{percent} % ({rules} {word})"
RULE_WORD, RULES_WORD = "rule", "rules"
MASTERY_NOT_YET = "not practised yet"
MASTERY_LINE = "{family}: {value}"
MASTERY_ALT = "Bar chart of how well you know each family of rules: {values}."
WEAK_TITLE = "Practice my weak rules: question {number} ({kind}, #{seed})"
WEAK_WHY = "Asked because you missed {rule} in {misses} of your {attempts} {answers}."
WEAK_RULE = "{rule} ({title})"
ANSWER_WORD, ANSWERS_WORD = "answer", "answers"
WEAK_WHY_DUE = "Asked because {rule} is due for review."
WEAK_WHY_NEW = "A question from any drill: answer a few and the practice follows your misses."
WEAK_EMPTY = ("No answers recorded yet: every self-check, drill, seat quiz, ladder and final-test answer "
              "is kept here.")
WEAK_RECORD = "Your record: {rules} rules practised, {answers} answers."
WEAK_RESET = "Reset my progress"
WEAK_RESET_ASK = "Forget every answer in your record? This cannot be undone."
WEAK_RESET_YES = "Yes, forget my answers"
WEAK_RESET_NO = "Keep them"
WEAK_RESET_DONE = "Your record is empty again."
CLASS_TITLE = "Class results"
CLASS_HELP = "Paste the results codes of the class, one per line (spaces and dashes do not matter)."
CLASS_READ = "Read the codes"
CLASS_CODES = "Codes"
CLASS_NONE = "No codes read yet."
CLASS_SAME = "Read again: the same codes give the same results."
CLASS_PASTE_FIRST = "Nothing to read yet: paste the class's results codes in the box, one per line."
CLASS_READ_COUNT = "{count} results read (final test #{test}, {n} questions)."
CLASS_BAD_LINE = "Line {line}: {error}"
CLASS_MIXED = "Line {line}: this code is from final test #{test}, the others from #{first}: read one test at a time."
CLASS_FAMILY_LINE = "{family}: {right} of {asked} right ({percent} %)"
CLASS_BY_FAMILY = "By family of rules:"
CLASS_RULES_MISSED = "Rules missed most (missed / asked):"
CLASS_RULE_LINE = "{rule} {title}: {missed} / {asked}"
CLASS_NO_MISSES = "Nobody missed a question: well done, class!"
RESULTS_CODE = "Your results code for the teacher: {code}"

FINAL_TITLE = "Final test: question {number} of {total}"
FINAL_DONE_TITLE = "Final test: finished"
FINAL_SCORE = "Your score: {score} / {total}"
FINAL_BY_KIND = "By kind:"
FINAL_KIND_LINE = "{kind}: {score} / {total}"
FINAL_MISSED = "Questions to look at again:"
FINAL_MISSED_LINE = "Question {number} ({kind}): you chose {chosen}; the answer is {answer}. {explanation}"
FINAL_ALL_RIGHT = "No mistakes: well done!"
FINAL_SEE_SCORE = "See my score"
FINAL_NO_BACK = "One question at a time; answers are final."
FINAL_ANSWERED = "Already answered: press Next."
ERR_FINAL_N = "A final test has 1 to 50 questions, not {value!r}."

BUILDER_TITLE = "Scenario builder: {game}, {players} players"
BUILDER_SEED = "Deal # for the ? cards"
BUILDER_PRESET = "Ready scenario"
BUILDER_NO_PRESET = "(none)"
BUILDER_SEAT_HELP = "First down, second down, door, 4th, 5th, 6th, 7th; ? = any card. Example: ? ? Kh"
BUILDER_MAKE_CODE = "Make code"
BUILDER_CODE = "Share code: {code} ({length} characters)"
BUILDER_LOAD_LABEL = "Code"
BUILDER_LOAD = "Load code"
BUILDER_OPEN = "Open"
BUILDER_LOADED = "Loaded code {code}."
BUILDER_OK = "Scenario OK: every card can be dealt."
BUILDER_ERROR = "Not dealt: {error}"
BUILDER_CHOSEN = "Chosen cards:"
BUILDER_NONE_CHOSEN = "No card chosen: the seed deals every card."
BUILDER_THIRD = "Third street as dealt (all cards shown to the teacher):"
BUILDER_IF_CALLED = "If everyone just calls and checks to the end:"
BUILDER_PRESET_NOTE = "{title} ({rules}): {note}"

# --- PracticeTable and ThreeGames (practice: play a hand; one deal, three games) -------------
TABLE_TITLE = "Practice table: {game}, deal #{seed}, {players} players, {preset} rules: {stage}"
TABLE_SCENARIO = " (stacked deck)"
PRESET_SHORT = {"online": "Online", "cardroom": "Cardroom", "tournament": "Tournament"}
PRESET_LABEL = "Rules"
PLAYERS_LABEL = "Players"
YOUR_SEAT_LABEL = "Your seat"
SEAT_OPTION = "Seat {n}"
DEAL_AGAIN = "Deal again"
DEAL_AGAIN_HELP = "Play this deal number again from the start."
NEXT_DEAL = "Next deal"
PLAYER_HEADER = "Player"
STACK_HEADER = "Stack"
BET_HEADER = "Bet"
YOU = "You"
BOT = "Bot"
YOU_TEXT = "(you)"
BOT_TEXT = "(bot)"
DOWN_TEXT = "down"
UP_TEXT = "up"
STACK_TEXT = "stack {amount}"
BET_TEXT = "bet {amount}"
MARK_ALL_IN = "all in"
MARK_WINS = "wins {amount}"
POTS = "Pots: {pots}"
POT_ITEM = "{label} {amount} ({seats})"
POT_LABELS = {"only": "pot", "main": "main pot", "side": "side pot {n}"}
YOUR_TURN = "Your turn. {options}."
YOU_FOLDED = "You folded: the bots play the hand out."
YOUR_FOLDED_CARDS = "folded: {cards}"
TABLE_NEW_HAND = "{what} starts a new hand: deal #{seed} from the start."
TABLE_CHANGES = {"seat": "Changing your seat", "game": "Changing the game", "rules": "Changing the rules",
                 "players": "Changing the number of players"}
TABLE_CODE_LABEL = "Teacher's code"
TABLE_OPEN_CODE = "Open the code"
TABLE_CODE_OPENED = "Opened the teacher's code {code}: deal #{seed}, you in {seat}."
TABLE_NO_CODE = "Nothing opened: type or paste the teacher's share code first."
YOUR_OPTIONS = "Your buttons:"
ACTION_BUTTONS = {
    "fold": "Fold", "check": "Check", "call": "Call {money}", "bring_in": "Bring in {money}",
    "complete": "Complete to {money}", "bet": "Bet {money}", "raise": "Raise to {money}",
}
ACTION_ALL_IN = " (all in)"
LOG_TITLE = "The dealer, step by step:"
DEALER_EXPLAINS = "The dealer explains the showdown:"
DEALER_EXPLAINS_FOLD = "The dealer explains:"
ERR_NOT_YOUR_TURN = "It is not your turn: {why}."
ERR_STACKS = ("stacks must be one whole number of chips above 0 for every seat, or a list of "
              "{n} of them, not {value!r}.")
ERR_BOT_STYLE = "Unknown bot style {value!r}: choose {styles}."
ERR_TABLE_DEAL = "A deal number runs from 0 to {top:,}, not {value!r}."

THREE_TITLE = "One deal, three games: deal #{seed}, {players} players, {stage}"
THREE_STAGE_STREET = "{street} dealt"
THREE_STAGE_DONE = "all three hands are over"
THREE_GAME_HEAD = "{game}: {stage}"
THREE_PLAY_OUT = "Play to the end"
BRING_IN_HEAD = "Bring-in:"
STREETS_HEAD = "Street by street:"
RESULT_HEAD = "Result:"

# --- What a button press did (scenario builder, practice table): every press answers ---------
BUILDER_HIDE = "Hide the deal"
BUILDER_MADE = "Code made: {code}."
BUILDER_SAME_CODE = "Nothing changed since the last code: it is still {code}."
BUILDER_NO_CODE = "Nothing loaded: type or paste a share code in the Code box first."
BUILDER_OPENED = "Opened: the deal is below, every card face up (for the teacher's eyes)."
BUILDER_CLOSED = "Deal hidden: press Open to show it again."
TABLE_DEALT_AGAIN = "Deal #{seed} dealt again from the start."
TABLE_DEALT_AGAIN_MORE = "Deal #{seed} dealt again from the start ({times} times in a row)."

# --- Replay (studlib.widgets.replay): step through a recorded hand ---------------------------
REPLAY_TITLE = "{game}, {source}: {stage}, step {step} of {steps}"
REPLAY_SOURCE_FILE = "file {name}"
REPLAY_SOURCE_TEXT = "hand history"
REPLAY_SOURCE_HAND = "deal #{seed}"
REPLAY_SOURCE_SCENARIO = "share code {code}"
REPLAY_SOURCE_EVENT = "{event}, hand {hand}"
REPLAY_SCENARIO_NOTE = "A share code deals the cards only: here the bring-in is posted and everyone else calls or checks to the end."
REPLAY_START = "|◀ Start"
REPLAY_STREET_BACK = "◀◀ Street"
REPLAY_BACK = "◀ Back"
REPLAY_NEXT = "Next ▶"
REPLAY_STREET_NEXT = "Street ▶▶"
REPLAY_END = "End ▶|"
REPLAY_HELP = {"start": "Back to the deal, before the bring-in", "street_back": "Back to the start of this street (or the street before)",
               "back": "One decision back", "next": "One decision forward",
               "street_next": "Forward to the next street", "end": "Forward to the end of the hand"}
REPLAY_AT_START = "Already at the start of the hand."
REPLAY_AT_END = "Already at the end of the hand."
REPLAY_STACK = "Stack"
REPLAY_BET = "Bet this street"
REPLAY_BET_SHORT = "bet"
REPLAY_WHAT_HAPPENED = "What the dealer says:"
REPLAY_NOW = "Now:"
REPLAY_OPEN_LABEL = "File or code"
REPLAY_OPEN_PLACEHOLDER = "hand.phh, or a share code"
REPLAY_OPEN = "Open"
REPLAY_OPENED = "Opened {source}."
REPLAY_CANNOT_OPEN = "Cannot open that: {error}"
REPLAY_NO_FILE = "there is no file {name!r} here (the path is read from the notebook's folder)."
REPLAY_EMPTY = "type a .phh file name or a share code first."
REPLAY_TO_ACT = "{options}."
ERR_REPLAY_SOURCE = ("Replay opens a .phh file path, PHH text, a share code, a phh.Record or a "
                     "studlib.Hand, not {value!r}.")

# --- Saving practice hands (studlib.widgets.hand_files) --------------------------------------
SAVE_HAND = "Save this hand"
SAVE_HAND_HELP = "Write this hand as a PHH hand history in the hands folder next to this notebook"
REPLAY_HAND = "Replay"
REPLAY_HAND_HELP = "Step through this hand, decision by decision"
SAVED_AS = "Saved as {path} (in the folder this notebook runs in): open it with Replay(\"{path}\")."
SAVE_FAILED = "Could not save the hand: {error}."
SAVED_COMMENT = "Practice table, {game}, deal #{seed}, {players} players, {preset} rules; the learner sat in {seat}."

# --- Odds table (studlib.widgets.odds): live and dead cards in numbers ------------------------
ODDS_TITLE = "{game}: who is ahead, from the cards you can see"
ODDS_TARGET = "Click cards for"
ODDS_DEAD = "Dead cards"
ODDS_DEAD_TARGET = "Dead"
ODDS_SEAT_CARDS = "Seat {n}"
ODDS_UNSEEN_BUTTON = "?? (not seen)"
ODDS_REMOVE_LAST = "Remove last card"
ODDS_CARDS_HELP = "Cards such as As Kd 7c; ?? for a card you cannot see"
ODDS_HEAD = ("Seat", "Cards", "Share of the pot", "Wins alone", "Splits")
ODDS_HEAD_HILO = ("Seat", "Cards", "Share of the pot", "Scoops", "Wins high", "Wins low (alone or tied)",
                  "Quartered")
ODDS_EXACT = "Exact: every one of the {deals:,} ways the unseen cards can fall."
ODDS_MONTE_CARLO = ("Estimate from {deals:,} random deals (give or take {error:.1%}); "
                    "exact needs {total:,} deals.")
ODDS_COMMUNITY = "The deck runs out: seventh street is one community card for everyone (GEN-11.1)."
ODDS_DEAD_LINE = "Dead cards: {cards}"
ODDS_NO_DEAD = "Dead cards: none"
ODDS_ERROR = "Not counted yet: {message}"
ODDS_BAR_LABEL = "{seat}: {share:.1%} of the pot"
ODDS_ADDED = "{card} added to {target}."
ODDS_REMOVED = "{card} taken back from {target}."
ODDS_TAKEN = "{card} is already with {owner}: take it back there first."
ODDS_FULL = "{target} already holds seven cards (GEN-1.1)."
ODDS_EMPTY = "{target} has no card to remove."
