"""Practice my weak rules: drill questions drawn from what this learner misses, and a progress chart.

A view over studlib.progress (the learner's record) and studlib.weak_rules, which picks the next
question and the weak rule it aims at; this panel says why it is asked and draws the record.
"""

from __future__ import annotations

import ipywidgets as widgets

from .. import card_markup as CM
from ..card_markup import muted
from ..catalogue import family_title, rule_title
from ..drills import Question
from ..markup import Safe, element, join, panel
from ..plots import text as PT
from ..progress import Progress
from ..rules import Rules
from ..weak_rules import next_pick, weak_targets
from . import text as T
from .controls import text_button
from .dealer import speed_chart_html
from .drills import Drill

__all__ = ["PracticeWeakRules"]


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
        return weak_targets(self.progress)

    def _make_question(self) -> Question:
        self.number += 1
        pick = next_pick(self.progress, self.seed, self.number, self.rules)
        if pick.rule is None:
            self.why = T.WEAK_WHY_NEW
        else:
            rec = self.progress.rules[pick.rule]
            named = T.WEAK_RULE.format(rule=pick.rule, title=rule_title(pick.rule))
            self.why = (T.weak_why(named, rec.misses, rec.attempts) if rec.misses
                        else T.WEAK_WHY_DUE.format(rule=named))
        self.kind = pick.question.kind
        return pick.question

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
        values = CM.LIST_SEPARATOR.join(
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

