"""The live lesson page's Python (site/live-page/studlib_live_kernel.py), run here in CPython: a
cell's printed lines, its widget (opened as a comm, then shown), its error, and a click sent back
from the page reach the right places. The browser side is tested in tests/site/test_live_page.py."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# A fresh interpreter (the shell is IPython's singleton): run cells, click "Deal next street".
SCRIPT = textwrap.dedent("""
    import json, sys
    sys.path.insert(0, sys.argv[1])
    import studlib_live_kernel as live
    sent = []
    shell = live.start(lambda kind, text, buffers: sent.append([kind, json.loads(text)]), ".", [])
    ok = [shell.run("c0", "print('Seat 1 brings in.')\\nprint('Seat 2 calls.')"),
          shell.run("c1", "from studlib import STUD\\nfrom studlib.widgets import MiniDeal\\nMiniDeal(game=STUD, seed=4711)"),
          shell.run("c2", "1 / 0")]
    from ipywidgets import Button, Widget
    deal = next(w for w in Widget.widgets.values() if isinstance(w, Button) and w.description == "Deal next street")
    before = len(sent)
    live.comm_msg(deal.comm.comm_id, json.dumps({"method": "custom", "content": {"event": "click"}}), [])
    print(json.dumps({"ok": ok, "sent": sent, "after_click": sent[before:]}))
""")


# A package the browser's Python could install from the internet but cannot reach (numpy,
# offline), played here by a name no one installs; then cells that use what its cell would have made.
MISSING = textwrap.dedent("""
    import json, sys
    sys.path.insert(0, sys.argv[1])
    import studlib_live_kernel as live
    sent = []
    shell = live.start(lambda kind, text, buffers: sent.append([kind, json.loads(text)]), ".", ["tablecloth"])
    cells = {"c0": "import tablecloth\\nfelt = tablecloth.Felt()\\ndef shuffle(): pass",
             "c1": "print(felt)",
             "c2": "shuffle()",
             "c3": "print(chips)",
             "c4": "import cardroom_typo",
             "c5": "felt = 'green'\\nprint(felt)",
             "c6": "del felt\\nprint(felt)"}
    ok = [shell.run(cell, code) for cell, code in cells.items()]
    errors = {c["cell"]: c for kind, c in sent if kind == "error"}
    print(json.dumps({"ok": ok, "missing": {cell: e.get("missing_module") for cell, e in errors.items()},
                      "names": {cell: e["ename"] for cell, e in errors.items()}}))
""")


def run(script: str = SCRIPT) -> dict:
    done = subprocess.run([sys.executable, "-c", script, str(REPO / "site" / "live-page")],
                          capture_output=True, text=True, timeout=300, cwd=REPO / "lessons")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_cells_print_show_widgets_and_errors_and_a_click_comes_back():
    result = run()
    assert result["ok"] == [True, True, False]
    sent = result["sent"]
    printed = "".join(c["text"] for kind, c in sent if kind == "stream" and c["cell"] == "c0")
    assert printed == "Seat 1 brings in.\nSeat 2 calls.\n"
    opened = {c["comm_id"] for kind, c in sent if kind == "comm_open" and c["cell"] == "c1"}
    assert opened and all(c["target_name"] == "jupyter.widget" for kind, c in sent if kind == "comm_open")
    shown = [c["data"] for kind, c in sent if kind == "display" and c["cell"] == "c1"]
    assert len(shown) == 1 and shown[0]["application/vnd.jupyter.widget-view+json"]["model_id"] in opened
    error = next(c for kind, c in sent if kind == "error")
    assert error["cell"] == "c2" and error["ename"] == "ZeroDivisionError"
    # The click deals fourth street: the deal's picture is updated through its comm.
    updates = [c["data"]["state"] for kind, c in result["after_click"] if kind == "comm_msg"
               and c["data"].get("method") == "update"]
    assert any("fourth street" in str(state.get("value", "")).lower() for state in updates), updates


def test_a_cell_needing_a_package_the_browser_cannot_load_is_told_by_the_errors_type_and_name():
    """The page keeps such a cell's stored result under a sentence (missing_module names the
    package); later cells failing only for a name that cell would have bound are told the same.
    A module Pyodide does not know (a typo), an unrelated NameError, or one for a name a later
    cell bound after all, stays an ordinary error."""
    result = run(MISSING)
    assert result["ok"] == [False, False, False, False, False, True, False]
    assert result["names"] == {"c0": "ModuleNotFoundError", "c1": "NameError", "c2": "NameError",
                               "c3": "NameError", "c4": "ModuleNotFoundError", "c6": "NameError"}
    assert result["missing"] == {"c0": "tablecloth", "c1": "tablecloth", "c2": "tablecloth",
                                 "c3": None, "c4": None, "c6": None}
