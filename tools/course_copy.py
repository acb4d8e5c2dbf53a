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
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import shutil
import sys
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

    def lines(self) -> list[str]:
        """What to tell the learner, as plain lines."""
        out = []
        if self.added:
            out.append(f"{len(self.added)} lesson files copied.")
        if self.updated:
            out.append(f"{len(self.updated)} lessons updated to the course's latest version.")
        for lesson, kept_as in self.set_aside:
            out.append(f"{lesson} has a new version; your copy is kept as {kept_as}.")
        return out


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


def refresh(to: Path, lessons: Path = LESSONS_DIR, today: datetime.date | None = None) -> Refresh:
    """Bring the learner's folder `to` up to date with the course in `lessons`, keeping every
    change of theirs (see the module's doc line by line)."""
    to = to.expanduser().resolve()
    repo = lessons.resolve().parent
    if _inside(to, repo) or _inside(repo, to):
        raise SystemExit(f"course_copy: {to} is inside the course's own folder {repo}; the learner's "
                         "copy must live outside it (e.g. COURSE_DIR=~/studlib-course), so that git "
                         "never sees it.")
    to.mkdir(parents=True, exist_ok=True)
    manifest_path = to / MANIFEST
    try:
        copied: dict[str, str] = json.loads(manifest_path.read_text(encoding="utf-8"))["files"]
    except FileNotFoundError:
        copied = {}
    except (ValueError, KeyError, TypeError):
        # An unreadable record: every differing file then counts as the learner's, so none is lost.
        copied = {}
    stamp = (today or datetime.date.today()).isoformat()
    done = Refresh()
    for rel in course_files(lessons):
        source, mine, key = lessons / rel, to / rel, rel.as_posix()
        new = digest(source)
        if not mine.exists():
            mine.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, mine)
            done.added.append(key)
        else:
            current = digest(mine)
            if current == new:
                pass
            elif current == copied.get(key):       # untouched by the learner: take the new version
                shutil.copy2(source, mine)
                done.updated.append(key)
            elif new == copied.get(key):           # their changes, and the course's is the same
                done.kept.append(key)
                continue
            else:                                  # their changes, and a new course version
                aside = _free_name(to / MY_COPIES / rel.parent, f"{rel.stem} (my copy {stamp})", rel.suffix)
                aside.parent.mkdir(parents=True, exist_ok=True)
                shutil.move(mine, aside)
                shutil.copy2(source, mine)
                done.set_aside.append((key, aside.relative_to(to).as_posix()))
        copied[key] = new
    tmp = manifest_path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"files": copied}, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    tmp.replace(manifest_path)
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
