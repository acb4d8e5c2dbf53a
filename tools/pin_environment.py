"""Write the course's one set of exact versions: constraints.txt and binder/requirements.txt.

Run by `make constraints` with the python of a fresh venv where `.[hub,site]` (the tests, `make
hub-check` and the website's build) was just installed:
constraints.txt gets every package of that venv at its version (what `make course`, `make test`,
`make lessons` and `make site` install with `pip install -c constraints.txt`); binder/requirements.txt gets
the packages Binder needs to run the lessons (studlib's own dependencies, the [course] extra,
ipykernel, and all they pull in) at the same versions. tests/test_environment.py checks that the
files still agree with each other, with pyproject.toml and with site/pyodide-wheels.txt.
"""

from __future__ import annotations

import subprocess
import sys
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

REPO = Path(__file__).resolve().parent.parent
CONSTRAINTS = REPO / "constraints.txt"
BINDER = REPO / "binder" / "requirements.txt"
# What Binder installs from binder/requirements.txt (studlib itself comes from binder/postBuild).
BINDER_ROOTS = ("studlib[course]", "ipykernel")


def header(path: Path) -> list[str]:
    """The comment lines a file starts with (kept when the pins are rewritten)."""
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    out = []
    for line in lines:
        if not line.startswith("#"):
            break
        out.append(line)
    return out


def frozen() -> list[str]:
    """Every installed package but studlib and pip, as name==version (pip freeze). setuptools is
    kept: JupyterLab 4.5 requires it, so Binder's list (every package the course needs) has it."""
    result = subprocess.run([sys.executable, "-m", "pip", "freeze", "--all", "--exclude-editable",
                             "--exclude", "studlib", "--exclude", "pip"],
                            check=True, capture_output=True, text=True)
    return [line for line in result.stdout.splitlines() if line and not line.startswith("#")]


def needed(roots: tuple[str, ...]) -> dict[str, str]:
    """The installed distributions that `roots` need (markers and extras followed): name -> version."""
    todo = [Requirement(root) for root in roots]
    seen: set[tuple[str, str]] = set()
    out: dict[str, str] = {}
    while todo:
        req = todo.pop()
        for extra in ("", *sorted(req.extras)):
            key = (canonicalize_name(req.name), extra)
            if key in seen:
                continue
            seen.add(key)
            try:
                dist = distribution(req.name)
            except PackageNotFoundError:
                raise SystemExit(f"pin_environment: {req.name} is needed but not installed") from None
            if key[0] != "studlib":
                out[dist.metadata["Name"]] = dist.version
            for line in dist.requires or ():
                sub = Requirement(line)
                if sub.marker is None or sub.marker.evaluate({"extra": extra}):
                    todo.append(sub)
    return out


def main() -> None:
    pins = frozen()
    CONSTRAINTS.write_text("\n".join(header(CONSTRAINTS) + pins) + "\n", encoding="utf-8")
    binder = needed(BINDER_ROOTS)
    lines = [f"{name}=={version}" for name, version in sorted(binder.items(), key=lambda kv: kv[0].lower())]
    BINDER.write_text("\n".join(header(BINDER) + lines) + "\n", encoding="utf-8")
    print(f"pin_environment: {len(pins)} pins in {CONSTRAINTS.name}, {len(lines)} in binder/requirements.txt")


if __name__ == "__main__":
    main()
