/// Everything a renderer needs to draw the menu at one page offset: values only, all computed by
/// `MenuLayout`. Frames of items, indicator and border are in content coordinates (x from the left of
/// the scrollable content, y from the menu's top); the menu shows the content from `contentOffset`
/// to `contentOffset + size.width`.
public struct MenuFrame: Hashable, Sendable {
    /// The menu's size: the scene's width × `menuHeight`.
    public var size: Size
    /// The scrollable content's width (Parchment's `contentSize.width`).
    public var contentWidth: Double
    /// The content x shown at the menu's left edge.
    public var contentOffset: Double
    /// Which item is selected and how far the pages have gone toward which neighbour.
    public var transition: MenuTransitionState
    /// Every item whose frame overlaps the visible content range, in index order (at most
    /// `MenuLayout.maximumListedItems`).
    public var items: [MenuItemState]
    /// The indicator, or `nil` when `indicatorOptions` is `hidden`.
    public var indicator: MenuIndicatorState?
    /// The border, or `nil` when `borderOptions` is `hidden`.
    public var border: MenuBorderState?
    /// The menu's background colour.
    public var backgroundColor: Color
}

/// One menu item at one page offset.
public struct MenuItemState: Hashable, Sendable {
    /// The item's index (its title is the caller's title at this index).
    public var index: Int
    /// The cell, in content coordinates.
    public var frame: Rect
    /// The title label's box: the cell less `menuItemLabelSpacing` on each side (its lower part under an
    /// image). The title is centred in it.
    public var labelFrame: Rect
    /// Parchment's item progress: `1 − |p|` current, `|p|` upcoming, otherwise 0.
    public var progress: Double
    /// `textColor` blended toward `selectedTextColor` by `progress`.
    public var textColor: Color
    /// `backgroundColor` blended toward `selectedBackgroundColor` by `progress`.
    public var backgroundColor: Color
    /// The font the title is drawn in (see `FontTransition`).
    public var font: MenuFont
    /// The item's image, fitted (`MenuItemAccessories.layout`), or `nil` for none.
    public var imageFrame: Rect? = nil
    /// The item's badge capsule, or `nil` for none.
    public var badgeFrame: Rect? = nil
}

/// The indicator at one page offset.
public struct MenuIndicatorState: Hashable, Sendable {
    /// Its rectangle, in content coordinates.
    public var frame: Rect
    /// `indicatorColor`.
    public var color: Color
    /// Corner radius in points, at most half the shorter side.
    public var cornerRadius: Double
    /// Its zIndex: drawn above the items when positive, below them when negative (items are at 0;
    /// on a tie items come first, then the border, then the indicator).
    public var zIndex: Int
    /// True for a `pill`: drawn over the item backgrounds and under the titles, whatever the zIndex.
    public var isBehindTitles: Bool
}

/// The border at one page offset.
public struct MenuBorderState: Hashable, Sendable {
    /// Its rectangle, in content coordinates.
    public var frame: Rect
    /// `borderColor`.
    public var color: Color
    /// Its zIndex, ordered like the indicator's.
    public var zIndex: Int
}
