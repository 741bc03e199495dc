#!/usr/bin/env python3
"""SVG frames drawn by real SVG clients match the PNG frames (issue #24).

For every preset, `flipbook render` writes the frame at each offset as PNG and as SVG at 1x and
3x. The SVG is drawn by rsvg-convert and by Debian's chromium (Playwright for Python, pointed at
/usr/bin/chromium: no browser download), and each picture is compared with the PNG of the same
scale through `flipbook compare` (pixelmatch, threshold 0.1, antialiased pixels not counted): at
most 0.2 % of the pixels may differ. No preset's SVG may contain `<image` (the page curl's
turning leaf aside: that preset may hold that one raster).

Then the animated SVG (`--format svg-animated`) of a swipe is opened in chromium: screenshots at
two times of the timeline must differ where the PNG frames of those times differ, and each must
match the PNG frame shown at its time.

Usage: python3 Tests/Browser/svg_test.py [--flipbook PATH] [--presets a,b] [--scales 1,3] [--out DIR]
Prints one line per preset, client and scale; exits 1 when a check fails.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHROMIUM = "/usr/bin/chromium"
LIMIT = 0.002
# Offsets drawn for each preset: between pages, so effects are half-way (and the curl turning).
OFFSETS = [1.35]
# The one preset whose SVG may embed a raster: the page curl's turning leaf.
RASTER_ALLOWED = {"pages.curl"}


def run(*args):
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} failed ({result.returncode}):\n{result.stderr}")
    return result.stdout


def compare(flipbook, expected, actual):
    """The share of pixels pixelmatch counts as different (threshold 0.1, AA not counted)."""
    result = subprocess.run([flipbook, "compare", expected, actual, "--threshold", "0.1", "--format", "json"],
                            capture_output=True, text=True)
    if result.returncode not in (0, 1):
        raise RuntimeError(f"flipbook compare failed:\n{result.stderr}")
    return json.loads(result.stdout)["diffRatio"]


def screenshot(page, svg, png, width, height, time=None):
    """Chromium's rendering of `svg` (a file) at its own size, 1 CSS px per pixel."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto("file://" + svg)
    if time is not None:
        page.evaluate(f"t => {{ document.documentElement.pauseAnimations(); document.documentElement.setCurrentTime(t); }}", time)
    page.screenshot(path=png, clip={"x": 0, "y": 0, "width": width, "height": height}, animations="allow")


def png_size(path):
    with open(path, "rb") as f:
        header = f.read(24)
    return int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--flipbook", default=os.path.join(ROOT, ".build", "debug", "flipbook"))
    parser.add_argument("--presets", default=None, help="comma-separated names (default: every preset)")
    parser.add_argument("--scales", default="1,3")
    parser.add_argument("--out", default=None, help="keep the pictures in this folder")
    args = parser.parse_args()
    flipbook = os.path.abspath(args.flipbook)
    presets = args.presets.split(",") if args.presets else [
        line.split()[0] for line in run(flipbook, "presets").splitlines() if line.strip() and "." in line.split()[0]]
    scales = [s for s in args.scales.split(",")]
    work = args.out or tempfile.mkdtemp(prefix="flipbook-svg-")
    os.makedirs(work, exist_ok=True)
    failures = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--allow-file-access-from-files"])
            page = browser.new_page(device_scale_factor=1)
            for preset in presets:
                for scale in scales:
                    folder = os.path.join(work, f"{preset}@{scale}x")
                    offsets = ",".join(str(o) for o in OFFSETS)
                    run(flipbook, "render", preset, "--offsets", offsets, "--scale", scale, "--out", folder + "/png", "--overwrite")
                    run(flipbook, "render", preset, "--offsets", offsets, "--scale", scale, "--out", folder + "/svg",
                        "--format", "svg", "--overwrite")
                    for name in sorted(os.listdir(folder + "/png")):
                        png = os.path.join(folder, "png", name)
                        svg = os.path.join(folder, "svg", name[:-4] + ".svg")
                        with open(svg, encoding="utf-8") as f:
                            text = f.read()
                        if "<image" in text and preset not in RASTER_ALLOWED:
                            failures.append(f"{preset} {scale}x: the SVG embeds a raster (<image)")
                        width, height = png_size(png)
                        rsvg = os.path.join(folder, name[:-4] + "-rsvg.png")
                        run("rsvg-convert", "--format", "png", "--output", rsvg, svg)
                        chrome = os.path.join(folder, name[:-4] + "-chromium.png")
                        screenshot(page, svg, chrome, width, height)
                        for client, picture in (("rsvg", rsvg), ("chromium", chrome)):
                            ratio = compare(flipbook, png, picture)
                            verdict = "ok" if ratio <= LIMIT else "FAIL"
                            print(f"{preset:24} {client:8} {scale}x {ratio * 100:7.4f} % differ  {verdict}", flush=True)
                            if ratio > LIMIT:
                                failures.append(f"{preset} {client} {scale}x: {ratio * 100:.3f} % of pixels differ from the PNG")
            failures += animated_checks(flipbook, page, work)
            browser.close()
    finally:
        if not args.out:
            shutil.rmtree(work, ignore_errors=True)
    for failure in failures:
        print("FAIL:", failure)
    return 1 if failures else 0


def animated_checks(flipbook, page, work):
    """The animated SVG plays in chromium: two times show the PNG frames of those times. Once with
    perspective cards (a group per frame), once with cards that only move and turn (each card drawn
    once, its transform animated)."""
    failures = []
    for preset in ("scale.coverFlow", "stack.tinder"):
        failures += animated_check(flipbook, page, work, preset)
    return failures


def animated_check(flipbook, page, work, preset):
    failures = []
    folder = os.path.join(work, "animated-" + preset)
    os.makedirs(folder, exist_ok=True)
    common = [preset, "--from", "0", "--to", "2", "--frames", "9"]
    svg = os.path.join(folder, "swipe.svg")
    run(flipbook, "render", *common, "--fps", "4", "--out", svg, "--format", "svg-animated")
    with open(svg, encoding="utf-8") as f:
        animates_cards = "<animateTransform" in f.read()
    if preset == "stack.tinder" and not animates_cards:
        failures.append("stack.tinder's animated SVG does not animate its cards' transforms (<animateTransform)")
    run(flipbook, "render", *common, "--out", folder + "/png", "--overwrite")
    frames = sorted(os.listdir(folder + "/png"))
    shots = []
    for index in (1, 6):
        time = (index + 0.5) / 4  # the middle of frame `index` at 4 fps
        png = os.path.join(folder, "png", frames[index])
        width, height = png_size(png)
        shot = os.path.join(folder, f"at-{index}.png")
        screenshot(page, svg, shot, width, height, time=time)
        ratio = compare(flipbook, png, shot)
        print(f"{preset + ' frame ' + str(index + 1):24} chromium 1x {ratio * 100:7.4f} % differ from its PNG frame", flush=True)
        if ratio > LIMIT:
            failures.append(f"{preset}'s animated SVG at {time} s: {ratio * 100:.3f} % of pixels differ from PNG frame {index + 1}")
        shots.append((shot, png))
    between_shots = compare(flipbook, shots[0][0], shots[1][0])
    between_pngs = compare(flipbook, shots[0][1], shots[1][1])
    print(f"{preset + ' two times':24} chromium    {between_shots * 100:7.4f} % differ (PNG frames: {between_pngs * 100:.4f} %)")
    if between_pngs > 0 and abs(between_shots - between_pngs) > LIMIT * 5:
        failures.append(f"{preset}'s animated SVG's two times differ by {between_shots:.4f}, the PNG frames by {between_pngs:.4f}")
    return failures


if __name__ == "__main__":
    sys.exit(main())
