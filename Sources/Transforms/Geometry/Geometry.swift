/// A point in points (1/scale of a pixel), y pointing down as in UIKit.
public struct Point: Hashable, Sendable {
    /// Horizontal, growing to the right.
    public var x: Double
    /// Vertical, growing downward.
    public var y: Double

    /// A point at `(x, y)`.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

/// A width and height in points.
public struct Size: Hashable, Sendable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// A size of `width × height`.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No extent.
    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle; `origin` is its top-left corner.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// Width and height.
    public var size: Size

    /// A rectangle from its top-left corner and size.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    /// The left edge.
    @inlinable public var x: Double { origin.x }
    /// The top edge.
    @inlinable public var y: Double { origin.y }
    /// `size.width`.
    @inlinable public var width: Double { size.width }
    /// `size.height`.
    @inlinable public var height: Double { size.height }
    /// The horizontal centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
}

/// Three numbers for the x, y and z axes, as upstream's `(CGFloat, CGFloat, CGFloat)` tuples.
public struct Vector3: Hashable, Sendable {
    /// The x component.
    public var x: Double
    /// The y component.
    public var y: Double
    /// The z component.
    public var z: Double

    /// A vector from its components.
    @inlinable
    public init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// All three zero.
    package static let zero = Vector3(0, 0, 0)
}

// MARK: Operators

extension Point {
    /// Both components times `rhs`.
    public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
    /// Component-wise product.
    public static func * (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x * rhs.x, y: lhs.y * rhs.y) }
    /// Component-wise sum.
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
}

extension Size {
    /// Both components times `rhs`.
    public static func * (lhs: Size, rhs: Double) -> Size { Size(width: lhs.width * rhs, height: lhs.height * rhs) }
    /// Component-wise product.
    public static func * (lhs: Size, rhs: Size) -> Size { Size(width: lhs.width * rhs.width, height: lhs.height * rhs.height) }
    /// Component-wise sum.
    public static func + (lhs: Size, rhs: Size) -> Size { Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height) }
}
