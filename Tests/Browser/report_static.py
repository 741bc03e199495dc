"""report.html without a server (issues #46 point 5 and #48), run by review_test.py: copied alone it
shows every image (they are in the page while the report is small) and offers the review's compare
modes (side by side, swipe, onion skin, toggle, diff only); a large report says it is a folder, and
opened without its folder says why its images are missing."""
import os
import shutil

from PIL import Image

from review_support import flipbook_run

IMAGES = "() => [...document.images].map((img) => img.naturalWidth)"


def copied_alone(browser, folder, check):
    """`folder` holds the report of review_support.make_report."""
    alone = os.path.join(folder, "copied")
    os.makedirs(alone)
    shutil.copy(os.path.join(folder, "report", "report.html"), alone)
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto("file://" + os.path.join(alone, "report.html"))
    page.wait_for_load_state("load")
    widths = page.evaluate(IMAGES)
    check("report.html copied alone shows its images", widths and all(width > 0 for width in widths) and page.is_hidden("#missing"),
          f"{sum(1 for w in widths if w > 0)} of {len(widths)} images shown")

    article = page.locator("article.frame", has=page.locator("h3 code", has_text="frame-0002")).first
    viewer = article.locator(".viewer")
    article.locator(".modes button[data-mode='swipe']").click()
    article.locator(".mode-controls [data-for='swipe'] input").fill("80")
    clip = article.locator("figure.actual img").evaluate("(img) => getComputedStyle(img).clipPath")
    boxes = [article.locator(f"figure.{kind}").bounding_box() for kind in ("expected", "actual")]
    swipe = viewer.get_attribute("data-mode") == "swipe" and "80%" in clip and boxes[0]["x"] == boxes[1]["x"] and boxes[0]["y"] == boxes[1]["y"]
    article.locator(".modes button[data-mode='onion']").click()
    article.locator(".mode-controls [data-for='onion'] input").fill("20")
    opacity = article.locator("figure.actual").evaluate("(f) => getComputedStyle(f).opacity")
    article.locator(".modes button[data-mode='toggle']").click()
    article.locator(".mode-controls [data-for='toggle']").click()
    hidden = article.locator("figure.actual").evaluate("(f) => getComputedStyle(f).visibility")
    article.locator(".modes button[data-mode='diff']").click()
    diff_only = [article.locator(f"figure.{kind}").is_visible() for kind in ("expected", "actual", "diff")]
    check("report.html offers swipe, onion skin, toggle and diff only without a server",
          swipe and opacity == "0.2" and hidden == "hidden" and diff_only == [False, False, True] and not errors,
          f"clip {clip}, opacity {opacity}, toggled {hidden}, diff only {diff_only} {errors}")
    page.close()


def large_is_a_folder(browser, flipbook, folder, check):
    """A report past the page's limit links its images, says it is a folder, and opened alone says why its images are missing."""
    with open(os.path.join(folder, "big.yaml"), "w") as file:
        file.write("extends: stack.tinder\nname: big\n")
    arguments = ["check", "big.yaml", "--goldens", "goldens", "--viewport", "300x400", "--offsets", "0,1,2,3,4,5", "--out", "report"]
    recorded = flipbook_run(flipbook, folder, *arguments)
    if not os.path.isdir(os.path.join(folder, "goldens", "big")):
        # A fresh run once found no goldens here; say what the command said, not a FileNotFoundError.
        check("the first check records big.yaml's goldens", False,
              f"exit {recorded.returncode}: {recorded.stdout[-1000:]} {recorded.stderr[-2000:]}")
        return
    # Goldens of noise, which no PNG compresses: six failures of about 1 MB of images each.
    for name in os.listdir(os.path.join(folder, "goldens", "big")):
        if name.endswith(".png"):
            Image.frombytes("RGB", (300, 400), os.urandom(300 * 400 * 3)).save(os.path.join(folder, "goldens", "big", name))
    flipbook_run(flipbook, folder, *arguments, "--record", "never")
    html = open(os.path.join(folder, "report", "report.html"), encoding="utf-8").read()
    alone = os.path.join(folder, "alone")
    os.makedirs(alone)
    shutil.copy(os.path.join(folder, "report", "report.html"), alone)
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    page.goto("file://" + os.path.join(alone, "report.html"))
    page.wait_for_selector("#missing:not([hidden])")
    missing = page.inner_text("#missing")
    check("a large report says it is a folder, and copied alone says why its images are missing",
          "data:image/png" not in html and "This report is a folder" in html and "whole folder" in missing, missing)
    page.close()
