import Foundation
import ImageCodecs
import Outputs
import Problems
import SceneModel
import SceneResources

/// Writes a scene's drawings to files: any `RenderProduct` (a frame, a strip, the one frame as
/// an SVG file, an animated SVG, an animated file) and numbered sequences (a transaction).
/// `FrameRenderer` draws and encodes; this is the one writer: it names files and writes them,
/// every one through `Outputs` (a temporary file, then a rename), so a failure leaves nothing
/// half-written.
///
/// ```swift
/// let files = FrameFiles(try FrameRenderer(scene: scene))
/// try files.write(.strip(format: .png, columns: nil), to: "strip.png")
/// try files.write(.animation(.webp), to: "swipe.webp")
/// ```
public struct FrameFiles: Sendable {
    /// What draws the frames.
    public let renderer: FrameRenderer

    /// Files of `renderer`'s drawings.
    public init(_ renderer: FrameRenderer) {
        self.renderer = renderer
    }

    /// Files of `scene`'s drawings: `FrameRenderer(scene:images:fonts:)`.
    package init(scene: Scene, images: DecodedImages? = nil, fonts: SceneFonts? = nil) throws {
        renderer = try FrameRenderer(scene: scene, images: images, fonts: fonts)
    }
}

extension FrameFiles {
    /// Writes `product` to `path` atomically and says what it holds; an SVG product named
    /// `.svgz` is written gzip-compressed. The path is checked before anything is drawn.
    ///
    /// - Parameters:
    ///   - product: What to write, as the front end decided it.
    ///   - path: The file; `-` is standard output.
    ///   - concurrency: The threads drawing and encoding, at most; the bytes do not depend on it.
    ///   - progress: Told of the frames finished (animations), serially.
    /// - Returns: What the file holds; `byteCount` is the size written.
    @discardableResult
    public func write(_ product: RenderProduct, to path: String, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
                      progress: RenderProgress? = nil) throws -> RenderSummary {
        try write(product, to: path, inputs: InputFiles(), concurrency: concurrency, progress: progress)
    }

    /// `write(_:to:concurrency:progress:)`, refusing a path that is one of `inputs` before drawing.
    @discardableResult
    package func write(_ product: RenderProduct, to path: String, inputs: InputFiles,
                       concurrency: Int = ProcessInfo.processInfo.activeProcessorCount, progress: RenderProgress? = nil) throws -> RenderSummary {
        if product == .animatedSVG { return try writeAnimatedSVG(to: path, inputs: inputs, concurrency: concurrency) }
        if product == .svgFrame || product == .pngFrame {
            let count = try renderer.scene.validatedOffsets().count
            guard count == 1 else {
                throw Problem(.conflict, "\(path) names one \(product == .svgFrame ? "SVG" : "PNG") file, but the timeline has \(count) frames",
                              fix: "write them as one animated file, or into a folder as numbered frames", setting: "output.path")
            }
        }
        let output = try OutputFile(path, inputs: inputs)
        return try Self.write(renderer.render(product, concurrency: concurrency, progress: progress, isCancelled: nil), of: product, to: output)
    }

    /// Writes what `render(product)` gave to `output` (gzip-compressed when it is SVG named
    /// `.svgz`): for a front end that renders before it knows it may write (`flipbook watch`
    /// prints a drawing's problem and waits, but stops on an output it cannot write).
    @discardableResult
    package static func write(_ rendered: Rendered, of product: RenderProduct, to output: OutputFile) throws -> RenderSummary {
        let bytes = product.isSVG ? try SVGZ.encoded(rendered.bytes, for: output.path) : rendered.bytes
        try output.write(bytes)
        return rendered.summary.with(byteCount: bytes.count)
    }

    /// The file name of frame `number` (from 1) of `count`: `frame-0001.png`, with more digits
    /// when there are more than 9999 frames, so names sort in frame order.
    package static func sequenceFileName(number: Int, count: Int, format: OutputOptions.Format) -> String {
        let digits = Swift.max(4, String(count).count)
        let text = String(number)
        return "frame-" + String(repeating: "0", count: Swift.max(0, digits - text.count)) + text + "." + format.rawValue
    }

    /// Whether `name` is a frame of a sequence as `sequenceFileName` spells it, in any format:
    /// `frame-` then at least four digits then `.png` or `.svg`.
    package static func isSequenceFileName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), let dot = name.lastIndex(of: ".") else { return false }
        let digits = name[name.index(name.startIndex, offsetBy: 6)..<dot]
        return digits.count >= 4 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
            && OutputOptions.Format(rawValue: String(name[name.index(after: dot)...])) != nil
    }

    /// Writes the animated SVG to `path` atomically, as it is made: the groups go to a
    /// `SpoolFile` beside the output as they close, then into the output after the document's
    /// opening, so memory holds only the group being built. A path ending in `.svgz` gets it
    /// gzip-compressed (whole, in memory: libdeflate has no streaming interface). A path that is
    /// one of `inputs` is refused before any drawing.
    private func writeAnimatedSVG(to path: String, inputs: InputFiles, concurrency: Int) throws -> RenderSummary {
        let output = try OutputFile(path, inputs: inputs)
        let spool = try SpoolFile(for: output)
        var (opening, summary) = try renderer.animatedSVG(concurrency: concurrency) { try spool.append($0) }
        if SVGZ.isNamed(path) {
            var text = opening
            text.reserveCapacity(summary.byteCount)
            try spool.forEachPiece { text.append(contentsOf: $0) }
            text += FrameRenderer.animatedSVGClosing
            opening = []
            let bytes = try SVGZ.encoded(text, for: path)
            text = []
            summary.byteCount = bytes.count
            try output.write(bytes)
        } else {
            try output.write { file in
                try file.append(opening)
                try spool.forEachPiece { try file.append($0) }
                try file.append(FrameRenderer.animatedSVGClosing)
            }
        }
        return summary
    }
}

extension RenderProduct {
    /// Whether the product is an SVG document.
    var isSVG: Bool {
        switch self {
        case let .frame(_, format), let .strip(format, _): return format == .svg
        case .svgFrame, .animatedSVG: return true
        case .pngFrame, .animation: return false
        }
    }
}
