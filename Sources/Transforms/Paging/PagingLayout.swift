/// Upstream's `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
}

/// One item of a frame: its index, progress and state.
public struct LaidOutItem: Hashable, Sendable {
    /// The item's index, `0..<itemCount` (in a ring, the item its position shows).
    public var index: Int
    /// `index − offset`, in pages.
    public var progress: Double
    /// What the effect makes of the item at this progress.
    public var state: ItemState
}

/// One frame of a paging scene: the items to draw, back to front.
public struct LayoutFrame: Hashable, Sendable {
    /// The scroll offset in pages.
    public var offset: Double
    /// `round(offset)` clamped to the items.
    public var currentPage: Int
    /// Visible items in ascending zIndex (ties by index): draw in this order.
    public var items: [LaidOutItem]
    /// Parchment's one-page turn to a selected item, when the frame shows one (`SelectTurn`).
    package var turn: SelectTurn? = nil

    /// The offset item `index` is laid out at: `offset`, or during a turn the offset it sees.
    public func offset(forItem index: Int) -> Double {
        turn?.offset(forItem: index) ?? offset
    }
}

/// A paging collection view's layout (upstream's `CollectionViewPagingLayout`) as a value:
/// which items are laid out at a scroll offset, in which order, and with which state.
///
/// Offsets are measured in pages (`contentOffset / pageSize`), so item `i` has progress `i − offset`.
public struct PagingLayout: Sendable {
    /// The number of items (may be huge: only the visible ones are computed).
    public var itemCount: Int
    /// Upstream's `numberOfVisibleItems`: how many items around the current page are laid out; `nil` for all.
    public var numberOfVisibleItems: Int?
    /// The direction of scrolling; it changes which axis the offset is read from, not the effect.
    public var scrollDirection: ScrollDirection
    /// The collection view's bounds size in points: one page.
    public var pageSize: Size
    /// The effect applied to every item.
    public var effect: Effect
    /// Pages advance right to left (a right-to-left interface, as UIKit's collection views flip
    /// for it): a horizontal layout is seen in a mirror, the cards' content unmirrored. Each item's
    /// transform `M` becomes `F·M·F` with `F = diag(−1, 1, 1, 1)` (motion, rotation and shadow
    /// offset mirrored; a card at rest unchanged), pieces likewise. Vertical layouts ignore it.
    public var isRightToLeft = false
    /// An endless ring of the items (`loop: true`), as an app makes one: a collection view of
    /// `itemCount × copies` cells started in the middle copy, cell `k` showing item `k mod itemCount`.
    /// Offsets are ring positions (any number of pages either way); the window is
    /// `numberOfVisibleItems` positions starting `visible / 2` before `round(offset)` (the app's page
    /// is far from both ends, so upstream never shifts it), or without it every position within
    /// `itemCount` pages of `round(offset)` (the app lays out all its cells; farther ones repeat
    /// these, further off the page); a laid-out
    /// item's `index` is the item it shows and its progress its ring position − offset; the current
    /// page is `round(offset)`, a ring position.
    package var loops = false

    /// A layout of `itemCount` items of `effect`, one per page of `pageSize`.
    public init(itemCount: Int, numberOfVisibleItems: Int? = nil, scrollDirection: ScrollDirection = .horizontal,
                pageSize: Size, effect: Effect, isRightToLeft: Bool = false) {
        self.itemCount = itemCount
        self.numberOfVisibleItems = numberOfVisibleItems
        self.scrollDirection = scrollDirection
        self.pageSize = pageSize
        self.effect = effect
        self.isRightToLeft = isRightToLeft
    }

    /// `round(offset)` (half away from zero) clamped to `0…itemCount − 1` (0 with no items).
    @inlinable
    public func currentPage(offset: Double) -> Int {
        guard itemCount > 0 else { return 0 }
        let page = saturatingInt(offset.rounded(.toNearestOrAwayFromZero))
        return Swift.min(Swift.max(page, 0), itemCount - 1)
    }

    /// The items laid out at `offset`, exactly as upstream's `layoutAttributesForElements(in:)`
    /// picks them: a window of `numberOfVisibleItems` starting `count / 2` before `round(offset)`
    /// (one more before it when the count is odd and the page is below `count / 2`, one more after
    /// it otherwise), shifted back inside `0..<itemCount` at either end.
    ///
    /// Upstream's window always holds exactly `numberOfVisibleItems` indices before the shift, so
    /// the shift has three outcomes: past the start it becomes `0..<min(itemCount, visible)`, past
    /// the end `max(0, itemCount − visible)..<itemCount`, otherwise it stays. Computing those
    /// outcomes directly gives upstream's answer for every page and count without overflowing
    /// `Int`, however far the offset (a page beyond the items behaves like the first page past them).
    @inlinable
    public func visibleRange(offset: Double) -> Range<Int> {
        let count = Swift.max(itemCount, 0)
        // More visible items than items lays out all of them, whatever the odd/even adjustment.
        let visible = Swift.min(Swift.max(numberOfVisibleItems ?? count, 0), count)
        guard visible > 0 else { return 0..<0 }
        let rounded = offset.rounded(.toNearestOrAwayFromZero)
        let page: Int
        if rounded.isNaN || rounded < 0 {
            page = rounded.isNaN ? 0 : -1
        } else if rounded >= Double(count) {
            page = count
        } else {
            page = Int(rounded)
        }
        let middle = visible / 2
        let start = page - middle - (visible % 2 != 0 && page < middle ? 1 : 0)
        if start < 0 { return 0..<visible }
        if start > count - visible { return (count - visible)..<count }
        return start..<(start + visible)
    }

    /// The frame at `offset` for cards of `card` size: visible items back to front with their states.
    public func frame(offset: Double, card: Size) -> LayoutFrame {
        // Pick the effect once per frame rather than once per item: taking the options out of
        // `Effect` copies them, which costs as much as a simple item state.
        var frame: LayoutFrame
        switch effect {
        case let .scale(options): frame = self.frame(offset: offset, card: card, effect: options)
        case let .stack(options): frame = self.frame(offset: offset, card: card, effect: options)
        case let .snapshot(options): frame = self.frame(offset: offset, card: card, effect: options)
        case .custom, .tweaked: frame = self.frame(offset: offset, card: card, effect: effect)
        }
        if isRightToLeft && scrollDirection == .horizontal {
            for index in frame.items.indices { frame.items[index].state.mirrorHorizontally() }
        }
        return frame
    }

    /// The frame with `effect`'s states, specialised for each built-in effect.
    func frame(offset: Double, card: Size, effect: some PagingEffect) -> LayoutFrame {
        if loops { return ringFrame(offset: offset, card: card, effect: effect) }
        var items: [LaidOutItem] = []
        let range = visibleRange(offset: offset)
        items.reserveCapacity(range.count)
        for index in range {
            let progress = Double(index) - offset
            items.append(LaidOutItem(index: index, progress: progress, state: effect.state(progress: progress, card: card)))
        }
        items.sort { ($0.state.zIndex, $0.index) < ($1.state.zIndex, $1.index) }
        return LayoutFrame(offset: offset, currentPage: currentPage(offset: offset), items: items)
    }

    /// `loops`' frame (see `loops`): ring positions around the offset, each showing its item.
    func ringFrame(offset: Double, card: Size, effect: some PagingEffect) -> LayoutFrame {
        let count = Swift.max(itemCount, 0)
        let visible = Swift.max(numberOfVisibleItems ?? (2 * count + 1), 0)
        let rounded = offset.rounded(.toNearestOrAwayFromZero)
        guard count > 0, visible > 0, rounded.isFinite else { return LayoutFrame(offset: offset, currentPage: 0, items: []) }
        let page = saturatingInt(rounded), start = page - visible / 2
        var placed: [(position: Int, item: LaidOutItem)] = []
        placed.reserveCapacity(visible)
        for position in start..<(start + visible) {
            let progress = Double(position) - offset
            let index = ((position % count) + count) % count
            placed.append((position, LaidOutItem(index: index, progress: progress, state: effect.state(progress: progress, card: card))))
        }
        // Ties by ring position: an item may show twice when the window is wider than the ring.
        placed.sort { ($0.item.state.zIndex, $0.position) < ($1.item.state.zIndex, $1.position) }
        return LayoutFrame(offset: offset, currentPage: page, items: placed.map(\.item))
    }

    // MARK: Page control

    /// The offset `setCurrentPage(page)` scrolls to: `page` clamped to `0…itemCount − 1`, with
    /// upstream's order of clamps (so with no items the result is −1, as upstream's `contentSize − pageSize`).
    public func offset(forPage page: Int) -> Double {
        var offset = Double(page)
        offset = Swift.max(0, offset)
        offset = Swift.min(offset, Double(itemCount) - 1)
        return offset
    }

    /// The offset `goToNextPage()` scrolls to from `offset`.
    public func nextPageOffset(from offset: Double) -> Double {
        self.offset(forPage: currentPage(offset: offset) + 1)
    }

    /// The offset `goToPreviousPage()` scrolls to from `offset`.
    public func previousPageOffset(from offset: Double) -> Double {
        self.offset(forPage: currentPage(offset: offset) - 1)
    }
}
