import Foundation
import ImageCodecs
import Outputs
import Problems
import SceneModel
import SceneResources

/// Writes a scene's drawings to files: one frame, a numbered sequence (a transaction), a strip, the
/// one frame as an SVG file, an animated file. `FrameRenderer` draws and encodes; this only names
/// files and writes them, every one through `Outputs` (a temporary file, then a rename), so a
/// failure leaves nothing half-written.
public struct FrameFiles: Sendable {
    /// What draws the frames.
    public let renderer: FrameRenderer

    /// Files of `renderer`'s drawings.
    public init(_ renderer: FrameRenderer) {
        self.renderer = renderer
    }

    /// Files of `scene`'s drawings: `FrameRenderer(scene:images:fonts:)`.
    public init(scene: Scene, images: DecodedImages? = nil, fonts: SceneFonts? = nil) throws {
        renderer = try FrameRenderer(scene: scene, images: images, fonts: fonts)
    }
}

extension FrameFiles {
    /// Writes one frame to `path` atomically, encoded on up to `concurrency` threads (the bytes
    /// do not depend on it).
    public func writeFrame(offset: Double, format: OutputOptions.Format, to path: String,
                           concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) throws {
        let bytes = try renderer.encodedFrame(offset: offset, format: format, concurrency: concurrency)
        try OutputFile.write(bytes, to: path)
    }

    /// The file name of frame `number` (from 1) of `count`: `frame-0001.png`, with more digits
    /// when there are more than 9999 frames, so names sort in frame order.
    public static func sequenceFileName(number: Int, count: Int, format: OutputOptions.Format) -> String {
        let digits = Swift.max(4, String(count).count)
        let text = String(number)
        return "frame-" + String(repeating: "0", count: Swift.max(0, digits - text.count)) + text + "." + format.rawValue
    }

    /// Whether `name` is a frame of a sequence as `sequenceFileName` spells it, in any format:
    /// `frame-` then at least four digits then `.png` or `.svg`.
    public static func isSequenceFileName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), let dot = name.lastIndex(of: ".") else { return false }
        let digits = name[name.index(name.startIndex, offsetBy: 6)..<dot]
        return digits.count >= 4 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
            && OutputOptions.Format(rawValue: String(name[name.index(after: dot)...])) != nil
    }

    /// Writes the strip to `path` atomically, drawn and encoded on up to `concurrency` threads
    /// (the bytes do not depend on it).
    public func writeStrip(format: OutputOptions.Format, columns: Int? = nil, to path: String,
                           concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) throws {
        try OutputFile.write(renderer.stripData(format: format, columns: columns, concurrency: concurrency), to: path)
    }

    /// Writes the scene's one frame as one SVG file at `path` (gzip-compressed when it ends in
    /// `.svgz`), atomically; a path that is one of `inputs` is refused before drawing. A timeline
    /// of more frames is refused: they are numbered files in a folder (`writeSequence`) or one
    /// animated SVG (`writeAnimatedSVG`).
    public func writeSVGFrame(to path: String, inputs: InputFiles = InputFiles()) throws {
        let scene = renderer.scene
        let offsets = try scene.validatedOffsets()
        guard offsets.count == 1 else {
            throw Problem(.conflict, "\(path) names one SVG file, but the timeline has \(offsets.count) frames",
                              fix: "write them as one animated SVG, or into a folder as numbered frames", setting: "output.path")
        }
        let output = try OutputFile(path, inputs: inputs)
        let bytes = try renderer.svgData(offset: offsets[0], controlPosition: scene.pageControlPositions(offsets: offsets).first,
                                         overlay: scene.overlayFrames(offsets: offsets).first,
                                         programmatic: scene.programmaticScrolls(offsets: offsets).first ?? nil)
        try output.write(SVGZ.encoded(bytes, for: path))
    }
}
