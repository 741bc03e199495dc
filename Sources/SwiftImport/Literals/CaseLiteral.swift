import Config
import SwiftSyntax

/// An enum case or static factory with labelled arguments: `.fixed(width: 100, height: 40)` →
/// `{fixed: {width: 100, height: 40}}`, `.hidden` → `hidden`, `UIFont.systemFont(ofSize: 15,
/// weight: .medium)` → `{size: 15, weight: medium}`.
struct CaseLiteral {
    let reader: LiteralReader

    func value(_ expression: ExprSyntax, cases: [CaseForm], option: String) throws(ImportError) -> JSONValue {
        let expression = try reader.followedSyntax(expression, option: option)
        let expected = "one of " + cases.map { "." + $0.name + ($0.arguments.isEmpty ? "" : "(" + $0.arguments.map { $0.label + ":" }.joined() + ")") }
            .joined(separator: ", ")
        let name: String
        var arguments: [LabeledExprSyntax] = []
        if let member = expression.as(MemberAccessExprSyntax.self), reader.isTypePath(member.base) {
            name = member.declName.baseName.text
        } else if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), reader.isTypePath(member.base),
               member.base == nil || member.declName.baseName.text.first?.isLowercase == true {
                name = member.declName.baseName.text
            } else if reader.isTypePath(call.calledExpression) {
                name = "init"
            } else {
                throw reader.refusal(expression, option, expected: expected)
            }
            arguments = Array(call.arguments)
        } else {
            throw reader.refusal(expression, option, expected: expected)
        }
        // Parchment 0.x and Swift 2 spelt cases capitalised: `.Fixed(width:height:)`, `.Hidden`.
        let lowered = name.first.map { $0.lowercased() + name.dropFirst() } ?? name
        guard let form = cases.first(where: { $0.name == name }) ?? cases.first(where: { $0.name == lowered }) else {
            throw reader.unexpected(expression, option, expected)
        }
        if form.arguments.isEmpty {
            guard arguments.isEmpty else { throw reader.unexpected(expression, option, expected) }
            return .string(form.name)
        }
        var members: [JSONValue.Member] = []
        for argument in arguments {
            guard let parameter = form.arguments.first(where: { $0.label == (argument.label?.text ?? "") }) else {
                throw reader.unexpected(expression, option, expected)
            }
            let value = try reader.value(argument.expression, as: parameter.kind, option: option + (parameter.key.isEmpty ? "" : "." + parameter.key))
            if parameter.key.isEmpty { return form.key.map { .object([.init($0, value)]) } ?? value }
            members.append(.init(parameter.key, value))
        }
        members += form.implied
        members += form.defaults.filter { fallback in !members.contains { $0.key == fallback.key } }
        return form.key.map { .object([.init($0, .object(members))]) } ?? .object(members)
    }
}
