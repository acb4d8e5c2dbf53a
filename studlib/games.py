"""The three games: which door card brings in, whose board acts first, what wins."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache

from .cards import Card, Rank, rank_words
from .i18n import N_, _, pgettext

__all__ = ["Ranking", "Game", "STUD", "STUD8", "RAZZ", "GAMES", "game_named", "board_name", "board_shape",
           "BoardCall", "board_call"]


class Ranking(Enum):
    """What a game's showdown pays: the high hand, the low hand, or half each."""

    HIGH = "high"
    HI_LO = "hi-lo"
    LOW = "low"


def low_rank(rank: int) -> int:
    """The ace counts 1 where it plays low; other ranks keep their number."""
    return 1 if rank == Rank.ACE else rank


@dataclass(frozen=True)
class Game:
    """One of the three games; STUD, STUD8 and RAZZ are the only instances."""

    english_name: str           # the full name in English; read `name` (language in force)
    code: str
    ranking: Ranking
    bring_in_rule: str
    first_to_act_rule: str
    double_bet_possible: bool   # only stud high has the open-pair option (STUD-6.1)
    no_double_bet_rule: str     # the rule a learner is sent to when the option does not exist
    no_bet_showdown_rule: str   # GEN-8.2 per game

    @property
    def name(self) -> str:
        """'Seven Card Stud' (« Stud à sept cartes »), in the language in force."""
        return _(self.english_name)

    @property
    def plays_low_board(self) -> bool:
        return self.ranking is Ranking.LOW

    def bring_in_key(self, card: Card) -> tuple[int, int]:
        """Sort key: the door card with the SMALLEST key pays the bring-in."""
        if self.ranking is Ranking.LOW:
            # RAZZ-3.1: highest card pays, ace low; between equal ranks the higher suit pays
            return (-low_rank(card.rank), -card.suit)
        # STUD-3.1, HILO-3.1: lowest card pays, ace high; the lower suit pays (GEN-3.1)
        return (card.rank, card.suit)

    def bring_in_seat(self, door_cards: dict[int, Card]) -> int:
        """The seat whose door card is worst for this game (GEN-3.2)."""
        return min(door_cards, key=lambda seat: self.bring_in_key(door_cards[seat]))

    def board_key(self, board: Sequence[Card]) -> tuple:
        """Sort key for up cards: the LARGEST key is the best board and acts first (GEN-5.2).

        Pairs and better first (trips, two pair, a pair, no pair), then the ranks from the top, as
        board_key_by_id works out; in razz the lowest board is best (RAZZ-5.1).
        """
        return BOARD_KEYS[self.ranking is Ranking.LOW][board_id(board)]

    def suit_tiebreak_card(self, board: Sequence[Card]) -> Card:
        """T-3 'high card by suit': the card of a board that breaks a tie between equal boards.

        In razz the ace is low, so the board's high card is its top card as the low reads it:
        the 5 of A-5. With A♣ 5♠ against A♠ 5♣ the 5♠ board acts first.
        """
        rank = low_rank if self.ranking is Ranking.LOW else int
        return max(board, key=lambda c: (rank(c.rank), c.suit))

    def suit_tiebreak_key(self, board: Sequence[Card]) -> tuple[int, int]:
        """T-3: among tied boards the LARGEST key acts first (equal ranks, so the suit decides)."""
        top = self.suit_tiebreak_card(board)
        return (low_rank(top.rank) if self.ranking is Ranking.LOW else top.rank, top.suit)

    def open_pair(self, board: Sequence[Card]) -> bool:
        """Whether a fourth-street board shows a pair: in stud high it lets anyone bet the big bet
        (STUD-6.1, where the house plays the option, T-2); the other games ignore it."""
        return len(board) == 2 and board[0].rank == board[1].rank

    def bet_is_big(self, street: int) -> bool:
        """Small bet on 3rd and 4th street, big bet from 5th on (GEN-7.1)."""
        return street >= 5


# A board's ranks as one number: a base-5 count per rank (at most 4 of a rank), so a hand in
# play can keep each board's id up to date with one addition per card dealt.
BOARD_WEIGHT: tuple[int, ...] = tuple(5 ** (code // 4) for code in range(52))


def board_id(board: Sequence[Card]) -> int:
    """The rank multiset of a board as one number (see BOARD_WEIGHT)."""
    return sum([BOARD_WEIGHT[c.code] for c in board])


@cache
def board_key_by_id(board_id: int, low: bool) -> tuple:
    """Board key from a board id; cached because a table sees the same few boards over and over."""
    ranks = [r for r in range(2, 15) for _ in range(board_id // 5 ** (r - 2) % 5)]
    if low:
        shape, ordered = board_shape([low_rank(r) for r in ranks])
        # RAZZ-5.1: any unpaired board beats any paired one; lower is better throughout
        return (-shape, tuple(-r for r in ordered))
    shape, ordered = board_shape(ranks)
    return (shape, tuple(ordered))


class _BoardKeys(dict):
    """Board id -> board key for one ranking, each worked out the first time it is seen."""

    def __init__(self, low: bool) -> None:
        super().__init__()
        self.low = low

    def __missing__(self, board_id: int) -> tuple:
        key = self[board_id] = board_key_by_id(board_id, self.low)
        return key


# Game.board_key reads board keys as `keys[board_id]`: a plain dict lookup is several times
# quicker than calling the cached function, and a hand in play compares every live board on
# every street. Index with `game.ranking is Ranking.LOW`.
BOARD_KEYS: tuple[dict[int, tuple], dict[int, tuple]] = (_BoardKeys(False), _BoardKeys(True))


def board_shape(ranks: list[int]) -> tuple[int, list[int]]:
    """Board pattern (0 no pair, 1 pair, 2 two pair, 3 trips, 4 quads) and ranks in reading order,
    as a dealer reads up cards (GEN-5.2): the key of board_key, and the words of explain."""
    counts = Counter(ranks)
    ordered = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    top = counts[ordered[0]] if ordered else 0
    pairs = sum(1 for n in counts.values() if n == 2)
    if top == 4:
        shape = 4
    elif top == 3:
        shape = 3
    elif pairs == 2:
        shape = 2
    elif pairs == 1:
        shape = 1
    else:
        shape = 0
    return shape, ordered


def _board_ranks(game: Game, board: Sequence[Card]) -> list[int]:
    """A board's ranks as its game reads them (the ace counts 1 where the game plays low)."""
    return [low_rank(c.rank) if game.ranking is Ranking.LOW else int(c.rank) for c in board]


def board_name(game: Game, board: Sequence[Card]) -> str:
    """How a dealer reads a board aloud: 'pair of nines', 'ace-king', 'seven-four-two'.

    In French: « paire de neuf », « as, roi », « sept, quatre, deux » (in the language in force).
    """
    shape, ordered = board_shape(_board_ranks(game, board))
    if len(ordered) == 1 and shape == 0:
        return rank_words(ordered[0]).a
    return _shape_words(shape, ordered)


def _shape_words(shape: int, ordered: Sequence[int]) -> str:
    """A board's pattern and ranks (board_shape) read aloud: 'pair of nines, ace', 'ace-king'."""
    words = [rank_words(r) for r in ordered]   # rank_words reads the low ace (1) too
    if not words:
        return ""
    top = words[0]
    # TRANSLATORS: in board names, {ranks} is a rank in the plural ("nines"), {of_ranks} the
    # plural with "of" ("of nines": « de neuf », « d'as »).
    fields = {"ranks": top.plural, "of_ranks": top.of}
    if shape == 4:
        return pgettext("board", "four {ranks}").format(**fields)
    rest = [w.noun for w in words[1:]]
    if shape == 3:
        # TRANSLATORS: {ranks} "sevens", {of_ranks} "of sevens" (« de sept »).
        name = pgettext("board", "three {ranks}").format(**fields)
    elif shape == 2:
        # TRANSLATORS: {ranks} the higher pair ("kings"), {pair_ranks} the lower one ("sevens").
        return pgettext("board", "two pair, {ranks} and {pair_ranks}").format(
            **fields, pair_ranks=words[1].plural)
    elif shape == 1:
        # TRANSLATORS: {ranks} "nines", {of_ranks} "of nines" (« de neuf »).
        name = pgettext("board", "pair of {ranks}").format(**fields)
    else:
        # TRANSLATORS: between the ranks of an unpaired board read aloud, "ace-king-seven". French
        # hyphens would read « dix-sept » as a number: « as, roi, sept ».
        return pgettext("board ranks in a row", "-").join([top.noun, *rest])
    return _(", ").join([name, *rest])


@dataclass(frozen=True)
class BoardCall:
    """What the dealer announces for the board that acts first: its pattern (board_shape: 0 no
    pair, 1 pair, 2 two pair, 3 trips, 4 quads) and only the ranks that tell it from the other
    boards ('pair of eights', not 'pair of eights, ace, seven', unless another pair of eights
    shows). `low` for razz, where the lowest board is called."""

    shape: int
    ranks: tuple[int, ...]
    low: bool

    @property
    def words(self) -> str:
        """The call in the language in force: 'pair of eights', 'ace-king high', 'seven low'."""
        name = _shape_words(self.shape, self.ranks)
        if self.shape:
            return name
        # TRANSLATORS: an unpaired board called by its top ranks, {ranks} "ace-king" (« as, roi »).
        return (pgettext("board call", "{ranks} low") if self.low
                else pgettext("board call", "{ranks} high")).format(ranks=name)


def board_call(game: Game, board: Sequence[Card], others: Sequence[Sequence[Card]]) -> BoardCall:
    """The call for `board` against the other boards still in (GEN-5.2, RRP Seven-Card Stud 12):
    the pattern's own ranks, then kickers one by one while another board of the same pattern
    shares every rank named (a board tied with another is named in full)."""
    shape, ordered = board_shape(_board_ranks(game, board))
    rivals = [board_shape(_board_ranks(game, other)) for other in others]
    named = 2 if shape == 2 else 1
    while named < len(ordered) and any(s == shape and o[:named] == ordered[:named] for s, o in rivals):
        named += 1
    return BoardCall(shape, tuple(ordered[:named]), game.ranking is Ranking.LOW)


STUD = Game(
    english_name=N_("Seven Card Stud"), code="stud", ranking=Ranking.HIGH,
    bring_in_rule="STUD-3.1", first_to_act_rule="STUD-5.1", double_bet_possible=True,
    no_double_bet_rule="STUD-6.1", no_bet_showdown_rule="STUD-8.2",
)
STUD8 = Game(
    english_name=N_("Seven Card Stud Hi/Lo eight-or-better"), code="stud8", ranking=Ranking.HI_LO,
    bring_in_rule="HILO-3.1", first_to_act_rule="HILO-5.1", double_bet_possible=False,
    no_double_bet_rule="HILO-6.1", no_bet_showdown_rule="HILO-8.2",
)
RAZZ = Game(
    english_name=N_("Razz"), code="razz", ranking=Ranking.LOW,
    bring_in_rule="RAZZ-3.1", first_to_act_rule="RAZZ-5.1", double_bet_possible=False,
    no_double_bet_rule="RAZZ-6.1", no_bet_showdown_rule="RAZZ-8.2",
)
GAMES: dict[str, Game] = {g.code: g for g in (STUD, STUD8, RAZZ)}


def game_named(game: Game | str) -> Game:
    """STUD, STUD8 or RAZZ, given as the object or its code ('stud', 'stud8', 'razz', any case);
    anything else raises ValueError saying what is allowed (the one reader of a game's name)."""
    if isinstance(game, Game):
        return game
    if isinstance(game, str) and game.lower() in GAMES:
        return GAMES[game.lower()]
    raise ValueError(_("Unknown game {value!r}: use STUD, STUD8 or RAZZ, or 'stud', 'stud8', 'razz'.").format(value=game))
