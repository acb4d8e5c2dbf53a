"""Build the course website in build/site/: every lesson as a page, and live/ (JupyterLite).

Usage: python tools/build_site.py [--out build/site] [--pages-only]

Runs with no network. It needs what `make site` fetches first: the `site` extra in the venv,
the Pyodide runtime (site/node_modules/pyodide, from `npm ci` in site/) and the browser's
Python wheels (build/site-wheels, from site/pyodide-wheels.txt).

1. Pages: the lesson notebooks (stored outputs, never re-executed), the rule catalogue and a
   front page are staged in build/site-src/ and built by Sphinx + MyST-NB. Only the .ipynb of
   a lesson is staged: its MyST source (lessons/NN-slug.md) must not become a second page.
2. live/: JupyterLite with the Pyodide kernel. The Pyodide runtime, a Pyodide lock that lists
   the shipped wheels with their own sha256, the kernel's wheels and a studlib wheel all sit in
   live/static/pyodide/, so a lesson runs with no network. Packages not shipped (numpy,
   matplotlib, ...) keep their CDN address in the lock: they still load when the site is online.
3. Live in the page: site/live-page/ (the page script, its Web Worker, the Python that runs the
   cells) in _live/, with the widget manager and its loader from npm in _live/vendor/, and a
   service worker at the top (studlib-sw.js) that keeps the runtime for the next visit and for
   going offline, its cache named after a digest of everything the site serves. The pages
   load Pyodide from live/static/pyodide/, as JupyterLite does.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lesson_text import from_jupyterlab  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
SITE_SRC = REPO / "site"
LESSONS_DIR = REPO / "lessons"
CATALOGUE_MD = REPO / "docs" / "catalogue.md"
BUILD = REPO / "build"
STAGE = BUILD / "site-src"
LITE_STAGE = BUILD / "site-lite"
WHEELS = BUILD / "site-wheels"
PYODIDE_NPM = SITE_SRC / "node_modules" / "pyodide"
CDN = "https://cdn.jsdelivr.net/pyodide/v{version}/full/"
# The runtime files of the npm package that a browser loads (its .map files and test consoles
# are left out).
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                   "pyodide.js", "package.json")
# The course's own script and style on JupyterLite's pages (start-up progress, course version).
LIVE_PAGE_FILES = ("studlib-live.js", "studlib-live.css")
# The French edition's lessons open in a copy of the notebook app whose menus are in French.
FRENCH_APP = "notebooks-fr"
LIVE_APPS = ("notebooks", "lab", FRENCH_APP)
LIVE_IN_PAGE = SITE_SRC / "live-page"
NPM = SITE_SRC / "node_modules"
# What the live lesson pages take from npm (site/package.json): file in node_modules -> name in _live/vendor/.
LIVE_VENDOR = {"requirejs/require.js": "require.js",
               "@jupyter-widgets/html-manager/dist/libembed-amd.js": "libembed-amd.js"}
SERVICE_WORKER = "studlib-sw.js"
KERNEL_EXTENSION = Path("labextensions") / "@jupyterlite" / "pyodide-kernel-extension" / "static" / "pypi"
# Lock entries of the wheels that Pyodide's own lock does not list: name -> what they import
# and need. (Pyodide's lock already lists ipython, jedi, traitlets, micropip and their needs.)
EXTRA_PACKAGES = {
    "comm": (["comm"], []),
    "ipywidgets": (["ipywidgets"], ["comm", "ipython", "traitlets", "widgetsnbextension", "jupyterlab-widgets"]),
    "jupyterlab-widgets": (["jupyterlab_widgets"], []),
    "widgetsnbextension": (["widgetsnbextension"], []),
    "piplite": (["piplite"], ["micropip"]),
    "pyodide-kernel": (["pyodide_kernel"], ["comm", "ipython"]),
    "ipykernel": (["ipykernel"], ["pyodide-kernel"]),
    "studlib": (["studlib"], ["fsrs"]),   # studlib.progress schedules with FSRS
    # The learner's practice record (studlib.progress) schedules with FSRS.
    "fsrs": (["fsrs"], ["typing-extensions"]),
}
# The kernel extension ships two widgetsnbextension shims; ipywidgets 8 needs the 4.x one.
KERNEL_WHEELS = ("piplite-", "pyodide_kernel-", "ipykernel-", "widgetsnbextension-4.")


def log(message: str) -> None:
    print(f"build_site: {message}", flush=True)


def normalise(name: str) -> str:
    """A project name as Pyodide's lock spells it (PEP 503: lower case, runs of -_. as -)."""
    return "-".join(part for part in name.lower().replace("_", "-").replace(".", "-").split("-") if part)


def wheel_project(path: Path) -> tuple[str, str]:
    """(normalised name, version) from a wheel's file name."""
    name, version = path.name.split("-")[:2]
    return normalise(name), version


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --- lessons ------------------------------------------------------------------------------------

def _edition_stems(folder: Path, prefix: str) -> list[str]:
    course = folder / "course.toml"
    on_disk = sorted(p.stem for p in folder.glob("[0-9][0-9]-*.ipynb"))
    if not course.exists():
        return [prefix + stem for stem in on_disk]
    listed = [entry["stem"] for entry in tomllib.loads(course.read_text(encoding="utf-8"))["lesson"]]
    missing = [stem for stem in listed if stem not in on_disk]
    if missing:
        raise SystemExit(f"build_site: {course.relative_to(REPO)} lists {missing}, which have no .ipynb beside it")
    return [prefix + stem for stem in listed]


def lesson_stems() -> list[str]:
    """Every lesson of both editions in course order, as paths under lessons/ without '.ipynb':
    '06-who-acts-first', then the French edition's 'fr/06-who-acts-first'."""
    french = LESSONS_DIR / "fr"
    return _edition_stems(LESSONS_DIR, "") + (_edition_stems(french, "fr/") if french.is_dir() else [])


def course_version() -> str:
    """The course's version: the project version and a digest of every lesson notebook, so any
    change to a lesson gives a new version (the live site compares it with a learner's copy)."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    digest = hashlib.sha256()
    for stem in lesson_stems():
        digest.update((LESSONS_DIR / f"{stem}.ipynb").read_bytes())
    return f"{project}+{digest.hexdigest()[:10]}"


def lesson_digest(stem: str) -> str:
    """A short digest of one lesson notebook as the course ships it."""
    return hashlib.sha256((LESSONS_DIR / f"{stem}.ipynb").read_bytes()).hexdigest()[:12]


# --- pages --------------------------------------------------------------------------------------

def catalogue_page() -> str:
    """docs/catalogue.md when it exists; else every rule ID with its title from studlib."""
    if CATALOGUE_MD.exists():
        return CATALOGUE_MD.read_text(encoding="utf-8")
    from studlib.catalogue import RULES
    lines = ["# The rule catalogue", "",
             "Every rule the course teaches has an ID; lessons and tests name the IDs they teach "
             "or check.", ""]
    section = None
    for rule_id, title in RULES.items():
        prefix = rule_id.split("-")[0]
        if prefix != section:
            section = prefix
            lines += ["", f"## {prefix}", ""]
        lines.append(f"- **{rule_id}** {title}")
    return "\n".join(lines) + "\n"


def summaries(folder: Path = LESSONS_DIR) -> dict[str, tuple[str, str]]:
    """stem -> (title, summary) from an edition's course.toml ({} before it exists)."""
    course = folder / "course.toml"
    if not course.exists():
        return {}
    lessons = tomllib.loads(course.read_text(encoding="utf-8"))["lesson"]
    return {entry["stem"]: (entry.get("title", ""), entry.get("summary", "")) for entry in lessons}


def index_page(stems: list[str]) -> str:
    """The front page: what the course is, how to run it live, the lessons with their one-line
    summaries, and the way to the French edition (the sidebar's table of contents comes from the
    hidden toctrees, one per edition)."""
    sys.path.insert(0, str(SITE_SRC / "_ext"))
    from site_text import TEXT
    words, french_words = TEXT["en"]["INDEX"], TEXT["fr"]["INDEX"]
    english = [stem for stem in stems if not stem.startswith("fr/")]
    french = [stem for stem in stems if stem.startswith("fr/")]
    about = summaries()
    listing = "\n".join(f"- [{about[stem][0]}](lessons/{stem}.ipynb): {about[stem][1]}"
                        for stem in english if stem in about and about[stem][1])
    french_part = ""
    if french:
        entries = "\n".join(f"lessons/{stem}" for stem in french)
        french_part = f"""
## {words['other']}

{words['other_intro']}

```{{toctree}}
:caption: {french_words['caption']}
:maxdepth: 1
:hidden:

{entries}
```
"""
    entries = "\n".join(f"lessons/{stem}" for stem in english)
    return f"""# {words['title']}

{words['about']}

{words['live']}

## {words['lessons']}

{listing}

```{{toctree}}
:caption: {words['caption']}
:maxdepth: 1
:hidden:

{entries}
```
{french_part}
{words['catalogue']}

```{{toctree}}
:caption: {words['reference']}
:maxdepth: 1
:hidden:

docs/catalogue
docs/catalogue.fr
```
"""


def stage_pages(stems: list[str]) -> None:
    """build/site-src/: conf.py and friends, the lesson notebooks, the catalogue, the front page."""
    shutil.rmtree(STAGE, ignore_errors=True)
    shutil.copytree(SITE_SRC, STAGE, ignore=shutil.ignore_patterns(
        "node_modules", "lite", "live-page", "package*.json", "pyodide-wheels.txt", "__pycache__"))
    (STAGE / "lessons").mkdir()
    for stem in stems:
        nb = json.loads((LESSONS_DIR / f"{stem}.ipynb").read_text(encoding="utf-8"))
        for cell in nb["cells"]:
            if cell["cell_type"] == "markdown":
                # MyST would show the backslash JupyterLab needs: back to the source's own '\$'.
                cell["source"] = from_jupyterlab("".join(cell["source"]))
            elif cell["metadata"].get("jupyter", {}).get("source_hidden"):
                # Collapsed in JupyterLab (a cell that only shows a widget): folded on the page too.
                cell["metadata"].setdefault("tags", []).append("hide-input")
        page = STAGE / "lessons" / f"{stem}.ipynb"
        page.parent.mkdir(parents=True, exist_ok=True)
        page.write_text(json.dumps(nb, ensure_ascii=False), encoding="utf-8")
    # At docs/catalogue.md, where the lessons' links (../docs/catalogue.md) expect it.
    (STAGE / "docs").mkdir()
    (STAGE / "docs" / "catalogue.md").write_text(catalogue_page(), encoding="utf-8")
    # The French edition's catalogue page (same IDs), where French lessons link to it.
    french = CATALOGUE_MD.with_name("catalogue.fr.md")
    if french.exists():
        shutil.copyfile(french, STAGE / "docs" / "catalogue.fr.md")
    (STAGE / "index.md").write_text(index_page(stems), encoding="utf-8")


def build_pages(out: Path, files: list[str]) -> None:
    """Sphinx; `files` are the lesson files under live/files/ that a live page copies for its cells."""
    from sphinx.cmd.build import build_main
    overrides = ["-D", f"studlib_live_files={','.join(files)}"] if files else []
    status = build_main(["-b", "html", "-q", "-W", "--keep-going", "-d", str(BUILD / "site-doctrees"),
                         *overrides, str(STAGE), str(out)])
    if status:
        raise SystemExit(f"build_site: Sphinx failed ({status}); see the warnings above")


# --- live (JupyterLite) ---------------------------------------------------------------------------

def kernel_wheels() -> list[Path]:
    """The Pyodide kernel's own wheels (piplite, pyodide_kernel, the ipykernel shim, ...), from
    its JupyterLab extension in this venv's share/jupyter/labextensions."""
    from jupyter_core.paths import jupyter_path
    for base in jupyter_path():
        folder = Path(base) / KERNEL_EXTENSION
        found = [p for p in sorted(folder.glob("*.whl")) if p.name.startswith(KERNEL_WHEELS)]
        if len(found) == len(KERNEL_WHEELS):
            return found
    raise SystemExit("build_site: the Pyodide kernel's wheels were not found: is the `site` extra installed?")


def studlib_wheel(dest: Path) -> Path:
    """Build studlib as a pure-Python wheel (no build isolation: no network)."""
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "--no-index", "-q", "-w", str(dest), str(REPO)], check=True)
    shutil.rmtree(REPO / "build" / "lib", ignore_errors=True)   # setuptools' leftovers
    return next(dest.glob("studlib-*.whl"))


def check_widgets_match(shipped: list[Path]) -> None:
    """The browser's ipywidgets must speak to the widget manager copied from this venv."""
    from importlib.metadata import version
    for wheel in shipped:
        name, shipped_version = wheel_project(wheel)
        if name in ("ipywidgets", "jupyterlab-widgets") and version(name) != shipped_version:
            raise SystemExit(f"build_site: the venv has {name} {version(name)} but site/pyodide-wheels.txt "
                             f"ships {shipped_version}: pin the same version in both")


def pyodide_version() -> str:
    """The npm package's Pyodide version, which must be the one the Pyodide kernel is built for."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION
    version = json.loads((PYODIDE_NPM / "package.json").read_text(encoding="utf-8"))["version"]
    if version != PYODIDE_VERSION:
        raise SystemExit(f"build_site: site/package.json gives Pyodide {version}, but "
                         f"jupyterlite-pyodide-kernel needs {PYODIDE_VERSION}: pin that in site/package.json")
    return version


def pyodide_cdn() -> str:
    """Where Pyodide's own builds of the packages the site does not ship are (numpy, ...)."""
    return CDN.format(version=pyodide_version())


def write_lock(pyodide_dir: Path, wheels: list[Path]) -> None:
    """pyodide-lock.json: the shipped wheels by file name and sha256; everything else from the CDN."""
    lock = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = lock["packages"]
    cdn = pyodide_cdn()
    for entry in packages.values():
        entry["file_name"] = cdn + entry["file_name"]
    for wheel in wheels:
        name, version = wheel_project(wheel)
        entry = packages.get(name)
        if entry is None:
            if name not in EXTRA_PACKAGES:
                raise SystemExit(f"build_site: no lock entry for {wheel.name}: add it to EXTRA_PACKAGES")
            imports, depends = EXTRA_PACKAGES[name]
            entry = packages[name] = {"name": name, "imports": imports, "depends": depends,
                                      "install_dir": "site", "package_type": "package"}
        entry.update(file_name=wheel.name, sha256=sha256(wheel), version=version, unvendored_tests=False)
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1), encoding="utf-8")


def read_lesson(stem: str) -> dict:
    """The lesson notebook as nbformat reads it: every source and output text one string, not a
    list of lines (JupyterLite shows a list joined by commas, ",Third street...")."""
    return nbformat.reads((LESSONS_DIR / f"{stem}.ipynb").read_text(encoding="utf-8"), as_version=4)


def stage_lite(stems: list[str], version: str) -> None:
    """build/site-lite/: the JupyterLite config, the lessons as its files, the Pyodide folder."""
    shutil.rmtree(LITE_STAGE, ignore_errors=True)
    shutil.copytree(SITE_SRC / "lite", LITE_STAGE, ignore=shutil.ignore_patterns(*LIVE_PAGE_FILES))
    files = LITE_STAGE / "files"
    files.mkdir()
    for stem in stems:
        nb = read_lesson(stem)
        # Which course version this copy comes from: the live page compares it with the course's.
        nb["metadata"]["studlib"] = {"course_version": version, "lesson_digest": lesson_digest(stem)}
        # The course's own outputs are trusted, as a Jupyter server marks a signed notebook's
        # cells (JupyterLite signs nothing, and showed "Not Trusted" on every lesson).
        for cell in nb["cells"]:
            cell["metadata"]["trusted"] = True
        copy = files / f"{stem}.ipynb"
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    # Lesson 21 reads its hand histories from data/ (../data/ in French). The self-checks' questions
    # are not files here: they are package data inside the studlib wheel, so no answer key is a
    # plain file the site serves.
    for folder in ("data",):
        if (LESSONS_DIR / folder).is_dir():
            shutil.copytree(LESSONS_DIR / folder, files / folder)
    pyodide_dir = LITE_STAGE / "static" / "pyodide"
    pyodide_dir.mkdir(parents=True)
    if not PYODIDE_NPM.is_dir():
        raise SystemExit("build_site: site/node_modules/pyodide is missing: run `npm ci` in site/ (make site does)")
    for name in PYODIDE_RUNTIME:
        shutil.copy2(PYODIDE_NPM / name, pyodide_dir / name)
    shipped = sorted(WHEELS.glob("*.whl"))
    if not shipped:
        raise SystemExit(f"build_site: no wheels in {WHEELS}: make site fetches them from site/pyodide-wheels.txt")
    check_widgets_match(shipped)
    wheels = [*shipped, *kernel_wheels(), studlib_wheel(BUILD / "site-studlib-wheel")]
    for wheel in wheels:
        shutil.copy2(wheel, pyodide_dir / wheel.name)
    write_lock(pyodide_dir, [pyodide_dir / w.name for w in wheels])


def build_lite(out: Path) -> None:
    jupyter = Path(sys.executable).with_name("jupyter")
    subprocess.run([str(jupyter), "lite", "build", "--output-dir", str(out)], cwd=LITE_STAGE, check=True)


def add_french_app(live: Path) -> None:
    """live/notebooks-fr/: JupyterLite's notebook app with JupyterLab's menus in French (the
    French language pack of the `course` extra, which `jupyter lite build` ships in
    live/api/translations/), for the French lessons. A setting of the app's own folder, so the
    English lessons keep English menus in the same browser."""
    french = live / FRENCH_APP
    shutil.copytree(live / "notebooks", french)
    config_file = french / "jupyter-lite.json"
    config = json.loads(config_file.read_text(encoding="utf-8"))
    overrides = config["jupyter-config-data"].setdefault("settingsOverrides", {})
    overrides["@jupyterlab/translation-extension:plugin"] = {"locale": "fr_FR"}
    config_file.write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
    if not (live / "api" / "translations" / "fr_FR.json").is_file():
        raise SystemExit("build_site: JupyterLite has no French translation: is jupyterlab-language-pack-fr-FR installed?")


def add_live_page_script(live: Path, stems: list[str], version: str) -> None:
    """studlib-live.js/.css on JupyterLite's pages, and studlib-live.json beside them: the
    course version, each lesson's digest, and the texts the script shows (site/_ext/site_text.py)."""
    sys.path.insert(0, str(SITE_SRC / "_ext"))
    from site_text import TEXT
    for name in LIVE_PAGE_FILES:
        shutil.copy2(SITE_SRC / "lite" / name, live / name)
    (live / "studlib-live.json").write_text(json.dumps(
        {"course_version": version, "lessons": {stem: lesson_digest(stem) for stem in stems},
         "texts": {language: words["LIVE_PAGE"] for language, words in TEXT.items()}}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    tags = ('<link rel="stylesheet" href="../studlib-live.css">\n'
            '    <script src="../studlib-live.js" defer></script>\n  </head>')
    for app in LIVE_APPS:
        page = live / app / "index.html"
        text = page.read_text(encoding="utf-8")
        if "</head>" not in text:
            raise SystemExit(f"build_site: {page} has no </head> to add the course's script to")
        page.write_text(text.replace("</head>", tags, 1), encoding="utf-8")


def lesson_files() -> list[str]:
    """The files beside the lessons in JupyterLite's files (questions, hand histories), which a
    live page copies into its Python's folder: paths under live/files/."""
    files = LITE_STAGE / "files"
    return sorted(str(p.relative_to(files)) for p in files.rglob("*") if p.is_file() and p.suffix != ".ipynb")


def add_live_in_page(out: Path) -> None:
    """_live/: the page script, its worker and Python, the widget manager from npm (the service
    worker that caches them is written last, by write_service_worker)."""
    live = out / "_live"
    shutil.copytree(LIVE_IN_PAGE, live, ignore=shutil.ignore_patterns(SERVICE_WORKER, "__pycache__"))
    (live / "vendor").mkdir()
    for source, name in LIVE_VENDOR.items():
        if not (NPM / source).is_file():
            raise SystemExit(f"build_site: site/node_modules/{source} is missing: run `npm ci` in site/ (make site does)")
        shutil.copy2(NPM / source, live / "vendor" / name)


def served_digest(out: Path) -> str:
    """A digest of every file the site serves (its path and bytes) but the service worker: the
    runtime, pyodide-lock.json, the studlib wheel and the other wheels, the kernel, the pages."""
    digest = hashlib.sha256()
    for path in sorted(p for p in out.rglob("*") if p.is_file() and p.name != SERVICE_WORKER):
        digest.update(str(path.relative_to(out)).encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:12]


def write_service_worker(out: Path, version: str) -> str:
    """studlib-sw.js at the top of the site, its cache named after the course version and the
    digest of everything served, so that any change the live runtime would see (a studlib-only
    fix too) starts a new cache for every returning visitor. Called once the rest is written;
    returns the cache's name."""
    worker = (LIVE_IN_PAGE / SERVICE_WORKER).read_text(encoding="utf-8")
    if "@SITE_VERSION@" not in worker:
        raise SystemExit(f"build_site: {SERVICE_WORKER} has no @SITE_VERSION@ to name its cache")
    site_version = f"{version}-{served_digest(out)}"
    (out / SERVICE_WORKER).write_text(worker.replace("@SITE_VERSION@", site_version), encoding="utf-8")
    return f"studlib-site-{site_version}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=BUILD / "site", help="output folder (default: build/site)")
    parser.add_argument("--pages-only", action="store_true", help="build the pages, not live/")
    args = parser.parse_args(argv)
    args.out = args.out.resolve()   # the JupyterLite build runs in another folder
    started = time.monotonic()
    stems = lesson_stems()
    version = course_version()
    shutil.rmtree(args.out, ignore_errors=True)
    if not args.pages_only:
        stage_lite(stems, version)   # first: the pages list the lesson files it stages
    stage_pages(stems)
    build_pages(args.out, [] if args.pages_only else lesson_files())
    log(f"{len(stems)} lesson pages in {time.monotonic() - started:.1f} s")
    if not args.pages_only:
        add_live_in_page(args.out)
        build_lite(args.out / "live")
        add_french_app(args.out / "live")
        add_live_page_script(args.out / "live", stems, version)
        log(f"live/ built ({time.monotonic() - started:.1f} s so far)")
    (args.out / "course-version.json").write_text(json.dumps(
        {"course_version": version, "lessons": {stem: lesson_digest(stem) for stem in stems}}, indent=1) + "\n",
        encoding="utf-8")
    (args.out / ".nojekyll").write_text("")   # GitHub Pages: serve _static/ and friends as they are
    if not args.pages_only:
        log(f"service worker cache: {write_service_worker(args.out, version)}")
    log(f"done in {time.monotonic() - started:.1f} s: open {args.out / 'index.html'} "
        f"(or `python -m http.server -d {args.out}`)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
