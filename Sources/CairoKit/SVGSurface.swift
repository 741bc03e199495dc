import Problems
import CCairo

/// An SVG document drawn with Cairo's SVG surface into memory. Paths, text (as glyph outlines)
/// and gradients stay vector; images and masks are embedded as PNG rasters.
///
/// Sizes are in CSS pixels (`px`), so an SVG of `width × height` rasterises to the same number
/// of pixels as the PNG of the same frame.
package final class SVGSurface: Surface {
    /// The underlying `cairo_surface_t`, valid until the document is released.
    package let pointer: OpaquePointer
    /// The document's width in px.
    package let width: Double
    /// The document's height in px.
    package let height: Double
    private let sink: ByteSink
    private var finished = false

    /// A new empty document of `width × height` px (each side in `1…ImageSurface.maximumSide`).
    package init(width: Double, height: Double) throws {
        let limit = Double(ImageSurface.maximumSide)
        guard width >= 1, height >= 1, width <= limit, height <= limit else {
            throw Problem.cairo("SVG size \(width)×\(height) px is outside 1…\(ImageSurface.maximumSide) px per side")
        }
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        guard let surface = cairo_svg_surface_create_for_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, closure, width, height) else {
            throw Problem.cairo("could not create an SVG document")
        }
        let status = cairo_surface_status(surface)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(surface)
            throw Problem.cairo(status, while: "creating an SVG document")
        }
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        pointer = surface
        self.width = width
        self.height = height
        self.sink = sink
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Ends the document and returns its bytes. Every context drawing on it must be released first.
    ///
    /// Cairo numbers embedded images and groups with process-wide counters, so the same frame
    /// would get different ids depending on what was drawn before (or on another thread); the
    /// ids are renumbered in order of appearance so the same drawing gives the same bytes.
    package func finish() throws -> [UInt8] {
        if !finished {
            cairo_surface_finish(pointer)
            finished = true
        }
        try check(cairo_surface_status(pointer), "writing an SVG document")
        return SVGSurface.renumberingIdentifiers(sink.bytes)
    }

    /// Rewrites `id="image12"` / `#image12` (and `surface…`) so that numbers count up from 1
    /// in order of first appearance, per prefix.
    package static func renumberingIdentifiers(_ bytes: [UInt8]) -> [UInt8] {
        let prefixes: [[UInt8]] = [Array("image".utf8), Array("surface".utf8)]
        var maps: [[Int: Int]] = Array(repeating: [:], count: prefixes.count)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
        let idOpening = Array("id=\"".utf8)
        var i = 0
        let count = bytes.count
        func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
        func matches(_ pattern: [UInt8], at position: Int) -> Bool {
            guard position + pattern.count <= count else { return false }
            for k in 0..<pattern.count where bytes[position + k] != pattern[k] { return false }
            return true
        }
        while i < count {
            let byte = bytes[i]
            // A reference starts after `#` or after `id="`.
            var start = -1
            if byte == hash {
                start = i + 1
            } else if byte == UInt8(ascii: "i"), matches(idOpening, at: i) {
                start = i + idOpening.count
            }
            if start >= 0 {
                var replaced = false
                for (p, prefix) in prefixes.enumerated() where matches(prefix, at: start) {
                    var end = start + prefix.count
                    var number = 0
                    while end < count, isDigit(bytes[end]), number < Int.max / 10 {
                        number = number * 10 + Int(bytes[end] - 48)
                        end += 1
                    }
                    guard end > start + prefix.count, end < count, bytes[end] == quote || bytes[end] == UInt8(ascii: ")") else { break }
                    let renumbered = maps[p][number] ?? (maps[p].count + 1)
                    maps[p][number] = renumbered
                    output.append(contentsOf: bytes[i..<start])
                    output.append(contentsOf: prefix)
                    output.append(contentsOf: Array(String(renumbered).utf8))
                    i = end
                    replaced = true
                    break
                }
                if replaced { continue }
            }
            output.append(byte)
            i += 1
        }
        return output
    }
}

/// Collects what Cairo's stream writer produces.
private final class ByteSink {
    var bytes: [UInt8] = []
}
