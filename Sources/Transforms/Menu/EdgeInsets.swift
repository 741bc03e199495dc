/// Parchment's `UIEdgeInsets`: distances in points from each edge, growing inward.
/// Any finite value is allowed; a negative inset moves past the edge.
public struct EdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the left edge.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double

    /// Insets from each edge; a missing edge is 0, as in the config spelling `{left: 8, right: 8}`.
    @inlinable
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// All four edges 0 (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets()

    /// `left + right`.
    @inlinable package var horizontal: Double { left + right }
}
