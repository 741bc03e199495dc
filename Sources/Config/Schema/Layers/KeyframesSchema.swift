import Problems
import Foundation
import Transforms

/// How configs write a keyframe action (`LayerKeyframes`), PVView's custom action in data:
/// ```yaml
/// - keyframes: {property: color, points: [[0, "#FF3B30"], [0.5, "#FFCC00"], [1, "#34C759"]]}
/// - keyframes: {property: position, points: [[0, [40, 60]], [1, {x: 200, y: 60}]]}
/// ```
/// Each point is `[progress, value]`, progress in `0…1`; the value is a number (alpha, scale,
/// cornerRadius, letterSpacing, textSize, shadowRadius, shadowOpacity), an angle (rotation:
/// radians, `"45deg"`, `"pi/4"`), `[x, y]` or `{x, y}` (position), `[width, height]` or
/// `{width, height}` (size, shadowOffset), points, or a colour (color).
enum KeyframesSchema {
    static let keys = ["property", "points"]

    /// `property`'s description: each property, with the layer types it is refused on others.
    static let propertyDoc = "What the keyframes change: " + LayerKeyframes.Property.allCases.map { property in
        property.rawValue + (property.layerTypes.map { " (\($0.joined(separator: ", ")) layers)" } ?? "")
    }.joined(separator: ", ") + "; a point's value is per property (docs/LAYERS.md)."

    static let pointsDoc = "[progress, value] pairs, progress 0…1: a number, an angle for rotation, [x, y] for position, "
        + "[width, height] for size and shadowOffset (points), a colour for color."

    /// The `keyframes` map at `node`.
    @_optimize(none)
    static func keyframes(_ node: ConfigNode, _ path: ConfigPath) throws -> LayerKeyframes {
        guard let entries = node.entries else { throw mismatch(node, path, "a map {property, points}") }
        var property: LayerKeyframes.Property?
        var pointsNode: ConfigNode?
        for entry in entries {
            switch entry.key {
            case "property": property = try Schemas.enumeration(LayerKeyframes.Property.self).decode(entry.value, path.appending("property"))
            case "points": pointsNode = entry.value
            default: throw unknownKey(entry, in: path, valid: keys)
            }
        }
        guard let property else {
            throw Problem.missing("property", in: "\(path)", fix: "add property: one of \(LayerKeyframes.Property.allCases.map(\.rawValue).joined(separator: ", "))", at: node.mark)
        }
        guard let pointsNode else {
            throw Problem.missing("points", in: "\(path)", fix: "add points: [[0, FROM], [1, TO]] (progress 0…1, then the \(property.rawValue))", at: node.mark)
        }
        let pointsPath = path.appending("points")
        guard case let .list(items) = pointsNode.value, !items.isEmpty else {
            throw mismatch(pointsNode, pointsPath, "a list of [progress, value] pairs such as [[0, 1], [1, 0.2]]")
        }
        var frames: [(progress: Double, value: [Double])] = []
        for (index, item) in items.enumerated() {
            let itemPath = pointsPath.appending(index: index)
            guard case let .list(pair) = item.value, pair.count == 2 else {
                throw mismatch(item, itemPath, "a pair [progress, value] with progress 0…1")
            }
            let progress = try Schemas.number(.unit).decode(pair[0], itemPath.appending(index: 0))
            frames.append((progress, try value(of: property, pair[1], itemPath.appending(index: 1))))
        }
        guard let keyframes = LayerKeyframes(property, keyframes: frames) else {
            throw Problem(.missing, "\(setting: "\(pointsPath)") gives no keyframes", at: pointsNode.mark)
        }
        return keyframes
    }

    /// One value of `property`, as numbers (`LayerKeyframes.Property.componentCount`).
    @_optimize(none)
    static func value(of property: LayerKeyframes.Property, _ node: ConfigNode, _ path: ConfigPath) throws -> [Double] {
        switch property {
        case .position: return try pair(node, path, ("x", "y"))
        case .size: return try pair(node, path, ("width", "height"), range: .nonNegative)
        case .shadowOffset: return try pair(node, path, ("width", "height"))
        case .shadowRadius: return [try Schemas.number(.nonNegative).decode(node, path)]
        case .shadowOpacity: return [try Schemas.number(.unit).decode(node, path)]
        case .color:
            let colour = try Schemas.color.decode(node, path)
            return [colour.red, colour.green, colour.blue, colour.alpha]
        case .rotation: return [try Schemas.angle().decode(node, path)]
        case .textSize: return [try Schemas.number(.positive).decode(node, path)]
        case .cornerRadius: return [try Schemas.number(.nonNegative).decode(node, path)]
        case .alpha, .scale, .letterSpacing, .selectedSegment: return [try Schemas.number().decode(node, path)]
        }
    }

    /// What a point's value is for `property` (as `value(of:_:_:)` reads it), for the docs' table.
    @_optimize(none)
    static func valueDoc(_ property: LayerKeyframes.Property) -> String {
        switch property {
        case .position: "[x, y] or {x, y}: where the anchor is, points in the container."
        case .size: "[width, height] or {width, height}: the bounds' size about the centre, points ≥ 0."
        case .alpha: "A number: the opacity, drawn clamped to 0…1."
        case .rotation: "An angle (radians, \"45deg\", \"pi/4\"): the turn in the screen's plane (transform.rotation.z)."
        case .scale: "A number: both scales."
        case .cornerRadius: "A number ≥ 0: the corner radius, points."
        case .color: "A colour: a text's colour, or a rect's or circle's fill; blended by sRGB component."
        case .letterSpacing: "A number: points after each character (UIKit's kern)."
        case .textSize: "A number > 0: the font size, points."
        case .shadowRadius: "A number ≥ 0: the shadow's blur radius, points (σ = radius / 2)."
        case .shadowOpacity: "A number 0…1: the shadow's opacity (its colour is `shadow.color`, black by default)."
        case .shadowOffset: "[width, height] or {width, height}: the shadow's offset, points in the layer's coordinates."
        case .selectedSegment: "A number: a segmented control's selected segment; between two (1.5) the thumb lies halfway, clamped to the segments."
        }
    }

    /// `[a, b]` or `{a, b}`.
    @_optimize(none)
    static func pair(_ node: ConfigNode, _ path: ConfigPath, _ names: (String, String), range: NumberRange = .finite) throws -> [Double] {
        let number = Schemas.number(range)
        let expected = "[\(names.0), \(names.1)] or {\(names.0), \(names.1)} in points"
        switch node.value {
        case let .list(items) where items.count == 2:
            return [try number.decode(items[0], path.appending(index: 0)), try number.decode(items[1], path.appending(index: 1))]
        case let .map(entries):
            var values: [String: Double] = [:]
            for entry in entries {
                guard entry.key == names.0 || entry.key == names.1 else { throw unknownKey(entry, in: path, valid: [names.0, names.1]) }
                values[entry.key] = try number.decode(entry.value, path.appending(entry.key))
            }
            guard let first = values[names.0], let second = values[names.1] else { throw mismatch(node, path, expected) }
            return [first, second]
        default:
            throw mismatch(node, path, expected)
        }
    }

    /// Refuses keyframes of a property the layer's content does not have (`letterSpacing` on a
    /// rect…), walking the actions as written (groups too) so the message points at the property.
    @_optimize(none)
    static func checkProperties(_ actions: ConfigNode, _ path: ConfigPath, layer id: String, type: String) throws {
        guard case let .list(items) = actions.value else { return }
        for (index, item) in items.enumerated() {
            let itemPath = path.appending(index: index)
            for entry in item.entries ?? [] {
                if entry.key == "group", let children = entry.value.entries?.first(where: { $0.key == "actions" }) {
                    try checkProperties(children.value, itemPath.appending("group").appending("actions"), layer: id, type: type)
                }
                guard entry.key == "keyframes", let propertyEntry = entry.value.entries?.first(where: { $0.key == "property" }),
                      case let .string(name) = propertyEntry.value.value, let property = LayerKeyframes.Property(rawValue: name),
                      let types = property.layerTypes, !types.contains(type) else { continue }
                let everyLayer = LayerKeyframes.Property.allCases.filter { $0.layerTypes == nil }.map(\.rawValue).joined(separator: ", ")
                throw Problem(.conflict, "\(setting: "\(itemPath).keyframes.property"): \(name) is a property of \(types.joined(separator: ", ")) layers; layer `\(id)` is a \(type)",
                              fix: "put the action on a \(types.joined(separator: " or ")) layer, or animate one of \(everyLayer)", at: propertyEntry.value.mark)
            }
        }
    }
}
