/// A rectangle of whole pixels: `x ..< x + width` by `y ..< y + height`, top-left origin.
///
/// The one pixel rectangle: a frame's changed part (animated encoders), where two images differ
/// (ImageDiff, stored in shard results as `{x, y, width, height}`), and the renderer's clip and
/// warp boxes.
public struct PixelBox: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Columns; 0 for an empty box.
    public var width: Int
    /// Rows; 0 for an empty box.
    public var height: Int

    /// A box from its corner and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// One past the right column.
    package var maxX: Int { x + width }
    /// One past the bottom row.
    package var maxY: Int { y + height }
    /// True when the box covers no pixel.
    package var isEmpty: Bool { width <= 0 || height <= 0 }
    /// `W×H px at (X, Y)`, as reports say where images differ.
    public var description: String { "\(width)×\(height) px at (\(x), \(y))" }
}
