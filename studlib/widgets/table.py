"""PracticeTable: the learner plays one seat, seeded bots the others, the dealer explains every step."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

import ipywidgets as widgets

from ..bots import STYLES, Bot, Move, play_bots
from ..cards import Card, parse_cards
from ..events import StreetDealt
from ..explain import LogLine, Seat, action_words, and_list, net_result, seat_name, seats_name
from ..games import GAMES, STUD, Game
from ..hand import Action, ActionKind, Hand, IllegalAction
from ..rules import Rules, RulesPreset, Structure
from ..scenario import Scenario
from ..summary import result_lines
from ..typed import action_kind
from . import text as T
from .controls import OwnUpdate
from .hand_files import HandFiles
from .minideal import DEAL_TOP, as_game, as_rules, check_seat, stage_lines, warm_evaluator
from .number_box import NumberBox
from .markup import Safe, element, join
from .render import (HIGHLIGHT, INK, MUTED, SEATS_CLASS, WRONG_INK, LiveView, announcement_html, button_style,
                     card_html, cards_html, cards_text, course_box, hand_stage, legend_html, marker_html, muted, panel,
                     scrolls, seat_said, seats_style)

__all__ = ["PracticeTable", "action_label", "pot_lines", "dealer_lines", "dealt_said", "check_stacks"]

_STACK_BIG_BETS = 100   # default chips behind: 100 big bets, enough for any hand without all-ins
PRESETS = tuple(RulesPreset)
# Action buttons kept for reuse ("Check", "Call $2", "Bet $4", ...): a button already in the
# browser shows at once, a new one first has to be created there. A hand offers a few dozen labels.
KEPT_BUTTONS = 24


def action_label(action: Action, structure: Structure) -> str:
    """A button's words: 'Fold', 'Call $0.50', 'Complete to $2', 'Bet $4', 'Raise to $6 (all in)'
    (explain.ACTION_WORDS holds them, beside the log's words for the same action)."""
    return action_words(action, structure.money, "button")


def check_deal(seed: int) -> int:
    """A deal number a class can type: a whole number from 0 to DEAL_TOP."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= DEAL_TOP:
        raise ValueError(T.ERR_TABLE_DEAL.format(top=T.number(DEAL_TOP), value=seed))
    return seed


def pot_lines(hand: Hand) -> list[str]:
    """'Pot: $4.90'; with side pots (a player all in), each pot and who can win it; at the end,
    the pots that were awarded."""
    money = hand.structure.money
    lines = []
    pots = hand.pots
    if not hand.is_over:
        lines.append(T.POT.format(amount=money(hand.pot)))
        if len(pots) < 2:
            return lines
    if len(pots) == 1:   # 'Pot: $70 (Seats 1, 3 and 4)', not 'Pots: pot $70 (...)' (issue 33 item 9)
        lines.append(T.POT_SEATS.format(amount=money(pots[0].amount), seats=seats_name(pots[0].eligible)))
        return lines
    items = [T.POT_ITEM.format(label=T.POT_LABELS["main"] if i == 0 else T.POT_LABELS["side"].format(n=i),
                               amount=money(p.amount), seats=seats_name(p.eligible)) for i, p in enumerate(pots)]
    lines.append(T.POTS.format(pots=T.LIST_SEPARATOR.join(items)))
    return lines


def explained_lines(hand: Hand) -> list[LogLine]:
    """The log lines the dealer's explanation repeats at the end: from who shows first on, or
    the award of an uncontested pot (empty while in play)."""
    if not hand.is_over:
        return []
    return stage_lines(hand) if hand.showdown_order else result_lines(hand)


def dealer_lines(hand: Hand, you: int | None = None) -> list[str]:
    """At the end: who shows first and why, each hand shown (five cards used), each pot's split
    with its odd chips, then everyone's net result, your seat marked (empty while in play)."""
    if not hand.is_over:
        return []
    return [str(line) for line in explained_lines(hand)] + [net_result(hand.structure.money, hand.payoffs, you)]


def log_lines(hand: Hand) -> list[str]:
    """The log, less the showdown lines the dealer's explanation prints right after it."""
    explained = set(explained_lines(hand)) if hand.showdown_order else set()
    return [str(line) for line in hand.log if line not in explained]


def dealt_said(hand: Hand, street: int, you: int | None) -> list[str]:
    """The cards a street dealt, in words for a screen reader: 'You receive the queen of spades
    face up.' and 'Seat 4 shows the nine of clubs; Seat 5 shows ...' (the others' down cards
    are not named: nobody sees them). A seat that had folded got none; on a seventh street dealt
    as a community card (GEN-11.1) nobody did, and the log's own line names that card."""
    lines, shows = [], []
    for s in range(hand.n_seats):
        down, up = hand.down_cards(s), hand.up_cards(s)
        if street == 3 and down[:2] and up:
            if s == you:
                lines.append(T.DEALT_YOU_THIRD.format(down=and_list([c.name_with_article for c in down[:2]]),
                                                      up=up[0].name_with_article))
            else:
                shows.append(T.DEALT_SHOWS.format(seat=Seat(s), card=up[0].name_with_article))
        elif 4 <= street <= 6 and len(up) > street - 3:
            card = up[street - 3]
            if s == you:
                lines.append(T.DEALT_YOU_UP.format(card=card.name_with_article))
            else:
                shows.append(T.DEALT_SHOWS.format(seat=Seat(s), card=card.name_with_article))
        elif street == 7 and s == you and len(down) > 2:
            lines.append(T.DEALT_YOU_DOWN.format(card=down[2].name_with_article))
    if shows:
        lines.append(T.DEALT_OTHERS.format(shows=T.LIST_SEPARATOR.join(shows)))
    return lines


def check_stacks(stacks, players: int, structure: Structure) -> list[int]:
    """Each seat's chips: None gives 100 big bets each, one number is everyone's, a list is per seat;
    anything else raises ValueError saying what is allowed (the practice table and ThreeGames)."""
    if stacks is None:
        return [_STACK_BIG_BETS * structure.big_bet] * players
    if isinstance(stacks, int) and not isinstance(stacks, bool) and stacks > 0:
        return [stacks] * players
    if (isinstance(stacks, Sequence) and not isinstance(stacks, str) and len(stacks) == players
            and all(isinstance(s, int) and not isinstance(s, bool) and s > 0 for s in stacks)):
        return list(stacks)
    raise ValueError(T.ERR_STACKS.format(n=players, value=stacks))


class PracticeTable(LiveView):
    """Play one seat of a hand against seeded bots; the dealer explains every step with its rule IDs.

    Seats are 0-based in code (seat=0 is "Seat 1" on screen). The same deal number, game, rules
    and learner actions always give the same hand: bots are seeded (studlib.bots).
    """

    def __init__(self, game: Game | str = STUD, players: int = 6, seat: int = 0, seed: int = 4711,
                 rules: Rules | str | None = None, structure: Structure | None = None,
                 stacks: int | Sequence[int] | None = None,
                 deck: str | Iterable[Card | str] | None = None, *, bot_style: str = "solid",
                 palette: str = "two") -> None:
        self.game = as_game(game)
        self.players = self._check_players(players)
        self.seat = check_seat(seat, self.players)
        self.seed = check_deal(seed)
        self.rules = as_rules(rules)
        self.structure = structure if structure is not None else Structure()
        if not isinstance(self.structure, Structure):
            raise ValueError(T.ERR_STRUCTURE)
        self._stacks_arg = stacks
        self.stacks = check_stacks(stacks, self.players, self.structure)
        self.deck = tuple(parse_cards(deck)) if deck is not None else None
        if not isinstance(bot_style, str) or bot_style not in STYLES:
            raise ValueError(T.ERR_BOT_STYLE.format(value=bot_style, styles=", ".join(map(repr, STYLES))))
        self.bot_style = bot_style
        self.palette = palette
        self.message = ""
        self.notice = ""   # says what a press of Deal again did (the table itself may look the same)
        self._own_update = OwnUpdate()
        warm_evaluator()
        self._build_widgets()
        self._deal()
        # "Save this hand" and "Replay" below the table (studlib.widgets.hand_files).
        self.files = HandFiles(self)
        self.widget.children += (self.files.widget,)

    # --- what lessons and tests call ---------------------------------------------------------

    def save_hand(self) -> Path | None:
        """Write this hand as a PHH file in hands/ next to the notebook; returns its path."""
        return self.files.save()

    def replay_hand(self):
        """The saved hand (else the hand in play) in a Replay widget below the table."""
        return self.files.open_replay()

    def act(self, kind: ActionKind | str, amount: int | None = None) -> Action:
        """Your decision, as Hand.act (or as a player of the edition types it: « suivre »); then the
        bots play until your next turn or the end.

        Not your turn, or not a legal action: IllegalAction, and nothing changes."""
        hand = self.hand
        if hand.to_act != self.seat:
            why = (T.HAND_OVER.rstrip(".").lower() if hand.is_over
                   else T.TO_ACT.format(seat=Seat(hand.to_act)).rstrip("."))
            raise IllegalAction(T.ERR_NOT_YOUR_TURN.format(why=why))
        street = hand.street
        mark = len(hand.log)
        taken = hand.act(action_kind(kind), amount)   # a typed word: « suivre » in French
        self._mark = mark
        self.moves.append(Move(street, self.seat, taken))
        self.message = self.notice = ""
        self._agains = 0   # presses of Deal again in a row
        self._fold_asked = False
        self._bots_play()
        self._refresh()
        return taken

    @classmethod
    def from_scenario(cls, scenario: Scenario | str, seat: int = 0, **options) -> PracticeTable:
        """A teacher's stacked deal (a Scenario or its share code) at the table, you in `seat`."""
        if isinstance(scenario, str):
            scenario = Scenario.from_code(scenario)
        return cls(scenario.game, scenario.players, seat, seed=scenario.seed % (DEAL_TOP + 1),
                   rules=scenario.rules, structure=scenario.structure, stacks=scenario.stacks,
                   deck=scenario.deck(), **options)

    def open_code(self, code: str) -> None:
        """A teacher's share code, dealt at this table (you keep your seat if it exists).
        A mistyped code: the share code's message on screen, the hand unchanged."""
        if not code.strip():
            self.message = T.TABLE_NO_CODE
            self._refresh()
            return
        try:
            scenario = Scenario.from_code(code)
        except ValueError as err:
            self.message = str(err)
            self._refresh()
            return
        self.game, self.players = scenario.game, scenario.players
        self.seat = min(self.seat, self.players - 1)
        self.seed = scenario.seed % (DEAL_TOP + 1)
        self.rules, self.structure = scenario.rules, scenario.structure
        self._stacks_arg = scenario.stacks
        self.stacks = check_stacks(scenario.stacks, self.players, self.structure)
        self.deck = scenario.deck()
        self._deal()
        self.notice = T.TABLE_CODE_OPENED.format(code=scenario.code(), seed=self.seed, seat=Seat(self.seat))
        self._refresh()

    def new_deal(self, seed: int | None = None) -> None:
        """Deal number `seed` (default: the next number) from the start, with a shuffled deck."""
        if seed is None:
            seed = self.seed + 1 if self.seed < DEAL_TOP else 0
        self.seed = check_deal(seed)
        self.deck = None
        self._deal()

    def restart(self) -> None:
        """The same deal again from the start (a stacked deck too): replay it another way."""
        self._deal()

    def set_game(self, game: Game | str) -> None:
        """Same deal, another game, from the start."""
        self.game = as_game(game)
        self._deal_anew("game")

    def set_rules(self, rules: Rules | str) -> None:
        """Another preset ('online', 'cardroom', 'tournament') or Rules; the deal starts again."""
        self.rules = as_rules(rules)
        self._deal_anew("rules")

    def _deal_anew(self, what: str) -> None:
        """Deal again after a change; a hand still in play is abandoned, and the table says so."""
        mid_hand = not self.hand.is_over
        self._deal()
        if mid_hand:
            self.notice = T.TABLE_NEW_HAND.format(what=T.TABLE_CHANGES[what], seed=self.seed)
            self._refresh()

    def set_players(self, players: int) -> None:
        """Another table size; your seat moves to the last seat if it no longer exists."""
        self.players = self._check_players(players)
        self.seat = min(self.seat, self.players - 1)
        given = self._stacks_arg
        if isinstance(given, Sequence) and len(given) != players:
            given = None  # a per-seat list was for another table size: back to equal stacks
        self.stacks = check_stacks(given, self.players, self.structure)
        self._deal_anew("players")

    def set_seat(self, seat: int) -> None:
        """Sit in another seat (0-based); the deal starts again."""
        self.seat = check_seat(seat, self.players)
        self._deal_anew("seat")

    def explanation(self) -> list[str]:
        """The dealer's explanation once the hand is over: show order, hands shown with their
        five cards, each pot's split and odd chips, the net result (empty while in play)."""
        return dealer_lines(self.hand, self.seat)

    def last_steps(self) -> list[str]:
        """The log lines from your last decision on: your action, the bots' and the dealer's
        (before your first decision: everything so far)."""
        return [str(line) for line in self.hand.log[self._mark:]]

    @property
    def legal_actions(self) -> list[Action]:
        """Your legal actions now (empty when it is not your turn)."""
        return self.hand.legal_actions() if self.hand.to_act == self.seat else []

    # --- the deal ------------------------------------------------------------------------------

    @staticmethod
    def _check_players(players: int) -> int:
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 8:
            raise ValueError(T.ERR_PLAYERS.format(value=players))
        return players

    def _deal(self) -> None:
        self.hand = Hand(self.game, list(self.stacks), structure=self.structure, rules=self.rules,
                         seed=self.seed, deck=self.deck)
        self.bots = {s: Bot(self.bot_style, seed=s) for s in range(self.players) if s != self.seat}
        self.moves: list[Move] = []
        self._mark = 0
        self.message = self.notice = ""
        self._agains = 0   # presses of Deal again in a row
        self._fold_asked = False   # "Fold when you could check for free?" is on screen (GEN-13.1)
        self._bots_play()
        self._refresh()

    def _bots_play(self) -> None:
        self.moves.extend(play_bots(self.hand, self.bots))

    # --- text and snapshot -----------------------------------------------------------------------

    def _title(self) -> str:
        title = T.TABLE_TITLE.format(game=self.game.name, seed=self.seed, players=self.players,
                                     preset=T.PRESET_NAMES.get(self.rules.name, self.rules.name),
                                     stage=hand_stage(self.hand))
        return title + (T.TABLE_SCENARIO if self.deck is not None else "")

    def _status(self) -> str:
        hand = self.hand
        if hand.is_over:
            return T.HAND_OVER
        if hand.to_act == self.seat:
            return T.YOUR_TURN.format(options=hand.options_text())
        if hand.folded(self.seat):
            return T.YOU_FOLDED
        return T.TO_ACT.format(seat=Seat(hand.to_act)) if hand.to_act is not None else ""

    def _markers(self, s: int) -> list[str]:
        hand = self.hand
        marks = []
        if hand.to_act == s:
            marks.append(T.MARK_TO_ACT)
        if hand.folded(s):
            marks.append(T.FOLDED)
        elif hand.all_in(s):
            marks.append(T.MARK_ALL_IN)
        if hand.is_over and hand.showdown_order and hand.showdown_order[0] == s:
            marks.append(T.MARK_SHOWS_FIRST)
        if hand.is_over:
            won = sum(a.amount for a in hand.awards if a.seat == s)
            if won:
                marks.append(T.MARK_WINS.format(amount=hand.structure.money(won)))
        return marks

    def _down(self, s: int) -> tuple[Card | None, ...]:
        hand = self.hand
        cards = hand.down_cards(s)
        visible = s == self.seat or (hand.is_over and s in hand.showdown_order)
        return tuple(cards) if visible else (None,) * len(cards)

    def _seat_text(self, s: int) -> str:
        hand = self.hand
        who = T.YOU_TEXT if s == self.seat else T.BOT_TEXT
        money = hand.structure.money
        cards = f"{T.DOWN_TEXT} {cards_text(self._down(s))} | {T.UP_TEXT} {cards_text(hand.up_cards(s))}"
        if hand.folded(s):   # your own cards stay in view after you fold: what did I throw away?
            cards = T.YOUR_FOLDED_CARDS.format(cards=cards) if s == self.seat else T.FOLDED
        parts = [T.TABLE_SEAT_LINE.format(seat=seat_name(s), who=who, cards=cards), T.STACK_TEXT.format(amount=money(hand.stacks[s]))]
        bet = hand.bet_this_street(s)
        if bet and not hand.is_over:
            parts.append(T.BET_TEXT.format(amount=money(bet)))
        marks = [m for m in self._markers(s) if m != T.FOLDED]
        return "  ".join(parts) + (f"  {', '.join(marks)}" if marks else "")

    def _seat_said(self, s: int) -> str:
        """The seat's row as one sentence: 'Seat 3, you: down cards …; up card …; stack $399.60; to act'."""
        hand = self.hand
        money = hand.structure.money
        hidden = hand.folded(s) and s != self.seat   # your own folded cards stay in view
        extras = [T.STACK_TEXT.format(amount=money(hand.stacks[s]))]
        bet = hand.bet_this_street(s)
        if bet and not hand.is_over:
            extras.append(T.BET_TEXT.format(amount=money(bet)))
        extras += [m for m in self._markers(s) if m != T.FOLDED]
        return seat_said(s, () if hidden else self._down(s), () if hidden else hand.up_cards(s),
                         you=s == self.seat, folded=hand.folded(s), extras=extras)

    def announcement(self) -> list[str]:
        """What a screen reader is told after the last change: for a new hand its title; the
        dealer's new log lines (your action, the bots', each street dealt, followed by the cards
        you receive and the up cards the others show); at the end the dealer's explanation,
        whose lines the log holds too, said once; then any notice, and whose turn it is."""
        hand, (said_hand, said_lines) = self.hand, self._announced
        start = said_lines if hand is said_hand else 0
        lines = [] if hand is said_hand else [self._title()]
        explains = dealer_lines(hand, self.seat) if hand.is_over and start < len(hand.log) else []
        explained = set(explained_lines(hand)) if explains else set()
        for event, line in zip(hand.events[start:], hand.log[start:]):
            if line not in explained:
                lines.append(str(line))
            if isinstance(event, StreetDealt):
                lines += dealt_said(hand, event.street, self.seat)
        return lines + explains + [self.notice, self._status()]

    def board(self) -> str:
        """The table without the log: seats, pots, whose turn and your buttons (plain text)."""
        hand = self.hand
        lines = [self._title()] + [self._seat_text(s) for s in range(self.players)]
        if hand.community_card is not None:
            lines.append(T.COMMUNITY_CARD.format(card=str(hand.community_card)))
        lines += pot_lines(hand)
        lines.append(self._status())
        if self.legal_actions:
            labels = [action_label(a, hand.structure) for a in self.legal_actions]
            lines.append(f"{T.YOUR_OPTIONS} {' | '.join(labels)}")
        if self.notice:
            lines.append(self.notice)
        if self.message:
            lines.append(self.message)
        return "\n".join(lines)

    def text(self) -> str:
        """Deterministic plain text: the board(), then the whole log and the dealer's explanation."""
        hand = self.hand
        lines = [self.board(), T.LOG_TITLE]
        lines.extend(f"  {line}" for line in log_lines(hand))
        explains = dealer_lines(hand, self.seat)
        if explains:
            lines.append(T.DEALER_EXPLAINS if hand.showdown_order else T.DEALER_EXPLAINS_FOLD)
            lines.extend(f"  {line}" for line in explains)
        return "\n".join(lines)

    def _seats_html(self) -> Safe:
        """The seats as a table that fits its width (render.seats_style): a table on a wide
        screen, one block per seat on a phone. Each row reads as one sentence (aria-label)."""
        hand = self.hand
        money = hand.structure.money
        head = element("thead", element("tr", join(
            element("th", h, scope="col", role="columnheader", style=f"font-size:16px;color:{MUTED}")
            for h in (T.SEAT, T.PLAYER_HEADER, T.DOWN_CARDS, T.UP_CARDS, T.STACK_HEADER, T.BET_HEADER, T.NOTE)),
            role="row"), role="rowgroup")

        def cell(body, cls: str, label: str = "") -> Safe:
            words = element("span", label, " ", class_="studlib-label") if label and body else ""
            return element("td", words, body, role="cell", class_=cls)

        rows = []
        for s in range(self.players):
            marks = self._markers(s)
            if hand.folded(s) and s != self.seat:
                down = up = element("em", T.FOLDED)
            else:
                down = cards_html(self._down(s), self.palette, down=True)
                up = cards_html(hand.up_cards(s), self.palette)
            who = element("strong", T.YOU) if s == self.seat else T.BOT
            bet = money(hand.bet_this_street(s)) if hand.bet_this_street(s) and not hand.is_over else ""
            note = join((marker_html(m) for m in marks), element("br"))
            rows.append(element("tr",
                                element("th", seat_name(s), scope="row", role="rowheader",
                                        class_="studlib-seat studlib-nowrap"),
                                cell(who, "studlib-who studlib-nowrap"),
                                cell(down, "studlib-down studlib-cards"),
                                cell(up, "studlib-up studlib-cards"),
                                cell(money(hand.stacks[s]), "studlib-stack studlib-nowrap", T.STACK_HEADER),
                                cell(bet, "studlib-bet studlib-nowrap", T.BET_HEADER),
                                cell(note, "studlib-note"),
                                aria_label=self._seat_said(s), role="row",
                                style=f"background:{HIGHLIGHT};outline:3px solid {INK}" if hand.to_act == s else None))
        title = self._title()
        table = element("table", head, element("tbody", join(rows), role="rowgroup"), role="table", aria_label=title)
        return join([seats_style(), element("div", title, style="font-weight:700;font-size:20px;padding-bottom:4px"),
                     scrolls(table, title, SEATS_CLASS)])

    def _info_html(self, with_buttons_text: bool) -> Safe:
        hand = self.hand
        body = []
        if hand.community_card is not None:
            body.append(element("p", T.COMMUNITY_CARD.format(card=""), card_html(hand.community_card, self.palette)))
        body += [element("p", line, style="margin:4px 0;font-size:20px") for line in pot_lines(hand)]
        body.append(element("p", element("strong", self._status()), style="margin:6px 0;font-size:20px"))
        if with_buttons_text and self.legal_actions:
            labels = " | ".join(action_label(a, hand.structure) for a in self.legal_actions)
            body.append(element("p", f"{T.YOUR_OPTIONS} {labels}"))
        if self.notice:
            body.append(element("p", self.notice, style="margin:4px 0"))
        if self.message:
            body.append(element("p", self.message, role="alert",
                                style=f"color:{WRONG_INK};font-weight:700;font-size:20px"))
        return join(body)

    def _explain_html(self) -> Safe:
        hand = self.hand
        parts = []
        explains = dealer_lines(hand, self.seat)
        if explains:
            head = T.DEALER_EXPLAINS if hand.showdown_order else T.DEALER_EXPLAINS_FOLD
            parts.append(element("div", element("strong", head),
                                 element("ul", join(element("li", line) for line in explains), style="margin:2px 0"),
                                 style=f"font-size:18px;max-width:62em;border-top:2px solid {INK};margin-top:6px"))
        log = join(element("li", line) for line in log_lines(hand))
        parts.append(element("div", element("strong", T.LOG_TITLE), element("ol", log, style="margin:2px 0"),
                             style="font-size:17px;max-width:62em"))
        return join(parts)

    def html(self) -> str:
        """Static snapshot: seats, pots, whose turn, your options as text, the explanation, the log."""
        body = join([self._seats_html(), self._info_html(True), self._explain_html(),
                     legend_html(self.palette), muted(T.NO_KERNEL_NOTE)])
        return panel(body, label=self._title(), full_width=True)

    # --- widgets ---------------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        narrow = widgets.Layout(width="190px")
        self.game_menu = widgets.Dropdown(options=[(T.GAME_LABELS[c], c) for c in GAMES],
                                          value=self.game.code, description=T.GAME_LABEL, layout=narrow)
        self.preset_menu = widgets.Dropdown(options=[(T.PRESET_SHORT[p], p) for p in PRESETS],
                                            value=self.rules.name if self.rules.name in PRESETS else "online",
                                            description=T.PRESET_LABEL, layout=narrow)
        self.players_box = widgets.BoundedIntText(value=self.players, min=2, max=8,
                                                  description=T.PLAYERS_LABEL, layout=narrow)
        self.seat_menu = widgets.Dropdown(description=T.YOUR_SEAT_LABEL, layout=narrow,
                                          style={"description_width": "initial"})
        self.deal_number = NumberBox(self.seed, 0, DEAL_TOP, self._on_deal_number,
                                     description=T.DEAL_NUMBER, tooltip=T.DEAL_NUMBER_HELP, layout=narrow)
        self.deal_box = self.deal_number.box
        self.again_button = widgets.Button(description=T.DEAL_AGAIN, tooltip=T.DEAL_AGAIN_HELP,
                                           layout=widgets.Layout(width="auto"))
        self.next_deal_button = widgets.Button(description=T.NEXT_DEAL, layout=widgets.Layout(width="auto"))
        self.seats_view = widgets.HTML()
        self.info_view = widgets.HTML()
        self.explain_view = widgets.HTML()
        self.action_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.action_buttons: list[widgets.Button] = []
        self._buttons: dict[str, widgets.Button] = {}   # label -> button, most recently shown last
        # One layout and one style for every action button: a new button is one new model in the
        # browser, not three.
        self._action_layout = widgets.Layout(width="auto", height="auto")
        self._action_style = widgets.ButtonStyle(**button_style(True))
        self.announcer = widgets.HTML()   # the one live region: what changed, said once
        self._announced: tuple[Hand | None, int] = (None, 0)   # the hand, and its log lines said
        self.code_box = widgets.Text(description=T.TABLE_CODE_LABEL, placeholder="4F0R-...",
                                     style={"description_width": "initial"}, layout=widgets.Layout(width="22em"))
        self.open_code_button = widgets.Button(description=T.TABLE_OPEN_CODE, layout=widgets.Layout(width="auto"))
        self.open_code_button.on_click(lambda _: self.open_code(self.code_box.value))

        self.again_button.on_click(lambda _: self._again_pressed())
        self.next_deal_button.on_click(lambda _: self.new_deal())
        self.game_menu.observe(self._on_change(self.set_game), names="value")
        self.preset_menu.observe(self._on_change(self.set_rules), names="value")
        self.players_box.observe(self._on_change(self.set_players), names="value")
        self.seat_menu.observe(self._on_change(self.set_seat), names="value")

        wrap = widgets.Layout(flex_flow="row wrap", align_items="center")
        controls = widgets.HBox([self.game_menu, self.preset_menu, self.players_box, self.seat_menu,
                                 self.deal_box, self.deal_number.message, self.again_button, self.next_deal_button], layout=wrap)
        # Whose turn and your buttons sit right above the seats: on a 1024x768 projector both are
        # in view with the table, without scrolling (tests/browser/test_practice_projector.py).
        code_row = widgets.HBox([self.code_box, self.open_code_button], layout=wrap)
        self.widget = course_box([controls, self.info_view, self.action_box, self.seats_view,
                                    self.explain_view, code_row, self.announcer])

    def _on_change(self, method):
        def handler(change) -> None:
            if not self._own_update:
                method(change["new"])
        return handler

    def _on_deal_number(self, seed: int) -> None:
        if not self._own_update:
            self.new_deal(seed)

    def _again_pressed(self) -> None:
        """Deal again, and say so: a deal not yet played looks the same after it, so the count of
        presses in a row shows that each one worked."""
        times = self._agains + 1
        self.restart()
        self._agains = times
        self.notice = (T.TABLE_DEALT_AGAIN if times == 1 else T.TABLE_DEALT_AGAIN_MORE).format(
            seed=self.seed, times=times)
        self._refresh()

    def _click_label(self, label: str, action: Action) -> None:
        """A kept button's label may stand for a new Action ("Call $4" on a later street): act on
        what the label offers now; a label no longer offered keeps its old action, then refused."""
        self._click(self._label_actions.get(label, action))

    def _click(self, action: Action) -> None:
        if action.kind is ActionKind.FOLD and self.hand.check_is_free and not self._fold_asked:
            # GEN-13.1: folding with a free check is allowed, but a teaching table asks first.
            self._fold_asked = True
            self.message = T.FOLD_FREE_QUESTION
            self._refresh()
            return
        place = next((i for i, a in enumerate(self.legal_actions) if a == action), 0)
        try:
            self.act(action.kind, action.amount)
        except IllegalAction as err:  # a stale button: say why, change nothing
            self.message = str(err)
            self._refresh()
        self._keep_focus(place)

    def _keep_focus(self, place: int) -> None:
        """After a press keyboard focus stays on the table, somewhere a second Enter is safe: on the
        button now in the pressed one's place (or the nearest), never on Fold, which would give
        the hand away; on Next deal when you have no button left (the hand is over for you)."""
        safe = [i for i, a in enumerate(self.legal_actions) if a.kind is not ActionKind.FOLD]
        if safe and len(self.action_buttons) == len(self.legal_actions):
            target = self.action_buttons[min(safe, key=lambda i: abs(i - place))]
        else:
            target = self.next_deal_button
        target.focus()

    def _button(self, label: str, action: Action) -> widgets.Button:
        """The action button with this label: the one shown before if there is one (the browser
        then keeps its element, and a click shows at once), else a new one. A button's label
        never changes, so a late click on it still does what it said, or is refused."""
        button = self._buttons.pop(label, None)
        if button is None:
            button = widgets.Button(description=label, tooltip=label, style=self._action_style,
                                    layout=self._action_layout)
            button.on_click(lambda _, label=label, action=action: self._click_label(label, action))
        self._buttons[label] = button   # the most recently shown last
        return button

    def _forget_buttons(self, keep: list[widgets.Button]) -> None:
        """Close the least recently shown buttons beyond KEPT_BUTTONS (never those in `keep`)."""
        for label in list(self._buttons)[:max(0, len(self._buttons) - KEPT_BUTTONS)]:
            if self._buttons[label] not in keep:
                self._buttons.pop(label).close()   # gone from the table: it must not linger in the kernel

    def _refresh(self) -> None:
        """Push the hand into the widgets without firing our own observers."""
        with self._own_update:
            self.game_menu.value = self.game.code
            if self.rules.name in PRESETS:
                self.preset_menu.value = self.rules.name
            self.players_box.value = self.players
            self.seat_menu.options = [(T.SEAT_OPTION.format(n=s + 1), s) for s in range(self.players)]
            self.seat_menu.value = self.seat
            self.deal_number.show(self.seed)
        # A button keeps its place while its label does: the browser then keeps the same element, so
        # keyboard focus stays on it and a Tab order read a moment ago still holds. A button whose
        # label changes is a new one, so a late click on an old label never does something else.
        labels = [T.FOLD_FREE_YES if self._fold_asked and a.kind is ActionKind.FOLD
                  else action_label(a, self.hand.structure) for a in self.legal_actions]
        self._label_actions = dict(zip(labels, self.legal_actions))
        buttons = []
        for i, (label, action) in enumerate(zip(labels, self.legal_actions)):
            old = self.action_buttons[i] if i < len(self.action_buttons) else None
            if (old is not None and old.description != label and action.kind is ActionKind.FOLD
                    and old.description in (T.FOLD_FREE_YES, action_label(action, self.hand.structure))):
                # "Fold" becomes "Yes, fold" (GEN-13.1) on the same button, so keyboard focus
                # stays on it: both labels stand for this fold.
                self._buttons.pop(old.description, None)
                old.description = old.tooltip = label
                self._buttons[label] = old
            buttons.append(self._button(label, action))
        self._forget_buttons(keep=buttons)
        self.action_buttons = buttons
        self.action_box.children = tuple(buttons)
        self.seats_view.value = self._seats_html()
        self.info_view.value = self._info_html(False)
        self.explain_view.value = join([self._explain_html(), legend_html(self.palette)])
        self.announcer.value = announcement_html(self.announcement())
        self._announced = (self.hand, len(self.hand.log))
