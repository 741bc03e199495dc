import CairoKit
import Foundation
import Transforms

/// Menu titles as transparent SVG `<text>` elements over their glyph outlines, so an SVG frame shows
/// exactly what the PNG shows (a browser's text layout moves glyphs by up to a pixel) and its titles
/// can still be searched and selected. While an SVG frame is drawn, `MenuPainter` paints each title
/// and records it here; `markup` then goes on top of the SVG document, each clipped to its item within
/// the menu as the PNG clips them.
final class MenuSVGText: @unchecked Sendable {
    /// One title at its place in the document (device units: the SVG's px).
    struct Run {
        var text: String
        /// The baseline's start.
        var x: Double, y: Double
        var size: Double
        /// The family of the face drawn (`FontFace.family`).
        var family: String
        /// The face's CSS weight, 100…900.
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
        var out = "<g font-style=\"normal\">\n"
        for (index, run) in runs.enumerated() {
            let id = "flipbook-menu-title-\(index + 1)"
            out += "<clipPath id=\"\(id)\"><rect x=\"\(n(run.clip.x))\" y=\"\(n(run.clip.y))\" width=\"\(n(run.clip.width))\" height=\"\(n(run.clip.height))\"/></clipPath>\n"
            let bytes = run.color.bytes
            out += "<text clip-path=\"url(#\(id))\" x=\"\(n(run.x))\" y=\"\(n(run.y))\" font-family=\"\(XMLText.escaped(run.family))\" font-size=\"\(n(run.size))\" font-weight=\"\(run.weight)\""
            out += " fill=\"rgb(\(bytes.red),\(bytes.green),\(bytes.blue))\" fill-opacity=\"0\""
            out += " xml:space=\"preserve\">\(XMLText.escaped(run.text))</text>\n"
        }
        out += "</g>\n"
        return out
    }

    private func n(_ value: Double) -> String { value.shortestDescription }
}
