"""ThreeGames: one shuffled deck dealt as Stud, Stud/8 and Razz side by side, played by the same bots."""

from __future__ import annotations

from collections.abc import Sequence

import ipywidgets as widgets

from ..bots import Bot, Move, decisions, play_bots
from .. import explain
from ..explain import net_result
from ..games import RAZZ, STUD, STUD8
from ..hand import Hand
from ..practice import (DEAL_TOP, check_bot_style, check_deal, check_players, check_stacks, next_deal, table_rules,
                        warm_evaluator)
from ..rules import Rules, Structure
from ..summary import bring_in_lines, result_lines, street_summaries
from . import text as T
from .markup import Safe, element, join
from .controls import OwnUpdate
from .minideal import SHOWDOWN_STAGE, stage_marker
from .number_box import NumberBox
from .render import (INK, LiveView, course_box, button_style, check_structure, hand_rows, hand_stage, legend_html,
                     muted, panel, seat_rows_html, seat_rows_text)
from .table import pot_lines

__all__ = ["ThreeGames", "game_summary"]

THREE = (STUD, STUD8, RAZZ)


def game_summary(hand: Hand, moves: Sequence[Move]) -> dict[str, list[str]]:
    """The sections shown under one game: bring-in, street by street, result (plain lines)."""
    streets = street_summaries(hand, moves)
    bring_in = [str(line) for line in bring_in_lines(hand)]
    by_street = []
    for s in streets:
        if s.street > 3 and s.why is not None:
            by_street.append(str(s.why))
        if s.moves or hand.street > s.street or hand.is_over:
            by_street.append(s.betting(hand))
    result = [str(line) for line in result_lines(hand)]
    if hand.is_over:
        result.append(net_result(hand.structure.money, hand.payoffs))
    return {T.BRING_IN_HEAD: bring_in, T.STREETS_HEAD: by_street, T.RESULT_HEAD: result}


class ThreeGames(LiveView):
    """The same deal as Seven Card Stud, Stud/8 and Razz: watch the bring-in, the first actor,
    the betting and the winners change. Every seat is a bot; bots are the same in all three."""

    def __init__(self, players: int = 5, seed: int = 4711, rules: Rules | str | None = None,
                 structure: Structure | None = None, stacks: int | Sequence[int] | None = None,
                 *, bot_style: str = "solid", reveal: bool = True, palette: str = "two") -> None:
        self.players = check_players(players)
        self.bot_style = check_bot_style(bot_style)
        self.rules = table_rules(rules)
        self.structure = check_structure(structure)
        self.stacks = check_stacks(stacks, players, self.structure)
        self.reveal = bool(reveal)
        self.palette = palette
        self.seed = check_deal(seed)
        self._own_update = OwnUpdate()
        warm_evaluator()
        self._build_widgets()
        self._deal()

    # --- what lessons and tests call ---------------------------------------------------------

    def deal_next(self) -> None:
        """All three hands: the bots bet the current street, then the next one is dealt
        (after seventh street: the showdown)."""
        if self.stage >= SHOWDOWN_STAGE:
            return
        self.stage += 1
        self._play()
        self._refresh()

    def play_out(self) -> None:
        """All three hands to the end."""
        self.stage = SHOWDOWN_STAGE
        self._play()
        self._refresh()

    def new_deal(self, seed: int | None = None) -> None:
        """Deal number `seed` (default: the next number), back to third street."""
        self.seed = check_deal(next_deal(self.seed) if seed is None else seed)
        self._deal()

    def latest(self) -> str:
        """Per game, what the last step added: the street just bet and who acts first now, or,
        once that hand is over, how its last street went and who won what."""
        lines = []
        for code, hand in self._hands.items():
            lines.append(self._game_head(hand))
            summaries = street_summaries(hand, self.moves[code])
            now = summaries[-1]
            if hand.is_over:
                shown = [now.betting(hand)] + [str(x) for x in result_lines(hand)]
            elif now.street == 3:
                shown = [str(now.why)] if now.why is not None else []
            else:
                shown = [summaries[-2].betting(hand)] + ([str(now.why)] if now.why is not None else [])
            lines.extend(f"  {line}" for line in shown)
        return "\n".join(lines)

    @property
    def hands(self) -> dict[str, Hand]:
        """The three hands by game code: 'stud', 'stud8', 'razz'."""
        return dict(self._hands)

    # --- the deal ------------------------------------------------------------------------------

    def _deal(self) -> None:
        self.bots = {s: Bot(self.bot_style, seed=s) for s in range(self.players)}
        self._hands = {g.code: Hand(g, list(self.stacks), structure=self.structure, rules=self.rules,
                                    seed=self.seed) for g in THREE}
        self.stage = 3
        self._refresh()

    def _play(self) -> None:
        until = None if self.stage >= SHOWDOWN_STAGE else self.stage
        for code, hand in self._hands.items():
            play_bots(hand, self.bots, until_street=until)

    @property
    def moves(self) -> dict[str, list[Move]]:
        """Every decision so far, by game code (each hand's own record, bots.decisions)."""
        return {code: decisions(hand) for code, hand in self._hands.items()}

    # --- text and snapshot -----------------------------------------------------------------------

    def _title(self) -> str:
        if all(h.is_over for h in self._hands.values()):
            stage = T.THREE_STAGE_DONE
        else:
            stage = T.THREE_STAGE_STREET.format(street=explain.STREET_NAMES[min(self.stage, 7)].lower())
        return T.THREE_TITLE.format(seed=self.seed, players=self.players, stage=stage)

    def _rows(self, hand: Hand):
        seat, marker = stage_marker(hand)
        shown = hand.showdown_order if hand.is_over else ()
        return hand_rows(hand, self.reveal, {seat: marker} if seat is not None else {}, shown)

    def _game_head(self, hand: Hand) -> str:
        return T.THREE_GAME_HEAD.format(game=hand.game.name, stage=hand_stage(hand))

    def text(self) -> str:
        """Deterministic plain text: per game, the seats, the pot and the three summaries."""
        lines = [self._title()]
        for code, hand in self._hands.items():
            lines.append("")
            lines.append(self._game_head(hand))
            lines += seat_rows_text(self._rows(hand))
            if hand.community_card is not None:
                lines.append(T.COMMUNITY_CARD.format(card=str(hand.community_card)))
            lines += pot_lines(hand)
            for head, body in game_summary(hand, self.moves[code]).items():
                if body:
                    lines.append(head)
                    lines.extend(f"  {line}" for line in body)
        return "\n".join(lines)

    def _game_html(self, code: str) -> Safe:
        hand = self._hands[code]
        body = [seat_rows_html(self._rows(hand), self.palette, caption=self._game_head(hand))]
        body += [element("p", line, style="margin:4px 0") for line in pot_lines(hand)]
        for head, lines in game_summary(hand, self.moves[code]).items():
            if lines:
                body.append(element("div", element("strong", head),
                                    element("ul", join(element("li", line) for line in lines),
                                            style="margin:2px 0;padding-left:22px"),
                                    style="font-size:17px"))
        return element("section", join(body), aria_label=hand.game.name,
                       style=f"flex:1 1 30em;min-width:30em;max-width:44em;border:2px solid {INK};"
                             f"border-radius:6px;padding:6px 8px")

    def _view_html(self, note: str = "") -> Safe:
        columns = join(self._game_html(code) for code in self._hands)
        body = [element("div", self._title(), style="font-weight:700;font-size:21px;padding-bottom:6px"),
                element("div", columns, style="display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start"),
                legend_html(self.palette), muted(note) if note else ""]
        return panel(join(body), label=self._title())

    def html(self) -> str:
        """Static snapshot: the three games side by side (stacked on a narrow screen), no buttons."""
        return self._view_html(T.NO_KERNEL_NOTE)

    # --- widgets ---------------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        self.deal_number = NumberBox(self.seed, 0, DEAL_TOP, self._on_deal_number, description=T.DEAL_NUMBER,
                                     tooltip=T.DEAL_NUMBER_HELP)
        self.deal_box = self.deal_number.box
        self.next_button = widgets.Button(description=T.DEAL_NEXT, style=button_style(True),
                                          layout=widgets.Layout(width="auto"))
        self.play_out_button = widgets.Button(description=T.THREE_PLAY_OUT, layout=widgets.Layout(width="auto"))
        self.new_button = widgets.Button(description=T.NEW_DEAL, layout=widgets.Layout(width="auto"))
        self.view = widgets.HTML()
        self.next_button.on_click(lambda _: self.deal_next())
        self.play_out_button.on_click(lambda _: self.play_out())
        self.new_button.on_click(lambda _: self.new_deal())
        controls = widgets.HBox([self.deal_box, self.deal_number.message, self.next_button, self.play_out_button, self.new_button],
                                layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.widget = course_box([controls, self.view])

    def _on_deal_number(self, seed: int) -> None:
        if not self._own_update and seed != self.seed:
            self.new_deal(seed)

    def _refresh(self) -> None:
        with self._own_update:
            self.deal_number.show(self.seed)
        done = self.stage >= SHOWDOWN_STAGE or all(h.is_over for h in self._hands.values())
        self.next_button.disabled = done
        self.play_out_button.disabled = done
        self.view.value = self._view_html()
