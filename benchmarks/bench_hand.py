"""Hands per second: studlib's Hand against PokerKit 0.7.7 on the same seeded decks.

Each hand is 6-handed Seven Card Stud with every player calling: the bring-in posts, then
everyone checks when free, else calls, so every hand deals all seven streets and ends in a
6-way showdown. Deck k is studlib.cards.shuffled_deck(k) for both engines.

studlib plays the same deals three ways, each timed and compared with PokerKit on its own:
- auto_play: `hand.auto_play()`, studlib's own loop, which does the checks and calls itself
  (the quickest way through a hand, but not what a bot deciding each turn can use);
- passive_action + act: the public API, one decision at a time:
  `while not hand.is_over: hand.act(hand.passive_action().kind)`;
- legal_actions + act: the public API as a bot that looks at its options plays:
  `while not hand.is_over:` take the first bring-in, check or call in `hand.legal_actions()`,
  then `hand.act(action.kind)`.
PokerKit's side is always its public per-action API (post_bring_in, check_or_call, dealing).

    python benchmarks/bench_hand.py                 # about 15 s
    python benchmarks/bench_hand.py --studlib 40000 --pokerkit 1200

Each engine's deals are timed in slices of about a fifth of a second (2,000 hands for
studlib, 20 for PokerKit by default) and each engine's rate is its quickest slice: the one
least disturbed by whatever else the machine is doing. Both sides are measured the same way.

Target: studlib at least TARGET_RATIO (30) times as many hands per second as PokerKit, issue 21's
speed line; a PASS or FAIL line is printed for each of the three ways.
"""

from __future__ import annotations

import argparse
import sys
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studlib import STUD, ActionKind, Hand, Rules, Structure  # noqa: E402
from studlib.cards import CARDS, shuffled_deck  # noqa: E402

SEATS = 6
STACK = 100_000  # deep enough that nobody is ever all-in
STRUCTURE = Structure()  # $2/$4, ante 40, bring-in 50 (cents)
# The speed line (issue 21): a readable Hand, calling the Game's rules, stays at least 30x
# PokerKit through the public API on a full 6-handed hand.
TARGET_RATIO = 30


PASSIVE = (ActionKind.BRING_IN, ActionKind.CHECK, ActionKind.CALL)


def _timed(seeds: range, play) -> tuple[float, list[list[int]]]:
    """Seconds for studlib to deal and `play` out each deal, and the payoffs."""
    rules = Rules.online()
    payoffs = []
    start = time.perf_counter()
    for seed in seeds:
        hand = Hand(STUD, [STACK] * SEATS, structure=STRUCTURE, rules=rules, seed=seed)
        play(hand)
        payoffs.append(hand.payoffs)
    return time.perf_counter() - start, payoffs


def _passive_act(hand: Hand) -> None:
    """One public act() a decision: the action passive_action() names."""
    while not hand.is_over:
        hand.act(hand.passive_action().kind)


def _legal_act(hand: Hand) -> None:
    """One decision at a time from legal_actions(): the first bring-in, check or call."""
    while not hand.is_over:
        for action in hand.legal_actions():
            if action.kind in PASSIVE:
                break
        hand.act(action.kind)


def studlib_hands(seeds: range) -> tuple[float, list[list[int]]]:
    """Seconds for studlib to play these deals passively with auto_play(), and the payoffs."""
    return _timed(seeds, Hand.auto_play)


def studlib_passive_act(seeds: range) -> tuple[float, list[list[int]]]:
    """The same through the public API: act(passive_action().kind) at each decision."""
    return _timed(seeds, _passive_act)


def studlib_legal_act(seeds: range) -> tuple[float, list[list[int]]]:
    """The same through the public API: legal_actions(), then act(kind) at each decision."""
    return _timed(seeds, _legal_act)


# Each way studlib plays the deals: its name in the report, the function, what it measures.
STUDLIB_WAYS = (
    ("auto_play", studlib_hands, "hand.auto_play(), studlib's internal check/call loop"),
    ("passive_action + act", studlib_passive_act, "public API: act(passive_action().kind) per decision"),
    ("legal_actions + act", studlib_legal_act, "public API: legal_actions(), then act(kind) per decision"),
)


def pokerkit_hands(seeds: range) -> tuple[float, list[list[int]]]:
    """Seconds for PokerKit to play the same deals passively (cards fed in dealing order)."""
    import pokerkit
    from pokerkit import Automation, FixedLimitSevenCardStud, Mode

    to_pk = {c: next(iter(pokerkit.Card.parse(str(c)))) for c in CARDS}
    decks = [[to_pk[c] for c in shuffled_deck(seed)] for seed in seeds]
    automations = (
        Automation.ANTE_POSTING,
        Automation.BET_COLLECTION,
        Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING,
        Automation.CHIPS_PULLING,
    )
    payoffs = []
    start = time.perf_counter()
    for deck in decks:
        cards = iter(deck)
        state = FixedLimitSevenCardStud.create_state(
            automations, True, STRUCTURE.ante, STRUCTURE.bring_in, STRUCTURE.small_bet,
            STRUCTURE.big_bet, [STACK] * SEATS, SEATS, mode=Mode.TOURNAMENT)
        while state.status:
            if state.actor_index is not None:
                if state.can_post_bring_in():
                    state.post_bring_in()
                else:
                    state.check_or_call()
            elif state.can_burn_card():
                state.burn_card(next(cards))
            else:
                state.deal_hole(next(cards))
        payoffs.append(list(state.payoffs))
    return time.perf_counter() - start, payoffs


def pokerkit_own_deck(count: int) -> float:
    """Seconds for PokerKit dealing its own random cards (every automation on), for reference."""
    from pokerkit import Automation, FixedLimitSevenCardStud, Mode

    automations = tuple(a for a in Automation if a is not Automation.RUNOUT_COUNT_SELECTION)
    start = time.perf_counter()
    for _ in range(count):
        state = FixedLimitSevenCardStud.create_state(
            automations, True, STRUCTURE.ante, STRUCTURE.bring_in, STRUCTURE.small_bet,
            STRUCTURE.big_bet, [STACK] * SEATS, SEATS, mode=Mode.TOURNAMENT)
        while state.status:
            if state.can_post_bring_in():
                state.post_bring_in()
            else:
                state.check_or_call()
    return time.perf_counter() - start


def in_slices(play, count: int, size: int) -> tuple[float, float, list[list[int]]]:
    """Play deals 0..count-1 in slices of `size`: total seconds, hands per second in the
    quickest slice, and every payoff in deal order."""
    total, best, payoffs = 0.0, 0.0, []
    for start in range(0, count, size):
        seeds = range(start, min(start + size, count))
        seconds, chunk = play(seeds)
        total += seconds
        best = max(best, len(seeds) / seconds)
        payoffs += chunk
    return total, best, payoffs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--studlib", type=int, default=20_000, help="hands for studlib")
    parser.add_argument("--pokerkit", type=int, default=600, help="hands for PokerKit")
    parser.add_argument("--studlib-slice", type=int, default=2_000, help="studlib hands per timed slice")
    parser.add_argument("--pokerkit-slice", type=int, default=20, help="PokerKit hands per timed slice")
    args = parser.parse_args()

    # Warm up both engines first: each builds lookup tables on first use, once per process.
    studlib_hands(range(10**6, 10**6 + 50))
    ours = {}
    for name, play, _ in STUDLIB_WAYS:
        play(range(10**6, 10**6 + 50))
        seconds, rate, payoffs = in_slices(play, args.studlib, args.studlib_slice)
        ours[name] = seconds, rate, payoffs
        print(f"studlib {name:21s}: {args.studlib:6d} hands in {seconds:6.2f} s; quickest slice "
              f"{rate:9.0f} hands/s ({1e6 / rate:6.1f} us a hand)")
    try:
        import pokerkit  # noqa: F401
    except ImportError:
        print("PokerKit is not installed: pip install 'pokerkit>=0.7.7' to compare.")
        return
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        pokerkit_hands(range(10**6, 10**6 + 10))
        pk_s, pk_rate, theirs = in_slices(pokerkit_hands, args.pokerkit, args.pokerkit_slice)
        own_count = max(1, args.pokerkit // 4)
        own_s = pokerkit_own_deck(own_count)
    print(f"PokerKit: {args.pokerkit:6d} hands in {pk_s:6.2f} s; quickest slice {pk_rate:9.0f} "
          f"hands/s ({1e6 / pk_rate:.0f} us a hand; same decks, cards fed one by one; "
          f"{args.pokerkit / pk_s:.0f} hands/s overall)")
    print(f"PokerKit: {own_count:6d} hands in {own_s:6.2f} s = {own_count / own_s:9.0f} hands/s "
          "(its own shuffle, every automation on; for reference)")
    for name, _, what in STUDLIB_WAYS:
        seconds, rate, payoffs = ours[name]
        same = sum(a == b for a, b in zip(payoffs, theirs))
        ratio = rate / pk_rate
        overall = (args.studlib / seconds) / (args.pokerkit / pk_s)
        verdict = "PASS" if ratio >= TARGET_RATIO else "FAIL"
        print(f"{verdict}: {name} ({what}) is {ratio:.0f}x PokerKit (quickest slices; "
              f"{overall:.0f}x overall), target {TARGET_RATIO}x; payoffs agree on {same} of "
              f"{len(theirs)} common deals")


if __name__ == "__main__":
    main()
