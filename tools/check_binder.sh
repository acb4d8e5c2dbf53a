#!/usr/bin/env bash
# Prove that the lessons run with binder/'s files alone, as Binder would build them:
# a copy of the repository, a fresh venv, binder/requirements.txt, binder/postBuild,
# then the same strict nbval run as `make test`, with that venv's python.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHON="${PYTHON:-python3}"

shopt -s nullglob
lessons=("$repo"/lessons/*.ipynb "$repo"/lessons/fr/*.ipynb)   # both editions
shopt -u nullglob
if ((${#lessons[@]} == 0)); then
    echo "binder-check: no lessons/*.ipynb yet, nothing to check (skipped)"
    exit 0
fi

for required in binder/runtime.txt binder/requirements.txt binder/postBuild; do
    [[ -f "$repo/$required" ]] || { echo "binder-check: $required is missing" >&2; exit 1; }
done
[[ -x "$repo/binder/postBuild" ]] || { echo "binder-check: binder/postBuild must be executable (chmod +x)" >&2; exit 1; }
if [[ -e "$repo/binder/environment.yml" ]]; then
    echo "binder-check: binder/environment.yml exists, so Binder would silently ignore requirements.txt" >&2
    exit 1
fi

runtime="$(tr -d '[:space:]' <"$repo/binder/runtime.txt")"
local_version="python-$("$PYTHON" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
if [[ "$runtime" != "$local_version" ]]; then
    echo "binder-check: warning: binder/runtime.txt asks for $runtime, checking with $local_version"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/studlib-binder.XXXXXX")"
trap 'rm -rf "$work"' EXIT
started=$SECONDS

# Binder builds from a clean clone: leave out local venvs, build output and caches.
echo "binder-check: copying the repository to $work/repo"
mkdir "$work/repo"
tar -C "$repo" \
    --exclude=./.venv --exclude=./.git --exclude=./build --exclude=./dist \
    --exclude='*.egg-info' --exclude=__pycache__ --exclude=.pytest_cache \
    --exclude=.hypothesis --exclude=.ipynb_checkpoints \
    -cf - . | tar -C "$work/repo" -xf -

echo "binder-check: fresh venv with $PYTHON"
"$PYTHON" -m venv "$work/venv"
export VIRTUAL_ENV="$work/venv"
export PATH="$work/venv/bin:$PATH"
unset PYTHONPATH PYTHONHOME
cd "$work/repo"

echo "binder-check: pip install -r binder/requirements.txt"
python -m pip install --quiet -r binder/requirements.txt

echo "binder-check: binder/postBuild"
./binder/postBuild

# Checked before the test tools go in, so that nothing they pull in can hide a missing pin;
# run outside the copy so that studlib comes from the installed package, not the source tree.
echo "binder-check: studlib and the course libraries import from the Binder venv"
(cd "$work" && python -c 'import studlib, ipywidgets, matplotlib; print("studlib from", *studlib.__path__)')
# The French edition needs the compiled catalog, which only the package build makes.
(cd "$work" && python -c 'import studlib; studlib.use_language("fr"); print("studlib speaks", studlib.current_language())')
python -m pip install --quiet -c constraints.txt pytest nbval   # the versions make test uses

echo "binder-check: running ${#lessons[@]} lessons with nbval in the Binder venv"
python -m pytest -p no:cacheprovider lessons \
    --nbval --nbval-current-env --nbval-sanitize-with lessons/nbval-sanitize.cfg
echo "binder-check: passed in $((SECONDS - started)) s"
