#!/usr/bin/env bash
# Makes the animated previews at the top of README.md: docs/gallery/PRESET.gif, each a finger's
# swipe with release (Tools/gallery-swipe.yaml: rest on page 1, drag toward page 2 and let go so the
# paging model settles there, rest, then back), drawn and encoded by `flipbook render` (GIF, shared
# palette, dithered, only changed pixels stored). Every file must stay under 2 MB. Run from anywhere:
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
rm -f "$out"/*.gif "$out"/*.svg

limit=2000000
# NAME SOURCE [extra render flags]: SOURCE is a preset or a config; the page curl plays at 15 fps
# (its frames cost the most to draw). Tools/gallery-pages.yaml is pages.curl with page dots under it.
while read -r name source flags; do
    # shellcheck disable=SC2086 # $flags is a word list on purpose
    "$flipbook" render "$source" --timeline Tools/gallery-swipe.yaml $flags --out "$out/$name.gif"
    size=$(wc -c < "$out/$name.gif")
    if [ "$size" -ge "$limit" ]; then
        echo "gallery: $out/$name.gif is $size bytes, over the $limit-byte limit" >&2
        exit 1
    fi
done <<'LIST'
scale.coverFlow scale.coverFlow
stack.tinder stack.tinder
snapshot.grid snapshot.grid
menu.tabs menu.tabs
pages.curl Tools/gallery-pages.yaml --fps 15
parallax.onboarding parallax.onboarding
LIST
# The coverFlow swipe again as one animated SVG: vector at any zoom, plays in browsers and in an <img>.
"$flipbook" render scale.coverFlow --timeline Tools/gallery-swipe.yaml --out "$out/scale.coverFlow.svg" --animated
"$flipbook" render stack.tinder --timeline Tools/gallery-swipe.yaml --out "$out/stack.tinder.svg" --animated
