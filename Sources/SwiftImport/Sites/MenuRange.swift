import Config
import SwiftSyntax

/// A menu of numbered items served by Parchment's infinite data source, as `flipbook code` writes
/// it for `menu.items: {from, to, title}`:
///
/// ```swift
/// static func item(_ index: Int) -> PagingIndexItem { PagingIndexItem(index: index, title: "Day \(index)") }
/// … guard let item = pagingItem as? PagingIndexItem, item.index > 1 else { return nil }
/// … guard let item = pagingItem as? PagingIndexItem, item.index < 30 else { return nil }
/// ```
///
/// The item's title is a string whose only interpolations are `\(index)` and `\(index + 1)`
/// (`{index}` and `{number}`), or an array of such strings subscripted by the index (titles that
/// repeat). The bounds are the integers the type compares an item's `index` with: `> from` in
/// `itemBefore`, `< to` in `itemAfter`.
struct MenuRange {
    let program: Program

    /// `{from, to, title}` or `{from, to, titles}`; `nil` when the title or a bound is not spelt out.
    func range(title: ExprSyntax, index: ExprSyntax) -> JSONValue? {
        guard let name = index.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let type = title.ancestorOrSelf(mapping: { $0.as(ClassDeclSyntax.self)?.memberBlock ?? $0.as(StructDeclSyntax.self)?.memberBlock }),
              let bounds = bounds(in: Syntax(type)) else { return nil }
        var members: [JSONValue.Member] = [.init("from", .number(Double(bounds.from))), .init("to", .number(Double(bounds.to)))]
        if let template = template(title, index: name) {
            members.append(.init("title", .string(template)))
        } else if let subscripted = title.as(SubscriptCallExprSyntax.self), let array = subscripted.calledExpression.as(ArrayExprSyntax.self),
                  subscripted.arguments.trimmedDescription.contains(name) {
            let titles = array.elements.map { template($0.expression, index: name) }
            guard !titles.isEmpty, titles.allSatisfy({ $0 != nil }) else { return nil }
            members.append(.init("titles", .array(titles.compactMap { $0 }.map(JSONValue.string))))
        } else {
            return nil
        }
        return .object(members)
    }

    /// A string literal as a title template: `\(index)` is `{index}`, `\(index + 1)` `{number}`.
    private func template(_ expression: ExprSyntax, index: String) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            switch segment {
            case let .stringSegment(piece):
                text += LiteralReader.unescaped(piece.content.text)
            case let .expressionSegment(piece):
                guard piece.expressions.count == 1, let only = piece.expressions.first?.expression else { return nil }
                switch only.trimmedDescription.filter({ !$0.isWhitespace }) {
                case index: text += "{index}"
                case index + "+1": text += "{number}"
                default: return nil
                }
            }
        }
        return text
    }

    /// The integers a member of `type` compares an item's `index` with: `x.index > from` and `x.index < to`
    /// (an unfolded sequence of three, as the parser leaves it).
    private func bounds(in type: Syntax) -> (from: Int, to: Int)? {
        var from: Int?, to: Int?
        for token in type.tokens(viewMode: .sourceAccurate) where [.binaryOperator(">"), .binaryOperator("<")].contains(token.tokenKind) {
            guard let operation = token.parent?.as(BinaryOperatorExprSyntax.self), let list = operation.parent?.as(ExprListSyntax.self),
                  list.count == 3, list.dropFirst().first?.id == operation.id, let first = list.first, let last = list.last,
                  let left = first.as(MemberAccessExprSyntax.self), left.declName.baseName.text == "index",
                  let bound = integer(last) else { continue }
            if token.tokenKind == .binaryOperator(">") { from = bound } else { to = bound }
        }
        guard let from, let to, from <= to else { return nil }
        return (from, to)
    }

    /// An integer literal, negative or not.
    private func integer(_ expression: ExprSyntax) -> Int? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           let literal = prefix.expression.as(IntegerLiteralExprSyntax.self) {
            return Int(literal.literal.text.replacingOccurrences(of: "_", with: "")).map { -$0 }
        }
        return nil
    }
}
