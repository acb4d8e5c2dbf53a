"""Drill questions on endless seeded deals: the engine asks, answers and explains.

    q = make_question("legal_actions", seed=7)
    q.prompt, q.options, q.answer, q.explanation, q.rules, q.hand

Every answer comes from the engine (Hand, hands.py), never from a table written by hand; the
distractors are the mistakes a learner is likely to make (a neighbouring seat, the small bet
instead of the big one, the odd chip to the low half, forgetting the qualifier). The same
(kind, seed, game, rules) gives the same question on every machine: randomness comes only from
random.Random(seed).random(), the stream Python promises to keep.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import NamedTuple

from . import events, explain
from .cards import Card, shuffled_deck
from .explain import LogLine, OptionsCase, seat_name, seats_name
from .games import RAZZ, STUD, STUD8, Game, low_rank
from .hand import Action, ActionKind, Hand
from .hands import eight_or_better, high_hand, low_hand
from .i18n import _, current_language, language
from .pots import Half, split_evenly
from .rules import Rules, Structure
# The dealer school's kinds (typed answers about a dealt hand): make_question reaches them too.
from .dealer import DEALER_KINDS, dealer_games_for, make_dealer_question
from .seeded import DOLLARS as _DOLLARS
from .seeded import check_game
from .seeded import choice as _choice
from .seeded import deal as _deal
from .seeded import pick as _pick
from .seeded import play_to as _play_to
from .seeded import random_action as _random_action
from .seeded import shuffle as _shuffle

__all__ = ["KINDS", "DEALER_KINDS", "SEAT_KINDS", "LOW_KINDS", "KIND_RULES", "KIND_FAMILY", "Question", "Choice", "make_question",
           "games_for", "check_drill", "options_answer", "split_answer", "final_test_plan",
           "final_test_questions"]

KINDS = ("bring_in", "first_to_act", "legal_actions", "shows_first", "read_low", "low_qualifies",
         "split")
SEAT_KINDS = ("bring_in", "first_to_act", "shows_first")   # answered by clicking a seat
LOW_KINDS = ("read_low", "low_qualifies")                  # about cards, not a deal
_GAMES_FOR = {"read_low": (RAZZ, STUD8), "low_qualifies": (STUD8,), "split": (STUD8,)}
# The rule IDs each kind's questions can test (Question.rules is always a subset: a test checks
# it on many seeds and presets), so a practice of weak rules knows which kind asks about a rule.
KIND_RULES: dict[str, tuple[str, ...]] = {
    "bring_in": ("GEN-3.1", "STUD-3.1", "HILO-3.1", "RAZZ-3.1"),
    "first_to_act": ("GEN-5.1", "STUD-5.1", "HILO-5.1", "RAZZ-5.1"),
    "legal_actions": ("GEN-3.2", "GEN-3.3", "GEN-3.4", "GEN-4.1", "GEN-5.1", "GEN-7.1", "STUD-3.1",
                      "HILO-3.1", "RAZZ-3.1", "STUD-6.1", "T-2"),
    "shows_first": ("GEN-8.1", "GEN-8.2", "STUD-8.2", "HILO-8.2", "RAZZ-8.2", "T-4"),
    "read_low": ("HILO-9.1", "HILO-10.1", "RAZZ-9.1"),
    "low_qualifies": ("HILO-9.1", "HILO-10.1"),
    "split": ("HILO-10.1", "HILO-10.2", "HILO-10.3", "GEN-10.3", "T-5"),
}
# The family (studlib.catalogue.FAMILIES) a question of each kind is scored in.
KIND_FAMILY: dict[str, str] = {"bring_in": "bring_in", "first_to_act": "order", "legal_actions": "betting",
                               "shows_first": "showdown", "read_low": "lows", "low_qualifies": "lows",
                               "split": "split"}
_DEEP = 100 * Structure().big_bet          # nobody goes all in by accident: one pot
_ATTEMPTS = 200                             # deals tried before a situation is found


class Choice(str):
    """One option's words in the language in force, compared by what it means.

    `key` is the option in English, the same in every language: a choice read in English equals
    the same choice read in French, so an answer given before the notebook changed language
    still scores (the widgets compare ``option == q.answer``). Against plain text a choice
    equals its own words, or its English key.
    """

    key: str

    def __new__(cls, text: str, key: str) -> Choice:
        self = super().__new__(cls, text)
        self.key = key
        return self

    def __eq__(self, other) -> bool:
        if isinstance(other, Choice):
            return self.key == other.key
        if isinstance(other, str):
            return str.__eq__(self, other) or str.__eq__(self.key, other)
        return NotImplemented

    def __ne__(self, other) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        return hash(self.key)   # equal choices hash alike in every language


class _Words(NamedTuple):
    """A question's text in one language."""

    prompt: str
    options: tuple[str, ...]     # in the order shown, one per Question.keys
    explanation: str
    context: tuple[str, ...] = ()


@dataclass(frozen=True)
class Question:
    """One drill question: what to show, the options, the engine's answer and its explanation.

    `hand` is the deal at the moment asked (None for card-only kinds); `cards` the cards to
    read for read_low / low_qualifies; `context` extra lines of the situation (the 7th-street
    betting before a showdown); `seat_options` the seat of each option for seat questions;
    `mistakes` maps a distractor to the code of the misconception it stands for.

    The words (prompt, options, answer, explanation, context) are written when they are read,
    in the language in force: a question dealt in English reads in French after
    ``studlib.use_language("fr")``. `keys` are the options in English, which decide everything
    the seed decides (which distractors, in which order), so a deal number asks the same
    question in every language.
    """

    kind: str
    seed: int
    game: Game
    keys: tuple[str, ...]
    answer_key: str
    rules: tuple[str, ...]
    words: Callable[[], _Words] = field(compare=False, repr=False)
    hand: Hand | None = field(default=None, compare=False, repr=False)
    cards: tuple[Card, ...] = ()
    seat_options: tuple[int, ...] = ()
    mistake_keys: tuple[tuple[str, str], ...] = ()
    _cache: dict = field(default_factory=dict, compare=False, repr=False)

    def _text(self) -> _Words:
        code = current_language()
        if code not in self._cache:
            self._cache[code] = self.words()
        return self._cache[code]

    @property
    def prompt(self) -> str:
        return self._text().prompt

    @property
    def options(self) -> tuple[Choice, ...]:
        return tuple(Choice(text, key) for text, key in zip(self._text().options, self.keys))

    @property
    def answer(self) -> Choice:
        return self.options[self.keys.index(self.answer_key)]

    @property
    def explanation(self) -> str:
        return self._text().explanation

    @property
    def context(self) -> tuple[str, ...]:
        return self._text().context

    @property
    def mistakes(self) -> tuple[tuple[Choice, str], ...]:
        options = dict(zip(self.keys, self.options))
        return tuple((options[key], code) for key, code in self.mistake_keys)

    @property
    def answer_seat(self) -> int | None:
        """The seat of the answer for seat questions, else None."""
        if not self.seat_options:
            return None
        return self.seat_options[self.keys.index(self.answer_key)]

    def key_of(self, option: str) -> str | None:
        """The English key of an option given as a Choice or as its words in any language read."""
        if isinstance(option, Choice):
            return option.key if option.key in self.keys else None
        return next((c.key for c in self.options if c == option), None)

    def mistake(self, option: str) -> str:
        """The misconception code of a wrong option ('' if none is known)."""
        return dict(self.mistake_keys).get(self.key_of(option), "")


def games_for(kind: str) -> tuple[Game, ...]:
    """The games a drill kind can be asked about (the low kinds need a low)."""
    _check_kind(kind)
    return _GAMES_FOR.get(kind, (STUD, STUD8, RAZZ))


def _check_kind(kind: str) -> None:
    if kind not in KINDS:
        raise ValueError(_("Unknown drill kind {kind!r}: choose one of {kinds}.").format(
            kind=kind, kinds=", ".join(KINDS)))


def check_drill(kind: str, game: Game | str | None) -> Game | None:
    """The game a drill of this kind asks about (None: any game it allows); a clear error if none."""
    if kind in DEALER_KINDS:
        return check_game(kind, game, dealer_games_for(kind))
    return check_game(kind, game, games_for(kind))




def _game(kind: str, game: Game | str | None, rng: random.Random) -> Game:
    return check_drill(kind, game) or _choice(rng, games_for(kind))


def make_question(kind: str, seed: int, game: Game | str | None = None,
                  rules: Rules | None = None) -> Question:
    """The drill question number `seed` of this kind (game None: drawn by the seed); a dealer
    kind (DEALER_KINDS) gives a studlib.dealer.DealerQuestion, answered by typing."""
    if kind in DEALER_KINDS:
        return make_dealer_question(kind, seed, game, rules)
    _check_kind(kind)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(_("A drill seed is a whole number 0 or more, not {seed!r}.").format(seed=seed))
    if rules is not None and not isinstance(rules, Rules):
        raise ValueError(_("rules must be a studlib.Rules, e.g. Rules.online(), or None."))
    check_drill(kind, game)    # a wrong game is refused in the learner's language
    rng = random.Random(f"studlib-drill:{kind}:{seed}")
    # Dealt in English: the English words are the options' keys (which distractors, in which
    # order), so every language gets the same question; the words are read later, translated.
    with language("en"):
        chosen = _game(kind, game, rng)
        return _MAKERS[kind](seed, rng, chosen, rules or Rules.online())


# --- playing to a situation --------------------------------------------------------------------

def _street_words(street: int) -> str:
    """'fourth street' inside a sentence, in the language in force."""
    return explain.street_name(street).lower()


def _seat_question(kind: str, seed: int, game: Game, hand: Hand, seats: Sequence[int], answer: int,
                   line: int, prompt: Callable[[], str], context: range = range(0)) -> Question:
    """A click-the-seat question; `line` is the index in hand.log of the line that explains it."""
    seats = tuple(seats)

    def words() -> _Words:
        log = hand.log
        return _Words(prompt(), tuple(seat_name(s) for s in seats), str(log[line]),
                      tuple(str(log[i]) for i in context))

    key = words()
    return Question(kind, seed, game, key.options, seat_name(answer), hand.events[line].rules, words,
                    hand=hand, seat_options=seats)


def _line_with(hand: Hand, wanted: set[str], start: int = 0) -> int:
    """The index of the last event (from `start`) applying one of the wanted rules: hand.log[i] says it."""
    found = hand.events
    return next(i for i in range(len(found) - 1, start - 1, -1) if wanted & set(found[i].rules))


def _bring_in(seed: int, rng: random.Random, game: Game, rules: Rules) -> Question:
    hand = _deal(rng, game, rules)
    line = _line_with(hand, {game.bring_in_rule})

    def prompt() -> str:
        return explain.DRILL_PROMPTS["bring_in"].format(game=game.name)
    return _seat_question("bring_in", seed, game, hand, range(hand.n_seats), hand.bring_in_seat, line, prompt)


def _first_to_act(seed: int, rng: random.Random, game: Game, rules: Rules) -> Question:
    street = 4 + _pick(rng, 4)
    for _attempt in range(_ATTEMPTS):
        hand = _deal(rng, game, rules)
        _play_to(hand, rng, street)
        if hand.street == street and street in hand.first_to_act and not hand.is_over:
            break
    else:  # pragma: no cover - a passive deal always reaches the street
        raise RuntimeError("no deal reached the street")
    line = _line_with(hand, {game.first_to_act_rule})

    def prompt() -> str:
        return explain.DRILL_PROMPTS["first_to_act"].format(game=game.name, street=_street_words(street))
    return _seat_question("first_to_act", seed, game, hand, hand.in_hand, hand.first_to_act[street], line,
                          prompt)


def _seventh_street_lines(hand: Hand) -> range:
    """Where the 7th-street deal and betting are in the log, up to the showdown."""
    found = hand.events
    start = next(i for i, e in enumerate(found) if isinstance(e, (events.CommunityCard, events.BurnsReshuffled))
                 or (isinstance(e, events.StreetDealt) and e.street == 7))
    end = next(i for i, e in enumerate(found) if i > start and isinstance(e, events.ShowsFirst))
    return range(start, end)


def _shows_first(seed: int, rng: random.Random, game: Game, rules: Rules) -> Question:
    for _attempt in range(_ATTEMPTS):
        hand = _deal(rng, game, rules)
        _play_to(hand, rng, 9, aggression=0.3)
        if hand.showdown_order:
            break
    else:  # pragma: no cover
        raise RuntimeError("no deal reached a showdown")
    line = next(i for i, e in enumerate(hand.events) if isinstance(e, events.ShowsFirst))

    def prompt() -> str:
        return explain.DRILL_PROMPTS["shows_first"].format(game=game.name)
    return _seat_question("shows_first", seed, game, hand, sorted(hand.showdown_order),
                          hand.showdown_order[0], line, prompt, _seventh_street_lines(hand))


# --- what may this player do -----------------------------------------------------------------

def considered_actions(hand: Hand) -> list[Action]:
    """The legal actions a player weighs: a fold when checking is free is legal (GEN-13.1) but
    only throws the hand away, so the options questions leave it out and say so."""
    opts = hand.legal_actions()
    if hand.check_is_free:
        return [a for a in opts if a.kind is not ActionKind.FOLD]
    return opts


def options_case(hand: Hand, opts: list[Action]) -> OptionsCase:
    """The situation of the player to act that explains these options (explain.options_reason)."""
    kinds = {a.kind for a in opts}
    if ActionKind.BRING_IN in kinds:
        return OptionsCase.BRING_IN_PASSED if ActionKind.FOLD in kinds else OptionsCase.BRING_IN
    if ActionKind.CHECK in kinds:
        return OptionsCase.OPEN_PAIR if hand.double_bet_allowed else OptionsCase.OPEN
    if not kinds & {ActionKind.RAISE, ActionKind.COMPLETE}:
        return OptionsCase.NO_RAISE               # hand.why_no_raise() says which rule (GEN-4.1, GEN-12.1)
    if hand.street == 3:
        return OptionsCase.FACE_BRING_IN if ActionKind.COMPLETE in kinds else OptionsCase.FACING_THIRD
    if ActionKind.COMPLETE in kinds:
        return OptionsCase.COMPLETE_SHORT         # an all-in bet of less than half a bet (GEN-12.3 (a))
    return OptionsCase.FACING_OPEN_PAIR if hand.double_bet_allowed else OptionsCase.FACING


def options_answer(hand: Hand) -> tuple[str, LogLine]:
    """What the player to act may do ('fold, call $2 or raise to $4') and why, with rule IDs."""
    if hand.to_act is None:
        raise ValueError(_("Nobody is to act in this hand: ask about options while a player is to act."))
    opts = considered_actions(hand)
    return explain.option_list(opts, hand.structure.money), _options_reason(hand, opts)()


def _options_reason(hand: Hand, opts: list[Action]) -> Callable[[], LogLine]:
    """Why the player to act has these options, as a LogLine written when called (any language)."""
    st = hand.structure
    call = next((a for a in opts if a.kind is ActionKind.CALL), None)
    raises = [a for a in opts if a.kind is ActionKind.RAISE or (a.kind is ActionKind.COMPLETE and hand.street > 3)]
    case, street = options_case(hand, opts), hand.street
    fields = dict(call=call.adds if call else 0,
                  level=max(hand.bet_this_street(o) for o in range(hand.n_seats)),
                  cap=hand.rules.raise_cap, bring_in=st.bring_in, game=hand.game,
                  raises=tuple(a.amount for a in raises), raise_all_in=any(a.all_in for a in raises),
                  can_complete=any(a.kind is ActionKind.COMPLETE for a in opts), worst=hand.bring_in_seat,
                  barred=hand.why_no_raise())
    return lambda: explain.options_reason(st.money, case, street, st.small_bet, st.big_bet, **fields)


def _variant(opts: list[Action], old: Action, new: Action | None) -> list[Action]:
    return [new if a == old else a for a in opts if not (a == old and new is None)]


def _action_distractors(hand: Hand, opts: list[Action], case: OptionsCase) -> list[tuple[list[Action], str]]:
    """Wrong option lists, each with the misconception it stands for."""
    st = hand.structure
    out: list[tuple[list[Action], str]] = []
    A, K = Action, ActionKind
    call = next((a for a in opts if a.kind is K.CALL), None)
    aggressive = [a for a in opts if a.kind in (K.BET, K.RAISE, K.COMPLETE)]
    if case is OptionsCase.BRING_IN:
        out.append(([A(K.FOLD)] + opts, "bring_in_no_fold"))
    if case is OptionsCase.BRING_IN_PASSED:
        out.append(([a for a in opts if a.kind is not K.FOLD], "bring_in_passed_fold"))
    if case in (OptionsCase.BRING_IN, OptionsCase.BRING_IN_PASSED) and aggressive:
        comp = aggressive[0]
        out.append((_variant(opts, comp, A(K.RAISE, 2 * st.bring_in, 2 * st.bring_in)), "complete_size"))
        out.append(([a for a in opts if a.kind is not K.COMPLETE], "bring_in_may_complete"))
    if case is OptionsCase.FACE_BRING_IN:
        comp = aggressive[0]
        out.append((_variant(opts, comp, A(K.RAISE, 2 * st.bring_in, 2 * st.bring_in)), "complete_size"))
        out.append(([A(K.CHECK)] + [a for a in opts if a.kind not in (K.FOLD, K.CALL)], "no_check_behind"))
    if call is not None and call.amount != call.adds:
        out.append((_variant(opts, call, A(K.CALL, call.amount, call.amount)), "call_difference"))
    if case in (OptionsCase.OPEN, OptionsCase.FACING, OptionsCase.FACING_THIRD):
        for a in aggressive:
            big = hand.game.bet_is_big(hand.street)
            wrong = st.small_bet if big else st.big_bet
            right = st.big_bet if big else st.small_bet
            reason = "bet_size_big" if big else "bet_size_small"
            if hand.street == 4 and not hand.game.double_bet_possible and any(
                    hand.game.open_pair(hand.up_cards(s)) for s in hand.in_hand):
                reason = "no_double_bet"
            out.append((_variant(opts, a, A(a.kind, a.amount - right + wrong, a.adds - right + wrong)), reason))
    if case is OptionsCase.OPEN_PAIR:
        out.append(([a for a in opts if not (a.kind is K.BET and a.amount == st.big_bet)], "open_pair"))
    if case is OptionsCase.NO_RAISE:
        level = call.amount
        barred = hand.why_no_raise().value     # the misconception is the rule's own: "capped", ...
        out.append((opts + [A(K.RAISE, level + (st.big_bet if hand.game.bet_is_big(hand.street) else st.small_bet))], barred))
    if case is OptionsCase.COMPLETE_SHORT:
        size = st.big_bet if hand.game.bet_is_big(hand.street) else st.small_bet
        comp = aggressive[0]
        out.append((_variant(opts, comp, A(K.RAISE, call.amount + size, call.adds + size)), "short_all_in_bet"))
    if case in (OptionsCase.FACING, OptionsCase.FACING_THIRD, OptionsCase.FACING_OPEN_PAIR):
        out.append(([a for a in opts if a.kind is not K.RAISE], "can_raise"))
        out.append(([A(K.CHECK)] + aggressive, "no_check_facing"))
    return out


def _legal_actions(seed: int, rng: random.Random, game: Game, rules: Rules) -> Question:
    street = 3 + _pick(rng, 5)
    steps = _pick(rng, 4)
    for _attempt in range(_ATTEMPTS):
        hand = _deal(rng, game, rules)
        _play_to(hand, rng, street, aggression=0.12)
        for _step in range(steps):
            if hand.to_act is None or hand.street != street:
                break
            _random_action(hand, rng, aggression=0.5)
        # A free check with nobody left who could call a bet (everyone else all in) leaves
        # nothing to decide: ask about another deal.
        if hand.to_act is not None and hand.street == street and not (
                hand.check_is_free and hand.why_no_raise() is not None):
            break
    else:  # pragma: no cover
        raise RuntimeError("no deal reached the street")
    st = hand.structure
    opts = considered_actions(hand)
    case = options_case(hand, opts)
    answer = explain.option_list(opts, st.money)
    reason = _options_reason(hand, opts)
    free_fold = len(opts) < len(hand.legal_actions())
    wrong: dict[str, tuple[list[Action], str]] = {}
    for actions, code in _action_distractors(hand, opts, case):
        text = explain.option_list(actions, st.money)
        if text != answer and text not in wrong:
            wrong[text] = (actions, code)
    picked = _shuffle(rng, list(wrong))[:3]   # in the order made, not by their words
    shown = _shuffle(rng, [(answer, opts)] + [(key, wrong[key][0]) for key in picked])
    seat, street = hand.to_act, hand.street

    def words() -> _Words:
        prompt = explain.DRILL_PROMPTS["legal_actions"].format(
            game=game.name, street=_street_words(street), seat=explain.Seat(seat))
        explanation = _("{seat} may {options}. {reason}").format(
            seat=explain.Seat(seat), options=explain.option_list(opts, st.money), reason=str(reason()))
        if free_fold:
            explanation += " " + explain.FREE_FOLD_NOTE
        return _Words(prompt, tuple(explain.option_list(actions, st.money) for _key, actions in shown), explanation)

    return Question("legal_actions", seed, game, tuple(key for key, _actions in shown), answer,
                    reason().rules, words, hand=hand,
                    mistake_keys=tuple((key, wrong[key][1]) for key in picked))


# --- reading lows ---------------------------------------------------------------------------

def _low_name(value) -> str:
    return explain.NO_LOW if value is None else value.long_name


def _draw_cards(rng: random.Random, count: int = 7) -> tuple[Card, ...]:
    return shuffled_deck(_pick(rng, 1_000_000))[:count]


def _low_cards(rng: random.Random, want_low: bool) -> tuple[Card, ...]:
    """Seven cards that do (or do not) make an eight-or-better low, drawn from low-heavy decks."""
    for _attempt in range(_ATTEMPTS):
        cards = _draw_cards(rng)
        # A deck rich in small cards makes the near misses (a pair, a nine) that teach the rule.
        smalls = [c for c in cards if low_rank(c.rank) <= 9]
        if len(smalls) < 4:
            continue
        if (eight_or_better(cards) is not None) == want_low:
            return cards
    return cards  # pragma: no cover


def _read_low(seed: int, rng: random.Random, game: Game, rules: Rules) -> Question:
    hi_lo = game is STUD8
    cards = _low_cards(rng, _pick(rng, 3) > 0) if hi_lo else _draw_cards(rng)
    value = eight_or_better(cards) if hi_lo else low_hand(cards)
    answer = _low_name(value)
    wrong: dict[str, tuple[object, str]] = {}     # English name -> (the low, or None; mistake)
    # Other five-card readings of the same cards: picking the wrong five is the usual slip.
    readings = sorted({low_hand(five).score: low_hand(five) for five in combinations(cards, 5)}.items(),
                      reverse=True)
    # At least three options: "No qualifying low" joins two wrong fives when there is a low.
    wanted = 2 if hi_lo and value is not None else 3
    for _score, other in readings:
        name = other.long_name
        if name != answer and name not in wrong:
            wrong[name] = (other, "no_low_hand" if hi_lo and value is None else "wrong_five")
        if len(wrong) >= wanted:
            break
    if hi_lo and value is not None:
        wrong[explain.NO_LOW] = (None, "does_qualify")
    picked = list(wrong)[:3]
    shown = _shuffle(rng, [value] + [wrong[key][0] for key in picked])
    line = explain.low_reading(cards, value, hi_lo)

    def words() -> _Words:
        return _Words(explain.DRILL_PROMPTS["read_low"].format(game=game.name),
                      tuple(_low_name(v) for v in shown), str(explain.low_reading(cards, value, hi_lo)))

    return Question("read_low", seed, game, tuple(_low_name(v) for v in shown), answer, line.rules, words,
                    cards=cards, mistake_keys=tuple((key, wrong[key][1]) for key in picked))


def _low_qualifies(seed: int, rng: random.Random, game: Game, rules: Rules) -> Question:
    cards = _low_cards(rng, _pick(rng, 2) == 0)
    value = eight_or_better(cards)
    yes, no = explain.QUALIFIES_YES, explain.QUALIFIES_NO
    answer, other = (yes, no) if value is not None else (no, yes)
    line = explain.low_reading(cards, value, True)
    code = "does_qualify" if value is not None else "no_low_hand"

    def words() -> _Words:
        return _Words(explain.DRILL_PROMPTS["low_qualifies"].format(game=game.name),
                      (explain.QUALIFIES_YES, explain.QUALIFIES_NO), str(explain.low_reading(cards, value, True)))

    return Question("low_qualifies", seed, game, (yes, no), answer, line.rules, words, cards=cards,
                    mistake_keys=((other, code),))


# --- splitting a Stud/8 pot -------------------------------------------------------------------

def _quarter_deck(rng: random.Random, n: int) -> tuple[Card, ...] | None:
    """A deck in live order where a second seat copies the best low's ranks (a quarter, HILO-10.2).

    Positions assume nobody folds (the split drill plays without folds in this case).
    """
    deck = list(shuffled_deck(_pick(rng, 1_000_000)))
    where = [[s, n + s, 2 * n + s, 3 * n + 1 + s, 4 * n + 2 + s, 5 * n + 3 + s, 6 * n + 4 + s]
             for s in range(n)]
    lows = {s: eight_or_better([deck[i] for i in where[s]]) for s in range(n)}
    qualified = [s for s in range(n) if lows[s] is not None]
    if not qualified:
        return None
    best = max(qualified, key=lambda s: lows[s])
    other = _choice(rng, [s for s in range(n) if s != best])
    keep = set(where[best])
    for k, card in enumerate(lows[best].cards):
        twins = [i for i, c in enumerate(deck) if c.rank == card.rank and c != card and i not in keep]
        if not twins:
            return None
        j, i = _choice(rng, twins), where[other][k]
        deck[i], deck[j] = deck[j], deck[i]
        keep.add(i)
    return tuple(deck)


def _split_text(high: Sequence[int], low: Sequence[int] | None, gets: dict[int, int], money) -> str:
    parts = [explain.SPLIT_HIGH.format(seats=seats_name(sorted(high))),
             explain.SPLIT_LOW.format(seats=seats_name(sorted(low))) if low else explain.SPLIT_NO_LOW]
    parts.append(", ".join(explain.SPLIT_GETS.format(seat=seat_name(s), amount=money(a))
                           for s, a in sorted(gets.items()) if a))
    return explain.SPLIT_SEP.join(parts)


def _split_winners(hand: Hand) -> tuple[list[int], list[int] | None, dict[int, int]]:
    """High winners and low winners (None: no low) in odd-chip order, and chips per seat."""
    high = [a.seat for a in hand.awards if a.half is Half.HIGH]
    low = [a.seat for a in hand.awards if a.half is Half.LOW] or None
    gets: dict[int, int] = {}
    for a in hand.awards:
        gets[a.seat] = gets.get(a.seat, 0) + a.amount
    return high, low, gets


def split_answer(hand: Hand) -> str:
    """'High: Seat 1 · Low: Seats 2 and 3 · Seat 1 gets $3.60, ...' for a finished Stud/8 hand."""
    if hand.game is not STUD8 or not hand.is_over or not hand.showdown_order or len(hand.pots) != 1:
        raise ValueError(_("split_answer reads a Stud/8 hand that ended in a showdown with one pot."))
    high, low, gets = _split_winners(hand)
    return _split_text(high, low, gets, hand.structure.money)


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


def _split(seed: int, rng: random.Random, game: Game, rules: Rules) -> Question:
    shape = _pick(rng, 4)   # 0: a quarter attempt; else a random showdown
    structure = _DOLLARS if _pick(rng, 2) else Structure()
    hand = None
    for _attempt in range(_ATTEMPTS):
        n = 2 + _pick(rng, 5)
        deck = _quarter_deck(rng, n) if shape == 0 else None
        if shape == 0 and deck is None:
            continue
        candidate = _deal(rng, game, rules, players=n, structure=structure, deck=deck)
        _play_to(candidate, rng, 9, fold=0.0 if shape == 0 else 0.1, aggression=0.15)
        if candidate.showdown_order:
            hand = candidate
            break
    if hand is None:  # pragma: no cover
        raise RuntimeError("no deal reached a showdown")
    money = hand.structure.money
    pot = sum(a.amount for a in hand.awards)
    high, low, gets = _split_winners(hand)
    answer = split_answer(hand)

    cards = {s: hand.cards(s) for s in hand.showdown_order}
    highs = sorted(cards, key=lambda s: high_hand(cards[s]), reverse=True)
    lows = sorted((s for s in cards if eight_or_better(cards[s]) is not None),
                  key=lambda s: eight_or_better(cards[s]), reverse=True)
    candidates: list[tuple[list[int], list[int] | None, dict[int, int], str]] = []
    if low:
        candidates.append((high, None, _allocate(pot, high, None), "scoop_with_low"))
        if pot % 2:
            candidates.append((high, low, _allocate(pot, high, low, odd_to_low=True), "odd_chip_high"))
        if len(low) > 1:
            candidates.append((high, low[:1], _allocate(pot, high, low[:1]), "quarter"))
        others = [s for s in lows if s not in low]
        if others:
            candidates.append((high, others[:1], _allocate(pot, high, others[:1]), "low_reading"))
    else:
        razz_best = max(cards, key=lambda s: low_hand(cards[s]))
        candidates.append((high, [razz_best], _allocate(pot, high, [razz_best]), "no_qualifier"))
    if len(high) > 1 or len(low or []) > 1:
        flipped_high, flipped_low = list(reversed(high)), list(reversed(low)) if low else None
        candidates.append((high, low, _allocate(pot, flipped_high, flipped_low), "odd_chip_t5"))
    second = next((s for s in highs if s not in high), None)
    if second is not None:
        candidates.append(([second], low, _allocate(pot, [second], low), "high_reading"))
    wrong: dict[str, tuple[tuple, str]] = {}     # English words -> (high, low, chips; mistake)
    for h, lo, g, code in candidates:
        text = _split_text(h, lo, g, money)
        if text != answer and text not in wrong:
            wrong[text] = ((h, lo, g), code)
    picked = _shuffle(rng, list(wrong))[:3]   # in the order made, not by their words
    shown = _shuffle(rng, [(answer, (high, low, gets))] + [(key, wrong[key][0]) for key in picked])
    found = hand.events
    lines = [i for i, e in enumerate(found) if {"HILO-10.1", "HILO-10.2", "HILO-10.3"} & set(e.rules)]
    rules_cited = tuple(dict.fromkeys(r for i in lines for r in found[i].rules))
    shows = [i for i, e in enumerate(found) if isinstance(e, events.HandShown)]

    def words() -> _Words:
        log = hand.log
        # The chip size decides the odd chips ($1 chips split $283 as $142/$141): the prompt says it.
        prompt = explain.DRILL_PROMPTS["split"].format(game=game.name, chip=money(1))
        return _Words(prompt, tuple(_split_text(*split, money) for _key, split in shown),
                      " ".join(str(log[i]) for i in lines), tuple(str(log[i]) for i in shows))

    return Question("split", seed, game, tuple(key for key, _split in shown), answer, rules_cited, words,
                    hand=hand, mistake_keys=tuple((key, wrong[key][1]) for key in picked))


def final_test_plan(seed: int, n: int) -> list[tuple[str, Game]]:
    """A fixed mix of kinds and games: every kind once before any twice, games in rotation."""
    rng = random.Random(f"studlib-final:{seed}")
    plan: list[tuple[str, Game]] = []
    rotation = [STUD, STUD8, RAZZ]
    while len(plan) < n:
        kinds = list(KINDS)
        for i in range(len(kinds) - 1, 0, -1):
            j = int(rng.random() * (i + 1))
            kinds[i], kinds[j] = kinds[j], kinds[i]
        for kind in kinds:
            allowed = games_for(kind)
            game = next((g for g in rotation if g in allowed), allowed[0])
            rotation.remove(game)
            rotation.append(game)
            plan.append((kind, game))
    return plan[:n]


def final_test_questions(seed: int, n: int, rules: Rules | None = None) -> list[Question]:
    """The questions of final test number `seed` with n questions (the same everywhere)."""
    return [make_question(kind, seed * 100 + i, game, rules) for i, (kind, game) in
            enumerate(final_test_plan(seed, n))]


_MAKERS = {
    "bring_in": _bring_in,
    "first_to_act": _first_to_act,
    "legal_actions": _legal_actions,
    "shows_first": _shows_first,
    "read_low": _read_low,
    "low_qualifies": _low_qualifies,
    "split": _split,
}
