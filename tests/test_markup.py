"""studlib.widgets.markup: the one path by which widget HTML is built."""

import pytest

from studlib.widgets.markup import Safe, element, escape, join

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
