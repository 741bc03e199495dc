/// A rectangle of whole pixels: `x ..< x + width` by `y ..< y + height`, top-left origin.
public struct PixelBox: Hashable, Sendable, CustomStringConvertible {
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
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// True when the box covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// `x,y w×h`.
    public var description: String { "\(x),\(y) \(width)×\(height)" }
}
