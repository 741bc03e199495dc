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
/// Goldens are kept per test, as swift-snapshot-testing keeps snapshots: the golden of
/// `coverFlowLooksRight()` in `CoverFlowTests.swift` is
/// `__Goldens__/CoverFlowTests/coverFlowLooksRight/strip.png` beside the test file (one PNG per frame
/// with `subject: .frames`); `named:` keeps a second one in the same test
/// (`…/coverFlowLooksRight.tilted/`), and each case of a parameterized test needs one. Two tests that
/// would write one golden fail, saying so. The strip's title row shows the golden's name.
///
/// Record modes work as in `flipbook check` and swift-snapshot-testing: `record` when given, else
/// the enclosing `withFlipbook(record:)` or `.flipbook(record:)` trait, else the `FLIPBOOK_RECORD`
/// environment variable, else `.missing`, which records a golden that does not exist yet and fails
/// so CI never passes on a fresh recording. A failure names what differs, the golden's path in the
/// package, the report (HTML with expected, actual and diff images; by default in the temporary
/// folder, or under `FLIPBOOK_REPORT_DIR`) and the command that accepts the change; under Swift
/// Testing 6.2 or later it attaches the expected, actual and difference PNGs to the test
/// (`swift test --attachments-path DIR` saves them).
///
/// ```swift
/// @Test func coverFlowLooksRight() {
///     assertGolden(of: "scale.coverFlow")
///     assertGolden(of: Scene(name: "coverFlow", effect: .scale(.layout(.coverFlow))), named: "built")
/// }
/// ```
/// - Parameters:
///   - source: A `Scene`, or a `String` naming a preset or a config file.
///   - name: A name for a second golden in the same test (or one per case of a parameterized test).
///   - goldens: The goldens folder; `nil` for the enclosing `withFlipbook(goldens:)`, else `__Goldens__` beside the test file.
///   - record: When the golden is written; `nil` for the enclosing scope's, else `FLIPBOOK_RECORD`, else `.missing`.
///   - subject: The strip, or each frame of the timeline.
///   - tolerance: How many pixels may differ, and by how much.
/// - Returns: the outcome, or `nil` when the scene could not be loaded or the settings were invalid
///   (reported as a failure).
@discardableResult
public func assertGolden(
    of source: some GoldenSceneSource,
    named name: String? = nil,
    goldens: String? = nil,
    record: RecordMode? = nil,
    subject: GoldenSubject = .strip,
    tolerance: GoldenTolerance = GoldenTolerance(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> CheckOutcome? {
    runCheck(of: source, named: name, goldens: goldens, record: record, kind: "pixels",
             at: SourcePlace(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)) { folder, mode in
        GoldenCheck(goldens: folder, mode: mode, tolerance: tolerance, subject: subject)
    }
}

/// Loads `source`, runs the check `makeCheck` makes for the test file's goldens folder and the
/// record mode, under the test's key, and reports a failure at `place` unless it passed: the body
/// of `assertGolden` and `assertLayout`.
func runCheck(of source: some GoldenSceneSource, named name: String?, goldens: String?, record: RecordMode?, kind: String,
              at place: SourcePlace, _ makeCheck: (URL, RecordMode) -> GoldenCheck) -> CheckOutcome? {
    do {
        var scene = try source.goldenScene()
        let scope = FlipbookScope.current
        let mode = try RecordMode.resolve(record ?? scope.record)
        let root = URL(fileURLWithPath: goldens ?? scope.goldens ?? defaultGoldens(filePath: place.filePath), isDirectory: true)
        let key = GoldenKey(filePath: place.filePath, function: place.testName, named: name)
        let folder = key.folder(in: root)
        if let collision = GoldenClaims.claim(folder.appendingPathComponent(key.test), kind: kind, named: name != nil) {
            reportFailure("flipbook: " + collision, at: place)
            return nil
        }
        scene.name = key.test
        let outcome = try makeCheck(folder, mode).run([scene], concurrency: 1)
        if !outcome.passed {
            reportFailure(failureMessage(outcome, recordGiven: record != nil || scope.record != nil, goldens: folder, place: place), at: place)
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

/// Every image that did not pass, the notes, where the golden is in the package, the report's
/// path (written here) and the command that accepts the change; the report's images are attached
/// to the test where Swift Testing can. A missing golden says how to record it from a test:
/// `FLIPBOOK_RECORD` is read only when neither the call nor a scope sets `record:` (`recordGiven`
/// false), so one that does is told to change it.
func failureMessage(_ outcome: CheckOutcome, recordGiven: Bool, goldens: URL, place: SourcePlace) -> String {
    var lines: [String] = []
    let root = PackagePlace.root(of: place.filePath)
    for scene in outcome.scenes {
        for frame in scene.frames where frame.status.isFailure {
            let message = frame.status != .missing ? frame.message(SwiftWording.settings) : recordGiven
                ? "no golden yet — pass `record: .missing` for one run to record it (FLIPBOOK_RECORD does not override a `record:` argument or scope), then commit it"
                : "no golden yet — run the test once with FLIPBOOK_RECORD=missing (or pass `record: .missing`) to record it, then commit it"
            lines.append("\(scene.scene)/\(frame.name)\(frame.part == .layout ? " layout" : "") \(frame.status.label): \(message)")
        }
        lines += scene.firstDifferences.map { "\(scene.scene): \($0)" }
        lines += scene.notes(SwiftWording.settings).map { "note: \($0)" }
    }
    if let scene = outcome.scenes.first {
        lines.append("golden: " + PackagePlace.relative(goldens.appendingPathComponent(GoldenCheck.folderName(for: scene.scene)), to: root) + "/")
        do {
            let folder = reportFolder(for: scene.scene)
            let files = try GoldenReport.write(outcome, to: folder, wording: SwiftWording.settings)
            lines.append("report: \(files.html)")
            if outcome.scenes.contains(where: { $0.frames.contains { $0.status.isFailure && $0.status != .missing } }) {
                lines.append("accept the change: " + PackagePlace.acceptCommand(report: folder, goldens: goldens, root: root))
            }
            GoldenAttachments.record(outcome, at: place)
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
    /// The test function (`#function`): the golden's key.
    var testName: StaticString
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
