import Foundation
import Problems
import Testing
@testable import Transforms

/// A finger on Parchment's menu (`menuDrag`, `menuRelease`, `MenuFingerTrack`): the scroll view's
/// rubber band and deceleration against independent formulas, the track's rules frame by frame, and
/// what each `menuInteraction` does to the pages.
@Suite("Menu: a finger on the menu")
struct MenuFingerTests {
    /// Five fixed 100-pt items centred (Parchment's Wheel example) in a 375-pt menu: 137.5 pt of
    /// padding each side, content 775 pt, so the menu scrolls 0…400; item k's frame starts at 137.5 + 100k.
    func wheelMenu(_ interaction: PagingMenuInteraction = .wheel, transition: PagingMenuTransition = .scrollAlongside) -> MenuLayout {
        var options = PagingOptions()
        options.menuItemSize = .fixed(width: 100, height: 40)
        options.selectedScrollPosition = .center
        options.menuInteraction = interaction
        options.menuTransition = transition
        return MenuLayout(options: options, menuWidth: 375, titleWidths: anyTitles(5))
    }

    @Test func theScrollRangeAndTheItemUnderAPointFollowParchmentsPaddedLayout() {
        let m = wheelMenu()
        let rest = MenuTransitionState(offset: 0, count: 5)
        #expect(m.scrollRange(rest) == 0...400)
        #expect(m.restingOffset(0) == 0 && m.restingOffset(4) == 400)
        #expect(m.item(atContentX: 137.4, rest) == nil)       // the padding
        #expect(m.item(atContentX: 137.5, rest) == 0)
        #expect(m.item(atContentX: 337.49, rest) == 1)
        #expect(m.item(atContentX: 637.5, rest) == nil)       // past the last item
    }

    @Test func theRubberBandIsTheClassicFormulaInTheMenusWidth() {
        let range = 0.0...400
        #expect(MenuFingerTrack.rubberBanded(250, range: range, dimension: 375) == 250)
        // 100 pt past the end: (1 − 1/(100·0.55/375 + 1))·375.
        let expected = 400 + (1 - 1 / (100 * 0.55 / 375 + 1)) * 375
        #expect(abs(MenuFingerTrack.rubberBanded(500, range: range, dimension: 375) - expected) < 1e-9)
        #expect(abs(MenuFingerTrack.rubberBanded(-100, range: range, dimension: 375) + (expected - 400)) < 1e-9)
    }

    @Test func theDecelerationMatchesUIKitsPerMillisecondDecay() {
        // UIKit multiplies the velocity by 0.998 each millisecond; summed step by step, it agrees with
        // the closed form within 0.15 % of the distance (the sum's steps against the integral differ
        // by (−ln r)/(1 − r) ≈ 1.001).
        let range = 0.0...10_000
        for (velocity, time) in [(800.0, 0.2), (800, 1.0), (-500, 0.5), (2000, 3.0)] {
            var x = 5000.0, v = velocity
            for _ in 0..<Int((time * 1000).rounded()) { x += v / 1000; v *= 0.998 }
            let closed = MenuFingerTrack.decelerated(from: 5000, velocity: velocity, after: time, range: range)
            #expect(abs(closed - x) <= abs(x - 5000) * 1.5e-3, "v \(velocity), t \(time): \(closed) vs \(x)")
        }
        // Left alone it travels velocity · 0.4995 s (UIKit's projection).
        let far = MenuFingerTrack.decelerated(from: 5000, velocity: 1000, after: 60, range: range)
        #expect(abs(far - 5000 - 1000 * 0.998 / 0.002 / 1000) < 1.5)
    }

    @Test func aFlickIntoAnEndOvershootsAndComesBack() {
        let range = 0.0...400
        // 350 pt in, moving 1000 pt/s toward the end at 400: it would coast ≈ 500 pt.
        let path = stride(from: 0.0, through: 3, by: 0.01).map { MenuFingerTrack.decelerated(from: 350, velocity: 1000, after: $0, range: range) }
        #expect(path.max()! > 400.5 && path.max()! < 430, "overshoot \(path.max()!)")
        #expect(abs(path.last! - 400) < 0.01)
        // Lifted past an end at rest: springs back, never past the other way.
        let back = stride(from: 0.0, through: 2, by: 0.01).map { MenuFingerTrack.decelerated(from: 430, velocity: 0, after: $0, range: range) }
        #expect(back.allSatisfy { $0 >= 400 - 1e-9 } && abs(back.last! - 400) < 0.01)
    }

    /// The track over offsets at 10 fps with a finger per frame (`nil`: none).
    func track(_ m: MenuLayout, offsets: [Double], fingers: [MenuFinger?], holds: [MenuScrollHold?] = []) -> MenuFingerTrack.Result {
        MenuFingerTrack(layout: m, interaction: m.options.menuInteraction)
            .run(frames: offsets.map { EventFrame(offset: $0) }, fingers: fingers, holds: holds)
    }

    @Test func theMenuFollowsTheFingerThenTheNextTransitionStartsFromIt() {
        let m = wheelMenu(.scrolling)
        let down = { (t: Double) in MenuFinger(touch: 0, translation: t, isDown: true) }
        let up = { (s: Double) in MenuFinger(touch: 0, translation: -150, isDown: false, sinceRelease: s, releaseVelocity: 0) }
        let result = track(m, offsets: [0, 0, 0, 0, 0.5, 1, 1], fingers: [nil, down(-50), down(-150), up(0.1), up(0.2), up(0.3), up(0.4)])
        #expect(result.offsets[0] == nil)
        #expect(result.offsets[1] == 50 && result.offsets[2] == 150 && result.offsets[3] == 150)
        // Halfway to page 1 (S(1) = 100): 150 + (100 − 150)·0.5.
        #expect(result.offsets[4] == 125)
        // Arrived: the menu is where the page model puts it (the finger's offset forgotten).
        #expect(result.offsets[5] == nil && result.offsets[6] == nil)
        #expect(result.selections.isEmpty)
    }

    @Test func aTransitionThatGoesBackLeavesTheMenuWhereTheFingerLeftIt() {
        let m = wheelMenu(.scrolling)
        let up = MenuFinger(touch: 0, translation: -150, isDown: false, sinceRelease: 1, releaseVelocity: 0)
        let result = track(m, offsets: [0, 0, 0.4, 0], fingers: [MenuFinger(touch: 0, translation: -150, isDown: true), up, up, up])
        #expect(result.offsets[2] == 150 + (100 - 150) * 0.4)
        #expect(result.offsets[3] == 150)
    }

    @Test func aTransitionBackGoesFromTheDraggedOffsetToThePreviousItem() {
        let m = wheelMenu(.scrolling)
        let up = MenuFinger(touch: 0, translation: -150, isDown: false, sinceRelease: 1, releaseVelocity: 0)
        // At page 1 (S(1) = 100) the finger leaves the menu at 250; the pages go back to page 0 (S(0) = 0).
        let result = track(m, offsets: [1, 1, 0.7, 0.2, 0], fingers: [MenuFinger(touch: 0, translation: -150, isDown: true), up, up, up, up])
        #expect(result.offsets[1] == 250)
        #expect(abs(result.offsets[2]! - (250 + (0 - 250) * 0.3)) < 1e-9)
        #expect(abs(result.offsets[3]! - (250 + (0 - 250) * 0.8)) < 1e-9)
        #expect(result.offsets[4] == nil)
        // Two pages in a row with no frame at rest between: the first arrival forgets the finger's offset.
        let lifted = MenuFinger(touch: 0, translation: -300, isDown: false, sinceRelease: 1, releaseVelocity: 0)
        let fast = track(m, offsets: [0, 0, 0.5, 1.5, 2], fingers: [MenuFinger(touch: 0, translation: -300, isDown: true), lifted, lifted, lifted, lifted])
        #expect(fast.offsets[2] == 300 + (100 - 300) * 0.5)
        #expect(fast.offsets[3] == nil && fast.offsets[4] == nil)
    }

    @Test func aTransitionStopsTheDecelerationForGood() throws {
        let m = wheelMenu(.scrolling)
        // Lifted at 100 moving 1000 pt/s: decelerating; the pages start toward page 1 and come back.
        let fling = { (s: Double) in MenuFinger(touch: 0, translation: -100, isDown: false, sinceRelease: s, releaseVelocity: -1000) }
        let result = track(m, offsets: [0, 0, 0, 0.2, 0, 0], fingers: [MenuFinger(touch: 0, translation: -100, isDown: true), fling(0), fling(0.05), fling(0.1), fling(0.15), fling(0.5)])
        let stopped = try #require(result.offsets[2])
        #expect(stopped > 100)
        // Back at page 0 the menu stays where the transition found it, not where the deceleration would be.
        #expect(result.offsets[4] == stopped && result.offsets[5] == stopped)
    }

    @Test func animateAfterWaitsAtTheDraggedOffsetThenScrollsFromIt() {
        let m = wheelMenu(.scrolling, transition: .animateAfter)
        let up = MenuFinger(touch: 0, translation: -300, isDown: false, sinceRelease: 1, releaseVelocity: 0)
        let holds: [MenuScrollHold?] = [nil, nil, MenuScrollHold(from: 0, to: 1, fraction: 0.5), MenuScrollHold(from: 1, to: 1, fraction: 1)]
        let result = track(m, offsets: [0, 0.5, 1, 1], fingers: [MenuFinger(touch: 0, translation: -300, isDown: true), up, up, up], holds: holds)
        #expect(result.offsets[1] == 300)
        #expect(result.offsets[2] == 300 + (100 - 300) * 0.5)
        #expect(result.offsets[3] == nil)
    }

    @Test func aWheelSelectsTheItemUnderTheCentreOnlyWhileTheFingerMoves() {
        let m = wheelMenu(.wheel)
        // Centre = offset + 187.5: 76.7 → 264 (item 1), 153.3 → 340.8 (item 2), 230 → 417.5 (item 2).
        let fingers: [MenuFinger?] = [nil, MenuFinger(touch: 0, translation: -76.7, isDown: true),
                                      MenuFinger(touch: 0, translation: -153.3, isDown: true), MenuFinger(touch: 0, translation: -230, isDown: true),
                                      MenuFinger(touch: 0, translation: -230, isDown: false, sinceRelease: 0.5, releaseVelocity: -2000)]
        let result = track(m, offsets: [0, 0, 0, 0, 0], fingers: fingers)
        #expect(result.selections.map(\.frame) == [1, 2] && result.selections.map(\.item) == [1, 2])
        // Decelerating toward item 4 selects nothing (UIKit's isDragging is false after the lift).
        #expect(result.offsets[4]! > 300)
    }

    @Test func aWheelTouchThatHasNotMovedSelectsNothing() {
        // Item 0 selected at offset 0 of a preferCentered menu: the centre (187.5) lies on item 1.
        var options = PagingOptions()
        options.menuItemSize = .fixed(width: 150, height: 40)
        options.menuInteraction = .wheel
        let m = MenuLayout(options: options, menuWidth: 375, titleWidths: anyTitles(5))
        let still = track(m, offsets: [0, 0, 0], fingers: [nil, MenuFinger(touch: 0, translation: 0, isDown: true), MenuFinger(touch: 0, translation: 0, isDown: true)])
        #expect(still.selections.isEmpty)
        let moved = track(m, offsets: [0, 0, 0], fingers: [nil, MenuFinger(touch: 0, translation: 0, isDown: true), MenuFinger(touch: 0, translation: -1, isDown: true)])
        #expect(moved.selections.map(\.item) == [1])
    }

    @Test func swipeAndNoneLeaveTheMenuToThePages() {
        for interaction in [PagingMenuInteraction.swipe, .none] {
            let m = wheelMenu(interaction)
            let result = track(m, offsets: [0, 0], fingers: [MenuFinger(touch: 0, translation: 0, isDown: true), MenuFinger(touch: 0, translation: -200, isDown: true)])
            #expect(result.offsets == [nil, nil] && result.selections.isEmpty, "\(interaction)")
        }
    }

    // MARK: The pages

    func sampler(_ steps: [TimelineStep], interaction: PagingMenuInteraction?, fps: Int = 10, start: Double = 0) -> TimelineSampler {
        var sampler = TimelineSampler(script: TimelineScript(fps: fps, start: start, steps: steps), pageLength: 375, pageCount: 5)
        sampler.menuInteraction = interaction
        return sampler
    }

    @Test func aSwipeLeftTurnsToTheNextPageWithoutATap() throws {
        let samples = try sampler([.menuDrag(.curve(by: -100, duration: 0.2, curve: .linear)), .menuRelease(velocity: nil), .wait(0.5)],
                                  interaction: .swipe).samples()
        // 50 pt at 0.1 s: the select starts there, animated (the default animator, 0.3 s).
        #expect(samples[1].programmatic?.selectedItem == 1 && samples[1].programmatic?.bySwipe == true)
        #expect(samples.last?.offset == 1 && samples.last?.page == 1)
        #expect(samples.allSatisfy { $0.menuFinger != nil })
        // The finger lifts at 0.2 s: that sample shows it lifted.
        #expect(samples[1].menuFinger?.isDown == true && samples[2].menuFinger?.isDown == false)
    }

    @Test func aSwipeRightOnTheFirstPageASlowDragAndNoneDoNothing() throws {
        let right = try sampler([.menuDrag(.curve(by: 100, duration: 0.2, curve: .linear))], interaction: .swipe).samples()
        #expect(right.allSatisfy { $0.offset == 0 && $0.programmatic == nil })
        // 50 pt only after 0.5 s: too slow for a swipe.
        let slow = try sampler([.menuDrag(.curve(by: -60, duration: 1, curve: .linear))], interaction: .swipe).samples()
        #expect(slow.allSatisfy { $0.offset == 0 })
        let none = try sampler([.menuDrag(.curve(by: -100, duration: 0.2, curve: .linear))], interaction: PagingMenuInteraction.none).samples()
        #expect(none.allSatisfy { $0.offset == 0 })
        // A swipe right from page 2 goes back one page.
        let back = try sampler([.menuDrag(.curve(by: 100, duration: 0.2, curve: .linear)), .wait(0.5)], interaction: .swipe, start: 2).samples()
        #expect(back.last?.offset == 1)
    }

    @Test func aWheelsSelectionsArePagesSetWithoutAnimation() throws {
        var wheel = sampler([.menuDrag(.curve(by: -230, duration: 0.3, curve: .linear))], interaction: .wheel)
        wheel.menuSelections = [(0.1, 1), (0.2, 2)]
        let samples = try wheel.samples()
        #expect(samples.map(\.offset) == [0, 1, 2, 2])
        #expect(samples.map(\.jumps) == [[], [1], [2], []])
    }

    @Test func theReleaseLastsUntilTheDecelerationIsAlmostOver() throws {
        let samples = try sampler([.menuDrag(.curve(by: -100, duration: 0.1, curve: .linear)), .menuRelease(velocity: -1000)],
                                  interaction: .scrolling).samples()
        // Left: 1000 · 0.4995 · 0.998^(1000t) < 0.5 pt from t = ln(0.5 / 499.5) / (1000 · ln 0.998) ≈ 3.45 s.
        let expected = log(0.5 / (1000 / -(log(0.998) * 1000))) / (log(0.998) * 1000)
        #expect(abs(samples.last!.time - (0.1 + expected)) < 0.1 + 1e-9)
        #expect(samples.last?.menuFinger?.releaseVelocity == -1000)
    }

    @Test func oneFingerAtATimeAndOnlyOnAMenu() {
        func problem(_ steps: [TimelineStep], _ interaction: PagingMenuInteraction?) -> String {
            do {
                _ = try sampler(steps, interaction: interaction).samples()
                return ""
            } catch {
                return error.description
            }
        }
        let drag = TimelineStep.drag(.curve(by: -50, duration: 0.1, curve: .linear))
        let menuDrag = TimelineStep.menuDrag(.curve(by: -50, duration: 0.1, curve: .linear))
        #expect(problem([menuDrag], nil).contains("menuDrag needs a menu"))
        #expect(problem([menuDrag, drag], .scrolling).contains("add `menuRelease` before it"))
        #expect(problem([drag, menuDrag], .scrolling).contains("add `release` before it"))
        #expect(problem([.menuRelease(velocity: nil)], .scrolling).contains("no finger on the menu"))
        #expect(problem([menuDrag, .menuRelease(velocity: nil), drag, .release(velocity: nil)], .scrolling) == "")
    }
}
