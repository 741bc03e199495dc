/// Parchment's `PagingIndicatorMetric`: the indicator's x and width over one item (or a virtual slot
/// past either end), from the item's frame, the end inset that applies to it and the spacing.
///
/// `spacing` narrows every item; an end inset replaces the spacing on its side when larger:
/// - `none`:  `x = fx + spacing.left`, `w = fw − spacing.left − spacing.right`
/// - `left(a)`: `x = fx + max(a, spacing.left)`, `w = fw − max(a, spacing.left) − spacing.right`
/// - `right(b)`: `x = fx + spacing.left`, `w = fw − max(b, spacing.right) − spacing.left`
/// - `both(a, b)`: `x = fx + max(a, spacing.left)`, `w = fw − max(b, spacing.right) − max(a, spacing.left)`
package struct IndicatorMetric: Hashable, Sendable {
    /// Which end insets apply to an item.
    package enum Inset: Hashable, Sendable {
        /// A middle item, or the virtual slot before the first.
        case none
        /// The first item (of several).
        case left(Double)
        /// The last item, or the virtual slot after it.
        case right(Double)
        /// The only item.
        case both(Double, Double)
    }

    /// The item's (or slot's) left edge, in content coordinates.
    package var frameX: Double
    /// The item's (or slot's) width.
    package var frameWidth: Double
    /// The end inset that applies.
    package var inset: Inset
    /// The indicator's `spacing` (only left and right are read).
    package var spacing: EdgeInsets

    /// A metric from its parts.
    @inlinable
    package init(frameX: Double, frameWidth: Double, inset: Inset, spacing: EdgeInsets) {
        self.frameX = frameX; self.frameWidth = frameWidth; self.inset = inset; self.spacing = spacing
    }

    /// The indicator's left edge.
    @inlinable
    package var x: Double {
        switch inset {
        case let .left(a), let .both(a, _): return frameX + Swift.max(a, spacing.left)
        case .right, .none: return frameX + spacing.left
        }
    }

    /// The indicator's width.
    @inlinable
    package var width: Double {
        switch inset {
        case let .left(a): return frameWidth - Swift.max(a, spacing.left) - spacing.right
        case let .right(b): return frameWidth - Swift.max(b, spacing.right) - spacing.left
        case let .both(a, b): return frameWidth - Swift.max(b, spacing.right) - Swift.max(a, spacing.left)
        case .none: return frameWidth - spacing.left - spacing.right
        }
    }

    /// Parchment's `indicatorInsetsForIndex`: `both` for the only item, `left` for item 0, `right` for the
    /// last item and any slot after it, `none` otherwise (the slot before the first included).
    @inlinable
    package static func inset(for index: Int, count: Int, insets: EdgeInsets) -> Inset {
        if index == 0, count == 1 { return .both(insets.left, insets.right) }
        if index == 0 { return .left(insets.left) }
        if index >= count - 1 { return .right(insets.right) }
        return .none
    }
}

/// `from + (to − from)·progress` (Parchment's `tween`), linear and unclamped.
@inlinable
package func tween(from: Double, to: Double, progress: Double) -> Double {
    from + (to - from) * progress
}
