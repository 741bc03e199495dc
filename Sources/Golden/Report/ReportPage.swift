/// The style and the scripts of `report.html` (`GoldenReport.html`): a page that works opened
/// from disk, with no server and nothing fetched, in light and dark.
enum ReportPage {
    /// Colours with 4.5:1 contrast in both schemes; the compare modes stack expected and actual in
    /// one grid cell (`.viewer[data-mode]`), so each image is in the page once.
    static let style = """
    :root { color-scheme: light dark; --fg: #1c1c1e; --bg: #fafafa; --panel: #fff; --line: #d5d5da; --muted: #55555a;
      --accent: #0060df; --bad: #ffd6d6; --recorded: #fff1c2; --note: #7a4100; }
    @media (prefers-color-scheme: dark) {
      :root { --fg: #f2f2f7; --bg: #1c1c1e; --panel: #2c2c2e; --line: #48484a; --muted: #b4b4bb; --bad: #5c2b2b; --recorded: #574a1c; --note: #ffc46b; }
    }
    body { font: 14px/1.45 -apple-system, "DejaVu Sans", sans-serif; margin: 24px; color: var(--fg); background: var(--bg); }
    code { font-family: "DejaVu Sans Mono", monospace; font-size: 13px; }
    .summary, figcaption, .folder { color: var(--muted); }
    .review code { background: var(--panel); border: 1px solid var(--line); padding: 2px 4px; border-radius: 4px; }
    .folder-note, .missing { border: 1px solid var(--line); border-left: 4px solid var(--accent); background: var(--panel); padding: 6px 10px; border-radius: 4px; }
    .missing { border-left-color: #c42b1c; font-weight: 600; }
    section.scene { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 8px 16px; margin: 16px 0; }
    section.scene.failed { border-color: #e0a0a0; }
    .badge { font-size: 12px; padding: 1px 6px; border-radius: 8px; background: var(--line); vertical-align: middle; }
    .failed > h2 .badge, article.failed .badge, article.error .badge, article.missing .badge { background: var(--bad); }
    article.recorded .badge { background: var(--recorded); }
    .notes li { color: var(--note); }
    .filmstrip { display: flex; flex-wrap: wrap; gap: 2px; list-style: none; padding: 0; }
    .filmstrip li { min-width: 1.6em; text-align: center; font-size: 0.75em; border-radius: 3px; background: #e6f4ea; color: #1e4620; }
    .filmstrip li.differs { background: #b3261e; color: #fff; }
    .modes { display: flex; gap: 2px; margin: 6px 0; }
    button { font: inherit; border: 1px solid var(--line); background: var(--panel); color: var(--fg); border-radius: 6px; padding: 2px 9px; cursor: pointer; }
    button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
    .viewer { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    figure { margin: 0; }
    figure img { display: block; image-rendering: pixelated; border: 1px solid var(--line); max-width: 100%;
      background: repeating-conic-gradient(#e6e6e6 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
    figcaption { font-size: 12px; }
    .viewer[data-mode="swipe"], .viewer[data-mode="onion"], .viewer[data-mode="toggle"] { display: inline-grid; }
    .viewer[data-mode="swipe"] > figure, .viewer[data-mode="onion"] > figure, .viewer[data-mode="toggle"] > figure { grid-area: 1 / 1; }
    .viewer:is([data-mode="swipe"], [data-mode="onion"], [data-mode="toggle"]) > figure.diff,
    .viewer[data-mode="diff"] > figure:not(.diff) { display: none; }
    .viewer:is([data-mode="swipe"], [data-mode="onion"], [data-mode="toggle"]) > figure.actual figcaption { visibility: hidden; }
    .viewer[data-mode="swipe"] > figure.actual img { clip-path: inset(0 0 0 var(--split, 50%)); }
    .viewer[data-mode="onion"] > figure.actual { opacity: var(--opacity, 0.5); }
    .viewer[data-mode="toggle"].expected > figure.actual { visibility: hidden; }
    .mode-controls { margin: 6px 0; font-size: 12px; }
    """

    /// Runs before the images load: an image that does not (the page copied without its folder)
    /// is counted and the page says why, at its top.
    static let missingImageScript = """
    var flipbookMissed = 0;
    function flipbookMissing(img) {
      flipbookMissed += 1;
      img.alt = "missing: " + img.getAttribute("src").slice(0, 80);
      var note = document.getElementById("missing");
      if (!note) { document.addEventListener("DOMContentLoaded", function () { flipbookMissing.shown(); }); return; }
      flipbookMissing.shown();
    }
    flipbookMissing.shown = function () {
      var note = document.getElementById("missing");
      note.hidden = false;
      note.textContent = flipbookMissed + " image" + (flipbookMissed === 1 ? "" : "s") + " did not load: this page shows the files of its report folder. "
        + "Open report.html inside that folder (copy or download the whole folder).";
    };
    """

    /// The compare modes of each image: the buttons set the viewer's mode, the sliders its cut and
    /// opacity, the toggle which image shows (key `t` too, for the last viewer used).
    static let compareScript = """
    var flipbookLast = null;
    document.querySelectorAll("article.frame").forEach(function (article) {
      var viewer = article.querySelector(".viewer"), modes = article.querySelector(".modes");
      if (!viewer || !modes) return;
      modes.hidden = false;
      var controls = article.querySelectorAll(".mode-controls [data-for]");
      function show(mode) {
        viewer.dataset.mode = mode;
        modes.querySelectorAll("button").forEach(function (b) { b.setAttribute("aria-pressed", String(b.dataset.mode === mode)); });
        controls.forEach(function (c) { c.hidden = c.dataset.for !== mode; });
        flipbookLast = viewer;
      }
      modes.addEventListener("click", function (event) { if (event.target.dataset.mode) show(event.target.dataset.mode); });
      controls.forEach(function (control) {
        var input = control.querySelector("input");
        if (input) input.addEventListener("input", function () {
          viewer.style.setProperty(control.dataset.for === "swipe" ? "--split" : "--opacity", control.dataset.for === "swipe" ? input.value + "%" : String(input.value / 100));
        });
        if (control.tagName === "BUTTON") control.addEventListener("click", function () {
          viewer.classList.toggle("expected");
          control.textContent = viewer.classList.contains("expected") ? "show actual" : "show expected";
        });
      });
    });
    document.addEventListener("keydown", function (event) {
      if (event.key !== "t" || !flipbookLast || flipbookLast.dataset.mode !== "toggle") return;
      flipbookLast.parentElement.querySelector('.mode-controls [data-for="toggle"]').click();
    });
    """
}
