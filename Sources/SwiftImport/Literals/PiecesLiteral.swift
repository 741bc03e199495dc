import Config
import SwiftSyntax

/// Upstream's `PiecesValue` in the config's form (`{rowBased: 0.1, reversed: true}`, `{sum: […]}`).
struct PiecesLiteral {
    let reader: LiteralReader

    private static let based = ["columnBased", "rowBased", "columnBasedMirror", "rowBasedMirror"]
    private static let oddEven = ["columnOddEven", "rowOddEven"]
    private static let custom = ["indexBasedCustom", "rowBasedCustom", "columnBasedCustom"]

    func value(_ expression: ExprSyntax, element: ValueKind, option: String) throws(ImportError) -> JSONValue {
        let expected = "a PiecesValue case: .static(v), .rowBased(v, reversed:), .rowOddEven(odd, even, increasing:), .indexBasedCustom([…]), .aggregated([…], +), …"
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              reader.isTypePath(member.base) else {
            throw reader.refusal(expression, option, expected: expected)
        }
        let form = member.declName.baseName.text
        let arguments = Array(call.arguments)
        func flag(_ label: String) throws(ImportError) -> [JSONValue.Member] {
            guard let argument = arguments.first(where: { $0.label?.text == label }) else { return [] }
            return [.init(label, try reader.value(argument.expression, as: .bool, option: option + "." + label))]
        }
        switch form {
        case "static" where arguments.count == 1:
            return .object([.init("static", try reader.value(arguments[0].expression, as: element, option: option))])
        case _ where Self.based.contains(form) && !arguments.isEmpty && arguments[0].label == nil:
            return .object([.init(form, try reader.value(arguments[0].expression, as: element, option: option))] + (try flag("reversed")))
        case _ where Self.oddEven.contains(form) && arguments.count >= 2:
            let pair = JSONValue.array([try reader.value(arguments[0].expression, as: element, option: option),
                                        try reader.value(arguments[1].expression, as: element, option: option)])
            return .object([.init(form, pair)] + (try flag("increasing")))
        case _ where Self.custom.contains(form) && arguments.count == 1 && reader.unwrapped(arguments[0].expression).is(ArrayExprSyntax.self):
            return .object([.init(form, try reader.value(arguments[0].expression, as: .list(element), option: option))])
        case _ where Self.custom.contains(form) && !arguments.isEmpty && arguments.allSatisfy({ $0.label == nil }):
            // Upstream's Layout Designer prints the values without brackets (`.indexBasedCustom(0.10, 0.20)`),
            // which Swift does not compile; what it means is the list.
            return .object([.init(form, .array(try arguments.map { argument throws(ImportError) in
                try reader.value(argument.expression, as: element, option: option)
            }))])
        case "aggregated" where arguments.count == 2:
            let combination: String
            switch arguments[1].expression.trimmedDescription {
            case "+": combination = "sum"
            case "*": combination = "product"
            default: throw reader.refusal(arguments[1].expression, option, expected: "+ or * (a custom combination is code, not a value)")
            }
            return .object([.init(combination, try reader.value(arguments[0].expression, as: .list(.pieces(element)), option: option))])
        default:
            throw reader.unexpected(expression, option, expected)
        }
    }
}
