"""The next question for a learner's weak rules: which rule to aim at, and a drill question that tests it.

The choice behind "Practice my weak rules" (studlib.widgets.practice draws it), read from the
learner's record (studlib.progress) and asked through the drill kinds that test a rule
(drills.KIND_RULES) until a question cites it; now and then a question from any kind, so rules
never asked yet come up too. Seeded: the same record, seed and number give the same question.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .drills import KIND_RULES, KINDS, Question, games_for, make_question
from .games import RAZZ, STUD, STUD8
from .i18n import _
from .progress import Progress
from .rules import Rules

__all__ = ["FOCUS", "DRILLED", "question_for_rule", "weak_targets", "WeakPick", "next_pick"]

FOCUS = 0.8          # share of questions aimed at a weak rule; the rest explore any kind
_TRIES = 80          # questions tried before settling for one that does not cite the rule
_WEIGHTS = (3, 2, 1)  # the weakest rule is asked three times as often as the third
_GAME_OF_PREFIX = {"STUD": STUD, "HILO": STUD8, "RAZZ": RAZZ}
DRILLED = frozenset(rule for rules in KIND_RULES.values() for rule in rules)


def question_for_rule(rule: str, rng: random.Random, rules: Rules | None = None) -> Question:
    """A drill question that tests `rule`, from the kinds that can ask about it (seeded by rng)."""
    kinds = [k for k in KINDS if rule in KIND_RULES[k]]
    if not kinds:
        raise ValueError(_("No drill asks about {rule}: the drills test {rules}.").format(
            rule=rule, rules=", ".join(sorted(DRILLED))))
    game = _GAME_OF_PREFIX.get(rule.split("-")[0])
    base = int(rng.random() * 1_000_000)
    q = None
    for i in range(_TRIES):
        kind = kinds[i % len(kinds)]
        q = make_question(kind, base + i, game if game in games_for(kind) else None, rules)
        if rule in q.rules:
            return q
    return q  # pragma: no cover - every listed rule comes up within a few seeds (tests/test_drills.py)


def weak_targets(progress: Progress) -> list[str]:
    """The weak rules a question may aim at: missed at least once or due, drilled, weakest first (3 at most)."""
    due = set(progress.due())
    weak = [r for r in progress.weakest(len(progress.rules)) if progress.rules[r].misses or r in due]
    return [r for r in weak if r in DRILLED][:len(_WEIGHTS)]


@dataclass(frozen=True)
class WeakPick:
    """The next question and why it is asked: the weak rule it aims at (None: any kind, to explore)."""

    question: Question
    rule: str | None = None


def next_pick(progress: Progress, seed: int, number: int, rules: Rules | None = None) -> WeakPick:
    """Question `number` of a practice seeded by `seed`: FOCUS of the time aimed at a weak rule
    (weighted 3, 2, 1 from the weakest), else a question of any kind."""
    rng = random.Random(f"studlib-weak:{seed}:{number}")
    targets = weak_targets(progress)
    if targets and rng.random() < FOCUS:
        rule = rng.choices(targets, weights=_WEIGHTS[:len(targets)])[0]
        return WeakPick(question_for_rule(rule, rng, rules), rule)
    kind = KINDS[int(rng.random() * len(KINDS))]
    return WeakPick(make_question(kind, int(rng.random() * 1_000_000), None, rules))
