"""The small ipywidgets pieces every view shares: a button in the course's style, and the guard
that lets a view set its own controls without its observers taking that for a learner's change.
"""

from __future__ import annotations

import ipywidgets as widgets

from .render import WRAP_CLASS, button_style

__all__ = ["text_button", "OwnUpdate"]


def text_button(description: str, primary: bool = False) -> widgets.Button:
    """A button that fits its words: a long label wraps onto a second line instead of being cut;
    `primary` gives the main-button colours (studlib.colours.BUTTON_FACE)."""
    button = widgets.Button(description=description, tooltip=description, style=button_style(primary),
                            layout=widgets.Layout(width="auto", height="auto", max_width="100%"))
    button.add_class(WRAP_CLASS)
    return button


class OwnUpdate:
    """True while a view pushes its own state into its controls, so that the observers those
    assignments fire can tell them from a learner's change and do nothing:

        self._own_update = OwnUpdate()
        with self._own_update:                 # the view sets its controls
            self.game_menu.value = self.game.code
        ...
        def _on_game(self, change):
            if not self._own_update:            # a learner chose a game
                self.set_game(change["new"])

    The with statement resets it even when an update raises (a flag reset by hand stayed set, and
    every later choice was ignored), and nested updates keep it set until the outer one ends.
    """

    def __init__(self) -> None:
        self._depth = 0

    def __enter__(self) -> OwnUpdate:
        self._depth += 1
        return self

    def __exit__(self, *exc_info) -> None:
        self._depth -= 1

    def __bool__(self) -> bool:
        return self._depth > 0
