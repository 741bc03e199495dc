/// What an item shows besides its title: an image (an icon, as Parchment's image-item examples do) and a
/// badge. The model places them; the renderer draws them.
package struct MenuItemAccessories: Hashable, Sendable {
    /// The image's size in points, or `nil` for none.
    package var imageSize: Size?
    /// The badge text's width in points, or `nil` for no badge.
    package var badgeTextWidth: Double?

    /// Accessories of an item.
    @inlinable
    package init(imageSize: Size? = nil, badgeTextWidth: Double? = nil) {
        self.imageSize = imageSize
        self.badgeTextWidth = badgeTextWidth
    }

    /// An item with neither.
    package static let none = MenuItemAccessories()

    /// The badge's height in points; its text is `badgeFontSize` semibold.
    package static let badgeHeight = 18.0
    /// The badge text's size in points.
    package static let badgeFontSize = 12.0
    /// Points between the badge and the cell's top and right edges.
    package static let badgeMargin = 2.0

    /// Where the accessories and the title go in a cell (`frame`, title box `label`), content coordinates.
    ///
    /// - Badge (a capsule): `h = 18`, `w = max(h, textWidth + 12)`, its top-right corner 2 pt in from the
    ///   cell's top-right corner.
    /// - Image with a title: fitted (aspect kept, never enlarged) in a box `label.width × 0.5·h` whose top is
    ///   `0.1·h` below the cell's top and centred on it; the title's box becomes the cell's lower
    ///   `0.4·h`, from `0.6·h` down. Without a title: fitted in the label box less 4 pt at the top
    ///   and bottom, centred.
    package func layout(frame: Rect, label: Rect, hasTitle: Bool) -> (image: Rect?, badge: Rect?, label: Rect) {
        var title = label
        var image: Rect?
        if let size = imageSize, size.width > 0, size.height > 0 {
            let box: Rect
            if hasTitle {
                box = Rect(x: label.x, y: frame.y + 0.1 * frame.height, width: label.width, height: 0.5 * frame.height)
                title = Rect(x: label.x, y: frame.y + 0.6 * frame.height, width: label.width, height: 0.4 * frame.height)
            } else {
                box = Rect(x: label.x, y: frame.y + 4, width: label.width, height: Swift.max(0, frame.height - 8))
            }
            let scale = Swift.min(1, Swift.min(Swift.max(0, box.width) / size.width, box.height / size.height))
            let w = size.width * scale, h = size.height * scale
            image = Rect(x: box.midX - w / 2, y: box.midY - h / 2, width: w, height: h)
        }
        var badge: Rect?
        if let text = badgeTextWidth {
            let h = Self.badgeHeight, w = Swift.max(h, text + 12)
            badge = Rect(x: frame.x + frame.width - Self.badgeMargin - w, y: frame.y + Self.badgeMargin, width: w, height: h)
        }
        return (image, badge, title)
    }
}
