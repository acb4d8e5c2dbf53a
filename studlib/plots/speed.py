"""The speed chart: how fast a learner answers the timed drills, session by session, beside the
mastery chart (studlib.plots.mastery), readable on a projector."""

from __future__ import annotations

import base64
import io

from matplotlib.figure import Figure

from ..colours import BUTTON_FACE, INK, MUTED, PANEL
from . import text as PT

__all__ = ["speed_figure", "speed_png"]

_FONT_PT = 18     # at 100 dpi 18 pt is 25 px: readable from the back of a classroom


def speed_figure(sessions: list[tuple[str, float, float, int]], slowest: list[tuple[str, float, int]],
                 kind_names: dict[str, str] | None = None) -> Figure:
    """Left: each session's median and slowest answer in seconds, both lines marked and labelled
    (never colour alone); right: the slowest kinds' median times, the number written on each bar."""
    names = kind_names or {}
    fig = Figure(figsize=(11, 4.6), dpi=100, facecolor=PANEL)
    left, right = fig.subplots(1, 2, gridspec_kw={"width_ratios": [3, 2]})
    xs = range(len(sessions))
    if sessions:
        left.plot(xs, [s[1] for s in sessions], marker="o", color=INK, linewidth=2.5, label=PT.SPEED_MEDIAN)
        left.plot(xs, [s[2] for s in sessions], marker="^", linestyle="--", color=MUTED, linewidth=2,
                  label=PT.SPEED_SLOWEST)
        left.set_xticks(list(xs), [s[0][5:] for s in sessions], fontsize=_FONT_PT - 6, color=INK)
        left.legend(fontsize=_FONT_PT - 4, frameon=False)
    else:
        left.text(0.5, 0.5, PT.SPEED_NOT_YET, ha="center", va="center", fontsize=_FONT_PT - 2, color=MUTED,
                  transform=left.transAxes)
    left.set_ylim(bottom=0)
    left.set_ylabel(PT.SPEED_SECONDS, fontsize=_FONT_PT - 4, color=INK)
    left.set_title(PT.SPEED_TITLE, fontsize=_FONT_PT + 2, color=INK, loc="left")
    kinds = slowest[::-1]                                # the slowest on top
    right.barh(range(len(kinds)), [k[1] for k in kinds], color=BUTTON_FACE, height=0.6)
    for y, (kind, median, _count) in enumerate(kinds):
        right.text(median, y, " " + PT.seconds(median), va="center", fontsize=_FONT_PT - 4, color=INK)
    right.set_yticks(range(len(kinds)), [names.get(k[0], k[0]) for k in kinds], fontsize=_FONT_PT - 4, color=INK)
    right.set_xlim(0, 1.5 * max([k[1] for k in kinds if k[1] > 0], default=1.0))
    right.set_title(PT.SPEED_SLOWEST_KINDS, fontsize=_FONT_PT - 2, color=INK, loc="left")
    for ax in (left, right):
        ax.tick_params(colors=INK, labelsize=_FONT_PT - 6)
        for side in ("top", "right"):
            ax.spines[side].set_visible(False)
    fig.tight_layout()
    return fig


def speed_png(sessions: list[tuple[str, float, float, int]], slowest: list[tuple[str, float, int]],
              kind_names: dict[str, str] | None = None) -> str:
    """The chart as a base64 PNG, for an <img> in a widget."""
    buffer = io.BytesIO()
    speed_figure(sessions, slowest, kind_names).savefig(buffer, format="png")
    return base64.b64encode(buffer.getvalue()).decode("ascii")
