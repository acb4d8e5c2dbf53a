"""The progress chart: how well a learner knows each family of rules, readable on a projector."""

from __future__ import annotations

import base64
import io

from matplotlib.figure import Figure

from ..catalogue import FAMILIES, family_title
from ..colours import BUTTON_FACE, INK, MUTED, PANEL
from . import text as PT

__all__ = ["mastery_figure", "mastery_png"]

_FONT_PT = 18     # at 100 dpi 18 pt is 25 px: readable from the back of a classroom


def mastery_figure(by_family: dict[str, tuple[float | None, int]]) -> Figure:
    """One horizontal bar per family (0-100 %), each with its number written on it; a family not
    practised yet says so in words (no bar whose meaning is only its colour)."""
    fig = Figure(figsize=(9, 4.6), dpi=100, facecolor=PANEL)
    ax = fig.add_subplot()
    families = list(FAMILIES)[::-1]                      # first family on top
    values = [by_family.get(f, (None, 0))[0] for f in families]
    ax.barh(range(len(families)), [100 * (v or 0) for v in values], color=BUTTON_FACE, height=0.6)
    for y, (family, value) in enumerate(zip(families, values)):
        count = by_family.get(family, (None, 0))[1]
        if value is None:
            label, colour = PT.MASTERY_NOT_YET, MUTED
        else:
            label, colour = PT.mastery_bar(round(100 * value), count), INK
        ax.text(max(100 * (value or 0), 0) + 1.5, y, label, va="center", fontsize=_FONT_PT - 2, color=colour)
    ax.set_yticks(range(len(families)), [family_title(f) for f in families], fontsize=_FONT_PT, color=INK)
    ax.set_xlim(0, 140)
    ax.set_xticks([0, 25, 50, 75, 100], ["0", "25", "50", "75", "100 %"], fontsize=_FONT_PT - 4, color=INK)
    ax.set_title(PT.MASTERY_TITLE, fontsize=_FONT_PT + 2, color=INK, loc="left")
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    fig.tight_layout()
    return fig


def mastery_png(by_family: dict[str, tuple[float | None, int]]) -> str:
    """The chart as a base64 PNG, for an <img> in a widget."""
    buffer = io.BytesIO()
    mastery_figure(by_family).savefig(buffer, format="png")
    return base64.b64encode(buffer.getvalue()).decode("ascii")
