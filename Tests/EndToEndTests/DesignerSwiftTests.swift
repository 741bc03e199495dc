import Foundation
import RawHTTP
import TestSupport
import Testing

/// `flipbook designer PhotoCell.swift`: the Swift is imported (flipbook import) into the YAML beside
/// it, the designer edits that file, and Save writes it.
@Suite(.serialized) struct DesignerSwiftTests {
    @Test func aSwiftFileIsImportedBesideItAndSaveWritesThere() throws {
        let folder = try TemporaryFolder()
        let snippets = repositoryRoot.appendingPathComponent("Tests/ImportTests/Snippets")
        try FileManager.default.copyItem(at: snippets.appendingPathComponent("PhotoCell.swift"), to: folder.path("PhotoCell.swift"))
        let running = try DesignerCLITests.start(["PhotoCell.swift", "--port", "0"], in: folder.url)
        defer {
            running.process.signal(SIGINT)
            _ = running.process.finish()
        }
        let imported = try String(contentsOf: folder.path("PhotoCell.yaml"), encoding: .utf8)
        #expect(imported == (try String(contentsOf: snippets.appendingPathComponent("PhotoCell.expected.yaml"), encoding: .utf8)))
        let session = try rawHTTP(port: running.port, "GET", "/api/session", headers: ["X-Flipbook-Token": running.token])
        #expect(session.text.contains("\"file\": \"PhotoCell.yaml\""), "\(session.text)")
        let saved = try rawHTTP(port: running.port, "POST", "/api/save", headers: ["X-Flipbook-Token": running.token],
                                body: Array(#"{"config": {"extends": "scale.coverFlow", "numberOfVisibleItems": 3}}"#.utf8))
        #expect(saved.status == 200)
        let text = try String(contentsOf: folder.path("PhotoCell.yaml"), encoding: .utf8)
        #expect(text.contains("numberOfVisibleItems: 3"), "\(text)")
        #expect(try String(contentsOf: folder.path("PhotoCell.swift"), encoding: .utf8).contains("ScaleTransformView"))
    }

    @Test func anExistingYAMLIsNotOverwrittenByAnImport() throws {
        let folder = try TemporaryFolder(files: ["Cell.swift": "var o = StackTransformViewOptions.layout(.vortex)\n", "Cell.yaml": "extends: stack.blur\n"])
        let run = try runFlipbook(["designer", "Cell.swift", "--port", "0"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("Cell.yaml already exists beside Cell.swift"), "\(run.stderr)")
        #expect(try String(contentsOf: folder.path("Cell.yaml"), encoding: .utf8) == "extends: stack.blur\n")
    }

    @Test func aDanglingYAMLLinkIsNotWrittenThrough() throws {
        let folder = try TemporaryFolder(files: ["Cell.swift": "var o = StackTransformViewOptions.layout(.vortex)\n"])
        let elsewhere = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("Cell.yaml").path, withDestinationPath: elsewhere.path("written.yaml").path)
        let run = try runFlipbook(["designer", "Cell.swift", "--port", "0"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("Cell.yaml already exists beside Cell.swift"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.path("written.yaml").path))
    }
}
