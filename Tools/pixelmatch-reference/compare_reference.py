#!/usr/bin/env python3
"""Checks `flipbook compare` against the PyPI `pixelmatch` package (a port of mapbox/pixelmatch v5/v6).

Generates image pairs with Pillow (anti-aliased shapes moved by subpixels, colour shifts near the
thresholds, transparency, noise), counts differing pixels with both tools for thresholds 0.05, 0.1
and 0.2, with and without anti-aliasing detection, prints the table, and times both on a
2560x1440 pair.

The reference is not a dependency of the Swift build. Run it with:

    bash Tools/pixelmatch-reference/run.sh            # makes a venv with pixelmatch + Pillow, then runs this
    python3 Tools/pixelmatch-reference/compare_reference.py --flipbook .build/release/flipbook

Options: --skip-speed, --keep DIR (keep the generated pairs), --write-fixtures DIR (write the small
pairs the Swift tests commit and print the reference's counts for the test).
Exit status 1 when any count disagrees (pairs whose semi-transparent colours cannot survive Cairo's
premultiplied decoding are reported separately: see docs/GOLDENS.md).
"""

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

from PIL import Image, ImageDraw, ImageFilter, ImageFont
from pixelmatch.contrib.PIL import pixelmatch

THRESHOLDS = (0.05, 0.1, 0.2)
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


# ---------------------------------------------------------------- Cairo's premultiplied round trip

def cairo_round_trip(image):
    """What Cairo hands back for a straight-RGBA PNG: premultiplied on reading, then un-premultiplied
    (the rounding of cairo-png.c), so the reference can be run on exactly what Flipbook sees."""
    image = image.convert("RGBA")
    data = bytearray(image.tobytes())
    for k in range(0, len(data), 4):
        a = data[k + 3]
        if a == 255:
            continue
        if a == 0:
            data[k:k + 4] = b"\0\0\0\0"
            continue
        for c in range(3):
            t = a * data[k + c] + 0x80
            p = (t + (t >> 8)) >> 8
            data[k + c] = (p * 255 + a // 2) // a
    return Image.frombytes("RGBA", image.size, bytes(data))


def survives_cairo(image):
    return image.convert("RGBA").tobytes() == cairo_round_trip(image).tobytes()


# ---------------------------------------------------------------- pairs

def supersampled(size, factor, draw_fn, mode="RGB", background=(255, 255, 255)):
    """Draws at `factor`× and downsamples with a box filter: anti-aliased edges like a renderer's."""
    w, h = size
    big = Image.new(mode, (w * factor, h * factor), background)
    draw_fn(ImageDraw.Draw(big), factor)
    return big.resize(size, Image.BOX)


def shapes(shift_x, shift_y, angle=0.0, text="Flipbook 42"):
    def draw(d, f):
        ox, oy = shift_x * f, shift_y * f
        d.ellipse([20 * f + ox, 14 * f + oy, 78 * f + ox, 72 * f + oy], fill=(0, 122, 255))
        d.rounded_rectangle([90 * f + ox, 20 * f + oy, 150 * f + ox, 70 * f + oy], radius=10 * f, fill=(255, 149, 0))
        d.line([10 * f + ox, 100 * f + oy, 150 * f + ox, 84 * f + oy], fill=(20, 20, 20), width=2 * f)
        font = ImageFont.truetype(FONT, 13 * f)
        d.text((12 * f + ox, 102 * f + oy), text, fill=(40, 40, 60), font=font)
        if angle:
            import math
            cx, cy, r = 120 * f + ox, 100 * f + oy, 12 * f
            pts = [(cx + r * math.cos(math.radians(angle + 90 * i)), cy + r * math.sin(math.radians(angle + 90 * i))) for i in range(4)]
            d.polygon(pts, fill=(175, 82, 222))
    return draw


def color_blocks(seed, scale):
    """8×8-pixel blocks of random colours; the second image moves every block's colour by a random
    offset, so block deltas spread across the three thresholds (and edges stay flat for AA detection)."""
    rng = random.Random(seed)
    w, h = 160, 120
    a = Image.new("RGB", (w, h))
    b = Image.new("RGB", (w, h))
    pa, pb = a.load(), b.load()
    for by in range(0, h, 8):
        for bx in range(0, w, 8):
            c = [rng.randint(0, 255) for _ in range(3)]
            d = [max(0, min(255, v + rng.randint(-scale, scale))) for v in c]
            for y in range(by, by + 8):
                for x in range(bx, bx + 8):
                    pa[x, y] = tuple(c)
                    pb[x, y] = tuple(d)
    return a, b


def color_pixels(seed, scale):
    """Random colours per pixel, each channel moved by up to ±`scale`: deltas spread finely across
    every threshold, with no flat areas (anti-aliasing detection rarely applies)."""
    rng = random.Random(seed)
    w, h = 160, 120
    a = Image.new("RGB", (w, h))
    b = Image.new("RGB", (w, h))
    pa, pb = a.load(), b.load()
    for y in range(h):
        for x in range(w):
            c = [rng.randint(0, 255) for _ in range(3)]
            pa[x, y] = tuple(c)
            pb[x, y] = tuple(max(0, min(255, v + rng.randint(-scale, scale))) for v in c)
    return a, b


def gradient_shift(shift):
    w, h = 160, 120
    a = Image.new("RGB", (w, h))
    pa = a.load()
    for y in range(h):
        for x in range(w):
            pa[x, y] = (x * 255 // (w - 1), y * 255 // (h - 1), (x + y) * 255 // (w + h - 2))
    b = a.point(lambda v: max(0, min(255, v + shift)))
    return a, b


def noise(base, seed, sigma, fraction=1.0):
    rng = random.Random(seed)
    out = base.copy()
    p = out.load()
    w, h = out.size
    for y in range(h):
        for x in range(w):
            if rng.random() < fraction:
                px = p[x, y]
                p[x, y] = tuple(max(0, min(255, int(round(v + rng.gauss(0, sigma))))) for v in px[:3]) + tuple(px[3:])
    return out


def transparent_shapes(shift, alpha_boost=0, recolor=False):
    def draw(d, f):
        o = shift * f
        d.ellipse([20 * f + o, 14 * f, 78 * f + o, 72 * f], fill=(0, 122, 255, 160))
        d.rectangle([60 * f + o, 40 * f, 140 * f + o, 100 * f], fill=(255, 59, 48, min(255, 90 + alpha_boost)))
        d.rectangle([100 * f, 10 * f, 150 * f, 30 * f], fill=((52, 199, 89, 40) if not recolor else (160, 60, 200, 40)))
        d.rectangle([10 * f, 80 * f, 50 * f, 110 * f], fill=((52, 199, 89, 200) if not recolor else (90, 170, 60, 200)))
    return supersampled((160, 120), 4, draw, mode="RGBA", background=(0, 0, 0, 0))


def alpha_ramp(delta_alpha, seed):
    """Horizontal alpha ramps over random colours; the second image changes alpha by `delta_alpha`."""
    rng = random.Random(seed)
    w, h = 160, 120
    a = Image.new("RGBA", (w, h))
    b = Image.new("RGBA", (w, h))
    pa, pb = a.load(), b.load()
    for y in range(h):
        color = (rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255))
        for x in range(w):
            alpha = x * 255 // (w - 1)
            pa[x, y] = color + (alpha,)
            pb[x, y] = color + (max(0, min(255, alpha + delta_alpha)),)
    return a, b


def make_pairs():
    pairs = []
    size = (160, 120)
    base = supersampled(size, 4, shapes(0, 0))
    pairs.append(("aa-shift-0.25px", base, supersampled(size, 4, shapes(0.25, 0))))
    pairs.append(("aa-shift-0.5px-diag", base, supersampled(size, 4, shapes(0.5, 0.5))))
    pairs.append(("aa-shift-1px", base, supersampled(size, 4, shapes(1, 0))))
    pairs.append(("aa-rotate-3deg", supersampled(size, 4, shapes(0, 0, 10)), supersampled(size, 4, shapes(0, 0, 13))))
    pairs.append(("aa-text-change", base, supersampled(size, 4, shapes(0, 0, text="Flipbook 43"))))
    pairs.append(("aa-blur", base, base.filter(ImageFilter.GaussianBlur(0.6))))
    pairs.append(("color-blocks-24", *color_blocks(2, 24)))
    pairs.append(("color-blocks-40", *color_blocks(3, 40)))
    pairs.append(("color-pixels-60", *color_pixels(9, 60)))
    # A grey shift of s levels has delta ≈ 0.5053·s², crossing 35215·t² at s ≈ 264·t:
    # 13.2 (t = 0.05), 26.4 (t = 0.1), 52.8 (t = 0.2). These sit one level either side.
    pairs.append(("gradient-shift+14", *gradient_shift(14)))
    pairs.append(("gradient-shift-27", *gradient_shift(-27)))
    pairs.append(("gradient-shift+53", *gradient_shift(53)))
    pairs.append(("noise-sigma12", base, noise(base, 5, 12)))
    pairs.append(("noise-sigma30", base, noise(base, 10, 30)))
    pairs.append(("noise-sparse", base, noise(base, 6, 60, fraction=0.02)))
    pairs.append(("identical", base, base.copy()))
    t0 = transparent_shapes(0)
    pairs.append(("alpha-shift-0.25px", t0, transparent_shapes(0.25)))
    pairs.append(("alpha-boost", t0, transparent_shapes(0, alpha_boost=30)))
    pairs.append(("alpha-recolor", t0, transparent_shapes(0, recolor=True)))
    pairs.append(("alpha-ramp+40", *alpha_ramp(40, 7)))
    pairs.append(("alpha-ramp-20", *alpha_ramp(-20, 8)))
    # The same transparent pairs with colours Cairo can represent exactly (what a Cairo renderer writes).
    for name, a, b in list(pairs):
        if name.startswith("alpha-"):
            pairs.append((name + "/cairo-exact", cairo_round_trip(a), cairo_round_trip(b)))
    return pairs


# ---------------------------------------------------------------- running

def reference_count(a, b, threshold, include_aa):
    return pixelmatch(a, b, threshold=threshold, includeAA=include_aa)


def flipbook_count(flipbook, pa, pb, threshold, include_aa):
    cmd = [flipbook, "compare", pa, pb, "--threshold", str(threshold), "--format", "json"]
    if include_aa:
        cmd.append("--include-aa")
    run = subprocess.run(cmd, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise SystemExit(f"flipbook compare failed ({run.returncode}): {run.stderr}")
    return json.loads(run.stdout)["diffPixels"]


def agreement(flipbook, workdir):
    pairs = make_pairs()
    header = f"{'pair':<28} {'aa':<7}" + "".join(f" {'t=' + str(t):>17}" for t in THRESHOLDS)
    print(header)
    print("-" * len(header))
    mismatches, lossy = 0, 0
    rows = []
    for name, a, b in pairs:
        pa = os.path.join(workdir, name.replace("/", "_") + "-a.png")
        pb = os.path.join(workdir, name.replace("/", "_") + "-b.png")
        a.save(pa)
        b.save(pb)
        exact = survives_cairo(a) and survives_cairo(b)
        for include_aa in (False, True):
            cells = []
            for t in THRESHOLDS:
                ref = reference_count(a, b, t, include_aa)
                ours = flipbook_count(flipbook, pa, pb, t, include_aa)
                if ours == ref:
                    cells.append(f"{ref:>8} = {ours:<6}")
                else:
                    rounded = reference_count(cairo_round_trip(a), cairo_round_trip(b), t, include_aa)
                    if exact or ours != rounded:
                        mismatches += 1
                        cells.append(f"{ref:>8} ≠ {ours:<6}")
                    else:
                        lossy += 1
                        cells.append(f"{ref:>8} ~ {ours:<6}")
                rows.append((name, include_aa, t, ref, ours))
            print(f"{name:<28} {'include' if include_aa else 'detect':<7}" + "".join(f" {c:>17}" for c in cells))
    print()
    print("cells: reference = flipbook;  '~' differs only because the PNG's semi-transparent colours do not survive")
    print("Cairo's premultiplied decoding (flipbook equals the reference run on Cairo-rounded pixels);  '≠' real mismatch")
    print(f"{len(rows)} counts, {mismatches} mismatches, {lossy} decode-rounding differences")
    return mismatches


def write_fixtures(directory):
    os.makedirs(directory, exist_ok=True)
    chosen = {"aa-shift-0.25px", "aa-shift-1px", "color-blocks-24", "alpha-ramp-20", "alpha-ramp-20/cairo-exact", "noise-sparse"}
    expected = {}
    for name, a, b in make_pairs():
        if name not in chosen:
            continue
        stem = name.replace("/", "_")
        # Crop to keep the committed files small.
        box = (0, 0, 96, 72)
        a, b = a.crop(box), b.crop(box)
        a.save(os.path.join(directory, stem + "-a.png"))
        b.save(os.path.join(directory, stem + "-b.png"))
        expected[stem] = {f"{t}/{'includeAA' if aa else 'detectAA'}": reference_count(a, b, t, aa)
                          for t in THRESHOLDS for aa in (False, True)}
    # Printed as the Swift test's table (Tests/ImageDiffTests/ReferenceFixtureTests.swift).
    for stem, counts in sorted(expected.items()):
        cells = ", ".join(f"{counts[f'{t}/detectAA']}, {counts[f'{t}/includeAA']}" for t in THRESHOLDS)
        print(f'        ("{stem}", [{cells}]),')


def write_png_fixtures(directory):
    """Small PNGs of every colour type, bit depth, palette/tRNS transparency and Adam7 interlacing
    (written with pypng), each with `<name>.rgba`: the straight RGBA bytes Pillow decodes, which
    ImageDiff's own PNG decoder must reproduce. 16-bit greyscale is left out: Pillow clips it to 255
    instead of keeping the high byte as it does for every other 16-bit type (and as libpng does)."""
    import png  # pypng: the only writer here that does bit depths below 8 and interlacing

    os.makedirs(directory, exist_ok=True)
    rng = random.Random(11)
    w, h = 13, 7
    colours = [(rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255), a)
               for a in (0, 0, 1, 64, 128, 200, 254, 255, 255, 255, 255, 255)]
    rgba = [[colours[rng.randrange(len(colours))] for _ in range(w)] for _ in range(h)]
    greys = [[rng.randint(0, 255) for _ in range(w)] for _ in range(h)]

    def save(name, writer, rows):
        path = os.path.join(directory, name + ".png")
        with open(path, "wb") as f:
            writer.write(f, rows)
        with open(os.path.join(directory, name + ".rgba"), "wb") as f:
            f.write(Image.open(path).convert("RGBA").tobytes())

    flat = lambda row: [v for px in row for v in px]
    for interlace in (False, True):
        suffix = "-adam7" if interlace else ""
        save("rgba8" + suffix, png.Writer(w, h, greyscale=False, alpha=True, bitdepth=8, interlace=interlace), [flat(r) for r in rgba])
        save("rgba16" + suffix, png.Writer(w, h, greyscale=False, alpha=True, bitdepth=16, interlace=interlace),
             [[v << 8 | rng.randint(0, 255) for v in flat(r)] for r in rgba])
        save("palette8-trns" + suffix, png.Writer(w, h, palette=colours, bitdepth=8, interlace=interlace),
             [[colours.index(px) for px in r] for r in rgba])
    # zlib level 0 writes stored (uncompressed) deflate blocks.
    save("rgba8-stored", png.Writer(w, h, greyscale=False, alpha=True, bitdepth=8, compression=0), [flat(r) for r in rgba])
    opaque = [[px[:3] for px in r] for r in rgba]
    key = opaque[0][0]
    save("rgb8-trns", png.Writer(w, h, greyscale=False, bitdepth=8, transparent=key), [flat(r) for r in opaque])
    save("rgb16", png.Writer(w, h, greyscale=False, bitdepth=16), [[v * 257 for v in flat(r)] for r in opaque])
    for depth in (1, 2, 4):
        levels = (1 << depth) - 1
        save(f"gray{depth}", png.Writer(w, h, greyscale=True, bitdepth=depth), [[v * levels // 255 for v in r] for r in greys])
        size = min(1 << depth, len(colours))
        save(f"palette{depth}", png.Writer(w, h, palette=colours[:size], bitdepth=depth),
             [[v % size for v in r] for r in greys])
    save("gray8-trns", png.Writer(w, h, greyscale=True, bitdepth=8, transparent=greys[0][0]), greys)
    save("graya8", png.Writer(w, h, greyscale=True, alpha=True, bitdepth=8),
         [[v for g in r for v in (g, 255 - g)] for r in greys])
    save("graya16-adam7", png.Writer(w, h, greyscale=True, alpha=True, bitdepth=16, interlace=True),
         [[v for g in r for v in (g * 257, (255 - g) << 8 | 7)] for r in greys])
    print(f"wrote {len(os.listdir(directory)) // 2} PNG variants to {directory}")


def speed(flipbook, workdir):
    print()
    print("speed on a 2560x1440 pair (best of 7 for flipbook, 1 run for the reference)")
    size = (2560, 1440)

    def draw_big(d, f, shift, variant):
        palette = [(0, 122, 255), (255, 149, 0), (52, 199, 89), (175, 82, 222), (255, 59, 48)]
        font = ImageFont.truetype(FONT, 48 * f)
        for i in range(12):
            x = (40 + i * 210 + (shift if i % 3 == 0 else 0)) * f
            fill = (255, 45, 85) if variant and i == 7 else palette[i % 5]
            d.rounded_rectangle([x, 160 * f, x + 180 * f, 1240 * f], radius=32 * f, fill=fill)
            d.text((x + 20 * f, 200 * f), f"card {i + (variant if i == 4 else 0)}", fill=(255, 255, 255), font=font)

    def scene(shift, variant):
        return supersampled(size, 2, lambda d, f: draw_big(d, f, shift, variant), background=(242, 242, 247))

    # The second frame moves every third card by 1.5 px, recolours one and retitles another.
    a = scene(0, 0)
    b = scene(1.5, 1)
    pa, pa2, pb = (os.path.join(workdir, n) for n in ("big-a.png", "big-a2.png", "big-b.png"))
    a.save(pa)
    shutil.copy(pa, pa2)
    b.save(pb)

    def best(cmd, runs=7):
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run(cmd, capture_output=True)
            times.append(time.perf_counter() - start)
        return min(times)

    startup = best([flipbook, "compare", "--help"])
    same = best([flipbook, "compare", pa, pa2])
    diff = best([flipbook, "compare", pb, pa])
    start = time.perf_counter()
    ia, ib = Image.open(pa), Image.open(pb)
    ref_count = pixelmatch(ia, ib)
    ref = time.perf_counter() - start
    start = time.perf_counter()
    Image.open(pa).load(), Image.open(pb).load()
    decode = time.perf_counter() - start
    ours = json.loads(subprocess.run([flipbook, "compare", pa, pb, "--format", "json"], capture_output=True, text=True).stdout)
    print(f"  flipbook compare, identical pair:  {same * 1000:8.1f} ms  (of which {startup * 1000:.1f} ms starting the process;"
          f" Pillow decodes the two PNGs in {decode * 1000:.1f} ms)")
    print(f"  flipbook compare, different pair:  {diff * 1000:8.1f} ms  ({ours['diffPixels']} differing pixels)")
    print(f"  PyPI pixelmatch, different pair:   {ref * 1000:8.1f} ms  ({ref_count} differing pixels)")
    print(f"  speed-up: {ref / diff:.0f}x")
    return ref / diff


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--flipbook", default=".build/release/flipbook", help="path of the flipbook executable")
    parser.add_argument("--skip-speed", action="store_true")
    parser.add_argument("--keep", metavar="DIR", help="write the pairs here and keep them")
    parser.add_argument("--write-fixtures", metavar="DIR", help="write the committed test pairs and print the reference's counts for the test, then stop")
    parser.add_argument("--write-png-fixtures", metavar="DIR", help="write PNGs of every format with Pillow's RGBA bytes (needs pypng), then stop")
    args = parser.parse_args()
    if args.write_png_fixtures:
        write_png_fixtures(args.write_png_fixtures)
        return 0
    if args.write_fixtures:
        write_fixtures(args.write_fixtures)
        return 0
    if not os.access(args.flipbook, os.X_OK):
        print(f"error: {args.flipbook} is not an executable — build it first: swift build -c release --product flipbook", file=sys.stderr)
        return 2
    workdir = args.keep or tempfile.mkdtemp(prefix="pixelmatch-reference-")
    os.makedirs(workdir, exist_ok=True)
    try:
        mismatches = agreement(args.flipbook, workdir)
        if not args.skip_speed:
            speed(args.flipbook, workdir)
    finally:
        if not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
