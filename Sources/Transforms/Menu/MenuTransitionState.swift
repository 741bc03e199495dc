/// Which menu item the page offset selects, and how far it has gone toward which neighbour
/// (a pure function of the offset, not of the path that led there).
///
/// For `n` items and page offset `o`:
/// - `0 ≤ o < n − 1`: `current = ⌊o⌋`, `upcoming = current + 1`, `progress = o − current` (0 ≤ p < 1);
/// - `o < 0` (before the first page): `current = 0`, `upcoming = −1`, a virtual slot, `progress = max(o, −1)`;
/// - `o ≥ n − 1`: `current = n − 1`, `upcoming = n`, a virtual slot, `progress = min(o − (n − 1), 1)`.
/// `progress` is Parchment's signed `state.progress`; its magnitude is what the indicator, colours and
/// menu offset use. A non-finite offset counts as 0.
package struct MenuTransitionState: Hashable, Sendable {
    /// The selected item (the one Parchment calls `currentPagingItem`).
    package var current: Int
    /// The item being scrolled toward; `−1` or `count` is a virtual slot past an end.
    package var upcoming: Int
    /// Signed progress toward `upcoming`, −1…1.
    package var progress: Double

    /// The state at page offset `offset` for `count` items (`count ≥ 1`).
    package init(offset: Double, count: Int) {
        let o = offset.isFinite ? offset : 0
        let last = Swift.max(0, count - 1)
        if o < 0 {
            current = 0; upcoming = -1; progress = Swift.max(o, -1)
        } else if o >= Double(last) {
            current = last; upcoming = last + 1; progress = Swift.min(o - Double(last), 1)
        } else {
            let k = o.rounded(.down)
            current = Int(k); upcoming = current + 1; progress = o - k
        }
    }

    /// Parchment's `select(pagingItem:animated:)`: one transition from `current` straight to
    /// `target`, `fraction` (clamped to 0…1) of the way, whatever items lie between
    /// (`PagingController.select` tweens from the selected item to the target's frame).
    package init(from current: Int, to target: Int, fraction: Double, count: Int) {
        let last = Swift.max(0, count - 1)
        self.current = Swift.min(Swift.max(current, 0), last)
        upcoming = Swift.min(Swift.max(target, 0), last)
        let f = fraction.isFinite ? Swift.min(Swift.max(fraction, 0), 1) : 0
        progress = upcoming >= self.current ? f : -f
    }

    /// The state a frame shows at `offset`: during a programmatic scroll, the straight transition
    /// from the page it started on to the page it goes to (`init(from:to:fraction:count:)`, the
    /// fraction being how far the offset has gone); otherwise the offset's own state.
    package init(offset: Double, count: Int, programmatic: ProgrammaticScroll?) {
        guard let program = programmatic, program.to != program.from, count > 0 else {
            self.init(offset: offset, count: count)
            return
        }
        let last = Double(Swift.max(0, count - 1))
        func page(_ o: Double) -> Int { Int(Swift.min(Swift.max(o.rounded(.toNearestOrAwayFromZero), 0), last)) }
        self.init(from: page(program.from), to: page(program.to), fraction: (offset - program.from) / (program.to - program.from), count: count)
    }

    /// True when `upcoming` is a real item (not a slot past an end).
    @inlinable
    package func hasUpcomingItem(count: Int) -> Bool { upcoming >= 0 && upcoming < count }

    /// Parchment's `progressForItem`: `1 − |p|` for the current item, `|p|` for the upcoming one, 0 otherwise.
    @inlinable
    package func progress(ofItem index: Int) -> Double {
        if index == current { return 1 - Swift.abs(progress) }
        if index == upcoming { return Swift.abs(progress) }
        return 0
    }
}
