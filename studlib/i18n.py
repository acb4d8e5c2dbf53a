"""The language the course speaks: gettext catalogs, and money and lists written each language's way.

Every learner-facing sentence is written in English in the code, marked for translation, and
looked up in the catalog of the language in force when it is *read*:

    import studlib
    studlib.use_language("fr")          # the rest of the notebook speaks French
    with studlib.language("en"):        # ... except this block
        print(hand.log[-1])

The French catalog is ``studlib/locale/fr/LC_MESSAGES/studlib.po`` (edit it with any PO
editor); the build compiles it to ``studlib.mo`` (``make locale``, or any ``pip install``).

How to mark text in the code:

- ``_("Seat {n} folds.")`` for a sentence used at once;
- ``ngettext("{n} card", "{n} cards", n)`` when it depends on a number (French counts 0 and 1
  as singular, English only 1: the catalog knows each language's rule);
- ``pgettext("suit", "clubs")`` when the same English words need two translations;
- ``N_("Deal next street")`` for a constant defined at import time, translated where it is
  read (see ``translates_constants``); ``NC_("context", "bet {amount}")`` for one that needs a context.

Keep ``str.format`` fields unchanged in a translation; a translation may leave a field out.
"""

from __future__ import annotations

import gettext
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import NamedTuple

__all__ = ["LANGUAGES", "use_language", "language", "current_language", "_", "N_", "NC_", "ngettext",
           "pgettext", "npgettext", "translated", "translates_constants", "constants", "and_list", "format_amount",
           "format_money", "localized_number", "number", "percent"]

LANGUAGES = {"en": "English", "fr": "Français"}
DOMAIN = "studlib"
LOCALE_DIR = Path(__file__).with_name("locale")

# The one deliberate piece of global state in studlib, as gettext.install() has: a notebook says
# once which language it speaks, and every sentence read afterwards follows it.
_language = "en"
_catalogs: dict[str, gettext.NullTranslations] = {}


def _catalog(code: str) -> gettext.NullTranslations:
    if code not in _catalogs:
        if code == "en":  # the code's own language: the msgids are the English text
            _catalogs[code] = gettext.NullTranslations()
        else:
            mo = LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
            if not mo.exists():
                raise RuntimeError(
                    f"The {LANGUAGES[code]} catalog {mo} has not been compiled: run `make locale` "
                    "(or reinstall studlib with pip, which compiles it).")
            with mo.open("rb") as file:
                _catalogs[code] = gettext.GNUTranslations(file)
    return _catalogs[code]


def _check(code: str) -> str:
    if code not in LANGUAGES:
        allowed = ", ".join(f'"{c}" ({name})' for c, name in LANGUAGES.items())
        raise ValueError(f"Unknown language {code!r}: the course speaks {allowed}.")
    return code


def use_language(code: str) -> None:
    """Speak `code` ("en" or "fr") from now on: logs, widgets, errors and card names."""
    global _language
    _catalog(_check(code))  # fail here, not in the middle of a hand, if the catalog is missing
    _language = code


@contextmanager
def language(code: str) -> Iterator[str]:
    """Speak `code` inside one ``with`` block, then go back to the language in force before."""
    before = current_language()
    use_language(code)
    try:
        yield code
    finally:
        use_language(before)


def current_language() -> str:
    """The code of the language in force: "en" or "fr"."""
    return _language


def _(message: str) -> str:
    """`message` in the language in force."""
    return _catalog(_language).gettext(message)


def N_(message: str) -> str:
    """Mark a constant for translation without translating it yet (read it through `translated`)."""
    return message


class InContext(NamedTuple):
    """A constant marked with NC_: its English and the context that tells it from the same words."""

    context: str
    message: str


def NC_(context: str, message: str) -> InContext:
    """N_ with a context, for a constant whose English other text also uses ("bet {amount}")."""
    return InContext(context, message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form for `n`, by the language's own plural rule."""
    return _catalog(_language).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` translated in `context`, for English words that need two translations."""
    return _catalog(_language).pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """ngettext with a context, as pgettext is to _."""
    return _catalog(_language).npgettext(context, singular, plural, n)


def translated(value):
    """A constant marked with N_ (or a dict, tuple or list of them) in the language in force."""
    if isinstance(value, str):
        return _(value) if value else value
    if isinstance(value, InContext):
        return pgettext(value.context, value.message)
    if isinstance(value, dict):
        return {key: translated(item) for key, item in value.items()}
    if isinstance(value, (tuple, list)):
        return type(value)(translated(item) for item in value)
    return value


def translates_constants(module_name: str) -> None:
    """Read the module's constants (UPPER_CASE, marked N_ or NC_) in the language in force.

    The constants stay in the module as the code writes them, in English, where editors, type
    checkers, the module's own code and `constants` see them. Read from outside the module
    (``explain.REFUSALS``, ``T.DEAL_NEXT``, ``from studlib.explain import REFUSALS``) each one is
    translated when read, in the language in force then. The last line of the module:

        translates_constants(__name__)
    """
    module = sys.modules[module_name]
    names = frozenset(constants(module))

    class TranslatedModule(ModuleType):
        """The module, whose text constants read in the language in force from outside it.

        A __getattribute__ and not a property per constant: Python 3.14 (the live pages' Pyodide)
        specializes a repeated read of a module's name to its dict, past a property on the
        module's class, so the English came back from the second read on. An overridden
        __getattribute__ is called on every read."""

        def __getattribute__(self, name: str):
            value = super().__getattribute__(name)
            return translated(value) if name in names else value

    module.__class__ = TranslatedModule


def constants(module: ModuleType) -> dict[str, object]:
    """The module's translatable constants by name, in English as the code writes them: every
    UPPER_CASE name whose value is text (a string, an NC_ constant, or a dict, tuple or list
    holding one). Tools and tests list them with it (``constants(explain)["REFUSALS"]``)."""
    return {name: value for name, value in vars(module).items()
            if name.isupper() and not name.startswith("_") and _holds_text(value)}


def _holds_text(value) -> bool:
    """True if `translated` would translate something in `value`."""
    if isinstance(value, (str, InContext)):
        return True
    if isinstance(value, dict):
        return any(_holds_text(item) for item in value.values())
    if isinstance(value, (tuple, list)):
        return any(_holds_text(item) for item in value)
    return False


def and_list(words: list[str]) -> str:
    """'a', 'a and b', 'a, b and c' ('a, b et c' in French)."""
    words = [str(w) for w in words]
    if len(words) == 1:
        return words[0]
    return _("{items} and {last}").format(items=_(", ").join(words[:-1]), last=words[-1])


# One owner for each kind of number a learner reads, all in the language in force and all
# through localized_number, the one place that knows the language's marks:
#   a count or whole amount  format_amount(12000)        '12,000'  ('12 000')
#   money                    format_money(250)           '$2.50'   ('2,50 $'; Structure.money)
#   a share                  percent(0.125)              '12.5%'   ('12,5 %')
#   any number in a template number(x), '{deals:,}'      '1,000'   ('1 000')

def format_amount(number: int, decimals: int = 0, part: int = 0) -> str:
    """A whole number with the language's digit grouping, and `part` as its decimals."""
    if not decimals:
        return localized_number(f"{number:,}")
    return localized_number(f"{number:,}.{part:0{decimals}d}")


def format_money(chips: int, currency: str = "$", decimals: int = 2) -> str:
    """Chips as money: 50 -> '$0.50', 200 -> '$2'; in French '0,50 $', '2 $'.

    The currency symbol is the structure's; only where it goes and the digits follow the
    language. Whole amounts drop the cents, as players say them.
    """
    whole, part = divmod(abs(chips), 10 ** decimals)
    amount = format_amount(whole, decimals if part else 0, part)
    # Chips with no currency (a tournament's) are a bare number in every language.
    text = _("{currency}{amount}").format(currency=currency, amount=amount) if currency else amount
    return "-" + text if chips < 0 else text


def localized_number(text: str) -> str:
    """'1,234.5' or '12.5%' as Python writes them, in the language's way ('1 234,5', '12,5 %')."""
    percent = text.endswith("%")
    digits = text[:-1] if percent else text
    digits = (digits.replace(",", "\0").replace(".", pgettext("decimal mark", "."))
              .replace("\0", pgettext("thousands separator", ",")))
    # TRANSLATORS: a percentage, 12.5%; French puts a no-break space before %.
    return _("{number}%").format(number=digits) if percent else digits


def percent(fraction: float, decimals: int = 1) -> str:
    """A share as a percentage: 0.125 -> '12.5%' ('12,5 %' in French), to `decimals` places."""
    return localized_number(f"{fraction:.{decimals}%}")


def number(value: float) -> "_Number":
    """A number to put in a template, written the language's way: ``{deals:,}`` gives 1,000 in
    English and 1 000 in French, ``{share:.1%}`` gives 12.5% and 12,5 %."""
    return _Number(value)


class _Number:
    """What number() returns: formats like the number, then swaps in the language's marks."""

    def __init__(self, value: float) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        return localized_number(format(self.value, spec))

    def __str__(self) -> str:
        return format(self)
