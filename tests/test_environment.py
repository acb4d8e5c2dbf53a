"""One environment: pyproject.toml, constraints.txt, binder/requirements.txt and the browser's
wheels (site/pyodide-wheels.txt) name the same versions (issue 21 item 8).

`make course`, `make test`, `make lessons` and `make site` install with `pip install -c constraints.txt`;
Binder installs binder/requirements.txt. Both files are written by `make constraints`
(tools/pin_environment.py); these tests fail as soon as someone edits one list and not the others.
"""

from __future__ import annotations

import re
import sys
import tomllib
import warnings
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tools"))
from pin_environment import needed  # noqa: E402

PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
# The browser's wheels that must be the course's versions: the widget manager copied from the
# venv speaks to the browser's ipywidgets (comm, jupyterlab_widgets with it), and fsrs must
# schedule a learner's record the same way in the browser as in JupyterLab. The others follow
# Pyodide's own lock.
SAME_IN_THE_BROWSER = ("ipywidgets", "comm", "jupyterlab-widgets", "fsrs")


def pins(path: Path) -> dict[str, str]:
    """name -> version of a file of 'name==version' lines (comments and blank lines skipped);
    any other line, or a name given twice, fails the test."""
    out: dict[str, str] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        m = re.fullmatch(r"([A-Za-z0-9_.-]+)==([^\s;]+)(?:\s+--hash=sha256:[0-9a-f]{64})?", line)
        assert m, f"{path.name} line {number}: {line!r} is not an exact pin (name==version)"
        name = canonicalize_name(m[1])
        assert name not in out, f"{path.name} line {number}: {m[1]} is pinned twice"
        out[name] = m[2]
    return out


CONSTRAINTS = pins(REPO / "constraints.txt")


def requirements(*groups: str) -> list[Requirement]:
    """The requirements of pyproject.toml: 'dependencies' and the named extras (studlib's own
    self-reference left out)."""
    project = PYPROJECT["project"]
    lines = [line for group in groups
             for line in (project["dependencies"] if group == "dependencies"
                          else project["optional-dependencies"][group])]
    return [r for r in map(Requirement, lines) if canonicalize_name(r.name) != "studlib"]


def test_constraints_pin_every_requirement_within_pyproject_ranges():
    """Each requirement of the package, the course, the tests and the website has one exact
    version in constraints.txt, inside the range pyproject.toml allows."""
    for req in requirements("dependencies", "course", "test", "hub", "site"):
        name = canonicalize_name(req.name)
        assert name in CONSTRAINTS, f"{req.name} is required in pyproject.toml but not pinned in constraints.txt"
        assert req.specifier.contains(CONSTRAINTS[name], prereleases=True), (
            f"constraints.txt pins {req.name}=={CONSTRAINTS[name]}, outside pyproject.toml's {req}")


def unpinned(roots: tuple[str, ...], constraints: dict[str, str]) -> list[str]:
    """What `roots` pull in (as installed here, extras and markers followed) that `constraints`
    does not pin; skips the test where they are not installed."""
    try:
        pulled = needed(roots)
    except SystemExit as missing:
        pytest.skip(f"{roots} is not installed in this venv ({missing})")
    return sorted(f"{name}=={v}" for name, v in pulled.items() if canonicalize_name(name) not in constraints)


def test_the_site_build_pins_what_its_dependencies_pull_in():
    """`make site` installs .[site] with -c constraints.txt (issue 28, item 7): every package it
    pulls in, dependencies of dependencies too, has its version there, or it would float."""
    assert unpinned(("studlib[site]",), CONSTRAINTS) == []
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    assert "pip install -c $(CONSTRAINTS) -e '.[site]'" in makefile
    assert "pip install -q '.[hub,site]'" in makefile   # make constraints pins the site extra too


def test_the_site_check_finds_a_floating_dependency():
    """The check itself: constraints without docutils (Sphinx's, not the extra's own) fail it."""
    pinned = {name: v for name, v in CONSTRAINTS.items() if name != "docutils"}
    assert [p.split("==")[0] for p in unpinned(("studlib[site]",), pinned)] == ["docutils"]


def test_pokerkit_is_the_version_the_bridge_is_written_for():
    assert CONSTRAINTS["pokerkit"] == "0.7.7"
    assert any(str(r.specifier) == "==0.7.7" for r in requirements("test") if r.name == "pokerkit")


def test_the_package_declares_what_it_imports():
    """studlib.progress imports fsrs and filelock: a plain `pip install studlib` must bring them."""
    declared = {canonicalize_name(r.name) for r in requirements("dependencies")}
    assert {"fsrs", "filelock"} <= declared
    source = (REPO / "studlib" / "progress.py").read_text(encoding="utf-8")
    assert "from fsrs import" in source and "from filelock import" in source


def test_binder_pins_the_same_versions():
    """Binder gets the course's packages at constraints.txt's versions, every one of them."""
    binder = pins(REPO / "binder" / "requirements.txt")
    for name, pinned in binder.items():
        assert CONSTRAINTS.get(name) == pinned, (
            f"binder/requirements.txt pins {name}=={pinned}, constraints.txt {CONSTRAINTS.get(name)}: "
            "run make constraints")
    for req in requirements("dependencies", "course"):
        assert canonicalize_name(req.name) in binder, f"{req.name} (pyproject.toml) is missing from binder"
    assert "ipykernel" in binder


def test_the_browser_gets_the_course_versions_where_they_must_match():
    wheels = pins(REPO / "site" / "pyodide-wheels.txt")
    for name in SAME_IN_THE_BROWSER:
        assert wheels.get(name) == CONSTRAINTS[name], (
            f"site/pyodide-wheels.txt ships {name} {wheels.get(name)}, the course pins {CONSTRAINTS[name]}")
    for req in requirements("site"):
        name = canonicalize_name(req.name)
        if name in SAME_IN_THE_BROWSER:
            assert req.specifier.contains(CONSTRAINTS[name]), f"the site extra's {req} differs from constraints.txt"


def test_this_venv_has_the_pinned_versions():
    """A venv made before the pins changed (or changed by hand) runs the lessons with other
    libraries than the stored outputs came from: said as a warning (make test reinstalls when
    constraints.txt changes; `make site` may move a few packages in the same venv)."""
    off = []
    for name, pinned in CONSTRAINTS.items():
        try:
            installed = version(name)
        except PackageNotFoundError:
            continue
        if installed != pinned:
            off.append(f"{name} {installed} (pinned {pinned})")
    if off:
        warnings.warn("this venv differs from constraints.txt: " + ", ".join(off), stacklevel=1)
