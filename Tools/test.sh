#!/usr/bin/env bash
# The README's test command. What it installs, and only when missing:
#   - apt (Tools/setup.sh): Cairo, libdeflate, libspng, giflib, libimagequant, libwebp, Inter and DejaVu fonts;
#     here also librsvg2-bin (rsvg-convert, so the SVG-vs-PNG tests run instead of skipping),
#     chromium (the designer's browser tests) and python3-venv (when `python3 -m venv` cannot work).
#   - a Python virtual environment in .build/test-venv with Pillow (an independent decoder for the
#     animated files), check-jsonschema and PyYAML (the CI set-up tests), Playwright (drives
#     Debian's chromium; no browser download) and axe-playwright-python (axe-core's accessibility
#     checks on the designer's page) and mcp (the Python MCP SDK: the client that drives `flipbook mcp`
#     in Tests/MCP). The system Python is never changed (PEP 668).
# Then it builds with every warning of this package an error, runs `swift test`, the docs' Swift
# snippets in a client package (Tests/Client, which also depends on swift-syntax 603 and runs the
# command plugin), both CI templates of docs/ci/ in a clean environment (Tests/CITemplates), every
# `flipbook …` command of the docs (DocsCommandTests runs inside swift test) and the designer's and
# the review's browser tests and `flipbook mcp` driven by a real MCP client, and prints how long each step took.
# Last, the DocC reference of every library product (`bash Tools/docs.sh`): a link that does not resolve fails.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
step() { echo "test.sh: $1 ($((SECONDS - started)) s so far)" >&2; }

bash Tools/setup.sh
apt_install() {
    local SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    echo "installing $* (apt)" >&2
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}
command -v rsvg-convert >/dev/null 2>&1 || apt_install librsvg2-bin
[ -x /usr/bin/chromium ] || apt_install chromium
command -v python3 >/dev/null 2>&1 || apt_install python3

# The Python tools live in a virtual environment under .build/, first on PATH for everything below
# (the tests look `python3` and `check-jsonschema` up on PATH).
venv=.build/test-venv
if [ ! -x "$venv/bin/python3" ] || ! "$venv/bin/python3" -c 'import sys' 2>/dev/null; then
    rm -rf "$venv"
    if ! python3 -m venv "$venv" >/dev/null 2>&1; then
        # Debian's python3 ships venv without ensurepip: python3-venv (python3.X-venv) brings it.
        rm -rf "$venv"
        apt_install python3-venv "python3.$(python3 -c 'import sys; print(sys.version_info[1])')-venv"
        python3 -m venv "$venv"
    fi
fi
export PATH="$PWD/$venv/bin:$PATH"
export VIRTUAL_ENV="$PWD/$venv"
if ! python3 -c 'import PIL, yaml, playwright, axe_playwright_python, mcp' 2>/dev/null || ! command -v check-jsonschema >/dev/null 2>&1; then
    echo "installing Pillow, check-jsonschema, PyYAML, playwright, axe-playwright-python and mcp into $venv (pip)" >&2
    "$venv/bin/python3" -m pip install --quiet --disable-pip-version-check pillow check-jsonschema pyyaml playwright axe-playwright-python mcp
fi
step "tools ready"

# Zero warnings in this package's targets: SwiftPM passes -warnings-as-errors to the root package's
# targets only (dependencies build with their warnings suppressed).
swift build --build-tests -Xswiftc -warnings-as-errors
swift build --product flipbook-import -Xswiftc -warnings-as-errors  # `flipbook import` runs it: built on its own (swift-syntax), tested by ImportTests
swift build --product flipbook-mcp -Xswiftc -warnings-as-errors     # `flipbook mcp` becomes it: built on its own (the MCP SDK), tested by Tests/MCP
swift build --product flipbook-server -Xswiftc -warnings-as-errors  # `flipbook designer`/`review` become it: built on its own (FlyingFox), tested by EndToEndTests and Tests/Browser
step "built"
bash Tools/api-check.sh   # the library products' public API against Tools/API/: a break is a decision (--record)
step "the public API matches its baseline, every public declaration documented"
test_start=$SECONDS
swift test --skip-build --skip '^(DesignerTests|MCPServerTests)\.'
# The designer's tests run a server inside the test process, whose every step waits for one of
# Swift's cooperative threads (one per core, two on CI). In the run above, 1,000 other tests hold
# those threads for seconds at a time (a synchronous test keeps its thread until it ends), and a
# server waiting behind them missed its deadlines: a card-image test did not see its server listen
# within 60 s, a 30 s request deadline took 33 s, a 0.5 s head limit went unserved for 20 s. So
# they run after it, on their own (about 20 s); the deadline and connection-limit tests, which
# measure wall-clock waits, run apart from the rest of the designer's tests too.
swift test --skip-build --filter '^DesignerTests\.' --skip "DesignerDeadlineTests|ConnectionLimitTests"
swift test --skip-build --filter "DesignerDeadlineTests|ConnectionLimitTests"
# The MCP server's in-process tests hold a 200 ms call limit to its answer within 5 s: apart, like
# the designer's, so a thousand other tests do not keep the cooperative threads it waits for.
swift test --skip-build --filter '^MCPServerTests\.'
step "swift test took $((SECONDS - test_start)) s"
bash Tests/Client/build.sh
step "the docs' Swift snippets compiled in a client package (beside swift-syntax 603), its command plugin ran"
# The GitHub template's build job makes a release flipbook from a clone of this commit: the browser
# tests drive that one (it draws about 30 times faster than the debug build, so the pages' waits
# are short); the drawing-speed bounds stay for a run against .build/release (DESIGNER.md). Being a
# clone, it is the committed code: on a tree with uncommitted changes to Sources/, commit first or
# run the browser tests against `swift build`'s flipbook.
ci_flipbook=$PWD/.build/ci-templates/flipbook
rm -f "$ci_flipbook" "$(dirname "$ci_flipbook")/flipbook-server"
bash Tests/CITemplates/clean-run.sh "$(swift build --show-bin-path)/flipbook" "$ci_flipbook"
step "both CI templates ran as on a fresh runner, install and build included"
python3 Tests/Browser/designer_test.py --flipbook "$ci_flipbook"
python3 Tests/Browser/review_test.py --flipbook "$ci_flipbook"   # flipbook review's page
python3 Tests/Browser/svg_test.py --flipbook "$ci_flipbook"  # every preset's SVG in rsvg-convert and chromium
step "browser tests passed"
python3 Tests/MCP/mcp_test.py --flipbook "$(swift build --show-bin-path)/flipbook"   # flipbook mcp through the Python MCP client
step "the MCP server's tests passed"
bash Tools/docs.sh
step "the DocC reference of every library product built, every link resolved"
echo "test.sh: everything passed in $((SECONDS - started)) s" >&2
