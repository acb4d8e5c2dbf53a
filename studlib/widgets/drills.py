"""Drills on endless deals with a score, a drill menu, and the seeded final test.

Views over studlib.drills: the engine makes each question and its answer; these widgets show
the situation, one button per option, the feedback aimed at the mistake, and the score.
"""

from __future__ import annotations

import secrets

import ipywidgets as widgets

from .. import events
from ..drills import (KINDS, SEAT_KINDS, Option, Question, check_drill, final_test_plan, final_test_questions,
                      games_for, make_question)
from ..explain import Seat
from ..games import Game
from ..mistakes import Mistake, diagnose
from ..progress import YOUR_RECORD, Progress, record_to
from ..results import PRESETS as RESULT_PRESETS, Results
from ..rules import Rules
from . import text as T
from .markup import Safe, element, join
from .controls import OwnUpdate, text_button
from .minideal import as_game, as_rules, warm_evaluator
from .number_box import read_whole_number
from .quiz import feedback_html, seat_mistake_words
from .render import (INK, RIGHT_INK, WRONG_INK, LiveView, course_box, cards_html, cards_text, check_palette,
                     hand_rows, legend_html, muted, panel, record_notice_html, seat_rows_html, seat_rows_text)

__all__ = ["Drill", "DrillMenu", "FinalTest", "final_test_plan", "situation_lines", "option_mark",
           "record_answer"]


def option_mark(q: Question, option: Option, chosen: Option, answered: bool = True) -> str:
    """An option's words once answered: the chosen and the right one say so in text (not colour)."""
    words = q.words_of(option)
    if not answered or (option != chosen and option != q.answer):
        return words
    if option == chosen == q.answer:
        return T.OPTION_CHOSEN_RIGHT.format(option=words)
    return T.OPTION_CHOSEN_WRONG.format(option=words) if option == chosen else T.OPTION_RIGHT.format(option=words)


def _option_lines(q: Question, chosen: Option | None, answered: bool) -> list[str]:
    return [f"  {'[x]' if answered and o == chosen else '[ ]'} {option_mark(q, o, chosen, answered)}"
            for o in q.options]


def _mark_buttons(q: Question, buttons, chosen: Option) -> None:
    for option, button in zip(q.options, buttons):
        button.description = button.tooltip = option_mark(q, option, chosen)


def record_answer(progress, q: Question, right: bool) -> tuple[Progress | None, str]:
    """Into the learner's record (studlib.progress.record_to): the rule IDs this question tests.
    Returns what to record the next answer into and the notice to show ('' if none)."""
    return record_to(progress, q.rules, right)


def _markers(q: Question, answered: bool) -> dict[int, str]:
    hand = q.hand
    if q.kind == "legal_actions":
        return {hand.to_act: T.MARK_TO_ACT}
    if answered and q.kind in SEAT_KINDS:
        mark = {"bring_in": T.MARK_BRINGS_IN, "first_to_act": T.MARK_ACTS_FIRST,
                "shows_first": T.MARK_SHOWS_FIRST}[q.kind]
        return {q.answer_seat: mark}
    return {}


def _rows(q: Question, answered: bool):
    shown = q.hand.showdown_order if q.kind == "split" else ()
    return hand_rows(q.hand, reveal=False, markers=_markers(q, answered), shown=shown)


def _pot(q: Question) -> str:
    hand = q.hand
    chips = sum(a.amount for a in hand.awards) if hand.is_over else hand.pot
    return T.POT.format(amount=hand.structure.money(chips))


def situation_lines(q: Question, answered: bool = False) -> list[str]:
    """What the learner sees before answering, as plain text."""
    if q.hand is None:
        return [T.DRILL_CARDS.format(cards=cards_text(q.cards))]
    lines = seat_rows_text(_rows(q, answered))
    if q.hand.community_card is not None:
        lines.append(T.COMMUNITY_CARD.format(card=str(q.hand.community_card)))
    if q.kind in ("legal_actions", "split"):
        lines.append(_pot(q))
    if q.kind == "legal_actions":
        street_log = _street_actions(q)
        lines += [f"  {line}" for line in street_log]
    if q.kind == "shows_first":
        lines.append(T.DRILL_SEVENTH)
        lines += [f"  {line}" for line in q.context]
    return lines


def _street_actions(q: Question) -> list[str]:
    """This street's log so far (who bet, who called), the key to what may be done now."""
    log, found = q.hand.log, q.hand.events   # log[i] is the sentence of found[i]
    start = max((i for i, e in enumerate(found) if isinstance(e, (events.StreetDealt, events.CommunityCard))),
                default=0)
    return [str(line) for line in log[start + 1:]]


def _situation_html(q: Question, answered: bool, palette: str) -> Safe:
    if q.hand is None:
        return element("div", cards_html(q.cards, palette), style="line-height:1")
    body = [seat_rows_html(_rows(q, answered), palette)]
    extra = []
    if q.hand.community_card is not None:
        extra.append(T.COMMUNITY_CARD.format(card=q.hand.community_card.pretty))
    if q.kind in ("legal_actions", "split"):
        extra.append(_pot(q))
    body += [element("p", e, style="margin:4px 0") for e in extra]
    log = _street_actions(q) if q.kind == "legal_actions" else list(q.context) if q.kind == "shows_first" else []
    if log:
        head = T.DRILL_SEVENTH if q.kind == "shows_first" else T.RECENT
        body.append(element("div", element("strong", head),
                            element("ul", join(element("li", line) for line in log), style="margin:2px 0"),
                            style="font-size:17px"))
    return join(body)


def mistake_text(q: Question, option: Option) -> str:
    """The sentence aimed at the misconception behind a wrong option ('' if none is known)."""
    found = diagnose(q, option)
    if found is None:
        return ""
    if q.kind in SEAT_KINDS and found.mistake is not Mistake.LAST_AGGRESSOR:
        return seat_mistake_words(found, q.hand, option, q.answer_seat)
    odd = T.ODD_CHIP[q.hand.rules.odd_chip.value] if q.hand is not None else ""
    cap = q.hand.rules.raise_cap if q.hand is not None else 3
    right_seat = Seat(q.answer_seat) if q.answer_seat is not None else ""
    return T.DRILL_MISTAKES[found.mistake.value].format(odd_chip=odd, right_seat=right_seat, cap=cap)


def feedback_parts(q: Question, option: Option) -> list[str]:
    """What follows 'Right!' or 'Not quite.' after choosing `option`."""
    if option == q.answer:
        parts = [q.explanation]
    else:
        parts = [T.CHOSE.format(option=q.words_of(option)), mistake_text(q, option),
                 T.ANSWER_IS, q.answer_words + ".", q.explanation]
    if q.kind == "split":
        parts += list(q.context)
    return [p for p in parts if p]


def _check_option(q: Question, option: Option) -> Option:
    """The option the learner gave, if it is one of the question's (a seat for seat questions)."""
    # True == 1: a yes/no answer is no seat, and a seat number no yes/no.
    if isinstance(option, bool) == isinstance(q.answer, bool):
        try:
            return q.options[q.options.index(option)]
        except (ValueError, TypeError):
            pass
    raise ValueError(T.ERR_DRILL_OPTION.format(option=option, options=T.LIST_SEPARATOR.join(q.option_words)))


# --- Drill ----------------------------------------------------------------------------------

class Drill(LiveView):
    """Endless questions of one kind: answer with a button, read why, press Next (seed + 1).

    The first answer to each question is the one that scores; later clicks still explain.
    """

    def __init__(self, kind: str = "bring_in", game: Game | str | None = None, seed: int = 1,
                 rules: Rules | str | None = None, *, palette: str = "two",
                 progress: Progress | None = YOUR_RECORD) -> None:
        self.kind, self.game = self._check(kind, game)
        self.rules = as_rules(rules)
        self.palette = check_palette(palette)
        self.progress = progress      # YOUR_RECORD: the learner's file; None: nothing is recorded
        self.record_notice = ""   # what happened to the learner's record at the last answer
        self.seed = seed
        self.score = 0
        self.attempts = 0
        self.streak = 0
        self.skipped = 0
        warm_evaluator()
        self.next_button = text_button(T.DRILL_NEXT, primary=True)
        self.next_button.on_click(lambda _: self.next())
        self.view = widgets.HTML()
        self.choices = widgets.HBox([], layout=widgets.Layout(flex_flow="row wrap"))
        self.response = widgets.HTML()
        self.widget = course_box([self.view, self.choices, self.next_button,
                                    self.response])
        self._ask()

    def _make_question(self) -> Question:
        return make_question(self.kind, self.seed, self.game, self.rules)

    @staticmethod
    def _check(kind: str, game: Game | str | None) -> tuple[str, Game | None]:
        return kind, check_drill(kind, as_game(game) if game is not None else None)

    def _ask(self) -> None:
        self.question = self._make_question()
        self.chosen: Option | None = None
        self.answered = False
        self.buttons = [text_button(o) for o in self.question.option_words]
        for option, button in zip(self.question.options, self.buttons):
            button.on_click(lambda _, option=option: self._pressed(option))
        self.choices.children = self.buttons
        self._refresh()

    def _pressed(self, option: Option) -> None:
        """A click: answer, then keyboard focus on Next question (the pressed button is now off)."""
        self.answer(option)
        self.next_button.focus()

    def answer(self, option: Option) -> bool:
        """The learner picks `option`, one of question.options (a seat number for seat questions)."""
        option = _check_option(self.question, option)
        right = option == self.question.answer
        if not self.answered:
            self.answered = True
            self.attempts += 1
            self.score += right
            self.streak = self.streak + 1 if right else 0
            self.progress, self.record_notice = record_answer(self.progress, self.question, right)
        self.chosen = option
        for o, button in zip(self.question.options, self.buttons):
            button.disabled = o == option  # chosen already: pressing it again would say nothing new
        _mark_buttons(self.question, self.buttons, option)
        self._refresh()
        return right

    def next(self) -> None:
        """The next question of the same kind (seed + 1): drills never run out. Leaving a
        question unanswered counts it as skipped (not right, not wrong, not recorded)."""
        if not self.answered:
            self.skipped += 1
            self.streak = 0
        self.seed += 1
        self._ask()

    def set_kind(self, kind: str, game: Game | str | None = None) -> None:
        """Drill another kind (and game); the score carries on."""
        self.kind, self.game = self._check(kind, game)
        self._ask()

    def feedback(self) -> str:
        if not self.answered:
            return ""
        head = T.RIGHT if self.chosen == self.question.answer else T.WRONG
        return " ".join([head] + feedback_parts(self.question, self.chosen))

    def _title(self) -> str:
        return T.DRILL_TITLE.format(kind=T.DRILL_KINDS[self.kind], seed=self.seed)

    def _score(self) -> str:
        line = T.DRILL_SCORE.format(score=self.score, attempts=self.attempts, streak=self.streak)
        return line + (T.DRILL_SKIPPED.format(skipped=self.skipped) if self.skipped else "")

    def text(self) -> str:
        q = self.question
        lines = [self._title(), q.prompt] + situation_lines(q, self.answered)
        lines += [T.DRILL_OPTIONS] + _option_lines(q, self.chosen, self.answered)
        if self.answered:
            lines.append(self.feedback())
        if self.record_notice:
            lines.append(self.record_notice)
        lines.append(self._score())
        return "\n".join(lines)

    def _view_body(self) -> Safe:
        q = self.question
        return join([muted(self._title()), element("p", q.prompt, style="font-size:20px;font-weight:700;margin:4px 0"),
                     _situation_html(q, self.answered, self.palette), legend_html(self.palette)])

    def _response_body(self) -> Safe:
        fb = ""
        if self.answered:
            fb = feedback_html(self.chosen == self.question.answer,
                               feedback_parts(self.question, self.chosen))
        return join([fb, record_notice_html(self.record_notice),
                     element("div", self._score(), style="font-size:18px;font-weight:700")])

    def html(self) -> str:
        q = self.question
        items = join(element("li", option_mark(q, o, self.chosen, self.answered)) for o in q.options)
        return panel(join([self._view_body(), element("ul", items, style="font-size:18px"), self._response_body(),
                           muted(T.NO_KERNEL_NOTE)]), label=self._title())

    def _refresh(self) -> None:
        self.view.value = panel(self._view_body(), label=self._title())
        self.response.value = panel(self._response_body())


# --- DrillMenu --------------------------------------------------------------------------------

class DrillMenu(LiveView):
    """One Drill and two dropdowns: which kind of question, and which game (where it matters)."""

    def __init__(self, kind: str = "bring_in", game: Game | str | None = None, seed: int = 1,
                 rules: Rules | str | None = None, *, palette: str = "two",
                 progress: Progress | None = YOUR_RECORD) -> None:
        self.drill = Drill(kind, game, seed, rules, palette=palette, progress=progress)
        self.kind_box = widgets.Dropdown(options=[(T.DRILL_KINDS[k], k) for k in KINDS], value=kind,
                                         description=T.DRILL_KIND_LABEL,
                                         style={"description_width": "initial"})
        self.game_box = widgets.Dropdown(description=T.GAME_LABEL,
                                         style={"description_width": "initial"})
        self._own_update = OwnUpdate()
        self._fill_games()
        self.kind_box.observe(lambda change: self._changed(), names="value")
        self.game_box.observe(lambda change: self._changed(), names="value")
        self.widget = course_box([widgets.HBox([self.kind_box, self.game_box],
                                                 layout=widgets.Layout(flex_flow="row wrap")),
                                    self.drill.widget])

    def _fill_games(self) -> None:
        games = games_for(self.drill.kind)
        choices = [(T.DRILL_ANY_GAME, "")] if len(games) > 1 else []
        choices += [(T.GAME_LABELS[g.code], g.code) for g in games]
        with self._own_update:
            self.game_box.options = choices
            self.game_box.value = self.drill.game.code if self.drill.game else choices[0][1]

    def _changed(self) -> None:
        if self._own_update:
            return
        self.choose(self.kind_box.value, self.game_box.value or None)

    def choose(self, kind: str, game: Game | str | None = None) -> None:
        """Drill `kind` about `game` (None: any game the kind allows)."""
        game_obj = as_game(game) if game else None
        if game_obj is not None and game_obj not in games_for(kind):
            game_obj = None
        if len(games_for(kind)) == 1:
            game_obj = games_for(kind)[0]
        self.drill.set_kind(kind, game_obj)
        with self._own_update:
            self.kind_box.value = kind
        self._fill_games()

    def answer(self, option: str | int) -> bool:
        return self.drill.answer(option)

    def next(self) -> None:
        self.drill.next()

    @property
    def score(self) -> int:
        return self.drill.score

    @property
    def attempts(self) -> int:
        return self.drill.attempts

    def text(self) -> str:
        return T.DRILL_MENU_TITLE + "\n" + self.drill.text()

    def html(self) -> str:
        return self.drill.html()


# --- FinalTest --------------------------------------------------------------------------------

# A test number of one's own: six digits, easy to read out to the teacher or to type again.
OWN_NUMBERS = range(100_000, 1_000_000)
_TOP_TEST_NUMBER = 2**32 - 1      # what a results code can hold


def own_test_number() -> int:
    """A test number for one learner, drawn by the operating system's generator (not seeded):
    neighbours get different tests. The number then deals the same questions everywhere."""
    return secrets.choice(OWN_NUMBERS)


class FinalTest(LiveView):
    """A test mixing every drill kind across the three games. Answers are final and nothing says
    whether one was right until the test is finished; then every question is reviewed with its
    explanation, and the results code sums it up for the teacher.

    FinalTest() lets each learner start a test of their own (a number drawn when they press
    Start, or one the teacher gives them to type); FinalTest(seed=2026) gives everyone test 2026.
    """

    def __init__(self, seed: int | None = None, n: int = 12, rules: Rules | str | None = None,
                 *, palette: str = "two", progress: Progress | None = YOUR_RECORD) -> None:
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 50:
            raise ValueError(T.ERR_FINAL_N.format(value=n))
        self.seed: int | None = None
        self.n = n
        self.rules = as_rules(rules)
        self.palette = check_palette(palette)
        self.progress = progress      # YOUR_RECORD: the learner's file; None: nothing is recorded
        self.questions: list[Question] = []
        self.record_notice = ""   # what happened to the learner's record when the test ended
        self.index = 0
        self.chosen: list[Option] = [None] * n     # the option given to each question
        self.given = [False] * n                    # which questions are answered (None is an option)
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

    # --- starting: the learner's own number, or the teacher's --------------------------------

    @property
    def started(self) -> bool:
        return self.seed is not None

    def start(self, seed: int | None = None) -> None:
        """Deal test number `seed` (a number of one's own if None) and show its first question."""
        if self.started:
            return
        if seed is None:
            seed = own_test_number()
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= _TOP_TEST_NUMBER:
            raise ValueError(T.ERR_WHOLE_NUMBER.format(what=T.FINAL_NUMBER_WORDS, low=0,
                                                       high=format(T.number(_TOP_TEST_NUMBER), ","), value=seed))
        warm_evaluator()
        self.seed = seed
        self.questions = final_test_questions(seed, self.n, self.rules)
        self.start_row.layout.display = "none"
        self._show()

    def _start_pressed(self) -> None:
        """Start: the number typed (the teacher's), or one of the learner's own if the box is empty."""
        typed = self.number_box.value.strip()
        try:
            seed = read_whole_number(typed, 0, _TOP_TEST_NUMBER, T.FINAL_NUMBER_WORDS) if typed else None
        except ValueError as err:
            self.start_message.value = element("div", str(err), role="alert",
                                               style=f"font-size:18px;color:{WRONG_INK}")
            return
        self.start_message.value = ""
        self.start(seed)
        if self.choices.children:
            self.choices.children[0].focus()

    # --- taking the test -----------------------------------------------------------------------

    @property
    def question(self) -> Question:
        if not self.started:
            raise ValueError(T.FINAL_NOT_STARTED)
        return self.questions[min(self.index, self.n - 1)]

    @property
    def finished(self) -> bool:
        return self.started and self.index >= self.n

    @property
    def score(self) -> int:
        return sum(g and c == q.answer for g, c, q in zip(self.given, self.chosen, self.questions))

    @property
    def answered(self) -> int:
        return sum(self.given)

    def answer(self, option: Option) -> bool:
        """Answer the current question with one of its options (a seat number for seat questions);
        the first answer is final (no going back), and the screen only says it is recorded:
        whether it was right waits for the end of the test."""
        if self.finished:
            raise ValueError(T.FINAL_DONE_TITLE)
        q = self.question
        option = _check_option(q, option)
        if not self.given[self.index]:
            self.chosen[self.index], self.given[self.index] = option, True
            # Same buttons, now off: a view keeps its elements, so focus and screen readers stay put.
            for label, button in zip(self._labels(), self.choices.children):
                button.disabled = True
                button.description = button.tooltip = label
            self.next_button.disabled = False
            self._refresh()
        return self.chosen[self.index] == q.answer

    def _labels(self) -> list[str]:
        """The current question's options in words, the learner's answer marked as theirs."""
        q, i = self.question, self.index
        return [T.OPTION_YOURS.format(option=words) if self.given[i] and o == self.chosen[i] else words
                for o, words in zip(q.options, q.option_words)]

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
        if not self.started or self.finished or not self.given[self.index]:
            return
        self.index += 1
        if self.finished:
            # Into the learner's record only now: nothing shows right or wrong before the end.
            for q, chosen in zip(self.questions, self.chosen):
                self.progress, notice = record_answer(self.progress, q, chosen == q.answer)
                self.record_notice = self.record_notice or notice
        self._show()

    def _show(self) -> None:
        if not self.started or self.finished:
            self.choices.children = []
            self.next_button.layout.display = "none"
        else:
            q = self.question
            given = self.given[self.index]
            buttons = [text_button(label) for label in self._labels()]
            for option, button in zip(q.options, buttons):
                button.on_click(lambda _, option=option: self._pressed(option))
                button.disabled = given
            self.choices.children = buttons
            self.next_button.layout.display = None
            self.next_button.description = T.FINAL_SEE_SCORE if self.index == self.n - 1 else T.DRILL_NEXT
            self.next_button.disabled = not given
        self._refresh()

    # --- the review ---------------------------------------------------------------------------

    def by_kind(self) -> dict[str, tuple[int, int]]:
        """kind -> (right, asked), in drill order."""
        out: dict[str, tuple[int, int]] = {}
        for kind in KINDS:
            pairs = [(q, c) for q, c in zip(self.questions, self.chosen) if q.kind == kind]
            if pairs:
                out[kind] = (sum(c == q.answer for q, c in pairs), len(pairs))
        return out

    def results(self) -> Results | None:
        """The answers as Results (for the results code); None before the end or with custom rules."""
        if not self.finished or self.rules.name not in RESULT_PRESETS:
            return None
        return Results(self.seed, self.rules.name, tuple(c == q.answer for q, c in zip(self.questions, self.chosen)))

    def results_code(self) -> str:
        """The short code the learner gives the teacher ('' before the end or with custom rules)."""
        r = self.results()
        return r.code() if r is not None else ""

    def summary_lines(self) -> list[str]:
        """The score, the results code and the score by kind (the review follows)."""
        lines = [T.FINAL_SCORE.format(score=self.score, total=self.n)]
        if self.results_code():
            lines.append(T.RESULTS_CODE.format(code=self.results_code()))
        lines.append(T.FINAL_BY_KIND)
        lines += [f"  {T.FINAL_KIND_LINE.format(kind=T.DRILL_KINDS[k], score=s, total=t)}"
                  for k, (s, t) in self.by_kind().items()]
        if self.score == self.n:
            lines.append(T.FINAL_ALL_RIGHT)
        return lines

    def review_line(self, i: int) -> str:
        """Question i's verdict, the answer and why, once the test is finished."""
        q, chosen = self.questions[i], self.chosen[i]
        why = " ".join(p for p in (mistake_text(q, chosen), q.explanation) if p)
        if chosen == q.answer:
            return T.FINAL_REVIEW_RIGHT.format(chosen=q.words_of(chosen), explanation=why)
        return T.FINAL_REVIEW_WRONG.format(chosen=q.words_of(chosen), answer=q.answer_words, explanation=why)

    def review_lines(self) -> list[str]:
        """Every question again, as the learner saw it, with the verdict and the explanation."""
        lines = [T.FINAL_REVIEW]
        for i, q in enumerate(self.questions):
            lines.append(T.FINAL_REVIEW_TITLE.format(number=i + 1, kind=T.DRILL_KINDS[q.kind]))
            lines += ["  " + line for line in [q.prompt, *situation_lines(q, True)]]
            lines.append("  " + self.review_line(i))
        return lines

    def _title(self) -> str:
        if not self.started:
            return T.FINAL_START_TITLE.format(total=self.n)
        if self.finished:
            return T.FINAL_DONE_TITLE
        return T.FINAL_TITLE.format(number=self.index + 1, total=self.n)

    def _number_line(self) -> str:
        return T.FINAL_NUMBER_IS.format(test=self.seed)

    def text(self) -> str:
        if not self.started:
            return "\n".join([self._title(), T.FINAL_HOW, T.FINAL_START_HELP])
        if self.finished:
            notice = [self.record_notice] if self.record_notice else []
            return "\n".join([self._title(), self._number_line()] + notice + self.summary_lines() + self.review_lines())
        q = self.question
        chosen, given = self.chosen[self.index], self.given[self.index]
        lines = [self._title(), self._number_line(), T.FINAL_NO_BACK, q.prompt] + situation_lines(q)
        lines += [T.DRILL_OPTIONS] + [f"  {'[x]' if given and o == chosen else '[ ]'} {words}"
                                      for o, words in zip(q.options, q.option_words)]
        if given:
            lines.append(T.FINAL_RECORDED.format(option=q.words_of(chosen)))
        return "\n".join(lines)

    def _review_html(self) -> Safe:
        blocks = []
        for i, q in enumerate(self.questions):
            right = self.chosen[i] == q.answer
            head = T.FINAL_REVIEW_TITLE.format(number=i + 1, kind=T.DRILL_KINDS[q.kind])
            mark = f"border-left:6px solid {RIGHT_INK if right else WRONG_INK};padding-left:8px;margin:4px 0"
            blocks.append(element("li", element("p", head, style="font-weight:700;margin:4px 0"),
                                  element("p", q.prompt, style="margin:4px 0"),
                                  _situation_html(q, True, self.palette),
                                  element("p", self.review_line(i), style=mark),
                                  style="margin:10px 0"))
        return join([element("p", T.FINAL_REVIEW, style="font-size:20px;font-weight:700;margin:8px 0 4px"),
                     element("ol", join(blocks), style="list-style:none;padding-left:0")])

    def _view_body(self) -> Safe:
        title = element("p", self._title(), style="font-size:20px;font-weight:700;margin:4px 0")
        if not self.started:
            return join([title, element("p", T.FINAL_HOW, style="margin:4px 0"), muted(T.FINAL_START_HELP)])
        number = muted(self._number_line())
        if self.finished:
            return join([title, number, record_notice_html(self.record_notice)]
                        + [element("p", line, style="margin:4px 0") for line in self.summary_lines()]
                        + [self._review_html(), legend_html(self.palette)])
        q = self.question
        return join([title, number, muted(T.FINAL_NO_BACK),
                     element("p", q.prompt, style="font-size:20px;font-weight:700;margin:4px 0"),
                     _situation_html(q, False, self.palette),
                     legend_html(self.palette)])

    def _response_body(self) -> Safe:
        if not self.started or self.finished or not self.given[self.index]:
            return Safe("")
        return element("div", T.FINAL_RECORDED.format(option=self.question.words_of(self.chosen[self.index])),
                       role="status", style=f"font-size:18px;color:{INK}")

    def html(self) -> str:
        body = [self._view_body()]
        if self.started and not self.finished:
            items = join(element("li", label) for label in self._labels())
            body.append(element("ul", items, style="font-size:18px"))
        return panel(join(body + [self._response_body(), muted(T.NO_KERNEL_NOTE)]), label=self._title())

    def _refresh(self) -> None:
        self.view.value = panel(self._view_body(), label=self._title())
        self.response.value = panel(self._response_body()) if self._response_body() else ""
