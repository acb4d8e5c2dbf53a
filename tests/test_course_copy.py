"""`make course` opens the learner's own copy of the lessons, outside git (issue 19.3): the file
browser lists each lesson once, a learner's work never changes the course's tracked notebooks,
and a later `make course` brings in new versions without losing the learner's copy."""

from __future__ import annotations

import datetime
import json
import shutil
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))
sys.path.insert(0, str(Path(__file__).parent))
import course_copy  # noqa: E402
from answer_keys import files_with_a_key  # noqa: E402

LESSONS = REPO / "lessons"
DAY = datetime.date(2026, 12, 2)


def _listing(folder: Path) -> list[str]:
    """What JupyterLab's file browser shows at the top of the folder (it hides dot files)."""
    return sorted(p.name for p in folder.iterdir() if not p.name.startswith("."))


def _course(tmp_path: Path) -> Path:
    """A copy of the course's lessons/ that a test may change, as a new course version would."""
    course = tmp_path / "clone" / "lessons"
    shutil.copytree(LESSONS, course, ignore=shutil.ignore_patterns("*.md", ".ipynb_checkpoints"))
    return course


def test_the_learners_folder_shows_each_lesson_once_and_no_answer_key(tmp_path):
    mine = tmp_path / "studlib-course"
    done = course_copy.refresh(mine, LESSONS)
    stems = sorted(p.stem for p in LESSONS.glob("[0-9][0-9]-*.md"))
    notebooks = [name for name in _listing(mine) if name.endswith(".ipynb")]
    assert notebooks == [f"{s}.ipynb" for s in stems]                      # once each, no .md
    assert _listing(mine) == notebooks + ["data", "fr"]
    assert sorted(p.name for p in (mine / "fr").iterdir()) == sorted(p.name for p in LESSONS.glob("fr/*.ipynb"))
    assert not list(mine.glob("*.md")) and not list(mine.glob("fr/*.md")) and not list(mine.rglob("*.toml"))
    assert files_with_a_key(mine) == []
    assert (mine / "data").is_dir() and sorted(p.name for p in (mine / "data").rglob("*.phh"))
    assert len(done.added) == len(course_copy.course_files(LESSONS)) and not done.updated


def test_a_learners_work_never_touches_the_courses_tracked_files(tmp_path):
    before = {p: course_copy.digest(p) for p in LESSONS.rglob("*.ipynb")}
    mine = tmp_path / "studlib-course"
    course_copy.refresh(mine, LESSONS)
    lesson = mine / "01-welcome.ipynb"
    nb = json.loads(lesson.read_text(encoding="utf-8"))
    nb["cells"].append({"cell_type": "markdown", "metadata": {}, "source": "My notes"})
    lesson.write_text(json.dumps(nb), encoding="utf-8")                    # what an autosave does
    assert {p: course_copy.digest(p) for p in LESSONS.rglob("*.ipynb")} == before
    assert REPO not in mine.resolve().parents    # git never sees the learner's folder


def test_a_folder_inside_the_clone_is_refused(tmp_path):
    with pytest.raises(SystemExit, match="outside it"):
        course_copy.refresh(LESSONS / "work", LESSONS)
    assert not (LESSONS / "work").exists()


def test_a_later_make_course_updates_untouched_lessons_and_keeps_the_learners_copy(tmp_path):
    course = _course(tmp_path)
    mine = tmp_path / "studlib-course"
    course_copy.refresh(mine, course, today=DAY)
    # The learner works in lesson 01 and lesson 02; lesson 03 is left as copied.
    for name in ("01-welcome.ipynb", "02-cards-and-high-hands.ipynb"):
        (mine / name).write_text((mine / name).read_text(encoding="utf-8") + " ", encoding="utf-8")
    theirs = (mine / "01-welcome.ipynb").read_text(encoding="utf-8")
    again = course_copy.refresh(mine, course, today=DAY)                     # nothing new in the course
    assert sorted(again.kept) == ["01-welcome.ipynb", "02-cards-and-high-hands.ipynb"]
    assert not again.added and not again.updated and not again.set_aside
    assert (mine / "01-welcome.ipynb").read_text(encoding="utf-8") == theirs
    # A new course version of lessons 01 and 03 (a `git pull`), and a new lesson.
    for name in ("01-welcome.ipynb", "03-the-deal-and-streets.ipynb"):
        (course / name).write_text((course / name).read_text(encoding="utf-8") + "\n", encoding="utf-8")
    shutil.copy2(course / "22-glossary.ipynb", course / "23-new-lesson.ipynb")
    later = course_copy.refresh(mine, course, today=DAY)
    assert later.updated == ["03-the-deal-and-streets.ipynb"] and later.added == ["23-new-lesson.ipynb"]
    assert later.set_aside == [("01-welcome.ipynb", "my copies/01-welcome (my copy 2026-12-02).ipynb")]
    assert later.kept == ["02-cards-and-high-hands.ipynb"]
    assert (mine / "01-welcome.ipynb").read_bytes() == (course / "01-welcome.ipynb").read_bytes()
    assert (mine / "my copies" / "01-welcome (my copy 2026-12-02).ipynb").read_text(encoding="utf-8") == theirs
    assert (mine / "03-the-deal-and-streets.ipynb").read_bytes() == (course / "03-the-deal-and-streets.ipynb").read_bytes()
    assert "01-welcome (my copy 2026-12-02).ipynb" not in _listing(mine)   # the lessons still once each
    assert later.lines()[-1] == ("01-welcome.ipynb has a new version; your copy is kept as "
                                 "my copies/01-welcome (my copy 2026-12-02).ipynb.")


def test_an_unreadable_record_loses_nothing(tmp_path):
    course = _course(tmp_path)
    mine = tmp_path / "studlib-course"
    course_copy.refresh(mine, course, today=DAY)
    (mine / course_copy.MANIFEST).write_text("{not json", encoding="utf-8")
    (mine / "01-welcome.ipynb").write_text("my work", encoding="utf-8")
    done = course_copy.refresh(mine, course, today=DAY)
    assert done.set_aside and (mine / "my copies" / "01-welcome (my copy 2026-12-02).ipynb").read_text() == "my work"


def test_make_course_opens_jupyterlab_in_the_learners_folder():
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    course = makefile[makefile.index("\ncourse:"):].split("\n\n")[0]
    assert "tools/course_copy.py --to" in course and 'cd "$(COURSE_DIR)"' in course
    assert "COURSE_DIR ?= $(HOME)/studlib-course" in makefile


def _served(target: str, mine: Path, tmp_path: Path, monkeypatch) -> tuple[Path, Path]:
    """(the folder JupyterLab serves, the lesson its URL opens) for `make <target>`: the command
    as make prints it (make -n), its options read by jupyter_server itself, as `jupyter lab` does."""
    import re
    import shlex
    import subprocess

    from jupyter_server.serverapp import ServerApp

    out = subprocess.run(["make", "-n", target, f"VENV={tmp_path / 'venv'}", f"COURSE_DIR={mine}"], cwd=REPO,
                         capture_output=True, text=True, check=True).stdout
    (line,) = [x for x in out.splitlines() if " lab " in x and x.startswith("cd ")]
    cd, start = line.split("&&", 1)
    words = shlex.split(start)
    args = words[next(i for i, w in enumerate(words) if w.endswith("/jupyter")) + 2:]   # after `jupyter lab`
    monkeypatch.chdir(shlex.split(cd)[1])
    app = ServerApp()
    app.parse_command_line(args)
    root = Path(app.root_dir).resolve()
    url = app.config.LabApp.get("default_url", "") or app.default_url
    assert re.fullmatch(r"/lab/tree/\S+\.ipynb", url), f"make {target}: the printed URL opens {url!r}, not a lesson"
    return root, root / url.removeprefix("/lab/tree/")


def test_make_cours_serves_the_course_folder_so_this_lesson_in_english_opens_the_english_lesson(tmp_path, monkeypatch):
    """Issue 33 item 3: `make cours` served only fr/, so "This lesson in English"
    (../01-welcome.ipynb) resolved inside fr/ and showed the French lesson again."""
    import re

    mine = tmp_path / "studlib-course"
    course_copy.refresh(mine, LESSONS)
    root, opened = _served("cours", mine, tmp_path, monkeypatch)
    assert root == mine.resolve() and opened == root / "fr" / "01-welcome.ipynb"
    for french in sorted((mine / "fr").glob("[0-9][0-9]-*.ipynb")):
        text = "".join("".join(c["source"]) for c in json.loads(french.read_text(encoding="utf-8"))["cells"]
                       if c["cell_type"] == "markdown")
        # "This lesson in English" (the contents page: "contents of the English edition")
        (href,) = set(re.findall(r"\]\((\.\./[^)\s]+\.ipynb)\)", text))
        english = (french.parent / href).resolve()
        # JupyterLab opens nothing outside the folder it serves: the link must land inside it,
        # on the English lesson of the same name.
        assert english.is_relative_to(root) and english == root / french.name, (french.name, href)
        assert english.is_file() and english != french.resolve()


def test_make_course_prints_a_url_that_opens_the_welcome_lesson(tmp_path, monkeypatch):
    mine = tmp_path / "studlib-course"
    course_copy.refresh(mine, LESSONS)
    root, opened = _served("course", mine, tmp_path, monkeypatch)
    assert root == mine.resolve() and opened == root / "01-welcome.ipynb" and opened.is_file()


# --- Issue 32: the learner's folder holds what they put there; nothing stops a refresh ------------

def test_a_file_named_fr_keeps_the_french_lessons_out_and_says_so(tmp_path):
    course, mine = _course(tmp_path), tmp_path / "studlib-course"
    mine.mkdir()
    (mine / "fr").write_text("my notes", encoding="utf-8")
    done = course_copy.refresh(mine, course, today=DAY)
    assert "01-welcome.ipynb" in done.added and not any(k.startswith("fr/") for k in done.added)
    assert (mine / "fr").read_text(encoding="utf-8") == "my notes"
    assert 'fr/01-welcome.ipynb was not copied: "fr" is a file where the course needs a folder.' in " ".join(done.lines())


def test_a_folder_named_like_a_lesson_and_a_file_named_my_copies_are_left_and_named(tmp_path):
    course, mine = _course(tmp_path), tmp_path / "studlib-course"
    course_copy.refresh(mine, course, today=DAY)
    (mine / "02-cards-and-high-hands.ipynb").unlink()
    (mine / "02-cards-and-high-hands.ipynb").mkdir()
    (mine / "my copies").write_text("a file", encoding="utf-8")
    (mine / "01-welcome.ipynb").write_text("my work", encoding="utf-8")
    for name in ("01-welcome.ipynb", "03-the-deal-and-streets.ipynb"):
        (course / name).write_text((course / name).read_text(encoding="utf-8") + "\n", encoding="utf-8")
    done = course_copy.refresh(mine, course, today=DAY)
    assert done.updated == ["03-the-deal-and-streets.ipynb"] and not done.set_aside
    assert (mine / "01-welcome.ipynb").read_text(encoding="utf-8") == "my work"
    assert done.notices == [
        '01-welcome.ipynb was not copied: "my copies" is a file where the course needs a folder. '
        "Your files are left as they are.",
        '02-cards-and-high-hands.ipynb was not copied: "02-cards-and-high-hands.ipynb" is a folder named '
        "like a lesson file. Your files are left as they are."]


def test_a_to_that_is_a_file_is_a_clear_message(tmp_path, capsys):
    target = tmp_path / "lessons.txt"
    target.write_text("x", encoding="utf-8")
    with pytest.raises(SystemExit, match="is a file, not a folder"):
        course_copy.main(["--to", str(target)])
    assert target.read_text(encoding="utf-8") == "x"


@pytest.mark.parametrize("broken", ['{"files": []}', "null", "[]", '{"files": {"a": 1}}', "[" * 100_000, None],
                         ids=["files-list", "null", "list", "digest-number", "deep", "folder"])
def test_a_broken_record_is_set_aside_once_and_never_blocks_a_later_refresh(tmp_path, broken):
    course, mine = _course(tmp_path), tmp_path / "studlib-course"
    course_copy.refresh(mine, course, today=DAY)
    record = mine / course_copy.MANIFEST
    record.unlink()
    if broken is None:
        record.mkdir()
    else:
        record.write_text(broken, encoding="utf-8")
    (mine / "01-welcome.ipynb").write_text("my work", encoding="utf-8")
    (course / "01-welcome.ipynb").write_text("new version", encoding="utf-8")
    done = course_copy.refresh(mine, course, today=DAY)
    assert done.notices == [f"The record of copied files ({course_copy.MANIFEST}) could not be read: it is kept "
                            f"as {course_copy.MANIFEST}.unreadable-2026-12-02, and every file you changed is kept."]
    assert (mine / "my copies" / "01-welcome (my copy 2026-12-02).ipynb").read_text(encoding="utf-8") == "my work"
    assert (mine / f"{course_copy.MANIFEST}.unreadable-2026-12-02").exists()
    again = course_copy.refresh(mine, course, today=DAY)   # the next `make course` reads its new record
    assert not again.notices and not again.set_aside and not again.updated and not again.added


def test_nothing_is_written_through_a_symbolic_link_to_a_place_outside(tmp_path):
    course, mine = _course(tmp_path), tmp_path / "studlib-course"
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "precious.ipynb").write_text("not the course's", encoding="utf-8")
    mine.mkdir()
    (mine / "01-welcome.ipynb").symlink_to(outside / "precious.ipynb")
    (mine / "fr").symlink_to(outside, target_is_directory=True)
    done = course_copy.refresh(mine, course, today=DAY)
    assert sorted(p.name for p in outside.iterdir()) == ["precious.ipynb"]
    assert (outside / "precious.ipynb").read_text(encoding="utf-8") == "not the course's"
    assert '01-welcome.ipynb was not copied: "01-welcome.ipynb" is a symbolic link' in " ".join(done.notices)
    assert 'fr/01-welcome.ipynb was not copied: "fr" is a symbolic link' in " ".join(done.notices)
    # "my copies" pointing outside: the learner's changed lesson stays where it is.
    (mine / "02-cards-and-high-hands.ipynb").write_text("my work", encoding="utf-8")
    (course / "02-cards-and-high-hands.ipynb").write_text("new version", encoding="utf-8")
    (mine / "my copies").symlink_to(outside, target_is_directory=True)
    later = course_copy.refresh(mine, course, today=DAY)
    assert sorted(p.name for p in outside.iterdir()) == ["precious.ipynb"]
    assert (mine / "02-cards-and-high-hands.ipynb").read_text(encoding="utf-8") == "my work"
    assert '"my copies" is a symbolic link' in " ".join(later.notices)
