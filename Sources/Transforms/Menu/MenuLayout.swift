/// A width not selected and selected, in points: a title's measured advance in `font` and in
/// `selectedFont` (the renderer measures; the model never does), or an item's own cell widths
/// (Parchment's size delegate, `pagingViewController(_:widthForPagingItem:isSelected:)`, issue #324).
package struct MenuWidths: Hashable, Sendable {
    /// The width not selected: the title's advance in `font`, or the cell's width.
    package var width: Double
    /// The width selected: the title's advance in `selectedFont`, or the cell's selected width.
    package var selectedWidth: Double

    /// Both widths (the same number when `selectedWidth` is left out).
    @inlinable
    package init(width: Double, selectedWidth: Double? = nil) {
        self.width = width
        self.selectedWidth = selectedWidth ?? width
    }
}

/// Parchment's menu as a pure model: from the options, the titles' measured widths and the menu width,
/// `frame(offset:)` gives every visible item's frame, progress, colours and font, the indicator, the
/// border and the menu's content offset at a page offset (docs/MENU.md).
///
/// - Content offset at rest with item `k` selected, `S(k)`: `preferCentered` `clamp(midXₖ − W/2, 0, cw − W)`,
///   `left` `clamp(minXₖ, …)`, `right` `clamp(maxXₖ − W, …)`, `center` `midXₖ − W/2` (the clamp's upper
///   bound is `max(0, cw − W)`, so a menu whose content fits never scrolls). Between pages
///   `S(k) + (S(k+1) − S(k))·p` (`scrollAlongside`) or `S(k)` until the next page arrives (`animateAfter`,
///   or the `MenuScrollHold` a timeline gives); past either end it stays at the end's rest position.
/// - Item widths of their own (`MenuWidths`, Parchment's size delegate) change with the selection:
///   the frames of a state use the current and upcoming items' tweened widths, `S(k)` the widths with
///   `k` selected.
/// - Indicator: `x = tween(from.x, to.x, |p|)`, `w = tween(from.w, to.w, |p|)` between the current item's
///   `IndicatorMetric` and the upcoming one's (a virtual slot one item-width past an end when there is none).
/// - A windowed menu (Parchment's infinite data source) lays out only the items near the current and
///   upcoming ones, `MenuLayout.window(around:)`: content coordinates are the window's, and the offset is
///   clamped only at an end of the list that lies in the window.
/// - `rightToLeft` mirrors every frame and the offset in `max(W, cw)` at the end.
///
/// Cost per frame: O(visible items) for every size, after O(n) once for listed `selfSizing` titles and
/// item widths; a windowed menu measures only its window's titles.
package struct MenuLayout: Sendable {
    /// The options.
    package let options: PagingOptions
    /// The menu's width `W` in points (the scene's width).
    package let menuWidth: Double
    /// The item frames at rest with no width of its own applied (for a windowed menu: the window around item 0).
    package let items: MenuItemLayout
    /// The number of items.
    package let count: Int
    /// True when only a window of items near the selection is laid out.
    package let isWindowed: Bool
    /// The most items one frame lists; a menu of thousands of sliver-thin items lists the first this many.
    package static let maximumListedItems = 10_000

    private let titleWidth: @Sendable (Int) -> MenuWidths
    private let accessories: (@Sendable (Int) -> MenuItemAccessories)?
    /// Per item `selectedWidth − width` (the size delegate); `nil` without item widths.
    private let selectedChanges: [Double]?
    /// A windowed menu's cell widths: `(i) -> width`.
    private let cellWidth: @Sendable (Int) -> Double

    /// A menu of `itemCount` items. `titleWidth(i)` is called for every item once when the size is
    /// `selfSizing` (only for the window's items when `windowed`), and otherwise only for the current and
    /// upcoming items when `indicatorWidth` is `text`. `itemWidths` (one per item, or empty) are the items'
    /// own widths; an item without sizes as `menuItemSize` says, and `sizeToFit` items no longer share the
    /// menu's width once any item has its own (Parchment with a size delegate). `windowed` applies to
    /// `selfSizing` without item widths (other sizes are closed-form for any count).
    package init(options: PagingOptions, menuWidth: Double, itemCount: Int, itemWidths: [MenuWidths?] = [],
                windowed: Bool = false, accessories: (@Sendable (Int) -> MenuItemAccessories)? = nil,
                titleWidth: @escaping @Sendable (Int) -> MenuWidths) {
        let n = Swift.max(0, itemCount)
        self.options = options
        self.menuWidth = menuWidth
        self.titleWidth = titleWidth
        self.accessories = accessories
        count = n
        let label = options.menuItemLabelSpacing
        let cellWidth: @Sendable (Int) -> Double = { index in
            let title = titleWidth(index)
            return Swift.max(title.width, title.selectedWidth) + 2 * label
        }
        self.cellWidth = cellWidth
        let ownWidths = itemWidths.contains { $0 != nil }
        var isSelfSizing = false
        if case .selfSizing = options.menuItemSize { isSelfSizing = true }
        isWindowed = windowed && isSelfSizing && !ownWidths
        if isWindowed {
            selectedChanges = nil
            items = Self.windowLayout(options: options, menuWidth: menuWidth, count: n, cellWidth: cellWidth,
                                      positions: [Self.window(around: 0, count: n, menuWidth: menuWidth, spacing: options.menuItemSpacing,
                                                             cellWidth: cellWidth)]).items
        } else if ownWidths {
            var base: [Double] = [], changes: [Double] = []
            base.reserveCapacity(n)
            changes.reserveCapacity(n)
            for i in 0..<n {
                let own = i < itemWidths.count ? itemWidths[i] : nil
                let width: Double
                if let own {
                    width = own.width
                } else {
                    switch options.menuItemSize {
                    case let .fixed(w, _): width = w
                    case let .sizeToFit(minWidth, _): width = minWidth
                    case .selfSizing: width = cellWidth(i)
                    }
                }
                base.append(width)
                changes.append((own?.selectedWidth ?? width) - width)
            }
            selectedChanges = changes
            items = MenuItemLayout(options: options, menuWidth: menuWidth, widths: base)
        } else {
            selectedChanges = nil
            items = MenuItemLayout(options: options, menuWidth: menuWidth, count: n,
                                   selfSizingWidths: isSelfSizing ? (0..<n).map(cellWidth) : [])
        }
    }

    /// A menu whose titles' widths are listed, one per item.
    package init(options: PagingOptions, menuWidth: Double, titleWidths: [MenuWidths], itemWidths: [MenuWidths?] = []) {
        self.init(options: options, menuWidth: menuWidth, itemCount: titleWidths.count, itemWidths: itemWidths) { titleWidths[$0] }
    }

    /// `options.menuHeight`.
    @inlinable package var menuHeight: Double { options.menuHeight }

    /// The items one frame lays out: all of them, or a window, with where the list's ends are.
    struct Placement {
        var items: MenuItemLayout
        /// The item of each slot, for a window; `nil`: slot `i` is item `i`.
        var positions: [Int]?
        /// True when the list's first (last) item is in the window, so the offset is clamped there.
        var hasFirst = true, hasLast = true

        func item(_ slot: Int) -> Int { positions?[slot] ?? slot }

        /// The slot of item `index`, or of the virtual slot just past an end (`-1`, `items.count`).
        func slot(_ index: Int) -> Int {
            guard let positions else { return index }
            if let first = positions.first, index < first { return -1 }
            if let last = positions.last, index > last { return positions.count }
            var low = 0, high = positions.count - 1
            while low < high {
                let mid = (low + high) / 2
                if positions[mid] < index { low = mid + 1 } else { high = mid }
            }
            return low
        }
    }

    /// Parchment's `generateItems(around:)`: item `k`, then items before it until a menu width is filled,
    /// items after it until a menu width and what was left before are filled, then items before it again
    /// for what is still left (each walk at most `maximumListedItems` items).
    package static func window(around k: Int, count: Int, menuWidth: Double, spacing: Double,
                              cellWidth: (Int) -> Double) -> ClosedRange<Int> {
        guard count > 0 else { return 0...0 }
        let k = Swift.min(Swift.max(k, 0), count - 1)
        var low = k, high = k, walked = 0
        var before = menuWidth
        while before > 0, low > 0, walked < maximumListedItems {
            low -= 1; walked += 1
            before -= cellWidth(low) + spacing
        }
        var after = menuWidth + before
        walked = 0
        while after > 0, high < count - 1, walked < maximumListedItems {
            high += 1; walked += 1
            after -= cellWidth(high) + spacing
        }
        var remaining = after
        walked = 0
        while remaining > 0, low > 0, walked < maximumListedItems {
            low -= 1; walked += 1
            remaining -= cellWidth(low) + spacing
        }
        return low...high
    }

    private static func windowLayout(options: PagingOptions, menuWidth: Double, count: Int, cellWidth: (Int) -> Double,
                                     positions: [ClosedRange<Int>]) -> Placement {
        var list: [Int] = []
        for range in positions.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            let start = Swift.max(range.lowerBound, (list.last ?? Int.min) + 1)
            if start <= range.upperBound { list.append(contentsOf: start...range.upperBound) }
        }
        let hasFirst = list.first == 0, hasLast = list.last == count - 1
        return Placement(items: MenuItemLayout(options: options, menuWidth: menuWidth, widths: list.map(cellWidth),
                                               isComplete: hasFirst && hasLast),
                         positions: list, hasFirst: hasFirst, hasLast: hasLast)
    }

    /// The items a frame in `state` lays out: the windows around its current and upcoming items, and the
    /// item widths of their own tweened by the progress.
    func placement(_ state: MenuTransitionState, hold: MenuScrollHold? = nil) -> Placement {
        if isWindowed {
            func window(_ k: Int) -> ClosedRange<Int> {
                Self.window(around: k, count: count, menuWidth: menuWidth, spacing: options.menuItemSpacing, cellWidth: cellWidth)
            }
            let upcoming = state.hasUpcomingItem(count: count) ? state.upcoming : state.current
            var windows = [window(state.current), window(upcoming)]
            // A hold moves the menu from (or to) an item that may lie far from the current one: its window joins.
            for item in [hold?.from, hold?.to].compactMap({ $0 }) where !windows.contains(where: { $0.contains(item) }) {
                windows.append(window(item))
            }
            return Self.windowLayout(options: options, menuWidth: menuWidth, count: count, cellWidth: cellWidth, positions: windows)
        }
        guard let changes = selectedChanges, count > 0 else { return Placement(items: items) }
        let p = Swift.abs(state.progress)
        var resized: [(index: Int, delta: Double)] = [(state.current, changes[state.current] * (1 - p))]
        if state.hasUpcomingItem(count: count), state.upcoming != state.current {
            resized.append((state.upcoming, changes[state.upcoming] * p))
        }
        return Placement(items: items.resized(resized))
    }

    /// The content offset at rest with item `index` selected, `S(index)` (the type's comment).
    package func restingOffset(_ index: Int) -> Double {
        guard count > 0 else { return 0 }
        let k = Swift.min(Swift.max(index, 0), count - 1)
        return restingOffset(k, in: placement(MenuTransitionState(from: k, to: k, fraction: 0, count: count)))
    }

    /// `S(index)` in the window of `placement` (with `index`'s own selected width, if any).
    private func restingOffset(_ index: Int, in placement: Placement) -> Double {
        var layout = placement.items
        if let changes = selectedChanges { layout = items.resized([(index, changes[index])]) }
        let slot = placement.slot(index)
        guard slot >= 0, slot < layout.count else { return 0 }
        let frame = layout.frame(of: slot)
        let upper = Swift.max(0, layout.contentWidth - menuWidth)
        func clamped(_ x: Double) -> Double {
            var value = x
            if placement.hasFirst { value = Swift.max(value, 0) }
            if placement.hasLast { value = Swift.min(value, upper) }
            return value
        }
        switch options.selectedScrollPosition {
        case .preferCentered: return clamped(frame.midX - menuWidth / 2)
        case .left: return clamped(frame.x)
        case .right: return clamped(frame.x + frame.width - menuWidth)
        case .center: return frame.midX - menuWidth / 2
        }
    }

    /// The content offset at page offset `offset`, before mirroring.
    package func contentOffset(_ state: MenuTransitionState) -> Double {
        contentOffset(state, in: placement(state), hold: nil)
    }

    /// The content offset in `state`, held as `hold` says (`animateAfter`, a finger on the menu), before mirroring.
    package func contentOffset(_ state: MenuTransitionState, hold: MenuScrollHold?) -> Double {
        contentOffset(state, in: placement(state, hold: hold), hold: hold)
    }

    /// How far a finger scrolls the menu before it bounces: `0…max(0, cw − W)` in state `state`'s
    /// content (with `selectedScrollPosition: center`, the padding that lets the first and last items
    /// reach the centre is content too, as in Parchment's layout).
    package func scrollRange(_ state: MenuTransitionState) -> ClosedRange<Double> {
        0...Swift.max(0, placement(state).items.contentWidth - menuWidth)
    }

    /// The item whose frame holds the content x-coordinate `x` in state `state`, as UIKit's
    /// `indexPathForItem(at:)` finds it; `nil` in the spacing, the insets or the padding.
    package func item(atContentX x: Double, _ state: MenuTransitionState) -> Int? {
        guard count > 0, x.isFinite else { return nil }
        let placement = placement(state)
        for slot in placement.items.indices(overlapping: x - 1, x + 1) {
            let frame = placement.items.frame(of: slot)
            if frame.x <= x && x < frame.x + frame.width { return placement.item(slot) }
        }
        return nil
    }

    private func contentOffset(_ state: MenuTransitionState, in placement: Placement, hold: MenuScrollHold?) -> Double {
        if let offset = hold?.contentOffset { return offset }
        if let hold, count > 0 {
            let from = Swift.min(Swift.max(hold.from, 0), count - 1), to = Swift.min(Swift.max(hold.to, 0), count - 1)
            return tween(from: restingOffset(from, in: placement), to: restingOffset(to, in: placement), progress: hold.fraction)
        }
        let rest = restingOffset(state.current, in: placement)
        guard options.menuTransition == .scrollAlongside, state.hasUpcomingItem(count: count) else { return rest }
        return tween(from: rest, to: restingOffset(state.upcoming, in: placement), progress: Swift.abs(state.progress))
    }

    /// The indicator metric over item `index`, or over the virtual slot `−1` or `count`, at rest with
    /// `index` selected.
    package func indicatorMetric(_ index: Int) -> IndicatorMetric {
        let k = Swift.min(Swift.max(index, 0), Swift.max(count - 1, 0))
        return indicatorMetric(index, in: placement(MenuTransitionState(from: k, to: k, fraction: 0, count: count)))
    }

    private func indicatorMetric(_ index: Int, in placement: Placement) -> IndicatorMetric {
        guard case let .visible(_, _, spacing, insets) = options.indicatorOptions, count > 0 else {
            return IndicatorMetric(frameX: 0, frameWidth: 0, inset: .none, spacing: .zero)
        }
        let slot = placement.slot(index)
        let real = Swift.min(Swift.max(slot, 0), placement.items.count - 1)
        let frame = placement.items.frame(of: real)
        let slotShift = slot < 0 ? -frame.width : slot >= placement.items.count ? frame.width : 0
        switch options.indicatorWidth {
        case .cell:
            return IndicatorMetric(frameX: frame.x + slotShift, frameWidth: frame.width,
                                   inset: IndicatorMetric.inset(for: index, count: count, insets: insets), spacing: spacing)
        case .text:
            let text = titleWidth(placement.item(real)).selectedWidth
            return IndicatorMetric(frameX: frame.midX - text / 2 + slotShift, frameWidth: text, inset: .none, spacing: spacing)
        case let .fixed(width):
            return IndicatorMetric(frameX: frame.midX - width / 2 + slotShift, frameWidth: width, inset: .none, spacing: .zero)
        }
    }

    /// The menu at page offset `offset` (pages; item `i` is selected at `offset = i`).
    package func frame(offset: Double) -> MenuFrame {
        frame(MenuTransitionState(offset: offset, count: count))
    }

    /// The menu in transition state `state` (from `MenuTransitionState`: an offset's, or a
    /// programmatic jump's); `hold`, when given, sets the content offset (`animateAfter` in a timeline).
    package func frame(_ state: MenuTransitionState, hold: MenuScrollHold? = nil) -> MenuFrame {
        let size = Size(width: menuWidth, height: menuHeight)
        guard count > 0 else {
            return MenuFrame(size: size, contentWidth: items.contentWidth, contentOffset: 0,
                             transition: MenuTransitionState(offset: 0, count: 0), items: [],
                             indicator: nil, border: nil, backgroundColor: options.menuBackgroundColor)
        }
        let placement = self.placement(state, hold: hold)
        let offset = contentOffset(state, in: placement, hold: hold)
        let visible = placement.items.indices(overlapping: offset, offset + menuWidth)
        let listed = visible.prefix(Self.maximumListedItems)
        var itemStates: [MenuItemState] = []
        itemStates.reserveCapacity(listed.count)
        for slot in listed { itemStates.append(itemState(slot, in: placement, state)) }
        var frame = MenuFrame(size: size, contentWidth: placement.items.contentWidth, contentOffset: offset, transition: state,
                              items: itemStates, indicator: indicator(state, in: placement),
                              border: border(contentWidth: placement.items.contentWidth),
                              backgroundColor: options.menuBackgroundColor)
        if options.layoutDirection == .rightToLeft { frame.mirror() }
        return frame
    }

    private func itemState(_ slot: Int, in placement: Placement, _ state: MenuTransitionState) -> MenuItemState {
        let index = placement.item(slot)
        let frame = placement.items.frame(of: slot)
        let progress = state.progress(ofItem: index)
        let font: TextFont
        switch options.fontTransition {
        case .switch: font = index == state.current ? options.selectedFont : options.font
        case .interpolate: font = options.font.blended(to: options.selectedFont, fraction: progress)
        }
        let label = options.menuItemLabelSpacing
        var labelFrame = Rect(x: frame.x + label, y: frame.y, width: frame.width - 2 * label, height: frame.height)
        var imageFrame: Rect?, badgeFrame: Rect?
        if let accessories = accessories?(index), accessories != .none {
            let placed = accessories.layout(frame: frame, label: labelFrame, hasTitle: titleWidth(index).width > 0)
            (imageFrame, badgeFrame, labelFrame) = (placed.image, placed.badge, placed.label)
        }
        return MenuItemState(
            index: index, frame: frame, labelFrame: labelFrame, progress: progress,
            textColor: options.textColor.blended(to: options.selectedTextColor, fraction: progress),
            backgroundColor: options.backgroundColor.blended(to: options.selectedBackgroundColor, fraction: progress),
            font: font, imageFrame: imageFrame, badgeFrame: badgeFrame)
    }

    private func indicator(_ state: MenuTransitionState, in placement: Placement) -> MenuIndicatorState? {
        guard case let .visible(height, zIndex, _, insets) = options.indicatorOptions else { return nil }
        let from = indicatorMetric(state.current, in: placement), to = indicatorMetric(state.upcoming, in: placement)
        let p = Swift.abs(state.progress)
        let x = tween(from: from.x, to: to.x, progress: p)
        let width = tween(from: from.width, to: to.width, progress: p)
        let y: Double, h: Double
        switch options.indicatorStyle {
        case .line:
            h = height
            y = options.menuPosition == .top ? menuHeight - height - insets.bottom + insets.top : insets.bottom
        case .pill:
            h = options.menuItemSize.height - insets.top - insets.bottom
            y = options.menuInsets.top + insets.top
        }
        let radius = options.indicatorStyle == .pill ? h / 2 : options.indicatorCornerRadius
        return MenuIndicatorState(
            frame: Rect(x: x, y: y, width: width, height: h), color: options.indicatorColor,
            cornerRadius: Swift.max(0, Swift.min(radius, Swift.min(Swift.abs(width), Swift.abs(h)) / 2)),
            zIndex: zIndex, isBehindTitles: options.indicatorStyle == .pill)
    }

    private func border(contentWidth: Double) -> MenuBorderState? {
        guard case let .visible(height, zIndex, insets) = options.borderOptions else { return nil }
        let y = options.menuPosition == .top ? menuHeight - height : 0
        return MenuBorderState(
            frame: Rect(x: insets.left, y: y, width: Swift.max(menuWidth, contentWidth) - insets.horizontal, height: height),
            color: options.borderColor, zIndex: zIndex)
    }
}

extension MenuFrame {
    /// Mirrors every frame and the content offset in the content's extent `E = max(W, cw)`:
    /// `x → E − x − w`, `offset → E − W − offset`.
    mutating func mirror() {
        let extent = Swift.max(size.width, contentWidth)
        func flip(_ r: Rect) -> Rect { Rect(x: extent - r.x - r.width, y: r.y, width: r.width, height: r.height) }
        contentOffset = extent - size.width - contentOffset
        for i in items.indices {
            items[i].frame = flip(items[i].frame)
            items[i].labelFrame = flip(items[i].labelFrame)
            items[i].imageFrame = items[i].imageFrame.map(flip)
            items[i].badgeFrame = items[i].badgeFrame.map(flip)
        }
        items.reverse()
        if let frame = indicator?.frame { indicator?.frame = flip(frame) }
        if let frame = border?.frame { border?.frame = flip(frame) }
    }
}
