import PropertyBased
import Testing
@testable import Transforms

/// `m·y″ + c·y′ + k·y = 0` integrated with classical Runge–Kutta at `dt`, from `y = −1`, `y′ = v₀`.
func integratedSpring(_ spring: Spring, at time: Double, dt: Double = 1e-5) -> (value: Double, velocity: Double) {
    var y = -1.0, v = spring.initialVelocity
    func acceleration(_ y: Double, _ v: Double) -> Double { -(spring.stiffness * y + spring.damping * v) / spring.mass }
    let steps = Int((time / dt).rounded())
    let h = time / Double(max(steps, 1))
    for _ in 0..<steps {
        let k1y = v, k1v = acceleration(y, v)
        let k2y = v + h / 2 * k1v, k2v = acceleration(y + h / 2 * k1y, v + h / 2 * k1v)
        let k3y = v + h / 2 * k2v, k3v = acceleration(y + h / 2 * k2y, v + h / 2 * k2v)
        let k4y = v + h * k3v, k4v = acceleration(y + h * k3y, v + h * k3v)
        y += h / 6 * (k1y + 2 * k2y + 2 * k3y + k4y)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (1 + y, v)
}

@Suite("Springs")
struct SpringTests {
    @Test func responseAndDampingFractionGiveSeedSection2Point4() {
        let spring = Spring(response: 0.4, dampingFraction: 0.95)
        #expect(abs(spring.naturalFrequency - 15.708) < 1e-3)
        #expect(abs(spring.stiffness - 246.74) < 1e-2 && abs(spring.damping - 29.85) < 1e-2)
        for (time, expected) in [(0.1, 0.479), (0.2, 0.844), (0.3, 0.965), (0.4, 0.994)] {
            #expect(abs(spring.value(at: time) - expected) < 1e-3, "x(\(time))")
        }
        #expect(abs(spring.settleDuration() - 0.49) < 0.01)
        #expect(spring.value(at: 0) == 0 && spring.value(at: -1) == 0)
    }

    static let regimes: [(String, Spring)] = [
        ("under-damped", Spring(response: 0.5, dampingFraction: 0.3)),
        ("under-damped, pushed", Spring(mass: 2, stiffness: 300, damping: 10, initialVelocity: 4)),
        ("critical", Spring(response: 0.35, dampingFraction: 1)),
        ("critical, pulled back", Spring(response: 0.35, dampingFraction: 1, initialVelocity: -6)),
        ("nearly critical", Spring(response: 0.35, dampingFraction: 1 + 1e-9)),
        ("over-damped", Spring(mass: 1, stiffness: 100, damping: 60, initialVelocity: 2)),
        ("heavily over-damped", Spring(response: 1, dampingFraction: 8)),
    ]

    @Test(arguments: regimes)
    func closedFormMatchesIntegratingTheEquationOfMotion(_ name: String, _ spring: Spring) {
        for time in [0.013, 0.05, 0.1, 0.27, 0.6, 1.3] {
            let integrated = integratedSpring(spring, at: time)
            #expect(abs(spring.value(at: time) - integrated.value) < 1e-9, "\(name) x(\(time))")
            #expect(abs(spring.velocity(at: time) - integrated.velocity) < 1e-7, "\(name) v(\(time))")
        }
        #expect(spring.velocity(at: 0) == spring.initialVelocity)
    }

    @Test(arguments: regimes)
    func settlingIsTheLastTimeOutsideTheBand(_ name: String, _ spring: Spring) {
        let settle = spring.settleDuration()
        #expect(settle > 0 && settle.isFinite)
        // Outside the band just before, never outside it after (sampled finely over a long tail).
        #expect(abs(spring.value(at: settle - 1e-6) - 1) > Spring.settleTolerance * 0.999, "\(name)")
        let tail = stride(from: settle, through: settle * 4 + 1, by: settle / 2000)
        #expect(tail.allSatisfy { abs(spring.value(at: $0) - 1) <= Spring.settleTolerance * (1 + 1e-9) }, "\(name)")
    }

    @Test func aLongTimeLaterEverySpringIsAtItsTargetWithoutOverflow() {
        for (name, spring) in Self.regimes {
            #expect(abs(spring.value(at: 1e6) - 1) < 1e-12, "\(name)")
            #expect(spring.velocity(at: 1e6).isFinite, "\(name)")
        }
    }

    @Test func stifferSpringsSettleSooner() async {
        await propertyCheck(input: Gen.double(in: 0.05...2), Gen.double(in: 0.1...3)) { response, fraction in
            let slow = Spring(response: response * 2, dampingFraction: fraction)
            let fast = Spring(response: response, dampingFraction: fraction)
            #expect(abs(fast.settleDuration() * 2 - slow.settleDuration()) < 1e-6 * slow.settleDuration())
        }
    }

    @Test("settle times past ~8192 s end (the bisection stops at the doubles' spacing), and such springs are refused",
          arguments: [(1.0, 0.0001), (1000.0, 0.0001), (1e6, 1e-9), (0.4, 1e-12)])
    func slowSpringsEndAndAreRefused(response: Double, fraction: Double) {
        let spring = Spring(response: response, dampingFraction: fraction)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = spring.settleDuration() }
        #expect(elapsed < .seconds(5))
        #expect(spring.settleDuration() > Spring.maximumSettleDuration)
        #expect(!spring.settlesInTime)
        #expect(spring.slowSettleProblem?.what.contains("within 600 s") == true)
    }

    @Test func usualSpringsSettleInTime() {
        #expect(Spring(response: 0.4, dampingFraction: 0.95).settlesInTime)
        #expect(Spring(response: 10, dampingFraction: 0.1).settlesInTime)
        #expect(Spring(response: 0.4, dampingFraction: 0.95).slowSettleProblem == nil)
    }
}
