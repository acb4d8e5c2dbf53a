"""How long `import studlib.hands` takes in a fresh interpreter, against a bare one (issue 32).

tests/test_hands.py checks what the import means (it builds and reads no score table); the time
lives here, as a ratio against a reference measured in the same run, so a loaded machine slows
both sides alike:

- reference: a fresh interpreter that imports nothing (`python -c pass`), the start-up every
  kernel pays;
- studlib: a fresh interpreter that runs `import studlib.hands` (which imports studlib).

Each is run RUNS times and its quickest run kept (the one least disturbed by other work).

    python benchmarks/bench_import.py

Target: studlib's import at most TARGET_RATIO (6) times the bare start-up (2.3 to 3.6 when this
was written, on a loaded 2-core machine), and a PASS or FAIL line.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUNS = 7
TARGET_RATIO = 6


def quickest(code: str, runs: int = RUNS) -> float:
    """The shortest wall time of `runs` fresh interpreters running `code`, in seconds."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, env=env)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    bare = quickest("pass")
    hands = quickest("import studlib.hands")
    ratio = hands / bare
    print(f"Python {sys.version.split()[0]}; quickest of {RUNS} fresh interpreters each.")
    print(f"bare interpreter: {bare * 1000:.0f} ms; import studlib.hands: {hands * 1000:.0f} ms "
          f"({ratio:.1f}x the bare start-up)")
    print(f"{'PASS' if ratio <= TARGET_RATIO else 'FAIL'}: import studlib.hands <= {TARGET_RATIO}x a bare "
          "interpreter's start-up")


if __name__ == "__main__":
    main()
