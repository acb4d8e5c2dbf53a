"""The odds figures: labelled axes, the finding in the title, each bar's number written on it,
colours from the colour-blind safe Okabe-Ito set, and the bars in the order given."""

from __future__ import annotations

import pytest

pytest.importorskip("matplotlib")

from matplotlib.colors import to_hex  # noqa: E402

from studlib.hands import Category  # noqa: E402
from studlib.plots.odds import OKABE_ITO, category_bars, compare_bars, share_bars  # noqa: E402


def bar_texts(ax):
    return [t.get_text() for t in ax.texts]


def test_share_bars_write_each_share_on_its_bar():
    fig = share_bars(["Seat 1", "Seat 2"], [0.625, 0.375], "Seat 1 is ahead: 62.5% of the pot")
    ax = fig.axes[0]
    assert ax.get_xlabel() == "Share of the pot" and "62.5%" in ax.get_title()
    assert bar_texts(ax) == ["62.5%", "37.5%"]
    assert [t.get_text() for t in ax.get_yticklabels()] == ["Seat 1", "Seat 2"]
    assert {to_hex(p.get_facecolor()) for p in ax.patches} <= {c.lower() for c in OKABE_ITO}


def test_compare_bars_one_series_per_situation_with_a_legend_below():
    fig = compare_bars(["Seat 1", "Seat 2"], {"live": [0.6, 0.4], "dead": [0.45, 0.55]},
                       "Dead cards cut Seat 1 from 60% to 45%")
    ax = fig.axes[0]
    assert bar_texts(ax) == ["60.0%", "40.0%", "45.0%", "55.0%"]
    assert [t.get_text() for t in fig.legends[0].get_texts()] == ["live", "dead"]
    hatches = {p.get_hatch() for p in ax.patches}
    assert len(hatches) == 2  # the series differ by pattern too, not by colour alone


def test_category_bars_best_hand_first_and_rare_hands_not_shown_as_zero():
    five = [1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40]
    fig = category_bars({"5 cards": five}, "Five cards")
    ax = fig.axes[0]
    assert ax.get_yticklabels()[0].get_text() == "Straight flush"
    assert bar_texts(ax)[0] == "0.002%"   # 40 of 2,598,960: small, but not zero
    assert ax.get_xlabel() == "Share of all hands"
    assert len(ax.patches) == len(Category)
