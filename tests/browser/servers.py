"""Start and stop JupyterLab and Voila for the browser tests: local only, random port and token.

Every server serves a temporary copy of lessons/ (JupyterLab autosaves, and must never rewrite
the real notebooks), runs with throwaway config/runtime/settings folders so nothing from a
previous session is restored, and is stopped by its PID.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

START_TIMEOUT_S = 60
STOP_TIMEOUT_S = 15

# Lab settings that keep the page quiet and complete: no news pop-up, every cell in the DOM
# (JupyterLab 4 may otherwise leave cells far below the fold unrendered).
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings":
        {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
}


@dataclass
class Server:
    """A running server: its base URL, token, PID and log file."""

    name: str
    url: str
    token: str
    process: subprocess.Popen
    log: Path

    def log_tail(self, lines: int = 40) -> str:
        """The end of the server's log, to explain a failure."""
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nobody listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def copy_lessons(lessons: Path, dest: Path) -> Path:
    """Copy the lesson notebooks (and the files they read) to dest/lessons, checkpoints left out."""
    target = dest / "lessons"
    shutil.copytree(lessons, target, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
    return target


def _wait_ready(server: Server, path: str) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            raise RuntimeError(f"{server.name} exited with {server.process.returncode}:\n{server.log_tail()}")
        try:
            with urllib.request.urlopen(f"{server.url}{path}?token={server.token}", timeout=2) as reply:
                if reply.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.25)
    stop(server)
    raise RuntimeError(f"{server.name} did not answer within {START_TIMEOUT_S} s:\n{server.log_tail()}")


def _start(name: str, args: list[str], root: Path, port: int, token: str, ready_path: str) -> Server:
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(root / "config"), JUPYTER_RUNTIME_DIR=str(root / "runtime"))
    log = root / f"{name}.log"
    with log.open("wb") as out:
        process = subprocess.Popen(args, cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL)
    server = Server(name, f"http://127.0.0.1:{port}", token, process, log)
    _wait_ready(server, ready_path)
    return server


def _root_flag() -> list[str]:
    return ["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []


def start_lab(root: Path, notebooks: Path) -> Server:
    """JupyterLab on 127.0.0.1 over `notebooks`, with window.jupyterapp exposed for the tests."""
    settings = root / "lab-settings"
    for rel, value in LAB_SETTINGS.items():
        path = settings / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(value))
    (root / "workspaces").mkdir(exist_ok=True)
    port, token = free_port(), secrets.token_hex(16)
    args = [sys.executable, "-m", "jupyterlab", "--no-browser", *_root_flag(),
            "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={notebooks}",
            f"--LabApp.user_settings_dir={settings}", f"--LabApp.workspaces_dir={root / 'workspaces'}",
            "--LabApp.expose_app_in_browser=True"]
    return _start("jupyterlab", args, root, port, token, "/api/status")


def start_lab_as_given(root: Path, cwd: Path, given: list[str], env: dict[str, str]) -> Server:
    """JupyterLab started from `cwd` with the options a command gives it (`given`, e.g. what
    `make cours` passes) and its environment `env`, plus only what a test needs: 127.0.0.1, a
    random port and token, no browser, throwaway workspaces, window.jupyterapp exposed."""
    (root / "workspaces").mkdir(parents=True, exist_ok=True)
    port, token = free_port(), secrets.token_hex(16)
    args = [sys.executable, "-m", "jupyterlab", *given, "--no-browser", "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={port}", "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}",
            f"--LabApp.workspaces_dir={root / 'workspaces'}", "--LabApp.expose_app_in_browser=True"]
    env = dict(os.environ, **env, JUPYTER_CONFIG_DIR=str(root / "config"), JUPYTER_RUNTIME_DIR=str(root / "runtime"))
    log = root / "jupyterlab.log"
    with log.open("wb") as out:
        process = subprocess.Popen(args, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL)
    server = Server("jupyterlab", f"http://127.0.0.1:{port}", token, process, log)
    _wait_ready(server, "/api/status")
    return server


def start_static(directory: Path, log_dir: Path, port: int | None = None) -> Server:
    """`python -m http.server` over `directory` on 127.0.0.1, as any static host serves the site,
    once it answers; its log is log_dir/http.server.log. `port`: the same origin again (a
    returning visitor's browser keeps its service worker and caches per origin)."""
    port = port or free_port()
    args = [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", "--directory", str(directory), str(port)]
    return _start("http.server", args, log_dir, port, "", "/index.html")


def start_voila(root: Path, notebooks: Path) -> Server:
    """Voila on 127.0.0.1 serving every notebook of `notebooks` at /voila/render/<name>."""
    port, token = free_port(), secrets.token_hex(16)
    args = [sys.executable, "-m", "voila", str(notebooks), "--no-browser", f"--port={port}",
            "--Voila.ip=127.0.0.1", "--Voila.port_retries=0", f"--token={token}"]
    return _start("voila", args, root, port, token, "/voila/tree")


def descendants(pid: int) -> list[int]:
    """PIDs of a process's children, grandchildren and so on (Linux /proc; empty elsewhere)."""
    found, todo = [], [pid]
    while todo:
        parent = todo.pop()
        for task in Path(f"/proc/{parent}/task").glob("*/children"):
            try:
                kids = [int(k) for k in task.read_text().split()]
            except OSError:
                continue
            found += kids
            todo += kids
    return found


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    return True


def stop(server: Server) -> None:
    """SIGTERM to the server's PID (Jupyter then shuts its kernels down), SIGKILL if it hangs;
    then any kernel the server started and left behind, each by its own PID."""
    process = server.process
    children = descendants(process.pid)
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(STOP_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(STOP_TIMEOUT_S)
    for pid in children:
        if _alive(pid):
            try:
                os.kill(pid, signal.SIGTERM)
            except OSError:
                pass
