#!/usr/bin/env bash
# Redraws every picture of the docs that a flipbook command makes, with the release binary, each
# with the command its page shows: the README's strips of the 22 layouts (docs/strips/regenerate.sh),
# the swipe strip and the timing-curve sheet (MOTION.md), the layers (LAYERS.md), the menu (MENU.md)
# and the page curl (PAGES.md), and the screenshot of `flipbook review` (GOLDENS.md). Output is
# deterministic: on an unchanged renderer a rerun leaves `git status` clean. The README's animated gallery is Tools/gallery.sh. Run from anywhere:
#   bash docs/regenerate.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash docs/strips/regenerate.sh
flipbook=$(swift build -c release --show-bin-path)/flipbook
"$flipbook" strip scale.coverFlow --timeline docs/swipe.yaml --fps 20 --out docs/strips/motion-swipe.png
"$flipbook" curves --out docs/motion-curves.png
"$flipbook" strip docs/wrapped-text.yaml --out docs/strips/config-wrapped-text.png
"$flipbook" strip parallax.cards --offsets 1,1.25,1.5,1.75,2 --scale 0.5 --out docs/layers/parallax.cards.png
"$flipbook" strip parallax.onboarding --offsets 0,0.5,1,1.5,2,2.5,3 --scale 0.5 --out docs/layers/parallax.onboarding.png
"$flipbook" strip docs/layers/keyframes.yaml --offsets 0,0.25,0.5,0.75,1 --scale 0.5 --out docs/layers/keyframes.png
"$flipbook" strip docs/menu/menu-cities.yaml --columns 5 --out docs/menu/menu-cities.png
"$flipbook" strip docs/menu/menu-items.yaml --columns 4 --out docs/menu/menu-items.png
"$flipbook" strip docs/menu/menu-days.yaml --columns 4 --out docs/menu/menu-days.png
"$flipbook" strip docs/menu/menu-select.yaml --columns 4 --out docs/menu/menu-select.png
"$flipbook" strip menu.calendar --offsets 0,1,2,3 --columns 4 --out docs/menu/menu-calendar.png
"$flipbook" strip docs/pages/scroll-rtl.yaml --scale 0.5 --out docs/pages/scroll-rtl.png
"$flipbook" strip pages.curl --offsets 0,0.15,0.3,0.45,0.6,0.75,0.9,1 --scale 0.5 --out docs/pages/curl-strip.png
"$flipbook" render pages.curl --from 0 --to 1 --frames 24 --curve easeInOut --scale 0.5 --out docs/pages/curl.gif
# flipbook review's page (GOLDENS.md), taken by its browser test: Playwright in .build/test-venv and
# Debian's chromium, both set up by `bash Tools/test.sh`.
.build/test-venv/bin/python3 Tests/Browser/review_test.py --flipbook "$flipbook" --screenshots docs/review
