"""Class results: a teacher pastes the class's results codes and sees the rules missed most and
each trainee's dealer drills; one ClassView drawn to the widget, to text() and to html()."""

from __future__ import annotations

from dataclasses import dataclass

import ipywidgets as widgets

from .. import card_markup as CM
from ..card_markup import muted, scrolls
from ..catalogue import family_title, rule_title
from ..colours import WRONG_INK
from ..markup import Safe, element, join, panel
from ..plots.text import seconds
from ..results import MAX_CODES, MAX_TESTS, ClassReading, ClassReport, LineProblem, Problem, read_class
from . import text as T
from .controls import text_button
from .render import LiveView, check_text

__all__ = ["ClassResults", "ClassView", "class_view"]

_SHOWN_RULES = 8     # the top of the ranking; a projector shows no more at a readable size


@dataclass(frozen=True)
class ClassView:
    """The class's results in the language in force: lines not read, the final tests' lines, and
    the dealer drills as a table (a head, a row per trainee, the whole class's row)."""

    errors: tuple[str, ...]
    lines: tuple[str, ...]
    dealer_table: tuple[tuple[str, ...], ...]   # the head, then a row per trainee (empty: no session read)
    dealer_class: tuple[str, ...]               # the class per kind, as sentences


def _problem(p: LineProblem) -> str:
    if p.problem is Problem.BAD:
        return T.CLASS_BAD_LINE.format(line=p.line, error=p.detail)
    if p.problem is Problem.DUPLICATE:
        return T.CLASS_DUPLICATE.format(line=p.line, first=p.first)
    many_tests = p.problem is Problem.TOO_MANY_TESTS
    return (T.CLASS_TOO_MANY_TESTS if many_tests else T.CLASS_TOO_MANY_LINES).format(
        count=p.count, first=p.line, limit=MAX_TESTS if many_tests else MAX_CODES)


def _final_tests(r: ClassReport) -> list[str]:
    """The final tests: how many read, the score per family, the rules missed most."""
    if not r.results:
        return []
    first, missed = r.results[0], [t for t in r.rules_missed() if t[1]]
    one_test = len(r.tests) == 1 and len({x.n for x in r.results}) == 1
    return [T.CLASS_READ_COUNT.format(count=len(r.results), test=first.test, n=first.n) if one_test
            else T.CLASS_READ_MIXED.format(count=len(r.results), tests=len(r.tests)), T.CLASS_BY_FAMILY,
            *("  " + T.CLASS_FAMILY_LINE.format(family=family_title(f), right=right, asked=asked,
                                                percent=round(100 * right / asked))
              for f, (right, asked) in r.by_family().items()),
            T.CLASS_RULES_MISSED if missed else T.CLASS_NO_MISSES,
            *("  " + T.CLASS_RULE_LINE.format(rule=rule, title=rule_title(rule), missed=m, asked=a)
              for rule, m, a in missed[:_SHOWN_RULES])]


def class_view(reading: ClassReading) -> ClassView:
    """The view model of what the pasted codes gave, in the language in force."""
    errors, r = tuple(_problem(p) for p in reading.problems), reading.report
    if r is None:
        return ClassView(errors, (T.CLASS_NONE,), (), ())
    lines = _final_tests(r)
    if not r.dealer:
        return ClassView(errors, tuple(lines), (), ())
    summary = r.dealer_by_kind()

    def cell(s) -> str:
        return T.CLASS_DEALER_CELL.format(right=s.right, answered=s.answered, late=s.late, median=seconds(s.median))

    rows = tuple((T.CLASS_DEALER_TRAINEE.format(line=line, seed=d.session),
                  *(cell(s) if (s := {x.kind: x for x in d.scores}.get(k)) else "–" for k in summary))
                 for line, d in zip(reading.dealer_lines, r.dealer))
    total = tuple(T.CLASS_DEALER_KIND.format(kind=T.DEALER_KINDS[k], right=s.right, answered=s.answered, late=s.late,
                                             median=seconds(s.median), trainees=s.trainees) for k, s in summary.items())
    return ClassView(errors, (*lines, T.CLASS_DEALER_READ.format(count=len(r.dealer))),
                     ((T.CLASS_DEALER_WHO, *(T.DEALER_KINDS[k] for k in summary)), *rows), total)


def class_text(v: ClassView) -> str:
    """The class's results as plain text."""
    heads, *trainees = v.dealer_table or [()]
    rows = ["  " + T.CLASS_DEALER_ROW.format(trainee=row[0], scores=CM.LIST_SEPARATOR.join(
        f"{head} {cell}" for head, cell in zip(heads[1:], row[1:]) if cell != "–")) for row in trainees]
    total = [T.CLASS_DEALER_CLASS, *(f"  {line}" for line in v.dealer_class)] if v.dealer_class else []
    return "\n".join([T.CLASS_TITLE, *v.errors, *v.lines, *rows, *total])


def class_body_html(v: ClassView) -> Safe:
    """The lines not read (announced), the final tests' lines, the dealer drills' table."""
    body = [element("p", e, role="alert", style=f"color:{WRONG_INK};font-weight:700;margin:2px 0") for e in v.errors]
    body += [element("p", line, style="margin:2px 0;font-size:20px") for line in v.lines]
    if v.dealer_table:
        cell = "padding:4px 10px;font-size:18px;text-align:left;vertical-align:top"
        heads, *trainees = v.dealer_table
        head = element("thead", element("tr", join(element("th", h, scope="col", style=cell) for h in heads)))
        rows = [element("tr", element("th", row[0], scope="row", style=cell),
                        join(element("td", c, style=cell) for c in row[1:])) for row in trainees]
        body.append(scrolls(element("table", head, element("tbody", join(rows)), aria_label=T.CLASS_DEALER_WHO,
                                    style="border-collapse:collapse"), T.CLASS_TITLE))
        body.append(element("p", element("strong", T.CLASS_DEALER_CLASS), style="margin:6px 0 2px;font-size:20px"))
        body.append(element("ul", join(element("li", line) for line in v.dealer_class), style="font-size:18px"))
    return join(body)


class ClassResults(LiveView):
    """Paste codes (one per line), press "Read the codes": the final tests' families and rules
    missed most, each trainee's dealer drills and the class's (results.read_class reads them)."""

    def __init__(self, codes: str = "") -> None:
        codes = check_text(codes, "codes", default="")
        self.box = widgets.Textarea(value=codes, placeholder=T.CLASS_HELP, description=T.CLASS_CODES,
                                    layout=widgets.Layout(width="100%", height="10em"))
        self.read_button = text_button(T.CLASS_READ, primary=True)
        self.read_button.on_click(lambda _: self._read_pressed())
        self.view = widgets.HTML()
        self.same_reads = 1      # how many presses in a row read these same codes (the first read counts)
        self.widget = widgets.VBox([widgets.HTML(panel(join([element("strong", T.CLASS_TITLE), " ", T.CLASS_HELP]))),
                                    self.box, self.read_button, self.view])
        self.read(codes)

    def _read_pressed(self) -> None:
        """Every press answers: with nothing pasted yet, or the same codes again, it says so, and
        how many times the same codes were read, so that each press shows something new."""
        before = self.reading
        self.read(self.box.value)
        self.same_reads = self.same_reads + 1 if self.reading == before else 1   # the same reading, as data
        if not self.box.value.strip():
            self.view.value = panel(element("p", T.CLASS_PASTE_FIRST))
        elif self.same_reads > 1:
            self.view.value = panel(join([element("p", T.class_same(self.same_reads)),
                                          class_body_html(self.view_model())]))

    def read(self, text: str) -> ClassReport | None:
        """Read every non-empty line as one learner's code; bad lines become messages."""
        self.reading = read_class(text)
        self.view.value = panel(class_body_html(self.view_model())) if (text.strip() or self.report) else ""
        return self.report

    report = property(lambda self: self.reading.report)
    errors = property(lambda self: list(self.view_model().errors))

    def view_model(self) -> ClassView:
        return class_view(self.reading)

    def text(self) -> str:
        return class_text(self.view_model())

    def html(self) -> str:
        return panel(join([element("strong", T.CLASS_TITLE), class_body_html(self.view_model()),
                           muted(T.NO_KERNEL_NOTE)]), label=T.CLASS_TITLE)
