#!/usr/bin/env bash
# Records what the `flipbook` CLI prints and its exit status for the README's examples, every
# command's --help and ~100 bad inputs, one block per command, into one text file. Run it before and
# after a refactor that must not change behaviour, then diff the two files:
#   bash Tools/cli-transcript.sh .build/debug/flipbook before.txt
# Image outputs are summarised by name and size (`wrote frames/frame-0001.png (…)` lines are kept
# as the CLI prints them); temporary paths are replaced by $TMP.
set -uo pipefail
bin=$(realpath "$1"); out=$(realpath -m "$2")
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
cp -r "$root/Presets" Presets
: > "$out"
run() {   # run ARGS…: the command line as a user types it (after `flipbook`)
    local o e s
    o=$(timeout 60 "$bin" "$@" 2>"$tmp/.err" </dev/null); s=$?
    e=$(cat "$tmp/.err")
    { printf '$ flipbook %s\n' "$*"; [ -n "$o" ] && printf '%s\n' "$o" | head -c 4000; [ -n "$e" ] && printf '%s\n' "$e" | sed 's/^/stderr: /' | head -c 4000; printf 'exit %s\n\n' "$s"; } | sed "s#$tmp#\$TMP#g" >> "$out"
}
file() { mkdir -p "$(dirname "$1")"; printf '%b' "$2" > "$1"; }

# --help of every command
run --help
for c in strip render inspect presets code validate watch schema compare check review report curves designer; do run "$c" --help; done
run report merge --help
run presets show --help

# README-style examples
run strip stack.vortex --out vortex.png --scale 2
run render scale.coverFlow --out frames --from 0 --to 4 --frames 6 --curve easeInOut
run render stack.tinder --out swipe.gif --from 0 --to 1 --frames 5 --curve easeInOut
run strip Presets/examples/my-coverflow.yaml --out mine.png
run inspect scale.coverFlow --card 200x300 --items 5 --visible 3 --offsets 0,0.5 --format json
run inspect scale.coverFlow --offsets 0,0.5
run presets
run presets show stack.tinder
run code Presets/examples/my-coverflow.yaml
run validate Presets/examples/my-coverflow.yaml
run schema
run curves --out curves.png
run compare vortex.png vortex.png
run compare vortex.png mine.png

# bad flags
run strip nope.nothing --out x.png
run strip scale.coverFlw --out x.png
run strip scale.coverFlow --out x.png --scale abc
run strip scale.coverFlow --out x.png --scale 0
run strip scale.coverFlow --out x.png --scale 9
run strip scale.coverFlow --out x.png --viewport 300
run strip scale.coverFlow --out x.png --viewport 0x400
run strip scale.coverFlow --out x.png --viewport 100000x100
run strip scale.coverFlow --out x.png --card axb
run strip scale.coverFlow --out x.png --items -1
run strip scale.coverFlow --out x.png --items 0
run strip scale.coverFlow --out x.png --items 2.5
run strip scale.coverFlow --out x.png --visible 0
run strip scale.coverFlow --out x.png --offsets 0,a
run strip scale.coverFlow --out x.png --offsets ""
run strip scale.coverFlow --out x.png --from 0
run strip scale.coverFlow --out x.png --from 0 --to 1 --frames 0
run strip scale.coverFlow --out x.png --from 0 --to 1 --frames 3 --curve wobbly
run strip scale.coverFlow --out x.png --from 0 --to 1 --frames 3 --curve 1,2
run strip scale.coverFlow --out x.png --from 0 --to 1 --frames 3 --curve spring:0,0.5
run strip scale.coverFlow --out x.png --format jpg
run strip scale.coverFlow --out x.jpg
run strip scale.coverFlow --out x.png --background red
run strip scale.coverFlow --out x.png --corner-radius -3
run strip scale.coverFlow --out x.png --png-level huge
run strip scale.coverFlow --out x.png --columns 0
run strip scale.coverFlow --out x.png --offsets 0,1 --from 0 --to 1 --frames 2
run strip scale.coverFlow --out x.png --columns abc
run strip scale.coverFlow --out x.png --columns -2
run strip scale.coverFlow --out x.png --from abc --to 1 --frames 2
run strip scale.coverFlow --out x.png --from 0 --to 1 --frames 200000
run strip scale.coverFlow --out x.png --items 0 --scale abc
run strip scale.coverFlow --out x.png --scale abc --items 0
run strip scale.coverFlow --out x.png --fps 0
run strip scale.coverFlow --out x.png --format GIF
run strip scale.coverFlow --out x.png --format svg-animated
run strip scale.coverFlow --out x.png --png-level SMALL
run render scale.coverFlow --out x.png --curve-solver fast
run render scale.coverFlow --out x.svg --svg-raster-scale 9
run render scale.coverFlow --out frames3 --fps abc
run render scale.coverFlow --out x.gif --loop 70000
run render scale.coverFlow --out x.webp --quality abc
run render scale.coverFlow --out x.gif --palette PER-FRAME --fps 10 --from 0 --to 1 --frames 2
run render scale.coverFlow --out x.png --format svg-animated --offsets 0
run render scale.coverFlow --out frames2 --format gif
run render scale.coverFlow --out x.gif --fps 0
run render scale.coverFlow --out x.gif --fps 500
run render scale.coverFlow --out x.gif --loop -1
run render scale.coverFlow --out x.gif --dither 2
run render scale.coverFlow --out x.gif --dither -1
run render scale.coverFlow --out x.svg --svg-raster-scale -2
run strip scale.coverFlow --out x.png --fps -5
run render scale.coverFlow --out x.webp --quality 101
run render scale.coverFlow --out x.gif --palette some
run render scale.coverFlow --out x.png --timeline missing.yaml
run inspect scale.coverFlow --format xml
run inspect scale.coverFlow --offsets nan
run inspect scale.coverFlow --items 0 --format json
run compare vortex.png vortex.png --diff-color 1,2
run compare vortex.png vortex.png --pixelmatch-version 5
run check scale.coverFlow --pixelmatch-version 8
run compare vortex.png vortex.png --aa-color red --format json
run check scale.coverFlow --record sometimes
run watch Presets/examples/my-coverflow.yaml --columns 0
run watch Presets/examples/my-coverflow.yaml --columns abc
run inspect nope.nothing
run presets show nope
run code nope.nothing
run compare missing.png vortex.png
run compare vortex.png vortex.png --threshold 2
run compare vortex.png vortex.png --diff Presets
run check scale.coverFlow
run check scale.coverFlow --goldens g --shard 0/2
run check scale.coverFlow --goldens g --shard 3/2
run check scale.coverFlow --goldens g --shard a
run report merge
run report merge missing.json --out r
run designer missing.yaml --port 0 --no-serve
run designer --port 99999
run curves --out x.jpg

# bad configs
file bad/malformed.yaml 'effect: {scale: {minScale: 1}\n'; run validate bad/malformed.yaml
file bad/malformed.json '{"effect": "scale.linear" "itemCount": 3}'; run validate bad/malformed.json
file bad/type.yaml 'effect: scale.linear\nitemCount: many\n'; run validate bad/type.yaml
file bad/unknown.yaml 'effect: {stack: {maxStackSise: 3}}\n'; run validate bad/unknown.yaml
file bad/a.yaml 'extends: b.yaml\n'; file bad/b.yaml 'extends: a.yaml\n'; run validate bad/a.yaml
file bad/missing-base.yaml 'extends: base/missing.yaml\n'; run validate bad/missing-base.yaml
run validate bad/absent.yaml
file bad/absurd.yaml 'effect: scale.linear\nviewport: {width: 100000, height: 100}\n'; run validate bad/absurd.yaml
file bad/pieces.yaml 'effect: {snapshot: {pieceSizeRatio: [0.001, 0.001]}}\n'; run validate bad/pieces.yaml
file bad/two.yaml 'effect: scale.linear\n---\neffect: stack.blur\n'; run validate bad/two.yaml
file bad/empty.yaml ''; run validate bad/empty.yaml
file bad/minscale.yaml 'effect: {scale: {minScale: -3}}\n'; run validate bad/minscale.yaml
file bad/scale.yaml 'effect: scale.linear\noutput: {scale: 9}\n'; run strip bad/scale.yaml --out y.png
file bad/layout.yaml 'effect: {scale: {layout: coverFlw}}\n'; run validate bad/layout.yaml
file bad/effect.yaml 'effect: stack.tindr\n'; run validate bad/effect.yaml
file bad/curve.yaml 'effect: scale.linear\ntimeline: {from: 0, to: 1, frames: 3, curve: wobbly}\n'; run validate bad/curve.yaml
file bad/color.yaml 'effect: scale.linear\nbackground: "#12"\n'; run validate bad/color.yaml
file bad/card.yaml 'effect: scale.linear\ncard: {size: {width: -1, height: 10}}\n'; run validate bad/card.yaml
file bad/image.yaml 'effect: scale.linear\ncard: {image: nope.png}\n'; run strip bad/image.yaml --out z.png
file bad/notpng.png 'hello'; file bad/image2.yaml 'effect: scale.linear\ncard: {image: notpng.png}\n'; run strip bad/image2.yaml --out z.png
file bad/menu.yaml 'effect: scale.linear\nmenu: {items: [A, B], menuItemSize: {fixed: {width: -1, height: 40}}}\n'; run validate bad/menu.yaml
file bad/pages.yaml 'pages: {transitionStyle: curl, navigationOrientation: diagonal}\n'; run validate bad/pages.yaml
file bad/pc.yaml 'effect: scale.linear\npageControl: {currentPage: -2}\n'; run validate bad/pc.yaml
file bad/tl.yaml 'effect: scale.linear\ntimeline: {fps: 30, steps: [{wait: -1}]}\n'; run validate bad/tl.yaml
run compare a.png b.png --threshold abc
run compare a.png b.png --max-diff-pixels -1
run compare a.png b.png --max-diff-ratio 2
run check Presets --goldens g --jobs 0
run check Presets --goldens g --threshold x
run designer --port 70000
run designer --port abc
run watch x.yaml --interval 0
run watch x.yaml --interval abc
file bad/long.yaml 'effect: scale.linear\ntimeline: {fps: 30, steps: [{wait: 3000}]}\n'; run strip bad/long.yaml --fps 240 --out z.png; run inspect bad/long.yaml --fps 240
file bad/long240.yaml 'effect: scale.linear\ntimeline: {fps: 240, steps: [{wait: 500}]}\n'; run validate bad/long240.yaml
file bad/layers.yaml 'effect: scale.linear\nlayers: [{kind: blob}]\n'; run validate bad/layers.yaml
file bad/format.yaml 'effect: scale.linear\noutput: {format: tiff}\n'; run validate bad/format.yaml
file bad/spring.yaml 'effect: scale.linear\ntimeline: {from: 0, to: 1, frames: 3, curve: {spring: {response: -1, dampingFraction: 0.5}}}\n'; run validate bad/spring.yaml
file bad/timeline.yaml 'offsets: [0, x]\n'; run render scale.coverFlow --out f3 --timeline bad/timeline.yaml
file bad/ok.yaml 'effect: scale.linear\n'; run code bad/ok.yaml --target nothing
run validate bad/ok.yaml bad/unknown.yaml
