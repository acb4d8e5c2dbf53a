"""Hypothesis for every property and fuzz test under tests/: the same examples on every run.

Each test draws its examples from its own name (derandomize), so make test and CI are
repeatable: a case found once is found again on any machine, and CI cannot fail on code that
passed before. To hunt for new cases, run with fresh random examples:

    .venv/bin/python -m pytest --hypothesis-profile=explore tests/test_fuzz_entry_points.py
"""

from __future__ import annotations

from hypothesis import settings

settings.register_profile("repeatable", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False, database=None)


def pytest_configure(config):
    if not config.getoption("hypothesis_profile", None):
        settings.load_profile("repeatable")
