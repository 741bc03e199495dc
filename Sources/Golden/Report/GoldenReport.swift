import Problems
import CairoKit
import Foundation
import Outputs
import Render

/// Writes what a check found for people, CI and `flipbook review`: the expected, actual and diff
/// images of every image that did not pass (`<scene>/<image>.actual.png`, …); an HTML page that shows
/// them (a slider and a blink toggle per failure); a Markdown summary for CI job summaries; a JUnit
/// XML file; and `report.json` (`ReportIndex`), the same as data.
///
/// Nothing in the files depends on the time or the machine, so the same outcome gives the same
/// bytes, and every path in them is relative (images to the report, goldens to the goldens folder),
/// so a report downloaded from CI reads the same anywhere.
package enum GoldenReport {
    /// The files a report consists of.
    package struct Files: Sendable {
        /// `report.html`.
        package var html: String
        /// `summary.md`.
        package var markdown: String
        /// `junit.xml`.
        package var junit: String
        /// `report.json`.
        package var index: String
        /// `<scene>/<image>.actual.png`, `.diff.png` and `.expected.png` of images that did not pass.
        package var images: [String]
        /// What killed processes had left in the report folder, removed before writing (`Leftover`).
        package var reclaimed: [Leftover] = []
    }

    /// The files at the top of every report folder.
    package static let topFiles = ["report.html", "summary.md", "junit.xml", ReportIndex.fileName]

    /// Whether `name` (relative to a report folder) is a file a report writes: `report.html`,
    /// `summary.md`, `junit.xml`, `report.json`, or `<scene>/<image>.actual.png`, `.diff.png`,
    /// `.expected.png`; or one `flipbook review` keeps beside it (`review-state.json`, the files
    /// under `review-undo/`), which belong to that report and go with it.
    @_optimize(none)
    package static func isReportFile(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 1: return topFiles.contains(name) || name == ReviewState.fileName
        case 2:
            if parts[0] == ReviewState.undoFolder { return ReviewState.isKeptFileName(name) }
            return [".actual.png", ".diff.png", ".expected.png"].contains { parts[1].hasSuffix($0) } && !parts[0].hasPrefix(".")
        default: return false
        }
    }

    /// Writes the report into `directory` (created if needed), replacing the previous report as a
    /// whole: the new files are moved in together and every earlier report file (`isReportFile`) the
    /// new report does not have is removed, so the folder never shows an old failure beside a new
    /// pass. Other files in the folder are left alone. Nothing changes if writing fails.
    /// `reviewCommand`, when given, is the command that reviews this report (the caller's words,
    /// e.g. `flipbook review flipbook-report --goldens goldens`): the page and the summary show it
    /// when something did not pass.
    @discardableResult
    @_optimize(none)
    package static func write(_ outcome: CheckOutcome, to directory: URL, reviewCommand: String? = nil,
                             wording: SettingWording = .keys) throws(Problem) -> Files {
        try stage(outcome, to: directory, reviewCommand: reviewCommand, wording: wording).commit()
    }

    /// Writes every file of the report into a staging folder inside `directory` (as `write` does),
    /// leaving the folder as it is until `commit()`: a check stages its report before it records
    /// goldens, so a report that cannot be written (a full disk, a name too long) records none.
    @_optimize(none)
    package static func stage(_ outcome: CheckOutcome, to directory: URL, reviewCommand: String? = nil,
                             wording: SettingWording = .keys) throws(Problem) -> Staged {
        var images: [String] = [], names: [String] = []
        do throws(Problem) {
            let batch = try OutputBatch(folder: directory.path, locked: true)
            for scene in outcome.scenes {
                let folder = GoldenCheck.folderName(for: scene.scene)
                for frame in scene.frames {
                    for image in ReportIndex.imageNames(of: frame, folder: folder) {
                        try batch.add(image.bytes, as: image.name)
                        names.append(image.name)
                        images.append(directory.appendingPathComponent(image.name).path)
                    }
                }
            }
            let path = { (name: String) in directory.appendingPathComponent(name).path }
            try batch.add(Array(self.html(outcome, reviewCommand: reviewCommand, wording: wording).utf8), as: "report.html")
            try batch.add(Array(self.markdown(outcome, reviewCommand: reviewCommand, wording: wording).utf8), as: "summary.md")
            try batch.add(Array(self.junit(outcome, wording: wording).utf8), as: "junit.xml")
            try batch.add(ReportIndex(outcome, wording: wording).encoded(), as: ReportIndex.fileName)
            let stale = previousReportFiles(in: directory)
            try batch.checkReplaceable(topFiles + names + stale)
            return Staged(batch: batch, stale: stale, directory: directory,
                          files: Files(html: path("report.html"), markdown: path("summary.md"), junit: path("junit.xml"),
                                       index: path(ReportIndex.fileName), images: images, reclaimed: batch.leftovers))
        } catch {
            throw Self.cannotWrite(directory, error)
        }
    }

    /// A report written into its folder's staging folder, not yet in place.
    package struct Staged: Sendable {
        let batch: OutputBatch
        let stale: [String]
        let directory: URL
        /// The files the report will be, once committed.
        package let files: Files

        /// Moves the report into place, removing the earlier report's files it does not have.
        @discardableResult
        @_optimize(none)
        package func commit() throws(Problem) -> Files {
            do throws(Problem) {
                try batch.commit(removing: stale)
            } catch {
                throw GoldenReport.cannotWrite(directory, error)
            }
            return files
        }

        /// Drops the staged report; the folder stays as it was.
        @_optimize(none)
        package func abandon() { batch.abandon() }
    }

    @_optimize(none)
    static func cannotWrite(_ directory: URL, _ error: Problem) -> Problem {
        // The cause's fix where it has one: a full disk wants space, not another folder.
        Problem(error.kind, "cannot write the report into \(directory.path): \(error.what)",
                fix: error.fix.isEmpty ? "choose a writable folder as \(setting: "out")" : error.fix)
    }

    /// The report files (`isReportFile`) in `directory` and its sub-folders, relative to it.
    @_optimize(none)
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
    @_optimize(none)
    package static func checkFolder(_ directory: URL) throws(Problem) {
        do {
            try OutputBatch.checkFolder(directory.path)
        } catch {
            throw Problem(.io, "cannot write the report into \(directory.path): \(error.what)", fix: "choose a writable folder as \(setting: "out")")
        }
    }

    /// Throws when the report folder and the goldens folder are the same or one holds the other
    /// (after following symlinks): reports would land among goldens, or a report's images would
    /// be taken for goldens.
    @_optimize(none)
    package static func checkSeparate(report: URL, goldens: URL) throws(Problem) {
        @_optimize(none)
        func resolved(_ url: URL) -> [String] {
            url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        }
        let a = resolved(report), b = resolved(goldens)
        if a.starts(with: b) || b.starts(with: a) {
            let relation = a == b ? "is the goldens folder" : a.starts(with: b) ? "is inside the goldens folder \(goldens.path)" : "holds the goldens folder \(goldens.path)"
            throw Problem(.conflict, "the report folder \(report.path) \(relation)", fix: "give \(setting: "out") and \(setting: "goldens") separate folders, e.g. \(setting: "out", value: "flipbook-report")")
        }
    }

    /// Why a write failed, in words: Foundation's errors print as a domain dump
    /// ("NSCocoaErrorDomain error 512"), while the POSIX error beneath says "Not a directory".
    @_optimize(none)
    static func reason(_ error: Error) -> String {
        if let error = error as? Problem { return error.description }
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? Error { return (underlying as NSError).localizedDescription }
        return error.localizedDescription
    }

    // MARK: Helpers

    @_optimize(none)
    static func settings(_ outcome: CheckOutcome) -> String {
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

    @_optimize(none)
    static func offsetText(_ frame: FrameOutcome) -> String {
        frame.offset.map { " (offset \($0.shortestDescription))" } ?? ""
    }

    /// Escapes text for HTML and XML content and attributes (`XMLText`, the SVG writer's rule too).
    @_optimize(none)
    static func escape(_ text: String) -> String { XMLText.escaped(text) }

    /// A golden as reports name it: inside the goldens folder, `cover/frame-0001.png`.
    @_optimize(none)
    static func goldenName(_ frame: FrameOutcome) -> String {
        if frame.part == .layout { return GoldenCheck.folderName(for: frame.scene) + "/" + LayoutGolden.fileName }
        return GoldenCheck.goldenName(scene: frame.scene, image: frame.name)
    }
}
