#!/usr/bin/env bash
# Builds the DocC API reference of every library product into .build/docs/<Module>/ (static HTML;
# serve the folder to read it, e.g. python3 -m http.server -d .build/docs) and fails when a link in
# the catalogs or the doc comments does not resolve. Run from anywhere:
#   bash Tools/docs.sh [Module …]
set -euo pipefail
cd "$(dirname "$0")/.."
modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=(Transforms Problems FileFormats SceneModel Config Render ImageCodecs ImageDiff Golden FlipbookTesting)
mkdir -p .build/docs
log=.build/docs/generate.log
: > "$log"
for module in "${modules[@]}"; do
    swift package --allow-writing-to-directory .build/docs generate-documentation --target "$module" \
        --disable-indexing --transform-for-static-hosting --output-path ".build/docs/$module" 2>&1 | tee -a "$log"
done
# Links that do not resolve (a symbol or article that does not exist, a topic that names nothing)
# fail; DocC's other notes (a parameter without its own documentation) are counted and listed.
if grep -E "warning:|error:" "$log" | grep -iE "doesn't exist|does not exist|unresolved|not found|no symbol|ambiguous|error:" >/dev/null; then
    grep -E "warning:|error:" "$log" | grep -iE "doesn't exist|does not exist|unresolved|not found|no symbol|ambiguous|error:" >&2
    echo "docs: links that do not resolve (above; the whole log is $log)" >&2
    exit 1
fi
others=$(grep -cE "^warning:" "$log" || true)
[ "$others" -eq 0 ] || echo "docs: $others other DocC notes (undocumented parameters) in $log" >&2
echo "docs: reference for ${modules[*]} in .build/docs" >&2
