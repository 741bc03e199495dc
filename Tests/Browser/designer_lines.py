"""The YAML pane marks a mistake's own line in its gutter, run by designer_test.py (issue #38,
point 8): a key missing its colon (libyaml stops lines later), a quote left open, a duplicate key
(libyaml names the first copy), U+2028 in a string (libyaml counts it as a line break, the pane
does not), a mistake after blank lines and a long comment block, in a flow map over two lines."""
from playwright.sync_api import expect

from harness import open_page

BASE = "extends: scale.coverFlow\n"

CASES = [
    ("a key missing its colon, blank and comment lines after it",
     BASE + "itemCount 3\n\n# a comment\n\nbackground: '#FFFFFF'\n", 2),
    ("a nested key missing its colon", BASE + "card:\n  cornerRadius 3\n  title: x\n", 3),
    ("a quote left open", BASE + "card:\n  title: \"abc\n  cornerRadius: 3\n", 3),
    ("a duplicate key", BASE + "effect:\n  scale:\n    minScale: 0.5\n    maxScale: 1\n    minScale: 0.6\n", 6),
    ("U+2028 in a quoted string, then a bad value", BASE + "card:\n  title: \"a\u2028b\"\n  cornerRadius: -1\n", 4),
    ("a bad value after a long comment block",
     BASE + "".join(f"# note {i}\n" for i in range(30)) + "\nitemCount: 0\n", 33),
    ("an unknown key in a flow map over two lines", BASE + "card: {cornerRadius: 8,\n  bogus: 1}\n", 3),
    ("a wrong type under a block string", BASE + "card:\n  title: |\n    one\n    two\n  cornerRadius: abc\n", 6),
]


def mistakes_marked_at_their_line(browser, url, check):
    page, errors = open_page(browser, url)
    page.click("[role=tab][data-tab=yaml]")
    pane, box = page.locator("#yaml"), page.locator("#yaml-error")
    wrong = []
    for name, text, line in CASES:
        pane.fill(BASE)
        expect(box).to_be_hidden()
        pane.fill(text)
        expect(box).to_be_visible()
        marked = page.locator("#yaml-gutter .bad").all_inner_texts()
        said = box.get_attribute("data-line")
        if marked != [str(line)] or said != str(line):
            wrong.append(f"{name}: marked {marked}, said {said}, expected {line} ({box.inner_text()[:90]})")
    check("the gutter marks each mistake's own line", not wrong, "; ".join(wrong) or f"{len(CASES)} mistakes")
    # Clicking the error selects that line's text.
    box.click()
    selected = page.evaluate("() => { const t = document.querySelector('#yaml'); return t.value.slice(t.selectionStart, t.selectionEnd); }")
    check("clicking the error selects the marked line", selected == "  cornerRadius: abc", repr(selected))
    check("no script errors while marking mistakes", not errors, "; ".join(errors))
    page.close()
