"""Count the test asserts that look inside English sentences (issue 28, item 8).

An assert counts when its condition (not its message) holds a phrase (two words or more) with an
English word in it (tests/french_text.py's list: "the", "seat", "bet", "must" ...), such as
``assert "must bring in" in line.text``. Tests should assert on data (events, refusal reasons,
options); a few golden sentences per language stay for the renderers, so the number falls but
does not reach 0.

    python tools/english_asserts.py            # the total, then the files with most
    python tools/english_asserts.py tests/test_phh.py tests/test_rules_betting.py
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests"))
from french_text import english_words  # noqa: E402


def english_asserts(path: Path) -> list[int]:
    """The line of every assert in `path` whose condition holds an English phrase."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Assert)
            and any(isinstance(c, ast.Constant) and isinstance(c.value, str) and _phrase(c.value)
                    for c in ast.walk(node.test))]


def _phrase(text: str) -> bool:
    """Two words or more, one of them English."""
    return len(re.findall(r"[^\W\d_]{2,}", text)) >= 2 and bool(english_words(text))


def main(paths: list[str]) -> None:
    files = [Path(p) for p in paths] or sorted((REPO / "tests").rglob("test_*.py"))
    counts = {f: len(english_asserts(f)) for f in files}
    print(sum(counts.values()), "asserts on English words in", len(files), "files")
    for f, n in sorted(counts.items(), key=lambda kv: -kv[1])[:25]:
        if n:
            print(f"{n:5}  {f.relative_to(REPO) if f.is_relative_to(REPO) else f}")


if __name__ == "__main__":
    main(sys.argv[1:])
