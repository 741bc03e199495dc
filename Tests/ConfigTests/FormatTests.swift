import Foundation
import Problems
import Render
import Testing
import TestSupport
import Transforms
@testable import Config

/// JSON and YAML are two spellings of one schema; angles and colours have their documented forms.
@Suite struct FormatTests {
    @Test func theSameSceneInJSONAndYAMLDecodesTheSame() throws {
        let yaml = """
        name: same
        viewport: {width: 320, height: 480}
        background: "#101010"
        card: {size: [200, 300], fill: {gradient: ["#FF0000", "#00FF00CC"]}, title: null}
        effect:
          snapshot:
            layout: grid
            piecesAlphaRatio: {sum: [{rowOddEven: [0.2, 0]}, 0.1]}
        timeline: {from: 0, to: 2, frames: 3, curve: easeInOut}
        output: {format: svg, scale: 2}
        """
        let json = """
        {
          "name": "same",
          "viewport": {"width": 320, "height": 480},
          "background": "#101010",
          "card": {"size": [200, 300], "fill": {"gradient": ["#FF0000", "#00FF00CC"]}, "title": null},
          "effect": {"snapshot": {"layout": "grid", "piecesAlphaRatio": {"sum": [{"rowOddEven": [0.2, 0]}, 0.1]}}},
          "timeline": {"from": 0, "to": 2, "frames": 3, "curve": "easeInOut"},
          "output": {"format": "svg", "scale": 2}
        }
        """
        let fromYAML = try scene(yaml), fromJSON = try scene(json, fileName: "scene.json")
        #expect(fingerprint(fromYAML) == fingerprint(fromJSON))
        var expected = SnapshotTransformViewOptions.layout(.grid)
        expected.piecesAlphaRatio = .aggregated([.rowOddEven(0.2, 0), .static(0.1)], .sum)
        #expect(fromJSON.effect.snapshotOptions == expected)
        #expect(fromJSON.card.fill == .gradient(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0, alpha: 204.0 / 255)))
    }

    @Test func jsonStringsDecodeEscapes() throws {
        let scene = try scene(#"{"effect": "scale.linear", "card": {"title": "a\"b\\c\u00e9\ud83d\ude00\n"}}"#, fileName: "scene.json")
        #expect(scene.card.title == "a\"b\\cé😀\n")
    }

    @Test func jsonMayStartWithAByteOrderMark() throws {
        #expect(try scene("\u{FEFF}{\"effect\": \"stack.blur\"}", fileName: "scene.json").effect.stackOptions == .layout(.blur))
        #expect(loadErrorLine("\u{FEFF}{\"effect\": 1}", fileName: "scene.json")?.hasPrefix("scene.json:1:12: error: `effect` must be") == true)
    }

    @Test func longLinesAreCutAroundTheCaret() {
        let padding = String(repeating: " ", count: 300)
        let error = loadError("{\"effect\":\(padding)\"scale.linear\", \"itemCount\": -1\(padding)}", fileName: "scene.json")
        let lines = error?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.count == 3)
        #expect(lines.first == "scene.json:1:340: error: `itemCount` must be an integer in 1…1000000000; got -1")
        #expect(lines[1].hasPrefix(" 1 | …") && lines[1].hasSuffix("…"))
        #expect(lines[1].count < 140)
        // The caret still sits under the value.
        let caret = lines[2].distance(from: lines[2].startIndex, to: lines[2].firstIndex(of: "^")!)
        #expect(Array(lines[1])[caret] == "-")
    }

    @Test func anglesAcceptRadiansDegreesAndMultiplesOfPi() {
        #expect(Schemas.parseAngle("45deg") == 45 * .pi / 180)
        #expect(Schemas.parseAngle("-22.5deg") == -22.5 * .pi / 180)
        #expect(Schemas.parseAngle("pi") == .pi)
        #expect(Schemas.parseAngle("-pi/3") == -.pi / 3)
        #expect(Schemas.parseAngle("pi/1.65") == .pi / 1.65)
        #expect(Schemas.parseAngle("2pi") == 2 * .pi)
        #expect(Schemas.parseAngle("2*pi/3") == 2 * .pi / 3)
        #expect(Schemas.parseAngle("0.5pi") == 0.5 * .pi)
        for bad in ["deg", "pi/0", "pi/", "--pi", "+pi", "45 deg", "1e3deg", "pie", "π", "1.2.3deg"] {
            #expect(Schemas.parseAngle(bad) == nil, "\(bad)")
        }
    }

    @Test func theAnglePatternPublishedInTheSchemaMatchesTheParser() throws {
        let pattern = try NSRegularExpression(pattern: Schemas.anglePattern)
        for text in ["45deg", "-22.5deg", "pi", "-pi/3", "pi/1.65", "2pi", "2*pi/3", "0.5pi", "deg", "pi/", "--pi", "45 deg", "pie", ".5deg", "1.deg"] {
            let matches = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            // pi/0 matches the pattern but has no value; everything else agrees.
            #expect(matches == (Schemas.parseAngle(text) != nil), "\(text)")
        }
    }

    @Test func coloursAreSixOrEightHexDigits() {
        #expect(Schemas.parseColor("#FF8000") == Color(red: 1, green: 128.0 / 255, blue: 0))
        #expect(Schemas.parseColor("#ff800080") == Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 128.0 / 255))
        for bad in ["FF8000", "#FFF", "#GG0000", "#FF80001", "#FF8000FF00", ""] {
            #expect(Schemas.parseColor(bad) == nil, "\(bad)")
        }
        #expect(Schemas.colorText(Color(red: 1, green: 128.0 / 255, blue: 0)) == "#FF8000")
        #expect(Schemas.colorText(Color(red: 0, green: 0, blue: 0, alpha: 0.5)) == "#00000080")
    }

    @Test func suggestionsStayWithinTwoEdits() {
        #expect(closestName(to: "minScal", in: ["minScale", "maxScale"]) == "minScale")
        #expect(closestName(to: "mniScale", in: ["minScale", "maxScale"]) == "minScale", "a swap is one edit")
        #expect(closestName(to: "MINSCALE", in: ["minScale"]) == "minScale")
        #expect(closestName(to: "scale", in: ["minScale"]) == nil, "three edits away")
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    }

    @Test func presetsPrintedAndReadBackRenderByteIdenticalFrames() throws {
        // `flipbook presets show X > x.yaml` then rendering x.yaml draws exactly what preset X draws.
        for preset in PresetCatalog.all {
            let root = try temporaryFolder(files: ["copy.yaml": preset.yaml])
            defer { try? FileManager.default.removeItem(at: root) }
            var fromName = try SceneLoader.load(presetOrPath: preset.name)
            var fromCopy = try SceneLoader.load(file: root.appendingPathComponent("copy.yaml")).scene
            // Small frames keep this quick; both scenes change alike.
            fromName.output.scale = 0.25
            fromCopy.output.scale = 0.25
            let offset = 0.4
            let expected = try FrameRenderer(scene: fromName).pngData(offset: offset)
            #expect(try FrameRenderer(scene: fromCopy).pngData(offset: offset) == expected, "\(preset.name)")
            #expect(expected.count > 100)
        }
    }
}

@Suite struct FileStampsTests {
    @Test func editsDeletionsAndNewFilesAreChanges() throws {
        let root = try temporaryFolder(files: ["a.yaml": "one", "b.yaml": "two"])
        defer { try? FileManager.default.removeItem(at: root) }
        let a = root.appendingPathComponent("a.yaml"), b = root.appendingPathComponent("b.yaml"), c = root.appendingPathComponent("c.yaml")
        let first = FileStamps([a, b, c])
        #expect(FileStamps([a, b, c]) == first)
        try Data("three".utf8).write(to: a)
        #expect(FileStamps([a, b, c]).changed(since: first) == [a.path], "a different size is a change even within one clock tick")
        try FileManager.default.removeItem(at: b)
        try Data("new".utf8).write(to: c)
        #expect(FileStamps([a, b, c]).changed(since: first) == [a.path, b.path, c.path])
    }
}
