import Problems

/// The springs a config may ask for, in the form it writes them: each number in a range where the
/// closed form stays finite and the spring settles within `maximumSettleDuration` or is refused
/// with its settle time. Outside these, `spring:1,1e-300,10,0` swept 0, 0, 0, 0, 1 and
/// `spring:1e-300,1` was refused with words about mass and stiffness the user never wrote.
extension Spring {
    /// Seconds; SwiftUI's `response` (the undamped period).
    package static let responseRange: ClosedRange<Double> = 0.001...100_000
    /// SwiftUI's `dampingFraction`: 1 is critical, above over-damped.
    package static let dampingFractionRange: ClosedRange<Double> = 1e-9...1000
    /// UIKit's mass, stiffness and damping, each.
    package static let physicalRange: ClosedRange<Double> = 1e-9...1e9
    /// Distances per second, either way.
    package static let velocityRange: ClosedRange<Double> = -1e6...1e6

    /// The first number of `response`/`dampingFraction` outside its range, said in those words.
    package static func problem(response: Double, dampingFraction: Double, initialVelocity: Double = 0) -> Problem? {
        firstOutside([("response", response, responseRange, "s"), ("dampingFraction", dampingFraction, dampingFractionRange, ""),
                      ("initialVelocity", initialVelocity, velocityRange, "")])
    }

    /// The first number of `mass`/`stiffness`/`damping`/`initialVelocity` outside its range, said in those words.
    /// Each number in its range, and together a spring SwiftUI's form could also write: its
    /// period `2π·√(m/k)` within `responseRange` and its damping ratio `c / 2√(km)` within
    /// `dampingFractionRange` (a spring 1e9 times over-damped lost every digit of its motion).
    package static func problem(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) -> Problem? {
        if let problem = firstOutside([("mass", mass, physicalRange, ""), ("stiffness", stiffness, physicalRange, ""),
                                       ("damping", damping, physicalRange, ""), ("initialVelocity", initialVelocity, velocityRange, "")]) {
            return problem
        }
        let period = 2 * Double.pi * (mass / stiffness).squareRoot(), ratio = damping / (2 * (stiffness * mass).squareRoot())
        guard responseRange.contains(period), dampingFractionRange.contains(ratio) else {
            return Problem(.outOfRange, "a spring of mass \(mass.shortestDescription), stiffness \(stiffness.shortestDescription) and damping \(damping.shortestDescription) has a period of \(period.shortestDescription) s and a damping ratio of \(ratio.shortestDescription)",
                           fix: "keep 2π·√(mass/stiffness) within \(responseRange.lowerBound.shortestDescription)…\(responseRange.upperBound.shortestDescription) s and damping / (2·√(stiffness·mass)) within \(dampingFractionRange.lowerBound.shortestDescription)…\(dampingFractionRange.upperBound.shortestDescription)")
        }
        return nil
    }

    private static func firstOutside(_ numbers: [(String, Double, ClosedRange<Double>, String)]) -> Problem? {
        guard let (name, value, range, unit) = numbers.first(where: { !($0.1.isFinite && $0.2.contains($0.1)) }) else { return nil }
        let spelled = { (number: Double) in number.shortestDescription + (unit.isEmpty ? "" : " \(unit)") }
        let allowed = "\(spelled(range.lowerBound))…\(spelled(range.upperBound))"
        return .outOfRange("a spring's \(name)", value: value.shortestDescription, allowed: allowed, fix: "give a \(name) within \(allowed)")
    }
}
