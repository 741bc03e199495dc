"""The designer's second-pass checks, run by designer_test.py: typing into number fields, tree
actions on the current form, the unsaved marker and the prompts that guard a file, keyboard use
and an axe-core pass (issue #38)."""
import time

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect


def first_render(page):
    page.wait_for_function("() => Number(document.querySelector('#preview').dataset.renders || 0) > 0 && !document.querySelector('#stage').classList.contains('busy')")


def renders(page):
    return int(page.get_attribute("#preview", "data-renders") or "0")


def settle(page, before):
    """Waits for a render after `before` and for the queue to empty."""
    page.wait_for_function("(n) => Number(document.querySelector('#preview').dataset.renders || 0) > n", arg=before)
    page.wait_for_function("() => !document.querySelector('#stage').classList.contains('busy')")


def typing_and_tree(browser, designer_on_copy, changed_lines, saved, flipbook, folder, check):
    """Half-typed numbers are not sent, the reason is text beside the field; a tree move keeps an
    unsaved edit and saves as the moved lines only; the unsaved marker, the layout-pick
    confirmation and the leave-page prompt guard the file."""
    path, original, designer = designer_on_copy(flipbook, folder, "parallax.onboarding", "edits.yaml")
    try:
        page = browser.new_page(viewport={"width": 1440, "height": 900})
        page.goto(designer.url)
        first_render(page)
        check("a file just opened is not marked unsaved", page.is_hidden("#unsaved") and not page.title().startswith("•"))

        count = page.locator('.option[data-path="itemCount"]')
        field = count.locator(".number-field")
        reason = count.locator(".field-reason")
        before = renders(page)
        field.fill("2.5")
        page.wait_for_timeout(1200)
        check("a half-typed or wrong number is not sent, and says why beside the field",
              renders(page) == before and "whole number" in reason.inner_text() and reason.is_visible(), reason.inner_text())
        field.press("Tab")
        check("leaving the field keeps the last valid value, the reason stays",
              field.input_value() == "4" and "kept 4" in reason.inner_text(), f"{field.input_value()!r}, {reason.inner_text()!r}")
        field.fill("5")
        field.press("Enter")
        settle(page, before)
        check("Enter sends a complete value; the page is marked unsaved",
              page.is_visible("#unsaved") and page.title().startswith("•") and reason.inner_text() == "")

        # An unsaved edit inside a layer, then the tree's ↓ on that layer: the move starts from the edit.
        page.click('details[data-path="overlay.pages.0"] > summary')
        page.click('details[data-path="overlay.pages.0.0"] > summary')
        corner = page.locator('.option[data-path="overlay.pages.0.0.cornerRadius"] .number-field')
        before = renders(page)
        corner.fill("30")
        corner.press("Enter")
        settle(page, before)
        before = renders(page)
        page.click('[data-tools-for="overlay.pages.0.0"] button[aria-label^="move down layer 1 (phone (rect))"]')
        settle(page, before)
        saved(page)
        text = open(path, encoding="utf-8").read()
        removed, added = changed_lines(original, text)
        comments = lambda t: sorted(line for line in t.split("\n") if line.strip().startswith("#"))
        phone = text.index("- id: phone")
        check("a tree move keeps the unsaved edit before it and saves as the moved lines only",
              "cornerRadius: 30" in text[phone:phone + 200] and text.index("- - id: screen") < phone
              and len(removed) <= 18 and len(added) <= 18 and comments(text) == comments(original)
              and any(line.startswith("itemCount: 5 ") for line in added),
              f"{len(removed)} lines out, {len(added)} in")
        check("Save clears the unsaved marker", page.is_hidden("#unsaved") and not page.title().startswith("•"))
        page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
        serious = [v for v in Axe().run(page).response["violations"] if v.get("impact") in ("serious", "critical")]
        check("axe-core finds no serious or critical violation in an overlay's layer tree", not serious,
              "; ".join(f"{v['id']} ({v['impact']}): {v['nodes'][0]['target']}" for v in serious[:6]))

        # Picking a layout over a file that says more than `extends:` asks first; Cancel keeps it.
        dialogs = []
        page.once("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
        page.select_option("#layout", "stack.tinder")
        page.wait_for_timeout(300)
        check("a layout pick over a designed file asks first, and Cancel keeps the file's layout",
              dialogs and "afresh" in dialogs[0] and page.input_value("#layout") != "stack.tinder" and page.is_hidden("#unsaved"),
              dialogs[0] if dialogs else "no dialog")
        page.once("dialog", lambda dialog: dialog.accept())
        before = renders(page)
        page.select_option("#layout", "stack.tinder")
        settle(page, before)
        check("accepted, the new layout is an unsaved design", page.is_visible("#unsaved"))

        # Leaving with unsaved edits asks too (beforeunload); dismissed, the page stays.
        prompts = []
        page.on("dialog", lambda dialog: (prompts.append(dialog.type), dialog.dismiss()))
        page.mouse.click(700, 300)
        try:
            page.goto("about:blank", timeout=3000)
        except Exception:  # the dismissed prompt cancels the navigation
            pass
        check("leaving the page with unsaved edits asks first", prompts == ["beforeunload"] and page.url.startswith(designer.url.split("?")[0]),
              f"{prompts} {page.url}")
        check("nothing was saved by the layout pick", open(path, encoding="utf-8").read() == text)
        page.close()
    finally:
        designer.stop()


DUPLICATE_NAMES = """() => {
    const named = new Map();
    for (const el of document.querySelectorAll('button, input, select, textarea, a[href], summary')) {
        if (el.closest('[hidden]') || el.getAttribute('role') === 'radio' || el.getClientRects().length === 0) continue;
        const name = (el.getAttribute('aria-label') || el.textContent || '').trim();
        named.set(name, (named.get(name) || 0) + 1);
    }
    return [...named].filter(([, count]) => count > 1).map(([name, count]) => `${name} ×${count}`);
}"""


def keyboard(browser, url, check):
    """Skip links, the YAML pane's Esc, radio groups on the arrow keys, the shortcuts dialog's
    focus, Export's aria-expanded, visible focus on colour wells, no repeated names, and axe-core:
    no serious or critical violation."""
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    page.goto(url)
    first_render(page)
    page.keyboard.press("Tab")
    first = page.evaluate("document.activeElement.textContent")
    page.keyboard.press("Enter")
    check("the first Tab stop skips to the preview: Play in two key presses",
          first == "Skip to the preview" and page.evaluate("document.activeElement.id") == "play", first)

    page.focus("#yaml")
    value = page.input_value("#yaml")
    page.keyboard.press("Tab")
    indented = page.input_value("#yaml") != value
    page.keyboard.press("Escape")
    on_tab = page.evaluate("document.activeElement.dataset.tab")
    page.keyboard.press("Tab")
    check("the YAML pane indents with Tab and Esc leaves it", indented and on_tab == "yaml"
          and page.evaluate("document.activeElement.id") != "yaml", f"indented {indented}, Esc → {on_tab}")

    page.focus('#zoom [aria-checked="true"]')
    page.keyboard.press("ArrowRight")
    zoom = page.evaluate("[document.activeElement.dataset.scale, document.activeElement.getAttribute('aria-checked')]")
    tab_stops = page.evaluate("[...document.querySelectorAll('#zoom [role=radio]')].filter((b) => b.tabIndex === 0).length")
    check("radio groups move with the arrow keys and are one Tab stop", zoom == ["2", "true"] and tab_stops == 1, str(zoom))
    check("zoomed, the preview's stage scrolls and is a Tab stop", page.get_attribute("#stage", "tabindex") == "0")

    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
    # Focus and read in one step: the YAML edit above is parsed after a debounce, and its answer
    # rebuilds the form, which can land between a focus() and a later read.
    outline = page.evaluate("""() => {
        const colour = document.querySelector('input[type="color"]');
        colour.focus();
        return getComputedStyle(colour.closest('.swatch-wrap')).outlineStyle;
    }""")
    check("a colour well shows its focus", outline not in ("none", ""), outline)

    page.focus("#play")
    page.keyboard.press("?")
    in_dialog = page.evaluate("document.activeElement.id")
    page.keyboard.press("Escape")
    check("the shortcuts dialog takes focus and gives it back", in_dialog == "help-close" and page.is_hidden("#help")
          and page.evaluate("document.activeElement.id") == "play", in_dialog)

    page.click("#export-button")
    opened = page.get_attribute("#export-button", "aria-expanded")
    page.keyboard.press("Escape")
    check("Export's menu says it is closed after Esc", opened == "true" and page.get_attribute("#export-button", "aria-expanded") == "false"
          and page.is_hidden("#export-menu") and page.evaluate("document.activeElement.id") == "export-button")

    repeated = page.evaluate(DUPLICATE_NAMES)
    check("no two controls share an accessible name", not repeated, ", ".join(repeated[:12]))

    results = Axe().run(page)
    serious = [v for v in results.response["violations"] if v.get("impact") in ("serious", "critical")]
    check("axe-core finds no serious or critical violation (every section open)", not serious,
          "; ".join(f"{v['id']} ({v['impact']}, {len(v['nodes'])}): {v['nodes'][0]['target']}" for v in serious[:6]))
    minor = [f"{v['id']} ({v['impact']})" for v in results.response["violations"]]
    if minor:
        print(f"    axe also notes: {', '.join(minor)}")
    page.close()


def smaller_points(browser, url, check):
    """The issue's smaller points: defaults the renderer uses for enum options shown, not "unset";
    numberOfVisibleItems turned on starts at every card; minScale above maxScale warns; inside a
    page the tree adds and names layers."""
    page = browser.new_page(viewport={"width": 1440, "height": 900})
    page.on("dialog", lambda dialog: dialog.accept())
    page.goto(url)
    first_render(page)
    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
    paging = page.locator('.option[data-path="paging"]')
    check("paging left out shows the renderer's default, scrollView", "default" in (paging.get_attribute("class") or "")
          and paging.locator("select").evaluate("(e) => e.options[e.selectedIndex].textContent") == "scrollView",
          paging.inner_text()[:80])

    count = page.locator('.option[data-path="itemCount"] .number-field').input_value()
    visible = page.locator('.option[data-path="numberOfVisibleItems"]')
    before = renders(page)
    visible.locator('input[role="switch"]').click()
    settle(page, before)
    shown = page.locator('.option[data-path="numberOfVisibleItems"] .number-field').input_value()
    check("numberOfVisibleItems turned on starts at every card", shown == count, f"{shown} of {count}")

    low = float(page.locator('.option[data-path="effect.scale.minScale"] .number-field').input_value())
    high = page.locator('.option[data-path="effect.scale.maxScale"] .number-field')
    before = renders(page)
    high.fill(str(round(low / 2, 3)))
    high.press("Enter")
    settle(page, before)
    warning = page.locator('.option[data-path="effect.scale.minScale"] .order-warning')
    check("minScale above maxScale says so under minScale", warning.count() == 1 and "above maxScale" in warning.inner_text())

    # Page dots: the preview draws the page control the scene describes (turned on here).
    picture = """async () => {
        const bytes = await (await fetch(document.querySelector('#preview').src)).arrayBuffer();
        const digest = await crypto.subtle.digest("SHA-256", bytes);
        return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    }"""
    dots_before = page.evaluate(picture)
    before = renders(page)
    page.click('[data-tools-for="pageControl"] input[role="switch"]')
    settle(page, before)
    # The YAML pane follows a moment later (its request waits for the picture's).
    page.wait_for_function("() => document.querySelector('#yaml').value.includes('pageControl')")
    inspect = page.evaluate("""async () => {
        const token = new URLSearchParams(location.search).get("token");
        const config = { extends: "scale.coverFlow", pageControl: {} };
        const answer = await fetch("/api/inspect", { method: "POST", headers: { "X-Flipbook-Token": token },
            body: JSON.stringify({ config, offset: 0 }) });
        return JSON.stringify(await answer.json());
    }""")
    check("the preview draws the page dots the scene describes", "pageControl" in inspect
          and page.evaluate(picture) != dots_before
          and "pageControl" in page.input_value("#yaml"), inspect[:120])

    before = renders(page)
    page.select_option("#layout", "parallax.onboarding")
    settle(page, before)
    page.evaluate("document.querySelectorAll('details').forEach((d) => { d.open = true; })")
    direction = page.locator('.option[data-path="overlay.direction"]')
    adds = page.locator('details[data-path="overlay.pages.0"] button.small', has_text="+ ").all_inner_texts()
    removes = page.locator('[data-tools-for="overlay.pages.0.1"] button[aria-label^="remove"]').get_attribute("aria-label")
    check("an overlay's direction shows its default, a page adds and names layers",
          "horizontal" in direction.inner_text() and "+ layer" in adds and "+ page" not in adds
          and removes.startswith("remove layer 2 (screen (gradient)) of page 1"), f"{adds[-1]}, {removes!r}")
    page.close()

    # The picture's density on a 2× screen: designer_trust.preview_at_screen_density.
