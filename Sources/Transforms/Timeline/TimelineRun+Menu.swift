import Problems

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A finger on Parchment's menu (`menuDrag`, `menuRelease`): what the pages see of it. Where the
/// menu itself goes is `MenuFingerTrack`'s, from the samples' `MenuFinger`.
extension TimelineRun {
    /// One touch of the finger on the menu.
    struct MenuTouch {
        /// When it touched down.
        var start: Double
        /// Its moves: from `start`, for `duration` s, the translation (points as written, from touch-down) at `t − start`.
        var moves: [(start: Double, duration: Double, translation: @Sendable (Double) -> Double)] = []
        /// When it lifted, and how fast (points/s as written).
        var lift: (time: Double, velocity: Double)?
        /// A swipe was recognised: one per touch.
        var swiped = false

        /// The translation at the end of the last move (0 before any).
        var lastTranslation: Double {
            guard let move = moves.last else { return 0 }
            return move.translation(move.duration)
        }

        /// The translation at `time` (≥ `start`), points as written.
        func translation(at time: Double) -> Double {
            guard let move = moves.last(where: { $0.start <= time }) else { return 0 }
            return move.translation(Swift.min(time - move.start, move.duration))
        }
    }

    /// A `swipe` menu recognises a swipe once the finger has moved this many points along the menu…
    static let swipeDistance = 50.0
    /// …within this many seconds of touching down (UIKit documents neither; both are ours).
    static let swipeTime = 0.5

    /// True while a finger is on the menu.
    var isMenuFingerDown: Bool { menuTouches.last.map { $0.lift == nil } ?? false }

    mutating func menuDrag(_ path: DragPath) throws(Problem) {
        guard let interaction = sampler.menuInteraction else {
            throw Problem(.conflict, "menuDrag needs a menu — add `menu:` to the scene, or use drag for the pages")
        }
        if gesture != nil { throw Problem(.conflict, "menuDrag while a finger is on the pages — add `release` before it") }
        let written = try fingerPath(path, step: "menuDrag")
        menuLastVelocity = written.velocity
        if !isMenuFingerDown { menuTouches.append(MenuTouch(start: end)) }
        guard var touch = menuTouches.popLast() else { return }
        let start = end, base = touch.lastTranslation, finger = written.finger
        let translation: @Sendable (Double) -> Double = { base + finger($0) }
        touch.moves.append((start, written.duration, translation))
        record(phase: restingPhase)

        switch interaction {
        case .swipe:
            // UISwipeGestureRecognizer: left selects the item after, right the one before, whatever
            // the layout direction (Parchment's `handleSwipeGestureRecognizer`).
            let deadline = touch.start + Self.swipeTime - start
            if !touch.swiped, deadline > 0,
               let crossing = firstTime(in: 0, Swift.min(written.duration, deadline), origin: start,
                                        where: { Swift.abs(translation($0)) >= Self.swipeDistance }) {
                touch.swiped = true
                let running = animation.map { $0.endTime > crossing.absolute } ?? false
                let target = translation(crossing.relative) < 0 ? page + 1 : page - 1
                // Parchment's `select` does nothing during a transition, and there is no item past an end.
                if !running, (0...lastPage).contains(target) {
                    end = crossing.absolute
                    setCurrentPage(target, animated: true, selectedItem: target, bySwipe: true)
                }
            }
        case .wheel:
            // The items under the centre (`TimelineSampler.menuSelections`), shown without animation.
            let selections = sampler.menuSelections
            while nextMenuSelection < selections.count, selections[nextMenuSelection].time <= start + written.duration + 1e-9 {
                let selection = selections[nextMenuSelection]
                nextMenuSelection += 1
                guard selection.time >= start - 1e-9 else { continue }
                end = Swift.max(start, selection.time)
                page = Swift.min(Swift.max(selection.page, 0), lastPage)
                rest = Double(page)
                animation = nil
                programmatic = nil
                jumps.append((end, page))
                record(phase: .idle)
            }
        case .scrolling, .none:
            break
        }
        menuTouches.append(touch)
        end = start + written.duration
        record(phase: restingPhase)
    }

    mutating func menuRelease(velocity: Double?) throws(Problem) {
        guard isMenuFingerDown, var touch = menuTouches.popLast() else {
            throw Problem(.conflict, "there is no finger on the menu to release — put a menuDrag before it")
        }
        if let velocity, !velocity.isFinite { throw Problem.notANumber("the menu release velocity") }
        let speed = velocity ?? menuLastVelocity
        touch.lift = (end, speed)
        menuTouches.append(touch)
        record(phase: restingPhase)
        end += Self.menuReleaseDuration(velocity: speed, moves: sampler.menuInteraction == .scrolling || sampler.menuInteraction == .wheel)
        record(phase: restingPhase)
    }

    /// How long a `menuRelease` step lasts: until UIKit's deceleration has less than half a point
    /// to go, and at least 0.5 s (a spring back from past an end settles within it); no time when
    /// the menu does not scroll.
    static func menuReleaseDuration(velocity: Double, moves: Bool) -> Double {
        guard moves else { return 0 }
        let lnRate = log(ScrollViewPaging.decelerationRate) * 1000
        // What is left to travel after s seconds: |u|·r^(1000s) / (−1000·ln r).
        let remaining = Swift.abs(velocity) / -lnRate
        let decelerating = remaining > 0.5 ? log(0.5 / remaining) / lnRate : 0
        return Swift.max(0.5, decelerating)
    }

    /// The finger on the menu at `time`, as a sample reports it (right-to-left menus count
    /// translations the other way: `MenuFinger.translation` is along the reading direction).
    func menuFinger(at time: Double) -> MenuFinger? {
        guard let index = menuTouches.lastIndex(where: { $0.start <= time + 1e-9 }) else { return nil }
        let touch = menuTouches[index], sign = sampler.menuReadsRightToLeft ? -1.0 : 1.0
        if let lift = touch.lift, time >= lift.time - 1e-9 {
            return MenuFinger(touch: index, translation: sign * touch.lastTranslation, isDown: false,
                              sinceRelease: Swift.max(0, time - lift.time), releaseVelocity: sign * lift.velocity)
        }
        return MenuFinger(touch: index, translation: sign * touch.translation(at: time), isDown: true)
    }
}
