import Config
@testable import Designer
import Foundation
import ImageCodecs
import RawHTTP
import Render
import TestSupport
import Testing

/// The API over real HTTP: what each route answers, and the errors users can cause.
@Suite(.serialized) struct DesignerAPITests {
    static let coverFlow = #"{"extends": "scale.coverFlow"}"#

    @Test func theSessionDescribesTheFileAndWhatThePageNeeds() async throws {
        let folder = try TemporaryFolder(files: ["mine.yaml": "extends: scale.coverFlow\nitemCount: 4\n"])
        let designer = try await RunningDesigner(folder.path("mine.yaml").path)
        let session = try RunningDesigner.json(try await designer.request("GET", "/api/session"))
        #expect(session["yaml"] == "extends: scale.coverFlow\nitemCount: 4\n")
        #expect(session["config"] == .object(["extends": "scale.coverFlow", "itemCount": 4]))
        #expect(session["resolved"]?["itemCount"] == 4)
        #expect(session["resolved"]?["effect"]?["scale"] != nil)
        #expect(session["canSave"] == true)
        guard case let .array(presets)? = session["presets"] else { Issue.record("no presets"); return }
        #expect(presets.contains("stack.vortex"))
        #expect(session["flavours"] == ["uikit", "swiftui", "options"])
    }

    @Test func aFileWithMistakesStillOpensWithTheErrorAndItsLine() async throws {
        let folder = try TemporaryFolder(files: ["bad.yaml": "extends: scale.coverFlow\neffect:\n  scale:\n    minScale: abc\n"])
        let designer = try await RunningDesigner(folder.path("bad.yaml").path)
        let session = try RunningDesigner.json(try await designer.request("GET", "/api/session"))
        #expect(session["config"] == .null)
        #expect(session["error"]?["line"] == 4)
        #expect(session["error"]?["problem"].map { "\($0)".contains("minScale") } == true)
    }

    @Test func parseReportsTheYAMLLineAndColumn() async throws {
        let designer = try await RunningDesigner()
        let syntax = try await designer.post("/api/parse", #"{"yaml": "extends: scale.coverFlow\nitemCount: [\n"}"#)
        #expect(syntax.status == 400)
        let problem = try RunningDesigner.json(syntax)
        #expect(problem["line"] == 3)
        #expect(problem["column"] != nil)
        let value = try await designer.post("/api/parse", #"{"yaml": "extends: scale.coverFlow\n\nitemCount: -3\n"}"#)
        #expect(value.status == 400)
        #expect(try RunningDesigner.json(value)["line"] == 3)
        #expect(try RunningDesigner.json(value)["kind"] == "outOfRange")
        #expect(try RunningDesigner.json(value)["key"] == "itemCount")
        #expect(value.text.contains("itemCount"))
        let good = try await designer.post("/api/parse", #"{"yaml": "extends: stack.vortex\nitemCount: 7\n"}"#)
        #expect(good.status == 200)
        let answer = try RunningDesigner.json(good)
        #expect(answer["config"] == .object(["extends": "stack.vortex", "itemCount": 7]))
        #expect(answer["resolved"]?["effect"]?["stack"] != nil)
    }

    @Test func previewIsAPNGThatChangesWithAnOption() async throws {
        let designer = try await RunningDesigner()
        func preview(_ config: String, offset: Double = 0.5) async throws -> (answer: HTTPAnswer, pixels: RGBAPixels) {
            let answer = try await designer.post("/api/preview", #"{"config": \#(config), "offset": \#(offset), "scale": 1}"#)
            #expect(answer.status == 200, "\(answer.text.prefix(300))")
            #expect(answer.headers["content-type"] == "image/png")
            #expect(Double(answer.headers["x-flipbook-render-ms"] ?? "") != nil)
            return (answer, try PNGDecoder.decode(answer.body))
        }
        let first = try await preview(Self.coverFlow)
        #expect(first.pixels.width == 300 && first.pixels.height == 400)
        let again = try await preview(Self.coverFlow)
        #expect(again.answer.body == first.answer.body, "the same config draws the same bytes")
        let changed = try await preview(#"{"extends": "scale.coverFlow", "effect": {"scale": {"maxScale": 0.4}}}"#)
        #expect(changed.pixels.bytes != first.pixels.bytes)
        let scrolled = try await preview(Self.coverFlow, offset: 1)
        #expect(scrolled.pixels.bytes != first.pixels.bytes)
        let double = try await designer.post("/api/preview", #"{"config": \#(Self.coverFlow), "offset": 0, "scale": 2}"#)
        #expect(try PNGDecoder.decode(double.body).width == 600)
    }

    /// A tap on item 6 from item 1 (docs/menu/menu-select.yaml): the timeline turns one page with
    /// page 7 put next to page 2, which the offsets alone (1 … 6) do not say.
    static let select = #"{"extends": "menu.tabs", "itemCount": 8, "menu": {"items": ["Oslo", "Paris", "Rome", "Tokyo", "Seoul", "Cairo", "Lima", "Quito"], "menuItemSize": {"selfSizing": {"estimatedWidth": 80, "height": 40}}}, "timeline": {"fps": 20, "start": 1, "steps": [{"wait": 0.05}, {"select": 6}]}}"#

    @Test("a timeline frame is drawn as every product draws it (Play's frames), an offset alone as a scrub")
    func previewOfATimelineFrameIsTheTimelinesFrame() async throws {
        let designer = try await RunningDesigner()
        let timeline = try RunningDesigner.json(try await designer.post("/api/timeline", #"{"config": \#(Self.select)}"#))
        guard case let .array(offsets)? = timeline["offsets"], case let .number(middle)? = offsets.dropFirst(4).first else {
            Issue.record("no offsets: \(timeline)"); return
        }
        #expect(offsets.count == 8)
        let scene = try ConfigDocument.scene(try Config.JSONValue.parse(Self.select), name: "select", directory: URL(fileURLWithPath: "/"))
        let renderer = try FrameRenderer(scene: scene)
        let inputs = FrameRenderer.FrameInputs(renderer, offsets: try scene.timelineFrames().map(\.offset))
        for index in [0, 4, 7] {
            let answer = try await designer.post("/api/preview", #"{"config": \#(Self.select), "frame": \#(index), "scale": 1}"#)
            #expect(answer.status == 200, "\(answer.text.prefix(300))")
            #expect(try PNGDecoder.decode(answer.body).bytes == PNGDecoder.decode(try renderer.encodedFrame(frame: index, of: inputs, format: .png)).bytes,
                    "frame \(index) is the timeline's")
        }
        // Mid-turn, the offset alone draws the pages between (4 and 5); the timeline draws 2 and 7.
        let turning = try await designer.post("/api/preview", #"{"config": \#(Self.select), "frame": 4, "scale": 1}"#)
        let alone = try await designer.post("/api/preview", #"{"config": \#(Self.select), "offset": \#(middle), "scale": 1}"#)
        #expect(try PNGDecoder.decode(turning.body).bytes != PNGDecoder.decode(alone.body).bytes)
        for (frame, message) in [("8", "is not one of the 8 frames of the timeline (0…7)"), ("1.5", "is not one of the 8"), ("-1", "is not one of the 8"),
                                 (#""2""#, "must be a number")] {
            let refused = try await designer.post("/api/preview", #"{"config": \#(Self.select), "frame": \#(frame)}"#)
            #expect(refused.status == 400 && refused.text.contains(message), "frame \(frame): \(refused.text)")
        }
    }

    @Test func badOptionValuesAre400WithTheValidationMessage() async throws {
        let designer = try await RunningDesigner()
        let cases = [
            (#"{"extends": "scale.coverFlow", "itemCount": -2}"#, "itemCount"),
            (#"{"extends": "scale.coverFlow", "effect": {"scale": {"minScale": "big"}}}"#, "minScale"),
            (#"{"extends": "scale.coverFlow", "effect": {"scale": {"minScal": 0.5}}}"#, "minScal"),
            (#"{"extends": "scale.coverFlo"}"#, "scale.coverFlow"),
            (#"{"extends": "scale.coverFlow", "viewport": {"width": 1e9, "height": 400}}"#, "viewport"),
        ]
        for (config, mentioned) in cases {
            for route in ["/api/preview", "/api/strip", "/api/inspect", "/api/code", "/api/timeline", "/api/project"] {
                let answer = try await designer.post(route, #"{"config": \#(config)}"#)
                #expect(answer.status == 400, "\(route) \(config)")
                #expect(answer.text.contains(mentioned), "\(route): \(answer.text)")
            }
        }
    }

    @Test func filesOutsideTheConfigsFolderAreNotRead() async throws {
        let outside = try TemporaryFolder(files: ["secret.yaml": "itemCount: 3 # secret\n", "secret.png": "SECRET-BYTES"])
        let folder = try TemporaryFolder(files: ["mine.yaml": "extends: scale.coverFlow\n", "base.yaml": "extends: stack.vortex\n"])
        let designer = try await RunningDesigner(folder.path("mine.yaml").path)
        let secret = outside.path("secret.yaml").path
        let configs = [
            #"{"extends": "../../../../etc/passwd"}"#,
            #"{"extends": "\#(secret)"}"#,
            #"{"extends": ["scale.coverFlow", "\#(secret)"]}"#,
            #"{"extends": "scale.coverFlow", "card": {"image": "\#(outside.path("secret.png").path)"}}"#,
            #"{"extends": "scale.coverFlow", "card": {"layers": [{"id": "x", "type": "image", "image": "../../../../etc/hostname"}]}}"#,
        ]
        for config in configs {
            for route in ["/api/preview", "/api/yaml", "/api/save", "/api/code", "/api/project"] {
                let answer = try await designer.post(route, #"{"config": \#(config)}"#)
                #expect(answer.status == 403, "\(route) \(config)")
                #expect(!answer.text.contains("root:") && !answer.text.contains("SECRET") && !answer.text.contains("# secret"))
            }
        }
        let parse = try await designer.post("/api/parse", #"{"yaml": "extends: \#(secret)\n"}"#)
        #expect(parse.status == 403)
        // Files in the config's folder are fine.
        let inside = try await designer.post("/api/preview", #"{"config": {"extends": "./base.yaml"}}"#)
        #expect(inside.status == 200)
    }

    @Test func stripInspectTimelineAndCodeAnswer() async throws {
        let designer = try await RunningDesigner()
        let strip = try await designer.post("/api/strip", #"{"config": \#(Self.coverFlow), "scale": 0.5}"#)
        #expect(strip.status == 200)
        #expect(try PNGDecoder.decode(strip.body).width > 300)
        let inspect = try await designer.post("/api/inspect", #"{"config": \#(Self.coverFlow), "offset": 1.5}"#)
        let frames = try RunningDesigner.json(inspect)["frames"]
        guard case let .array(list)? = frames else { Issue.record("no frames: \(inspect.text.prefix(200))"); return }
        #expect(list.count == 1 && list[0]["offset"] == 1.5)
        let timeline = try RunningDesigner.json(try await designer.post("/api/timeline", #"{"config": \#(Self.coverFlow)}"#))
        #expect(timeline["offsets"] == [1, 1.25, 1.5, 1.75, 2])
        #expect(timeline["frames"] == 5 && timeline["from"] == 1 && timeline["to"] == 2)
        let uikit = try await designer.post("/api/code", #"{"config": \#(Self.coverFlow), "flavour": "uikit"}"#)
        #expect(uikit.text.contains(".layout(.coverFlow)") && uikit.text.contains("import UIKit"))
        let swiftUI = try await designer.post("/api/code", #"{"config": \#(Self.coverFlow), "flavour": "swiftui"}"#)
        #expect(swiftUI.text.contains("ScalePageView(cards)") && swiftUI.text.contains(".options(.layout(.coverFlow))"))
        let options = try await designer.post("/api/code", #"{"config": {"extends": "stack.vortex"}, "flavour": "options"}"#)
        #expect(options.text == ".layout(.vortex)\n")
        #expect(try await designer.post("/api/code", #"{"config": \#(Self.coverFlow), "flavour": "kotlin"}"#).status == 400)
    }

    @Test func exportWritesAnimationsAndRefusesFormatsItCannot() async throws {
        let designer = try await RunningDesigner()
        let gif = try await designer.post("/api/export", #"{"config": \#(Self.coverFlow), "format": "gif"}"#)
        #expect(gif.status == 200)
        #expect(Array(gif.body.prefix(6)) == Array("GIF89a".utf8))
        #expect(gif.headers["content-disposition"] == "attachment; filename=\"scale.coverFlow.gif\"")
        let webp = try await designer.post("/api/export", #"{"config": \#(Self.coverFlow), "format": "webp"}"#)
        #expect(Array(webp.body[8..<12]) == Array("WEBP".utf8))
        let strip = try await designer.post("/api/export", #"{"config": \#(Self.coverFlow), "format": "strip"}"#)
        #expect(strip.headers["content-type"] == "image/png")
        let apng = try await designer.post("/api/export", #"{"config": \#(Self.coverFlow), "format": "apng"}"#)
        #expect(apng.status == 200)
        #expect(apng.headers["content-type"] == "image/apng")
        #expect(Array(apng.body.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let unknown = try await designer.post("/api/export", #"{"config": \#(Self.coverFlow), "format": "bmp"}"#)
        #expect(unknown.status == 415)
        #expect(unknown.text.contains("gif"))
    }

    @Test("an APNG export is compressed at the config's output.pngLevel, as flipbook render does")
    func apngExportUsesThePNGLevel() async throws {
        let designer = try await RunningDesigner()
        func apng(_ level: String) async throws -> [UInt8] {
            let config = #"{"extends": "scale.coverFlow", "output": {"pngLevel": "\#(level)"}, "timeline": [0, 0.5, 1]}"#
            let response = try await designer.post("/api/export", #"{"config": \#(config), "format": "apng"}"#)
            #expect(response.status == 200)
            return response.body
        }
        let fast = try await apng("fast"), small = try await apng("small")
        #expect(small.count < fast.count, "small \(small.count) B, fast \(fast.count) B")
    }

    @Test func diffCountsTheMismatchedPixels() async throws {
        let designer = try await RunningDesigner()
        let same = try await designer.post("/api/diff", #"{"a": \#(Self.coverFlow), "b": \#(Self.coverFlow), "offset": 0.5}"#)
        #expect(same.status == 200)
        #expect(same.headers["x-flipbook-mismatched"] == "0")
        let different = try await designer.post("/api/diff", #"{"a": \#(Self.coverFlow), "b": {"extends": "scale.linear"}, "offset": 0.5}"#)
        #expect(Int(different.headers["x-flipbook-mismatched"] ?? "") ?? 0 > 1000)
        #expect(try PNGDecoder.decode(different.body).width == 300)
        let sizes = try await designer.post("/api/diff", #"{"a": \#(Self.coverFlow), "b": {"extends": "scale.linear", "viewport": {"width": 200, "height": 400}}}"#)
        #expect(sizes.status == 400)
    }

    @Test func presetAndYAMLAnswer() async throws {
        let designer = try await RunningDesigner()
        let preset = try RunningDesigner.json(try await designer.request("GET", "/api/preset?name=stack.vortex"))
        #expect(preset["config"]?["effect"] != nil)
        #expect(try await designer.request("GET", "/api/preset?name=stack.vortx").text.contains("stack.vortex"))
        let resolved = try RunningDesigner.json(try await designer.post("/api/resolve", #"{"config": {"extends": "stack.vortex", "itemCount": 3}}"#))
        #expect(resolved["config"] == .object(["extends": "stack.vortex", "itemCount": 3]))
        #expect(resolved["resolved"]?["itemCount"] == 3 && resolved["resolved"]?["effect"] != nil && resolved["resolved"]?["extends"] == nil)
        let yaml = try RunningDesigner.json(try await designer.post("/api/yaml",
            ##"{"config": {"extends": "scale.coverFlow", "itemCount": 5, "effect": {"scale": {"minScale": 0.5}}, "background": "#112233"}}"##))
        #expect(yaml["yaml"] == "extends: scale.coverFlow\neffect:\n  scale:\n    minScale: 0.5\nbackground: \"#112233\"\n")
    }
}

/// Card images are decoded once per session, and again when the file changes.
@Suite(.serialized) struct DesignerImageTests {
    static func png(red: UInt8, side: Int) throws -> Data {
        let pixels = try RGBAPixels(width: side, height: side, bytes: [UInt8]((0..<side * side).flatMap { _ in [red, 40, 90, 255] }))
        return Data(try PNGEncoder.encode(pixels))
    }

    @Test func cardImagesAreDecodedOnceWhileTheFileIsUnchanged() async throws {
        let folder = try TemporaryFolder(files: ["mine.yaml": "extends: scale.coverFlow\n"])
        try Self.png(red: 200, side: 64).write(to: folder.path("card.png"))
        let designer = try await RunningDesigner(folder.path("mine.yaml").path)
        func preview(_ maxScale: Double) async throws -> HTTPAnswer {
            try await designer.post("/api/preview", #"{"config": {"extends": "scale.coverFlow", "card": {"image": "card.png"}, "effect": {"scale": {"maxScale": \#(maxScale)}}}, "offset": 1}"#)
        }
        let first = try await preview(0.7)
        #expect(first.status == 200, "\(first.text.prefix(300))")
        _ = try await preview(0.6)
        _ = try await preview(0.5)
        #expect(designer.server.session.images.decodeCount == 1)
        // An edited image (another size, so the stamp surely changes) is decoded again and shows.
        try Self.png(red: 20, side: 65).write(to: folder.path("card.png"))
        let edited = try await preview(0.7)
        #expect(designer.server.session.images.decodeCount == 2)
        #expect(edited.body != first.body)
    }
}
