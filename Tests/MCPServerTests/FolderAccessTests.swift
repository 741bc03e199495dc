import Config
import Foundation
@testable import MCPServer
import Problems
import TestSupport
import Testing

/// Files a call may make the server read: only inside its folders, whatever `..`, links or a
/// config's `extends` chain say, and one refusal whether or not the file outside exists.
@Suite struct FolderAccessTests {
    let outer: TemporaryFolder
    let access: FolderAccess
    var work: URL { outer.path("work") }

    init() throws {
        outer = try TemporaryFolder(files: [
            "work/mine.yaml": "extends: scale.coverFlow\n",
            "work/scenes/base.yaml": "extends: ../mine.yaml\n",
            "work/escape.yaml": "extends: scenes/deeper.yaml\n",
            "work/scenes/deeper.yaml": "extends: ../../secret.yaml\n",
            "secret.yaml": "extends: stack.vortex\n",
        ])
        access = try FolderAccess(folders: ["work"], workingDirectory: outer.url)
    }

    @Test("a file inside the folder is permitted, relative or absolute")
    func inside() throws {
        #expect(try access.permitted("mine.yaml", from: access.base, key: "file").lastPathComponent == "mine.yaml")
        _ = try access.permitted(work.appendingPathComponent("scenes/base.yaml").path, from: access.base, key: "file")
    }

    @Test("`..` out of the folder is refused as forbidden, naming the argument")
    func dotDot() {
        #expect(refusal { try access.permitted("../secret.yaml", from: access.base, key: "file") }?.setting == "file")
        #expect(refusal { try access.permitted("/etc/passwd", from: access.base, key: "card.image") }?.setting == "card.image")
    }

    @Test("a path outside gets the same refusal whether or not something is there")
    func existenceNotTold() {
        let there = refusal { try access.permitted("../secret.yaml", from: access.base, key: "file") }
        let notThere = refusal { try access.permitted("../nothing.yaml", from: access.base, key: "file") }
        #expect(there?.kind == .forbidden && notThere?.kind == .forbidden)
        #expect(there?.what.description.replacingOccurrences(of: "secret", with: "nothing") == notThere?.what.description)
    }

    @Test("a link inside the folder to a file or folder outside is refused")
    func links() throws {
        try FileManager.default.createSymbolicLink(at: work.appendingPathComponent("link.yaml"), withDestinationURL: outer.path("secret.yaml"))
        try FileManager.default.createSymbolicLink(at: work.appendingPathComponent("out"), withDestinationURL: outer.url)
        #expect(refusal { try access.permitted("link.yaml", from: access.base, key: "file") } != nil)
        #expect(refusal { try access.permitted("out/secret.yaml", from: access.base, key: "file") } != nil)
        #expect(refusal { try access.permitted("out/missing.yaml", from: access.base, key: "file") } != nil)
    }

    @Test("a config is refused when any file its extends chain reaches is outside")
    func extendsChain() throws {
        try access.check(configText: "extends: scenes/base.yaml\n", fileName: "config.yaml", directory: access.base)
        let chained = refusal { try access.check(configText: "extends: escape.yaml\n", fileName: "config.yaml", directory: access.base) }
        #expect(chained?.kind == .forbidden && chained?.setting == "extends", "\(String(describing: chained))")
    }

    @Test("images and fonts a config names are checked at any depth")
    func imagesAndFonts() {
        let image = refusal { try access.check(configText: "extends: scale.coverFlow\ncard:\n  image: ../x.png\n", fileName: "config.yaml", directory: access.base) }
        #expect(image?.setting == "card.image")
        let font = refusal { try access.check(configText: "extends: scale.coverFlow\nfonts: [/usr/share/fonts/x.ttf]\n", fileName: "config.yaml", directory: access.base) }
        #expect(font?.setting == "fonts[0]")
        let layer = refusal {
            try access.check(configText: "extends: scale.coverFlow\ncard:\n  layers:\n    - {id: a, type: image, image: /etc/hostname}\n", fileName: "config.yaml", directory: access.base)
        }
        #expect(layer?.setting == "card.layers[0].image")
    }

    @Test("a folder that does not exist is refused at start")
    func missingFolder() {
        #expect(throws: Problem.self) { try FolderAccess(folders: ["nowhere"], workingDirectory: outer.url) }
    }

    private func refusal(_ body: () throws -> Any) -> Problem? {
        do {
            _ = try body()
            return nil
        } catch {
            return error as? Problem
        }
    }
}
