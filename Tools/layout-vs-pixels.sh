#!/usr/bin/env bash
# Times `flipbook check --kind layout` against `--kind pixels` on the same 60-frame timeline, run
# side by side (alternating, so both see the same machine load), and prints each run, the medians
# and their ratio. The goldens are recorded first; every timed run is `--record never` and passes.
#
#   Tools/layout-vs-pixels.sh                      # scale.coverFlow, 7 runs of each, .build/debug/flipbook
#   RUNS=11 FLIPBOOK=.build/release/flipbook Tools/layout-vs-pixels.sh stack.vortex
set -euo pipefail

flipbook=${FLIPBOOK:-.build/debug/flipbook}
runs=${RUNS:-7}
preset=${1:-scale.coverFlow}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/sixty.yaml" <<EOF
extends: $preset
name: sixty
timeline: {from: 0, to: 4, frames: 60, curve: easeInOut}
EOF

check() { "$flipbook" check "$work/sixty.yaml" --goldens "$work/goldens" --out "$work/report" "$@" > "$work/last.txt"; }

# Recording fails by design (exit 1); the timed runs below must pass.
check --kind both || true
check --kind both --record never || { cat "$work/last.txt"; echo "the recorded goldens do not pass" >&2; exit 1; }

milliseconds() { local start end; start=$(date +%s%N); check "$@" --record never; end=$(date +%s%N); echo $(( (end - start) / 1000000 )); }
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

pixels=() layout=()
for ((run = 1; run <= runs; run++)); do
    pixels+=("$(milliseconds --kind pixels)")
    layout+=("$(milliseconds --kind layout)")
    echo "run $run: pixels ${pixels[-1]} ms, layout ${layout[-1]} ms"
done
pixel_median=$(printf '%s\n' "${pixels[@]}" | median)
layout_median=$(printf '%s\n' "${layout[@]}" | median)
echo "$preset, 60 frames, $runs runs each ($flipbook):"
echo "  pixels median ${pixel_median} ms, layout median ${layout_median} ms"
awk -v p="$pixel_median" -v l="$layout_median" 'BEGIN { printf "  layout takes %.3f of the pixel check'"'"'s time (1/%.0f)\n", l / p, p / l }'
