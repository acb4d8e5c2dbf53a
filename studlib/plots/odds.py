"""Figures for the odds lessons: shares of the pot and how often hands happen, read at a glance.

Each function returns a closed Figure: a notebook cell ending with it shows it once (closing
keeps pyplot from drawing it a second time). Where matplotlib cannot be imported (the website's
live pages with no network: it has no WebAssembly wheel on PyPI) they return the same numbers as
a ChartTable instead, with a sentence saying the drawn chart needs the internet. Every figure has labelled axes, a title that says what the numbers show, the number written on
each bar, Okabe-Ito colours (safe for colour-blind readers) with hatching so that no meaning
rests on colour alone, and fonts big enough for a projector.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from ..hands import Category
from ..i18n import localized_number, percent
from . import text as PT
from .table import ChartTable

try:
    import matplotlib.pyplot as plt
    from matplotlib.ticker import PercentFormatter
except ImportError:   # a browser offline: the numbers as a table (ChartTable)
    plt = None
    PercentFormatter = object

__all__ = ["OKABE_ITO", "share_bars", "compare_bars", "category_bars"]

# Okabe & Ito (2008), "Color Universal Design": distinguishable with every common colour-vision
# deficiency. Blue and orange first: the pair most people tell apart.
OKABE_ITO = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442")
HATCHES = ("", "//", "..", "xx", "\\\\", "++", "oo")


def __getattr__(name: str):
    """CATEGORY_NAMES (Category -> 'Full house') in the language in force when it is read."""
    if name == "CATEGORY_NAMES":
        return {c: PT.HAND_CATEGORIES[c.name] for c in Category}
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

_FONT = {"font.size": 15, "axes.titlesize": 17, "axes.labelsize": 15}
# A classroom projector is 768 px tall: no figure is taller (inches at the notebooks' 100 dpi).
PROJECTOR_HEIGHT_IN = 7.2


def _percent_label(value: float) -> str:
    """'12.3%', or '0.03%' for the rare hands, so no bar reads 0.0% when it is not zero."""
    if value == 0:
        return percent(0, 0)
    return percent(value, 1 if value >= 0.001 else 3)


class _PercentAxis(PercentFormatter):
    """Matplotlib's percent ticks (0%, 20% ...), written the language's way (0 %, 20 % in French)."""

    def __init__(self) -> None:
        super().__init__(1.0)

    def __call__(self, x, pos=None) -> str:
        return localized_number(super().__call__(x, pos))


def share_bars(labels: Sequence[str], shares: Sequence[float], title: str, *,
               xlabel: str | None = None) -> "plt.Figure | ChartTable":
    """One horizontal bar per player: the expected share of the pot, written on the bar."""
    if plt is None:
        return ChartTable(title, PT.PLOT_SHARE_OF_POT if xlabel is None else xlabel, tuple(labels),
                          ((PT.PLOT_SHARE_OF_POT if xlabel is None else xlabel, tuple(shares)),), _percent_label)
    with plt.rc_context(_FONT):
        fig, ax = plt.subplots(figsize=(9, min(0.8 * len(labels) + 1.6, PROJECTOR_HEIGHT_IN)))
        y = range(len(labels))
        bars = ax.barh(y, shares, color=[OKABE_ITO[i % 7] for i in y],
                       hatch=[HATCHES[i % 7] for i in y], edgecolor="#1a1a1a")
        ax.bar_label(bars, labels=[_percent_label(s) for s in shares], padding=4, fontsize=15)
        ax.set_yticks(list(y), labels)
        ax.invert_yaxis()
        ax.set_xlim(0, 1.15)
        ax.xaxis.set_major_formatter(_PercentAxis())
        ax.set_xlabel(PT.PLOT_SHARE_OF_POT if xlabel is None else xlabel)
        ax.set_title(_wrap(title))
        ax.spines[["top", "right"]].set_visible(False)
        fig.tight_layout()
    plt.close(fig)
    return fig


def _wrap(title: str) -> str:
    """A title on lines short enough to fit the figure."""
    return textwrap.fill(title, 62)


def compare_bars(groups: Sequence[str], series: dict[str, Sequence[float]], title: str, *,
                 xlabel: str | None = None) -> "plt.Figure | ChartTable":
    """Grouped horizontal bars: each group (a player, a hand) once per series (live, dead)."""
    if plt is None:
        return ChartTable(title, PT.PLOT_SHARE_OF_POT if xlabel is None else xlabel, tuple(groups),
                          tuple((name, tuple(values)) for name, values in series.items()), _percent_label)
    with plt.rc_context(_FONT):
        n = len(series)
        height = 0.8 / n
        tall = len(groups) * (0.36 * n + 0.3) + 2.4
        fig, ax = plt.subplots(figsize=(9, min(tall, PROJECTOR_HEIGHT_IN)), layout="constrained")
        for k, (name, values) in enumerate(series.items()):
            y = [i + k * height for i in range(len(groups))]
            bars = ax.barh(y, values, height=height, label=name, color=OKABE_ITO[k % 7],
                           hatch=HATCHES[k % 7], edgecolor="#1a1a1a")
            ax.bar_label(bars, labels=[_percent_label(v) for v in values], padding=4, fontsize=14)
        ax.set_yticks([i + height * (n - 1) / 2 for i in range(len(groups))], groups)
        ax.invert_yaxis()
        top = max(max(v) for v in series.values())
        ax.set_xlim(0, max(0.05, top) * 1.25)
        ax.xaxis.set_major_formatter(_PercentAxis())
        ax.set_xlabel(PT.PLOT_SHARE_OF_POT if xlabel is None else xlabel)
        ax.set_title(_wrap(title))
        fig.legend(loc="outside lower center", ncols=n, frameon=False)  # below, never on a bar
        ax.spines[["top", "right"]].set_visible(False)
    plt.close(fig)
    return fig


def category_bars(counts: dict[str, Sequence[int]], title: str) -> "plt.Figure | ChartTable":
    """How often each high-hand category happens, one series per hand size (counts by Category)."""
    series = {name: [c / sum(values) for c in values] for name, values in counts.items()}
    order = list(reversed(Category))  # the best hands at the top, as a ranking is read
    names = [PT.HAND_CATEGORIES[c.name] for c in order]
    reordered = {name: [values[c] for c in order] for name, values in series.items()}
    return compare_bars(names, reordered, title, xlabel=PT.PLOT_SHARE_OF_HANDS)
