"""Practice my weak rules: drill questions drawn from what this learner misses, and a progress chart.

A view over studlib.progress (the learner's record) and studlib.drills (the questions): the next
question tests one of the rules most missed or due for review, found by asking the drill kinds
that test it (drills.KIND_RULES) until a question cites it; now and then a question from any
kind, so rules never asked yet come up too.
"""

from __future__ import annotations

import random

import ipywidgets as widgets

from ..catalogue import family_title, rule_title
from ..drills import KIND_RULES, KINDS, Question, games_for, make_question
from ..games import RAZZ, STUD, STUD8
from ..progress import Progress
from ..plots import text as PT
from ..rules import Rules
from . import text as T
from .controls import text_button
from .dealer import speed_chart_html
from .drills import Drill
from .markup import Safe, element, join
from .render import muted, panel

__all__ = ["PracticeWeakRules", "question_for_rule"]

FOCUS = 0.8          # share of questions aimed at a weak rule; the rest explore any kind
_TRIES = 80          # questions tried before settling for one that does not cite the rule
_GAME_OF_PREFIX = {"STUD": STUD, "HILO": STUD8, "RAZZ": RAZZ}
_DRILLED = {rule for rules in KIND_RULES.values() for rule in rules}


def question_for_rule(rule: str, rng: random.Random, rules: Rules | None = None) -> Question:
    """A drill question that tests `rule`, from the kinds that can ask about it (seeded by rng)."""
    kinds = [k for k in KINDS if rule in KIND_RULES[k]]
    if not kinds:
        raise ValueError(T.ERR_NO_DRILL.format(rule=rule, rules=", ".join(sorted(_DRILLED))))
    game = _GAME_OF_PREFIX.get(rule.split("-")[0])
    base = int(rng.random() * 1_000_000)
    q = None
    for i in range(_TRIES):
        kind = kinds[i % len(kinds)]
        q = make_question(kind, base + i, game if game in games_for(kind) else None, rules)
        if rule in q.rules:
            return q
    return q  # pragma: no cover - every listed rule comes up within a few seeds (tests/test_drills.py)


class PracticeWeakRules(Drill):
    """Endless questions aimed at your weak rules, your record as a chart, and a reset that asks first.

    progress: the record to read and write (default: your record, studlib.progress.Progress()).
    """

    def __init__(self, progress: Progress | None = None, seed: int = 1, rules: Rules | str | None = None,
                 *, palette: str = "two") -> None:
        if progress is not None and not isinstance(progress, Progress):
            raise ValueError(T.ERR_PROGRESS.format(value=progress))
        self.number = 0
        self.why = ""
        self._asking = False
        self.reset_button = text_button(T.WEAK_RESET)
        self.yes_button = text_button(T.WEAK_RESET_YES)
        self.no_button = text_button(T.WEAK_RESET_NO, primary=True)
        self.confirm = widgets.HBox([widgets.HTML(element("strong", T.WEAK_RESET_ASK)),
                                     self.yes_button, self.no_button],
                                    layout=widgets.Layout(flex_flow="row wrap", display="none"))
        self.reset_button.on_click(lambda _: self.ask_reset())
        self.yes_button.on_click(lambda _: self.reset(confirmed=True))
        self.no_button.on_click(lambda _: self.cancel_reset())
        self.chart = widgets.HTML()
        self.reset_note = ""
        super().__init__("bring_in", None, seed, rules, palette=palette,
                         progress=progress if progress is not None else Progress())
        self.widget.children = (*self.widget.children, self.chart, self.reset_button, self.confirm)

    # --- choosing the next question -----------------------------------------------------------

    def targets(self) -> list[str]:
        """The weak rules a question may aim at: missed at least once or due, drilled, first first."""
        p = self.progress
        due = set(p.due())
        weak = [r for r in p.weakest(len(p.rules)) if p.rules[r].misses or r in due]
        return [r for r in weak if r in _DRILLED][:3]

    def _make_question(self) -> Question:
        self.number += 1
        rng = random.Random(f"studlib-weak:{self.seed}:{self.number}")
        targets = self.targets()
        if targets and rng.random() < FOCUS:
            weights = [3, 2, 1][:len(targets)]
            pick = rng.random() * sum(weights)
            rule = next(r for r, w in zip(targets, _running(weights)) if pick < w)
            q = question_for_rule(rule, rng, self.rules)
            rec = self.progress.rules[rule]
            named = T.WEAK_RULE.format(rule=rule, title=rule_title(rule))
            self.why = (T.weak_why(named, rec.misses, rec.attempts) if rec.misses
                        else T.WEAK_WHY_DUE.format(rule=named))
        else:
            kind = KINDS[int(rng.random() * len(KINDS))]
            q = make_question(kind, int(rng.random() * 1_000_000), None, self.rules)
            self.why = T.WEAK_WHY_NEW
        self.kind = q.kind
        return q

    def next_question(self) -> Question:
        """On to the next question (an unanswered one counts as skipped) and return it."""
        self.next()
        return self.question

    def next(self) -> None:
        if not self.answered:
            self.skipped += 1
            self.streak = 0
        self._ask()

    # --- reset, asked first ---------------------------------------------------------------------

    def ask_reset(self) -> None:
        """'Reset my progress' pressed: ask before forgetting anything."""
        self._asking = True
        self.confirm.layout.display = "flex"
        self.no_button.focus()      # the safe answer has the focus
        self._refresh()

    def cancel_reset(self) -> None:
        self._asking = False
        self.confirm.layout.display = "none"
        self.reset_button.focus()
        self._refresh()

    def reset(self, confirmed: bool = False) -> None:
        """Forget every recorded answer; only with confirmed=True (the Yes button)."""
        if not confirmed:
            self.ask_reset()
            return
        done = self.progress.reset()   # not done (a read-only folder): the record's notice says so
        self._asking = False
        self.confirm.layout.display = "none"
        self.reset_note = T.WEAK_RESET_DONE if done else ""
        self._refresh()

    # --- text and views ------------------------------------------------------------------------

    def _title(self) -> str:
        return T.WEAK_TITLE.format(number=self.number, kind=T.DRILL_KINDS[self.question.kind],
                                   seed=self.question.seed)

    def record_lines(self) -> list[str]:
        """The record in words: notice, size, and mastery per family."""
        p = self.progress
        lines = [p.notice] if p.notice else []
        if self.reset_note:
            lines.append(self.reset_note)
        if not p.rules:
            return lines + [T.WEAK_EMPTY]
        answers = sum(rec.attempts for rec in p.rules.values())
        lines.append(T.WEAK_RECORD.format(rules=len(p.rules), answers=answers))
        for family, (value, count) in p.by_family().items():
            shown = PT.MASTERY_NOT_YET if value is None else PT.mastery_bar(round(100 * value), count)
            lines.append("  " + T.MASTERY_LINE.format(family=family_title(family), value=shown))
        return lines

    def text(self) -> str:
        lines = super().text().splitlines()
        lines.insert(1, self.why)
        if self._asking:
            lines.append(T.WEAK_RESET_ASK)
        return "\n".join(lines + self.record_lines())

    def _view_body(self) -> Safe:
        return join([super()._view_body(), muted(self.why)])

    def _record_html(self) -> Safe:
        return join(element("p", line, style="margin:2px 0") for line in self.record_lines())

    def html(self) -> str:
        return join([super().html(), panel(self._record_html(), label=PT.MASTERY_TITLE)])

    def _chart_html(self) -> str:
        try:
            from ..plots.mastery import mastery_png   # matplotlib only when a chart is drawn
        except ImportError:
            # The browser edition loads matplotlib from the internet; offline the numbers remain.
            return panel(join([self._record_html(), muted(T.MASTERY_NO_CHART)]), label=PT.MASTERY_TITLE)
        by_family = self.progress.by_family()
        values = T.LIST_SEPARATOR.join(
            f"{family_title(f)} " + (PT.MASTERY_NOT_YET if v is None else T.MASTERY_PERCENT.format(percent=round(100 * v)))
            for f, (v, _) in by_family.items())
        img = element("img", src=f"data:image/png;base64,{mastery_png(by_family)}",
                      alt=T.MASTERY_ALT.format(values=values), style="max-width:100%")
        # The dealer drills' speed chart beside it, once the record holds timed answers.
        return join([panel(join([img, self._record_html()]), label=PT.MASTERY_TITLE),
                     speed_chart_html(self.progress)])

    def _refresh(self) -> None:
        super()._refresh()
        # The chart is redrawn only when the record changed: a PNG costs a tenth of a second.
        state = (self.reset_note, self.progress.notice, len(self.progress.timings),
                 tuple((r, rec.attempts) for r, rec in sorted(self.progress.rules.items())))
        if state != getattr(self, "_charted", None):
            self._charted = state
            self.chart.value = self._chart_html()


def _running(weights: list[int]) -> list[int]:
    total, out = 0, []
    for w in weights:
        total += w
        out.append(total)
    return out
