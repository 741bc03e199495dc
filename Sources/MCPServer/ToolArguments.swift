import Config
import Problems

/// One call's arguments, read by name with their types checked.
///
/// The input schemas say what each tool takes; clients are not bound to check them, so every
/// argument is checked again here, and a wrong one is a tool error naming the argument (its
/// `setting`), what it must be and an example, never a protocol error: the model reads it and
/// tries again.
package struct ToolArguments: Sendable {
    /// The tool called, for messages.
    package let tool: String
    private let values: [String: JSONValue]

    /// The arguments of a call to `tool`, which takes the arguments `known`. An argument it does
    /// not take is refused with the closest name it does take.
    package init(tool: String, _ values: [String: JSONValue], known: [String]) throws(Problem) {
        for key in values.keys.sorted() where !known.contains(key) {
            throw Problem.unknownKey(key, noun: "argument", in: "of `\(tool)`",
                                     suggestions: Suggestion.closest(to: key, in: known, within: .oneEditPer(4, atLeast: 2)),
                                     fix: "it takes \(known.map { "`\($0)`" }.joined(separator: ", "))", setting: key)
        }
        self.tool = tool
        self.values = values
    }

    /// Whether `key` was given (a `null` counts as not given).
    package func has(_ key: String) -> Bool {
        values[key].map { $0 != .null } ?? false
    }

    /// The argument `key` as given, `nil` when absent or `null`.
    package func value(_ key: String) -> JSONValue? {
        has(key) ? values[key] : nil
    }

    /// A string argument.
    package func string(_ key: String, example: String) throws(Problem) -> String? {
        guard let value = value(key) else { return nil }
        guard case let .string(text) = value else { throw wrongType(key, "a string", example: example, value) }
        return text
    }

    /// A string argument that is one of `choices`.
    package func choice(_ key: String, _ choices: [String]) throws(Problem) -> String? {
        guard let text = try string(key, example: choices.first ?? "") else { return nil }
        guard choices.contains(text) else {
            let suggestion = Suggestion.closest(to: text, in: choices, within: .edits(2)).first
            throw Problem.wrongType("`\(key)`", text, isNot: "one of \(choices.joined(separator: ", "))",
                                    fix: Wording(suggestion.map { "did you mean `\($0)`?" } ?? "use e.g. \"\(choices[0])\""), setting: key)
        }
        return text
    }

    /// A number argument within `range`.
    package func number(_ key: String, in range: ClosedRange<Double>, example: String) throws(Problem) -> Double? {
        guard let value = value(key) else { return nil }
        guard case let .number(number) = value else { throw wrongType(key, "a number", example: example, value) }
        guard range.contains(number) else {
            throw Problem.outOfRange("`\(key)`", value: number.shortestDescription,
                                     allowed: "\(range.lowerBound.shortestDescription)…\(range.upperBound.shortestDescription)",
                                     fix: "e.g. \(key): \(example)", setting: key)
        }
        return number
    }

    /// A whole-number argument within `range`.
    package func integer(_ key: String, in range: ClosedRange<Int>, example: String) throws(Problem) -> Int? {
        guard let number = try number(key, in: Double(range.lowerBound)...Double(range.upperBound), example: example) else { return nil }
        guard number == number.rounded() else {
            throw Problem.wrongType("`\(key)`", number.shortestDescription, isNot: "a whole number", fix: "e.g. \(key): \(example)", setting: key)
        }
        return Int(number)
    }

    /// A true/false argument.
    package func flag(_ key: String) throws(Problem) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case let .bool(flag) = value else { throw wrongType(key, "true or false", example: "true", value) }
        return flag
    }

    /// A list of numbers, at least one and at most `maximum`.
    package func numbers(_ key: String, maximum: Int, example: String) throws(Problem) -> [Double]? {
        guard let value = value(key) else { return nil }
        guard case let .array(items) = value, !items.isEmpty else { throw wrongType(key, "a non-empty list of numbers", example: example, value) }
        guard items.count <= maximum else {
            throw Problem.tooMany("`\(key)`", has: items.count, "numbers", maximum: maximum, fix: "give fewer", setting: key)
        }
        return try items.map { item throws(Problem) in
            guard case let .number(number) = item else { throw wrongType(key, "a list of numbers", example: example, value) }
            return number
        }
    }

    /// The refusal of `value` for `key`, which takes `what`.
    private func wrongType(_ key: String, _ what: String, example: String, _ value: JSONValue) -> Problem {
        Problem(.wrongType, "`\(key)` must be \(what), not \(Self.describe(value))", fix: "e.g. \(key): \(example)", setting: key,
                value: String(value.formatted().prefix(80)))
    }

    /// What a JSON value is, in a word or two (`a string`, `a list`).
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "true/false"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}
