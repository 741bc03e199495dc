import Problems

/// How FlipbookTesting words a `Problem` for a test's failure: settings as the Swift that sets
/// them (`scene.output.scale`, `record: .all`), where the CLI says `--scale` and the designer the
/// config key.
enum SwiftWording {
    /// Config keys whose `Scene` property has another path.
    private static let properties = ["card.size": "cardPlacement", "card.inset": "cardPlacement"]

    /// `assertGolden`'s own settings (its arguments, not the scene's), as the Swift that sets them.
    private static let arguments = ["record": "record:", "maxDiffRatio": "tolerance: GoldenTolerance(maxDiffRatio:)",
                                    "layoutTolerance.points": "tolerance: LayoutTolerance(points:)",
                                    "layoutTolerance.degrees": "tolerance: LayoutTolerance(degrees:)",
                                    "layoutTolerance.alpha": "tolerance: LayoutTolerance(alpha:)",
                                    "layoutTolerance.scale": "tolerance: LayoutTolerance(scale:)",
                                    "layoutTolerance.perspective": "tolerance: LayoutTolerance(perspective:)"]

    /// A setting as the Swift expression that holds it.
    static func name(_ key: String) -> String {
        arguments[key].map { "`\($0)`" } ?? "`scene.\(properties[key] ?? key)`"
    }

    /// A setting given a value, as the Swift that gives it.
    static func assignment(_ key: String, _ value: String) -> String {
        key == "record" ? "`record: .\(value)`" : arguments[key] != nil ? "`\(key): \(value)`" : "`scene.\(properties[key] ?? key) = \(value)`"
    }

    /// Outcomes and notes as a test failure says them.
    static let settings = SettingWording(name: name, assignment: assignment)

    /// `error` as a test failure says it.
    static func message(_ error: any Error) -> String {
        guard let problem = error as? Problem else { return "\(error)" }
        return problem.diagnostic(naming: name, assigning: assignment)
    }
}
