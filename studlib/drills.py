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
from typing import NamedTuple

from . import events, explain
from .cards import Card, shuffled_deck
from .explain import LogLine, OptionsCase, seat_name, seats_name
from .games import RAZZ, STUD, STUD8, Game, low_rank
from .hand import Action, ActionKind, Hand
from .hands import HandValue, eight_or_better, low_hand
from .i18n import _, current_language
from .mistakes import Mistake, action_mistakes, low_mistakes, split_mistakes
from .pots import Half
from .practice import SHOWDOWN_STAGE, play_to_street, pointer_events
from .rules import Rules, Structure, default_stack
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

__all__ = ["KINDS", "DEALER_KINDS", "SEAT_KINDS", "LOW_KINDS", "KIND_RULES", "KIND_FAMILY", "Question", "Option",
           "Split", "make_question", "seat_quiz_question",
           "games_for", "check_drill", "options_answer", "split_answer", "split_of",
           "final_test_plan", "final_test_questions"]

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
_ATTEMPTS = 200                             # deals tried before a situation is found


class Split(NamedTuple):
    """A split drill's option: who wins the high half, who the low (None: nobody qualifies), and the
    chips each seat gets; seats in order, seats that get nothing left out, so equal splits are equal."""

    high: tuple[int, ...]
    low: tuple[int, ...] | None
    gets: tuple[tuple[int, int], ...]

    @classmethod
    def of(cls, high: Sequence[int], low: Sequence[int] | None, gets: dict[int, int]) -> Split:
        return cls(tuple(sorted(high)), tuple(sorted(low)) if low else None,
                   tuple((s, a) for s, a in sorted(gets.items()) if a))


# An option is a value, the same in every language: a seat (bring_in, first_to_act, shows_first),
# the actions a player may take (legal_actions), a low hand or None (read_low), whether the low
# qualifies (low_qualifies), a Split (split). Question.words_of(option) says it in the language in force.
Option = int | tuple[Action, ...] | HandValue | bool | Split | None


class _Words(NamedTuple):
    """A question's text in one language."""

    prompt: str
    options: tuple[str, ...]     # in the order shown, one per Question.options
    explanation: str
    # The log lines that set the scene: this street's steps (legal_actions), seventh street
    # (shows_first), the hands shown (split).
    context: tuple[str, ...] = ()


@dataclass(frozen=True)
class Question:
    """One drill question: what to show, the options, the engine's answer and its explanation.

    `options` and `answer` are values (see Option), decided by the seed alone: a deal number asks
    the same question in every language, and equal options are equal (and hash alike) in any.
    `hand` is the deal at the moment asked (None for card-only kinds); `cards` the cards to read
    for read_low / low_qualifies; `mistakes` pairs each distractor with the misconception it
    stands for (studlib.mistakes).

    The words (prompt, option words, explanation, context) are written when they are read, in the
    language in force: a question dealt in English reads in French after
    ``studlib.use_language("fr")``.
    """

    kind: str
    seed: int
    game: Game
    options: tuple[Option, ...]
    answer: Option
    rules: tuple[str, ...]
    writer: Callable[[], _Words] = field(compare=False, repr=False)
    hand: Hand | None = field(default=None, compare=False, repr=False)
    cards: tuple[Card, ...] = ()
    mistakes: tuple[tuple[Option, Mistake], ...] = ()
    _cache: dict = field(default_factory=dict, compare=False, repr=False)

    def _text(self) -> _Words:
        code = current_language()
        if code not in self._cache:
            self._cache[code] = self.writer()
        return self._cache[code]

    @property
    def prompt(self) -> str:
        return self._text().prompt

    @property
    def option_words(self) -> tuple[str, ...]:
        """The options' words in the language in force, in the order shown."""
        return self._text().options

    def words_of(self, option: Option) -> str:
        """One option's words in the language in force (ValueError if it is not an option)."""
        return self._text().options[self.options.index(option)]

    @property
    def answer_words(self) -> str:
        return self.words_of(self.answer)

    @property
    def explanation(self) -> str:
        return self._text().explanation

    @property
    def context(self) -> tuple[str, ...]:
        return self._text().context

    @property
    def seat_options(self) -> tuple[int, ...]:
        """The seats offered, for seat questions (else ())."""
        return self.options if self.kind in SEAT_KINDS else ()

    @property
    def answer_seat(self) -> int | None:
        """The seat of the answer for seat questions, else None."""
        return self.answer if self.kind in SEAT_KINDS else None

    def mistake(self, option: Option) -> Mistake | None:
        """The misconception a distractor stands for (None: the answer, or none known)."""
        return next((m for o, m in self.mistakes if o == option), None)


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
    # The options are values, so the question is the same in every language; its words are
    # written when read, in the language then in force.
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

    return Question(kind, seed, game, seats, answer, hand.events[line].rules, words, hand=hand)


def _last_event(hand: Hand, kind: type[events.Event]) -> int:
    """The index of the hand's last event of this type: hand.log[i] says it."""
    found = hand.events
    return next(i for i in range(len(found) - 1, -1, -1) if isinstance(found[i], kind))


def _bring_in(seed: int, rng: random.Random, game: Game, rules: Rules) -> Question:
    hand = _deal(rng, game, rules)
    line = _last_event(hand, events.BringInDue)

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
    line = _last_event(hand, events.FirstToAct)

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


def seat_quiz_question(kind: str, game: Game, players: int, seed: int, street: int = 4,
                       rules: Rules | None = None) -> Question:
    """A seat quiz's question (studlib.widgets.SeatQuiz): deal number `seed` dealt as the mini-deal
    deals it (studlib.practice), played passively to the moment asked; every seat is offered."""
    if kind not in SEAT_KINDS:
        raise ValueError(_("Unknown quiz kind {value!r}: choose 'bring_in', 'first_to_act' or "
                           "'shows_first'.").format(value=kind))
    if kind == "first_to_act" and (isinstance(street, bool) or street not in (4, 5, 6, 7)):
        raise ValueError(_("A first-to-act quiz is about fourth to seventh street (4 to 7), not {value!r}.").format(
            value=street))
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 8:
        raise ValueError(_("A stud table seats 2 to 8 players, not {value!r} (GEN-1.4).").format(value=players))
    hand = Hand(game, [default_stack(Structure())] * players, rules=rules or Rules.online(), seed=seed)
    play_to_street(hand, {"bring_in": 3, "first_to_act": street, "shows_first": SHOWDOWN_STAGE}[kind])
    if kind == "bring_in":
        answer = hand.bring_in_seat
    elif kind == "first_to_act":
        if street not in hand.first_to_act:  # a community card round without betting (T-9)
            raise ValueError(_("Nobody bets on {street} in this deal (a community card with option T-9 off): "
                               "ask about another street or keep T-9 on.").format(street=_street_words(street)))
        answer = hand.first_to_act[street]
    else:
        answer = hand.showdown_order[0]

    def prompt() -> str:
        return explain.DRILL_PROMPTS[kind].format(game=game.name, street=_street_words(street))
    return _seat_question(kind, seed, game, hand, range(players), answer, pointer_events(hand)[0], prompt)


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
    answer = tuple(opts)
    reason = _options_reason(hand, opts)
    free_fold = len(opts) < len(hand.legal_actions())
    wrong: dict[tuple, tuple[tuple[Action, ...], Mistake]] = {}   # what is said -> (actions, mistake)
    for actions, mistake in action_mistakes(hand, opts, case):
        said = _said(actions)
        if said != _said(answer) and said not in wrong:
            wrong[said] = (tuple(actions), mistake)
    picked = _shuffle(rng, list(wrong.values()))[:3]   # in the order made
    shown = _shuffle(rng, [answer] + [actions for actions, _mistake in picked])
    seat, street = hand.to_act, hand.street
    # The context: this street's steps so far (who bet, who called), the key to what may be done now.
    steps = range(1 + max((i for i, e in enumerate(hand.events)
                           if isinstance(e, (events.StreetDealt, events.CommunityCard))), default=0), len(hand.events))

    def words() -> _Words:
        prompt = explain.DRILL_PROMPTS["legal_actions"].format(
            game=game.name, street=_street_words(street), seat=explain.Seat(seat))
        explanation = _("{seat} may {options}. {reason}").format(
            seat=explain.Seat(seat), options=explain.option_list(opts, st.money), reason=str(reason()))
        if free_fold:
            explanation += " " + explain.FREE_FOLD_NOTE
        log = hand.log
        return _Words(prompt, tuple(explain.option_list(actions, st.money) for actions in shown), explanation,
                      tuple(str(log[i]) for i in steps))

    return Question("legal_actions", seed, game, tuple(shown), answer, reason().rules, words, hand=hand,
                    mistakes=tuple(picked))


def _said(actions: Sequence[Action]) -> tuple:
    """What a dealer names of each action (explain.action_words): two option lists that read alike
    are one option, whatever chips the engine counts behind them."""
    quiet = (ActionKind.FOLD, ActionKind.CHECK)
    return tuple((a.kind, 0 if a.kind in quiet else a.chips_named, a.all_in) for a in actions)


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
    answer = None if value is None else low_hand(value.cards)   # every option an ace-to-five low
    picked = low_mistakes(cards, value, hi_lo)[:3]
    shown = _shuffle(rng, [answer] + [low for low, _mistake in picked])
    line = explain.low_reading(cards, value, hi_lo)

    def words() -> _Words:
        return _Words(explain.DRILL_PROMPTS["read_low"].format(game=game.name),
                      tuple(_low_name(v) for v in shown), str(explain.low_reading(cards, value, hi_lo)))

    return Question("read_low", seed, game, tuple(shown), answer, line.rules, words, cards=cards,
                    mistakes=tuple(picked))


def _low_qualifies(seed: int, rng: random.Random, game: Game, rules: Rules) -> Question:
    cards = _low_cards(rng, _pick(rng, 2) == 0)
    value = eight_or_better(cards)
    qualifies = value is not None
    line = explain.low_reading(cards, value, True)
    mistake = Mistake.DOES_QUALIFY if qualifies else Mistake.NO_LOW_HAND

    def words() -> _Words:
        return _Words(explain.DRILL_PROMPTS["low_qualifies"].format(game=game.name),
                      (explain.QUALIFIES_YES, explain.QUALIFIES_NO), str(explain.low_reading(cards, value, True)))

    return Question("low_qualifies", seed, game, (True, False), qualifies, line.rules, words, cards=cards,
                    mistakes=((not qualifies, mistake),))


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


def _split_text(split: Split, money) -> str:
    """'High: Seat 1 · Low: Seats 2 and 3 · Seat 1 gets $3.60, ...' in the language in force."""
    parts = [explain.SPLIT_HIGH.format(seats=seats_name(split.high)),
             explain.SPLIT_LOW.format(seats=seats_name(split.low)) if split.low else explain.SPLIT_NO_LOW]
    parts.append(", ".join(explain.SPLIT_GETS.format(seat=seat_name(s), amount=money(a)) for s, a in split.gets))
    return explain.SPLIT_SEP.join(parts)


def _split_winners(hand: Hand) -> tuple[list[int], list[int] | None, dict[int, int]]:
    """High winners and low winners (None: no low) in odd-chip order, and chips per seat."""
    high = [a.seat for a in hand.awards if a.half is Half.HIGH]
    low = [a.seat for a in hand.awards if a.half is Half.LOW] or None
    gets: dict[int, int] = {}
    for a in hand.awards:
        gets[a.seat] = gets.get(a.seat, 0) + a.amount
    return high, low, gets


def split_of(hand: Hand) -> Split:
    """Who won each half of a finished Stud/8 hand and the chips each seat got."""
    if hand.game is not STUD8 or not hand.is_over or not hand.showdown_order or len(hand.pots) != 1:
        raise ValueError(_("split_answer reads a Stud/8 hand that ended in a showdown with one pot."))
    return Split.of(*_split_winners(hand))


def split_answer(hand: Hand) -> str:
    """'High: Seat 1 · Low: Seats 2 and 3 · Seat 1 gets $3.60, ...' for a finished Stud/8 hand."""
    return _split_text(split_of(hand), hand.structure.money)


# The events that say how a Stud/8 pot was split (HILO-10.1 to HILO-10.3).
_SPLIT_EVENTS = (events.OddChipToHigh, events.PotAwarded, events.Scooped)


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
    high, low, _gets = _split_winners(hand)
    answer = split_of(hand)
    wrong: dict[Split, Mistake] = {}
    for h, lo, g, mistake in split_mistakes(hand, high, low, pot):
        split = Split.of(h, lo, g)
        if split != answer and split not in wrong:
            wrong[split] = mistake
    picked = _shuffle(rng, list(wrong.items()))[:3]   # in the order made
    shown = _shuffle(rng, [answer] + [split for split, _mistake in picked])
    found = hand.events
    lines = [i for i, e in enumerate(found) if isinstance(e, _SPLIT_EVENTS)]
    rules_cited = tuple(dict.fromkeys(r for i in lines for r in found[i].rules))
    shows = [i for i, e in enumerate(found) if isinstance(e, events.HandShown)]

    def words() -> _Words:
        log = hand.log
        # The chip size decides the odd chips ($1 chips split $283 as $142/$141): the prompt says it.
        prompt = explain.DRILL_PROMPTS["split"].format(game=game.name, chip=money(1))
        return _Words(prompt, tuple(_split_text(split, money) for split in shown),
                      " ".join(str(log[i]) for i in lines), tuple(str(log[i]) for i in shows))

    return Question("split", seed, game, tuple(shown), answer, rules_cited, words, hand=hand,
                    mistakes=tuple(picked))


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
