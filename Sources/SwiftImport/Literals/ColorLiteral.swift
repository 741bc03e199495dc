import Foundation
import SwiftSyntax

/// A `UIColor` literal as the config's `#RRGGBB` / `#RRGGBBAA`.
///
/// Reads `UIColor(red:green:blue:alpha:)` (also `displayP3Red` is refused: another colour space),
/// `UIColor(white:alpha:)`, `.withAlphaComponent(a)` on any of these, and UIKit's named colours:
/// the fixed ones (`.black`, `.red`, `.lightGray`, …) and the system colours in their light-mode,
/// default-contrast values (`.systemBlue` is `#007AFF`). Dynamic colours that depend on the
/// appearance (`.label`, `.systemBackground`) have no one value and are refused. Components are
/// rounded to the nearest 1/255, the config's precision.
enum ColorLiteral {
    /// Light-mode sRGB values of UIKit's named colours.
    static let named: [String: (Double, Double, Double, Double)] = [
        "black": (0, 0, 0, 1), "white": (1, 1, 1, 1), "clear": (0, 0, 0, 0),
        "darkGray": (1.0 / 3, 1.0 / 3, 1.0 / 3, 1), "lightGray": (2.0 / 3, 2.0 / 3, 2.0 / 3, 1), "gray": (0.5, 0.5, 0.5, 1),
        "red": (1, 0, 0, 1), "green": (0, 1, 0, 1), "blue": (0, 0, 1, 1), "cyan": (0, 1, 1, 1),
        "yellow": (1, 1, 0, 1), "magenta": (1, 0, 1, 1), "orange": (1, 0.5, 0, 1), "purple": (0.5, 0, 0.5, 1),
        "brown": (0.6, 0.4, 0.2, 1),
        "systemBlue": hex(0x007AFF), "systemGreen": hex(0x34C759), "systemIndigo": hex(0x5856D6), "systemOrange": hex(0xFF9500),
        "systemPink": hex(0xFF2D55), "systemPurple": hex(0xAF52DE), "systemRed": hex(0xFF3B30), "systemTeal": hex(0x30B0C7),
        "systemYellow": hex(0xFFCC00), "systemBrown": hex(0xA2845E), "systemMint": hex(0x00C7BE), "systemCyan": hex(0x32ADE6),
        "systemGray": hex(0x8E8E93), "systemGray2": hex(0xAEAEB2), "systemGray3": hex(0xC7C7CC), "systemGray4": hex(0xD1D1D6),
        "systemGray5": hex(0xE5E5EA), "systemGray6": hex(0xF2F2F7),
    ]

    private static func hex(_ value: Int) -> (Double, Double, Double, Double) {
        (Double((value >> 16) & 0xFF) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255, 1)
    }

    static func hex(of expression: ExprSyntax, reader: LiteralReader, option: String) throws(ImportError) -> String {
        let (r, g, b, a) = try components(expression, reader: reader, option: option)
        for component in [r, g, b, a] where !(0...1).contains(component) {
            throw reader.unexpected(expression, option, "colour components in 0…1")
        }
        func byte(_ x: Double) -> String {
            let text = String(Int((x * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(r) + byte(g) + byte(b) + (a == 1 ? "" : byte(a))
    }

    private static func components(_ expression: ExprSyntax, reader: LiteralReader, option: String) throws(ImportError) -> (Double, Double, Double, Double) {
        let expected = "a UIColor literal: UIColor(red:green:blue:alpha:), UIColor(white:alpha:) or a named colour such as .systemBlue"
        let expression = reader.unwrapped(expression)
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base.map({ ["UIColor", "Color", "CGColor"].contains($0.trimmedDescription) }) ?? true {
            guard let value = named[member.declName.baseName.text] else { throw reader.unexpected(expression, option, expected) }
            return value
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "cgColor", let base = member.base {
            return try components(base, reader: reader, option: option)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { throw reader.refusal(expression, option, expected: expected) }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "withAlphaComponent",
           let base = member.base, let argument = call.arguments.first {
            let (r, g, b, _) = try components(base, reader: reader, option: option)
            return (r, g, b, try reader.number(argument.expression, option: option))
        }
        guard reader.isConstructor(call.calledExpression, of: ["UIColor"]) else { throw reader.refusal(expression, option, expected: expected) }
        var values: [String: Double] = [:]
        for argument in call.arguments {
            values[argument.label?.text ?? "_"] = try reader.number(argument.expression, option: option)
        }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        if labels == ["red", "green", "blue", "alpha"], let r = values["red"], let g = values["green"], let b = values["blue"], let a = values["alpha"] {
            return (r, g, b, a)
        }
        if labels == ["white", "alpha"], let w = values["white"], let a = values["alpha"] { return (w, w, w, a) }
        throw reader.unexpected(expression, option, expected)
    }
}
