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
# One plugin run for every module (each run of its own used to build the plugin's tools and plan the
# build again: about 8 s a module). For several targets the plugin writes <Module>.doccarchive
# folders into the output path; they are moved to .build/docs/<Module>/, where one target is written.
targets=()
for module in "${modules[@]}"; do targets+=(--target "$module"); done
output=.build/docs/${modules[0]}
[ ${#modules[@]} -eq 1 ] || { output=.build/docs/archives; rm -rf "$output"; }
swift package --allow-writing-to-directory .build/docs generate-documentation "${targets[@]}" \
    --disable-indexing --transform-for-static-hosting --output-path "$output" 2>&1 | tee "$log"
if [ ${#modules[@]} -gt 1 ]; then
    for module in "${modules[@]}"; do
        rm -rf ".build/docs/$module"
        mv "$output/$module.doccarchive" ".build/docs/$module"
    done
    rmdir "$output"
fi
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
