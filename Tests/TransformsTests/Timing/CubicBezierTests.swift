import PropertyBased
import Testing
@testable import Transforms

/// The true `y` at time fraction `x`: bisection on `x(s)` in extended precision where the
/// platform has it (80-bit on x86), else in double; 200 halvings leave only rounding.
func referenceValue(_ curve: CubicBezier, at x: Double) -> Double {
    #if arch(x86_64) || arch(i386)
    typealias Wide = Float80
    #else
    typealias Wide = Double
    #endif
    func bernstein(_ p1: Double, _ p2: Double, _ s: Wide) -> Wide {
        let u = 1 - s
        return 3 * u * u * s * Wide(p1) + 3 * u * s * s * Wide(p2) + s * s * s
    }
    var low: Wide = 0, high: Wide = 1
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if bernstein(curve.x1, curve.x2, middle) < Wide(x) { low = middle } else { high = middle }
    }
    return Double(bernstein(curve.y1, curve.y2, (low + high) / 2))
}

/// easeInOutExpo, cubic-bezier(1, 0, 0, 1), in closed form: around s = ½ + u, x − ½ = 4u³ and
/// y − ½ = 1.5u − 2u³ (extended-precision bisection cannot resolve its infinite slope at ½).
func easeInOutExpoValue(at x: Double) -> Double {
    let u = ((x - 0.5) / 4).cbrtValue
    return 0.5 + 1.5 * u - 2 * u * u * u
}

extension Double {
    var cbrtValue: Double {
        let magnitude = Swift.abs(self)
        guard magnitude > 0 else { return 0 }
        var r = Double(sign: .plus, exponent: magnitude.exponent / 3, significand: 1)
        for _ in 0..<100 { r = r - (r * r * r - magnitude) / (3 * r * r) }
        return self < 0 ? -r : r
    }
}

/// The flipbook solver before `TimingCurve` moved to Transforms, kept to show its bits survive.
func earlierSolverValue(_ b: CubicBezier, at t: Double) -> Double {
    func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    if t == 0 || t == 1 { return t }
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let s = (low + high) / 2
        if coordinate(b.x1, b.x2, s) < t { low = s } else { high = s }
    }
    return coordinate(b.y1, b.y2, (low + high) / 2)
}

@Suite("Cubic Bézier timing curves")
struct CubicBezierTests {
    static let fractions = [0, 0.25, 0.5, 0.75, 1]

    /// SEEDS.md §3.3, bisection to 1e-14.
    static let exactRows: [(TimingCurveName, [Double])] = [
        (.default, [0, 0.4085, 0.8024, 0.9605, 1]),
        (.easeIn, [0, 0.0935, 0.3154, 0.6219, 1]),
        (.easeOut, [0, 0.3781, 0.6846, 0.9065, 1]),
        (.easeInOut, [0, 0.1292, 0.5, 0.8708, 1]),
        (.easeInOutBack, [0, -0.0828, 0.6067, 1.0892, 1]),
        (.easeOutBack, [0, 0.8467, 1.0676, 1.0759, 1]),
    ]

    /// SEEDS.md §3.3, PVView's coarse solver.
    static let pvviewRows: [(TimingCurveName, [Double])] = [
        (.default, [0, 0.4187, 0.8057, 0.9607, 1]),
        (.easeIn, [0, 0.0934, 0.3153, 0.6202, 1]),
        (.easeOut, [0, 0.3798, 0.6847, 0.9066, 1]),
        (.easeInOut, [0, 0.1289, 0.5, 0.8711, 1]),
        (.easeInOutBack, [0, -0.0831, 0.6087, 1.0895, 1]),
        (.easeOutBack, [0, 0.8472, 1.0679, 1.0758, 1]),
    ]

    @Test func exactSolverMatchesTheSeedVectors() {
        for (name, row) in Self.exactRows {
            for (x, expected) in zip(Self.fractions, row) {
                #expect(abs(TimingCurve.named(name).value(at: x) - expected) < 1e-4, "\(name) at \(x)")
            }
        }
    }

    @Test func pvviewSolverMatchesTheSeedVectors() {
        for (name, row) in Self.pvviewRows {
            for (x, expected) in zip(Self.fractions, row) {
                #expect(abs(TimingCurve.named(name).value(at: x, solver: .pvview) - expected) < 1e-4, "\(name) at \(x)")
            }
        }
    }

    @Test func pvviewSolverMatchesAStraightPortForEveryNameAt1001Points() {
        for name in TimingCurveName.allCases {
            let b = name.bezier
            let port = PVViewSolverPort(b.x1, b.y1, b.x2, b.y2)
            // 0…1 in thousandths, and the bounce range PVView also sees (−0.5…1.5).
            for i in 0...1000 {
                for x in [Double(i) / 1000, -0.5 + 2 * Double(i) / 1000] {
                    #expect(abs(b.pvviewValue(at: x) - port.evaluate(x)) <= 1e-12, "\(name) at \(x)")
                }
            }
        }
    }

    @Test func pvviewKeepsItsOutOfRangeQuirk() {
        // SEEDS §3.3: Newton converges on the cubic's extension, so a bounce reverses direction.
        #expect(abs(TimingCurve.easeInOut.value(at: -0.2, solver: .pvview) - 0.071) < 1e-3)
        #expect(abs(TimingCurve.easeInOut.value(at: 1.2, solver: .pvview) - 0.929) < 1e-3)
        // The exact solver clamps instead.
        #expect(TimingCurve.easeInOut.value(at: -0.2) == 0 && TimingCurve.easeInOut.value(at: 1.2) == 1)
    }

    @Test func exactSolverIsWithinOneBillionthOfTheTrueCurveForEveryName() {
        for name in TimingCurveName.allCases {
            for i in 0...1000 {
                let x = Double(i) / 1000
                let truth = name == .easeInOutExpo ? easeInOutExpoValue(at: x) : referenceValue(name.bezier, at: x)
                let error = abs(name.bezier.value(at: x) - truth)
                #expect(error <= 1e-9, "\(name) at \(x): \(error)")
            }
        }
    }

    @Test func exactSolverIsWithinOneBillionthOnRandomCurves() async {
        await propertyCheck(count: 400, input: Gen.double(in: 0...1), Gen.double(in: -2...3), Gen.double(in: 0...1),
                            Gen.double(in: -2...3), Gen.double(in: 0...1)) { x1, y1, x2, y2, x in
            let curve = CubicBezier(x1, y1, x2, y2)
            let error = abs(curve.value(at: x) - referenceValue(curve, at: x))
            #expect(error <= 1e-9, "\(curve) at \(x): \(error)")
        }
    }

    @Test func exactSolverResolvesAFlatInflection() {
        // cubic-bezier(1, 0, 0, 1): x − ½ = 4u³ and y − ½ = 1.5u − 2u³ around s = ½ + u, so y rises
        // with infinite slope there; a double-precision residual would leave errors of ~4e-6.
        let curve = TimingCurveName.easeInOutExpo.bezier
        for x in [0.5, 0.5 + 0x1p-53, 0.5 - 0x1p-54, 0.5 + 1e-12, 0.5 - 1e-9] {
            let error = abs(curve.value(at: x) - easeInOutExpoValue(at: x))
            #expect(error <= 1e-9, "at \(x): \(error)")
        }
        // Double precision alone is off by far more there: the double-double check is what saves it.
        #expect(abs(earlierSolverValue(curve, at: 0.5 + 1e-12) - easeInOutExpoValue(at: 0.5 + 1e-12)) > 1e-9)
    }

    @Test func theExactSolverKeepsTheEarlierSolversBitsForEveryOldCurveAndSweep() {
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut, .cubicBezier(0.25, 0.1, 0.25, 1), .cubicBezier(0.68, -0.55, 0.265, 1.55)] {
            for frames in 2...120 {
                for frame in 0..<frames {
                    let t = Double(frame) / Double(frames - 1)
                    #expect(curve.value(at: t) == earlierSolverValue(curve.bezier!, at: t), "\(curve) at \(t)")
                }
            }
        }
    }

    @Test func linearIsTheIdentityAndTheEndsAreFixed() {
        for x in stride(from: 0.0, through: 1, by: 0.01) {
            #expect(TimingCurve.linear.value(at: x) == x)
            #expect(TimingCurve.cubicBezier(0.3, 0.3, 0.8, 0.8).value(at: x) == x)
        }
        for name in TimingCurveName.allCases {
            #expect(TimingCurve.named(name).value(at: 0) == 0 && TimingCurve.named(name).value(at: 1) == 1)
        }
    }

    @Test func everyNamedCurveIsValidAndMonotoneInTimeExceptTheBacks() {
        for name in TimingCurveName.allCases {
            #expect(name.bezier.isValid)
            let values = (0...200).map { TimingCurve.named(name).value(at: Double($0) / 200) }
            let monotone = zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
            #expect(monotone == !name.rawValue.hasSuffix("Back"), "\(name)")
        }
    }
}
