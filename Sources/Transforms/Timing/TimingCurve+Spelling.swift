import Problems

extension TimingCurve {
    /// How the curves are written, for a message's fix.
    package static let spellings = "a name such as easeInOut or easeOutBack (29 names, see docs/MOTION.md), "
        + "x1,y1,x2,y2 with x1 and x2 in 0…1, or spring:RESPONSE,DAMPING_FRACTION"

    /// The named curve closest to a misspelt `text` (within one edit per 4 letters), for "did you mean".
    package static func closestName(to text: String) -> String? {
        Suggestion.closest(to: text.trimmingSpaces, in: TimingCurveName.allCases.map(\.rawValue) + aliases.keys.sorted(),
                           within: .oneEditPer(4, atLeast: 2)).first
    }

    /// The names accepted besides `TimingCurveName`'s: CSS's `ease` is PVView's `default`.
    static let aliases: [String: TimingCurveName] = ["ease": .default]

    /// The named curve spelt `text`: exact, or ignoring case, `-`, `_` and spaces (`ease-in-out`).
    package static func named(spelled text: String) -> TimingCurveName? {
        if let name = TimingCurveName(rawValue: text) ?? aliases[text] { return name }
        let folded = fold(text)
        return TimingCurveName.allCases.first { fold($0.rawValue) == folded } ?? aliases.first { fold($0.key) == folded }?.value
    }

    private static func fold(_ text: String) -> String {
        String(text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    /// Parses a curve as written on the command line or in a config string: a name,
    /// `x1,y1,x2,y2`, `cubic-bezier(x1,y1,x2,y2)`, `spring:RESPONSE,DAMPING_FRACTION` or
    /// `spring:MASS,STIFFNESS,DAMPING,INITIAL_VELOCITY` (`spring(…)` also works).
    package static func parse(_ text: String) -> Result<TimingCurve, Problem> {
        let trimmed = text.trimmingSpaces
        if let name = named(spelled: trimmed) { return .success(.named(name)) }
        let lower = trimmed.lowercased()
        for prefix in ["spring:", "spring(", "spring "] where lower.hasPrefix(prefix) {
            var inner = Substring(lower.dropFirst(prefix.count))
            if prefix == "spring(" {
                guard inner.hasSuffix(")") else { return .failure(Problem(.syntax, "the spring's parenthesis is not closed")) }
                inner = inner.dropLast()
            }
            return spring(numbers(inner))
        }
        var inner = Substring(lower)
        if lower.hasPrefix("cubic-bezier(") || lower.hasPrefix("cubicbezier(") {
            guard lower.hasSuffix(")") else { return .failure(Problem(.syntax, "the parenthesis is not closed")) }
            inner = inner.drop { $0 != "(" }.dropFirst().dropLast()
        } else if lower.hasPrefix("["), lower.hasSuffix("]") {
            inner = inner.dropFirst().dropLast()
        }
        if inner.contains(",") { return cubicBezier(numbers(inner)) }
        // The caller words the fix: `closestName(to:)` and `spellings`.
        return .failure(Problem(.unknownKey, "no curve has that name", value: trimmed))
    }

    /// `[x1, y1, x2, y2]` as a curve, checked.
    package static func cubicBezier(_ numbers: [Double?]) -> Result<TimingCurve, Problem> {
        guard numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2], let y2 = numbers[3] else {
            return .failure(Problem(.syntax, "a cubic Bézier needs four numbers x1,y1,x2,y2"))
        }
        let bezier = CubicBezier(x1, y1, x2, y2)
        guard bezier.isValid else {
            return .failure(Problem(.syntax, "a cubic Bézier needs finite numbers with x1 and x2 in 0…1"))
        }
        return .success(.cubicBezier(x1, y1, x2, y2))
    }

    /// `[response, dampingFraction]` or `[mass, stiffness, damping, initialVelocity]` as a spring, checked.
    package static func spring(_ numbers: [Double?]) -> Result<TimingCurve, Problem> {
        let values = numbers.compactMap { $0 }
        guard values.count == numbers.count, values.count == 2 || values.count == 4 else {
            return .failure(Problem(.syntax, "a spring needs RESPONSE,DAMPING_FRACTION or MASS,STIFFNESS,DAMPING,INITIAL_VELOCITY"))
        }
        let spring: Spring
        if values.count == 2 {
            guard values[0] > 0, values[0].isFinite, values[1] > 0, values[1].isFinite else {
                return .failure(Problem(.syntax, "a spring needs a response > 0 s and a damping fraction > 0"))
            }
            if let problem = Spring.problem(response: values[0], dampingFraction: values[1]) { return .failure(problem) }
            spring = Spring(response: values[0], dampingFraction: values[1])
        } else {
            if values[0...2].allSatisfy({ $0 > 0 && $0.isFinite }) && values[3].isFinite,
               let problem = Spring.problem(mass: values[0], stiffness: values[1], damping: values[2], initialVelocity: values[3]) {
                return .failure(problem)
            }
            spring = Spring(mass: values[0], stiffness: values[1], damping: values[2], initialVelocity: values[3])
        }
        guard spring.isValid else {
            return .failure(Problem(.syntax, "a spring needs mass, stiffness and damping > 0 and a finite velocity"))
        }
        if let slow = spring.slowSettleProblem {
            return .failure(slow)
        }
        return .success(.spring(spring))
    }

    private static func numbers(_ text: Substring) -> [Double?] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingSpaces) }
    }

    /// The curve spelt as `parse` reads it back: the name, `x1,y1,x2,y2`, or `spring:…`
    /// (`spring:R,D` when mass is 1 and velocity 0, else the four physical numbers).
    package var spelling: String {
        switch self {
        case let .named(name):
            return name.rawValue
        case let .cubicBezier(x1, y1, x2, y2):
            return [x1, y1, x2, y2].map(\.shortestDescription).joined(separator: ",")
        case let .spring(spring):
            if spring.mass == 1 && spring.initialVelocity == 0 {
                return "spring:" + [spring.response, spring.dampingRatio].map(\.shortestDescription).joined(separator: ",")
            }
            return "spring:" + [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity]
                .map(\.shortestDescription).joined(separator: ",")
        }
    }
}

private extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
