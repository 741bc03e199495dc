import SceneModel
import Transforms

extension Scene {
    /// Each frame's hold of the menu when `offsets` are this scene's time-based timeline: `animateAfter`'s
    /// (`Scene.menuHolds(offsets:)`) and, where a finger on the menu (`menuDrag`) put it somewhere
    /// else, its content offset from `MenuFingerTrack` over `layout` (the measured menu the frames are
    /// drawn with). Empty when nothing holds the menu.
    package func menuHolds(offsets: [Double], layout: MenuLayout?) -> [MenuScrollHold?] {
        guard hasMenuFinger, let frames = try? timelineFrames(), frames.map(\.offset) == offsets else { return menuHolds(offsets: offsets) }
        return menuHolds(frames: frames, layout: layout)
    }

    /// `menuHolds(offsets:layout:)` for the timeline's own `frames`, already sampled.
    package func menuHolds(frames: [TimelineFrame], layout: MenuLayout?) -> [MenuScrollHold?] {
        var holds = menuHolds(frames: frames)
        guard hasMenuFinger, let layout, let menu, layout.count > 0 else { return holds }
        let track = MenuFingerTrack(layout: layout, interaction: menu.options.menuInteraction)
            .run(frames: frames.map(\.eventFrame), fingers: frames.map(\.menuFinger), holds: holds)
        guard track.offsets.contains(where: { $0 != nil }) else { return holds }
        if holds.count != frames.count { holds = Array(repeating: nil, count: frames.count) }
        for (index, offset) in track.offsets.enumerated() {
            guard let offset else { continue }
            if holds[index] == nil {
                let current = MenuTransitionState(offset: frames[index].offset, count: layout.count, programmatic: frames[index].programmatic).current
                holds[index] = MenuScrollHold(from: current, to: current, fraction: 1)
            }
            holds[index]?.contentOffset = offset
        }
        return holds
    }
}
