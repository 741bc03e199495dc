import Config
import MCP

// The server's own values are Config's `JSONValue` (ordered keys, so answers are byte-identical
// run to run); the SDK speaks `Value`. These two conversions are the only place they meet.

extension Value {
    /// `json` as the SDK's value: a whole number that fits an `Int` as an integer (so a schema's
    /// `"minimum": 1` and a frame's `"width": 300` are integers on the wire), other numbers as doubles.
    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case let .bool(value): self = .bool(value)
        case let .number(value):
            if value == value.rounded(), abs(value) < 9.0e15 { self = .int(Int(value)) } else { self = .double(value) }
        case let .string(value): self = .string(value)
        case let .array(items): self = .array(items.map(Value.init))
        case let .object(members):
            // The last of a repeated key wins, as in a JSON reader.
            self = .object(Dictionary(members.map { ($0.key, Value($0.value)) }, uniquingKeysWith: { _, last in last }))
        }
    }
}

extension JSONValue {
    /// The SDK's `value` as a JSON value: an object's keys sorted (the SDK's objects keep no
    /// order), data as its `data:` URL text (the SDK reads a string holding one as data).
    init(_ value: Value) {
        switch value {
        case .null: self = .null
        case let .bool(flag): self = .bool(flag)
        case let .int(number): self = .number(Double(number))
        case let .double(number): self = .number(number)
        case let .string(text): self = .string(text)
        case let .data(mimeType, data): self = .string(data.dataURLEncoded(mimeType: mimeType))
        case let .array(items): self = .array(items.map(JSONValue.init))
        case let .object(members):
            self = .object(members.keys.sorted().map { JSONValue.Member($0, JSONValue(members[$0] ?? .null)) })
        }
    }
}
