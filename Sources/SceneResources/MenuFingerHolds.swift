import SceneModel
import Transforms

extension Scene {
    /// Each of the timeline's `frames`' hold of the menu: `animateAfter`'s (`Scene.menuHolds(frames:)`),
    /// where a finger on the menu (`menuDrag`) put it somewhere else (its content offset from
    /// `MenuFingerTrack`), and where a `reload` left it. `layouts` are the measured menus the frames
    /// are drawn with, one per epoch (`reloaded(_:)`): the scene's first. Empty when nothing holds the menu.
    ///
    /// A reload lays the menu out anew without scrolling it (Parchment's `reloadMenu(around:)` calls
    /// no `selectItem`): it stays at the content offset it had, within the new content (as a
    /// `UIScrollView` whose content shrinks), until a page transition moves it from there as from
    /// a finger's offset, or a page set without animation scrolls it to its item.
    package func menuHolds(frames: [TimelineFrame], layouts: [MenuLayout?]) -> [MenuScrollHold?] {
        var holds = menuHolds(frames: frames)
        guard hasMenuFinger || !reloads.isEmpty, let menu else { return holds }
        var tracked = [Double?](repeating: nil, count: frames.count)
        /// The previous epoch's menu and its content offset on its last frame.
        var before: (layout: MenuLayout, last: Int)?
        for (epoch, range) in Scene.epochRanges(frames) {
            guard epoch < layouts.count, let layout = layouts[epoch], layout.count > 0 else {
                before = nil
                continue
            }
            var left: Double?
            if let (previous, last) = before {
                // Where the menu was when the reload ran: where the last frame showed it, unless the
                // pages moved since (an arrival then snapped it to the item they rest on).
                let origin = frames[range.lowerBound].reloadedFrom ?? frames[last].offset
                if let held = tracked[last], frames[last].offset == origin, frames[last].programmatic == nil {
                    left = held
                } else {
                    left = previous.contentOffset(MenuTransitionState(offset: origin, count: previous.count, programmatic: nil), hold: nil)
                }
            }
            let events = Scene.epochEventFrames(frames[range])
            let epochHolds = holds.count == frames.count ? Array(holds[range]) : []
            var initial: Double?
            if epoch > 0, let left, let first = events.first {
                let range = layout.scrollRange(MenuTransitionState(offset: first.offset, count: layout.count, programmatic: first.programmatic))
                initial = Swift.min(Swift.max(left, range.lowerBound), range.upperBound)
            }
            let track = MenuFingerTrack(layout: layout, interaction: menu.options.menuInteraction)
                .run(frames: events, fingers: frames[range].map(\.menuFinger), holds: epochHolds, initialOffset: initial)
            for (index, offset) in zip(range, track.offsets) { tracked[index] = offset }
            before = (layout, range.upperBound - 1)
        }
        guard tracked.contains(where: { $0 != nil }) else { return holds }
        if holds.count != frames.count { holds = Array(repeating: nil, count: frames.count) }
        for (index, offset) in tracked.enumerated() {
            guard let offset else { continue }
            if holds[index] == nil {
                let epoch = frames[index].epoch
                let count = (epoch < layouts.count ? layouts[epoch]?.count : nil) ?? itemCount
                let current = MenuTransitionState(offset: frames[index].offset, count: count, programmatic: frames[index].programmatic).current
                holds[index] = MenuScrollHold(from: current, to: current, fraction: 1)
            }
            holds[index]?.contentOffset = offset
        }
        return holds
    }
}
