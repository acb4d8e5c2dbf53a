"""Checks that French text is French: no English word left behind, French spacing.

Used by the French tests (engine messages, widgets and every French lesson's outputs).
"""

from __future__ import annotations

import re

# English words a French reader must never meet. Poker words that French players use as they
# are (bring-in, low, high, kicker, full, stud, razz, ante) are not here: the glossary lists them.
ENGLISH_WORDS = frozenset("""
the and of to is are was be with for from this that these those it its you your yours
seat seats player players dealer deal deals dealt
bet bets betting raise raises raised call calls called fold folds folded check checks checked
complete completes completed completion brings capped all street streets
card cards hand hands board boards door suits rank ranks
wins win won winner winners ties tie split splits scoop scoops showdown shows
pair pairs straight three four five seven eight nine ten two jack queen king ace aces
kings queens jacks clubs diamonds hearts spades
must first acts act next new show hide answer right wrong try again yes not
or at by one every each only up down none no than more less
before after when where which who what why how because but if so then there here
chips chip stack stacks odd side uncalled community burned burn
lowest highest lower higher best worst better
""".split())

_WORD = re.compile(r"[A-Za-zÀ-ÿœŒ'’_-]+")


def english_words(text: str) -> list[str]:
    """The English words in `text`, in order (rule IDs, Python names, code and URLs are skipped)."""
    text = re.sub(r"https?://\S+|`[^`]*`|\b[A-Z]+-\d+(\.\d+)?\b", " ", text)
    # Code the sentence names: dotted names (studlib.Hand, Rules.online()) and Python's constants.
    text = re.sub(r"\b\w+(\.\w+)+(\(\))?|\b(None|True|False)\b", " ", text)
    found = []
    for word in _WORD.findall(text):
        if "_" in word:   # a Python name the code prints (bring_in_tie), not prose
            continue
        for part in re.split(r"['’-]", word):
            if part.lower() in ENGLISH_WORDS:
                found.append(part)
    return found


def assert_french(text: str, where: str = "") -> None:
    """Fail, quoting the words, if English is left in French `text`."""
    words = english_words(text)
    assert not words, f"English words {sorted(set(words))} in French text{' (' + where + ')' if where else ''}: {text[:400]!r}"
