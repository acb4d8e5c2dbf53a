"""Questions on screen: one view model (QuestionView) drawn to the widget, to text() and to html().

Self-checks (MultipleChoice, SelfCheck), seat quizzes (SeatQuiz), the drills' base (Asking) and the
razz ladder (LowLadderDrill). The engine grades and keeps the score (studlib.selfcheck,
studlib.sessions, studlib.mistakes); these views build the controls, wire them, and say what
the engine decided in the language in force.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import ipywidgets as widgets

from .. import card_markup as CM, explain, rules_view as RV, table_view as TV
from ..card_markup import (SeatRow, cards_html, cards_text, check_palette, hand_rows, legend_html, muted,
                           record_notice_html, seat_rows_html, seat_rows_text)
from ..cards import Card, format_cards, parse_cards
from ..colours import INK, RIGHT_INK, WRONG_INK
from ..drills import SEAT_KINDS, Option, Question as Asked, seat_quiz_question
from ..feedback import ladder_said, mistake_text
from ..games import STUD, Game, game_named
from ..hands import low_hand
from ..markup import Safe, element, join, panel
from ..practice import table_rules, warm_evaluator
from ..progress import YOUR_RECORD, record_to
from ..rules import Rules
from ..selfcheck import Attempt, Question, Said, lesson_question, written_question
from ..sessions import DrillRun, Ladder
from . import text as T
from .controls import text_button
from .render import LiveView, course_box

__all__ = ["MultipleChoice", "SelfCheck", "SeatQuiz", "LowLadderDrill", "QuestionView", "Situation", "Asking",
           "question_text", "question_html"]

BIG_TEXT = "font-size:20px;font-weight:700;margin:4px 0"   # a question's words, and a title that leads


def feedback_html(right: bool, parts: Sequence[str]) -> Safe:
    """'Right!' or 'Not quite.' in words (the colour only repeats them), then the sentences."""
    head = element("strong", T.RIGHT if right else T.WRONG, style=f"color:{RIGHT_INK if right else WRONG_INK}")
    return element("div", head, " ", join((p for p in parts if p), " "), role="status",
                   style=f"font-size:18px;color:{INK};max-width:60em")


# --- the view model ------------------------------------------------------------------------

@dataclass(frozen=True)
class Situation:
    """What a drill question shows: the seats (or the cards to read), the community card, the pot,
    and the steps that lead to the question under their heading."""

    rows: tuple[SeatRow, ...] = ()
    cards: tuple[Card, ...] = ()
    community: Card | None = None
    pot: str = ""
    log_head: str = ""
    log: tuple[str, ...] = ()


@dataclass(frozen=True)
class QuestionView:
    """One question on screen, in the language in force: every quiz and drill draws its widget,
    text() and html() from this. `options` are (chosen, words as shown), in the order shown."""

    prompt: str
    title: str = ""
    heads: tuple[str, ...] = ()          # quiet lines under the title (the test number, ...)
    situation: Situation | None = None
    options_head: str = ""
    options: tuple[tuple[bool, str], ...] = ()
    list_options: bool = True            # False: the options are the seats shown, not listed again
    verdict: bool | None = None          # right or wrong; None: no verdict to give (yet)
    said: tuple[str, ...] = ()           # the sentences after the verdict
    notice: str = ""                     # what happened to the learner's record
    score: str = ""
    strong_title: bool = False
    palette: str = "two"


def situation_text(s: Situation) -> list[str]:
    """The situation as plain lines."""
    if not s.rows:
        return [T.DRILL_CARDS.format(cards=cards_text(s.cards))]
    lines = seat_rows_text(s.rows)
    if s.community is not None:
        lines.append(TV.COMMUNITY_CARD.format(card=str(s.community)))
    lines += [s.pot] if s.pot else []
    return lines + ([s.log_head] + [f"  {line}" for line in s.log] if s.log else [])


def situation_html(s: Situation, palette: str) -> Safe:
    """The situation as markup: the seats' table, the lines under it and the steps as a list."""
    if not s.rows:
        return element("div", cards_html(s.cards, palette), style="line-height:1")
    extra = [TV.COMMUNITY_CARD.format(card=s.community.pretty)] if s.community is not None else []
    body = [seat_rows_html(s.rows, palette)] + [element("p", e, style="margin:4px 0") for e in extra + [s.pot] if e]
    if s.log:
        body.append(element("div", element("strong", s.log_head),
                            element("ul", join(element("li", line) for line in s.log), style="margin:2px 0"),
                            style="font-size:17px"))
    return join(body)


def response_text(v: QuestionView | LadderView) -> str:
    """'Right! ...' or 'Not quite. ...' and what follows ('' when there is nothing to say)."""
    head = [] if v.verdict is None else [T.RIGHT if v.verdict else T.WRONG]
    return " ".join(head + list(v.said)) if head or v.said else ""


def question_text(v: QuestionView) -> str:
    """The question as text/plain: what nbval compares and a screen reader can read."""
    lines = ([v.title] if v.title else []) + list(v.heads) + [v.prompt]
    lines += situation_text(v.situation) if v.situation else []
    if v.list_options:
        lines += ([v.options_head] if v.options_head else []) + [f"  {'[x]' if chosen else '[ ]'} {words}"
                                                                 for chosen, words in v.options]
    return "\n".join(lines + [line for line in (response_text(v), v.notice, v.score) if line])


def question_top(v: QuestionView) -> Safe:
    """Above the buttons: the title, the question and the situation."""
    title = (element("p", v.title, style=BIG_TEXT) if v.strong_title else muted(v.title)) if v.title else ""
    body = [title, *(muted(h) for h in v.heads), element("p", v.prompt, style=BIG_TEXT)]
    if v.situation is not None:
        body += [situation_html(v.situation, v.palette), legend_html(v.palette)]
    return join(body)


def question_bottom(v: QuestionView | LadderView) -> Safe:
    """Under the buttons: the verdict and why, the record's notice, the score."""
    if v.verdict is not None:
        response = feedback_html(v.verdict, v.said)
    else:
        response = element("div", join(v.said, " "), role="status",
                           style=f"font-size:18px;color:{INK};max-width:60em") if v.said else ""
    score = element("div", v.score, style="font-size:18px;font-weight:700") if v.score else ""
    return join([response, record_notice_html(v.notice), score])


def question_html(v: QuestionView, top: Safe | None = None) -> str:
    """The static snapshot: everything in one panel (`top` for a view that adds to question_top)."""
    listed = element("ul", join(element("li", words) for _, words in v.options),
                     style="font-size:18px") if v.list_options else ""
    return panel(join([question_top(v) if top is None else top, listed, question_bottom(v), muted(T.NO_KERNEL_NOTE)]),
                 label=v.title)


def show_in(view: widgets.HTML, response: widgets.HTML, v: QuestionView, top: Safe | None = None) -> None:
    """The live widget's two HTML parts, from the same pieces as the snapshot."""
    view.value = panel(question_top(v) if top is None else top, label=v.title)
    bottom = question_bottom(v)
    response.value = panel(bottom) if bottom else ""


def label_buttons(buttons: Sequence[widgets.Button], v: QuestionView) -> None:
    """Each option's button says what the view model says of it."""
    for button, (_, words) in zip(buttons, v.options):
        if button.description != words:
            button.description = button.tooltip = words


class QuestionWidget(LiveView):
    """A view drawn from its view_model() (a QuestionView): text(), html() and the live parts,
    with one button per option (self.buttons)."""

    def _view_body(self) -> Safe:
        return question_top(self.view_model())

    def text(self) -> str:
        return question_text(self.view_model())

    def html(self) -> str:
        return question_html(self.view_model(), self._view_body())

    def _refresh(self) -> None:
        v = self.view_model()
        label_buttons(self.buttons, v)
        self._switch_buttons()
        show_in(self.view, self.response, v, self._view_body())


# --- MultipleChoice and SelfCheck ---------------------------------------------------------------

def said_parts(s: Said) -> list[str]:
    """What a self-check says after the verdict, from the engine's Said."""
    parts = [T.CHOSE.format(option=s.chosen)] if s.chosen is not None else []
    parts += [s.aimed, T.TRY_AGAIN if s.try_again else ""]
    parts += [T.ANSWER_WAS.format(answer=s.answer) if s.answer is not None else "", s.explanation]
    if s.rules:   # '(Rule STUD-5.1)' for the rules the explanation does not name
        parts.append(f"({(T.RULE if len(s.rules) == 1 else T.RULES).format(rule=', '.join(s.rules))})")
    return [p for p in parts if p]


def result_line(a: Attempt) -> str:
    """How a question went, in one line: 'Right, on the second try.'"""
    if a.solved_on is not None:
        return T.SOLVED_ON.get(a.solved_on, T.SOLVED_LATER)
    if a.revealed:
        return T.SHOWN_AFTER[min(a.misses, 2)]
    return T.ONE_MISS if a.misses else T.NOT_ANSWERED


class MultipleChoice(QuestionWidget):
    """One question, one button per option; a first miss gets the feedback aimed at it, not the answer."""

    def __init__(self, question: str | Question, options: list[str] | None = None, answer: str = "",
                 feedback: dict[str, str] | None = None, explanation: str = "", rule: str = "",
                 *, progress=YOUR_RECORD) -> None:
        self.progress = progress   # a Progress, YOUR_RECORD (the learner's file) or None
        self.record_notice = ""   # what happened to the learner's record at the first answer
        if not isinstance(question, Question):
            question = written_question(question, options, answer, feedback, explanation, rule)
        self.q = question
        self.attempt = Attempt(question)
        self.buttons = [text_button(o) for o in question.options]
        for option, button in zip(question.options, self.buttons):
            button.on_click(lambda _, option=option: self.choose(option))
        # Sized to its words like the answer buttons (align_self): a VBox stretches a child to its
        # whole width, and a full-width bar beside small answers looked like the main choice.
        self.show_button = text_button(T.SHOW_ANSWER)
        self.show_button.layout.align_self = "flex-start"
        self.show_button.on_click(lambda _: self.show_answer())
        self.view = widgets.HTML()
        self.response = widgets.HTML()
        self.widget = course_box([self.view, widgets.HBox(
            self.buttons, layout=widgets.Layout(flex_flow="row wrap")), self.show_button, self.response])
        self._refresh()

    # The question's parts, under the names the lessons and tests have always used.
    question = property(lambda self: self.q.question)
    options = property(lambda self: list(self.q.options))
    answer = property(lambda self: self.q.answer)
    chosen = property(lambda self: self.attempt.chosen)

    def choose(self, option: str) -> bool:
        """The learner clicks `option`; returns whether it is the answer."""
        self.attempt.choose(option)
        self._record(option == self.q.answer)
        return option == self.q.answer

    def show_answer(self) -> None:
        """The learner presses "Show the answer"."""
        self.attempt.show_answer()
        self._record(False)   # asking for the answer first: the rule still needs practice

    def _record(self, right: bool) -> None:
        """The first press goes into the learner's record, if one is kept; then the view is redrawn."""
        if self.attempt.presses == 1:
            self.progress, self.record_notice = record_to(self.progress, self.q.rules, right)
        self._refresh()

    def result_line(self) -> str:
        return result_line(self.attempt)

    def view_model(self) -> QuestionView:
        """The question now: the answer is marked only once the engine says it is done."""
        a, q = self.attempt, self.q
        said = a.said()
        options = tuple((o == a.chosen, f"{o} {T.MARK_ANSWER}" if a.done and o == q.answer else o) for o in q.options)
        return QuestionView(q.question, options=options, verdict=said.verdict, said=tuple(said_parts(said)),
                            notice=self.record_notice, score=result_line(a))

    def _switch_buttons(self) -> None:
        self.show_button.disabled = self.attempt.done


class SelfCheck(MultipleChoice):
    """A lesson's self-check question, read from studlib/questions/<language>/<lesson>.toml, or from
    <folder>/questions/<lesson>.toml for a teacher's own (the key stays out of the learner's reach)."""

    def __init__(self, lesson: str, question_id: str, folder: str | None = None, *, progress=YOUR_RECORD) -> None:
        self.lesson = lesson
        super().__init__(lesson_question(lesson, question_id, folder), progress=progress)


# --- what a wrong answer says ------------------------------------------------------------------

def mistake_words(q: Asked, option: Option) -> str:
    """studlib.feedback's sentence for a wrong option, the table's odd-chip rule (T-5) in the rules picker's words."""
    return mistake_text(q, option, RV.ODD_CHIP[q.hand.rules.odd_chip.value] if q.hand is not None else "")


def feedback_parts(q: Asked, option: Option) -> list[str]:
    """What follows 'Right!' or 'Not quite.' after choosing `option`."""
    if option == q.answer:
        parts = [q.explanation]
    else:
        parts = [T.CHOSE.format(option=q.words_of(option)), mistake_words(q, option),
                 T.ANSWER_IS, q.answer_words + ".", q.explanation]
    if q.kind == "split":
        parts += list(q.context)
    return [p for p in parts if p]


def option_mark(q: Asked, option: Option, chosen: Option, answered: bool = True) -> str:
    """An option's words once answered: the chosen and the right one say so in text (not colour)."""
    words = q.words_of(option)
    if not answered or (option != chosen and option != q.answer):
        return words
    if option == chosen == q.answer:
        return T.OPTION_CHOSEN_RIGHT.format(option=words)
    return T.OPTION_CHOSEN_WRONG.format(option=words) if option == chosen else T.OPTION_RIGHT.format(option=words)


def situation(q: Asked, answered: bool) -> Situation:
    """What a drill question shows before (and after) it is answered."""
    hand = q.hand
    if hand is None:
        return Situation(cards=q.cards)
    marks = {}
    if q.kind == "legal_actions":
        marks = {hand.to_act: TV.MARK_TO_ACT}
    elif answered and q.kind in SEAT_KINDS:   # once answered, point at the engine's answer
        marks = {q.answer_seat: {"bring_in": TV.MARK_BRINGS_IN, "first_to_act": TV.MARK_ACTS_FIRST,
                                 "shows_first": TV.MARK_SHOWS_FIRST}[q.kind]}
    rows = hand_rows(hand, reveal=False, markers=marks, shown=hand.showdown_order if q.kind == "split" else ())
    chips = sum(a.amount for a in hand.awards) if hand.is_over else hand.pot
    pot = TV.POT.format(amount=hand.structure.money(chips)) if q.kind in ("legal_actions", "split") else ""
    head = {"legal_actions": T.RECENT, "shows_first": T.DRILL_SEVENTH}.get(q.kind, "")
    return Situation(tuple(rows), (), hand.community_card, pot, head, q.context if head else ())


# --- Asking: drills and seat quizzes -------------------------------------------------------------

def _tallied(name: str) -> property:
    """A field of the run's Tally, read and set through the view (a subclass may count its own skips)."""
    return property(lambda self: getattr(self.run.tally, name),
                    lambda self, value: setattr(self.run.tally, name, value))


class Asking(QuestionWidget):
    """Endless engine questions (studlib.sessions.DrillRun): one button per option, the feedback
    aimed at the mistake, a score; Next asks question seed + 1. Subclasses say which question
    (_make_question) and name it (_title, _prompt, _score)."""

    list_options = True
    score, attempts, streak, skipped = (_tallied(n) for n in ("score", "attempts", "streak", "skipped"))
    question = property(lambda self: self.run.question)
    chosen = property(lambda self: self.run.chosen)
    answered = property(lambda self: self.run.answered)

    def _start(self, palette: str, progress, next_words: str) -> None:
        """The controls and the first question, once the subclass has said what to ask."""
        self.palette = check_palette(palette)
        self.progress = progress      # YOUR_RECORD: the learner's file; None: nothing is recorded
        self.record_notice = ""       # what happened to the learner's record at the last answer
        warm_evaluator()
        self.next_button = text_button(next_words, primary=True)
        self.next_button.on_click(lambda _: self.next())
        self.view = widgets.HTML()
        self.choices = widgets.HBox([], layout=widgets.Layout(flex_flow="row wrap"))
        self.response = widgets.HTML()
        self.widget = course_box([self.view, self.choices, self.next_button, self.response])
        self.run = DrillRun(self._make_question)
        self._new_buttons()

    def _make_question(self) -> Asked:  # pragma: no cover - every subclass says
        raise NotImplementedError

    def _ask(self) -> None:
        """The next question, with no skip counted (the caller counts one if it wants)."""
        self.run.next(skip=False)
        self._new_buttons()

    def _new_buttons(self) -> None:
        """One button per option, kept while the count stays the same (a new widget costs a comm round)."""
        if len(getattr(self, "buttons", ())) != len(self.question.options):
            self.buttons = [text_button("") for _ in self.question.options]
            for i, button in enumerate(self.buttons):
                button.on_click(lambda _, i=i: self._pressed(self.question.options[i]))
            self.choices.children = self.buttons
        self._refresh()

    def _pressed(self, option: Option) -> None:
        """A click: answer, then keyboard focus on Next (the pressed button is now off)."""
        self.answer(option)
        self.next_button.focus()

    def answer(self, option: Option) -> bool:
        """The learner picks `option`, one of question.options (a seat number for seat questions)."""
        done = self.run.answer(option)
        if done.first:
            self.progress, self.record_notice = record_to(self.progress, self.question.rules, done.right)
        self._refresh()
        return done.right

    def next(self) -> None:
        """The next question (seed + 1): drills never run out. Leaving a question unanswered counts
        it as skipped (not right, not wrong, not recorded)."""
        self.seed += 1
        self.run.next()
        self._new_buttons()

    def view_model(self) -> QuestionView:
        """The question now: the answer is marked, and the feedback given, only once answered."""
        q, answered, chosen = self.question, self.answered, self.chosen
        return QuestionView(self._prompt(), self._title(), situation=situation(q, answered),
                            options_head=T.DRILL_OPTIONS, list_options=self.list_options,
                            options=tuple((answered and o == chosen, option_mark(q, o, chosen, answered))
                                          for o in q.options),
                            verdict=chosen == q.answer if answered else None,
                            said=tuple(feedback_parts(q, chosen)) if answered else (),
                            notice=self.record_notice, score=self._score(), palette=self.palette)

    def _prompt(self) -> str:
        return self.question.prompt

    def feedback(self) -> str:
        """What the learner reads after the last answer ('' before any)."""
        return response_text(self.view_model())

    def _switch_buttons(self) -> None:
        for option, button in zip(self.question.options, self.buttons):
            button.disabled = self.answered and option == self.chosen  # pressing it again would say nothing new


class SeatQuiz(Asking):
    """'Click the seat' drill: who brings in, who acts first on a street, who shows first.

    The answer comes from the engine (studlib.drills.seat_quiz_question: hand.bring_in_seat,
    hand.first_to_act[street], hand.showdown_order[0]); answer(seat) takes the 0-based seat
    ("Seat 1" is 0).
    """

    list_options = False     # the buttons are the seats of the table shown

    def __init__(self, kind: str = "bring_in", game: Game | str = STUD, players: int = 5, seed: int = 1,
                 street: int = 4, rules: Rules | str | None = None, *, palette: str = "two",
                 progress=YOUR_RECORD) -> None:
        self.kind, self.game, self.players, self.seed = kind, game_named(game), players, seed
        self.street = street if kind == "first_to_act" else (3 if kind == "bring_in" else 7)
        self.rules = table_rules(rules)
        self._start(palette, progress, T.NEW_DEAL)

    def _make_question(self) -> Asked:
        return seat_quiz_question(self.kind, self.game, self.players, self.seed, self.street, self.rules)

    correct = property(lambda self: self.question.answer, doc="The engine's seat (0-based).")
    hand = property(lambda self: self.question.hand)
    seat_buttons = property(lambda self: self.buttons)
    next_deal = Asking.next

    def _prompt(self) -> str:
        street = explain.STREET_NAMES.get(self.street, "")
        return T.SEAT_QUIZ_QUESTIONS[self.kind].format(game=self.game.name, street=street)

    def _title(self) -> str:
        return T.SEAT_QUIZ_TITLE.format(game=self.game.name, seed=self.seed)

    def _score(self) -> str:
        return T.score_line(self.score, self.attempts)


# --- LowLadderDrill --------------------------------------------------------------------------

def _pretty(cards: Sequence[Card]) -> str:
    """'5♠ 4♦ 3♣ 2♦ A♣': a hand as a button and a line of text show it."""
    return format_cards(cards, pretty=True)


@dataclass(frozen=True)
class LadderView:
    """The ladder now, in the language in force: the widget, text() and html() are drawn from it."""

    placed: tuple[tuple[Card, ...], ...]
    left: tuple[tuple[Card, ...], ...]
    verdict: bool | None
    said: tuple[str, ...]
    notice: str
    score: str
    palette: str


def ladder_text(v: LadderView) -> str:
    """The ladder as text/plain: the rungs placed, the hands left, what the last click said."""
    lines = [T.LADDER_TITLE, T.LADDER_SO_FAR]
    lines += [f"  {i}. " + T.LADDER_HAND.format(cards=_pretty(h), name=low_hand(h).name)
              for i, h in enumerate(v.placed, 1)]
    lines.append(T.LADDER_LEFT + " " + CM.LIST_SEPARATOR.join(_pretty(h) for h in v.left))
    return "\n".join(lines + [line for line in (response_text(v), v.notice, v.score) if line])


def ladder_top(v: LadderView) -> Safe:
    """Above the buttons: the ladder so far, each hand as cards with its name."""
    placed = join(element("li", cards_html(h, v.palette), " ", low_hand(h).name, style="margin:2px 0")
                  for h in v.placed)
    return join([element("p", T.LADDER_TITLE, style=BIG_TEXT),
                 element("div", element("strong", T.LADDER_SO_FAR), element("ol", placed, style="margin:2px 0")),
                 legend_html(v.palette)])


def ladder_html(v: LadderView) -> str:
    """The static snapshot: the ladder, the hands left as cards, the verdict and the score."""
    left = join(element("li", cards_html(h, v.palette), style="margin:2px 0") for h in v.left)
    left_html = element("div", element("strong", T.LADDER_LEFT), element("ul", left, style="margin:2px 0"))
    return panel(join([ladder_top(v), left_html, question_bottom(v), muted(T.NO_KERNEL_NOTE)]))


class LowLadderDrill(LiveView):
    """RAZZ-9.2: click the shuffled low hands from best to worst; wrong clicks say why.

    A view over studlib.sessions.Ladder (self.session)."""

    RULE_IDS = Ladder.RULE_IDS

    def __init__(self, hands: list[str] | None = None, seed: int = 1, *, palette: str = "two",
                 progress=YOUR_RECORD) -> None:
        self.session = Ladder(hands, seed)
        self.progress = progress   # a Progress, YOUR_RECORD (the learner's file) or None
        self.record_notice = ""   # what happened to the learner's record at the last answer
        self.palette = check_palette(palette)
        self.again_button = text_button(T.NEW_DEAL)
        self.again_button.on_click(lambda _: self.restart(self.seed + 1))
        self.view = widgets.HTML()
        # One button per hand, made once: creating widgets on every click costs a comm round each.
        self.hand_buttons = [text_button("") for _ in self.session.hands]
        for i, button in enumerate(self.hand_buttons):
            button.on_click(lambda _, i=i: self.pick(self.session.order[i]))
        self.choices = widgets.HBox(self.hand_buttons, layout=widgets.Layout(flex_flow="row wrap"))
        self.response = widgets.HTML()
        self.widget = course_box([self.view, self.choices, self.again_button, self.response])
        self._refresh()

    seed = property(lambda self: self.session.seed, doc="The deal number of the shuffle.")
    remaining = property(lambda self: self.session.remaining)
    ladder = property(lambda self: self.session.placed)
    done = property(lambda self: self.session.done)
    score = property(lambda self: self.session.tally.score)
    attempts = property(lambda self: self.session.tally.attempts)

    def restart(self, seed: int | None = None) -> None:
        """Shuffle the hands again (deal number `seed`) and start an empty ladder."""
        self.session.restart(seed)
        self._refresh()

    def pick(self, cards: str | Sequence[Card]) -> bool:
        """The learner clicks the hand `cards`; right if no hand left is a better low."""
        picked = self.session.pick(cards)
        if picked.first:
            self.progress, self.record_notice = record_to(self.progress, self.RULE_IDS, picked.right)
        self._refresh()
        return picked.right

    @property
    def last(self) -> str:
        """What the last click says ('' before any on this ladder)."""
        return ladder_said(self.session.last, self.done) if self.session.last else ""

    def button_for(self, cards: str | Sequence[Card]) -> widgets.Button:
        """The button showing this hand (what a learner clicks)."""
        wanted = set(parse_cards(cards))
        return next(b for b, h in zip(self.hand_buttons, self.session.order) if set(h) == wanted)

    def view_model(self) -> LadderView:
        """The ladder now, as data in the language in force."""
        last = self.session.last
        return LadderView(tuple(self.ladder), tuple(self.remaining), None if last is None else last.right,
                          (self.last,) if last else (), self.record_notice, T.score_line(self.score, self.attempts),
                          self.palette)

    def text(self) -> str:
        return ladder_text(self.view_model())

    def html(self) -> str:
        return ladder_html(self.view_model())

    def _refresh(self) -> None:
        v = self.view_model()
        placed = {id(h) for h in v.placed}
        for button, h in zip(self.hand_buttons, self.session.order):   # hide the hands already placed
            button.description, button.tooltip = _pretty(h), ", ".join(c.name for c in h)
            button.layout.display = "none" if id(h) in placed else None
        self.view.value = panel(ladder_top(v))
        self.response.value = panel(question_bottom(v))
