/// One of PVView's built-in actions on a layer: a change from one value to another, played over
/// the part of the page progress its `parameters` give. Every change is a linear interpolation
/// `from + (to − from)·q` of the eased action progress `q` (`ActionParameters`), but `keyframes`,
/// which passes through several values (`LayerKeyframes`).
package struct LayerAction: Hashable, Sendable {
    /// What the action changes.
    package var change: Change
    /// The part of the page progress it plays over, its easing and clamping.
    package var parameters: ActionParameters

    /// An action making `change` over `parameters`.
    package init(_ change: Change, parameters: ActionParameters = .default) {
        self.change = change
        self.parameters = parameters
    }

    /// Which of a layer's properties a `move` writes (PVView's `PVActionMove.MoveType`).
    package enum MoveKind: String, CaseIterable, Hashable, Sendable {
        /// `layer.position`: where the anchor point sits in the container.
        case position
        /// `transform.translation`: the translation part of the layer transform.
        case translation
        /// `frame.origin`: the top-left corner, the size kept.
        case origin
    }

    /// A rotation axis (`transform.rotation.x|y|z`).
    package enum Axis: String, CaseIterable, Hashable, Sendable {
        case x, y, z
    }

    /// Which scale a `scale` writes: `transform.scale` (both), `transform.scale.x` or `.y`.
    package enum ScaleKind: String, CaseIterable, Hashable, Sendable {
        case uniform, x, y
    }

    /// How a group's children get their progress.
    package enum ChildTiming: String, CaseIterable, Hashable, Sendable {
        /// PVView: every child is stepped with the group's eased progress; the children's own
        /// parameters and timings are ignored.
        case group
        /// Flipbook's addition: each child maps the group's eased progress through its own
        /// parameters, as if the group's range were a page (nested ranges and easings).
        case own
    }

    /// What an action changes, and between which values.
    package indirect enum Change: Hashable, Sendable {
        /// `PVActionMove`: position, translation or origin from one point to another.
        case move(MoveKind, from: LayerPoint, to: LayerPoint)
        /// `PVActionSize`: the size, about the layer's current centre.
        case size(from: LayerSize, to: LayerSize)
        /// `PVActionFrame`: origin and size interpolated separately (points only).
        case frame(from: Rect, to: Rect)
        /// `PVActionFade`: the layer's opacity.
        case fade(from: Double, to: Double)
        /// `PVActionRotate`: one rotation angle, radians.
        case rotate(Axis, from: Double, to: Double)
        /// `PVActionScale`: a scale factor.
        case scale(ScaleKind, from: Double, to: Double)
        /// `PVActionGroup`: children played together over the group's parameters.
        case group([LayerAction], childTiming: ChildTiming)
        /// A custom action (an app's own `PVActionBasicType`): keyframes over one property.
        case keyframes(LayerKeyframes)
    }

    /// PVView's `reverse(with:)`: the values swapped and the parameters replaced by `parameters`.
    /// A group reverses its children with default parameters (`reversedActions()`), as PVView does.
    package func reversed(with parameters: ActionParameters = .default) -> LayerAction {
        LayerAction(change.reversed, parameters: parameters)
    }

    /// PVView's `continueMove/continueFade/…(to:)`: a new action of the same kind from this
    /// action's `to` to `value`. `nil` for a group, which PVView cannot continue.
    package func continued(to value: Change, parameters: ActionParameters = .default) -> LayerAction? {
        guard let from = change.endValue(continuedBy: value) else { return nil }
        return LayerAction(from, parameters: parameters)
    }

    /// The action's kind as PVView names it: `move.position`, `rotate.z`, `scale.uniform`, `group`…
    /// Two actions of the same kind write the same property, so `continue` follows the previous one.
    package var kind: String { change.kind }
}

extension LayerAction.Change {
    /// The change with `from` and `to` swapped; a group's children reversed with default parameters.
    package var reversed: LayerAction.Change {
        switch self {
        case let .move(kind, from, to): return .move(kind, from: to, to: from)
        case let .size(from, to): return .size(from: to, to: from)
        case let .frame(from, to): return .frame(from: to, to: from)
        case let .fade(from, to): return .fade(from: to, to: from)
        case let .rotate(axis, from, to): return .rotate(axis, from: to, to: from)
        case let .scale(kind, from, to): return .scale(kind, from: to, to: from)
        case let .group(actions, childTiming): return .group(actions.map { $0.reversed() }, childTiming: childTiming)
        case let .keyframes(keyframes): return .keyframes(keyframes.reversed)
        }
    }

    /// `move.position`, `size`, `frame`, `fade`, `rotate.x`, `scale.uniform`, `group`, `keyframes.color`.
    package var kind: String {
        switch self {
        case let .move(kind, _, _): return "move.\(kind.rawValue)"
        case .size: return "size"
        case .frame: return "frame"
        case .fade: return "fade"
        case let .rotate(axis, _, _): return "rotate.\(axis.rawValue)"
        case let .scale(kind, _, _): return "scale.\(kind.rawValue)"
        case .group: return "group"
        case let .keyframes(keyframes): return "keyframes.\(keyframes.property.rawValue)"
        }
    }

    /// `next` with its `from` replaced by this change's `to`, when both are of the same kind.
    package func endValue(continuedBy next: LayerAction.Change) -> LayerAction.Change? {
        switch (self, next) {
        case let (.move(kind, _, end), .move(nextKind, _, to)) where kind == nextKind: return .move(kind, from: end, to: to)
        case let (.size(_, end), .size(_, to)): return .size(from: end, to: to)
        case let (.frame(_, end), .frame(_, to)): return .frame(from: end, to: to)
        case let (.fade(_, end), .fade(_, to)): return .fade(from: end, to: to)
        case let (.rotate(axis, _, end), .rotate(nextAxis, _, to)) where axis == nextAxis: return .rotate(axis, from: end, to: to)
        case let (.scale(kind, _, end), .scale(nextKind, _, to)) where kind == nextKind: return .scale(kind, from: end, to: to)
        default: return nil
        }
    }
}

/// PVView's `Sequence.reversedActions(with:)`: every action reversed, each given `parameters`.
extension Array where Element == LayerAction {
    /// Every action reversed (`reversed(with:)`), in the same order.
    package func reversedActions(with parameters: ActionParameters = .default) -> [LayerAction] {
        map { $0.reversed(with: parameters) }
    }
}
