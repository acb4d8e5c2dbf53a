"""A final test's results code, and a class's results read from many codes, without a server.

    r = Results(test=2026, rules="online", right=(True, False, ...))   # one learner's answers
    code = r.code()            # '7K2B-...' short, with the share codes' check character
    Results.from_code(code) == r
    ClassReport.read([code, ...]).rules_missed()   # [(rule, missed, asked), ...] most missed first

The code holds the test number, its preset and one bit per question (right or not); the
questions themselves are dealt again from the test number (studlib.drills.final_test_questions),
so the score per family of rules and the rules each question tests follow from it. It uses the
share codes' Crockford base 32 and CRC check (studlib.scenario); a mistyped code is refused
as a results code. A class may mix test numbers (each learner gets one by default): each
different test is dealt again once per report, for every code of that test, and a report reads
at most MAX_TESTS different tests (each costs some 20-50 ms to deal again; a class of
learners who share one test number can be any size). The same code pasted twice counts once.

A code is the learner's own report, not proof: it is made on the learner's machine by this open
code, and the check character only catches a mistyped code. Lesson 18 and docs/teaching.md say
so, and what to use for a graded test (a supervised room, or grading on a hub's server side).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property

from .catalogue import FAMILIES, RULES, family_of
from .drills import KIND_FAMILY, Question, final_test_questions
from .i18n import _
from .rules import Rules, RulesPreset
from .scenario import CodeBits, ScenarioError, decode_code, encode_code

__all__ = ["Results", "ClassReport", "PRESETS", "MAX_TESTS"]

_TAG = 6             # first 3 bits: scenario share codes start with their version (1)
_VERSION = 1
PRESETS = tuple(RulesPreset)    # a results code keeps the index of its preset: online 0, cardroom 1, ...
_MAX_QUESTIONS = 50
MAX_TESTS = 50       # different final tests in one class report: each is dealt again once
# The shortest results code, in characters: test 0 with one answer is 20 bits, with the 10-bit
# check 30 bits, 5 bits a character.
_SHORTEST = 6


@dataclass(frozen=True)
class Results:
    """One learner's final test: its number, its rules preset, and which answers were right."""

    test: int
    rules: RulesPreset      # or its name, 'online'
    right: tuple[bool, ...]

    def __post_init__(self) -> None:
        if isinstance(self.test, bool) or not isinstance(self.test, int) or not 0 <= self.test < 2**32:
            raise ScenarioError(_("A final test number is a whole number from 0 to {top}, not {test!r}.").format(
                top=2**32 - 1, test=self.test))
        if self.rules not in PRESETS:
            raise ScenarioError(_("A results code keeps one of the presets {presets}, not {rules!r}.").format(
                presets=", ".join(PRESETS), rules=self.rules))
        object.__setattr__(self, "rules", RulesPreset(self.rules))   # 'online' and RulesPreset.ONLINE alike
        if not 1 <= len(self.right) <= _MAX_QUESTIONS or not all(isinstance(x, bool) for x in self.right):
            raise ScenarioError(_("A results code holds 1 to {most} answers, each right (True) or not (False), "
                                  "not {right!r}.").format(most=_MAX_QUESTIONS, right=self.right))

    @property
    def n(self) -> int:
        return len(self.right)

    @property
    def score(self) -> int:
        return sum(self.right)

    def code(self) -> str:
        """The short code a learner reads out or pastes to the teacher."""
        bits = CodeBits()
        bits.put(_TAG, 3)
        bits.put(_VERSION, 2)
        bits.number(self.test)
        bits.put(PRESETS.index(self.rules), 2)
        bits.put(self.n - 1, 6)
        for r in self.right:
            bits.put(r, 1)
        return _group(encode_code(bits))

    @classmethod
    def from_code(cls, code: str) -> Results:
        """The results a code stands for; a mistyped code raises ScenarioError (a ValueError)."""
        if isinstance(code, str) and len(re.sub(r"[\s\-]", "", code)) < _SHORTEST:
            # "hello" is a word, not a code with a mistyped character: say what a code looks like.
            raise ScenarioError(_("{code!r} is not a results code: a results code has at least {n} letters "
                                  "and digits, such as '2FS5-ZTGB-ZQR', and the final test shows it with "
                                  "the score.").format(code=code, n=_SHORTEST))
        bits = decode_code(code, given_by="learner")
        if bits.get(3) != _TAG:
            raise ScenarioError(_("This is a share code for a deal, not a final test's results code."))
        version = bits.get(2)
        if version != _VERSION:
            raise ScenarioError(_("This results code was made by a newer studlib (format {version}); "
                                  "this one reads format {known}.").format(version=version, known=_VERSION))
        test = bits.number()
        preset = bits.get(2)
        if preset >= len(PRESETS):
            raise ScenarioError(_("This results code names no rules preset: check it was copied whole."))
        n = bits.get(6) + 1
        return cls(test, PRESETS[preset], tuple(bool(bits.get(1)) for _ in range(n)))

    @property
    def dealt_as(self) -> tuple[int, str, int]:
        """What decides the questions: the test number, the preset and how many questions."""
        return self.test, self.rules, self.n

    def questions(self) -> list[Question]:
        """The test's questions, dealt again from its number."""
        return final_test_questions(self.test, self.n, Rules.preset(self.rules))

    def by_family(self, questions: Sequence[Question | _Asked] | None = None) -> dict[str, tuple[int, int]]:
        """Family -> (right, asked), families in catalogue order, only those the test asked.

        A question counts in the family of each rule it tests (an options question on third
        street tests the bring-in too), so these scores agree with the rules missed."""
        qs = questions if questions is not None else self.questions()
        right, asked = Counter(), Counter()
        for q, ok in zip(qs, self.right):
            families = {family_of(rule) for rule in q.rules} - {None}
            for family in families or {KIND_FAMILY[q.kind]}:
                asked[family] += 1
                right[family] += ok
        return {f: (right[f], asked[f]) for f in FAMILIES if asked[f]}


def _group(code: str) -> str:
    """'7K2B-Q0XM-...': groups of four are easier to read out; the dashes are ignored when read."""
    return "-".join(code[i:i + 4] for i in range(0, len(code), 4))


@dataclass(frozen=True)
class _Asked:
    """What a class report needs of one question: its kind and the rules it tests."""

    kind: str
    rules: tuple[str, ...]


@dataclass(frozen=True)
class ClassReport:
    """Many learners' results of one final test: families and rules the class misses most."""

    results: tuple[Results, ...]

    def __post_init__(self) -> None:
        tests = len({r.dealt_as for r in self.results})
        if tests > MAX_TESTS:
            raise ScenarioError(_("These results come from {count} different final tests; a class report reads "
                                  "up to {limit} at once (each test is dealt again). Read them in groups, or "
                                  "give the class one test number.").format(count=tests, limit=MAX_TESTS))

    @classmethod
    def read(cls, codes: Iterable[str]) -> ClassReport:
        """Read codes (one per learner); the first bad one raises ScenarioError naming it. The
        same code twice (however it is typed) is one learner's, counted once."""
        return cls(tuple(dict.fromkeys(Results.from_code(c) for c in codes)))

    @property
    def tests(self) -> tuple[int, ...]:
        """The final test numbers the class took, each once, in the order read."""
        return tuple(dict.fromkeys(r.test for r in self.results))

    @cached_property
    def _dealt(self) -> dict[tuple[int, str, int], tuple[_Asked, ...]]:
        """Each different test's questions (kind and rules), dealt again once for the report:
        every code of that test, and by_family and rules_missed alike, read the same deal."""
        dealt: dict[tuple[int, str, int], tuple[_Asked, ...]] = {}
        for r in self.results:
            if r.dealt_as not in dealt:
                dealt[r.dealt_as] = tuple(_Asked(q.kind, q.rules) for q in r.questions())
        return dealt

    def _questions(self) -> dict[Results, tuple[_Asked, ...]]:
        """Each learner's questions (their test's, dealt once)."""
        return {r: self._dealt[r.dealt_as] for r in self.results}

    def by_family(self) -> dict[str, tuple[int, int]]:
        """Family -> (right, asked) over the whole class."""
        if not self.results:
            return {}
        questions = self._questions()
        total: dict[str, list[int]] = {}
        for r in self.results:
            for f, (right, asked) in r.by_family(questions[r]).items():
                t = total.setdefault(f, [0, 0])
                t[0] += right
                t[1] += asked
        return {f: (t[0], t[1]) for f, t in total.items()}

    def rules_missed(self) -> list[tuple[str, int, int]]:
        """(rule ID, times missed, times asked) for every rule the test asked, most missed first
        (then the higher share missed, then catalogue order)."""
        if not self.results:
            return []
        missed, asked = Counter(), Counter()
        for r, questions in self._questions().items():
            for q, ok in zip(questions, r.right):
                for rule in q.rules:
                    asked[rule] += 1
                    missed[rule] += not ok
        order = list(RULES)
        return sorted(((r, missed[r], asked[r]) for r in asked),
                      key=lambda t: (-t[1], -t[1] / t[2], order.index(t[0])))
