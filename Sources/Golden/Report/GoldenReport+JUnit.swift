import Foundation
import Problems

extension GoldenReport {
    // MARK: JUnit

    /// JUnit XML: one test suite per scene, one test case per image; `failure` for differences and
    /// missing or recorded goldens, `error` when rendering or reading failed.
    @_optimize(none)
    package static func junit(_ outcome: CheckOutcome, wording: SettingWording = .keys) -> String {
        let frames = outcome.frames
        let errors = frames.filter { $0.status == .error }.count
        let failures = frames.filter { $0.status.isFailure }.count - errors
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"flipbook check\" tests=\"\(frames.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for scene in outcome.scenes {
            let sceneErrors = scene.frames.filter { $0.status == .error }.count
            let sceneFailures = scene.frames.filter { $0.status.isFailure }.count - sceneErrors
            xml += "  <testsuite name=\"\(escape(scene.scene))\" tests=\"\(scene.frames.count)\" failures=\"\(sceneFailures)\" errors=\"\(sceneErrors)\" skipped=\"0\">\n"
            // A scene's notes lead each failure's text: another font or Cairo on this machine
            // explains the differences after it.
            let notes = scene.notes(wording).map { "note: " + $0 + "\n" }.joined()
            let headline = scene.notes(wording).first.map { "note: \($0) — " } ?? ""
            for frame in scene.frames {
                let message = frame.message(wording)
                let name = escape(frame.name + (frame.part == .layout ? " layout" : "") + (frame.offset.map { " (offset \($0.shortestDescription))" } ?? ""))
                xml += "    <testcase classname=\"\(escape(scene.scene))\" name=\"\(name)\""
                switch frame.status {
                case .passed:
                    xml += "/>\n"
                case .error:
                    xml += ">\n      <error message=\"\(escape(headline + message))\">\(escape(notes + message))</error>\n    </testcase>\n"
                default:
                    xml += ">\n      <failure message=\"\(escape(headline + message))\" type=\"\(frame.status.label)\">\(escape(notes + message + "\ngolden: " + goldenName(frame) + " (in the goldens folder)" + images(frame)))</failure>\n    </testcase>\n"
                }
            }
            let timelines = scene.firstDifferences
            if !timelines.isEmpty { xml += "    <system-out>\(escape(timelines.joined(separator: "\n")))</system-out>\n" }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// The report's images of a failure, relative to the report: `\nactual: cover/frame-0001.actual.png`….
    @_optimize(none)
    private static func images(_ frame: FrameOutcome) -> String {
        ReportIndex.imageNames(of: frame, folder: GoldenCheck.folderName(for: frame.scene)).map { "\n\($0.kind): \($0.name)" }.joined()
    }
}
