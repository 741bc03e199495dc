import Config
import Foundation
import Golden
import Problems
import Render
import SceneModel
import XCTest

#if canImport(Testing)
import Testing
#endif

/// Renders a scene and asserts it matches its golden, from XCTest or Swift Testing on Linux and macOS.
///
/// `source` is a `Scene`, or a `String` naming a preset (`scale.coverFlow`) or a config file.
/// The golden is `<goldens>/<scene name>/strip.png` (or one PNG per frame with `subject: .frames`),
/// by default in a `__Goldens__` folder beside the test file. Record modes work as in `flipbook check`
/// and swift-snapshot-testing: `record` when given, else the `FLIPBOOK_RECORD` environment variable,
/// else `.missing`, which records a golden that does not exist yet and fails so CI never passes on a
/// fresh recording. A failure names the differing pixels and the report folder (HTML with expected,
/// actual and diff images; by default in the temporary folder, or under `FLIPBOOK_REPORT_DIR`).
///
/// ```swift
/// @Test func coverFlowLooksRight() {
///     assertGolden(of: Scene(name: "coverFlow", effect: .scale(.layout(.coverFlow))))
///     assertGolden(of: "scale.coverFlow")
/// }
/// ```
/// - Returns: the outcome, or `nil` when the scene could not be loaded or the settings were invalid
///   (reported as a failure).
@discardableResult
public func assertGolden(
    of source: some GoldenSceneSource,
    goldens: String? = nil,
    record: RecordMode? = nil,
    subject: GoldenSubject = .strip,
    tolerance: GoldenTolerance = GoldenTolerance(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> CheckOutcome? {
    runCheck(of: source, goldens: goldens, record: record,
             at: SourcePlace(fileID: fileID, filePath: filePath, line: line, column: column)) { folder, mode in
        GoldenCheck(goldens: folder, mode: mode, tolerance: tolerance, subject: subject)
    }
}

/// Loads `source`, runs the check `makeCheck` makes for its goldens folder and record mode, and
/// reports a failure at `place` unless it passed: the body of `assertGolden` and `assertLayout`.
func runCheck(of source: some GoldenSceneSource, goldens: String?, record: RecordMode?, at place: SourcePlace,
              _ makeCheck: (URL, RecordMode) -> GoldenCheck) -> CheckOutcome? {
    do {
        let scene = try source.goldenScene()
        let mode = try RecordMode.resolve(record)
        let folder = URL(fileURLWithPath: goldens ?? defaultGoldens(filePath: place.filePath), isDirectory: true)
        let outcome = try makeCheck(folder, mode).run([scene], concurrency: 1)
        if !outcome.passed {
            reportFailure(failureMessage(outcome, recordGiven: record != nil), at: place)
        }
        return outcome
    } catch {
        reportFailure("flipbook: \(SwiftWording.message(error))", at: place)
        return nil
    }
}

/// What `assertGolden(of:)` draws: a `Scene` as it is, or a `String` naming a preset or config file.
public protocol GoldenSceneSource {
    /// The scene to render.
    func goldenScene() throws -> Scene
}

extension Scene: GoldenSceneSource {
    /// The scene itself.
    public func goldenScene() -> Scene { self }
}

extension String: GoldenSceneSource {
    /// The preset (`scale.coverFlow`) or config file this string names; an error says which could not be loaded.
    public func goldenScene() throws -> Scene {
        do {
            return try SceneLoader.load(presetOrPath: self)
        } catch {
            throw Problem((error as? Problem)?.kind ?? .failure, "cannot load \(self): \(error)")
        }
    }
}

/// `__Goldens__` beside the test file, like swift-snapshot-testing's `__Snapshots__`.
func defaultGoldens(filePath: StaticString) -> String {
    URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent("__Goldens__").path
}

/// Where failure reports go: `$FLIPBOOK_REPORT_DIR/<scene>`, else the temporary folder's
/// `flipbook-report/<process id>/<scene>`: test processes running side by side (two checkouts, or
/// parallel test workers) would otherwise write one scene's report into the same folder at once,
/// and the second would be refused.
func reportFolder(for scene: String) -> URL {
    let base = ProcessInfo.processInfo.environment["FLIPBOOK_REPORT_DIR"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-report", isDirectory: true)
            .appendingPathComponent(String(ProcessInfo.processInfo.processIdentifier), isDirectory: true)
    return base.appendingPathComponent(GoldenCheck.folderName(for: scene), isDirectory: true)
}

/// Every image that did not pass, the notes, and the report's path (written here). A missing golden
/// says how to record it from a test: `FLIPBOOK_RECORD` is read only when the call passes no
/// `record:` (`recordGiven` false), so a call that passes one is told to change it.
func failureMessage(_ outcome: CheckOutcome, recordGiven: Bool) -> String {
    var lines: [String] = []
    for scene in outcome.scenes {
        for frame in scene.frames where frame.status.isFailure {
            let message = frame.status != .missing ? frame.message(SwiftWording.settings) : recordGiven
                ? "no golden at \(frame.goldenPath) — pass `record: .missing` for one run to record it (FLIPBOOK_RECORD does not override a `record:` argument), then commit it"
                : "no golden at \(frame.goldenPath) — run the test once with FLIPBOOK_RECORD=missing (or pass `record: .missing`) to record it, then commit it"
            lines.append("\(scene.scene)/\(frame.name)\(frame.part == .layout ? " layout" : "") \(frame.status.label): \(message)")
        }
        lines += scene.firstDifferences.map { "\(scene.scene): \($0)" }
        lines += scene.notes(SwiftWording.settings).map { "note: \($0)" }
    }
    if let scene = outcome.scenes.first {
        do {
            let files = try GoldenReport.write(outcome, to: reportFolder(for: scene.scene), wording: SwiftWording.settings)
            lines.append("report: \(files.html)")
        } catch {
            lines.append("(the report could not be written: \(error))")
        }
    }
    return lines.joined(separator: "\n")
}

/// Where an assertion was written.
struct SourcePlace {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
}

/// Records a failure with the framework running the test: an `Issue` under Swift Testing, `XCTFail`
/// under XCTest (swift-snapshot-testing decides the same way).
func reportFailure(_ message: String, at place: SourcePlace) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(fileID: "\(place.fileID)", filePath: "\(place.filePath)",
                                           line: Int(place.line), column: Int(place.column)))
        return
    }
    #endif
    XCTFail(message, file: place.filePath, line: place.line)
}
