"""JupyterLab in French: JupyterLab and its French language pack are a matching pair everywhere
the course installs them (with 4.6 and the 4.5 pack the status bar read "Cell 1/25"), and
`make cours` hides the file browser's Modified column, whose French ages read "-47 min"."""

from __future__ import annotations

import re
import subprocess
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.version import Version

REPO = Path(__file__).resolve().parent.parent
PACK = "jupyterlab-language-pack-fr-fr"


def _requirements() -> dict[str, list[Requirement]]:
    """The course extra and binder/requirements.txt, each as parsed requirements."""
    course = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    binder = [line.split("#")[0].strip() for line in
              (REPO / "binder" / "requirements.txt").read_text(encoding="utf-8").splitlines()]
    return {"pyproject course extra": [Requirement(r) for r in course["project"]["optional-dependencies"]["course"]],
            "binder/requirements.txt": [Requirement(r) for r in binder if r and r != "."]}


def _pair(requirements: list[Requirement]) -> tuple[Requirement, Requirement]:
    by_name = {r.name.lower(): r for r in requirements}
    return by_name["jupyterlab"], by_name[PACK]


def _minor(version: str) -> tuple[int, int]:
    return Version(version).release[:2]


@pytest.mark.parametrize("where", ["pyproject course extra", "binder/requirements.txt"])
def test_jupyterlab_and_its_french_pack_are_pinned_as_a_pair(where):
    lab, pack = _pair(_requirements()[where])
    pinned = [s.version for s in pack.specifier if s.operator == "=="]
    assert pinned, f"{where}: the French pack is not pinned ({pack})"
    minor = _minor(pinned[0])
    # Every JupyterLab the specifier allows, among its minor versions, is the pack's minor version.
    for candidate in ("4.2.0", "4.4.10", "4.5.0", "4.5.11", "4.6.0", "4.6.6", "4.7.0"):
        if lab.specifier.contains(candidate):
            assert _minor(candidate) == minor, f"{where}: {lab} allows {candidate}, the pack is {pinned[0]}"
    assert any(lab.specifier.contains(f"{minor[0]}.{minor[1]}.{p}") for p in range(20)), f"{where}: {lab}"


def test_the_installed_pair_matches_when_both_are_installed():
    try:
        lab, pack = metadata.version("jupyterlab"), metadata.version(PACK)
    except metadata.PackageNotFoundError:
        pytest.skip("JupyterLab or its French pack is not installed here")
    assert _minor(lab) == _minor(pack), f"JupyterLab {lab} with the French pack {pack}: reinstall the course extra"


def test_make_cours_hides_the_modified_column(tmp_path):
    """The settings `make cours` writes (make -n prints the commands it would run)."""
    out = subprocess.run(["make", "-n", "cours", "VENV=" + str(tmp_path)], cwd=REPO, capture_output=True, text=True)
    commands = out.stdout
    assert '"locale": "fr_FR"' in commands
    setting = re.search(r"echo '(\{[^']*showLastModifiedColumn[^']*\})' > (\S+)", commands)
    assert setting and setting[2].endswith("@jupyterlab/filebrowser-extension/browser.jupyterlab-settings")
    assert '"showLastModifiedColumn": false' in setting[1]
