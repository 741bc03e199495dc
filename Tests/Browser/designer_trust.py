"""The designer never writes what the user did not choose (issue #48), run by designer_test.py:
a moved layer keeps its own values (nothing else marked changed, ↺ restores the layer's own value,
Save writes only the move); the preview is drawn at the size it is shown × devicePixelRatio at zoom
1 and 2; a timeline from 1 to 2 opens at 1; defaults are marked without dashed boxes; axe-core finds
nothing serious in the dark theme; Save writes a changed value as the file writes its neighbours and
keeps the trailing comment in its column."""
import os

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from harness import open_page


def renders(page):
    return int(page.get_attribute("#preview", "data-renders") or "0")


def settle(page, before):
    page.wait_for_function("(n) => Number(document.querySelector('#preview').dataset.renders || 0) > n", arg=before)
    page.wait_for_function("() => !document.querySelector('#stage').classList.contains('busy')")


def open_all(page):
    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")


def moved_layer_keeps_its_values(browser, designer_on_copy, changed_lines, saved, flipbook, folder, check):
    path, original, designer = designer_on_copy(flipbook, folder, "parallax.onboarding", "moved.yaml")
    try:
        page, errors = open_page(browser, designer.url)
        open_all(page)
        before = renders(page)
        page.click('[data-tools-for="overlay.pages.0.2"] button[aria-label^="move up"]')
        settle(page, before)
        open_all(page)
        labels = [page.inner_text(f'details[data-path="overlay.pages.0.{i}"] > summary .item-label') for i in range(3)]
        marked = page.eval_on_selector_all('.option.changed[data-path^="overlay.pages.0."]', "(rows) => rows.map((r) => r.dataset.path)")
        check("moving a layer up marks nothing changed in either layer", labels[1].startswith("bubble") and labels[2].startswith("screen")
              and not marked, f"{labels}; marked: {marked}")

        frame = page.locator('.option[data-path="overlay.pages.0.2.frame.height"]')
        height = frame.locator(".number-field")
        shown = height.input_value()
        before = renders(page)
        height.fill("250")
        height.press("Enter")
        settle(page, before)
        before = renders(page)
        frame.locator(".reset").click()
        settle(page, before)
        open_all(page)
        reset = page.locator('.option[data-path="overlay.pages.0.2.frame.height"] .number-field').input_value()
        check("↺ on the moved-past layer restores its own value, not the other layer's", shown == "202" and reset == "202",
              f"screen's height shown {shown}, after ↺ {reset}")

        saved(page)
        text = open(path, encoding="utf-8").read()
        removed, added = changed_lines(original, text)
        screen = text.index("- id: screen")
        check("Save writes the move and nothing else", "height: 202" in text[screen:screen + 300] and sorted(removed) == sorted(added)
              and "height: 44" not in text[screen:screen + 300], f"{len(removed)} lines out, {len(added)} in: {added[:3]}")
        check("no script errors while moving layers", not errors, str(errors))
        page.close()
    finally:
        designer.stop()


def preview_at_screen_density(browser, url, check):
    """Natural size = shown size × devicePixelRatio, at zoom 1 and 2, on 1× and 2× screens."""
    found = []
    for ratio in (1, 2):
        page = browser.new_page(viewport={"width": 1440, "height": 900}, device_scale_factor=ratio)
        page.goto(url)
        page.wait_for_function("() => Number(document.querySelector('#preview').dataset.renders || 0) > 0 && !document.querySelector('#stage').classList.contains('busy')")
        page.wait_for_function("() => !document.querySelector('#stage').classList.contains('busy')")
        for zoom in ("1", "2"):
            before = renders(page)
            page.click(f'#zoom [data-scale="{zoom}"]')
            try:
                settle(page, before)
            except Exception:  # no new picture: what is on screen is measured
                pass
            page.wait_for_timeout(300)
            page.wait_for_function("() => !document.querySelector('#stage').classList.contains('busy')")
            found.append((ratio, zoom) + tuple(page.evaluate("""() => {
                const img = document.querySelector('#preview'), box = img.getBoundingClientRect();
                const stage = document.querySelector('#stage');
                return [img.naturalWidth, img.naturalHeight, box.width * devicePixelRatio, box.height * devicePixelRatio, stage.clientWidth];
            }""")))
        page.close()
    wrong = [f for f in found if abs(f[2] - f[4]) > 1 or abs(f[3] - f[5]) > 1]
    large = [f for f in found if f[1] == "1" and f[4] / f[0] < 300]
    check("the preview's pixels are the screen's: natural size = shown size × devicePixelRatio at zoom 1 and 2",
          not wrong and not large, "; ".join(f"dpr {r} zoom {z}: {w}×{h} px shown as {sw:.0f}×{sh:.0f}" for r, z, w, h, sw, sh, _ in found))


def timeline_start_and_defaults(browser, flipbook, folder, designer_class, check):
    path = os.path.join(folder, "late.yaml")
    with open(path, "w", encoding="utf-8") as out:
        out.write("extends: pages.curl\ntimeline: {from: 1, to: 2, frames: 10}\n")
    designer = designer_class(flipbook, path)
    try:
        page, errors = open_page(browser, designer.url)
        expect(page.locator("#frames")).to_contain_text("10 frames")
        try:
            page.wait_for_function("() => document.querySelector('#offset-field').value === '1'", timeout=5000)
        except Exception:  # said by the check below
            pass
        check("a timeline from 1 to 2 opens at offset 1", page.input_value("#offset-field") == "1", page.input_value("#offset-field"))
        open_all(page)
        field = page.locator('.option.default[data-path="pageViewController.interPageSpacing"] .number-field')
        style = field.evaluate("(f) => [getComputedStyle(f).borderTopStyle, getComputedStyle(f).fontStyle]")
        check("a default is marked in italics, without a dashed box that looks like a focus ring", style == ["solid", "italic"], str(style))
        page.close()
    finally:
        designer.stop()


def dark_theme_axe(browser, url, check):
    page = browser.new_page(viewport={"width": 1440, "height": 900}, color_scheme="dark")
    page.goto(url)
    page.wait_for_function("() => Number(document.querySelector('#preview').dataset.renders || 0) > 0 && !document.querySelector('#stage').classList.contains('busy')")
    open_all(page)
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    dark = sum(int(part) for part in background[background.index("(") + 1:-1].split(",")[:3]) < 150
    saving = page.is_enabled("#save")
    violations = Axe().run(page).response["violations"]
    serious = [f"{v['id']} ({v['impact']}): {v['nodes'][0]['target']} {v['nodes'][0].get('failureSummary', '')[:140]}"
               for v in violations if v.get("impact") in ("serious", "critical")]
    check("axe-core finds no serious or critical violation in the dark theme (every section open, Save enabled)",
          not serious and dark and saving, "; ".join(serious[:4]) or f"background {background}, Save enabled: {saving}")
    page.close()


def save_formats_like_the_file(browser, designer_on_copy, changed_lines, saved, flipbook, folder, check):
    """0.7 → 0.85 keeps `# Upper bound…` in its column; `-pi/4` is written bare beside `maxAngle: pi/3`."""
    path, original, designer = designer_on_copy(flipbook, folder, "scale.coverFlow", "formatted.yaml")
    try:
        page, errors = open_page(browser, designer.url)
        open_all(page)
        for key, value in (("effect.scale.maxScale", "0.85"), ("effect.scale.rotation3d.minAngle", "-pi/4")):
            field = page.locator(f'.option[data-path="{key}"] .number-field')
            before = renders(page)
            field.fill(value)
            field.press("Enter")
            settle(page, before)
        saved(page)
        removed, added = changed_lines(original, open(path, encoding="utf-8").read())
        columns = [line.index("#") for line in removed], [line.index("#") for line in added]
        check("Save writes -pi/4 bare, as the file writes -pi/3, and keeps trailing comments in their column",
              len(added) == 2 and added[0].startswith("    maxScale: 0.85 ") and added[1].startswith("      minAngle: -pi/4 ")
              and columns[0] == columns[1] and not errors, f"{removed} → {added}")
        page.close()
    finally:
        designer.stop()
