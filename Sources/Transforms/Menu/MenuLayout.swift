/// A title's measured width in the two fonts, in points. The renderer measures; the model never does.
public struct MenuTitleWidth: Hashable, Sendable {
    /// The title's advance width in `font`.
    public var width: Double
    /// The title's advance width in `selectedFont`.
    public var selectedWidth: Double

    /// Widths in `font` and in `selectedFont` (the same number when the fonts are equal).
    @inlinable
    public init(width: Double, selectedWidth: Double? = nil) {
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
///   `S(k) + (S(k+1) − S(k))·p` (`scrollAlongside`) or `S(k)` until the next page arrives (`animateAfter`);
///   past either end it stays at the end's rest position.
/// - Indicator: `x = tween(from.x, to.x, |p|)`, `w = tween(from.w, to.w, |p|)` between the current item's
///   `IndicatorMetric` and the upcoming one's (a virtual slot one item-width past an end when there is none).
/// - `rightToLeft` mirrors every frame and the offset in `max(W, cw)` at the end.
///
/// Cost per frame: O(visible items) for every size, after O(n) once for `selfSizing`.
public struct MenuLayout: Sendable {
    /// The options.
    public let options: PagingOptions
    /// The menu's width `W` in points (the scene's width).
    public let menuWidth: Double
    /// The item frames.
    public let items: MenuItemLayout
    /// The most items one frame lists; a menu of thousands of sliver-thin items lists the first this many.
    public static let maximumListedItems = 10_000

    private let titleWidth: @Sendable (Int) -> MenuTitleWidth

    /// A menu of `itemCount` items. `titleWidth(i)` is called for every item once when the size is
    /// `selfSizing`, and otherwise only for the current and upcoming items when `indicatorWidth` is `text`.
    public init(options: PagingOptions, menuWidth: Double, itemCount: Int,
                titleWidth: @escaping @Sendable (Int) -> MenuTitleWidth) {
        self.options = options
        self.menuWidth = menuWidth
        self.titleWidth = titleWidth
        var cells: [Double] = []
        if case .selfSizing = options.menuItemSize {
            cells.reserveCapacity(Swift.max(0, itemCount))
            for i in 0..<Swift.max(0, itemCount) {
                let title = titleWidth(i)
                cells.append(Swift.max(title.width, title.selectedWidth) + 2 * options.menuItemLabelSpacing)
            }
        }
        items = MenuItemLayout(options: options, menuWidth: menuWidth, count: itemCount, selfSizingWidths: cells)
    }

    /// A menu whose titles' widths are listed, one per item.
    public init(options: PagingOptions, menuWidth: Double, titleWidths: [MenuTitleWidth]) {
        self.init(options: options, menuWidth: menuWidth, itemCount: titleWidths.count) { titleWidths[$0] }
    }

    /// The number of items.
    @inlinable public var count: Int { items.count }
    /// `options.menuHeight`.
    @inlinable public var menuHeight: Double { options.menuHeight }

    /// The content offset at rest with item `index` selected, `S(index)` (the type's comment).
    public func restingOffset(_ index: Int) -> Double {
        guard count > 0 else { return 0 }
        let frame = items.frame(of: index)
        let upper = Swift.max(0, items.contentWidth - menuWidth)
        func clamped(_ x: Double) -> Double { Swift.min(Swift.max(x, 0), upper) }
        switch options.selectedScrollPosition {
        case .preferCentered: return clamped(frame.midX - menuWidth / 2)
        case .left: return clamped(frame.x)
        case .right: return clamped(frame.x + frame.width - menuWidth)
        case .center: return frame.midX - menuWidth / 2
        }
    }

    /// The content offset at page offset `offset`, before mirroring.
    public func contentOffset(_ state: MenuTransitionState) -> Double {
        let rest = restingOffset(state.current)
        guard options.menuTransition == .scrollAlongside, state.hasUpcomingItem(count: count) else { return rest }
        return tween(from: rest, to: restingOffset(state.upcoming), progress: Swift.abs(state.progress))
    }

    /// The indicator metric over item `index`, or over the virtual slot `−1` or `count`.
    public func indicatorMetric(_ index: Int) -> IndicatorMetric {
        guard case let .visible(_, _, spacing, insets) = options.indicatorOptions else {
            return IndicatorMetric(frameX: 0, frameWidth: 0, inset: .none, spacing: .zero)
        }
        let real = Swift.min(Swift.max(index, 0), count - 1)
        let frame = items.frame(of: real)
        let slotShift = index < 0 ? -frame.width : index >= count ? frame.width : 0
        switch options.indicatorWidth {
        case .cell:
            return IndicatorMetric(frameX: frame.x + slotShift, frameWidth: frame.width,
                                   inset: IndicatorMetric.inset(for: index, count: count, insets: insets), spacing: spacing)
        case .text:
            let text = titleWidth(real).selectedWidth
            return IndicatorMetric(frameX: frame.midX - text / 2 + slotShift, frameWidth: text, inset: .none, spacing: spacing)
        }
    }

    /// The menu at page offset `offset` (pages; item `i` is selected at `offset = i`).
    public func frame(offset: Double) -> MenuFrame {
        frame(MenuTransitionState(offset: offset, count: count))
    }

    /// The menu in transition state `state` (from `MenuTransitionState`: an offset's, or a
    /// programmatic jump's).
    public func frame(_ state: MenuTransitionState) -> MenuFrame {
        let size = Size(width: menuWidth, height: menuHeight)
        guard count > 0 else {
            return MenuFrame(size: size, contentWidth: items.contentWidth, contentOffset: 0,
                             transition: MenuTransitionState(offset: 0, count: 0), items: [],
                             indicator: nil, border: nil, backgroundColor: options.menuBackgroundColor)
        }
        let offset = contentOffset(state)
        let visible = items.indices(overlapping: offset, offset + menuWidth)
        let listed = visible.prefix(Self.maximumListedItems)
        var itemStates: [MenuItemState] = []
        itemStates.reserveCapacity(listed.count)
        for index in listed { itemStates.append(itemState(index, state)) }
        var frame = MenuFrame(size: size, contentWidth: items.contentWidth, contentOffset: offset, transition: state,
                              items: itemStates, indicator: indicator(state), border: border(),
                              backgroundColor: options.menuBackgroundColor)
        if options.layoutDirection == .rightToLeft { frame.mirror() }
        return frame
    }

    private func itemState(_ index: Int, _ state: MenuTransitionState) -> MenuItemState {
        let frame = items.frame(of: index)
        let progress = state.progress(ofItem: index)
        let font: MenuFont
        switch options.fontTransition {
        case .switch: font = index == state.current ? options.selectedFont : options.font
        case .interpolate: font = options.font.blended(to: options.selectedFont, fraction: progress)
        }
        let label = options.menuItemLabelSpacing
        return MenuItemState(
            index: index, frame: frame,
            labelFrame: Rect(x: frame.x + label, y: frame.y, width: frame.width - 2 * label, height: frame.height),
            progress: progress,
            textColor: options.textColor.blended(to: options.selectedTextColor, fraction: progress),
            backgroundColor: options.backgroundColor.blended(to: options.selectedBackgroundColor, fraction: progress),
            font: font)
    }

    private func indicator(_ state: MenuTransitionState) -> MenuIndicatorState? {
        guard case let .visible(height, zIndex, _, insets) = options.indicatorOptions else { return nil }
        let from = indicatorMetric(state.current), to = indicatorMetric(state.upcoming)
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

    private func border() -> MenuBorderState? {
        guard case let .visible(height, zIndex, insets) = options.borderOptions else { return nil }
        let y = options.menuPosition == .top ? menuHeight - height : 0
        return MenuBorderState(
            frame: Rect(x: insets.left, y: y, width: Swift.max(menuWidth, items.contentWidth) - insets.horizontal, height: height),
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
        }
        items.reverse()
        if let frame = indicator?.frame { indicator?.frame = flip(frame) }
        if let frame = border?.frame { border?.frame = flip(frame) }
    }
}
