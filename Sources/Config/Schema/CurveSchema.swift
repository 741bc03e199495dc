import Problems
import Transforms

/// How configs write a `TimingCurve`: a name (`easeOutBack`; the 29 of PVView), `[x1, y1, x2, y2]`,
/// or `{spring: {response, dampingFraction}}` / `{spring: {mass, stiffness, damping, initialVelocity}}`
/// (each also with SwiftUI's `blendDuration`), or `{interactiveSpring: {…}}` with SwiftUI's defaults.
/// A string is read as the command line reads `--curve` (so `"spring:0.4,0.95"` works too).
enum CurveSchema {
    static let expected = "a curve name such as easeInOut or easeOutBack, [x1, y1, x2, y2] with x1 and x2 in 0…1, "
        + "or {spring: {response, dampingFraction}}"

    /// A spring being decoded, with SwiftUI's defaults for the keys left out.
    struct SpringDraft {
        var response: Double?
        var dampingFraction: Double?
        var mass: Double?
        var stiffness: Double?
        var damping: Double?
        var initialVelocity = 0.0
        var blendDuration = 0.0
    }

    @_optimize(none)
    static var spring: ObjectSchema<SpringDraft> {
        // The three physical values are also checked together (the period and the damping ratio
        // they make, as `Spring` checks them), which no one range can say; each alone within `physicalRange`.
        let physical = { (min: Double, max: Double, step: Double) in
            Schemas.optional(Schemas.number(.between(Spring.physicalRange.lowerBound, Spring.physicalRange.upperBound)).slider(min, max, step: step))
        }
        return ObjectSchema(fields: [
            .value("response", \.response, response, "Seconds: the undamped period (SwiftUI's response), default 0.55."),
            .value("dampingFraction", \.dampingFraction, dampingFraction, "1 is critical damping, below 1 overshoots; default 0.825."),
            .value("mass", \.mass, physical(0.1, 10, 0.1), "With stiffness and damping instead of response/dampingFraction (UIKit's form)."),
            .value("stiffness", \.stiffness, physical(1, 1000, 1), "Spring constant k, with mass and damping."),
            .value("damping", \.damping, physical(0.1, 100, 0.1), "Damping coefficient c, with mass and stiffness."),
            .value("initialVelocity", \.initialVelocity, Schemas.number(.between(Spring.velocityRange.lowerBound, Spring.velocityRange.upperBound)), "Distances per second toward the target; default 0."),
            .value("blendDuration", \.blendDuration, Schemas.number(.between(0, 60)),
                   "SwiftUI's blendDuration, seconds (default 0; 0.25 for interactiveSpring): how long a spring blends into an animation it interrupts. "
                   + "A timeline's animations never interrupt one another (each step waits for the last to settle), so it changes no frame."),
        ])
    }

    /// SwiftUI's `interactiveSpring(response:dampingFraction:blendDuration:)`: no physical form.
    @_optimize(none)
    static var interactiveSpring: ObjectSchema<SpringDraft> {
        ObjectSchema(fields: [
            .value("response", \.response, response, "Seconds: the undamped period, default 0.15."),
            .value("dampingFraction", \.dampingFraction, dampingFraction, "1 is critical damping, below 1 overshoots; default 0.86."),
            .value("blendDuration", \.blendDuration, Schemas.number(.between(0, 60)), "Seconds, default 0.25; changes no frame (see spring.blendDuration)."),
        ])
    }

    /// A spring's response, in the range the spring checks (`Spring.responseRange`), so the schema,
    /// validate and the designer's slider say the same.
    @_optimize(none)
    private static var response: ValueSchema<Double?> {
        Schemas.optional(Schemas.number(.between(Spring.responseRange.lowerBound, Spring.responseRange.upperBound)).slider(0.05, 2, step: 0.01))
    }

    /// A spring's damping fraction, in the range the spring checks (`Spring.dampingFractionRange`).
    @_optimize(none)
    private static var dampingFraction: ValueSchema<Double?> {
        Schemas.optional(Schemas.number(.between(Spring.dampingFractionRange.lowerBound, Spring.dampingFractionRange.upperBound)).slider(0.05, 1.5, step: 0.01))
    }

    @_optimize(none)
    static var curve: ValueSchema<TimingCurve> {
        let names = TimingCurveName.allCases.map(\.rawValue)
        let json: JSONValue = .object(["anyOf": [
            .object(["type": "string", "enum": .array(names.map { .string($0) })]),
            .object(["type": "array", "items": Schemas.number().json, "minItems": 4, "maxItems": 4]),
            .object(["type": "object", "properties": .object(["spring": spring.json]), "required": .array(["spring"]),
                     "additionalProperties": false]),
            .object(["type": "object", "properties": .object(["interactiveSpring": Schemas.describe(interactiveSpring.json,
                     "SwiftUI's interactiveSpring: a spring whose keys default to response 0.15, dampingFraction 0.86, blendDuration 0.25.")]),
                     "required": .array(["interactiveSpring"]), "additionalProperties": false]),
        ]])
        return ValueSchema(expected: expected, json: json) { node, path in
            switch node.value {
            case let .string(text):
                switch TimingCurve.parse(text) {
                case let .success(curve): return curve
                case let .failure(error):
                    if !error.fix.isEmpty {
                        throw Problem(error.kind, "\(setting: path.description): \(error.what)", fix: error.fix, at: node.mark)
                    }
                    let suggestion = error.kind == .unknownKey ? TimingCurve.closestName(to: text) : nil
                    throw mismatch(node, path, expected, hint: suggestion.map { "did you mean `\($0)`?" })
                }
            case let .list(items) where items.count == 4:
                let x = Schemas.number(.unit), y = Schemas.number()
                return .cubicBezier(try x.decode(items[0], path.appending(index: 0)), try y.decode(items[1], path.appending(index: 1)),
                                    try x.decode(items[2], path.appending(index: 2)), try y.decode(items[3], path.appending(index: 3)))
            case let .map(entries) where entries.count == 1 && entries[0].key == "spring":
                return .spring(try decodeSpring(entries[0].value, path.appending("spring")))
            case let .map(entries) where entries.count == 1 && entries[0].key == "interactiveSpring":
                return .spring(try decodeSpring(entries[0].value, path.appending("interactiveSpring"), defaults: (0.15, 0.86), schema: interactiveSpring))
            default:
                throw mismatch(node, path, expected)
            }
        }
    }

    /// The spring at `node`, refused when it does not settle within `Spring.maximumSettleDuration`.
    /// `defaults` are the response and damping fraction for keys left out (SwiftUI's `spring`: 0.55, 0.825).
    @_optimize(none)
    static func decodeSpring(_ node: ConfigNode, _ path: ConfigPath, defaults: (response: Double, dampingFraction: Double) = (0.55, 0.825),
                             schema: ObjectSchema<SpringDraft>? = nil) throws -> Spring {
        let spring = try decodeSpringValues(node, path, defaults: defaults, schema: schema ?? self.spring)
        if spring.isValid, let slow = spring.slowSettleProblem {
            throw slow.within("\(setting: "\(path)")").located(at: node.mark)
        }
        return spring
    }

    @_optimize(none)
    private static func decodeSpringValues(_ node: ConfigNode, _ path: ConfigPath, defaults: (response: Double, dampingFraction: Double),
                                           schema: ObjectSchema<SpringDraft>) throws -> Spring {
        var draft = SpringDraft()
        if case .null = node.value {} else { try schema.apply(node, to: &draft, at: path) }
        let physical = [draft.mass, draft.stiffness, draft.damping].compactMap { $0 }
        if !physical.isEmpty {
            guard physical.count == 3, draft.response == nil, draft.dampingFraction == nil, let mass = draft.mass,
                  let stiffness = draft.stiffness, let damping = draft.damping else {
                throw Problem(.missing, "\(setting: "\(path)") must give either response and dampingFraction, or mass, stiffness and damping together",
                                  at: node.mark)
            }
            if let problem = Spring.problem(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: draft.initialVelocity) {
                throw problem.within("\(setting: "\(path)")").located(at: node.mark)
            }
            return Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: draft.initialVelocity)
        }
        let response = draft.response ?? defaults.response, fraction = draft.dampingFraction ?? defaults.dampingFraction
        if let problem = Spring.problem(response: response, dampingFraction: fraction, initialVelocity: draft.initialVelocity) {
            throw problem.within("\(setting: "\(path)")").located(at: node.mark)
        }
        return Spring(response: response, dampingFraction: fraction, initialVelocity: draft.initialVelocity)
    }
}
