"""Re-execute lesson notebooks in place, top to bottom in a fresh kernel, without run-to-run noise.

Usage: python tools/execute_notebooks.py [NOTEBOOK ...]   (default: every lessons/*.ipynb)

Outputs are kept (nbval compares against them); saved widget state and per-cell timing
metadata are dropped because they change on every run and make diffs unreadable.
A cell that raises stops the run with the notebook name and cell number, unless the cell
is tagged `raises-exception` (the same tag nbval and JupyterLab understand).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError

REPO = Path(__file__).resolve().parent.parent
LESSONS_DIR = REPO / "lessons"
CELL_TIMEOUT_S = 300
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# A lesson run never reads or writes the learner's practice record (studlib.progress): the
# stored outputs must not depend on whoever ran `make lessons`. The kernel inherits this.
os.environ["STUDLIB_PROGRESS"] = "memory"


def default_notebooks() -> list[Path]:
    """Every lesson notebook in course order, never Jupyter's checkpoint copies."""
    return sorted(
        path for path in LESSONS_DIR.glob("*.ipynb") if not path.name.endswith("-checkpoint.ipynb")
    )


def strip_run_noise(nb: nbformat.NotebookNode, name: str = "") -> None:
    """Remove saved widget state and per-cell execution timing metadata, and number the widget
    views: a kernel makes random model ids, which would change every stored view on every run
    (no widget state is saved, so the id refers to nothing once the kernel is gone)."""
    nb.metadata.pop("widgets", None)
    views = 0
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        # Older Jupyter front ends store timing under ExecuteTime.
        cell.metadata.pop("ExecuteTime", None)
        if cell.cell_type == "code":
            cell.outputs = coalesce_streams(cell.outputs)
            for out in cell.outputs:
                view = out.get("data", {}).get(WIDGET_VIEW)
                if view is not None:
                    view["model_id"] = hashlib.md5(f"{name}:{views}".encode()).hexdigest()
                    views += 1


def coalesce_streams(outputs: list) -> list:
    """Join back-to-back prints to the same stream: how the kernel flushed them is noise."""
    joined: list = []
    for out in outputs:
        if (out.output_type == "stream" and joined and joined[-1].output_type == "stream"
                and joined[-1].name == out.name):
            joined[-1].text += out.text
        else:
            joined.append(out)
    return joined


def execute_notebook(path: Path) -> None:
    """Run one notebook in a fresh python3 kernel started in its own folder, then write it back."""
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        kernel_name="python3",
        record_timing=False,
        store_widget_state=False,
        timeout=CELL_TIMEOUT_S,
        resources={"metadata": {"path": str(path.parent)}},
    )
    running: dict[str, int] = {}

    def note_cell(cell: nbformat.NotebookNode, cell_index: int) -> None:
        running["index"] = cell_index

    client.on_cell_start = note_cell
    try:
        client.execute()
    except (CellExecutionError, CellTimeoutError, DeadKernelError) as error:
        index = running.get("index", -1)
        code_number = sum(1 for cell in nb.cells[: index + 1] if cell.cell_type == "code")
        raise SystemExit(
            f"{path.name}: cell {index} (code cell {code_number}) failed; "
            f"tag it raises-exception if the error is meant to be shown.\n{error}"
        ) from None
    strip_run_noise(nb, path.stem)
    nbformat.validate(nb)
    nbformat.write(nb, path)


def main(argv: list[str] | None = None) -> int:
    """Execute the named notebooks (or all lessons) and report each one's time."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path, help="notebooks to run (default: lessons/*.ipynb)")
    args = parser.parse_args(argv)
    notebooks = args.notebooks or default_notebooks()
    if not notebooks:
        print(f"no notebooks found in {LESSONS_DIR}, nothing to execute")
        return 0
    for path in notebooks:
        if path.suffix != ".ipynb" or not path.is_file():
            parser.error(f"{path} is not a notebook file; give paths to existing .ipynb files")
    for path in notebooks:
        started = time.perf_counter()
        execute_notebook(path.resolve())
        print(f"executed {path} in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
