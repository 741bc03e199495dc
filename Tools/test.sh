#!/usr/bin/env bash
# The README's test command: installs the system packages when missing (Cairo, DejaVu fonts, and
# rsvg-convert so the SVG-vs-PNG tests run instead of skipping), and Pillow for Python 3 so the
# animated files are decoded by an independent decoder, then builds and runs every test, then the
# designer page's browser tests (Debian's chromium driven by Playwright for Python).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Tools/setup.sh
if ! command -v rsvg-convert >/dev/null 2>&1; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    echo "installing librsvg2-bin (rsvg-convert, for the SVG tests)" >&2
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq librsvg2-bin >/dev/null
fi
if command -v python3 >/dev/null 2>&1 && ! python3 -c "import PIL" >/dev/null 2>&1; then
    echo "installing Pillow (to decode animated GIF/APNG/WebP in the tests)" >&2
    python3 -m pip install --quiet pillow || echo "could not install Pillow: the animation decoding tests will be skipped" >&2
fi
# The CI set-up tests validate docs/ci/*.yml against GitHub's and GitLab's schemas
# (check-jsonschema) and run them with Tools/ci-local.py (PyYAML).
if ! command -v check-jsonschema >/dev/null 2>&1 || ! python3 -c 'import yaml' 2>/dev/null; then
    echo "installing check-jsonschema and PyYAML (pip, for the CI set-up tests)" >&2
    python3 -m pip install --quiet --disable-pip-version-check check-jsonschema pyyaml >/dev/null
fi
# The designer's browser tests drive Debian's chromium (Playwright is pointed at /usr/bin/chromium:
# no browser download) through Playwright for Python.
if [ ! -x /usr/bin/chromium ]; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    echo "installing chromium (for the designer's browser tests)" >&2
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
if ! python3 -c 'import playwright' 2>/dev/null; then
    echo "installing playwright (pip, for the designer's browser tests)" >&2
    python3 -m pip install --quiet --disable-pip-version-check playwright >/dev/null
fi
swift build --build-tests
swift build --product flipbook-import  # `flipbook import` runs it: built on its own (swift-syntax), tested by ImportTests
swift test --skip-build
python3 Tests/Browser/designer_test.py --flipbook "$(swift build --show-bin-path)/flipbook"
{ [ -x .build/venv/bin/python ] || python3 -m venv .build/venv; .build/venv/bin/python -c "import playwright" 2>/dev/null || .build/venv/bin/pip install --quiet --disable-pip-version-check playwright; .build/venv/bin/python Tests/Browser/svg_test.py --flipbook "$(swift build --show-bin-path)/flipbook"; }
