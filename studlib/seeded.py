"""Seeded deals played to a situation: the randomness every drill draws from, and the hands it asks about.

Randomness comes only from random.Random(seed).random(), the stream Python promises to keep, so
the same deal number gives the same question on every machine (studlib.drills, studlib.dealer).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .actions import ActionKind
from .games import Game, game_named
from .hand import Hand
from .i18n import _
from .rules import Rules, Structure, default_stack

__all__ = ["DOLLARS", "pick", "choice", "shuffle", "check_game", "random_action", "deal", "play_to"]

# A dollar table with $1 chips: odd pots split to the dollar, as a dealer splits them.
DOLLARS = Structure(ante=1, bring_in=2, small_bet=4, big_bet=8, currency="$", decimals=0)


def pick(rng: random.Random, n: int) -> int:
    """A whole number 0..n-1 from Random.random() (stable across Python versions)."""
    return int(rng.random() * n)


def choice(rng: random.Random, items: Sequence):
    """One of the items, drawn by pick."""
    return items[pick(rng, len(items))]


def shuffle(rng: random.Random, items: Sequence) -> list:
    """The items in a seeded order (Fisher-Yates on pick)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j = pick(rng, i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def check_game(kind: str, game: Game | str | None, allowed: tuple[Game, ...]) -> Game | None:
    """`game` (a Game or its name) if a drill of this kind allows it; None for None; else a clear error."""
    if game is None:
        return None
    if isinstance(game, str):
        try:
            game = game_named(game)
        except ValueError:
            pass   # said below, with the games this drill is about
    if game not in allowed:
        names = ", ".join(g.name for g in allowed)
        given = game.name if isinstance(game, Game) else game
        raise ValueError(_("A {kind!r} drill is about {games}, not {game!r}.").format(
            kind=kind, games=names, game=given))
    return game


def random_action(hand: Hand, rng: random.Random, fold: float = 0.08, aggression: float = 0.25) -> None:
    """One seeded, legal, mostly passive decision; nobody folds below two players."""
    opts = hand.legal_actions()
    r = rng.random()
    # Nobody in a drill deal folds when checking is free (GEN-13.1 allows it; nobody does it).
    folds = [a for a in opts if a.kind is ActionKind.FOLD and not hand.check_is_free]
    raises = [a for a in opts if a.kind in (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)]
    if folds and r < fold and len(hand.in_hand) > 2 and hand.to_act != hand.bring_in_seat:
        action = folds[0]
    elif raises and r < fold + aggression:
        action = choice(rng, raises)
    else:
        action = hand.passive_action()
    hand.act(action.kind, action.amount)


def deal(rng: random.Random, game: Game, rules: Rules, players: int | None = None,
         structure: Structure | None = None, deck=None) -> Hand:
    """A hand of 2-8 players (or `players`), everyone at the default stack (nobody goes all in by
    accident: one pot), on a seeded deal number."""
    n = players or 2 + pick(rng, 7)
    structure = structure or Structure()
    stacks = [default_stack(structure)] * n
    number = pick(rng, 1_000_000)
    return Hand(game, stacks, structure=structure, rules=rules, seed=number, deck=deck)


def play_to(hand: Hand, rng: random.Random, street: int, **weights) -> None:
    """Seeded decisions until `street` is dealt or nobody is to act."""
    while hand.to_act is not None and hand.street < street:
        random_action(hand, rng, **weights)
