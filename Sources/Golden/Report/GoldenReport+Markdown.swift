import Foundation
import Problems

extension GoldenReport {
    // MARK: Markdown

    /// A summary for CI job pages (e.g. appended to `$GITHUB_STEP_SUMMARY`): a headline, a table of
    /// the images that did not pass, the notes, where the full report is (`report.html` beside this
    /// file) and, when something did not pass, `reviewCommand` (see `write`).
    @_optimize(none)
    package static func markdown(_ outcome: CheckOutcome, reviewCommand: String? = nil, wording: SettingWording = .keys) -> String {
        var text = "## Flipbook golden check: \(outcome.passed ? "✅ passed" : "❌ not passed")\n\n"
        text += "\(outcome.summary) · record mode `\(outcome.mode)` · \(settings(outcome))\n\n"
        // Notes first: another font or Cairo on this machine explains the failures below them.
        let notes = outcome.scenes.flatMap { scene in scene.notes(wording).map { "- **\(cell(scene.scene))**: \(cell($0))" } }
        if !notes.isEmpty { text += notes.joined(separator: "\n") + "\n\n" }
        let timelines = outcome.scenes.flatMap { scene in scene.firstDifferences.map { "- **\(cell(scene.scene))**: \(cell($0))" } }
        if !timelines.isEmpty { text += timelines.joined(separator: "\n") + "\n\n" }
        let notPassed = outcome.frames.filter { $0.status.isFailure }
        if !notPassed.isEmpty {
            text += "| scene | image | status | differing pixels | PSNR | details |\n|---|---|---|---:|---:|---|\n"
            for frame in notPassed {
                let pixels = frame.difference.map { "\($0.diffPixels) (\(String(format: "%.3f", $0.diffRatio * 100)) %)" } ?? "–"
                let psnr = frame.difference.map { $0.psnr.isFinite ? String(format: "%.1f dB", $0.psnr) : "∞" } ?? "–"
                text += "| \(cell(frame.scene)) | \(cell(frame.name + (frame.part == .layout ? " layout" : "")))\(offsetText(frame)) | \(frame.status.label) | \(pixels) | \(psnr) | \(cell(frame.message(wording))) |\n"
            }
            text += "\n"
        }
        text += "Full report with expected, actual and diff images: `report.html` in this report's folder\n"
        if let reviewCommand, !outcome.passed {
            text += "\nReview the differences and accept the intended ones: `\(reviewCommand.replacingOccurrences(of: "`", with: "'"))`\n"
        }
        return text
    }

    /// Text from configs, file names and messages in one table cell: HTML-escaped (GitHub renders
    /// HTML inside Markdown, so a scene named `<img src=x onerror=…>` must stay text), control
    /// characters written out, `|` escaped and lines joined.
    @_optimize(none)
    static func cell(_ text: String) -> String {
        ControlCharacters.escaped(escape(text)).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
