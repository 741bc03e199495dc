import Problems
import Foundation
import Transforms

/// The value maps of each action kind (`move: {fromTranslation, toTranslation}` …), PVView's
/// initialisers and defaults: a translation, fade, rotation or scale left out is PVView's default
/// (zero translation and angle, opacity and scale 1); positions, origins, sizes and frames must be given.
enum ChangeSchema {
    static let moveKeys: [(LayerAction.MoveKind, from: String, to: String)] = [
        (.position, "fromPosition", "toPosition"), (.translation, "fromTranslation", "toTranslation"), (.origin, "fromOrigin", "toOrigin"),
    ]

    /// The changes an action map describes. With `continues`, `from` values are not written
    /// (they come from the previous action), so placeholders stand in for them.
    @_optimize(none)
    static func changes(_ kind: String, _ node: ConfigNode, _ path: ConfigPath, continues: Bool) throws -> [LayerAction.Change] {
        guard let entries = node.entries else { throw mismatch(node, path, "a map of the action's from/to values") }
        var values: [String: ConfigNode] = [:]
        let valid = validKeys(kind)
        for entry in entries {
            guard valid.contains(entry.key) else { throw unknownKey(entry, in: path, valid: valid) }
            if continues && entry.key.hasPrefix("from") {
                throw Problem(.conflict, "\(setting: "\(path).\(entry.key)"): a continued action starts where the previous one ended", fix: "remove `\(entry.key)` or continue: true", at: entry.keyMark)
            }
            values[entry.key] = entry.value
        }
        @_optimize(none)
        func required(_ key: String) throws -> ConfigNode? {
            if let value = values[key] { return value }
            if continues && key.hasPrefix("from") { return nil }
            throw Problem.missing(key, in: "\(path)", at: node.mark)
        }
        @_optimize(none)
        func point(_ key: String, default value: LayerPoint?) throws -> LayerPoint {
            guard let node = values[key] else {
                if let value { return value }
                _ = try required(key)
                return .zero
            }
            var point = LayerPoint.zero
            try LayersSchema.layerPoint.apply(node, to: &point, at: path.appending(key))
            return point
        }
        @_optimize(none)
        func number(_ key: String, _ schema: ValueSchema<Double>, default value: Double) throws -> Double {
            try values[key].map { try schema.decode($0, path.appending(key)) } ?? value
        }
        switch kind {
        case "move":
            let present = moveKeys.filter { values[$0.from] != nil || values[$0.to] != nil }
            guard present.count == 1, let move = present.first else {
                throw Problem(.conflict, "\(setting: "\(path)") must move one thing: fromPosition/toPosition, fromTranslation/toTranslation or fromOrigin/toOrigin", at: node.mark)
            }
            let defaultPoint: LayerPoint? = move.0 == .translation ? .zero : nil
            return [.move(move.0, from: try point(move.from, default: defaultPoint), to: try point(move.to, default: defaultPoint))]
        case "size":
            @_optimize(none)
            func size(_ key: String) throws -> LayerSize {
                guard let node = try required(key) else { return LayerSize(width: 0, height: 0) }
                var size = LayerSize(width: 0, height: 0)
                try LayersSchema.layerSize.apply(node, to: &size, at: path.appending(key))
                return size
            }
            return [.size(from: try size("from"), to: try size("to"))]
        case "frame":
            @_optimize(none)
            func rect(_ key: String) throws -> Rect {
                guard let node = try required(key) else { return Rect(x: 0, y: 0, width: 0, height: 0) }
                var rect = Rect(x: 0, y: 0, width: 0, height: 0)
                try LayersSchema.rect.apply(node, to: &rect, at: path.appending(key))
                return rect
            }
            return [.frame(from: try rect("from"), to: try rect("to"))]
        case "fade":
            return [.fade(from: try number("from", Schemas.number(), default: 1), to: try number("to", Schemas.number(), default: 1))]
        case "rotate":
            var result: [LayerAction.Change] = []
            for axis in LayerAction.Axis.allCases {
                let suffix = axis.rawValue.uppercased()
                guard values["from" + suffix] != nil || values["to" + suffix] != nil else { continue }
                result.append(.rotate(axis, from: try number("from" + suffix, Schemas.angle(), default: 0), to: try number("to" + suffix, Schemas.angle(), default: 0)))
            }
            guard !result.isEmpty else { throw Problem(.missing, "\(setting: "\(path)") turns nothing", fix: "give toX, toY or toZ (radians, \"45deg\" or \"pi/4\")", at: node.mark) }
            return result
        case "scale":
            var result: [LayerAction.Change] = []
            for (scale, suffix) in [(LayerAction.ScaleKind.uniform, ""), (.x, "X"), (.y, "Y")] {
                guard values["from" + suffix] != nil || values["to" + suffix] != nil else { continue }
                result.append(.scale(scale, from: try number("from" + suffix, Schemas.number(), default: 1), to: try number("to" + suffix, Schemas.number(), default: 1)))
            }
            guard !result.isEmpty else { throw Problem(.missing, "\(setting: "\(path)") scales nothing", fix: "give to, toX or toY", at: node.mark) }
            return result
        case "keyframes":
            return [.keyframes(try KeyframesSchema.keyframes(node, path))]
        default:
            guard let actions = values["actions"] else { throw Problem.missing("actions", in: "\(path)", note: "the list of actions the group plays", at: node.mark) }
            let timing = try values["childTiming"].map { try Schemas.enumeration(LayerAction.ChildTiming.self).decode($0, path.appending("childTiming")) } ?? .group
            return [.group(try ActionSchema.actions(actions, path.appending("actions")), childTiming: timing)]
        }
    }

    @_optimize(none)
    static func validKeys(_ kind: String) -> [String] {
        switch kind {
        case "move": return moveKeys.flatMap { [$0.from, $0.to] }
        case "size", "frame", "fade": return ["from", "to"]
        case "rotate": return ["fromX", "toX", "fromY", "toY", "fromZ", "toZ"]
        case "scale": return ["from", "to", "fromX", "toX", "fromY", "toY"]
        case "keyframes": return KeyframesSchema.keys
        default: return ["actions", "childTiming"]
        }
    }
}
