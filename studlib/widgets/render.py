"""What the widgets share: the course's root box and its CSS, large buttons, and the display objects
(StaticView, LiveView, show_cards, show_hand, palette_legend) drawn with the markup helpers.

Cards, tables of seats and the suit legend are drawn by studlib.card_markup, which needs no
ipywidgets (the figures and the static views use it too); every colour comes from studlib.colours.
The widgets import those from their owners.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from .. import table_view as TV
from ..card_markup import (card_html, cards_html, cards_text, check_palette, hand_rows, legend_html, legend_text,
                           read_cards, seat_rows_html, seat_rows_text)
from ..cards import Card
from ..colours import BUTTON_FACE, BUTTON_INK, INK, PANEL
from ..explain import Seat
from ..markup import Safe, element, join, panel
from ..table_view import hand_stage
from . import text as T

__all__ = ["button_style", "check_text", "WRAP_CLASS", "COURSE_CLASS", "course_style", "course_box", "StaticView",
           "LiveView", "show_cards", "show_hand", "palette_legend"]


def button_style(main: bool = False) -> dict[str, str]:
    """ipywidgets ButtonStyle for a large, bold button; main=True: white on dark blue (AA)."""
    style = {"font_size": "18px", "font_weight": "bold"}
    if main:
        style.update(button_color=BUTTON_FACE, text_color=BUTTON_INK)
    return style


def check_text(value: object, what: str, default: str | None = None) -> str:
    """A text argument; None gives `default` when there is one, anything else is a ValueError."""
    if value is None and default is not None:
        return default
    if not isinstance(value, str):
        raise ValueError(T.ERR_TEXT_ARGUMENT.format(what=what, value=value))
    return value


# --- the course's root box ------------------------------------------------------------------

WRAP_CLASS = "studlib-wrap"


def wrap_style() -> Safe:
    """CSS that lets a button marked WRAP_CLASS wrap its words: ipywidgets cuts long labels with '...'."""
    # An answered option is disabled but must stay readable (ipywidgets fades it to 3:1):
    # the ✓/✗ marks and the words say it is answered.
    return Safe(f"<style>.{WRAP_CLASS}{{white-space:normal !important;height:auto !important;"
            f"text-align:left;line-height:1.3;padding-top:4px;padding-bottom:4px}}"
            f".{WRAP_CLASS}:disabled{{opacity:1 !important}}</style>")


COURSE_CLASS = "studlib-widget"
CONTROL_FONT_PX = 16      # every control's text (ipywidgets draws 13 px)
TARGET_PX = 24            # the smallest target (WCAG 2.5.8)


def course_style() -> Safe:
    """CSS for every course widget's root (COURSE_CLASS): controls' text at 16 px, targets at
    least 24x24 px, a focus ring that always shows, wide tables scrolling inside themselves (a
    phone, a projector), and long option labels that wrap (WRAP_CLASS)."""
    root = f".{COURSE_CLASS}"
    controls = ", ".join(f"{root} {c}" for c in ("button", "select", "input", "textarea", ".widget-label",
                                                  ".widget-label-basic", ".widget-readout"))
    return Safe(f"<style>{root}{{--jp-widgets-font-size:{CONTROL_FONT_PX}px;--jp-widgets-inline-height:32px;"
            f"max-width:100%;min-width:0}}"
            f"{controls}{{font-size:{CONTROL_FONT_PX}px}}"
            f"{root} button, {root} select, {root} input{{min-height:{TARGET_PX}px;min-width:{TARGET_PX}px}}"
            f"{root} input[type=checkbox]{{width:{TARGET_PX}px;height:{TARGET_PX}px}}"
            # The ring is dark on white whatever the theme, and a focused control scrolls clear of
            # anything sticky at the top or bottom of the page (WCAG 2.4.11).
            f"{root} :focus-visible{{outline:3px solid {INK} !important;outline-offset:2px;"
            f"box-shadow:0 0 0 5px {PANEL} !important}}"
            f"{root} button, {root} select, {root} input{{scroll-margin:96px}}"
            # An HTML view never grows wider than the output: its tables scroll inside it.
            f"{root} .widget-html, {root} .widget-html-content, {root} .widget-box{{max-width:100%;min-width:0}}"
            f"</style>" + wrap_style())


def course_box(children: Sequence[Any]):
    """The root of a course widget: a VBox marked COURSE_CLASS that carries course_style()."""
    import ipywidgets

    box = ipywidgets.VBox([ipywidgets.HTML(course_style()), *children])
    box.add_class(COURSE_CLASS)
    return box


# --- display objects -----------------------------------------------------------------------

class StaticView:
    """A static display object: text/plain and text/html only, no widget and no kernel needed."""

    def __init__(self, text: str, html_body: str) -> None:
        self._text = text
        self._html = html_body

    def text(self) -> str:
        return self._text

    def html(self) -> str:
        return self._html

    @property
    def widget(self):
        """An ipywidgets.HTML showing the same snapshot, to place inside a layout."""
        import ipywidgets

        return ipywidgets.HTML(value=self._html)

    def _repr_mimebundle_(self, include=None, exclude=None, **kwargs) -> dict[str, str]:
        return {"text/plain": self._text, "text/html": self._html}

    def __repr__(self) -> str:
        return self._text


class LiveView:
    """Base of the interactive widgets: the live view plus deterministic text and a static snapshot.

    Subclasses set self.widget (the root ipywidgets container) and define text() and html().
    JupyterLab and Notebook 7 pick the widget view (its renderer ranks above text/html) while a
    kernel runs; viewers without a kernel (GitHub, nbviewer, an untrusted notebook) fall back to
    text/html; nbval compares text/plain, which holds no ids or timings.
    """

    widget: Any

    def text(self) -> str:  # pragma: no cover - every subclass overrides it
        raise NotImplementedError

    def html(self) -> str:  # pragma: no cover
        raise NotImplementedError

    def learner_changed(self, method):
        """An observer that hands a control's new value to `method` when a learner changed it, not
        when the view set its own controls (within `with self._own_update:`, controls.OwnUpdate)."""
        def handler(change) -> None:
            if not self._own_update:
                method(change["new"])
        return handler

    def _repr_mimebundle_(self, include=None, exclude=None, **kwargs) -> dict[str, Any]:
        bundle = dict(self.widget._repr_mimebundle_(**kwargs) or {})
        bundle["text/plain"] = self.text()
        bundle["text/html"] = self.html()
        return bundle

    def __repr__(self) -> str:
        return self.text()


def show_cards(cards: str | Iterable[Card | str | None], palette: str = "two") -> StaticView:
    """Big accessible cards: show_cards("As Kh 7d", palette="four"); '??' is a face-down card."""
    check_palette(palette)
    read = read_cards(cards)
    body = element("div", cards_html(read, palette), style="line-height:1")
    return StaticView(cards_text(read), panel(body))


def palette_legend(palette: str = "two") -> StaticView:
    """The suit/colour legend of the two- or four-colour deck."""
    return StaticView(legend_text(palette), panel(legend_html(palette)))


def show_hand(hand, reveal: bool = False, palette: str = "two", tail: int = 3) -> StaticView:
    """A static view of a studlib.Hand: each seat's down cards (face down unless reveal) and up
    cards, the community card, the pot, who is to act and the last `tail` lines of the log."""
    check_palette(palette)
    markers = {hand.to_act: TV.MARK_TO_ACT} if hand.to_act is not None else {}
    rows = hand_rows(hand, reveal, markers, shown=hand.showdown_order if hand.is_over else ())
    title = T.HAND_TITLE.format(game=hand.game.name, seed=hand.seed, stage=hand_stage(hand))
    lines = [title] + seat_rows_text(rows)
    extra_html = []
    if hand.community_card is not None:
        cc = TV.COMMUNITY_CARD.format(card=str(hand.community_card))
        lines.append(cc)
        extra_html.append(element("p", TV.COMMUNITY_CARD.format(card=""), card_html(hand.community_card, palette)))
    pot = TV.POT.format(amount=hand.structure.money(hand.pot))
    status = TV.HAND_OVER if hand.is_over else (TV.TO_ACT.format(seat=Seat(hand.to_act))
                                               if hand.to_act is not None else "")
    lines.append(f"{pot}. {status}".strip())
    log = [str(line) for line in hand.log[-tail:]] if tail > 0 else []
    if log:
        lines.append(T.RECENT)
        lines.extend(f"  {line}" for line in log)
    body = [seat_rows_html(rows, palette, caption=title), *extra_html, element("p", f"{pot}. {status}")]
    if log:
        body.append(element("div", element("strong", T.RECENT),
                            element("ul", join(element("li", line) for line in log), style="margin:2px 0"),
                            style="font-size:17px"))
    body.append(legend_html(palette))
    return StaticView("\n".join(lines), panel(join(body), label=title))
