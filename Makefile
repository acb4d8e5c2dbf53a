# studlib: the two set-up-and-go commands are `make course` and `make test`.
# Both create .venv on first use (and refresh it when pyproject.toml changes).

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
PY := $(BIN)/python

# Lesson notebooks, in course order, English then French (lessons/fr); Jupyter's checkpoint
# copies are never lessons.
NOTEBOOKS := $(sort $(filter-out %-checkpoint.ipynb,$(wildcard lessons/*.ipynb))) $(sort $(filter-out %-checkpoint.ipynb,$(wildcard lessons/fr/*.ipynb)))
# `make lessons` rebuilds these sources (default: every lesson of both editions); e.g. make lessons LESSONS=lessons/fr/06-who-acts-first.md
LESSONS ?=
WELCOME := lessons/01-welcome.ipynb

# Strict nbval: every stored output must match (not --nbval-lax).
NBVAL_FLAGS := --nbval --nbval-current-env --nbval-sanitize-with lessons/nbval-sanitize.cfg
# -n 2 --dist loadfile: both cores, one file (a notebook's cells, a browser test file's session)
# per worker, so nbval runs each lesson's cells in order in one kernel.
PYTEST_FLAGS := -p no:cacheprovider -n 2 --dist loadfile
# Python keeps compiled modules in __pycache__/ (ignored by git) even where the environment says
# PYTHONDONTWRITEBYTECODE: make test starts about a hundred kernels, and each would otherwise
# compile studlib again (and pytest rewrite every test module again in each worker).
unexport PYTHONDONTWRITEBYTECODE

# JupyterLab refuses to start as root unless told that it is on purpose.
ifeq ($(shell id -u),0)
JUPYTER_ROOT_FLAG := --allow-root
endif

# The browser tests (tests/browser) need Debian's Chromium; without it they are skipped locally
# (and fail in CI, where CI=true).
CHROMIUM := $(or $(shell command -v chromium 2>/dev/null),$(shell command -v chromium-browser 2>/dev/null))

.PHONY: help course cours test lessons locale translations site site-check bench binder-check hub-check constraints clean distclean

help:
	@echo "make course        set up .venv (first use), copy the lessons to your folder $(COURSE_DIR) (refreshed, your work kept) and open JupyterLab there"
	@echo "make cours         the French edition: the same, JupyterLab in French on fr/01-welcome.ipynb"
	@echo "make test          set up .venv (first use) and run the whole suite: pytest tests/ + nbval on every lesson"
	@echo "make lessons       rebuild every lesson notebook from its lessons/NN-slug.md source, then execute it (fresh kernel)"
	@echo "make locale        extract the marked strings into the French catalog (studlib/locale/fr) and compile it"
	@echo "make translations  list the French files whose English source changed since they were translated, with the English diff"
	@echo "make site          build the course website in build/site/ (every lesson, and each one live in the browser)"
	@echo "make site-check    build the site if needed, then test it in Chromium with no network (tests/site)"
	@echo "make bench         run the benchmarks"
	@echo "make binder-check  run the lessons in a fresh venv built from binder/ alone"
	@echo "make hub-check     a class of HUB_LEARNERS (default 30) on a real JupyterHub on 127.0.0.1, the course pulled by nbgitpuller, measured"
	@echo "make constraints   renew the pinned versions (constraints.txt, binder/requirements.txt) from a fresh venv"
	@echo "make clean         remove caches and build output (make distclean also removes .venv)"

$(PY):
	$(PYTHON) -m venv $(VENV)

# Stamp files make the venv a real target: installed once, again only if pyproject.toml or the
# pinned versions change. Every package comes at its version in constraints.txt (one set of
# versions for make course, make test, make lessons and Binder; `make constraints` renews it).
CONSTRAINTS := constraints.txt

$(VENV)/.installed-course: pyproject.toml $(CONSTRAINTS) | $(PY)
	$(PY) -m pip install -c $(CONSTRAINTS) -e '.[course]'
	touch $@

$(VENV)/.installed-test: pyproject.toml $(CONSTRAINTS) | $(PY)
	$(PY) -m pip install -c $(CONSTRAINTS) -e '.[test]'
	touch $@

# Newer versions for everything: a fresh venv takes the newest that pyproject.toml allows, then
# constraints.txt and binder/requirements.txt are written from it (tools/pin_environment.py).
# Rebuild the lessons afterwards (make lessons): their stored outputs may change.
CONSTRAINTS_VENV := build/constraints-venv
constraints:
	rm -rf $(CONSTRAINTS_VENV)
	$(PYTHON) -m venv $(CONSTRAINTS_VENV)
	$(CONSTRAINTS_VENV)/bin/python -m pip install -q '.[hub]'
	$(CONSTRAINTS_VENV)/bin/python tools/pin_environment.py
	rm -rf $(CONSTRAINTS_VENV) build/lib

# The gettext catalogs. `make locale` extracts every marked string (studlib.i18n) into the
# template, merges it into each language's .po (new strings arrive empty, to be translated) and
# compiles the .mo files, which are built, never committed. tests/test_french.py checks the .po.
PO_FILES := $(wildcard studlib/locale/*/LC_MESSAGES/studlib.po)
MO_FILES := $(PO_FILES:.po=.mo)
POT := studlib/locale/studlib.pot
PYBABEL_EXTRACT := extract --project=studlib --add-location=file --sort-by-file --no-wrap --omit-header -c TRANSLATORS: -k npgettext:1c,2,3 -k NC_:1c,2

locale: $(VENV)/.installed-test
	$(BIN)/pybabel $(PYBABEL_EXTRACT) -o $(POT) studlib
	$(BIN)/pybabel update -i $(POT) -d studlib/locale -D studlib --no-wrap --ignore-obsolete
	$(MAKE) $(MO_FILES)

studlib/locale/%/LC_MESSAGES/studlib.mo: studlib/locale/%/LC_MESSAGES/studlib.po | $(VENV)/.installed-test
	$(BIN)/pybabel compile -i $< -o $@ --statistics

# The learner's folder: a copy of the lesson notebooks outside the clone (tools/course_copy.py),
# so JupyterLab lists each lesson once and a learner's work never changes the tracked notebooks.
# Each `make course` refreshes it: new lessons arrive, the learner's changed copies are kept.
COURSE_DIR ?= $(HOME)/studlib-course

# Each French lesson and question file records the English revision it translates
# (translated_from); this lists the ones whose English changed since, with the diff to translate.
translations:
	$(PYTHON) tools/translations.py

# JupyterLab serves the whole course folder (root_dir: it would otherwise serve only the folder of
# the lesson it opens, and `make cours` then showed the French lesson again for "This lesson in
# English", ../01-welcome.ipynb), and the URL it prints opens the first lesson, not the Launcher.
# It keeps the terminal until Ctrl+C: run `make test` in a second one.
LAB_START = $(abspath $(BIN))/jupyter lab $(JUPYTER_ROOT_FLAG) --ServerApp.root_dir=.

course: $(VENV)/.installed-course
	$(PY) tools/course_copy.py --to "$(COURSE_DIR)"
	cd "$(COURSE_DIR)" && $(LAB_START) --LabApp.default_url=/lab/tree/$(notdir $(WELCOME))

# The French edition, with JupyterLab's own menus in French (the language pack is in the course
# extra). The French setting is kept in build/jupyterlab-fr/ for this command only, so the
# learner's usual JupyterLab keeps its language. The file browser's Modified column is hidden
# there: JupyterLab writes ages in French's narrow form, which reads as a negative number
# ("-47 min" for 47 minutes ago) with JupyterLab 4.5 and 4.6 alike (checked in Chromium).
FRENCH_LAB_SETTINGS := $(abspath build/jupyterlab-fr)
cours: $(VENV)/.installed-course
	mkdir -p $(FRENCH_LAB_SETTINGS)/@jupyterlab/translation-extension
	echo '{"locale": "fr_FR"}' > $(FRENCH_LAB_SETTINGS)/@jupyterlab/translation-extension/plugin.jupyterlab-settings
	mkdir -p $(FRENCH_LAB_SETTINGS)/@jupyterlab/filebrowser-extension
	echo '{"showLastModifiedColumn": false}' > $(FRENCH_LAB_SETTINGS)/@jupyterlab/filebrowser-extension/browser.jupyterlab-settings
	$(PY) tools/course_copy.py --to "$(COURSE_DIR)"
	cd "$(COURSE_DIR)" && JUPYTERLAB_SETTINGS_DIR=$(FRENCH_LAB_SETTINGS) $(LAB_START) --LabApp.default_url=/lab/tree/fr/$(notdir $(WELCOME))

# One pytest run over the engine tests and the lessons, so one summary line counts everything.
# With no lesson notebooks yet, only tests/ runs (pytest would exit 5 on an empty lessons/).
# axe-core (npm, pinned in tests/package.json): the accessibility audits of the browser and site tests.
AXE := tests/node_modules/.package-lock.json
$(AXE): tests/package.json tests/package-lock.json
	npm ci --prefix tests --no-audit --no-fund

test: $(VENV)/.installed-test $(MO_FILES) $(AXE)
ifeq ($(CHROMIUM),)
	@echo "make test: Chromium not found, so the browser tests (tests/browser) will be SKIPPED; install it with 'apt-get install chromium' to run them (in CI, CI=true, they fail instead)"
endif
ifeq ($(NOTEBOOKS),)
	@echo "make test: no lessons/*.ipynb yet, running tests/ only"
	$(PY) -m pytest $(PYTEST_FLAGS) tests --ignore=tests/site
else
	$(PY) -m pytest $(PYTEST_FLAGS) tests $(NOTEBOOKS) $(NBVAL_FLAGS) --ignore=tests/site  # tests/site: make site-check
endif

# The .md is the source: each notebook is written anew from it (with the contents table and the
# prev/next bars from lessons/course.toml), then executed in a fresh kernel.
lessons: $(VENV)/.installed-test $(MO_FILES)
	$(PY) tools/build_lessons.py $(LESSONS)

# The course website. Fetching (pip, npm, the browser's wheels from site/pyodide-wheels.txt, all
# pinned with hashes) happens once; tools/build_site.py then builds with no network.
SITE_WHEELS := build/site-wheels
PYODIDE_NPM := site/node_modules/.package-lock.json
SITE_INPUTS := $(NOTEBOOKS) $(wildcard lessons/course.toml lessons/fr/course.toml studlib/questions/*/*.toml docs/catalogue.md) $(PO_FILES) $(shell find site studlib -path site/node_modules -prune -o -type f \( -name '*.py' -o -name '*.json' -o -name '*.css' -o -name '*.js' -o -name '*.mjs' -o -name '*.md' \) -print) tools/build_site.py pyproject.toml

$(VENV)/.installed-site: pyproject.toml | $(PY)
	$(PY) -m pip install -e '.[site]'
	touch $@

$(PYODIDE_NPM): site/package.json site/package-lock.json
	cd site && npm ci --no-audit --no-fund

$(SITE_WHEELS)/.fetched: site/pyodide-wheels.txt | $(VENV)/.installed-site
	rm -rf $(SITE_WHEELS)
	$(PY) -m pip download -q --no-deps --require-hashes --only-binary=:all: --python-version 3.14 \
	    --implementation py --abi none --platform any -d $(SITE_WHEELS) -r site/pyodide-wheels.txt
	touch $@

SITE_DEPS := $(VENV)/.installed-site $(PYODIDE_NPM) $(SITE_WHEELS)/.fetched

site: $(SITE_DEPS)
	$(PY) tools/build_site.py --out build/site

build/site/index.html: $(SITE_DEPS) $(SITE_INPUTS)
	$(PY) tools/build_site.py --out build/site

# Offline: a new network namespace with only loopback (root, as in CI), and Playwright fails any
# request that is not to 127.0.0.1 besides.
site-check: build/site/index.html $(VENV)/.installed-test $(AXE)
	unshare -n sh -c 'ip link set lo up && $(PY) -m pytest $(PYTEST_FLAGS) tests/site'

bench: $(VENV)/.installed-test build/site/index.html
	$(PY) benchmarks/bench_eval.py
	$(PY) benchmarks/bench_hand.py
	$(PY) benchmarks/bench_odds.py
	$(PY) benchmarks/bench_phh.py
	$(PY) benchmarks/bench_import.py
	$(PY) benchmarks/bench_live.py   # the live lesson page against bare Pyodide, in Chromium
ifneq ($(CHROMIUM),)
	$(PY) benchmarks/bench_clicks.py
	$(PY) benchmarks/bench_clicks.py --page live
else
	@echo "make bench: Chromium not found, so bench_clicks.py (clicks timed in the browser) is skipped"
endif

binder-check:
	PYTHON=$(PYTHON) bash tools/check_binder.sh

# A class on a real JupyterHub (tools/hub_check.py): the hub and nbgitpuller from the [hub] extra
# in the test venv, the hub's proxy from npm (tools/hub/package.json, pinned). Not part of
# make test (it takes minutes); CI runs it with HUB_LEARNERS=3.
HUB_LEARNERS ?= 30
HUB_PROXY := tools/hub/node_modules/.package-lock.json

$(VENV)/.installed-hub: pyproject.toml $(CONSTRAINTS) | $(PY)
	$(PY) -m pip install -c $(CONSTRAINTS) -e '.[hub]'
	touch $@

$(HUB_PROXY): tools/hub/package.json tools/hub/package-lock.json
	npm ci --prefix tools/hub --no-audit --no-fund

hub-check: $(VENV)/.installed-hub $(MO_FILES) $(HUB_PROXY)
	HUB_LEARNERS=$(HUB_LEARNERS) $(PY) tools/hub_check.py

clean:
	rm -rf build dist *.egg-info .pytest_cache .hypothesis
	find . -path ./$(VENV) -prune -o -type d \( -name __pycache__ -o -name .ipynb_checkpoints \) -print0 | xargs -0 -r rm -rf

distclean: clean
	rm -rf $(VENV) site/node_modules tests/node_modules tools/hub/node_modules
