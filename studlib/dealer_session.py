"""A dealer drill session without a UI: the questions in order, each answer and its time, the
score and the results code the trainee hands in (studlib.widgets.DealerDrill is its view).

    session = DealerSession("pot", seed=2026, time_limit="exam", errors="at_end")
    session.answer(["$38"], seconds=6.5)     # a Verdict, or None when a text was not read
    session.next()
    session.score(), session.results().code()

Time limits (WCAG 2.2.1): off (None), 'relaxed' (60 s), 'exam' (20 s) or 5 to 600 seconds.
Nothing is lost when the time runs out: the answer is marked late, never wrong. With
errors='at_end' nothing says whether an answer was right before the session ends.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from statistics import median

from .dealer import DEALER_KINDS, DealerQuestion, Verdict, dealer_games_for
from .drills import make_question
from .games import Game, game_named
from .i18n import _
from .practice import table_rules
from .results import MAX_SESSION, DealerResults
from .rules import Rules

__all__ = ["DealerSession", "Corrections", "Answered", "SessionScore", "TIME_LIMITS", "LIMIT_RANGE",
           "check_time_limit"]

TIME_LIMITS = {"relaxed": 60.0, "exam": 20.0}   # seconds a question
LIMIT_RANGE = (5, 600)


class Corrections(StrEnum):
    """When the corrections come: with each answer, or all at the end (as a timed exam)."""

    AT_ONCE = "at_once"
    AT_END = "at_end"


@dataclass(frozen=True)
class Answered:
    """One question of the session: the verdict (None: skipped, not answered) and what was typed."""

    question: DealerQuestion
    verdict: Verdict | None
    typed: tuple[str, ...]


@dataclass(frozen=True)
class SessionScore:
    """Right, answered and late answers so far, and the median seconds of the answers."""

    right: int
    answered: int
    late: int
    median: float


def check_time_limit(value: object) -> float | None:
    """None, 'relaxed', 'exam' or 5 to 600 seconds, as seconds; anything else is a ValueError."""
    if value is None:
        return None
    if isinstance(value, str) and value in TIME_LIMITS:
        return TIME_LIMITS[value]
    if isinstance(value, (int, float)) and not isinstance(value, bool) and LIMIT_RANGE[0] <= value <= LIMIT_RANGE[1]:
        return float(value)
    raise ValueError(_("time_limit is None (off), 'relaxed', 'exam' or a number of seconds from 5 to 600, "
                       "not {value!r}.").format(value=value))


def _check_kinds(kind: object, game: Game | None) -> tuple[str, ...]:
    """The kinds asked in turn (None: every kind), those of them the game has."""
    kinds = (DEALER_KINDS if kind is None else (kind,) if isinstance(kind, str)
             else tuple(kind) if isinstance(kind, (list, tuple)) else ("?",))
    if kinds and all(k in DEALER_KINDS for k in kinds) and game is not None:
        kinds = tuple(k for k in kinds if game in dealer_games_for(k)) or ("?",)
    if not kinds or any(k not in DEALER_KINDS for k in kinds):
        raise ValueError(_("kind is one of {kinds}, a list of them, or None for a mix, not {value!r}.").format(
            kinds=", ".join(DEALER_KINDS), value=kind))
    return kinds


class DealerSession:
    """`size` dealer questions, the kinds in turn, from deal number `seed`; the answers and times."""

    def __init__(self, kind: str | Sequence[str] | None = None, game: Game | str | None = None, seed: int = 1,
                 rules: Rules | str | None = None, *, time_limit: float | str | None = None,
                 errors: str = "at_once", size: int = 10) -> None:
        self.game = game_named(game) if game is not None else None
        self.kinds = _check_kinds(kind, self.game)
        self.rules = table_rules(rules)
        self.time_limit = check_time_limit(time_limit)
        if errors not in tuple(Corrections):
            raise ValueError(_("errors is 'at_once' or 'at_end', not {value!r}.").format(value=errors))
        self.errors = Corrections(errors)
        if isinstance(size, bool) or not isinstance(size, int) or not 1 <= size <= MAX_SESSION:
            raise ValueError(_("session is a whole number of questions from 1 to {most}, not {value!r}.").format(
                most=MAX_SESSION, value=size))
        self.size = size
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**32 - MAX_SESSION:
            raise ValueError(_("A deal number is a whole number from 0 to {high}, not {value!r}.").format(
                high=2**32 - MAX_SESSION - 1, value=seed))
        self.start(seed)

    def start(self, seed: int) -> None:
        """A new session from deal number `seed`: the same number asks the same questions everywhere."""
        self.seed, self.index = seed, 0
        self.answers: list[Answered] = []
        self._ask()

    def new_session(self) -> None:
        """The next session: the deal numbers after this one's."""
        self.start(self.seed + self.size)

    def _ask(self) -> None:
        kind = self.kinds[(self.seed + self.index) % len(self.kinds)]
        self.question = make_question(kind, self.seed + self.index, self.game, self.rules)
        self.verdict: Verdict | None = None
        self.typed: tuple[str, ...] = ()
        self.unread: Verdict | None = None      # the last answer, when a text in it was not read

    @property
    def over(self) -> bool:
        return self.index >= self.size

    @property
    def waiting_for_end(self) -> bool:
        """Corrections at the end, and the last question answered: the answer was taken."""
        return self.errors is Corrections.AT_END and bool(self.answers) and self.answers[-1].verdict is not None

    def answer(self, typed: Sequence[str], seconds: float) -> Verdict | None:
        """Mark one text per blank, taken `seconds` after the question was asked. A text that is
        not an answer of its blank's form is not marked: `unread` says why, the question stays
        and None is returned. With errors='at_end' the session moves on at once."""
        if self.verdict is not None or self.over:
            return self.verdict
        verdict = self.question.check(list(typed), seconds=max(0.0, seconds), limit=self.time_limit)
        if not verdict.complete:
            self.unread = verdict
            return None
        self.unread = None
        self.verdict, self.typed = verdict, tuple(typed)
        self.answers.append(Answered(self.question, verdict, self.typed))
        if self.errors is Corrections.AT_END:
            self.next()
        return verdict

    def next(self) -> None:
        """The next question (one left unanswered counts as not answered, not wrong)."""
        if self.over:
            return
        if self.verdict is None:
            self.answers.append(Answered(self.question, None, ()))
        self.index += 1
        if not self.over:
            self._ask()

    def score(self) -> SessionScore:
        """The session so far."""
        done = [a.verdict for a in self.answers if a.verdict is not None]
        times = [v.seconds or 0.0 for v in done]
        return SessionScore(sum(v.correct for v in done), len(done), sum(v.late for v in done),
                            median(times) if times else 0.0)

    def results(self) -> DealerResults | None:
        """The session's results per kind, for the results code (None: nothing answered)."""
        return DealerResults.tally(self.seed, ((a.question.kind, a.verdict.correct, a.verdict.late,
                                                a.verdict.seconds or 0.0)
                                               for a in self.answers if a.verdict is not None))
