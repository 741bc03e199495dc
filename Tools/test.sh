#!/usr/bin/env bash
# The README's test command: installs system packages when missing, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Tools/setup.sh
swift build --build-tests
swift test --skip-build
