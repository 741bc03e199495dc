/// Everything a renderer needs to draw the menu at one page offset: values only, all computed by
/// `MenuLayout`. Frames of items, indicator and border are in content coordinates (x from the left of
/// the scrollable content, y from the menu's top); the menu shows the content from `contentOffset`
/// to `contentOffset + size.width`.
package struct MenuFrame: Hashable, Sendable {
    /// The menu's size: the scene's width × `menuHeight`.
    package var size: Size
    /// The scrollable content's width (Parchment's `contentSize.width`).
    package var contentWidth: Double
    /// The content x shown at the menu's left edge.
    package var contentOffset: Double
    /// Which item is selected and how far the pages have gone toward which neighbour.
    package var transition: MenuTransitionState
    /// Every item whose frame overlaps the visible content range, in index order (at most
    /// `MenuLayout.maximumListedItems`).
    package var items: [MenuItemState]
    /// The indicator, or `nil` when `indicatorOptions` is `hidden`.
    package var indicator: MenuIndicatorState?
    /// The border, or `nil` when `borderOptions` is `hidden`.
    package var border: MenuBorderState?
    /// The menu's background colour.
    package var backgroundColor: Color
}

/// One menu item at one page offset.
package struct MenuItemState: Hashable, Sendable {
    /// The item's index (its title is the caller's title at this index).
    package var index: Int
    /// The cell, in content coordinates.
    package var frame: Rect
    /// The title label's box: the cell less `menuItemLabelSpacing` on each side (its lower part under an
    /// image). The title is centred in it.
    package var labelFrame: Rect
    /// Parchment's item progress: `1 − |p|` current, `|p|` upcoming, otherwise 0.
    package var progress: Double
    /// `textColor` blended toward `selectedTextColor` by `progress`.
    package var textColor: Color
    /// `backgroundColor` blended toward `selectedBackgroundColor` by `progress`.
    package var backgroundColor: Color
    /// The font the title is drawn in (see `FontTransition`).
    package var font: TextFont
    /// The item's image, fitted (`MenuItemAccessories.layout`), or `nil` for none.
    package var imageFrame: Rect? = nil
    /// The item's badge capsule, or `nil` for none.
    package var badgeFrame: Rect? = nil
}

/// The indicator at one page offset.
package struct MenuIndicatorState: Hashable, Sendable {
    /// Its rectangle, in content coordinates.
    package var frame: Rect
    /// `indicatorColor`.
    package var color: Color
    /// Corner radius in points, at most half the shorter side.
    package var cornerRadius: Double
    /// Its zIndex: drawn above the items when positive, below them when negative (items are at 0;
    /// on a tie items come first, then the border, then the indicator).
    package var zIndex: Int
    /// True for a `pill`: drawn over the item backgrounds and under the titles, whatever the zIndex.
    package var isBehindTitles: Bool
}

/// The border at one page offset.
package struct MenuBorderState: Hashable, Sendable {
    /// Its rectangle, in content coordinates.
    package var frame: Rect
    /// `borderColor`.
    package var color: Color
    /// Its zIndex, ordered like the indicator's.
    package var zIndex: Int
}
