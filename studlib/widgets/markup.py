"""The one path by which widget HTML is built: text is escaped on the way in, tags come only from code.

    from .markup import element, join, escape, Safe
    element("th", seat_name(s), scope="row", style="text-align:left")  # -> Safe('<th ...>Seat 1</th>')
    join([element("li", line) for line in lines])                      # already-safe pieces, joined
    element("p", "Pot: ", element("strong", amount))                   # text and markup mixed

Anything that is not `Safe` (a player's name from a hand history, a currency symbol, a typed
code, a translated sentence) is escaped with the standard library's `html.escape`, quotes
included, wherever it goes: a text child or an attribute value. `Safe` is a `str`, so the result
goes straight into an ipywidgets HTML value; only `element`, `join` and `escape` make one, plus
`Safe(...)` around a constant written in this package (a `<style>` sheet, an aria-hidden arrow).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

__all__ = ["Safe", "escape", "element", "join"]

# Tag and attribute names come from the widgets' code, never from input: anything else is a bug.
_NAME = re.compile(r"[a-z][a-z0-9-]*")
# Elements with no content and no closing tag.
_VOID = frozenset({"br", "hr", "img", "input", "meta", "wbr"})


class Safe(str):
    """HTML built by this module (or a constant of the package): never escaped a second time."""

    __slots__ = ()


def escape(value: object) -> Safe:
    """`value` as HTML: Safe markup as it is, anything else as text (& < > " ' escaped)."""
    if isinstance(value, Safe):
        return value
    return Safe(html.escape(str(value), quote=True))


def _attribute(name: str, value: object) -> str:
    """' name="value"' with the value escaped; the Python keyword spelling aria_label -> aria-label."""
    name = name.rstrip("_").replace("_", "-")
    if not _NAME.fullmatch(name):
        raise ValueError(f"not an HTML attribute name: {name!r}")
    if value is True:
        return f" {name}"
    return f' {name}="{html.escape(str(value), quote=True)}"'


def element(tag: str, *children: object, **attributes: object) -> Safe:
    """`<tag attributes>children</tag>`: every child that is not Safe and every attribute value escaped.

    An attribute that is None or False is left out; True writes it bare (`hidden`); a trailing
    underscore or an underscore inside a keyword stands for a hyphen (`class_`, `aria_label`).
    """
    if not _NAME.fullmatch(tag):
        raise ValueError(f"not an HTML tag name: {tag!r}")
    attrs = "".join(_attribute(k, v) for k, v in attributes.items() if v is not None and v is not False)
    if tag in _VOID:
        if children:
            raise ValueError(f"<{tag}> takes no content")
        return Safe(f"<{tag}{attrs}>")
    return Safe(f"<{tag}{attrs}>{join(children)}</{tag}>")


def join(pieces: Iterable[object], separator: object = "") -> Safe:
    """The pieces one after another (each escaped unless Safe), with `separator` between them."""
    return Safe(escape(separator).join(escape(p) for p in pieces))
