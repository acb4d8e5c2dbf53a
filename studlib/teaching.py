"""The nbgitpuller link a teacher gives a class on a JupyterHub: one click pulls the course.

    python -m studlib.teaching link --hub https://hub.example.edu              # the course
    python -m studlib.teaching link --hub https://hub.example.edu --lesson 14  # one lesson
    python -m studlib.teaching link --hub https://hub.example.edu --lesson 14 --language fr

The link has nbgitpuller's own form (the one its link generator writes,
https://nbgitpuller.readthedocs.io/en/latest/link.html):
`<hub>/hub/user-redirect/git-pull?repo=...&urlpath=...&branch=...`. nbgitpuller clones the
repository into a folder of the learner's home named after the repository URL's last part
(its default `targetpath`), so `urlpath` opens the lesson inside that folder. Lesson numbers
are looked up in the course's own list, lessons/course.toml (lessons/fr/course.toml in French).
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from pathlib import Path
from urllib.parse import urlencode, urlsplit

__all__ = ["COURSE_REPOSITORY", "COURSE_BRANCH", "hub_link", "lesson_path", "pulled_folder", "main"]

# The course's public repository and branch. studlib/studlib is a placeholder until the course
# is published (README): pass --repository and --branch for your own copy.
COURSE_REPOSITORY = "https://github.com/studlib/studlib"
COURSE_BRANCH = "main"
# The lessons folder of a clone of the course (next to the studlib package in a source tree).
COURSE_LESSONS = Path(__file__).resolve().parent.parent / "lessons"
WELCOME = "01-welcome"
EDITIONS = {"en": "", "fr": "fr"}   # the edition's folder under lessons/
INTERFACES = {"lab": "lab/tree/", "notebook": "tree/"}   # JupyterLab, or the Notebook interface


def pulled_folder(repository: str) -> str:
    """The folder nbgitpuller clones `repository` into, in the learner's home: the URL's last
    part, as nbgitpuller's own default targetpath (`repo.rstrip('/').split('/')[-1]`)."""
    return repository.rstrip("/").split("/")[-1]


def lesson_path(lesson: int | None = None, language: str = "en", lessons: Path = COURSE_LESSONS) -> str:
    """The lesson notebook's path in the repository, e.g. lessons/14-practice-table.ipynb
    (the welcome lesson when `lesson` is None); a number not in the course's list is refused."""
    if language not in EDITIONS:
        raise ValueError(f"language {language!r}: the course has {', '.join(map(repr, EDITIONS))}")
    listing = lessons / EDITIONS[language] / "course.toml"
    try:
        stems = [entry["stem"] for entry in tomllib.loads(listing.read_text(encoding="utf-8"))["lesson"]]
    except (OSError, tomllib.TOMLDecodeError, KeyError, TypeError) as err:
        raise ValueError(f"the course's list of lessons ({listing}) cannot be read ({err}): "
                         "run this from a clone of the course, or give --lessons") from err
    wanted = WELCOME if lesson is None else f"{lesson:02d}-"
    found = [s for s in stems if s == wanted or s.startswith(wanted)]
    if not found:
        numbers = sorted({int(s[:2]) for s in stems if s[:2].isdigit()})
        raise ValueError(f"no lesson {lesson} in the course: lessons are numbered "
                         f"{numbers[0]:02d} to {numbers[-1]:02d}")
    return "/".join(filter(None, ("lessons", EDITIONS[language], f"{found[0]}.ipynb")))


def hub_link(hub: str, lesson: int | None = None, *, repository: str = COURSE_REPOSITORY,
             branch: str = COURSE_BRANCH, language: str = "en", interface: str = "lab",
             lessons: Path = COURSE_LESSONS) -> str:
    """The nbgitpuller link: on `hub`, pull `repository` at `branch` and open the lesson."""
    if urlsplit(hub).scheme not in ("http", "https") or not urlsplit(hub).netloc:
        raise ValueError(f"hub {hub!r}: give the hub's address, e.g. https://hub.example.edu")
    if urlsplit(repository).scheme not in ("http", "https") or not pulled_folder(repository):
        raise ValueError(f"repository {repository!r}: give an http(s) address a learner's server can clone")
    if not branch.strip():
        raise ValueError("branch: name the branch to pull (nbgitpuller's default is master)")
    if interface not in INTERFACES:
        raise ValueError(f"interface {interface!r}: one of {', '.join(map(repr, INTERFACES))}")
    urlpath = f"{INTERFACES[interface]}{pulled_folder(repository)}/{lesson_path(lesson, language, lessons)}"
    query = urlencode([("repo", repository), ("urlpath", urlpath), ("branch", branch)])
    return f"{hub.rstrip('/')}/hub/user-redirect/git-pull?{query}"


def main(argv: list[str] | None = None) -> int:
    """The command line: `link` prints the link; a bad option says what is allowed."""
    parser = argparse.ArgumentParser(prog="python -m studlib.teaching",
                                     description="Links a teacher gives a class.")
    commands = parser.add_subparsers(dest="command", required=True)
    link = commands.add_parser("link", help="the nbgitpuller link that pulls the course on a JupyterHub")
    link.add_argument("--hub", required=True, help="the hub's address, e.g. https://hub.example.edu")
    link.add_argument("--lesson", type=int, help="the lesson to open (its number); default: the welcome lesson")
    link.add_argument("--repository", default=COURSE_REPOSITORY,
                      help=f"the course's git repository (default {COURSE_REPOSITORY}, a placeholder until published)")
    link.add_argument("--branch", default=COURSE_BRANCH, help=f"the branch to pull (default {COURSE_BRANCH})")
    link.add_argument("--language", default="en", choices=sorted(EDITIONS), help="the edition (default en)")
    link.add_argument("--interface", default="lab", choices=sorted(INTERFACES),
                      help="JupyterLab (lab, default) or the Notebook interface")
    link.add_argument("--lessons", type=Path, default=COURSE_LESSONS,
                      help="the course's lessons folder, for the lesson list (default: this clone's)")
    args = parser.parse_args(argv)
    try:
        print(hub_link(args.hub, args.lesson, repository=args.repository, branch=args.branch,
                       language=args.language, interface=args.interface, lessons=args.lessons))
    except ValueError as err:
        print(f"studlib.teaching: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
