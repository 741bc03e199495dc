#!/usr/bin/env python3
"""End-to-end tests of `flipbook designer` in a real headless browser (issue #12).

Starts the real `flipbook designer` binary with `--port 0` on a temporary copy of a preset config,
drives Debian's chromium through Playwright for Python (no browser download: executable_path), and
checks what a user would see: a slider changes the preview image, a YAML edit moves the control,
undo, save writes the file, the A/B diff shows, a YAML mistake is shown at its line, and the URL
reproduces the design. `--screenshots DIR` also writes the page in light and dark mode.

Usage: python3 Tests/Browser/designer_test.py [--flipbook PATH] [--screenshots DIR]
Exits 0 when every check passes, 1 with the failing check's name otherwise.
"""
import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import yaml
from playwright.sync_api import sync_playwright, expect

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHROMIUM = "/usr/bin/chromium"
PRESET = "scale.coverFlow"
TIMEOUT_MS = 15000


class Designer:
    """`flipbook designer CONFIG --port 0`, stopped with SIGINT (its Ctrl-C) at the end."""

    def __init__(self, flipbook, config):
        self.process = subprocess.Popen([flipbook, "designer", config, "--port", "0"], stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True)
        self.url = None
        deadline = time.time() + 30
        lines = []
        while time.time() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            lines.append(line)
            match = re.search(r"http://\S+\?token=[0-9a-f]+", line)
            if match:
                self.url = match.group(0)
                return
        self.stop()
        raise RuntimeError("flipbook designer printed no URL:\n" + "".join(lines))

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                return None
        self.output = self.process.stdout.read()
        return self.process.returncode


def image_hash(page, selector):
    """SHA-256 of the bytes the <img> shows (its blob URL fetched inside the page)."""
    return page.evaluate("""async (selector) => {
        const img = document.querySelector(selector);
        const bytes = await (await fetch(img.src)).arrayBuffer();
        const digest = await crypto.subtle.digest("SHA-256", bytes);
        return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    }""", selector)


def renders(page):
    return int(page.get_attribute("#preview", "data-renders") or "0")


def wait_for_new_render(page, before):
    page.wait_for_function("(n) => Number(document.querySelector('#preview').dataset.renders || 0) > n", arg=before,
                           timeout=TIMEOUT_MS)
    # The newest request wins: wait until no newer one is under way.
    page.wait_for_function("() => !document.querySelector('#stage').classList.contains('busy')", timeout=TIMEOUT_MS)


def median_latency(page, slider, changes=8):
    """Median option change → new preview image loaded, over single slider steps (each awaited),
    with the server's own render time: the figures issue #12 asks for. An even number of steps,
    alternating right and left, leaves the slider where it was."""
    latencies, render_times = [], []
    for index in range(changes):
        before = renders(page)
        slider.focus()
        page.keyboard.press("ArrowLeft" if index % 2 else "ArrowRight")
        wait_for_new_render(page, before)
        latencies.append(float(page.get_attribute("#status", "data-latency")))
        render_times.append(float(re.search(r"render ([0-9.]+) ms", page.inner_text("#status")).group(1)))
    latencies.sort()
    render_times.sort()
    return (f"change → image: median {latencies[changes // 2]:.0f} ms (min {latencies[0]:.0f}, max {latencies[-1]:.0f}); "
            f"server render median {render_times[changes // 2]:.1f} ms; over {changes} changes, 30 ms debounce included")


def row(page, path):
    return page.locator(f'.option[data-path="{path}"]')


def open_sections(page):
    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")


MODULE_CHECKS = """async () => {
    const values = await import("/assets/values.js");
    const schema = await import("/assets/schema.js");
    const panes = await import("/assets/panes.js");
    const config = { a: 1, b: { c: null, d: [1, 2] }, e: "x" };
    const target = { a: 2, b: { d: [1] }, f: null };
    const answers = {};
    answers.patchUndoesDiff = values.equal(values.patch(config, values.diff(config, target)), target);
    answers.shorthandExpands = values.setPath({ effect: "scale.coverFlow" }, ["effect", "scale", "minScale"], 0.5,
        { effect: { scale: { minScale: 0.7, maxScale: 1 } } });
    answers.angles = ["pi/4", "45deg", "-pi/2", "2pi", 0.5, "nonsense"].map(schema.angleValue).map((a) => (Number.isFinite(a) ? a : null));
    const json = await (await fetch("/api/schema", { headers: { "X-Flipbook-Token": new URLSearchParams(location.search).get("token") } })).json();
    const scale = json.properties.effect.anyOf[1].properties.scale.properties;
    answers.kinds = ["maxScale", "shadowOffsetMin", "rotation3d", "shadowColor", "keepVerticalSpacingEqual", "scaleCurve"]
        .map((key) => schema.describe(scale[key], key).kind);
    answers.timelineCurve = schema.describe(json.properties.timeline.anyOf[1].properties.curve, "curve").kind;
    answers.rangeWidensToValue = schema.rangeFor({ type: "number", minimum: 0, maximum: 1 }, "x", 3).max;
    const swift = 'let layout = CollectionViewPagingLayout() // 2 pages\\nview.scale = 0.5';
    const html = panes.highlightSwift(swift);
    answers.highlightKeepsText = html.replace(/<[^>]+>/g, "") === swift;
    answers.highlightMarksNumbers = (html.match(/tok-number/g) || []).length;
    return answers;
}"""


def module_checks(page, check):
    """The page's pure modules, run in the page itself (no Node here): diff/patch, angles, kinds."""
    answers = page.evaluate(MODULE_CHECKS)
    check("the URL's edits reproduce the config (diff, then patch)", answers["patchUndoesDiff"])
    check("a shorthand effect expands before an option is set",
          answers["shorthandExpands"] == {"effect": {"scale": {"minScale": 0.5, "maxScale": 1}}}, str(answers["shorthandExpands"]))
    angles = answers["angles"]
    check("angles read as the config reads them",
          [round(a, 6) if a is not None else None for a in angles[:5]] == [0.785398, 0.785398, -1.570796, 6.283185, 0.5]
          and angles[5] is None, str(angles))
    check("schema nodes get the right controls",
          answers["kinds"] == ["number", "pair", "optional", "colour", "boolean", "enum"] and answers["timelineCurve"] == "curve",
          f"{answers['kinds']} {answers['timelineCurve']}")
    check("a slider's range widens to show a value outside it", answers["rangeWidensToValue"] == 6)
    check("Swift highlighting keeps the text and marks numbers",
          answers["highlightKeepsText"] and answers["highlightMarksNumbers"] == 1, str(answers["highlightMarksNumbers"]))


def run(args):
    checks = []

    def check(name, condition, detail=""):
        checks.append(name)
        if not condition:
            raise AssertionError(f"{name}: {detail}")
        print(f"ok  {name}{'  (' + detail + ')' if detail else ''}")

    folder = tempfile.mkdtemp(prefix="flipbook-designer-test-")
    config = os.path.join(folder, "mine.yaml")
    shutil.copy(os.path.join(ROOT, "Presets", f"{PRESET}.yaml"), config)
    designer = Designer(args.flipbook, config)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1440, "height": 900})
            errors = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.set_default_timeout(TIMEOUT_MS)

            page.goto(designer.url)
            page.wait_for_function("() => Number(document.querySelector('#preview').dataset.renders || 0) > 0")
            check("the page shows a first preview", page.evaluate("document.querySelector('#preview').naturalWidth") == 300)
            check("controls are generated from the schema",
                  page.locator(".option").count() > 60, f"{page.locator('.option').count()} options")
            module_checks(page, check)
            if args.screenshots:
                shoot(browser, designer.url, args.screenshots)
            open_sections(page)
            first = image_hash(page, "#preview")

            # A slider: maxScale of the cover-flow effect (its cards are clamped to 0.7).
            slider = row(page, "effect.scale.maxScale").locator('input[type="range"]')
            before = renders(page)
            slider.focus()
            for _ in range(15):
                page.keyboard.press("ArrowRight")
            wait_for_new_render(page, before)
            moved_text = row(page, "effect.scale.maxScale").locator(".number-field").input_value()
            moved = float(moved_text)
            second = image_hash(page, "#preview")
            check("moving a slider changes the preview image", second != first and moved > 0.7, f"maxScale {moved}")
            check("the changed option is marked", "changed" in (row(page, "effect.scale.maxScale").get_attribute("class") or ""))
            print(f"    {median_latency(page, slider)}")

            # YAML edit → the control follows.
            yaml_text = page.locator("#yaml")
            expect(yaml_text).to_have_value(re.compile(r"maxScale: " + re.escape(moved_text) + r"\b"))
            edited = re.sub(r"cornerRadius: 16", "cornerRadius: 40", yaml_text.input_value(), count=1)
            yaml_text.fill(edited)
            expect(row(page, "card.cornerRadius").locator(".number-field")).to_have_value("40")
            check("a YAML edit moves the control", True, "cornerRadius 16 → 40")

            # Undo (outside the text area) puts cornerRadius back; redo and undo again.
            page.locator("#stage").click()
            page.keyboard.press("Control+z")
            expect(row(page, "card.cornerRadius").locator(".number-field")).to_have_value("16")
            page.click("#redo")
            expect(row(page, "card.cornerRadius").locator(".number-field")).to_have_value("40")
            page.click("#undo")
            expect(row(page, "card.cornerRadius").locator(".number-field")).to_have_value("16")
            check("undo and redo restore the previous values", True)

            # Save writes the file: the slider's value, not the undone edit.
            page.click("#save")
            expect(page.locator("#toast")).to_contain_text("Saved")
            saved = yaml.safe_load(open(config, encoding="utf-8"))
            resolved_scale = (saved.get("effect") or {}).get("scale", {}).get("maxScale")
            check("Save writes the config file", resolved_scale == moved and saved.get("card", {}).get("cornerRadius", 16) == 16,
                  f"maxScale on disk {resolved_scale}")

            # The URL carries the design: a fresh page on it shows the same value.
            page.wait_for_function("() => location.hash.length > 3")
            other = browser.new_page(viewport={"width": 1440, "height": 900})
            other.goto(page.url)
            expect(other.locator('.option[data-path="effect.scale.maxScale"] .number-field')).to_have_value(moved_text)
            other.close()
            check("a link reproduces the design", True, page.url.split("#")[1][:24] + "…")

            # A/B: pin A, change B, the diff shows mismatched pixels.
            page.click("#pin")
            slider.focus()
            page.keyboard.press("Home")
            page.wait_for_function("() => Number(document.querySelector('#mismatch').dataset.mismatched || 0) > 0")
            mismatched = int(page.get_attribute("#mismatch", "data-mismatched"))
            check("A/B compare shows the diff", page.evaluate("document.querySelector('#diff-image').naturalWidth") > 0,
                  f"{mismatched} pixels differ")
            page.click("#unpin")

            # A YAML mistake is shown inline with its line.
            lines = yaml_text.input_value().split("\n")
            bad_line = 12
            lines[bad_line - 1] = "not: valid: here"
            yaml_text.fill("\n".join(lines))
            error = page.locator("#yaml-error")
            expect(error).to_be_visible()
            expect(page.locator("#yaml-gutter .bad")).to_have_text(str(bad_line))
            check("bad YAML shows the error at its line", f"line {bad_line}" in error.inner_text(), error.inner_text())
            error.click()
            selected = page.evaluate("(() => { const t = document.querySelector('#yaml'); return t.value.slice(0, t.selectionStart).split('\\n').length; })()")
            check("clicking the error selects its line", selected == bad_line, f"line {selected}")

            # Drag on the preview scrolls: dragging left by half the image moves the offset forward.
            box = page.locator("#preview").bounding_box()
            offset_before = float(page.input_value("#offset-field"))
            page.mouse.move(box["x"] + box["width"] * 0.75, box["y"] + box["height"] / 2)
            page.mouse.down()
            page.mouse.move(box["x"] + box["width"] * 0.25, box["y"] + box["height"] / 2, steps=5)
            page.mouse.up()
            dragged = float(page.input_value("#offset-field"))
            check("dragging the preview scrolls", abs(dragged - offset_before - 0.5) < 0.05, f"offset {offset_before} → {dragged}")

            # Play steps through the timeline's offsets; pause stops.
            page.click("#play")
            page.wait_for_function("(o) => Number(document.querySelector('#offset-field').value) !== o", arg=dragged)
            page.click("#play")
            check("play steps through the timeline", page.get_attribute("#play", "aria-pressed") == "false")

            # Export downloads the animated file the server rendered.
            page.click("#export-button")
            with page.expect_download() as download:
                page.click('#export-menu [data-format="gif"]')
            gif = open(download.value.path(), "rb").read()
            check("Export GIF downloads a GIF", gif[:6] == b"GIF89a", f"{download.value.suggested_filename}, {len(gif)} bytes")

            # The layout picker: another preset's controls and picture.
            before = renders(page)
            page.select_option("#layout", "stack.tinder")
            wait_for_new_render(page, before)
            expect(row(page, "effect.stack.popAngle")).to_have_count(1)
            check("the layout picker loads a preset's options", row(page, "effect.scale.maxScale").count() == 0)

            # Every preset builds its form and renders (menus, page curl, layers, snapshot pieces).
            presets = page.eval_on_selector_all("#layout option", "(options) => options.map((o) => o.value).filter(Boolean)")
            failed = []
            for name in presets:
                before = renders(page)
                page.select_option("#layout", name)
                try:
                    wait_for_new_render(page, before)
                except Exception:
                    failed.append(name)
            check("every preset's form builds and its preview renders", not failed and not errors and len(presets) >= 30,
                  f"{len(presets)} presets" + (f"; failed: {failed}" if failed else "") + (f"; errors: {errors}" if errors else ""))

            # Without the token the page says which URL to open instead of failing silently.
            bare = browser.new_page()
            bare.goto(designer.url.split("?")[0])
            expect(bare.locator("#notice")).to_contain_text("token")
            bare.close()
            check("without the token the page says to open the printed URL", True)

            check("no script errors", not errors, "; ".join(errors))

            broken_file_opens(browser, args.flipbook, folder, check)
            browser.close()
    finally:
        status = designer.stop()
        shutil.rmtree(folder, ignore_errors=True)
    check("Ctrl-C stops the server cleanly", status == 0, f"exit {status}: {designer.output.strip()[-400:]}")
    return checks


def broken_file_opens(browser, flipbook, folder, check):
    """A config with a mistake still opens: its YAML with the error at the line, and fixing the
    text brings the form and the preview."""
    path = os.path.join(folder, "broken.yaml")
    with open(os.path.join(ROOT, "Presets", "stack.tinder.yaml"), encoding="utf-8") as preset:
        lines = preset.read().split("\n")
    good = lines[11]
    lines[11] = "itemCount: 6: 7"
    with open(path, "w", encoding="utf-8") as broken:
        broken.write("\n".join(lines))
    designer = Designer(flipbook, path)
    try:
        page = browser.new_page(viewport={"width": 1440, "height": 900})
        page.goto(designer.url)
        expect(page.locator("#yaml-error")).to_be_visible()
        shown = page.inner_text("#yaml-error")
        check("a broken config opens with its error and line", "line 12" in shown and page.locator(".option").count() == 0, shown)
        text = page.input_value("#yaml").split("\n")
        text[11] = good
        page.fill("#yaml", "\n".join(text))
        page.wait_for_function("() => Number(document.querySelector('#preview').dataset.renders || 0) > 0")
        check("fixing it in the YAML pane brings the form and the preview",
              page.locator('.option[data-path="effect.stack.popAngle"]').count() == 1 and not page.is_visible("#yaml-error"))
        page.close()
    finally:
        designer.stop()


def shoot(browser, url, folder):
    """The untouched config mid-swipe, 1440×900: light with the effect's options and the YAML,
    dark with the strip and the SwiftUI code."""
    os.makedirs(folder, exist_ok=True)
    for scheme in ("light", "dark"):
        page = browser.new_page(viewport={"width": 1440, "height": 900}, color_scheme=scheme)
        page.goto(url)
        page.wait_for_function("() => Number(document.querySelector('#preview').dataset.renders || 0) > 0")
        page.evaluate("['general', 'card'].forEach((id) => { document.querySelector(`[data-section=${id}]`).open = false; })")
        before = renders(page)
        page.fill("#offset-field", "1.4")
        page.press("#offset-field", "Enter")
        page.click("h1")
        wait_for_new_render(page, before)
        if scheme == "dark":
            page.click("#strip-toggle")
            page.wait_for_function("() => document.querySelector('#strip-image').naturalWidth > 0")
            page.click("[data-tab=swift]")
            page.click("#flavours button:nth-child(2)")
            page.wait_for_function("() => document.querySelector('#code').textContent.includes('SwiftUI')")
        page.mouse.move(0, 0)
        page.screenshot(path=os.path.join(folder, f"designer-{scheme}.png"))
        page.close()
        print(f"    wrote {folder}/designer-{scheme}.png")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--flipbook", default=os.path.join(ROOT, ".build", "debug", "flipbook"))
    parser.add_argument("--screenshots", default=None, help="write designer-light.png and designer-dark.png here")
    args = parser.parse_args()
    started = time.time()
    try:
        checks = run(args)
    except Exception as error:  # any failure: say which check, exit 1
        print(f"FAIL {error}", file=sys.stderr)
        return 1
    print(f"{len(checks)} browser checks passed in {time.time() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
