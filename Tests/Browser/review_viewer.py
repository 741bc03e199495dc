"""The review page's viewer and words (issue #48, points 6 and 7), run by review_test.py: "fit"
fills the pane, a zoom opens on the first differing pixel with the actions still in view, the
figures once, axe-core in light and dark, and `review --help` with one default and whole examples."""
import os

from axe_playwright_python.sync_playwright import Axe
from PIL import Image

from review_support import Review, flipbook_run, open_page, select, wait_for_images

# A golden changed in a 4×4 block near its bottom-right corner: the only difference of the frame.
SPOT = (70, 88, 4, 4)


def spot_report(flipbook, folder):
    """A check of one scene whose frame-0001 differs only in `SPOT`."""
    with open(os.path.join(folder, "dot.yaml"), "w") as file:
        file.write("extends: scale.coverFlow\nname: dot\n")
    check = ["check", "dot.yaml", "--goldens", "goldens", "--viewport", "80x100", "--offsets", "0,0.5", "--out", "report"]
    flipbook_run(flipbook, folder, *check)
    path = os.path.join(folder, "goldens", "dot", "frame-0001.png")
    image = Image.open(path).convert("RGBA")
    x, y, width, height = SPOT
    for dx in range(width):
        for dy in range(height):
            image.putpixel((x + dx, y + dy), (255, 0, 255, 255))
    image.save(path)
    result = flipbook_run(flipbook, folder, *check, "--record", "never")
    if result.returncode != 1:
        raise RuntimeError(result.stdout + result.stderr)


def serious(page):
    violations = Axe().run(page).response["violations"]
    return [f"{v['id']} ({v['impact']}): {v['nodes'][0]['target']} {v['nodes'][0].get('failureSummary', '')[:120]}"
            for v in violations if v.get("impact") in ("serious", "critical")]


def viewer_points(browser, flipbook, folder, check):
    spot_report(flipbook, folder)
    review = Review(flipbook, folder)
    errors = []
    try:
        page = open_page(browser, review.url, errors)
        select(page, "dot/frame-0001")
        sizes = page.eval_on_selector_all("#stage .scroller", """(all) => all.map((s) => {
            const img = s.querySelector('.canvas > img').getBoundingClientRect();
            return [Math.round(img.width), Math.round(img.height), s.clientWidth, Math.round(window.innerHeight * 0.62)];
        })""")
        check("fit fills the pane (a small golden is scaled up, not left at 1×)",
              all(width >= room - 4 or height >= tall - 4 for width, height, room, tall in sizes) and all(width > 160 for width, *_ in sizes),
              str(sizes))
        viewer = page.inner_text("#viewer")
        check("the figures are shown once", viewer.count("of 8000") == 1, f"{viewer.count('of 8000')} times")

        page.select_option("#zoom", "8")
        wait_for_images(page)
        x, y, width, height = SPOT
        views = page.eval_on_selector_all("#stage .scroller", "(all) => all.map((s) => [s.scrollLeft, s.scrollTop, s.clientWidth, s.clientHeight])")
        centre = ((x + width / 2) * 8, (y + height / 2) * 8)
        check("zoom 8× opens on the first differing pixels",
              all(left <= centre[0] <= left + w and top <= centre[1] <= top + h for left, top, w, h in views), f"{views}, difference at {centre}")
        box = page.locator("#accept-frame").bounding_box()
        page.evaluate("document.querySelector('#viewer').scrollTop = 10000")
        scrolled = page.locator("#accept-frame").bounding_box()
        check("the Accept buttons stay in view, zoomed and scrolled",
              0 <= box["y"] and box["y"] + box["height"] <= 900 and 0 <= scrolled["y"] and scrolled["y"] + scrolled["height"] <= 900,
              f"at y {box['y']:.0f}, scrolled {scrolled['y']:.0f}")
        page.select_option("#zoom", "fit")
        light = serious(page)
        check("axe-core: no serious or critical violation in review, light", not light, "; ".join(light[:4]))
        page.close()
        dark = browser.new_page(viewport={"width": 1440, "height": 900}, color_scheme="dark")
        dark.goto(review.url)
        dark.wait_for_selector("body[data-ready='1']")
        dark.click("#filters button[data-filter='changed']")
        found = serious(dark)
        check("axe-core: no serious or critical violation in review, dark", not found, "; ".join(found[:4]))
        dark.close()
        check("no script errors in the viewer", not errors, str(errors))
    finally:
        review.stop()

    help_text = flipbook_run(flipbook, folder, "review", "--help").stdout
    lines = help_text.split("\n")
    broken = [line for index, line in enumerate(lines) if line.startswith("  flipbook review")
              and index + 1 < len(lines) and lines[index + 1].strip() and not lines[index + 1].startswith("  flipbook")]
    defaults = " ".join(help_text.split()).count("(default: flipbook-report)")
    check("review --help: one default per argument, each example on one line", defaults == 1 and not broken, f"{defaults} defaults; {broken}")
