import Foundation
import Problems
import Transforms

/// How configs write an action's `timingFunction` (docs/LAYERS.md): a curve (`CurveSchema`: a
/// name, `[x1, y1, x2, y2]`, a spring), or a custom function as PVView lets an app write its own
/// `PVTimingFunctionType`:
/// ```yaml
/// timingFunction: "sin(x * pi / 2)"                 # a formula of the input (x or input)
/// timingFunction: [[0, 0], [0.3, 0.8], [1, 1]]      # [x, y] points joined by straight lines
/// ```
/// A formula is parsed once here (`TimingExpression`) and sampled at 257 inputs over `0…1`: one
/// that is not finite at any of them is refused, so no NaN reaches a layer.
enum ActionTimingSchema {
    static let expected = CurveSchema.expected + ", a formula of x such as \"sin(x * pi / 2)\", or [x, y] points such as [[0, 0], [0.5, 0.8], [1, 1]]"

    static let expressionDoc = "A formula of the input x (or input): numbers, + - * / ^ (also × ÷), unary minus, parentheses, "
        + "sin cos tan sqrt exp log abs pow min max and pi; at most \(TimingExpression.maximumLength) characters."

    static let pointsDoc = "[x, y] points joined by straight lines; before the first x the first y, after the last x the last y."

    static let pointsJSON: JSONValue = Schemas.describe(.object([
        "type": "array", "minItems": 2,
        "items": .object(["type": "array", "items": Schemas.number().json, "minItems": 2, "maxItems": 2]),
    ]), pointsDoc)

    /// The forms a `timingFunction` takes, for the docs' table: a curve (as everywhere a curve is
    /// asked for), a formula, points.
    @_optimize(none)
    static var forms: [(form: String, doc: String)] {
        [
            ("a curve", CurveSchema.expected + " (every spelling in docs/MOTION.md's timing curves); a spring is sampled over the action's range."),
            ("a formula", expressionDoc + " For example \"sin(x * pi / 2)\"."),
            ("points", pointsDoc + " For example [[0, 0], [0.5, 0.8], [1, 1]]."),
        ]
    }

    @_optimize(none)
    static var timing: ValueSchema<ActionTiming.Function> {
        let curve = CurveSchema.curve
        let expressionJSON = Schemas.describe(.object(["type": "string", "maxLength": .number(Double(TimingExpression.maximumLength))]), expressionDoc)
        let json: JSONValue = .object(["anyOf": .array(
            (curve.json["anyOf"].flatMap { if case let .array(items) = $0 { return items } else { return nil } } ?? [curve.json])
                + [expressionJSON, pointsJSON]
        )])
        return ValueSchema(expected: expected, json: json) { node, path in
            switch node.value {
            case let .string(text) where looksLikeFormula(text):
                return .expression(try expression(text, node, path))
            case let .list(items) where items.first.map(isPair) ?? false:
                return .points(try points(node, path))
            default:
                return .curve(try curve.decode(node, path))
            }
        }
    }

    /// A string that is not a curve's spelling: it has an operator, a parenthesis or a digit, or
    /// names the input, and does not start like `spring` or `cubic-bezier`.
    @_optimize(none)
    static func looksLikeFormula(_ text: String) -> Bool {
        if case .success = TimingCurve.parse(text) { return false }
        let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
        if lower.hasPrefix("spring") || lower.hasPrefix("cubic-bezier") || lower.hasPrefix("interactivespring") { return false }
        return lower == "x" || lower == "input" || lower.contains { "()+-−*/^×÷0123456789".contains($0) }
    }

    @_optimize(none)
    static func isPair(_ node: ConfigNode) -> Bool {
        if case .list = node.value { return true }
        return false
    }

    /// The formula `text`, refused with the column and what was expected there, or when it is not
    /// finite somewhere on `0…1`.
    @_optimize(none)
    static func expression(_ text: String, _ node: ConfigNode, _ path: ConfigPath) throws -> TimingExpression {
        switch TimingExpression.parse(text) {
        case let .failure(error):
            throw Problem(.syntax, "\(setting: "\(path)"): the formula `\(text)` is not valid at character \(error.column): expected \(error.expected), found \(error.found)",
                          fix: "write a formula of x such as \"sin(x * pi / 2)\" (\(expressionDoc))", at: node.mark)
        case let .success(expression):
            if let input = expression.firstNonFiniteSample() {
                let value = expression.evaluate(input), shown: String = JSONValue.number(input)
                throw Problem(.outOfRange, "\(setting: "\(path)"): the formula `\(text)` gives \(value) at x = \(shown)",
                              fix: "keep it finite for every x in 0…1 (no division by zero, sqrt or log of a negative number)", at: node.mark)
            }
            return expression
        }
    }

    /// `[[x, y], …]`, at least two points, every number finite.
    @_optimize(none)
    static func points(_ node: ConfigNode, _ path: ConfigPath) throws -> KeyframeTrack {
        let pair = Schemas.list(Schemas.number(), count: 2...2)
        let list = try Schemas.list(pair, count: 2...1000).decode(node, path)
        return KeyframeTrack(list.map { (progress: $0[0], value: $0[1]) })
    }
}
