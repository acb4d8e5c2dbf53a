"""The one path by which the course's HTML is built: text is escaped on the way in, tags come only from code.

The widgets, the views they draw (studlib.card_markup, studlib.table_view, studlib.odds_view...)
and the figures' tables (studlib.plots.table) build every piece of HTML with it; it needs neither
ipywidgets nor matplotlib.

    from studlib.markup import element, join, escape, Safe
    element("th", seat_name(s), scope="row", style="text-align:left")  # -> Safe('<th ...>Seat 1</th>')
    join([element("li", line) for line in lines])                      # already-safe pieces, joined
    element("p", "Pot: ", element("strong", amount))                   # text and markup mixed

Anything that is not `Safe` (a player's name from a hand history, a currency symbol, a typed
code, a translated sentence) is escaped with the standard library's `html.escape`, quotes
included, wherever it goes: a text child or an attribute value. `Safe` is a `str`, so the result
goes straight into an ipywidgets HTML value; only `element`, `join` and `escape` make one, plus
`Safe(...)` around a constant written in this package (a `<style>` sheet, an aria-hidden arrow).

Text from anyone that sits inside a sentence (a player's name) is also isolated from the
direction of what surrounds it: bidi controls in a name (U+202E, right-to-left override) used to
turn the rest of the line around. `isolate(name)` for plain text (U+2068 ... U+2069, the
controls it carried removed), `bdi(name)` for HTML (`<bdi>`). A name with no right-to-left
letter reads the same either way and is left as it is: copied text stays free of invisible
characters.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Iterable

from .colours import INK, PANEL

__all__ = ["Safe", "escape", "element", "join", "isolate", "bdi", "COURSE_FONT", "panel"]

# Tag and attribute names come from the widgets' code, never from input: anything else is a bug.
_NAME = re.compile(r"[a-z][a-z0-9-]*")
# The explicit embeddings, overrides and isolates (LRE RLE PDF LRO RLO, LRI RLI FSI PDI): a name
# that carries them could close an isolate early or turn the text after it around. The marks
# (LRM, RLM, ALM) stay: they only set the direction of what is next to them, inside the isolate.
_BIDI_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069]")
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


def _right_to_left(text: str) -> bool:
    """Whether the text has a letter or number written right to left (Hebrew, Arabic ...)."""
    return any(unicodedata.bidirectional(c) in ("R", "AL", "AN") for c in text)


def isolate(text: object) -> str:
    """Plain text from anyone without bidi controls and, when it has right-to-left letters,
    between FSI and PDI: whatever its direction, the words around it keep theirs."""
    clean = _BIDI_CONTROLS.sub("", str(text))
    return "\u2068" + clean + "\u2069" if _right_to_left(clean) else clean


def bdi(text: object) -> Safe:
    """The HTML form of isolate(): escaped, without bidi controls, in `<bdi>` when it has
    right-to-left letters."""
    clean = _BIDI_CONTROLS.sub("", str(text))
    return element("bdi", clean) if _right_to_left(clean) else escape(clean)


# Fonts that have the suit symbols on every system a learner uses.
COURSE_FONT = "'DejaVu Sans', 'Segoe UI Symbol', Arial, sans-serif"


def panel(body: object, label: str = "", full_width: bool = False) -> Safe:
    """The white, dark-ink box every widget and chart table is drawn in, whatever the notebook theme.

    `body` is the markup, built with this module; anything else is shown as text.
    full_width: the box takes the page's width rather than its content's (a body that fits
    itself to its width, such as the practice table's seats, has no width of its own to give).
    """
    return element("div", body, role="group" if label else None, aria_label=label or None,
                   style=f"background:{PANEL};color:{INK};font-family:{COURSE_FONT};font-size:18px;"
                         f"line-height:1.4;padding:10px 12px;border:2px solid {INK};border-radius:8px;"
                         f"display:{'block' if full_width else 'inline-block'};max-width:100%;box-sizing:border-box")
