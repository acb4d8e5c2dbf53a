"""Issue 32: every public widget constructor, called with a wrongly typed value for each argument,
gives a clear error (ValueError, naming what is allowed) or a sane default: never a raw
TypeError, AttributeError or KeyError from inside the widget."""

from __future__ import annotations

import inspect

import pytest

import studlib.widgets as widgets
from studlib.progress import Progress

# What a caller might pass by mistake: the wrong kind of value for any argument.
WRONG = [None, [], -1, 1.5, True, "x", object(), ["x", 1], {"a": 1}]

# A value each required argument needs so that the others can be tried one at a time.
REQUIRED = {"MultipleChoice": {"question": "Which seat brings it in?", "options": ["Seat 1", "Seat 2"],
                               "answer": "Seat 1"},
            "SelfCheck": {"lesson": "01", "question_id": "q1"},
            "Replay": {"source": 'variant = "FR"\nantes = [0, 0]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\n'
                                 'starting_stacks = [100, 100]\n'
                                 'actions = ["d dh p1 AsKh7d", "d dh p2 2c3c4c", "p1 pb", "p2 f"]\n'}}

CONSTRUCTORS = [name for name in widgets.__all__ if inspect.isclass(getattr(widgets, name))]
CALLS = [(name, param) for name in CONSTRUCTORS for param in inspect.signature(getattr(widgets, name)).parameters]


@pytest.mark.parametrize("name, param", CALLS, ids=[f"{n}-{p}" for n, p in CALLS])
def test_a_wrongly_typed_argument_is_a_clear_error_or_a_default(name, param, tmp_path):
    cls = getattr(widgets, name)
    for wrong in WRONG:
        kwargs = dict(REQUIRED.get(name, {}))
        if "progress" in inspect.signature(cls).parameters and param != "progress":
            kwargs["progress"] = Progress(tmp_path / "progress.json")   # never the learner's own record
        if "folder" in inspect.signature(cls).parameters and param != "folder":
            kwargs["folder"] = str(tmp_path)
        kwargs[param] = wrong
        try:
            cls(**kwargs)   # a sane default; a TypeError, AttributeError or KeyError fails the test
        except ValueError as err:   # studlib's errors say what was wrong and what is allowed
            assert len(str(err)) > 20, (name, param, wrong, str(err))
