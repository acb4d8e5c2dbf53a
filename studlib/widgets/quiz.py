"""Self-checks: multiple choice, "click the seat" drills on endless deals, the razz ladder.

Scoring is the same everywhere: the first click on a question (or deal, or rung of the ladder)
is an attempt, and it scores when it is right; later clicks still get feedback but do not count.
"""

from __future__ import annotations

import random
from pathlib import PurePath
from collections.abc import Iterable, Mapping, Sequence

import ipywidgets as widgets

from ..cards import Card, format_cards, parse_cards
from .. import explain, mistakes
from ..explain import Seat, seat_name
from ..games import STUD, Game, board_name
from ..hand import Hand
from ..hands import HandValue, low_hand
from ..mistakes import Diagnosis, Mistake, diagnose_seat
from ..progress import YOUR_RECORD, record_to
from ..rules import Rules, Structure, default_stack
from ..selfcheck import Attempt, Question, load_questions, question_file
from . import text as T
from .markup import Safe, element, join
from .minideal import SHOWDOWN_STAGE, as_game, as_rules, check_seat, play_to_street, stage_lines
from .render import (INK, RIGHT_INK, WRONG_INK, LiveView, course_box, cards_html, check_palette, check_text, hand_rows,
                     record_notice_html, WRAP_CLASS, legend_html, muted, panel, seat_rows_html, seat_rows_text)

__all__ = ["MultipleChoice", "SelfCheck", "SeatQuiz", "LowLadderDrill", "SEED_003_LADDER", "seat_mistake",
           "ladder_mistake"]

KINDS = ("bring_in", "first_to_act", "shows_first")


def score_line(score: int, attempts: int) -> str:
    return T.score_line(score, attempts)


def feedback_html(right: bool, parts: Sequence[str]) -> Safe:
    """'Right!' or 'Not quite.' in words (the colour only repeats them), then the sentences."""
    head = element("strong", T.RIGHT if right else T.WRONG, style=f"color:{RIGHT_INK if right else WRONG_INK}")
    return element("div", head, " ", join((p for p in parts if p), " "), role="status",
                   style=f"font-size:18px;color:{INK};max-width:60em")


def _score_html(score: int, attempts: int) -> Safe:
    return element("div", score_line(score, attempts), style="font-size:18px;font-weight:700")


def _big_button_style() -> dict[str, str]:
    return {"font_size": "18px", "font_weight": "bold"}


# --- MultipleChoice and SelfCheck ---------------------------------------------------------------

def _rules_note(rules: Sequence[str], cited: Sequence[str]) -> str:
    """'(Rule STUD-5.1)' for the rule IDs the explanation does not already name (`cited`)."""
    unnamed = [r for r in rules if r not in cited]
    if not unnamed:
        return ""
    return f"({(T.RULE if len(unnamed) == 1 else T.RULES).format(rule=', '.join(unnamed))})"


class MultipleChoice(LiveView):
    """One question, one button per option; a first miss gets the feedback aimed at it, not the answer."""

    def __init__(self, question: str | Question, options: list[str] | None = None, answer: str = "",
                 feedback: dict[str, str] | None = None, explanation: str = "", rule: str = "",
                 *, progress=YOUR_RECORD) -> None:
        self.progress = progress   # a Progress, YOUR_RECORD (the learner's file) or None
        self.record_notice = ""   # what happened to the learner's record at the last answer
        self._recorded = False
        if not isinstance(question, Question):
            if options is not None and (isinstance(options, (str, bytes)) or not isinstance(options, Iterable)):
                raise ValueError(T.ERR_OPTIONS.format(value=options))
            if feedback is not None and not isinstance(feedback, Mapping):
                raise ValueError(T.ERR_FEEDBACK.format(value=feedback))
            rule = check_text(rule, "rule", default="")
            question = Question(id="", question=question, options=tuple(str(o) for o in options or ()),
                                answer=answer, feedback=dict(feedback or {}), explanation=explanation,
                                rules=tuple(r.strip() for r in rule.split(",") if r.strip()))
        self.q = question
        self.attempt = Attempt(question)
        self.buttons = [widgets.Button(description=o, tooltip=o, style=_big_button_style(),
                                       layout=widgets.Layout(width="auto", height="auto", max_width="100%"))
                        for o in question.options]
        for option, button in zip(question.options, self.buttons):
            button.add_class(WRAP_CLASS)   # a long option wraps instead of being cut with '...'
            button.on_click(lambda _, option=option: self.choose(option))
        # Sized to its words like the answer buttons (align_self): a VBox stretches a child to its
        # whole width, and a full-width bar beside small answers looked like the main choice.
        self.show_button = widgets.Button(description=T.SHOW_ANSWER, tooltip=T.SHOW_ANSWER,
                                          style=_big_button_style(),
                                          layout=widgets.Layout(width="auto", height="auto", max_width="100%",
                                                                align_self="flex-start"))
        self.show_button.add_class(WRAP_CLASS)
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
        self._refresh()
        return option == self.q.answer

    def show_answer(self) -> None:
        """The learner presses "Show the answer"."""
        self.attempt.show_answer()
        self._record(False)   # asking for the answer first: the rule still needs practice
        self._refresh()

    def _record(self, right: bool) -> None:
        """The first answer (or "Show the answer") goes into the learner's record, if one is kept."""
        if not self._recorded:
            self._recorded = True
            self.progress, self.record_notice = record_to(self.progress, self.q.rules, right)

    def _feedback_parts(self) -> list[str]:
        a, q = self.attempt, self.q
        if a.chosen is None and not a.done:
            return []
        parts = []
        if a.chosen is not None:
            parts.append(T.CHOSE.format(option=a.chosen))
            if a.chosen != q.answer:
                parts.append(q.feedback.get(a.chosen, ""))
        if a.chosen != q.answer:
            if not a.done:
                return [p for p in parts + [T.TRY_AGAIN] if p]
            parts.append(T.ANSWER_WAS.format(answer=q.answer))
        parts += [q.explanation, _rules_note(q.rules, q.cited)]
        return [p for p in parts if p]

    def _verdict(self) -> str | None:
        """'Right!' or 'Not quite.' for the last press; None for "Show the answer" alone."""
        if self.attempt.chosen is None:
            return None
        return T.RIGHT if self.attempt.chosen == self.q.answer else T.WRONG

    def result_line(self) -> str:
        """How this question went, in one line: 'Right, on the second try.'"""
        a = self.attempt
        if a.solved_on is not None:
            return T.SOLVED_ON.get(a.solved_on, T.SOLVED_LATER)
        if a.revealed:
            return T.SHOWN_AFTER[min(a.misses, 2)]
        return T.ONE_MISS if a.misses else T.NOT_ANSWERED

    def _option_lines(self) -> list[str]:
        a = self.attempt
        lines = []
        for o in self.q.options:
            mark = "[x]" if o == a.chosen else "[ ]"
            note = f"  {T.MARK_ANSWER}" if a.done and o == self.q.answer else ""
            lines.append(f"  {mark} {o}{note}")
        return lines

    def _response_text(self) -> str:
        verdict = self._verdict()
        parts = self._feedback_parts()
        if not parts:
            return ""
        return " ".join(([verdict] if verdict else []) + parts)

    def text(self) -> str:
        lines = [self.q.question] + self._option_lines()
        response = self._response_text()
        if response:
            lines.append(response)
        if self.record_notice:
            lines.append(self.record_notice)
        lines.append(self.result_line())
        return "\n".join(lines)

    def _question_html(self) -> Safe:
        return element("p", self.q.question, style="font-size:20px;font-weight:700;margin:4px 0")

    def _response_html(self) -> Safe:
        parts = self._feedback_parts()
        if not parts:
            return Safe("")
        verdict = self._verdict()
        if verdict is None:
            return element("div", join(parts, " "), role="status", style=f"font-size:18px;color:{INK};max-width:60em")
        return feedback_html(verdict == T.RIGHT, parts)

    def _result_html(self) -> Safe:
        return element("div", self.result_line(), style="font-size:18px;font-weight:700")

    def html(self) -> str:
        items = join(element("li", line.strip()[4:]) for line in self._option_lines())
        return panel(join([self._question_html(), element("ul", items, style="font-size:18px"),
                           self._response_html(), record_notice_html(self.record_notice), self._result_html(),
                           muted(T.NO_KERNEL_NOTE)]))

    def _refresh(self) -> None:
        a = self.attempt
        for o, button in zip(self.q.options, self.buttons):
            label = f"{o} {T.MARK_ANSWER}" if a.done and o == self.q.answer else o
            if button.description != label:
                button.description = label
        self.show_button.disabled = a.done
        self.view.value = panel(self._question_html())
        self.response.value = panel(join([self._response_html(), record_notice_html(self.record_notice),
                                          self._result_html()]))


class SelfCheck(MultipleChoice):
    """A lesson's self-check question, read from studlib/questions/<language>/<lesson>.toml, or from
    <folder>/questions/<lesson>.toml for a teacher's own (the key stays out of the learner's reach)."""

    def __init__(self, lesson: str, question_id: str, folder: str | None = None, *, progress=YOUR_RECORD) -> None:
        if folder is not None and not isinstance(folder, (str, PurePath)):
            raise ValueError(T.ERR_TEXT_ARGUMENT.format(what="folder", value=folder))
        path = question_file(lesson, folder)
        questions = load_questions(path)
        if question_id not in questions:
            raise ValueError(T.ERR_NO_QUESTION.format(question=question_id, file=path.name,
                                                      known=", ".join(questions)))
        self.lesson = lesson
        super().__init__(questions[question_id], progress=progress)


# --- SeatQuiz: what a wrong seat says about the learner's rule ---------------------------------

def _fields(game: Game, boards: dict[int, tuple[Card, ...]], chosen: int, answer: int) -> dict[str, object]:
    return {
        "seat": Seat(chosen), "right_seat": Seat(answer),
        "card": boards[chosen][0].pretty if boards[chosen] else "",
        "right_card": boards[answer][0].pretty if boards[answer] else "",
        "board": board_name(game, boards[chosen]), "right_board": board_name(game, boards[answer]),
        "game_short": T.GAME_SHORT[game.code],
        "quality": T.BOARD_QUALITY["low" if game.plays_low_board else "high"],
    }


def seat_mistake_words(found: Diagnosis, hand: Hand, chosen: int, answer: int) -> str:
    """A wrong seat's Diagnosis (studlib.mistakes.diagnose_seat) as the sentence aimed at it."""
    if found.mistake is Mistake.NOT_IN_HAND:
        return T.NOT_THIS_SEAT.format(seat=Seat(chosen))
    game = hand.game
    if found.mistake in _DOOR_MISTAKES:
        boards = {s: hand.up_cards(s)[:1] for s in range(hand.n_seats)}
    else:
        boards = {s: hand.up_cards(s) for s in range(hand.n_seats) if not hand.folded(s)}
    f = _fields(game, boards, chosen, answer) | {"rule": found.rules[0]}
    f["hilo_note"] = T.MISTAKES["hilo_note"] if game.code == "stud8" else ""
    return T.MISTAKES[found.mistake.value].format(**f)


# The bring-in mistakes, read from the door cards alone.
_DOOR_MISTAKES = frozenset({Mistake.RAZZ_LOWEST, Mistake.RAZZ_ACE, Mistake.RAZZ_SUIT, Mistake.RAZZ_NOT_HIGHEST,
                            Mistake.STUD_HIGHEST, Mistake.STUD_ACE, Mistake.STUD_SUIT, Mistake.STUD_NOT_LOWEST})


def seat_mistake(kind: str, hand: Hand, chosen: int, answer: int) -> str:
    """The sentence aimed at the rule a learner who clicked `chosen` probably applied."""
    return seat_mistake_words(diagnose_seat(kind, hand, chosen, answer), hand, chosen, answer)


class SeatQuiz(LiveView):
    """'Click the seat' drill: who brings in, who acts first on a street, who shows first.

    The answer comes from the engine (hand.bring_in_seat, hand.first_to_act[street],
    hand.showdown_order[0]); answer(seat) takes the 0-based seat ("Seat 1" is 0).
    """

    def __init__(self, kind: str = "bring_in", game: Game | str = STUD, players: int = 5, seed: int = 1,
                 street: int = 4, rules: Rules | str | None = None, *, palette: str = "two",
                 progress=YOUR_RECORD) -> None:
        if kind not in KINDS:
            raise ValueError(T.ERR_KIND.format(value=kind))
        if kind == "first_to_act" and (isinstance(street, bool) or street not in (4, 5, 6, 7)):
            raise ValueError(T.ERR_STREET.format(value=street))
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 8:
            raise ValueError(T.ERR_PLAYERS.format(value=players))
        self.kind, self.game, self.players = kind, as_game(game), players
        self.street = street if kind == "first_to_act" else (3 if kind == "bring_in" else 7)
        self.rules = as_rules(rules)
        self.palette = check_palette(palette)
        self.progress = progress   # a Progress, YOUR_RECORD (the learner's file) or None
        self.record_notice = ""   # what happened to the learner's record at the last answer
        self.seed = seed
        self.score = 0
        self.attempts = 0
        self.seat_buttons = [widgets.Button(description=seat_name(s), style=_big_button_style(),
                                            layout=widgets.Layout(width="auto"))
                             for s in range(players)]
        for s, button in enumerate(self.seat_buttons):
            button.on_click(lambda _, s=s: self.answer(s))
        self.new_button = widgets.Button(description=T.NEW_DEAL, button_style="primary",
                                         layout=widgets.Layout(width="auto"))
        self.new_button.on_click(lambda _: self.next_deal())
        self.view = widgets.HTML()
        self.response = widgets.HTML()
        wrap = widgets.Layout(flex_flow="row wrap", align_items="center")
        buttons = widgets.HBox(self.seat_buttons + [self.new_button], layout=wrap)
        self.widget = course_box([self.view, buttons, self.response])
        self._deal()

    def _deal(self) -> None:
        stack = default_stack(Structure())
        self.hand = hand = Hand(self.game, [stack] * self.players, rules=self.rules, seed=self.seed)
        stage = {"bring_in": 3, "first_to_act": self.street, "shows_first": SHOWDOWN_STAGE}[self.kind]
        play_to_street(hand, stage)
        if self.kind == "bring_in":
            self.correct = hand.bring_in_seat
        elif self.kind == "first_to_act":
            if self.street not in hand.first_to_act:  # a community card round without betting (T-9)
                raise ValueError(T.ERR_NO_BETTING.format(street=explain.STREET_NAMES[self.street].lower()))
            self.correct = hand.first_to_act[self.street]
        else:
            self.correct = hand.showdown_order[0]
        why = stage_lines(hand)[0]
        self.explanation, self.rule_ids = str(why), tuple(why.rules)
        self.chosen: int | None = None
        self._tried = False
        self._refresh()

    def answer(self, seat: int) -> bool:
        """The learner clicks `seat` (0-based); returns whether it is the engine's answer."""
        check_seat(seat, self.players)
        right = seat == self.correct
        if not self._tried:
            self._tried = True
            self.attempts += 1
            self.score += right
            self.progress, self.record_notice = record_to(self.progress, self.rule_ids, right)
        self.chosen = seat
        self._refresh()
        return right

    def next_deal(self) -> None:
        """A fresh deal (deal number + 1): drills never run out."""
        self.seed += 1
        self._deal()

    def _feedback_parts(self) -> list[str]:
        if self.chosen is None:
            return []
        if self.chosen == self.correct:
            return [self.explanation]
        return [T.NOT_THIS_SEAT.format(seat=Seat(self.chosen)),
                seat_mistake(self.kind, self.hand, self.chosen, self.correct),
                T.ANSWER_IS, self.explanation]

    def feedback(self) -> str:
        """What the learner reads after the last click ('' before any click)."""
        if self.chosen is None:
            return ""
        head = T.RIGHT if self.chosen == self.correct else T.WRONG
        return " ".join([head] + self._feedback_parts())

    def _question(self) -> str:
        return T.SEAT_QUIZ_QUESTIONS[self.kind].format(game=self.game.name,
                                                       street=explain.STREET_NAMES.get(self.street, ""))

    def _title(self) -> str:
        return T.SEAT_QUIZ_TITLE.format(game=self.game.name, seed=self.seed)

    def _rows(self):
        markers = {}
        if self.chosen is not None:  # once answered, point at the engine's answer
            markers[self.correct] = {"bring_in": T.MARK_BRINGS_IN, "first_to_act": T.MARK_ACTS_FIRST,
                                     "shows_first": T.MARK_SHOWS_FIRST}[self.kind]
        return hand_rows(self.hand, reveal=False, markers=markers)

    def text(self) -> str:
        lines = [self._title(), self._question()] + seat_rows_text(self._rows())
        if self.chosen is not None:
            lines.append(self.feedback())
        if self.record_notice:
            lines.append(self.record_notice)
        lines.append(score_line(self.score, self.attempts))
        return "\n".join(lines)

    def _view_body(self) -> str:
        return join([muted(self._title()),
                     element("p", self._question(), style="font-size:20px;font-weight:700;margin:4px 0"),
                     seat_rows_html(self._rows(), self.palette), legend_html(self.palette)])

    def _response_body(self) -> str:
        fb = (feedback_html(self.chosen == self.correct, self._feedback_parts())
              if self.chosen is not None else "")
        return join([fb, record_notice_html(self.record_notice), _score_html(self.score, self.attempts)])

    def html(self) -> str:
        """Static snapshot: the question, the boards, any feedback and the score, in one panel."""
        return panel(join([self._view_body(), self._response_body(), muted(T.NO_KERNEL_NOTE)]),
                     label=self._title())

    def _refresh(self) -> None:
        self.view.value = panel(self._view_body(), label=self._title())
        self.response.value = panel(self._response_body())


# --- LowLadderDrill --------------------------------------------------------------------------

# RAZZ-9.2: seed 003's ladder, worst to best (suits added; some hands are straights or flushes
# on purpose, since those do not count in razz).
SEED_003_LADDER = (
    "3c 3d 3h 5s 5d", "Ks Kh 4d 3c 2s", "2h 2c 7d 6s 5c", "Ad Ac Th 9s 8d",
    "Kh Qs Jd Tc 9h", "Kd Qc Js Th 7c", "9c 8d 7h 6s 5d", "9s 7c 6d 5h 3s",
    "9d 7s 6c 5c Ah", "6h 5h 4h 3h 2h", "6c 4s 3d 2h As", "5s 4d 3c 2d Ac",
)


def _stable_shuffle(items: Sequence, seed: int) -> list:
    """Fisher-Yates on Random.random(), the stream Python keeps stable for a seed (as in cards.py)."""
    out = list(items)
    rand = random.Random(seed).random
    for i in range(len(out) - 1, 0, -1):
        j = int(rand() * (i + 1))
        out[i], out[j] = out[j], out[i]
    return out


def _pretty(cards: Sequence[Card]) -> str:
    return format_cards(cards, pretty=True)


def ladder_mistake(picked: Sequence[Card], best: Sequence[Card]) -> str:
    """Why `picked` is not the best low hand left when `best` is (RAZZ-9.1), in words."""
    f = {"hand": _pretty(picked), "name": low_hand(picked).name, "best": _pretty(best), "best_name": low_hand(best).name}
    return T.LADDER_MISTAKES[mistakes.ladder_mistake(picked, best).value].format(**f)


class LowLadderDrill(LiveView):
    """RAZZ-9.2: click the shuffled low hands from best to worst; wrong clicks say why."""

    RULE_IDS = ("RAZZ-9.1", "RAZZ-9.2")   # what each step of the ladder tests

    def __init__(self, hands: list[str] | None = None, seed: int = 1, *, palette: str = "two",
                 progress=YOUR_RECORD) -> None:
        self.progress = progress   # a Progress, YOUR_RECORD (the learner's file) or None
        self.record_notice = ""   # what happened to the learner's record at the last answer
        if hands is not None and (isinstance(hands, (str, bytes)) or not isinstance(hands, Iterable)):
            raise ValueError(T.ERR_LADDER.format(value=hands))
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(T.ERR_WHOLE_NUMBER.format(what="seed", low=0, high=T.number(2**32 - 1), value=seed))
        source = list(hands) if hands is not None else list(SEED_003_LADDER)
        try:
            parsed = [parse_cards(h) for h in source]
        except ValueError as err:
            raise ValueError(T.ERR_LADDER.format(value=source) + f" {err}") from None
        if len(parsed) < 2 or any(len(h) != 5 for h in parsed):
            raise ValueError(T.ERR_LADDER.format(value=source))
        self.hands = parsed
        self.palette = check_palette(palette)
        self.seed = seed
        self.score = 0
        self.attempts = 0
        self.again_button = widgets.Button(description=T.NEW_DEAL, layout=widgets.Layout(width="auto"))
        self.again_button.on_click(lambda _: self.restart(self.seed + 1))
        self.view = widgets.HTML()
        # One button per hand, made once: creating widgets on every click costs a comm round each.
        self.hand_buttons = [widgets.Button(style=_big_button_style(), layout=widgets.Layout(width="auto"))
                             for _ in parsed]
        for i, button in enumerate(self.hand_buttons):
            button.on_click(lambda _, i=i: self.pick(self._order[i]))
        self.choices = widgets.HBox(self.hand_buttons, layout=widgets.Layout(flex_flow="row wrap"))
        self.response = widgets.HTML()
        self.widget = course_box([self.view, self.choices, self.again_button, self.response])
        self.restart(seed)

    def restart(self, seed: int | None = None) -> None:
        """Shuffle the hands again (deal number `seed`) and start an empty ladder."""
        if seed is not None:
            self.seed = seed
        self._order: list[tuple[Card, ...]] = _stable_shuffle(self.hands, self.seed)
        self.remaining: list[tuple[Card, ...]] = list(self._order)
        self.ladder: list[tuple[Card, ...]] = []
        self.last = ""
        self._last_right: bool | None = None
        self._tried = False
        self._rebuild_buttons()
        self._refresh()

    @property
    def done(self) -> bool:
        return not self.remaining

    def best_left(self) -> tuple[Card, ...]:
        """The best low hand still to place (the first of equal ones in display order)."""
        return max(self.remaining, key=lambda h: low_hand(h))

    def pick(self, cards: str | Sequence[Card]) -> bool:
        """The learner clicks the hand `cards`; right if no hand left is a better low."""
        wanted = set(parse_cards(cards))
        match = next((h for h in self.remaining if h is cards), None)  # the very button's hand
        if match is None:
            match = next((h for h in self.remaining if set(h) == wanted), None)
        if match is None:
            left = T.LIST_SEPARATOR.join(_pretty(h) for h in self.remaining)
            raise ValueError(T.ERR_LADDER_HAND.format(value=cards if isinstance(cards, str)
                                                      else _pretty(cards), left=left))
        best = self.best_left()
        right = low_hand(match) == low_hand(best)
        if not self._tried:
            self._tried = True
            self.attempts += 1
            self.score += right
            self.progress, self.record_notice = record_to(self.progress, self.RULE_IDS, right)
        value: HandValue = low_hand(match)
        if right:
            del self.remaining[next(i for i, h in enumerate(self.remaining) if h is match)]
            self.ladder.append(match)
            self._tried = False
            self.last = T.LADDER_RIGHT.format(hand=_pretty(match), name=value.name)
            if self.done:
                self.last += " " + T.LADDER_DONE
            self._rebuild_buttons()
        else:
            self.last = ladder_mistake(match, best)
        self._last_right = right
        self._refresh()
        return right

    def button_for(self, cards: str | Sequence[Card]) -> widgets.Button:
        """The button showing this hand (what a learner clicks)."""
        wanted = set(parse_cards(cards))
        return next(b for b, h in zip(self.hand_buttons, self._order) if set(h) == wanted)

    def _rebuild_buttons(self) -> None:
        """Label each button with its hand; hide the ones already on the ladder."""
        placed = {id(h) for h in self.ladder}
        for button, h in zip(self.hand_buttons, self._order):
            button.description = _pretty(h)
            button.tooltip = ", ".join(c.name for c in h)
            button.layout.display = "none" if id(h) in placed else None

    def _ladder_lines(self) -> list[str]:
        return [T.LADDER_HAND.format(cards=_pretty(h), name=low_hand(h).name) for h in self.ladder]

    def text(self) -> str:
        lines = [T.LADDER_TITLE, T.LADDER_SO_FAR]
        lines += [f"  {i}. {line}" for i, line in enumerate(self._ladder_lines(), 1)]
        lines.append(T.LADDER_LEFT + " " + T.LIST_SEPARATOR.join(_pretty(h) for h in self.remaining))
        if self.last:
            lines.append(f"{T.RIGHT if self._last_right else T.WRONG} {self.last}")
        lines.append(score_line(self.score, self.attempts))
        return "\n".join(lines)

    def _view_body(self) -> str:
        placed = join(element("li", cards_html(h, self.palette), " ", low_hand(h).name, style="margin:2px 0")
                      for h in self.ladder)
        return join([element("p", T.LADDER_TITLE, style="font-size:20px;font-weight:700;margin:4px 0"),
                     element("div", element("strong", T.LADDER_SO_FAR), element("ol", placed, style="margin:2px 0")),
                     legend_html(self.palette)])

    def _response_body(self) -> str:
        fb = feedback_html(bool(self._last_right), [self.last]) if self.last else ""
        return join([fb, record_notice_html(self.record_notice), _score_html(self.score, self.attempts)])

    def html(self) -> str:
        """Static snapshot: the ladder so far, the hands still to place, feedback and score."""
        left = join(element("li", cards_html(h, self.palette), style="margin:2px 0") for h in self.remaining)
        return panel(join([self._view_body(),
                           element("div", element("strong", T.LADDER_LEFT), element("ul", left, style="margin:2px 0")),
                           self._response_body(), muted(T.NO_KERNEL_NOTE)]))

    def _refresh(self) -> None:
        self.view.value = panel(self._view_body())
        self.response.value = panel(self._response_body())
