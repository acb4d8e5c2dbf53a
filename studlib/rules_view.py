"""A table's house options as the learner reads them: the view model, text and HTML of a rules preset, no ipywidgets.

What studlib.widgets.rules_picker draws for the preset chosen (to the widget, to text() and to
html()): each house option T-2 to T-9 with its value in words, and whether it differs from the
online rules. The preset's names are here too (the scenario builder's view says them). Its words
are the constants below, read in the language in force; all of its HTML is built through
studlib.markup, the one escaping path.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import colours as C   # not imported by name: this module's UPPER_CASE names are its words
from .card_markup import column_heads, muted
from .i18n import N_, pgettext, translated, translates_constants
from .markup import Safe, element, join, panel
from .rules import Rules

__all__ = ["option_values", "OptionRow", "RulesView", "rules_view", "rules_text", "rules_html", "preset_title"]

# --- the words ------------------------------------------------------------------------------------
PRESET_LABELS = {
    "online": N_("Online (course default, the rules of the French source pages)"),
    "cardroom": N_("Cardroom (Robert's Rules, WSOP live action)"),
    "tournament": N_("Tournament (Poker TDA 2024, WSOP tournaments)"),
}
RULES_TITLE = N_("Table rules: {preset}")
RULES_LINE = N_("{key} {name}: {value}")
OPTION_HEADER = N_("Option")
SETTING_HEADER = N_("Setting")
VALUE_HEADER = N_("This table")
DIFFERS = N_("(differs from online)")
OPTION_NAMES = {
    "T-2": N_("Open-pair double bet on 4th street (stud high only)"),
    "T-3": N_("Equal boards on 4th to 7th street"),
    "T-4": N_("Showdown order when nobody bet on 7th street"),
    "T-5": N_("Odd chip among tied winners"),
    "T-6": N_("Raise cap after the bet or completion"),
    "T-7": N_("Heads-up"),
    "T-8": N_("Deck runs short on 7th street"),
    "T-9": N_("Betting on a community-card 7th street"),
}
YES, NO = N_("yes"), N_("no")
EQUAL_BOARDS = {"position": N_("first tied player on the dealer's left"),
                "suit": N_("high card by suit")}
SHOWDOWN_ORDER = {"seeds": N_("stud, stud/8: best board; razz: seat order, lowest seat still in first"),
                  "first_to_act": N_("whoever would act first: best board, razz lowest board")}
ODD_CHIP = {"position": N_("first tied winner on the dealer's left"),
            "suit_all": N_("highest card by suit (lowest in razz and the low half), all seven cards"),
            "suit_five": N_("highest card by suit among the five cards played")}
RAISE_CAP = N_("{n} raises")
HEADS_UP = {False: N_("cap applies"), True: N_("no cap once the action is heads-up")}
RESHUFFLE = {False: N_("community card at once"),
             True: N_("reshuffle the 3 burns with the stub first")}


def preset_title(name: str) -> str:
    """A preset's name after "Table rules:" ('cardroom'; « salle de jeu »); other names as they are."""
    names = {"online": pgettext("rules preset, after 'Table rules:'", "online"),
             "cardroom": pgettext("rules preset, after 'Table rules:'", "cardroom"),
             "tournament": pgettext("rules preset, after 'Table rules:'", "tournament")}
    return names.get(name, name)


def option_values(rules: Rules) -> list[tuple[str, str]]:
    """(option ID, the value in words) for T-2 to T-9, in catalogue order."""
    yes_no = {True: translated(YES), False: translated(NO)}
    return [
        ("T-2", yes_no[rules.double_bet_on_open_pair]),
        ("T-3", translated(EQUAL_BOARDS)[rules.equal_boards.value]),
        ("T-4", translated(SHOWDOWN_ORDER)[rules.showdown_order.value]),
        ("T-5", translated(ODD_CHIP)[rules.odd_chip.value]),
        ("T-6", translated(RAISE_CAP).format(n=rules.raise_cap)),
        ("T-7", translated(HEADS_UP)[rules.heads_up_uncapped]),
        ("T-8", translated(RESHUFFLE)[rules.reshuffle_burns]),
        ("T-9", yes_no[rules.community_card_betting]),
    ]


# --- the view model: what every rendering of the picker shows --------------------------------------

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
    rows = tuple(OptionRow(key, translated(OPTION_NAMES)[key], value, value != online[key])
                 for key, value in option_values(Rules.preset(preset)))
    return RulesView(translated(RULES_TITLE).format(preset=preset_title(preset)),
                     translated(RULES_TITLE).format(preset=translated(PRESET_LABELS)[preset]), rows)


# --- the renderings --------------------------------------------------------------------------------

def rules_text(view: RulesView) -> str:
    """'Table rules: online', then 'T-2 Open-pair double bet ...: yes' per option."""
    return "\n".join([view.title, *(translated(RULES_LINE).format(key=r.key, name=r.name, value=r.value)
                                    + (f" {translated(DIFFERS)}" if r.differs else "") for r in view.rows)])


def rules_html(view: RulesView, note: str = "") -> Safe:
    """The table of options (a value that differs from online in bold, and said), a note under it."""
    rows = [element("tr", element("th", r.key, scope="row", style="text-align:left;padding:3px 12px 3px 0"),
                    element("td", r.name, style="padding:3px 12px 3px 0"),
                    element("td", r.value, *((" ", element("em", translated(DIFFERS))) if r.differs else ()),
                            style=f"padding:3px 0;font-weight:{700 if r.differs else 400}"))
            for r in view.rows]
    table = element("table",
                    element("caption", view.caption, style="text-align:left;font-weight:700;font-size:20px;"
                                                           "padding-bottom:4px"),
                    column_heads(translated((OPTION_HEADER, SETTING_HEADER, VALUE_HEADER)),
                                 f"text-align:left;padding:3px 12px 3px 0;color:{C.MUTED};font-size:16px"),
                    element("tbody", join(rows)), style=f"border-collapse:collapse;color:{C.INK}")
    return panel(join([table, muted(note) if note else ""]))


# Every constant above is translated when read from outside (rules_view.RULES_TITLE), in the language in force.
translates_constants(__name__)
