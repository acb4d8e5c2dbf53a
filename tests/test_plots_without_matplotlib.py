"""Where matplotlib cannot be imported (the website's live pages offline), the odds figures give
their numbers as a table with one sentence saying the drawn chart needs the internet; the table
draws without ipywidgets and loads no widget module (issue 28, item 6)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

# A fresh interpreter in which `import matplotlib` fails, as in Pyodide with no network, and so
# does `import ipywidgets`: the table is drawn from the figures' layer alone.
NO_MATPLOTLIB = textwrap.dedent("""
    import json, sys
    class NoMatplotlib:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("matplotlib", "ipywidgets"):
                raise ImportError(f"no {name} in this browser")
    sys.meta_path.insert(0, NoMatplotlib())
    import studlib
    from studlib.hands import Category
    from studlib.plots.odds import category_bars, compare_bars
    studlib.use_language(sys.argv[1])
    table = compare_bars(["Seat 1", "Seat 2"], {"live": [0.6, 0.4], "dead": [0.455, 0.545]}, "Razz: dead cards")
    print(table)
    print("HTML", table._repr_html_())
    five = [0] * len(Category)
    five[Category.PAIR] = 3
    five[Category.HIGH_CARD] = 1
    print(category_bars({"5 cards": five}, "How often"))
    print("LOADED", json.dumps(sorted(m for m in sys.modules if m.startswith(("studlib.widgets", "ipywidgets",
                                                                          "matplotlib")))))
""")


def run(language: str) -> str:
    done = subprocess.run([sys.executable, "-c", NO_MATPLOTLIB, language], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_odds_figures_are_tables_of_their_numbers_without_matplotlib():
    out, loaded = run("en").split("LOADED ", 1)
    assert json.loads(loaded) == []
    text, html = out.split("HTML ", 1)
    assert "Razz: dead cards" in text and "The drawn chart needs the internet" in text
    assert "Seat 1" in text and "60.0%" in text and "45.5%" in text and "54.5%" in text
    assert "<table" in html and "<caption" in html and "Seat 2" in html and "40.0%" in html
    assert "One pair" in out and "75.0%" in out and "25.0%" in out


def test_the_table_speaks_french_in_the_french_edition():
    out = run("fr")
    assert "Le graphique a besoin d'Internet" in out and "60,0\u00a0%" in out and "Paire" in out
