#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The finger on Parchment's menu at one sample of a timeline (`menuDrag`, `menuRelease`).
package struct MenuFinger: Hashable, Sendable {
    /// Which touch, from 0: a `menuDrag` with no finger on the menu puts a new one down.
    package var touch: Int
    /// The finger's translation since it touched down, points along the menu's reading direction
    /// (negative: toward later items, finger left in a left-to-right menu). Kept after the lift.
    package var translation: Double
    /// True while the finger is down.
    package var isDown: Bool
    /// Seconds since the finger lifted (0 while it is down).
    package var sinceRelease: Double
    /// The finger's velocity as it lifted, points/s in `translation`'s direction (0 while down).
    package var releaseVelocity: Double

    /// A finger.
    package init(touch: Int, translation: Double, isDown: Bool, sinceRelease: Double = 0, releaseVelocity: Double = 0) {
        self.touch = touch
        self.translation = translation
        self.isDown = isDown
        self.sinceRelease = sinceRelease
        self.releaseVelocity = releaseVelocity
    }
}

/// What a finger on Parchment 4.1's menu does to it, frame by frame: where it leaves the menu's
/// content offset, and which items a `wheel` menu selects. Parchment's `PagingController` leaves
/// the menu a plain `UICollectionView`; the rules (docs/MENU.md, "A finger on the menu"):
/// - `scrolling` and `wheel`: the content follows the finger 1:1 from where it was at touch-down,
///   rubber-banded past `MenuLayout.scrollRange` as `ScrollViewPaging.rubberBand` with the menu's
///   width as the dimension (`alwaysBounceHorizontal`: a menu that fits scrolls too). On the lift
///   it decelerates at UIKit's normal rate (0.998 per ms: `x₀ + u·(r^(1000t) − 1)/(1000·ln r)`);
///   a deceleration that reaches an end goes on as the critically damped spring of
///   `ScrollViewPaging.settleSpring` from the end with the velocity it had there, and a lift past
///   an end springs back to it. Nothing snaps: the menu stays where it stops.
/// - A page transition (the pages' progress ≠ 0) moves the menu from where the finger left it:
///   `D + (S(upcoming) − D)·|p|` (`scrollAlongside`; `animateAfter` keeps `D` while the pages move
///   and then scrolls from `D`), and stops a deceleration. When the transition arrives, the menu
///   snaps to the new item's resting offset `S(k)` unless a finger is on it; when it goes back to
///   the page it left, the menu stays at `D`. A page set without animation (not the wheel's) puts
///   it at `S(k)` too.
/// - `wheel`: while the finger is down, the item whose frame holds the menu's visible centre
///   (`MenuLayout.item(atContentX:_:)`) becomes the selected one at that frame if it is not already;
///   the menu stays under the finger. Not after the lift (UIKit's `isDragging` is false then).
/// - `swipe` and `none`: the menu does not scroll (`isScrollEnabled` is false); a swipe turns a
///   page (`TimelineRun`), which moves the menu as any transition does.
///
/// UIKit documents neither the rubber band nor the bounce; these are ours, the same as the pages'.
package struct MenuFingerTrack {
    /// The menu model.
    package let layout: MenuLayout
    /// Parchment's `menuInteraction`.
    package let interaction: PagingMenuInteraction

    /// A track of `layout`'s menu under `interaction`.
    package init(layout: MenuLayout, interaction: PagingMenuInteraction) {
        self.layout = layout
        self.interaction = interaction
    }

    /// What a finger did over a timeline's frames.
    package struct Result: Sendable {
        /// Per frame, the menu's content offset (points, before mirroring) where a finger put it;
        /// `nil` where the menu is where the pages alone put it.
        package var offsets: [Double?]
        /// The items a `wheel` menu selected, and at which frames, in order.
        package var selections: [(frame: Int, item: Int)]
    }

    /// The track over `frames` (the pages' state at each frame), `fingers` (the finger on the menu at
    /// each frame, `TimelineSample.menuFinger`) and `holds` (`animateAfter`'s, or empty).
    /// `initialOffset` is where the menu is at the first frame when not where the pages put it (a
    /// reload leaves it where it was): it stays there, as where a finger left it, until a page
    /// transition or a page set without animation moves it.
    package func run(frames: [EventFrame], fingers: [MenuFinger?], holds: [MenuScrollHold?] = [],
                     initialOffset: Double? = nil) -> Result {
        let count = layout.count
        var offsets = [Double?](repeating: nil, count: frames.count)
        var selections: [(frame: Int, item: Int)] = []
        let scrolls = interaction == .scrolling || interaction == .wheel
        guard count > 0, initialOffset != nil || (scrolls && fingers.contains(where: { $0 != nil })) else {
            return Result(offsets: offsets, selections: selections)
        }
        let alongside = layout.options.menuTransition == .scrollAlongside
        /// Where the finger left the menu (`D`), while no page transition has moved it since.
        var dragged: Double? = initialOffset
        /// The touch under way: its number, the offset at touch-down (or at the last rebase) and
        /// the translation then.
        var touch: (number: Int, origin: Double, base: Double)?
        /// Where the menu was when a page transition started from a dragged offset, and from which item.
        var transition: (from: Int, base: Double)?
        /// `animateAfter`'s scroll to the arrived item starts at the dragged offset.
        var settleFrom: Double?
        /// The item a wheel shows as selected.
        var selected = 0
        var shown = 0.0
        /// The page the pages last rested on: a transition goes from it to a neighbour.
        var restPage = frames.first.map { Self.roundedPage($0.programmatic?.from ?? $0.offset, count) } ?? 0
        for index in frames.indices {
            let frame = frames[index]
            if let jump = frame.jumps.last { restPage = Self.roundedPage(Double(jump), count) }
            defer {
                if frame.offset.rounded() == frame.offset, frame.programmatic == nil { restPage = Self.roundedPage(frame.offset, count) }
                if let program = frame.programmatic, frame.offset == program.to { restPage = Self.roundedPage(program.to, count) }
            }
            let state = MenuTransitionState(offset: frame.offset, count: count, programmatic: frame.programmatic)
            let hold = index < holds.count ? holds[index] : nil
            let model = layout.contentOffset(state, hold: hold)
            // Under `swipe` and `none` a finger does not scroll the menu.
            let finger = scrolls && index < fingers.count ? fingers[index] : nil
            let wheelDrag = interaction == .wheel && finger?.isDown == true
            var out: Double?
            defer {
                offsets[index] = out
                shown = out ?? model
            }
            if !frame.jumps.isEmpty, !wheelDrag {
                // `select(animated: false)` scrolls the menu to the item (`selectItem(at:…)`).
                dragged = nil
                transition = nil
                settleFrom = nil
            }
            let moving = Self.transition(frame, restPage: restPage, count: count)
            if let running = transition, moving?.from != running.from || moving == nil {
                // The transition ended: at another page (arrived), or back where it started.
                transition = nil
                let page = moving?.from ?? Self.roundedPage(frame.offset, count)
                if page != running.from {
                    if let finger, finger.isDown {
                        // Parchment skips the snap while the menu is dragged: it is where the last progress put it.
                        let value = layout.restingOffset(page)
                        dragged = value
                        touch = (finger.touch, value, finger.translation)
                    } else {
                        dragged = nil
                        if !alongside { settleFrom = running.base }
                    }
                } else {
                    dragged = running.base
                }
            }
            if let moving, transition == nil, let base = dragged {
                transition = (moving.from, base)
                // The transition's `setContentOffset` stops a deceleration: a lifted touch moves the menu no more.
                if finger?.isDown != true { touch = nil }
            }
            if let running = transition, let moving {
                let target = layout.restingOffset(moving.to)
                let value = alongside ? running.base + (target - running.base) * moving.fraction : running.base
                out = value
                dragged = value
                if let finger, finger.isDown { touch = (finger.touch, value, finger.translation) }
                continue
            }
            if let from = settleFrom {
                if let hold, hold.fraction < 1 {
                    out = from + (layout.restingOffset(hold.to) - from) * hold.fraction
                    continue
                }
                settleFrom = nil
            }
            guard let finger else {
                out = dragged
                continue
            }
            if finger.isDown {
                if touch?.number != finger.touch {
                    // The touch stops the menu where the previous frame showed it.
                    touch = (finger.touch, index == 0 ? (dragged ?? model) : shown, 0)
                    selected = state.current
                }
                guard let down = touch else { continue }
                let range = layout.scrollRange(state)
                let value = Self.rubberBanded(down.origin - (finger.translation - down.base), range: range, dimension: layout.menuWidth)
                out = value
                dragged = value
                // Parchment looks on each `scrollViewDidScroll` of a drag: only when the finger moved.
                // A touch that has not moved yet (translation 0) scrolls nothing, so it selects nothing.
                let before = index > 0 ? fingers[index - 1].flatMap { $0.touch == finger.touch ? $0.translation : nil } ?? 0 : 0
                let moved = finger.translation != before
                if interaction == .wheel, moved, let item = layout.item(atContentX: value + layout.menuWidth / 2, state), item != selected {
                    selections.append((index, item))
                    selected = item
                }
            } else if let down = touch, down.number == finger.touch, dragged != nil {
                let range = layout.scrollRange(state)
                let lifted = Self.rubberBanded(down.origin - (finger.translation - down.base), range: range, dimension: layout.menuWidth)
                let value = Self.decelerated(from: lifted, velocity: -finger.releaseVelocity, after: finger.sinceRelease, range: range)
                out = value
                dragged = value
            } else {
                out = dragged
            }
        }
        return Result(offsets: offsets, selections: selections)
    }

    /// The page transition a frame shows as Parchment's menu sees it: from the page the pages rested
    /// on to its neighbour on the offset's side (or a `select`'s target), and how far; `nil` at rest,
    /// and past either end, where there is no item to go to.
    static func transition(_ frame: EventFrame, restPage: Int, count: Int) -> (from: Int, to: Int, fraction: Double)? {
        if let program = frame.programmatic, program.to != program.from {
            let state = MenuTransitionState(offset: frame.offset, count: count, programmatic: program)
            guard state.progress != 0, state.upcoming != state.current, state.hasUpcomingItem(count: count) else { return nil }
            return (state.current, state.upcoming, Swift.abs(state.progress))
        }
        guard frame.offset.isFinite else { return nil }
        // A page or more away from the rest page: the pages arrived there (or passed it) on the way.
        var from = restPage
        let away = frame.offset - Double(restPage)
        if away >= 1 { from = Int(frame.offset.rounded(.down)) } else if away <= -1 { from = Int(frame.offset.rounded(.up)) }
        let delta = frame.offset - Double(from)
        guard delta != 0 else { return nil }
        let to = from + (delta > 0 ? 1 : -1)
        guard (0..<count).contains(from), (0..<count).contains(to) else { return nil }
        return (from, to, Swift.abs(delta))
    }

    static func roundedPage(_ offset: Double, _ count: Int) -> Int {
        guard offset.isFinite else { return 0 }
        return Int(Swift.min(Swift.max(offset.rounded(), 0), Double(Swift.max(count - 1, 0))))
    }

    /// `raw` within `range`, rubber-banded past either end by `ScrollViewPaging.rubberBand` in `dimension` points.
    package static func rubberBanded(_ raw: Double, range: ClosedRange<Double>, dimension: Double) -> Double {
        if raw < range.lowerBound { return range.lowerBound - ScrollViewPaging.rubberBand(range.lowerBound - raw, dimension: dimension) }
        if raw > range.upperBound { return range.upperBound + ScrollViewPaging.rubberBand(raw - range.upperBound, dimension: dimension) }
        return raw
    }

    /// Where a scroll view lifted at `from` moving at `velocity` (points/s) is `time` seconds later
    /// (the type's comment): UIKit's deceleration, the bounce at an end, the spring back from past one.
    package static func decelerated(from: Double, velocity: Double, after time: Double, range: ClosedRange<Double>) -> Double {
        let spring = ScrollViewPaging.settleSpring
        let t = Swift.max(0, time)
        if from < range.lowerBound || from > range.upperBound {
            let edge = from < range.lowerBound ? range.lowerBound : range.upperBound
            let toward = (edge - from) * velocity > 0 ? velocity : 0
            return edge + spring.displacement(from: from - edge, velocity: toward, at: t)
        }
        let lnRate = log(ScrollViewPaging.decelerationRate) * 1000   // per second, < 0
        guard velocity != 0 else { return from }
        func position(_ s: Double) -> Double { from + velocity * (exp(lnRate * s) - 1) / lnRate }
        let edge = velocity > 0 ? range.upperBound : range.lowerBound
        // r^(1000s) = 1 + (edge − from)·ln r·1000 / u: when (and whether) the deceleration reaches the end.
        let reach = 1 + (edge - from) * lnRate / velocity
        guard reach > 0, reach < 1 else { return position(t) }
        let hit = log(reach) / lnRate
        guard t > hit else { return position(t) }
        let speed = velocity * reach
        return edge + spring.displacement(from: 0, velocity: speed, at: t - hit)
    }
}
