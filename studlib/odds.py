"""Live and dead cards in numbers: each player's share of the pot, exactly or by Monte Carlo.

    from studlib import RAZZ
    from studlib.odds import equity, outs
    r = equity(RAZZ, ["As 2d 3c 4h 5s", "?? ?? 7h 8c 9d", "Kd Qc Jh Ts 9s"], dead="Tc Jd")
    r.players[0].share      # expected fraction of the pot, splits and quarters counted

A player is the cards the learner knows of that hand: up and down cards, with `??` for a card
that is there but not seen (an opponent's down card). A player given fewer cards than the
street has its other cards unseen too. Cards still to come are dealt up to seven each from the
unseen cards; `dead` cards (folded boards) are out of play, and `??` among them counts a card
folded unseen, which matters only for when the deck runs out (GEN-11.1): list every card the
folded players were dealt. A community card already on the table cannot be given (it would be
one card in every hand): ask on sixth street instead, where the community card is to come.

Every deal of the unseen cards is equally likely, so the answer does not depend on which of
them were burned: the burns only decide whether the stub runs out before seventh street, and
that follows from counting cards exactly as studlib.hand deals them (one burn before each of
4th to 7th street; rules.reshuffle_burns is option T-8).

The pot is shared by the engine's showdown rules (studlib.pots): the best hand wins, equal
hands split (GEN-10.2); in stud/8 half goes to the best high and half to the best qualifying
low, the high hand scoops when nobody qualifies (HILO-10.1), and ties inside a half split that
half (HILO-10.2). Shares are counted in exact units (1/1680 of a pot, divisible by every split
of two to eight ways and of each half), so odd chips (GEN-10.3, HILO-10.3) are left out: they
are one chip, not a share.

Exact enumeration runs in pure Python, or with numpy (studlib.batch) when it is installed and
the enumeration is big; both count the same integers. Monte Carlo deals from Random.random()
with or without numpy (numpy only does the same shuffles and scores a batch at a time), so the
same seed gives the same numbers everywhere.
"""

from __future__ import annotations

import importlib.util
import random
import re
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations, repeat, starmap
from math import comb, floor, sqrt

from . import explain
from .cards import CARDS, Card, parse_card
from .dealing import seventh_street_plan
from .explain import Seat, Seats, seat_name
from .games import RAZZ, STUD, STUD8, Game, Ranking
from .hands import eight_score, high_score, low_score, partial_score
from .i18n import _, format_amount, localized_number, ngettext, percent
from .rules import Rules

# Whether numpy counts the big exact enumerations here (the odds table tries exact on more deals).
# The browser edition has no numpy. Only looked up here: importing numpy takes longer than the
# rest of studlib, and most lessons never count that far.
NUMPY_EXACT = importlib.util.find_spec("numpy") is not None


@cache
def _numpy_batch():
    """studlib.batch, imported the first time a big count needs it (only when NUMPY_EXACT)."""
    from . import batch
    return batch

__all__ = ["PlayerOdds", "Odds", "Out", "equity", "outs", "count_deals", "shown_cards", "check_seed", "UNSEEN",
           "NUMPY_EXACT"]

UNSEEN = "??"
POT = 1680            # a pot in share units: divisible by 2..8 ways, and each half by 2..8
HALF = POT // 2
EXACT_LIMIT_PY = 1_500_000    # auto: exact in pure Python up to this many deals (about 1 s)
EXACT_LIMIT_NUMPY = 60_000_000  # auto: exact with numpy up to this many deals
EXACT_MAX = 2_000_000_000     # method="exact" refuses more than this
_MC_BATCH = 1000
_MC_MAX_TRIALS = 2_000_000
# No call takes more than a few seconds, on either path (issue 32): before counting, the time an
# exact count would take is estimated from its deals and the deals a second of its path
# (measured with benchmarks/bench_odds.py: pure Python 0.6-1.5 million, numpy 40-90 million;
# the lower figures are used), and a run still going at the limit stops: Monte Carlo with the
# estimate so far and its standard error, an exact count by switching to Monte Carlo (auto) or
# with a clear error (method="exact"). The browser edition runs the pure-Python path.
TIME_LIMIT = 3.0                                 # seconds, the default of equity(time_limit=)
EXACT_RATE = {False: 600_000, True: 40_000_000}  # deals counted a second: pure Python, numpy


@dataclass(frozen=True)
class PlayerOdds:
    """One player's chances. Fractions of deals, except `share`, the expected part of the pot.

    win: takes the whole pot alone; tie: takes part of it, not all. scoop: the whole pot alone
    (the same as win; the word stud/8 players use). high / low: wins all or part of that half
    (in stud high only `high`, in razz only `low` can be above 0). quartered: gets exactly a
    quarter of a pot split into halves, as when two equal lows share the low half (HILO-10.2).
    """

    cards: str
    share: float
    win: float
    tie: float
    scoop: float
    high: float
    low: float
    quartered: float


@dataclass(frozen=True)
class Odds:
    """The result of equity(): how it was worked out and every player's chances."""

    game: Game
    method: str          # "exact" or "monte_carlo"
    deals: int           # deals enumerated, or trials run
    stderr: float        # the largest standard error of a share; 0.0 when exact
    community: bool      # the stub runs out: seventh street is one community card (GEN-11.1)
    players: tuple[PlayerOdds, ...]
    stopped: bool = False  # Monte Carlo stopped at the time limit, short of the trials or error asked

    def __str__(self) -> str:
        """The odds in the language in force ('Seat 1 [As 2d 3c]: share 61.2%')."""
        deals = format_amount(self.deals)
        if self.method == "exact":
            how = ngettext("exact, {deals} deal", "exact, {deals} deals", self.deals).format(deals=deals)
        else:
            how = ngettext("Monte Carlo, {deals} trial, standard error {error}",
                           "Monte Carlo, {deals} trials, standard error {error}", self.deals).format(
                               deals=deals, error=percent(self.stderr, 2))
            if self.stopped:
                how = _("{how}, stopped at the time limit").format(how=how)
        lines = [_("{game}: {how}").format(game=self.game.name, how=how)]
        for i, p in enumerate(self.players):
            lines.append(_("{seat} [{cards}]: share {share}").format(
                seat=seat_name(i), cards=shown_cards(p.cards), share=percent(p.share, 1)))
        return "\n".join(lines)


def shown_cards(text: str) -> str:
    """Cards as written ('As ?? 7d') as they show in the language in force ('A♠ ?? 7♦').

    Never the typed letters: a French reader takes « As » for the word « as »."""
    words = _UNSEEN_RE.sub(" ?? ", text).replace(",", " ").split()
    return " ".join(w if w == UNSEEN else parse_card(w).pretty for w in words)


@dataclass(frozen=True)
class Out:
    """A card that puts the player ahead on the next street, and how many of its rank are live."""

    card: Card
    live_of_rank: int


# --- Reading the situation ----------------------------------------------------------------

_UNSEEN_RE = re.compile(r"\?\?")


def _read(text: str | Iterable[str | Card], what: str) -> tuple[list[Card], int, str]:
    """The known cards, the number of `??`, and the cards written out, in the order given."""
    if isinstance(text, str):
        words = _UNSEEN_RE.sub(" ?? ", text).replace(",", " ").split()
    elif isinstance(text, Iterable) and not isinstance(text, (bytes, Mapping)):
        words = list(text)
    else:
        words = [None]
    for word in words:
        if not isinstance(word, (str, Card)):
            raise ValueError(_('{what}: cards are written as text, such as "As Kd ?? 7c", or as a list of '
                               'cards, not {value}.').format(what=what, value=_short(text)))
    known: list[Card] = []
    unseen = 0
    written = []
    for word in words:
        if word == UNSEEN:
            unseen += 1
            written.append(UNSEEN)
            continue
        try:
            card = parse_card(word)
        except ValueError as error:
            raise ValueError(_("{what}: {error} Write ?? for a card that is not known.").format(
                what=what, error=error)) from None
        known.append(card)
        written.append(str(card))
    return known, unseen, " ".join(written)


def _short(value: object) -> str:
    """repr(value), cut to 60 characters: an error message echoes what was given, not all of it."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


@dataclass(frozen=True)
class _Situation:
    """The checked input: known card codes per player, the unseen pool, and what is still dealt."""

    game: Game
    texts: tuple[str, ...]
    known: tuple[tuple[int, ...], ...]
    need: tuple[int, ...]      # cards each player still gets (their ?? included), community aside
    community: bool
    pool: tuple[int, ...]      # unseen card codes, in card order


def _situation(game: object, players: Sequence, dead: str | Iterable, rules: Rules | None) -> _Situation:
    if game not in (STUD, STUD8, RAZZ):
        raise ValueError(_("Unknown game {game!r}: use STUD, STUD8 or RAZZ from studlib.").format(game=game))
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise ValueError(_('players must be a list with one entry per player, such as '
                           '["As 2d 3c", "?? ?? 7h"].'))
    if not 2 <= len(players) <= 8:
        raise ValueError(_("Odds need 2 to 8 players (GEN-1.4), not {count}.").format(count=len(players)))
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise ValueError(_("rules must be a studlib.Rules, e.g. Rules.online() or Rules.cardroom()."))
    seen: dict[Card, int | None] = {}   # the seat each card was given to; None: the dead cards
    known, counts, texts = [], [], []
    for i, text in enumerate(players):
        where = seat_name(i)
        cards, unseen, written = _read(text, where)
        if len(cards) + unseen > 7:
            raise ValueError(_("{seat} has {count} cards: a stud hand holds at most seven (GEN-10.1).").format(
                seat=Seat(i), count=len(cards) + unseen))
        for card in cards:
            if card in seen:
                # TRANSLATORS: {card} is "Kh" as typed, {pretty} "K♥" as the card shows in your
                # language; {seats} is both seats, "Seats 1 and 3" (French {seats:to}: « aux sièges 1 et 3 »).
                raise ValueError(_("{card} is given twice ({first} and {second}): a deck holds each card "
                                   "once.").format(card=card, pretty=card.pretty, first=Seat(seen[card]),
                                                   second=Seat(i), seats=Seats((seen[card], i))))
            seen[card] = i
        known.append(tuple(c.code for c in cards))
        counts.append(len(cards) + unseen)
        texts.append(written or UNSEEN)
    dead_cards, dead_unseen, _written = _read(dead, _("Dead cards"))
    for card in dead_cards:
        if card in seen and seen[card] is None:
            # TRANSLATORS: {card} is "Kh" as typed, {pretty} "K♥" as the card shows in your language.
            raise ValueError(_("{card} is given twice among the dead cards: a deck holds each card once.").format(
                card=card, pretty=card.pretty))
        if card in seen:
            # TRANSLATORS: {card} is "Kh" as typed, {pretty} "K♥" as the card shows in your language.
            raise ValueError(_("{card} is given twice ({first} and the dead cards): a deck holds each "
                               "card once.").format(card=card, pretty=card.pretty, first=Seat(seen[card])))
        seen[card] = None
    n = len(players)
    street = max(3, *counts)
    if street < 7:
        community = _runs_out(n, street, len(dead_cards) + dead_unseen, rules)
    else:
        community = False
    # Before seventh street nobody holds seven cards, so with a community card each player
    # still gets 6 - len(known) cards of their own (their ?? included).
    need = tuple((6 if community else 7) - len(k) for k in known)
    pool = tuple(c.code for c in CARDS if c not in seen)
    if sum(need) + community > len(pool):
        raise ValueError(_("The deck runs out: {known} cards are known, so {left} are left unseen, and "
                           "the players still need {needed}.").format(known=len(seen), left=len(pool),
                                                                       needed=sum(need) + community))
    return _Situation(game, tuple(texts), tuple(known), need, community, pool)


def _runs_out(n: int, street: int, dead: int, rules: Rules) -> bool:
    """Whether seventh street is a community card (GEN-11.1), counting cards as studlib.hand deals.

    Every player holds `street` cards, one burn was made before each street after third, and
    `dead` cards were folded. Raises ValueError when the cards given cannot have been dealt.
    """
    used = n * street + (street - 3) + dead
    if used > 52:
        raise ValueError(_("The deck runs out: {players} players on {street} hold {held} cards, {burned} "
                           "were burned and {dead} are dead, {used} in all, but a deck has 52.").format(
                               players=n, street=_street_name(street), held=n * street, burned=street - 3,
                               dead=dead, used=used))
    stub = 52 - used
    for _street in range(street + 1, 7):  # 4th to 6th street: a burn, then a card each
        stub -= n + 1
        if stub < 0:
            raise ValueError(_("The deck runs out before seventh street: {players} players and {dead} "
                               "dead cards leave too few cards to deal (GEN-11.1).").format(players=n, dead=dead))
    _burn, own = seventh_street_plan(stub, n)   # GEN-11.1, as studlib.hand deals it
    if own or not rules.reshuffle_burns:
        return not own
    # T-8: the stub but its last card is dealt; that card and the three burns are gathered and
    # the players still without a card are dealt from them. (Some players with a card of their
    # own and the rest sharing a community card cannot happen with these counts: see below.)
    dealt = max(stub - 1, 0)
    _burn, own = seventh_street_plan(min(stub, 1) + 3, n - dealt)
    return not own


def _street_name(street: int) -> str:
    """'fourth street' inside a sentence."""
    return explain.STREET_NAMES[street].lower()


def count_deals(game: Game, players: Sequence, dead: str | Iterable = "",
                rules: Rules | None = None) -> int:
    """How many deals an exact answer enumerates (the unseen cards each player can get)."""
    return _count(_situation(game, players, dead, rules))


def _count(s: _Situation) -> int:
    left = len(s.pool)
    total = 1
    if s.community:
        total, left = left, left - 1
    for k in s.need:
        total *= comb(left, k)
        left -= k
    return total


# --- Settling one deal --------------------------------------------------------------------
# A deal's outcome only depends on every player's score(s). Both enumerators and Monte Carlo
# reduce to "units of the pot each player gets", counted here, and to the flags of PlayerOdds.

def _split_units(scores: Sequence[int], amount: int, out: list[int]) -> list[int]:
    """Add each winner's part of `amount` to `out` (ties split, GEN-10.2); the winners."""
    top = max(scores)
    winners = [i for i, x in enumerate(scores) if x == top]
    part = amount // len(winners)
    for i in winners:
        out[i] += part
    return winners


class _Tally:
    """Totals over deals: pot units, and counts for win, tie, high, low, quartered."""

    def __init__(self, n: int, hilo: bool) -> None:
        self.n, self.hilo = n, hilo
        self.units = [0] * n
        self.squares = [0] * n   # sum of units squared: the Monte Carlo standard error
        self.win = [0] * n
        self.tie = [0] * n
        self.high = [0] * n
        self.low = [0] * n
        self.quartered = [0] * n
        self.deals = 0

    def settle(self, high: Sequence[int], low: Sequence[int] | None, weight: int = 1) -> None:
        """Count one deal (`weight` times) from each player's high score and, in stud/8, low."""
        n = self.n
        got = [0] * n
        if low is None:
            winners = _split_units(high, POT, got)
            half = self.low if self.hilo is None else self.high
            for i in winners:
                half[i] += weight
            split = False
        elif max(low) == 0:  # HILO-10.1: no qualifying low, the high hand scoops
            for i in _split_units(high, POT, got):
                self.high[i] += weight
            split = False
        else:
            for i in _split_units(high, HALF, got):
                self.high[i] += weight
            for i in _split_units(low, HALF, got):
                self.low[i] += weight
            split = True
        self.deals += weight
        for i, units in enumerate(got):
            if units:
                self.units[i] += units * weight
                self.squares[i] += units * units * weight
                if units == POT:
                    self.win[i] += weight
                else:
                    self.tie[i] += weight
                    if split and units * 4 == POT:
                        self.quartered[i] += weight


def _tally(game: Game, n: int) -> _Tally:
    """An empty tally; hilo None marks razz (its one ranking counts as the low half)."""
    return _Tally(n, True if game.ranking is Ranking.HI_LO else
                  (None if game.ranking is Ranking.LOW else False))


def _result(s: _Situation, tally: _Tally, method: str, stderr: float, stopped: bool = False) -> Odds:
    d = tally.deals
    players = tuple(
        PlayerOdds(cards=s.texts[i], share=tally.units[i] / (POT * d), win=tally.win[i] / d,
                   tie=tally.tie[i] / d, scoop=tally.win[i] / d, high=tally.high[i] / d,
                   low=tally.low[i] / d, quartered=tally.quartered[i] / d)
        for i in range(tally.n))
    return Odds(s.game, method, d, stderr, s.community, players, stopped)


def _scorers(game: Game):
    """(high-style score, low score or None): razz's one ranking is its low score."""
    if game.ranking is Ranking.HIGH:
        return high_score, None
    if game.ranking is Ranking.LOW:
        return low_score, None
    return high_score, eight_score


# --- Exact enumeration --------------------------------------------------------------------
# Each player's score depends only on their own cards, so every player's possible draws are
# scored once up front. A deal is then a choice of disjoint draws (card sets as bitmasks over
# the pool). All players but one form a "row"; for each row the last player's draws are only
# compared with the row's best scores, and the deal's outcome depends only on which row
# players hold the best high (and low) and on how the last player's scores compare with them.
# So rows are grouped by that "type", with the count of each comparison case, and each type is
# settled once.

# The last player against a row: 0 higher, 1 equal, 2 lower, for high (hc) and low (lc).
# Cases 0..8 are hc * 3 + lc with a low in the pot; 9 + hc when the whole pot goes by the high
# ranking (stud, razz, or stud/8 with no qualifying low: HILO-10.1).
_WHOLE = 9


def _draws(known: tuple[int, ...], k: int, pool: Sequence[int], high, low) -> list[tuple[int, int, int]]:
    """(mask over the pool, high score, low score) of every draw of k pool cards."""
    out = []
    for idx in combinations(range(len(pool)), k):
        cards = list(known) + [pool[i] for i in idx]
        mask = 0
        for i in idx:
            mask |= 1 << i
        out.append((mask, high(cards), low(cards) if low else 0))
    return out


class _OutOfTime(Exception):
    """An exact count reached its deadline: it has no answer until it ends."""


def _exact(s: _Situation, use_numpy: bool, deadline: float = float("inf")) -> _Tally:
    """Every deal counted; raises _OutOfTime once time.monotonic() passes `deadline`."""
    high, low = _scorers(s.game)
    n = len(s.known)
    tally = _tally(s.game, n)
    for c in (s.pool if s.community else (None,)):
        pool = [x for x in s.pool if x != c]
        known = [k + (c,) if c is not None else k for k in s.known]
        # The player with the most possible draws goes last, so that rows stay few.
        last = max(range(n), key=lambda i: comb(len(pool), s.need[i]))
        order = [i for i in range(n) if i != last] + [last]
        draws = [_draws(known[i], s.need[i], pool, high, low) for i in order]
        row_types = _row_types_numpy if use_numpy else _row_types_python
        _settle_types(tally, row_types(draws, low is not None, deadline), order)
    return tally


def _row_types_python(draws, hilo: bool, deadline: float = float("inf")) -> dict[tuple, list[int]]:
    """Row type -> count of each case of the last player's draws, in pure Python."""
    *others, last = draws
    types: dict[tuple, list[int]] = {}

    def rows(i: int, mask: int, highs: tuple, lows: tuple):
        if i == len(others):
            yield mask, highs, lows
            return
        for m, h, lo in others[i]:
            if not m & mask:
                yield from rows(i + 1, mask | m, highs + (h,), lows + (lo,))

    for mask, highs, lows in rows(0, 0, (), ()):
        if time.monotonic() > deadline:   # a row is at most one pass over the last player's draws
            raise _OutOfTime
        best_h, best_l = max(highs), max(lows)
        counts = [0] * 12
        if hilo:
            for m, h, lo in last:
                if not m & mask:
                    hc = 0 if h > best_h else (1 if h == best_h else 2)
                    if lo == 0 and best_l == 0:
                        counts[_WHOLE + hc] += 1
                    else:
                        counts[hc * 3 + (0 if lo > best_l else (1 if lo == best_l else 2))] += 1
        else:
            for m, h, _case in last:
                if not m & mask:
                    counts[_WHOLE + (0 if h > best_h else (1 if h == best_h else 2))] += 1
        key = _row_key(highs, lows, best_h, best_l)
        total = types.get(key)
        if total is None:
            types[key] = counts
        else:
            for j, x in enumerate(counts):
                total[j] += x
    return types


def _row_key(highs: Sequence[int], lows: Sequence[int], best_h: int, best_l: int) -> tuple:
    """Which row players hold the best high, and the best qualifying low (as bit masks)."""
    top_h = sum(1 << j for j, h in enumerate(highs) if h == best_h)
    top_l = sum(1 << j for j, lo in enumerate(lows) if lo == best_l) if best_l > 0 else 0
    return top_h, top_l


def _settle_types(tally: _Tally, types: dict[tuple, list[int]], order: list[int]) -> None:
    """Settle each row type and case once, through _Tally.settle, with stand-in scores.

    Only the order of the scores decides a deal, so the row's best players get 1, the others
    0, and the last player 2, 1 or 0 for higher, equal or lower: the same winners and splits.
    """
    n = len(order)
    last = order[-1]
    for (top_h, top_l), counts in types.items():
        base_h = [0] * n
        base_l = [0] * n
        for j, seat in enumerate(order[:-1]):
            base_h[seat] = top_h >> j & 1
            base_l[seat] = top_l >> j & 1
        for case, weight in enumerate(counts):
            if not weight:
                continue
            highs = list(base_h)
            if case >= _WHOLE:
                highs[last] = 2 - (case - _WHOLE)
                tally.settle(highs, [0] * n if tally.hilo else None, weight)
            else:
                lows = list(base_l)
                highs[last] = 2 - case // 3
                lows[last] = 2 - case % 3
                tally.settle(highs, lows, weight)


def _row_types_numpy(draws, hilo: bool, deadline: float = float("inf")) -> dict[tuple, list[int]]:
    """_row_types_python with numpy: all rows at once, the last player's draws in chunks."""
    np = _numpy_batch().np
    *others, last = draws
    # Rows: a join of every earlier player's draws, keeping only disjoint ones.
    mask = np.zeros(1, dtype=np.uint64)
    highs = np.zeros((1, 0), dtype=np.int32)
    lows = np.zeros((1, 0), dtype=np.int32)
    for player in others:
        m = np.array([d[0] for d in player], dtype=np.uint64)
        h = np.array([d[1] for d in player], dtype=np.int32)
        lo = np.array([d[2] for d in player], dtype=np.int32)
        ok = (mask[:, None] & m[None, :]) == 0
        r, c = np.nonzero(ok)
        mask = mask[r] | m[c]
        highs = np.column_stack([highs[r], h[c]])
        lows = np.column_stack([lows[r], lo[c]])
    best_h = highs.max(axis=1)
    best_l = lows.max(axis=1)
    weights = 1 << np.arange(highs.shape[1], dtype=np.int64)
    top_h = ((highs == best_h[:, None]) * weights).sum(axis=1)
    top_l = (((lows == best_l[:, None]) & (best_l[:, None] > 0)) * weights).sum(axis=1)
    cm = np.array([d[0] for d in last], dtype=np.uint64)
    ch = np.array([d[1] for d in last], dtype=np.int32)
    cl = np.array([d[2] for d in last], dtype=np.int32)
    rows = len(mask)
    counts = np.zeros((rows, 12), dtype=np.int64)
    # Chunks of about 2**18 cells keep the work in the processor's cache.
    step = max(1, (1 << 18) // max(1, len(cm)))
    for start in range(0, rows, step):
        if time.monotonic() > deadline:
            raise _OutOfTime
        part = slice(start, start + step)
        valid = (mask[part, None] & cm[None, :]) == 0
        bh = best_h[part, None]
        higher = (ch > bh) & valid
        equal = (ch == bh) & valid
        n_valid = valid.sum(axis=1)
        if not hilo:  # stud and razz: the whole pot goes by the one ranking
            n_higher, n_equal = higher.sum(axis=1), equal.sum(axis=1)
            counts[part, _WHOLE] = n_higher
            counts[part, _WHOLE + 1] = n_equal
            counts[part, _WHOLE + 2] = n_valid - n_higher - n_equal
            continue
        bl = best_l[part, None]
        lower = valid & ~higher & ~equal
        low_higher = cl > bl
        low_equal = cl == bl
        no_low = low_equal & (bl == 0)   # nobody qualifies for low: cl == bl == 0
        low_equal &= ~no_low
        low_lower = ~(low_higher | low_equal | no_low)
        for hc, high_case in enumerate((higher, equal, lower)):
            counts[part, hc * 3] = (high_case & low_higher).sum(axis=1)
            counts[part, hc * 3 + 1] = (high_case & low_equal).sum(axis=1)
            counts[part, hc * 3 + 2] = (high_case & low_lower).sum(axis=1)
            counts[part, _WHOLE + hc] = (high_case & no_low).sum(axis=1)
    # Group rows by type.
    keys = top_h * (1 << 8) + top_l
    uniq, inverse = np.unique(keys, return_inverse=True)
    summed = np.zeros((len(uniq), 12), dtype=np.int64)
    np.add.at(summed, inverse.ravel(), counts)
    return {(int(u) >> 8, int(u) & 255): [int(x) for x in row] for u, row in zip(uniq, summed)}


# --- Monte Carlo ----------------------------------------------------------------------------

def _monte_carlo(s: _Situation, trials: int | None, target: float, seed: int,
                 use_numpy: bool, deadline: float = float("inf")) -> tuple[_Tally, float, bool]:
    """Deal the unseen cards at random and tally, in batches until the target standard error.

    Each trial shuffles the unseen cards, in card order, by a partial Fisher-Yates shuffle
    driven by Random(seed).random(): Python promises that stream for a seed on every version,
    so a seed gives the same deals everywhere, and the numpy path (the same shuffles on whole
    batches) gives the same numbers as the pure-Python one.

    One random number picks up to three cards (_PICKS_PER_RANDOM): u * (cards left) gives a
    card by its whole part and, in its fraction (exact in floating point), a fresh uniform
    number for the next pick. A double holds 53 random bits and three picks use about 17 of
    them, so the deals stay uniform to within one part in 2**36, with a third of the calls.

    Past `deadline` (time.monotonic()) it stops after the batch in hand (at least one batch is
    dealt) and says so: (tally, standard error, stopped). A run that ends before is the same
    for a seed whatever the limit.
    """
    tally = _tally(s.game, len(s.known))
    rand = random.Random(seed).random
    run = _mc_batch_numpy if use_numpy else _mc_batch_python
    limit = trials if trials is not None else _MC_MAX_TRIALS
    done = 0
    while done < limit:
        batch = min(_MC_BATCH, limit - done)
        run(s, tally, rand, batch)
        done += batch
        if trials is None and _stderr(tally) <= target:
            break
        if done < limit and time.monotonic() > deadline:
            return tally, _stderr(tally), True
    return tally, _stderr(tally), False


_PICKS_PER_RANDOM = 3


def _randoms(rand, n: int):
    """The next n numbers of the stream, without a Python loop of our own."""
    return starmap(rand, repeat((), n))


def _randoms_per_trial(draw: int) -> int:
    return -(-draw // _PICKS_PER_RANDOM)


def _mc_batch_python(s: _Situation, tally: _Tally, rand, batch: int) -> None:
    """`batch` trials in pure Python; trial t uses the stream's numbers t * draw to (t + 1) * draw."""
    high, low = _scorers(s.game)
    pool, size = s.pool, len(s.pool)
    draw = sum(s.need) + s.community
    per_trial = _randoms_per_trial(draw)
    randoms = list(_randoms(rand, batch * per_trial))
    # Where each player's cards sit in the shuffled deck (the community card is deck[0]).
    first = 1 if s.community else 0
    slots, at = [], first
    for k in s.need:
        slots.append((list(s.known[len(slots)]) + ([None] if s.community else []), at, at + k))
        at += k
    settle = tally.settle
    # Stud and razz with one winner (most deals): counted here, without the general settle.
    one_ranking = low is None
    won_half = tally.low if tally.hilo is None else tally.high
    units, squares, wins = tally.units, tally.squares, tally.win
    whole = POT * POT
    r = 0
    for _trial in range(batch):
        deck = list(pool)
        for i in range(draw):
            if i % _PICKS_PER_RANDOM == 0:
                u = randoms[r]
                r += 1
            x = u * (size - i)
            j = floor(x)
            u = x - j   # the fraction: uniform again, for the next pick
            j += i
            deck[i], deck[j] = deck[j], deck[i]
        highs, lows = [], []
        for cards, start, end in slots:
            hand = cards + deck[start:end]
            if first:
                hand[len(cards) - 1] = deck[0]
            highs.append(high(hand))
            if low is not None:
                lows.append(low(hand))
        if one_ranking:
            best = max(highs)
            if highs.count(best) == 1:
                w = highs.index(best)
                units[w] += POT
                squares[w] += whole
                wins[w] += 1
                won_half[w] += 1
                tally.deals += 1
                continue
            settle(highs, None)
        else:
            settle(highs, lows)


def _mc_batch_numpy(s: _Situation, tally: _Tally, rand, batch: int) -> None:
    """_mc_batch_python on whole batches with numpy: the same shuffles, scores and tallies."""
    batch_scores = _numpy_batch()
    np = batch_scores.np
    size = len(s.pool)
    draw = sum(s.need) + s.community
    per_trial = _randoms_per_trial(draw)
    randoms = np.fromiter(_randoms(rand, batch * per_trial), dtype=float,
                          count=batch * per_trial).reshape(batch, per_trial)
    deck = np.tile(np.array(s.pool, dtype=np.uint8), (batch, 1))
    trial = np.arange(batch)
    for i in range(draw):
        if i % _PICKS_PER_RANDOM == 0:
            u = randoms[:, i // _PICKS_PER_RANDOM]
        x = u * (size - i)
        whole = np.floor(x)
        u = x - whole
        j = i + whole.astype(np.intp)
        picked = deck[trial, j]
        deck[trial, j] = deck[:, i]
        deck[:, i] = picked
    at = 1 if s.community else 0
    ranking = s.game.ranking
    highs, lows = [], []
    for k, known in zip(s.need, s.known):
        cards = np.column_stack([np.tile(np.array(known, dtype=np.uint8), (batch, 1)),
                                 deck[:, :1] if s.community else deck[:, :0],
                                 deck[:, at:at + k]])
        at += k
        keys = batch_scores.keys_of(cards)
        if ranking is Ranking.LOW:
            highs.append(batch_scores.low_scores(keys))
        else:
            highs.append(batch_scores.high_scores_of(cards, keys))
            if ranking is Ranking.HI_LO:
                lows.append(batch_scores.eight_scores(keys))
    _settle_numpy(tally, np.column_stack(highs), np.column_stack(lows) if lows else None)


def _settle_numpy(tally: _Tally, highs, lows) -> None:
    """_Tally.settle for a whole batch of deals at once (rows of scores, one column per player)."""
    np = _numpy_batch().np
    top_h = highs == highs.max(axis=1, keepdims=True)
    if lows is None:
        units = top_h * (POT // top_h.sum(axis=1, keepdims=True))
        split = np.zeros(len(highs), dtype=bool)
        credited = {"low" if tally.hilo is None else "high": top_h}
    else:
        best_l = lows.max(axis=1, keepdims=True)
        split = best_l[:, 0] > 0
        top_l = (lows == best_l) & split[:, None]
        amount = np.where(split, HALF, POT)[:, None]
        units = top_h * (amount // top_h.sum(axis=1, keepdims=True))
        units += top_l * (HALF // np.maximum(1, top_l.sum(axis=1, keepdims=True)))
        credited = {"high": top_h, "low": top_l}
    units = units.astype(np.int64)
    won = units == POT
    some = (units > 0) & ~won
    quarter = some & split[:, None] & (units * 4 == POT)
    for i in range(tally.n):
        tally.units[i] += int(units[:, i].sum())
        tally.squares[i] += int((units[:, i] * units[:, i]).sum())
        tally.win[i] += int(won[:, i].sum())
        tally.tie[i] += int(some[:, i].sum())
        tally.quartered[i] += int(quarter[:, i].sum())
        for half, top in credited.items():
            getattr(tally, half)[i] += int(top[:, i].sum())
    tally.deals += len(highs)


def _stderr(tally: _Tally) -> float:
    """The largest standard error of a player's share estimate."""
    d = tally.deals
    if d < 2:
        return float("inf")
    worst = 0.0
    for units, squares in zip(tally.units, tally.squares):
        mean = units / (POT * d)
        variance = max(0.0, squares / (POT * POT * d) - mean * mean)
        worst = max(worst, sqrt(variance / (d - 1)))
    return worst


# --- The public functions -------------------------------------------------------------------

def check_seed(seed: object) -> int:
    """The Monte Carlo seed, or a ValueError that says what a seed is."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 64:
        raise ValueError(_("seed must be a whole number from 0 to 2**64 - 1, not {seed!r}.").format(seed=seed))
    return seed


def equity(game: Game, players: Sequence[str | Iterable[str | Card]], dead: str | Iterable = "",
           *, method: str = "auto", trials: int | None = None, target_stderr: float = 0.005,
           seed: int = 0, rules: Rules | None = None, time_limit: float = TIME_LIMIT) -> Odds:
    """Each player's chances and expected share of the pot, from the cards the learner can see.

    method "auto" enumerates every deal when there are few enough (exact) and samples
    otherwise; "exact" and "monte_carlo" force one. Monte Carlo runs `trials` deals, or, when
    trials is None, until every share's standard error is at most `target_stderr`.

    No answer takes much more than `time_limit` seconds: an exact count expected to take longer
    (its deals over the deals a second of its path, EXACT_RATE) is Monte Carlo under "auto" and
    refused under "exact"; a count still running at the limit switches to Monte Carlo ("auto",
    for at most half the limit more) or is refused ("exact"); Monte Carlo stops at its limit
    with the estimate so far, its standard error and `stopped=True`.
    """
    s = _situation(game, players, dead, rules)
    if method not in ("auto", "exact", "monte_carlo"):
        raise ValueError(_('method must be "auto", "exact" or "monte_carlo", not {method!r}.').format(
            method=method))
    if trials is not None and (isinstance(trials, bool) or not isinstance(trials, int) or trials < 1):
        raise ValueError(_("trials must be a whole number of deals, 1 or more (or None), not {trials!r}.").format(
            trials=trials))
    if trials is not None and trials > _MC_MAX_TRIALS:  # the default path stops there too
        raise ValueError(_("trials is at most {limit} deals, not {trials}: there every share's standard "
                           "error is below 0.001, and trials=None stops as soon as it is small enough.").format(
            limit=format_amount(_MC_MAX_TRIALS), trials=format_amount(trials)))
    if isinstance(target_stderr, bool) or not isinstance(target_stderr, (int, float)) \
            or not 0 < target_stderr < 1:
        raise ValueError(_("target_stderr must be a number between 0 and 1, such as 0.005, "
                           "not {value!r}.").format(value=target_stderr))
    check_seed(seed)
    if isinstance(time_limit, bool) or not isinstance(time_limit, (int, float)) or not 0 < time_limit <= 3600:
        raise ValueError(_("time_limit must be a number of seconds above 0 and at most 3600, such as 3, "
                           "not {value!r}.").format(value=time_limit))
    deadline = time.monotonic() + time_limit
    deals = _count(s)
    numpy_ok = NUMPY_EXACT
    use_numpy = numpy_ok and deals > 200_000
    expected = deals / EXACT_RATE[use_numpy]   # seconds, on this path
    if method == "auto":
        small = deals <= EXACT_LIMIT_PY or (numpy_ok and deals <= EXACT_LIMIT_NUMPY)
        method = "exact" if small and expected <= time_limit else "monte_carlo"
        if method == "exact":
            try:
                return _result(s, _exact(s, use_numpy, deadline), "exact", 0.0)
            except _OutOfTime:   # a slower machine than measured: sample, for half the limit again
                method = "monte_carlo"
                deadline = time.monotonic() + time_limit / 2
    elif method == "exact":
        if deals > EXACT_MAX:
            raise ValueError(_('An exact answer would enumerate {deals} deals, more than {limit}: '
                               'use method="monte_carlo".').format(deals=format_amount(deals),
                                                                    limit=format_amount(EXACT_MAX)))
        if expected > time_limit:
            raise ValueError(_('An exact answer would enumerate {deals} deals, about {seconds} seconds here '
                               '({rate} deals a second {path}), more than the time limit of {limit} '
                               'seconds: use method="monte_carlo".').format(
                deals=format_amount(deals), seconds=format_amount(round(expected)),
                rate=format_amount(EXACT_RATE[use_numpy]),
                path=_("with numpy") if use_numpy else _("in pure Python"), limit=_seconds(time_limit)))
        try:
            return _result(s, _exact(s, use_numpy, deadline), "exact", 0.0)
        except _OutOfTime:
            raise ValueError(_('The exact count of {deals} deals was stopped at the time limit of {limit} '
                               'seconds: use method="monte_carlo".').format(
                deals=format_amount(deals), limit=_seconds(time_limit))) from None
    tally, error, stopped = _monte_carlo(s, trials, target_stderr, seed, numpy_ok, deadline)
    return _result(s, tally, "monte_carlo", error, stopped)


def _seconds(value: float) -> str:
    """3 -> '3', 0.5 -> '0.5' ('0,5' in French)."""
    return localized_number(f"{value:g}")


def outs(game: Game, player: str | Iterable[str | Card], opponents: Sequence = (),
         dead: str | Iterable = "") -> list[Out]:
    """The unseen cards that would put `player` ahead of every opponent's known cards next street.

    Ahead means: the player's cards with that card rank above each opponent's known cards as
    they stand (a dealer's count at the table; opponents' ?? cards are not guessed). In stud/8
    a card counts if it puts the player ahead in either half. Each out carries how many cards
    of its rank are still live: unseen by the learner, not dead, not on any board.
    """
    s = _situation(game, [player, *opponents] if opponents else [player, ""], dead, None)
    mine = list(s.known[0])
    if len(mine) + (s.need[0] > 0) > 7 or s.need[0] == 0:
        raise ValueError(_("The player already has seven cards: there is no next card to come."))
    them = [list(k) for k in s.known[1:]] if opponents else []
    eight = game.ranking is Ranking.HI_LO
    halves = {Ranking.HIGH: (False,), Ranking.LOW: (True,), Ranking.HI_LO: (False, True)}[game.ranking]
    live = {r: 0 for r in range(2, 15)}
    for code in s.pool:
        live[(code >> 2) + 2] += 1
    result = []
    for code in s.pool:
        hand = mine + [code]
        for low in halves:
            score = partial_score(hand, low, eight)
            if score and all(score > partial_score(other, low, eight) for other in them):
                result.append(Out(CARDS[code], live[(code >> 2) + 2]))
                break
    return result
