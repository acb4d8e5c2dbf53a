"""studlib.catalogue.RULES stays in step with the rule catalogue, and every rule is tested."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from studlib.catalogue import RULES, rule_title, rules_of

TESTS_DIR = Path(__file__).parent
CATALOGUE_MD = Path(__file__).resolve().parents[1] / "docs" / "catalogue.md"

# A rule is defined by a bold ID ("**GEN-3.2 Bring-in.**", "**GEN-2.2** The ante ...") or,
# for table options, by a row of the options table ("| T-2 | ...").
_BOLD_ID = re.compile(r"\*\*((?:GEN|STUD|HILO|RAZZ)-\d+\.\d+)\b")
_TABLE_ID = re.compile(r"^\|\s*(T-\d+)\s*\|", re.MULTILINE)


def catalogue_ids(text: str) -> list[str]:
    """Rule IDs defined in the catalogue text, in the order they appear."""
    found = [m.group(1) for m in _BOLD_ID.finditer(text)] + _TABLE_ID.findall(text)
    return list(dict.fromkeys(found))


def id_pattern(rule_id: str) -> re.Pattern[str]:
    """'GEN-3.2' as a test may write it: GEN-3.2 in prose, GEN_3_2 in a test name."""
    section, number = rule_id.split("-")
    parts = number.split(".")
    dashed = re.escape(section) + "-" + r"\.".join(parts)
    snake = re.escape(section) + "_" + "_".join(parts)
    # Neither a longer ID (GEN-3.21, GEN-3.2.1) nor a word ending in the section letters.
    return re.compile(rf"(?<![A-Za-z0-9])(?:{dashed}|{snake})(?![0-9]|[._]\d)")


def test_catalogue_parser_reads_bold_ids_and_option_rows() -> None:
    """The parser used below finds bold IDs with or without a title, and table rows."""
    text = ("**GEN-2.1 Antes.** Every player antes. **GEN-2.2** The ante is dead.\n"
            "| T-2 | Open-pair | yes |\n| T-10 | x |\nsee GEN-9.9 in prose\n")
    assert catalogue_ids(text) == ["GEN-2.1", "GEN-2.2", "T-2", "T-10"]


def test_id_pattern_does_not_match_longer_ids() -> None:
    """GEN-1.1 must not be counted as named by a test that only names GEN-1.10 or T-20."""
    assert id_pattern("GEN-1.1").search("def test_deal_GEN_1_1():")
    assert id_pattern("GEN-1.1").search('"""Checks GEN-1.1."""')
    assert not id_pattern("GEN-1.1").search("GEN-1.10 and GEN_1_12")
    assert not id_pattern("T-2").search("T-20, T_21, HIT_2")


def test_rules_are_in_catalogue_order_with_titles() -> None:
    """Sections come in catalogue order (GEN, STUD, HILO, RAZZ, T) and every title is text."""
    sections = list(dict.fromkeys(rule_id.split("-")[0] for rule_id in RULES))
    assert sections == ["GEN", "STUD", "HILO", "RAZZ", "T"]
    assert all(isinstance(t, str) and 10 <= len(t) <= 90 for t in RULES.values())
    assert rule_title("GEN-3.2") == "Bring-in: the worst door card opens"
    assert list(rules_of("T")) == [f"T-{n}" for n in range(2, 12)]
    with pytest.raises(ValueError, match="GEN-3.2"):
        rule_title("GEN-99.9")


def test_rules_match_the_catalogue() -> None:
    """studlib.catalogue.RULES lists exactly the catalogue's rule IDs, in the same order."""
    ids = catalogue_ids(CATALOGUE_MD.read_text(encoding="utf-8"))
    missing = [i for i in ids if i not in RULES]
    extra = [i for i in RULES if i not in ids]
    assert not missing and not extra, (
        f"studlib/catalogue.py is out of step with {CATALOGUE_MD.name}: "
        f"add {missing or 'nothing'}, remove {extra or 'nothing'}")
    assert list(RULES) == ids, "RULES must follow the catalogue's order"


def test_the_french_catalogue_defines_the_same_rules_in_the_same_order() -> None:
    """docs/catalogue.fr.md, the French edition's catalogue page, is a translation: same IDs,
    same order, in French (its headings are French)."""
    french = CATALOGUE_MD.with_name("catalogue.fr.md").read_text(encoding="utf-8")
    assert catalogue_ids(french) == catalogue_ids(CATALOGUE_MD.read_text(encoding="utf-8"))
    assert "## GEN : commun aux trois jeux" in french and "## T : options de table" in french


def uncovered_rules() -> list[str]:
    """Rule IDs that no test module (other than this one) names."""
    sources = [p.read_text(encoding="utf-8") for p in sorted(TESTS_DIR.rglob("test_*.py"))
               if p.resolve() != Path(__file__).resolve()]
    return [rule_id for rule_id in RULES
            if not any(id_pattern(rule_id).search(text) for text in sources)]


def test_every_rule_is_named_by_a_test() -> None:
    """Each catalogue rule is checked by at least one test that names it (brief: tests cite IDs)."""
    missing = uncovered_rules()
    assert not missing, (f"{len(missing)} rule IDs are named by no test in tests/: "
                         + ", ".join(missing))


def test_the_six_families_share_out_every_rule_but_the_deal_and_its_errors():
    from studlib.catalogue import FAMILIES, RULES, family_of
    listed = [r for rules in FAMILIES.values() for r in rules]
    assert len(listed) == len(set(listed)) and set(listed) <= set(RULES)
    assert list(FAMILIES) == ["bring_in", "order", "betting", "showdown", "lows", "split"]
    outside = sorted(set(RULES) - set(listed))
    errors = [f"GEN-14.{n}" for n in range(1, 11)]
    assert outside == sorted(["GEN-1.1", "GEN-1.3", "GEN-1.4", "GEN-11.1", "T-8", "T-10", "T-11", *errors])
    assert family_of("GEN-12.3") == "betting" and family_of("GEN-12.4") == "showdown"
    assert family_of("GEN-8.3") == "showdown"
    assert family_of("RAZZ-8.2") == "showdown" and family_of("GEN-1.1") is None
    with pytest.raises(ValueError, match="Unknown rule ID"):
        family_of("RAZZ-99")
