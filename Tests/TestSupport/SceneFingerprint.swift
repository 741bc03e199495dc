import SceneModel
import Transforms

extension Effect {
    /// The Scale options, when this is a Scale effect.
    public var scaleOptions: ScaleTransformViewOptions? { if case let .scale(options) = self { return options } else { return nil } }
    /// The Stack options, when this is a Stack effect.
    public var stackOptions: StackTransformViewOptions? { if case let .stack(options) = self { return options } else { return nil } }
    /// The Snapshot options, when this is a Snapshot effect.
    public var snapshotOptions: SnapshotTransformViewOptions? { if case let .snapshot(options) = self { return options } else { return nil } }

    /// The options as a hashable value, so effects can be compared; `nil` for custom effects.
    public var comparable: AnyHashable? {
        if let options = scaleOptions { return options }
        if let options = stackOptions { return options }
        return snapshotOptions
    }
}

/// Everything in a scene that drives the output, as one comparable value (`Scene` holds an
/// `Effect`, which is not `Equatable` because it may hold closures).
public func fingerprint(_ scene: Scene) -> [AnyHashable] {
    [scene.name, scene.viewport, scene.background, scene.cardPlacement, scene.card, scene.itemCount,
     scene.numberOfVisibleItems, scene.scrollDirection, scene.drawsShadows, scene.timeline, scene.output,
     AnyHashable(scene.effect.comparable)]
}
