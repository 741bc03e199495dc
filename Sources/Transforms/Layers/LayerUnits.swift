/// PVView's `PVPoint`: a point in points, or, when `relative`, in fractions of the container
/// (the card for card layers, the output frame for page overlays): `(x·width, y·height)`.
public struct LayerPoint: Hashable, Sendable {
    /// Horizontal: points, or a fraction of the container's width.
    public var x: Double
    /// Vertical: points, or a fraction of the container's height.
    public var y: Double
    /// True when `x` and `y` are fractions of the container.
    public var relative: Bool

    /// A point; absolute unless `relative`.
    public init(x: Double, y: Double, relative: Bool = false) {
        self.x = x
        self.y = y
        self.relative = relative
    }

    /// `(0, 0)`, PVView's `PVPoint.zero`.
    package static let zero = LayerPoint(x: 0, y: 0)

    /// The point in points inside a container of `size` (PVView's `UIView.convertPoint`).
    @inlinable
    package func resolved(in size: Size) -> Point {
        relative ? Point(x: x * size.width, y: y * size.height) : Point(x: x, y: y)
    }
}

/// PVView's `PVSize`: a size in points, or, when `relative`, fractions of the container's size.
public struct LayerSize: Hashable, Sendable {
    /// Points, or a fraction of the container's width.
    public var width: Double
    /// Points, or a fraction of the container's height.
    public var height: Double
    /// True when the values are fractions of the container.
    public var relative: Bool

    /// A size; absolute unless `relative`.
    public init(width: Double, height: Double, relative: Bool = false) {
        self.width = width
        self.height = height
        self.relative = relative
    }

    /// The size in points inside a container of `size` (PVView's `UIView.convertSize`).
    @inlinable
    package func resolved(in size: Size) -> Size {
        relative ? Size(width: width * size.width, height: height * size.height) : Size(width: width, height: height)
    }
}

/// A layer's frame before its transform: its top-left corner and size in the container's
/// coordinates (points, y down), or, when `relative`, in fractions of the container.
package struct LayerFrame: Hashable, Sendable {
    /// Left edge.
    package var x: Double
    /// Top edge.
    package var y: Double
    /// Width.
    package var width: Double
    /// Height.
    package var height: Double
    /// True when all four are fractions of the container (x and width of its width, y and height of its height).
    package var relative: Bool

    /// A frame; absolute unless `relative`.
    package init(x: Double, y: Double, width: Double, height: Double, relative: Bool = false) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.relative = relative
    }

    /// The whole container: `(0, 0, 1, 1)` relative.
    package static let container = LayerFrame(x: 0, y: 0, width: 1, height: 1, relative: true)

    /// The frame in points inside a container of `size`.
    @inlinable
    package func resolved(in size: Size) -> Rect {
        relative
            ? Rect(x: x * size.width, y: y * size.height, width: width * size.width, height: height * size.height)
            : Rect(x: x, y: y, width: width, height: height)
    }
}
