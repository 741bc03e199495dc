/// An animated file format Flipbook writes.
public enum AnimationFormat: String, CaseIterable, Hashable, Sendable {
    /// GIF89a with libimagequant's palettes: 256 colours per frame, 1-bit transparency,
    /// delays in hundredths of a second.
    case gif
    /// Animated WebP through libwebp's `WebPAnimEncoder`: lossless, or lossy with a quality.
    case webp
    /// Animated PNG (APNG 1.0) through Flipbook's PNG writer: lossless, 8-bit RGB or RGBA, each
    /// frame only the rectangle that changed.
    case apng
    /// H.264 in an MP4 container, encoded by the `ffmpeg` program (`yuv420p`, even size).
    case mp4

    /// The usual file extension, without the dot (`png` for APNG, which viewers read as PNG).
    public var fileExtension: String { self == .apng ? "png" : rawValue }

    /// The format an output path names by its extension (`.gif`, `.webp`, `.apng`, `.mp4`,
    /// case-insensitive), or `nil`. A `.png` path is not animated: it names a still frame.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// The highest frame rate the format plays faithfully. GIF delays are whole hundredths of
    /// a second and browsers play delays under 0.02 s as 0.1 s, so GIF stops at 50 fps.
    public var maximumFramesPerSecond: Double {
        self == .gif ? 50 : AnimationSettings.maximumFramesPerSecond
    }
}
