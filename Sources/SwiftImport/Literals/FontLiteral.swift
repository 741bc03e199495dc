import Config
import SwiftSyntax
import Transforms

/// A `UIFont` as the config's `{size, weight}`.
///
/// - `UIFont.systemFont(ofSize:weight:)`, `.systemFont(ofSize:)`, `.boldSystemFont(ofSize:)`,
///   `.monospacedDigitSystemFont(ofSize:weight:)`, Swift 2's `systemFontOfSize(_:)`: the system font.
/// - `UIFont.preferredFont(forTextStyle: .headline)`: the text style at the default content size
///   (body 17, headline 17 semibold, …), as the app shows it with the user's size setting untouched.
/// - `UIFont(name: "Avenir-Heavy", size: 15)` and an app's own font function
///   (`UIFont.appFont(ofSize: 13, weight: .medium)`): the size (and weight) are read, the family is
///   a placeholder, the system font standing in (`ReadContext.partialPlaceholders`).
struct FontLiteral {
    let reader: LiteralReader

    /// `.systemFont(ofSize:weight:)` and the other system-font factories, as `CaseLiteral` reads them.
    static let systemForms: [CaseForm] = [
        CaseForm(name: "systemFont", key: nil, arguments: [("ofSize", "size", .number), ("weight", "weight", .cases(weights))],
                 defaults: [.init("weight", "regular")]),
        CaseForm(name: "monospacedDigitSystemFont", key: nil, arguments: [("ofSize", "size", .number), ("weight", "weight", .cases(weights))],
                 defaults: [.init("weight", "regular")]),
        CaseForm(name: "boldSystemFont", key: nil, arguments: [("ofSize", "size", .number)], implied: [.init("weight", "bold")]),
        CaseForm(name: "italicSystemFont", key: nil, arguments: [("ofSize", "size", .number)], implied: [.init("weight", "regular")]),
        CaseForm(name: "systemFontOfSize", key: nil, arguments: [("", "size", .number), ("weight", "weight", .cases(weights))],
                 defaults: [.init("weight", "regular")]),
        CaseForm(name: "boldSystemFontOfSize", key: nil, arguments: [("", "size", .number)], implied: [.init("weight", "bold")]),
    ]

    /// `.medium`, or `UIFont.Weight(rawValue: 0.3)` → the number.
    private static let weights: [CaseForm] = FontWeight.named.map { CaseForm(name: $0.name, key: nil, arguments: []) }
        + [CaseForm(name: "init", key: nil, arguments: [("rawValue", "", .number)])]

    /// UIKit's text styles at the default content size category (Apple's Human Interface Guidelines).
    private static let textStyles: [String: (size: Double, weight: String)] = [
        "largeTitle": (34, "regular"), "title1": (28, "regular"), "title2": (22, "regular"), "title3": (20, "regular"),
        "headline": (17, "semibold"), "body": (17, "regular"), "callout": (16, "regular"), "subheadline": (15, "regular"),
        "footnote": (13, "regular"), "caption1": (12, "regular"), "caption2": (11, "regular"),
    ]

    func value(_ expression: ExprSyntax, option: String) throws(ImportError) -> JSONValue {
        let expression = try reader.followedSyntax(expression, option: option)
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            return try CaseLiteral(reader: reader).value(expression, cases: Self.systemForms, option: option)
        }
        let callee = call.calledExpression
        let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        if Self.systemForms.contains(where: { $0.name == name }) {
            return try CaseLiteral(reader: reader).value(expression, cases: Self.systemForms, option: option)
        }
        if name == "preferredFont", let style = call.arguments.first,
           let found = Self.textStyles[try reader.word(style.expression, option: option)] {
            return .object([.init("size", .number(found.size)), .init("weight", .string(found.weight))])
        }
        // A named family or an app's own font: what is written in numbers is kept, the family stands in.
        let isNamed = reader.isConstructor(callee, of: ["UIFont"]) && call.arguments.first?.label?.text == "name"
        let isAppFont = callee.as(MemberAccessExprSyntax.self).map { $0.base.map { ["UIFont"].contains($0.trimmedDescription) } ?? true } ?? false
        guard isNamed || isAppFont else { throw reader.refusal(expression, option, expected: "a UIFont: .systemFont(ofSize:weight:), .boldSystemFont(ofSize:) or UIFont(name:size:)") }
        var members: [JSONValue.Member] = []
        for argument in call.arguments {
            switch argument.label?.text {
            case "size", "ofSize":
                members.append(.init("size", .number(try reader.number(argument.expression, option: option + ".size"))))
            case "weight":
                members.append(.init("weight", try reader.value(argument.expression, as: .cases(Self.weights), option: option + ".weight")))
            default:
                continue
            }
        }
        let family = isNamed ? (try? reader.string(call.arguments.first?.expression ?? expression, option: option)) ?? callee.trimmedDescription : callee.trimmedDescription
        reader.context.partialPlaceholders.append((expression.trimmedDescription, reader.position(of: expression).fileAndLine, UnknownValue.Kind.customFont(family).why))
        return .object(members)
    }
}
