"""`make cours` in a browser (issue 33 items 3 and 7): JupyterLab started as `make cours` starts
it, over a course copy made as it makes it; the URL it prints opens the French welcome lesson,
with JupyterLab's menus in French, and "This lesson in English" opens the English lesson (it
showed the French one again when JupyterLab served only fr/)."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

import servers
from pagekit import JS_LAB_READY, LESSONS_DIR, REPO

sys.path.insert(0, str(REPO / "tools"))
import course_copy  # noqa: E402

WAIT_MS = 60_000
# The document JupyterLab shows now, and the first words of its first heading.
JS_SHOWN = """() => { const w = window.jupyterapp.shell.currentWidget;
  const path = w && w.context ? w.context.path : '';
  const h = w && w.node.querySelector('.jp-RenderedMarkdown h1');
  return {path, heading: h ? h.textContent.trim() : ''}; }"""


def make_cours(tmp_path: Path) -> tuple[Path, list[str], dict[str, str]]:
    """What `make cours` runs (make -n), its set-up lines run here: (the folder JupyterLab starts
    in, the options it gets, its environment)."""
    mine, settings = tmp_path / "studlib-course", tmp_path / "lab-fr"
    out = subprocess.run(["make", "-n", "cours", f"VENV={tmp_path / 'venv'}", f"COURSE_DIR={mine}",
                          f"FRENCH_LAB_SETTINGS={settings}"], cwd=REPO, capture_output=True, text=True, check=True)
    start = None
    for line in out.stdout.splitlines():
        if " lab " in line and line.startswith("cd "):
            start = line
        elif "course_copy.py" in line:
            course_copy.refresh(mine, LESSONS_DIR)          # the copy, as the line says, from this clone
        elif str(settings) in line and line.startswith(("mkdir -p ", "echo '")):
            subprocess.run(line, shell=True, cwd=REPO, check=True)   # the French settings
        # (any other line sets up the venv: not run here, the tests' own venv serves)
    cd, command = start.split("&&", 1)
    words = shlex.split(command)
    lab = next(i for i, w in enumerate(words) if w.endswith("/jupyter"))
    env = dict(w.split("=", 1) for w in words[:lab])
    assert env == {"JUPYTERLAB_SETTINGS_DIR": str(settings)}
    return Path(shlex.split(cd)[1]), words[lab + 2:], env


@pytest.fixture
def cours(tmp_path, chromium_path):
    folder, given, env = make_cours(tmp_path)
    server = servers.start_lab_as_given(tmp_path / "lab", folder, [a for a in given if a != "--allow-root"]
                                        + servers._root_flag(), env)
    try:
        yield server
    finally:
        servers.stop(server)


def test_the_printed_url_opens_the_french_lesson_and_its_english_link_the_english_lesson(cours, browser):
    printed = re.search(r"http://127\.0\.0\.1:\d+/\S+", cours.log.read_text(errors="replace"))
    assert printed and "/lab/tree/fr/01-welcome.ipynb?token=" in printed[0], cours.log_tail()
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        # the path as printed; the token the test gave (JupyterLab prints a given token as '...')
        page.goto(printed[0].split("?")[0] + f"?token={cours.token}")
        page.wait_for_function(JS_LAB_READY, timeout=WAIT_MS)
        page.wait_for_function("() => { const w = window.jupyterapp.shell.currentWidget; return w && w.context && "
                               "w.context.path === 'fr/01-welcome.ipynb' && "
                               "!!w.node.querySelector('.jp-RenderedMarkdown h1'); }", timeout=WAIT_MS)
        french = page.evaluate(JS_SHOWN)
        assert french["heading"].startswith("1. Bienvenue"), french
        assert page.get_by_role("menuitem", name="Fichier").count() == 1   # JupyterLab itself in French
        page.get_by_role("link", name="This lesson in English").first.click()
        page.wait_for_function("() => { const w = window.jupyterapp.shell.currentWidget; return w && w.context && "
                               "w.context.path === '01-welcome.ipynb' && "
                               "!!w.node.querySelector('.jp-RenderedMarkdown h1'); }", timeout=WAIT_MS)
        english = page.evaluate(JS_SHOWN)
        assert english["heading"].startswith("1. Welcome"), english
    finally:
        page.close()
