"""The scenario builder as the teacher sees it: its view model, text and HTML in the language in force, no ipywidgets.

What studlib.widgets.scenario_builder draws from a studlib.scenario_draft.ScenarioDraft (to the
widget, to text() and to html()): the game and rules, whether the scenario can be dealt, what the
last press did, the cards chosen, the share code and, once opened, third street with every card
face up and what happens if everyone calls. Its words are the constants below, read in the
language in force; all of its HTML is built through studlib.markup, the one escaping path.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import colours as C   # not imported by name: this module's UPPER_CASE names are its words
from . import rules_view, table_view
from .card_markup import SeatRow, card_html, hand_rows, legend_html, muted, seat_rows_html, seat_rows_text
from .cards import Card
from .i18n import N_, translated, translates_constants
from .markup import Safe, element, join, panel
from .scenario import PRESETS, Scenario
from .scenario_draft import Loaded, Press, ScenarioDraft, scenario_story

__all__ = ["DealShown", "BuilderView", "builder_view", "builder_text", "builder_html"]

# --- the words ------------------------------------------------------------------------------------
BUILDER_TITLE = N_("Scenario builder: {game}, {players} players")
BUILDER_CODE = N_("Share code: {code} ({length} characters)")
BUILDER_LOADED = N_("Loaded code {code}.")
BUILDER_OK = N_("Scenario OK: every card can be dealt.")
BUILDER_ERROR = N_("Not dealt: {error}")
BUILDER_CHOSEN = N_("Chosen cards:")
BUILDER_NONE_CHOSEN = N_("No card chosen: the seed deals every card.")
BUILDER_THIRD = N_("Third street as dealt (all cards shown to the teacher):")
BUILDER_THIRD_STALE = N_("Out of date: third street of the last scenario that could be dealt, without the "
                         "change refused above (all cards shown to the teacher):")
BUILDER_STALE = N_("Out of date: the cards below are the last scenario that could be dealt, without the "
                   "change refused above.")
BUILDER_IF_CALLED = N_("If everyone just calls and checks to the end:")
BUILDER_PRESET_NOTE = N_("{title} ({rules}): {note}")
# What a button press did: every press answers.
BUILDER_MADE = N_("Code made: {code}.")
BUILDER_NO_CODE_WHILE_WRONG = N_("No code made: the scenario is not dealt until this is fixed: {error}")
BUILDER_SAME_CODE = N_("Nothing changed since the last code: it is still {code}.")
BUILDER_NO_CODE = N_("Nothing loaded: type or paste a share code in the Code box first.")
BUILDER_OPENED = N_("Opened: the deal is below, every card face up (for the teacher's eyes).")
BUILDER_CLOSED = N_("Deal hidden: press Open to show it again.")


# --- the view model: what every rendering of the builder shows -------------------------------------

@dataclass(frozen=True)
class DealShown:
    """The opened deal: third street with every card face up, the bring-in, the story if all call."""

    caption: str
    rows: tuple[SeatRow, ...]
    bring_in: tuple[str, ...]
    calls: tuple[str, ...]
    community: Card | None


@dataclass(frozen=True)
class BuilderView:
    """The builder at one moment, in the language in force: the widget, text() and html() are all
    drawn from this."""

    title: str
    rules: str
    status: str                 # the scenario is OK, or why the last change was refused
    wrong: bool
    said: tuple[str, ...]       # what the last press did, where the scenario came from, out of date
    chosen: tuple[str, ...]     # the cards chosen, seat by seat
    code: str                   # the share-code line, or ""
    deal: DealShown | None      # None while the deal is hidden


def _said(draft: ScenarioDraft) -> tuple[str, ...]:
    """What the last press did, where the scenario on screen came from (a share code, or a ready
    scenario and what it shows) and whether it is out of date, in words."""
    said = []
    if draft.notice is not None:
        words = {Press.MADE: BUILDER_MADE, Press.SAME_CODE: BUILDER_SAME_CODE, Press.OPENED: BUILDER_OPENED,
                 Press.NOTHING_TO_LOAD: BUILDER_NO_CODE, Press.CLOSED: BUILDER_CLOSED,
                 Press.NO_CODE_WHILE_WRONG: BUILDER_NO_CODE_WHILE_WRONG}[draft.notice]
        said.append(translated(words).format(code=draft.code, error=draft.error))
    if isinstance(draft.message, Loaded):
        said.append(translated(BUILDER_LOADED).format(code=draft.message.code))
    elif draft.message is not None:
        p = PRESETS[draft.message.name]
        said.append(translated(BUILDER_PRESET_NOTE).format(title=p.title, rules=", ".join(p.rules), note=p.note))
    return (*said, translated(BUILDER_STALE)) if draft.stale else tuple(said)


def _deal_shown(scenario: Scenario, stale: bool) -> DealShown:
    hand = scenario.hand()
    story = scenario_story(scenario)
    rows = hand_rows(hand, reveal=True, markers={hand.bring_in_seat: table_view.MARK_BRINGS_IN})
    return DealShown(translated(BUILDER_THIRD_STALE if stale else BUILDER_THIRD), tuple(rows),
                     tuple(map(str, story.bring_in)), tuple(map(str, story.calls)), story.community)


def builder_view(draft: ScenarioDraft) -> BuilderView:
    """The builder's view model, from the draft, in the language in force."""
    s = draft.scenario
    return BuilderView(translated(BUILDER_TITLE).format(game=s.game.name, players=s.players),
                       rules_view.RULES_TITLE.format(preset=rules_view.preset_title(s.rules.name)),
                       translated(BUILDER_ERROR).format(error=draft.error) if draft.error else translated(BUILDER_OK),
                       bool(draft.error), _said(draft), tuple(s.describe()) or (translated(BUILDER_NONE_CHOSEN),),
                       translated(BUILDER_CODE).format(code=draft.code, length=len(draft.code)) if draft.code else "",
                       _deal_shown(s, draft.stale) if draft.opened else None)


# --- the renderings --------------------------------------------------------------------------------

def builder_text(view: BuilderView) -> str:
    """Title, rules, status, what happened, the chosen cards, the code and the opened deal."""
    lines = [view.title, view.rules, view.status, *view.said, translated(BUILDER_CHOSEN),
             *(f"  {x}" for x in view.chosen)]
    if view.code:
        lines.append(view.code)
    if view.deal is not None:
        lines += [view.deal.caption, *seat_rows_text(view.deal.rows), *(f"  {x}" for x in view.deal.bring_in),
                  translated(BUILDER_IF_CALLED), *(f"  {x}" for x in view.deal.calls)]
        if view.deal.community is not None:
            lines.append(table_view.COMMUNITY_CARD.format(card=view.deal.community.pretty))
    return "\n".join(lines)


def _list(head: str, lines: tuple[str, ...]) -> Safe:
    return element("div", element("strong", head), element("ul", join(element("li", x) for x in lines),
                                                           style="margin:2px 0"))


def builder_html(view: BuilderView, palette: str, note: str = "") -> Safe:
    """The same, as the panel the widget shows (and a note under it)."""
    body = [element("p", view.title, style="font-size:20px;font-weight:700;margin:4px 0"), element("p", view.rules),
            element("div", join([view.status, *view.said], element("br")), role="status",
                    style=f"color:{C.WRONG_INK if view.wrong else C.INK};font-weight:700"),
            _list(translated(BUILDER_CHOSEN), view.chosen)]
    if view.code:
        body.append(element("p", view.code, style="font-size:24px;font-family:monospace;letter-spacing:2px"))
    if view.deal is not None:
        body.append(seat_rows_html(view.deal.rows, palette, caption=view.deal.caption))
        body += [element("p", x, style="margin:4px 0") for x in view.deal.bring_in]
        body.append(_list(translated(BUILDER_IF_CALLED), view.deal.calls))
        if view.deal.community is not None:
            body.append(element("p", table_view.COMMUNITY_CARD.format(card=""),
                                card_html(view.deal.community, palette)))
        body.append(legend_html(palette))
    return panel(join([*body, muted(note) if note else ""]), label=view.title)


# Every constant above is translated when read from outside (builder_view.BUILDER_OK), in the language in force.
translates_constants(__name__)
