import PropertyBased
import Testing
@testable import Transforms

@Suite("PVView's action progress")
struct ActionProgressTests {
    /// SEEDS §3.2: (p, start, stop) → q.
    @Test(arguments: [
        (0.4, 0.2, 0.6, 0.5), (0.1, 0.2, 0.6, 0.0), (0.8, 0.2, 0.6, 1.0), (-0.2, 0.0, 0.5, -0.4),
        (1.2, 0.5, 1.0, 1.4), (0.3, 0.5, 1.0, 0.0), (0.75, 0.5, 1.0, 0.5),
    ])
    func mapsPageProgressAsPVViewDoes(_ vector: (Double, Double, Double, Double)) {
        let (p, start, stop, expected) = vector
        let q = ActionParameters(startOffset: start, stopOffset: stop).linearProgress(p)
        #expect(isClose(q, expected, 1e-12), "p \(p), start \(start), stop \(stop): \(q)")
    }

    @Test func bouncesPassOnlyAtAnOpenEnd() {
        // Starting at 0 lets a negative bounce through; starting later holds at 0.
        #expect(ActionParameters(startOffset: 0, stopOffset: 0.5).linearProgress(-0.1) < 0)
        #expect(ActionParameters(startOffset: 0.1, stopOffset: 0.5).linearProgress(-0.1) == 0)
        // Stopping at 1 lets progress past 1 through; stopping earlier holds at 1.
        #expect(ActionParameters(startOffset: 0.5, stopOffset: 1).linearProgress(1.5) == 2)
        #expect(ActionParameters(startOffset: 0.5, stopOffset: 0.9).linearProgress(1.5) == 1)
    }

    @Test func clampStopsABounceFromRunningTheActionBackwards() {
        let clamped = ActionParameters(clamp: true)
        #expect(clamped.linearProgress(-0.3) == 0)
        #expect(clamped.linearProgress(1.3) == 1)
        #expect(clamped.linearProgress(0.3) == 0.3)
        // PVView's quirk: a bezier on the cubic's extension turns a bounce around; clamping prevents it.
        let easeInOut = ActionTiming(curve: .easeInOut)
        let bouncing = ActionParameters(timing: easeInOut)
        #expect(bouncing.easedProgress(linear: bouncing.linearProgress(-0.2)) > 0)
        let held = ActionParameters(timing: easeInOut, clamp: true)
        #expect(held.easedProgress(linear: held.linearProgress(-0.2)) == 0)
    }

    @Test func validityIsPVViewsPrecondition() {
        #expect(ActionParameters(startOffset: 0, stopOffset: 1).isValid)
        #expect(ActionParameters(startOffset: 0.2, stopOffset: 0.6).isValid)
        #expect(!ActionParameters(startOffset: 0.6, stopOffset: 0.6).isValid)
        #expect(!ActionParameters(startOffset: 0.7, stopOffset: 0.6).isValid)
        #expect(!ActionParameters(startOffset: -0.1, stopOffset: 0.6).isValid)
        #expect(!ActionParameters(startOffset: 0, stopOffset: 1.1).isValid)
    }

    /// The curves the property test draws from: none, a named one, a cubic-bezier, with PVView's solver.
    static func curve(_ which: Int) -> (timing: ActionTiming, port: @Sendable (Double) -> Double)? {
        switch which {
        case 1: return (ActionTiming(curve: .named(.easeInOutBack)), { PVViewPort.Bezier(0.68, -0.55, 0.265, 1.55).evaluate($0) })
        case 2: return (ActionTiming(curve: .named(.easeOutQuart)), { PVViewPort.Bezier(0.165, 0.84, 0.44, 1).evaluate($0) })
        case 3: return (ActionTiming(curve: .cubicBezier(0.3, -0.4, 0.7, 1.6)), { PVViewPort.Bezier(0.3, -0.4, 0.7, 1.6).evaluate($0) })
        default: return nil
        }
    }

    /// Random page progress (bounces included), ranges and curves against the independent port.
    @Test func agreesWithAnIndependentPortOfPVView() async {
        await propertyCheck(count: 800, input: Gen.double(in: -0.5...1.5), Gen.double(in: 0...1), Gen.double(in: 0...1),
                            Gen.int(in: 0...3), Gen.bool) { p, u, v, which, snapEnds in
            var start = u * 0.99, stop = start + (1 - start) * Swift.max(v, 0.01)
            // Exact 0 and 1 ends take PVView's pass-through branches: exercise them often.
            if snapEnds { start = start < 0.5 ? 0 : start; stop = stop > 0.5 ? 1 : stop }
            let curve = Self.curve(which)
            let parameters = ActionParameters(startOffset: start, stopOffset: stop, timing: curve?.timing)
            let ours = parameters.easedProgress(linear: parameters.linearProgress(p))
            let theirs = PVViewPort.update(p, start: start, stop: stop, timing: curve?.port)
            #expect(ours == theirs, "p \(p), \(start)…\(stop), curve \(which)")
        }
    }

    @Test func pvviewsSolverGivesTheSeedVectors() {
        // SEEDS §3.3, PVView's coarse solver at 0.25, 0.5, 0.75.
        let easeOutBack = ActionTiming(curve: .named(.easeOutBack))
        for (x, y) in [(0.25, 0.8472), (0.5, 1.0679), (0.75, 1.0758)] {
            #expect(isClose(easeOutBack.evaluate(x), y, 5e-5))
        }
        #expect(isClose(ActionTiming(curve: .named(.easeInOutBack)).evaluate(0.25), -0.0831, 5e-5))
        #expect(isClose(ActionTiming(curve: .named(.easeInOutBack), solver: .exact).evaluate(0.25), -0.0828, 5e-5))
    }
}
