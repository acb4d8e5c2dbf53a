"""The learner's own copy of the lessons, outside git, that `make course` opens and refreshes.

Usage: python tools/course_copy.py [--to DIR]      (default: ~/studlib-course; `make course`
                                                    and `make cours` pass COURSE_DIR)

JupyterLab autosaves what a learner opens. Opened from lessons/, the course's tracked notebooks
changed under git (and then conflicted with `git pull`), and the file browser listed every
lesson twice, as its .md source and its .ipynb. So `make course` copies only the notebooks (both
editions, with the hand histories lesson 21 reads) into a folder of the learner's, and opens
JupyterLab there: each lesson once, and the clone stays clean.

A later `make course` refreshes that folder without losing anything. The hidden file
.studlib-course.json records the digest of each file as it was copied; for each lesson:

- not in the folder yet: copied;
- unchanged by the learner since it was copied: replaced by the course's version if that changed;
- changed by the learner (run, edited, notes added): kept as it is while the course's version
  is the same; when the course's version changed, the learner's copy moves to
  "my copies/<lesson> (my copy <date>).ipynb" and the new version takes its place.

The folder is the learner's, so nothing in it stops a refresh with a traceback (issue 32): a
file where a folder should be ("fr", "my copies"), a folder named like a lesson, or a symbolic
link is left as it is and named, and the other lessons are still copied. Nothing is written
through a symbolic link: new files are written under a fresh name and renamed into place. An
unreadable record (not JSON, not {"files": {name: digest}}, nested too deep, a folder) is set
aside with a notice; every file that differs then counts as the learner's, so none is lost.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import os
import shutil
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
LESSONS_DIR = REPO / "lessons"
DEFAULT_DIR = Path.home() / "studlib-course"
MANIFEST = ".studlib-course.json"
MY_COPIES = "my copies"


@dataclass
class Refresh:
    """What one refresh did, file by file (paths relative to the learner's folder)."""

    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)        # the learner's changes, course unchanged
    set_aside: list[tuple[str, str]] = field(default_factory=list)   # (lesson, where their copy went)
    notices: list[str] = field(default_factory=list)     # what was left alone, and why

    def lines(self) -> list[str]:
        """What to tell the learner, as plain lines."""
        out = []
        if self.added:
            out.append(f"{len(self.added)} lesson files copied.")
        if self.updated:
            out.append(f"{len(self.updated)} lessons updated to the course's latest version.")
        for lesson, kept_as in self.set_aside:
            out.append(f"{lesson} has a new version; your copy is kept as {kept_as}.")
        return out + self.notices


def course_files(lessons: Path = LESSONS_DIR) -> list[Path]:
    """What a learner needs, relative to lessons/: every lesson notebook of both editions and
    the data the lessons read. Never the .md sources, course.toml or anything else."""
    notebooks = [p for p in lessons.glob("*.ipynb")] + [p for p in lessons.glob("fr/*.ipynb")]
    data = [p for p in (lessons / "data").rglob("*") if p.is_file()]
    return sorted(p.relative_to(lessons) for p in notebooks + data)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


class _Blocked(Exception):
    """Something in the learner's folder stands where a file is to be written: left as it is."""


def _folder(folder: Path, to: Path) -> Path:
    """`folder` (inside `to`), made if missing; _Blocked when a part of it is a file or a link."""
    current = to
    for part in folder.relative_to(to).parts:
        current = current / part
        name = current.relative_to(to).as_posix()
        if current.is_symlink():
            raise _Blocked(f'"{name}" is a symbolic link: nothing is written through it')
        if current.exists() and not current.is_dir():
            raise _Blocked(f'"{name}" is a file where the course needs a folder')
        if not current.exists():
            current.mkdir()
    return folder


def _check_file(path: Path, to: Path) -> None:
    """_Blocked unless `path` is missing or a regular file (not a link, not a folder)."""
    name = path.relative_to(to).as_posix()
    if path.is_symlink():
        raise _Blocked(f'"{name}" is a symbolic link: nothing is written through it')
    if path.exists() and not path.is_file():
        raise _Blocked(f'"{name}" is a folder named like a lesson file')


def _copy(source: Path, dest: Path, to: Path) -> None:
    """source copied to dest: written under a fresh name beside it, then renamed into place."""
    _folder(dest.parent, to)
    _check_file(dest, to)
    fd, tmp = tempfile.mkstemp(dir=dest.parent, prefix=".studlib-", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(source.read_bytes())
        shutil.copystat(source, tmp)
        os.replace(tmp, dest)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _read_manifest(path: Path, stamp: str, notices: list[str]) -> dict[str, str]:
    """The digests recorded at the last copy; an unreadable record is set aside with a notice."""
    if not path.exists() and not path.is_symlink():
        return {}
    try:
        if path.is_symlink() or not path.is_file():
            raise ValueError("not a file")
        files = json.loads(path.read_text(encoding="utf-8"))["files"]
        if not isinstance(files, dict) or not all(isinstance(k, str) and isinstance(v, str)
                                                  for k, v in files.items()):
            raise ValueError("not a table of digests")
        return files
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        aside = _free_name(path.parent, f"{MANIFEST}.unreadable-{stamp}", "")
        try:
            os.rename(path, aside)
        except OSError as err:
            notices.append(f"The record of copied files ({MANIFEST}) cannot be read or set aside "
                           f"({err.strerror}): remove it; every file you changed is kept.")
        else:
            notices.append(f"The record of copied files ({MANIFEST}) could not be read: it is kept as "
                           f"{aside.name}, and every file you changed is kept.")
        return {}


def refresh(to: Path, lessons: Path = LESSONS_DIR, today: datetime.date | None = None) -> Refresh:
    """Bring the learner's folder `to` up to date with the course in `lessons`, keeping every
    change of theirs (see the module's doc line by line)."""
    to = to.expanduser().resolve()
    repo = lessons.resolve().parent
    if _inside(to, repo) or _inside(repo, to):
        raise SystemExit(f"course_copy: {to} is inside the course's own folder {repo}; the learner's "
                         "copy must live outside it (e.g. COURSE_DIR=~/studlib-course), so that git "
                         "never sees it.")
    if to.exists() and not to.is_dir():
        raise SystemExit(f"course_copy: {to} is a file, not a folder: give --to (or COURSE_DIR) a folder "
                         "for your lessons.")
    try:
        to.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise SystemExit(f"course_copy: cannot make the folder {to}: {err.strerror}.") from None
    stamp = (today or datetime.date.today()).isoformat()
    done = Refresh()
    manifest_path = to / MANIFEST
    copied = _read_manifest(manifest_path, stamp, done.notices)
    for rel in course_files(lessons):
        source, mine, key = lessons / rel, to / rel, rel.as_posix()
        new = digest(source)
        try:
            _folder(mine.parent, to)
            _check_file(mine, to)
            if not mine.exists():
                _copy(source, mine, to)
                done.added.append(key)
            else:
                current = digest(mine)
                if current == new:
                    pass
                elif current == copied.get(key):       # untouched by the learner: take the new version
                    _copy(source, mine, to)
                    done.updated.append(key)
                elif new == copied.get(key):           # their changes, and the course's is the same
                    done.kept.append(key)
                    continue
                else:                                  # their changes, and a new course version
                    shelf = _folder(to / MY_COPIES / rel.parent, to)
                    aside = _free_name(shelf, f"{rel.stem} (my copy {stamp})", rel.suffix)
                    os.rename(mine, aside)
                    done.set_aside.append((key, aside.relative_to(to).as_posix()))
                    _copy(source, mine, to)
        except (_Blocked, OSError) as why:
            reason = why.strerror if isinstance(why, OSError) and why.strerror else str(why)
            done.notices.append(f"{key} was not copied: {reason}. Your files are left as they are.")
            continue
        copied[key] = new
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(dir=to, prefix=".studlib-", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(json.dumps({"files": copied}, indent=1, sort_keys=True) + "\n")
        os.replace(tmp, manifest_path)
    except OSError as err:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)
        done.notices.append(f"The record of copied files ({MANIFEST}) could not be written ({err.strerror}): "
                            "the next refresh counts every file that differs as yours.")
    return done


def _free_name(folder: Path, stem: str, suffix: str) -> Path:
    """folder/stem+suffix, or stem 2, stem 3... if a copy of that day is there already."""
    path, n = folder / f"{stem}{suffix}", 2
    while path.exists():
        path, n = folder / f"{stem} {n}{suffix}", n + 1
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--to", type=Path, default=DEFAULT_DIR, help="the learner's folder (default: %(default)s)")
    args = parser.parse_args(argv)
    done = refresh(args.to)
    for line in done.lines():
        print(line)
    print(f"Your lessons: {args.to.expanduser()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
