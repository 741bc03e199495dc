#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A value that changes with the card's progress, given at a few progresses (keyframes).
///
/// `value(at: p)`: the first keyframe's value before it, the last one's after it, and between
/// neighbouring keyframes `(p0, v0)`, `(p1, v1)` the blend `v0 + (v1 − v0)·curve((p − p0)/(p1 − p0))`.
/// Keyframes are sorted by progress; two at the same progress make a jump there.
public struct KeyframeTrack: Hashable, Sendable {
    /// `(progress, value)` pairs in ascending progress.
    package var keyframes: [(progress: Double, value: Double)] {
        get { zip(progresses, values).map { ($0, $1) } }
        set {
            let sorted = newValue.enumerated().sorted { ($0.element.progress, $0.offset) < ($1.element.progress, $1.offset) }
            progresses = sorted.map(\.element.progress)
            values = sorted.map(\.element.value)
        }
    }
    /// How each stretch between keyframes eases (default linear).
    public var curve: TimingCurve
    private var progresses: [Double] = []
    private var values: [Double] = []

    /// A track through `keyframes` (at least one), eased by `curve`.
    public init(_ keyframes: [(progress: Double, value: Double)], curve: TimingCurve = .linear) {
        self.curve = curve
        self.keyframes = keyframes
    }

    /// The value at `progress` (see the type).
    @usableFromInline package func value(at progress: Double) -> Double {
        guard let first = progresses.first, let last = progresses.last else { return 0 }
        if !(progress > first) { return values[0] }
        if progress >= last { return values[values.count - 1] }
        var upper = 1
        while progresses[upper] <= progress { upper += 1 }
        let p0 = progresses[upper - 1], p1 = progresses[upper], v0 = values[upper - 1], v1 = values[upper]
        return v0 + (v1 - v0) * curve.value(at: (progress - p0) / (p1 - p0), solver: .exact)
    }
}

/// An effect written as keyframes over the card's progress (what a `TransformableView`'s
/// `transform(progress:)` and `zPosition(progress:)` would compute), alone or over a named effect.
///
/// Every track is optional. The card's transform is `S · R · T` (row vectors, acting in that
/// order about the card's centre): scale `S = scale(p)`, rotation `R` by `rotation(p)` radians
/// about z (clockwise on screen, y down), translation `T = (translateX(p)·W, translateY(p)·H,
/// translateZ(p)·W)`, then the perspective `m34` when set. Over a `base` effect the custom
/// transform acts after the base's (`M = M_base · S · R · T`, so translations move the card on
/// screen), and `alpha`, `blur` and `zPosition` replace the base's values where given
/// (`zIndex = round(zPosition)`, as upstream's `zPosition(progress:)` sets the layer's zPosition).
/// Alpha and blur are clamped to 0…1 by the renderer, as for every effect.
public struct CustomEffect: PagingEffect, Sendable {
    /// The effect underneath, if any (`base: scale.coverFlow`).
    public var base: Effect?
    /// Translation along x, in card widths.
    public var translateX: KeyframeTrack?
    /// Translation along y, in card heights.
    public var translateY: KeyframeTrack?
    /// Translation along z (toward the eye), in card widths; visible with `m34`.
    public var translateZ: KeyframeTrack?
    /// Uniform scale.
    public var scale: KeyframeTrack?
    /// Rotation about z, radians.
    public var rotation: KeyframeTrack?
    /// Opacity.
    public var alpha: KeyframeTrack?
    /// Blur, 0…1 of `blurStyle`'s full blur.
    public var blur: KeyframeTrack?
    /// The material of the blur.
    public var blurStyle: BlurStyle
    /// Drawing order (upstream's `zPosition(progress:)`).
    public var zPosition: KeyframeTrack?
    /// `CATransform3D.m34` (perspective, e.g. −1/500); 0 for none.
    public var m34: Double

    /// An effect from these tracks.
    public init(base: Effect? = nil, translateX: KeyframeTrack? = nil, translateY: KeyframeTrack? = nil, translateZ: KeyframeTrack? = nil,
                scale: KeyframeTrack? = nil, rotation: KeyframeTrack? = nil, alpha: KeyframeTrack? = nil, blur: KeyframeTrack? = nil,
                blurStyle: BlurStyle = .regular, zPosition: KeyframeTrack? = nil, m34: Double = 0) {
        self.base = base
        self.translateX = translateX
        self.translateY = translateY
        self.translateZ = translateZ
        self.scale = scale
        self.rotation = rotation
        self.alpha = alpha
        self.blur = blur
        self.blurStyle = blurStyle
        self.zPosition = zPosition
        self.m34 = m34
    }

    /// The transform the tracks give at `progress` for a card of `card` size (see the type).
    package func transform(progress p: Double, card: Size) -> Transform3D {
        let s = scale?.value(at: p) ?? 1
        let angle = rotation?.value(at: p) ?? 0
        let c = cos(angle), sn = sin(angle)
        var m = Transform3D.identity
        m.m11 = s * c; m.m12 = s * sn
        m.m21 = -s * sn; m.m22 = s * c
        m.m41 = (translateX?.value(at: p) ?? 0) * card.width
        m.m42 = (translateY?.value(at: p) ?? 0) * card.height
        m.m43 = (translateZ?.value(at: p) ?? 0) * card.width
        guard m34 != 0 else { return m }
        // Perspective last, so the z translation reaches the eye: W = 1 + z·m34.
        var perspective = Transform3D.identity
        perspective.m34 = m34
        return m.concatenating(perspective)
    }

    /// The state at `progress`.
    public func state(progress: Double, card: Size) -> ItemState {
        var state = base?.state(progress: progress, card: card) ?? ItemState(zIndex: ItemState.defaultZIndex(progress: progress))
        state.transform = state.transform.concatenating(transform(progress: progress, card: card))
        if let alpha { state.alpha = alpha.value(at: progress) }
        if let blur {
            state.blur = blur.value(at: progress)
            state.blurStyle = blurStyle
        }
        if let zPosition {
            let z = zPosition.value(at: progress).rounded()
            state.zIndex = z.isFinite ? Int(Swift.min(Swift.max(z, -1e9), 1e9)) : 0
        }
        // Tracks whose products leave the reals (translateX 1e306 card widths) hide the card.
        return ItemState.finite(transform: state.transform, alpha: state.alpha, zIndex: state.zIndex, isHidden: state.isHidden,
                                shadow: state.shadow, blur: state.blur, blurStyle: state.blurStyle, pieces: state.pieces)
    }
}
