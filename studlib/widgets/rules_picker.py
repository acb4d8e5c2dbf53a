"""RulesPicker: choose a table preset and read its house options T-2 to T-9."""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

from ..rules import Rules, RulesPreset
from . import text as T
from .markup import Safe, element, join
from .render import INK, MUTED, LiveView, column_heads, course_box, muted, panel

__all__ = ["RulesPicker", "option_values"]



def option_values(rules: Rules) -> list[tuple[str, str]]:
    """(option ID, the value in words) for T-2 to T-9, in catalogue order."""
    yes_no = {True: T.YES, False: T.NO}
    return [
        ("T-2", yes_no[rules.double_bet_on_open_pair]),
        ("T-3", T.EQUAL_BOARDS[rules.equal_boards.value]),
        ("T-4", T.SHOWDOWN_ORDER[rules.showdown_order.value]),
        ("T-5", T.ODD_CHIP[rules.odd_chip.value]),
        ("T-6", T.RAISE_CAP.format(n=rules.raise_cap)),
        ("T-7", T.HEADS_UP[rules.heads_up_uncapped]),
        ("T-8", T.RESHUFFLE[rules.reshuffle_burns]),
        ("T-9", yes_no[rules.community_card_betting]),
    ]


class RulesPicker(LiveView):
    """A dropdown of the three presets and a table of their options; `.rules` is the choice."""

    def __init__(self, value: str = "online") -> None:
        if value not in tuple(RulesPreset):
            Rules.preset(value)  # raises the engine's ValueError naming the presets
        self.menu = widgets.Dropdown(options=[(T.PRESET_LABELS[p], p) for p in RulesPreset], value=value,
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

    def _rows(self) -> list[tuple[str, str, str, bool]]:
        default = dict(option_values(Rules.online()))
        return [(key, T.OPTION_NAMES[key], value, value != default[key])
                for key, value in option_values(self.rules)]

    def text(self) -> str:
        lines = [T.RULES_TITLE.format(preset=T.preset_title(self.value))]
        for key, name, value, differs in self._rows():
            lines.append(T.RULES_LINE.format(key=key, name=name, value=value) + (f" {T.DIFFERS}" if differs else ""))
        return "\n".join(lines)

    def _table_html(self) -> Safe:
        rows = []
        for key, name, value, differs in self._rows():
            mark = (" ", element("em", T.DIFFERS)) if differs else ()
            rows.append(element("tr", element("th", key, scope="row", style="text-align:left;padding:3px 12px 3px 0"),
                                element("td", name, style="padding:3px 12px 3px 0"),
                                element("td", value, *mark,
                                        style=f"padding:3px 0;font-weight:{700 if differs else 400}")))
        caption = T.RULES_TITLE.format(preset=T.PRESET_LABELS[self.value])
        return element("table",
                       element("caption", caption, style="text-align:left;font-weight:700;font-size:20px;"
                                                         "padding-bottom:4px"),
                       column_heads((T.OPTION_HEADER, T.SETTING_HEADER, T.VALUE_HEADER),
                                    f"text-align:left;padding:3px 12px 3px 0;color:{MUTED};font-size:16px"),
                       element("tbody", join(rows)), style=f"border-collapse:collapse;color:{INK}")

    def html(self) -> str:
        return panel(join([self._table_html(), muted(T.NO_KERNEL_NOTE)]))

    def _refresh(self) -> None:
        self.table.value = panel(self._table_html())
