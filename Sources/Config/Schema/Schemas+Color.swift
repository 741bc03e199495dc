import Transforms

/// Colours in configs: `"#RRGGBB"` or `"#RRGGBBAA"`.
extension Schemas {
    static let colorPattern = "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
    static let colorExpected = "a colour \"#RRGGBB\" or \"#RRGGBBAA\""

    /// `"#RRGGBB"` or `"#RRGGBBAA"` (sRGB, straight alpha).
    static var color: ValueSchema<Color> { ValueSchema(expected: colorExpected,
                                                       json: .object(["type": "string", "pattern": .string(colorPattern)])) { node, path in
        guard case let .string(text) = node.value, let color = parseColor(text) else {
            // `color: #FF0000` unquoted is a YAML comment, so the value arrives as null.
            let commented = node.text.isEmpty && node.mark.lineText?.contains("#") == true
            throw mismatch(node, path, colorExpected, hint: commented ? "quote colours in YAML: \"#FF0000\" (an unquoted # starts a comment)" : nil)
        }
        return color
    }.encoding { .string(colorText($0)) } }

    /// A colour from `#RRGGBB` or `#RRGGBBAA` (configs require the `#`).
    @_optimize(none)
    static func parseColor(_ text: String) -> Color? {
        text.hasPrefix("#") ? Color(hex: text) : nil
    }

    /// The config spelling of a colour: `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    @_optimize(none)
    static func colorText(_ color: Color) -> String {
        @_optimize(none)
        func hex(_ component: Double) -> String {
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + hex(color.red) + hex(color.green) + hex(color.blue) + (color.alpha == 1 ? "" : hex(color.alpha))
    }
}
