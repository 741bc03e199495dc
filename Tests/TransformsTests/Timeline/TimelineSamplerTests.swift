import Problems
import Foundation
import Testing
@testable import Transforms

/// A 375-pt page (an iPhone's width) and five pages unless a test says otherwise.
let page = 375.0

func sample(_ steps: [TimelineStep], fps: Int = 60, start: Double = 0, paging: PagingModel = .scrollView,
            pages: Int = 5, solver: TimingCurve.Solver = .exact) throws -> [TimelineSample] {
    try TimelineSampler(script: TimelineScript(fps: fps, start: start, steps: steps, curveSolver: solver),
                        paging: paging, pageLength: page, pageCount: pages).samples()
}

/// Critically damped, independent of `Spring`: `y = (y0 + (v0 + ω·y0)·t)·e^(−ωt)`.
func criticallyDamped(response: Double, y0: Double, v0: Double, t: Double) -> Double {
    let omega = 2 * Double.pi / response
    return (y0 + (v0 + omega * y0) * t) * exp(-omega * t)
}

@Suite("Time-based timelines")
struct TimelineSamplerTests {
    @Test func aSpringScrollAt10FpsGivesSeedSection2Point4() throws {
        let samples = try sample([.scroll(to: 1, duration: nil, curve: .spring(Spring(response: 0.4, dampingFraction: 0.95)))], fps: 10)
        let expected = [0, 0.479, 0.844, 0.965, 0.994]
        for (sample, value) in zip(samples, expected) {
            #expect(abs(sample.offset - value) < 1e-3, "t = \(sample.time)")
            #expect(sample.phase == (sample.time == 0 ? .settling : .settling))
        }
        // Settled (0.1 %) at ≈ 0.49 s: the sample at 0.5 s is the first at or after the end, at rest on the target.
        #expect(samples.map(\.time) == [0, 0.1, 0.2, 0.3, 0.4, 0.5])
        #expect(samples.last?.offset == 1 && samples.last?.phase == .idle)
    }

    @Test func framesRunUpToAndIncludingTheFirstAtOrAfterTheEnd() throws {
        let exact = try sample([.wait(0.5)], fps: 10)
        #expect(exact.map(\.time) == [0, 0.1, 0.2, 0.3, 0.4, 0.5])
        let between = try sample([.wait(0.45)], fps: 10)
        #expect(between.count == 6 && between.allSatisfy { $0.offset == 0 && $0.phase == .idle })
        #expect(try sample([], fps: 30).map(\.time) == [0])
    }

    @Test func aBezierScrollFollowsItsCurveAndSolver() throws {
        for solver in TimingCurve.Solver.allCases {
            let samples = try sample([.scroll(to: 3, duration: 1, curve: .named(.easeOutBack))], fps: 4, start: 1, solver: solver)
            let expected = [0, 0.25, 0.5, 0.75].map { 1 + 2 * TimingCurve.named(.easeOutBack).value(at: $0, solver: solver) } + [3]
            #expect(samples.map(\.offset) == expected)
            #expect(samples.map(\.phase) == [.settling, .settling, .settling, .settling, .idle])
        }
    }

    @Test func scrollViewDragsOneToOneThenSettlesCriticallyOnTheProjectedPage() throws {
        // Drag 120 pt left in 0.3 s at a steady 400 pt/s, then lift: the projection (0.32 + 1.0667 · 0.499 ≈ 0.85)
        // lands on page 1, and a critically damped spring (response 0.3 s) carries the velocity there.
        let samples = try sample([.drag(.curve(by: -120, duration: 0.3, curve: .linear)), .release(velocity: nil)])
        let v0 = 400 / page
        for sample in samples {
            let t = sample.time
            if t < 0.3 {
                #expect(abs(sample.offset - 120 * (t / 0.3) / page) < 1e-12, "t = \(t)")
                #expect(sample.phase == .dragging)
            } else if sample.phase == .settling {
                let expected = 1 + criticallyDamped(response: 0.3, y0: 0.32 - 1, v0: v0, t: t - 0.3)
                #expect(abs(sample.offset - expected) < 1e-9, "t = \(t)")
            }
        }
        let last = try #require(samples.last)
        #expect(last.offset == 1 && last.phase == .idle)
        // It stayed within 0.001 page of the target from the end of the settle on, and not before.
        let settle = last.time
        let before = try #require(samples.dropLast().last)
        #expect(settle - before.time < 1.0 / 60 + 1e-12)
        #expect(samples.filter { $0.phase == .settling }.count > 10)
    }

    @Test func aSlowDragBackSettlesOnTheStartingPage() throws {
        let samples = try sample([.drag(.curve(by: -120, duration: 1, curve: .easeOut)), .release(velocity: nil)])
        #expect(samples.last?.offset == 0)
    }

    @Test func aReleaseNeverGoesMoreThanOnePageAway() {
        for velocity in [-1e6, -5000.0, 5000, 1e6] {
            let target = ScrollViewPaging.targetPage(offset: 2.2, velocity: -velocity / page, startPage: 2, pageCount: 10)
            #expect(target == (velocity < 0 ? 3 : 1))
        }
        #expect(ScrollViewPaging.targetPage(offset: 0.1, velocity: -50, startPage: 0, pageCount: 10) == 0)
        #expect(ScrollViewPaging.targetPage(offset: 9, velocity: 50, startPage: 9, pageCount: 10) == 9)
    }

    @Test func pastTheEndsTheScrollViewRubberBands() throws {
        // Finger right on the first page: the overscroll x shows as (1 − 1/(x·0.55/375 + 1))·375.
        let samples = try sample([.drag(.curve(by: 200, duration: 0.5, curve: .linear)), .release(velocity: 0)], fps: 20)
        for sample in samples where sample.time < 0.5 {
            let x = 200 * sample.time / 0.5
            #expect(abs(sample.offset - -(1 - 1 / (x * 0.55 / page + 1))) < 1e-12)
        }
        let shownAtRelease = -(1 - 1 / (200 * 0.55 / page + 1))
        let back = try #require(samples.first { $0.time == 0.5 })
        #expect(abs(back.offset - shownAtRelease) < 1e-12 && back.phase == .settling)
        #expect(samples.last?.offset == 0)
        #expect(ScrollViewPaging.rubberBand(0, dimension: page) == 0)
        #expect(ScrollViewPaging.rubberBand(1e12, dimension: page) < page)
    }

    @Test func setCurrentPageUsesUpstreamsAnimatorAndNextStopsAtTheEnds() throws {
        let samples = try sample([.setCurrentPage(2, animated: true)], fps: 10)
        let expected = [0, 0.1, 0.2, 0.3].map { 2 * AnimatorCurve.easeInOut.fromLinear(progress: $0 / 0.3) }
        #expect(zip(samples.map(\.offset), expected).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(samples.count == 4)
        let jump = try sample([.wait(0.1), .setCurrentPage(3, animated: false), .wait(0.1)], fps: 10)
        #expect(jump.map(\.offset) == [0, 3, 3])
        let ends = try sample([.previous, .wait(0.1), .setCurrentPage(4, animated: false), .next], fps: 10)
        #expect(ends.map(\.offset) == [0, 4])
        let next = try sample([.next, .previous], fps: 10)
        #expect(next.map(\.offset).last == 0 && next.count == 7)
    }

    @Test func setCurrentPageClampsLikeUpstreamAndTakesTheAnimatorsDurationAndCurve() throws {
        // Upstream clamps the offset to the content: page 9 of 5 is page 4, page −2 is page 0.
        #expect(try sample([.setCurrentPage(9, animated: false)], fps: 10, start: 1).last?.offset == 4)
        #expect(try sample([.setCurrentPage(-2, animated: true)], fps: 10, start: 3).last?.offset == 0)
        // DefaultViewAnimator(0.5, .linear): halfway at 0.25 s, there at 0.5 s.
        let linear = try sample([.setCurrentPage(2, animated: true, duration: 0.5, curve: .linear)], fps: 4)
        #expect(linear.map(\.time) == [0, 0.25, 0.5])
        #expect(linear.map(\.offset) == [0, 1, 2])
        let easeOut = try sample([.setCurrentPage(4, animated: true, duration: 1, curve: .easeOut)], fps: 4)
        #expect(easeOut.map(\.offset) == [0, 0.25, 1, 2.25, 4])
    }

    @Test func aHardFlickSettlesMonotonicallyOntoThePageAndNeverPastIt() throws {
        // The flick the issue reported: 2.024, 2.036, 2.038 for target 2 before the fix.
        for velocity in [-600.0, -1500, -3000, -9000] {
            let samples = try sample([.drag(.curve(by: -100, duration: 0.1, curve: .linear)), .release(velocity: velocity)], start: 1)
            let settle = samples.filter { $0.time >= 0.1 }
            #expect(settle.allSatisfy { $0.offset <= 2 }, "velocity \(velocity)")
            #expect(zip(settle, settle.dropFirst()).allSatisfy { $0.offset <= $1.offset }, "velocity \(velocity)")
            #expect(samples.last?.offset == 2)
        }
        // Released at 0.6 moving slowly back (the projection still rounds to page 1): the settle
        // does not carry on toward page 0 first.
        let back = try sample([.drag(.curve(by: -225, duration: 0.5, curve: .linear)), .release(velocity: 30)])
        let settle = back.filter { $0.time >= 0.5 }
        #expect(zip(settle, settle.dropFirst()).allSatisfy { $0.offset <= $1.offset } && back.last?.offset == 1)
    }

    @Test func explicitDragSamplesAreFollowedLinearly() throws {
        let samples = try sample([.drag(.samples([0, -37.5, -75, -150])), .wait(0)], fps: 10)
        #expect(samples.map(\.offset) == [0, 0.1, 0.2, 0.4])
        #expect(samples.map(\.phase) == [.dragging, .dragging, .dragging, .dragging])
    }

    @Test func badTimelinesNameTheStep() {
        func problem(_ steps: [TimelineStep], fps: Int = 60, paging: PagingModel = .scrollView) -> Problem? {
            do { _ = try sample(steps, fps: fps, paging: paging); return nil } catch { return error as? Problem }
        }
        #expect(problem([.wait(-1)])?.setting == "timeline.steps[0]")
        #expect(problem([.wait(-1)])?.kind == .outOfRange)
        #expect(problem([.wait(1), .release(velocity: nil)])?.setting == "timeline.steps[1]")
        #expect(problem([.wait(1), .release(velocity: nil)])?.kind == .conflict)
        #expect(problem([.drag(.curve(by: -10, duration: 0.1, curve: .linear)), .scroll(to: 1, duration: 1, curve: .linear)])?.setting == "timeline.steps[1]")
        #expect(problem([.drag(.curve(by: -10, duration: 0, curve: .linear))])?.setting == "timeline.steps[0]")
        #expect(problem([.scroll(to: 1, duration: nil, curve: .easeIn)])?.setting == "timeline.steps[0]")
        #expect(problem([.setCurrentPage(1, animated: true, duration: -1)])?.setting == "timeline.steps[0]")
        #expect(problem([.wait(0), .setCurrentPage(1, animated: true, curve: .linear)], paging: .elegantPages(.regularDefault))?
            .what.contains("pageTurnAnimation") == true)
        // The rate's problems name the rate, with the value given.
        #expect(problem([.wait(1)], fps: 0)?.setting == "timeline.fps" && problem([.wait(1)], fps: 241)?.value == "241")
        let tooLong = problem([.wait(1000)], fps: 240)
        #expect(tooLong?.what.contains("100000") == true && tooLong?.setting == "timeline.fps" && tooLong?.kind == .outOfRange)
        #expect(problem([.wait(416)], fps: 240) == nil)
    }
}
