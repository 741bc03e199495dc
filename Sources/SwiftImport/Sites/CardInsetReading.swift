import Config
import SwiftSyntax

/// Where the card sits in its page, as upstream's Layout Designer prints it, read into the config's
/// `card.inset` (fractions of the page on each side).
///
/// - SwiftUI: `.pagePadding(vertical: .absolute(100), horizontal: .absolute(80))` on a page view;
///   also `.pagePadding(_:)` and `.pagePadding(top:left:bottom:right:)`. A padding is
///   `.absolute(points)`, `.fractionalWidth(f)` or `.fractionalHeight(f)` of the page (upstream's
///   `PagingCollectionViewCell` multiplies by the collection view's bounds, which is one page); a
///   side left out is 0.
/// - UIKit: the card's frame in the cell, `CGRect(x: 80, y: 100, width: frame.width - 160,
///   height: frame.height - 200)` (also `bounds.…`): left `x`, right `160 − x`, top `y`, bottom `200 − y`.
///
/// Points become fractions of the scene's viewport (the page Flipbook draws), so `inset.horizontal`
/// is `left / viewport.width` and `inset.vertical` `top / viewport.height`. Flipbook's inset is
/// the same on opposite sides: a padding with left ≠ right or top ≠ bottom is not imported (a note).
struct CardInsetReading {
    /// One side's padding.
    enum Length: Equatable {
        case absolute(Double)
        case fractionalWidth(Double)
        case fractionalHeight(Double)

        /// In points, in a page of `width` × `height`.
        func points(width: Double, height: Double) -> Double {
            switch self {
            case let .absolute(value): return value
            case let .fractionalWidth(value): return value * width
            case let .fractionalHeight(value): return value * height
            }
        }
    }

    /// The four sides, in UIKit's order.
    struct Sides {
        var top = Length.absolute(0), left = Length.absolute(0), bottom = Length.absolute(0), right = Length.absolute(0)
    }

    let reader: LiteralReader

    /// `CGRect(x:y:width:height:)` whose width is `frame.width - …` (or `bounds.width - …`): a
    /// card's frame inside its cell, sized from the cell.
    static func isCardFrame(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.trimmedDescription == "CGRect",
              call.arguments.map({ $0.label?.text ?? "_" }) == ["x", "y", "width", "height"] else { return false }
        return cellSize(minus: Array(call.arguments)[2].expression, dimension: "width") != nil
    }

    /// Where `call` is written and its text on one line: for a modifier, from its `.` on
    /// (`.pagePadding(…)`, not the page view it follows), else the whole call.
    static func written(_ call: FunctionCallExprSyntax) -> (anchor: Syntax, text: String) {
        func oneLine(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else {
            return (Syntax(call), oneLine(call.trimmedDescription))
        }
        return (Syntax(member.period), oneLine("." + member.declName.trimmedDescription + "(" + call.arguments.trimmedDescription + ")"))
    }

    /// The sides `call` sets: a `.pagePadding(…)` modifier or a card frame.
    func sides(_ call: FunctionCallExprSyntax) throws(ImportError) -> Sides {
        var sides = Sides()
        let option = "card.inset"
        if Self.isCardFrame(call) {
            let arguments = Array(call.arguments)
            let x = try reader.number(arguments[0].expression, option: option), y = try reader.number(arguments[1].expression, option: option)
            guard let widthLess = Self.cellSize(minus: arguments[2].expression, dimension: "width"),
                  let heightLess = Self.cellSize(minus: arguments[3].expression, dimension: "height") else {
                throw reader.unexpected(arguments[3].expression, option, "frame.height - a number, as the width is frame.width - a number")
            }
            sides.left = .absolute(x)
            sides.top = .absolute(y)
            sides.right = .absolute(try reader.number(widthLess, option: option) - x)
            sides.bottom = .absolute(try reader.number(heightLess, option: option) - y)
            return sides
        }
        for argument in call.arguments {
            let length = try self.length(argument.expression)
            switch argument.label?.text {
            case nil: sides = Sides(top: length, left: length, bottom: length, right: length)
            case "vertical": sides.top = length; sides.bottom = length
            case "horizontal": sides.left = length; sides.right = length
            case "top": sides.top = length
            case "left": sides.left = length
            case "bottom": sides.bottom = length
            case "right": sides.right = length
            default:
                throw reader.unexpected(argument.expression, option, "pagePadding's arguments: vertical:, horizontal:, top:, left:, bottom:, right:")
            }
        }
        return sides
    }

    /// `.absolute(80)`, `.fractionalWidth(0.1)`, `.fractionalHeight(0.1)`; `nil` is no padding.
    private func length(_ expression: ExprSyntax) throws(ImportError) -> Length {
        let expression = reader.unwrapped(expression)
        if expression.is(NilLiteralExprSyntax.self) { return .absolute(0) }
        let expected = ".absolute(points), .fractionalWidth(f) or .fractionalHeight(f)"
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              reader.isTypePath(member.base), call.arguments.count == 1, let argument = call.arguments.first else {
            throw reader.refusal(expression, "card.inset", expected: expected)
        }
        let value = try reader.number(argument.expression, option: "card.inset")
        switch member.declName.baseName.text {
        case "absolute": return .absolute(value)
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        default: throw reader.unexpected(expression, "card.inset", expected)
        }
    }

    /// `n` of `frame.width - n` / `bounds.height - n` (`self.` and `contentView.` allowed).
    private static func cellSize(minus expression: ExprSyntax, dimension: String) -> ExprSyntax? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "-" else { return nil }
        let size = elements[0].trimmedDescription.replacingOccurrences(of: "self.", with: "").replacingOccurrences(of: "contentView.", with: "")
        guard ["frame." + dimension, "bounds." + dimension, "frame.size." + dimension, "bounds.size." + dimension].contains(size) else { return nil }
        return elements[2]
    }
}

extension CardInsetReading.Sides {
    /// `card.inset` in a page of `width` × `height` points, or `nil` when opposite sides differ
    /// (Flipbook's inset is symmetric).
    func inset(width: Double, height: Double) -> (horizontal: Double, vertical: Double)? {
        let points = [top, left, bottom, right].map { $0.points(width: width, height: height) }
        guard abs(points[1] - points[3]) < 1e-9, abs(points[0] - points[2]) < 1e-9 else { return nil }
        return (points[1] / width, points[0] / height)
    }
}
