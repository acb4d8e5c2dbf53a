"""DealerDrill: the dealer school's timed drills, a view over studlib.dealer_session drawn from one
DealerView (widget, text(), html()). Answers are typed, Enter answers; the verdict is announced
and focus goes on (to Next, or to the next question's box when corrections wait for the end).
Each answer's time goes into the learner's record; the session ends with the results code for
the teacher (studlib.results.DealerResults) and the speed chart."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import ipywidgets as widgets

from ..card_markup import muted, record_notice_html
from ..dealer import DEALER_KINDS, DealerQuestion, Mark, Verdict, answer_words, misread_words
from ..dealer_session import DealerSession
from ..games import Game
from ..i18n import localized_number
from ..markup import Safe, element, join, panel
from ..plots import text as PT
from ..progress import YOUR_RECORD, Progress, record_to
from ..rules import Rules
from . import text as T
from .controls import text_button
from .quiz import feedback_html
from .render import LiveView, course_box

__all__ = ["DealerDrill", "DealerView", "dealer_view", "speed_chart_html"]


def _seconds(value: float) -> str:
    return localized_number(f"{value:.1f}")


def speed_chart_html(progress: Progress) -> Safe:
    """The speed chart with its numbers beside it (the numbers alone without matplotlib; '' untimed)."""
    sessions, slowest = progress.speed_by_session(), progress.slowest_kinds()
    if not sessions:
        return Safe("")
    names = {k: T.DEALER_KINDS[k] for k, _m, _n in slowest if k in DEALER_KINDS}
    lines = PT.speed_lines(sessions, slowest, names)
    numbers = join(element("p", line, style="margin:2px 0;font-size:18px") for line in lines)
    try:
        from ..plots.speed import speed_png   # matplotlib only when a chart is drawn
    except ImportError:
        return panel(join([numbers, muted(T.MASTERY_NO_CHART)]), label=PT.SPEED_TITLE)
    img = element("img", src=f"data:image/png;base64,{speed_png(sessions, slowest, names)}",
                  alt=T.SPEED_ALT.format(values=" ".join(lines)), style="max-width:100%")
    return panel(join([img, numbers]), label=PT.SPEED_TITLE)


@dataclass(frozen=True)
class DealerView:
    """The drill at one moment, in the language in force: the widget, text() and html() draw it."""

    title: str
    over: bool
    prompt: str
    situation: tuple[str, ...]
    blanks: tuple[str, ...]          # each box's label
    limit: str
    unread: str                      # why a text typed was not read ('' when none)
    feedback: tuple[bool, tuple[str, ...]] | None   # right or not, and what follows
    saved_for_end: bool
    score: str
    review: tuple[tuple[str, tuple[str, ...]], ...]  # at the end: each question's line and correction
    code: str                        # at the end: the results code line for the teacher ('' if none)


def _feedback(q: DealerQuestion, verdict: Verdict, typed: Sequence[str], limit: float | None) -> tuple[str, ...]:
    """What follows 'Right!' or 'Not quite.': the time, what was wrong, the call, why."""
    parts = [T.DEALER_LATE.format(seconds=_seconds(verdict.seconds), limit=_seconds(limit)) if verdict.late
             else T.DEALER_TOOK.format(seconds=_seconds(verdict.seconds or 0.0))]
    parts += [T.DEALER_NOT_READ.format(label=b.label(), why=T.DEALER_YOU_TYPED.format(
              typed=text.strip(), answer=answer_words(b, q.hand.structure)))
              for b, mark, text in zip(q.blanks, verdict.marks, typed) if mark is Mark.WRONG]
    return tuple(parts + ([T.DEALER_SAYS.format(call=q.announcement)] if q.announcement else []) + [q.explanation])


def dealer_view(s: DealerSession) -> DealerView:
    """The view model of a session, in the language in force."""
    q, score = s.question, s.score()
    at_end = s.errors == "at_end"
    score_line = (T.DEALER_ANSWERED.format(answered=score.answered, total=s.size) if at_end and not s.over
                  else T.DEALER_SESSION_SCORE.format(right=score.right, answered=score.answered, late=score.late,
                                                     median=_seconds(score.median)))
    if s.over:
        review = tuple((T.DEALER_REVIEW.format(number=n, kind=T.DEALER_KINDS[a.question.kind], verdict=(
            T.DEALER_REVIEW_SKIPPED if a.verdict is None else T.DEALER_REVIEW_RIGHT if a.verdict.correct
            else T.DEALER_REVIEW_WRONG)), () if a.verdict is None else
            (a.question.prompt, *_feedback(a.question, a.verdict, a.typed, s.time_limit)))
            for n, a in enumerate(s.answers, start=1))
        results = s.results()
        return DealerView(T.DEALER_SESSION_OVER, True, "", (), (), "", "", None, False, score_line, review,
                          T.RESULTS_CODE.format(code=results.code()) if results else "")
    unread = " ".join(T.DEALER_NOT_READ.format(label=b.label(), why=misread_words(
        why, b.form, q.hand.structure, q.hand.n_seats, b.choices))
        for b, why in zip(q.blanks, s.unread.misread) if why is not None) if s.unread else ""
    feedback = (s.verdict.correct, _feedback(q, s.verdict, s.typed, s.time_limit)) if s.verdict else None
    title = T.DEALER_TITLE.format(kind=T.DEALER_KINDS[q.kind], number=s.index + 1, total=s.size, seed=q.seed)
    limit = T.DEALER_NO_LIMIT if s.time_limit is None else T.DEALER_LIMIT.format(seconds=_seconds(s.time_limit))
    return DealerView(title, False, q.prompt, q.context, tuple(b.label() for b in q.blanks), limit, unread,
                      feedback, s.waiting_for_end, score_line, (), "")


def dealer_text(v: DealerView, notice: str = "") -> str:
    """The drill as plain text: the question and its blanks, or at the end the review and the code."""
    if v.over:
        review = [x for line, parts in v.review for x in (line, *(f"  {p}" for p in parts))]
        return "\n".join([v.title, v.score, *([v.code] if v.code else []), *review])
    lines = [v.title, v.prompt, T.DEALER_SITUATION, *(f"  {c}" for c in v.situation),
             *(f"[{b}] ____" for b in v.blanks), v.limit, *([v.unread] if v.unread else [])]
    if v.feedback:
        lines.append(" ".join([T.RIGHT if v.feedback[0] else T.WRONG, *v.feedback[1]]))
    elif v.saved_for_end:
        lines.append(T.DEALER_SAVED_FOR_END)
    return "\n".join(lines + ([notice] if notice else []) + [v.score])


def _question_html(v: DealerView) -> Safe:
    big = "font-size:20px;font-weight:700;margin:4px 0"
    if v.over:
        return element("p", v.title, style=big)
    situation = element("ul", join(element("li", c) for c in v.situation), style="margin:2px 0;font-size:18px")
    return join([muted(v.title), element("p", v.prompt, style=big),
                 element("div", element("strong", T.DEALER_SITUATION), situation), muted(v.limit),
                 muted(T.DEALER_TYPE_HINT)])


def _response_html(v: DealerView, notice: str = "", chart: Safe = Safe("")) -> Safe:
    """One live region: the verdict, a text not read, the score are announced when they change."""
    parts = [element("div", element("strong", line), " ", join(fix, " "), style="font-size:18px;margin:4px 0")
             for line, fix in v.review]
    if v.feedback:
        parts.append(feedback_html(*v.feedback))
    elif v.saved_for_end:
        parts.append(element("div", T.DEALER_SAVED_FOR_END, style="font-size:18px"))
    parts += [record_notice_html(notice), element("div", v.score, style="font-size:18px;font-weight:700"),
              element("div", v.code, style="font-size:20px;font-weight:700") if v.code else "", chart]
    return element("div", element("div", v.unread, role="alert", style="font-size:18px") if v.unread else "",
                   join(parts), aria_live="polite")


class DealerDrill(LiveView):
    """`session` dealer questions of one kind (or a mix: None, or a list); time_limit None (off),
    'relaxed', 'exam' or seconds; errors 'at_once' or 'at_end'. `clock` (seconds) is for tests."""

    def __init__(self, kind: str | Sequence[str] | None = None, game: Game | str | None = None, seed: int = 1,
                 rules: Rules | str | None = None, *, time_limit: float | str | None = None,
                 errors: str = "at_once", session: int = 10, progress: Progress | None = YOUR_RECORD,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if not callable(clock):
            raise ValueError(T.ERR_DEALER_CLOCK.format(value=clock))
        self.session = DealerSession(kind, game, seed, rules, time_limit=time_limit, errors=errors, size=session)
        self.progress, self.record_notice, self.clock = progress, "", clock
        self.view, self.response, self.boxes_row = widgets.HTML(), widgets.HTML(), widgets.VBox([])
        self._pool: list[widgets.Text] = []
        self.answer_button = text_button(T.DEALER_ANSWER, primary=True)
        self.answer_button.on_click(lambda _: self.submit())
        self.next_button = text_button(T.DRILL_NEXT, primary=True)
        self.next_button.on_click(lambda _: self.next())
        self.new_button = text_button(T.DEALER_NEW_SESSION, primary=True)
        self.new_button.on_click(lambda _: (self.session.new_session(), self._ask()))
        self.widget = course_box([self.view, self.boxes_row,
                                  widgets.HBox([self.answer_button, self.next_button, self.new_button]), self.response])
        self._ask()

    question = property(lambda self: self.session.question)
    verdict = property(lambda self: self.session.verdict)
    index = property(lambda self: self.session.index)
    over = property(lambda self: self.session.over)

    def _ask(self) -> None:
        # The boxes are kept from one question to the next (more are made when a question needs
        # them): a box already drawn can take the keyboard focus at once.
        blanks = self.question.blanks
        while len(self._pool) < len(blanks):
            box = widgets.Text(value="", continuous_update=False, style={"description_width": "initial",
                               "font_size": "18px"}, layout=widgets.Layout(width="34em", max_width="100%"))
            box.observe(lambda change, i=len(self._pool): self._entered(i), names="value")
            self._pool.append(box)
        self.boxes = self._pool[:len(blanks)]
        for box, blank in zip(self.boxes, blanks):
            box.value, box.description, box.disabled = "", blank.label(), False
        self.boxes_row.children = self.boxes
        self.asked_at = self.clock()
        self._refresh()
        if self.boxes:
            self.boxes[0].focus()

    def _entered(self, i: int) -> None:
        """Enter: the last box answers when every box is filled; another goes to the next empty box."""
        if self.verdict is not None or self.over:
            return
        empty = [j for j, box in enumerate(self.boxes) if not box.value.strip()]
        if not empty and i == len(self.boxes) - 1:
            self.submit()
        elif empty and i < len(self.boxes) - 1 and self.boxes[i].value.strip():
            self.boxes[next((j for j in empty if j > i), empty[0])].focus()

    def submit(self) -> Verdict | None:
        """Mark what the boxes hold (the Answer button, or Enter in the last box)."""
        return self.answer([box.value for box in self.boxes])

    def answer(self, typed: Sequence[str]) -> Verdict | None:
        """One text per blank; a text not read is not marked: the view says why (None is returned)."""
        if self.verdict is not None or self.over:
            return self.verdict
        q, index = self.question, self.index
        verdict = self.session.answer(typed, self.clock() - self.asked_at)
        if verdict is not None:
            self.progress, self.record_notice = record_to(self.progress, q.rules, verdict.correct,
                                                          seconds=verdict.seconds, late=verdict.late, kind=q.kind)
        if self.index != index:       # corrections at the end: on to the next question at once
            self._moved_on()
        else:
            self._refresh()
            if verdict is not None:
                self.next_button.focus()
        return verdict

    def next(self) -> None:
        """The next question (an unanswered one is counted as not answered, not wrong)."""
        if not self.over:
            self.session.next()
            self._moved_on()

    def _moved_on(self) -> None:
        if not self.over:
            return self._ask()
        self._refresh()
        self.new_button.focus()

    def view_model(self) -> DealerView:
        return dealer_view(self.session)

    def text(self) -> str:
        return dealer_text(self.view_model(), self.record_notice)

    def _chart(self) -> Safe:
        return speed_chart_html(self.progress) if self.over and isinstance(self.progress, Progress) else Safe("")

    def html(self) -> str:
        v = self.view_model()
        return panel(join([_question_html(v), _response_html(v, self.record_notice, self._chart()),
                           muted(T.NO_KERNEL_NOTE)]), label=v.title)

    def _refresh(self) -> None:
        v, answered = self.view_model(), self.verdict is not None
        self.view.value = panel(_question_html(v), label=v.title)
        self.response.value = panel(_response_html(v, self.record_notice, self._chart()))
        for box in self.boxes:
            box.disabled = answered or self.over
        self.boxes_row.layout.display = "none" if self.over else None
        self.answer_button.layout.display = "none" if answered or self.over else None
        self.next_button.layout.display = None if answered and not self.over else "none"
        self.new_button.layout.display = None if self.over else "none"
