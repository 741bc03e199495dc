/// Text read from a user's files made safe to print on a terminal.
///
/// A config key, a file name or a value can hold ESC (which starts a terminal escape sequence that
/// can recolour, move the cursor or retitle the window), other C0/C1 control characters, or the
/// Unicode bidirectional controls (U+202E RIGHT-TO-LEFT OVERRIDE makes `gnp.exe` read as `exe.png`).
/// Each is written as a visible `\u{…}` escape instead; newlines and tabs stay, since messages
/// span lines (a diagnostic's code frame).
package enum ControlCharacters {
    /// `text` with every control and bidirectional-control character except `\n` and `\t`
    /// written as `\u{HEX}`.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 controls but newline and tab, DEL, C1 controls, and the bidirectional marks, embeddings,
    /// overrides and isolates (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069).
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
