#!/usr/bin/env bash
# Compares `flipbook compare` with the PyPI pixelmatch package on generated pairs, and times both.
# Makes a private venv with pixelmatch and Pillow (not a dependency of the Swift build).
#   bash Tools/pixelmatch-reference/run.sh [--skip-speed] [--keep DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
venv="${PIXELMATCH_VENV:-.build-pixelmatch-venv}"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "pixelmatch==0.4.0" "Pillow>=10"
fi
swift build -c release --product flipbook >&2
exec "$venv/bin/python" Tools/pixelmatch-reference/compare_reference.py --flipbook "$(swift build -c release --show-bin-path)/flipbook" "$@"
