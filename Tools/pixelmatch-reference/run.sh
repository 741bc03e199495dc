#!/usr/bin/env bash
# Compares `flipbook compare` with the PyPI pixelmatch package on generated pairs, and times both.
# Makes a private venv with pixelmatch, Pillow and pypng (not dependencies of the Swift build).
#   bash Tools/pixelmatch-reference/run.sh [--skip-speed] [--keep DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
venv="${PIXELMATCH_VENV:-.build-pixelmatch-venv}"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "pixelmatch==0.4.0" "Pillow>=10" "pypng>=0.20220715"
fi
# FLIPBOOK=path/to/flipbook uses an existing (release) build instead of building one.
flipbook="${FLIPBOOK:-}"
if [ -z "$flipbook" ]; then
    swift build -c release --product flipbook >&2
    flipbook="$(swift build -c release --show-bin-path)/flipbook"
fi
exec "$venv/bin/python" Tools/pixelmatch-reference/compare_reference.py --flipbook "$flipbook" "$@"
