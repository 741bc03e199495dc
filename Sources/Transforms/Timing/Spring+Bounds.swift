import Problems

/// The springs a config may ask for, in the form it writes them: each number in a range where the
/// closed form stays finite and the spring settles within `maximumSettleDuration` or is refused
/// with its settle time. Outside these, `spring:1,1e-300,10,0` swept 0, 0, 0, 0, 1 and
/// `spring:1e-300,1` was refused with words about mass and stiffness the user never wrote.
extension Spring {
    /// Seconds; SwiftUI's `response` (the undamped period).
    public static let responseRange: ClosedRange<Double> = 0.001...600
    /// SwiftUI's `dampingFraction`: 1 is critical, above over-damped.
    public static let dampingFractionRange: ClosedRange<Double> = 0.001...1000
    /// UIKit's mass, stiffness and damping, each.
    public static let physicalRange: ClosedRange<Double> = 1e-6...1e6
    /// Distances per second, either way.
    public static let velocityRange: ClosedRange<Double> = -1e6...1e6

    /// The first number of `response`/`dampingFraction` outside its range, said in those words.
    public static func problem(response: Double, dampingFraction: Double, initialVelocity: Double = 0) -> Problem? {
        firstOutside([("response", response, responseRange, "s"), ("dampingFraction", dampingFraction, dampingFractionRange, ""),
                      ("initialVelocity", initialVelocity, velocityRange, "")])
    }

    /// The first number of `mass`/`stiffness`/`damping`/`initialVelocity` outside its range, said in those words.
    public static func problem(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) -> Problem? {
        firstOutside([("mass", mass, physicalRange, ""), ("stiffness", stiffness, physicalRange, ""),
                      ("damping", damping, physicalRange, ""), ("initialVelocity", initialVelocity, velocityRange, "")])
    }

    private static func firstOutside(_ numbers: [(String, Double, ClosedRange<Double>, String)]) -> Problem? {
        guard let (name, value, range, unit) = numbers.first(where: { !($0.1.isFinite && $0.2.contains($0.1)) }) else { return nil }
        let spelled = { (number: Double) in number.shortestDescription + (unit.isEmpty ? "" : " \(unit)") }
        return Problem("a spring's \(name) \(value.shortestDescription) is outside \(spelled(range.lowerBound))…\(spelled(range.upperBound))",
                       fix: "give a \(name) within \(spelled(range.lowerBound))…\(spelled(range.upperBound))",
                       value: value.shortestDescription, kind: .outOfRange)
    }
}
