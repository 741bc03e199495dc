import Foundation
import Problems

extension GoldenReport {
    // MARK: HTML

    /// The most PNG bytes a report page holds in itself (2 MiB, about 2.7 MB of page): up to this,
    /// every image is in the page as a `data:` URI, so `report.html` copied alone (an e-mail, a CI
    /// artifact viewer) shows them all; past it, the page links the files beside it and says so.
    package static let embeddedImageBytes = 2 << 20

    /// The report page: one section per scene, failures first with their images and the review's
    /// compare modes (side by side, swipe, onion skin, toggle, diff only: CSS and a few lines of
    /// script, no server), passes as a list; `reviewCommand` (see `write`) under the summary when
    /// something did not pass. The images are in the page while they are small
    /// (`embeddedImageBytes`), else files beside it, loaded as they scroll into view.
    @_optimize(none)
    package static func html(_ outcome: CheckOutcome, reviewCommand: String? = nil, wording: SettingWording = .keys) -> String {
        let failed = outcome.frames.filter { $0.status.isFailure }.count
        let title = outcome.passed ? "Flipbook golden check: passed" : "Flipbook golden check: \(failed) not passed"
        let imageBytes = outcome.frames.reduce(0) { total, frame in
            total + ReportIndex.imageNames(of: frame, folder: GoldenCheck.folderName(for: frame.scene)).reduce(0) { $0 + $1.bytes.count }
        }
        let embedded = imageBytes <= embeddedImageBytes
        var body = """
        <h1>\(escape(title))</h1>
        <p class="summary">\(escape(outcome.summary)) · record mode <code>\(outcome.mode)</code> · \(escape(settings(outcome)))</p>

        """
        if let reviewCommand, !outcome.passed {
            body += "<p class=\"review\">Review the differences and accept the intended ones: <code>\(escape(reviewCommand))</code></p>\n"
        }
        if imageBytes > 0 && !embedded {
            let megabytes = (Double(imageBytes) / 1_048_576 * 10).rounded() / 10
            body += "<p class=\"folder-note\">This report is a folder: its \(megabytes.shortestDescription) MB of images are files beside this page. "
                + "Keep report.html with them (copy or download the whole folder).</p>\n"
        }
        body += "<p id=\"missing\" class=\"missing\" role=\"alert\" hidden></p>\n"
        for scene in outcome.scenes {
            body += "<section class=\"scene \(scene.passed ? "passed" : "failed")\">\n"
            body += "<h2>\(escape(scene.scene)) <span class=\"badge\">\(scene.passed ? "passed" : "not passed")</span></h2>\n"
            body += "<p class=\"folder\">goldens: <code>\(escape(GoldenCheck.folderName(for: scene.scene)))/</code> in the goldens folder</p>\n"
            if !scene.notes.isEmpty {
                body += "<ul class=\"notes\">\n" + scene.notes(wording).map { "<li>\(escape($0))</li>" }.joined(separator: "\n") + "\n</ul>\n"
            }
            body += timeline(scene)
            for frame in scene.frames where frame.status != .passed {
                body += article(frame, embedded: embedded, wording: wording)
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
        <meta name="color-scheme" content="light dark">
        <title>\(escape(title))</title>
        <style>
        \(ReportPage.style)
        </style>
        <script>
        \(ReportPage.missingImageScript)
        </script>
        </head>
        <body>
        \(body)<script>
        \(ReportPage.compareScript)
        </script>
        </body>
        </html>

        """
    }

    /// Where the scene's timelines start to differ, and a strip of their frames with the ones that
    /// differ marked (`SceneOutcome.firstDifferences`); nothing when no frame differs.
    @_optimize(none)
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

    /// One image that did not pass: its message, its images in a viewer with the compare modes
    /// (all but side by side and diff need expected and actual of one size).
    @_optimize(none)
    private static func article(_ frame: FrameOutcome, embedded: Bool, wording: SettingWording) -> String {
        var html = "<article class=\"frame \(frame.status.label)\">\n"
        html += "<h3><code>\(escape(frame.name + (frame.part == .layout ? " layout" : "")))</code>\(offsetText(frame)) <span class=\"badge\">\(frame.status.label)</span></h3>\n"
        html += "<p>\(escape(frame.message(wording)))</p>\n"
        let images = ReportIndex.imageNames(of: frame, folder: GoldenCheck.folderName(for: frame.scene))
        guard !images.isEmpty else { return html + "</article>\n" }
        let captions = [
            "expected": "expected (golden)\(frame.expectedSize.map { ", \($0)" } ?? "")",
            "actual": "actual\(frame.actualSize.map { ", \($0)" } ?? "")",
            "diff": "diff: red differs, yellow anti-aliasing",
        ]
        let kinds = Set(images.map(\.kind))
        let stacked = kinds.contains("expected") && kinds.contains("actual") && frame.expectedSize == frame.actualSize
        var modes = [("side", "side by side")]
        if stacked { modes += [("swipe", "swipe"), ("onion", "onion skin"), ("toggle", "toggle")] }
        if kinds.contains("diff") { modes.append(("diff", "diff only")) }
        if modes.count > 1 {
            html += "<div class=\"modes\" role=\"group\" aria-label=\"view of \(escape(frame.name))\" hidden>"
            html += modes.map { "<button type=\"button\" data-mode=\"\($0.0)\" aria-pressed=\"\($0.0 == "side")\">\($0.1)</button>" }.joined()
            html += "</div>\n"
        }
        html += "<div class=\"viewer\" data-mode=\"side\">\n"
        for image in images {
            let source = embedded ? "data:image/png;base64," + Data(image.bytes).base64EncodedString() : link(image.name)
            let caption = escape(captions[image.kind] ?? image.kind)
            let lazy = embedded ? "" : " loading=\"lazy\""
            html += "<figure class=\"\(image.kind)\"><img\(lazy) src=\"\(source)\" alt=\"\(caption)\" onerror=\"flipbookMissing(this)\">"
                + "<figcaption>\(caption)</figcaption></figure>\n"
        }
        html += "</div>\n"
        if stacked {
            html += """
            <div class="mode-controls">
            <label data-for="swipe" hidden>expected ◀ <input type="range" min="0" max="100" value="50" aria-label="swipe between expected and actual"> ▶ actual</label>
            <label data-for="onion" hidden>actual's opacity <input type="range" min="0" max="100" value="50" aria-label="actual's opacity over expected"></label>
            <button type="button" data-for="toggle" hidden>show expected</button>
            </div>

            """
        }
        return html + "</article>\n"
    }

    /// A file of the report as a link from the page: relative, each part percent-encoded (a name
    /// from a merged part may hold `#`, `?` or `%`), then escaped for the attribute.
    @_optimize(none)
    static func link(_ name: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%;")
        return escape(name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name)
    }
}
