"""The French edition's action words: a French player types what a French dealer hears
(« parole », « suivre », « miser », « relancer », « compléter », « se coucher »), and the refusal
of an unknown word lists those words. The code's names keep working in both editions.

The words are read where they are typed (studlib.typed.action_kind, the practice table); the
engine's Hand.act takes an ActionKind or its code name, in every language (issue 27, item 5)."""

from __future__ import annotations

import pytest

import studlib
from studlib import STUD, ActionKind, Hand, IllegalAction
from studlib.typed import action_kind

ENGLISH_SCRIPT = ["bring_in", "complete", "raise", "call", "fold", "check", "check", "bet", "call"]
FRENCH_SCRIPT = ["bring-in", "compléter", "relancer", "suivre", "se coucher", "parole", "parole", "miser", "suivre"]


def _play(script: list[str]) -> tuple:
    hand = Hand(STUD, [10000] * 3, seed=5)
    taken = [hand.act(action_kind(word)) for word in script]
    return tuple(taken), hand.pot, tuple(hand.stacks), hand.street


def test_french_action_words_play_the_same_hand_as_the_code_names():
    """The same decisions typed in French and in the code's names give the same hand."""
    english = _play(ENGLISH_SCRIPT)
    with studlib.language("fr"):
        assert _play(FRENCH_SCRIPT) == english
        assert _play(ENGLISH_SCRIPT) == english   # the code's names still work in French


@pytest.mark.parametrize("typed", ["Suivre", " suivre ", "SE   COUCHER"])
def test_french_words_are_read_whatever_the_case_and_spacing(typed):
    with studlib.language("fr"):
        hand = Hand(STUD, [10000] * 3, seed=5)
        hand.act(action_kind("bring-in"))
        assert hand.act(action_kind(typed)).kind in (ActionKind.CALL, ActionKind.FOLD)


def test_an_unknown_word_in_french_lists_the_french_action_words():
    """Issue 22: « Action inconnue : 'suivre'. Actions possibles : bring_in, complete, ... » is
    gone: the French refusal names the French words the learner may type."""
    with studlib.language("fr"):
        hand = Hand(STUD, [10000] * 3, seed=5)
        with pytest.raises(IllegalAction) as err:
            action_kind("attendre")
    message = str(err.value)
    assert message.startswith("Action inconnue\u00a0: 'attendre'.")
    for word in ("bring-in", "compléter", "miser", "relancer", "suivre", "parole", "se coucher"):
        assert word in message
    assert "bring_in, complete" not in message


@pytest.mark.parametrize("spoken, verb", [("mise", "miser"), ("relance", "relancer"), ("payer", "suivre"),
                                           ("checker", "parole"), ("completer", "compléter")])
def test_the_words_players_say_are_read_as_the_dealer_hears_them(spoken, verb):
    """Issue 29: « relance », « mise », « payer », « checker » and « completer » (typed without
    its accent) play the same decision as the verb: the same kind and amount, the same hand."""
    script = FRENCH_SCRIPT[:FRENCH_SCRIPT.index(verb) + 1]
    with studlib.language("fr"):
        assert _play(script[:-1] + [spoken]) == _play(script)
        assert _play(script[:-1] + [spoken.upper()]) == _play(script)


def test_french_words_are_not_english_actions():
    """In the English edition 'suivre' is not an action: the refusal lists the code's names."""
    with pytest.raises(IllegalAction) as err:
        action_kind("suivre")
    assert "bring_in, complete, bet, raise, call, check, fold" in str(err.value)


def test_the_engine_reads_no_words_only_action_kinds():
    """Hand.act takes an ActionKind or its code name in every language: a French word given to it
    is an unknown action and changes nothing; the typed word goes through action_kind first."""
    with studlib.language("fr"):
        hand = Hand(STUD, [10000] * 3, seed=5)
        with pytest.raises(IllegalAction) as err:
            hand.act("bring-in")
        assert err.value.refused is None and hand.history == []
        assert "studlib.typed.action_kind" in str(err.value)     # says where a typed word is read
        assert hand.act("bring_in").kind is ActionKind.BRING_IN
        assert hand.act(action_kind(" Suivre ")).kind is ActionKind.CALL
