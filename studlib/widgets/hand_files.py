"""Save the practice table's hand as a PHH file and replay it: two buttons under the table.

The file is written by studlib.hand_files (a fresh name, never through a link); what the last
press did is `message`, the one line this view shows.
"""

from __future__ import annotations

from pathlib import Path

import ipywidgets as widgets

from .. import table_view
from ..explain import Seat
from ..hand_files import HANDS_FOLDER, save_hand
from ..markup import element
from . import text as T
from .render import button_style
from .replay import Replay

__all__ = ["HandFiles"]


class HandFiles:
    """'Save this hand' and 'Replay' for a PracticeTable (anything with .hand, .seed, .seat ...)."""

    def __init__(self, table, folder: Path | str = HANDS_FOLDER) -> None:
        self.table = table
        self.folder = Path(folder)
        self.saved: Path | None = None
        self.message = ""
        self.replay: Replay | None = None
        self.save_button = widgets.Button(description=T.SAVE_HAND, tooltip=T.SAVE_HAND_HELP,
                                          style=button_style(), layout=widgets.Layout(width="auto"))
        self.replay_button = widgets.Button(description=T.REPLAY_HAND, tooltip=T.REPLAY_HAND_HELP,
                                            style=button_style(), layout=widgets.Layout(width="auto"))
        self.save_button.on_click(lambda _: self.save())
        self.replay_button.on_click(lambda _: self.open_replay())
        self.note = widgets.HTML()
        self.replay_box = widgets.VBox()
        self.widget = widgets.VBox([widgets.HBox([self.save_button, self.replay_button],
                                                 layout=widgets.Layout(flex_flow="row wrap")),
                                    self.note, self.replay_box])

    def save(self) -> Path | None:
        """Write the hand as it stands (finished or not), the deal number in a comment field."""
        t = self.table
        comment = T.SAVED_COMMENT.format(game=t.game.name, seed=t.seed, players=t.players,
                                         preset=table_view.PRESET_NAMES.get(t.rules.name, t.rules.name),
                                         seat=Seat(t.seat))
        try:
            path = save_hand(self.folder, T.HAND_FILE_STEM.format(game=t.game.code, seed=t.seed),
                             t.session.hand_file(comment))
        except OSError as err:
            self.message = T.SAVE_FAILED.format(error=err.strerror or err)
            self._show()
            return None
        self.saved = path
        self._saved_state = (id(t.hand), len(t.hand.history))
        self.message = T.SAVED_AS.format(path=path.as_posix())
        self._show()
        return path

    def open_replay(self) -> Replay | None:
        """The saved file in a Replay widget below the table (the hand in play if not saved);
        a hand that cannot be replayed says why instead."""
        source = self.saved if self.saved is not None and self._saved_is_current() else self.table.hand
        try:
            replay = Replay(source)
        except ValueError as err:  # e.g. seventh street dealt from reshuffled burns (T-8)
            self.message = T.REPLAY_CANNOT_OPEN.format(error=err)
            self._show()
            return None
        if self.replay is not None:
            _close(self.replay.widget)  # the old view leaves the page: free its widgets too
        self.replay = replay
        self.replay_box.children = (replay.widget,)
        return replay

    def _saved_is_current(self) -> bool:
        """The file holds the hand on the table now: the same deal, no decision since."""
        hand = self.table.hand
        return self.saved.exists() and self._saved_state == (id(hand), len(hand.history))

    def _show(self) -> None:
        self.note.value = element("p", self.message, style="font-size:18px", role="status")


def _close(widget) -> None:
    """Close a widget and everything inside it."""
    for child in getattr(widget, "children", ()):
        _close(child)
    widget.close()
