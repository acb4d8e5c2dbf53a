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


def test_lesson_20s_category_chart_fits_a_projector_and_its_numbers_do_not_overlap():
    """Lesson 20's second chart (9 categories, 5 and 7 cards) was 1163 px tall: a projector shows
    768. Drawn as the notebook draws it (100 dpi, tight box), it fits, and no two bar numbers touch."""
    import io

    from matplotlib.image import imread

    five = [1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40]
    seven = [87445, 219076, 117615, 24146, 23052, 15185, 12964, 84, 433]
    fig = category_bars({"5 cards (every hand)": five, "7 cards (500,000 dealt)": seven},
                        "Seven cards make a pair or better 82.6% of the time, five cards 49.9%")
    png = io.BytesIO()
    fig.savefig(png, format="png", dpi=100, bbox_inches="tight")
    png.seek(0)
    height, width = imread(png).shape[:2]
    assert height <= 768 and width <= 1024, (width, height)
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    canvas = FigureCanvasAgg(fig)          # the figure drawn as the PNG was, to measure its texts
    canvas.draw()
    renderer = canvas.get_renderer()
    boxes = sorted((t.get_window_extent(renderer) for t in fig.axes[0].texts), key=lambda b: b.y0)
    assert len(boxes) == 18
    for low, high in zip(boxes, boxes[1:]):
        assert low.y1 <= high.y0 + 0.5, "two bar numbers overlap"
