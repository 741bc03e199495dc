/// A piece of card content (or of a page overlay) that PVView-style actions move, fade, turn and
/// scale: a text, an image, a rectangle, a circle or a gradient, with a frame, an anchor point,
/// an opacity, a base transform and a list of actions played from the page progress.
///
/// Its state at a page progress is its base state with its actions applied in list order
/// (`LayerState`); where two actions write the same property, the later one wins, as in PVView.
package struct Layer: Hashable, Sendable {
    /// Names the layer in `inspect`, in errors, and across overlay pages.
    package var id: String
    /// What it draws.
    package var content: LayerContent
    /// Its frame before the transform, in the container (the card, or the output frame for overlays).
    package var frame: LayerFrame
    /// The point of the layer its transform acts about and that `move.position` places, in
    /// fractions of its size (`CALayer.anchorPoint`); `(0.5, 0.5)` is the centre.
    package var anchor: Point
    /// Opacity before any `fade`; drawn clamped to `0…1`.
    package var alpha: Double
    /// The transform before any action.
    package var transform: LayerTransform
    /// What page progress drives the actions of a card layer (overlays use the overlay's page progress).
    package var driver: LayerDriver
    /// Played in list order.
    package var actions: [LayerAction]
    /// The shadow under it (CALayer's `shadow…` properties); none by default.
    package var shadow: LayerShadow
    /// The id of the layer it sits inside, listed before it (UIKit's `addSubview` on that layer's
    /// view; PVView's `containerViewForItem`); `nil` for the card, or the frame for overlays. Its
    /// frame and relative values are then in that layer's bounds, it moves, turns and fades with
    /// that layer, and it is drawn right after that layer, before the layer's later siblings.
    package var container: String?
    /// UIView's `clipsToBounds`: layers inside it are clipped to its bounds (with a rect's corner
    /// radius), and, as `masksToBounds` hides it, its own shadow is not drawn. `false` by default.
    package var clipsToBounds: Bool

    /// A layer; by default opaque, untransformed, shadowless, anchored at its centre, driven by
    /// page progress, directly in the card (or frame) and clipping nothing.
    package init(id: String, content: LayerContent, frame: LayerFrame = .container, anchor: Point = Point(x: 0.5, y: 0.5),
                alpha: Double = 1, transform: LayerTransform = .identity, driver: LayerDriver = .page, actions: [LayerAction] = [],
                shadow: LayerShadow = .none, container: String? = nil, clipsToBounds: Bool = false) {
        self.container = container
        self.clipsToBounds = clipsToBounds
        self.shadow = shadow
        self.id = id
        self.content = content
        self.frame = frame
        self.anchor = anchor
        self.alpha = alpha
        self.transform = transform
        self.driver = driver
        self.actions = actions
    }
}

/// Where a card layer's page progress comes from, for the card of item `i` at scroll offset `o` (pages).
package enum LayerDriver: String, CaseIterable, Hashable, Sendable {
    /// PVView's page progress for the card, `o − i`: the actions play as the card leaves to the
    /// left (0 while centred, 1 one page later), as PVView plays page k's actions from page k to k+1.
    case page
    /// `|o − i|`: symmetric, for effects that play the same way on both sides (upstream's title fade).
    case absolute
    /// The card's signed progress `i − o`.
    case item

    /// The page progress for item `index` at scroll `offset`.
    @inlinable
    package func progress(offset: Double, index: Int) -> Double {
        switch self {
        case .page: return offset - Double(index)
        case .absolute: return Swift.abs(offset - Double(index))
        case .item: return Double(index) - offset
        }
    }
}

/// A layer transform as Core Animation's key paths hold it: scale, rotations and translation,
/// composed (row vectors) as `scale · rotationX · rotationY · rotationZ · translation` about the
/// anchor point (docs/LAYERS.md). Actions overwrite single components, as PVView's
/// `setValue(_:forKeyPath: "transform.rotation.z")` does.
package struct LayerTransform: Hashable, Sendable {
    /// `transform.scale.x`.
    package var scaleX: Double
    /// `transform.scale.y`.
    package var scaleY: Double
    /// `transform.rotation.x`, radians.
    package var rotationX: Double
    /// `transform.rotation.y`, radians.
    package var rotationY: Double
    /// `transform.rotation.z`, radians; positive turns x toward y (clockwise on screen).
    package var rotationZ: Double
    /// `transform.translation.x`, points.
    package var translationX: Double
    /// `transform.translation.y`, points.
    package var translationY: Double

    /// A transform from its components; the defaults are the identity.
    package init(scaleX: Double = 1, scaleY: Double = 1, rotationX: Double = 0, rotationY: Double = 0, rotationZ: Double = 0,
                translationX: Double = 0, translationY: Double = 0) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotationX = rotationX
        self.rotationY = rotationY
        self.rotationZ = rotationZ
        self.translationX = translationX
        self.translationY = translationY
    }

    /// No scale, rotation or translation.
    package static let identity = LayerTransform()

    /// True when the layer turns out of the screen plane (a rotation about x or y).
    @inlinable
    package var isThreeDimensional: Bool { rotationX != 0 || rotationY != 0 }

    /// The 4×4 matrix about the anchor point: `scale · Rx · Ry · Rz · translation`, then, for a
    /// layer turned out of the plane, the perspective `m34` (`−1/eye distance`) so it foreshortens.
    package func matrix(perspective m34: Double) -> Transform3D {
        var m = Transform3D.makeScale(x: scaleX, y: scaleY, z: 1)
        if rotationX != 0 { m = m.concatenating(.makeRotation(angle: rotationX, x: 1, y: 0, z: 0)) }
        if rotationY != 0 { m = m.concatenating(.makeRotation(angle: rotationY, x: 0, y: 1, z: 0)) }
        if rotationZ != 0 { m = m.concatenating(.makeRotation(angle: rotationZ, x: 0, y: 0, z: 1)) }
        m = m.concatenating(.makeTranslation(x: translationX, y: translationY, z: 0))
        if isThreeDimensional && m34 != 0 {
            var perspective = Transform3D.identity
            perspective.m34 = m34
            m = m.concatenating(perspective)
        }
        return m
    }
}
