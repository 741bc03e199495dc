import Config
import Foundation

extension APIRequest {
    /// The body's config object under `key`; 400 when it is missing or not an object.
    func config(_ key: String = "config") throws(APIProblem) -> JSONValue {
        guard let value = body[key], case .object = value else {
            throw APIProblem(.badRequest, .missing, "the request has no `\(key)` object", fix: "send {\"\(key)\": {…the config as JSON…}}")
        }
        return value
    }

    /// The body's string under `key`, or `nil` when it is absent or `null`; 400 for another type.
    func string(_ key: String) throws(APIProblem) -> String? {
        switch body[key] {
        case .none, .some(.null): return nil
        case let .some(.string(text)): return text
        default: throw APIProblem(.badRequest, .wrongType, "`\(key)` must be a string", fix: "send \"\(key)\": \"…\"")
        }
    }

    /// The body's number under `key` (`fallback` when absent), finite and within `range`; 400 otherwise.
    func number(_ key: String, default fallback: Double, in range: ClosedRange<Double>) throws(APIProblem) -> Double {
        let value: Double
        switch body[key] {
        case .none, .some(.null): value = fallback
        case let .some(.number(number)): value = number
        default: throw APIProblem(.badRequest, .wrongType, "`\(key)` must be a number", fix: "send e.g. \"\(key)\": \(fallback.formattedForJSON)")
        }
        guard value.isFinite, range.contains(value) else {
            throw APIProblem(.badRequest, .outOfRange, "`\(key)` \(value.formattedForJSON) is outside \(range.lowerBound.formattedForJSON)…\(range.upperBound.formattedForJSON)",
                          fix: "send a value in that range, e.g. \(fallback.formattedForJSON)")
        }
        return value
    }

    /// The body's index under `key` into a list of `count` (the timeline's frames, `what`), or `nil`
    /// when it is absent or `null`; 400 for anything but a whole number from 0 to `count − 1`.
    func index(_ key: String, count: Int, of what: String) throws(APIProblem) -> Int? {
        switch body[key] {
        case .none, .some(.null): return nil
        case let .some(.number(number)):
            guard number.isFinite, number == number.rounded(), number >= 0, number < Double(count) else {
                throw APIProblem(.badRequest, .outOfRange, "`\(key)` \(number.formattedForJSON) is not one of the \(count) \(what) (0…\(count - 1))",
                                 fix: "send a whole number from 0 to \(count - 1)")
            }
            return Int(number)
        default: throw APIProblem(.badRequest, .wrongType, "`\(key)` must be a number", fix: "send e.g. \"\(key)\": 0")
        }
    }
}

extension Double {
    /// The number as JSON writes it (`0.5`, `2`).
    var formattedForJSON: String { JSONValue.number(self).formatted() }
}
