"""Results codes (a final test's, a dealer drill session's) and a class's results read from many
codes, without a server.

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

A dealer drill session (studlib.widgets.DealerDrill) ends with a code of format 2, a
DealerResults: the session's first deal number and, per kind of dealer drill answered, how
many were answered, right and late, and the median time (to a tenth of a second). Nothing is
dealt again to read it. read_code reads either format; codes of format 1 (final test only)
read as before. A report reads at most MAX_CODES lines of codes.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from statistics import median

from .catalogue import FAMILIES, RULES, family_of
from .dealer import DEALER_KINDS
from .drills import KIND_FAMILY, Question, final_test_questions
from .i18n import _
from .rules import Rules, RulesPreset
from .scenario import CodeBits, ScenarioError, decode_code, encode_code

__all__ = ["Results", "DealerScore", "DealerResults", "read_code", "ClassReport", "PRESETS", "MAX_TESTS",
           "MAX_CODES", "MAX_SESSION", "KindSummary", "Problem", "LineProblem", "ClassReading", "read_class"]

_TAG = 6             # first 3 bits: scenario share codes start with their version (1)
_VERSION = 1
_DEALER_VERSION = 2  # a dealer drill session's results
MAX_SESSION = 50     # questions in one dealer drill session (DealerDrill(session=...)): a code's counts
MAX_MEDIAN = 3600.0  # seconds: a median time above an hour is kept as an hour (13 bits of tenths)
MAX_CODES = 500      # lines of codes one class report reads: a class, not a file of anything
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
        result = read_code(code)
        if not isinstance(result, Results):
            raise ScenarioError(_("This is a dealer drill session's results code, not a final test's."))
        return result

    @classmethod
    def _read(cls, bits: CodeBits) -> Results:
        """The final test after a code's tag and format (1)."""
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


def _header(code: str) -> tuple[int, CodeBits]:
    """A results code's format and the bits after it; a code that is no results code raises."""
    if isinstance(code, str) and len(re.sub(r"[\s\-]", "", code)) < _SHORTEST:
        # "hello" is a word, not a code with a mistyped character: say what a code looks like.
        raise ScenarioError(_("{code!r} is not a results code: a results code has at least {n} letters "
                              "and digits, such as '2FS5-ZTGB-ZQR', and the final test shows it with "
                              "the score.").format(code=code, n=_SHORTEST))
    bits = decode_code(code, given_by="learner")
    if bits.get(3) != _TAG:
        raise ScenarioError(_("This is a share code for a deal, not a results code."))
    version = bits.get(2)
    if version not in (_VERSION, _DEALER_VERSION):
        raise ScenarioError(_("This results code was made by a newer studlib (format {version}); "
                              "this one reads formats {known}.").format(version=version, known="1, 2"))
    return version, bits


def read_code(code: str) -> Results | DealerResults:
    """A final test's Results (format 1) or a dealer session's DealerResults (format 2); anything
    else raises ScenarioError (a ValueError) saying what was wrong."""
    version, bits = _header(code)
    return Results._read(bits) if version == _VERSION else DealerResults._read(bits)


@dataclass(frozen=True)
class DealerScore:
    """One kind of dealer drill in a session: answered, right, late, and the median seconds."""

    kind: str
    answered: int
    right: int
    late: int
    median: float

    def __post_init__(self) -> None:
        counts = (self.answered, self.right, self.late)
        if self.kind not in DEALER_KINDS:
            raise ScenarioError(_("A dealer drill kind is one of {kinds}, not {kind!r}.").format(
                kinds=", ".join(DEALER_KINDS), kind=self.kind))
        if (any(isinstance(n, bool) or not isinstance(n, int) for n in counts)
                or not 1 <= self.answered <= MAX_SESSION or not 0 <= self.right <= self.answered
                or not 0 <= self.late <= self.answered):
            raise ScenarioError(_("A dealer drill's counts are 1 to {most} answered, and right and late each "
                                  "0 to the number answered, not {counts}.").format(most=MAX_SESSION,
                                                                                    counts=counts))
        if isinstance(self.median, bool) or not isinstance(self.median, (int, float)) \
                or not 0 <= self.median <= MAX_MEDIAN:
            raise ScenarioError(_("A median time is 0 to {most} seconds, not {median!r}.").format(
                most=int(MAX_MEDIAN), median=self.median))
        object.__setattr__(self, "median", round(float(self.median), 1))   # what a code keeps


@dataclass(frozen=True)
class DealerResults:
    """A dealer drill session's results: its first deal number (the same number deals the same
    questions on every computer) and one DealerScore per kind answered, in DEALER_KINDS order."""

    session: int
    scores: tuple[DealerScore, ...]

    def __post_init__(self) -> None:
        if isinstance(self.session, bool) or not isinstance(self.session, int) or not 0 <= self.session < 2**32:
            raise ScenarioError(_("A dealer session's deal number is a whole number from 0 to {top}, not "
                                  "{session!r}.").format(top=2**32 - 1, session=self.session))
        kinds = [s.kind for s in self.scores if isinstance(s, DealerScore)]
        if (len(kinds) != len(self.scores) or not kinds or kinds != sorted(set(kinds), key=DEALER_KINDS.index)
                or sum(s.answered for s in self.scores) > MAX_SESSION):
            raise ScenarioError(_("A dealer session's results hold one score for each kind answered (at least "
                                  "one), in the order {kinds}, and at most {most} answers in all.").format(
                kinds=", ".join(DEALER_KINDS), most=MAX_SESSION))

    @classmethod
    def tally(cls, session: int, answers: Iterable[tuple[str, bool, bool, float]]) -> DealerResults | None:
        """From (kind, right, late, seconds) per answer; None when nothing was answered."""
        by_kind: dict[str, list[tuple[bool, bool, float]]] = {}
        for kind, right, late, seconds in answers:
            by_kind.setdefault(kind, []).append((right, late, min(seconds, MAX_MEDIAN)))
        scores = tuple(DealerScore(k, len(a), sum(r for r, _l, _s in a), sum(l for _r, l, _s in a),
                                   median([s for _r, _l, s in a])) for k in DEALER_KINDS if (a := by_kind.get(k)))
        return cls(session, scores) if scores else None

    @property
    def answered(self) -> int:
        return sum(s.answered for s in self.scores)

    def code(self) -> str:
        """The short code the trainee hands in: tag, format 2, the deal number, a bit per kind,
        then each kind's counts (6 bits each) and median (tenths of a second, 16 bits)."""
        bits = CodeBits()
        bits.put(_TAG, 3)
        bits.put(_DEALER_VERSION, 2)
        bits.number(self.session)
        present = {s.kind: s for s in self.scores}
        for kind in DEALER_KINDS:
            bits.put(kind in present, 1)
        for s in self.scores:
            bits.put(s.answered - 1, 6)
            bits.put(s.right, 6)
            bits.put(s.late, 6)
            bits.put(round(s.median * 10), 16)
        return _group(encode_code(bits))

    @classmethod
    def _read(cls, bits: CodeBits) -> DealerResults:
        """The session after a code's tag and format (2); impossible counts are refused by name."""
        session = bits.number()
        kinds = [k for k in DEALER_KINDS if bits.get(1)]
        scores = []
        for kind in kinds:
            answered, right, late, tenths = bits.get(6) + 1, bits.get(6), bits.get(6), bits.get(16)
            scores.append(DealerScore(kind, answered, right, late, tenths / 10))
        return cls(session, tuple(scores))


def _group(code: str) -> str:
    """'7K2B-Q0XM-...': groups of four are easier to read out; the dashes are ignored when read."""
    return "-".join(code[i:i + 4] for i in range(0, len(code), 4))


@dataclass(frozen=True)
class _Asked:
    """What a class report needs of one question: its kind and the rules it tests."""

    kind: str
    rules: tuple[str, ...]


@dataclass(frozen=True)
class KindSummary:
    """One kind of dealer drill over a class: trainees who answered it, answers, right, late, and
    the median of the trainees' median times."""

    kind: str
    trainees: int
    answered: int
    right: int
    late: int
    median: float


class Problem(StrEnum):
    """Why a line of pasted codes was not read (ClassReading.problems)."""

    BAD = "bad"                  # not a results code: `detail` says why, in the language in force
    DUPLICATE = "duplicate"      # the same code as line `first`
    TOO_MANY_TESTS = "too_many_tests"   # from more different final tests than MAX_TESTS
    TOO_MANY_LINES = "too_many_lines"   # past MAX_CODES lines of codes


@dataclass(frozen=True)
class LineProblem:
    """A line not read: its number, why, the error's words (BAD), the line first read (DUPLICATE),
    or how many lines from this one on were not read for the same reason (TOO_MANY_*)."""

    line: int
    problem: Problem
    detail: str = ""
    first: int = 0
    count: int = 1


@dataclass(frozen=True)
class ClassReport:
    """Many learners' results: final tests (families and rules the class misses most) and dealer
    drill sessions (each trainee's scores per kind, and the class's per kind)."""

    results: tuple[Results, ...]
    dealer: tuple[DealerResults, ...] = ()

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
        read = list(dict.fromkeys(read_code(c) for c in codes))
        return cls(tuple(r for r in read if isinstance(r, Results)),
                   tuple(r for r in read if isinstance(r, DealerResults)))

    def dealer_by_kind(self) -> dict[str, KindSummary]:
        """Kind -> the class's summary, in DEALER_KINDS order, only the kinds someone answered."""
        scores: dict[str, list[DealerScore]] = {}
        for trainee in self.dealer:
            for score in trainee.scores:
                scores.setdefault(score.kind, []).append(score)
        return {k: KindSummary(k, len(v), sum(s.answered for s in v), sum(s.right for s in v),
                               sum(s.late for s in v), round(median(s.median for s in v), 1))
                for k in DEALER_KINDS if (v := scores.get(k))}

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


@dataclass(frozen=True)
class ClassReading:
    """What a teacher's pasted text gave: the report (None when no line was read) and each line
    not read, with why (the view words them)."""

    report: ClassReport | None
    problems: tuple[LineProblem, ...]
    dealer_lines: tuple[int, ...] = ()    # the line each of report.dealer was read on


def read_class(text: str) -> ClassReading:
    """Read every non-empty line as one learner's code. A bad line is a LineProblem and the other
    lines are still read; the same code twice is counted once; lines from a test beyond
    MAX_TESTS different tests, or beyond MAX_CODES lines of codes, are not read."""
    seen: dict[Results | DealerResults, int] = {}   # each learner's results -> the line first read on
    tests: set[tuple[int, str, int]] = set()
    problems: list[LineProblem] = []
    codes = 0
    for number, line in enumerate(text.splitlines(), start=1):
        line = re.sub(r"\s", "", line)
        if not line:
            continue
        codes += 1
        if codes > MAX_CODES:
            problems.append(LineProblem(number, Problem.TOO_MANY_LINES))
            continue
        try:
            r = read_code(line)
        except ValueError as err:
            problems.append(LineProblem(number, Problem.BAD, str(err)))
            continue
        if r in seen:
            problems.append(LineProblem(number, Problem.DUPLICATE, first=seen[r]))
            continue
        if isinstance(r, Results) and r.dealt_as not in tests:
            if len(tests) == MAX_TESTS:
                problems.append(LineProblem(number, Problem.TOO_MANY_TESTS))
                continue
            tests.add(r.dealt_as)
        seen[r] = number
    for reason in (Problem.TOO_MANY_TESTS, Problem.TOO_MANY_LINES):   # one problem for all such lines
        skipped = [p for p in problems if p.problem is reason]
        problems = [p for p in problems if p.problem is not reason or p is skipped[0]]
        if skipped:
            problems[problems.index(skipped[0])] = LineProblem(skipped[0].line, reason, count=len(skipped))
    report = ClassReport(tuple(r for r in seen if isinstance(r, Results)),
                         tuple(r for r in seen if isinstance(r, DealerResults))) if seen else None
    return ClassReading(report, tuple(problems), tuple(n for r, n in seen.items() if isinstance(r, DealerResults)))
