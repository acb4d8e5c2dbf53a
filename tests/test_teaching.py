"""The teacher's nbgitpuller link (studlib.teaching): read back the way nbgitpuller reads it.

nbgitpuller's page (its UIHandler, a tornado handler) takes `repo`, `branch` and `urlpath` with
tornado's get_argument, clones into the folder `repo.rstrip('/').split('/')[-1]` of the
learner's home, then opens `urlpath`. make hub-check follows this link on a real hub.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

import pytest
from tornado.httputil import parse_qs_bytes

from studlib.teaching import COURSE_BRANCH, COURSE_REPOSITORY, hub_link, main

REPO = Path(__file__).resolve().parent.parent


def as_nbgitpuller_reads(link: str) -> dict[str, str]:
    """The link's arguments as tornado gives them to nbgitpuller (one value each), with the
    folder nbgitpuller clones into."""
    parts = urlsplit(link)
    args = {name: values[-1].decode() for name, values in parse_qs_bytes(parts.query).items()}
    assert set(args) == {"repo", "urlpath", "branch"}
    return args | {"path": parts.path, "folder": args["repo"].rstrip("/").split("/")[-1]}


def test_the_lesson_link_opens_that_lesson_in_the_pulled_folder():
    read = as_nbgitpuller_reads(hub_link("https://hub.example.edu/", 14))
    assert read["path"] == "/hub/user-redirect/git-pull"
    assert (read["repo"], read["branch"]) == (COURSE_REPOSITORY, COURSE_BRANCH)
    prefix = f"lab/tree/{read['folder']}/"
    assert read["urlpath"] == prefix + "lessons/14-practice-table.ipynb"
    assert (REPO / read["urlpath"][len(prefix):]).is_file()


def test_the_course_link_opens_the_welcome_lesson_of_either_edition():
    for language, notebook in (("en", "lessons/01-welcome.ipynb"), ("fr", "lessons/fr/01-welcome.ipynb")):
        read = as_nbgitpuller_reads(hub_link("https://hub.example.edu", language=language))
        assert read["urlpath"] == f"lab/tree/studlib/{notebook}"
        assert (REPO / notebook).is_file()


def test_another_repository_and_branch_name_the_folder_nbgitpuller_makes():
    link = hub_link("http://127.0.0.1:8000", 2, repository="https://git.example.edu/class/poker-course.git/",
                    branch="spring", interface="notebook")
    read = as_nbgitpuller_reads(link)
    assert read["folder"] == "poker-course.git"
    assert (read["repo"], read["branch"]) == ("https://git.example.edu/class/poker-course.git/", "spring")
    assert read["urlpath"] == "tree/poker-course.git/lessons/02-cards-and-high-hands.ipynb"


@pytest.mark.parametrize("argv, says", [
    (["link", "--hub", "https://hub.example.edu", "--lesson", "99"], "no lesson 99"),
    (["link", "--hub", "hub.example.edu"], "give the hub's address"),
    (["link", "--hub", "https://hub.example.edu", "--repository", "git@github.com:a/b"], "http(s) address"),
    (["link", "--hub", "https://hub.example.edu", "--lessons", "/nonexistent"], "cannot be read"),
])
def test_a_wrong_option_says_what_is_allowed(argv, says, capsys):
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert says in captured.err and captured.out == ""


def test_the_command_prints_the_link(capsys):
    assert main(["link", "--hub", "https://hub.example.edu", "--lesson", "14"]) == 0
    assert capsys.readouterr().out.strip() == hub_link("https://hub.example.edu", 14)
