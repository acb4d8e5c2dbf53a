"""Drills on endless deals with a score, a drill menu, and the seeded final test.

Views over studlib.drills (the engine makes each question and its answer) and studlib.sessions
(which answer counts, the score, the final test's answer sheet): these widgets show the
situation, one button per option, the feedback aimed at the mistake, and the score.
"""

from __future__ import annotations

from dataclasses import dataclass

import ipywidgets as widgets

from ..card_markup import check_palette, legend_html, muted, record_notice_html
from ..colours import RIGHT_INK, WRONG_INK
from ..drills import KINDS, Option, Question, check_drill, games_for, make_question
from ..games import Game, game_named
from ..markup import Safe, element, join, panel
from ..practice import table_rules, warm_evaluator
from ..progress import YOUR_RECORD, Progress, record_to
from ..rules import Rules
from ..sessions import TOP_TEST_NUMBER, FinalSheet, menu_game
from . import text as T
from .controls import OwnUpdate, text_button
from .number_box import read_whole_number
from .quiz import (BIG_TEXT, Asking, QuestionView, label_buttons, mistake_words, question_html, question_text,
                   show_in, situation, situation_html, situation_text)
from .render import LiveView, course_box

__all__ = ["Drill", "DrillMenu", "FinalTest", "FinalTestView"]


# --- Drill ----------------------------------------------------------------------------------

class Drill(Asking):
    """Endless questions of one kind: answer with a button, read why, press Next (seed + 1).

    The first answer to each question is the one that scores; later clicks still explain.
    """

    def __init__(self, kind: str = "bring_in", game: Game | str | None = None, seed: int = 1,
                 rules: Rules | str | None = None, *, palette: str = "two",
                 progress: Progress | None = YOUR_RECORD) -> None:
        self.kind, self.game = self._check(kind, game)
        self.rules = table_rules(rules)
        self.seed = seed
        self._start(palette, progress, T.DRILL_NEXT)

    def _make_question(self) -> Question:
        return make_question(self.kind, self.seed, self.game, self.rules)

    @staticmethod
    def _check(kind: str, game: Game | str | None) -> tuple[str, Game | None]:
        return kind, check_drill(kind, game_named(game) if game is not None else None)

    def set_kind(self, kind: str, game: Game | str | None = None) -> None:
        """Drill another kind (and game); the score carries on."""
        self.kind, self.game = self._check(kind, game)
        self._ask()

    def _title(self) -> str:
        return T.DRILL_TITLE.format(kind=T.DRILL_KINDS[self.kind], seed=self.seed)

    def _score(self) -> str:
        line = T.DRILL_SCORE.format(score=self.score, attempts=self.attempts, streak=self.streak)
        return line + (T.DRILL_SKIPPED.format(skipped=self.skipped) if self.skipped else "")


# --- DrillMenu --------------------------------------------------------------------------------

class DrillMenu(Drill):
    """A Drill with two dropdowns: which kind of question, and which game (where it matters)."""

    def __init__(self, kind: str = "bring_in", game: Game | str | None = None, seed: int = 1,
                 rules: Rules | str | None = None, *, palette: str = "two",
                 progress: Progress | None = YOUR_RECORD) -> None:
        super().__init__(kind, game, seed, rules, palette=palette, progress=progress)
        self.kind_box = widgets.Dropdown(options=[(T.DRILL_KINDS[k], k) for k in KINDS], value=kind,
                                         description=T.DRILL_KIND_LABEL, style={"description_width": "initial"})
        self.game_box = widgets.Dropdown(description=T.GAME_LABEL, style={"description_width": "initial"})
        self._own_update = OwnUpdate()
        self._fill_games()
        self.kind_box.observe(lambda change: self._changed(), names="value")
        self.game_box.observe(lambda change: self._changed(), names="value")
        self.widget = course_box([widgets.HBox([self.kind_box, self.game_box],
                                               layout=widgets.Layout(flex_flow="row wrap")), self.widget])

    def _fill_games(self) -> None:
        games = games_for(self.kind)
        choices = [(T.DRILL_ANY_GAME, "")] if len(games) > 1 else []
        choices += [(T.GAME_LABELS[g.code], g.code) for g in games]
        with self._own_update:
            self.game_box.options = choices
            self.game_box.value = self.game.code if self.game else choices[0][1]

    def _changed(self) -> None:
        if not self._own_update:
            self.choose(self.kind_box.value, self.game_box.value or None)

    def choose(self, kind: str, game: Game | str | None = None) -> None:
        """Drill `kind` about `game` (None: any game the kind allows)."""
        self.set_kind(kind, menu_game(kind, game_named(game) if game else None))
        with self._own_update:
            self.kind_box.value = kind
        self._fill_games()

    def text(self) -> str:
        return T.DRILL_MENU_TITLE + "\n" + super().text()


# --- FinalTest --------------------------------------------------------------------------------

@dataclass(frozen=True)
class FinalTestView:
    """The final test now, in the language in force: before the start (intro), one question
    (question), or the end (summary and review). The widget, text() and html() are drawn from it."""

    title: str
    intro: tuple[str, ...] = ()
    number: str = ""
    question: QuestionView | None = None
    notice: str = ""
    summary: tuple[str, ...] = ()
    review: tuple[QuestionView, ...] = ()   # each question as the learner saw it, its verdict and why
    palette: str = "two"


def final_text(v: FinalTestView) -> str:
    """The test as text/plain."""
    if v.question is not None:
        return question_text(v.question)
    lines = [v.title, *v.intro] + [line for line in (v.number, v.notice) if line] + list(v.summary)
    if v.review:
        lines.append(T.FINAL_REVIEW)
    for r in v.review:
        lines += [r.title] + ["  " + line for line in [r.prompt, *situation_text(r.situation), *r.said]]
    return "\n".join(lines)


def _review_html(v: FinalTestView) -> Safe:
    blocks = []
    for r in v.review:
        mark = f"border-left:6px solid {RIGHT_INK if r.verdict else WRONG_INK};padding-left:8px;margin:4px 0"
        blocks.append(element("li", element("p", r.title, style="font-weight:700;margin:4px 0"),
                              element("p", r.prompt, style="margin:4px 0"), situation_html(r.situation, v.palette),
                              element("p", *r.said, style=mark), style="margin:10px 0"))
    return join([element("p", T.FINAL_REVIEW, style="font-size:20px;font-weight:700;margin:8px 0 4px"),
                 element("ol", join(blocks), style="list-style:none;padding-left:0")])


def final_top(v: FinalTestView) -> Safe:
    """Before the start or at the end: everything but the buttons."""
    title = element("p", v.title, style=BIG_TEXT)
    if not v.number:
        return join([title, element("p", v.intro[0], style="margin:4px 0"), *(muted(line) for line in v.intro[1:])])
    return join([title, muted(v.number), record_notice_html(v.notice)]
                + [element("p", line, style="margin:4px 0") for line in v.summary]
                + [_review_html(v), legend_html(v.palette)])


class FinalTest(LiveView):
    """A test mixing every drill kind across the three games. Answers are final and nothing says
    whether one was right until the test is finished; then every question is reviewed with its
    explanation, and the results code sums it up for the teacher.

    FinalTest() lets each learner start a test of their own (a number drawn when they press
    Start, or one the teacher gives them to type); FinalTest(seed=2026) gives everyone test 2026.
    A view over studlib.sessions.FinalSheet (self.sheet).
    """

    def __init__(self, seed: int | None = None, n: int = 12, rules: Rules | str | None = None,
                 *, palette: str = "two", progress: Progress | None = YOUR_RECORD) -> None:
        self.sheet = FinalSheet(n, table_rules(rules))
        self.palette = check_palette(palette)
        self.progress = progress      # YOUR_RECORD: the learner's file; None: nothing is recorded
        self.record_notice = ""       # what happened to the learner's record when the test ended
        self.number_box = widgets.Text(value="", placeholder=T.FINAL_NUMBER_PLACEHOLDER,
                                       description=T.FINAL_NUMBER, style={"description_width": "initial"},
                                       layout=widgets.Layout(width="24em"))
        self.start_button = text_button(T.FINAL_START, primary=True)
        self.start_button.on_click(lambda _: self._start_pressed())
        self.start_message = widgets.HTML()
        self.start_row = widgets.VBox([self.number_box, self.start_button, self.start_message])
        self.next_button = text_button(T.DRILL_NEXT, primary=True)
        self.next_button.on_click(lambda _: self._next_pressed())
        self.view = widgets.HTML()
        self.choices = widgets.HBox([], layout=widgets.Layout(flex_flow="row wrap"))
        self.response = widgets.HTML()
        self.widget = course_box([self.view, self.start_row, self.choices, self.next_button, self.response])
        if seed is None:
            self._show()
        else:
            self.start(seed)

    # What the lessons read of the test; the rest is on the answer sheet (self.sheet).
    seed = property(lambda self: self.sheet.seed, doc="The test number (None before the start).")
    n = property(lambda self: self.sheet.n)
    questions = property(lambda self: self.sheet.questions)
    index = property(lambda self: self.sheet.index)
    chosen = property(lambda self: self.sheet.chosen)
    started = property(lambda self: self.sheet.started)
    finished = property(lambda self: self.sheet.finished)
    question = property(lambda self: self.sheet.question)
    score = property(lambda self: self.sheet.score)

    def results_code(self) -> str:
        """The short code the learner gives the teacher ('' before the end or with custom rules)."""
        r = self.sheet.results()
        return r.code() if r is not None else ""

    # --- starting: the learner's own number, or the teacher's --------------------------------

    def start(self, seed: int | None = None) -> None:
        """Deal test number `seed` (a number of one's own if None) and show its first question."""
        if self.started:
            return
        warm_evaluator()
        self.sheet.start(seed)
        self.start_row.layout.display = "none"
        self._show()

    def _start_pressed(self) -> None:
        """Start: the number typed (the teacher's), or one of the learner's own if the box is empty."""
        typed = self.number_box.value.strip()
        try:
            seed = read_whole_number(typed, 0, TOP_TEST_NUMBER, T.FINAL_NUMBER_WORDS) if typed else None
        except ValueError as err:
            self.start_message.value = element("div", str(err), role="alert",
                                               style=f"font-size:18px;color:{WRONG_INK}")
            return
        self.start_message.value = ""
        self.start(seed)
        if self.choices.children:
            self.choices.children[0].focus()

    # --- taking the test -----------------------------------------------------------------------

    def answer(self, option: Option) -> bool:
        """Answer the current question with one of its options (a seat number for seat questions);
        the first answer is final (no going back), and the screen only says it is recorded:
        whether it was right waits for the end of the test."""
        right = self.sheet.answer(option)
        # Same buttons, now off: a view keeps its elements, so focus and screen readers stay put.
        self._refresh()
        return right

    def _pressed(self, option: Option) -> None:
        """A click: answer, then keyboard focus on Next question (the options are now off)."""
        self.answer(option)
        self.next_button.focus()

    def _next_pressed(self) -> None:
        """A click on Next: the next question, with keyboard focus on its first option."""
        self.next()
        if self.choices.children:
            self.choices.children[0].focus()

    def next(self) -> None:
        """On to the next question once this one is answered; after the last, the review."""
        if not self.sheet.next():
            return
        if self.finished:
            # Into the learner's record only now: nothing shows right or wrong before the end.
            for q, right in zip(self.questions, self.sheet.rights()):
                self.progress, notice = record_to(self.progress, q.rules, right)
                self.record_notice = self.record_notice or notice
        self._show()

    def _show(self) -> None:
        """New buttons for a new question (none before the start and after the end)."""
        asking = self.started and not self.finished
        buttons = [text_button(words) for words in self.question.option_words] if asking else []
        for option, button in zip(self.question.options if asking else (), buttons):
            button.on_click(lambda _, option=option: self._pressed(option))
        self.choices.children = buttons
        self.next_button.layout.display = None if asking else "none"
        self._refresh()

    # --- the review ---------------------------------------------------------------------------

    def review_line(self, i: int) -> str:
        """Question i's verdict, the answer and why, once the test is finished."""
        q, chosen = self.questions[i], self.chosen[i]
        why = " ".join(p for p in (mistake_words(q, chosen), q.explanation) if p)
        if self.sheet.rights()[i]:
            return T.FINAL_REVIEW_RIGHT.format(chosen=q.words_of(chosen), explanation=why)
        return T.FINAL_REVIEW_WRONG.format(chosen=q.words_of(chosen), answer=q.answer_words, explanation=why)

    def summary_lines(self) -> list[str]:
        """The score, the results code and the score by kind (the review follows)."""
        lines = [T.FINAL_SCORE.format(score=self.score, total=self.n)]
        lines += [T.RESULTS_CODE.format(code=self.results_code())] if self.results_code() else []
        lines.append(T.FINAL_BY_KIND)
        lines += [f"  {T.FINAL_KIND_LINE.format(kind=T.DRILL_KINDS[k], score=s, total=t)}"
                  for k, (s, t) in self.sheet.by_kind().items()]
        return lines + ([T.FINAL_ALL_RIGHT] if self.score == self.n else [])

    def view_model(self) -> FinalTestView:
        """The test now: no verdict, answer or explanation reaches it before the end."""
        if not self.started:
            return FinalTestView(T.FINAL_START_TITLE.format(total=self.n), (T.FINAL_HOW, T.FINAL_START_HELP))
        number = T.FINAL_NUMBER_IS.format(test=self.seed)
        if self.finished:
            review = tuple(QuestionView(q.prompt, T.FINAL_REVIEW_TITLE.format(number=i + 1, kind=T.DRILL_KINDS[q.kind]),
                                        situation=situation(q, True), verdict=right, said=(self.review_line(i),))
                           for i, (q, right) in enumerate(zip(self.questions, self.sheet.rights())))
            return FinalTestView(T.FINAL_DONE_TITLE, number=number, notice=self.record_notice,
                                 summary=tuple(self.summary_lines()), review=review, palette=self.palette)
        q, chosen, given = self.question, self.chosen[self.index], self.sheet.current_given
        title = T.FINAL_TITLE.format(number=self.index + 1, total=self.n)
        options = tuple((given and o == chosen, T.OPTION_YOURS.format(option=words) if given and o == chosen else words)
                        for o, words in zip(q.options, q.option_words))
        said = (T.FINAL_RECORDED.format(option=q.words_of(chosen)),) if given else ()
        asked = QuestionView(q.prompt, title, (number, T.FINAL_NO_BACK), situation(q, False), T.DRILL_OPTIONS,
                             options, said=said, strong_title=True, palette=self.palette)
        return FinalTestView(title, number=number, question=asked, palette=self.palette)

    def text(self) -> str:
        return final_text(self.view_model())

    def html(self) -> str:
        v = self.view_model()
        if v.question is not None:
            return question_html(v.question)
        return panel(join([final_top(v), muted(T.NO_KERNEL_NOTE)]), label=v.title)

    def _refresh(self) -> None:
        v = self.view_model()
        if v.question is None:
            self.view.value, self.response.value = panel(final_top(v), label=v.title), ""
            return
        given = self.sheet.current_given
        label_buttons(self.choices.children, v.question)
        for button in self.choices.children:
            button.disabled = given
        self.next_button.description = T.FINAL_SEE_SCORE if self.index == self.n - 1 else T.DRILL_NEXT
        self.next_button.disabled = not given
        show_in(self.view, self.response, v.question)
