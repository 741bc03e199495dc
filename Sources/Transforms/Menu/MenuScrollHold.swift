/// Where `animateAfter` keeps the menu's content offset in a time-based timeline: `S(from)` moving
/// to `S(to)` by `fraction` (0…1, eased), `S` being `MenuLayout.restingOffset`.
///
/// Parchment's `animateAfter` leaves the menu where it is while the pages scroll and, when a
/// transition finishes (`didScrollToItem(transitionSuccessful: true)`), scrolls it to the new item with
/// UIKit's animated `selectItem(at:animated:scrollPosition:)`. `holds(frames:times:pageCount:)` plays
/// that: the menu rests at the last item arrived at, and from the frame that reports an arrival it moves
/// there over `animationDuration` seconds along `easeInOut`. UIKit documents neither the duration nor the
/// curve of an animated scroll; 0.3 s ease-in-out is ours. An arrival during an unfinished move starts
/// the next move from the item the unfinished one was going to.
package struct MenuScrollHold: Hashable, Sendable {
    /// The item whose resting offset the menu moves from.
    package var from: Int
    /// The item whose resting offset it moves to.
    package var to: Int
    /// How far, 0…1.
    package var fraction: Double
    /// The content offset itself (points, before mirroring), where a finger on the menu puts it
    /// (`MenuFingerTrack`); it overrides `from`, `to` and `fraction`.
    package var contentOffset: Double?

    /// A hold at `S(from)` moving toward `S(to)`.
    package init(from: Int, to: Int, fraction: Double, contentOffset: Double? = nil) {
        self.from = from
        self.to = to
        self.fraction = fraction
        self.contentOffset = contentOffset
    }

    /// Seconds the menu takes to scroll to a new item after the page arrives.
    package static let animationDuration = 0.3

    /// One hold per frame for the frames of a time-based timeline (`times` in seconds, one per frame),
    /// from Parchment's transitions (`DelegateCalls`).
    package static func holds(frames: [EventFrame], times: [Double], pageCount: Int) -> [MenuScrollHold] {
        guard !frames.isEmpty, frames.count == times.count else { return [] }
        let calls = DelegateCalls(frames: frames, pageCount: pageCount, systems: EventSystems(collectionView: false, menu: true)).events
        var shown = roundedPage(frames[0].programmatic?.from ?? frames[0].offset, pageCount)
        var move: (from: Int, start: Double)?
        var holds: [MenuScrollHold] = []
        holds.reserveCapacity(frames.count)
        for (index, events) in calls.enumerated() {
            for case let .didScrollToItem(item, true) in events where item != shown {
                move = (shown, times[index])
                shown = item
            }
            if let running = move {
                let fraction = (times[index] - running.start) / animationDuration
                if fraction < 1 {
                    holds.append(MenuScrollHold(from: running.from, to: shown, fraction: TimingCurve.easeInOut.value(at: Swift.max(0, fraction))))
                    continue
                }
                move = nil
            }
            holds.append(MenuScrollHold(from: shown, to: shown, fraction: 1))
        }
        return holds
    }
}

