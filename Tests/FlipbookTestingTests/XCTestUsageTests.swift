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
        let recording = try GoldenCheck(goldens: folder.url, mode: .missing, subject: .strip).run([smallCoverFlow()])
        XCTAssertEqual(recording.frames.map(\.status), [.recorded(.missing)])

        let outcome = assertGolden(of: smallCoverFlow(), goldens: folder.url.path, record: .never)
        XCTAssertEqual(outcome?.passed, true)
    }
}
