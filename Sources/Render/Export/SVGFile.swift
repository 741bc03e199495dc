import Foundation
import ImageCodecs
import Outputs
import Problems
import SceneModel

/// `.svgz`: an SVG document gzip-compressed (RFC 1952), which browsers, rsvg-convert and
/// vector editors open like an `.svg`. Any SVG output (a strip, a watched strip, an animated SVG)
/// named `.svgz` is written compressed.
package enum SVGZ {
    /// Whether `path` names a compressed SVG (`.svgz`, any case).
    package static func isNamed(_ path: String) -> Bool {
        OutputTarget.isCompressedSVG(path)
    }

    /// `bytes` gzip-compressed at libdeflate's strongest level when `path` names an `.svgz`,
    /// else unchanged.
    package static func encoded(_ bytes: [UInt8], for path: String) throws -> [UInt8] {
        guard isNamed(path) else { return bytes }
        do {
            return try Deflate.gzip(bytes, level: 9)
        } catch {
            throw Problem(.failure, "could not compress the SVG: \(error)", fix: "name the output .svg to write it uncompressed")
        }
    }
}

