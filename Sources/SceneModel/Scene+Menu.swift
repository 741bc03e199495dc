import Problems
import Transforms

/// A Parchment paging menu over a scene's pages: Parchment's options and the item titles.
/// The menu spans the scene's width above (`menuPosition: top`) or below the pages, and the
/// output frame grows by its height (docs/MENU.md).
public struct SceneMenu: Hashable, Sendable {
    /// Parchment's options. `pagingContentBackgroundColor` paints the pages' area.
    public var options: PagingOptions
    /// One title per page, or `nil` for each card's title (`card.title`, else the page number).
    public var titles: [String]?

    /// A menu with these options and titles.
    public init(options: PagingOptions = PagingOptions(), titles: [String]? = nil) {
        self.options = options
        self.titles = titles
    }

    /// The most items a `selfSizing` menu measures (every title once per scene).
    public static let maximumSelfSizingItems = 100_000

    /// The title of item `index`: the listed title, else the card's title template expanded
    /// (`{number}` when the card has none), so pages and menu items read alike.
    public func title(of index: Int, card: CardStyle) -> String {
        if let titles, titles.indices.contains(index) { return titles[index] }
        return CardStyle.expand(card.title ?? "{number}", index: index)
    }

    /// Throws a `RenderError` naming the first option that cannot be drawn for `itemCount` pages.
    public func validate(itemCount: Int, scrollDirection: ScrollDirection = .horizontal) throws {
        func require(_ condition: Bool, _ problem: @autoclosure () -> String, fix: @autoclosure () -> Wording) throws {
            if !condition { throw RenderError(problem(), fix: fix()) }
        }
        func length(_ value: Double, _ name: String, positive: Bool = false) throws {
            try require(value.isFinite && (positive ? value > 0 : value >= 0),
                        "menu \(name) \(value.shortestDescription) is \(positive ? "not a positive length" : "negative")",
                        fix: "use a \(positive ? "positive" : "non-negative") number of points")
        }
        if let titles {
            try require(!titles.isEmpty, "menu items is an empty list", fix: "list one title per page, or remove items to use the card titles")
            try require(titles.count == itemCount, "menu items lists \(titles.count) titles for \(itemCount) pages",
                        fix: "list exactly one title per page (\(itemCount)), or set the item count to \(titles.count)")
        }
        let o = options
        let pagesAxis: PagingNavigationOrientation = scrollDirection == .vertical ? .vertical : .horizontal
        try require(o.contentNavigationOrientation == pagesAxis,
                    "menu contentNavigationOrientation \(o.contentNavigationOrientation.rawValue) differs from the scene's scrollDirection \(pagesAxis.rawValue)",
                    fix: "set contentNavigationOrientation: \(pagesAxis.rawValue), or leave it out")
        switch o.menuItemSize {
        case let .fixed(width, height):
            try length(width, "menuItemSize.fixed.width", positive: true); try length(height, "menuItemSize.fixed.height")
        case let .sizeToFit(minWidth, height):
            try length(minWidth, "menuItemSize.sizeToFit.minWidth", positive: true); try length(height, "menuItemSize.sizeToFit.height")
        case let .selfSizing(estimatedWidth, height):
            try length(estimatedWidth, "menuItemSize.selfSizing.estimatedWidth"); try length(height, "menuItemSize.selfSizing.height")
            try require(itemCount <= Self.maximumSelfSizingItems,
                        "a selfSizing menu of \(itemCount) items would measure every title",
                        fix: "use menuItemSize fixed or sizeToFit (closed form) for more than \(Self.maximumSelfSizingItems) items")
        }
        try length(o.menuItemSpacing, "menuItemSpacing")
        try length(o.menuItemLabelSpacing, "menuItemLabelSpacing")
        try length(o.font.size, "font.size", positive: true)
        try length(o.selectedFont.size, "selectedFont.size", positive: true)
        try length(o.indicatorCornerRadius, "indicatorCornerRadius")
        if case let .visible(height, _, spacing, insets) = o.indicatorOptions {
            try length(height, "indicatorOptions.visible.height")
            for (name, value) in [("spacing", spacing), ("insets", insets)] {
                try require([value.top, value.left, value.bottom, value.right].allSatisfy(\.isFinite),
                            "menu indicatorOptions.visible.\(name) is not a number", fix: "use finite numbers of points")
            }
        }
        if case let .visible(height, _, insets) = o.borderOptions {
            try length(height, "borderOptions.visible.height")
            try require([insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite),
                        "menu borderOptions.visible.insets is not a number", fix: "use finite numbers of points")
        }
        let m = o.menuInsets
        try require([m.top, m.left, m.bottom, m.right].allSatisfy(\.isFinite), "menu menuInsets is not a number", fix: "use finite numbers of points")
        try require(o.menuHeight >= 0, "the menu's height \(o.menuHeight.shortestDescription) is negative",
                    fix: "make menuItemSize.height + menuInsets.top + menuInsets.bottom 0 or more")
        let colours = [o.indicatorColor, o.borderColor, o.textColor, o.selectedTextColor, o.backgroundColor,
                       o.selectedBackgroundColor, o.menuBackgroundColor, o.pagingContentBackgroundColor]
        try require(colours.allSatisfy { c in [c.red, c.green, c.blue, c.alpha].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 } },
                    "a menu colour has components outside 0…1", fix: "write colours as '#RRGGBB'")
    }
}

extension Scene {
    /// The menu's height in points (0 without a menu).
    public var menuHeight: Double { menu?.options.menuHeight ?? 0 }

    /// Whether pages advance right to left: a horizontal scene whose menu has
    /// `layoutDirection: rightToLeft` (Parchment's pages follow the interface's direction).
    public var isRightToLeft: Bool { scrollDirection == .horizontal && menu?.options.layoutDirection == .rightToLeft }

    /// The output frame in points: the viewport, plus the menu's height when there is one.
    public var frameSize: Size { Size(width: viewport.width, height: viewport.height + menuHeight) }

    /// The pages' top edge in the frame, points: the menu's height under a top menu, else 0.
    public var pagesTop: Double { menu?.options.menuPosition == .top ? menuHeight : 0 }

    /// The menu's frame in the output frame, points (docs/MENU.md), or `nil` without a menu.
    public var menuFrame: Rect? {
        guard let menu else { return nil }
        let y = menu.options.menuPosition == .top ? 0 : viewport.height
        return Rect(x: 0, y: y, width: viewport.width, height: menuHeight)
    }
}
