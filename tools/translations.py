"""Which French files are behind their English source (`make translations`).

Usage: python tools/translations.py                  list the stale French files, each with the
                                                     English diff to translate
       python tools/translations.py --stamp FILE...  record that FILE (a French lesson .md or
                                                     question .toml) now translates the English
                                                     as it is in the last commit (HEAD)

Each French lesson (lessons/fr/NN-slug.md) says in its front matter which revision of the
English lesson it translates, `translated_from: <commit>`; each French question file
(studlib/questions/fr/NN-slug.toml) says it in a top-level `translated_from = "<commit>"`. A
French file is stale when its English source reads differently now than at that commit
(uncommitted edits count, so an author sees it before committing). The parts `make lessons`
writes from course.toml (the contents table, the previous/next bar) are left out: both
editions get them anew. tests/test_translations.py warns, without failing, when a file is stale.
"""

from __future__ import annotations

import argparse
import difflib
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
NAV_MARK = "<!-- written by `make lessons` from lessons/course.toml"
_STAMP = {".md": re.compile(r"^translated_from: *([0-9a-f]{7,40}) *$", re.M),
          ".toml": re.compile(r'^translated_from *= *"([0-9a-f]{7,40})" *$', re.M)}


@dataclass(frozen=True)
class Translation:
    """A French file, its English source, the English commit it translates (None: not recorded)."""

    french: Path
    english: Path
    since: str | None


@dataclass(frozen=True)
class Stale:
    """A French file whose English source changed since the revision it translates."""

    translation: Translation
    diff: str        # unified diff of the English, from that revision to now; '' if unknown
    problem: str = ""   # why it could not be compared ('' when the diff is the answer)


def translations(repo: Path = REPO) -> list[Translation]:
    """Every French lesson and question file with its English source, in file order."""
    pairs = [(fr, repo / "lessons" / fr.name) for fr in sorted((repo / "lessons" / "fr").glob("[0-9][0-9]-*.md"))]
    pairs += [(fr, repo / "studlib" / "questions" / "en" / fr.name)
              for fr in sorted((repo / "studlib" / "questions" / "fr").glob("*.toml"))]
    return [Translation(fr, en, stamp_of(fr)) for fr, en in pairs]


def stamp_of(french: Path) -> str | None:
    """The commit a French file says it translates, or None."""
    found = _STAMP[french.suffix].search(french.read_text(encoding="utf-8"))
    return found.group(1) if found else None


def _git(repo: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True)


def english_at(repo: Path, english: Path, commit: str) -> str | None:
    """The English source as it was at `commit` (following renames), or None if unknown there."""
    rel = english.relative_to(repo).as_posix()
    names = [rel] + [n for n in _git(repo, "log", "--follow", "--name-only", "--format=", "--", rel).stdout.split()
                     if n != rel]
    for name in dict.fromkeys(names):
        shown = _git(repo, "show", f"{commit}:{name}")
        if shown.returncode == 0:
            return shown.stdout
    return None


def meaningful(text: str) -> str:
    """The text a translator translates: the English without the parts `make lessons` writes."""
    cells = re.split(r"(?m)^\+\+\+$", text)
    kept = [c for c in cells if NAV_MARK not in c]
    return "+++".join(kept)


def stale(repo: Path = REPO) -> list[Stale]:
    """The French files behind their English source, with the English diff to translate."""
    out = []
    for t in translations(repo):
        if t.since is None:
            out.append(Stale(t, "", "no translated_from: record the English revision it translates "
                                    "(python tools/translations.py --stamp FILE)"))
            continue
        before = english_at(repo, t.english, t.since)
        if before is None:
            out.append(Stale(t, "", f"commit {t.since} is not in this clone (a shallow clone?) or has no "
                                    f"{t.english.name}"))
            continue
        now = t.english.read_text(encoding="utf-8")
        if meaningful(before) != meaningful(now):
            rel = t.english.relative_to(repo).as_posix()
            diff = "".join(difflib.unified_diff(meaningful(before).splitlines(keepends=True),
                                                meaningful(now).splitlines(keepends=True),
                                                f"{rel} @ {t.since[:10]}", f"{rel} now"))
            out.append(Stale(t, diff))
    return out


def stamp(french: Path, commit: str) -> None:
    """Record in `french` that it translates the English at `commit` (replacing any stamp)."""
    text = french.read_text(encoding="utf-8")
    if french.suffix == ".md":
        line = f"translated_from: {commit}"
        if _STAMP[".md"].search(text):
            text = _STAMP[".md"].sub(line, text, count=1)
        else:   # at the end of the front matter, after jupytext's own keys
            end = text.index("\n---\n", 4)
            text = text[:end] + "\n" + line + text[end:]
    else:
        line = f'translated_from = "{commit}"'
        if _STAMP[".toml"].search(text):
            text = _STAMP[".toml"].sub(line, text, count=1)
        else:   # after the opening comment, before the first [question]
            first = re.search(r"(?m)^\[", text)
            at = first.start() if first else len(text)
            text = text[:at] + line + "\n\n" + text[at:]
    french.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stamp", nargs="+", type=Path, metavar="FILE",
                        help="French files now in step with the English of HEAD")
    args = parser.parse_args(argv)
    if args.stamp:
        head = _git(REPO, "rev-parse", "HEAD").stdout.strip()
        for french in args.stamp:
            stamp(french.resolve(), head)
            print(f"{french}: translated_from {head[:10]}")
        return 0
    behind = stale()
    for s in behind:
        fr = s.translation.french.relative_to(REPO)
        print(f"== {fr}: " + (s.problem or f"the English changed since {s.translation.since[:10]}"))
        if s.diff:
            print(s.diff)
    total = len(translations())
    print(f"{len(behind)} of {total} French files are behind their English source." if behind
          else f"All {total} French files translate the current English.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
