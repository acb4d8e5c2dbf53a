"""Every sentence the engine says to a learner, in one place (a French edition replaces this)."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, format_cards
from .games import board_name

__all__ = ["LogLine", "seat_name", "seats_name", "and_list", "STREET_NAMES"]

STREET_NAMES = {3: "Third street", 4: "Fourth street", 5: "Fifth street",
                6: "Sixth street", 7: "Seventh street"}


@dataclass(frozen=True)
class LogLine:
    """One explained step of a hand: the sentence, the rules it applies, the seat it is about."""

    text: str
    rules: tuple[str, ...] = ()
    seat: int | None = None

    def __str__(self) -> str:
        return f"{self.text} ({', '.join(self.rules)})" if self.rules else self.text


def seat_name(seat: int) -> str:
    """Seats are numbered from 1 on the dealer's left, as at a real table."""
    return f"Seat {seat + 1}"


def and_list(words: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def seats_name(seats) -> str:
    """'Seat 2', 'Seats 2 and 5', 'Seats 1, 3 and 4'."""
    numbers = [str(s + 1) for s in seats]
    return f"Seat {numbers[0]}" if len(numbers) == 1 else f"Seats {and_list(numbers)}"


def hand_words(value) -> str:
    """A hand's name inside a sentence: 'kings full of sevens', 'seven low'."""
    return value.name[:1].lower() + value.name[1:]


def card_words(card: Card) -> str:
    return f"the {card.name} ({card.pretty})"


# --- the deal --------------------------------------------------------------------------

def antes(money, ante: int, short: dict[int, int]) -> LogLine:
    text = f"Every player antes {money(ante)} before the deal; the ante is dead money"
    if short:
        text += "; " + ", ".join(f"{seat_name(s)} has only {money(a)} and is all in" for s, a in short.items())
    return LogLine(text + ".", ("GEN-2.1", "GEN-2.2"))


def third_street() -> LogLine:
    return LogLine("Third street: two cards face down, then one face up (the door card), "
                   "to each player, starting on the dealer's left.", ("GEN-1.1",))


def street_dealt(street: int, burned: bool = True) -> LogLine:
    face = "face down" if street == 7 else "face up"
    return LogLine(f"{STREET_NAMES[street]}: one card is burned, then one card {face} to each "
                   "player still in the hand.", ("GEN-1.1", "GEN-1.3"))


def bring_in_due(game, seat: int, door: Card, tied_with: list[tuple[int, Card]]) -> LogLine:
    why = ("highest door card (aces are low in razz)" if game.plays_low_board
           else "lowest door card (aces are high for the bring-in)")
    text = f"{seat_name(seat)} must bring in: {why}, {card_words(door)}"
    rules = [game.bring_in_rule]
    if tied_with:
        others = and_list([f"{seat_name(s)}'s {c.pretty}" for s, c in tied_with])
        order = "the higher suit pays" if game.plays_low_board else "the lower suit pays"
        text += f"; it ties in rank with {others}, and {order} (clubs < diamonds < hearts < spades)"
        rules.append("GEN-3.1")
    return LogLine(text + ".", tuple(rules), seat)


def bring_in_skipped(worst: int, seat: int) -> LogLine:
    return LogLine(f"{seat_name(worst)} has the worst door card but is all in for the ante, so "
                   f"{seat_name(seat)}, next on the left, must bring in, complete or fold.",
                   ("GEN-12.2",), seat)


# --- actions ---------------------------------------------------------------------------

def action(money, seat: int, kind, amount: int, adds: int, all_in: bool, short_of: int = 0,
           answers_bring_in: bool = False) -> LogLine:
    kind = getattr(kind, "value", kind)
    who = seat_name(seat)
    tail = ", all in" if all_in else ""
    if kind == "bring_in":
        text = f"{who} brings in for {money(adds)}{tail}"
        if short_of:
            return LogLine(text + f": less than the {money(short_of)} bring-in, but the others must "
                           f"still call the full {money(short_of)}.", ("GEN-3.2", "GEN-12.2"), seat)
        return LogLine(text + ".", ("GEN-3.2",), seat)
    if kind == "complete":
        rule = "GEN-3.4" if answers_bring_in else "GEN-3.3"
        return LogLine(f"{who} completes to {money(amount)}{tail}.", (rule,), seat)
    if kind == "bet":
        return LogLine(f"{who} bets {money(amount)}{tail}.", (), seat)
    if kind == "raise":
        return LogLine(f"{who} raises to {money(amount)}{tail}.", (), seat)
    if kind == "call":
        return LogLine(f"{who} calls {money(adds)}{tail}.", (), seat)
    if kind == "check":
        return LogLine(f"{who} checks.", (), seat)
    return LogLine(f"{who} folds.", (), seat)


FREE_FOLD_NOTE = "Folding is allowed too, but with a free check it only gives the hand up (GEN-13.1)."


def fold_when_check_is_free(seat: int) -> LogLine:
    return LogLine(f"{seat_name(seat)} folds although checking was free: the hand is given up for "
                   "nothing.", ("GEN-13.1",), seat)


def short_all_in(seat: int, money, amount: int) -> LogLine:
    return LogLine(f"{seat_name(seat)}'s all-in to {money(amount)} is less than half a bet above the "
                   "last full bet, so it does not reopen the betting: players who already acted may "
                   "only call or fold.",
                   ("GEN-12.1",), seat)


def capped(raises: int) -> LogLine:
    return LogLine(f"That is raise number {raises}: the betting is capped on this street; "
                   "players may only call or fold now.", ("GEN-4.1", "T-6"))


def open_pair(money, seats: list[int], small: int, big: int) -> LogLine:
    return LogLine(f"{seats_name(seats)} {'shows' if len(seats) == 1 else 'show'} an open pair on "
                   f"fourth street: any player may bet or raise {money(small)} or {money(big)}.",
                   ("STUD-6.1", "T-2"))


def bring_in_passes(seat: int) -> LogLine:
    return LogLine(f"{seat_name(seat)}, next on the left, must now bring in, complete or fold.",
                   ("GEN-12.2",), seat)


def first_to_act(game, street: int, seat: int, actor: int, board: tuple[Card, ...], tied: list[int],
                 by_suit: bool, community: bool = False) -> LogLine:
    board_text = board_name(game, board)
    quality = "lowest board" if game.plays_low_board else "best board"
    rules = [game.first_to_act_rule, "GEN-5.1"]
    if actor != seat:
        text = (f"{seat_name(seat)} has the {quality} on {STREET_NAMES[street].lower()}, {board_text}, "
                f"but is all in, so {seat_name(actor)}, the next player with chips, acts first")
        return LogLine(text + ".", tuple(rules) + ("GEN-5.4",), actor)
    text = f"{seat_name(seat)} acts first on {STREET_NAMES[street].lower()}: {quality}, {board_text}"
    if street == 7 and community:
        text += " (the community card is everyone's seventh card, so whoever started sixth street starts)"
        rules.append("GEN-11.2")
    elif street == 7:
        text += " (seventh-street cards are face down, so sixth street's order stands)"
    if len(tied) > 1:
        if by_suit:
            top = game.suit_tiebreak_card(board)
            low_note = ", the ace counting low" if game.plays_low_board else ""
            text += (f"; tied with {seats_name([s for s in tied if s != seat])}, broken by the highest "
                     f"card by suit: the {top.pretty}{low_note}")
            rules.append("T-3")
        else:
            text += f"; tied with {seats_name([s for s in tied if s != seat])}, and the first tied player on the dealer's left goes first"
            rules.append("GEN-5.3")
    return LogLine(text + ".", tuple(rules), seat)


def no_betting(street: int) -> LogLine:
    return LogLine(f"No betting on {STREET_NAMES[street].lower()}: at most one player still has chips to bet.")


def community(n_players: int, stub: int, burned: bool, card: Card, reshuffled: bool) -> LogLine:
    text = (f"The stub holds {stub} card{'s' if stub != 1 else ''}, not enough for a burn and "
            f"{n_players} seventh-street cards: ")
    text += ("after a burn, " if burned else "no burn, ")
    text += f"one community card, {card_words(card)}, is turned face up and every player uses it as their seventh card."
    return LogLine(text, ("GEN-11.1",) + (("T-8",) if reshuffled else ()))


def burns_reshuffled(stub: int, n_players: int) -> LogLine:
    return LogLine(f"The stub holds {stub} card{'s' if stub != 1 else ''} for {n_players} players: the three "
                   "earlier burn cards are shuffled into it first.", ("T-8", "GEN-11.1"))


def no_community_betting() -> LogLine:
    return LogLine("This table does not bet on a community-card round: straight to the showdown.", ("T-9", "GEN-11.2"))


# --- the end ---------------------------------------------------------------------------

def uncalled(money, seat: int, amount: int) -> LogLine:
    return LogLine(f"Nobody called {seat_name(seat)}'s last {money(amount)}: it goes back to {seat_name(seat)}.",
                   (), seat)


def uncontested(money, seat: int, amount: int) -> LogLine:
    return LogLine(f"Everyone else folded: {seat_name(seat)} wins {money(amount)} without showing.", (), seat)


def shows_first(seat: int, reason: str, rules: tuple[str, ...]) -> LogLine:
    return LogLine(f"{seat_name(seat)} shows first: {reason}, then the others in turn clockwise.", rules, seat)


def shows(seat: int, high=None, low=None, hi_lo: bool = False) -> LogLine:
    parts = []
    if high is not None:
        parts.append(f"{hand_words(high)} ({format_cards(high.cards, pretty=True)})")
    if low is not None:
        parts.append(f"{hand_words(low)} ({format_cards(low.cards, pretty=True)})")
    elif hi_lo:
        parts.append("no qualifying low")
    return LogLine(f"{seat_name(seat)} shows {' and '.join(parts)}.", (), seat)


def pot_label(index: int, n_pots: int) -> str:
    if n_pots == 1:
        return "the pot"
    return "the main pot" if index == 0 else f"side pot {index}"


def pots_formed(money, pots) -> LogLine:
    parts = [f"{pot_label(i, len(pots))} {money(p.amount)} ({seats_name(p.eligible)})" for i, p in enumerate(pots)]
    return LogLine("Pots: " + "; ".join(parts) + ". Each is awarded separately, the last-formed first.",
                   ("GEN-10.4",))


def award(money, label: str, awards, hi_lo: bool) -> LogLine:
    first = awards[0]
    half = {"high": "the high half of ", "low": "the low half of "}.get(first.half, "")
    if first.scooped_no_low:
        half = ""
    seats = sorted(a.seat for a in awards)
    total = sum(a.amount for a in awards)
    value = first.value
    with_ = f" with {hand_words(value)}" if value is not None else ""
    rules: list[str] = []
    if len(awards) == 1:
        text = f"{seat_name(first.seat)} wins {half}{label} ({money(total)}){with_}"
    else:
        text = f"{seats_name(seats)} tie and split {half}{label} ({money(total)}){with_}"
        rules.append("HILO-10.2" if hi_lo else "GEN-10.2")
        odd = [a for a in awards if a.odd_chips]
        if odd:
            text += f"; the odd chip{'s go' if len(odd) > 1 else ' goes'} to {seats_name([a.seat for a in odd])}"
            rules += ["GEN-10.3", "T-5"]
    if first.scooped_no_low:
        text += ": nobody qualifies for low, so the high hand takes it all"
        rules.append("HILO-10.1")
    elif hi_lo:
        rules.append("HILO-10.1")
    elif first.half == "razz":
        rules.append("RAZZ-10.1")
    else:
        rules += ["STUD-9.1", "GEN-10.1"]
    return LogLine(text + ".", tuple(rules))


def scoops(money, label: str, seat: int, total: int) -> LogLine:
    return LogLine(f"{seat_name(seat)} scoops {label}: both halves, {money(total)}.", ("HILO-10.1",), seat)


def odd_chip_to_high(money) -> LogLine:
    return LogLine("The pot does not split evenly in two: the odd chip goes to the high half.", ("HILO-10.3",))


# --- drills (studlib.drills) -------------------------------------------------------------

DRILL_PROMPTS = {
    "bring_in": "{game}: who must bring in on third street?",
    "first_to_act": "{game}: who acts first on {street}?",
    "legal_actions": "{game}, {street}: {seat} is to act. What may {seat} do, and for how much?",
    "shows_first": "{game}: the betting is over on seventh street. Who shows first?",
    "read_low": "{game}: what is the best low in these cards?",
    "low_qualifies": "{game}: does this hand make a qualifying low for the low half?",
    "split": ("{game} showdown: who wins each half, and how much does each player get? "
              "The smallest chip is {chip}."),
}
NO_LOW = "No qualifying low"
QUALIFIES_YES = "Yes, it qualifies for low"
QUALIFIES_NO = "No, it does not qualify"
SPLIT_HIGH = "High: {seats}"
SPLIT_LOW = "Low: {seats}"
SPLIT_NO_LOW = "Low: none qualifies"
SPLIT_GETS = "{seat} gets {amount}"
SPLIT_SEP = " · "


def low_reading(cards, value, hi_lo: bool) -> LogLine:
    """Why these cards make this low: the five played, read from the top (RAZZ-9.1, HILO-9.1)."""
    shown = format_cards(cards, pretty=True)
    if value is None:
        low_ranks = sorted({1 if c.rank == 14 else int(c.rank) for c in cards} & set(range(1, 9)))
        names = and_list(["ace" if r == 1 else _rank_noun(r) for r in low_ranks]) if low_ranks else "none"
        return LogLine(f"{shown}: the different ranks of eight or lower are {names}, fewer than five: "
                       "this hand has no low. If no other player has one either, the best high hand "
                       "wins the whole pot.", ("HILO-9.1", "HILO-10.1"))
    played = format_cards(value.cards, pretty=True)
    if hi_lo:
        return LogLine(f"{shown}: five different ranks of eight or lower, {played}, make "
                       f"{hand_words(value)}; aces are low and straights and flushes do not count.",
                       ("HILO-9.1",))
    return LogLine(f"{shown}: the best five low cards are {played}, {hand_words(value)}; aces are low, "
                   "straights and flushes do not count, pairs count against you, and lows compare "
                   "from the highest card down.", ("RAZZ-9.1",))


def _rank_noun(rank: int) -> str:
    return ("two", "three", "four", "five", "six", "seven", "eight")[rank - 2]


def options_reason(money, case: str, street: int, small: int, big: int, call: int = 0,
                   level: int = 0, cap: int = 3, bring_in: int = 0, game=None,
                   raises: tuple[int, ...] = (), raise_all_in: bool = False, can_complete: bool = True,
                   worst: int | None = None) -> LogLine:
    """Why the player to act has exactly these options (GEN-3.2 to GEN-4.1, GEN-7.1, GEN-12, STUD-6.1).

    `raises` are the raise-to amounts the engine offers (the last one all in if `raise_all_in`);
    `worst` is the all-in worst door card when the bring-in passed on (GEN-12.2).
    """
    name = STREET_NAMES[street].lower()
    size = big if street >= 5 else small
    size_word = "big bet" if street >= 5 else "small bet"
    complete = f", or complete to the small bet, {money(small)}" if can_complete else ""
    if case == "bring_in":
        short = "" if can_complete else " (the stack is too short to complete)"
        return LogLine(f"The worst door card opens third street: bring in for {money(bring_in)}{complete}"
                       f"{short}; no check and no fold.", (game.bring_in_rule, "GEN-3.2", "GEN-3.3"))
    if case == "bring_in_passed":
        complete = f" complete to the small bet, {money(small)}," if can_complete else ""
        return LogLine(f"{seat_name(worst)} has the worst door card but is all in for the ante, so the next "
                       f"player clockwise must bring in for {money(bring_in)},{complete} or fold.",
                       ("GEN-12.2", "GEN-3.2", "GEN-3.3"))
    if case == "face_bring_in":
        return LogLine(f"Facing the bring-in a player may fold, call {money(call)} or complete to the small "
                       f"bet, {money(small)}; nobody may check behind a bring-in.", ("GEN-3.4",))
    if case == "open_pair":
        return LogLine(f"Nobody has bet yet on {name}: check, or bet. An open pair shows on fourth street, "
                       f"so in stud the bet may be the small bet {money(small)} or the big bet {money(big)}.",
                       ("GEN-5.1", "STUD-6.1", "T-2"))
    if case == "open":
        return LogLine(f"Nobody has bet yet on {name}: check, or bet the {size_word}, {money(size)}.",
                       ("GEN-5.1", "GEN-7.1"))
    if case == "capped":
        opened = "bet (or completion)" if street == 3 else "bet"
        return LogLine(f"Facing {money(level)} on {name}, with the {opened} and {cap} raises already made: "
                       f"the betting is capped, so only fold or call {money(call)}.", ("GEN-4.1", "T-6"))
    if case == "all_in_call":
        return LogLine(f"Facing {money(level)} on {name}, the player's chips cover only a call: fold, or call "
                       f"{money(call)} all in. A player may go all in for less; there is nothing left to "
                       "raise with.", ("GEN-12.1",))
    if case == "not_reopened":
        return LogLine(f"Facing {money(level)} on {name} after a short all-in: an all-in of less than half a "
                       "bet does not reopen the betting for a player who already acted, so only fold or "
                       f"call {money(call)}.", ("GEN-12.1",))
    if case == "unanswerable":
        return LogLine(f"Facing {money(level)} on {name}: no other player still in has chips beyond this "
                       f"bet, so nobody could answer a raise; fold or call {money(call)}.", ("GEN-12.1",))
    if case == "facing_third":
        return LogLine(f"Facing {money(level)} on third street after the completion: fold, call "
                       f"{money(call)}, or raise by one small bet ({money(small)}).", ("GEN-3.4", "GEN-7.1"))
    if case == "facing_open_pair":
        tos = " or ".join(money(r) for r in raises)
        if raise_all_in:
            why = "all the chips the player has left"
        elif len(raises) > 1:
            why = (f"with an open pair showing a raise may be the small bet ({money(small)}) or the big bet "
                   f"({money(big)}) until a big bet or raise is made")
        else:
            why = (f"by the big bet ({money(big)}): after a big bet or raise every later raise on fourth "
                   "street is a big bet")
        return LogLine(f"Facing {money(level)} on fourth street with an open pair showing: fold, call "
                       f"{money(call)}, or raise to {tos}, {why}.", ("STUD-6.1", "T-2", "GEN-7.1"))
    return LogLine(f"Facing {money(level)} on {name}: fold, call {money(call)}, or raise by one {size_word} "
                   f"({money(size)}).", ("GEN-7.1", "GEN-4.1"))

# --- summaries of a finished hand (practice table, "one deal, three games") ---------------

_VERBS = {"bring_in": "brings in for", "complete": "completes to", "bet": "bets",
          "raise": "raises to", "call": "calls", "check": "checks", "fold": "folds"}


def move_words(money, seat: int, kind, amount: int, adds: int, all_in: bool) -> str:
    """'Seat 3 raises to $4', 'Seat 1 calls $2 (all in)', 'Seat 2 folds'."""
    kind = getattr(kind, "value", kind)
    verb = _VERBS[kind]
    if kind in ("check", "fold"):
        return f"{seat_name(seat)} {verb}"
    chips = adds if kind in ("call", "bring_in") else amount
    return f"{seat_name(seat)} {verb} {money(chips)}" + (" (all in)" if all_in else "")


def street_betting(street: int, moves: list[str]) -> str:
    """'Fourth street: Seat 3 bets $2, Seat 1 calls $2.' or 'Fifth street: no betting.'"""
    if not moves:
        return f"{STREET_NAMES[street]}: no betting."
    return f"{STREET_NAMES[street]}: {', '.join(moves)}."


YOU_MARK = " (you)"


def net_result(money, payoffs: list[int], you: int | None = None) -> str:
    """'Net: Seat 1 +$4.20, Seat 2 (you) -$2.40, Seat 3 even.' (`you`: the learner's seat)."""
    parts = []
    for seat, p in enumerate(payoffs):
        name = seat_name(seat) + (YOU_MARK if seat == you else "")
        parts.append(f"{name} {'even' if p == 0 else ('+' if p > 0 else '') + money(p)}")
    return "Net: " + ", ".join(parts) + "."


# --- hand histories (studlib.phh): what is wrong with a PHH file -------------------------

PHH_WHERE_ACTION = "line {line}, action {index} {action!r}"   # action index counts from 1
PHH_CARDS = "{count} card"            # 1 card
PHH_CARDS_MANY = "{count} cards"      # 3 cards
PHH_WHERE_INDEX = "action {index} {action!r}"
PHH_BAD_VALUE = "{where}: must be {what}, not {value!r}."
PHH_WHERE_FIELD = "line {line}, field {field!r}"
PHH_BAD_TOML = "Not a PHH file: the TOML does not parse ({error})."
PHH_MISSING = "The PHH file has no {field!r} field: a {variant} record needs {required}."
PHH_UNKNOWN_VARIANT = "{where}: unknown variant {variant!r}; studlib plays F7S (Seven Card Stud), F7S/8 (Stud Hi/Lo) and FR (Razz)."
PHH_NOT_WHOLE = "{where}: {what} must be a whole number of chips, not {value!r}."
PHH_NOT_LIST = "{where}: {what} must be a list of {items}, not {value!r}."
PHH_ANTES_DIFFER = "{where}: every player antes the same amount in stud (GEN-2.1), not {value!r}."
PHH_PLAYERS = "{where}: {count} starting stacks; a stud table seats 2 to 8 players (GEN-1.4)."
PHH_NOT_POSITIVE = "{where}: every one of {what} must be above 0 chips: a player with no chips is not dealt in."
PHH_LENGTHS = "{where}: {count} entries, one for each of the {players} players is needed."
PHH_BAD_STRUCTURE = "{where}: {error}"
PHH_BAD_RULES = "{where}: {error}"
PHH_BAD_ACTION = ("{where}: not an action studlib reads; use 'd dh pN CARDS', 'd db CARD', "
                  "'pN pb', 'pN f', 'pN cc', 'pN cbr AMOUNT' or 'pN sm [CARDS]'.")
PHH_NO_PLAYER = "{where}: there is no {player} at a table of {players} (p1 to p{players})."
PHH_BAD_CARDS = "{where}: {error}"
PHH_CARD_TWICE = "{where}: {card} was already dealt ({earlier})."
PHH_DEAL_SIZE = "{where}: third street deals {player} three cards (two down, the door card up), GEN-1.1."
PHH_DEAL_ONE = "{where}: {street} deals one card to each player (GEN-1.1), not {count}."
PHH_TOO_MANY = "{where}: {player} already has seven cards."
PHH_TO_ACT = "{where}: {player} is to act ({why})"
PHH_NOBODY = "{where}: {why}"
PHH_NOT_DEALT_YET = "{where}: {street} is not dealt yet: {why}"
PHH_FOLDED = "{where}: {player} has folded and gets no more cards."
PHH_WRONG_CARD = "{where}: studlib deals {player} {expected} here, not {given}: check the deals before it."
PHH_NO_DEAL = "{where}: {player} is still in the hand but gets no {street} card in the record."
PHH_COMMUNITY_NEEDED = ("{where}: the stub holds {stub}, not enough for a burn and {players} "
                        "seventh-street cards: seventh street is one community card ('d db CARD'), GEN-11.1.")
PHH_NO_COMMUNITY = ("{where}: the stub holds {stub}, enough for everyone's seventh card face down: "
                    "a community card comes only when the stub runs short (GEN-11.1).")
PHH_RESHUFFLE = ("{where}: these seventh-street cards came from the burned cards shuffled back into the "
                 "stub (T-8), and PHH does not record burns, so studlib cannot replay them.")
PHH_SHOWN_WRONG = "{where}: {player} shows {shown}, but the record dealt {player} {dealt}."
