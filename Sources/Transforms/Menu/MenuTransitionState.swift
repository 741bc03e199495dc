/// Which menu item the page offset selects, and how far it has gone toward which neighbour
/// (REFERENCE.md "Menu": a pure function of the offset, not of the path that led there).
///
/// For `n` items and page offset `o`:
/// - `0 ≤ o < n − 1`: `current = ⌊o⌋`, `upcoming = current + 1`, `progress = o − current` (0 ≤ p < 1);
/// - `o < 0` (before the first page): `current = 0`, `upcoming = −1`, a virtual slot, `progress = max(o, −1)`;
/// - `o ≥ n − 1`: `current = n − 1`, `upcoming = n`, a virtual slot, `progress = min(o − (n − 1), 1)`.
/// `progress` is Parchment's signed `state.progress`; its magnitude is what the indicator, colours and
/// menu offset use. A non-finite offset counts as 0.
public struct MenuTransitionState: Hashable, Sendable {
    /// The selected item (the one Parchment calls `currentPagingItem`).
    public var current: Int
    /// The item being scrolled toward; `−1` or `count` is a virtual slot past an end.
    public var upcoming: Int
    /// Signed progress toward `upcoming`, −1…1.
    public var progress: Double

    /// The state at page offset `offset` for `count` items (`count ≥ 1`).
    public init(offset: Double, count: Int) {
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

    /// True when `upcoming` is a real item (not a slot past an end).
    @inlinable
    public func hasUpcomingItem(count: Int) -> Bool { upcoming >= 0 && upcoming < count }

    /// Parchment's `progressForItem`: `1 − |p|` for the current item, `|p|` for the upcoming one, 0 otherwise.
    @inlinable
    public func progress(ofItem index: Int) -> Double {
        if index == current { return 1 - Swift.abs(progress) }
        if index == upcoming { return Swift.abs(progress) }
        return 0
    }
}
