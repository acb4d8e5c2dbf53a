"""Differential tests: random complete hands played on studlib and on PokerKit 0.7.7 agree.

Each hand is drawn from one number (its seed): the player count, the structure, the stacks,
the deck (studlib.cards.shuffled_deck(seed)) and every decision. studlib chooses the random
legal actions; PokerKit (tests/pokerkit_bridge.py) is dealt the same cards and takes the
same actions. At every decision both must agree on whose turn it is (GEN-3.5, GEN-5.1,
GEN-5.4), on the stacks, on the call amount (GEN-2.2), on whether a bring-in, completion,
bet or raise is possible and its size (GEN-3.3, GEN-3.4, GEN-4.1, GEN-7.1); at the start on
the bring-in seat (GEN-3.2, STUD-3.1, HILO-3.1, RAZZ-3.1); at the end on every payoff
(GEN-10.1 to GEN-10.4, STUD-9.1, HILO-10.1 to HILO-10.3, RAZZ-10.1).

Kept out of PokerKit's known differences (rule catalogue, last section): the open-pair
double bet is off (T-2, STUD-6.1), nobody folds when a check is free, the bring-in player
always has the full bring-in (GEN-12.2), at most 6 players so the deck never runs out
(GEN-11.1), and a Stud/8 showdown where one pot has a low and another none (PokerKit
halves both, HILO-10.1) is skipped and counted. Ties split by position, like T-5's default.
Two more differences found while writing this file, also kept out:
- all-in completions, bets and raises for less than the full size are never chosen:
  PokerKit applies no-limit rules to them (a half bet or more does not reopen the betting,
  and the next raise is a full bet over a short all-in), where GEN-12.1 follows RRP;
- the betting rules revised from RRP (session 4) that PokerKit 0.7.7 does not play, kept out
  by the same choice and pinned by test_pokerkit_differs_on_the_revised_betting_rules: after
  an all-in bet of less than half a bet studlib offers a completion to the full bet (GEN-12.3
  (a)) where PokerKit raises one full bet above the all-in; several short all-ins that
  together reopen the betting (GEN-12.1) never come up; T-7's cardroom cap with an all-in
  player is not compared (the oracle plays online rules; PokerKit caps even heads-up);
- every hand is shown and none is killed at the showdown (tests/pokerkit_bridge.py):
  PokerKit rebuilds the pots from the hands left and merges side pots with the same
  remaining contestants, which moves odd chips that GEN-10.4 gives pot by pot.

A failure prints each hand's seed and action list; replay one with
    python tests/test_pokerkit_oracle.py GAME SEED
"""

from __future__ import annotations

import dataclasses
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
pytest.importorskip("pokerkit")

from pokerkit_bridge import BridgeError, PokerKitMirror  # noqa: E402

from studlib import RAZZ, STUD, STUD8, Hand, Rules, Structure  # noqa: E402
from studlib.cards import shuffled_deck  # noqa: E402

# Hands per game per test run: 1200 hands in all take about 10 s on a busy machine (PokerKit is
# the slow half), so that make test stays within its 4 minutes. (bench_hand also checks that
# 600 passively played deals pay the same in both engines.)
HANDS_PER_GAME = 400

GAMES = {"stud": STUD, "stud8": STUD8, "razz": RAZZ}

# Online rules without the open-pair double bet, which PokerKit never offers (T-2).
ORACLE_RULES = dataclasses.replace(Rules.online(), double_bet_on_open_pair=False)

STRUCTURES = (
    Structure(),                                                 # $2/$4, ante 40, bring-in 50
    Structure(ante=5, bring_in=15, small_bet=50, big_bet=100),   # odd antes: odd chips
    Structure(ante=0, bring_in=100, small_bet=200, big_bet=400),  # no ante
    Structure(ante=50, bring_in=50, small_bet=200, big_bet=400),  # ante = bring-in (WSOP)
    Structure(ante=1, bring_in=3, small_bet=10, big_bet=20),     # tiny chips, odd everywhere
)

SEED_BASE = {"stud": 1_000_000, "stud8": 2_000_000, "razz": 3_000_000}


@dataclass
class Setup:
    """Everything a hand is dealt with, drawn from its seed."""

    game_code: str
    seed: int
    stacks: list[int]
    structure: Structure
    aggression: float
    fold_weight: float


@dataclass
class Outcome:
    """What happened: 'agree', 'skip' (a known PokerKit difference) or 'disagree'."""

    setup: Setup
    status: str = "agree"
    actions: list[tuple[str, int]] = field(default_factory=list)
    message: str = ""
    showdown: bool = False
    side_pots: bool = False

    def reproduction(self) -> str:
        s = self.setup
        return (f"{s.game_code} seed={s.seed}: {self.message}\n"
                f"  Hand({s.game_code.upper()}, {s.stacks}, {s.structure!r}, "
                f"rules=replace(Rules.online(), double_bet_on_open_pair=False), "
                f"deck=shuffled_deck({s.seed}))\n"
                f"  actions={self.actions}\n"
                f"  replay: python tests/test_pokerkit_oracle.py {s.game_code} {s.seed}")


def draw_setup(game_code: str, seed: int) -> Setup:
    """Player count, structure, stacks and playing style for hand `seed`."""
    rng = random.Random(seed)
    structure = rng.choice(STRUCTURES)
    n = rng.randint(2, 6)
    deck = shuffled_deck(seed)
    door_cards = {seat: deck[2 * n + seat] for seat in range(n)}
    bring_in_seat = GAMES[game_code].bring_in_seat(door_cards)
    small = structure.small_bet
    entry = structure.ante + structure.bring_in
    stacks = []
    for seat in range(n):
        r = rng.random()
        if r < 0.45:
            stack = rng.randint(20 * small, 45 * small)    # deep: plays every street capped
        elif r < 0.85:
            stack = rng.randint(entry, 8 * small)          # short: all-ins and side pots
        else:
            stack = rng.randint(1, entry + small // 2)     # all-in on the ante or 3rd street
        if seat == bring_in_seat:
            # A short bring-in is a known PokerKit difference (GEN-12.2): keep it whole.
            stack = max(stack, entry)
        stacks.append(stack)
    return Setup(game_code, seed, stacks, structure,
                 aggression=rng.choice((0.15, 0.4, 1.0, 2.5)),
                 fold_weight=rng.choice((0.05, 0.3, 1.0)))


def short_wager(hand: Hand, action) -> bool:
    """An all-in completion, bet or raise for less than the full size (GEN-12.1)."""
    if action.kind.value not in ("complete", "bet", "raise") or not action.all_in:
        return False
    st = hand.structure
    if action.kind.value == "complete":
        return action.amount < st.small_bet
    level = max(hand.bet_this_street(s) for s in range(hand.n_seats))
    size = st.small_bet if hand.street <= 4 else st.big_bet
    return action.amount - level < size


def pick(rng: random.Random, hand: Hand, setup: Setup):
    """A random legal action for studlib and PokerKit alike.

    Never a fold when a check is free, and never an all-in completion, bet or raise for less
    than the full size: PokerKit follows no-limit rules there (it does not reopen the betting
    for a half bet or more, and makes the next player raise by a full bet over a short all-in
    where GEN-12.1 lets them complete), a known difference.
    """
    legal = hand.legal_actions()
    kinds = {a.kind.value for a in legal}
    choices, weights = [], []
    for action in legal:
        kind = action.kind.value
        if kind == "fold":
            if "check" in kinds:
                continue
            weight = setup.fold_weight
        elif kind in ("complete", "bet", "raise"):
            if short_wager(hand, action):
                continue
            weight = setup.aggression
        else:
            weight = 1.0
        choices.append(action)
        weights.append(weight)
    return rng.choices(choices, weights)[0]


def low_missing_from_a_pot(hand: Hand) -> bool:
    """A Stud/8 showdown where one pot has a qualifying low and another has none.

    PokerKit halves every pot once anyone at the showdown has a low, and gives the low half
    of a pot without one to all its contestants (or burns it); HILO-10.1 judges each pot on
    its own contestants, so the high hand scoops that pot. A known difference: skipped.
    """
    awards = hand.awards
    return (any(a.half == "low" for a in awards)
            and any(getattr(a, "scooped_no_low", False) for a in awards))


def compare_decision(hand: Hand, mirror: PokerKitMirror) -> str:
    """'' if both engines offer the same decision to the same seat, else what differs."""
    if hand.to_act != mirror.to_act:
        return f"to act: studlib seat {hand.to_act}, PokerKit seat {mirror.to_act}"
    if hand.to_act is None:
        return ""
    if list(hand.stacks) != mirror.stacks:
        return f"stacks: studlib {list(hand.stacks)}, PokerKit {mirror.stacks}"
    legal = hand.legal_actions()
    kinds = {a.kind.value: a for a in legal}
    bring_in = kinds.get("bring_in")
    if bring_in is not None and bring_in.all_in and "complete" not in kinds:
        # A bring-in that takes every chip: PokerKit also calls it a completion for less.
        if not mirror.can_bring_in() or mirror.raise_to() not in (None, bring_in.amount):
            return f"all-in bring-in of {bring_in.amount}: PokerKit disagrees"
        return ""
    if ("bring_in" in kinds) != mirror.can_bring_in():
        return (f"bring-in due: studlib {'bring_in' in kinds}, PokerKit {mirror.can_bring_in()}"
                f" (legal {[str(a) for a in legal]})")
    raises = [a for a in legal if a.kind.value in ("complete", "bet", "raise")]
    if bool(raises) != mirror.can_raise():
        return (f"seat {hand.to_act} may raise: studlib {[(a.kind.value, a.amount) for a in raises]}, "
                f"PokerKit {'to ' + str(mirror.raise_to()) if mirror.can_raise() else 'no: ' + mirror.why_no_raise()}")
    if raises and [a.amount for a in raises] != [mirror.raise_to()]:
        return (f"seat {hand.to_act} raise size: studlib {[a.amount for a in raises]}, "
                f"PokerKit {mirror.raise_to()}")
    if "bring_in" not in kinds:
        ours = kinds["call"].adds if "call" in kinds else (0 if "check" in kinds else None)
        if ours != mirror.call_amount():
            return (f"seat {hand.to_act} call: studlib {ours} (legal {sorted(kinds)}), "
                    f"PokerKit {mirror.call_amount()}")
    return ""


def play_one(game_code: str, seed: int, actions: list[tuple[str, int]] | None = None) -> Outcome:
    """Play hand `seed` on both engines (random actions, or the given ones) and compare."""
    setup = draw_setup(game_code, seed)
    outcome = Outcome(setup)
    deck = shuffled_deck(seed)
    rng = random.Random(seed ^ 0x5EED)
    hand = Hand(GAMES[game_code], setup.stacks, structure=setup.structure,
                rules=ORACLE_RULES, deck=deck)
    try:
        mirror = PokerKitMirror(game_code, setup.stacks, setup.structure, deck)
    except BridgeError as exc:
        outcome.status, outcome.message = "disagree", str(exc)
        return outcome
    if hand.bring_in_seat != mirror.bring_in_seat:
        outcome.status = "disagree"
        outcome.message = (f"bring-in seat: studlib {hand.bring_in_seat}, "
                           f"PokerKit {mirror.bring_in_seat}")
        return outcome
    script = iter(actions) if actions is not None else None
    for _ in range(400):
        problem = compare_decision(hand, mirror)
        if problem:
            outcome.status, outcome.message = "disagree", problem
            return outcome
        if hand.is_over or hand.to_act is None:
            break
        if script is not None:
            kind, amount = next(script)
        else:
            chosen = pick(rng, hand, setup)
            kind, amount = chosen.kind.value, chosen.amount
        outcome.actions.append((kind, amount))
        try:
            hand.act(kind, amount)
        except ValueError as exc:
            outcome.status = "disagree"
            outcome.message = f"studlib refused its own legal action {kind} {amount}: {exc}"
            return outcome
        try:
            mirror.act(kind, amount)
        except BridgeError as exc:
            outcome.status, outcome.message = "disagree", str(exc)
            return outcome
    if not (hand.is_over and mirror.is_over):
        outcome.status = "disagree"
        outcome.message = f"hand over: studlib {hand.is_over}, PokerKit {mirror.is_over}"
        return outcome
    outcome.showdown = bool(hand.showdown_order)
    outcome.side_pots = len({a.pot_index for a in hand.awards}) > 1
    if mirror.burned_chips or low_missing_from_a_pot(hand):
        outcome.status = "skip"
        outcome.message = ("Stud/8 pot with no eligible low while another pot has one: PokerKit "
                           "halves it anyway (HILO-10.1)")
        return outcome
    if list(hand.payoffs) != mirror.payoffs:
        outcome.status = "disagree"
        outcome.message = f"payoffs: studlib {list(hand.payoffs)}, PokerKit {mirror.payoffs}"
    return outcome


@pytest.mark.parametrize("game_code", list(GAMES))
def test_random_hands_agree_with_pokerkit(game_code: str) -> None:
    """GEN-3.2 GEN-3.5 GEN-4.1 GEN-5.1 GEN-5.4 GEN-7.1 GEN-10.4 HILO-10.1 RAZZ-10.1 STUD-9.1:
    turn order, bring-in, bet sizes, stacks and payoffs match PokerKit on random hands."""
    outcomes = [play_one(game_code, SEED_BASE[game_code] + i) for i in range(HANDS_PER_GAME)]
    bad = [o for o in outcomes if o.status == "disagree"]
    skipped = sum(o.status == "skip" for o in outcomes)
    showdowns = sum(o.showdown for o in outcomes if o.status == "agree")
    side = sum(o.side_pots for o in outcomes if o.status == "agree")
    print(f"\n{game_code}: {len(outcomes)} hands, {len(bad)} disagreements, {skipped} skipped "
          f"(Stud/8 pot without a low, HILO-10.1), {showdowns} showdowns, {side} with side pots won")
    for o in bad[:5]:
        print(o.reproduction())
    assert not bad, f"{len(bad)} of {len(outcomes)} {game_code} hands disagree with PokerKit; " \
                    f"first: {bad[0].reproduction()}"
    # The sample must reach the places where rules differ, or the test proves little.
    assert showdowns > HANDS_PER_GAME // 10
    assert side > 0
    assert skipped < HANDS_PER_GAME // 5


def test_pokerkit_mirror_deals_in_live_order_GEN_1_1() -> None:
    """GEN-1.1: PokerKit fed through the mirror holds the same down and up cards as studlib."""
    deck = shuffled_deck(7)
    hand = Hand(STUD, [1000] * 4, deck=deck, rules=ORACLE_RULES)
    mirror = PokerKitMirror("stud", [1000] * 4, Structure(), deck)
    for seat in range(4):
        assert [str(c) for c in hand.down_cards(seat)] == \
            [repr(c) for c in mirror.state.get_down_cards(seat)]
        assert [str(c) for c in hand.up_cards(seat)] == \
            [repr(c) for c in mirror.state.get_up_cards(seat)]


def test_pokerkit_differs_on_the_revised_betting_rules_GEN_12_3() -> None:
    """GEN-12.3 (a), a known difference: on 4th street seat 0 bets its last $0.50, less than half
    the $2 bet. studlib lets seat 1 call or complete to $2; PokerKit 0.7.7 raises to $2.50, one
    full bet above the all-in. At $1.50 (half a bet or more, GEN-12.3 (b)) both raise to $3.50."""
    from studlib.cards import stacked_deck
    deck = stacked_deck("2s Kc Qc  3s Ks Qd  As 7d 2c  4d Kh 6c 3h")
    for stack, ours, theirs in ((140, ("complete", 200), 250), (240, ("raise", 350), 350)):
        hand = Hand(STUD, [stack, 10_000, 10_000], deck=deck, rules=ORACLE_RULES)
        mirror = PokerKitMirror("stud", [stack, 10_000, 10_000], Structure(), deck)
        for kind, amount in (("bring_in", 50), ("call", 50), ("call", 50), ("bet", stack - 90)):
            hand.act(kind)
            mirror.act(kind, amount)
        assert hand.all_in(0) and mirror.call_amount() == stack - 90
        assert [(a.kind.value, a.amount) for a in hand.legal_actions()][-1] == ours
        assert mirror.raise_to() == theirs


if __name__ == "__main__":
    code, number = sys.argv[1], int(sys.argv[2])
    result = play_one(code, number)
    print(result.status, result.reproduction())
