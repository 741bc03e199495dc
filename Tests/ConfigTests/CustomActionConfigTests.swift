import Foundation
import SceneModel
import Testing
import Transforms
@testable import Config

/// Keyframe actions and custom timing functions as configs write them (docs/LAYERS.md), and the
/// refusals: a property the layer does not have, a bad formula (with its column), a formula that
/// is not finite on 0…1.
@Suite struct CustomActionConfigTests {
    static func yaml(type: String = "text", extra: String = "text: Hello", actions: String) -> String {
        """
        effect: scale.linear
        card:
          layers:
            - id: word
              type: \(type)
              \(extra)
              frame: {x: 10, y: 10, width: 200, height: 40}
              actions:
        \(actions.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))
        """
    }

    func actions(_ yaml: String) throws -> [LayerAction] {
        try #require(try scene(yaml).card.layers.first).actions
    }

    @Test func keyframesOfEachValueKindDecode() throws {
        let list = try actions(Self.yaml(actions: """
        - keyframes: {property: letterSpacing, points: [[0, 0], [0.5, 6], [1, 2]]}
          parameters: {startOffset: 0.2, timingFunction: "sin(x * pi / 2)"}
        - keyframes: {property: color, points: [[0, "#FF0000"], [1, "#0000FF80"]]}
        - keyframes: {property: position, points: [[0, [10, 20]], [1, {x: 30, y: 40}]]}
        - keyframes: {property: rotation, points: [[0, 0], [1, 90deg]]}
        - keyframes: {property: textSize, points: [[0, 17], [1, 30]]}
          reverse: true
        """))
        #expect(list.count == 5)
        #expect(list[0].change == .keyframes(LayerKeyframes(.letterSpacing, keyframes: [(0, [0]), (0.5, [6]), (1, [2])])!))
        let formula = try TimingExpression.parse("sin(x * pi / 2)").get()
        #expect(list[0].parameters == ActionParameters(startOffset: 0.2, timing: ActionTiming(.expression(formula))))
        #expect(list[1].change == .keyframes(LayerKeyframes(.color, keyframes: [(0, [1, 0, 0, 1]), (1, [0, 0, 1, 128.0 / 255])])!))
        #expect(list[2].change == .keyframes(LayerKeyframes(.position, keyframes: [(0, [10, 20]), (1, [30, 40])])!))
        #expect(list[3].change == .keyframes(LayerKeyframes(.rotation, keyframes: [(0, [0]), (1, [Double.pi / 2])])!))
        #expect(list[4].change == .keyframes(LayerKeyframes(.textSize, keyframes: [(0, [30]), (1, [17])])!), "reverse: from 1 − progress")
    }

    @Test func timingFunctionsAsFormulasPointsAndCurves() throws {
        func timing(_ text: String) throws -> ActionTiming.Function? {
            try actions(Self.yaml(actions: "- fade: {from: 1, to: 0}\n  parameters: {timingFunction: \(text)}")).first?.parameters.timing?.function
        }
        #expect(try timing("\"1 - (1 - x)^3\"") == .expression(try TimingExpression.parse("1 - (1 - x)^3").get()))
        #expect(try timing("x") == .expression(try TimingExpression.parse("x").get()))
        #expect(try timing("\"input * input\"") == .expression(try TimingExpression.parse("input * input").get()))
        #expect(try timing("[[0, 0], [0.3, 0.8], [1, 1]]") == .points(KeyframeTrack([(0, 0), (0.3, 0.8), (1, 1)])))
        #expect(try timing("[[0, 1], [1, 0]]") == .points(KeyframeTrack([(0, 1), (1, 0)])))
        #expect(try timing("easeInOutBack") == .curve(.named(.easeInOutBack)))
        #expect(try timing("[0.42, 0, 0.58, 1]") == .curve(.cubicBezier(0.42, 0, 0.58, 1)))
        #expect(try timing("\"0.42,0,0.58,1\"") == .curve(.cubicBezier(0.42, 0, 0.58, 1)))
    }

    @Test func aBadFormulaIsRefusedWithItsColumn() {
        let error = loadError(Self.yaml(actions: "- fade: {from: 1, to: 0}\n  parameters: {timingFunction: \"sin(x * pi / 2\"}"))
        #expect(error?.contains("card.layers[0].actions[0].parameters.timingFunction") == true, "\(error ?? "")")
        #expect(error?.contains("at character 15: expected `)` or `,`, found the end") == true, "\(error ?? "")")
        let unknown = loadError(Self.yaml(actions: "- fade: {from: 1, to: 0}\n  parameters: {timingFunction: \"2 * sinh(x)\"}"))
        #expect(unknown?.contains("at character 5") == true && unknown?.contains("found `sinh`") == true, "\(unknown ?? "")")
        // A misspelt curve name is still a curve's error, with its suggestion.
        let misspelt = loadError(Self.yaml(actions: "- fade: {from: 1, to: 0}\n  parameters: {timingFunction: easeInOutt}"))
        #expect(misspelt?.contains("did you mean `easeInOut`?") == true, "\(misspelt ?? "")")
    }

    @Test func aFormulaThatIsNotFiniteOnZeroToOneIsRefused() {
        let error = loadError(Self.yaml(actions: "- fade: {from: 1, to: 0}\n  parameters: {timingFunction: \"1 / (x - 0.5)\"}"))
        #expect(error?.contains("card.layers[0].actions[0].parameters.timingFunction") == true, "\(error ?? "")")
        #expect(error?.contains("gives inf at x = 0.5") == true, "\(error ?? "")")
        let long = String(repeating: "x+", count: 130) + "x"
        #expect(loadError(Self.yaml(actions: "- fade: {from: 1, to: 0}\n  parameters: {timingFunction: \"\(long)\"}"))?.contains("at most 256 characters") == true)
    }

    @Test func aTextPropertyOnAnotherLayerIsRefusedWithTheFix() {
        let error = loadError(Self.yaml(type: "rect", extra: "fill: '#FF0000'", actions: """
        - group:
            actions:
              - keyframes: {property: letterSpacing, points: [[0, 0], [1, 4]]}
        """))
        #expect(error?.contains("card.layers[0].actions[0].group.actions[0].keyframes.property") == true, "\(error ?? "")")
        #expect(error?.contains("letterSpacing is a property of text layers; layer `word` is a rect") == true, "\(error ?? "")")
        #expect(error?.contains("put the action on a text layer") == true, "\(error ?? "")")
        #expect(loadError(Self.yaml(type: "circle", extra: "fill: '#FF0000'", actions: "- keyframes: {property: cornerRadius, points: [[0, 0], [1, 4]]}"))?
            .contains("cornerRadius is a property of rect, gradient layers") == true)
        #expect(loadError(Self.yaml(type: "rect", extra: "fill: '#FF0000'", actions: "- keyframes: {property: color, points: [[0, '#FF0000'], [1, '#0000FF']]}")) == nil)
    }

    @Test func badKeyframesAreRefused() {
        #expect(loadError(Self.yaml(actions: "- keyframes: {points: [[0, 1]]}"))?.contains("needs `property`") == true)
        #expect(loadError(Self.yaml(actions: "- keyframes: {property: alpha}"))?.contains("needs `points`") == true)
        #expect(loadError(Self.yaml(actions: "- keyframes: {property: alpha, points: [[1.5, 1]]}"))?.contains("points[0][0]") == true)
        #expect(loadError(Self.yaml(actions: "- keyframes: {property: position, points: [[0, 1]]}"))?.contains("points[0][1]") == true)
        #expect(loadError(Self.yaml(actions: "- keyframes: {property: alhpa, points: [[0, 1]]}"))?.contains("did you mean") == true)
    }

    @Test func letterSpacingIsATextKey() throws {
        let layer = try #require(try scene(Self.yaml(extra: "text: Hi\n      letterSpacing: 3", actions: "[]")).card.layers.first)
        #expect(layer.content == .text(TextContent(text: "Hi", letterSpacing: 3)))
        #expect(loadError(Self.yaml(type: "rect", extra: "letterSpacing: 3", actions: "[]"))?.contains("is a key of text layers") == true)
    }
}
