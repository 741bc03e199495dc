import Foundation
import Problems

extension GoldenReport {
    // MARK: HTML

    /// The report page: one section per scene, failures first with their images (files beside the
    /// page, loaded as they scroll into view), passes as a list; `reviewCommand` (see `write`) under
    /// the summary when something did not pass.
    package static func html(_ outcome: CheckOutcome, reviewCommand: String? = nil, wording: SettingWording = .keys) -> String {
        let failed = outcome.frames.filter { $0.status.isFailure }.count
        let title = outcome.passed ? "Flipbook golden check: passed" : "Flipbook golden check: \(failed) not passed"
        var body = """
        <h1>\(escape(title))</h1>
        <p class="summary">\(escape(outcome.summary)) · record mode <code>\(outcome.mode)</code> · \(escape(settings(outcome)))</p>

        """
        if let reviewCommand, !outcome.passed {
            body += "<p class=\"review\">Review the differences and accept the intended ones: <code>\(escape(reviewCommand))</code></p>\n"
        }
        for scene in outcome.scenes {
            body += "<section class=\"scene \(scene.passed ? "passed" : "failed")\">\n"
            body += "<h2>\(escape(scene.scene)) <span class=\"badge\">\(scene.passed ? "passed" : "not passed")</span></h2>\n"
            body += "<p class=\"folder\">goldens: <code>\(escape(GoldenCheck.folderName(for: scene.scene)))/</code> in the goldens folder</p>\n"
            if !scene.notes.isEmpty {
                body += "<ul class=\"notes\">\n" + scene.notes(wording).map { "<li>\(escape($0))</li>" }.joined(separator: "\n") + "\n</ul>\n"
            }
            body += timeline(scene)
            for frame in scene.frames where frame.status != .passed {
                body += article(frame, wording: wording)
            }
            let passes = scene.frames.filter { $0.status == .passed }
            if !passes.isEmpty {
                body += "<details><summary>\(passes.count) passed</summary><ul class=\"passes\">\n"
                body += passes.map { "<li><code>\(escape($0.name))</code>\(offsetText($0)) — \(escape($0.message(wording)))</li>" }.joined(separator: "\n")
                body += "\n</ul></details>\n"
            }
            body += "</section>\n"
        }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        \(body)<script>
        \(script)
        </script>
        </body>
        </html>

        """
    }

    /// Where the scene's timelines start to differ, and a strip of their frames with the ones that
    /// differ marked (`SceneOutcome.firstDifferences`); nothing when no frame differs.
    private static func timeline(_ scene: SceneOutcome) -> String {
        let lines = scene.firstDifferences
        guard !lines.isEmpty else { return "" }
        var html = "<ul class=\"first-differences\">\n" + lines.map { "<li>\(escape($0))</li>" }.joined(separator: "\n") + "\n</ul>\n"
        for part in [GoldenPart.pixels, .layout] {
            let frames = scene.frames.filter { $0.part == part && $0.offset != nil }
            guard frames.contains(where: \.differs) else { continue }
            html += "<ol class=\"filmstrip\" aria-label=\"\(part.rawValue) frames\">"
            for (index, frame) in frames.enumerated() {
                let title = GoldenFinding.frameName(index + 1, offset: frame.offset, time: frame.time) + (frame.differs ? ": differs" : "")
                html += "<li class=\"\(frame.differs ? "differs" : "same")\" title=\"\(escape(title))\">\(index + 1)</li>"
            }
            html += "</ol>\n"
        }
        return html
    }

    private static func article(_ frame: FrameOutcome, wording: SettingWording) -> String {
        var html = "<article class=\"frame \(frame.status.label)\">\n"
        html += "<h3><code>\(escape(frame.name + (frame.part == .layout ? " layout" : "")))</code>\(offsetText(frame)) <span class=\"badge\">\(frame.status.label)</span></h3>\n"
        html += "<p>\(escape(frame.message(wording)))</p>\n"
        let names = Dictionary(uniqueKeysWithValues: ReportIndex.imageNames(of: frame, folder: GoldenCheck.folderName(for: frame.scene)).map { ($0.kind, link($0.name)) })
        let expected = names["expected"], actual = names["actual"], diff = names["diff"]
        var panels: [(String, String)] = []
        if let expected { panels.append(("expected (golden)\(frame.expectedSize.map { ", \($0)" } ?? "")", expected)) }
        if let actual { panels.append(("actual\(frame.actualSize.map { ", \($0)" } ?? "")", actual)) }
        if let diff { panels.append(("diff: red differs, yellow anti-aliasing", diff)) }
        if !panels.isEmpty {
            html += "<div class=\"panels\">\n"
            for (caption, uri) in panels {
                html += "<figure><img loading=\"lazy\" src=\"\(uri)\" alt=\"\(escape(caption))\"><figcaption>\(escape(caption))</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        if let expected, let actual, frame.expectedSize == frame.actualSize {
            html += """
            <div class="compare">
            <div class="stack"><img loading="lazy" src="\(expected)" alt="expected"><img loading="lazy" class="top" src="\(actual)" alt="actual"></div>
            <label>expected ◀ <input type="range" min="0" max="100" value="50" aria-label="slide between expected and actual"> ▶ actual</label>
            <button type="button">blink</button>
            </div>

            """
        }
        return html + "</article>\n"
    }

    private static let style = """
    body { font: 14px/1.45 -apple-system, "DejaVu Sans", sans-serif; margin: 24px; color: #1c1c1e; background: #fafafa; }
    code { font-family: "DejaVu Sans Mono", monospace; font-size: 13px; }
    .summary { color: #444; }
    .review code { background: #eef; padding: 2px 4px; border-radius: 4px; }
    section.scene { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 8px 16px; margin: 16px 0; }
    section.scene.failed { border-color: #e0a0a0; }
    .badge { font-size: 12px; padding: 1px 6px; border-radius: 8px; background: #e5e5ea; vertical-align: middle; }
    .failed > h2 .badge, article.failed .badge, article.error .badge, article.missing .badge { background: #ffd6d6; }
    article.recorded .badge { background: #fff1c2; }
    .notes li { color: #8a4b00; }
    .filmstrip { display: flex; flex-wrap: wrap; gap: 2px; list-style: none; padding: 0; }
    .filmstrip li { min-width: 1.6em; text-align: center; font-size: 0.75em; border-radius: 3px; background: #e6f4ea; color: #1e4620; }
    .filmstrip li.differs { background: #b3261e; color: #fff; }
    .panels { display: flex; flex-wrap: wrap; gap: 12px; }
    figure { margin: 0; }
    figure img, .stack img { image-rendering: pixelated; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; max-width: 100%; }
    figcaption { font-size: 12px; color: #555; }
    .compare { margin: 12px 0; }
    .compare label { display: block; margin: 4px 0; font-size: 12px; color: #555; }
    .stack { position: relative; display: inline-block; }
    .stack img { display: block; }
    .stack img.top { position: absolute; left: 0; top: 0; clip-path: inset(0 0 0 50%); }
    .stack.blink img.top { clip-path: none; }
    .stack.blink.hide img.top { visibility: hidden; }
    """

    private static let script = """
    document.querySelectorAll('.compare').forEach(function (compare) {
      var stack = compare.querySelector('.stack'), top = compare.querySelector('img.top');
      compare.querySelector('input').addEventListener('input', function (event) {
        stack.classList.remove('blink', 'hide');
        top.style.clipPath = 'inset(0 0 0 ' + event.target.value + '%)';
      });
      var timer = null;
      compare.querySelector('button').addEventListener('click', function (event) {
        if (timer) { clearInterval(timer); timer = null; stack.classList.remove('blink', 'hide'); event.target.textContent = 'blink'; return; }
        stack.classList.add('blink');
        timer = setInterval(function () { stack.classList.toggle('hide'); }, 500);
        event.target.textContent = 'stop';
      });
    });
    """

    /// A file of the report as a link from the page: relative, each part percent-encoded (a name
    /// from a merged part may hold `#`, `?` or `%`), then escaped for the attribute.
    static func link(_ name: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%;")
        return escape(name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name)
    }
}
