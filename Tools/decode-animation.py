#!/usr/bin/env python3
"""Decodes an animated GIF, APNG or WebP with Pillow, independently of Flipbook's encoders.

Usage: decode-animation.py FILE [--raw OUT]

Prints one JSON object: {"format", "width", "height", "frames", "durations" (ms per frame),
"loop" (the file's loop field, null when absent)}. With --raw, writes every frame as the viewer
shows it (composited over the frames before, disposal and blending applied) as 8-bit RGBA,
frame after frame, to OUT. Flipbook's tests compare those pixels with the frames it encoded.
Exit status 3 when Pillow is not installed.
"""
import json
import sys

try:
    from PIL import Image
except ImportError:
    sys.stderr.write("Pillow is not installed: run it with .build/test-venv/bin/python3 (bash Tools/test.sh makes that venv)\n")
    sys.exit(3)


def main(argv):
    if len(argv) not in (2, 4) or (len(argv) == 4 and argv[2] != "--raw"):
        sys.stderr.write(__doc__)
        return 2
    image = Image.open(argv[1])
    count = getattr(image, "n_frames", 1)
    durations = []
    raw = open(argv[3], "wb") if len(argv) == 4 else None
    for index in range(count):
        image.seek(index)
        image.load()  # WebP sets a frame's duration when it loads it
        durations.append(image.info.get("duration"))
        if raw:
            raw.write(image.convert("RGBA").tobytes())
    if raw:
        raw.close()
    print(json.dumps({
        "format": image.format,
        "width": image.width,
        "height": image.height,
        "frames": count,
        "durations": durations,
        "loop": image.info.get("loop"),
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
