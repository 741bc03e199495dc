/// A layer's mutable state while its actions are applied, as a `UIView` holds it: the anchor
/// point's position in the container, the size, the opacity, the transform's components, the
/// shadow and the content (whose colour, corner radius, letter spacing and text size keyframes change).
///
/// `frame` is the frame before the transform: `position − anchor·size`, `size`. Setting the
/// frame (PVView's `frame`, `size` and `move.origin` actions) keeps the anchor where the frame
/// puts it: `position = origin + anchor·size`.
package struct LayerState: Hashable, Sendable {
    /// Where the anchor point sits in the container, points (`layer.position`).
    package var position: Point
    /// Width and height, points (`bounds.size`).
    package var size: Size
    /// The anchor in fractions of the size.
    package var anchor: Point
    /// Opacity (unclamped; drawn clamped to `0…1`).
    package var alpha: Double
    /// Scale, rotations and translation.
    package var transform: LayerTransform
    /// What the layer draws, as keyframe actions left it.
    package var content: LayerContent
    /// The shadow, as keyframe actions left it.
    package var shadow: LayerShadow
    /// The content properties keyframe actions have written, in the order first written.
    package var animatedContent: [LayerKeyframes.Property]

    /// The state of `layer` before any action, inside a container of `container` size.
    package init(_ layer: Layer, container: Size) {
        let frame = layer.frame.resolved(in: container)
        anchor = layer.anchor
        size = frame.size
        position = Point(x: frame.x + layer.anchor.x * frame.width, y: frame.y + layer.anchor.y * frame.height)
        alpha = layer.alpha
        transform = layer.transform
        content = layer.content
        shadow = layer.shadow
        animatedContent = []
    }

    /// The frame before the transform, points in the container.
    package var frame: Rect {
        get { Rect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width, height: size.height) }
        set {
            size = newValue.size
            position = Point(x: newValue.x + anchor.x * newValue.width, y: newValue.y + anchor.y * newValue.height)
        }
    }

    /// `UIView.center`, which is `layer.position`.
    package var center: Point { position }

    /// Plays `action` at page progress `p`: PVView's `update` (progress mapping, easing) then
    /// `step`. Returns the linear action progress `q`.
    @discardableResult
    package mutating func apply(_ action: LayerAction, pageProgress p: Double, container: Size) -> Double {
        let q = action.parameters.linearProgress(p)
        step(action.change, by: action.parameters.easedProgress(linear: q), container: container)
        return q
    }

    /// PVView's `step(_:)`: writes `change` interpolated at `t` (`from + (to − from)·t`).
    package mutating func step(_ change: LayerAction.Change, by t: Double, container: Size) {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch change {
        case let .move(kind, from, to):
            let a = from.resolved(in: container), b = to.resolved(in: container)
            let current = Point(x: lerp(a.x, b.x), y: lerp(a.y, b.y))
            switch kind {
            case .position: position = current
            case .translation: transform.translationX = current.x; transform.translationY = current.y
            case .origin: frame = Rect(x: current.x, y: current.y, width: size.width, height: size.height)
            }
        case let .size(from, to):
            let a = from.resolved(in: container), b = to.resolved(in: container)
            let width = lerp(a.width, b.width), height = lerp(a.height, b.height)
            let centre = center
            frame = Rect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
        case let .frame(from, to):
            frame = Rect(x: lerp(from.x, to.x), y: lerp(from.y, to.y), width: lerp(from.width, to.width), height: lerp(from.height, to.height))
        case let .fade(from, to):
            alpha = lerp(from, to)
        case let .rotate(axis, from, to):
            switch axis {
            case .x: transform.rotationX = lerp(from, to)
            case .y: transform.rotationY = lerp(from, to)
            case .z: transform.rotationZ = lerp(from, to)
            }
        case let .scale(kind, from, to):
            let value = lerp(from, to)
            if kind != .y { transform.scaleX = value }
            if kind != .x { transform.scaleY = value }
        case let .group(actions, childTiming):
            for child in actions {
                switch childTiming {
                case .group: step(child.change, by: t, container: container)
                case .own: apply(child, pageProgress: t, container: container)
                }
            }
        case let .keyframes(keyframes):
            step(keyframes, by: t)
        }
    }
}

/// A layer after its actions: what `inspect` reports and the renderer draws.
package struct ResolvedLayer: Hashable, Sendable {
    /// The layer's id.
    package var id: String
    /// What to draw.
    package var content: LayerContent
    /// The frame before the transform, points in the container (card or output frame).
    package var frame: Rect
    /// The anchor point in fractions of the frame; the transform acts about it.
    package var anchor: Point
    /// Opacity, unclamped (drawn clamped to `0…1`).
    package var alpha: Double
    /// The transform about the anchor point (`LayerTransform.matrix`).
    package var transform: Transform3D
    /// The linear action progress of the layer's last action; `nil` for a layer without actions.
    package var progress: Double?
    /// The content properties keyframe actions have written (`inspect` reports their values).
    package var animatedContent: [LayerKeyframes.Property]
    /// The shadow under the layer, in its coordinates (drawn when visible).
    package var shadow: LayerShadow
    /// The id of the layer it sits inside (`Layer.container`); `nil` for one directly in the card or frame.
    package var container: String? = nil
    /// Its container layer's own layer → card (or frame) map, that layer's `toContainer`; identity without one.
    package var containerTransform: Transform3D = .identity
    /// `Layer.clipsToBounds`: layers inside it are clipped to its bounds.
    package var clipsToBounds = false

    /// A resolved layer from its parts.
    package init(id: String, content: LayerContent, frame: Rect, anchor: Point, alpha: Double, transform: Transform3D, progress: Double?,
                animatedContent: [LayerKeyframes.Property] = [], shadow: LayerShadow = .none) {
        self.animatedContent = animatedContent
        self.shadow = shadow
        self.id = id
        self.content = content
        self.frame = frame
        self.anchor = anchor
        self.alpha = alpha
        self.transform = transform
        self.progress = progress
    }

    /// The anchor point in the container, points.
    package var anchorPosition: Point {
        Point(x: frame.x + anchor.x * frame.width, y: frame.y + anchor.y * frame.height)
    }

    /// Layer coordinates (points, origin at the frame's top-left corner) → the card's (or the
    /// overlay frame's): to the anchor, through `transform`, to the anchor's position in the
    /// container, then through the container layer's own map (`containerTransform`), as UIKit
    /// composes a subview's transform with its superviews'.
    package var toContainer: Transform3D {
        Transform3D.makeTranslation(x: -anchor.x * frame.width, y: -anchor.y * frame.height, z: 0)
            .concatenating(transform)
            .concatenating(.makeTranslation(x: anchorPosition.x, y: anchorPosition.y, z: 0))
            .concatenating(containerTransform)
    }

    /// Places this layer inside `container`, resolved before it: its map continues through the
    /// container's (`toContainer`).
    package mutating func place(in container: ResolvedLayer) {
        self.container = container.id
        containerTransform = container.toContainer
    }

    /// Whether it draws the way a layer directly in the card with no transform does.
    package var isUntransformed: Bool {
        transform == .identity && containerTransform == .identity
    }
}

extension Array where Element == Layer {
    /// Card layers of item `index` at scroll `offset` (pages), in list order, each driven by its
    /// `driver`: a layer with a `container` is resolved in that layer's bounds at the same moment
    /// (its relative values are fractions of it) and placed inside it (`ResolvedLayer.place(in:)`).
    package func resolved(offset: Double, index: Int, card: Size, perspective m34: Double) -> [ResolvedLayer] {
        resolved(in: card, perspective: m34) { $0.driver.progress(offset: offset, index: index) }
    }

    /// Layers all played at one `progress` in a container of `size`: a menu cell's, driven by the
    /// item's selection progress (0 not selected … 1 selected), whatever their `driver`.
    package func resolved(progress: Double, in size: Size, perspective m34: Double) -> [ResolvedLayer] {
        resolved(in: size, perspective: m34) { _ in progress }
    }

    /// Each layer at its `progress`, those with a container inside it (see `resolved(offset:…)`).
    private func resolved(in size: Size, perspective m34: Double, progress: (Layer) -> Double) -> [ResolvedLayer] {
        var byID: [String: ResolvedLayer] = [:]
        return map { layer in
            let parent = layer.container.flatMap { byID[$0] }
            var resolved = layer.resolved(pageProgress: progress(layer), container: parent?.frame.size ?? size, perspective: m34)
            if let parent { resolved.place(in: parent) }
            byID[layer.id] = resolved
            return resolved
        }
    }
}

extension Layer {
    /// The layer after its actions at page progress `p`, in a container of `container` size;
    /// 3-D rotations are seen with perspective `m34` (`−1/eye distance`, 0 for none).
    package func resolved(pageProgress p: Double, container: Size, perspective m34: Double) -> ResolvedLayer {
        var state = LayerState(self, container: container)
        var progress: Double?
        for action in actions {
            progress = state.apply(action, pageProgress: p, container: container)
        }
        var resolved = ResolvedLayer(state: state, id: id, perspective: m34, progress: progress)
        resolved.clipsToBounds = clipsToBounds
        return resolved
    }

    /// A card layer of item `index` at scroll `offset` (pages), driven by its `driver`.
    package func resolved(offset: Double, index: Int, card: Size, perspective m34: Double) -> ResolvedLayer {
        resolved(pageProgress: driver.progress(offset: offset, index: index), container: card, perspective: m34)
    }
}

extension ResolvedLayer {
    /// `state` as a resolved layer, drawing the state's content.
    package init(state: LayerState, id: String, perspective m34: Double, progress: Double?) {
        self.init(id: id, content: state.content, frame: state.frame, anchor: state.anchor, alpha: state.alpha,
                  transform: state.transform.matrix(perspective: m34), progress: progress, animatedContent: state.animatedContent,
                  shadow: state.shadow)
    }
}
