import Foundation
import SwiftSyntax

/// A `UIColor` (or SwiftUI `Color`) literal as the config's `#RRGGBB` / `#RRGGBBAA`.
///
/// Reads `UIColor(red:green:blue:alpha:)` (`displayP3Red:` is refused: another colour space),
/// `UIColor(white:alpha:)`, `.withAlphaComponent(a)` on any of these, `UIColor(hex: "#RRGGBB")`
/// (also `hexString:` and a `0xRRGGBB` number, the six-digit form every app's extension reads
/// alike), Swift 2's `UIColor.blueColor()`, and UIKit's named colours: the fixed ones (`.black`,
/// `.red`, `.lightGray`, …) and the system and dynamic colours in their light-mode,
/// default-contrast values (`.systemBlue` is `#007AFF`, `.label` black). SwiftUI's `Color.blue` is
/// the system blue, `.opacity(a)` its alpha, `Color(red:green:blue:opacity:)`, `Color(uiColor:)`.
/// A colour these files add (`extension UIColor { static let brand = … }`) is followed; one they
/// do not define (`UIColor(named: "Brand")`, `.brand` from another module) is a placeholder.
/// Components are rounded to the nearest 1/255, the config's precision.
enum ColorLiteral {
    /// Light-mode sRGB values of UIKit's named colours.
    static let named: [String: (Double, Double, Double, Double)] = [
        "black": (0, 0, 0, 1), "white": (1, 1, 1, 1), "clear": (0, 0, 0, 0),
        "darkGray": (1.0 / 3, 1.0 / 3, 1.0 / 3, 1), "lightGray": (2.0 / 3, 2.0 / 3, 2.0 / 3, 1), "gray": (0.5, 0.5, 0.5, 1),
        "red": (1, 0, 0, 1), "green": (0, 1, 0, 1), "blue": (0, 0, 1, 1), "cyan": (0, 1, 1, 1),
        "yellow": (1, 1, 0, 1), "magenta": (1, 0, 1, 1), "orange": (1, 0.5, 0, 1), "purple": (0.5, 0, 0.5, 1),
        "brown": (0.6, 0.4, 0.2, 1), "lightText": (1, 1, 1, 0.6), "darkText": (0, 0, 0, 1),
        "systemBlue": hex(0x007AFF), "systemGreen": hex(0x34C759), "systemIndigo": hex(0x5856D6), "systemOrange": hex(0xFF9500),
        "systemPink": hex(0xFF2D55), "systemPurple": hex(0xAF52DE), "systemRed": hex(0xFF3B30), "systemTeal": hex(0x30B0C7),
        "systemYellow": hex(0xFFCC00), "systemBrown": hex(0xA2845E), "systemMint": hex(0x00C7BE), "systemCyan": hex(0x32ADE6),
        "systemGray": hex(0x8E8E93), "systemGray2": hex(0xAEAEB2), "systemGray3": hex(0xC7C7CC), "systemGray4": hex(0xD1D1D6),
        "systemGray5": hex(0xE5E5EA), "systemGray6": hex(0xF2F2F7),
        // Dynamic colours in light mode, as the system colours above.
        "label": (0, 0, 0, 1), "secondaryLabel": hex(0x3C3C43, alpha: 0.6), "tertiaryLabel": hex(0x3C3C43, alpha: 0.3),
        "quaternaryLabel": hex(0x3C3C43, alpha: 0.18), "systemBackground": (1, 1, 1, 1), "secondarySystemBackground": hex(0xF2F2F7),
        "tertiarySystemBackground": (1, 1, 1, 1), "systemGroupedBackground": hex(0xF2F2F7), "secondarySystemGroupedBackground": (1, 1, 1, 1),
        "separator": hex(0x3C3C43, alpha: 0.29), "opaqueSeparator": hex(0xC6C6C8), "link": hex(0x007AFF),
        "placeholderText": hex(0x3C3C43, alpha: 0.3), "systemFill": hex(0x787880, alpha: 0.2), "tintColor": hex(0x007AFF),
    ]

    /// SwiftUI's `Color` names, which are the system colours (`Color.blue` is `.systemBlue`).
    static let swiftUINamed: [String: String] = [
        "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen", "mint": "systemMint",
        "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue", "indigo": "systemIndigo", "purple": "systemPurple",
        "pink": "systemPink", "brown": "systemBrown", "gray": "systemGray", "black": "black", "white": "white", "clear": "clear",
        "primary": "label", "secondary": "secondaryLabel", "accentColor": "systemBlue",
    ]

    private static func hex(_ value: Int, alpha: Double = 1) -> (Double, Double, Double, Double) {
        (Double((value >> 16) & 0xFF) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255, alpha)
    }

    /// `swiftUI`: the value is a SwiftUI `Color` even when written as `.blue` (a PageView modifier).
    static func hex(of expression: ExprSyntax, reader: LiteralReader, option: String, swiftUI: Bool = false) throws(ImportError) -> String {
        let (r, g, b, a) = try components(expression, reader: reader, option: option, swiftUI: swiftUI)
        for component in [r, g, b, a] where !(0...1).contains(component) {
            throw reader.unexpected(expression, option, "colour components in 0…1")
        }
        func byte(_ x: Double) -> String {
            let text = String(Int((x * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(r) + byte(g) + byte(b) + (a == 1 ? "" : byte(a))
    }

    private static func components(_ expression: ExprSyntax, reader: LiteralReader, option: String, swiftUI: Bool) throws(ImportError) -> (Double, Double, Double, Double) {
        let expected = "a UIColor literal: UIColor(red:green:blue:alpha:), UIColor(white:alpha:) or a named colour such as .systemBlue"
        let expression = try reader.followedSyntax(expression, option: option)
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "cgColor", let base = member.base {
            return try components(base, reader: reader, option: option, swiftUI: swiftUI)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base.map({ ["UIColor", "Color", "CGColor"].contains($0.trimmedDescription) }) ?? true {
            let name = member.declName.baseName.text
            let isSwiftUI = swiftUI || member.base?.trimmedDescription == "Color"
            if let value = named[isSwiftUI ? swiftUINamed[name] ?? name : name] { return value }
            // A colour of the app: defined in these files (followed), or a placeholder.
            if let defined = reader.program.types.members(named: name, of: "UIColor").first ?? reader.program.types.members(named: name, of: "Color").first,
               case let .variable(_, binding) = defined, let value = binding.initializer?.value ?? binding.accessorBlock.flatMap(Program.singleExpression) {
                return try components(value, reader: reader, option: option, swiftUI: isSwiftUI)
            }
            throw ImportError.unknownValue(reader.position(of: expression), expression: expression.trimmedDescription, option: option,
                                           why: UnknownValue.Kind.outside(expression.trimmedDescription).why)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { throw reader.refusal(expression, option, expected: expected) }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, let argument = call.arguments.first,
           ["withAlphaComponent", "opacity"].contains(member.declName.baseName.text) {
            let (r, g, b, _) = try components(base, reader: reader, option: option, swiftUI: swiftUI || member.declName.baseName.text == "opacity")
            return (r, g, b, try reader.number(argument.expression, option: option))
        }
        // Swift 2: `UIColor.blueColor()`, `.whiteColor()`.
        if call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base.map({ $0.trimmedDescription == "UIColor" }) ?? true,
           member.declName.baseName.text.hasSuffix("Color"), let value = named[String(member.declName.baseName.text.dropLast(5))] {
            return value
        }
        let isColor = reader.isConstructor(call.calledExpression, of: ["UIColor", "Color"])
        guard isColor else { throw reader.refusal(expression, option, expected: expected) }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        // `UIColor(named: "Brand")`, `Color("Brand")`: the app's asset catalog, not in the Swift.
        if labels.first == "named" || labels == ["_"] && call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true,
           let name = call.arguments.first?.expression {
            throw ImportError.unknownValue(reader.position(of: expression), expression: expression.trimmedDescription, option: option,
                                           why: UnknownValue.Kind.assetColor(name.trimmedDescription).why)
        }
        // `Color(.systemBlue)`, `Color(uiColor: …)`: a UIColor in a SwiftUI colour.
        if labels == ["_"] || labels == ["uiColor"], let only = call.arguments.first, !only.expression.is(StringLiteralExprSyntax.self) {
            return try components(only.expression, reader: reader, option: option, swiftUI: false)
        }
        if ["hex", "hexString", "rgb"].contains(labels.first ?? ""), labels.count == 1, let only = call.arguments.first, let value = try hexValue(only.expression, reader: reader, option: option) {
            return value
        }
        var values: [String: Double] = [:]
        for argument in call.arguments where argument.label?.text != "named" {
            values[argument.label?.text ?? "_"] = try reader.number(argument.expression, option: option)
        }
        if let r = values["red"], let g = values["green"], let b = values["blue"], labels.count == 4, let a = values["alpha"] ?? values["opacity"] {
            return (r, g, b, a)
        }
        if labels == ["red", "green", "blue"], let r = values["red"], let g = values["green"], let b = values["blue"], call.calledExpression.trimmedDescription.hasPrefix("Color") {
            return (r, g, b, 1)
        }
        if let w = values["white"], labels.count == 2, let a = values["alpha"] ?? values["opacity"] { return (w, w, w, a) }
        if labels.first == "displayP3Red" { throw reader.unexpected(expression, option, expected) }
        // Another initialiser is the app's own (`UIColor(red: 40, green: 43, blue: 53)` in 0…255): not guessed.
        throw ImportError.unknownValue(reader.position(of: expression), expression: expression.trimmedDescription, option: option,
                                       why: UnknownValue.Kind.outside(expression.trimmedDescription).why)
    }

    /// `"#FF8800"`, `"FF8800"`, `"#F80"` or `0xFF8800`; `nil` for anything else (eight digits could
    /// put alpha first or last).
    private static func hexValue(_ expression: ExprSyntax, reader: LiteralReader, option: String) throws(ImportError) -> (Double, Double, Double, Double)? {
        let expression = reader.unwrapped(expression)
        if let integer = expression.as(IntegerLiteralExprSyntax.self), integer.literal.text.hasPrefix("0x") {
            guard let value = Int(integer.literal.text.dropFirst(2).replacingOccurrences(of: "_", with: ""), radix: 16), value <= 0xFFFFFF else { return nil }
            return hex(value)
        }
        guard expression.is(StringLiteralExprSyntax.self) else { return nil }
        var text = try reader.string(expression, option: option)
        if text.hasPrefix("#") { text.removeFirst() }
        if text.count == 3 { text = text.map { "\($0)\($0)" }.joined() }
        guard text.count == 6, let value = Int(text, radix: 16) else { return nil }
        return hex(value)
    }
}
