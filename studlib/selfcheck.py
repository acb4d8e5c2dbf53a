"""Self-check questions as data: read from a lesson's question file, answered one try at a time.

A lesson's questions live in ``studlib/questions/<language>/<lesson>.toml`` (plain text a
teacher or a translator edits), package data of studlib: never in the notebook, nor in the
learner's folder or among the files the website serves, so the answer key is out of the
learner's reach:

    [pair-beats-ace-king]
    rules = ["STUD-9.1"]
    question = "Who wins: a pair of twos or ace-king high?"
    answer = "The pair of twos"
    explanation = "Any pair beats any hand with no pair."

    [pair-beats-ace-king.options]        # shown in this order, each with the feedback aimed
    "The pair of twos" = ""              # at that mistake (it never gives the answer away)
    "Ace-king high" = "High cards only count when neither hand has a pair."

`Attempt` is the grading: a first wrong answer gets the feedback for that mistake but not the
answer; the answer is shown after a second miss, or when the learner asks for it.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path, PurePath

from .catalogue import RULES
from .i18n import _, current_language

__all__ = ["Question", "Attempt", "Outcome", "Said", "load_questions", "question_file", "lesson_question",
           "written_question", "QUESTIONS_DIR",
           "MISSES_BEFORE_ANSWER"]

# A rule ID as a question file writes it inside an explanation: "... beats ace-king (STUD-9.1)."
_RULE_ID = re.compile(r"\b(?:GEN|STUD|HILO|RAZZ|T)-\d+(?:\.\d+)?\b")

# After this many wrong answers the answer is shown: a learner who missed twice needs the rule,
# not a third guess.
MISSES_BEFORE_ANSWER = 2


@dataclass(frozen=True)
class Question:
    """One multiple-choice question: options in the order shown, feedback aimed at each mistake.

    `cited` are the rule IDs the explanation already names, read once from the file's text, so
    a view adds "(Rule ...)" only for the others (`uncited`) without looking inside the words it shows.
    """

    id: str
    question: str
    options: tuple[str, ...]
    answer: str
    feedback: Mapping[str, str] = field(default_factory=dict)
    explanation: str = ""
    rules: tuple[str, ...] = ()
    cited: tuple[str, ...] = field(init=False, default=())

    def __post_init__(self) -> None:
        if isinstance(self.explanation, str):
            object.__setattr__(self, "cited", tuple(dict.fromkeys(_RULE_ID.findall(self.explanation))))
        where = _("question {id!r}").format(id=self.id)
        options = list(self.options)
        if len(self.options) < 2 or len(set(self.options)) != len(self.options):
            raise ValueError(_("{where}: a question needs at least two different options, not {options!r}.").format(
                where=where, options=options))
        if self.answer not in self.options:
            raise ValueError(_("{where}: the answer {answer!r} is not one of the options {options!r}.").format(
                where=where, answer=self.answer, options=options))
        for key in self.feedback:
            if key not in self.options:
                raise ValueError(_("{where}: feedback is given for {option!r}, which is not one of the "
                                   "options {options!r}.").format(where=where, option=key, options=options))
        unknown = [r for r in self.rules if r not in RULES]
        if unknown:
            raise ValueError(_("{where}: unknown rule IDs {unknown!r}: use the catalogue's IDs such as "
                               "'GEN-3.2' or 'T-5'.").format(where=where, unknown=unknown))


    @property
    def uncited(self) -> tuple[str, ...]:
        """The rule IDs this question tests that its explanation does not name."""
        return tuple(r for r in self.rules if r not in self.cited)


# Top-level keys of a question file that are about the file, not a question: a translation
# records the English revision it translates (tools/translations.py, `make translations`).
FILE_KEYS = ("translated_from",)

# The course's questions, one folder per language: package data, installed with studlib.
QUESTIONS_DIR = Path(__file__).with_name("questions")


def question_file(lesson: str, folder: str | Path | None = None, language: str | None = None) -> Path:
    """Where lesson `lesson`'s questions are kept.

    The course's own: studlib/questions/<language>/<lesson>.toml, in the language in force (or
    `language`). A teacher's own questions: <folder>/questions/<lesson>.toml.
    """
    if folder is not None:
        return Path(folder) / "questions" / f"{lesson}.toml"
    return QUESTIONS_DIR / (language or current_language()) / f"{lesson}.toml"


def load_questions(path: str | Path) -> dict[str, Question]:
    """Every question in one question file, by ID, in file order."""
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ValueError(_("No question file {path}: a lesson's questions live in "
                           "studlib/questions/<language>/<lesson>.toml, or in questions/<lesson>.toml "
                           "in the folder given to SelfCheck.").format(path=path)) from None
    except tomllib.TOMLDecodeError as error:
        raise ValueError(_("{file} is not valid TOML: {error}.").format(file=path.name, error=error)) from None
    questions = {}
    for qid, entry in data.items():
        if qid in FILE_KEYS and isinstance(entry, str):
            continue
        if not isinstance(entry, dict) or not isinstance(entry.get("options"), dict):
            raise ValueError(_("{file}: [{id}] needs a [{id}.options] table mapping each option to its "
                               "feedback.").format(file=path.name, id=qid))
        missing = [k for k in ("question", "answer") if k not in entry]
        if missing:
            # TRANSLATORS: {keys} are the TOML keys "question" and/or "answer", left in English.
            raise ValueError(_("{file}: [{id}] has no {keys}.").format(
                file=path.name, id=qid, keys=_(" or ").join(missing)))
        rules = entry.get("rules", [])
        options = entry["options"]
        questions[qid] = Question(
            id=qid, question=entry["question"], options=tuple(options), answer=entry["answer"],
            feedback={o: text for o, text in options.items() if text},
            explanation=entry.get("explanation", ""),
            rules=tuple([rules] if isinstance(rules, str) else rules))
    return questions


def lesson_question(lesson: str, question_id: str, folder: str | PurePath | None = None) -> Question:
    """Question `question_id` of a lesson, from the course's question file in the language in
    force, or from a teacher's <folder>/questions/<lesson>.toml."""
    if folder is not None and not isinstance(folder, (str, PurePath)):
        raise ValueError(_("{what} must be a text, not {value!r}.").format(what="folder", value=folder))
    path = question_file(lesson, folder)
    questions = load_questions(path)
    if question_id not in questions:
        raise ValueError(_("No question {question!r} in {file}: its questions are {known}.").format(
            question=question_id, file=path.name, known=", ".join(questions)))
    return questions[question_id]


def written_question(question: str, options: Iterable[str] | None, answer: str, feedback: Mapping[str, str] | None,
                     explanation: str, rule: str | None) -> Question:
    """A question written in a notebook (MultipleChoice's arguments), checked as a question file's are;
    `rule` names its rule IDs, separated by commas."""
    if options is not None and (isinstance(options, (str, bytes)) or not isinstance(options, Iterable)):
        raise ValueError(_("options must be a list of texts, one per button, not {value!r}.").format(value=options))
    if feedback is not None and not isinstance(feedback, Mapping):
        raise ValueError(_("feedback must be a dict from an option to the text it shows, not {value!r}.").format(
            value=feedback))
    if rule is not None and not isinstance(rule, str):
        raise ValueError(_("{what} must be a text, not {value!r}.").format(what="rule", value=rule))
    return Question(id="", question=question, options=tuple(str(o) for o in options or ()), answer=answer,
                    feedback=dict(feedback or {}), explanation=explanation,
                    rules=tuple(r.strip() for r in (rule or "").split(",") if r.strip()))


class Outcome(Enum):
    """What one press did."""

    RIGHT = "right"          # the answer, found by the learner
    MISS = "miss"            # a wrong answer; the answer is still hidden
    ANSWER_SHOWN = "shown"   # the answer is now in view (second miss, or asked for)


@dataclass(frozen=True)
class Said:
    """What the learner may read after their presses, as data: the answer, the explanation and the
    rules are empty until the question is done (solved, or the answer shown)."""

    verdict: bool | None          # the last press right or wrong; None: no press, or only "Show the answer"
    chosen: str | None
    aimed: str                    # the feedback the question file aims at the chosen wrong option
    try_again: bool               # a miss with the answer still hidden
    answer: str | None            # the answer, shown because the learner did not find it
    explanation: str
    rules: tuple[str, ...]        # rule IDs to name after the explanation (those it does not name)


class Attempt:
    """One learner's tries at one question: misses, whether it is solved or the answer shown."""

    def __init__(self, question: Question) -> None:
        self.question = question
        self.presses = 0                    # the first press (or "Show the answer") is the one recorded
        self.chosen: str | None = None
        self.misses = 0
        self.solved_on: int | None = None   # 1 = first try
        self.revealed = False

    @property
    def done(self) -> bool:
        """Solved, or the answer shown: later presses no longer change the result."""
        return self.solved_on is not None or self.revealed

    def choose(self, option: str) -> Outcome:
        """The learner presses `option`."""
        if option not in self.question.options:
            raise ValueError(_("{option!r} is not one of the options {options!r}.").format(
                option=option, options=list(self.question.options)))
        self.presses += 1
        self.chosen = option
        if option == self.question.answer:
            if not self.done:
                self.solved_on = self.misses + 1
            return Outcome.RIGHT
        if not self.done:
            self.misses += 1
            if self.misses >= MISSES_BEFORE_ANSWER:
                self.revealed = True
                return Outcome.ANSWER_SHOWN
        return Outcome.ANSWER_SHOWN if self.revealed else Outcome.MISS

    def show_answer(self) -> Outcome:
        """The learner asks for the answer."""
        self.presses += 1
        if self.solved_on is None:
            self.revealed = True
        return Outcome.ANSWER_SHOWN

    def said(self) -> Said:
        """What to say now: the chosen option's feedback, then the answer and why once done."""
        q, chosen = self.question, self.chosen
        verdict = None if chosen is None else chosen == q.answer
        aimed = q.feedback.get(chosen, "") if verdict is False else ""
        if not self.done:
            return Said(verdict, chosen, aimed, chosen is not None, None, "", ())
        return Said(verdict, chosen, aimed, False, None if verdict else q.answer, q.explanation, q.uncited)
