"""Hands written as PHH files in a folder next to the notebook: a fresh name each time, never through a link.

The practice table's "Save this hand" (studlib.widgets.hand_files) writes with save_hand; the file
opens again with studlib.replaying.open_source. Paths stay relative on purpose: what the learner
reads (and a stored lesson output) never holds a machine's absolute path.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

__all__ = ["HANDS_FOLDER", "free_name", "save_hand"]

HANDS_FOLDER = Path("hands")
_ATTEMPTS = 20   # names tried when others keep taking them between the choice and the write

# Create the file, never open one that is there: a name taken meanwhile, or a symbolic link put
# in the folder (even one pointing nowhere), is not written through. O_NOFOLLOW where the system has it.
_NEW_FILE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)


def free_name(folder: Path, stem: str) -> Path:
    """folder/stem.phh, or stem-2.phh, stem-3.phh ... when that name is taken (a dangling link too)."""
    path, n = folder / f"{stem}.phh", 1
    while path.exists() or path.is_symlink():
        n += 1
        path = folder / f"{stem}-{n}.phh"
    return path


def save_hand(folder: Path, stem: str, text: str) -> Path:
    """Write `text` to a new file of `folder` named after `stem` (the folder made if needed); an
    OSError says why it could not be written."""
    folder.mkdir(parents=True, exist_ok=True)
    for _attempt in range(_ATTEMPTS):
        path = free_name(folder, stem)
        try:
            fd = os.open(path, _NEW_FILE, 0o644)
        except FileExistsError:
            continue  # created (or linked) between the name's choice and the open: take the next
        with open(fd, "w", encoding="utf-8") as out:
            out.write(text)
        return path
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(path))
