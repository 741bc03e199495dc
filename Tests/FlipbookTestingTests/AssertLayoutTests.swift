import Foundation
import FlipbookTesting
import Golden
import SceneModel
import Testing
import TestSupport

@Suite struct AssertLayoutTests {
    @Test func recordsALayoutGoldenThenPassesAndAChangeFailsInTheEffectsWords() throws {
        let folder = try TemporaryFolder()
        withKnownIssue("recording always fails") {
            assertLayout(of: smallCoverFlow(), goldens: folder.url.path, record: .missing)
        }
        let golden = folder.url.appendingPathComponent("AssertLayoutTests/recordsALayoutGoldenThenPassesAndAChangeFailsInTheEffectsWords")
        #expect(FileManager.default.fileExists(atPath: golden.appendingPathComponent("layout.json").path))
        #expect(!FileManager.default.fileExists(atPath: golden.appendingPathComponent("frame-0001.png").path))
        #expect(assertLayout(of: smallCoverFlow(), goldens: folder.url.path, record: .never)?.passed == true)

        withKnownIssue {
            assertLayout(of: smallCoverFlow(angle: .pi / 3), goldens: folder.url.path, record: .never)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            // At offset 0 the side card's turn is clamped to 60° either way: only frame 2 differs.
            let test = "recordsALayoutGoldenThenPassesAndAChangeFailsInTheEffectsWords"
            return text.contains("\(test)/frame-0002 layout failed: frame 2 (offset 0.5), card ") && text.contains("rotation y")
                && text.contains("\(test): layout: first differs at frame 2 (offset 0.5); 1 of 2 frames differ")
        }
        // A looser tolerance than the change passes.
        #expect(assertLayout(of: smallCoverFlow(angle: .pi / 1.65 + 0.001), goldens: folder.url.path, record: .never,
                             tolerance: LayoutTolerance(points: 1, degrees: 1, scale: 0.01))?.passed == true)
    }
}
