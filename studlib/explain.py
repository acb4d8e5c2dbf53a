"""Every sentence the engine says to a learner, in one place, in the language in force.

Each function writes one kind of sentence when it is called, so a hand's log (rendered from its
events when read) speaks the language in force at the time it is read (studlib.use_language).
The French is in studlib/locale/fr/LC_MESSAGES/studlib.po.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import i18n
from .cards import Card, format_cards, rank_words
from .games import Ranking, _board_shape, low_rank
from .i18n import N_, _, ngettext, pgettext, translated_constants

__all__ = ["LogLine", "seat_name", "seats_name", "and_list", "or_list", "street_name", "board_words",
           "STREET_NAMES"]

STREET_NAMES = {3: N_("Third street"), 4: N_("Fourth street"), 5: N_("Fifth street"),
                6: N_("Sixth street"), 7: N_("Seventh street")}


@dataclass(frozen=True)
class LogLine:
    """One explained step of a hand: the sentence, the rules it applies, the seat it is about."""

    text: str
    rules: tuple[str, ...] = ()
    seat: int | None = None

    def __str__(self) -> str:
        return f"{self.text} ({', '.join(self.rules)})" if self.rules else self.text


# The English constants of this module, as translated_constants (the last line) keeps them.
_ENGLISH: dict


def street_name(street: int) -> str:
    """'Fourth street' ('Quatrième rue'); lower-case it inside a sentence."""
    return _(_ENGLISH["STREET_NAMES"][street])


def _street(street: int) -> str:
    """A street inside a sentence: 'fourth street' ('quatrième rue')."""
    return street_name(street).lower()


def _capital(text: str) -> str:
    """The sentence with its first letter upper-case ('sièges 2 et 5 ...' opens a sentence)."""
    return text[:1].upper() + text[1:]


def seat_name(seat: int) -> str:
    """Seats are numbered from 1 on the dealer's left, as at a real table."""
    return _("Seat {number}").format(number=seat + 1)


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
    seats = list(seats)
    if len(seats) == 1:
        return seat_name(seats[0])
    # TRANSLATORS: {numbers} is a list of seat numbers, "2 and 5"; inside a sentence.
    return _("Seats {numbers}").format(numbers=and_list([str(s + 1) for s in seats]))


def hand_words(value) -> str:
    """A hand's name inside a sentence: 'kings full of sevens', 'seven low'."""
    return value.name[:1].lower() + value.name[1:]


def card_words(card: Card) -> str:
    """'the seven of clubs (7♣)' ('le sept de trèfle (7♣)')."""
    return _("{card} ({pretty})").format(card=card.name_with_article, pretty=card.pretty)


# --- how a dealer reads a board aloud ----------------------------------------------------
# Every form a sentence needs, rank by rank (studlib.cards.rank_words): French says « paire de
# rois » but « paire d'as », « un roi » but « une dame ».

def _rank_word(rank: int) -> str:
    """'king'; the ace may be 1 (low) or 14."""
    return rank_words(rank).noun


def _rank_plural(rank: int) -> str:
    """'kings', 'sixes' ('rois', 'six')."""
    return rank_words(rank).plural


def _of_ranks(rank: int) -> str:
    """'of kings', as 'pair of' takes it ('de rois', « d'as »)."""
    return rank_words(rank).of


def _a_rank(rank: int) -> str:
    """'an ace', 'a king' ('un as', 'une dame'): a board of one card."""
    return rank_words(rank).a


def board_words(game, board) -> str:
    """games.board_name in the language in force: 'pair of nines', 'ace-king', 'seven-four-two'."""
    ranks = [low_rank(c.rank) if game.ranking is Ranking.LOW else int(c.rank) for c in board]
    shape, ordered = _board_shape(ranks)
    if not ordered:
        return ""
    top = ordered[0]
    if shape == 4:
        # TRANSLATORS: {ranks} is "kings", {of_ranks} is "of kings"; use the one your language needs.
        return _("four {ranks}").format(ranks=_rank_plural(top), of_ranks=_of_ranks(top))
    if shape == 3:
        if len(ordered) > 1:
            return _("three {ranks}, {kicker}").format(ranks=_rank_plural(top), of_ranks=_of_ranks(top),
                                                       kicker=_rank_word(ordered[1]))
        return _("three {ranks}").format(ranks=_rank_plural(top), of_ranks=_of_ranks(top))
    if shape == 2:
        return _("two pair, {high} and {low}").format(high=_rank_plural(top), low=_rank_plural(ordered[1]))
    if shape == 1:
        rest = "".join(_(", ") + _rank_word(r) for r in ordered[1:])
        return _("pair of {ranks}").format(ranks=_rank_plural(top), of_ranks=_of_ranks(top)) + rest
    if len(ordered) == 1:
        return _a_rank(top)
    # French joins with ", ": « dix-neuf » would read as nineteen.
    return pgettext("board ranks in a row", "-").join(_rank_word(r) for r in ordered)


# --- the deal --------------------------------------------------------------------------

def antes(money, ante: int, short: dict[int, int]) -> LogLine:
    if not short:
        text = _("Every player antes {ante} before the deal; the ante is dead money.").format(
            ante=money(ante))
    else:
        short_text = _(", ").join(_("{seat} has only {amount} and is all in").format(
            seat=seat_name(s), amount=money(a)) for s, a in short.items())
        # TRANSLATORS: {short} is one or more "Seat 3 has only $0.10 and is all in", joined by ", ".
        text = _("Every player antes {ante} before the deal; the ante is dead money; {short}.").format(
            ante=money(ante), short=short_text)
    return LogLine(text, ("GEN-2.1", "GEN-2.2"))


def third_street() -> LogLine:
    return LogLine(_("Third street: two cards face down, then one face up (the door card), "
                     "to each player, starting on the dealer's left."), ("GEN-1.1",))


def street_dealt(street: int, burned: bool = True) -> LogLine:
    if street == 7:
        text = _("{street}: one card is burned, then one card face down to each player still in the hand.")
    else:
        text = _("{street}: one card is burned, then one card face up to each player still in the hand.")
    return LogLine(text.format(street=street_name(street)), ("GEN-1.1", "GEN-1.3"))


def bring_in_due(game, seat: int, door: Card, tied_with: list[tuple[int, Card]]) -> LogLine:
    fields = {"seat": seat_name(seat), "card": card_words(door)}
    rules = [game.bring_in_rule]
    if not tied_with:
        if game.plays_low_board:
            text = _("{seat} must bring in: highest door card (aces are low in razz), {card}.")
        else:
            text = _("{seat} must bring in: lowest door card (aces are high for the bring-in), {card}.")
    else:
        # TRANSLATORS: each of {others} is "Seat 5's 2♦" (the seat and its door card).
        fields["others"] = and_list([_("{seat}'s {card}").format(seat=seat_name(s), card=c.pretty)
                                     for s, c in tied_with])
        if game.plays_low_board:
            text = _("{seat} must bring in: highest door card (aces are low in razz), {card}; it ties "
                     "in rank with {others}, and the higher suit pays (clubs < diamonds < hearts < spades).")
        else:
            text = _("{seat} must bring in: lowest door card (aces are high for the bring-in), {card}; "
                     "it ties in rank with {others}, and the lower suit pays (clubs < diamonds < hearts "
                     "< spades).")
        rules.append("GEN-3.1")
    return LogLine(text.format(**fields), tuple(rules), seat)


def bring_in_skipped(worst: int, seat: int) -> LogLine:
    return LogLine(_("{worst} has the worst door card but is all in for the ante, so {seat}, next on "
                     "the left, must bring in, complete or fold.").format(
                         worst=seat_name(worst), seat=seat_name(seat)), ("GEN-12.2",), seat)


# --- actions ---------------------------------------------------------------------------

def action(money, seat: int, kind, amount: int, adds: int, all_in: bool, short_of: int = 0,
           answers_bring_in: bool = False) -> LogLine:
    kind = getattr(kind, "value", kind)
    who = seat_name(seat)
    if kind == "bring_in":
        if short_of:
            text = (_("{seat} brings in for {amount}, all in: less than the {full} bring-in, but the "
                      "others must still call the full {full}.") if all_in else
                    _("{seat} brings in for {amount}: less than the {full} bring-in, but the others "
                      "must still call the full {full}."))
            return LogLine(text.format(seat=who, amount=money(adds), full=money(short_of)),
                           ("GEN-3.2", "GEN-12.2"), seat)
        text = _("{seat} brings in for {amount}, all in.") if all_in else _("{seat} brings in for {amount}.")
        return LogLine(text.format(seat=who, amount=money(adds)), ("GEN-3.2",), seat)
    if kind == "complete":
        rule = "GEN-3.4" if answers_bring_in else "GEN-3.3"
        text = _("{seat} completes to {amount}, all in.") if all_in else _("{seat} completes to {amount}.")
        return LogLine(text.format(seat=who, amount=money(amount)), (rule,), seat)
    if kind == "bet":
        text = _("{seat} bets {amount}, all in.") if all_in else _("{seat} bets {amount}.")
        return LogLine(text.format(seat=who, amount=money(amount)), (), seat)
    if kind == "raise":
        text = _("{seat} raises to {amount}, all in.") if all_in else _("{seat} raises to {amount}.")
        return LogLine(text.format(seat=who, amount=money(amount)), (), seat)
    if kind == "call":
        text = _("{seat} calls {amount}, all in.") if all_in else _("{seat} calls {amount}.")
        return LogLine(text.format(seat=who, amount=money(adds)), (), seat)
    if kind == "check":
        return LogLine(_("{seat} checks.").format(seat=who), (), seat)
    return LogLine(_("{seat} folds.").format(seat=who), (), seat)


FREE_FOLD_NOTE = N_("Folding is allowed too, but with a free check it only gives the hand up (GEN-13.1).")


def fold_when_check_is_free(seat: int) -> LogLine:
    return LogLine(_("{seat} folds although checking was free: the hand is given up for nothing.").format(
        seat=seat_name(seat)), ("GEN-13.1",), seat)


def short_all_in(seat: int, money, amount: int) -> LogLine:
    return LogLine(_("{seat}'s all-in to {amount} is less than half a bet above the last full bet, so it "
                     "does not reopen the betting: players who already acted may only call or fold.").format(
                         seat=seat_name(seat), amount=money(amount)),
                   ("GEN-12.1",), seat)


def capped(raises: int) -> LogLine:
    return LogLine(_("That is raise number {raises}: the betting is capped on this street; players may "
                     "only call or fold now.").format(raises=raises), ("GEN-4.1", "T-6"))


def open_pair(money, seats: list[int], small: int, big: int) -> LogLine:
    text = ngettext("{seats} shows an open pair on fourth street: any player may bet or raise {small} or {big}.",
                    "{seats} show an open pair on fourth street: any player may bet or raise {small} or {big}.",
                    len(seats))
    return LogLine(_capital(text.format(seats=seats_name(seats), small=money(small), big=money(big))),
                   ("STUD-6.1", "T-2"))


def bring_in_passes(seat: int) -> LogLine:
    return LogLine(_("{seat}, next on the left, must now bring in, complete or fold.").format(
        seat=seat_name(seat)), ("GEN-12.2",), seat)


def first_to_act(game, street: int, seat: int, actor: int, board: tuple[Card, ...], tied: list[int],
                 by_suit: bool, community: bool = False) -> LogLine:
    low = game.plays_low_board
    fields = {"seat": seat_name(seat), "street": _street(street), "board": board_words(game, board)}
    rules = [game.first_to_act_rule, "GEN-5.1"]
    if actor != seat:
        text = (_("{seat} has the lowest board on {street}, {board}, but is all in, so {actor}, the next "
                  "player with chips, acts first.") if low else
                _("{seat} has the best board on {street}, {board}, but is all in, so {actor}, the next "
                  "player with chips, acts first."))
        return LogLine(text.format(actor=seat_name(actor), **fields), tuple(rules) + ("GEN-5.4",), actor)
    text = (_("{seat} acts first on {street}: lowest board, {board}") if low else
            _("{seat} acts first on {street}: best board, {board}")).format(**fields)
    if street == 7 and community:
        text += _(" (the community card is everyone's seventh card, so whoever started sixth street starts)")
        rules.append("GEN-11.2")
    elif street == 7:
        text += _(" (seventh-street cards are face down, so sixth street's order stands)")
    if len(tied) > 1:
        others = seats_name([s for s in tied if s != seat])
        if by_suit:
            top = game.suit_tiebreak_card(board).pretty
            text += (_("; tied with {seats}, broken by the highest card by suit: the {card}, the ace counting low")
                     if low else _("; tied with {seats}, broken by the highest card by suit: the {card}")
                     ).format(seats=others, card=top)
            rules.append("T-3")
        else:
            text += _("; tied with {seats}, and the first tied player on the dealer's left goes first").format(
                seats=others)
            rules.append("GEN-5.3")
    return LogLine(text + ".", tuple(rules), seat)


def no_betting(street: int) -> LogLine:
    return LogLine(_("No betting on {street}: at most one player still has chips to bet.").format(
        street=_street(street)))


def community(n_players: int, stub: int, burned: bool, card: Card, reshuffled: bool) -> LogLine:
    if burned:
        text = ngettext("The stub holds {stub} card, not enough for a burn and {players} seventh-street cards: "
                        "after a burn, one community card, {card}, is turned face up and every player uses "
                        "it as their seventh card.",
                        "The stub holds {stub} cards, not enough for a burn and {players} seventh-street cards: "
                        "after a burn, one community card, {card}, is turned face up and every player uses "
                        "it as their seventh card.", stub)
    else:
        text = ngettext("The stub holds {stub} card, not enough for a burn and {players} seventh-street cards: "
                        "no burn, one community card, {card}, is turned face up and every player uses it "
                        "as their seventh card.",
                        "The stub holds {stub} cards, not enough for a burn and {players} seventh-street cards: "
                        "no burn, one community card, {card}, is turned face up and every player uses it "
                        "as their seventh card.", stub)
    return LogLine(text.format(stub=stub, players=n_players, card=card_words(card)),
                   ("GEN-11.1",) + (("T-8",) if reshuffled else ()))


def burns_reshuffled(stub: int, n_players: int) -> LogLine:
    text = ngettext("The stub holds {stub} card for {players} players: the three earlier burn cards are "
                    "shuffled into it first.",
                    "The stub holds {stub} cards for {players} players: the three earlier burn cards are "
                    "shuffled into it first.", stub)
    return LogLine(text.format(stub=stub, players=n_players), ("T-8", "GEN-11.1"))


def no_community_betting() -> LogLine:
    return LogLine(_("This table does not bet on a community-card round: straight to the showdown."),
                   ("T-9", "GEN-11.2"))


# --- the end ---------------------------------------------------------------------------

def uncalled(money, seat: int, amount: int) -> LogLine:
    return LogLine(_("Nobody called {seat}'s last {amount}: it goes back to {seat}.").format(
        seat=seat_name(seat), amount=money(amount)), ("GEN-12.4",), seat)


def uncontested(money, seat: int, amount: int) -> LogLine:
    return LogLine(_("Everyone else folded: {seat} wins {amount} without showing.").format(
        seat=seat_name(seat), amount=money(amount)), (), seat)


def shows_first(seat: int, why: str, rules: tuple[str, ...]) -> LogLine:
    """`why`: 'aggressor', 'seat_order', 'best_board' or 'lowest_board' (Hand._showdown_sequence)."""
    reason = {
        "aggressor": _("the last to bet or raise on seventh street"),
        "seat_order": _("nobody bet on seventh street, so players show in seat order, lowest seat first"),
        "best_board": _("nobody bet on seventh street, so the best board shows first"),
        "lowest_board": _("nobody bet on seventh street, so the lowest board shows first"),
    }[why]
    return LogLine(_("{seat} shows first: {reason}, then the others in turn clockwise.").format(
        seat=seat_name(seat), reason=reason), rules, seat)


def shows(seat: int, high=None, low=None, hi_lo: bool = False) -> LogLine:
    who = seat_name(seat)
    if high is not None and low is not None:
        text = _("{seat} shows {high} ({high_cards}) and {low} ({low_cards}).").format(
            seat=who, high=hand_words(high), high_cards=format_cards(high.cards, pretty=True),
            low=hand_words(low), low_cards=format_cards(low.cards, pretty=True))
    elif high is not None and hi_lo:
        text = _("{seat} shows {high} ({high_cards}) and no qualifying low.").format(
            seat=who, high=hand_words(high), high_cards=format_cards(high.cards, pretty=True))
    else:
        value = high if high is not None else low
        text = _("{seat} shows {hand} ({cards}).").format(
            seat=who, hand=hand_words(value), cards=format_cards(value.cards, pretty=True))
    return LogLine(text, (), seat)


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


def pots_formed(money, pots) -> LogLine:
    parts = [_("{pot} {amount} ({seats})").format(pot=pot_label(i, len(pots)), amount=money(p.amount),
                                                  seats=seats_name(p.eligible))
             for i, p in enumerate(pots)]
    # TRANSLATORS: {pots} is "the main pot $6 (Seats 1, 2 and 3); side pot 1 $4 (Seats 1 and 2)".
    return LogLine(_("Pots: {pots}. Each is awarded separately, the last-formed first.").format(
        pots=pgettext("between pots", "; ").join(parts)), ("GEN-10.4",))


def _share(half: str, index: int, n_pots: int) -> str:
    """What an award takes: 'the main pot', 'the high half of side pot 1'."""
    pot, of_pot = pot_label(index, n_pots), _of_pot(index, n_pots)
    if half == "high":
        # TRANSLATORS: {pot} is "the pot" / "side pot 1"; {of_pot} is "of the pot" / "of side pot 1".
        return _("the high half of {pot}").format(pot=pot, of_pot=of_pot)
    if half == "low":
        return _("the low half of {pot}").format(pot=pot, of_pot=of_pot)
    return pot


def award(money, index: int, n_pots: int, awards, hi_lo: bool) -> LogLine:
    """Who takes one pot (or one half of it): pot `index` of `n_pots`."""
    first = awards[0]
    share = _share("whole" if first.scooped_no_low else first.half, index, n_pots)
    seats = sorted(a.seat for a in awards)
    total = sum(a.amount for a in awards)
    value = first.value
    fields = {"share": share, "amount": money(total), "seats": seats_name(seats),
              "seat": seat_name(first.seat), "hand": hand_words(value) if value is not None else ""}
    rules: list[str] = []
    if len(awards) == 1:
        text = (_("{seat} wins {share} ({amount}) with {hand}") if value is not None
                else _("{seat} wins {share} ({amount})")).format(**fields)
    else:
        text = _capital((_("{seats} tie and split {share} ({amount}) with {hand}") if value is not None
                         else _("{seats} tie and split {share} ({amount})")).format(**fields))
        rules.append("HILO-10.2" if hi_lo else "GEN-10.2")
        odd = [a for a in awards if a.odd_chips]
        if odd:
            text += ngettext("; the odd chip goes to {seats}", "; the odd chips go to {seats}",
                             len(odd)).format(seats=seats_name([a.seat for a in odd]))
            rules += ["GEN-10.3", "T-5"]
    if first.scooped_no_low:
        text += _(": nobody qualifies for low, so the high hand takes it all")
        rules.append("HILO-10.1")
    elif hi_lo:
        rules.append("HILO-10.1")
    elif first.half == "razz":
        rules.append("RAZZ-10.1")
    else:
        rules += ["STUD-9.1", "GEN-10.1"]
    return LogLine(text + ".", tuple(rules))


def scoops(money, index: int, n_pots: int, seat: int, total: int) -> LogLine:
    return LogLine(_("{seat} scoops {pot}: both halves, {amount}.").format(
        seat=seat_name(seat), pot=pot_label(index, n_pots), amount=money(total)), ("HILO-10.1",), seat)


def odd_chip_to_high(money) -> LogLine:
    return LogLine(_("The pot does not split evenly in two: the odd chip goes to the high half."),
                   ("HILO-10.3",))


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
        low_ranks = sorted({1 if c.rank == 14 else int(c.rank) for c in cards} & set(range(1, 9)))
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


def options_reason(money, case: str, street: int, small: int, big: int, call: int = 0,
                   level: int = 0, cap: int = 3, bring_in: int = 0, game=None,
                   raises: tuple[int, ...] = (), raise_all_in: bool = False, can_complete: bool = True,
                   worst: int | None = None) -> LogLine:
    """Why the player to act has exactly these options (GEN-3.2 to GEN-4.1, GEN-7.1, GEN-12, STUD-6.1).

    `raises` are the raise-to amounts the engine offers (the last one all in if `raise_all_in`);
    `worst` is the all-in worst door card when the bring-in passed on (GEN-12.2).
    """
    f = {"street": _street(street), "small": money(small), "big": money(big), "call": money(call),
         "level": money(level), "cap": cap, "bring_in": money(bring_in), "size": money(big if street >= 5 else small)}
    if case == "bring_in":
        text = (_("The worst door card opens third street: bring in for {bring_in}, or complete to the small "
                  "bet, {small}; no check and no fold.") if can_complete else
                _("The worst door card opens third street: bring in for {bring_in} (the stack is too short to "
                  "complete); no check and no fold."))
        return LogLine(text.format(**f), (game.bring_in_rule, "GEN-3.2", "GEN-3.3"))
    if case == "bring_in_passed":
        text = (_("{worst} has the worst door card but is all in for the ante, so the next player clockwise "
                  "must bring in for {bring_in}, complete to the small bet, {small}, or fold.") if can_complete else
                _("{worst} has the worst door card but is all in for the ante, so the next player clockwise "
                  "must bring in for {bring_in}, or fold."))
        return LogLine(text.format(worst=seat_name(worst), **f), ("GEN-12.2", "GEN-3.2", "GEN-3.3"))
    if case == "face_bring_in":
        return LogLine(_("Facing the bring-in a player may fold, call {call} or complete to the small bet, "
                         "{small}; nobody may check behind a bring-in.").format(**f), ("GEN-3.4",))
    if case == "open_pair":
        return LogLine(_("Nobody has bet yet on {street}: check, or bet. An open pair shows on fourth street, "
                         "so in stud the bet may be the small bet {small} or the big bet {big}.").format(**f),
                       ("GEN-5.1", "STUD-6.1", "T-2"))
    if case == "open":
        text = (_("Nobody has bet yet on {street}: check, or bet the big bet, {size}.") if street >= 5 else
                _("Nobody has bet yet on {street}: check, or bet the small bet, {size}."))
        return LogLine(text.format(**f), ("GEN-5.1", "GEN-7.1"))
    if case == "capped":
        text = (_("Facing {level} on {street}, with the bet (or completion) and {cap} raises already made: "
                  "the betting is capped, so only fold or call {call}.") if street == 3 else
                _("Facing {level} on {street}, with the bet and {cap} raises already made: the betting is "
                  "capped, so only fold or call {call}."))
        return LogLine(text.format(**f), ("GEN-4.1", "T-6"))
    if case == "all_in_call":
        return LogLine(_("Facing {level} on {street}, the player's chips cover only a call: fold, or call "
                         "{call} all in. A player may go all in for less; there is nothing left to raise "
                         "with.").format(**f), ("GEN-12.1",))
    if case == "not_reopened":
        return LogLine(_("Facing {level} on {street} after a short all-in: an all-in of less than half a bet "
                         "does not reopen the betting for a player who already acted, so only fold or call "
                         "{call}.").format(**f), ("GEN-12.1",))
    if case == "unanswerable":
        return LogLine(_("Facing {level} on {street}: no other player still in has chips beyond this bet, so "
                         "nobody could answer a raise; fold or call {call}.").format(**f), ("GEN-12.1",))
    if case == "facing_third":
        return LogLine(_("Facing {level} on third street after the completion: fold, call {call}, or raise "
                         "by one small bet ({small}).").format(**f), ("GEN-3.4", "GEN-7.1"))
    if case == "facing_open_pair":
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
    text = (_("Facing {level} on {street}: fold, call {call}, or raise by one big bet ({size}).") if street >= 5
            else _("Facing {level} on {street}: fold, call {call}, or raise by one small bet ({size})."))
    return LogLine(text.format(**f), ("GEN-7.1", "GEN-4.1"))

# --- summaries of a finished hand (practice table, "one deal, three games") ---------------


def move_words(money, seat: int, kind, amount: int, adds: int, all_in: bool) -> str:
    """'Seat 3 raises to $4', 'Seat 1 calls $2 (all in)', 'Seat 2 folds'."""
    kind = getattr(kind, "value", kind)
    who = seat_name(seat)
    if kind == "check":
        return _("{seat} checks").format(seat=who)
    if kind == "fold":
        return _("{seat} folds").format(seat=who)
    text = {"bring_in": _("{seat} brings in for {amount}"), "complete": _("{seat} completes to {amount}"),
            "bet": _("{seat} bets {amount}"), "raise": _("{seat} raises to {amount}"),
            "call": _("{seat} calls {amount}")}[kind]
    chips = adds if kind in ("call", "bring_in") else amount
    return text.format(seat=who, amount=money(chips)) + (pgettext("after a move", " (all in)") if all_in else "")


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
        name = seat_name(seat) + (_(_ENGLISH["YOU_MARK"]) if seat == you else "")
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
__getattr__ = translated_constants(globals())
