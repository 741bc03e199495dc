/// JSON text for the hand-written JSON of inspections and configs.
public enum JSONText {
    /// A JSON string literal: `"`, `\` and control characters escaped (`\n`, `\r`, `\t`, else
    /// `\u00XX`); everything else, non-ASCII included, as it is.
    public static func quoted(_ text: String) -> String {
        quoted(text) { code in
            let hex = String(code, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// `text` in double quotes with `"`, `\`, `\n`, `\r` and `\t` escaped and any other control
    /// character written by `control` (JSON's `\u00XX`, Swift's `\u{X}`): the escaping both
    /// JSON and the Swift that `flipbook code` writes share.
    public static func quoted(_ text: String, control: (UInt32) -> String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += control(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
