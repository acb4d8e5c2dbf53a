"""A figure's numbers as a table, for a Python with no matplotlib (the website's live pages offline).

studlib.plots.odds returns a ChartTable instead of a drawing when matplotlib cannot be imported:
the same title, groups, series and percentages, and one sentence saying the drawn chart needs
the internet. A notebook shows its HTML; print() and plain text show the same table as text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..markup import element, join, panel
from . import text as PT

__all__ = ["ChartTable"]


@dataclass(frozen=True)
class ChartTable:
    """A bar chart's numbers: one row per group, one column per series, each cell a share."""

    title: str
    value_label: str
    groups: tuple[str, ...]
    series: tuple[tuple[str, tuple[float, ...]], ...]
    percent: Callable[[float], str]

    def rows(self) -> list[tuple[str, list[str]]]:
        """(group, the group's share in each series, written as the chart writes it)."""
        return [(group, [self.percent(values[i]) for _, values in self.series])
                for i, group in enumerate(self.groups)]

    def __str__(self) -> str:
        names = [name for name, _ in self.series]
        width = max(len(g) for g in self.groups)
        lines = [self.title, PT.PLOT_NEEDS_INTERNET, "",
                 f"{'':{width}}  " + "  ".join(f"{n:>12}" for n in names)]
        lines += [f"{group:{width}}  " + "  ".join(f"{v:>12}" for v in values) for group, values in self.rows()]
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        cell = "padding:4px 10px;text-align:right"
        head = element("thead", element("tr", element("td"),
                                        *(element("th", n, scope="col", style=cell) for n, _ in self.series)))
        body = element("tbody", join(
            element("tr", element("th", group, scope="row", style="padding:4px 10px;text-align:left"),
                    *(element("td", v, style=cell) for v in values))
            for group, values in self.rows()))
        caption = element("caption", self.title, style="text-align:left;font-weight:600;padding-bottom:6px")
        table = element("table", caption, head, body, style="border-collapse:collapse;font-size:18px")
        return panel(join([table, element("p", PT.PLOT_NEEDS_INTERNET, style="margin:8px 0 0")]), self.title)
