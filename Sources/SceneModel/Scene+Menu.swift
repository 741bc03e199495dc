import Problems
import Transforms

/// A Parchment paging menu over a scene's pages: Parchment's options and the items.
/// The menu spans the scene's width above (`menuPosition: top`) or below the pages, and the
/// output frame grows by its height (docs/MENU.md).
public struct SceneMenu: Hashable, Sendable {
    /// Parchment's options. `pagingContentBackgroundColor` paints the pages' area.
    ///
    /// Kept in a box so that `SceneMenu`'s (and so `Scene`'s) layout does not change when
    /// `PagingOptions` gains a field: a module that imports `SceneModel` but not `Transforms` is not
    /// recompiled by an incremental build when only `PagingOptions` changes, and its stale copies of
    /// `Scene`'s value witnesses (linked once, by name) then read the new layout with the old one —
    /// the signal 11 in `MenuPainter.init` of issue #25.
    package var options: PagingOptions {
        get { storage.options }
        set {
            if !isKnownUniquelyReferenced(&storage) { storage = OptionsBox(newValue) } else { storage.options = newValue }
        }
    }
    private var storage: OptionsBox
    /// The items, or `nil` for one per page titled by each card's title.
    public var items: MenuItems?
    /// A custom cell's content (a `PagingCell` subclass): layers drawn in every item's cell instead
    /// of its title, image, badge and background, their actions played at the item's progress
    /// (0 not selected … 1 selected); `{title}` in their text is the item's title. Empty: Parchment's title cell.
    package var cellLayers: [Layer] = []
    /// A custom indicator's content (Parchment's `indicatorClass`, a `PagingIndicatorView` subclass):
    /// layers drawn in the indicator's frame instead of its line or pill, their actions played at
    /// the transition's progress |p| (0 at rest … 1 as the next page arrives). Empty: Parchment's indicator.
    package var indicatorLayers: [Layer] = []

    /// A menu with these options and items.
    public init(options: PagingOptions = PagingOptions(), items: MenuItems? = nil) {
        storage = OptionsBox(options)
        self.items = items
    }

    /// A menu whose items are these titles.
    public init(options: PagingOptions = PagingOptions(), titles: [String]?) {
        self.init(options: options, items: titles.map { .list($0.map { MenuItem(title: $0) }) })
    }

    /// The same options, items and custom cell and indicator layers.
    public static func == (a: SceneMenu, b: SceneMenu) -> Bool { a.options == b.options && a.items == b.items && a.cellLayers == b.cellLayers && a.indicatorLayers == b.indicatorLayers }

    /// Hashes the options, items and custom cell and indicator layers.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(options)
        hasher.combine(items)
        hasher.combine(cellLayers)
        hasher.combine(indicatorLayers)
    }

    /// The listed items, or `nil` for a range or the cards' titles.
    package var list: [MenuItem]? {
        if case let .list(items) = items { return items }
        return nil
    }

    /// True when the items are a range.
    package var isRange: Bool {
        if case .range = items { return true }
        return false
    }

    /// The most items a `selfSizing` list measures (every title once per scene); a range is laid out
    /// a window at a time and has no such limit.
    package static let maximumSelfSizingItems = 100_000

    /// The title of item `index`: the listed title, the range's template for `from + index`, else the
    /// card's title template expanded (`{number}` when the card has none), so pages and menu items read alike.
    package func title(of index: Int, card: CardStyle) -> String {
        switch items {
        case let .list(list) where list.indices.contains(index):
            if let title = list[index].title { return title }
        case let .range(from, _, template, titles):
            let number = from + index
            guard !titles.isEmpty else { return CardStyle.expand(template, index: number) }
            let count = titles.count
            return CardStyle.expand(titles[((number % count) + count) % count], index: number)
        default: break
        }
        return CardStyle.expand(card.title ?? "{number}", index: index)
    }

    /// The number `{index}` stands for in item `index`'s title and cell: `from + index` in a range, else `index`.
    package func itemNumber(_ index: Int) -> Int {
        if case let .range(from, _, _, _) = items { return from + index }
        return index
    }

    /// Item `index`'s own widths (Parchment's size delegate), one per listed item; empty when none has any.
    package var itemWidths: [MenuWidths?] {
        guard let list, list.contains(where: { $0.width != nil || $0.selectedWidth != nil }) else { return [] }
        return list.map { item in
            guard item.width != nil || item.selectedWidth != nil else { return nil }
            return MenuWidths(width: item.width ?? item.selectedWidth ?? 0, selectedWidth: item.selectedWidth)
        }
    }

    /// Throws a `Problem` naming the first option that cannot be drawn for `itemCount` pages.
    package func validate(itemCount: Int, scrollDirection: ScrollDirection = .horizontal) throws {
        func require(_ condition: Bool, _ kind: Problem.Kind, _ problem: @autoclosure () -> String, fix: @autoclosure () -> Wording) throws {
            if !condition { throw Problem(kind, Wording(problem()), fix: fix()) }
        }
        func length(_ value: Double, _ name: String, positive: Bool = false) throws {
            try require(value.isFinite && (positive ? value > 0 : value >= 0), .outOfRange,
                        "menu \(name) \(value.shortestDescription) is \(positive ? "not a positive length" : "negative")",
                        fix: "use a \(positive ? "positive" : "non-negative") number of points")
        }
        switch items {
        case let .list(list)?:
            try require(!list.isEmpty, .missing, "menu items is an empty list", fix: "list one title per page, or remove items to use the card titles")
            try require(list.count == itemCount, .conflict, "menu items lists \(list.count) titles for \(itemCount) pages",
                        fix: "list exactly one title per page (\(itemCount)), or set the item count to \(list.count)")
            for (index, item) in list.enumerated() {
                if let width = item.width { try length(width, "items[\(index)].width", positive: true) }
                if let width = item.selectedWidth { try length(width, "items[\(index)].selectedWidth", positive: true) }
            }
        case let .range(from, to, _, _)?:
            try require(from <= to, .outOfRange, "menu items range from \(from) to \(to) is empty", fix: "make from at most to")
            let size = to.subtractingReportingOverflow(from)
            // The fix suggests an item count only when one can be given (at most Scene.itemCountRange's top).
            let count = size.overflow || size.partialValue >= Scene.itemCountRange.upperBound ? nil : size.partialValue + 1
            try require(!size.overflow && size.partialValue < Int.max && size.partialValue + 1 == itemCount, .conflict,
                        "menu items range \(from)…\(to) has \(size.overflow ? "too many" : String(size.partialValue &+ 1)) items for \(itemCount) pages",
                        fix: count.map { "set itemCount to \($0), one page per item" }
                            ?? "narrow the range to at most \(Scene.itemCountRange.upperBound) items (the most pages a scene has), one page per item")
        case nil: break
        }
        let o = options
        let pagesAxis: PagingNavigationOrientation = scrollDirection == .vertical ? .vertical : .horizontal
        try require(o.contentNavigationOrientation == pagesAxis, .conflict,
                    "menu contentNavigationOrientation \(o.contentNavigationOrientation.rawValue) differs from the scene's scrollDirection \(pagesAxis.rawValue)",
                    fix: "set contentNavigationOrientation: \(pagesAxis.rawValue), or leave it out")
        switch o.menuItemSize {
        case let .fixed(width, height):
            try length(width, "menuItemSize.fixed.width", positive: true); try length(height, "menuItemSize.fixed.height")
        case let .sizeToFit(minWidth, height):
            try length(minWidth, "menuItemSize.sizeToFit.minWidth", positive: true); try length(height, "menuItemSize.sizeToFit.height")
        case let .selfSizing(estimatedWidth, height):
            try length(estimatedWidth, "menuItemSize.selfSizing.estimatedWidth"); try length(height, "menuItemSize.selfSizing.height")
            try require(itemCount <= Self.maximumSelfSizingItems || isRange, .tooLarge,
                        "a selfSizing menu of \(itemCount) items would measure every title",
                        fix: "give the items as a range ({from, to, title}, laid out a window at a time), or use menuItemSize fixed or sizeToFit (closed form) for more than \(Self.maximumSelfSizingItems) items")
        }
        try length(o.menuItemSpacing, "menuItemSpacing")
        try length(o.menuItemLabelSpacing, "menuItemLabelSpacing")
        try length(o.font.size, "font.size", positive: true)
        try length(o.selectedFont.size, "selectedFont.size", positive: true)
        try length(o.indicatorCornerRadius, "indicatorCornerRadius")
        if case let .visible(height, _, spacing, insets) = o.indicatorOptions {
            try length(height, "indicatorOptions.visible.height")
            for (name, value) in [("spacing", spacing), ("insets", insets)] {
                try require([value.top, value.left, value.bottom, value.right].allSatisfy(\.isFinite), .outOfRange,
                            "menu indicatorOptions.visible.\(name) is not a number", fix: "use finite numbers of points")
            }
        }
        if case let .visible(height, _, insets) = o.borderOptions {
            try length(height, "borderOptions.visible.height")
            try require([insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite), .outOfRange,
                        "menu borderOptions.visible.insets is not a number", fix: "use finite numbers of points")
        }
        let m = o.menuInsets
        try require([m.top, m.left, m.bottom, m.right].allSatisfy(\.isFinite), .outOfRange, "menu menuInsets is not a number", fix: "use finite numbers of points")
        try require(o.menuHeight >= 0, .outOfRange, "the menu's height \(o.menuHeight.shortestDescription) is negative",
                    fix: "make \(setting: "menu.menuItemSize")'s height plus \(setting: "menu.menuInsets")' top and bottom 0 or more")
        let colours = [o.badgeColor, o.badgeTextColor, o.indicatorColor, o.borderColor, o.textColor, o.selectedTextColor, o.backgroundColor,
                       o.selectedBackgroundColor, o.menuBackgroundColor, o.pagingContentBackgroundColor]
        try require(colours.allSatisfy { c in [c.red, c.green, c.blue, c.alpha].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 } }, .outOfRange,
                    "a menu colour has components outside 0…1", fix: "write colours as '#RRGGBB'")
    }
}

/// A box for `SceneMenu.options` (see there).
private final class OptionsBox: @unchecked Sendable {
    var options: PagingOptions
    init(_ options: PagingOptions) { self.options = options }
}

/// One menu item as a config lists it.
public struct MenuItem: Hashable, Sendable {
    /// The title; `nil` for the card's title.
    public var title: String?
    /// A PNG file drawn above the title, or instead of it when the title is empty (an absolute path once read).
    public var image: String?
    /// A badge's text, drawn in a capsule at the cell's top-right corner.
    public var badge: String?
    /// The width when not selected (Parchment's size delegate); `nil`: `menuItemSize`'s.
    public var width: Double?
    /// The width when selected; `nil`: `width`.
    public var selectedWidth: Double?

    /// An item.
    public init(title: String? = nil, image: String? = nil, badge: String? = nil, width: Double? = nil, selectedWidth: Double? = nil) {
        self.title = title
        self.image = image
        self.badge = badge
        self.width = width
        self.selectedWidth = selectedWidth
    }
}

/// A menu's items: listed one per page, or a range of numbers with a title template (a calendar's days),
/// laid out a window at a time as Parchment's infinite data source is.
public enum MenuItems: Hashable, Sendable {
    /// One item per page.
    case list([MenuItem])
    /// Items `from…to` (both included, negative allowed), page `i` showing `title` with `{index}` replaced
    /// by `from + i` (and `{number}` by `from + i + 1`); with `titles`, page `i` shows
    /// `titles[(from + i) mod titles.count]` instead (a list that repeats, as an infinite data source
    /// of city names does), its placeholders replaced alike.
    case range(from: Int, to: Int, title: String, titles: [String] = [])
}

extension Scene {
    /// The menu's height in points (0 without a menu).
    package var menuHeight: Double { menu?.options.menuHeight ?? 0 }

    /// Whether the scene reads right to left: its `layoutDirection`, or its menu's (Parchment's
    /// pages follow the interface's direction, so a right-to-left menu turns the whole scene).
    package var readsRightToLeft: Bool { layoutDirection == .rightToLeft || menu?.options.layoutDirection == .rightToLeft }

    /// Whether pages advance right to left: a scene that reads right to left and moves
    /// horizontally — its cards (`scrollDirection`) or, in a page view controller, its pages
    /// (`navigationOrientation`: scrolled pages come in from the left, a curled book binds the
    /// right edge). Vertical navigation is not mirrored, as in UIKit.
    package var isRightToLeft: Bool {
        guard readsRightToLeft else { return false }
        if let pages = pageViewController {
            return pages.navigationOrientation == .horizontal
        }
        return scrollDirection == .horizontal
    }

    /// The output frame in points: the viewport, plus the menu's height when there is one.
    package var frameSize: Size { Size(width: viewport.width, height: viewport.height + menuHeight) }

    /// The pages' top edge in the frame, points: the menu's height under a top menu, else 0.
    package var pagesTop: Double { menu?.options.menuPosition == .top ? menuHeight : 0 }

    /// The menu's frame in the output frame, points (docs/MENU.md), or `nil` without a menu.
    package var menuFrame: Rect? {
        guard let menu else { return nil }
        let y = menu.options.menuPosition == .top ? 0 : viewport.height
        return Rect(x: 0, y: y, width: viewport.width, height: menuHeight)
    }
}
