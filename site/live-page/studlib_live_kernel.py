"""The Python side of a live lesson page: runs the page's code cells with IPython's own shell
and lets the page's widget manager talk to ipywidgets through the `comm` package.

Runs inside Pyodide in a Web Worker (studlib-kernel-worker.mjs). Nothing here speaks Jupyter's
wire protocol: IPython runs the cells and formats what they show, `comm` (the package ipywidgets
uses for its messages) is given a Comm class whose messages go to the page, and the page hands
them to @jupyter-widgets/html-manager. `send(kind, text, buffers)` is the worker's function that
posts one message to the page; `text` is JSON.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import py_compile
import sys
from collections.abc import Callable

import comm
from comm.base_comm import BaseComm
from IPython.core.displayhook import DisplayHook
from IPython.core.displaypub import DisplayPublisher
from IPython.core.interactiveshell import InteractiveShell
from traitlets.config import Config

Send = Callable[[str, str, list], None]


def _json(value) -> str:
    """JSON for the page; anything JSON cannot say is sent as its repr."""
    return json.dumps(value, default=repr, ensure_ascii=False)


class Stream:
    """sys.stdout / sys.stderr while a cell or a widget runs: each write goes to the page."""

    def __init__(self, shell: LiveShell, name: str) -> None:
        self.shell, self.name = shell, name

    def write(self, text: str) -> int:
        if text:
            self.shell.emit("stream", {"name": self.name, "text": text})
        return len(text)

    def flush(self) -> None:
        """Nothing is buffered."""

    def isatty(self) -> bool:
        return False


class PagePublisher(DisplayPublisher):
    """display(...) and clear_output(...) go to the page's output of the running cell."""

    def publish(self, data, metadata=None, source=None, *, transient=None, update=False, **kwargs) -> None:
        self.shell.emit("display", {"data": data, "metadata": metadata or {}})

    def clear_output(self, wait=False) -> None:
        self.shell.emit("clear", {"wait": wait})


class PageDisplayHook(DisplayHook):
    """A cell's last expression is shown like display(...), with no Out[n] prompt."""

    def start_displayhook(self) -> None:
        """Nothing to prepare: write_format_data sends the result at once."""

    def write_output_prompt(self) -> None:
        """No prompt: the page shows outputs as the lesson page does."""

    def write_format_data(self, format_dict, md_dict=None) -> None:
        self.shell.emit("display", {"data": format_dict, "metadata": md_dict or {}})

    def finish_displayhook(self) -> None:
        """Everything was sent in write_format_data."""


def bound_names(code: str) -> set[str]:
    """The names a cell binds (assignments, imports, loops, defs); none if it does not parse."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return set()
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).partition(".")[0])
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
    return names


class LiveShell(InteractiveShell):
    """IPython's shell, its outputs and errors sent to the page instead of a terminal."""

    send: Send = staticmethod(lambda kind, text, buffers: None)
    cell: str = ""
    code: str = ""
    # What Pyodide's lock can install (import names), some of it only from the internet.
    installable: frozenset[str] = frozenset()
    # Name -> the module it waits for: what a cell that stopped on a module the browser could not
    # load would have bound, so that a later cell using it is seen to fail for the same reason.
    waiting: dict[str, str]   # set in start()

    def emit(self, kind: str, content: dict, buffers: list | None = None) -> None:
        self.send(kind, _json({"cell": self.cell, **content}), buffers or [])

    def _showtraceback(self, etype, evalue, stb) -> None:
        content = {"ename": etype.__name__ if etype else "Error", "evalue": str(evalue), "traceback": stb}
        missing = self.missing_module(evalue)
        if missing:
            content["missing_module"] = missing
        self.emit("error", content)

    def missing_module(self, error: BaseException | None) -> str | None:
        """The package the browser could not load that `error` comes from, or None.

        Told by the error's type and name, never its text: a ModuleNotFoundError for a module
        Pyodide could install (numpy, matplotlib: from the internet only), or a NameError for
        a name that an earlier such cell would have bound.
        """
        if isinstance(error, ModuleNotFoundError) and error.name:
            package = error.name.partition(".")[0]
            if package not in self.installable:
                return None
            self.waiting.update(dict.fromkeys(bound_names(self.transform_cell(self.code)), package))
            return package
        if type(error) is NameError:
            return self.waiting.get(error.name)
        return None

    def run(self, cell: str, code: str) -> bool:
        """Run one cell of the page; True when it raised nothing."""
        self.cell, self.code = cell, code
        with self.streams():
            result = self.run_cell(code, store_history=True)
        if result.success and self.waiting:   # a name that stood for a missing package is bound now
            for name in bound_names(self.transform_cell(code)):
                self.waiting.pop(name, None)
        self.code = ""
        return result.success

    def streams(self):
        return _Redirect(Stream(self, "stdout"), Stream(self, "stderr"))


class _Redirect:
    """sys.stdout and sys.stderr to the page for the time of a `with`."""

    def __init__(self, out: Stream, err: Stream) -> None:
        self.out, self.err = out, err

    def __enter__(self) -> None:
        self.saved = sys.stdout, sys.stderr
        sys.stdout, sys.stderr = self.out, self.err

    def __exit__(self, *exc) -> None:
        sys.stdout, sys.stderr = self.saved


class PageComm(BaseComm):
    """A comm whose messages go to the page's widget manager (ipywidgets opens one per widget)."""

    shell: LiveShell | None = None

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys) -> None:
        content = {"comm_id": self.comm_id, "data": data or {}, "metadata": metadata or {}, **keys}
        self.shell.emit(msg_type, content, [bytes(b) for b in buffers or []])


def start(send: Send, folder: str, installable: list[str]) -> LiveShell:
    """The page's shell, working in `folder` (where the lesson's questions/ and data/ are);
    `installable`: the import names of every package in Pyodide's lock."""
    os.chdir(folder)
    config = Config()
    config.HistoryManager.enabled = False   # no sqlite history in the browser
    shell = LiveShell.instance(config=config, display_pub_class=PagePublisher,
                               displayhook_class=PageDisplayHook)
    shell.send = send
    shell.installable = frozenset(installable)
    shell.waiting = {}
    PageComm.shell = shell
    comm.create_comm = PageComm
    import ipywidgets  # noqa: F401  (registers the widget comm targets with the shell present)
    return shell


def comm_msg(comm_id: str, text: str, buffers: list) -> None:
    """A message from a widget on the page (a click, a new value) to its Python object."""
    shell = PageComm.shell
    target = comm.get_comm_manager().get_comm(comm_id)
    if target is None:
        return
    content = json.loads(text)
    with shell.streams():
        try:
            target.handle_msg({"content": {"comm_id": comm_id, "data": content},
                               "buffers": [memoryview(b) for b in buffers], "metadata": {}})
        except Exception:
            shell.showtraceback()


def compiled_modules() -> list[tuple[str, bytes]]:
    """(path, bytes) of a .pyc for every module imported from the wheels, for the browser to keep.

    PyPI's pure-Python wheels carry no bytecode, so Pyodide compiles every module at each visit,
    which is most of the start-up. Compiled here once, with unchecked hashes (never compared with
    the source, whose install time changes at each visit), they are put back before the next
    visit's imports; the worker keeps them under the digest of the Pyodide lock, which names
    every wheel's sha256, so a new wheel never meets an old .pyc.
    """
    kept = []
    for module in list(sys.modules.values()):
        source = getattr(module, "__file__", None) or ""
        if not source.endswith(".py") or "/site-packages/" not in source:
            continue
        target = importlib.util.cache_from_source(source)
        try:
            py_compile.compile(source, cfile=target, doraise=True,
                               invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
            with open(target, "rb") as pyc:
                kept.append((target, pyc.read()))
        except (OSError, py_compile.PyCompileError):
            continue
    return kept
