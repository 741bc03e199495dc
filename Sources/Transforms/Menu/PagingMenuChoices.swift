// Parchment's option enums without values (`Parchment/Enums`), spelled as in Swift and in configs.

/// Parchment's `PagingMenuHorizontalAlignment`: where items that fit in the menu sit
/// (ignored by `sizeToFit`, whose fitting items fill the menu).
public enum PagingMenuHorizontalAlignment: String, CaseIterable, Hashable, Sendable {
    /// From the left inset (the default).
    case left
    /// Centred: shifted by `(W − maxX_last − insets.left) / 2`, so the first item starts at `(W − total) / 2`.
    case center
    /// Shifted by `W − maxX_last − insets.right`.
    case right
}

/// Parchment's `PagingMenuPosition`: the menu above the pages (`top`, the default) or below them.
public enum PagingMenuPosition: String, CaseIterable, Hashable, Sendable {
    case top, bottom
}

/// Parchment's `PagingMenuTransition`: how the menu's content offset follows the pages.
public enum PagingMenuTransition: String, CaseIterable, Hashable, Sendable {
    /// Linearly with the page progress (the default).
    case scrollAlongside
    /// Not during the scroll; it jumps to the new rest position when the page arrives
    /// (Parchment animates that jump with UIKit; a headless frame shows its end).
    case animateAfter
}

/// Parchment's `PagingMenuInteraction`: what a finger does on the menu bar. Every case keeps a tap
/// selecting an item and the menu following the pages; none changes a frame Flipbook draws, as no
/// timeline step drags the menu itself.
public enum PagingMenuInteraction: String, CaseIterable, Hashable, Sendable {
    /// The menu scrolls under a finger's drag (UIScrollView's `isScrollEnabled`, bouncing), the default.
    case scrolling
    /// The menu does not scroll; a swipe left or right selects the next or previous item.
    case swipe
    /// The menu scrolls as with `scrolling`, and while a finger drags it the item under the menu's
    /// centre becomes the selected one, its page shown without animation (Parchment 4.1's
    /// `PagingController.menuScrolled`).
    case wheel
    /// The menu does not scroll and swipes do nothing.
    case none
}

/// Parchment's `PagingSelectedScrollPosition`: where the menu scrolls the selected item.
public enum PagingSelectedScrollPosition: String, CaseIterable, Hashable, Sendable {
    /// Its left edge at the menu's left edge, clamped to the content.
    case left
    /// Its right edge at the menu's right edge, clamped to the content.
    case right
    /// Centred, clamped to the content, so items near the ends are not centred (the default).
    case preferCentered
    /// Always centred: half a menu of content inset at both ends makes the clamp unnecessary.
    case center
}

/// Parchment's `PagingNavigationOrientation`: the direction the pages under the menu scroll
/// (the menu itself is always a horizontal row).
public enum PagingNavigationOrientation: String, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
}
