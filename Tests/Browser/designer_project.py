"""Export ▸ Save as project, run by designer_test.py (issue #38): the download is a .zip of the
scene's Swift package, the same files and bytes `flipbook code CONFIG --project FOLDER` writes for
the same file, and it follows an edit the file does not have yet."""
import io
import os
import subprocess
import tempfile
import zipfile

from playwright.sync_api import expect

from harness import open_page


def download_project(page):
    """Clicks Export ▸ Save as project: (suggested file name, {path inside the zip: bytes})."""
    page.click("#export-button")
    button = page.locator('#export-menu [data-action="project"]')
    expect(button).to_be_visible()
    with page.expect_download() as download:
        button.click()
    with open(download.value.path(), "rb") as data:
        archive = zipfile.ZipFile(io.BytesIO(data.read()))
    bad = archive.testzip()
    if bad is not None:
        raise AssertionError(f"the zip's {bad} does not match its CRC")
    return download.value.suggested_filename, {name: archive.read(name) for name in archive.namelist()}


def save_as_project(browser, designer_on_copy, flipbook, folder, check):
    """Save as project on a copy of `menu.tabs` (whose `name:` names the app MenuTabs): the zip
    holds `MenuTabs/` with the app's files, each byte for byte what the CLI writes for the same
    file; after a YAML edit (not saved) the project has the edit."""
    path, _, designer = designer_on_copy(flipbook, folder, "menu.tabs", "tabs.yaml")
    try:
        page, errors = open_page(browser, designer.url)
        name, files = download_project(page)
        expected = ["MenuTabs/App/App.swift", "MenuTabs/App/Cards.swift", "MenuTabs/App/Flipbook.swift", "MenuTabs/App/Screen.swift",
                    "MenuTabs/Package.swift", "MenuTabs/README.md"]
        check("Save as project downloads the scene's Swift package as a zip",
              name == "MenuTabs.zip" and sorted(files) == expected, f"{name}: {sorted(files)}")
        manifest = files["MenuTabs/Package.swift"].decode()
        check("the project's Package.swift names its dependencies by version range",
              'package(url: "https://github.com/rechsteiner/Parchment", from: "4.1.0")' in manifest
              and 'package(url: "https://github.com/amirdew/CollectionViewPagingLayout", from: "1.1.0")' in manifest)

        with tempfile.TemporaryDirectory() as cli:
            out = os.path.join(cli, "MenuTabs")
            run = subprocess.run([flipbook, "code", path, "--project", out], capture_output=True, text=True)
            written = {}
            for base, _, names in os.walk(out):
                for file in names:
                    full = os.path.join(base, file)
                    with open(full, "rb") as data:
                        written["MenuTabs/" + os.path.relpath(full, out)] = data.read()
        check("the zip holds exactly what `flipbook code --project` writes for the file",
              run.returncode == 0 and written == files,
              run.stderr.strip() or (f"{len(files)} files" if written == files else f"{sorted(written)} vs {sorted(files)}"))

        # An edit in the YAML pane (not saved): the project is of the design on screen.
        yaml_text = page.locator("#yaml")
        yaml_text.fill(yaml_text.input_value().replace('  title: "{number}"', '  title: "{number}"\n  cornerRadius: 31', 1))
        expect(page.locator("#yaml-error")).to_be_empty()
        page.wait_for_function("() => !document.querySelector('#stage').classList.contains('busy')")
        expect(page.locator('[data-path="card.cornerRadius"] .number-field')).to_have_value("31")
        _, edited = download_project(page)
        cards = edited["MenuTabs/App/Cards.swift"].decode()
        check("Save as project follows an unsaved edit", "static let cornerRadius: CGFloat = 31" in cards
              and open(path, encoding="utf-8").read().count("cornerRadius: 31") == 0)
        check("no script errors in Save as project", not errors and page.is_enabled("#export-button"), "; ".join(errors))
        page.close()
    finally:
        designer.stop()
