"""A learner's run through questions, UI-free: which answer counts, the score, the razz ladder, the final test.

    run = DrillRun(lambda: make_question("bring_in", seed))   # what a Drill or a SeatQuiz shows
    run.answer(2)            # Answered(option=2, right=False, first=True): the first answer scores
    sheet = FinalSheet(n=12); sheet.start(2026); sheet.answer(...); sheet.next()
    ladder = Ladder(SEED_003_LADDER, seed=8); ladder.pick("5s 4d 3c 2d Ac")

Scoring is the same everywhere: the first answer to a question (or rung of the ladder) is an
attempt, and it scores when it is right; later answers still get feedback but do not count.
The widgets (studlib.widgets.drills, .quiz) only draw these and say them in words.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from .cards import Card, format_cards, parse_cards
from .drills import KINDS, Option, Question, final_test_questions, games_for
from .games import Game
from .hands import low_hand
from .i18n import _, number
from .mistakes import Mistake, ladder_mistake
from .results import PRESETS as RESULT_PRESETS, Results
from .rules import Rules

__all__ = ["Tally", "Answered", "DrillRun", "check_option", "menu_game", "FinalSheet", "own_test_number",
           "OWN_NUMBERS", "TOP_TEST_NUMBER", "Ladder", "LadderPick", "SEED_003_LADDER"]


@dataclass
class Tally:
    """A run's score: right first answers, questions answered, right in a row, questions skipped."""

    score: int = 0
    attempts: int = 0
    streak: int = 0
    skipped: int = 0

    def count(self, right: bool) -> None:
        """A question's first answer."""
        self.attempts += 1
        self.score += right
        self.streak = self.streak + 1 if right else 0

    def skip(self) -> None:
        """A question left without an answer: not right, not wrong, and the streak starts again."""
        self.skipped += 1
        self.streak = 0


@dataclass(frozen=True)
class Answered:
    """What one answer did: the option (as the question holds it), whether it is right, whether it counts."""

    option: Option
    right: bool
    first: bool


def check_option(q: Question, option: Option) -> Option:
    """The option the learner gave, if it is one of the question's (a seat for seat questions)."""
    # True == 1: a yes/no answer is no seat, and a seat number no yes/no.
    if isinstance(option, bool) == isinstance(q.answer, bool):
        try:
            return q.options[q.options.index(option)]
        except (ValueError, TypeError):
            pass
    raise ValueError(_("{option!r} is not one of the options: {options}.").format(
        option=option, options=_("; ").join(q.option_words)))


class DrillRun:
    """Questions one after another, each from `ask`: the first answer to each scores, later ones only explain."""

    def __init__(self, ask: Callable[[], Question]) -> None:
        self.ask = ask
        self.tally = Tally()
        self.question = ask()
        self.chosen: Option = None
        self.answered = False

    def answer(self, option: Option) -> Answered:
        """The learner picks `option`, one of question.options."""
        option = check_option(self.question, option)
        done = Answered(option, option == self.question.answer, not self.answered)
        if done.first:
            self.answered = True
            self.tally.count(done.right)
        self.chosen = option
        return done

    def next(self, skip: bool = True) -> None:
        """The next question; an unanswered one counts as skipped (`skip`: the learner moved on)."""
        if skip and not self.answered:
            self.tally.skip()
        self.question = self.ask()
        self.chosen, self.answered = None, False


def menu_game(kind: str, game: Game | None) -> Game | None:
    """The game a drill menu asks about for `kind`: `game` if the kind allows it, the only game a
    kind allows, else None (any game)."""
    allowed = games_for(kind)
    if len(allowed) == 1:
        return allowed[0]
    return game if game in allowed else None


# --- the final test ------------------------------------------------------------------------

# A test number of one's own: six digits, easy to read out to the teacher or to type again.
OWN_NUMBERS = range(100_000, 1_000_000)
TOP_TEST_NUMBER = 2**32 - 1      # what a results code can hold


def own_test_number() -> int:
    """A test number for one learner, drawn by the operating system's generator (not seeded):
    neighbours get different tests. The number then deals the same questions everywhere."""
    return secrets.choice(OWN_NUMBERS)


def check_test_number(seed: object) -> int:
    """A final test number: a whole number from 0 to TOP_TEST_NUMBER."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= TOP_TEST_NUMBER:
        raise ValueError(_("{what} is a whole number from {low} to {high}, like 4711; {value!r} is not "
                           "one.").format(what=_("A test number"), low=0, high=format(number(TOP_TEST_NUMBER), ","),
                                          value=seed))
    return seed


class FinalSheet:
    """A final test's answer sheet: n questions dealt from the test number, one answer each, final;
    nothing is graded until the last question is answered."""

    def __init__(self, n: int = 12, rules: Rules | None = None) -> None:
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 50:
            raise ValueError(_("A final test has 1 to 50 questions, not {value!r}.").format(value=n))
        self.n, self.rules = n, rules or Rules.online()
        self.seed: int | None = None
        self.questions: list[Question] = []
        self.index = 0
        self.chosen: list[Option] = [None] * n     # the option given to each question
        self.given = [False] * n                    # which questions are answered (None is an option)

    @property
    def started(self) -> bool:
        return self.seed is not None

    @property
    def finished(self) -> bool:
        return self.started and self.index >= self.n

    def start(self, seed: int | None = None) -> None:
        """Deal test number `seed` (a number of one's own if None); a started test stays as it is."""
        if not self.started:
            self.seed = check_test_number(own_test_number() if seed is None else seed)
            self.questions = final_test_questions(self.seed, self.n, self.rules)

    @property
    def question(self) -> Question:
        if not self.started:
            raise ValueError(_("The test has not started yet: press Start the test first."))
        return self.questions[min(self.index, self.n - 1)]

    @property
    def current_given(self) -> bool:
        return self.started and not self.finished and self.given[self.index]

    def answer(self, option: Option) -> bool:
        """Answer the current question; the first answer is final. Returns whether it is right."""
        if self.finished:
            raise ValueError(_("Final test: finished"))
        option = check_option(self.question, option)
        if not self.given[self.index]:
            self.chosen[self.index], self.given[self.index] = option, True
        return self.chosen[self.index] == self.question.answer

    def next(self) -> bool:
        """On to the next question (or the end) once this one is answered; False if it is not."""
        if not self.current_given:
            return False
        self.index += 1
        return True

    def rights(self) -> list[bool]:
        """Each answered question: right or not."""
        return [g and c == q.answer for g, c, q in zip(self.given, self.chosen, self.questions)]

    @property
    def score(self) -> int:
        return sum(self.rights())

    def by_kind(self) -> dict[str, tuple[int, int]]:
        """kind -> (right, asked), in drill order."""
        out: dict[str, tuple[int, int]] = {}
        for kind in KINDS:
            rights = [r for q, r in zip(self.questions, self.rights()) if q.kind == kind]
            if rights:
                out[kind] = (sum(rights), len(rights))
        return out

    def results(self) -> Results | None:
        """The answers as Results (for the results code); None before the end or with custom rules."""
        if not self.finished or self.rules.name not in RESULT_PRESETS:
            return None
        return Results(self.seed, self.rules.name, tuple(self.rights()))


# --- the razz ladder -----------------------------------------------------------------------

# RAZZ-9.2: seed 003's ladder, worst to best (suits added; some hands are straights or flushes
# on purpose, since those do not count in razz).
SEED_003_LADDER = (
    "3c 3d 3h 5s 5d", "Ks Kh 4d 3c 2s", "2h 2c 7d 6s 5c", "Ad Ac Th 9s 8d",
    "Kh Qs Jd Tc 9h", "Kd Qc Js Th 7c", "9c 8d 7h 6s 5d", "9s 7c 6d 5h 3s",
    "9d 7s 6c 5c Ah", "6h 5h 4h 3h 2h", "6c 4s 3d 2h As", "5s 4d 3c 2d Ac",
)


def stable_shuffle(items: Sequence, seed: int) -> list:
    """Fisher-Yates on Random.random(), the stream Python keeps stable for a seed (as in cards.py)."""
    out = list(items)
    rand = random.Random(seed).random
    for i in range(len(out) - 1, 0, -1):
        j = int(rand() * (i + 1))
        out[i], out[j] = out[j], out[i]
    return out


@dataclass(frozen=True)
class LadderPick:
    """One click on the ladder: the hand, the best hand left then, and the mistake if it was not it."""

    hand: tuple[Card, ...]
    best: tuple[Card, ...]
    mistake: Mistake | None
    first: bool          # the first click on this rung: it scores

    @property
    def right(self) -> bool:
        return self.mistake is None


class Ladder:
    """RAZZ-9.2: shuffled low hands placed from best to worst, one rung at a time."""

    RULE_IDS = ("RAZZ-9.1", "RAZZ-9.2")   # what each rung tests

    def __init__(self, hands: Iterable[str | Sequence[Card]] | None = None, seed: int = 1) -> None:
        if hands is not None and (isinstance(hands, (str, bytes)) or not isinstance(hands, Iterable)):
            raise ValueError(_ladder_error(hands))
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(_("{what} is a whole number from {low} to {high}, like 4711; {value!r} is not "
                               "one.").format(what="seed", low=0, high=number(2**32 - 1), value=seed))
        source = list(hands) if hands is not None else list(SEED_003_LADDER)
        try:
            self.hands = [parse_cards(h) for h in source]
        except ValueError as err:
            raise ValueError(_ladder_error(source) + f" {err}") from None
        if len(self.hands) < 2 or any(len(h) != 5 for h in self.hands):
            raise ValueError(_ladder_error(source))
        self.tally = Tally()
        self.restart(seed)

    def restart(self, seed: int | None = None) -> None:
        """Shuffle the hands again (deal number `seed`) and start an empty ladder; the score carries on."""
        if seed is not None:
            self.seed = seed
        self.order: list[tuple[Card, ...]] = stable_shuffle(self.hands, self.seed)
        self.remaining: list[tuple[Card, ...]] = list(self.order)
        self.placed: list[tuple[Card, ...]] = []
        self.last: LadderPick | None = None
        self._tried = False

    @property
    def done(self) -> bool:
        return not self.remaining

    def best_left(self) -> tuple[Card, ...]:
        """The best low hand still to place (the first of equal ones in display order)."""
        return max(self.remaining, key=lambda h: low_hand(h))

    def find(self, cards: str | Sequence[Card]) -> tuple[Card, ...]:
        """The hand still to place that is `cards` (the very button's hand, or the same cards)."""
        wanted = set(parse_cards(cards))
        match = next((h for h in self.remaining if h is cards), None) or next(
            (h for h in self.remaining if set(h) == wanted), None)
        if match is None:
            left = _("; ").join(format_cards(h, pretty=True) for h in self.remaining)
            shown = cards if isinstance(cards, str) else format_cards(cards, pretty=True)
            raise ValueError(_("{value!r} is not one of the hands still to place: {left}.").format(
                value=shown, left=left))
        return match

    def pick(self, cards: str | Sequence[Card]) -> LadderPick:
        """The learner clicks the hand `cards`: right if no hand left is a better low."""
        match, best = self.find(cards), self.best_left()
        right = low_hand(match) == low_hand(best)
        self.last = LadderPick(match, best, None if right else ladder_mistake(match, best), not self._tried)
        if self.last.first:
            self.tally.count(right)
        self._tried = not right
        if right:
            del self.remaining[next(i for i, h in enumerate(self.remaining) if h is match)]
            self.placed.append(match)
        return self.last


def _ladder_error(value: object) -> str:
    return _("A ladder needs at least two hands of five cards each, like 'As 2c 3d 4h 5s'; got {value!r}.").format(
        value=value)
