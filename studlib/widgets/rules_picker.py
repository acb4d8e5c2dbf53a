"""RulesPicker: choose a table preset and read its house options T-2 to T-9."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import ipywidgets as widgets

from ..rules import Rules, RulesPreset
from . import text as T
from .markup import Safe, element, join
from .render import INK, MUTED, LiveView, column_heads, course_box, muted, panel

__all__ = ["RulesPicker", "RulesView", "option_values", "rules_view", "rules_text", "rules_html"]


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


@dataclass(frozen=True)
class OptionRow:
    """One house option: its ID, its name, its value at this table, and whether online differs."""

    key: str
    name: str
    value: str
    differs: bool


@dataclass(frozen=True)
class RulesView:
    """The picker at one moment, in the language in force: the widget, text() and html() are all
    drawn from this."""

    title: str       # 'Table rules: cardroom'
    caption: str     # the same with the preset's full label, over the table
    rows: tuple[OptionRow, ...]


def rules_view(preset: str) -> RulesView:
    """The view model of a preset ('online', 'cardroom', 'tournament')."""
    online = dict(option_values(Rules.online()))
    rows = tuple(OptionRow(key, T.OPTION_NAMES[key], value, value != online[key])
                 for key, value in option_values(Rules.preset(preset)))
    return RulesView(T.RULES_TITLE.format(preset=T.preset_title(preset)),
                     T.RULES_TITLE.format(preset=T.PRESET_LABELS[preset]), rows)


def rules_text(view: RulesView) -> str:
    """'Table rules: online', then 'T-2 Open-pair double bet ...: yes' per option."""
    return "\n".join([view.title, *(T.RULES_LINE.format(key=r.key, name=r.name, value=r.value)
                                    + (f" {T.DIFFERS}" if r.differs else "") for r in view.rows)])


def rules_html(view: RulesView, note: str = "") -> Safe:
    """The table of options (a value that differs from online in bold, and said), a note under it."""
    rows = [element("tr", element("th", r.key, scope="row", style="text-align:left;padding:3px 12px 3px 0"),
                    element("td", r.name, style="padding:3px 12px 3px 0"),
                    element("td", r.value, *((" ", element("em", T.DIFFERS)) if r.differs else ()),
                            style=f"padding:3px 0;font-weight:{700 if r.differs else 400}"))
            for r in view.rows]
    table = element("table",
                    element("caption", view.caption, style="text-align:left;font-weight:700;font-size:20px;"
                                                           "padding-bottom:4px"),
                    column_heads((T.OPTION_HEADER, T.SETTING_HEADER, T.VALUE_HEADER),
                                 f"text-align:left;padding:3px 12px 3px 0;color:{MUTED};font-size:16px"),
                    element("tbody", join(rows)), style=f"border-collapse:collapse;color:{INK}")
    return panel(join([table, muted(note) if note else ""]))


class RulesPicker(LiveView):
    """A dropdown of the three presets and a table of their options; `.rules` is the choice."""

    def __init__(self, value: str = "online") -> None:
        Rules.preset(value)  # the engine's ValueError naming the presets, for any other name
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

    def view_model(self) -> RulesView:
        """The chosen preset's options now, as data in the language in force."""
        return rules_view(self.value)

    def text(self) -> str:
        return rules_text(self.view_model())

    def html(self) -> str:
        return rules_html(self.view_model(), T.NO_KERNEL_NOTE)

    def _refresh(self) -> None:
        self.table.value = rules_html(self.view_model())
