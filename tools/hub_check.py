"""make hub-check: a class of HUB_LEARNERS learners (default 30) on a real JupyterHub, measured.

Everything runs on 127.0.0.1 in one temporary folder, removed at the end:
- the course's repository (this clone's committed HEAD, as one commit) served over git's smart
  HTTP (`git http-backend` behind a small HTTP server), so nbgitpuller pulls it as from a host;
- JupyterHub (SimpleLocalProcessSpawner: each learner's server in its own home folder under the
  temporary folder; DummyAuthenticator) behind configurable-http-proxy (npm, tools/hub/);
- each learner, all at once, through the hub's REST API with their own token: follows the
  course's nbgitpuller link (studlib.teaching.hub_link), waits for their server and for
  nbgitpuller's pull (its event stream), opens lesson 01 and lesson 14 through the Jupyter
  server's contents API, runs their code cells in a real kernel (the kernel websocket), plays a
  practice hand to the end by clicking the table's button objects, saves it ("Save this hand"),
  answers lesson 01's first self-check by clicking its button (which writes their record,
  studlib.progress) and makes a results code;
- the teacher then commits a change to lesson 02 in the served repository; every learner follows
  the link again, and their own edit to lesson 01 must survive while the change arrives
  (nbgitpuller's merge rules);
- each learner's record and saved hand must be under their own home, and no two learners may
  share a file.

The last line reads `hub-check: N learners, F failed, ...` with the median and 95th percentile
time from link to first output and the memory per learner (the summed PSS of each learner's
server and kernel processes, read from /proc with psutil). Exit status 1 if any learner failed.
Every process started here carries STUDLIB_HUB_CHECK=<run id> in its environment and is ended
at the end, even on failure or Ctrl-C.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import math
import os
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import uuid
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urljoin, urlsplit

import psutil
import requests
import websocket

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
from studlib.teaching import hub_link, lesson_path, pulled_folder  # noqa: E402

HOST = "127.0.0.1"
PROXY = REPO / "tools" / "hub" / "node_modules" / ".bin" / "configurable-http-proxy"
MARK = "STUDLIB_HUB_CHECK"          # in the environment of every process this run starts
BRANCH = "main"
# Time limits (seconds): generous, for 30 learners on 2 shared cores; every wait is bounded.
HUB_START = 120
SPAWN = 600
PULL = 300
CELL = 300
REQUEST = 120
LEARNER = 1800
TEACHER_CHANGE = "A note from your teacher, added after the class began (hub-check)."
LEARNER_NOTE = "My own note on lesson 01 (hub-check learner {name})."


STARTED = time.monotonic()


def log(message: str) -> None:
    """One line of progress, with the time since the start."""
    print(f"[{time.monotonic() - STARTED:7.1f} s] {message}", flush=True)


# --- the course's repository over git's smart HTTP -------------------------------------------

def git(*args: str, cwd: Path) -> str:
    """Run git quietly in cwd (a fixed identity, no user config); its output."""
    env = {**os.environ, "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
           "GIT_AUTHOR_NAME": "Teacher", "GIT_AUTHOR_EMAIL": "teacher@example.edu",
           "GIT_COMMITTER_NAME": "Teacher", "GIT_COMMITTER_EMAIL": "teacher@example.edu"}
    return subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True,
                          text=True, timeout=REQUEST).stdout


def make_served_repo(root: Path) -> tuple[Path, Path]:
    """The course at HEAD as a one-commit repository: a teacher's working copy and the bare
    repository the server exports (the folder name becomes nbgitpuller's target folder)."""
    work, bare = root / "teacher", root / "served" / "studlib"
    work.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", "HEAD"], cwd=REPO, check=True, capture_output=True,
                             timeout=REQUEST).stdout
    subprocess.run(["tar", "-x", "-C", str(work)], input=archive, check=True, timeout=REQUEST)
    git("init", "-q", "-b", BRANCH, cwd=work)
    git("add", "-A", cwd=work)
    git("commit", "-q", "-m", "The course", cwd=work)
    bare.parent.mkdir(parents=True)
    git("clone", "-q", "--bare", str(work), str(bare), cwd=root)
    git("remote", "add", "served", str(bare), cwd=work)
    return work, bare


def teacher_changes_lesson(work: Path) -> str:
    """Commit a change to lesson 02 (a markdown cell at its end) and push it to the served
    repository; returns the notebook's path."""
    path = "lessons/02-cards-and-high-hands.ipynb"
    notebook = json.loads((work / path).read_text(encoding="utf-8"))
    notebook["cells"].append({"cell_type": "markdown", "id": "hub-check-teacher", "metadata": {},
                              "source": [TEACHER_CHANGE]})
    (work / path).write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    git("commit", "-q", "-am", "Lesson 02: a note for the class", cwd=work)
    git("push", "-q", "served", BRANCH, cwd=work)
    return path


def git_http_handler(project_root: Path, run_id: str):
    """A request handler that runs `git http-backend` (CGI) for each request: smart HTTP."""

    class GitHandler(BaseHTTPRequestHandler):
        def log_message(self, *args) -> None:   # quiet: 30 clones would flood the output
            pass

        def _body(self) -> bytes:
            if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
                chunks = []
                while True:
                    size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                    if size == 0:
                        self.rfile.readline()
                        return b"".join(chunks)
                    chunks.append(self.rfile.read(size))
                    self.rfile.readline()
            return self.rfile.read(int(self.headers.get("Content-Length") or 0))

        def _backend(self) -> None:
            path, _, query = self.path.partition("?")
            env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), MARK: run_id,
                   "GIT_PROJECT_ROOT": str(project_root), "GIT_HTTP_EXPORT_ALL": "1",
                   "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
                   "REQUEST_METHOD": self.command, "PATH_INFO": path, "QUERY_STRING": query,
                   "REMOTE_ADDR": self.client_address[0], "CONTENT_TYPE": self.headers.get("Content-Type", "")}
            for header in ("Content-Encoding", "Git-Protocol"):
                if self.headers.get(header):
                    env["HTTP_" + header.upper().replace("-", "_")] = self.headers[header]
            body = self._body() if self.command == "POST" else b""
            env["CONTENT_LENGTH"] = str(len(body))
            out = subprocess.run(["git", "http-backend"], input=body, env=env, capture_output=True,
                                 timeout=REQUEST).stdout
            head, _, payload = out.partition(b"\r\n\r\n")
            status, headers = 200, []
            for line in head.decode("latin-1").split("\r\n"):
                name, _, value = line.partition(":")
                if name.lower() == "status":
                    status = int(value.split()[0])
                elif name:
                    headers.append((name, value.strip()))
            self.send_response(status)
            for name, value in headers:
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        do_GET = do_POST = _backend

    return GitHandler


# --- processes and ports ---------------------------------------------------------------------

def free_port() -> int:
    """A port nobody listens on now (127.0.0.1)."""
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def run_processes(run_id: str) -> list[psutil.Process]:
    """Every process of this run: its environment carries MARK=run_id."""
    found = []
    for proc in psutil.process_iter():
        try:
            if proc.environ().get(MARK) == run_id:
                found.append(proc)
        except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
            continue
    return found


def end_processes(run_id: str, hub: subprocess.Popen | None) -> int:
    """Stop the hub, then every process of the run (TERM, then KILL after 10 s); how many were left."""
    if hub is not None and hub.poll() is None:
        try:
            os.killpg(hub.pid, signal.SIGTERM)   # the hub stops its servers and proxy itself
            hub.wait(timeout=30)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            pass
    left = run_processes(run_id)
    for proc in left:
        try:
            proc.terminate()
        except psutil.NoSuchProcess:
            pass
    _, alive = psutil.wait_procs(left, timeout=10)
    for proc in alive:
        try:
            proc.kill()
        except psutil.NoSuchProcess:
            pass
    psutil.wait_procs(alive, timeout=10)
    return len(left)


# --- the hub ---------------------------------------------------------------------------------

HUB_CONFIG = """\
# Written by tools/hub_check.py for one run: everything on 127.0.0.1, in {root}.
c = get_config()  # noqa
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = {port}
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {hub_port}
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{proxy_api_port}"
c.ConfigurableHTTPProxy.command = [{proxy!r}]
c.ConfigurableHTTPProxy.auth_token = {proxy_token!r}
c.JupyterHub.db_url = "sqlite:///" + {db!r}
c.JupyterHub.cookie_secret_file = {cookie!r}
c.JupyterHub.pid_file = {pid!r}
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = {password!r}
c.Authenticator.allow_all = True
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = {homes!r} + "/{{username}}"
c.Spawner.cmd = [{singleuser!r}]
c.Spawner.args = {args!r}
c.Spawner.environment = {environment!r}
c.Spawner.start_timeout = {spawn}
c.Spawner.http_timeout = {spawn}
c.JupyterHub.concurrent_spawn_limit = 0
c.JupyterHub.active_server_limit = 0
c.JupyterHub.services = [{{"name": "hub-check", "api_token": {admin_token!r}}}]
c.JupyterHub.load_roles = [{{"name": "admin", "services": ["hub-check"]}}]
"""


@dataclass
class Hub:
    """The running hub: its public address and the admin service's token."""
    url: str
    token: str
    password: str
    process: subprocess.Popen

    def api(self, method: str, path: str, **kwargs) -> requests.Response:
        """A call to the hub's REST API as the admin service."""
        r = requests.request(method, f"{self.url}/hub/api{path}", timeout=REQUEST,
                             headers={"Authorization": f"token {self.token}"}, **kwargs)
        r.raise_for_status()
        return r


def start_hub(root: Path, run_id: str, environment: dict[str, str]) -> Hub:
    """Write the hub's configuration and start it; returns once its API answers."""
    port, admin_token, password = free_port(), secrets.token_hex(24), secrets.token_hex(8)
    (root / "homes").mkdir()
    args = ["--allow-root"] if os.geteuid() == 0 else []
    config = HUB_CONFIG.format(
        root=root, port=port, hub_port=free_port(), proxy_api_port=free_port(), proxy=str(PROXY),
        proxy_token=secrets.token_hex(24), db=str(root / "jupyterhub.sqlite"),
        cookie=str(root / "jupyterhub_cookie_secret"), pid=str(root / "jupyterhub.pid"),
        password=password, homes=str(root / "homes"),
        singleuser=str(Path(sys.executable).parent / "jupyterhub-singleuser"), args=args,
        environment=environment, spawn=SPAWN, admin_token=admin_token)
    (root / "jupyterhub_config.py").write_text(config, encoding="utf-8")
    env = {**os.environ, MARK: run_id, "PATH": f"{PROXY.parent}:{os.environ['PATH']}",
           "NO_PROXY": HOST, "no_proxy": HOST}
    out = open(root / "jupyterhub.log", "wb")
    hub = subprocess.Popen([sys.executable, "-m", "jupyterhub", "-f", str(root / "jupyterhub_config.py")],
                           cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://{HOST}:{port}"
    deadline = time.monotonic() + HUB_START
    while time.monotonic() < deadline:
        if hub.poll() is not None:
            raise RuntimeError(f"JupyterHub exited at start ({hub.returncode}): see its log below")
        try:
            if requests.get(f"{url}/hub/api/", timeout=5).ok:
                return Hub(url, admin_token, password, hub)
        except requests.RequestException:
            pass
        time.sleep(0.5)
    raise RuntimeError(f"JupyterHub did not answer within {HUB_START} s")


# --- one learner -----------------------------------------------------------------------------

@dataclass
class Learner:
    """What one learner did and measured."""
    name: str
    home: Path
    token: str = ""
    link_to_first_output: float | None = None
    phases: dict = field(default_factory=dict)   # seconds from the link: "server", "pulled"
    step: str = ""
    failure: str = ""
    facts: dict = field(default_factory=dict)


class Kernel:
    """A kernel of the learner's server, driven through the Jupyter server's websocket."""

    def __init__(self, server: str, token: str, path: str) -> None:
        self.server, self.token = server, token
        self.headers = {"Authorization": f"token {token}"}
        r = requests.post(f"{server}/api/sessions", headers=self.headers | {"Connection": "close"}, timeout=REQUEST,
                          json={"path": path, "type": "notebook", "name": Path(path).name,
                                "kernel": {"name": "python3"}})
        r.raise_for_status()
        self.session = r.json()
        kernel_id = self.session["kernel"]["id"]
        ws_url = server.replace("http://", "ws://") + f"/api/kernels/{kernel_id}/channels"
        self.ws = websocket.create_connection(ws_url, header=[f"Authorization: token {token}"], timeout=CELL)
        self.client_session = uuid.uuid4().hex

    def run(self, code: str, on_output=None) -> list[dict]:
        """Execute code; its outputs (stream, display, result). An error in the cell raises."""
        msg_id = uuid.uuid4().hex
        self.ws.send(json.dumps({
            "header": {"msg_id": msg_id, "username": "learner", "session": self.client_session,
                       "msg_type": "execute_request", "version": "5.3"},
            "parent_header": {}, "metadata": {}, "channel": "shell", "buffers": [],
            "content": {"code": code, "silent": False, "store_history": True, "user_expressions": {},
                        "allow_stdin": False, "stop_on_error": True}}))
        outputs, replied, idle = [], None, False
        deadline = time.monotonic() + CELL
        while not (replied and idle):
            if time.monotonic() > deadline:
                raise TimeoutError(f"a cell ran past {CELL} s")
            msg = json.loads(self.ws.recv())
            if msg.get("parent_header", {}).get("msg_id") != msg_id:
                continue
            kind = msg["header"]["msg_type"]
            if kind in ("stream", "display_data", "execute_result", "error"):
                outputs.append(msg["content"] | {"output_type": kind})
                if on_output is not None:
                    on_output()
            elif kind == "status" and msg["content"]["execution_state"] == "idle":
                idle = True
            elif kind == "execute_reply":
                replied = msg["content"]
        if replied["status"] != "ok":
            raise RuntimeError(f"cell failed: {replied.get('ename')}: {replied.get('evalue')}")
        return outputs

    def close(self) -> None:
        """Close the websocket (the kernel keeps running, as when a learner closes a tab)."""
        self.ws.close()

    def shut_down(self) -> None:
        """Shut the kernel down (its session deleted), as File > Shut Down Kernel."""
        self.close()
        requests.delete(f"{self.server}/api/sessions/{self.session['id']}", headers=self.headers | {"Connection": "close"},
                        timeout=REQUEST).raise_for_status()


def code_cells(notebook: dict) -> list[str]:
    """The source of each code cell, in order."""
    return ["".join(c["source"]) if isinstance(c["source"], list) else c["source"]
            for c in notebook["cells"] if c["cell_type"] == "code"]


def follow_link(hub: Hub, learner: Learner, link: str, session: requests.Session) -> str:
    """Follow the nbgitpuller link as a browser would (redirects, the hub's spawn-pending page:
    wait for the server), to nbgitpuller's page on the learner's server; returns its address."""
    url = link
    for _hop in range(20):
        r = session.get(url, allow_redirects=False, timeout=REQUEST)
        if r.is_redirect:
            url = urljoin(url, r.headers["Location"])
            continue
        path = urlsplit(url).path
        if path.startswith(f"/hub/spawn-pending/{learner.name}"):
            wait_for_server(hub, learner.name)
            url = urljoin(url, parse_qs(urlsplit(url).query)["next"][0])
            continue
        r.raise_for_status()
        if not path.startswith(f"/user/{learner.name}/git-pull") or "nbgitpuller" not in r.text:
            raise RuntimeError(f"the link led to {path}, not nbgitpuller's page on the learner's server")
        return url
    raise RuntimeError("the link went through more than 20 redirects")


def wait_for_server(hub: Hub, name: str) -> None:
    """Wait until the learner's server is ready (the hub's REST API), at most SPAWN seconds."""
    deadline = time.monotonic() + SPAWN
    while time.monotonic() < deadline:
        server = hub.api("GET", f"/users/{name}").json().get("servers", {}).get("")
        if server and server.get("ready"):
            return
        if not server or not server.get("pending") and not server.get("ready"):
            raise RuntimeError("the hub reports the server stopped while starting (see the hub's log)")
        time.sleep(1)
    raise TimeoutError(f"the server was not ready within {SPAWN} s")


def pull(server: str, page_url: str, session: requests.Session) -> list[str]:
    """What nbgitpuller's page does: call its API with the link's repo, branch and target folder
    and read the event stream to 'finished'; returns the progress lines (an error raises)."""
    query = parse_qs(urlsplit(page_url).query)
    repo = query["repo"][0]
    params = {"repo": repo, "branch": query["branch"][0], "targetpath": pulled_folder(repo)}
    lines, deadline = [], time.monotonic() + PULL
    with session.get(f"{server}/git-pull/api", params=params, stream=True, timeout=PULL) as r:
        r.raise_for_status()
        for raw in r.iter_lines(decode_unicode=True):
            if time.monotonic() > deadline:
                raise TimeoutError(f"nbgitpuller did not finish within {PULL} s")
            if not raw or not raw.startswith("data:"):
                continue
            event = json.loads(raw[len("data:"):])
            if event.get("phase") == "error":
                raise RuntimeError(f"nbgitpuller: {event.get('message')}")
            if event.get("output"):
                lines.append(event["output"].rstrip())
            if event.get("phase") == "finished":
                return lines
    raise RuntimeError("nbgitpuller's event stream ended without 'finished'")


def contents(server: str, session: requests.Session, path: str) -> dict:
    """A notebook through the contents API."""
    r = session.get(f"{server}/api/contents/{path}", params={"content": 1}, timeout=REQUEST)
    r.raise_for_status()
    return r.json()


# Runs in the learner's lesson-01 kernel after the lesson's cells: the lesson's first self-check
# answered by clicking its first option's button, which writes the learner's record.
ANSWER_A_QUESTION = """
from studlib.widgets import SelfCheck as _SelfCheck
_check = _SelfCheck("01-welcome", "no-qualifying-low")
_check.buttons[0].click()
assert _check.chosen is not None and _check.record_notice == "", _check.record_notice
"""

# Runs in the learner's lesson-14 kernel after the lesson's cells: a hand played to the end by
# clicking the table's buttons (the widgets' Python objects), saved with "Save this hand"; the
# record written in lesson 01 read back; a results code; then what the check needs to know, as
# one JSON line.
PLAY_A_HAND = """
import json as _json, os as _os
from studlib import ActionKind as _Kind
from studlib.widgets import PracticeTable as _Table
from studlib.progress import Progress as _Progress, default_path as _default_path
from studlib.results import Results as _Results
from studlib.drills import final_test_questions as _questions
_table = _Table(STUD, players=5, seat=0, seed={seed})
for _click in range(200):
    if _table.hand.is_over:
        break
    _choice = next(i for i, a in enumerate(_table.legal_actions) if a.kind is not _Kind.FOLD)
    _table.action_buttons[_choice].click()
assert _table.hand.is_over, "the hand is not over after 200 clicks"
_table.files.save_button.click()
assert _table.files.saved is not None, _table.files.message
_practised = sum(n for _mastery, n in _Progress().by_family().values())
assert _practised >= 1 and _default_path().is_file(), "the answer in lesson 01 is not in the record"
_right = tuple(i % 3 != 0 for i in range(len(_questions(2026, 10))))
_code = _Results(test=2026, rules="online", right=_right).code()
assert _Results.from_code(_code).right == _right
print(_json.dumps({{"home": _os.path.expanduser("~"), "cwd": _os.getcwd(),
                   "record": str(_default_path().resolve()),
                   "hand": str(_table.files.saved.resolve()), "results_code": _code,
                   "clicks": _click, "rules_practised": _practised}}))
"""


def log_in(hub: Hub, learner: Learner) -> requests.Session:
    """The learner's browser, logged in to the hub with their name and password (its cookies)."""
    browser = requests.Session()
    browser.trust_env = False   # 127.0.0.1 only, never through a proxy
    # A new connection per request: a kept-alive connection that the proxy (node, 5 s idle
    # timeout) closes just as a request goes out fails with "Remote end closed connection",
    # which a browser quietly retries and requests does not.
    browser.headers["Connection"] = "close"
    browser.get(f"{hub.url}/hub/login", timeout=REQUEST).raise_for_status()
    r = browser.post(f"{hub.url}/hub/login", timeout=REQUEST, allow_redirects=False,
                     data={"username": learner.name, "password": hub.password,
                           "_xsrf": browser.cookies.get("_xsrf", path="/hub/")})
    if not r.is_redirect:
        raise RuntimeError(f"logging in to the hub failed ({r.status_code})")
    return browser


def api_session(learner: Learner) -> requests.Session:
    """Calls to the learner's server API with their token (what JupyterLab's page does)."""
    api = requests.Session()
    api.trust_env = False
    api.headers.update({"Authorization": f"token {learner.token}", "Connection": "close"})
    return api


def learner_first_visit(hub: Hub, learner: Learner, link: str, seed: int,
                        kernels: dict[str, Kernel]) -> None:
    """The class's first click: link, server, pull, lesson 01 (timed to its first output, then
    the learner's own edit), lesson 14 with a hand played; its kernel is left running."""
    learner.step = "logging in"
    browser = log_in(hub, learner)
    session = api_session(learner)
    server = f"{hub.url}/user/{learner.name}"
    started = time.monotonic()
    learner.step = "following the link (the server starting)"
    page = follow_link(hub, learner, link, browser)
    learner.phases["server"] = time.monotonic() - started
    learner.step = "pulling the course (nbgitpuller)"
    pulled = pull(server, page, browser)
    learner.phases["pulled"] = time.monotonic() - started
    learner.step = "opening and running lesson 01"
    folder = pulled_folder(parse_qs(urlsplit(page).query)["repo"][0])
    urlpath = parse_qs(urlsplit(page).query)["urlpath"][0]
    browser.get(f"{hub.url}/user/{learner.name}/{urlpath}", timeout=REQUEST).raise_for_status()  # JupyterLab's page
    welcome = f"{folder}/{lesson_path(1)}"
    notebook = contents(server, session, welcome)["content"]
    kernel = Kernel(server, learner.token, welcome)
    first = []

    def first_output() -> None:
        if not first:
            first.append(time.monotonic() - started)

    for source in code_cells(notebook):
        kernel.run(source, first_output)
    kernel.run(ANSWER_A_QUESTION)
    kernel.shut_down()
    if not first:
        raise RuntimeError("lesson 01 printed nothing")
    learner.link_to_first_output = first[0]
    notebook["cells"].append({"cell_type": "markdown", "id": "my-note", "metadata": {},
                              "source": LEARNER_NOTE.format(name=learner.name)})
    session.put(f"{server}/api/contents/{welcome}", timeout=REQUEST,
                json={"type": "notebook", "format": "json", "content": notebook}).raise_for_status()
    learner.step = "opening and running lesson 14"
    practice = f"{folder}/{lesson_path(14)}"
    kernel = kernels[learner.name] = Kernel(server, learner.token, practice)
    for source in code_cells(contents(server, session, practice)["content"]):
        kernel.run(source)
    learner.step = "playing a hand at the practice table"
    out = kernel.run(PLAY_A_HAND.format(seed=4711 + seed))
    learner.facts = json.loads(out[-1]["text"].strip().splitlines()[-1])
    learner.facts["pull_lines"] = len(pulled)


def learner_second_visit(hub: Hub, learner: Learner, link: str, change: str) -> None:
    """The link again after the teacher's change: the change arrives, the learner's note stays."""
    learner.step = "the second visit: following the link"
    browser = log_in(hub, learner)
    session = api_session(learner)
    server = f"{hub.url}/user/{learner.name}"
    page = follow_link(hub, learner, link, browser)
    learner.step = "the second visit: pulling the teacher's change"
    pull(server, page, browser)
    learner.step = "the second visit: reading lessons 01 and 02"
    folder = pulled_folder(parse_qs(urlsplit(page).query)["repo"][0])
    changed = contents(server, session, f"{folder}/{change}")["content"]
    if not any(TEACHER_CHANGE in "".join(c["source"]) for c in changed["cells"]):
        raise RuntimeError(f"the teacher's change to {change} did not arrive")
    welcome = contents(server, session, f"{folder}/{lesson_path(1)}")["content"]
    if not any(LEARNER_NOTE.format(name=learner.name) in "".join(c["source"]) for c in welcome["cells"]):
        raise RuntimeError("the learner's own note in lesson 01 was lost")
    learner.facts["updated"] = True


def attempt(step, learner: Learner, *args) -> None:
    """Run one step for a learner; a failure is recorded on the learner, never raised."""
    if learner.failure:
        return
    try:
        step(*args)
    except Exception as err:  # noqa: BLE001 - every failure is reported per learner
        learner.failure = f"{learner.step}: {type(err).__name__}: {err}"
        if os.environ.get("HUB_CHECK_TRACEBACK"):
            traceback.print_exc()


# --- measuring and checking -------------------------------------------------------------------

def memory_by_learner(run_id: str) -> dict[str, dict[str, int]]:
    """{learner: {"server": bytes, "kernel": bytes}}: the summed PSS of each learner's processes
    (their environment names them: JUPYTERHUB_USER), split into the Jupyter server and kernels;
    under "" the hub and its proxy."""
    out: dict[str, dict[str, int]] = {}
    for proc in run_processes(run_id):
        try:
            user = proc.environ().get("JUPYTERHUB_USER")
            pss = proc.memory_full_info().pss
            command = " ".join(proc.cmdline())
            if not user:   # the hub itself and its proxy (not git's passing processes)
                if "jupyterhub" in command or "configurable-http-proxy" in command:
                    out.setdefault("", {"server": 0, "kernel": 0})["server"] += pss
                continue
            part = "kernel" if "ipykernel_launcher" in command else "server"
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
        out.setdefault(user, {"server": 0, "kernel": 0})[part] += pss
    return out


def check_own_files(learners: list[Learner]) -> None:
    """Each learner's record and saved hand lie under their own home, no file (same inode) is in
    two learners' homes and no link leads out of one. A learner that breaks this is marked failed."""
    owners: dict[tuple[int, int], str] = {}
    for learner in learners:
        if learner.failure:
            continue
        home = learner.home.resolve()
        facts = learner.facts
        for what in ("record", "hand"):
            path = Path(facts[what])
            if not path.is_relative_to(home) or not path.is_file():
                learner.failure = f"their {what} is at {path}, not a file in their home {home}"
                break
        if Path(facts["home"]).resolve() != home:
            learner.failure = f"their kernel's home is {facts['home']}, not {home}"
        for path in home.rglob("*"):
            if path.is_symlink() and not path.resolve().is_relative_to(home):
                learner.failure = f"{path} links out of their home, to {path.resolve()}"
            elif path.is_file():
                st = path.stat()
                other = owners.setdefault((st.st_dev, st.st_ino), learner.name)
                if other != learner.name:
                    learner.failure = f"{path} is the same file as one in {other}'s home"


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (nearest rank) of values."""
    ranked = sorted(values)
    return ranked[max(0, math.ceil(q / 100 * len(ranked)) - 1)]


def report(learners: list[Learner], memory: dict[str, dict[str, int]], machine) -> tuple[list[str], str]:
    """The summary's lines before the last, and the last line's figures (without the total time)."""
    lines = [f"hub-check: {x.name} FAILED: {x.failure}" for x in learners if x.failure]
    mib = 1024 * 1024
    measured = [memory[x.name] for x in learners if x.name in memory]
    per = [m["server"] + m["kernel"] for m in measured]
    if measured:
        lines.append(
            f"hub-check: memory (PSS) per learner: Jupyter server median "
            f"{statistics.median(m['server'] for m in measured) / mib:.0f} MiB, lesson 14's kernel (a hand "
            f"played) median {statistics.median(m['kernel'] for m in measured) / mib:.0f} MiB; all "
            f"{len(measured)} learners {sum(per) / mib:.0f} MiB; the hub and its proxy "
            f"{memory.get('', {}).get('server', 0) / mib:.0f} MiB; the machine {machine.total / mib / 1024:.1f} GiB, "
            f"{machine.available / mib / 1024:.1f} GiB available then")
    done = [x for x in learners if not x.failure]
    if done:
        home = done[0].home.resolve()
        lines.append(f"hub-check: each learner's record at ~/{Path(done[0].facts['record']).relative_to(home)}, "
                     f"saved hand at ~/{Path(done[0].facts['hand']).relative_to(home)}, results code e.g. "
                     f"{done[0].facts['results_code']}; no file shared among {len(done)} homes")
    for phase, what in (("server", "server running"), ("pulled", "course pulled")):
        spans = [x.phases[phase] for x in learners if phase in x.phases]
        if spans:
            lines.append(f"hub-check: link to {what}: p50 {statistics.median(spans):.1f} s, "
                         f"p95 {percentile(spans, 95):.1f} s")
    load = os.getloadavg()
    lines.append(f"hub-check: load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f} on {os.cpu_count()} "
                 "cores: a shared machine, so the times include other work")
    times = [x.link_to_first_output for x in learners if x.link_to_first_output is not None]
    figures = (f"link to first output p50 {statistics.median(times):.1f} s p95 {percentile(times, 95):.1f} s, "
               if times else "no output timed, ")
    figures += (f"memory per learner {statistics.median(per) / mib:.0f} MiB (server + kernel, PSS median)"
                if per else "memory not measured")
    return lines, figures


def all_at_once(learners: list[Learner], step) -> None:
    """Every learner at once, one thread each, for at most LEARNER seconds; on Ctrl-C the
    threads are not waited for (the shutdown ends their server, so they stop)."""
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=len(learners))
    try:
        futures = [pool.submit(attempt, *step(i, learner)) for i, learner in enumerate(learners)]
        concurrent.futures.wait(futures, timeout=LEARNER)
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


def run_class(root: Path, run_id: str, count: int, parts: dict) -> tuple[list[Learner], dict, object]:
    """The class: repository, hub, learners twice; returns the learners, memory, machine figures.
    `parts` receives the hub and the git server as they start, for the shutdown."""
    work, bare = make_served_repo(root)
    git_server = parts["git"] = ThreadingHTTPServer((HOST, 0), git_http_handler(bare.parent, run_id))
    threading.Thread(target=git_server.serve_forever, daemon=True).start()
    repository = f"http://{HOST}:{git_server.server_address[1]}/{bare.name}"
    log(f"the course at {repository} (git smart HTTP), work folder {root}")
    environment = {"PATH": os.environ["PATH"], MARK: run_id, "NO_PROXY": HOST, "no_proxy": HOST,
                   "LANG": os.environ.get("LANG", "C.UTF-8")}
    if os.environ.get("PYTHONPATH"):
        environment["PYTHONPATH"] = os.environ["PYTHONPATH"]
    hub = parts["hub"] = start_hub(root, run_id, environment)
    log(f"JupyterHub at {hub.url}")
    link = hub_link(hub.url, 1, repository=repository, branch=BRANCH)
    learners = []
    for i in range(count):
        name = f"learner{i + 1:02d}"
        hub.api("POST", f"/users/{name}")
        token = hub.api("POST", f"/users/{name}/tokens", json={"note": "hub-check"}).json()["token"]
        learners.append(Learner(name, root / "homes" / name, token))
    kernels: dict[str, Kernel] = {}
    log(f"{len(learners)} learners follow {link}")
    all_at_once(learners, lambda i, learner: (learner_first_visit, learner, hub, learner, link, i, kernels))
    for learner in learners:
        if learner.link_to_first_output is None and not learner.failure:
            learner.failure = f"not done within {LEARNER} s"
    log(f"first visit done: {sum(not x.failure for x in learners)} of {len(learners)} learners")
    memory, machine = memory_by_learner(run_id), psutil.virtual_memory()
    for kernel in kernels.values():
        kernel.close()
    change = teacher_changes_lesson(work)
    log(f"the teacher changed {change}; every learner follows the link again")
    all_at_once(learners, lambda i, learner: (learner_second_visit, learner, hub, learner, link, change))
    for learner in learners:
        if not learner.failure and not learner.facts.get("updated"):
            learner.failure = f"the second visit was not done within {LEARNER} s"
    check_own_files(learners)
    return learners, memory, machine


def main() -> int:
    """Run the check, print the summary (its last line: hub-check: N learners, F failed, ...);
    0 if every learner passed, 1 if any failed, 2 if the check could not run."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=int(os.environ.get("HUB_LEARNERS", "30")),
                        help="how many learners (default HUB_LEARNERS, else 30)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder (for a post-mortem)")
    args = parser.parse_args()
    if not 1 <= args.learners <= 200:
        print("hub-check: HUB_LEARNERS must be 1 to 200", file=sys.stderr)
        return 2
    if not PROXY.exists():
        print(f"hub-check: {PROXY} is missing: run `npm ci --prefix tools/hub` (make hub-check does)", file=sys.stderr)
        return 2
    run_id = uuid.uuid4().hex
    os.environ[MARK] = run_id   # git and everything else started from here carries it too
    os.environ["NO_PROXY"] = os.environ["no_proxy"] = HOST
    root = Path(tempfile.mkdtemp(prefix="studlib-hub-check."))
    parts: dict = {}
    lines, figures, status = [], "", 2

    def stop(*_) -> None:
        raise KeyboardInterrupt   # SIGTERM (a CI timeout, kill) ends the run as Ctrl-C does

    signal.signal(signal.SIGTERM, stop)
    try:
        learners, memory, machine = run_class(root, run_id, args.learners, parts)
        lines, figures = report(learners, memory, machine)
        failed = sum(bool(x.failure) for x in learners)
        status = 1 if failed or "no output timed" in figures else 0
        figures = f"{len(learners)} learners, {failed} failed, {figures}"
    except KeyboardInterrupt:
        lines, figures = ["hub-check: interrupted"], f"{args.learners} learners, interrupted"
    except Exception as err:  # noqa: BLE001 - the hub or the repository could not start
        lines, figures = [f"hub-check: could not run: {type(err).__name__}: {err}"], f"{args.learners} learners, not run"
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)   # the shutdown itself is not interrupted
        hub = parts.get("hub")
        left = end_processes(run_id, hub.process if hub is not None else None)
        if parts.get("git") is not None:
            parts["git"].shutdown()
            parts["git"].server_close()
        if status and (root / "jupyterhub.log").exists():
            print("hub-check: the hub's log, its errors and warnings (at most 60 lines):")
            hub_log = (root / "jupyterhub.log").read_text(errors="replace").splitlines()
            print("\n".join([line for line in hub_log if line.startswith(("[E", "[W", "[C"))][:60]))
        if args.keep:
            print(f"hub-check: kept {root}")
        else:
            shutil.rmtree(root, ignore_errors=True)
        log(f"shut down ({left} processes left to end), {'kept' if args.keep else 'removed'} {root}")
    print("\n".join(lines))
    print(f"hub-check: {figures}, total {time.monotonic() - STARTED:.0f} s")
    return status


if __name__ == "__main__":
    sys.exit(main())
