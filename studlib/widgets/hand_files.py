"""Save the practice table's hand as a PHH file and replay it: two buttons under the table."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import ipywidgets as widgets

from ..explain import Seat
from . import text as T
from .markup import element
from .render import button_style
from .replay import Replay

__all__ = ["HandFiles", "HANDS_FOLDER"]

# Relative on purpose: files land next to the notebook, and what the learner reads (and a stored
# lesson output) never holds a machine's absolute path.
HANDS_FOLDER = Path("hands")


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

    def path_for(self) -> Path:
        """hands/stud-deal-4711.phh (stud-donne-4711.phh in French), or -2, -3 ... when that deal
        was saved before."""
        t = self.table
        stem = T.HAND_FILE_STEM.format(game=t.game.code, seed=t.seed)
        path, n = self.folder / f"{stem}.phh", 1
        while path.exists() or path.is_symlink():  # a dangling link is taken too: never written through
            n += 1
            path = self.folder / f"{stem}-{n}.phh"
        return path

    def save(self) -> Path | None:
        """Write the hand as it stands (finished or not), the deal number in a comment field."""
        t = self.table
        comment = T.SAVED_COMMENT.format(game=t.game.name, seed=t.seed, players=t.players,
                                         preset=T.PRESET_NAMES.get(t.rules.name, t.rules.name),
                                         seat=Seat(t.seat))
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            path = _write_new(self.path_for, t.session.hand_file(comment))
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


# Create the file, never open one that is there: a name taken meanwhile, or a symbolic link put
# in hands/ (even one pointing nowhere), is not written through. O_NOFOLLOW where the system has it.
_NEW_FILE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)


def _write_new(name_for, text: str, attempts: int = 20) -> Path:
    """Write `text` to a file that did not exist, named by name_for() (asked again if the name is taken)."""
    for _attempt in range(attempts):
        path = name_for()
        try:
            fd = os.open(path, _NEW_FILE, 0o644)
        except FileExistsError:
            continue  # created (or linked) between the name's choice and the open: take the next
        with open(fd, "w", encoding="utf-8") as out:
            out.write(text)
        return path
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(path))


def _close(widget) -> None:
    """Close a widget and everything inside it."""
    for child in getattr(widget, "children", ()):
        _close(child)
    widget.close()
