"""The odds table's position without a screen: who holds which card, what a click does, and the count.

Each seat's cards and the dead cards as the learner wrote or clicked them ('??' for a card not
seen), what a click on a card does (add it, take it back, or refuse it: held elsewhere, or seven
cards already, GEN-1.1), recorded as a Note (data, which str() words in the language in force),
and each player's share of the pot for the position (studlib.odds counts). Seats are 0-based;
DEAD stands for the dead cards.

    position = OddsPosition(RAZZ, ["As 2d 3c", "?? ?? 7h"], dead="4c")
    position.click("5s", 1)       # Seat 2 gets the 5♠: position.note says so, the shares follow
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import Enum

from . import odds
from .cards import Card, parse_card
from .explain import seat_name
from .games import STUD, Game, game_named
from .i18n import _
from .practice import check_seat, table_rules
from .rules import Rules

__all__ = ["DEAD", "Target", "Step", "Note", "OddsPosition", "split_cards", "target_name", "EXACT_AT_ONCE",
           "WIDGET_EXACT", "KEPT_ANSWERS"]

DEAD = "dead"
Target = int | str   # a seat (0-based) or DEAD
# With this few deals the exact answer comes at once; up to WIDGET_EXACT a quick Monte Carlo is
# shown first and the exact answer replaces it; beyond that the estimate stays. Without numpy
# (the browser edition) exact enumeration is slower, so it is tried on fewer deals.
EXACT_AT_ONCE = 40_000
WIDGET_EXACT = 2_000_000 if odds.NUMPY_EXACT else 150_000
KEPT_ANSWERS = 32   # positions whose answer is kept: taking a card back shows it at once
MOST_CARDS = 7      # a stud hand is dealt seven cards at most (GEN-1.1)


def split_cards(text: str) -> list[str]:
    """The words of a card box: cards and '??' ('As??' is 'As ??')."""
    return text.replace("??", " ?? ").replace(",", " ").split()


def target_name(target: Target) -> str:
    """'Seat 2', or 'Dead cards', in the language in force."""
    return _("Dead cards") if target == DEAD else seat_name(target)


class Step(Enum):
    """What a click on a card (or on Remove last card) did."""

    ADDED = "added"
    REMOVED = "removed"
    TAKEN = "taken"     # refused: the card is with another seat or dead (`owner`)
    FULL = "full"       # refused: the seat holds seven cards already
    EMPTY = "empty"     # refused: nothing to remove


@dataclass(frozen=True)
class Note:
    """The last click, as data: the card ('As' or '??'; None for EMPTY), where the learner put it or
    took it from, and for TAKEN where the card is."""

    step: Step
    card: str | None
    target: Target
    owner: Target | None = None

    def __str__(self) -> str:
        """The click in words, in the language in force ('A♠ added to Seat 2.'): the card as it
        shows, never its typed letters."""
        words = {Step.ADDED: _("{card} added to {target}."), Step.REMOVED: _("{card} taken back from {target}."),
                 Step.TAKEN: _("{card} is already with {owner}: take it back there first."),
                 Step.FULL: _("{target} already holds seven cards (GEN-1.1)."),
                 Step.EMPTY: _("{target} has no card to remove.")}[self.step]
        try:
            card = parse_card(self.card).pretty
        except (TypeError, ValueError):
            card = self.card   # '??', None, or a typing error taken back as it was typed
        owner = None if self.owner is None else target_name(self.owner)
        return words.format(card=card, target=target_name(self.target), owner=owner)


def _written(cards: str | Iterable) -> str:
    """'As Kd ??' from a text or a list of cards, as the boxes show it."""
    return " ".join(split_cards(cards) if isinstance(cards, str) else map(str, cards))


class OddsPosition:
    """The cards each seat holds and the dead cards, the last click, and the answer last counted.

    A position counted before (a card taken back, a game switched back) is not counted again: the
    last KEPT_ANSWERS answers are kept. A position that cannot be counted (a typing error) keeps
    the last answer and says why in `error`, the engine's own message.
    """

    def __init__(self, game: Game | str = STUD, players=("?? ?? ??", "?? ?? ??"), dead: str | Iterable = "",
                 *, rules: Rules | str | None = None, seed: int = 0) -> None:
        self.game = game_named(game)
        self.rules = table_rules(rules)
        self.seed = odds.check_seed(seed)
        if isinstance(players, Iterable) and not isinstance(players, (str, bytes, Mapping)):
            players = list(players)
        dead = "" if dead is None else dead
        odds.count_deals(self.game, players, dead, self.rules)   # the engine's ValueError for what it cannot read
        self.cards = [_written(p) for p in players]
        self.dead = _written(dead)
        self.note: Note | None = None
        self.error = ""
        self._answers: dict[tuple, tuple[odds.Odds, int]] = {}   # position -> (answer, deals)
        self.count(validate=True)

    # --- who holds what ------------------------------------------------------------------------

    def words(self, target: Target) -> list[str]:
        """The cards at `target` (a seat or DEAD), as written."""
        return split_cards(self.dead if target == DEAD else self.cards[check_seat(target, len(self.cards))])

    def owner(self, card: str) -> Target | None:
        """The seat holding `card` ('As'), DEAD, or None when it is free."""
        for seat, cards in enumerate(self.cards):
            if card in split_cards(cards):
                return seat
        return DEAD if card in split_cards(self.dead) else None

    def used_cards(self) -> dict[Card, Target]:
        """Each card already given to a seat or to the dead cards, with where it is."""
        used: dict[Card, Target] = {}
        for target, text in [*enumerate(self.cards), (DEAD, self.dead)]:
            for word in split_cards(text):
                try:
                    used.setdefault(parse_card(word), target)
                except ValueError:
                    pass   # '??', or a typing error that `error` names
        return used

    @property
    def counted_dead(self) -> str:
        """The dead cards of the answer shown: while a box holds a typing error they stay put."""
        return self._counted[2]

    # --- what the learner does ------------------------------------------------------------------

    def set_cards(self, target: Target, cards: str, on_estimate: Callable[[], None] | None = None) -> None:
        """`target` holds these cards (typed in its box, '??' for one not seen); counted at once.
        The last click's note goes: it was about the cards before."""
        self.words(target)   # a seat that does not exist: a ValueError naming the seats
        self.note = None
        self._store(target, split_cards(cards))
        self.count(on_estimate)

    def set_game(self, game: Game | str, on_estimate: Callable[[], None] | None = None) -> None:
        self.game = game_named(game)
        self.count(on_estimate)

    def click(self, card: Card | str, target: Target, on_estimate: Callable[[], None] | None = None) -> None:
        """A click on a card button (or '??'): add it to `target`, or take it back when it is there
        already; refused (and nothing changes) when another seat or the dead cards hold it, or the
        seat holds seven cards."""
        card = "??" if card == "??" else str(parse_card(card))
        words = self.words(target)
        if card != "??" and card in words:
            words.remove(card)
            self.note = Note(Step.REMOVED, card, target)
        else:
            owner = self.owner(card) if card != "??" else None
            if owner is not None:
                self.note = Note(Step.TAKEN, card, target, owner)
                return
            if target != DEAD and len(words) >= MOST_CARDS:
                self.note = Note(Step.FULL, card, target)
                return
            words.append(card)
            self.note = Note(Step.ADDED, card, target)
        self._store(target, words)
        self.count(on_estimate)

    def remove_last(self, target: Target, on_estimate: Callable[[], None] | None = None) -> None:
        """Take back the last card of `target` (Remove last card)."""
        words = self.words(target)
        if not words:
            self.note = Note(Step.EMPTY, None, target)
            return
        self.note = Note(Step.REMOVED, words.pop(), target)
        self._store(target, words)
        self.count(on_estimate)

    def _store(self, target: Target, words: list[str]) -> None:
        if target == DEAD:
            self.dead = " ".join(words)
        else:
            self.cards[target] = " ".join(words)

    # --- counting -------------------------------------------------------------------------------

    def count(self, on_estimate: Callable[[], None] | None = None, validate: bool = False) -> None:
        """Count: exact at once when small, else a quick estimate (`on_estimate()` is called with it
        showing) then exact when WIDGET_EXACT deals or fewer. A position that cannot be counted
        sets `error` (or raises, when `validate`: the table is being made)."""
        key = (self.game.code, tuple(self.cards), self.dead, self.rules, self.seed)
        kept = self._answers.get(key)
        if kept is not None:
            self.result, self.total = kept
            self._answers[key] = self._answers.pop(key)   # the most recently used last
            self._counted, self.error = key, ""
            return
        try:
            total = odds.count_deals(self.game, self.cards, self.dead, self.rules)
            method = "exact" if total <= EXACT_AT_ONCE else "monte_carlo"
            self.result = odds.equity(self.game, self.cards, self.dead, method=method, seed=self.seed,
                                      rules=self.rules)
        except ValueError as problem:
            if validate:
                raise
            self.error = str(problem)
            return
        self.total, self._counted, self.error = total, key, ""
        if method == "monte_carlo" and total <= WIDGET_EXACT:
            if on_estimate is not None:
                on_estimate()
            self.result = odds.equity(self.game, self.cards, self.dead, method="exact", rules=self.rules)
        self._answers[key] = (self.result, self.total)
        if len(self._answers) > KEPT_ANSWERS:
            del self._answers[next(iter(self._answers))]   # the least recently used

    @property
    def kept(self) -> int:
        """How many positions' answers are kept."""
        return len(self._answers)
