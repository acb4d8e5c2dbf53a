"""RulesPicker: choose a table preset and read its house options T-2 to T-9.

This module builds the menu and draws one studlib.rules_view.RulesView (the view model and its text
and HTML) to the widget, text() and html()."""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

from .. import rules_view as RV
from ..rules import Rules, RulesPreset
from ..rules_view import RulesView, rules_html, rules_text, rules_view
from . import text as T
from .render import LiveView, course_box

__all__ = ["RulesPicker"]


class RulesPicker(LiveView):
    """A dropdown of the three presets and a table of their options; `.rules` is the choice."""

    def __init__(self, value: str = "online") -> None:
        Rules.preset(value)  # the engine's ValueError naming the presets, for any other name
        self.menu = widgets.Dropdown(options=[(RV.PRESET_LABELS[p], p) for p in RulesPreset], value=value,
                                     description=T.RULES_LABEL, style={"description_width": "initial"},
                                     layout=widgets.Layout(width="auto"))
        self.table = widgets.HTML()
        self._callbacks: list[Callable[[Rules], None]] = []
        self.menu.observe(self._on_change, names="value")
        self.widget = course_box([self.menu, self.table])
        self._refresh()

    @property
    def value(self) -> str:
        """The preset's name: 'online', 'cardroom' or 'tournament'."""
        return self.menu.value

    @value.setter
    def value(self, name: str) -> None:
        Rules.preset(name)  # a clear ValueError for an unknown name
        self.menu.value = name

    @property
    def rules(self) -> Rules:
        """The studlib.Rules of the chosen preset, to pass to Hand, MiniDeal or SeatQuiz."""
        return Rules.preset(self.value)

    def on_change(self, callback: Callable[[Rules], None]) -> None:
        """Call `callback(rules)` whenever the learner picks another preset."""
        self._callbacks.append(callback)

    def _on_change(self, change) -> None:
        self._refresh()
        for callback in self._callbacks:
            callback(self.rules)

    def view_model(self) -> RulesView:
        """The chosen preset's options now, as data in the language in force."""
        return rules_view(self.value)

    def text(self) -> str:
        return rules_text(self.view_model())

    def html(self) -> str:
        return rules_html(self.view_model(), T.NO_KERNEL_NOTE)

    def _refresh(self) -> None:
        self.table.value = rules_html(self.view_model())
