import Foundation
import TestSupport
import Testing

/// Every path a request's config can name (`extends`, any `image`, `fonts`) is checked before it is
/// opened, with one answer whether the file is outside, missing, a folder or unreadable; Save
/// writes only a file whose real path is inside the served folder.
@Suite(.serialized) struct DesignerFileAccessTests {
    /// The answer's problem with the path the request named taken out: what a request learns.
    static func answer(_ designer: RunningDesigner, _ config: String, route: String = "/api/preview") async throws -> (status: Int, problem: String) {
        let answer = try await designer.post(route, #"{"config": \#(config)}"#)
        let problem = (try? RunningDesigner.json(answer)["problem"]).flatMap { value -> String? in
            if case let .string(text) = value { return text }
            return nil
        } ?? answer.text
        return (answer.status, problem)
    }

    @Test func fontsAndImagesGetOneAnswerForOutsideMissingFolderAndUnreadable() async throws {
        let folder = try TemporaryFolder(files: ["mine.yaml": "extends: scale.coverFlow\n", "locked.ttf": "x", "inside.png": "x"])
        try FileManager.default.createDirectory(at: folder.path("fonts"), withIntermediateDirectories: true)
        chmod(folder.path("locked.ttf").path, 0)
        defer { chmod(folder.path("locked.ttf").path, 0o644) }
        let designer = try await RunningDesigner(folder.path("mine.yaml").path)
        let paths = ["/etc/hostname", "/nonexistent/x.ttf", "/usr/share/fonts", "missing.ttf", "fonts", "../../../../etc/passwd"]
            + (getuid() == 0 ? [] : ["locked.ttf"])
        var problems: Set<String> = []
        for path in paths {
            for (key, config) in [("fonts[0]", #"{"extends": "scale.coverFlow", "fonts": ["\#(path)"]}"#),
                                  ("card.image", #"{"extends": "scale.coverFlow", "card": {"image": "\#(path)"}}"#)] {
                let (status, problem) = try await Self.answer(designer, config)
                #expect(status == 403, "\(key) \(path): \(problem)")
                #expect(problem.contains("`\(key)`"), "\(problem)")
                problems.insert(problem.replacingOccurrences(of: "`\(key)`", with: "KEY").replacingOccurrences(of: path, with: "PATH"))
            }
        }
        #expect(problems.count == 1, "\(problems)")
        // A file that is there and readable is read (a broken PNG is then its own 400).
        #expect(try await Self.answer(designer, #"{"extends": "scale.coverFlow", "card": {"image": "inside.png"}}"#).status == 400)
    }

    @Test func saveRefusesAFileWhoseRealPathIsOutsideTheFolder() async throws {
        let elsewhere = try TemporaryFolder(files: ["theirs.yaml": "extends: stack.vortex\n"])
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("mine.yaml").path, withDestinationPath: elsewhere.path("theirs.yaml").path)
        try FileManager.default.createSymbolicLink(atPath: folder.path("dangling.yaml").path, withDestinationPath: elsewhere.path("new.yaml").path)
        for (name, target) in [("mine.yaml", "theirs.yaml"), ("dangling.yaml", "new.yaml")] {
            let designer = try await RunningDesigner(folder.path(name).path)
            let saved = try await designer.post("/api/save", #"{"config": {"extends": "scale.coverFlow", "itemCount": 9}}"#)
            #expect(saved.status == 403, "\(name): \(saved.text)")
            #expect(saved.text.contains("outside"), "\(saved.text)")
            let typed = try await designer.post("/api/save", #"{"yaml": "extends: scale.coverFlow\n"}"#)
            #expect(typed.status == 403)
            _ = target
        }
        #expect(try String(contentsOf: elsewhere.path("theirs.yaml"), encoding: .utf8) == "extends: stack.vortex\n")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.path("new.yaml").path))
        // A link inside the folder to a file inside it is saved, through the link.
        let inside = try TemporaryFolder(files: ["real.yaml": "extends: stack.vortex\n"])
        try FileManager.default.createSymbolicLink(atPath: inside.path("link.yaml").path, withDestinationPath: "real.yaml")
        let designer = try await RunningDesigner(inside.path("link.yaml").path)
        #expect(try await designer.post("/api/save", #"{"config": {"extends": "stack.vortex", "itemCount": 9}}"#).status == 200)
        #expect(try String(contentsOf: inside.path("real.yaml"), encoding: .utf8) == "extends: stack.vortex\nitemCount: 9\n")
    }

    @Test func textRoundTripsKeepEveryCharacterAndTheLineEndings() async throws {
        let folder = try TemporaryFolder(files: ["cr.yaml": "# old Mac\rextends: scale.coverFlow\ritemCount: 5   # five\r",
                                                 "crlf.yaml": "# Windows\r\nextends: scale.coverFlow\r\nitemCount: 5\r\n"])
        for (name, lineBreak) in [("cr.yaml", "\r"), ("crlf.yaml", "\r\n")] {
            let designer = try await RunningDesigner(folder.path(name).path)
            let title = "a\u{85}b\u{2028}c\u{9F}d\u{FEFF}e \u{1F600}"
            let config = #"{"extends": "scale.coverFlow", "itemCount": 6, "card": {"title": "\#(title)"}}"#
            #expect(try await designer.post("/api/save", #"{"config": \#(config)}"#).status == 200)
            let saved = try String(contentsOf: folder.path(name), encoding: .utf8)
            let lines = saved.components(separatedBy: lineBreak)
            #expect(lines.contains("itemCount: 6" + (name == "cr.yaml" ? "   # five" : "")), "\(saved.debugDescription)")
            #expect(lineBreak == "\r" ? !saved.contains("\n") : !saved.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "\(saved.debugDescription)")
            let parsed = try RunningDesigner.json(try await designer.post("/api/parse", #"{"yaml": \#(JSONString(saved))}"#))
            #expect(parsed["config"]?["card"]?["title"] == .string(title), "\(saved.debugDescription)")
            // The YAML pane's text (LF, as a browser gives it) is saved with the file's line breaks.
            let typed = saved.replacingOccurrences(of: lineBreak, with: "\n")
            #expect(try await designer.post("/api/save", #"{"yaml": \#(JSONString(typed))}"#).status == 200)
            #expect(try String(contentsOf: folder.path(name), encoding: .utf8) == saved)
        }
    }

    /// `text` as a JSON string literal.
    func JSONString(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data(), as: UTF8.self)
    }
}
