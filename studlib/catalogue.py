"""Every rule ID of the course, with a short title, in catalogue order.

The rule catalogue, docs/catalogue.md (every rule with its sources and table options), is the
source of truth: each rule there has a bold ID such as **STUD-3.1**, and each table option a row
such as ``| T-2 |``. This module is the engine's copy of that list and must be kept in
step with it: tests/test_catalogue.py fails when the two differ, and also lists the rule
IDs that no test names yet.
"""

from __future__ import annotations

from .i18n import N_, _

__all__ = ["RULES", "FAMILIES", "family_of", "family_title", "rule_title", "rules_of"]

# The titles in English, each marked for translation: read them through rule_title or rules_of,
# which give them in the language in force.
RULES: dict[str, str] = {
    # GEN: common to all three games
    "GEN-1.1": N_("Deal: two down and one up on 3rd street, up cards on 4th to 6th, down on 7th"),
    "GEN-1.2": N_("Five betting rounds, one after each street"),
    "GEN-1.3": N_("One card is burned before 4th, 5th, 6th and 7th street"),
    "GEN-1.4": N_("Two to eight players"),
    "GEN-2.1": N_("Every player antes before the deal"),
    "GEN-2.2": N_("The ante is dead money: it never counts toward a bring-in, completion or call"),
    "GEN-2.3": N_("Ante, bring-in, small bet and big bet are set by the table's structure"),
    "GEN-3.1": N_("Suit order for ties between equal ranks: clubs, diamonds, hearts, spades"),
    "GEN-3.2": N_("Bring-in: the worst door card opens"),
    "GEN-3.3": N_("The bring-in player may complete to the small bet instead"),
    "GEN-3.4": N_("Facing the bring-in: fold, call it or complete; nobody checks"),
    "GEN-3.5": N_("Action on 3rd street goes clockwise from the bring-in"),
    "GEN-3.6": N_("No option for the bring-in player when everyone just calls"),
    "GEN-4.1": N_("Raise cap: one bet or completion plus three raises per street"),
    "GEN-5.1": N_("From 4th street the best board for the game acts first"),
    "GEN-5.2": N_("Boards rank by pairs, trips and high cards; no straights or flushes"),
    "GEN-5.3": N_("Equal boards: the first tied player clockwise from the dealer acts first"),
    "GEN-5.4": N_("If the first actor is all-in, the next player with chips acts first"),
    "GEN-7.1": N_("Small bet on 3rd and 4th street, big bet on 5th, 6th and 7th"),
    "GEN-8.1": N_("Showdown: the last player to bet or raise on 7th street shows first"),
    "GEN-8.2": N_("Showdown when nobody bet on 7th street: by game and option T-4"),
    "GEN-8.3": N_("Cards speak, no declaration; show all seven cards to win"),
    "GEN-10.1": N_("Each player plays the best five of their seven cards"),
    "GEN-10.2": N_("Equal hands split the pot; suits never break a tie"),
    "GEN-10.3": N_("The odd chip of a split goes by option T-5"),
    "GEN-10.4": N_("Side pots are built from what each player put in, last-formed awarded first"),
    "GEN-11.1": N_("Short stub on 7th: exactly one card each, no burn; fewer, one community card"),
    "GEN-11.2": N_("A community-card round is bet, started by the best board using that card"),
    "GEN-12.1": N_("All-in under half a bet does not reopen the betting; several together may"),
    "GEN-12.2": N_("Short bring-in: post what you have; others still enter for the full bring-in"),
    "GEN-12.3": N_("Short all-in: under half a bet, call or complete; half or more is full"),
    "GEN-12.4": N_("An uncalled bet comes back to its owner when the betting round ends"),
    "GEN-13.1": N_("Folding when a check is free is allowed: the hand is given up"),
    "GEN-14.1": N_("Misdeal: exposed, boxed, extra or missing cards, found before action"),
    "GEN-14.2": N_("Once two players after the bring-in have acted, the hand stands"),
    "GEN-14.3": N_("A down card dealt face up on 3rd street: the third card comes down, by option T-11"),
    "GEN-14.4": N_("The door card dealt face down is turned face up"),
    "GEN-14.5": N_("Wrong number of cards: misdeal at the deal, later a dead hand"),
    "GEN-14.6": N_("A 7th-street card dealt face up stays; the rest by option T-10"),
    "GEN-14.7": N_("Up cards stay face up, in view and in the order dealt"),
    "GEN-14.8": N_("The wrong player brings in: corrected before the next player acts, else it stands"),
    "GEN-14.9": N_("A card dealt too soon is taken out, and one more card each after the round"),
    "GEN-14.10": N_("Burn errors are put right; a card dealt off the table plays as exposed"),
    # STUD: Seven Card Stud (high)
    "STUD-3.1": N_("Stud bring-in: the lowest door card, ace high, lower suit pays"),
    "STUD-5.1": N_("Stud: the best high board acts first on 4th to 7th street"),
    "STUD-6.1": N_("Stud: an open pair on 4th street allows the big bet"),
    "STUD-8.2": N_("Stud: with no bet on 7th street the best board shows first"),
    "STUD-9.1": N_("Stud: standard high hands; the wheel is the lowest straight"),
    # HILO: Seven Card Stud Hi/Lo, eight or better
    "HILO-3.1": N_("Stud/8 bring-in: the lowest door card, ace high"),
    "HILO-5.1": N_("Stud/8: the best high board acts first on 4th to 7th street"),
    "HILO-6.1": N_("Stud/8: no double bet on 4th street"),
    "HILO-8.2": N_("Stud/8: with no bet on 7th street the best high board shows first"),
    "HILO-9.1": N_("The low hand: five different ranks, eight or lower, ace-to-five"),
    "HILO-9.2": N_("High and low are chosen independently and may share cards"),
    "HILO-10.1": N_("Split: half to the best high, half to the best qualifying low, else scoop"),
    "HILO-10.2": N_("Quartering: ties inside a half split that half"),
    "HILO-10.3": N_("An odd chip between the halves goes to the high half"),
    # RAZZ: Seven Card Razz (ace-to-five low)
    "RAZZ-3.1": N_("Razz bring-in: the highest door card, ace low, higher suit pays"),
    "RAZZ-5.1": N_("Razz: the lowest board acts first on 4th to 7th street"),
    "RAZZ-6.1": N_("Razz: no double bet, 4th street is always the small bet"),
    "RAZZ-8.2": N_("Razz: with no bet on 7th street players show in seat order"),
    "RAZZ-9.1": N_("Razz ranking: the best ace-to-five low, no qualifier"),
    "RAZZ-9.2": N_("The French Razz page's ladder, worst to best"),
    "RAZZ-10.1": N_("Razz: the best low wins the whole pot; equal lows split it"),
    # T: table options (house rules)
    "T-2": N_("Option: open-pair double bet on 4th street (stud high only)"),
    "T-3": N_("Option: who acts first when boards are equal"),
    "T-4": N_("Option: showdown order when nobody bet on 7th street"),
    "T-5": N_("Option: who gets the odd chip among tied winners"),
    "T-6": N_("Option: the raise cap after the bet or completion"),
    "T-7": N_("Option: no raise cap while only two players not all-in contest the pot"),
    "T-8": N_("Option: the stub's last card mixed with the burns when the deck runs short"),
    "T-9": N_("Option: betting on a community-card 7th street"),
    "T-10": N_("Option: the other 7th cards when one is dealt face up"),
    "T-11": N_("Option: a down card dealt face up on 3rd street, played on or a misdeal"),
}


def rule_title(rule_id: str) -> str:
    """The short title of one rule in the language in force, e.g. rule_title('GEN-3.2')."""
    try:
        return _(RULES[rule_id])
    except KeyError:
        raise ValueError(_("Unknown rule ID {rule_id}: rule IDs look like 'GEN-3.2', 'STUD-6.1' "
                           "or 'T-5' and must be one of the catalogue's {count} IDs.").format(
            rule_id=repr(rule_id), count=len(RULES))) from None


def rules_of(section: str) -> dict[str, str]:
    """The rules of one catalogue section ('GEN', 'STUD', 'HILO', 'RAZZ' or 'T'), in order, with
    their titles in the language in force."""
    sections = sorted({rule_id.split("-")[0] for rule_id in RULES})
    if section not in sections:
        raise ValueError(_("Unknown catalogue section {section}: choose one of {sections}.").format(
            section=repr(section), sections=sections))
    return {k: _(v) for k, v in RULES.items() if k.split("-")[0] == section}


# The six families a learner's progress and a class's results are shown by, in course order.
# The deal itself (GEN-1.1, GEN-1.3, GEN-1.4, GEN-11.1, T-8) and the dealer's errors (GEN-14,
# T-10, T-11) are in none: no drill asks about them.
FAMILIES: dict[str, tuple[str, ...]] = {
    "bring_in": ("GEN-2.1", "GEN-2.2", "GEN-2.3", "GEN-3.1", "GEN-3.2", "GEN-3.3", "GEN-3.4", "GEN-3.6",
                 "GEN-12.2", "STUD-3.1", "HILO-3.1", "RAZZ-3.1"),
    "order": ("GEN-3.5", "GEN-5.1", "GEN-5.2", "GEN-5.3", "GEN-5.4", "STUD-5.1", "HILO-5.1", "RAZZ-5.1",
              "T-3"),
    "betting": ("GEN-1.2", "GEN-4.1", "GEN-7.1", "GEN-11.2", "GEN-12.1", "GEN-12.3", "STUD-6.1", "HILO-6.1",
                "RAZZ-6.1", "GEN-13.1", "T-2", "T-6", "T-7", "T-9"),
    "showdown": ("GEN-8.1", "GEN-8.2", "GEN-8.3", "GEN-10.1", "GEN-10.2", "GEN-10.4", "GEN-12.4", "STUD-8.2", "STUD-9.1",
                 "HILO-8.2", "RAZZ-8.2", "RAZZ-10.1", "T-4"),
    "lows": ("HILO-9.1", "HILO-9.2", "RAZZ-9.1", "RAZZ-9.2"),
    "split": ("GEN-10.3", "HILO-10.1", "HILO-10.2", "HILO-10.3", "T-5"),
}
# Each family's name as the progress chart, the practice panel and the class results show it.
_FAMILY_TITLES = {"bring_in": N_("Bring-in"), "order": N_("Order of action"), "betting": N_("Betting"),
                  "showdown": N_("Showdown"), "lows": N_("Reading lows"), "split": N_("Splitting the pot")}


def family_title(family: str) -> str:
    """A family's name in the language in force: 'order' is 'Order of action'."""
    try:
        return _(_FAMILY_TITLES[family])
    except KeyError:
        raise ValueError(_("Unknown family of rules {family}: choose one of {families}.").format(
            family=repr(family), families=", ".join(FAMILIES))) from None


def family_of(rule_id: str) -> str | None:
    """The family of a rule ('bring_in', 'order', 'betting', 'showdown', 'lows', 'split'), None
    for the deal rules that belong to none."""
    rule_title(rule_id)  # an unknown ID is an error, not "no family"
    return next((name for name, rules in FAMILIES.items() if rule_id in rules), None)
