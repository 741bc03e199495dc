import Foundation
import TestSupport
import Testing

/// What `flipbook import` cannot know is refused with file:line:column, the expression and the
/// option it feeds, exit status 2, and nothing written; `--allow-partial` leaves it out instead.
@Suite(.serialized) struct RefusalTests {
    static let snippets = SnippetTests.snippets

    @Test func aVariableIsRefusedWithItsPositionAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: Self.snippets.appendingPathComponent("Refuse.swift"), to: folder.path("Refuse.swift"))
        let run = try runFlipbook(["import", "Refuse.swift", "--out", "refused.yaml"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: Refuse.swift:6:28: `spacing` (feeding `effect.scale.minScale`) is not a literal"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("refused.yaml").path))
    }

    @Test(arguments: [
        ("options.shadowColor = theme.shadowColor()", "2:23: `theme.shadowColor()` (feeding `effect.scale.shadowColor`)"),
        ("options.maxScale = isPad ? 1 : 0.9", "2:20: `isPad ? 1 : 0.9` (feeding `effect.scale.maxScale`)"),
        ("options.minScale = base * 2", "2:20: `base * 2` (feeding `effect.scale.minScale`)"),
        ("options.rotation3d?.angle = angle(for: index)", "2:29: `angle(for: index)` (feeding `effect.scale.rotation3d.angle`)"),
        ("options.shadowOffsetMin = CGSize(width: 0, height: inset)", "2:52: `inset` (feeding `effect.scale.shadowOffsetMin.height`)"),
    ])
    func aCallConditionalOrComputedValueIsRefused(_ line: String, _ message: String) throws {
        let swift = "var options = ScaleTransformViewOptions.layout(.coverFlow)\n\(line)\n"
        let run = try runFlipbook(["import", "-"], input: swift)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: stdin:" + message + " is not a literal"), "\(run.stderr)")
    }

    @Test func aPVViewActionWithAVariableIsRefused() throws {
        let swift = "let pages = [[(\"logo\", [PVActionFade(from: start, to: 0)])]]\n"
        let run = try runFlipbook(["import", "-"], input: swift)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: stdin:1:44: `start` (feeding `overlay.pages[0].logo.actions.fade.from`) is not a literal"), "\(run.stderr)")
    }

    @Test func allowPartialLeavesTheValuesOutAndListsThem() throws {
        let run = try runFlipbook(["import", "Refuse.swift", "--allow-partial"], in: Self.snippets)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
            # Imported by `flipbook import` from Refuse.swift: only what differs from `scale.linear`.
            # Left out (not literals; --allow-partial):
            #   effect.scale.minScale = spacing  (Refuse.swift:6:28)
            #   effect.scale.shadowColor = theme.shadowColor()  (Refuse.swift:7:31)
            #   effect.scale.maxScale = isPad ? 1 : 0.9  (Refuse.swift:8:28)
            # Refuse.swift:5
            extends: scale.linear
            # Refuse.swift:5
            effect:
              scale:
                scaleRatio: 0.6

            """)
    }

    @Test func severalSitesAreListedUntilOneIsPicked() throws {
        let both = try runFlipbook(["import", "Two.swift"], in: Self.snippets)
        #expect(both.status == 2)
        #expect(both.stdout.isEmpty)
        #expect(both.stderr.contains("Two.swift:4  ScaleTransformView"), "\(both.stderr)")
        #expect(both.stderr.contains("Two.swift:9  StackTransformView"), "\(both.stderr)")

        let stack = try runFlipbook(["import", "Two.swift", "--type", "StackTransformView"], in: Self.snippets)
        #expect(stack.status == 0 && stack.stdout.contains("extends: stack.vortex\n") && !stack.stdout.contains("scale."), "\(stack.output)")
        let scale = try runFlipbook(["import", "Two.swift", "--at", "Two.swift:4"], in: Self.snippets)
        #expect(scale.status == 0 && scale.stdout.contains("extends: scale.rotary\n") && !scale.stdout.contains("stack."), "\(scale.output)")
        let nowhere = try runFlipbook(["import", "Two.swift", "--at", "Two.swift:20"], in: Self.snippets)
        #expect(nowhere.status == 2 && nowhere.stderr.contains("no option site matches --at Two.swift:20"), "\(nowhere.stderr)")
    }

    @Test func aFileWithoutOptionsOrThatIsMissingExitsWithTwo() throws {
        let folder = try TemporaryFolder(files: ["Plain.swift": "let answer = 42\n"])
        let plain = try runFlipbook(["import", "Plain.swift"], in: folder.url)
        #expect(plain.status == 2 && plain.stderr.contains("no paging options found in Plain.swift"), "\(plain.stderr)")
        let missing = try runFlipbook(["import", "Missing.swift"], in: folder.url)
        #expect(missing.status == 2 && missing.stderr == "error: Missing.swift: no such Swift file\n", "\(missing.stderr)")
    }

    /// `flipbook` alone (no flipbook-import beside it) names the one command that builds it.
    @Test func withoutFlipbookImportTheBuildCommandIsPrinted() throws {
        let folder = try TemporaryFolder()
        let executable = try #require(flipbookExecutable)
        try FileManager.default.copyItem(at: executable, to: folder.path("flipbook"))
        let run = try runProcess(folder.path("flipbook"), ["import", "Cell.swift"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("swift build --product flipbook-import"), "\(run.stderr)")
    }
}
