"""OddsTable: pick each player's cards (or ?? for a card not seen) and the dead cards, and see
each player's share of the pot move with every click (studlib.odds does the counting)."""

from __future__ import annotations


from collections.abc import Iterable, Mapping

import ipywidgets as widgets

from .. import odds
from ..cards import CARDS, Card, Suit, parse_card
from ..explain import seat_name
from ..games import STUD, Game, Ranking
from ..i18n import percent
from . import text as T
from .controls import OwnUpdate
from .markup import Safe, element, join
from .minideal import as_game, as_rules
from .render import (CARD_FACE, COLOURS, INK, MUTED, PALETTES, LiveView, button_style, card_html, check_palette,
                     check_text, column_heads, course_box, legend_html, muted, panel, scrolls)

__all__ = ["OddsTable"]

# With this few deals the exact answer comes at once; up to WIDGET_EXACT a quick Monte Carlo is
# shown first and the exact answer replaces it; beyond that the estimate stays. Without numpy
# (the browser edition) exact enumeration is slower, so it is tried on fewer deals.
EXACT_AT_ONCE = 40_000
WIDGET_EXACT = 2_000_000 if odds.NUMPY_EXACT else 150_000
BAR_PX = 260
KEPT_ANSWERS = 32   # positions whose answer a widget keeps: taking a card back shows it at once
_BAR = "#1d3f8f"          # bar fill, dark blue on white: the number is always written beside it
_SUIT_ROWS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def _split(text: str) -> list[str]:
    """The words of a card box: cards and '??'."""
    return text.replace("??", " ?? ").replace(",", " ").split()


class OddsTable(LiveView):
    """Each player's share of the pot from the cards the learner can see (live and dead cards).

    OddsTable(RAZZ, ["As 2d 3c", "?? ?? 7h", "?? ?? Kd"], dead="4c 5h") shows seat by seat
    the chance to win, split (and in stud/8 scoop, win each half, be quartered), exactly when
    the unseen cards can fall in few enough ways, else by a seeded Monte Carlo estimate.
    """

    def __init__(self, game: Game | str = STUD, players=("?? ?? ??", "?? ?? ??"), dead: str = "",
                 *, rules=None, seed: int = 0, palette: str = "two") -> None:
        self.game = as_game(game)
        self.rules = as_rules(rules)
        self.palette = check_palette(palette)
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 64:
            raise ValueError(T.ERR_WHOLE_NUMBER.format(what="seed", low=0, high=T.number(2 ** 64 - 1), value=seed))
        self.seed = seed
        if isinstance(players, (str, bytes)) or not isinstance(players, Iterable):
            raise ValueError(T.ERR_ODDS_PLAYERS.format(value=players))
        players = list(players)
        if not all(isinstance(p, str) or (isinstance(p, Iterable) and not isinstance(p, (bytes, Mapping)))
                   for p in players):
            raise ValueError(T.ERR_ODDS_PLAYERS.format(value=players))
        dead = check_text(dead, "dead", default="")
        if not 2 <= len(players) <= 8:
            raise ValueError(T.ERR_PLAYERS.format(value=len(players)))
        self._cards = [" ".join(_split(p)) if isinstance(p, str) else " ".join(map(str, p))
                       for p in players]
        self._dead = " ".join(_split(dead))
        self.result: odds.Odds | None = None
        self._answers: dict[tuple, tuple[odds.Odds, int]] = {}   # position -> (answer, deals)
        self.error = ""
        self.note = ""
        self._own_update = OwnUpdate()
        self._compute(refine=True, validate=True)
        self._build_widgets()
        self._refresh()

    # --- what lesson code calls -------------------------------------------------------------

    @property
    def players(self) -> list[str]:
        return list(self._cards)

    @property
    def dead(self) -> str:
        return self._dead

    def set_cards(self, seat: int, cards: str) -> None:
        """Seat `seat` (0-based) holds these cards ('??' for one not seen)."""
        self._cards[self._seat(seat)] = " ".join(_split(cards))
        self._update()

    def set_dead(self, cards: str) -> None:
        self._dead = " ".join(_split(cards))
        self._update()

    def set_game(self, game: Game | str) -> None:
        self.game = as_game(game)
        self._update()

    def click_card(self, card: Card | str, target: int | str) -> None:
        """What a click on a card button does: add it to the seat (or 'dead'), or take it back."""
        card_text = "??" if card == "??" else str(parse_card(card))
        shown = card_text if card_text == "??" else parse_card(card_text).pretty   # A♠, not "As"
        words = self._words(target)
        name = self._target_name(target)
        if card_text != "??" and card_text in words:
            words.remove(card_text)
            self.note = T.ODDS_REMOVED.format(card=shown, target=name)
        else:
            owner = self._owner(card_text) if card_text != "??" else None
            if owner is not None:
                self.note = T.ODDS_TAKEN.format(card=shown, owner=owner)
                self._refresh()
                return
            if target != "dead" and len(words) >= 7:
                self.note = T.ODDS_FULL.format(target=name)
                self._refresh()
                return
            words.append(card_text)
            self.note = T.ODDS_ADDED.format(card=shown, target=name)
        self._store(target, words)
        self._update()

    def remove_last(self, target: int | str) -> None:
        words = self._words(target)
        if not words:
            self.note = T.ODDS_EMPTY.format(target=self._target_name(target))
            self._refresh()
            return
        card = words.pop()
        self.note = T.ODDS_REMOVED.format(card=card, target=self._target_name(target))
        self._store(target, words)
        self._update()

    # --- counting -----------------------------------------------------------------------------

    def _seat(self, seat: int) -> int:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self._cards):
            raise ValueError(T.ERR_SEAT.format(value=seat, last=len(self._cards) - 1, n=len(self._cards)))
        return seat

    def _words(self, target: int | str) -> list[str]:
        return _split(self._dead if target == "dead" else self._cards[self._seat(target)])

    def _store(self, target: int | str, words: list[str]) -> None:
        if target == "dead":
            self._dead = " ".join(words)
        else:
            self._cards[target] = " ".join(words)

    def _target_name(self, target: int | str) -> str:
        return T.ODDS_DEAD if target == "dead" else seat_name(target)

    def _owner(self, card: str) -> str | None:
        for seat, cards in enumerate(self._cards):
            if card in _split(cards):
                return seat_name(seat)
        return T.ODDS_DEAD if card in _split(self._dead) else None

    def used_cards(self) -> dict[Card, str]:
        """Each card already given to a seat or to the dead cards, with where it is ('Seat 2')."""
        used: dict[Card, str] = {}
        for target, text in [*enumerate(self._cards), ("dead", self._dead)]:
            for word in _split(text):
                try:
                    used.setdefault(parse_card(word), self._target_name(target))
                except ValueError:
                    pass   # '??', or a typing error the message under the boxes names
        return used

    def _compute(self, refine: bool, validate: bool = False) -> None:
        """Count: exact at once when small, else a quick estimate (then exact if `refine`).

        A position counted before (a card taken back, a game switched back) is not counted
        again: its answer is kept (the last KEPT_ANSWERS positions), the same numbers at once."""
        key = (self.game.code, tuple(self._cards), self._dead, self.rules, self.seed)
        kept = self._answers.get(key)
        if kept is not None and (kept[0].method == "exact" or not refine or kept[1] > WIDGET_EXACT):
            self.result, self.total = kept
            self._answers[key] = self._answers.pop(key)   # the most recently used last
            self._counted_dead = self._dead
            self.error = ""
            return
        try:
            total = odds.count_deals(self.game, self._cards, self._dead, self.rules)
            method = "exact" if total <= EXACT_AT_ONCE else "monte_carlo"
            self.result = odds.equity(self.game, self._cards, self._dead, method=method,
                                      seed=self.seed, rules=self.rules)
            self.total = total
            self._counted_dead = self._dead
            self.error = ""
            if refine and method == "monte_carlo" and total <= WIDGET_EXACT:
                self._refresh_view()
                self.result = odds.equity(self.game, self._cards, self._dead, method="exact",
                                          rules=self.rules)
        except ValueError as problem:
            if validate:
                raise
            self.error = str(problem)
            return
        self._answers[key] = (self.result, self.total)
        if len(self._answers) > KEPT_ANSWERS:
            del self._answers[next(iter(self._answers))]   # the least recently used

    def _update(self) -> None:
        self._compute(refine=True)
        self._refresh()

    # --- text and snapshot ------------------------------------------------------------------------

    def _title(self) -> str:
        return T.ODDS_TITLE.format(game=self.game.name)

    def _method_line(self) -> str:
        r = self.result
        if r.method == "exact":
            return T.ODDS_EXACT.format(deals=T.number(r.deals))
        return T.ODDS_MONTE_CARLO.format(deals=T.number(r.deals), error=T.number(r.stderr),
                                          total=T.number(self.total))

    def _hilo(self) -> bool:
        return self.game.ranking is Ranking.HI_LO

    def _row_numbers(self, p: odds.PlayerOdds) -> list[str]:
        if self._hilo():
            return [percent(p.share), percent(p.scoop), percent(p.high), percent(p.low),
                    percent(p.quartered)]
        return [percent(p.share), percent(p.win), percent(p.tie)]

    def text(self) -> str:
        """Deterministic plain text: the seats, their shares, how it was counted."""
        lines = [self._title()]
        head = T.ODDS_HEAD_HILO if self._hilo() else T.ODDS_HEAD
        lines.append(" | ".join(head))
        # The cards and numbers last counted: while a box holds a typing error they stay put.
        r = self.result
        for seat, p in enumerate(r.players):
            lines.append(" | ".join([seat_name(seat), odds.shown_cards(p.cards), *self._row_numbers(p)]))
        dead = self._counted_dead
        lines.append(T.ODDS_DEAD_LINE.format(cards=odds.shown_cards(dead)) if dead else T.ODDS_NO_DEAD)
        lines.append(self._method_line())
        if r.community:
            lines.append(T.ODDS_COMMUNITY)
        if self.error:
            lines.append(T.ODDS_ERROR.format(message=self.error))
        if self.note:
            lines.append(self.note)
        return "\n".join(lines)

    def _cards_html(self, words: list[str]) -> Safe:
        return join((card_html(None if w == "??" else parse_card(w), self.palette) for w in words), " ")

    def _table_html(self) -> Safe:
        r = self.result
        head = T.ODDS_HEAD_HILO if self._hilo() else T.ODDS_HEAD
        rows = []
        for seat, p in enumerate(r.players):
            width = round(BAR_PX * p.share)
            label = T.ODDS_BAR_LABEL.format(seat=seat_name(seat), share=T.number(p.share))
            bar = join([element("span", element("span", style=f"display:block;width:{width}px;height:100%;"
                                                              f"background:{_BAR}"),
                                role="img", aria_label=label,
                                style=f"display:inline-block;width:{BAR_PX}px;height:22px;border:2px solid {INK};"
                                      f"vertical-align:middle;margin-right:8px"),
                        element("strong", percent(p.share), style="font-size:22px")])
            rest = [element("td", x, style="padding:4px 10px;font-size:20px") for x in self._row_numbers(p)[1:]]
            rows.append(element("tr",
                                element("th", seat_name(seat), scope="row",
                                        style="text-align:left;padding:4px 12px 4px 4px;white-space:nowrap"),
                                element("td", self._cards_html(_split(p.cards)), style="padding:4px 12px 4px 0"),
                                element("td", bar, style="padding:4px 12px 4px 0;white-space:nowrap"), *rest))
        heads = column_heads(head, f"text-align:left;padding:2px 10px 2px 0;font-size:16px;color:{MUTED}")
        title = self._title()
        return scrolls(element("table", heads, element("tbody", join(rows)), aria_label=title,
                               style=f"border-collapse:collapse;color:{INK}"), title)

    def _view_html(self, note: str = "") -> Safe:
        body = [element("div", self._title(), style="font-weight:700;font-size:20px;padding-bottom:4px"),
                self._table_html()]
        dead = _split(self._counted_dead)
        body.append(element("p", T.ODDS_DEAD_LINE.format(cards=""), self._cards_html(dead)) if dead
                    else element("p", T.ODDS_NO_DEAD))
        status = [self._method_line()]
        if self.result.community:
            status.append(T.ODDS_COMMUNITY)
        if self.error:
            status.append(T.ODDS_ERROR.format(message=self.error))
        if self.note:
            status.append(self.note)
        body.append(element("div", join(element("p", s, style="margin:4px 0") for s in status),
                            role="status", style="font-size:18px;max-width:60em"))
        body += [legend_html(self.palette), muted(note) if note else ""]
        return panel(join(body), label=self._title())

    def html(self) -> str:
        """Static snapshot: the table of shares, the dead cards, how it was counted (no buttons)."""
        return self._view_html(T.NO_KERNEL_NOTE)

    # --- widgets ------------------------------------------------------------------------------

    def _targets(self) -> list[tuple[str, int | str]]:
        return [(T.ODDS_SEAT_CARDS.format(n=s + 1), s) for s in range(len(self._cards))] + \
            [(T.ODDS_DEAD_TARGET, "dead")]

    def _build_widgets(self) -> None:
        self.game_menu = widgets.Dropdown(options=[(T.GAME_LABELS[c], c) for c in ("stud", "stud8", "razz")],
                                          value=self.game.code, description=T.GAME_LABEL,
                                          layout=widgets.Layout(width="190px"))
        # A menu, not toggle buttons: a press on a button always changes the hand.
        self.target = widgets.Dropdown(options=self._targets(), value=0, description=T.ODDS_TARGET,
                                       style={"description_width": "initial"},
                                       layout=widgets.Layout(width="260px"))
        self.card_buttons: dict[str, widgets.Button] = {}
        # Narrow side padding: "10♠" in 18 px bold needs the whole 52 px (ipywidgets pads 12 px a side).
        rows = []
        for suit in _SUIT_ROWS:
            buttons = []
            for card in reversed([c for c in CARDS if c.suit == suit]):
                b = widgets.Button(description=card.pretty, tooltip=card.name,
                                   layout=widgets.Layout(width="52px", height="40px", padding="0 4px"))
                b.on_click(lambda _, card=card: self.click_card(card, self.target.value))
                self.card_buttons[str(card)] = b
                buttons.append(b)
            rows.append(widgets.HBox(buttons, layout=widgets.Layout(flex_flow="row wrap")))
        self.unseen_button = widgets.Button(description=T.ODDS_UNSEEN_BUTTON, style=button_style(),
                                            layout=widgets.Layout(width="auto"))
        self.unseen_button.on_click(lambda _: self.click_card("??", self.target.value))
        self.remove_button = widgets.Button(description=T.ODDS_REMOVE_LAST, style=button_style(),
                                            layout=widgets.Layout(width="auto"))
        self.remove_button.on_click(lambda _: self.remove_last(self.target.value))
        self.boxes = [widgets.Text(value=c, description=T.ODDS_SEAT_CARDS.format(n=s + 1),
                                   placeholder=T.ODDS_CARDS_HELP, continuous_update=False,
                                   layout=widgets.Layout(width="360px"))
                      for s, c in enumerate(self._cards)]
        self.dead_box = widgets.Text(value=self._dead, description=T.ODDS_DEAD,
                                     placeholder=T.ODDS_CARDS_HELP, continuous_update=False,
                                     style={"description_width": "initial"},
                                     layout=widgets.Layout(width="360px"))
        for seat, box in enumerate(self.boxes):
            box.observe(lambda change, seat=seat: self._on_box(seat, change), names="value")
        self.dead_box.observe(lambda change: self._on_box("dead", change), names="value")
        self.game_menu.observe(self._on_game, names="value")
        self.view = widgets.HTML()
        wrap = widgets.Layout(flex_flow="row wrap", align_items="center")
        self.widget = course_box([
            widgets.HBox([self.game_menu, self.target], layout=wrap), self.view,
            widgets.VBox(rows), widgets.HBox([self.unseen_button, self.remove_button], layout=wrap),
            widgets.HBox([*self.boxes, self.dead_box], layout=wrap)])

    def _refresh_view(self) -> None:
        if hasattr(self, "view"):
            self.view.value = self._view_html()
            self._mark_card_buttons()

    def _mark_card_buttons(self) -> None:
        """Each card button in its suit's colour, as the course's cards (two or four colours); a
        card already used is struck through with a dashed border and says where it is, so the
        mark never rests on colour alone. Only buttons whose look changes are sent to the page."""
        used = self.used_cards()
        for text, button in self.card_buttons.items():
            card = parse_card(text)
            owner = used.get(card)
            tooltip = card.name if owner is None else T.ODDS_CARD_USED.format(name=card.name, owner=owner)
            if button.tooltip == tooltip and button.style.text_color:
                continue
            look = button_style() | {"button_color": CARD_FACE,
                                     "text_color": COLOURS[PALETTES[self.palette][card.suit]],
                                     "text_decoration": "none" if owner is None else "line-through"}
            for key, value in look.items():
                setattr(button.style, key, value)
            button.layout.border = f"2px {'solid' if owner is None else 'dashed'} {INK if owner is None else MUTED}"
            button.tooltip = tooltip

    def _refresh(self) -> None:
        """Push the state into the widgets without firing our own observers.

        A box the learner is typing in is left alone when its text could not be read: their
        words stay as typed and the message says what is wrong.
        """
        if not hasattr(self, "view"):
            return
        with self._own_update:
            self.game_menu.value = self.game.code
            for box, cards in zip(self.boxes, self._cards):
                if box.value != cards and not self.error:
                    box.value = cards
            if self.dead_box.value != self._dead and not self.error:
                self.dead_box.value = self._dead
        self._refresh_view()

    def _on_box(self, target: int | str, change) -> None:
        if self._own_update:
            return
        self.note = ""
        self._store(target, _split(change["new"]))
        self._compute(refine=True)
        self._refresh_view()

    def _on_game(self, change) -> None:
        if not self._own_update:
            self.set_game(change["new"])
