/// Text for XML and HTML documents: the SVG writer's titles, the golden reports' HTML and JUnit XML.
package enum XMLText {
    /// `text` as XML character data or an attribute value in either quote: `&`, `<`, `>`, `"` and
    /// `'` escaped, and the control characters XML 1.0 forbids (U+0000–U+001F other than tab, line
    /// feed and carriage return) dropped, so the document still parses.
    package static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
