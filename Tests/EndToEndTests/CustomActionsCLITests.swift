import Foundation
import TestSupport
import Testing

/// Keyframe actions and custom timing functions through the real `flipbook` binary: `inspect`
/// values at several offsets, `validate` refusing a bad formula (exit 2, the column named), and
/// `code` printing the Swift types.
@Suite(.serialized) struct CustomActionsCLITests {
    static let yaml = """
    effect: {scale: {minScale: 1, maxScale: 1, scaleRatio: 0, translationRatio: {x: 1, y: 0}, shadowEnabled: false}}
    itemCount: 3
    viewport: {width: 300, height: 400}
    card:
      inset: {horizontal: 0, vertical: 0}
      title: null
      layers:
        - id: word
          type: text
          text: Hello
          frame: {x: 20, y: 20, width: 260, height: 60}
          actions:
            - keyframes: {property: letterSpacing, points: [[0, 0], [0.5, 10], [1, 4]]}
            - keyframes: {property: textSize, points: [[0, 20], [1, 40]]}
              parameters: {timingFunction: "sin(x * pi / 2)"}
            - keyframes: {property: color, points: [[0, '#FF0000'], [1, '#0000FF']]}
              parameters: {startOffset: 0.5, timingFunction: [[0, 0], [0.5, 0.8], [1, 1]]}
            - keyframes: {property: position, points: [[0, [150, 50]], [1, [150, 250]]]}
              parameters: {stopOffset: 0.5, timingFunction: "x^2"}
    """

    func word(at offsets: String) throws -> [[String: Any]] {
        let root = try temporaryFolder(files: ["scene.yaml": Self.yaml])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["inspect", "scene.yaml", "--offsets", offsets, "--format", "json"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let frames = try #require(json?["frames"] as? [[String: Any]])
        return try frames.map { frame in
            let items = try #require(frame["items"] as? [[String: Any]])
            let item = try #require(items.first { $0["index"] as? Int == 0 })
            return try #require((item["layers"] as? [[String: Any]])?.first)
        }
    }

    @Test func inspectReportsEachKeyframedPropertyAtSeveralOffsets() throws {
        let layers = try word(at: "0,0.25,0.5,0.75,1")
        func number(_ layer: [String: Any], _ key: String) -> Double { layer[key] as? Double ?? .nan }
        func centreY(_ layer: [String: Any]) -> Double {
            let frame = layer["frame"] as? [Double] ?? []
            return frame.count == 4 ? frame[1] + frame[3] / 2 : .nan
        }
        // Letter spacing: linear keyframes 0 → 10 → 4.
        #expect(layers.map { number($0, "letterSpacing") } == [0, 5, 10, 7, 4])
        // Text size through sin(x·π/2): 20 + 20·sin(p·π/2).
        for (layer, p) in zip(layers, [0, 0.25, 0.5, 0.75, 1.0]) {
            #expect(abs(number(layer, "textSize") - (20 + 20 * sin(p * Double.pi / 2))) < 1e-9)
        }
        // Colour from page progress 0.5 on, eased by the points: q 0.5 → 0.8.
        #expect(layers.map { $0["color"] as? String } == ["#FF0000FF", "#FF0000FF", "#FF0000FF", "#3300CCFF", "#0000FFFF"])
        // Position over the first half, eased by x²: centre y 50 → 250.
        #expect(layers.map(centreY) == [50, 100, 250, 250, 250])
        #expect(layers[0]["cornerRadius"] == nil, "only the properties keyframes write are reported")
    }

    @Test func validateRefusesABadFormulaNamingTheColumn() throws {
        let bad = Self.yaml.replacingOccurrences(of: "\"sin(x * pi / 2)\"", with: "\"sin(x * pi / )\"")
        let root = try temporaryFolder(files: ["scene.yaml": bad])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["validate", "scene.yaml"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr.contains("card.layers[0].actions[1].parameters.timingFunction"), "\(run.stderr)")
        #expect(run.stderr.contains("at character 14: expected a number, x, pi"), "\(run.stderr)")
    }

    @Test func codePrintsTheCustomTypes() throws {
        let root = try temporaryFolder(files: ["scene.yaml": Self.yaml])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["code", "scene.yaml"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("struct TimingFunction1: PVTimingFunctionType {"))
        #expect(run.stdout.contains("return sin(input * Double.pi / 2)"))
        #expect(run.stdout.contains("return pow(input, 2)"))
        #expect(run.stdout.contains("struct KeyframeAction: PVActionBasicType {"))
        #expect(run.stdout.contains("KeyframeAction(property: .letterSpacing, points: [(0, [0]), (0.5, [10]), (1, [4])]),"))
    }
}
