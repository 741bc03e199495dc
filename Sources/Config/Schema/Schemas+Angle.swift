import Foundation
import Transforms

/// Angles in configs: radians, degrees (`"45deg"`) or multiples of π (`"pi/4"`).
extension Schemas {
    /// The angle forms, for messages and the schema.
    static let angleForms = "radians (0.785), degrees (\"45deg\") or a multiple of pi (\"pi/4\", \"-pi/3\", \"2pi\")"
    static let anglePattern = #"^-?((([0-9]+(\.[0-9]*)?|\.[0-9]+)deg)|(([0-9]+(\.[0-9]*)?|\.[0-9]+)\*?)?pi(/([0-9]+(\.[0-9]*)?|\.[0-9]+))?)$"#

    /// An angle: a number of radians, `"45deg"`, or `"pi/4"`-style multiples of π (computed as Swift
    /// computes `k * .pi / d`, so `pi/1.65` equals upstream's `.pi / 1.65` exactly).
    @_optimize(none)
    static func angle(_ range: NumberRange = .finite) -> ValueSchema<Double> {
        let expected = "an angle in " + angleForms
        let json: JSONValue = .object(["anyOf": [
            .object([.init("type", "number")] + range.keywords),
            .object(["type": "string", "pattern": .string(anglePattern)]),
        ]])
        return ValueSchema(expected: expected, json: json) { node, path in
            let radians: Double?
            switch node.value {
            case let .number(value): radians = value
            case let .string(text): radians = parseAngle(text)
            default: radians = nil
            }
            guard let radians, radians.isFinite else { throw mismatch(node, path, expected) }
            guard range.contains(radians) else { throw mismatch(node, path, "an angle \(range.phrase())") }
            return radians
        }.encoding { .number($0) }
    }

    /// `45deg` → `45 * .pi / 180`; `pi/4`, `-pi/3`, `2pi`, `2*pi/3`; `nil` for anything else.
    @_optimize(none)
    static func parseAngle(_ text: String) -> Double? {
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        var sign = 1.0
        if body.hasPrefix("-") { sign = -1; body = body.dropFirst() }
        guard !body.hasPrefix("+"), !body.hasPrefix("-") else { return nil }
        if body.hasSuffix("deg") {
            guard let degrees = decimal(body.dropLast(3)) else { return nil }
            return sign * degrees * .pi / 180
        }
        guard let piRange = body.range(of: "pi") else { return nil }
        var factorText = body[..<piRange.lowerBound]
        if factorText.hasSuffix("*") { factorText = factorText.dropLast() }
        let divisorText = body[piRange.upperBound...]
        var value = sign * Double.pi
        if !factorText.isEmpty {
            guard let factor = decimal(factorText) else { return nil }
            value = sign * factor * .pi
        }
        if !divisorText.isEmpty {
            guard divisorText.hasPrefix("/"), let divisor = decimal(divisorText.dropFirst()), divisor != 0 else { return nil }
            value /= divisor
        }
        return value
    }

    /// An unsigned decimal number: digits with an optional fraction.
    @_optimize(none)
    private static func decimal(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              text.filter({ $0 == "." }).count <= 1, text != "." else { return nil }
        return Double(text)
    }
}
