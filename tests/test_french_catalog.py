"""The French catalog (studlib/locale/fr/LC_MESSAGES/studlib.po) translates every marked string.

Every string the code marks for translation (studlib.i18n: _, N_, NC_, ngettext, pgettext, npgettext)
has a French translation that is not empty and not fuzzy, keeps to the English string's
`{fields}`, is French (no English word left) and is the one the compiled catalog serves.
"""

from __future__ import annotations

import re
import string
import sys
from pathlib import Path

import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

sys.path.insert(0, str(Path(__file__).parent))
from french_text import english_words  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
PO = REPO / "studlib" / "locale" / "fr" / "LC_MESSAGES" / "studlib.po"
MO = PO.with_suffix(".mo")
KEYWORDS = {**DEFAULT_KEYWORDS, "npgettext": ((1, "c"), 2, 3), "NC_": ((1, "c"), 2)}


def _key(msgid, context):
    return (msgid if isinstance(msgid, str) else msgid[0]), context


def extracted() -> dict:
    """(msgid, context) -> where, for every string marked in studlib/."""
    found = {}
    for filename, lineno, message, _comments, context in extract_from_dir(
            REPO / "studlib", method_map=[("**.py", "python")], keywords=KEYWORDS):
        if message and (message if isinstance(message, str) else message[0]):
            found[_key(message, context)] = f"studlib/{filename}:{lineno}"
    return found


with PO.open("rb") as _file:
    CATALOG = read_po(_file)
MESSAGES = [m for m in CATALOG if m.id]


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def _translations(message) -> list[str]:
    return list(message.string) if isinstance(message.string, (tuple, list)) else [message.string]


def test_every_marked_string_has_a_french_translation():
    missing = []
    for key, where in extracted().items():
        message = CATALOG.get(key[0], context=key[1])
        if message is None or message.fuzzy or not all(_translations(message)):
            missing.append(f"{where}: {key[0]!r}")
    assert not missing, (f"{len(missing)} strings have no French translation (run `make locale`, then "
                         "translate them in studlib/locale/fr/LC_MESSAGES/studlib.po):\n" + "\n".join(missing[:40]))


def test_no_translation_is_left_over_from_removed_code():
    marked = set(extracted())
    stale = [m.id for m in MESSAGES if _key(m.id, m.context) not in marked]
    assert not stale, f"translations of strings the code no longer has (run `make locale`): {stale[:20]}"


@pytest.mark.parametrize("message", MESSAGES, ids=lambda m: (m.id if isinstance(m.id, str) else m.id[0])[:50])
def test_translation_keeps_the_fields_and_speaks_french(message):
    english = message.id if isinstance(message.id, str) else message.id[0]
    for french in _translations(message):
        if not french:
            continue
        if "{" in english:
            # Fields beyond the English ones are given by the code only where the translators'
            # comment names them ({of_ranks} beside {ranks}: « carré de rois »).
            offered = _fields(english) | (_fields(message.id[1]) if not isinstance(message.id, str) else set())
            offered |= set(re.findall(r"\{(\w+)\}", " ".join(message.auto_comments)))
            offered |= {f"of_{name}" for name in offered}   # the code's convention: {ranks}, {of_ranks}
            extra = _fields(french) - offered
            assert not extra, f"{english!r}: the French uses fields the code does not give: {extra}"
        words = english_words(re.sub(r"\{[^}]*\}", " ", french))
        assert not words, f"{english!r} -> {french!r}: English words {words}"


def test_the_compiled_catalog_is_the_po_file():
    """The .mo the engine reads says what the .po says (`make locale` or reinstalling rebuilds it)."""
    assert MO.exists(), "studlib.mo missing: run `make locale`"
    with MO.open("rb") as file:
        compiled = read_mo(file)
    for message in MESSAGES:
        if message.fuzzy or not all(_translations(message)):
            continue
        served = compiled.get(message.id, context=message.context)
        assert served is not None and _translations(served) == _translations(message), \
            f"{message.id!r}: studlib.mo is older than studlib.po: run `make locale`"


def test_french_plural_rule_counts_zero_and_one_as_singular():
    assert CATALOG.num_plurals == 2 and CATALOG.plural_expr.replace(" ", "") in ("(n>1)", "n>1")


def _constant_modules() -> list:
    """Every studlib module whose constants are translated when read (its last line calls
    i18n.translates_constants), imported."""
    import importlib
    sources = [p for p in (REPO / "studlib").rglob("*.py") if "\ntranslates_constants(__name__)" in p.read_text()]
    return [importlib.import_module(".".join(p.relative_to(REPO).with_suffix("").parts)) for p in sorted(sources)]


def _texts(value, where: str):
    """(where, english, context) for every text in a constant (a string, an NC_ pair, or a dict,
    tuple or list of them)."""
    from studlib.i18n import InContext
    if isinstance(value, str):
        yield where, value, None
    elif isinstance(value, InContext):
        yield where, value.message, value.context
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _texts(item, f"{where}[{key!r}]")
    elif isinstance(value, (tuple, list)):
        for i, item in enumerate(value):
            yield from _texts(item, f"{where}[{i}]")


# The games' names, left unmarked: every edition says them in English.
_GAME_NAMES = {"Stud", "Stud/8", "Razz"}


def test_every_constant_a_tool_lists_has_a_french_translation():
    """i18n.constants lists each module's constants; every one with words has its French (issue 28.5)."""
    from studlib import i18n
    modules = _constant_modules()
    assert {m.__name__ for m in modules} >= {"studlib.explain", "studlib.widgets.text", "studlib.plots.text"}
    missing, count = [], 0
    for module in modules:
        listed = i18n.constants(module)
        assert listed and all(name.isupper() for name in listed), module.__name__
        for name, value in listed.items():
            for where, english, context in _texts(value, f"{module.__name__}.{name}"):
                if not re.sub(r"\{[^}]*\}", "", english).strip(" ?.·◀▶|()") or english in _GAME_NAMES:
                    continue   # "??", " · ", "{code}": no words to translate
                count += 1
                message = CATALOG.get(english, context=context)
                if message is None or message.fuzzy or not all(_translations(message)):
                    missing.append(f"{where}: {english!r}")
    assert count > 500 and not missing, f"{len(missing)} constants have no French: " + "\n".join(missing[:40])


def test_constants_stay_in_their_module_in_english_and_read_in_the_language_in_force():
    """explain.REFUSALS is in the module (editors see it); read from outside it is translated."""
    import studlib
    from studlib import explain, i18n
    from studlib.plots import text as PT
    english = vars(explain)["REFUSALS"]
    assert i18n.constants(explain)["REFUSALS"] is english and "REFUSALS" in dir(explain)
    key = next(iter(english))
    with studlib.language("fr"):
        from studlib.explain import REFUSALS
        assert REFUSALS[key] == explain.REFUSALS[key] == CATALOG.get(english[key]).string != english[key]
        assert PT.MASTERY_TITLE == CATALOG.get(vars(PT)["MASTERY_TITLE"]).string
        assert explain.ALL_IN_MARK == CATALOG.get(" (all in)", context="after an action").string
        assert explain.street_name(4) == "Quatrième rue"   # the module's own code translates too
    with studlib.language("en"):
        assert explain.REFUSALS == english and explain.STREET_NAMES[4] == "Fourth street"
    with pytest.raises(AttributeError):
        explain.NOT_A_CONSTANT
