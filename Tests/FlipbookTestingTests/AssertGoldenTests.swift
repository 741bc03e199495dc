import Foundation
@testable import FlipbookTesting
import Golden
import Render
import SceneModel
import SnapshotTesting
import Testing
import TestSupport
import Transforms


/// A small cover flow; `angle` changes the 3-D rotation of every card but the centred one.
func smallCoverFlow(angle: Double? = nil) -> Scene {
    var options = ScaleTransformViewOptions.layout(.coverFlow)
    if let angle { options.rotation3d?.angle = angle }
    return Scene(name: "coverFlow", viewport: Size(width: 100, height: 140), effect: .scale(options),
                 timeline: .offsets([0, 0.5]))
}

/// The golden folder of `test` in this file, inside `folder`.
func goldenFolder(_ folder: TemporaryFolder, _ test: String) -> URL {
    folder.url.appendingPathComponent("AssertGoldenTests").appendingPathComponent(test)
}

@Suite struct AssertGoldenTests {
    @Test func recordsAMissingGoldenAsAFailureThenPasses() throws {
        let folder = try TemporaryFolder()
        withKnownIssue("recording always fails") {
            assertGolden(of: smallCoverFlow(), goldens: folder.url.path, record: .missing)
        }
        // Keyed by the test function, as swift-snapshot-testing keys snapshots, not by the scene's name.
        #expect(FileManager.default.fileExists(atPath: goldenFolder(folder, "recordsAMissingGoldenAsAFailureThenPasses").appendingPathComponent("strip.png").path))
        let outcome = assertGolden(of: smallCoverFlow(), goldens: folder.url.path, record: .never)
        #expect(outcome?.passed == true)
    }

    @Test func aChangedSceneFailsAndTheMessageNamesTheGoldenTheReportAndTheAcceptCommand() throws {
        let folder = try TemporaryFolder()
        withKnownIssue { assertGolden(of: smallCoverFlow(), goldens: folder.url.path, record: .missing) }
        let golden = goldenFolder(folder, "aChangedSceneFailsAndTheMessageNamesTheGoldenTheReportAndTheAcceptCommand")
        withKnownIssue {
            assertGolden(of: smallCoverFlow(angle: .pi / 3), goldens: folder.url.path, record: .never)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            // The golden outside the package is named by its whole path; the command accepts into this file's folder.
            return text.contains("aChangedSceneFailsAndTheMessageNamesTheGoldenTheReportAndTheAcceptCommand/strip failed")
                && text.contains("pixels differ") && text.contains("report.html")
                && text.contains("golden: \(golden.standardizedFileURL.path)/")
                && text.contains("review ") && text.contains("--goldens \(golden.deletingLastPathComponent().standardizedFileURL.path) --accept-all")
        }
    }

    @Test func namedKeepsASecondGoldenInOneTest() throws {
        let folder = try TemporaryFolder()
        withKnownIssue { assertGolden(of: smallCoverFlow(), goldens: folder.url.path, record: .missing) }
        withKnownIssue { assertGolden(of: smallCoverFlow(angle: .pi / 3), named: "tilted", goldens: folder.url.path, record: .missing) }
        let first = goldenFolder(folder, "namedKeepsASecondGoldenInOneTest"), second = goldenFolder(folder, "namedKeepsASecondGoldenInOneTest.tilted")
        for golden in [first, second] {
            #expect(FileManager.default.fileExists(atPath: golden.appendingPathComponent("strip.png").path), "\(golden.path)")
        }
        #expect(assertGolden(of: smallCoverFlow(), goldens: folder.url.path, record: .never)?.passed == true)
        #expect(assertGolden(of: smallCoverFlow(angle: .pi / 3), named: "tilted", goldens: folder.url.path, record: .never)?.passed == true)
    }

    @Test(arguments: [0.3, 0.6])
    func aParameterizedTestNeedsANamePerArgument(angle: Double) throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            assertGolden(of: smallCoverFlow(angle: angle), goldens: folder.url.path, record: .missing)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("a parameterized test keeps one golden per argument: pass `named:`")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("AssertGoldenTests").path))
        withKnownIssue { assertGolden(of: smallCoverFlow(angle: angle), named: "\(angle)", goldens: folder.url.path, record: .missing) }
        #expect(FileManager.default.fileExists(atPath: goldenFolder(folder, "aParameterizedTestNeedsANamePerArgument.\(angle)").appendingPathComponent("strip.png").path))
    }

    @Test func twoTestsThatWouldWriteOneGoldenAreToldSo() throws {
        let golden = URL(fileURLWithPath: "/nonexistent/Goldens/File/shared")
        #expect(GoldenClaims.claim(golden, kind: "pixels", named: false, by: "A.shared()", parameterized: false) == nil)
        #expect(GoldenClaims.claim(golden, kind: "pixels", named: false, by: "A.shared()", parameterized: false) == nil, "the same test again")
        #expect(GoldenClaims.claim(golden, kind: "layout", named: false, by: "B.shared()", parameterized: false) == nil, "a layout golden beside it")
        let message = GoldenClaims.claim(golden, kind: "pixels", named: false, by: "B.shared()", parameterized: false)
        #expect(message == "two tests would write one golden, /nonexistent/Goldens/File/shared: A.shared() and B.shared() — pass `named:` with a name of its own to one of them")
    }

    @Test func theGoldensKeyIsTheTestFunctionWithoutItsArguments() {
        #expect(GoldenKey(filePath: "/p/Tests/CoverFlowTests.swift", function: "coverFlow()", named: nil).test == "coverFlow")
        #expect(GoldenKey(filePath: "/p/Tests/CoverFlowTests.swift", function: "check(angle:)", named: "0.5").test == "check.0.5")
        #expect(GoldenKey(filePath: "/p/Tests/CoverFlowTests.swift", function: "testCover()", named: "a/b").test == "testCover.a-b")
        #expect(GoldenKey(filePath: "/p/Tests/CoverFlowTests.swift", function: "x()", named: nil).file == "CoverFlowTests")
    }

    @Test func theAcceptCommandRunsThroughThePluginFromThePackageWithoutTheTool() {
        let root = URL(fileURLWithPath: "/work/My App")
        #expect(PackagePlace.relative(URL(fileURLWithPath: "/work/My App/Tests/__Goldens__/T"), to: root) == "Tests/__Goldens__/T")
        #expect(PackagePlace.relative(URL(fileURLWithPath: "/elsewhere/T"), to: root) == "/elsewhere/T")
        #expect(PackagePlace.quoted("it's") == #"'it'\''s'"#)
        #expect(PackagePlace.root(of: #filePath)?.appendingPathComponent("Package.swift").path == repositoryRoot.appendingPathComponent("Package.swift").path)
    }

    @Test func neverModeFailsWithoutRecording() throws {
        let folder = try TemporaryFolder()
        // With `record:` passed, FLIPBOOK_RECORD is not read: the message says to change the argument.
        withKnownIssue { assertGolden(of: smallCoverFlow(), goldens: folder.url.path, record: .never) } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("neverModeFailsWithoutRecording/strip missing: no golden yet") && text.contains("pass `record: .missing` for one run")
                && text.contains("FLIPBOOK_RECORD does not override a `record:` argument") && !text.contains("--record")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("AssertGoldenTests").path))
    }

    @Test func aScopeSetsTheRecordModeAndTheGoldensAndTheCallsOwnArgumentsWin() throws {
        let folder = try TemporaryFolder()
        withFlipbook(record: .never, goldens: folder.url.path) {
            withKnownIssue { assertGolden(of: smallCoverFlow()) } matching: { issue in
                issue.comments.map(\.rawValue).joined().contains("FLIPBOOK_RECORD does not override a `record:` argument or scope")
            }
            #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("AssertGoldenTests").path))
            // The innermost scope wins where it sets a value, and the call's own argument over both.
            withFlipbook(record: .missing) {
                withKnownIssue { assertGolden(of: smallCoverFlow()) }
                #expect(assertGolden(of: smallCoverFlow(), record: .never)?.passed == true)
            }
        }
        #expect(FileManager.default.fileExists(atPath: goldenFolder(folder, "aScopeSetsTheRecordModeAndTheGoldensAndTheCallsOwnArgumentsWin").appendingPathComponent("strip.png").path))
    }

    @Test func anUnknownPresetIsReportedAsAFailure() {
        withKnownIssue {
            assertGolden(of: "scale.noSuchLayout", goldens: "/nonexistent", record: .never)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("cannot load scale.noSuchLayout")
        }
    }
}

/// The trait sets the record mode and goldens of every test in its suite.
let traitGoldens = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-trait-\(ProcessInfo.processInfo.processIdentifier)").path

@Suite(.flipbook(record: .never, goldens: traitGoldens)) struct FlipbookTraitTests {
    @Test func aSuitesTraitReachesItsTests() {
        withKnownIssue { assertGolden(of: smallCoverFlow()) } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("aSuitesTraitReachesItsTests/strip missing") && text.contains("golden: \(traitGoldens)/AssertGoldenTests/aSuitesTraitReachesItsTests/")
        }
        #expect(!FileManager.default.fileExists(atPath: traitGoldens), "`record: .never` from the trait wrote nothing")
    }
}
