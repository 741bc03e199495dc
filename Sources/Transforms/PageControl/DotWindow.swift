/// Which dots show, and how large, when there are more pages than `maxVisibleDots` — the
/// iOS 14+ behaviour of shrinking the outer dots and sliding the row with the current page.
/// Apple documents only that the control "can shrink the indicators at both sides"; the rule
/// below is Flipbook's, chosen to look like iOS and to be a pure function of the position.
///
/// With `n` pages, `m` slots (`maxVisibleDots`) and the displayed position `q` (the current
/// page, or a fractional page for `updates: progress`):
/// - `n ≤ m`: every dot shows at full size in slots `0…n − 1`; nothing slides.
/// - `n > m`: the window's first page is `s = clamp(q − ⌊(m − 1)/2⌋, 0, n − m)`: the current
///   dot stays in slot `⌊(m − 1)/2⌋` while the row slides under it, and moves off that slot
///   only near either end. Page `i` sits at slot coordinate `u = i − s` (fractional while sliding).
/// - Size: `f(u)` ramps 0 → ½ → ¾ → 1 over `u = −1, 0, 1, 2` (1 beyond). The leading end shrinks
///   by `a = clamp(s, 0, 1)` (how far the row has left page 0), the trailing end by
///   `b = clamp(n − m − s, 0, 1)`: `scale(u) = min(1 − a·(1 − f(u)), 1 − b·(1 − f(m − 1 − u)))`.
///   So at rest the two end slots show ½-size and ¾-size dots on each side that has hidden
///   pages, and full-size dots on a side that reaches the first or last page; a dot scaled to
///   0 is not shown. For `m ≥ 5` the current dot is always full size.
package struct DotWindow: Hashable, Sendable {
    /// Number of pages, ≥ 0.
    package var pageCount: Int
    /// Number of slots, ≥ 1.
    package var maxVisibleDots: Int

    /// A window over `pageCount` pages with `maxVisibleDots` slots.
    package init(pageCount: Int, maxVisibleDots: Int) {
        self.pageCount = Swift.max(0, pageCount)
        self.maxVisibleDots = Swift.max(1, maxVisibleDots)
    }

    /// Slots in the row: `min(pageCount, maxVisibleDots)`.
    package var slotCount: Int { Swift.min(pageCount, maxVisibleDots) }

    /// One shown dot.
    package struct Dot: Hashable, Sendable {
        /// The page it stands for.
        package var index: Int
        /// Its slot coordinate `u` (0 = first slot; fractional while the row slides).
        package var slot: Double
        /// Its diameter as a fraction of the full dot, in `(0, 1]`.
        package var scale: Double

        /// Page `index` in slot `slot` at `scale`.
        package init(index: Int, slot: Double, scale: Double) {
            self.index = index
            self.slot = slot
            self.scale = scale
        }
    }

    /// The first page of the window at position `q` (see the type's rule); 0 when all pages fit.
    package func start(position q: Double) -> Double {
        let n = pageCount, m = maxVisibleDots
        guard n > m, q.isFinite else { return 0 }
        let lead = Double((m - 1) / 2)
        return Swift.min(Swift.max(q - lead, 0), Double(n - m))
    }

    /// The dots shown at position `q`, in page order.
    package func dots(position q: Double) -> [Dot] {
        let n = pageCount, m = maxVisibleDots
        guard n > 0 else { return [] }
        guard n > m else { return (0..<n).map { Dot(index: $0, slot: Double($0), scale: 1) } }
        let s = start(position: q)
        let leading = Swift.min(Swift.max(s, 0), 1), trailing = Swift.min(Swift.max(Double(n - m) - s, 0), 1)
        let first = Swift.max(0, Int(s.rounded(.down)) - 1), last = Swift.min(n - 1, Int(s.rounded(.up)) + m)
        var dots: [Dot] = []
        for index in first...last {
            let u = Double(index) - s
            let scale = Swift.min(1 - leading * (1 - Self.ramp(u)), 1 - trailing * (1 - Self.ramp(Double(m - 1) - u)))
            if scale > 1e-12 { dots.append(Dot(index: index, slot: u, scale: Swift.min(1, scale))) }
        }
        return dots
    }

    /// `f(u)`: 0 at `u ≤ −1`, ½ at 0, ¾ at 1, 1 at `u ≥ 2`, linear between.
    static func ramp(_ u: Double) -> Double {
        if u <= -1 { return 0 }
        if u <= 0 { return 0.5 * (u + 1) }
        if u <= 2 { return 0.5 + 0.25 * u }
        return 1
    }
}
