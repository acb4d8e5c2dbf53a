"""How long the widgets' click handlers take in Python (the issue's budget: under 50 ms a click).

Run from the repository root:  python benchmarks/bench_widgets.py  [--repeats N] [--kernel]

Each click goes through the widget the way the browser's message does: button.click() runs
the on_click handlers, assigning .value fires the observers. The time covers the handler, the
engine work and the new HTML, not the browser's drawing. Without --kernel the widgets have no
frontend (ipywidgets then skips the socket send, but still serialises every state change);
with --kernel the same measurements run inside a real ipykernel started by nbclient, where
every change also goes out as a comm message.

The script runs in a fresh interpreter, so the "first" column is the cold click (the first
time a code path runs in a new kernel), then the median and the worst of the repeats.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # so the script also works without `pip install -e .`

BUDGET_MS = 50.0


def timed(action: Callable[[], object]) -> float:
    """Milliseconds one call takes."""
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def measure(repeats: int = 30) -> dict[str, list[float]]:
    """Times (ms) of every click handler, `repeats` times each, on deals 1, 2, 3, ..."""
    from studlib.widgets import LowLadderDrill, MiniDeal, MultipleChoice, RulesPicker, SeatQuiz
    from studlib.hands import low_hand
    from studlib.sessions import SEED_003_LADDER

    t: dict[str, list[float]] = {}

    def add(name: str, ms: float) -> None:
        t.setdefault(name, []).append(ms)

    for r in range(repeats):
        add("MiniDeal() created (not a click)", timed(lambda: MiniDeal(seed=r)))
        deal = MiniDeal(seed=r)
        for label in ("4th", "5th", "6th", "7th", "showdown"):
            add(f"MiniDeal 'Deal next street' -> {label}", timed(deal.next_button.click))
        add("MiniDeal 'New deal' button", timed(deal.new_button.click))
        add("MiniDeal Deal # box typed", timed(lambda: setattr(deal.deal_box, "value", str(1000 + r))))
        add("MiniDeal door card menu, 3rd street",
            timed(lambda: setattr(deal.door_menus[r % 5], "value", ("2c", "Kh")[r % 2])))
        for _ in range(3):
            deal.deal_next()
        add("MiniDeal door card menu, 6th street (replays)",
            timed(lambda: setattr(deal.door_menus[(r + 1) % 5], "value", ("Ah", "3d")[r % 2])))
        add("MiniDeal game menu, 6th street (replays)",
            timed(lambda: setattr(deal.game_menu, "value", ("razz", "stud8")[r % 2])))
        add("MiniDeal 'Show down cards' box", timed(lambda: setattr(deal.reveal_box, "value", True)))
        add("MiniDeal palette menu", timed(lambda: setattr(deal.palette_menu, "value", "four")))

        for kind, street in (("bring_in", 4), ("first_to_act", 7), ("shows_first", 4)):
            quiz = SeatQuiz(kind, seed=r, street=street, game=("stud", "razz", "stud8")[r % 3])
            add(f"SeatQuiz {kind}: seat button", timed(quiz.seat_buttons[r % 5].click))
            add(f"SeatQuiz {kind}: 'New deal' button", timed(quiz.next_button.click))

        mc = MultipleChoice("Who brings in?", ["Seat 1", "Seat 2", "Seat 3"], "Seat 1",
                            feedback={"Seat 2": "In razz the HIGHEST card brings in."})
        add("MultipleChoice option button", timed(mc.buttons[1].click))

        drill = LowLadderDrill(seed=r)
        add("LowLadderDrill hand button (right)", timed(drill.button_for(drill.session.best_left()).click))
        worst = min(drill.remaining, key=low_hand)
        add("LowLadderDrill hand button (wrong)", timed(drill.button_for(worst).click))
        add("LowLadderDrill 'New deal' button", timed(drill.again_button.click))
        assert len(drill.session.hands) == len(SEED_003_LADDER)

        picker = RulesPicker()
        add("RulesPicker preset menu", timed(lambda: setattr(picker.menu, "value", "tournament")))
    return t


def report(times: dict[str, list[float]], where: str) -> None:
    """Print first / median / worst per handler and whether every click met the budget."""
    print(f"{where}; Python {sys.version.split()[0]}; {len(next(iter(times.values())))} repeats\n")
    print(f"{'handler':52} {'first':>8} {'median':>8} {'worst':>8}   (ms)")
    worst_click = 0.0
    for name, values in times.items():
        print(f"{name:52} {values[0]:8.2f} {statistics.median(values):8.2f} {max(values):8.2f}")
        if "not a click" not in name:
            worst_click = max(worst_click, max(values))
    verdict = "within" if worst_click < BUDGET_MS else "OVER"
    print(f"\nslowest click: {worst_click:.2f} ms, {verdict} the {BUDGET_MS:.0f} ms budget")


def run_in_kernel(repeats: int) -> str:
    """Run measure() inside a fresh ipykernel via nbclient; return what the cell printed."""
    import nbformat
    from nbclient import NotebookClient

    code = ("import importlib.util, sys\n"
            f"spec = importlib.util.spec_from_file_location('bench_widgets', {str(Path(__file__))!r})\n"
            "bench = importlib.util.module_from_spec(spec); spec.loader.exec_module(bench)\n"
            f"bench.report(bench.measure({repeats}), 'inside an ipykernel (comm messages sent)')\n")
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(code)]
    NotebookClient(nb, kernel_name="python3", timeout=600, record_timing=False,
                   resources={"metadata": {"path": str(REPO)}}).execute()
    return "".join(o.get("text", "") for o in nb.cells[0].outputs if o.get("output_type") == "stream")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=30, help="clicks timed per handler (default 30)")
    parser.add_argument("--kernel", action="store_true",
                        help="also run the measurements inside a real ipykernel (nbclient)")
    args = parser.parse_args(argv)
    report(measure(args.repeats), "plain Python, no frontend")
    if args.kernel:
        print("\n" + run_in_kernel(args.repeats))


if __name__ == "__main__":
    main()
