#!/usr/bin/env bash
# Regenerates the project's own goldens: one strip per preset in Presets/, under Tests/Goldens/presets/.
# Run it only after an intended change to a preset or to the renderer, then review the images
# (git diff --stat Tests/Goldens; the report below shows old and new side by side) and commit them.
#   bash Tools/record-goldens.sh
# CI never records: GoldenTests.PresetGoldenTests compares with these settings in `never` mode.
set -euo pipefail
cd "$(dirname "$0")/.."
settings=(Presets --strip --viewport 150x200 --goldens Tests/Goldens/presets)
report=.build/golden-report

# FLIPBOOK=path/to/flipbook uses an existing build instead of building one.
flipbook="${FLIPBOOK:-}"
if [ -z "$flipbook" ]; then
    swift build --product flipbook >&2
    flipbook="$(swift build --show-bin-path)/flipbook"
fi

# What changes, before overwriting anything (exit 1 just means something differs).
status=0
"$flipbook" check "${settings[@]}" --record never --out "$report" >/dev/null || status=$?
if [ "$status" -gt 1 ]; then
    echo "flipbook check failed (exit $status): fix the presets first" >&2
    exit "$status"
fi
[ "$status" -eq 1 ] && echo "goldens that change: see $report/report.html" >&2

# Re-record only what differs (and what is missing): an unchanged strip keeps its file, so a PNG
# writer change does not rewrite every golden's bytes. Goldens of presets that are gone are removed.
for dir in Tests/Goldens/presets/*/; do
    name=$(basename "$dir")
    [ -f "Presets/$name.yaml" ] || [ -f "Presets/$name.json" ] || { echo "removing goldens of $name (no such preset)" >&2; rm -rf "$dir"; }
done
status=0
"$flipbook" check "${settings[@]}" --record failed --out "$report.recorded" >/dev/null || status=$?
if [ "$status" -gt 1 ]; then
    echo "recording failed (exit $status)" >&2
    exit "$status"
fi
"$flipbook" check "${settings[@]}" --record never --out "$report"
git status --short Tests/Goldens/presets
