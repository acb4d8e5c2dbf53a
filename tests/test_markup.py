"""studlib.markup: the one path by which the views' HTML is built."""

import pytest

from studlib.markup import Safe, element, escape, join

PROBE = '"><img src=x onerror=alert(1)>'


def test_text_children_are_escaped():
    built = element("p", PROBE)
    assert built == '<p>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</p>'
    assert isinstance(built, Safe)


def test_attribute_values_are_escaped_and_cannot_close_the_tag():
    built = element("span", "x", aria_label=PROBE, title="it's")
    assert built == ('<span aria-label="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;" '
                     'title="it&#x27;s">x</span>')


def test_built_markup_is_not_escaped_twice_but_plain_text_always_is():
    inner = element("strong", "A&B")
    assert element("p", inner, " & ", "<b>") == "<p><strong>A&amp;B</strong> &amp; &lt;b&gt;</p>"
    assert escape(inner) is inner
    assert escape("<b>") == "&lt;b&gt;"


def test_join_escapes_each_plain_piece_and_the_separator():
    assert join([element("li", "1"), "<2>"], "<br>") == "<li>1</li>&lt;br&gt;&lt;2&gt;"
    assert join([element("li", "1"), element("li", "2")], Safe(" ")) == "<li>1</li> <li>2</li>"


def test_attributes_left_out_or_bare_and_keyword_spelling():
    assert element("div", role=None, hidden=True, aria_hidden="true", class_="c") == \
        '<div hidden aria-hidden="true" class="c"></div>'
    assert element("br") == "<br>"


@pytest.mark.parametrize("tag", ["p onclick=x", "<p>", "P", ""])
def test_tag_names_come_from_code_only(tag):
    with pytest.raises(ValueError):
        element(tag, "x")


def test_attribute_names_come_from_code_only():
    with pytest.raises(ValueError):
        element("p", "x", **{"onclick=alert(1) x": "y"})


def test_widget_modules_write_no_markup_of_their_own():
    """Tags come from markup.element only: a string with a tag in it anywhere else in
    studlib/widgets (an f-string building HTML, a call to html.escape) would be a second path.
    Safe(...) around a constant of the package (render.wrap_style's <style> sheet) is allowed."""
    import ast
    import re
    from pathlib import Path

    import studlib.widgets

    tag = re.compile(r"<[a-zA-Z/!]")
    found = []
    package = Path(studlib.widgets.__file__).parent
    # the widgets' engine side: what they show, drawn without ipywidgets
    drawing = [package.parent / f"{name}.py"
               for name in ("card_markup", "table_view", "odds_view", "rules_view", "builder_view", "three_games_view")]
    for path in sorted(package.glob("*.py")) + drawing:
        if path.name == "markup.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        allowed = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Safe":
                allowed |= {id(n) for n in ast.walk(node)}
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and ast.get_docstring(node):
                allowed.add(id(node.body[0].value))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in allowed \
                    and tag.search(node.value):
                found.append(f"{path.name}:{node.lineno}: {node.value[:60]!r}")
            if isinstance(node, ast.Attribute) and node.attr == "escape" and getattr(node.value, "id", "") == "html":
                found.append(f"{path.name}:{node.lineno}: html.escape")
    assert not found, "HTML built outside studlib/markup.py:\n" + "\n".join(found)


# --- Issue 32: a name with bidi controls cannot turn the text around it -----------------------------

def test_isolate_and_bdi_drop_bidi_controls_and_isolate_right_to_left_names():
    from studlib.markup import bdi, isolate
    crafted = "\u202eevil\u2069\u202b<b>"
    assert isolate(crafted) == "evil<b>" and bdi(crafted) == "evil&lt;b&gt;"   # nothing left to turn around
    hebrew = "\u202e\u05d3\u05df <b>\u200f"        # a Hebrew name, an override, markup and a mark
    assert isolate(hebrew) == "\u2068\u05d3\u05df <b>\u200f\u2069"
    assert bdi(hebrew) == "<bdi>\u05d3\u05df &lt;b&gt;\u200f</bdi>"
    assert isolate("Kristopher Tong") == "Kristopher Tong" == bdi("Kristopher Tong")


def test_a_replayed_players_name_with_a_right_to_left_override_is_isolated_in_text_and_html():
    from studlib.widgets import Replay
    text = ('variant = "FR"\nantes = [0, 0]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\n'
            'starting_stacks = [100, 100]\nplayers = ["\\u202eAlice", "\\u05d3\\u05df"]\n'
            'actions = ["d dh p1 AsKh7d", "d dh p2 2c3c4c", "p1 pb", "p2 f"]\n')
    replay = Replay(text)
    assert "\u202e" not in replay.text() and "\u202e" not in replay.html()
    assert "Seat 1 (Alice)" in replay.text() and "Seat 2 (\u2068\u05d3\u05df\u2069)" in replay.text()
    assert "<bdi>\u05d3\u05df</bdi>" in replay.html()
