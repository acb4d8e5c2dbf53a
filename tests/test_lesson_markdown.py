"""Lesson prose renders as written: JupyterLab, Voila and nbconvert read the text between two
'$' as TeX maths, so "$0.50 in and needs $1.50" would show as garbled italics. Every dollar sign
in a markdown cell (outside code) has a doubled backslash before it (the browser test
tests/browser/test_lessons_in_lab.py checks that JupyterLab then shows it as '$');
tools/lessonkit.md() does it for the lesson builders."""

import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))
from lessonkit import escape_dollars  # noqa: E402

NOTEBOOKS = sorted((REPO / "lessons").glob("[0-9][0-9]-*.ipynb"))


def test_escape_dollars_doubles_the_backslash_and_leaves_code_alone():
    assert escape_dollars("call $0.50 or complete to $2") == r"call \\$0.50 or complete to \\$2"
    assert escape_dollars(r"plain markdown escape \$2") == r"plain markdown escape \\$2"
    assert escape_dollars(r"already \\$2") == r"already \\$2"
    assert escape_dollars("in code: `stack = '$5'` stays") == "in code: `stack = '$5'` stays"
    assert escape_dollars("```\n$ make test\n```\n$1") == "```\n$ make test\n```\n\\\\$1"


@pytest.mark.parametrize("nb", NOTEBOOKS, ids=lambda p: p.stem)
def test_no_unescaped_dollar_in_lesson_prose(nb):
    cells = json.loads(nb.read_text(encoding="utf-8"))["cells"]
    bad = [i for i, c in enumerate(cells)
           if c["cell_type"] == "markdown" and escape_dollars("".join(c["source"])) != "".join(c["source"])]
    assert not bad, f"{nb.name}: markdown cells {bad} have a '$' not written '\\\\$'"
