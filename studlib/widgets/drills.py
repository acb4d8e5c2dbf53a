"""Drills on endless deals with a score, a drill menu, and the seeded final test.

Views over studlib.drills: the engine makes each question and its answer; these widgets show
the situation, one button per option, the feedback aimed at the mistake, and the score.
"""

from __future__ import annotations

import ipywidgets as widgets

from ..drills import (KINDS, SEAT_KINDS, Question, check_drill, final_test_plan, final_test_questions,
                      games_for, make_question)
from ..explain import seat_name
from ..games import Game
from ..progress import YOUR_RECORD, Progress, record_to
from ..results import PRESETS as RESULT_PRESETS, Results
from ..rules import Rules
from . import text as T
from .controls import OwnUpdate, text_button
from .markup import Safe, element, join
from .minideal import as_game, as_rules, warm_evaluator
from .quiz import feedback_html, seat_mistake
from .render import (LiveView, wrap_style, cards_html, cards_text, check_palette, hand_rows, legend_html, muted,
                     panel, seat_rows_html, seat_rows_text)

__all__ = ["Drill", "DrillMenu", "FinalTest", "final_test_plan", "situation_lines", "option_mark",
           "record_answer"]


def option_mark(option: str, answer: str, chosen: str | None) -> str:
    """An option's words once answered: the chosen and the right one say so in text (not colour)."""
    if chosen is None or (option != chosen and option != answer):
        return option
    if option == chosen == answer:
        return T.OPTION_CHOSEN_RIGHT.format(option=option)
    return T.OPTION_CHOSEN_WRONG.format(option=option) if option == chosen else T.OPTION_RIGHT.format(option=option)


def _option_lines(q: Question, chosen: str | None) -> list[str]:
    return [f"  {'[x]' if o == chosen else '[ ]'} {option_mark(o, q.answer, chosen)}" for o in q.options]


def _mark_buttons(q: Question, buttons, chosen: str | None) -> None:
    for option, button in zip(q.options, buttons):
        button.description = button.tooltip = option_mark(option, q.answer, chosen)


def record_answer(progress, q: Question, right: bool) -> None:
    """Into the learner's record (studlib.progress.record_to): the rule IDs this question tests."""
    record_to(progress, q.rules, right)


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
    log = q.hand.log
    start = max((i for i, line in enumerate(log) if {"GEN-1.1", "GEN-11.1"} & set(line.rules)), default=0)
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


def mistake_text(q: Question, option: str) -> str:
    """The sentence aimed at the misconception behind a wrong option ('' if none is known)."""
    if option == q.answer:
        return ""
    if q.kind == "shows_first" and "GEN-8.1" in q.rules:
        # seat_mistake reads the boards, which only matter when nobody bet on seventh street
        return T.DRILL_MISTAKES["last_aggressor"].format(right_seat=seat_name(q.answer_seat))
    if q.kind in SEAT_KINDS:
        chosen = q.seat_options[q.options.index(option)]
        return seat_mistake(q.kind, q.hand, chosen, q.answer_seat)
    code = q.mistake(option)
    if not code:
        return ""
    odd = T.ODD_CHIP[q.hand.rules.odd_chip.value] if q.hand is not None else ""
    cap = q.hand.rules.raise_cap if q.hand is not None else 3
    return T.DRILL_MISTAKES[code].format(odd_chip=odd, right_seat="", cap=cap)


def feedback_parts(q: Question, option: str) -> list[str]:
    """What follows 'Right!' or 'Not quite.' after choosing `option`."""
    if option == q.answer:
        parts = [q.explanation]
    else:
        parts = [T.CHOSE.format(option=option), mistake_text(q, option),
                 T.ANSWER_IS, q.answer + ".", q.explanation]
    if q.kind == "split":
        parts += list(q.context)
    return [p for p in parts if p]


def _check_option(q: Question, option: str | int) -> str:
    if isinstance(option, int) and not isinstance(option, bool) and q.seat_options:
        if option in q.seat_options:
            return q.options[q.seat_options.index(option)]
    if option not in q.options:
        raise ValueError(T.ERR_DRILL_OPTION.format(option=option, options=T.LIST_SEPARATOR.join(q.options)))
    return option


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
        self.widget = widgets.VBox([widgets.HTML(wrap_style()), self.view, self.choices, self.next_button,
                                    self.response])
        self._ask()

    def _make_question(self) -> Question:
        return make_question(self.kind, self.seed, self.game, self.rules)

    @staticmethod
    def _check(kind: str, game: Game | str | None) -> tuple[str, Game | None]:
        return kind, check_drill(kind, as_game(game) if game is not None else None)

    def _ask(self) -> None:
        self.question = self._make_question()
        self.chosen: str | None = None
        self.buttons = [text_button(o) for o in self.question.options]
        for option, button in zip(self.question.options, self.buttons):
            button.on_click(lambda _, option=option: self._pressed(option))
        self.choices.children = self.buttons
        self._refresh()

    def _pressed(self, option: str) -> None:
        """A click: answer, then keyboard focus on Next question (the pressed button is now off)."""
        self.answer(option)
        self.next_button.focus()

    def answer(self, option: str | int) -> bool:
        """The learner picks `option` (its text, or a seat number for seat questions)."""
        option = _check_option(self.question, option)
        right = option == self.question.answer
        if self.chosen is None:
            self.attempts += 1
            self.score += right
            self.streak = self.streak + 1 if right else 0
            record_answer(self.progress, self.question, right)
        self.chosen = option
        for o, button in zip(self.question.options, self.buttons):
            button.disabled = o == option  # chosen already: pressing it again would say nothing new
        _mark_buttons(self.question, self.buttons, option)
        self._refresh()
        return right

    def next(self) -> None:
        """The next question of the same kind (seed + 1): drills never run out. Leaving a
        question unanswered counts it as skipped (not right, not wrong, not recorded)."""
        if self.chosen is None:
            self.skipped += 1
            self.streak = 0
        self.seed += 1
        self._ask()

    def set_kind(self, kind: str, game: Game | str | None = None) -> None:
        """Drill another kind (and game); the score carries on."""
        self.kind, self.game = self._check(kind, game)
        self._ask()

    def feedback(self) -> str:
        if self.chosen is None:
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
        lines = [self._title(), q.prompt] + situation_lines(q, self.chosen is not None)
        lines += [T.DRILL_OPTIONS] + _option_lines(q, self.chosen)
        if self.chosen is not None:
            lines.append(self.feedback())
        lines.append(self._score())
        return "\n".join(lines)

    def _view_body(self) -> Safe:
        q = self.question
        return join([muted(self._title()), element("p", q.prompt, style="font-size:20px;font-weight:700;margin:4px 0"),
                     _situation_html(q, self.chosen is not None, self.palette), legend_html(self.palette)])

    def _response_body(self) -> Safe:
        fb = ""
        if self.chosen is not None:
            fb = feedback_html(self.chosen == self.question.answer,
                               feedback_parts(self.question, self.chosen))
        return join([fb, element("div", self._score(), style="font-size:18px;font-weight:700")])

    def html(self) -> str:
        q = self.question
        items = join(element("li", option_mark(o, q.answer, self.chosen)) for o in q.options)
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
        self.widget = widgets.VBox([widgets.HBox([self.kind_box, self.game_box],
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

class FinalTest(LiveView):
    """A seeded test mixing every drill kind across the three games, scored at the end."""

    def __init__(self, seed: int = 2026, n: int = 12, rules: Rules | str | None = None,
                 *, palette: str = "two", progress: Progress | None = YOUR_RECORD) -> None:
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 50:
            raise ValueError(T.ERR_FINAL_N.format(value=n))
        self.seed, self.n = seed, n
        self.rules = as_rules(rules)
        self.palette = check_palette(palette)
        self.progress = progress      # YOUR_RECORD: the learner's file; None: nothing is recorded
        warm_evaluator()
        self.questions = final_test_questions(seed, n, self.rules)
        self.index = 0
        self.chosen: list[str | None] = [None] * n
        self.next_button = text_button(T.DRILL_NEXT, primary=True)
        self.next_button.on_click(lambda _: self._next_pressed())
        self.view = widgets.HTML()
        self.choices = widgets.HBox([], layout=widgets.Layout(flex_flow="row wrap"))
        self.response = widgets.HTML()
        self.widget = widgets.VBox([widgets.HTML(wrap_style()), self.view, self.choices, self.next_button,
                                    self.response])
        self._show()

    @property
    def question(self) -> Question:
        return self.questions[min(self.index, self.n - 1)]

    @property
    def finished(self) -> bool:
        return self.index >= self.n

    @property
    def score(self) -> int:
        return sum(c == q.answer for c, q in zip(self.chosen, self.questions))

    @property
    def answered(self) -> int:
        return sum(c is not None for c in self.chosen)

    def answer(self, option: str | int) -> bool:
        """Answer the current question; the first answer is final (no going back)."""
        if self.finished:
            raise ValueError(T.FINAL_DONE_TITLE)
        q = self.question
        option = _check_option(q, option)
        if self.chosen[self.index] is None:
            self.chosen[self.index] = option
            record_answer(self.progress, q, option == q.answer)
            # Same buttons, now off: a view keeps its elements, so focus and screen readers stay put.
            for button in self.choices.children:
                button.disabled = True
            _mark_buttons(q, self.choices.children, option)
            self.next_button.disabled = False
            self._refresh()
        return self.chosen[self.index] == q.answer

    def _pressed(self, option: str) -> None:
        """A click: answer, then keyboard focus on Next question (the options are now off)."""
        self.answer(option)
        self.next_button.focus()

    def _next_pressed(self) -> None:
        """A click on Next: the next question, with keyboard focus on its first option."""
        self.next()
        if self.choices.children:
            self.choices.children[0].focus()

    def next(self) -> None:
        """On to the next question once this one is answered; after the last, the summary."""
        if self.finished or self.chosen[self.index] is None:
            return
        self.index += 1
        self._show()

    def _show(self) -> None:
        if self.finished:
            self.choices.children = []
            self.next_button.layout.display = "none"
        else:
            q = self.question
            done = self.chosen[self.index] is not None
            buttons = [text_button(o) for o in q.options]
            for option, button in zip(q.options, buttons):
                button.on_click(lambda _, option=option: self._pressed(option))
                button.disabled = done
            self.choices.children = buttons
            self.next_button.description = T.FINAL_SEE_SCORE if self.index == self.n - 1 else T.DRILL_NEXT
            self.next_button.disabled = not done
        self._refresh()

    # --- the summary --------------------------------------------------------------------------

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
        lines = [T.FINAL_SCORE.format(score=self.score, total=self.n)]
        if self.results_code():
            lines.append(T.RESULTS_CODE.format(code=self.results_code()))
        lines.append(T.FINAL_BY_KIND)
        lines += [f"  {T.FINAL_KIND_LINE.format(kind=T.DRILL_KINDS[k], score=s, total=t)}"
                  for k, (s, t) in self.by_kind().items()]
        missed = [(i, q, c) for i, (q, c) in enumerate(zip(self.questions, self.chosen)) if c != q.answer]
        if not missed:
            lines.append(T.FINAL_ALL_RIGHT)
            return lines
        lines.append(T.FINAL_MISSED)
        for i, q, c in missed:
            lines.append("  " + T.FINAL_MISSED_LINE.format(
                number=i + 1, kind=T.DRILL_KINDS[q.kind], chosen=c, answer=q.answer,
                explanation=" ".join(p for p in (mistake_text(q, c), q.explanation) if p)))
        return lines

    def _title(self) -> str:
        if self.finished:
            return T.FINAL_DONE_TITLE
        return T.FINAL_TITLE.format(number=self.index + 1, total=self.n)

    def text(self) -> str:
        if self.finished:
            return "\n".join([self._title()] + self.summary_lines())
        q = self.question
        chosen = self.chosen[self.index]
        lines = [self._title(), T.FINAL_NO_BACK, q.prompt] + situation_lines(q, chosen is not None)
        lines += [T.DRILL_OPTIONS] + _option_lines(q, chosen)
        if chosen is not None:
            head = T.RIGHT if chosen == q.answer else T.WRONG
            lines.append(" ".join([head] + feedback_parts(q, chosen)))
        return "\n".join(lines)

    def _view_body(self) -> Safe:
        title = element("p", self._title(), style="font-size:20px;font-weight:700;margin:4px 0")
        if self.finished:
            return join([title] + [element("p", line, style="margin:4px 0") for line in self.summary_lines()])
        q = self.question
        return join([title, muted(T.FINAL_NO_BACK),
                     element("p", q.prompt, style="font-size:20px;font-weight:700;margin:4px 0"),
                     _situation_html(q, self.chosen[self.index] is not None, self.palette),
                     legend_html(self.palette)])

    def _response_body(self) -> Safe:
        if self.finished or self.chosen[self.index] is None:
            return Safe("")
        q, chosen = self.question, self.chosen[self.index]
        return feedback_html(chosen == q.answer, feedback_parts(q, chosen))

    def html(self) -> str:
        body = [self._view_body()]
        if not self.finished:
            q, chosen = self.question, self.chosen[self.index]
            items = join(element("li", option_mark(o, q.answer, chosen)) for o in q.options)
            body.append(element("ul", items, style="font-size:18px"))
        return panel(join(body + [self._response_body(), muted(T.NO_KERNEL_NOTE)]), label=self._title())

    def _refresh(self) -> None:
        self.view.value = panel(self._view_body(), label=self._title())
        self.response.value = panel(self._response_body()) if self._response_body() else ""

