"""Every sentence the engine says to a learner, in one place, in the language in force.

Each function writes one kind of sentence when it is called, so a hand's log (rendered from its
events when read) speaks the language in force at the time it is read (studlib.use_language).
The French is in studlib/locale/fr/LC_MESSAGES/studlib.po.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from . import events as ev
from . import i18n
from .actions import ActionKind
from .cards import Card, format_cards, rank_words
from .games import Ranking, board_name, low_rank
from .hand import NobodyToAct, NotAnOption, Refusal, SizeNeeded, WrongSize
from .hands import eight_or_better, high_hand, low_hand
from .i18n import N_, NC_, _, ngettext, pgettext, translated, translates_constants
from .pots import Half
from .speech import LogLine, speaks

__all__ = ["LogLine", "log_line", "Seat", "Seats", "seat_name", "seats_name", "and_list", "or_list", "street_name", "board_words",
           "STREET_NAMES", "ACTION_WORDS", "action_words", "action_verb", "pot_label", "pot_words"]

STREET_NAMES = {3: N_("Third street"), 4: N_("Fourth street"), 5: N_("Fifth street"),
                6: N_("Sixth street"), 7: N_("Seventh street")}


def street_name(street: int) -> str:
    """'Fourth street' ('Quatrième rue'); lower-case it inside a sentence."""
    return _(STREET_NAMES[street])


def _street(street: int) -> str:
    """A street inside a sentence: 'fourth street' ('quatrième rue')."""
    return street_name(street).lower()


def _capital(text: str) -> str:
    """The sentence with its first letter upper-case ('sièges 2 et 5 ...' opens a sentence)."""
    return text[:1].upper() + text[1:]


def seat_name(seat: int) -> str:
    """Seats are numbered from 1 on the dealer's left, as at a real table: 'Seat 3', as a label."""
    return _("Seat {number}").format(number=seat + 1)


# The forms a seat takes inside a sentence, for the languages that need them: a translation
# writes {seat:The} where a sentence opens on the seat (French « Le siège 3 abat »), {seat:the},
# {seat:of} or {seat:to} where French says « le siège 3 », « du siège 3 », « au siège 3 », and
# plain {seat} for the label « Siège 3 » (a header, a button). English uses the label everywhere.
SEAT_FORMS = {
    # TRANSLATORS: a seat as a label: a table header, a button, a list of cards per seat.
    "": N_("Seat {number}"),
    # TRANSLATORS: a seat opening a sentence, as {seat:The} asks for it (French « Le siège 3 »).
    "The": NC_("seat, {seat:The}", "Seat {number}"),
    # TRANSLATORS: a seat inside a sentence, as {seat:the} asks for it (French « le siège 3 »).
    "the": NC_("seat, {seat:the}", "Seat {number}"),
    # TRANSLATORS: a seat after "of", as {seat:of} asks for it (French « du siège 3 »).
    "of": NC_("seat, {seat:of}", "Seat {number}"),
    # TRANSLATORS: a seat after "to", as {seat:to} asks for it (French « au siège 3 »).
    "to": NC_("seat, {seat:to}", "Seat {number}"),
}
SEATS_FORMS = {
    # TRANSLATORS: {numbers} is a list of seat numbers, "2 and 5"; inside a sentence.
    "": N_("Seats {numbers}"),
    "The": NC_("seats, {seats:The}", "Seats {numbers}"),
    "the": NC_("seats, {seats:the}", "Seats {numbers}"),
    "of": NC_("seats, {seats:of}", "Seats {numbers}"),
    "to": NC_("seats, {seats:to}", "Seats {numbers}"),
}


def _form(forms: dict, form: str, what: str) -> str:
    """The template of one grammatical form (SEAT_FORMS or SEATS_FORMS), in the language in force."""
    try:
        template = forms[form]
    except KeyError:
        # A translator's typo: say which forms there are rather than fail somewhere else.
        raise ValueError(f"{{{what}:{form}}}: a {what} takes the forms {{{what}}}, {{{what}:The}}, "
                         f"{{{what}:the}}, {{{what}:of}} or {{{what}:to}}") from None
    return translated(template)


@dataclass(frozen=True)
class Seat:
    """A seat (0-based, as in code) given to a sentence, which picks the form it needs.

    str() is the label ('Seat 3'); a template writes {seat:The}, {seat:the}, {seat:of} or
    {seat:to} for the forms a language inflects (see SEAT_FORMS).
    """

    index: int

    def __format__(self, form: str) -> str:
        return _form(SEAT_FORMS, form, "seat").format(number=self.index + 1)

    def __str__(self) -> str:
        return format(self, "")


@dataclass(frozen=True)
class Seats:
    """Several seats given to a sentence: 'Seats 2 and 5' (one seat reads as a Seat)."""

    indexes: tuple[int, ...]

    def __init__(self, indexes) -> None:
        object.__setattr__(self, "indexes", tuple(indexes))

    def __format__(self, form: str) -> str:
        if len(self.indexes) == 1:
            return format(Seat(self.indexes[0]), form)
        numbers = and_list([str(s + 1) for s in self.indexes])
        return _form(SEATS_FORMS, form, "seats").format(numbers=numbers)

    def __str__(self) -> str:
        return format(self, "")


# The language's own list: 'a, b and c' ('a, b et c').
and_list = i18n.and_list


def or_list(words: list[str]) -> str:
    """'a', 'a or b', 'a, b or c' ('a, b ou c' in French)."""
    words = [str(w) for w in words]
    if len(words) == 1:
        return words[0]
    return _("{items} or {last}").format(items=_(", ").join(words[:-1]), last=words[-1])


def seats_name(seats) -> str:
    """'Seat 2', 'Seats 2 and 5', 'Seats 1, 3 and 4' (French: 'Siège 2', 'sièges 2 et 5')."""
    return str(Seats(seats))


def hand_words(value) -> str:
    """A hand's name inside a sentence: 'kings full of sevens', 'seven low'."""
    return value.name[:1].lower() + value.name[1:]


def card_words(card: Card | None) -> str:
    """'the seven of clubs (7♣)' ('le sept de trèfle (7♣)'); a card nobody saw (a record's '??')."""
    if card is None:
        return _("a card nobody saw")
    return _("{card} ({pretty})").format(card=card.name_with_article, pretty=card.pretty)


# --- how a dealer reads a board aloud ----------------------------------------------------

def _rank_word(rank: int) -> str:
    """'king'; the ace may be 1 (low) or 14."""
    return rank_words(rank).noun


def board_words(game, board) -> str:
    """A board read aloud in a sentence, 'pair of nines', 'ace-king': games.board_name says it."""
    return board_name(game, board)


# --- an action in words ------------------------------------------------------------------
# Every form in which a learner reads an action, one row per kind (ActionKind's value). The
# buttons, the options a dealer lists, the error messages, the log and the summaries all take
# their words from here, so an action is worded (and translated) once for each form:
#   verb         after "may" or "cannot": "call" (« suivre »)
#   option       one of the options a dealer lists: "call $0.50", "raise to $6"
#   button       a button's label: "Call $0.50", "Raise to $6"
#   move         a move in a hand's summary: "Seat 3 calls $0.50"
#   said         the log's sentence: "Seat 3 calls $0.50."
#   said_all_in  the log's sentence for an action that puts the player all in
# {amount} is Action.chips_named: what a call or a bring-in puts in, the total a bet,
# completion or raise goes to. ALL_IN_MARK follows an option, a button or a move that is all in.
ACTION_WORDS = {
    "bring_in": {"verb": NC_("action, infinitive", "bring in"), "option": N_("bring in for {amount}"),
                 "button": N_("Bring in {amount}"), "move": N_("{seat} brings in for {amount}"),
                 "said": N_("{seat} brings in for {amount}."),
                 "said_all_in": N_("{seat} brings in for {amount}, all in.")},
    "complete": {"verb": NC_("action, infinitive", "complete"), "option": N_("complete to {amount}"),
                 "button": N_("Complete to {amount}"), "move": N_("{seat} completes to {amount}"),
                 "said": N_("{seat} completes to {amount}."),
                 "said_all_in": N_("{seat} completes to {amount}, all in.")},
    "bet": {"verb": NC_("action, infinitive", "bet"), "option": N_("bet {amount}"),
            "button": N_("Bet {amount}"), "move": N_("{seat} bets {amount}"),
            "said": N_("{seat} bets {amount}."), "said_all_in": N_("{seat} bets {amount}, all in.")},
    "raise": {"verb": NC_("action, infinitive", "raise"), "option": N_("raise to {amount}"),
              "button": N_("Raise to {amount}"), "move": N_("{seat} raises to {amount}"),
              "said": N_("{seat} raises to {amount}."), "said_all_in": N_("{seat} raises to {amount}, all in.")},
    "call": {"verb": NC_("action, infinitive", "call"), "option": N_("call {amount}"),
             "button": N_("Call {amount}"), "move": N_("{seat} calls {amount}"),
             "said": N_("{seat} calls {amount}."), "said_all_in": N_("{seat} calls {amount}, all in.")},
    # A check or a fold names no chips and never puts anyone all in.
    "check": {"verb": NC_("action, infinitive", "check"), "option": NC_("action, infinitive", "check"),
              "button": N_("Check"), "move": N_("{seat} checks"),
              "said": N_("{seat} checks."), "said_all_in": N_("{seat} checks.")},
    "fold": {"verb": NC_("action, infinitive", "fold"), "option": NC_("action, infinitive", "fold"),
             "button": N_("Fold"), "move": N_("{seat} folds"),
             "said": N_("{seat} folds."), "said_all_in": N_("{seat} folds.")},
}
ALL_IN_MARK = NC_("after an action", " (all in)")


# The action words a player of each edition may type, beside the code's own names
# (studlib.typed.action_kind reads both): what a French dealer hears at the table, the verb and
# then the words players say (« relance », « mise », « payer », « checker », and « completer »
# typed without its accent). Not translated: each edition lists its own (lower-case, so
# translates_constants leaves it alone).
_typed_words: dict[str, dict[str, str]] = {
    "fr": {"bring-in": "bring_in", "compléter": "complete", "completer": "complete",
           "miser": "bet", "mise": "bet", "relancer": "raise", "relance": "raise",
           "suivre": "call", "payer": "call", "parole": "check", "checker": "check",
           "se coucher": "fold"},
}


def typed_action_words() -> dict[str, str]:
    """The words a player of the language in force may type for each action ('suivre': 'call'),
    as ActionKind values; empty where the code's own names are the language's words."""
    return _typed_words.get(i18n.current_language(), {})


def _action_template(kind: str, form: str) -> str:
    """One cell of ACTION_WORDS in the language in force."""
    return translated(ACTION_WORDS[kind][form])


def action_verb(kind) -> str:
    """The action (an ActionKind) as a verb after 'may' or 'cannot': 'bring in', 'check'."""
    return _action_template(kind.value, "verb")


@speaks
def action_words(action, money: Callable[[int], str], form: str = "option", seat: int | None = None) -> str:
    """An action (a hand.Action) in the words of `form` (see ACTION_WORDS): 'raise to $6 (all in)'
    as an option, 'Raise to $6 (all in)' on a button, 'Seat 3 raises to $6 (all in)' as a move
    (give `seat`), 'Seat 3 raises to $6, all in.' as the log says it ("said")."""
    kind, all_in = action.kind.value, action.all_in
    if form == "said":
        template = _action_template(kind, "said_all_in" if all_in else "said")
    else:
        template = _action_template(kind, form)
    text = template.format(seat=Seat(seat) if seat is not None else "", amount=money(action.chips_named))
    if all_in and form != "said":
        text += translated(ALL_IN_MARK)
    return text


# --- what the player to act may do, and why not ------------------------------------------
# Hand.why_not gives a Refusal; these say it. {cap} is the number of raises the rules allow,
# {amount} what the player to act must put in to call.
REFUSALS = {
    "bring_in_due": N_("the worst door card must bring in or complete (GEN-3.2)"),
    "bring_in_first": N_("first the bring-in must be posted or completed"),
    "no_check_behind_bring_in": N_("the bring-in was posted, and nobody may check behind it (GEN-3.4)"),
    "bet_to_call": N_("there is {amount} to call"),
    "nothing_to_call": N_("there is no bet to call"),
    "bring_in_once": N_("the bring-in is posted only once, on third street (GEN-3.2)"),
    "complete_only_third": N_("there is no bring-in or all-in bet of less than half a bet to complete "
                              "(GEN-3.3, GEN-12.3)"),
    "already_a_bet": N_("there is already a bet, so the next step is a raise"),
    "no_bet_yet": N_("there is no bet yet to raise, so the next step is a bet"),
    "bring_in_not_a_bet": N_("the bring-in is not a bet, so the next step is to complete (GEN-3.4, GEN-4.1)"),
    "short_all_in": N_("the all-in bet was less than half a bet, so the full bet is made by completing it "
                       "(GEN-12.3)"),
    "capped": N_("the betting is capped: a bet (or the completion) and {cap} raises (GEN-4.1, T-6)"),
    "all_in_call": N_("calling already puts all the player's chips in"),
    "unanswerable": N_("no other player still in has chips to answer a raise: it would come back when "
                       "the round ends (GEN-12.4)"),
    "not_reopened": N_("a short all-in did not reopen the betting for a player who already acted (GEN-12.1)"),
    "kept_seventh": N_("the player kept a seventh card dealt too soon, and on sixth street may only call "
                       "(GEN-14.9)"),
}


def refusal_words(refused: NotAnOption) -> str:
    """Why an action is not an option (its Refusal), as the dealer says it, with the amounts it names."""
    return translated(REFUSALS[refused.reason.value]).format(
        cap=refused.cap, amount=refused.structure.money(refused.to_call))


def option_list(actions, money: Callable[[int], str]) -> str:
    """'fold, call $0.50 or complete to $2': the options, without the seat."""
    return or_list([action_words(a, money) for a in actions])


@speaks
def options_words(seat: int | None, options, money: Callable[[int], str], over: bool) -> str:
    """'Seat 3 may fold, call $0.50 or complete to $2', as a dealer would say it (Hand.options_text):
    what `seat`, the player to act, may do, or that nobody is to act (`over`: the hand is over)."""
    if seat is None:
        return _("Nobody is to act: the hand is over.") if over else _("Nobody is to act.")
    # TRANSLATORS: {options} is "fold, call $0.50 or complete to $2" (no full stop follows).
    return _("{seat} may {options}").format(seat=Seat(seat), options=option_list(options, money))


@speaks
def refusal(refused) -> str:
    """An action act() refused (studlib.hand's NotAnOption, SizeNeeded, WrongSize or NobodyToAct),
    as the dealer says it: who, what, why, and what they may do."""
    if isinstance(refused, NotAnOption):
        # TRANSLATORS: {action} is a verb ("check", "bring in"); {options} is what the player
        # may do instead, "fold, call $0.50 or complete to $2".
        return _("{seat} cannot {action}: {why}; {options}.").format(
            seat=Seat(refused.seat), action=action_verb(refused.kind), why=refusal_words(refused),
            options=option_list(refused.options, refused.structure.money))
    if isinstance(refused, SizeNeeded):
        # The message when a bet or raise has two sizes (an open pair, STUD-6.1) and none was given.
        text = (_("{seat} may bet to {sizes} here (STUD-6.1): say which with amount=.")
                if refused.kind is ActionKind.BET else
                _("{seat} may raise to {sizes} here (STUD-6.1): say which with amount=."))
        return text.format(seat=Seat(refused.seat), sizes=_sizes_words(refused.sizes, refused.structure))
    if isinstance(refused, WrongSize):
        # The message when a bet or raise names an amount fixed limit does not allow.
        verb = action_verb(refused.kind)
        if refused.kind in (ActionKind.BET, ActionKind.CALL):
            # TRANSLATORS: the same sentence for a bet or a call: French bets or calls an amount
            # (« miser 3 $ », « suivre 1 $ ») where it raises or completes *to* one (« relancer à 6 $ »).
            text = pgettext("bet or call", "{seat} cannot {action} to {amount}: in fixed limit the {noun} here is {sizes}.")
        else:
            # TRANSLATORS: {action} and {noun} are the same action word ("raise"); a translation
            # may leave {noun} out.
            text = _("{seat} cannot {action} to {amount}: in fixed limit the {noun} here is {sizes}.")
        return text.format(
            seat=Seat(refused.seat), action=verb, noun=verb, amount=refused.structure.money(refused.amount),
            sizes=_sizes_words(refused.sizes, refused.structure))
    if isinstance(refused, NobodyToAct):
        return (_("Nobody can act now: the hand is over.") if refused.over
                else _("Nobody can act now: no player is to act."))
    raise TypeError(f"not a refused action: {refused!r}")


def _sizes_words(sizes: tuple[int, ...], structure) -> str:
    """'$2 or $4': the totals a bet or raise may go to."""
    return or_list([structure.money(amount) for amount in sizes])


# --- a hand's events, one sentence each (studlib.events) ---------------------------------
# Each renderer takes the event, the hand's game and its money formatter (Structure.money) and
# writes the sentence; the rule IDs are the event's own. log_line picks the renderer by the
# event's class.

_sentence_of: dict[type, Callable[[Any, Any, Callable[[int], str]], str]] = {}


def _renders(kind: type):
    """Register the function below as the sentence for events of class `kind`."""
    def register(func):
        _sentence_of[kind] = func
        return func
    return register


@speaks
def log_line(event: ev.Event, game, money: Callable[[int], str]) -> LogLine:
    """The event as one line of the hand's log, in the language in force, with its rule IDs."""
    return LogLine(_sentence_of[type(event)](event, game, money), event.rules, _about(event))


def _about(event: ev.Event) -> int | None:
    """The seat a log line is about (the widgets mark it), if any: the one who acts or must act."""
    if isinstance(event, ev.FirstToAct):
        return event.actor
    return getattr(event, "seat", None)


# --- the deal --------------------------------------------------------------------------

@_renders(ev.Antes)
def _antes(e: ev.Antes, game, money) -> str:
    if not e.short:
        return _("Every player antes {ante} before the deal; the ante is dead money.").format(
            ante=money(e.ante))
    short_text = _(", ").join(_("{seat} has only {amount} and is all in").format(
        seat=Seat(s), amount=money(a)) for s, a in e.short)
    # TRANSLATORS: {short} is one or more "Seat 3 has only $0.10 and is all in", joined by ", ".
    return _("Every player antes {ante} before the deal; the ante is dead money; {short}.").format(
        ante=money(e.ante), short=short_text)


@_renders(ev.StreetDealt)
def _street_dealt(e: ev.StreetDealt, game, money) -> str:
    if e.street == 3:
        return _("Third street: two cards face down, then one face up (the door card), "
                 "to each player, starting on the dealer's left.")
    if e.street == 7 and not e.burned and not e.no_burn_stub:    # a burn error kept as dealt (GEN-14.10)
        return _("{street}: one card face down to each player still in the hand, with no burn.").format(
            street=street_name(e.street))
    if e.street == 7 and not e.burned:
        text = ngettext("{street}: the stub holds {stub} card, one for each player still in the hand: no burn, "
                        "one card face down to each.",
                        "{street}: the stub holds {stub} cards, one for each player still in the hand: no burn, "
                        "one card face down to each.", e.no_burn_stub)
        return text.format(street=street_name(e.street), stub=e.no_burn_stub)
    if e.street == 7:
        text = _("{street}: one card is burned, then one card face down to each player still in the hand.")
    else:
        text = _("{street}: one card is burned, then one card face up to each player still in the hand.")
    return text.format(street=street_name(e.street))


@_renders(ev.BringInDue)
def _bring_in_due(e: ev.BringInDue, game, money) -> str:
    fields = {"seat": Seat(e.seat), "card": card_words(e.door)}
    if not e.tied_with:
        if e.low_board:
            text = _("{seat} must bring in: highest door card (aces are low in razz), {card}.")
        else:
            text = _("{seat} must bring in: lowest door card (aces are high for the bring-in), {card}.")
        return text.format(**fields)
    # TRANSLATORS: each of {others} is "Seat 5's 2♦" (the seat and its door card).
    fields["others"] = and_list([_("{seat}'s {card}").format(seat=Seat(s), card=c.pretty)
                                 for s, c in e.tied_with])
    if e.low_board:
        text = _("{seat} must bring in: highest door card (aces are low in razz), {card}; it ties "
                 "in rank with {others}, and the higher suit pays (clubs < diamonds < hearts < spades).")
    else:
        text = _("{seat} must bring in: lowest door card (aces are high for the bring-in), {card}; "
                 "it ties in rank with {others}, and the lower suit pays (clubs < diamonds < hearts "
                 "< spades).")
    return text.format(**fields)


@_renders(ev.BringInSkipped)
def _bring_in_skipped(e: ev.BringInSkipped, game, money) -> str:
    return _("{worst} has the worst door card but is all in for the ante, so {seat}, next on "
             "the left, must bring in, complete or fold.").format(worst=Seat(e.worst), seat=Seat(e.seat))


@_renders(ev.BringInPasses)
def _bring_in_passes(e: ev.BringInPasses, game, money) -> str:
    return _("{seat}, next on the left, must now bring in, complete or fold.").format(seat=Seat(e.seat))


# --- decisions -------------------------------------------------------------------------

@_renders(ev.Acted)
@_renders(ev.Completed)
def _acted(e: ev.Acted, game, money) -> str:
    return action_words(e.action, money, "said", e.seat)


@_renders(ev.BroughtIn)
def _brought_in(e: ev.BroughtIn, game, money) -> str:
    adds, all_in = e.action.chips_named, e.action.all_in
    if e.short_of:
        text = (_("{seat} brings in for {amount}, all in: less than the {full} bring-in, but the "
                  "others must still call the full {full}.") if all_in else
                _("{seat} brings in for {amount}: less than the {full} bring-in, but the others "
                  "must still call the full {full}."))
        return text.format(seat=Seat(e.seat), amount=money(adds), full=money(e.short_of))
    return action_words(e.action, money, "said", e.seat)


FREE_FOLD_NOTE = N_("Folding is allowed too, but with a free check it only gives the hand up (GEN-13.1).")


@_renders(ev.FoldedWhenCheckFree)
def _fold_when_check_is_free(e: ev.FoldedWhenCheckFree, game, money) -> str:
    return _("{seat} folds although checking was free: the hand is given up for nothing.").format(
        seat=Seat(e.seat))


@_renders(ev.ShortAllIn)
def _short_all_in(e: ev.ShortAllIn, game, money) -> str:
    if e.bet:
        text = _("{seat}'s all-in bet of {amount} is less than half a bet, so it is not a full bet: each "
                 "player who has not acted on it may fold, call it, or complete it to the full bet.")
    else:
        text = _("{seat}'s all-in to {amount} is less than half a bet above the last full bet, so it "
                 "does not reopen the betting: players who already acted and are in for all previous "
                 "bets may only call or fold.")
    return text.format(seat=Seat(e.seat), amount=money(e.amount))


@_renders(ev.AllInsReopen)
def _all_ins_reopen(e: ev.AllInsReopen, game, money) -> str:
    text = ngettext("{seat}'s all-in to {amount} adds less than half a bet, but together with the earlier "
                    "short all-ins it acts as a raise: the betting is reopened for {seats}, who already "
                    "acted and now faces half a bet or more.",
                    "{seat}'s all-in to {amount} adds less than half a bet, but together with the earlier "
                    "short all-ins it acts as a raise: the betting is reopened for {seats}, who already "
                    "acted and now face half a bet or more.", len(e.reopened))
    return text.format(seat=Seat(e.seat), amount=money(e.amount), seats=Seats(e.reopened))


@_renders(ev.Capped)
def _capped(e: ev.Capped, game, money) -> str:
    return _("That is raise number {raises}: the betting is capped on this street; players may "
             "only call or fold now.").format(raises=e.raises)


@_renders(ev.OpenPair)
def _open_pair(e: ev.OpenPair, game, money) -> str:
    text = ngettext("{seats} shows an open pair on fourth street: any player may bet or raise {small} or {big}.",
                    "{seats} show an open pair on fourth street: any player may bet or raise {small} or {big}.",
                    len(e.seats))
    return _capital(text.format(seats=Seats(e.seats), small=money(e.small), big=money(e.big)))


@_renders(ev.FirstToAct)
def _first_to_act(e: ev.FirstToAct, game, money) -> str:
    low = game.plays_low_board
    if None in e.board or len(e.tied) == 0:
        return _("{seat} acts first on {street}, as the record shows: some up cards were not seen.").format(
            seat=Seat(e.actor), street=_street(e.street))
    fields = {"seat": Seat(e.seat), "street": _street(e.street), "board": board_words(game, e.board)}
    if e.actor != e.seat:
        text = (_("{seat} has the lowest board on {street}, {board}, but is all in, so {actor}, the next "
                  "player with chips, acts first.") if low else
                _("{seat} has the best board on {street}, {board}, but is all in, so {actor}, the next "
                  "player with chips, acts first."))
        return text.format(actor=Seat(e.actor), **fields)
    text = (_("{seat} acts first on {street}: lowest board, {board}") if low else
            _("{seat} acts first on {street}: best board, {board}")).format(**fields)
    if e.seventh_up:
        text += _(" (a seventh card was dealt face up: the best board using all the up cards starts)")
    elif e.street == 7 and e.community:
        text += _(" (with the community card, five cards each: the best five-card board starts)")
    elif e.street == 7:
        text += _(" (seventh-street cards are face down, so sixth street's order stands)")
    if len(e.tied) > 1:
        others = Seats([s for s in e.tied if s != e.seat])
        if e.by_suit:
            top = game.suit_tiebreak_card(e.board).pretty
            text += (_("; tied with {seats}, broken by the highest card by suit: the {card}, the ace counting low")
                     if low else _("; tied with {seats}, broken by the highest card by suit: the {card}")
                     ).format(seats=others, card=top)
        else:
            text += _("; tied with {seats}, and the first tied player on the dealer's left goes first").format(
                seats=others)
    return text + "."


@_renders(ev.NoBetting)
def _no_betting(e: ev.NoBetting, game, money) -> str:
    return _("No betting on {street}: at most one player still has chips to bet.").format(
        street=_street(e.street))


# --- running out of cards --------------------------------------------------------------

@_renders(ev.CommunityCard)
def _community(e: ev.CommunityCard, game, money) -> str:
    if e.burned:
        text = ngettext("The stub holds {stub} card, not enough for a burn and {players} seventh-street cards: "
                        "after a burn, one community card, {card}, is turned face up and every player uses "
                        "it as their seventh card.",
                        "The stub holds {stub} cards, not enough for a burn and {players} seventh-street cards: "
                        "after a burn, one community card, {card}, is turned face up and every player uses "
                        "it as their seventh card.", e.stub)
    else:
        text = ngettext("The stub holds {stub} card, not enough for a burn and {players} seventh-street cards: "
                        "no burn, one community card, {card}, is turned face up and every player uses it "
                        "as their seventh card.",
                        "The stub holds {stub} cards, not enough for a burn and {players} seventh-street cards: "
                        "no burn, one community card, {card}, is turned face up and every player uses it "
                        "as their seventh card.", e.stub)
    return text.format(stub=e.stub, players=e.players, card=card_words(e.card))


@_renders(ev.BurnsReshuffled)
def _burns_reshuffled(e: ev.BurnsReshuffled, game, money) -> str:
    if not e.stub:     # only cards held aside under GEN-14.9 can empty the stub before seventh street
        return _("The stub is empty and {players} players need a seventh card: the burn cards and the {aside} "
                 "cards held aside after a card dealt too soon are scrambled and cut, and the deal goes on from "
                 "these {pack} cards.").format(players=e.players, aside=e.aside, pack=e.pack)
    text = ngettext("The stub holds {stub} card for {players} players: its cards but the last are dealt "
                    "in turn ({dealt}); the last is mixed with the burn cards, scrambled and cut, and the "
                    "deal goes on from these {pack} cards.",
                    "The stub holds {stub} cards for {players} players: its cards but the last are dealt "
                    "in turn ({dealt}); the last is mixed with the burn cards, scrambled and cut, and the "
                    "deal goes on from these {pack} cards.", e.stub)
    if e.aside:
        # TRANSLATORS: follows the sentence above; {aside} cards were taken out under GEN-14.9.
        text += " " + ngettext("The pack includes the {aside} card held aside after a card dealt too soon.",
                               "The pack includes the {aside} cards held aside after a card dealt too soon.",
                               e.aside)
    return text.format(stub=e.stub, players=e.players, dealt=len(e.dealt), pack=e.pack, aside=e.aside)


# --- the dealer's errors (GEN-14) -------------------------------------------------------

@_renders(ev.DownCardExposed)
def _down_card_exposed(e: ev.DownCardExposed, game, money) -> str:
    return _("The dealer turned up one of {seat}'s down cards, {card}: it stays as that player's up card "
             "and the third card is dealt face down.").format(seat=Seat(e.seat), card=card_words(e.card))


@_renders(ev.ExposedCardBringsInNot)
def _exposed_no_bring_in(e: ev.ExposedCardBringsInNot, game, money) -> str:
    return _("{seat}'s exposed card would be the bring-in, but the bring-in does not fall on an exposed "
             "card: {actor}, first on that player's left, acts first and may fold, bring in or complete.").format(
        seat=Seat(e.seat), actor=Seat(e.actor))


@_renders(ev.DeadHandExposed)
def _dead_hand_exposed(e: ev.DeadHandExposed, game, money) -> str:
    return _("Both of {seat}'s down cards were dealt face up: that hand is dead and its ante of {amount} "
             "is returned; the others play on.").format(seat=Seat(e.seat), amount=money(e.returned))


@_renders(ev.MisdealCalled)
def _misdeal_called(e: ev.MisdealCalled, game, money) -> str:
    if e.exposed is not None:
        return _("A down card of {seat} was dealt face up: in a tournament that is a misdeal. Every card "
                 "is gathered, every chip goes back, and the hand is dealt again.").format(seat=Seat(e.exposed))
    return _("Misdeal: every card is gathered, every chip goes back, and the hand is dealt again.")


@_renders(ev.SeventhExposed)
def _seventh_exposed(e: ev.SeventhExposed, game, money) -> str:
    fields = {"seat": Seat(e.seat), "card": card_words(e.card)}
    if e.others_up:
        return _("{seat}'s seventh card, {card}, was dealt face up: it stays that player's card, and heads-up "
                 "the other player's seventh card is dealt face up too.").format(**fields)
    if e.may_declare:
        return _("{seat}'s seventh card, {card}, was dealt face up: it stays that player's card, the others "
                 "get theirs face down, and {seat} may declare all in before the betting.").format(**fields)
    return _("{seat}'s seventh card, {card}, was dealt face up: it stays that player's card.").format(**fields)


@_renders(ev.AllInDeclared)
def _all_in_declared(e: ev.AllInDeclared, game, money) -> str:
    return _("{seat} declares all in: no more chips from that seat; it plays for the pot so far and keeps "
             "its {amount} out of the betting.").format(seat=Seat(e.seat), amount=money(e.kept))


@_renders(ev.BringInMisnamed)
def _bring_in_misnamed(e: ev.BringInMisnamed, game, money) -> str:
    return _("The dealer names {named} to bring in, by mistake: {seat} has the worst door card.").format(
        named=Seat(e.named), seat=Seat(e.seat))


@_renders(ev.BringInCorrected)
def _bring_in_corrected(e: ev.BringInCorrected, game, money) -> str:
    return _("Caught before the next player acted: {named} takes back {amount}, and {seat} must bring "
             "in.").format(named=Seat(e.named), seat=Seat(e.seat), amount=money(e.returned))


@_renders(ev.CardsDealtTooSoon)
def _cards_dealt_too_soon(e: ev.CardsDealtTooSoon, game, money) -> str:
    fields = {"street": _street(e.street), "seats": Seats(s for s, _c in e.dealt),
              "cards": " ".join(card_words(c) if c is None else c.pretty for _s, c in e.dealt)}
    if e.kept:
        return ngettext("The dealer burned and dealt {street} before the betting was over: {seats:The} looked at "
                        "the card, so keeps it and on sixth street may only call; the burn is taken out of play "
                        "and held aside.",
                        "The dealer burned and dealt {street} before the betting was over: {seats:The} looked at "
                        "their cards, so they keep them and on sixth street may only call; the burn is taken out "
                        "of play and held aside.", len(e.dealt)).format(**fields)
    return _("The dealer burned and dealt {street} before the betting was over: the burn and the cards "
             "dealt to {seats:the} ({cards}) are taken out of play and held aside; the betting goes "
             "on.").format(**fields)


@_renders(ev.CardsTakenOutAfterRound)
def _cards_taken_out_after_round(e: ev.CardsTakenOutAfterRound, game, money) -> str:
    return ngettext("The round is over: one more card for the {players} player still in is taken out of play "
                    "and held aside; then the dealer burns and deals {street}.",
                    "The round is over: one more card for each of the {players} players still in is taken "
                    "out of play and held aside; then the dealer burns and deals {street}.", e.players).format(
        players=e.players, street=_street(e.street))


@_renders(ev.BurnErrorFound)
def _burn_error_found(e: ev.BurnErrorFound, game, money) -> str:
    if e.kept and e.burns == 2:
        return _("Two cards were burned before {street}, and the players looked at their cards: each keeps "
                 "the card dealt.").format(street=_street(e.street))
    if e.kept:
        return _("No card was burned before {street}, and the players looked at their cards: each keeps "
                 "the card dealt.").format(street=_street(e.street))
    if e.burns == 2:
        return _("Two cards were burned before {street}: the cards are put back in their proper places (the "
                 "second burn goes to the first player, each card moves on one player, and the last goes back "
                 "on top of the stub).").format(street=_street(e.street))
    return _("No card was burned before {street}: the cards are put back in their proper places (the first "
             "card dealt becomes the burn, each card moves back one player, and the last player gets the next "
             "card).").format(street=_street(e.street))


@_renders(ev.DealtOffTable)
def _dealt_off_table(e: ev.DealtOffTable, game, money) -> str:
    return _("{seat}'s card, {card}, went off the table as it was dealt: it plays, as an exposed card.").format(
        seat=Seat(e.seat), card=card_words(e.card))


@_renders(ev.NoCommunityBetting)
def _no_community_betting(e: ev.NoCommunityBetting, game, money) -> str:
    return _("This table does not bet on a community-card round: straight to the showdown.")


# --- the end ---------------------------------------------------------------------------

@_renders(ev.UncalledBetReturned)
def _uncalled(e: ev.UncalledBetReturned, game, money) -> str:
    return _("Nobody called {seat}'s last {amount}: it goes back to {seat}.").format(
        seat=Seat(e.seat), amount=money(e.amount))


@_renders(ev.WonUncontested)
def _uncontested(e: ev.WonUncontested, game, money) -> str:
    return _("Everyone else folded: {seat} wins {amount} without showing.").format(
        seat=Seat(e.seat), amount=money(e.amount))


@_renders(ev.ShowsFirst)
def _shows_first(e: ev.ShowsFirst, game, money) -> str:
    reason = {
        ev.ShowdownReason.AGGRESSOR: _("the last to bet or raise on seventh street"),
        ev.ShowdownReason.SEAT_ORDER: _("nobody bet on seventh street, so players show in seat order, lowest seat first"),
        ev.ShowdownReason.BEST_BOARD: _("nobody bet on seventh street, so the best board shows first"),
        ev.ShowdownReason.LOWEST_BOARD: _("nobody bet on seventh street, so the lowest board shows first"),
    }[e.why]
    return _("{seat} shows first: {reason}, then the others in turn clockwise.").format(
        seat=Seat(e.seat), reason=reason)


@_renders(ev.HandShown)
def _shows(e: ev.HandShown, game, money) -> str:
    who = Seat(e.seat)
    if game.ranking is Ranking.HI_LO:
        high, low = high_hand(e.cards), eight_or_better(e.cards)
        if low is not None:
            return _("{seat} shows {high} ({high_cards}) and {low} ({low_cards}).").format(
                seat=who, high=hand_words(high), high_cards=format_cards(high.cards, pretty=True),
                low=hand_words(low), low_cards=format_cards(low.cards, pretty=True))
        return _("{seat} shows {high} ({high_cards}) and no qualifying low.").format(
            seat=who, high=hand_words(high), high_cards=format_cards(high.cards, pretty=True))
    value = low_hand(e.cards) if game.ranking is Ranking.LOW else high_hand(e.cards)
    return _("{seat} shows {hand} ({cards}).").format(
        seat=who, hand=hand_words(value), cards=format_cards(value.cards, pretty=True))


def pot_label(index: int, n_pots: int) -> str:
    """'the pot', 'the main pot', 'side pot 1'."""
    if n_pots == 1:
        return _("the pot")
    return _("the main pot") if index == 0 else _("side pot {number}").format(number=index)


def _of_pot(index: int, n_pots: int) -> str:
    """'of the pot', as a language joins it to 'the high half' ('du pot', 'du pot annexe 1')."""
    if n_pots == 1:
        return _("of the pot")
    return _("of the main pot") if index == 0 else _("of side pot {number}").format(number=index)


def pot_words(pots, money: Callable[[int], str]) -> list[str]:
    """Each pot with its amount and who can win it: 'the main pot $6 (Seats 1, 2 and 3)', 'side
    pot 1 $4 (Seats 1 and 2)' (the log, the practice table and the replay all say them so)."""
    return [_("{pot} {amount} ({seats})").format(pot=pot_label(i, len(pots)), amount=money(p.amount),
                                                 seats=Seats(p.eligible))
            for i, p in enumerate(pots)]


@_renders(ev.PotsFormed)
def _pots_formed(e: ev.PotsFormed, game, money) -> str:
    parts = pot_words(e.pots, money)
    # TRANSLATORS: {pots} is "the main pot $6 (Seats 1, 2 and 3); side pot 1 $4 (Seats 1 and 2)".
    return _("Pots: {pots}. Each is awarded separately, the last-formed first.").format(
        pots=pgettext("between pots", "; ").join(parts))


def pots_formed(money, pots) -> LogLine:
    """The pots as they stand, as the showdown's log says them (GEN-10.4): for any list of pots."""
    return log_line(ev.PotsFormed(tuple(pots)), None, money)


def _share(half: Half, index: int, n_pots: int) -> str:
    """What an award takes: 'the main pot', 'the high half of side pot 1'."""
    pot, of_pot = pot_label(index, n_pots), _of_pot(index, n_pots)
    if half is Half.HIGH:
        # TRANSLATORS: {pot} is "the pot" / "side pot 1"; {of_pot} is "of the pot" / "of side pot 1".
        return _("the high half of {pot}").format(pot=pot, of_pot=of_pot)
    if half is Half.LOW:
        return _("the low half of {pot}").format(pot=pot, of_pot=of_pot)
    return pot


@_renders(ev.PotAwarded)
def _award(e: ev.PotAwarded, game, money) -> str:
    """Who takes one pot (or one half of it)."""
    awards = e.awards
    first = awards[0]
    share = _share(Half.WHOLE if first.scooped_no_low else first.half, e.pot_index, e.n_pots)
    seats = sorted(a.seat for a in awards)
    total = sum(a.amount for a in awards)
    value = first.value
    fields = {"share": share, "amount": money(total), "seats": Seats(seats),
              "seat": Seat(first.seat), "hand": hand_words(value) if value is not None else ""}
    if len(awards) == 1:
        text = (_("{seat} wins {share} ({amount}) with {hand}") if value is not None
                else _("{seat} wins {share} ({amount})")).format(**fields)
    else:
        text = _capital((_("{seats} tie and split {share} ({amount}) with {hand}") if value is not None
                         else _("{seats} tie and split {share} ({amount})")).format(**fields))
        odd = [a for a in awards if a.odd_chips]
        if odd:
            text += ngettext("; the odd chip goes to {seats}", "; the odd chips go to {seats}",
                             len(odd)).format(seats=Seats([a.seat for a in odd]))
            card = odd[0].odd_chip_card
            if card is not None:   # the suits decided (T-5): name the card that did
                text += (_(", whose {card} is the lowest card by suit") if odd[0].odd_chip_lowest else
                         _(", whose {card} is the highest card by suit")).format(card=card.pretty)
    if first.scooped_no_low:
        text += _(": nobody qualifies for low, so the high hand takes it all")
    return text + "."


@_renders(ev.Scooped)
def _scoops(e: ev.Scooped, game, money) -> str:
    return _("{seat} scoops {pot}: both halves, {amount}.").format(
        seat=Seat(e.seat), pot=pot_label(e.pot_index, e.n_pots), amount=money(e.amount))


@_renders(ev.OddChipToHigh)
def _odd_chip_to_high(e: ev.OddChipToHigh, game, money) -> str:
    return _("The pot does not split evenly in two: the odd chip goes to the high half.")


# --- drills (studlib.drills) -------------------------------------------------------------

DRILL_PROMPTS = {
    "bring_in": N_("{game}: who must bring in on third street?"),
    "first_to_act": N_("{game}: who acts first on {street}?"),
    "legal_actions": N_("{game}, {street}: {seat} is to act. What may {seat} do, and for how much?"),
    "shows_first": N_("{game}: the betting is over on seventh street. Who shows first?"),
    "read_low": N_("{game}: what is the best low in these cards?"),
    "low_qualifies": N_("{game}: does this hand make a qualifying low for the low half?"),
    "split": N_("{game} showdown: who wins each half, and how much does each player get? "
                "The smallest chip is {chip}."),
}
NO_LOW = N_("No qualifying low")
QUALIFIES_YES = N_("Yes, it qualifies for low")
QUALIFIES_NO = N_("No, it does not qualify")
SPLIT_HIGH = N_("High: {seats}")
SPLIT_LOW = N_("Low: {seats}")
SPLIT_NO_LOW = N_("Low: none qualifies")
SPLIT_GETS = N_("{seat} gets {amount}")
SPLIT_SEP = " · "


def low_reading(cards, value, hi_lo: bool) -> LogLine:
    """Why these cards make this low: the five played, read from the top (RAZZ-9.1, HILO-9.1)."""
    shown = format_cards(cards, pretty=True)
    if value is None:
        low_ranks = sorted({low_rank(c.rank) for c in cards} & set(range(1, 9)))
        if low_ranks:
            text = _("{cards}: the different ranks of eight or lower are {ranks}, fewer than five: this hand "
                     "has no low. If no other player has one either, the best high hand wins the whole pot.")
        else:
            text = _("{cards}: the different ranks of eight or lower are none, fewer than five: this hand "
                     "has no low. If no other player has one either, the best high hand wins the whole pot.")
        return LogLine(text.format(cards=shown, ranks=and_list([_rank_word(r) for r in low_ranks])
                                   if low_ranks else ""), ("HILO-9.1", "HILO-10.1"))
    played = format_cards(value.cards, pretty=True)
    if hi_lo:
        return LogLine(_("{cards}: five different ranks of eight or lower, {played}, make {low}; aces are "
                         "low and straights and flushes do not count.").format(
                             cards=shown, played=played, low=hand_words(value)), ("HILO-9.1",))
    return LogLine(_("{cards}: the best five low cards are {played}, {low}; aces are low, straights and "
                     "flushes do not count, pairs count against you, and lows compare from the highest "
                     "card down.").format(cards=shown, played=played, low=hand_words(value)),
                   ("RAZZ-9.1",))


class OptionsCase(Enum):
    """The situation that explains the options of the player to act (studlib.drills works it out;
    options_reason says it)."""

    BRING_IN = "bring_in"                   # the worst door card opens third street
    BRING_IN_PASSED = "bring_in_passed"     # it is all in for the ante: the next player may also fold
    FACE_BRING_IN = "face_bring_in"         # facing the bring-in: fold, call or complete
    OPEN = "open"                           # nobody has bet yet on this street
    OPEN_PAIR = "open_pair"                 # ... and an open pair allows the big bet (STUD-6.1)
    NO_RAISE = "no_raise"                   # no bet or raise is possible: Hand.why_no_raise says why
    FACING_THIRD = "facing_third"           # facing the completion or a raise on third street
    FACING_OPEN_PAIR = "facing_open_pair"   # facing a bet on fourth street with an open pair
    FACING = "facing"                       # facing a bet or raise
    COMPLETE_SHORT = "complete_short"       # facing an all-in bet of less than half a bet (GEN-12.3 (a))


def options_reason(money, case: OptionsCase, street: int, small: int, big: int, *, game, call: int = 0,
                   level: int = 0, cap: int = 3, bring_in: int = 0,
                   raises: tuple[int, ...] = (), raise_all_in: bool = False, can_complete: bool = True,
                   worst: int | None = None, barred: Refusal | None = None) -> LogLine:
    """Why the player to act has exactly these options (GEN-3.2 to GEN-4.1, GEN-7.1, GEN-12, STUD-6.1).

    `raises` are the raise-to amounts the engine offers (the last one all in if `raise_all_in`);
    `worst` is the all-in worst door card when the bring-in passed on (GEN-12.2); `barred` is why
    nobody may raise in the case NO_RAISE (Hand.why_no_raise: CAPPED, ALL_IN_CALL, NOT_REOPENED or
    NOBODY_TO_ANSWER).
    """
    big_street = game.bet_is_big(street)
    f = {"street": _street(street), "small": money(small), "big": money(big), "call": money(call),
         "level": money(level), "cap": cap, "bring_in": money(bring_in), "size": money(big if big_street else small)}
    if case is OptionsCase.BRING_IN:
        text = (_("The worst door card opens third street: bring in for {bring_in}, or complete to the small "
                  "bet, {small}; no check and no fold.") if can_complete else
                _("The worst door card opens third street: bring in for {bring_in} (the stack is too short to "
                  "complete); no check and no fold."))
        return LogLine(text.format(**f), (game.bring_in_rule, "GEN-3.2", "GEN-3.3"))
    if case is OptionsCase.BRING_IN_PASSED:
        text = (_("{worst} has the worst door card but is all in for the ante, so the next player clockwise "
                  "must bring in for {bring_in}, complete to the small bet, {small}, or fold.") if can_complete else
                _("{worst} has the worst door card but is all in for the ante, so the next player clockwise "
                  "must bring in for {bring_in}, or fold."))
        return LogLine(text.format(worst=Seat(worst), **f), ("GEN-12.2", "GEN-3.2", "GEN-3.3"))
    if case is OptionsCase.FACE_BRING_IN:
        return LogLine(_("Facing the bring-in a player may fold, call {call} or complete to the small bet, "
                         "{small}; nobody may check behind a bring-in.").format(**f), ("GEN-3.4",))
    if case is OptionsCase.OPEN_PAIR:
        return LogLine(_("Nobody has bet yet on {street}: check, or bet. An open pair shows on fourth street, "
                         "so in stud the bet may be the small bet {small} or the big bet {big}.").format(**f),
                       ("GEN-5.1", "STUD-6.1", "T-2"))
    if case is OptionsCase.OPEN:
        text = (_("Nobody has bet yet on {street}: check, or bet the big bet, {size}.") if big_street else
                _("Nobody has bet yet on {street}: check, or bet the small bet, {size}."))
        return LogLine(text.format(**f), ("GEN-5.1", "GEN-7.1"))
    if case is OptionsCase.NO_RAISE and barred is Refusal.CAPPED:
        text = (_("Facing {level} on {street}, with the bet (or completion) and {cap} raises already made: "
                  "the betting is capped, so only fold or call {call}.") if street == 3 else
                _("Facing {level} on {street}, with the bet and {cap} raises already made: the betting is "
                  "capped, so only fold or call {call}."))
        return LogLine(text.format(**f), ("GEN-4.1", "T-6"))
    if case is OptionsCase.NO_RAISE and barred is Refusal.ALL_IN_CALL:
        return LogLine(_("Facing {level} on {street}, the player's chips cover only a call: fold, or call "
                         "{call} all in. A player may go all in for less; there is nothing left to raise "
                         "with.").format(**f), ("GEN-12.1",))
    if case is OptionsCase.NO_RAISE and barred is Refusal.NOT_REOPENED:
        return LogLine(_("Facing {level} on {street} after a short all-in: an all-in of less than half a bet "
                         "does not reopen the betting for a player who already acted and is in for all previous "
                         "bets, so only fold or call {call}.").format(**f), ("GEN-12.1",))
    if case is OptionsCase.NO_RAISE and barred is Refusal.NOBODY_TO_ANSWER:
        return LogLine(_("Facing {level} on {street}: no other player still in has chips beyond this bet, so "
                         "nobody could answer a raise; fold or call {call}.").format(**f), ("GEN-12.4",))
    if case is OptionsCase.COMPLETE_SHORT:
        return LogLine(_("Facing an all-in bet of {level} on {street}, less than half a bet: fold, call {call}, "
                         "or complete it to the full bet ({tos}).").format(
                             tos=or_list([money(r) for r in raises]), **f), ("GEN-12.3",))
    if case is OptionsCase.FACING_THIRD:
        return LogLine(_("Facing {level} on third street after the completion: fold, call {call}, or raise "
                         "by one small bet ({small}).").format(**f), ("GEN-3.4", "GEN-7.1"))
    if case is OptionsCase.FACING_OPEN_PAIR:
        tos = or_list([money(r) for r in raises])
        if raise_all_in:
            why = _("all the chips the player has left")
        elif len(raises) > 1:
            why = _("with an open pair showing a raise may be the small bet ({small}) or the big bet ({big}) "
                    "until a big bet or raise is made").format(**f)
        else:
            why = _("by the big bet ({big}): after a big bet or raise every later raise on fourth street is "
                    "a big bet").format(**f)
        return LogLine(_("Facing {level} on fourth street with an open pair showing: fold, call {call}, or "
                         "raise to {tos}, {why}.").format(tos=tos, why=why, **f),
                       ("STUD-6.1", "T-2", "GEN-7.1"))
    text = (_("Facing {level} on {street}: fold, call {call}, or raise by one big bet ({size}).") if big_street
            else _("Facing {level} on {street}: fold, call {call}, or raise by one small bet ({size})."))
    return LogLine(text.format(**f), ("GEN-7.1", "GEN-4.1"))

# --- summaries of a finished hand (practice table, "one deal, three games") ---------------


def move_words(money, seat: int, action) -> str:
    """'Seat 3 raises to $4', 'Seat 1 calls $2 (all in)', 'Seat 2 folds' (`action`: a hand.Action)."""
    return action_words(action, money, "move", seat)


def street_betting(street: int, moves: list[str]) -> str:
    """'Fourth street: Seat 3 bets $2, Seat 1 calls $2.' or 'Fifth street: no betting.'"""
    if not moves:
        return _("{street}: no betting.").format(street=street_name(street))
    return _("{street}: {moves}.").format(street=street_name(street), moves=_(", ").join(moves))


YOU_MARK = N_(" (you)")


def net_result(money, payoffs: list[int], you: int | None = None) -> str:
    """'Net: Seat 1 +$4.20, Seat 2 (you) -$2.40, Seat 3 even.' (`you`: the learner's seat)."""
    parts = []
    for seat, p in enumerate(payoffs):
        name = seat_name(seat) + (_(YOU_MARK) if seat == you else "")
        if p == 0:
            parts.append(_("{seat} even").format(seat=name))
        else:
            parts.append(f"{name} {'+' if p > 0 else ''}{money(p)}")
    return _("Net: {results}.").format(results=_(", ").join(parts))


# --- hand histories (studlib.phh): what is wrong with a PHH file -------------------------

PHH_WHERE_ACTION = N_("line {line}, action {index} {action!r}")   # action index counts from 1
PHH_WHERE_INDEX = N_("action {index} {action!r}")
PHH_BAD_VALUE = N_("{where}: must be {what}, not {value!r}.")
PHH_WHERE_FIELD = N_("line {line}, field {field!r}")
PHH_BAD_TOML = N_("Not a PHH file: the TOML does not parse ({error}).")
PHH_MISSING = N_("The PHH file has no {field!r} field: a {variant} record needs {required}.")
PHH_UNKNOWN_VARIANT = N_("{where}: unknown variant {variant!r}; studlib plays F7S (Seven Card Stud), F7S/8 (Stud Hi/Lo) and FR (Razz).")
PHH_NOT_WHOLE = N_("{where}: {what} must be a whole number of chips, not {value!r}.")
PHH_NOT_LIST = N_("{where}: {what} must be a list of {items}, not {value!r}.")
PHH_ANTES_DIFFER = N_("{where}: every player antes the same amount in stud (GEN-2.1), not {value!r}.")
PHH_PLAYERS = N_("{where}: {count} starting stacks; a stud table seats 2 to 8 players (GEN-1.4).")
PHH_NOT_POSITIVE = N_("{where}: every one of {what} must be above 0 chips: a player with no chips is not dealt in.")
PHH_LENGTHS = N_("{where}: {count} entries, one for each of the {players} players is needed.")
# Where in the file, then the engine's own message (a structure, rules or cards it refused).
PHH_WHERE_ERROR = N_("{where}: {error}")
PHH_BAD_ACTION = N_("{where}: not an action studlib reads; use 'd dh pN CARDS', 'd db CARD', "
                     "'pN pb', 'pN f', 'pN cc', 'pN cbr AMOUNT' or 'pN sm [CARDS]'.")
PHH_NO_PLAYER = N_("{where}: there is no {player} at a table of {players} (p1 to p{players}).")
PHH_CARD_TWICE = N_("{where}: {card} was already dealt ({earlier}).")
PHH_DEAL_SIZE = N_("{where}: third street deals {player} three cards (two down, the door card up), GEN-1.1.")
PHH_DEAL_ONE = N_("{where}: {street} deals one card to each player (GEN-1.1), not {count}.")
PHH_TOO_MANY = N_("{where}: {player} already has seven cards.")
PHH_TO_ACT = N_("{where}: {player} is to act ({why})")
PHH_NOT_DEALT_YET = N_("{where}: {street} is not dealt yet: {why}")
PHH_FOLDED = N_("{where}: {player} has folded and gets no more cards.")
PHH_WRONG_CARD = N_("{where}: studlib deals {player} {expected} here, not {given}: check the deals before it.")
PHH_NO_DEAL = N_("{where}: {player} is still in the hand but gets no {street} card in the record.")
PHH_COMMUNITY_NEEDED = N_("{where}: the stub holds {stub}, not enough for a burn and {players} "
                           "seventh-street cards: seventh street is one community card ('d db CARD'), GEN-11.1.")
PHH_NO_COMMUNITY = N_("{where}: the stub holds {stub}, enough for everyone's seventh card face down: "
                       "a community card comes only when the stub runs short (GEN-11.1).")
PHH_RESHUFFLE = N_("{where}: these seventh-street cards came from the burned cards shuffled back into the "
                    "stub (T-8), and PHH does not record burns, so studlib cannot replay them.")
PHH_SHOWN_WRONG = N_("{where}: {player} shows {shown}, but the record dealt {player} {dealt}.")


def phh_cards(count: int) -> str:
    """'1 card', '3 cards', in a PHH error."""
    return ngettext("{count} card", "{count} cards", count).format(count=count)


# phh.py names the community card where it would name a street ("{street} deals one card ...").
PHH_COMMUNITY_STREET = N_("The community card")


# Every UPPER_CASE text above is English; reading explain.NAME gives it in the language in force.
translates_constants(__name__)
