"""A box for a whole number (a deal number, a seed): what is typed is read strictly, never guessed.

ipywidgets' IntText reads '4711.5' as 4711, '1e3' as 1 and clamps '-5' to 0 without a word; a
class that types a deal number must see the deal it typed or be told why not. So the box is a
plain Text box read when the learner presses Enter or leaves it; a text that is not a whole
number in range gets a message beside the box, the box keeps the text, and the deal is unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import ipywidgets as widgets

from ..colours import WRONG_INK
from ..markup import element
from . import text as T
from .controls import OwnUpdate

__all__ = ["read_whole_number", "NumberBox"]

_WHOLE = re.compile(r"[0-9]+")


def read_whole_number(text: str, low: int, high: int, what: str | None = None) -> int:
    """'4711' -> 4711; anything else ('4711.5', '1e3', 'abc', '-5', '', out of range) a ValueError
    saying what is allowed. Spaces around the number and thin-space or comma thousands are not
    accepted either: a number is read exactly as a learner will read it out."""
    typed = text.strip() if isinstance(text, str) else str(text)
    # More digits than `high` is out of range before int() reads it (Python refuses to read more
    # than 4,300 digits, in words of its own); the message quotes 60 characters at most.
    digits = typed.lstrip("0") or "0"
    if not _WHOLE.fullmatch(typed) or len(digits) > len(str(high)) or not low <= int(digits) <= high:
        shown = typed if len(typed) <= 60 else typed[:57] + "..."
        raise ValueError(T.ERR_WHOLE_NUMBER.format(what=what or T.DEAL_NUMBER_WORDS, low=low,
                                                   high=format(T.number(high), ","), value=shown))
    return int(digits)


class NumberBox:
    """`box` (a Text, value updated on Enter or leaving it) and `message` (why a text is refused).

    on_number(n) is called with each whole number typed; show(n) puts a number in the box when
    the widget changes it (Next deal), without calling on_number.
    """

    def __init__(self, value: int, low: int, high: int, on_number: Callable[[int], None], *,
                 description: str, tooltip: str = "", what: str | None = None,
                 layout: widgets.Layout | None = None, style: dict | None = None) -> None:
        self.low, self.high, self.what, self.on_number = low, high, what, on_number
        self.box = widgets.Text(value=str(value), description=description, tooltip=tooltip,
                                continuous_update=False, layout=layout or widgets.Layout(width="190px"),
                                style=style or {})
        self.message = widgets.HTML()
        self.error = ""
        self.shown = value
        self._own_update = OwnUpdate()
        self.box.observe(self._typed, names="value")

    def _typed(self, change) -> None:
        if self._own_update:
            return
        try:
            number = read_whole_number(change["new"], self.low, self.high, self.what)
        except ValueError as err:
            self._say(str(err))
            return
        self._say("")
        self.shown = number
        self.on_number(number)

    def _say(self, error: str) -> None:
        self.error = error
        self.message.value = (element("span", error, role="alert", style=f"color:{WRONG_INK};font-weight:700")
                              if error else "")

    def show(self, value: int) -> None:
        """The widget moved to `value` (a new deal): show it, unless the box already reads so."""
        if value == self.shown:
            return   # a refused text stays in the box, with its message, until the deal changes
        with self._own_update:
            self.box.value = str(value)
        self.shown = value
        self._say("")
