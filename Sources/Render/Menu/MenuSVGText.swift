import CairoKit
import Foundation
import Transforms

/// Menu titles as SVG `<text>` elements, so an SVG frame keeps them as text (searchable, selectable,
/// restylable) rather than glyph outlines. While an SVG frame is drawn, `MenuPainter` records each title
/// here instead of painting it; `markup` then goes on top of the SVG document, each clipped
/// to its item within the menu as the PNG clips them. They sit above everything else in the frame, so a
/// line indicator or border that crosses a title's glyphs is drawn under it instead of over it.
final class MenuSVGText: @unchecked Sendable {
    /// One title at its place in the document (device units: the SVG's px).
    struct Run {
        var text: String
        /// The baseline's start.
        var x: Double, y: Double
        var size: Double
        /// The CSS weight: 200 (DejaVu Sans ExtraLight), 400 (Book) or 700 (Bold).
        var weight: Int
        var color: Color
        /// The item's frame within the menu: the title is clipped to it.
        var clip: (x: Double, y: Double, width: Double, height: Double)
    }

    private let lock = NSLock()
    private var runs: [Run] = []

    func append(_ run: Run) { lock.withLock { runs.append(run) } }

    /// The recorded titles as SVG elements, to go on top of the rest of the document.
    var markup: String {
        let runs = lock.withLock { self.runs }
        guard !runs.isEmpty else { return "" }
        var out = "<g font-family=\"DejaVu Sans\" font-style=\"normal\">\n"
        for (index, run) in runs.enumerated() {
            let id = "flipbook-menu-title-\(index + 1)"
            out += "<clipPath id=\"\(id)\"><rect x=\"\(n(run.clip.x))\" y=\"\(n(run.clip.y))\" width=\"\(n(run.clip.width))\" height=\"\(n(run.clip.height))\"/></clipPath>\n"
            let bytes = run.color.bytes
            out += "<text clip-path=\"url(#\(id))\" x=\"\(n(run.x))\" y=\"\(n(run.y))\" font-size=\"\(n(run.size))\" font-weight=\"\(run.weight)\""
            out += " fill=\"rgb(\(bytes.red),\(bytes.green),\(bytes.blue))\""
            if bytes.alpha < 255 { out += " fill-opacity=\"\(n(Double(bytes.alpha) / 255))\"" }
            out += " xml:space=\"preserve\">\(Self.escaped(run.text))</text>\n"
        }
        out += "</g>\n"
        return out
    }

    private func n(_ value: Double) -> String { value.shortestDescription }

    /// XML character data: `&`, `<`, `>` and quotes escaped; control characters other than tab dropped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case _ where scalar.value < 0x20 && scalar != "\t": continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
