#!/usr/bin/env bash
# Checks the public API of Flipbook's library products against the committed baseline in Tools/API/
# (one dump per module, written by swift-api-digester), so that a breaking change is a decision
# rather than an accident. Tools/test.sh runs it after its build. Run from anywhere:
#   bash Tools/api-check.sh              # compare; exit 1 and list the breaks when there are any
#   bash Tools/api-check.sh --record     # write the baseline from this tree (then commit Tools/API/)
# `--record` is the decision: after a deliberate break (or an addition), record and commit the
# baseline with the change, and say so in CHANGELOG.md. Until a release tag exists the committed
# baseline stands in for it; from the first tag on, record at each release.
#
# It does what `swift package diagnose-api-breaking-changes --baseline-dir Tools/API` does, with
# swift-api-digester called directly on the modules of the debug build the tests already made:
# SwiftPM's command builds the package again for its dumps, and its `--regenerate-baseline` builds
# the baseline's commit in a fresh folder (a cold build, 10–20 minutes on two cores).
#
# It also fails when a public declaration of a library product has no doc comment, and prints the
# number of public declarations (docs/LIBRARY.md promises the rest is `package`).
set -euo pipefail
cd "$(dirname "$0")/.."
products=(Transforms Problems FileFormats SceneModel Config Render ImageCodecs ImageDiff Golden FlipbookTesting)
baseline=Tools/API

# Every public declaration documented: a `///` line (or the end of a `/** */`) above it and its attributes.
python3 - "${products[@]}" <<'PY'
import re, sys, glob
missing, count = [], 0
for module in sys.argv[1:]:
    for path in sorted(glob.glob(f"Sources/{module}/**/*.swift", recursive=True)):
        lines = open(path, encoding="utf-8").read().split("\n")
        for i, line in enumerate(lines):
            if not re.match(r"^\s*(@[A-Za-z]+(\([^)]*\))?\s+)*public\s", line):
                continue
            count += 1
            j = i - 1
            while j >= 0 and re.match(r"^\s*@\w+", lines[j]):
                j -= 1
            if j < 0 or not (lines[j].strip().startswith("///") or lines[j].strip().endswith("*/")):
                missing.append(f"{path}:{i + 1}: {line.strip()}")
print(f"api-check: {count} public declarations in {len(sys.argv) - 1} library products", file=sys.stderr)
if missing:
    print("api-check: public declarations without a doc comment (add `/// …` above each):", file=sys.stderr)
    print("\n".join(missing), file=sys.stderr)
    sys.exit(1)
PY

# The modules as the debug build left them (it does not build: a build with other flags than the
# tests' would compile everything again), and the C modules they import (ours, and Yams' CYaml).
modules=$(swift build --show-bin-path)/Modules
for product in "${products[@]}"; do
    [ -f "$modules/$product.swiftmodule" ] || { echo "api-check: no $product module in $modules: run swift build first" >&2; exit 2; }
done
flags=(-I "$modules" -avoid-tool-args -avoid-location)
for map in Sources/C*/module.modulemap .build/checkouts/Yams/Sources/CYaml/include/module.modulemap; do
    [ -f "$map" ] && flags+=(-Xcc "-fmodule-map-file=$PWD/$map")
done
flags+=(-Xcc "-I$PWD/.build/checkouts/Yams/Sources/CYaml/include")
for flag in $(pkg-config --cflags cairo); do flags+=(-Xcc "$flag"); done

dump() { # module, output file
    swift-api-digester -dump-sdk -module "$1" "${flags[@]}" -o "$2" 2>/dev/null
    # A module that fails to load is dumped as an empty root: never take that for an API.
    [ "$(wc -c <"$2")" -gt 1000 ] || { echo "api-check: swift-api-digester could not load $1" >&2; exit 2; }
}

if [ "${1:-}" = "--record" ]; then
    mkdir -p "$baseline"
    for product in "${products[@]}"; do dump "$product" "$baseline/$product.json"; done
    echo "api-check: baseline of ${#products[@]} modules recorded in $baseline; commit it (and say why in CHANGELOG.md)" >&2
    exit 0
fi

[ -d "$baseline" ] || { echo "api-check: no baseline in $baseline: run bash Tools/api-check.sh --record" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
breaks=0
for product in "${products[@]}"; do
    [ -f "$baseline/$product.json" ] || { echo "api-check: $baseline/$product.json is missing: record the baseline" >&2; exit 2; }
    dump "$product" "$work/$product.json"
    # The digester prints section headings (/* Removed Decls */) and one line per break.
    found=$(swift-api-digester -diagnose-sdk -input-paths "$baseline/$product.json" -input-paths "$work/$product.json" 2>&1 \
        | grep -v '^/\*' | grep -v '^\s*$' || true)
    if [ -n "$found" ]; then
        echo "$found" | sed "s/^/api-check: $product: /" >&2
        breaks=$((breaks + $(echo "$found" | wc -l)))
    fi
    # Additions break nothing, but the baseline should say them too: recorded with the change.
    cmp -s "$baseline/$product.json" "$work/$product.json" || [ -n "$found" ] \
        || echo "api-check: $product's public API grew or changed compatibly since the baseline; record it with the change" >&2
done
if [ "$breaks" -gt 0 ]; then
    echo "api-check: $breaks breaking change(s) against $baseline (above). If that is the decision, record it:" \
         "bash Tools/api-check.sh --record, commit Tools/API/ and say so in CHANGELOG.md" >&2
    exit 1
fi
echo "api-check: no breaking change against $baseline" >&2
