#!/usr/bin/env bash
# Makes the animated previews at the top of README.md: docs/gallery/PRESET.gif, each a swipe from
# page 1 to page 2 and back, drawn and encoded by `flipbook render` (GIF, shared palette, dithered,
# only changed pixels stored). Every file must stay under 2 MB. Run from anywhere:
#   bash Tools/gallery.sh
# FLIPBOOK=path/to/flipbook uses that binary instead of building the release one.
set -euo pipefail
cd "$(dirname "$0")/.."
bash Tools/setup.sh
flipbook=${FLIPBOOK:-}
if [ -z "$flipbook" ]; then
    swift build -c release --product flipbook >/dev/null
    flipbook=.build/release/flipbook
fi
out=docs/gallery
mkdir -p "$out"

# The swipe at 30 fps: 0.5 s on page 1, 0.6 s to page 2 (easeInOutSine: (1 − cos πt) / 2),
# 0.5 s on page 2, 0.6 s back. Identical frames are merged into one longer GIF frame.
swipe=$(awk 'BEGIN {
    pi = atan2(0, -1); n = 0
    for (i = 0; i < 15; i++) o[n++] = 1
    for (i = 1; i <= 18; i++) o[n++] = 1 + (1 - cos(pi * i / 18)) / 2
    for (i = 0; i < 15; i++) o[n++] = 2
    for (i = 1; i <= 18; i++) o[n++] = 2 - (1 - cos(pi * i / 18)) / 2
    for (i = 0; i < n; i++) printf "%s%.6f", (i ? "," : ""), o[i]
}')

limit=2000000
for preset in scale.coverFlow stack.tinder snapshot.grid stack.vortex scale.carousel3d; do
    "$flipbook" render "$preset" --offsets "$swipe" --out "$out/$preset.gif"
    size=$(wc -c < "$out/$preset.gif")
    if [ "$size" -ge "$limit" ]; then
        echo "gallery: $out/$preset.gif is $size bytes, over the $limit-byte limit" >&2
        exit 1
    fi
done
