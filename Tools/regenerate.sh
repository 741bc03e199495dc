#!/usr/bin/env bash
# The one way to rewrite what the repository derives from code and from the renderer. Run from anywhere:
#   bash Tools/regenerate.sh              # the files derived from code: Presets/flipbook.schema.json,
#                                         # the option and key tables in docs/*.md, the presets'
#                                         # generated blocks, and the Swift files that carry the presets
#                                         # and the designer's and review's pages as text (PresetTexts,
#                                         # AssetTexts, ReviewAssetTexts): after editing a preset or a
#                                         # page's file, run this (swift run flipbook-generate)
#   bash Tools/regenerate.sh --strips     # and the README's strip of each of the 22 layouts
#   bash Tools/regenerate.sh --pictures   # and every picture of the docs (strips included)
# Each generated file says so (a marker line, or the schema's "$comment"); GeneratedFilesTests and
# ReadmeStripTests fail when a committed copy is stale. Output is deterministic: on unchanged code a
# rerun leaves `git status` clean. The README's animated gallery is Tools/gallery.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-files}
case "$what" in files|--strips|--pictures) ;; *)
    echo "usage: bash Tools/regenerate.sh [--strips | --pictures]" >&2; exit 2 ;;
esac

swift run flipbook-generate
git status --short Presets docs Sources
[ "$what" = files ] && exit 0

swift build -c release --product flipbook
flipbook=$(swift build -c release --show-bin-path)/flipbook
# The README's strips (docs/strips/PRESET.png): the 22 layouts, as `flipbook presets` lists them first.
for preset in \
    scale.invertedCylinder scale.cylinder scale.coverFlow scale.rotary scale.linear scale.easeIn scale.easeOut scale.blur \
    stack.transparent stack.perspective stack.rotary stack.vortex stack.reverse stack.blur \
    snapshot.grid snapshot.space snapshot.chess snapshot.tiles snapshot.lines snapshot.bars snapshot.puzzle snapshot.fade
do
    "$flipbook" strip "$preset" --out "docs/strips/$preset.png" --offsets 1,1.25,1.5,1.75,2 --scale 0.5
done
[ "$what" = --strips ] && exit 0

# Every other picture of the docs, each with the command its page shows.
"$flipbook" strip scale.coverFlow --timeline docs/swipe.yaml --fps 20 --out docs/strips/motion-swipe.png
"$flipbook" curves --out docs/motion-curves.png
"$flipbook" strip docs/wrapped-text.yaml --out docs/strips/config-wrapped-text.png
"$flipbook" strip parallax.cards --offsets 1,1.25,1.5,1.75,2 --scale 0.5 --out docs/layers/parallax.cards.png
"$flipbook" strip parallax.onboarding --offsets 0,0.5,1,1.5,2,2.5,3 --scale 0.5 --out docs/layers/parallax.onboarding.png
"$flipbook" strip docs/layers/keyframes.yaml --offsets 0,0.25,0.5,0.75,1 --scale 0.5 --out docs/layers/keyframes.png
"$flipbook" strip docs/layers/shadows.yaml --offsets 0,0.25,0.5,0.75,1 --scale 0.5 --out docs/layers/shadows.png
"$flipbook" strip docs/layers/containers.yaml --offsets 0,0.25,0.5,0.75,1 --scale 0.5 --out docs/layers/containers.png
"$flipbook" strip docs/layers/controls.yaml --offsets 0,0.25,0.5,0.75,1 --scale 0.5 --out docs/layers/controls.png
"$flipbook" strip docs/menu/menu-cities.yaml --columns 5 --out docs/menu/menu-cities.png
"$flipbook" strip docs/menu/menu-items.yaml --columns 4 --out docs/menu/menu-items.png
"$flipbook" strip docs/menu/menu-days.yaml --columns 4 --out docs/menu/menu-days.png
"$flipbook" strip docs/menu/menu-select.yaml --columns 4 --out docs/menu/menu-select.png
"$flipbook" strip menu.calendar --offsets 0,1,2,3 --columns 4 --out docs/menu/menu-calendar.png
"$flipbook" strip menu.calendarCell --offsets 0,0.5,1,2 --columns 4 --out docs/menu/menu-calendar-cell.png
"$flipbook" strip menu.star --offsets 0,0.5,1 --columns 3 --out docs/menu/menu-star.png
"$flipbook" strip docs/menu/menu-indicator.yaml --offsets 0,0.25,0.5,0.75,1 --columns 5 --out docs/menu/menu-indicator.png
"$flipbook" strip docs/menu/menu-wheel.yaml --columns 4 --out docs/menu/menu-wheel.png
"$flipbook" strip docs/menu/menu-reload.yaml --columns 3 --out docs/menu/menu-reload.png
"$flipbook" strip docs/pages/scroll-rtl.yaml --scale 0.5 --out docs/pages/scroll-rtl.png
"$flipbook" strip pages.curl --offsets 0,0.15,0.3,0.45,0.6,0.75,0.9,1 --scale 0.5 --out docs/pages/curl-strip.png
"$flipbook" strip pages.tables --offsets 0,0.5,1 --scale 0.5 --out docs/pages/tables.png
"$flipbook" strip pages.unpaged --scale 0.5 --out docs/pages/unpaged.png
"$flipbook" render pages.curl --from 0 --to 1 --frames 24 --curve easeInOut --scale 0.5 --out docs/pages/curl.gif
# flipbook review's page (GOLDENS.md), taken by its browser test: Playwright in .build/test-venv and
# Debian's chromium, both set up by `bash Tools/test.sh`; `flipbook review` runs flipbook-server.
swift build -c release --product flipbook-server
.build/test-venv/bin/python3 Tests/Browser/review_test.py --flipbook "$flipbook" --screenshots docs/review
# flipbook mcp's strip call (MCP.md and the README), drawn by its test through the Python MCP client in
# .build/test-venv; it needs flipbook-mcp and flipbook-import beside the release flipbook
# (built here).
swift build -c release --product flipbook-mcp
swift build -c release --product flipbook-import
.build/test-venv/bin/python3 Tests/MCP/mcp_test.py --flipbook "$flipbook" --screenshots docs/mcp
