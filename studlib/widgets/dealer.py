"""DealerDrill: the dealer school's timed drills, one kind or a mix, answered by typing.

A thin view over studlib.dealer: the engine deals each question and marks what is typed. The
learner types each answer in a box and presses Enter (Enter in the last box answers); the
verdict is announced in a live region and keyboard focus goes on: to Next after a correction,
or straight to the next question's first box when corrections wait for the end.

Time limits (WCAG 2.2.1): off (time_limit=None), 'relaxed' (60 s), 'exam' (20 s) or a number of
seconds. Nothing is lost when the time runs out: the question stays open and the answer is
marked late, never wrong. Each answer's time goes into the learner's record
(Progress.record(..., seconds=..., late=..., kind=...)), where a slow right answer is rated Hard.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import ipywidgets as widgets

from ..dealer import DEALER_KINDS, DealerQuestion, Form, Mark, Verdict, answer_words, dealer_games_for, misread_words
from ..drills import make_question
from ..games import Game
from ..i18n import localized_number
from ..progress import YOUR_RECORD, Progress, record_to
from ..rules import Rules
from ..plots import text as PT
from . import text as T
from .controls import text_button
from .markup import Safe, element, join
from .minideal import as_game, as_rules
from .quiz import feedback_html
from .render import LiveView, course_box, muted, panel, record_notice_html

__all__ = ["DealerDrill", "TIME_LIMITS", "speed_chart_html"]

TIME_LIMITS = {"relaxed": 60.0, "exam": 20.0}   # seconds a question
_LIMIT_RANGE = (5, 600)


def _seconds(value: float) -> str:
    return localized_number(f"{value:.1f}")


def speed_chart_html(progress: Progress) -> Safe:
    """The speed chart (median and slowest answer per session, the slowest kinds) with its numbers
    as text beside it; the numbers alone where matplotlib is missing ('' with no timed answer)."""
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


def _check_limit(value) -> float | None:
    if value is None:
        return None
    if isinstance(value, str) and value in TIME_LIMITS:
        return TIME_LIMITS[value]
    if isinstance(value, (int, float)) and not isinstance(value, bool) and _LIMIT_RANGE[0] <= value <= _LIMIT_RANGE[1]:
        return float(value)
    raise ValueError(T.ERR_DEALER_LIMIT.format(value=value))


def _check_kinds(kind) -> tuple[str, ...]:
    kinds = DEALER_KINDS if kind is None else (kind,) if isinstance(kind, str) else tuple(kind) if isinstance(
        kind, (list, tuple)) else ("?",)
    if not kinds or any(k not in DEALER_KINDS for k in kinds):
        raise ValueError(T.ERR_DEALER_KIND.format(kinds=", ".join(DEALER_KINDS), value=kind))
    return kinds


class DealerDrill(LiveView):
    """A session of `session` dealer questions of one kind (or a mix: kind=None, or a list).

    time_limit: None (off), 'relaxed', 'exam' or seconds; errors: 'at_once' (each answer is
    corrected when given) or 'at_end' (all corrections when the session ends, as a timed exam).
    `clock` (seconds, monotonic) is for tests.
    """

    def __init__(self, kind: str | Sequence[str] | None = None, game: Game | str | None = None, seed: int = 1,
                 rules: Rules | str | None = None, *, time_limit: float | str | None = None,
                 errors: str = "at_once", session: int = 10, progress: Progress | None = YOUR_RECORD,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.kinds = _check_kinds(kind)
        self.game = as_game(game) if game is not None else None
        if self.game is not None:
            self.kinds = tuple(k for k in self.kinds if self.game in dealer_games_for(k)) or self.kinds
            for k in self.kinds:
                if self.game not in dealer_games_for(k):
                    raise ValueError(T.ERR_DEALER_KIND.format(kinds=", ".join(DEALER_KINDS), value=kind))
        self.rules = as_rules(rules)
        self.time_limit = _check_limit(time_limit)
        if errors not in ("at_once", "at_end"):
            raise ValueError(T.ERR_DEALER_ERRORS.format(value=errors))
        self.errors = errors
        if isinstance(session, bool) or not isinstance(session, int) or not 1 <= session <= 50:
            raise ValueError(T.ERR_DEALER_SESSION.format(value=session))
        self.session = session
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise ValueError(T.ERR_WHOLE_NUMBER.format(what=T.DEAL_NUMBER_WORDS, low=0, high="10⁹", value=seed))
        self.first_seed = seed
        self.progress = progress
        self.record_notice = ""
        if not callable(clock):
            raise ValueError(T.ERR_DEALER_CLOCK.format(value=clock))
        self.clock = clock
        self.view = widgets.HTML()
        self.boxes_row = widgets.VBox([])
        self._pool: list[widgets.Text] = []
        self.boxes: list[widgets.Text] = []
        self.message = widgets.HTML()
        self.answer_button = text_button(T.DEALER_ANSWER, primary=True)
        self.answer_button.on_click(lambda _: self.submit())
        self.next_button = text_button(T.DRILL_NEXT, primary=True)
        self.next_button.on_click(lambda _: self._next_pressed())
        self.new_button = text_button(T.DEALER_NEW_SESSION, primary=True)
        self.new_button.on_click(lambda _: self._new_pressed())
        self.response = widgets.HTML()
        self.widget = course_box([self.view, self.boxes_row, self.message,
                                  widgets.HBox([self.answer_button, self.next_button, self.new_button]),
                                  self.response])
        self._start(seed)

    # --- the session ---------------------------------------------------------------------------

    def _start(self, seed: int) -> None:
        self.seed = seed
        self.index = 0
        self.results: list[tuple[DealerQuestion, Verdict | None, tuple[str, ...]]] = []
        self._ask()

    def _kind_at(self, index: int) -> str:
        return self.kinds[(self.seed + index) % len(self.kinds)]

    def _ask(self) -> None:
        self.question = make_question(self._kind_at(self.index), self.seed + self.index, self.game, self.rules)
        self.verdict: Verdict | None = None
        self.typed: tuple[str, ...] = ()
        self.misread = ""
        # The boxes are kept from one question to the next (more are made when a question needs
        # them): a box already drawn can take the keyboard focus at once.
        while len(self._pool) < len(self.question.blanks):
            box = widgets.Text(value="", continuous_update=False,
                               style={"description_width": "initial", "font_size": "18px"},
                               layout=widgets.Layout(width="34em", max_width="100%"))
            box.observe(lambda change, i=len(self._pool): self._entered(i), names="value")
            self._pool.append(box)
        self.boxes = self._pool[:len(self.question.blanks)]
        for box, blank in zip(self.boxes, self.question.blanks):
            box.value, box.description, box.disabled = "", blank.label(), False
        self.boxes_row.children = self.boxes
        self.asked_at = self.clock()
        self._refresh()
        if self.boxes:
            self.boxes[0].focus()

    @property
    def over(self) -> bool:
        return self.index >= self.session

    def _entered(self, i: int) -> None:
        """Enter (or leaving a box): the last box answers when every box holds something; another
        box sends the learner to the next empty one."""
        if self.verdict is not None or self.over:
            return
        empty = [j for j, box in enumerate(self.boxes) if not box.value.strip()]
        if not empty and i == len(self.boxes) - 1:
            self.submit()
        elif empty and i < len(self.boxes) - 1 and self.boxes[i].value.strip():
            self.boxes[min(j for j in empty if j > i) if any(j > i for j in empty) else empty[0]].focus()

    def submit(self) -> Verdict | None:
        """Mark what the boxes hold (the Answer button, or Enter in the last box)."""
        return self.answer([box.value for box in self.boxes])

    def answer(self, typed: Sequence[str]) -> Verdict | None:
        """Answer the question with one text per blank. A text that is not an answer of its form
        is not marked: the message says what was not read and what is allowed, and the question
        stays (None is returned)."""
        if self.verdict is not None or self.over:
            return self.verdict
        q = self.question
        seconds = max(0.0, self.clock() - self.asked_at)
        verdict = q.check(list(typed), seconds=seconds, limit=self.time_limit)
        if not verdict.complete:
            structure, n = q.hand.structure, q.hand.n_seats
            self.misread = " ".join(T.DEALER_NOT_READ.format(label=b.label(), why=misread_words(why, b.form, structure, n, b.choices))
                                    for b, why in zip(q.blanks, verdict.misread) if why is not None)
            self._refresh()
            return None
        self.misread = ""
        self.verdict, self.typed = verdict, tuple(typed)
        self.results.append((q, verdict, self.typed))
        self.progress, self.record_notice = record_to(self.progress, q.rules, verdict.correct, seconds=seconds,
                                                      late=verdict.late, kind=q.kind)
        if self.errors == "at_end":
            self.next()     # the correction waits for the end: on to the next question at once
            return verdict
        self._refresh()
        self.next_button.focus()
        return verdict

    def next(self) -> None:
        """The next question (an unanswered one is counted as not answered, not wrong)."""
        if self.over:
            return
        if self.verdict is None:
            self.results.append((self.question, None, ()))
        self.index += 1
        if self.over:
            self._refresh()
            self.new_button.focus()
        else:
            self._ask()

    def _next_pressed(self) -> None:
        self.next()

    def _new_pressed(self) -> None:
        self._start(self.seed + self.session)

    # --- words ---------------------------------------------------------------------------------

    def _title(self) -> str:
        kind = T.DEALER_KINDS[self.question.kind]
        return T.DEALER_TITLE.format(kind=kind, number=min(self.index + 1, self.session), total=self.session,
                                     seed=self.question.seed)

    def _limit_line(self) -> str:
        if self.time_limit is None:
            return T.DEALER_NO_LIMIT
        return T.DEALER_LIMIT.format(seconds=_seconds(self.time_limit))

    def feedback_parts(self, q: DealerQuestion, verdict: Verdict, typed: Sequence[str]) -> list[str]:
        """What follows 'Right!' or 'Not quite.': the time, what was wrong, the call, why."""
        parts = [T.DEALER_LATE.format(seconds=_seconds(verdict.seconds), limit=_seconds(self.time_limit))
                 if verdict.late else T.DEALER_TOOK.format(seconds=_seconds(verdict.seconds or 0.0))]
        structure = q.hand.structure
        for blank, mark, text in zip(q.blanks, verdict.marks, typed):
            if mark is Mark.WRONG:
                parts.append(T.DEALER_NOT_READ.format(label=blank.label(), why=T.DEALER_YOU_TYPED.format(
                    typed=text.strip(), answer=answer_words(blank, structure))))
        if q.announcement:
            parts.append(T.DEALER_SAYS.format(call=q.announcement))
        parts.append(q.explanation)
        return parts

    def _score(self) -> tuple[int, int, int, float]:
        answered = [v for _q, v, _t in self.results if v is not None]
        times = sorted(v.seconds or 0.0 for v in answered)
        median = times[len(times) // 2] if times else 0.0
        return sum(v.correct for v in answered), len(answered), sum(v.late for v in answered), median

    def _score_line(self) -> str:
        right, answered, late, median = self._score()
        if self.errors == "at_end" and not self.over:
            # Nothing says whether an answer was right before the session ends.
            return T.DEALER_ANSWERED.format(answered=answered, total=self.session)
        return T.DEALER_SESSION_SCORE.format(right=right, answered=answered, late=late, median=_seconds(median))

    def _review(self) -> list[tuple[str, bool | None, list[str]]]:
        """Each question of the session: its line, right or not (None: not answered), and the correction."""
        out = []
        for number, (q, verdict, typed) in enumerate(self.results, start=1):
            if verdict is None:
                out.append((T.DEALER_REVIEW.format(number=number, kind=T.DEALER_KINDS[q.kind],
                                                   verdict=T.DEALER_REVIEW_SKIPPED), None, []))
                continue
            word = T.DEALER_REVIEW_RIGHT if verdict.correct else T.DEALER_REVIEW_WRONG
            out.append((T.DEALER_REVIEW.format(number=number, kind=T.DEALER_KINDS[q.kind], verdict=word),
                        verdict.correct, [q.prompt] + self.feedback_parts(q, verdict, typed)))
        return out

    def text(self) -> str:
        if self.over:
            lines = [T.DEALER_SESSION_OVER, self._score_line()]
            for line, _right, parts in self._review():
                lines.append(line)
                lines += [f"  {p}" for p in parts]
            return "\n".join(lines)
        q = self.question
        lines = [self._title(), q.prompt, T.DEALER_SITUATION] + [f"  {c}" for c in q.context]
        lines += [f"[{b.label()}] ____" for b in q.blanks] + [self._limit_line()]
        if self.misread:
            lines.append(self.misread)
        if self.verdict is not None:
            lines.append(" ".join([T.RIGHT if self.verdict.correct else T.WRONG]
                                  + self.feedback_parts(q, self.verdict, self.typed)))
        elif self._waiting_for_end():
            lines.append(T.DEALER_SAVED_FOR_END)
        if self.record_notice:
            lines.append(self.record_notice)
        lines.append(self._score_line())
        return "\n".join(lines)

    def _waiting_for_end(self) -> bool:
        """Corrections at the end, and the last question answered: say it was taken."""
        return self.errors == "at_end" and bool(self.results) and self.results[-1][1] is not None

    def _view_body(self) -> Safe:
        if self.over:
            return join([element("p", T.DEALER_SESSION_OVER, style="font-size:20px;font-weight:700;margin:4px 0")])
        q = self.question
        situation = element("ul", join(element("li", c) for c in q.context), style="margin:2px 0;font-size:18px")
        return join([muted(self._title()), element("p", q.prompt, style="font-size:20px;font-weight:700;margin:4px 0"),
                     element("div", element("strong", T.DEALER_SITUATION), situation),
                     muted(self._limit_line()), muted(T.DEALER_TYPE_HINT)])

    def _response_body(self) -> Safe:
        parts: list[object] = []
        if self.over:
            for line, right, fix in self._review():
                parts.append(element("div", element("strong", line), " ", join(fix, " "),
                                     style="font-size:18px;margin:4px 0"))
        elif self.verdict is not None:
            parts.append(feedback_html(self.verdict.correct, self.feedback_parts(self.question, self.verdict, self.typed)))
        elif self._waiting_for_end():
            parts.append(element("div", T.DEALER_SAVED_FOR_END, style="font-size:18px"))
        parts += [record_notice_html(self.record_notice),
                  element("div", self._score_line(), style="font-size:18px;font-weight:700")]
        if self.over and isinstance(self.progress, Progress):
            parts.append(speed_chart_html(self.progress))
        # One live region: the verdict, a text not read, the score are announced when they change.
        return element("div", element("div", self.misread, role="alert", style="font-size:18px") if self.misread else "",
                       join(parts), aria_live="polite")

    def html(self) -> str:
        return panel(join([self._view_body(), self._response_body(), muted(T.NO_KERNEL_NOTE)]),
                     label=T.DEALER_SESSION_OVER if self.over else self._title())

    def _refresh(self) -> None:
        answered = self.verdict is not None
        self.view.value = panel(self._view_body(), label=T.DEALER_SESSION_OVER if self.over else self._title())
        self.response.value = panel(self._response_body())
        self.message.value = ""
        for box in self.boxes:
            box.disabled = answered or self.over
        self.boxes_row.layout.display = "none" if self.over else None
        self.answer_button.layout.display = "none" if answered or self.over else None
        self.next_button.layout.display = None if answered and not self.over else "none"
        self.new_button.layout.display = None if self.over else "none"
