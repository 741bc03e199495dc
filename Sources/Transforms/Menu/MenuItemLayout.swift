/// Where Parchment's `PagingCollectionViewLayout.createLayoutAttributes` puts the menu items, in
/// content coordinates (x from the content's left edge, y from the menu's top), before any mirroring.
///
/// With `W` the menu width, `L, R, T` the insets, `s` the spacing, `n` items of widths `wᵢ`:
/// 1. `xᵢ = L + Σⱼ<ᵢ (wⱼ + s)`, `y = T`.
/// 2. If `Σw + s·(n − 1) < W` (the items fit; `R` is not counted): `sizeToFit` without item widths of
///    their own makes every width `(W − L − R − s·(n − 1)) / n` and lays out again from `L`; otherwise
///    `center` shifts every item by `(W − maxX − L) / 2` and `right` by `W − maxX − R` (`maxX` before the
///    shift). A window of a longer list (`isComplete` false) never fits.
/// 3. `selectedScrollPosition == .center` shifts every item by `W/2 − w₀/2` and makes
///    `contentWidth = maxX + (W/2 − w₀/2) + (W/2 − wₙ₋₁/2) + R`; otherwise `contentWidth = maxX + R`.
///    (`maxX` is the last item's right edge after step 2's `sizeToFit` pass but before any shift.)
///
/// Widths may change with the selection (Parchment's size delegate): `resized(_:)` adds a width change to
/// up to two items and places everything again, O(1).
///
/// Cost: `fixed` and `sizeToFit` frames are closed-form (O(1) per item, any `n`); listed widths keep a
/// prefix sum (O(n) once, then O(1) per item and O(log n) per visible-range query).
package struct MenuItemLayout: Sendable {
    /// Number of items.
    package let count: Int
    /// Top edge of every item (`menuInsets.top`).
    package let y: Double
    /// Height of every item.
    package let height: Double
    /// The scrollable content's width.
    package private(set) var contentWidth: Double = 0
    /// The menu's (visible) width `W`.
    package let menuWidth: Double

    /// x of item 0 (insets and shifts included).
    private var origin: Double = 0
    /// `menuItemSpacing`.
    private let spacing: Double
    /// Either one width for every item or the prefix sums `Σⱼ<ᵢ wⱼ` (count + 1 of them), before `changes`.
    private var widths: Widths
    /// Width changes of selected items, `(index, Δw)`, at most two, in index order.
    private var changes: [(index: Int, delta: Double)] = []
    private let insets: EdgeInsets
    private let alignment: PagingMenuHorizontalAlignment
    private let centersSelection: Bool
    /// `sizeToFit` items that share the menu's width when they fit.
    private let fills: Bool
    private let isComplete: Bool

    private enum Widths: Sendable {
        case uniform(Double)
        case prefix([Double])
    }

    /// Lays out `count` items. `selfSizingWidths` are the cell widths (title + 2·labelSpacing) and are
    /// read only for `selfSizing` (where there must be `count` of them).
    package init(options: PagingOptions, menuWidth: Double, count: Int, selfSizingWidths: [Double] = []) {
        let n = Swift.max(0, count)
        switch options.menuItemSize {
        case let .fixed(width, _):
            self.init(options: options, menuWidth: menuWidth, count: n, widths: .uniform(width), fills: false, isComplete: true)
        case let .sizeToFit(minWidth, _):
            self.init(options: options, menuWidth: menuWidth, count: n, widths: .uniform(minWidth), fills: true, isComplete: true)
        case .selfSizing:
            self.init(options: options, menuWidth: menuWidth,
                      widths: (0..<n).map { $0 < selfSizingWidths.count ? selfSizingWidths[$0] : 0 })
        }
    }

    /// Lays out items of the listed widths (Parchment's size delegate, or a window of self-sized items).
    /// `isComplete` false: these are a window of a longer list, so step 2 (items that fit) never applies.
    package init(options: PagingOptions, menuWidth: Double, widths list: [Double], isComplete: Bool = true) {
        var sums = [Double](repeating: 0, count: list.count + 1)
        for (i, width) in list.enumerated() { sums[i + 1] = sums[i] + width }
        self.init(options: options, menuWidth: menuWidth, count: list.count, widths: .prefix(sums), fills: false, isComplete: isComplete)
    }

    private init(options: PagingOptions, menuWidth: Double, count: Int, widths: Widths, fills: Bool, isComplete: Bool) {
        self.count = count
        self.menuWidth = menuWidth
        self.widths = widths
        self.fills = fills
        self.isComplete = isComplete
        spacing = options.menuItemSpacing
        y = options.menuInsets.top
        height = options.menuItemSize.height
        insets = options.menuInsets
        alignment = options.menuHorizontalAlignment
        centersSelection = options.selectedScrollPosition == .center
        place()
    }

    /// The same items with `changes` (item index, width change) applied: the size delegate's selected
    /// widths of the current and upcoming items. Items laid out again from the left inset.
    package func resized(_ changes: [(index: Int, delta: Double)]) -> MenuItemLayout {
        var copy = self
        copy.changes = changes.filter { $0.delta != 0 && $0.index >= 0 && $0.index < count }.sorted { $0.index < $1.index }
        copy.place()
        return copy
    }

    /// Steps 2 and 3 of the type's comment.
    private mutating func place() {
        let n = count
        let gaps = spacing * Double(Swift.max(0, n - 1))
        func total() -> Double {
            let changed = changes.reduce(0) { $0 + $1.delta }
            switch widths {
            case let .uniform(width): return width * Double(n) + changed
            case let .prefix(sums): return sums[n] + changed
            }
        }
        // The right edge of the last item (Parchment's `previousFrame.maxX`; L − s with no items).
        var maxX = insets.left + total() + gaps - (n == 0 ? spacing : 0)
        var shift = 0.0
        if isComplete, maxX - insets.left < menuWidth {
            if fills, n > 0 {
                widths = .uniform((menuWidth - insets.left - insets.right - gaps) / Double(n))
                maxX = insets.left + total() + gaps
            } else {
                switch alignment {
                case .left: break
                case .center: shift = (menuWidth - maxX - insets.left) / 2
                case .right: shift = menuWidth - maxX - insets.right
                }
            }
        }
        if centersSelection, n > 0 {
            let insetLeft = menuWidth / 2 - width(of: 0) / 2
            let insetRight = menuWidth / 2 - width(of: n - 1) / 2
            shift += insetLeft
            contentWidth = maxX + insetLeft + insetRight + insets.right
        } else {
            contentWidth = maxX + insets.right
        }
        origin = insets.left + shift
    }

    /// Width of item `index` (0 ≤ index < count).
    package func width(of index: Int) -> Double {
        let change = changes.first { $0.index == index }?.delta ?? 0
        switch widths {
        case let .uniform(width): return width + change
        case let .prefix(sums): return sums[index + 1] - sums[index] + change
        }
    }

    /// Left edge of item `index` (0 ≤ index < count).
    package func minX(of index: Int) -> Double {
        let changed = changes.reduce(0) { $0 + ($1.index < index ? $1.delta : 0) }
        switch widths {
        case let .uniform(width): return origin + Double(index) * (width + spacing) + changed
        case let .prefix(sums): return origin + sums[index] + Double(index) * spacing + changed
        }
    }

    /// The frame of item `index` (0 ≤ index < count), in content coordinates.
    package func frame(of index: Int) -> Rect {
        Rect(x: minX(of: index), y: y, width: width(of: index), height: height)
    }

    /// The items whose frames overlap the content range `lower..<upper` (a zero-width touch does not count),
    /// in index order. O(1) for uniform widths, O(log n) for listed ones.
    package func indices(overlapping lower: Double, _ upper: Double) -> Range<Int> {
        guard count > 0, upper > lower else { return 0..<0 }
        func overlaps(_ i: Int) -> Bool {
            let f = frame(of: i)
            return f.x < upper && f.x + f.width > lower
        }
        var first: Int, last: Int
        switch widths {
        case let .uniform(width) where changes.isEmpty:
            let stride = width + spacing
            guard stride > 0 else {
                return overlaps(0) ? 0..<count : 0..<0
            }
            first = Self.clampedIndex(((lower - origin - width) / stride).rounded(.down) + 1, count)
            last = Self.clampedIndex(((upper - origin) / stride).rounded(.up) - 1, count)
        default:
            first = firstIndex { minX(of: $0) + width(of: $0) > lower }
            last = firstIndex { minX(of: $0) >= upper } - 1
            first = Swift.min(first, count - 1)
            last = Swift.max(last, 0)
        }
        // Rounding can put the estimate one item off: settle on the exact predicate.
        while first > 0, overlaps(first - 1) { first -= 1 }
        while first < count, !overlaps(first), first <= last { first += 1 }
        while last + 1 < count, overlaps(last + 1) { last += 1 }
        while last >= first, !overlaps(last) { last -= 1 }
        return first <= last ? first..<(last + 1) : 0..<0
    }

    /// The first index in `0..<count` for which `predicate` (false, then true) holds, or `count`.
    private func firstIndex(where predicate: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = low + (high - low) / 2
            if predicate(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    private static func clampedIndex(_ value: Double, _ count: Int) -> Int {
        guard value.isFinite else { return value > 0 ? count - 1 : 0 }
        if value <= 0 { return 0 }
        if value >= Double(count - 1) { return count - 1 }
        return Int(value)
    }
}
