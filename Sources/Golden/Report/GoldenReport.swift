import Problems
import CairoKit
import Foundation
import Outputs
import Render

/// Writes what a check found for people and CI: next to each other, the actual and diff images of
/// every image that did not pass; a self-contained HTML report (images embedded, a slider and a
/// blink toggle per failure); a Markdown summary for CI job summaries; a JUnit XML file.
///
/// Nothing in the files depends on the time or the machine, so the same outcome gives the same bytes.
public enum GoldenReport {
    /// The files a report consists of.
    public struct Files: Sendable {
        /// `report.html`.
        public var html: String
        /// `summary.md`.
        public var markdown: String
        /// `junit.xml`.
        public var junit: String
        /// `<scene>/<image>.actual.png`, `.diff.png` and `.expected.png` of images that did not pass.
        public var images: [String]
        /// What killed processes had left in the report folder, removed before writing (`Leftover`).
        public var reclaimed: [Leftover] = []
    }

    /// Whether `name` (relative to a report folder) is a file a report writes: `report.html`,
    /// `summary.md`, `junit.xml`, or `<scene>/<image>.actual.png`, `.diff.png`, `.expected.png`.
    public static func isReportFile(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 1: return ["report.html", "summary.md", "junit.xml"].contains(name)
        case 2: return [".actual.png", ".diff.png", ".expected.png"].contains { parts[1].hasSuffix($0) } && !parts[0].hasPrefix(".")
        default: return false
        }
    }

    /// Writes the report into `directory` (created if needed), replacing the previous report as a
    /// whole: the new files are moved in together and every earlier report file (`isReportFile`) the
    /// new report does not have is removed, so the folder never shows an old failure beside a new
    /// pass. Other files in the folder are left alone. Nothing changes if writing fails.
    @discardableResult
    public static func write(_ outcome: CheckOutcome, to directory: URL) throws(GoldenError) -> Files {
        var images: [String] = []
        do throws(OutputError) {
            let batch = try OutputBatch(folder: directory.path, locked: true)
            for scene in outcome.scenes {
                let folder = GoldenCheck.folderName(for: scene.scene)
                for frame in scene.frames where frame.status != .passed {
                    let files: [(String, [UInt8]?)] = [("expected", frame.expectedPNG), ("actual", frame.actualPNG), ("diff", frame.diffPNG)]
                    for (kind, bytes) in files {
                        guard let bytes else { continue }
                        let name = "\(folder)/\(frame.name).\(kind).png"
                        try batch.add(bytes, as: name)
                        images.append(directory.appendingPathComponent(name).path)
                    }
                }
            }
            let html = directory.appendingPathComponent("report.html").path
            let markdown = directory.appendingPathComponent("summary.md").path
            let junit = directory.appendingPathComponent("junit.xml").path
            try batch.add(Array(self.html(outcome).utf8), as: "report.html")
            try batch.add(Array(self.markdown(outcome, reportPath: html).utf8), as: "summary.md")
            try batch.add(Array(self.junit(outcome).utf8), as: "junit.xml")
            try batch.commit(removing: previousReportFiles(in: directory))
            return Files(html: html, markdown: markdown, junit: junit, images: images, reclaimed: batch.leftovers)
        } catch {
            throw GoldenError("cannot write the report into \(directory.path): \(error.problem)", fix: "choose a writable folder as \(setting: "out")")
        }
    }

    /// The report files (`isReportFile`) in `directory` and its sub-folders, relative to it.
    static func previousReportFiles(in directory: URL) -> [String] {
        let fileManager = FileManager.default
        var names: [String] = []
        for name in (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? [] where !name.hasPrefix(".") {
            if isReportFile(name) { names.append(name); continue }
            let inner = (try? fileManager.contentsOfDirectory(atPath: directory.appendingPathComponent(name).path)) ?? []
            names += inner.map { name + "/" + $0 }.filter(isReportFile)
        }
        return names.sorted()
    }

    /// Throws unless `directory` is a folder or can be created as one (a file or a FIFO of that name
    /// is refused): checked before a check starts, so that no golden is recorded by a run whose
    /// report cannot be written.
    public static func checkFolder(_ directory: URL) throws(GoldenError) {
        do {
            try OutputBatch.checkFolder(directory.path)
        } catch {
            throw GoldenError("cannot write the report into \(directory.path): \(error.problem)", fix: "choose a writable folder as \(setting: "out")")
        }
    }

    /// Throws when the report folder and the goldens folder are the same or one holds the other
    /// (after following symlinks): reports would land among goldens, or a report's images would
    /// be taken for goldens.
    public static func checkSeparate(report: URL, goldens: URL) throws(GoldenError) {
        func resolved(_ url: URL) -> [String] {
            url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        }
        let a = resolved(report), b = resolved(goldens)
        if a.starts(with: b) || b.starts(with: a) {
            let relation = a == b ? "is the goldens folder" : a.starts(with: b) ? "is inside the goldens folder \(goldens.path)" : "holds the goldens folder \(goldens.path)"
            throw GoldenError("the report folder \(report.path) \(relation)", fix: "give \(setting: "out") and \(setting: "goldens") separate folders, e.g. \(setting: "out", value: "flipbook-report")")
        }
    }

    /// Why a write failed, in words: Foundation's errors print as a domain dump
    /// ("NSCocoaErrorDomain error 512"), while the POSIX error beneath says "Not a directory".
    static func reason(_ error: Error) -> String {
        if let error = error as? Problem { return error.description }
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? Error { return (underlying as NSError).localizedDescription }
        return error.localizedDescription
    }

    // MARK: HTML

    /// The report page: one section per scene, failures first with their images, passes as a list.
    public static func html(_ outcome: CheckOutcome) -> String {
        let failed = outcome.frames.filter { $0.status.isFailure }.count
        let title = outcome.passed ? "Flipbook golden check: passed" : "Flipbook golden check: \(failed) not passed"
        var body = """
        <h1>\(escape(title))</h1>
        <p class="summary">\(escape(outcome.summary)) · record mode <code>\(outcome.mode)</code> · \(escape(settings(outcome)))</p>

        """
        for scene in outcome.scenes {
            body += "<section class=\"scene \(scene.passed ? "passed" : "failed")\">\n"
            body += "<h2>\(escape(scene.scene)) <span class=\"badge\">\(scene.passed ? "passed" : "not passed")</span></h2>\n"
            body += "<p class=\"folder\">goldens: <code>\(escape(scene.folder))</code></p>\n"
            if !scene.notes.isEmpty {
                body += "<ul class=\"notes\">\n" + scene.notes.map { "<li>\(escape($0))</li>" }.joined(separator: "\n") + "\n</ul>\n"
            }
            for frame in scene.frames where frame.status != .passed {
                body += article(frame)
            }
            let passes = scene.frames.filter { $0.status == .passed }
            if !passes.isEmpty {
                body += "<details><summary>\(passes.count) passed</summary><ul class=\"passes\">\n"
                body += passes.map { "<li><code>\(escape($0.name))</code>\(offsetText($0)) — \(escape($0.message))</li>" }.joined(separator: "\n")
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

    private static func article(_ frame: FrameOutcome) -> String {
        var html = "<article class=\"frame \(frame.status.label)\">\n"
        html += "<h3><code>\(escape(frame.name))</code>\(offsetText(frame)) <span class=\"badge\">\(frame.status.label)</span></h3>\n"
        html += "<p>\(escape(frame.message))</p>\n"
        let expected = frame.expectedPNG.map(dataURI), actual = frame.actualPNG.map(dataURI), diff = frame.diffPNG.map(dataURI)
        var panels: [(String, String)] = []
        if let expected { panels.append(("expected (golden)\(frame.expectedSize.map { ", \($0)" } ?? "")", expected)) }
        if let actual { panels.append(("actual\(frame.actualSize.map { ", \($0)" } ?? "")", actual)) }
        if let diff { panels.append(("diff: red differs, yellow anti-aliasing", diff)) }
        if !panels.isEmpty {
            html += "<div class=\"panels\">\n"
            for (caption, uri) in panels {
                html += "<figure><img src=\"\(uri)\" alt=\"\(escape(caption))\"><figcaption>\(escape(caption))</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        if let expected, let actual, frame.expectedSize == frame.actualSize {
            html += """
            <div class="compare">
            <div class="stack"><img src="\(expected)" alt="expected"><img class="top" src="\(actual)" alt="actual"></div>
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
    section.scene { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 8px 16px; margin: 16px 0; }
    section.scene.failed { border-color: #e0a0a0; }
    .badge { font-size: 12px; padding: 1px 6px; border-radius: 8px; background: #e5e5ea; vertical-align: middle; }
    .failed > h2 .badge, article.failed .badge, article.error .badge, article.missing .badge { background: #ffd6d6; }
    article.recorded .badge { background: #fff1c2; }
    .notes li { color: #8a4b00; }
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

    static func dataURI(_ png: [UInt8]) -> String {
        "data:image/png;base64," + Data(png).base64EncodedString()
    }

    // MARK: Markdown

    /// A summary for CI job pages (e.g. appended to `$GITHUB_STEP_SUMMARY`): a headline, a table of
    /// the images that did not pass, the notes, and where the full report is.
    public static func markdown(_ outcome: CheckOutcome, reportPath: String?) -> String {
        var text = "## Flipbook golden check: \(outcome.passed ? "✅ passed" : "❌ not passed")\n\n"
        text += "\(outcome.summary) · record mode `\(outcome.mode)` · \(settings(outcome))\n\n"
        let notPassed = outcome.frames.filter { $0.status.isFailure }
        if !notPassed.isEmpty {
            text += "| scene | image | status | differing pixels | PSNR | details |\n|---|---|---|---:|---:|---|\n"
            for frame in notPassed {
                let pixels = frame.difference.map { "\($0.diffPixels) (\(String(format: "%.3f", $0.diffRatio * 100)) %)" } ?? "–"
                let psnr = frame.difference.map { $0.psnr.isFinite ? String(format: "%.1f dB", $0.psnr) : "∞" } ?? "–"
                text += "| \(cell(frame.scene)) | \(cell(frame.name))\(offsetText(frame)) | \(frame.status.label) | \(pixels) | \(psnr) | \(cell(frame.message)) |\n"
            }
            text += "\n"
        }
        let notes = outcome.scenes.flatMap { scene in scene.notes.map { "- **\(cell(scene.scene))**: \(cell($0))" } }
        if !notes.isEmpty { text += notes.joined(separator: "\n") + "\n\n" }
        if let reportPath { text += "Full report with expected, actual and diff images: \(cell(reportPath))\n" }
        return text
    }

    /// Text from configs, file names and messages in one table cell: HTML-escaped (GitHub renders
    /// HTML inside Markdown, so a scene named `<img src=x onerror=…>` must stay text), control
    /// characters written out, `|` escaped and lines joined.
    private static func cell(_ text: String) -> String {
        ControlCharacters.escaped(escape(text)).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    // MARK: JUnit

    /// JUnit XML: one test suite per scene, one test case per image; `failure` for differences and
    /// missing or recorded goldens, `error` when rendering or reading failed.
    public static func junit(_ outcome: CheckOutcome) -> String {
        let frames = outcome.frames
        let errors = frames.filter { $0.status == .error }.count
        let failures = frames.filter { $0.status.isFailure }.count - errors
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"flipbook check\" tests=\"\(frames.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for scene in outcome.scenes {
            let sceneErrors = scene.frames.filter { $0.status == .error }.count
            let sceneFailures = scene.frames.filter { $0.status.isFailure }.count - sceneErrors
            xml += "  <testsuite name=\"\(escape(scene.scene))\" tests=\"\(scene.frames.count)\" failures=\"\(sceneFailures)\" errors=\"\(sceneErrors)\" skipped=\"0\">\n"
            let notes = scene.notes.isEmpty ? "" : "\n" + scene.notes.map { "note: " + $0 }.joined(separator: "\n")
            for frame in scene.frames {
                let name = escape(frame.name + (frame.offset.map { " (offset \($0.shortestDescription))" } ?? ""))
                xml += "    <testcase classname=\"\(escape(scene.scene))\" name=\"\(name)\""
                switch frame.status {
                case .passed:
                    xml += "/>\n"
                case .error:
                    xml += ">\n      <error message=\"\(escape(frame.message))\">\(escape(frame.message + notes))</error>\n    </testcase>\n"
                default:
                    xml += ">\n      <failure message=\"\(escape(frame.message))\" type=\"\(frame.status.label)\">\(escape(frame.message + "\ngolden: " + frame.goldenPath + notes))</failure>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    // MARK: Helpers

    private static func settings(_ outcome: CheckOutcome) -> String {
        let tolerance = outcome.tolerance
        var text = "pixelmatch threshold \(tolerance.threshold.shortestDescription)"
        text += tolerance.includeAA ? ", anti-aliasing counted" : ", anti-aliasing ignored"
        if let ratio = tolerance.maxDiffRatio {
            text += ", up to \(ratio * 100) % of pixels may differ"
        } else {
            text += ", up to \(tolerance.maxDiffPixels) pixel\(tolerance.maxDiffPixels == 1 ? "" : "s") may differ"
        }
        return text
    }

    private static func offsetText(_ frame: FrameOutcome) -> String {
        frame.offset.map { " (offset \($0.shortestDescription))" } ?? ""
    }

    /// Escapes text for HTML and XML content and attributes (`XMLText`, the SVG writer's rule too).
    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
