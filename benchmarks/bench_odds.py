"""How fast studlib.odds answers, side by side with PokerKit 0.7.7 in the same run.

Run from the repository root:  python benchmarks/bench_odds.py

The speed lines of issue 11, each with a PASS or FAIL:

1. exact equity of a 3-way razz hand on 5th street, all 15 cards known, 9 dead cards
   (33,906,600 deals): <= 1 s. PokerKit has no exact mode: its line is the time it would take
   at its measured trial rate to look at as many deals.
2. Monte Carlo to a 0.5% standard error for 3 razz players, two with unknown down cards:
   <= 0.1 s, and >= 1000x PokerKit's trial rate (pokerkit.calculate_equities, same cards).
3. the numpy batch evaluator (studlib.batch) for 7-card high and ace-to-five low:
   >= 10 million hands/s, next to PokerKit's StandardHighHand / RegularLowHand in a loop.
4. without numpy (the browser edition): Monte Carlo to 0.5% <= 0.1 s, and an exact
   enumeration of about a million deals <= 1 s.
5. the odds widget (studlib.widgets.OddsTable): a card click recounted and redrawn <= 100 ms.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # so the script also works without `pip install -e .`

import numpy as np  # noqa: E402
import pokerkit  # noqa: E402

from studlib import RAZZ, shuffled_deck  # noqa: E402
from studlib import batch, odds  # noqa: E402

EXACT_PLAYERS = ["Ah 3d 5c 8h Ks", "2c 4h 6d 9s Qd", "Ac 7h 7d 3s 2h"]
EXACT_DEAD = "Kd Qc Jh Ts 9c 8d 6s 5h 4c"
MC_PLAYERS = ["As 3s 5h 8c 2d", "?? ?? 7h 4c 9d", "?? ?? Kd 3h 6c"]
MILLION_PLAYERS = ["Ah 3d 5c 8h Ks", "2c 4h 6d 9s Qd", "Ac 7h 7d 3s 2h"]
MILLION_DEAD = "Kd Qc Jh Ts 9c 8d 6s 5h 4c 2s 3c 4d 5s 6c 7c 8c 9d Td Jd Qs"


def best_of(runs: int, work) -> tuple[float, object]:
    """The shortest of `runs` timings of work(), and its last result."""
    best, result = float("inf"), None
    for _ in range(runs):
        start = time.perf_counter()
        result = work()
        best = min(best, time.perf_counter() - start)
    return best, result


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def pokerkit_trial_rate(players: list[str], dead: str, samples: int) -> float:
    """PokerKit's Monte Carlo trials per second for a razz situation (unknown cards left out)."""
    holes = [[tuple(pokerkit.Card.parse(" ".join(c for c in p.split() if c != "??")))]
             for p in players]
    gone = set(pokerkit.Card.parse(dead)) if dead else set()
    deck = tuple(c for c in pokerkit.Deck.STANDARD if c not in gone)
    seconds, _ = best_of(2, lambda: pokerkit.calculate_equities(
        holes, (), 7, 0, deck, (pokerkit.RegularLowHand,), sample_count=samples))
    return samples / seconds


def main() -> None:
    print(f"Python {sys.version.split()[0]}, numpy {np.__version__}; best of 3 runs each.\n")
    odds.equity(RAZZ, MC_PLAYERS, trials=10)  # build the evaluation tables before timing
    batch._tables()

    # 1. Exact, 3-way razz on 5th street.
    deals = odds.count_deals(RAZZ, EXACT_PLAYERS, EXACT_DEAD)
    seconds, r = best_of(3, lambda: odds.equity(RAZZ, EXACT_PLAYERS, EXACT_DEAD))
    pk_rate = pokerkit_trial_rate(EXACT_PLAYERS, EXACT_DEAD, 1000)
    print(f"1. exact razz, 3 players on 5th street, 9 dead: {deals:,} deals in {seconds:.3f} s "
          f"({deals / seconds / 1e6:.1f} M deals/s, method {r.method}); "
          f"shares {', '.join(f'{p.share:.4f}' for p in r.players)}")
    print(f"   PokerKit: {pk_rate:,.0f} trials/s, so {deals / pk_rate / 3600:,.1f} hours for as many "
          f"deals ({deals / seconds / pk_rate:,.0f}x slower)")
    print(f"   {verdict(deals == 33_906_600 and r.method == 'exact' and seconds <= 1.0)}: "
          f"exact 33,906,600 deals <= 1 s")

    # 2. Monte Carlo to 0.5%.
    seconds, r = best_of(3, lambda: odds.equity(RAZZ, MC_PLAYERS, method="monte_carlo"))
    rate = r.deals / seconds
    pk_rate = pokerkit_trial_rate(MC_PLAYERS, "", 1000)
    print(f"\n2. Monte Carlo razz, 3 players, 4 unknown down cards: {r.deals:,} trials to a "
          f"{r.stderr:.2%} standard error in {seconds:.3f} s ({rate:,.0f} trials/s)")
    print(f"   PokerKit: {pk_rate:,.0f} trials/s, so {r.deals / pk_rate:.1f} s for as many trials; "
          f"studlib's trial rate is {rate / pk_rate:,.0f}x PokerKit's")
    print(f"   {verdict(seconds <= 0.1 and r.stderr <= 0.005)}: Monte Carlo to 0.5% <= 0.1 s")
    print(f"   {verdict(rate >= 1000 * pk_rate)}: trial rate >= 1000x PokerKit's")

    # 3. Batch evaluator.
    n = 2_000_000
    hands = np.array([[c.code for c in shuffled_deck(seed)[:7]] for seed in range(20_000)],
                     dtype=np.uint8)
    hands = np.tile(hands, (n // len(hands), 1))
    high_s, _ = best_of(3, lambda: batch.high_scores_of(hands))
    low_s, _ = best_of(3, lambda: batch.low_scores(batch.keys_of(hands)))
    pk = [tuple(pokerkit.Card.parse("".join(map(str, shuffled_deck(seed)[:7]))))
          for seed in range(2_000)]
    pk_high, _ = best_of(2, lambda: [pokerkit.StandardHighHand.from_game(h) for h in pk])
    pk_low, _ = best_of(2, lambda: [pokerkit.RegularLowHand.from_game(h) for h in pk])
    print(f"\n3. numpy batch, {n:,} seven-card hands (card codes to scores):")
    for name, secs, pk_secs in (("high", high_s, pk_high), ("ace-to-five low", low_s, pk_low)):
        per_second = n / secs
        pk_per_second = len(pk) / pk_secs
        print(f"   {name:16} {per_second / 1e6:6.1f} M hands/s; PokerKit {pk_per_second:,.0f} "
              f"hands/s ({per_second / pk_per_second:,.0f}x)")
        print(f"   {verdict(per_second >= 10e6)}: batch {name} >= 10 million hands/s")

    # 4. Without numpy.
    s = odds._situation(RAZZ, MILLION_PLAYERS, MILLION_DEAD, None)
    million = odds._count(s)
    seconds, _ = best_of(3, lambda: odds._exact(s, use_numpy=False))
    print(f"\n4. pure Python exact (numpy not used): {million:,} deals in {seconds:.3f} s "
          f"({million / seconds:,.0f} deals/s)")
    print(f"   {verdict(million >= 900_000 and seconds <= 1.0)}: about a million deals exact <= 1 s "
          "without numpy")
    s = odds._situation(RAZZ, MC_PLAYERS, "", None)
    seconds, (tally, error, _stopped) = best_of(3, lambda: odds._monte_carlo(s, None, 0.005, 0, False))
    print(f"   pure Python Monte Carlo: {tally.deals:,} trials to a {error:.2%} standard error in "
          f"{seconds:.3f} s ({tally.deals / seconds:,.0f} trials/s, {tally.deals / seconds / pk_rate:,.0f}x "
          "PokerKit)")
    print(f"   {verdict(seconds <= 0.1 and error <= 0.005)}: Monte Carlo to 0.5% <= 0.1 s without numpy")
    # 5. The widget.
    from studlib import STUD8
    from studlib.widgets import OddsTable
    cases = [
        ("razz, 3 players, unknown down cards", RAZZ, ["As 2d 3c", "?? ?? 7h", "?? ?? Kd"], "8s"),
        ("stud/8, 6th street, 3 players", STUD8,
         ["As 2d 4h 7c Kd", "Ac 2h 4s 7d Jc Th", "Qh Qd Qc 9s 9c 5d"], "Qs"),
        ("razz, 6th street, estimate then exact", RAZZ, ["As 3d 6c 7h Kc", "?? ?? 8s 5d 4c 9h"],
         "2s"),
    ]
    print("\n5. OddsTable: a card click (recount and redraw), the slower of adding the card and "
          "taking it back, best of 3:")
    for name, game, players, card in cases:
        table = OddsTable(game, players)
        table.click_card(card, 0)   # once untimed: the first click also warms the tables
        table.click_card(card, 0)
        adds, removes = [], []
        for _ in range(3):
            start = time.perf_counter()
            table.click_card(card, 0)
            adds.append(time.perf_counter() - start)
            method = table.result.method
            start = time.perf_counter()
            table.click_card(card, 0)
            removes.append(time.perf_counter() - start)
        slower = max(min(adds), min(removes))
        print(f"   {name}: {min(adds) * 1000:.0f} ms with {card} ({method}), "
              f"{min(removes) * 1000:.0f} ms without ({table.result.method})")
        print(f"   {verdict(slower <= 0.1)}: a click answered <= 100 ms")

if __name__ == "__main__":
    main()
