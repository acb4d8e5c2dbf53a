"""Every word the figures draw, in English; the French is in the catalog (read as in
studlib.widgets.text: ``PT.MASTERY_TITLE`` at call time, in the language in force).

The practice panel (studlib.widgets.practice) writes the progress chart's numbers beside it in
the same words, so it reads them from here too.
"""

from __future__ import annotations

from ..i18n import N_, _, localized_number, ngettext, translates_constants

# --- the progress chart (studlib.plots.mastery) ------------------------------------------------
MASTERY_TITLE = N_("How well you know each family of rules")
MASTERY_NOT_YET = N_("not practised yet")

# --- the speed chart (studlib.plots.speed) ---------------------------------------------------
SPEED_TITLE = N_("How fast you answer, session by session")
SPEED_MEDIAN = N_("median answer")
SPEED_SLOWEST = N_("slowest answer")
SPEED_SECONDS = N_("seconds")
SPEED_SLOWEST_KINDS = N_("Your slowest drills (median)")
SPEED_NOT_YET = N_("No timed answers yet")

# --- the odds figures (studlib.plots.odds) ------------------------------------------------------
PLOT_SHARE_OF_POT = N_("Share of the pot")
PLOT_SHARE_OF_HANDS = N_("Share of all hands")
# Shown under a chart's numbers when the browser's Python has no matplotlib (the website offline).
PLOT_NEEDS_INTERNET = N_("The drawn chart needs the internet: here are its numbers.")
# The high-hand categories as the odds figures name them, keyed by studlib.hands.Category name.
HAND_CATEGORIES = {
    "HIGH_CARD": N_("High card"), "PAIR": N_("One pair"), "TWO_PAIR": N_("Two pair"),
    "THREE_OF_A_KIND": N_("Three of a kind"), "STRAIGHT": N_("Straight"), "FLUSH": N_("Flush"),
    "FULL_HOUSE": N_("Full house"), "FOUR_OF_A_KIND": N_("Four of a kind"),
    "STRAIGHT_FLUSH": N_("Straight flush"),
}


def mastery_bar(percent: int, rules: int) -> str:
    """'75 % (4 rules)': one family's bar on the progress chart."""
    return ngettext("{percent} % ({rules} rule)", "{percent} % ({rules} rules)", rules).format(
        percent=percent, rules=rules)


def seconds(value: float) -> str:
    """'4.5 s' ('4,5 s' in French): a time on the speed chart and in its numbers."""
    return _("{seconds} s").format(seconds=localized_number(f"{value:.1f}"))


def speed_lines(sessions: list[tuple[str, float, float, int]], slowest: list[tuple[str, float, int]],
                kind_names: dict[str, str] | None = None) -> list[str]:
    """The speed chart's numbers as lines of text: what the chart draws, for a screen reader and
    for a browser without matplotlib."""
    names = kind_names or {}
    if not sessions:
        return [_(SPEED_NOT_YET) + "."]
    lines = [ngettext("{day}: median {median}, slowest {slowest} ({count} answer)",
                      "{day}: median {median}, slowest {slowest} ({count} answers)", count).format(
        day=day, median=seconds(median), slowest=seconds(most), count=count)
        for day, median, most, count in sessions]
    if slowest:
        lines.append(_("Slowest drills: {kinds}.").format(kinds=", ".join(
            _("{kind} ({median})").format(kind=names.get(kind, kind), median=seconds(median))
            for kind, median, _count in slowest)))
    return lines


# Every constant above is translated when read from outside (T.NAME), in the language in force then.
translates_constants(__name__)
