"""The dealer's drills: call the low card and the high board, count the pots, read the showdown.

    q = make_dealer_question("pot", seed=7, game="stud")
    q.prompt, q.blanks, q.hand, q.rules
    verdict = q.check(["$12.50"], seconds=4.2, limit=10)

A dealer school trains applying the rules fast and exactly while a table waits (RRP Seven-Card Stud 12:
the dealer announces the low card, the high hand, every raise and every pair). Each question is
about a real hand the engine dealt and played (`q.hand`), and every answer is the engine's own:
the seat its events name, the pot its contributions make, the shares its awards give. The
learner TYPES each answer into a blank: a seat number ("3", "Seat 3", « siège 3 »), a list of
seats ("2 and 5", "none"), or an amount in the table's money as the course writes it ("$12.50",
"12.50", "12,50 $", "12"): never cents, never a pick among options. A text that is not an
answer of the blank's form is not marked wrong: `check` says what was not read and what is
allowed. The announcements ("Two of clubs brings it in", "Pair of nines, first") are rendered
from the events in the language in force after the answer, never compared as text.

Seeded like studlib.drills: the same (kind, seed, game, rules) is the same question on every
machine (random.Random(str).random() only).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from . import events as ev
from .explain import Seat, Seats, street_name
from .games import RAZZ, STUD, STUD8, BoardCall, Game, board_call
from .hand import Hand, IllegalAction
from .hands import HandValue, eight_or_better, high_hand, low_hand
from .irregularities import BurnError, DealtTooSoon, Exposed, WrongBringIn
from .i18n import _, current_language, format_money, language, ngettext, pgettext
from .pots import Half
from .rules import Rules, Structure, default_stack
from .seeded import DOLLARS as _DOLLARS
from .seeded import check_game
from .seeded import deal as _deal
from .seeded import pick as _pick
from .seeded import play_to as _play_to
from .seeded import random_action as _random_action

__all__ = ["DEALER_KINDS", "DEALER_KIND_RULES", "Form", "Blank", "Mark", "Misread", "Verdict",
           "DealerQuestion", "make_dealer_question", "dealer_games_for", "read_amount", "read_seats"]

DEALER_KINDS = ("low_card", "high_board", "showdown", "pot", "side_pots", "shares", "uncalled", "stub",
                "irregularity")
_GAMES_FOR = {"shares": (STUD8,)}
# The rule IDs each kind's questions can cite (DealerQuestion.rules is a subset; a test checks it).
DEALER_KIND_RULES: dict[str, tuple[str, ...]] = {
    "low_card": ("GEN-3.1", "STUD-3.1", "HILO-3.1", "RAZZ-3.1"),
    "high_board": ("GEN-5.1", "GEN-5.2", "GEN-5.3", "STUD-5.1", "HILO-5.1", "RAZZ-5.1", "T-3"),
    "showdown": ("STUD-9.1", "GEN-10.1", "GEN-10.2", "HILO-9.1", "HILO-10.1", "HILO-10.2", "RAZZ-9.1",
                 "RAZZ-10.1"),
    "pot": ("GEN-2.1", "GEN-2.2", "GEN-12.4"),
    "side_pots": ("GEN-10.4", "GEN-12.1"),
    "shares": ("HILO-10.1", "HILO-10.2", "HILO-10.3", "GEN-10.3", "T-5"),
    "uncalled": ("GEN-12.4",),
    "stub": ("GEN-11.1", "T-8"),
    "irregularity": ("GEN-14.1", "GEN-14.2", "GEN-14.3", "GEN-14.6", "GEN-14.8", "GEN-14.9", "GEN-14.10",
                     "T-10", "T-11"),
}
_ATTEMPTS = 400          # deals tried before a situation is found
MAX_TYPED = 200          # characters read from one blank: an answer is a few words
MAX_DIGITS = 12          # digits before the decimal mark: far above any pot, far below trouble


class Form(StrEnum):
    """What a blank takes: one seat, a list of seats (or none), or an amount of money."""

    SEAT = "seat"
    SEATS = "seats"
    AMOUNT = "amount"
    COUNT = "count"       # a whole number of cards
    YES_NO = "yes_no"
    CHOICE = "choice"     # the number of one of the listed outcomes (Blank.choices of them)


class Misread(StrEnum):
    """Why a typed text is not an answer of the blank's form (the widget says it in words)."""

    EMPTY = "empty"
    NOT_A_SEAT = "not_a_seat"          # not a seat number
    NO_SUCH_SEAT = "no_such_seat"      # a number, but no seat of this table
    NOT_AN_AMOUNT = "not_an_amount"
    NOT_A_COUNT = "not_a_count"        # not a whole number
    NOT_YES_OR_NO = "not_yes_or_no"
    NOT_A_CHOICE = "not_a_choice"      # not the number of a listed outcome
    FINER_THAN_A_CHIP = "finer_than_a_chip"   # more decimals than the table's smallest chip


class Mark(StrEnum):
    RIGHT = "right"
    WRONG = "wrong"
    UNREAD = "unread"     # not marked: the text was not an answer of the blank's form


@dataclass(frozen=True)
class Blank:
    """One answer the learner types: `what` names it in code ('seat', 'pot_1', 'share_3'), `form`
    says how it is read, `answer` is the engine's (a seat, a tuple of seats, or chips)."""

    what: str
    form: Form
    answer: int | tuple[int, ...] | bool
    label: Callable[[], str] = field(compare=False, repr=False)
    choices: int = 0      # for Form.CHOICE: how many outcomes are listed (answered 1 to choices)


@dataclass(frozen=True)
class Verdict:
    """How an answer went: each blank's mark and what was read; `late` when the time limit passed
    (a late answer is still right or wrong: it is marked late, never wrong for the time)."""

    marks: tuple[Mark, ...]
    read: tuple[object, ...]            # what each blank read (None when unread)
    misread: tuple[Misread | None, ...]
    seconds: float | None = None
    late: bool = False

    @property
    def complete(self) -> bool:
        """Every blank was read: the answer can be marked (and recorded)."""
        return Mark.UNREAD not in self.marks

    @property
    def correct(self) -> bool:
        return all(m is Mark.RIGHT for m in self.marks)


@dataclass(frozen=True)
class DealerQuestion:
    """One dealer drill: the hand, what to type, the engine's answers, the rules, the words.

    `words()` gives (prompt, context lines, explanation, announcement) in the language in force
    when read, so a question dealt in English reads in French after use_language("fr").
    """

    kind: str
    seed: int
    game: Game
    hand: Hand = field(compare=False, repr=False)
    blanks: tuple[Blank, ...]
    rules: tuple[str, ...]
    words: Callable[[], tuple[str, tuple[str, ...], str, str]] = field(compare=False, repr=False)
    _cache: dict = field(default_factory=dict, compare=False, repr=False)

    def _text(self) -> tuple[str, tuple[str, ...], str, str]:
        code = current_language()
        if code not in self._cache:
            self._cache[code] = self.words()
        return self._cache[code]

    @property
    def prompt(self) -> str:
        return self._text()[0]

    @property
    def context(self) -> tuple[str, ...]:
        """What the dealer saw before the question: the betting so far, the hands shown."""
        return self._text()[1]

    @property
    def explanation(self) -> str:
        return self._text()[2]

    @property
    def announcement(self) -> str:
        """What the dealer says aloud ('' when the kind has no call): shown after the answer."""
        return self._text()[3]

    @property
    def answers(self) -> tuple[str, ...]:
        """Each blank's answer as the learner would type it, in the language in force."""
        return tuple(answer_words(b, self.hand.structure) for b in self.blanks)

    def check(self, typed: Sequence[str], seconds: float | None = None, limit: float | None = None) -> Verdict:
        """Mark what was typed in each blank (in order); `seconds` taken against `limit` (None: no limit)."""
        if isinstance(typed, str) or len(typed) != len(self.blanks):
            raise ValueError(_("This question has {count} blanks: give one text for each.").format(
                count=len(self.blanks)))
        marks, read, misread = [], [], []
        for blank, text in zip(self.blanks, typed):
            try:
                value = read_blank(blank.form, text, self.hand.n_seats, self.hand.structure, blank.choices)
            except _Unread as why:
                marks.append(Mark.UNREAD)
                read.append(None)
                misread.append(why.reason)
                continue
            marks.append(Mark.RIGHT if value == blank.answer else Mark.WRONG)
            read.append(value)
            misread.append(None)
        late = seconds is not None and limit is not None and seconds > limit
        return Verdict(tuple(marks), tuple(read), tuple(misread), seconds, late)


# --- reading what is typed ------------------------------------------------------------------

class _Unread(ValueError):
    def __init__(self, reason: Misread) -> None:
        super().__init__(reason.value)
        self.reason = reason


_SEAT_WORDS = {"seat", "seats", "siège", "sièges", "siege", "sieges", "s"}
_AND_WORDS = {"and", "et", "&", "+"}
_NONE_WORDS = {"none", "nobody", "no", "no one", "aucun", "aucune", "personne", "-", "—"}
_SPACES = re.compile(r"[\s\u00a0\u202f\u2009]+")


def read_seats(text: str, n_seats: int) -> tuple[int, ...]:
    """'3', 'Seat 3', 'seats 2 and 5', '2, 5', « sièges 2 et 5 » -> (1, 4), sorted and 0-based;
    'none' (« aucun ») -> (). A _Unread (a ValueError) says why anything else is not read."""
    words = _SPACES.sub(" ", str(text)[:MAX_TYPED].strip().lower())
    if not words:
        raise _Unread(Misread.EMPTY)
    if words in _NONE_WORDS:
        return ()
    seats = set()
    for token in re.split(r"[ ,;/]+", words):
        if not token or token in _SEAT_WORDS or token in _AND_WORDS:
            continue
        digits = token[1:] if token.startswith("s") and token[1:].isdigit() else token
        if not digits.isdigit() or not digits.isascii() or len(digits) > 2:
            raise _Unread(Misread.NOT_A_SEAT)
        number = int(digits)
        if not 1 <= number <= n_seats:
            raise _Unread(Misread.NO_SUCH_SEAT)
        seats.add(number - 1)
    if not seats:
        raise _Unread(Misread.NOT_A_SEAT)
    return tuple(sorted(seats))


def read_amount(text: str, structure: Structure) -> int:
    """An amount typed in the table's money as the course writes it, in chips: with decimals=2,
    '$12.50', '12.50', '12,50 $', '12,5' -> 1250 and '12' -> 1200 (dollars, never cents).
    Thousands may be grouped with spaces ('1 250,75') or, in English, commas ('1,250.75'): a
    comma followed by exactly three digits groups thousands, any other comma is the decimal
    mark, and a point is always the decimal mark. A _Unread (a ValueError) says why anything
    else is not read."""
    if len(str(text)) > MAX_TYPED:
        raise _Unread(Misread.NOT_AN_AMOUNT)
    raw = _SPACES.sub("", str(text).strip())
    for sign in {structure.currency, "$", "€"} - {""}:
        raw = raw.replace(sign, "")
    if not raw:
        raise _Unread(Misread.EMPTY)
    if not raw.isascii() or not re.fullmatch(r"[0-9]+(,[0-9]{3})*([.,][0-9]+)?", raw):
        raise _Unread(Misread.NOT_AN_AMOUNT)
    whole, decimals = raw, ""
    cut = max(raw.rfind("."), raw.rfind(","))
    if cut >= 0 and (raw[cut] == "." or len(raw) - cut - 1 != 3):
        whole, decimals = raw[:cut], raw[cut + 1:]
    whole = whole.replace(",", "")
    if len(whole) > MAX_DIGITS:
        raise _Unread(Misread.NOT_AN_AMOUNT)
    if len(decimals) > structure.decimals:
        raise _Unread(Misread.FINER_THAN_A_CHIP)
    return int(whole) * 10 ** structure.decimals + int(decimals.ljust(structure.decimals, "0") or 0)


_YES = {"yes", "y", "oui", "o"}
_NO = {"no", "n", "non"}


def read_blank(form: Form, text: str, n_seats: int, structure: Structure,
               choices: int = 0) -> int | tuple[int, ...] | bool:
    """What a text typed in a blank of this form says (a _Unread when it says nothing of the kind);
    a CHOICE reads '1' to `choices` as 0 to choices - 1."""
    if not isinstance(text, str):
        raise _Unread(Misread.EMPTY)
    if form is Form.AMOUNT:
        return read_amount(text, structure)
    words = _SPACES.sub(" ", text[:MAX_TYPED].strip().lower()).rstrip(".!")
    if form is Form.COUNT:
        if not words:
            raise _Unread(Misread.EMPTY)
        if not words.isascii() or not words.isdigit() or len(words) > 3:
            raise _Unread(Misread.NOT_A_COUNT)
        return int(words)
    if form is Form.CHOICE:
        if not words:
            raise _Unread(Misread.EMPTY)
        if not words.isascii() or not words.isdigit() or not 1 <= int(words[:3]) <= choices:
            raise _Unread(Misread.NOT_A_CHOICE)
        return int(words) - 1
    if form is Form.YES_NO:
        if not words:
            raise _Unread(Misread.EMPTY)
        if words in _YES or words in _NO:
            return words in _YES
        raise _Unread(Misread.NOT_YES_OR_NO)
    seats = read_seats(text, n_seats)
    if form is Form.SEAT:
        if len(seats) != 1:
            raise _Unread(Misread.NOT_A_SEAT)
        return seats[0]
    return seats


def answer_words(blank: Blank, structure: Structure) -> str:
    """A blank's answer as the learner would type it: 'Seat 3', 'Seats 2 and 5', 'none', '$12.50'."""
    if blank.form is Form.AMOUNT:
        return structure.money(blank.answer)
    if blank.form is Form.SEAT:
        return str(Seat(blank.answer))
    if blank.form is Form.COUNT:
        return str(blank.answer)
    if blank.form is Form.CHOICE:
        return str(blank.answer + 1)
    if blank.form is Form.YES_NO:
        return pgettext("typed answer", "yes") if blank.answer else pgettext("typed answer", "no")
    return str(Seats(blank.answer)) if blank.answer else pgettext("no seat", "none")


def misread_words(reason: Misread, form: Form, structure: Structure, n_seats: int, choices: int = 0) -> str:
    """Why a text was not read, and what the blank takes, in the language in force."""
    example = format_money(1250 * 10 ** max(structure.decimals - 2, 0) if structure.decimals >= 2 else 12,
                           structure.currency, structure.decimals)
    if form is Form.AMOUNT:
        if reason is Misread.FINER_THAN_A_CHIP:
            return _("That is finer than the smallest chip ({chip}): type the amount to the chip, such as "
                     "{example}.").format(chip=structure.money(1), example=example)
        return _("Type an amount in the table's money, such as {example} (the currency sign is optional).").format(
            example=example)
    if form is Form.COUNT:
        return _("Type a whole number of cards, such as 7.")
    if form is Form.CHOICE:
        return _("Type the number of one of the outcomes listed, 1 to {n}.").format(n=choices)
    if form is Form.YES_NO:
        return _("Type yes or no.")
    if reason is Misread.NO_SUCH_SEAT:
        return _("This table has seats 1 to {n}: type one of those numbers.").format(n=n_seats)
    if form is Form.SEAT:
        return _("Type a seat number, such as 3.")
    return _("Type seat numbers, such as 2 and 5, or none.")


# --- the kinds ------------------------------------------------------------------------------

def dealer_games_for(kind: str) -> tuple[Game, ...]:
    """The games a dealer drill kind can be asked about (shares: the Stud/8 halves)."""
    _check_kind(kind)
    return _GAMES_FOR.get(kind, (STUD, STUD8, RAZZ))


def _check_kind(kind: str) -> None:
    if kind not in DEALER_KINDS:
        raise ValueError(_("Unknown dealer drill {kind!r}: choose one of {kinds}.").format(
            kind=kind, kinds=", ".join(DEALER_KINDS)))


def make_dealer_question(kind: str, seed: int, game: Game | str | None = None,
                         rules: Rules | None = None) -> DealerQuestion:
    """Dealer drill question number `seed` of this kind (game None: drawn by the seed)."""
    _check_kind(kind)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(_("A drill seed is a whole number 0 or more, not {seed!r}.").format(seed=seed))
    if rules is not None and not isinstance(rules, Rules):
        raise ValueError(_("rules must be a studlib.Rules, e.g. Rules.online(), or None."))
    chosen = check_game(kind, game, dealer_games_for(kind))
    rng = random.Random(f"studlib-dealer:{kind}:{seed}")
    with language("en"):
        if chosen is None:
            options = dealer_games_for(kind)
            chosen = options[_pick(rng, len(options))]
        return _MAKERS[kind](seed, rng, chosen, rules or Rules.online())


def _log_lines(hand: Hand, stop: int) -> tuple[str, ...]:
    """The hand's log before event `stop`, without the lines that would give the answer away."""
    log = hand.log
    hidden = (ev.BringInDue, ev.FirstToAct, ev.UncalledBetReturned, ev.PotsFormed, ev.PotAwarded,
              ev.Scooped, ev.OddChipToHigh, ev.WonUncontested, ev.ShowsFirst)
    return tuple(str(log[i].text) for i, e in enumerate(hand.events[:stop]) if not isinstance(e, hidden))


def _street_words(street: int) -> str:
    """'fourth street' inside a sentence, in the language in force."""
    return street_name(street).lower()


def _seat_label() -> str:
    return _("Seat")


def _low_card(seed: int, rng: random.Random, game: Game, rules: Rules) -> DealerQuestion:
    hand = _deal(rng, game, rules)
    due = next(i for i, e in enumerate(hand.events) if isinstance(e, ev.BringInDue))
    event = hand.events[due]

    def words():
        card, the_card = event.door.name, event.door.name_with_article
        prompt = _("{game}: the door cards are dealt. Which seat brings it in?").format(game=game.name)
        # TRANSLATORS: what the dealer announces on third street, {card} is a card's name
        # ("two of clubs"), {the_card} the name with its article, for a language that wants it:
        # « Le deux de trèfle fait le bring-in ».
        call = _("{card} brings it in.").format(card=card[:1].upper() + card[1:],
                                                 the_card=the_card[:1].upper() + the_card[1:])
        return prompt, _doors(hand), str(hand.log[due]), call

    return DealerQuestion("low_card", seed, game, hand, (Blank("seat", Form.SEAT, event.seat, _seat_label),),
                          event.rules, words)


def _doors(hand: Hand) -> tuple[str, ...]:
    return tuple(_("{seat}: {card}").format(seat=Seat(s), card=hand.up_cards(s)[0].pretty) for s in range(hand.n_seats))


def _boards(hand: Hand) -> tuple[str, ...]:
    return tuple(_("{seat}: {cards}").format(seat=Seat(s), cards=" ".join(c.pretty for c in hand.up_cards(s)))
                 for s in hand.in_hand)


def _high_board(seed: int, rng: random.Random, game: Game, rules: Rules) -> DealerQuestion:
    street = 4 + _pick(rng, 4)
    for _attempt in range(_ATTEMPTS):
        hand = _deal(rng, game, rules)
        _play_to(hand, rng, street)
        if hand.street == street and street in hand.first_to_act and not hand.is_over:
            found = [i for i, e in enumerate(hand.events) if isinstance(e, ev.FirstToAct) and e.street == street]
            if found and hand.events[found[-1]].actor == hand.events[found[-1]].seat:
                break
    else:  # pragma: no cover - a passive deal reaches the street
        raise RuntimeError("no deal reached the street")
    line = found[-1]
    event = hand.events[line]
    called = high_board_call(hand, event)

    def words():
        prompt = (_("{game}, {street}: the cards are out. Which seat acts first?")
                  ).format(game=game.name, street=_street_words(street))
        board = called.words if isinstance(called, BoardCall) else called.name
        # TRANSLATORS: what the dealer announces before a street's betting (RRP Seven-Card Stud
        # 12: "the high hand"): {board} is the hand showing, named only as far as it beats the
        # other boards ("pair of nines", "ace-king high"): « Paire de neuf, à vous de parler ».
        call = _("{board}, first.").format(board=board[:1].upper() + board[1:])
        return prompt, _boards(hand), str(hand.log[line]), call

    return DealerQuestion("high_board", seed, game, hand, (Blank("seat", Form.SEAT, event.seat, _seat_label),),
                          event.rules, words)


def high_board_call(hand: Hand, event: ev.FirstToAct) -> BoardCall | HandValue:
    """What the dealer calls for the board that acts first: its pattern and the ranks that beat
    the other boards still in; five visible cards (a community card, GEN-11.2, or a seventh card
    dealt up, GEN-14.6) rank as a five-card hand, called by that hand's name."""
    if len(event.board) >= 5:
        return (low_hand if hand.game is RAZZ else high_hand)(event.board)
    others = [hand.up_cards(s) for s in hand.in_hand if s != event.seat]
    return board_call(hand.game, event.board, others)


def _to_showdown(rng: random.Random, game: Game, rules: Rules, structure: Structure | None = None,
                 fold: float = 0.1, players: int | None = None) -> Hand:
    for _attempt in range(_ATTEMPTS):
        hand = _deal(rng, game, rules, players=players, structure=structure)
        _play_to(hand, rng, 9, fold=fold, aggression=0.15)
        if hand.showdown_order:
            return hand
    raise RuntimeError("no deal reached a showdown")  # pragma: no cover


def _awards_rules(hand: Hand) -> tuple[str, ...]:
    found = [e for e in hand.events if isinstance(e, (ev.PotAwarded, ev.Scooped, ev.OddChipToHigh))]
    return tuple(dict.fromkeys(r for e in found for r in e.rules))


def _award_lines(hand: Hand) -> str:
    log = hand.log
    return " ".join(str(log[i]) for i, e in enumerate(hand.events)
                    if isinstance(e, (ev.PotsFormed, ev.PotAwarded, ev.Scooped, ev.OddChipToHigh)))


def _shown(hand: Hand) -> tuple[str, ...]:
    return tuple(_("{seat}: {cards}").format(seat=Seat(s), cards=" ".join(c.pretty for c in hand.cards(s)))
                 for s in hand.showdown_order)


def _calls(hand: Hand) -> str:
    """Each hand called as the dealer reads it: high, and the low in Stud/8 (or 'no low')."""
    out = []
    for s in hand.showdown_order:
        cards = hand.cards(s)
        if hand.game is RAZZ:
            name = low_hand(cards).long_name
        elif hand.game is STUD8:
            low = eight_or_better(cards)
            name = _("{high}, {low}").format(high=high_hand(cards).long_name,
                                              low=low.long_name if low else _("no low"))
        else:
            name = high_hand(cards).long_name
        out.append(_("{seat}: {hand}").format(seat=Seat(s), hand=name))
    return "; ".join(out) + "."


def _showdown(seed: int, rng: random.Random, game: Game, rules: Rules) -> DealerQuestion:
    hand = _to_showdown(rng, game, rules)
    main = [a for a in hand.awards if a.pot_index == 0]
    if game is STUD8:
        high = tuple(sorted({a.seat for a in main if a.half is Half.HIGH}))
        low = tuple(sorted({a.seat for a in main if a.half is Half.LOW}))
        blanks = (Blank("high", Form.SEATS, high, lambda: _("High half")),
                  Blank("low", Form.SEATS, low, lambda: _("Low half (none if no low qualifies)")))
    else:
        blanks = (Blank("winners", Form.SEATS, tuple(sorted({a.seat for a in main})), lambda: _("Winner(s)")),)

    def words():
        pots = len(hand.pots_at_showdown)
        prompt = (_("{game}: the hands are shown. Who wins the pot?") if pots == 1 else
                  _("{game}: the hands are shown. Who wins the main pot?")).format(game=game.name)
        return prompt, _shown(hand), _award_lines(hand), _calls(hand)

    return DealerQuestion("showdown", seed, game, hand, blanks, _awards_rules(hand), words)


def _amount_label() -> str:
    return _("Amount")


def _pot(seed: int, rng: random.Random, game: Game, rules: Rules) -> DealerQuestion:
    street = 3 + _pick(rng, 5)
    structure = _DOLLARS if _pick(rng, 2) else Structure()
    for _attempt in range(_ATTEMPTS):
        hand = _deal(rng, game, rules, structure=structure)
        _play_to(hand, rng, street + 1, aggression=0.35)
        if (hand.showdown_order if street == 7 else not hand.is_over and hand.street == street + 1):
            break
    else:  # pragma: no cover
        raise RuntimeError("no deal reached the street")
    # The betting of `street` is over when street + 1 is dealt (or, after seventh, at the showdown).
    events_now = hand.events
    if street < 7:
        stop = next(i for i, e in enumerate(events_now) if isinstance(e, ev.StreetDealt) and e.street == street + 1
                    or street == 6 and isinstance(e, (ev.CommunityCard, ev.BurnsReshuffled)))
        pot = hand.pot
    else:
        stop = next(i for i, e in enumerate(events_now) if isinstance(e, ev.ShowsFirst))
        pot = sum(a.amount for a in hand.awards)
    rules_cited = ("GEN-2.1", "GEN-2.2") + (("GEN-12.4",) if any(
        isinstance(e, ev.UncalledBetReturned) for e in events_now[:stop]) else ())

    def words():
        prompt = _("{game}: the betting on {street} is over. What is in the pot?").format(
            game=game.name, street=_street_words(street))
        money = hand.structure.money
        explanation = _("The pot is {pot}: the antes and every chip bet and called, less any bet "
                        "returned uncalled.").format(pot=money(pot))
        return prompt, _log_lines(hand, stop), explanation, ""

    return DealerQuestion("pot", seed, game, hand, (Blank("pot", Form.AMOUNT, pot, _amount_label),),
                          rules_cited, words)


def _short_stacks(rng: random.Random, n: int, structure: Structure) -> list[int]:
    """Stacks where some players will be all in before the end: a few bets deep, all different."""
    stacks = []
    for _seat in range(n):
        short = _pick(rng, 2) == 0
        stacks.append(structure.ante + structure.small_bet * (1 + _pick(rng, 8)) + structure.bring_in * _pick(rng, 3)
                      if short else default_stack(structure))
    return stacks


def _side_pot_hand(rng: random.Random, game: Game, rules: Rules) -> Hand:
    structure = _DOLLARS if _pick(rng, 2) else Structure()
    for _attempt in range(_ATTEMPTS):
        n = 3 + _pick(rng, 6)
        hand = Hand(game, _short_stacks(rng, n, structure), structure=structure, rules=rules,
                    seed=_pick(rng, 1_000_000))
        while hand.to_act is not None:
            _random_action(hand, rng, fold=0.05, aggression=0.5)
        if hand.showdown_order and len(hand.pots_at_showdown) > 1:
            return hand
    raise RuntimeError("no deal made a side pot")  # pragma: no cover


def _pot_names(index: int, n: int) -> str:
    return _("Main pot") if index == 0 else (_("Side pot") if n == 2 else _("Side pot {number}").format(number=index))


def _side_pots(seed: int, rng: random.Random, game: Game, rules: Rules) -> DealerQuestion:
    hand = _side_pot_hand(rng, game, rules)
    pots = hand.pots_at_showdown
    blanks = []
    for i, pot in enumerate(pots):
        blanks.append(Blank(f"pot_{i}", Form.AMOUNT, pot.amount,
                            lambda i=i: _("{pot}: amount").format(pot=_pot_names(i, len(pots)))))
        blanks.append(Blank(f"eligible_{i}", Form.SEATS, tuple(sorted(pot.eligible)),
                            lambda i=i: _("{pot}: who plays for it").format(pot=_pot_names(i, len(pots)))))
    stop = next(i for i, e in enumerate(hand.events) if isinstance(e, ev.ShowsFirst))

    def words():
        prompt = _("{game}: the betting is over and players are all in. Make the pots: each one's "
                   "amount and the seats that play for it.").format(game=game.name)
        log = hand.log
        explanation = " ".join(str(log[i]) for i, e in enumerate(hand.events) if isinstance(e, ev.PotsFormed))
        return prompt, _log_lines(hand, stop), explanation, ""

    rules_cited = ("GEN-10.4",) + (("GEN-12.1",) if any(isinstance(e, ev.ShortAllIn) for e in hand.events) else ())
    return DealerQuestion("side_pots", seed, game, hand, tuple(blanks), rules_cited, words)


def _shares(seed: int, rng: random.Random, game: Game, rules: Rules) -> DealerQuestion:
    structure = _DOLLARS if _pick(rng, 2) else Structure()
    # A pot split between two or more players is what a dealer must cut to the chip; an odd one
    # (HILO-10.3) half the time when the seed asks for it.
    want_odd = _pick(rng, 2) == 0
    for _attempt in range(60):
        hand = _to_showdown(rng, game, rules, structure=structure)
        pots = hand.pots_at_showdown
        if len(pots) == 1 and len({a.seat for a in hand.awards}) > 1 and (pots[0].amount % 2 or not want_odd):
            break
    else:
        hand = _single_pot(rng, game, rules, structure)
    gets: dict[int, int] = {}
    for a in hand.awards:
        gets[a.seat] = gets.get(a.seat, 0) + a.amount
    blanks = tuple(Blank(f"share_{s}", Form.AMOUNT, gets.get(s, 0),
                         lambda s=s: _("{seat} gets").format(seat=Seat(s))) for s in sorted(hand.showdown_order))
    pot = hand.pots_at_showdown[0].amount

    def words():
        money = hand.structure.money
        prompt = _("{game}: a pot of {pot} is split at the showdown (smallest chip {chip}). How much does "
                   "each player get?").format(game=game.name, pot=money(pot), chip=money(1))
        return prompt, _shown(hand), _award_lines(hand), _calls(hand)

    return DealerQuestion("shares", seed, game, hand, blanks, _awards_rules(hand), words)


def _single_pot(rng: random.Random, game: Game, rules: Rules, structure: Structure) -> Hand:
    for _attempt in range(_ATTEMPTS):
        hand = _to_showdown(rng, game, rules, structure=structure)
        if len(hand.pots_at_showdown) == 1:
            return hand
    raise RuntimeError("no single-pot showdown")  # pragma: no cover


def _uncalled(seed: int, rng: random.Random, game: Game, rules: Rules) -> DealerQuestion:
    structure = _DOLLARS if _pick(rng, 2) else Structure()
    for _attempt in range(_ATTEMPTS):
        n = 2 + _pick(rng, 6)
        short = _pick(rng, 2) == 0
        stacks = _short_stacks(rng, n, structure) if short else [default_stack(structure)] * n
        hand = Hand(game, stacks, structure=structure, rules=rules, seed=_pick(rng, 1_000_000))
        found = None
        while hand.to_act is not None:
            _random_action(hand, rng, fold=0.3, aggression=0.4)
            found = next((i for i, e in enumerate(hand.events) if isinstance(e, ev.UncalledBetReturned)), None)
            if found is not None:
                break
        if found is not None:
            break
    else:  # pragma: no cover
        raise RuntimeError("no uncalled bet")
    event = hand.events[found]
    blanks = (Blank("seat", Form.SEAT, event.seat, lambda: _("Back to")),
              Blank("amount", Form.AMOUNT, event.amount, _amount_label))

    def words():
        prompt = _("{game}: the betting round is over. What goes back uncalled, and to whom?").format(game=game.name)
        return prompt, _log_lines(hand, found), str(hand.log[found]), ""

    return DealerQuestion("uncalled", seed, game, hand, blanks, event.rules, words)


def _stub(seed: int, rng: random.Random, game: Game, rules: Rules) -> DealerQuestion:
    """Before seventh street at a full table: the stub's count, and whether a community card is needed."""
    for _attempt in range(_ATTEMPTS):
        hand = _deal(rng, game, rules, players=6 + _pick(rng, 3))
        _play_to(hand, rng, 7, fold=0.02 + 0.04 * _pick(rng, 3), aggression=0.1)
        if hand.street == 7:
            break
    else:  # pragma: no cover
        raise RuntimeError("no deal reached seventh street")
    found = hand.events
    seventh = next(i for i, e in enumerate(found) if isinstance(e, (ev.CommunityCard, ev.BurnsReshuffled))
                   or isinstance(e, ev.StreetDealt) and e.street == 7)
    # The cards out before seventh street: two down cards for everyone dealt in, every up card
    # (a player who folded keeps what was dealt), and a burn for each of 4th, 5th and 6th street.
    n = hand.n_seats
    dealt = 2 * n + sum(len(hand.up_cards(s)) for s in range(n))
    stub = 52 - dealt - 3
    players = len(hand.in_hand)
    community = any(isinstance(e, ev.CommunityCard) for e in found)
    blanks = (Blank("stub", Form.COUNT, stub, lambda: _("Cards in the stub")),
              Blank("community", Form.YES_NO, community, lambda: _("A community card? (yes or no)")))

    def words():
        prompt = _("{game}: sixth street's betting is over and {players} players are still in. How many "
                   "cards are left in the stub, and will seventh street need a community card?").format(
            game=game.name, players=players)
        log = hand.log
        explanation = (str(log[seventh]) if community or isinstance(found[seventh], ev.BurnsReshuffled) else
                       _("{stub} cards: enough for a burn and a card for each of the {players} players "
                         "(GEN-11.1).").format(stub=stub, players=players))
        return prompt, _log_lines(hand, seventh), explanation, ""

    rules_cited = tuple(dict.fromkeys(r for e in found[seventh:] if isinstance(e, (ev.CommunityCard, ev.BurnsReshuffled))
                                      for r in e.rules)) or ("GEN-11.1",)
    return DealerQuestion("stub", seed, game, hand, blanks, rules_cited, words)


class Outcome(StrEnum):
    """What happens after a dealer's error, as the engine plays it (the irregularity drill's answers)."""

    MISDEAL = "misdeal"                    # GEN-14.1: gathered, chips back, dealt again
    PLAY_ON = "play_on"                    # the hand stands and is played to the end (GEN-14.2)
    EXPOSED_IS_DOOR = "exposed_is_door"    # GEN-14.3: third card down, the exposed card is the up card
    DEAD_HAND = "dead_hand"                # GEN-14.3: both down cards up: dead, the ante back
    SEVENTH_KEPT = "seventh_kept"          # GEN-14.6: the card is the player's; the others' come down
    SEVENTH_BOTH_UP = "seventh_both_up"    # GEN-14.6: heads-up, the other's seventh is dealt up too
    REBURN = "reburn"                      # (wrong) the card is burned and the player gets the next
    BRING_IN_BACK = "bring_in_back"        # GEN-14.8: the bet comes back, the true low brings in
    BRING_IN_STANDS = "bring_in_stands"    # GEN-14.8: the bet stands, the true low owes nothing
    TOO_SOON_OUT = "too_soon_out"          # GEN-14.9: held aside, one more card each after the round
    TOO_SOON_KEPT = "too_soon_kept"        # GEN-14.9: a seventh card looked at is kept; only calls on 6th
    TOO_SOON_BACK = "too_soon_back"        # (wrong) the cards go back on the deck and are dealt after the round
    BURN_PUT_BACK = "burn_put_back"        # GEN-14.10: the cards go back to their proper places
    BURN_KEPT = "burn_kept"                # GEN-14.10: seventh cards looked at are kept as dealt


def outcome_words(outcome: Outcome) -> str:
    """An outcome as the dealer would say it, in the language in force."""
    return {
        Outcome.MISDEAL: _("Misdeal: the cards are gathered, every chip goes back and the hand is dealt again."),
        Outcome.PLAY_ON: _("No misdeal: the hand stands and is played to the end."),
        Outcome.EXPOSED_IS_DOOR: _("The player's third card is dealt face down; the card turned up is the door card."),
        Outcome.DEAD_HAND: _("The hand is dead and the player's ante goes back."),
        Outcome.SEVENTH_KEPT: _("The card stays that player's card; the others get theirs face down."),
        Outcome.SEVENTH_BOTH_UP: _("The card stays that player's card, and the other player's seventh card is "
                                   "dealt face up too."),
        Outcome.REBURN: _("The card is burned and the player gets the next card face down."),
        Outcome.BRING_IN_BACK: _("The wrong player takes the bet back and the true low card brings it in."),
        Outcome.BRING_IN_STANDS: _("The bet stands and the action goes on; the true low card owes nothing."),
        Outcome.TOO_SOON_OUT: _("The burn and the cards dealt too soon are taken out and held aside; after the "
                                "round one more card for each player still in is taken out, then the dealer "
                                "burns and deals."),
        Outcome.TOO_SOON_KEPT: _("The player who looked keeps the seventh card and may only call on sixth street; "
                                 "the burn is held aside, and after the round one more card each is taken out."),
        Outcome.TOO_SOON_BACK: _("The cards go back on top of the deck and are dealt again once the round is over."),
        Outcome.BURN_PUT_BACK: _("The cards are put back in their proper places, as one burn would have dealt them."),
        Outcome.BURN_KEPT: _("The players keep the seventh cards they were dealt."),
    }[outcome]


def _preset_words(rules: Rules) -> str:
    return _(rules.name)   # 'cardroom', 'tournament': the widgets' catalogue words (« de salle de jeu »)


def _after_decisions(hand: Hand, rng: random.Random, most: int, ask, done: Outcome, refused: Outcome) -> Outcome:
    """1 to `most` passive decisions, then the dealer's correction `ask`: `done` if the engine
    carries it out, `refused` if the hand now stands (GEN-14.2, GEN-14.8)."""
    for _step in range(1 + _pick(rng, most)):
        hand.act(hand.passive_action().kind)
    try:
        ask()
    except IllegalAction:
        return refused
    return done


def _irregular_hand(seed: int, rng: random.Random, game: Game) -> tuple[Hand, str, list[Outcome], Outcome, int]:
    """A hand with a dealer's error, played by the engine: (hand, which error, the outcomes listed,
    the engine's outcome, the seat it is about). The error and the preset go round with the seed
    (every 24 seeds see each combination); the cards and the seats are drawn."""
    case = seed % 4
    number = _pick(rng, 1_000_000)
    if case == 0:     # a down card dealt face up on third street (GEN-14.3, T-11)
        rules = Rules.cardroom() if (seed // 4) % 2 == 0 else Rules.tournament()
        n = 3 + _pick(rng, 5)
        seat = _pick(rng, n)
        cards = ((0,), (1,), (0, 1))[(seed // 8) % 3]
        hand = Hand(game, [10_000] * n, rules=rules, seed=number, mistakes=[Exposed(seat, 3, c) for c in cards])
        found = hand.events
        outcome = (Outcome.MISDEAL if any(isinstance(e, ev.MisdealCalled) for e in found) else
                   Outcome.DEAD_HAND if any(isinstance(e, ev.DeadHandExposed) for e in found) else
                   Outcome.EXPOSED_IS_DOOR)
        listed = [Outcome.MISDEAL, Outcome.EXPOSED_IS_DOOR, Outcome.DEAD_HAND, Outcome.PLAY_ON]
        return hand, "exposed_third" if len(cards) == 1 else "exposed_both", listed, outcome, seat
    if case == 1:     # a seventh-street card dealt face up (GEN-14.6, T-10)
        rules = Rules.cardroom() if (seed // 4) % 2 == 0 else Rules.tournament()
        n = 2 + _pick(rng, 4)
        seat = _pick(rng, n)
        hand = Hand(game, [10_000] * n, rules=rules, seed=number, mistakes=[Exposed(seat, 7, 0)])
        hand.play_until(7)
        shown = next((e for e in hand.events if isinstance(e, ev.SeventhExposed)), None)
        outcome = (Outcome.SEVENTH_BOTH_UP if shown is not None and shown.others_up else Outcome.SEVENTH_KEPT)
        listed = [Outcome.SEVENTH_KEPT, Outcome.SEVENTH_BOTH_UP, Outcome.REBURN, Outcome.MISDEAL]
        return hand, "exposed_seventh", listed, outcome, seat
    if case == 2 and (seed // 20) % 2:
        # In every other block of 20 seeds (20-39, 60-79, ...) the misdeal question makes room for
        # GEN-14.9 and GEN-14.10, so seeds 0-19 keep the questions they had (tests/test_drill_seeds.py).
        rules = Rules.cardroom() if (seed // 4) % 2 == 0 else Rules.tournament()
        if (seed // 8) % 2 == 0:
            return _too_soon_hand(rng, game, rules, number)
        return _burn_error_hand(rng, game, rules, number)
    rules = Rules.cardroom()
    n = 3 + _pick(rng, 5)
    if case == 2:     # a misdeal called after some action on third street (GEN-14.1, GEN-14.2)
        hand = Hand(game, [10_000] * n, rules=rules, seed=number)
        outcome = _after_decisions(hand, rng, 4, hand.declare_misdeal, Outcome.MISDEAL, Outcome.PLAY_ON)
        return hand, "misdeal_called", [Outcome.MISDEAL, Outcome.PLAY_ON], outcome, hand.bring_in_seat
    # the wrong player named to bring in (GEN-14.8), found before or after the next player acted
    worst = Hand(game, [10_000] * n, rules=rules, seed=number).bring_in_seat
    named = (worst + 1 + _pick(rng, n - 1)) % n
    hand = Hand(game, [10_000] * n, rules=rules, seed=number, mistakes=[WrongBringIn(named)])
    outcome = _after_decisions(hand, rng, 2, hand.correct_bring_in, Outcome.BRING_IN_BACK, Outcome.BRING_IN_STANDS)
    return hand, "wrong_bring_in", [Outcome.BRING_IN_BACK, Outcome.BRING_IN_STANDS, Outcome.MISDEAL], outcome, named


def _too_soon_hand(rng: random.Random, game: Game, rules: Rules, number: int):
    """GEN-14.9: a street dealt before the betting round is over, played to the next street."""
    n = 3 + _pick(rng, 4)                       # 3 to 6 players: MAX_TOO_SOON_TABLE
    street = 4 + _pick(rng, 4)
    looked = street == 7 and _pick(rng, 2) == 1
    cards = 1 if looked else 1 + _pick(rng, n)
    after = 1 + _pick(rng, n - 1)               # passive play ends the round after n decisions
    hand = Hand(game, [10_000] * n, rules=rules, seed=number,
                mistakes=[DealtTooSoon(street, cards, after, looked)])
    hand.play_until(street)
    outcome = Outcome.TOO_SOON_KEPT if looked else Outcome.TOO_SOON_OUT
    listed = [Outcome.TOO_SOON_OUT, Outcome.TOO_SOON_KEPT, Outcome.TOO_SOON_BACK, Outcome.MISDEAL]
    return hand, "too_soon_seen" if looked else "too_soon", listed, outcome, 0


def _burn_error_hand(rng: random.Random, game: Game, rules: Rules, number: int):
    """GEN-14.10: no burn or two burns before a street, seen before its betting."""
    n = 3 + _pick(rng, 4)
    street = 4 + _pick(rng, 4)
    burns = 2 * _pick(rng, 2)
    looked = street == 7 and _pick(rng, 2) == 1
    hand = Hand(game, [10_000] * n, rules=rules, seed=number, mistakes=[BurnError(street, burns, looked)])
    hand.play_until(street)
    outcome = Outcome.BURN_KEPT if looked else Outcome.BURN_PUT_BACK
    listed = [Outcome.BURN_PUT_BACK, Outcome.BURN_KEPT, Outcome.REBURN, Outcome.MISDEAL]
    case = ("no_burn" if burns == 0 else "two_burns") + ("_seen" if looked else "")
    return hand, case, listed, outcome, 0


def _irregularity(seed: int, rng: random.Random, game: Game, rules: Rules) -> DealerQuestion:
    """A dealer's error dealt by the engine under a cardroom or tournament preset: what happens now?
    (The online preset deals no such error: the software deals.)"""
    hand, case, listed, outcome, seat = _irregular_hand(seed, rng, game)
    listed = [listed[i] for i in _shuffle_indexes(rng, len(listed))]
    acted = sum(1 for e in hand.events if isinstance(e, ev.Acted) and not isinstance(e, ev.BroughtIn))
    why = [e for e in hand.events if isinstance(e, (ev.MisdealCalled, ev.DownCardExposed, ev.DeadHandExposed,
                                                    ev.SeventhExposed, ev.BringInMisnamed, ev.BringInCorrected,
                                                    ev.CardsDealtTooSoon, ev.CardsTakenOutAfterRound,
                                                    ev.BurnErrorFound))]
    rules_cited = tuple(dict.fromkeys(r for e in why for r in e.rules)) or (
        ("GEN-14.2",) if outcome is Outcome.PLAY_ON else ("GEN-14.8",))
    blank = Blank("outcome", Form.CHOICE, listed.index(outcome),
                  lambda: _("Outcome (1 to {n})").format(n=len(listed)), choices=len(listed))

    # GEN-14.9 and GEN-14.10: the street, the seats dealt too soon and the decisions before it.
    soon = next((e for e in hand.events if isinstance(e, ev.CardsDealtTooSoon)), None)
    found = next((e for e in hand.events if isinstance(e, ev.BurnErrorFound)), None)
    street = soon.street if soon else found.street if found else 3
    decisions = 0 if soon is None else sum(1 for e in hand.events[:hand.events.index(soon)]
                                           if isinstance(e, ev.Acted) and e.street == street - 1)

    def words():
        preset = _preset_words(hand.rules)
        fields = {"seat": Seat(seat), "count": acted + 1, "street": street_name(street).lower(),
                  "before": street_name(max(street - 1, 3)).lower(), "decisions": decisions,
                  "seats": Seats(s for s, _card in soon.dealt) if soon else Seats((seat,))}
        situation = {
            "exposed_third": _("On third street the dealer turns up one of {seat:of} down cards."),
            "exposed_both": _("On third street the dealer turns up both of {seat:of} down cards."),
            "exposed_seventh": _("On seventh street the dealer deals {seat:to} card face up."),
            "misdeal_called": ngettext(
                "On third street, after {count} decision counting the bring-in, two cards are found face up "
                "in the deck.",
                "On third street, after {count} decisions counting the bring-in, two cards are found face up "
                "in the deck.", acted + 1),
            "wrong_bring_in": ngettext(
                "The dealer names {seat:the} to bring in, though another door card is lower; it is noticed "
                "after {count} decision counting that bring-in.",
                "The dealer names {seat:the} to bring in, though another door card is lower; it is noticed "
                "after {count} decisions counting that bring-in.", acted + 1),
            "too_soon": ngettext(
                "On {before}, after {decisions} decision, before the betting is over, the dealer burns and "
                "deals {street} to {seats:the}.",
                "On {before}, after {decisions} decisions, before the betting is over, the dealer burns and "
                "deals {street} to {seats:the}.", decisions),
            "too_soon_seen": ngettext(
                "On {before}, after {decisions} decision, before the betting is over, the dealer burns and "
                "deals a seventh card to {seats:the}, who looks at it.",
                "On {before}, after {decisions} decisions, before the betting is over, the dealer burns and "
                "deals a seventh card to {seats:the}, who looks at it.", decisions),
            "no_burn": _("The dealer deals {street} without burning a card; it is seen before anyone acts."),
            "two_burns": _("The dealer burns two cards before dealing {street}; it is seen before anyone acts."),
            "no_burn_seen": _("The dealer deals {street} without burning a card, and the players have looked "
                              "at their cards."),
            "two_burns_seen": _("The dealer burns two cards before dealing {street}, and the players have "
                                "looked at their cards."),
        }[case].format(**fields)
        # A sentence of its own: in French no capital may follow a colon, and the situation is a sentence.
        prompt = _("{game}, {preset} rules. {situation} What happens now?").format(
            game=game.name, preset=preset, situation=situation)
        options = tuple(f"{i}. {outcome_words(o)}" for i, o in enumerate(listed, start=1))
        log = hand.log
        explanation = " ".join(str(log[i]) for i, e in enumerate(hand.events) if e in why) or {
            Outcome.PLAY_ON: _("Two players after the bring-in have acted: the hand stands (GEN-14.2)."),
            Outcome.BRING_IN_STANDS: _("The next player has acted: the bet stands and the true low card owes "
                                       "nothing (GEN-14.8)."),
        }.get(outcome, outcome_words(outcome))
        return prompt, options, explanation, ""

    return DealerQuestion("irregularity", seed, game, hand, (blank,), rules_cited, words)


def _shuffle_indexes(rng: random.Random, n: int) -> list[int]:
    out = list(range(n))
    for i in range(n - 1, 0, -1):
        j = _pick(rng, i + 1)
        out[i], out[j] = out[j], out[i]
    return out


_MAKERS: dict[str, Callable[[int, random.Random, Game, Rules], DealerQuestion]] = {
    "low_card": _low_card,
    "high_board": _high_board,
    "showdown": _showdown,
    "pot": _pot,
    "side_pots": _side_pots,
    "shares": _shares,
    "uncalled": _uncalled,
    "stub": _stub,
    "irregularity": _irregularity,
}
