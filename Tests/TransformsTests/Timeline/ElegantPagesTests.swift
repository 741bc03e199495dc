import Foundation
import Testing
@testable import Transforms

/// ElegantPages' decision table (SEEDS.md §2.2–2.3), frame by frame on a 375-pt page.
@Suite("ElegantPages paging")
struct ElegantPagesTests {
    static let regular = PagingModel.elegantPages(.regularDefault)
    static let earlyCutoff = PagingModel.elegantPages(.earlyCutoffDefault)
    static let spring = Spring(response: 0.4, dampingFraction: 0.95)

    /// SwiftUI's `.easeInOut` over 0.35 s from `from` to `to`, `t` s after it starts.
    func easeInOut(_ from: Double, _ to: Double, _ t: Double) -> Double {
        t >= 0.35 ? to : from + (to - from) * CubicBezier(0.42, 0, 0.58, 1).value(at: t / 0.35)
    }

    /// The default spring from `from` to `to`, `t` s after it starts (closed form, SEEDS §2.4, no velocity).
    func springValue(_ from: Double, _ to: Double, _ t: Double) -> Double {
        let omega0 = 2 * Double.pi / 0.4, zeta = 0.95, omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let decay: Double = exp(-zeta * omega0 * t)
        let wave: Double = cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t)
        let x = 1 - decay * wave
        return from + (to - from) * x
    }

    func drag(_ by: Double, _ duration: Double) -> TimelineStep { .drag(.curve(by: by, duration: duration, curve: .linear)) }

    @Test func regularBelowTheDeltaSnapsBackWithEaseInOut() throws {
        // 100 pt < 0.3 · 375: no turn. Nothing moves before SwiftUI's 10-pt minimum (t < 0.02 s).
        let samples = try sample([drag(-100, 0.2), .release(velocity: nil)], fps: 100, paging: Self.regular)
        for s in samples {
            let expected: Double
            if s.time < 0.02 - 1e-12 { expected = 0 } else if s.time < 0.2 { expected = 100 * s.time / 0.2 / page } else {
                expected = easeInOut(100 / page, 0, s.time - 0.2)
            }
            #expect(abs(s.offset - expected) < 1e-9, "t = \(s.time)")
        }
        #expect(samples.last?.offset == 0 && samples.last?.phase == .idle)
        #expect(abs(samples.last!.time - 0.55) < 1e-9)
    }

    @Test func aCrossingExactlyOnAFrameCountsOnThatFrameWhenTheStepStartsLater() throws {
        // The finger reaches 10 pt exactly at 0.32 s; a held finger (wait) keeps dragging.
        let samples = try sample([.wait(0.3), drag(-100, 0.2), .wait(0.1), .release(velocity: nil)], fps: 100, paging: Self.regular)
        #expect(samples[31].offset == 0 && abs(samples[32].offset - 10 / page) < 1e-12)
        #expect(samples[55].phase == .dragging && abs(samples[55].offset - 100 / page) < 1e-12)
        #expect(samples[61].phase == .settling)
    }

    @Test func regularAboveTheDeltaTurnsOnePageOnRelease() throws {
        let samples = try sample([drag(-150, 0.3), .release(velocity: 5000)], fps: 100, paging: Self.regular)
        for s in samples where s.time >= 0.3 {
            #expect(abs(s.offset - easeInOut(0.4, 1, s.time - 0.3)) < 1e-9, "t = \(s.time)")
            #expect(s.phase == (s.time < 0.65 - 1e-9 ? .settling : .idle))
        }
        // The release velocity is ignored: a fling back does not stop the turn.
        #expect(samples.last?.offset == 1)
        // Finger right from page 1 → page 0.
        let back = try sample([drag(150, 0.3), .release(velocity: nil)], fps: 100, start: 1, paging: Self.regular)
        #expect(back.last?.offset == 0)
        #expect(abs(back[20].offset - (1 - 150 * 0.2 / 0.3 / page)) < 1e-12)
    }

    @Test func regularOnTheFirstAndLastPagesHidesThePullUnlessItBounces() throws {
        let first = try sample([drag(150, 0.3), .release(velocity: nil)], fps: 100, paging: Self.regular)
        #expect(first.allSatisfy { $0.offset == 0 })
        let last = try sample([drag(-150, 0.3), .release(velocity: nil)], fps: 100, start: 4, paging: Self.regular)
        #expect(last.allSatisfy { $0.offset == 4 })
        // With bounces the pull shows, and the release snaps back (clamped: no page before 0).
        let bouncing = PagingModel.elegantPages(ElegantPagesPaging(turn: .regular(pageTurnDelta: 0.3), bounces: true))
        let shown = try sample([drag(150, 0.3), .release(velocity: nil)], fps: 100, paging: bouncing)
        #expect(abs(shown[20].offset - -150 * 0.2 / 0.3 / page) < 1e-12)
        #expect(abs(shown[40].offset - easeInOut(-0.4, 0, 0.1)) < 1e-9)
        #expect(shown.last?.offset == 0)
    }

    @Test func aDragThatNeverPassesMinDragDistanceStaysStuck() throws {
        // minDragDistance = 0.3 · 375 / 5 = 22.5 pt: a 20-pt drag's end is skipped and its translation stays.
        let samples = try sample([drag(-20, 0.2), .release(velocity: nil), .wait(0.5)], fps: 100, paging: Self.regular)
        #expect(samples[9].offset == 0)
        #expect(abs(samples.last!.offset - 20 / page) < 1e-12 && samples.last?.phase == .idle)
        // A 23-pt drag passes it and snaps back.
        let passed = try sample([drag(-23, 0.2), .release(velocity: nil)], fps: 100, paging: Self.regular)
        #expect(passed.last?.offset == 0)
    }

    @Test func earlyCutoffResistsBelowTheCutoffAndSpringsBack() throws {
        // 60 pt < 80: the page follows at 40/80 = 0.5 of the finger, then springs back.
        let samples = try sample([drag(-60, 0.3), .release(velocity: nil)], fps: 100, paging: Self.earlyCutoff)
        for s in samples {
            let expected: Double
            if s.time < 0.05 - 1e-12 { expected = 0 } else if s.time < 0.3 { expected = 60 * s.time / 0.3 * 0.5 / page } else {
                expected = s.phase == .idle ? 0 : springValue(30 / page, 0, s.time - 0.3)
            }
            #expect(abs(s.offset - expected) < 1e-9, "t = \(s.time)")
        }
        #expect(samples.last?.offset == 0)
    }

    @Test func earlyCutoffTurnsDuringTheDragAndFreezesTheRest() throws {
        // The finger passes 80 pt at 0.2 s (400 pt/s): the page turns then, from 40 pt of resisted pull, with the
        // spring; the rest of the gesture (to 160 pt) is frozen and the release changes nothing.
        let samples = try sample([drag(-160, 0.4), .release(velocity: nil)], fps: 100, paging: Self.earlyCutoff)
        for s in samples {
            let expected: Double
            if s.time < 0.025 - 1e-12 { expected = 0 } else if s.time < 0.2 - 1e-9 { expected = 400 * s.time * 0.5 / page } else {
                expected = s.phase == .idle ? 1 : springValue(40 / page, 1, s.time - 0.2)
            }
            #expect(abs(s.offset - expected) < 1e-6, "t = \(s.time)")
            #expect(s.phase == (s.time < 0.4 ? .dragging : (s.phase == .idle ? .idle : .settling)))
        }
        let end = try #require(samples.last)
        #expect(end.offset == 1 && end.time > 0.6)
        // One turn per gesture, even if the finger keeps going.
        let long = try sample([drag(-600, 0.6), .release(velocity: nil)], fps: 60, paging: Self.earlyCutoff)
        #expect(long.last?.offset == 1 && long.allSatisfy { $0.offset <= 1.01 })
    }

    @Test func earlyCutoffAtTheEndsNeverTurnsAndShowsThePullOnlyWhenItBounces() throws {
        let first = try sample([drag(160, 0.4), .release(velocity: nil)], fps: 100, paging: Self.earlyCutoff)
        #expect(first.allSatisfy { $0.offset == 0 })
        let last = try sample([drag(-160, 0.4), .release(velocity: nil)], fps: 100, start: 4, paging: Self.earlyCutoff)
        #expect(last.allSatisfy { $0.offset == 4 })
        let bouncing = PagingModel.elegantPages(ElegantPagesPaging(turn: ElegantPagesPaging.earlyCutoffDefault.turn, bounces: true))
        let shown = try sample([drag(160, 0.4), .release(velocity: nil)], fps: 100, paging: bouncing)
        #expect(abs(shown[30].offset - -(400 * 0.3 * 0.5) / page) < 1e-12)
        #expect(abs(shown[40].offset - -80 / page) < 1e-12)
        #expect(shown.last?.offset == 0)
    }

    @Test func setCurrentPageAnimatesWithThePageTurnAnimation() throws {
        let regular = try sample([.setCurrentPage(3, animated: true)], fps: 20, paging: Self.regular)
        #expect(abs(regular[3].offset - easeInOut(0, 3, 0.15)) < 1e-12 && regular.last?.offset == 3)
        let spring = try sample([.next], fps: 10, paging: Self.earlyCutoff)
        #expect(abs(spring[1].offset - springValue(0, 1, 0.1)) < 1e-12)
    }
}
