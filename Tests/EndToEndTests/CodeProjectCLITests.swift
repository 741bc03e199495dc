import Foundation
import Testing
import TestSupport

/// `flipbook code CONFIG --project FOLDER` through the real binary: the files appear together, the
/// same bytes on a second run, a stale layers file goes, and bad input is exit 2 with nothing written.
@Suite struct CodeProjectCLITests {
    static let appFiles = ["App/App.swift", "App/Cards.swift", "App/Flipbook.swift", "App/Screen.swift", "Package.swift", "README.md"]

    /// Every regular file under `folder`, relative, sorted (hidden staging folders would show here too).
    func files(in folder: URL) -> [String] {
        let names = FileManager.default.subpaths(atPath: folder.path) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    @Test func writesTheProjectAndRewritesItTheSame() throws {
        let root = try TemporaryFolder()
        let run = try runFlipbook(["code", "parallax.onboarding", "--project", "Onboarding"], in: root.url)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.stdout.hasPrefix("wrote Onboarding (7 files: ") && run.stdout.contains("run the ParallaxOnboarding scheme"))
        #expect(files(in: root.path("Onboarding")) == (Self.appFiles + ["Extras/PVViewLayers.swift"]).sorted())
        let code = try runFlipbook(["code", "parallax.onboarding"], in: root.url).stdout
        let flipbookSwift = try String(contentsOf: root.path("Onboarding/App/Flipbook.swift"), encoding: .utf8)
        #expect(code.hasPrefix(flipbookSwift.trimmingCharacters(in: .newlines)))
        let first = try Data(contentsOf: root.path("Onboarding/App/Screen.swift"))

        // The same folder again: refused without --overwrite, nothing changed.
        let refused = try runFlipbook(["code", "stack.tinder", "--project", "Onboarding"], in: root.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--overwrite"), "\(refused.stderr)")
        #expect(try Data(contentsOf: root.path("Onboarding/App/Screen.swift")) == first)
        // With it, for a scene without layers: its files replaced, the layers file gone.
        let again = try runFlipbook(["code", "stack.tinder", "--project", "Onboarding", "--overwrite"], in: root.url)
        #expect(again.status == 0, "\(again.output)")
        #expect(files(in: root.path("Onboarding")) == Self.appFiles)
        #expect(try Data(contentsOf: root.path("Onboarding/App/Screen.swift")) != first)
        // And back: byte for byte what the first run wrote.
        _ = try runFlipbook(["code", "parallax.onboarding", "--project", "Onboarding", "--overwrite"], in: root.url)
        #expect(try Data(contentsOf: root.path("Onboarding/App/Screen.swift")) == first)
    }

    @Test func badInputIsExit2AndWritesNothing() throws {
        let root = try TemporaryFolder(files: [
            "spring.yaml": """
            extends: scale.linear
            effect:
              custom:
                scale: {keyframes: [[-1, 0.5], [0, 1], [1, 0.5]], curve: {spring: {response: 0.5, dampingFraction: 0.7}}}
            """,
            "afile": "not a folder\n",
        ])
        let spring = try runFlipbook(["code", "spring.yaml", "--project", "App"], in: root.url)
        #expect(spring.status == 2 && spring.stderr.contains("spring"), "\(spring.output)")
        #expect(!FileManager.default.fileExists(atPath: root.path("App").path))

        let onAFile = try runFlipbook(["code", "scale.coverFlow", "--project", "afile"], in: root.url)
        #expect(onAFile.status == 2 && onAFile.stderr.contains("afile"), "\(onAFile.output)")
        #expect(try String(contentsOf: root.path("afile"), encoding: .utf8) == "not a folder\n")

        let unknown = try runFlipbook(["code", "scale.coverflw", "--project", "App"], in: root.url)
        #expect(unknown.status == 2 && unknown.stderr.contains("did you mean"), "\(unknown.output)")
        #expect(!FileManager.default.fileExists(atPath: root.path("App").path))

        // A folder holding something else where a project file goes: refused before anything is written.
        try FileManager.default.createDirectory(at: root.path("Busy/README.md"), withIntermediateDirectories: true)
        let busy = try runFlipbook(["code", "scale.coverFlow", "--project", "Busy"], in: root.url)
        #expect(busy.status == 2 && busy.stderr.contains("README.md"), "\(busy.output)")
        #expect(files(in: root.path("Busy")).isEmpty)
    }
}
