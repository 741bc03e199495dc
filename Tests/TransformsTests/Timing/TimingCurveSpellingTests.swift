import Problems
import Testing
@testable import Transforms

@Suite("Timing curve spellings")
struct TimingCurveSpellingTests {
    func parse(_ text: String) -> TimingCurve? { try? TimingCurve.parse(text).get() }

    @Test func everyNameReadsBackAsItself() {
        for name in TimingCurveName.allCases {
            #expect(parse(name.rawValue) == .named(name))
            #expect(parse(TimingCurve.named(name).spelling) == .named(name))
        }
    }

    @Test func oldSpellingsStillWork() {
        #expect(parse("ease-in-out") == .easeInOut)
        #expect(parse("EaseIn") == .easeIn)
        #expect(parse("cubic-bezier(0.25, 0.1, 0.25, 1)") == .cubicBezier(0.25, 0.1, 0.25, 1))
        #expect(parse("ease") == .named(.default))
        #expect(parse("ease-out-back") == .named(.easeOutBack))
    }

    @Test func numbersAndSprings() {
        #expect(parse("0.68,-0.55,0.27,1.55") == .cubicBezier(0.68, -0.55, 0.27, 1.55))
        #expect(parse("spring:0.4,0.95") == .spring(Spring(response: 0.4, dampingFraction: 0.95)))
        #expect(parse("spring(1, 100, 10, 0)") == .spring(Spring(mass: 1, stiffness: 100, damping: 10)))
        for curve in [TimingCurve.cubicBezier(0.1, -2, 0.9, 3), .spring(Spring(response: 0.4, dampingFraction: 0.95)),
                      .spring(Spring(mass: 2, stiffness: 50, damping: 3, initialVelocity: -1.5))] {
            guard case let .spring(spring)? = parse(curve.spelling), case let .spring(original) = curve else {
                #expect(parse(curve.spelling) == curve)
                continue
            }
            #expect(abs(spring.stiffness - original.stiffness) < 1e-9 && abs(spring.damping - original.damping) < 1e-9)
        }
    }

    @Test func typosGetTheNearestName() {
        guard case let .failure(error) = TimingCurve.parse("easeOutBak") else { Issue.record("accepted"); return }
        #expect(error.kind == .unknownKey && error.value == "easeOutBak")
        #expect(TimingCurve.closestName(to: "easeOutBak") == "easeOutBack")
        guard case let .failure(far) = TimingCurve.parse("bounce") else { Issue.record("accepted"); return }
        #expect(far.kind == .unknownKey)
        #expect(TimingCurve.closestName(to: "bounce") == nil)
    }

    @Test func badCurvesAreRefused() {
        for text in ["1.5,0,0.5,1", "0,0,1", "0.1,a,0.2,1", "spring:0,1", "spring:0.4", "spring:1,0,1,0", "cubic-bezier(0,0,1,1", "nan,0,1,1"] {
            #expect(parse(text) == nil, "\(text)")
        }
    }

    @Test func aSpringSweepEndsExactlyAtItsTarget() {
        let curve = TimingCurve.spring(Spring(response: 0.4, dampingFraction: 0.95))
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        #expect(abs(curve.value(at: 0.5) - Spring(response: 0.4, dampingFraction: 0.95).value(at: 0.5 * 0.49)) < 0.02)
    }
}
