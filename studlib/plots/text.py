"""Every word the figures draw, in English; the French is in the catalog (read as in
studlib.widgets.text: ``PT.MASTERY_TITLE`` at call time, in the language in force).

The practice panel (studlib.widgets.practice) writes the progress chart's numbers beside it in
the same words, so it reads them from here too.
"""

from __future__ import annotations

from ..i18n import N_, ngettext, translates_constants

# --- the progress chart (studlib.plots.mastery) ------------------------------------------------
MASTERY_TITLE = N_("How well you know each family of rules")
MASTERY_NOT_YET = N_("not practised yet")

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


# Every constant above is translated when read from outside (T.NAME), in the language in force then.
translates_constants(__name__)
