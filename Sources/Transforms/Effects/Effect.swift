/// Anything that turns a card's progress into what the card shows, like upstream's
/// `TransformableView`. Conform to supply your own effect from Swift.
public protocol PagingEffect: Sendable {
    /// The card's state at `progress` (0 = centred, 1 = one page to the right/below) for a card of `card` size.
    func state(progress: Double, card: Size) -> ItemState
}

/// The built-in effects, a user-supplied one, or an effect adjusted by a function.
public enum Effect: PagingEffect {
    /// Upstream's `ScaleTransformView`.
    case scale(ScaleTransformViewOptions)
    /// Upstream's `StackTransformView`.
    case stack(StackTransformViewOptions)
    /// Upstream's `SnapshotTransformView`.
    case snapshot(SnapshotTransformViewOptions)
    /// Any effect of your own.
    case custom(any PagingEffect)
    /// A base effect whose state is changed afterwards (a preset plus your own tweaks).
    indirect case tweaked(Effect, @Sendable (_ progress: Double, _ card: Size, _ state: inout ItemState) -> Void)

    /// The state of the wrapped effect. Inlined into callers' loops, where it costs less: taking
    /// the options out of the enum copies them (see `PagingLayout.frame`, which does it once per frame).
    @inlinable @inline(__always)
    public func state(progress: Double, card: Size) -> ItemState {
        switch self {
        case let .scale(options): return options.state(progress: progress, card: card)
        case let .stack(options): return options.state(progress: progress, card: card)
        case let .snapshot(options): return options.state(progress: progress, card: card)
        case let .custom(effect): return effect.state(progress: progress, card: card)
        case let .tweaked(base, adjust): return Self.state(of: base, tweakedBy: adjust, progress: progress, card: card)
        }
    }

    /// The tweaked case, out of line: the recursion would otherwise keep `state` from being
    /// inlined into layout loops, where inlining saves copying the options and the state.
    @usableFromInline
    static func state(of base: Effect, tweakedBy adjust: (Double, Size, inout ItemState) -> Void,
                      progress: Double, card: Size) -> ItemState {
        var state = base.state(progress: progress, card: card)
        adjust(progress, card, &state)
        return state
    }

    /// Adds a tweak applied after this effect's own state, e.g.
    /// `Effect.scale(.layout(.coverFlow)).tweaked { p, _, s in s.alpha = 1 - abs(p) / 3 }`.
    public func tweaked(_ adjust: @escaping @Sendable (_ progress: Double, _ card: Size, _ state: inout ItemState) -> Void) -> Effect {
        .tweaked(self, adjust)
    }
}

/// A Swift function as an effect: `Effect.custom(EffectFunction { progress, card in … })`, as
/// upstream's `TransformableView` lets a cell compute its own transform from the progress.
public struct EffectFunction: PagingEffect {
    /// Returns the state at a progress for a card size.
    private let body: @Sendable (_ progress: Double, _ card: Size) -> ItemState

    /// Wraps `body` as an effect.
    public init(_ body: @escaping @Sendable (_ progress: Double, _ card: Size) -> ItemState) {
        self.body = body
    }

    /// Calls `body`.
    public func state(progress: Double, card: Size) -> ItemState { body(progress, card) }
}
