#!/usr/bin/env bash
# Rewrites the files derived from code: Presets/flipbook.schema.json, the option tables in
# docs/CONFIG.md, docs/PAGES.md and docs/MENU.md, the key tables in docs/LAYERS.md and
# docs/MOTION.md, menu.tabs' menu options and the `effect:` blocks of the 22 named layouts'
# presets (from the option catalogs next to each options type, the layer and timeline schemas'
# doc strings and the layouts' Swift values). GeneratedFilesTests fails when a committed copy is
# stale; run this after changing a catalog, a schema's doc string or a named layout.
set -euo pipefail
cd "$(dirname "$0")/.."
FLIPBOOK_REGENERATE=1 swift test --filter 'ConfigTests.GeneratedFilesTests/everyGeneratedFileIsCurrent'
git status --short Presets docs
