"""Behaviour never depends on wording (issue 28): no code in studlib compares a rendered sentence
or keys a decision by one. A teacher or translator rewording a sentence changes nothing else.

The check reads the source (ast): a comparison (==, !=, in, not in) or a dict key that uses a
sentence constant (an UPPER_CASE name read from a sentence module: studlib.widgets.text,
studlib.plots.text, studlib.explain, studlib.table_view...), or the text of an object (`str(x) == ...`), is reported.
"""

from __future__ import annotations

import ast
from pathlib import Path

STUDLIB = Path(__file__).resolve().parent.parent / "studlib"
# The modules whose constants are sentences translated when read (widgets/text.py, plots/text.py,
# explain.py, table_view.py, card_markup.py...): every one that ends with translates_constants.
SENTENCE_MODULES = {path.stem for path in STUDLIB.rglob("*.py")
                    if "\ntranslates_constants(__name__)" in path.read_text(encoding="utf-8") and path.stem != "i18n"}


def _sentence_aliases(tree: ast.Module) -> tuple[set[str], set[str]]:
    """The names a module gives the sentence modules (`T`, `PT`, `explain`) and the UPPER_CASE
    constants it imports from them by name."""
    modules, constants = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = (node.module or "").rsplit(".", 1)[-1]
            for alias in node.names:
                if alias.name in SENTENCE_MODULES:
                    modules.add(alias.asname or alias.name)
                elif source in SENTENCE_MODULES and alias.name.isupper():
                    constants.add(alias.asname or alias.name)
    return modules, constants


def _is_sentence(node: ast.AST, modules: set[str], constants: set[str]) -> bool:
    """A sentence constant (`T.RIGHT`, `T.MISTAKES[...]`, an imported `REFUSALS`) or `str(x)`."""
    while isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return node.value.id in modules and node.attr.isupper()
    if isinstance(node, ast.Name):
        return node.id in constants
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "str"


def wording_keys(source: str) -> list[tuple[int, str]]:
    """Each line where the source compares a sentence or keys a dict by one, with the code."""
    tree = ast.parse(source)
    modules, constants = _sentence_aliases(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and any(isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn))
                                                 for op in node.ops):
            if any(_is_sentence(side, modules, constants) for side in [node.left, *node.comparators]):
                found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.Dict):
            found += [(key.lineno, ast.unparse(key)) for key in node.keys
                      if key is not None and _is_sentence(key, modules, constants)]
    return found


def test_no_code_in_studlib_compares_a_sentence_or_keys_by_one():
    found = [f"{path.relative_to(STUDLIB.parent)}:{line}: {code}"
             for path in sorted(STUDLIB.rglob("*.py"))
             for line, code in wording_keys(path.read_text(encoding="utf-8"))]
    assert not found, "decisions keyed by rendered words:\n" + "\n".join(found)


def test_the_check_finds_a_verdict_read_from_its_sentence():
    source = ("from . import text as T\nfrom ..explain import REFUSALS\n"
              "def right(verdict, line, reason):\n"
              "    if verdict == T.RIGHT: return 1\n"
              "    if str(line) in seen: return 2\n"
              "    keys = {T.MISTAKES['x']: 3}\n"
              "    return reason != REFUSALS\n")
    assert [line for line, _ in wording_keys(source)] == [4, 5, 6, 7]


def test_the_check_lets_data_and_rendering_pass():
    source = ("from . import text as T\n"
              "def words(kind, seat):\n"
              "    if kind == Kind.RIGHT: return T.RIGHT.format(seat=seat)\n"
              "    return {Pointer.BRINGS_IN: T.MARK_BRINGS_IN}[kind]\n")
    assert wording_keys(source) == []
