import FileFormats
import SceneModel

/// What the render stage makes of a scene: one still frame, the strip of its timeline, its one
/// frame as an SVG file, its whole timeline as an animated SVG or as one animated file.
///
/// Front ends decide it once (`OutputTarget` from the format asked for, the output's name and
/// the config's `output.format`) and pass it on; nothing downstream decides a format again.
/// A numbered sequence of frames is not one product but a folder of them:
/// `FrameFiles.writeSequence(into:format:overwrite:)`.
public enum RenderProduct: Hashable, Sendable {
    /// The frame at `offset` (pages), as a PNG or SVG image.
    case frame(offset: Double, format: OutputOptions.Format)
    /// Every offset of the timeline on one image under a title row, `columns` cells a row (`nil`:
    /// one row up to 8 cells, else 6), as PNG or SVG.
    case strip(format: OutputOptions.Format, columns: Int?)
    /// The timeline's one frame as an SVG document (a timeline of more frames is refused).
    case svgFrame
    /// The timeline's one frame as a PNG image (a timeline of more frames is refused).
    case pngFrame
    /// The whole timeline as one SVG document that plays in browsers.
    case animatedSVG
    /// The whole timeline as one animated file, with the scene's `output.animation` settings.
    case animation(AnimationFormat)
}

/// A product's bytes and what they hold.
public struct Rendered: Sendable {
    /// The file's bytes.
    public var bytes: [UInt8]
    /// What the bytes hold.
    public var summary: RenderSummary
}

/// What a product holds: its frames, their rate and its size.
public struct RenderSummary: Hashable, Sendable {
    /// Frames shown: 1 for a frame, the timeline's offsets for a strip, the file's frames (after
    /// resampling to its rate) for an animation.
    public var frameCount: Int
    /// The rate an animation plays at; `nil` for still images.
    public var framesPerSecond: Double?
    /// The groups of an animated SVG (runs of identical neighbouring frames share one); `nil` otherwise.
    public var groupCount: Int?
    /// The size in bytes.
    public var byteCount: Int

    /// An animation's length in seconds (`frameCount / framesPerSecond`); `nil` for still images.
    public var duration: Double? { framesPerSecond.map { Double(frameCount) / $0 } }

    package init(frameCount: Int, framesPerSecond: Double? = nil, groupCount: Int? = nil, byteCount: Int) {
        self.frameCount = frameCount
        self.framesPerSecond = framesPerSecond
        self.groupCount = groupCount
        self.byteCount = byteCount
    }
}

/// Progress of a render, called serially: `finished` of `total` frames done in pass `pass` of
/// `passes`. A GIF with one shared palette takes two passes (every frame is read for its colours,
/// then encoded); everything else takes one.
public typealias RenderProgress = @Sendable (_ pass: Int, _ passes: Int, _ finished: Int, _ total: Int) -> Void
