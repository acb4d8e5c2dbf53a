"""Class results: a teacher pastes the class's results codes and sees the rules missed most."""

from __future__ import annotations

import re

import ipywidgets as widgets

from ..catalogue import family_title, rule_title
from ..results import MAX_TESTS, ClassReport, Results
from . import text as T
from .markup import Safe, element, escape, join
from .controls import text_button
from .render import WRONG_INK, LiveView, check_text, muted, panel

__all__ = ["ClassResults"]

_SHOWN_RULES = 8     # the top of the ranking; a projector shows no more at a readable size


class ClassResults(LiveView):
    """Paste codes (one per line), press "Read the codes": score per family, rules missed most.

    A line that is not a good results code is listed with what is wrong with it, and the other
    lines are still read. The same code twice (in any case or spacing) counts once, and the
    repeat is named. Learners may have taken different final tests (each gets a number of their
    own by default): each code deals its own test again.
    """

    def __init__(self, codes: str = "") -> None:
        codes = check_text(codes, "codes", default="")
        self.box = widgets.Textarea(value=codes, placeholder=T.CLASS_HELP, description=T.CLASS_CODES,
                                    layout=widgets.Layout(width="100%", height="10em"))
        self.read_button = text_button(T.CLASS_READ, primary=True)
        self.read_button.on_click(lambda _: self._read_pressed())
        self.view = widgets.HTML()
        self.widget = widgets.VBox([widgets.HTML(panel(join([element("strong", T.CLASS_TITLE), " ",
                                                             T.CLASS_HELP]))),
                                    self.box, self.read_button, self.view])
        self.report: ClassReport | None = None
        self.errors: list[str] = []
        self.read(codes)

    def _read_pressed(self) -> None:
        """Every press answers: with nothing pasted yet, or the same codes again, it says so."""
        before = self.lines()
        self.read(self.box.value)
        if not self.box.value.strip():
            self.view.value = panel(escape(T.CLASS_PASTE_FIRST))
        elif self.lines() == before:
            self.view.value = panel(join([element("p", T.CLASS_SAME), self._body_html()]))

    def read(self, text: str) -> ClassReport | None:
        """Read every non-empty line as one learner's code; bad lines become messages."""
        results: dict[Results, int] = {}    # each learner's results -> the line it was first read on
        tests: set[tuple[int, str, int]] = set()   # the different tests read (each is dealt again)
        skipped: list[int] = []                    # lines of tests beyond MAX_TESTS
        self.errors = []
        for number, line in enumerate(text.splitlines(), start=1):
            line = re.sub(r"\s", "", line)
            if not line:
                continue
            try:
                r = Results.from_code(line)
            except ValueError as err:
                self.errors.append(T.CLASS_BAD_LINE.format(line=number, error=err))
                continue
            if r in results:
                self.errors.append(T.CLASS_DUPLICATE.format(line=number, first=results[r]))
                continue
            if r.dealt_as not in tests and len(tests) == MAX_TESTS:
                skipped.append(number)
                continue
            tests.add(r.dealt_as)
            results[r] = number
        if skipped:
            self.errors.append(T.CLASS_TOO_MANY_TESTS.format(count=len(skipped), first=skipped[0],
                                                             limit=MAX_TESTS))
        self.report = ClassReport(tuple(results)) if results else None
        self.view.value = panel(self._body_html()) if (text.strip() or self.report) else ""
        return self.report

    def lines(self) -> list[str]:
        """The class's results as plain text."""
        out = list(self.errors)
        r = self.report
        if r is None:
            return out + [T.CLASS_NONE]
        first = r.results[0]
        if len(r.tests) == 1 and len({x.n for x in r.results}) == 1:
            out.append(T.CLASS_READ_COUNT.format(count=len(r.results), test=first.test, n=first.n))
        else:
            out.append(T.CLASS_READ_MIXED.format(count=len(r.results), tests=len(r.tests)))
        out.append(T.CLASS_BY_FAMILY)
        for family, (right, asked) in r.by_family().items():
            out.append("  " + T.CLASS_FAMILY_LINE.format(family=family_title(family), right=right, asked=asked,
                                                         percent=round(100 * right / asked)))
        missed = [t for t in r.rules_missed() if t[1]]
        if not missed:
            out.append(T.CLASS_NO_MISSES)
            return out
        out.append(T.CLASS_RULES_MISSED)
        out += ["  " + T.CLASS_RULE_LINE.format(rule=rule, title=rule_title(rule), missed=m, asked=a)
                for rule, m, a in missed[:_SHOWN_RULES]]
        return out

    def text(self) -> str:
        return "\n".join([T.CLASS_TITLE] + self.lines())

    def _body_html(self) -> Safe:
        errors = [element("p", e, role="alert", style=f"color:{WRONG_INK};font-weight:700;margin:2px 0")
                  for e in self.errors]
        lines = [element("p", line, style="margin:2px 0;font-size:20px") for line in self.lines()[len(self.errors):]]
        return join(errors + lines)

    def html(self) -> str:
        return panel(join([element("strong", T.CLASS_TITLE), self._body_html(), muted(T.NO_KERNEL_NOTE)]),
                     label=T.CLASS_TITLE)
