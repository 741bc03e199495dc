import Foundation
import Golden

/// Lays a scene out at every frame of its timeline and asserts the layout matches its layout golden,
/// from XCTest or Swift Testing, as `flipbook check --kind layout` does: each card's transform,
/// alpha, z-order, blur and hidden flag, the pages, menu, page dots and events of every frame,
/// compared within `tolerance`. Nothing is drawn, so the golden passes on any machine and with any
/// fonts (except a menu whose items size to fit their titles).
///
/// The golden is kept per test as `assertGolden(of:)` keeps it: `layout.json` in
/// `__Goldens__/<test file>/<test function>[.<name>]/` beside the test file (beside the strip when
/// the test asserts both). Record modes work as in `assertGolden(of:)`: `record` when given, else
/// the enclosing `withFlipbook(record:)` or trait, else the `FLIPBOOK_RECORD` environment variable,
/// else `.missing`, which records a golden that does not exist yet and fails. A failure says what
/// moved, frame by frame:
/// `frame 4 (offset 0.75), card 3: translation y -23.3 → -6.8 pt, alpha 0.10 → 0.00`, and where the
/// timeline starts to differ.
///
/// ```swift
/// @Test func vortexStacksTheCards() {
///     assertLayout(of: "stack.vortex")
///     assertLayout(of: myScene, record: .never, tolerance: LayoutTolerance(points: 0.5))
/// }
/// ```
/// - Parameters:
///   - source: A `Scene`, or a `String` naming a preset (`stack.vortex`) or a config file.
///   - name: A name for a second layout golden in the same test (or one per case of a parameterized test).
///   - goldens: The goldens folder; `nil` for the enclosing `withFlipbook(goldens:)`, else `__Goldens__` beside the test file.
///   - record: When the golden is written; `nil` for the enclosing scope's, else `FLIPBOOK_RECORD`, else `.missing`.
///   - tolerance: How far the layout may move; `nil` for the tolerance the golden recorded (else the defaults).
/// - Returns: the outcome, or `nil` when the scene could not be loaded or the settings were invalid
///   (reported as a failure).
@discardableResult
public func assertLayout(
    of source: some GoldenSceneSource,
    named name: String? = nil,
    goldens: String? = nil,
    record: RecordMode? = nil,
    tolerance: LayoutTolerance? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> CheckOutcome? {
    runCheck(of: source, named: name, goldens: goldens, record: record, kind: "layout",
             at: SourcePlace(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)) { folder, mode in
        var check = GoldenCheck(goldens: folder, mode: mode)
        check.kind = .layout
        check.layoutTolerance = tolerance
        return check
    }
}
