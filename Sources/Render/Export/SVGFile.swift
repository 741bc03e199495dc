import Foundation
import ImageCodecs
import Outputs
import SceneModel

/// `.svgz`: an SVG document gzip-compressed (RFC 1952), which browsers, rsvg-convert and
/// vector editors open like an `.svg`. Any SVG output (a strip, a watched strip, an animated SVG)
/// named `.svgz` is written compressed.
public enum SVGZ {
    /// Whether `path` names a compressed SVG (`.svgz`, any case).
    public static func isNamed(_ path: String) -> Bool {
        (path as NSString).pathExtension.lowercased() == "svgz"
    }

    /// `bytes` gzip-compressed at libdeflate's strongest level when `path` names an `.svgz`,
    /// else unchanged.
    public static func encoded(_ bytes: [UInt8], for path: String) throws -> [UInt8] {
        guard isNamed(path) else { return bytes }
        do {
            return try Deflate.gzip(bytes, level: 9)
        } catch {
            throw RenderError("could not compress the SVG: \(error)", fix: "name the output .svg to write it uncompressed")
        }
    }
}

extension FrameRenderer {
    /// Writes the scene's one frame as one SVG file at `path` (gzip-compressed when it ends in
    /// `.svgz`), atomically; a path that is one of `inputs` is refused before drawing. A timeline
    /// of more frames is refused: they are numbered files in a folder (`writeSequence`) or one
    /// animated SVG (`writeAnimatedSVG`).
    public func writeSVGFrame(to path: String, inputs: InputFiles = InputFiles()) throws {
        let offsets = try scene.validatedOffsets()
        guard offsets.count == 1 else {
            throw RenderError("\(path) names one SVG file, but the timeline has \(offsets.count) frames",
                              fix: "write them as one animated SVG, or into a folder as numbered frames", setting: "output.path")
        }
        let output = try OutputFile(path, inputs: inputs)
        let bytes = try svgData(offset: offsets[0], controlPosition: scene.pageControlPositions(offsets: offsets).first,
                                overlay: scene.overlayFrames(offsets: offsets).first,
                                programmatic: scene.programmaticScrolls(offsets: offsets).first ?? nil)
        try output.write(SVGZ.encoded(bytes, for: path))
    }
}
