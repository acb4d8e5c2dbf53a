"""Reading a PHH file: time grows with the file's size, not with size x actions (issue 20).

studlib names the line of every action in its error messages. It used to count the newlines
from the top of the file for each action (`text.count("\\n", 0, found)`), which made 0.75 MB
take 9 s; phh._action_lines now counts them once, from one action to the next. This script
times phh._action_lines side by side with that quadratic reference, in one run, on files of
a quarter, a half and all of the limits (phh.MAX_TEXT characters, phh.MAX_ACTIONS actions):

- growth: time(full file) / time(quarter file); linear gives about 4, quadratic about 16;
- reference / studlib on the full file.

    python benchmarks/bench_phh.py

Target: studlib's growth at most 8 (linear, with room for noise), and a PASS or FAIL line.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from studlib import phh  # noqa: E402

TARGET_GROWTH = 8


def quadratic_lines(text: str, actions: list[str], start: int) -> list[int]:
    """The reference: phh._action_lines as it was before issue 20."""
    offsets = [0]
    for line in text.splitlines(keepends=True):
        offsets.append(offsets[-1] + len(line))
    pos = offsets[start - 1] if start - 1 < len(offsets) else 0
    out = []
    for action in actions:
        found = text.find(action, pos)
        if found < 0:
            out.append(out[-1] if out else start)
            continue
        out.append(text.count("\n", 0, found) + 1)
        pos = found + len(action)
    return out


def sample(fraction: float) -> tuple[str, list[str]]:
    """A file of `fraction` of both limits: commentary lines, then the actions, one a line."""
    n = int(phh.MAX_ACTIONS * fraction)
    actions = [f"p1 cc # {i}" for i in range(n)]
    listing = "actions = [\n" + "".join(f'  "{a}",\n' for a in actions) + "]\n"
    comment = "# " + "x" * 400 + "\n"
    padding = comment * max(0, (int(phh.MAX_TEXT * fraction) - len(listing)) // len(comment))
    return padding + listing, actions


def best_of(runs: int, fn, *args) -> float:
    """The quickest of `runs` timings: the one least disturbed by the rest of the machine."""
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        fn(*args)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> int:
    times = {}
    for fraction in (0.25, 0.5, 1.0):
        text, actions = sample(fraction)
        start = text.count("\n", 0, text.index("actions = [")) + 1
        assert phh._action_lines(text, actions, start) == quadratic_lines(text, actions, start)
        times[fraction] = (best_of(5, phh._action_lines, text, actions, start),
                           best_of(1, quadratic_lines, text, actions, start))  # seconds each at the top
        print(f"{len(text):>9,} characters, {len(actions):>5} actions: studlib {times[fraction][0] * 1e3:8.2f} ms, "
              f"reference {times[fraction][1] * 1e3:8.2f} ms")
    growth = times[1.0][0] / times[0.25][0]
    ref_growth = times[1.0][1] / times[0.25][1]
    print(f"growth from a quarter to the whole file: studlib x{growth:.1f}, reference x{ref_growth:.1f}")
    print(f"reference / studlib on the whole file: x{times[1.0][1] / times[1.0][0]:.0f}")
    ok = growth <= TARGET_GROWTH
    print(f"{'PASS' if ok else 'FAIL'}: studlib's growth x{growth:.1f} (target at most x{TARGET_GROWTH})")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
