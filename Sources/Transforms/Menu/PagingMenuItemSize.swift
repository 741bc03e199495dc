/// Parchment's `PagingMenuItemSize`: how wide each menu item is. The height is the items'
/// height in points for every case, and `menuHeight = height + menuInsets.top + menuInsets.bottom`.
public enum PagingMenuItemSize: Hashable, Sendable {
    /// Every item `width × height` points.
    case fixed(width: Double, height: Double)
    /// Every item `minWidth` wide; when all of them fit in the menu they share its width equally:
    /// `(W − insets.left − insets.right − spacing·(n − 1)) / n` each (Parchment's default,
    /// `.sizeToFit(minWidth: 150, height: 40)`).
    case sizeToFit(minWidth: Double, height: Double)
    /// Each item as wide as its title cell: the title's width plus `menuItemLabelSpacing` on each side
    /// (what Auto Layout gives `PagingTitleCell`). The width is the larger of the title in `font` and in
    /// `selectedFont`: Parchment re-measures a cell when its font changes, so its widths depend on which
    /// item was selected last; the larger one keeps every frame a function of the offset and never
    /// truncates a selected title (equal fonts, Parchment's default, give Parchment's width exactly).
    /// `estimatedWidth` is what Parchment uses before a cell is measured; Flipbook always measures.
    case selfSizing(estimatedWidth: Double, height: Double)

    /// Parchment's `estimatedItemWidth`: the fixed width, `minWidth` or `estimatedWidth`.
    @inlinable
    package var estimatedItemWidth: Double {
        switch self {
        case let .fixed(width, _): return width
        case let .sizeToFit(minWidth, _): return minWidth
        case let .selfSizing(estimatedWidth, _): return estimatedWidth
        }
    }

    /// The case's name as configs spell it: `fixed`, `sizeToFit` or `selfSizing`.
    package var name: String {
        switch self {
        case .fixed: return "fixed"
        case .sizeToFit: return "sizeToFit"
        case .selfSizing: return "selfSizing"
        }
    }
}
