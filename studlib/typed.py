"""What a player types, read into the engine's terms: an action word of the language in force.

The engine (Hand.act) takes an ActionKind or its code name ('call'); a player's own words
(« suivre » in French) are read here, where they are typed: the widgets and the lessons' cells
call `action_kind` before `Hand.act`.
"""

from __future__ import annotations

from .actions import ActionKind
from .explain import typed_action_words
from .hand import IllegalAction
from .i18n import _

__all__ = ["action_kind"]


def action_kind(word: ActionKind | str) -> ActionKind:
    """The ActionKind a player means: the edition's word for it ('suivre' in French, whatever the
    case and spacing), the code's name ('call'), or an ActionKind itself. Anything else raises the
    IllegalAction that lists the words the player may type."""
    if isinstance(word, ActionKind):
        return word
    codes = {kind.value: kind for kind in ActionKind}
    words = {typed: codes[code] for typed, code in typed_action_words().items()}
    if isinstance(word, str):
        key = " ".join(word.strip().lower().split())
        found = words.get(key) or codes.get(key)
        if found is not None:
            return found
    # TRANSLATORS: {allowed} lists the action words a player may type (in French: bring-in,
    # compléter, miser, ...; the code's names bring_in, call, ... are accepted too).
    first_word: dict[ActionKind, str] = {}   # one word per action: the verb, not « relance » beside it
    for typed, kind in (words or codes).items():
        first_word.setdefault(kind, typed)
    raise IllegalAction(_("Unknown action {kind}: use one of {allowed}.").format(
        kind=repr(word), allowed=", ".join(first_word.values())))
