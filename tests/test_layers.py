"""The package's layers: the figures load without the widgets, private names stay in their module,
and a view updates its own controls through one guard (studlib.widgets.controls.OwnUpdate).
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "studlib"


def _modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "locale" not in p.parts)


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _resolve(module: str, path: Path, node: ast.ImportFrom) -> str:
    """The absolute module an ImportFrom names ('from ..hands import x' in studlib.odds: studlib.hands)."""
    if not node.level:
        return node.module or ""
    package = _module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    base = package[:len(package) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


def _is_private(name: str) -> bool:
    # "_" is gettext's function, exported by studlib.i18n on purpose; dunders are Python's own.
    return name.startswith("_") and name != "_" and not name.startswith("__")


def private_crossings() -> list[str]:
    """Every place a module reads another studlib module's private name."""
    found = []
    for path in _modules():
        here = _module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        modules: dict[str, str] = {}   # a local name bound to a studlib module -> that module
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                source = _resolve(here, path, node)
                if not source.startswith("studlib"):
                    continue
                for alias in node.names:
                    full = f"{source}.{alias.name}"
                    if (PACKAGE.parent / Path(*full.split("."))).with_suffix(".py").exists():
                        modules[alias.asname or alias.name] = full
                    elif _is_private(alias.name) and source != here:
                        found.append(f"{here} imports {source}.{alias.name}")
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.startswith("studlib.") and alias.asname:
                        modules[alias.asname] = alias.name
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.value.id in modules and _is_private(node.attr)
                    and modules[node.value.id] != here):
                found.append(f"{here} reads {modules[node.value.id]}.{node.attr}")
    return found


def test_no_module_reads_another_modules_private_names():
    """A name with a leading underscore is its module's own: what others need has a public name."""
    assert private_crossings() == []


def test_the_crossing_check_finds_a_private_import(tmp_path, monkeypatch):
    """The check itself: a module importing hands._pack, or reading odds._batch, is reported."""
    fake = tmp_path / "studlib"
    (fake / "widgets").mkdir(parents=True)
    for name in ("__init__.py", "hands.py", "odds.py", "widgets/__init__.py"):
        (fake / name).write_text("")
    (fake / "odds.py").write_text("from .hands import _pack, high_score\n")
    (fake / "widgets" / "view.py").write_text("from .. import odds\nx = odds._batch\ny = odds.__name__\n")
    monkeypatch.setattr(sys.modules[__name__], "PACKAGE", fake)
    assert private_crossings() == ["studlib.odds imports studlib.hands._pack",
                                   "studlib.widgets.view reads studlib.odds._batch"]


def test_the_figures_load_without_the_widgets():
    """Drawing a chart loads matplotlib, never ipywidgets nor studlib.widgets."""
    pytest.importorskip("matplotlib")
    code = ("import json, sys\n"
            "import studlib.plots.mastery, studlib.plots.odds\n"
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('ipywidgets', 'studlib.widgets')))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == []


def test_the_markup_and_one_widget_module_load_no_other_widget():
    """studlib.markup needs no ipywidgets; studlib.widgets loads a widget's module when the widget is
    first read (issue 28, item 6), so the words, the markup or the odds table load nothing else."""
    code = ("import json, sys\n"
            "import studlib.markup, studlib.widgets.text\n"
            "first = sorted(m for m in sys.modules if m.startswith(('ipywidgets', 'studlib.widgets')))\n"
            "from studlib.widgets import OddsTable\n"
            "then = sorted(m for m in sys.modules if m.startswith('studlib.widgets'))\n"
            "print(json.dumps([first, then]))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    first, then = json.loads(out.stdout)
    assert first == ["studlib.widgets", "studlib.widgets.text"]
    assert "studlib.widgets.odds" in then and "studlib.widgets.table" not in then


def test_every_widget_name_is_found_where_editors_are_told_it_is():
    """studlib.widgets' lazy names: each is in the module _HOMES gives, and the TYPE_CHECKING
    imports editors read name the same modules."""
    pytest.importorskip("ipywidgets")
    import studlib.widgets as package
    tree = ast.parse((PACKAGE / "widgets" / "__init__.py").read_text(encoding="utf-8"))
    # A widget module is named as in `from .quiz import` ("quiz"), an engine module as in `from ..colours
    # import` ("..colours").
    told = {alias.name: node.module if node.level == 1 else "." * node.level + node.module
            for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.level for alias in node.names}
    assert told == package._HOMES and set(package.__all__) == set(told)
    for name in package.__all__:
        home = told[name]
        module = f"studlib.{home[2:]}" if home.startswith("..") else f"studlib.widgets.{home}"
        assert getattr(package, name) is getattr(sys.modules[module], name)
    with pytest.raises(AttributeError):
        package.NotAWidget


def test_own_update_is_reset_even_when_an_update_raises():
    pytest.importorskip("ipywidgets")
    from studlib.widgets.controls import OwnUpdate

    own = OwnUpdate()
    assert not own
    with own:
        assert own
        with own:            # a refresh that calls another refresh
            assert own
        assert own           # still the view's own update until the outer one ends
    assert not own
    with pytest.raises(RuntimeError):
        with own:
            raise RuntimeError("a control refused its value")
    assert not own           # a learner's next change is heard again


def test_a_menu_whose_update_fails_still_hears_the_learner():
    """The drill menu: when setting its own menu raises midway, the learner's next choice still
    counts (a flag set by hand and never reset made the menu deaf)."""
    pytest.importorskip("ipywidgets")
    from studlib.widgets import DrillMenu

    menu = DrillMenu("bring_in", progress=None)

    def refuse(change):
        raise RuntimeError("a front end refused the value")

    menu.kind_box.observe(refuse, names="value")
    with pytest.raises(RuntimeError):
        menu.choose("first_to_act")
    menu.kind_box.unobserve(refuse, names="value")
    menu.kind_box.value = "bring_in"      # the learner picks a kind
    assert menu.kind == "bring_in"


def _sets_flag(stmt: ast.stmt, value: bool) -> str | None:
    """'x' when the statement is `self.x = value`."""
    if (isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Constant) and stmt.value.value is value
            and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Attribute)
            and isinstance(stmt.targets[0].value, ast.Name) and stmt.targets[0].value.id == "self"):
        return stmt.targets[0].attr
    return None


def _hand_written_flags(path: Path) -> list[str]:
    """Places that set a self._x flag to True, update controls, then set it back to False (by hand or
    in a finally): the pattern OwnUpdate replaces. A flag that records a state (an answer tried)
    is set and reset in different places and is not this pattern."""
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if not isinstance(block, list):
                continue
            for i, stmt in enumerate(block):
                flag = _sets_flag(stmt, True)
                if flag is None:
                    continue
                rest = block[i + 1:]
                resets = [s for s in rest if _sets_flag(s, False) == flag]
                resets += [t for s in rest if isinstance(s, ast.Try) for t in s.finalbody
                           if _sets_flag(t, False) == flag]
                if resets:
                    found.append(f"{path.name}:{stmt.lineno} sets self.{flag} around an update")
    return found


def test_views_guard_their_own_updates_with_one_guard():
    flags = [f for p in sorted((PACKAGE / "widgets").glob("*.py")) for f in _hand_written_flags(p)]
    assert flags == []


# --- the import graph (issue 27, item 5) ------------------------------------------------------
# Every import counts, those under `if TYPE_CHECKING:` and inside functions too: a module whose
# type hints name another's classes depends on it as much as one that calls it (events.py's
# TYPE_CHECKING import of hand.Action was the circle events -> hand -> events).

def import_graph(package: Path | None = None) -> dict[str, set[str]]:
    """Each studlib module and the studlib modules it imports, anywhere in its code."""
    package = package or PACKAGE
    paths = sorted(p for p in package.rglob("*.py") if "locale" not in p.parts)

    def name(path: Path) -> str:
        parts = path.relative_to(package.parent).with_suffix("").parts
        return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)

    known = {name(p) for p in paths}
    graph: dict[str, set[str]] = {}
    for path in paths:
        here = name(path)
        package_parts = here.split(".") if path.name == "__init__.py" else here.split(".")[:-1]
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    base = ".".join(package_parts[:len(package_parts) - node.level + 1] + ([base] if base else []))
                # 'from . import events' names a module; 'from .hand import Hand' names a module's class
                for alias in node.names:
                    targets.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base)
        graph[here] = {t for t in targets if t in known and t != here}
    return graph


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles of the graph, each once, as the modules around it (Tarjan's strongly
    connected components: any component of more than one module holds a circle)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for other in sorted(graph.get(module, ())):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in on_stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == module:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def test_no_import_circle_in_studlib():
    """No module of studlib imports, directly or through others, a module that imports it
    (the package's __init__ files re-export their modules and are left out: they import
    everything by design, and importing a package runs its __init__ before any module)."""
    graph = {m: {t for t in targets if not PACKAGE.joinpath(*t.split(".")[1:], "__init__.py").exists()}
             for m, targets in import_graph().items()
             if not PACKAGE.joinpath(*m.split(".")[1:], "__init__.py").exists()}
    assert import_cycles(graph) == []


def test_the_engine_does_not_import_the_sentence_layer():
    """hand.py (the rules), actions.py and events.py (its records) never import studlib.explain,
    directly or through another module: sentences are written from their data (studlib.speech)."""
    graph = import_graph()

    def reached(module: str) -> set[str]:
        seen, todo = set(), [module]
        while todo:
            for other in graph[todo.pop()] - seen:
                seen.add(other)
                todo.append(other)
        return seen

    for engine in ("studlib.hand", "studlib.actions", "studlib.events"):
        assert "studlib.explain" not in reached(engine), engine


def test_the_circle_check_finds_a_circle(tmp_path):
    """The checks themselves: a TYPE_CHECKING import that closes a circle is reported, and so is a
    module that reaches explain through another."""
    fake = tmp_path / "studlib"
    fake.mkdir()
    (fake / "__init__.py").write_text("")
    (fake / "events.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .hand import Action\n")
    (fake / "hand.py").write_text("from . import events as ev\nfrom .words import say\n")
    (fake / "words.py").write_text("def say():\n    from studlib import explain\n")
    (fake / "explain.py").write_text("")
    graph = import_graph(fake)
    assert graph["studlib.hand"] == {"studlib.events", "studlib.words"}
    assert graph["studlib.words"] == {"studlib.explain"}
    assert import_cycles(graph) == [["studlib.events", "studlib.hand"]]


def test_every_module_is_in_the_contributors_layout():
    """docs/contributing.md's layout names every module of studlib, so the next engineer finds each
    one's job there."""
    layout = (PACKAGE.parent / "docs" / "contributing.md").read_text(encoding="utf-8")
    missing = [path.name for path in sorted(PACKAGE.glob("*.py"))
               if path.name != "__init__.py" and f"studlib/{path.name}" not in layout]
    assert not missing, f"modules missing from docs/contributing.md's layout: {missing}"
