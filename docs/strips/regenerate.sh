#!/usr/bin/env bash
# Redraws the README's strip of every layout (docs/strips/PRESET.png) after a change to the
# renderer or the layouts. Run from anywhere: bash docs/strips/regenerate.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product flipbook
flipbook=$(swift build -c release --show-bin-path)/flipbook
for preset in \
    scale.invertedCylinder scale.cylinder scale.coverFlow scale.rotary scale.linear scale.easeIn scale.easeOut scale.blur \
    stack.transparent stack.perspective stack.rotary stack.vortex stack.reverse stack.blur \
    snapshot.grid snapshot.space snapshot.chess snapshot.tiles snapshot.lines snapshot.bars snapshot.puzzle snapshot.fade
do
    "$flipbook" strip "$preset" --out "docs/strips/$preset.png" --offsets 1,1.25,1.5,1.75,2 --scale 0.5
done
