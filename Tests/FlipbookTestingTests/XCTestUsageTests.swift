import FlipbookTesting
import Foundation
import Golden
import TestSupport
import XCTest

/// The same call works from XCTest: a golden recorded beforehand passes without any failure
/// (a failure here would go through `XCTFail`, which XCTest on Linux cannot expect).
final class XCTestUsageTests: XCTestCase {
    func testAssertGoldenPassesAgainstARecordedGoldenUnderXCTest() throws {
        let folder = try TemporaryFolder()
        // The golden of this method: `<goldens>/<test file>/<method>/`, the scene named after the method.
        var scene = smallCoverFlow()
        scene.name = "testAssertGoldenPassesAgainstARecordedGoldenUnderXCTest"
        let recording = try GoldenCheck(goldens: folder.url.appendingPathComponent("XCTestUsageTests"), mode: .missing, subject: .strip).run([scene])
        XCTAssertEqual(recording.frames.map(\.status), [.recorded(.missing)])

        let outcome = assertGolden(of: smallCoverFlow(), goldens: folder.url.path, record: .never)
        XCTAssertEqual(outcome?.passed, true)
    }
}
