"""What the review's browser tests share: the `flipbook review` server, the failing check they
review, the goldens folder's files, and the page's waits."""
import hashlib
import json
import os
import shutil
import subprocess

from harness import Served

CHROMIUM = "/usr/bin/chromium"
TIMEOUT_MS = 15000
OFFSETS = "0,0.25,0.5,0.75,1"


class Review(Served):
    """`flipbook review REPORT --goldens goldens --port 0` in `folder`, stopped with SIGINT at the end."""

    def __init__(self, flipbook, folder, report="report"):
        super().__init__(flipbook, ["review", report, "--goldens", "goldens"], cwd=folder)


def flipbook_run(flipbook, folder, *arguments):
    return subprocess.run([flipbook, *arguments], cwd=folder, capture_output=True, text=True)


def goldens(folder):
    """Every file of the goldens folder, relative, with the SHA-256 of its bytes."""
    found = {}
    root = os.path.join(folder, "goldens")
    for directory, _, names in os.walk(root):
        for name in names:
            path = os.path.join(directory, name)
            with open(path, "rb") as file:
                found[os.path.relpath(path, root)] = hashlib.sha256(file.read()).hexdigest()
    return found


def changed(before, after):
    return sorted(name for name in set(before) | set(after) if before.get(name) != after.get(name))


def make_report(flipbook, folder):
    """A failing check: `cover` changed in every frame, `tinder` in frames 3 and 4, `fresh` has no
    goldens yet, and `cover` has a golden (frame-0009) no longer rendered."""
    scenes = os.path.join(folder, "scenes")
    os.makedirs(scenes)
    for name, preset in (("cover", "scale.coverFlow"), ("tinder", "stack.tinder")):
        with open(os.path.join(scenes, name + ".yaml"), "w") as file:
            file.write(f"extends: {preset}\nname: {name}\n")
    check = ["check", "scenes", "--goldens", "goldens", "--viewport", "80x100", "--offsets", OFFSETS, "--out", "report"]
    flipbook_run(flipbook, folder, *check)
    with open(os.path.join(scenes, "cover.yaml"), "a") as file:
        file.write("background: '#FF3B30'\n")
    with open(os.path.join(scenes, "fresh.yaml"), "w") as file:
        file.write("extends: snapshot.grid\nname: fresh\n")
    tinder = os.path.join(folder, "goldens", "tinder")
    for number in (3, 4):
        shutil.copy(os.path.join(tinder, "frame-0001.png"), os.path.join(tinder, f"frame-000{number}.png"))
    cover = os.path.join(folder, "goldens", "cover")
    shutil.copy(os.path.join(cover, "frame-0005.png"), os.path.join(cover, "frame-0009.png"))
    with open(os.path.join(cover, "manifest.json")) as file:
        manifest = json.load(file)
    manifest["images"].append({"name": "frame-0009", "offset": 2, "width": 80, "height": 100})
    with open(os.path.join(cover, "manifest.json"), "w") as file:
        json.dump(manifest, file, indent=2, sort_keys=True)
    result = flipbook_run(flipbook, folder, *check, "--record", "never")
    if result.returncode != 1:
        raise RuntimeError(f"the check should fail: {result.stdout}{result.stderr}")
    return check


def open_page(browser, url, errors):
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']")
    return page


def select(page, item_id):
    page.click(f"#list li[data-id='{item_id}']")
    page.wait_for_function("(id) => document.querySelector('#title').textContent === id", arg=item_id)
    wait_for_images(page)


def wait_for_images(page):
    page.wait_for_function("() => document.querySelectorAll('#stage img').length > 0 && "
                           "[...document.querySelectorAll('#stage img')].every((img) => img.complete && img.naturalWidth > 0)")
