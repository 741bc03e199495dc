import Config
@testable import Designer
import Foundation
import RawHTTP
import SceneModel
import TestSupport
import Testing

/// "Save as project" over real HTTP: `POST /api/project` answers a .zip (named, like every export, after the
/// designer's file or preset) that `unzip` (Info-ZIP, not our
/// reader) tests clean and lists as the project's files under one folder, the same bytes each time.
@Suite(.serialized) struct DesignerProjectTests {
    @Test func projectIsAZipOfTheSwiftPackage() async throws {
        let designer = try await RunningDesigner()
        let answer = try await designer.post("/api/project", #"{"config": {"extends": "menu.tabs"}}"#)
        #expect(answer.status == 200, "\(answer.text.prefix(300))")
        #expect(answer.headers["content-type"] == "application/zip")
        #expect(answer.headers["content-disposition"]?.contains(#"filename="ScaleCoverFlow.zip""#) == true)
        let again = try await designer.post("/api/project", #"{"config": {"extends": "menu.tabs"}}"#)
        #expect(again.body == answer.body)

        let folder = try TemporaryFolder()
        let zip = folder.path("ScaleCoverFlow.zip")
        try Data(answer.body).write(to: zip)
        let test = try runProcess(URL(fileURLWithPath: "/usr/bin/unzip"), ["-t", zip.path])
        #expect(test.status == 0 && test.stdout.contains("No errors detected"), "\(test.output)")
        let list = try runProcess(URL(fileURLWithPath: "/usr/bin/unzip"), ["-Z1", zip.path])
        #expect(list.stdout.split(separator: "\n") == ["ScaleCoverFlow/App/App.swift", "ScaleCoverFlow/App/Cards.swift", "ScaleCoverFlow/App/Flipbook.swift",
                                                     "ScaleCoverFlow/App/Screen.swift", "ScaleCoverFlow/Package.swift", "ScaleCoverFlow/README.md"])
        // Unpacked, each file is the generator's text for the same scene, byte for byte.
        let unpack = try runProcess(URL(fileURLWithPath: "/usr/bin/unzip"), ["-q", zip.path, "-d", folder.url.path])
        #expect(unpack.status == 0, "\(unpack.output)")
        let scene = try ConfigDocument.scene(try JSONValue.parse(#"{"extends": "menu.tabs"}"#), name: "scale.coverFlow",
                                             directory: FileManager.default.temporaryDirectory)
        for file in try SwiftProject(scene: scene).files {
            let written = try Data(contentsOf: folder.path("ScaleCoverFlow/" + file.path))
            #expect(written == Data(file.text.utf8), "\(file.path)")
        }
    }

    @Test func aConfigWithNoSwiftIs400() async throws {
        let designer = try await RunningDesigner()
        let spring = #"{"extends": "scale.linear", "effect": {"custom": {"scale": {"keyframes": [[-1, 0.5], [0, 1], [1, 0.5]], "#
            + #""curve": {"spring": {"response": 0.5, "dampingFraction": 0.7}}}}}}"#
        let answer = try await designer.post("/api/project", #"{"config": \#(spring)}"#)
        #expect(answer.status == 400 && answer.text.contains("spring"), "\(answer.text)")
        #expect(try await designer.post("/api/project", #"{"config": {"itemCount": -1}}"#).status == 400)
    }
}
