import Config
import Foundation
import TestSupport
import Testing

/// Save: only the file the designer was started with, atomically, `extends` kept minimal.
@Suite(.serialized) struct DesignerSaveTests {
    @Test func saveWritesOnlyWhatDiffersFromExtends() async throws {
        let folder = try TemporaryFolder()
        let file = folder.path("mine.yaml")
        let designer = try await RunningDesigner(file.path)
        let session = try RunningDesigner.json(try await designer.request("GET", "/api/session"))
        #expect(session["yaml"] == "extends: scale.coverFlow\n", "a new file starts from the default preset")
        let answer = try await designer.post("/api/save",
            #"{"config": {"extends": "scale.coverFlow", "itemCount": 5, "viewport": {"width": 300, "height": 400}, "effect": {"scale": {"maxScale": 0.8, "minScale": 0.7}}}}"#)
        #expect(answer.status == 200, "\(answer.text)")
        let expected = "extends: scale.coverFlow\neffect:\n  scale:\n    maxScale: 0.8\n"
        #expect(try String(contentsOf: file, encoding: .utf8) == expected)
        #expect(try RunningDesigner.json(answer)["yaml"] == .string(expected))
        // Atomic: nothing but the file is left in the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["mine.yaml"])
        // What was saved reads back as the same scene.
        let reread = try RunningDesigner.json(try await designer.request("GET", "/api/session"))
        #expect(reread["resolved"]?["effect"]?["scale"]?["maxScale"] == 0.8)
    }

    @Test func saveEditsTheFileKeepingItsComments() async throws {
        let text = "# mine\nextends: stack.vortex   # the base\n\nitemCount: 6   # six\n"
        let folder = try TemporaryFolder(files: ["mine.yaml": text])
        let designer = try await RunningDesigner(folder.path("mine.yaml").path)
        _ = try await designer.request("GET", "/api/session")
        let answer = try await designer.post("/api/save", #"{"config": {"extends": "stack.vortex", "itemCount": 8}}"#)
        #expect(answer.status == 200, "\(answer.text)")
        #expect(try String(contentsOf: folder.path("mine.yaml"), encoding: .utf8) == "# mine\nextends: stack.vortex   # the base\n\nitemCount: 8   # six\n")
    }

    @Test func theYAMLPanesTextIsSavedExactlyOrRefusedWithItsLine() async throws {
        let folder = try TemporaryFolder(files: ["mine.yaml": "extends: stack.vortex\n"])
        let designer = try await RunningDesigner(folder.path("mine.yaml").path)
        _ = try await designer.request("GET", "/api/session")
        let bad = try await designer.post("/api/save", #"{"yaml": "extends: stack.vortex\nitemCount: 6: 7\n"}"#)
        #expect(try bad.status == 400 && RunningDesigner.json(bad)["line"] == 2, "\(bad.text)")
        #expect(try String(contentsOf: folder.path("mine.yaml"), encoding: .utf8) == "extends: stack.vortex\n")
        let good = try await designer.post("/api/save", #"{"yaml": "extends: stack.vortex\n#  spaced   comment\nitemCount:   6\n"}"#)
        #expect(good.status == 200, "\(good.text)")
        #expect(try String(contentsOf: folder.path("mine.yaml"), encoding: .utf8) == "extends: stack.vortex\n#  spaced   comment\nitemCount:   6\n")
    }

    @Test func aFileChangedOnDiskIsNotOverwrittenUnlessForced() async throws {
        let folder = try TemporaryFolder(files: ["mine.yaml": "extends: stack.vortex\n"])
        let designer = try await RunningDesigner(folder.path("mine.yaml").path)
        _ = try await designer.request("GET", "/api/session")
        try "extends: stack.vortex\nitemCount: 3 # edited elsewhere\n".write(to: folder.path("mine.yaml"), atomically: true, encoding: .utf8)
        let refused = try await designer.post("/api/save", #"{"config": {"extends": "stack.vortex", "itemCount": 9}}"#)
        #expect(refused.status == 409 && refused.text.contains("changed on disk") && refused.text.contains("save anyway"), "\(refused.text)")
        #expect(try String(contentsOf: folder.path("mine.yaml"), encoding: .utf8).contains("edited elsewhere"))
        let forced = try await designer.post("/api/save", #"{"config": {"extends": "stack.vortex", "itemCount": 9}, "force": true}"#)
        #expect(forced.status == 200)
        #expect(try String(contentsOf: folder.path("mine.yaml"), encoding: .utf8) == "extends: stack.vortex\nitemCount: 9\n")
        // What it wrote is now what it knows: the next Save goes through.
        let again = try await designer.post("/api/save", #"{"config": {"extends": "stack.vortex", "itemCount": 4}}"#)
        #expect(again.status == 200)
    }

    @Test func aBrokenConfigIsNotSaved() async throws {
        let folder = try TemporaryFolder(files: ["mine.yaml": "extends: stack.vortex\n"])
        let designer = try await RunningDesigner(folder.path("mine.yaml").path)
        let answer = try await designer.post("/api/save", #"{"config": {"extends": "stack.vortex", "itemCount": -1}}"#)
        #expect(answer.status == 400)
        #expect(try String(contentsOf: folder.path("mine.yaml"), encoding: .utf8) == "extends: stack.vortex\n")
    }

    @Test func aPresetSessionHasNoFileToSave() async throws {
        let designer = try await RunningDesigner("stack.vortex")
        let answer = try await designer.post("/api/save", #"{"config": {"extends": "stack.vortex"}}"#)
        #expect(answer.status == 409)
        #expect(answer.text.contains("flipbook designer mine.yaml"))
        let session = try RunningDesigner.json(try await designer.request("GET", "/api/session"))
        #expect(session["preset"] == "stack.vortex" && session["canSave"] == false)
    }
}
