/// Options of the Stack effect (upstream's `StackTransformViewOptions`), with upstream's defaults.
/// Ratios are fractions of the card's width or height; angles are radians; progress is in pages
/// (0 is the top card, 1 the card below it, negative the cards popped off).
public struct StackTransformViewOptions: Hashable, Sendable {
    /// Scale = `1 − progress · scaleFactor`, then clamped by `minScale`/`maxScale`.
    public var scaleFactor: Double
    /// Lower bound of the scale; `nil` for none.
    public var minScale: Double?
    /// Upper bound of the scale; `nil` for none.
    public var maxScale: Double?
    /// Number of cards visible in the stack; the card at `maxStackSize − 1` fades out. Must be at
    /// least 1: upstream's formulas divide by it, and with 0 every card is hidden.
    public var maxStackSize: Int
    /// Offset between stacked cards, as a fraction of the card size per page of progress.
    public var spacingFactor: Double
    /// Upper bound of the spacing (fraction of the card size); `nil` for none.
    public var maxSpacing: Double?
    /// Alpha = `1 − progress · alphaFactor` for cards below the top.
    public var alphaFactor: Double
    /// How fast the bottom card fades: alpha falls to 0 over `bottomStackAlphaSpeedFactor` pages past `maxStackSize − 1`.
    public var bottomStackAlphaSpeedFactor: Double
    /// How fast a popped card fades: alpha rises from 0 at progress −1 to 1 at `−1 + topStackAlphaSpeedFactor`.
    public var topStackAlphaSpeedFactor: Double
    /// Extra offset toward `stackPosition`, `easeOut(progress / maxStackSize) · perspectiveRatio` of the card size.
    public var perspectiveRatio: Double
    /// Whether cards cast a shadow.
    public var shadowEnabled: Bool
    /// The shadow colour.
    public var shadowColor: Color
    /// The shadow opacity (constant).
    public var shadowOpacity: Double
    /// The shadow offset in points (constant).
    public var shadowOffset: Size
    /// The shadow radius in points (constant).
    public var shadowRadius: Double
    /// Rotation of stacked cards, alternating sign by card (upstream spells it `stackRotateAngel`).
    public var stackRotateAngle: Double
    /// Rotation of the top card as it pops, from 0 at progress 0 to this at progress −1.
    public var popAngle: Double
    /// Offset of the popping card: `x −= W · popOffsetRatio.width · progress` (likewise y) for progress < 0.
    public var popOffsetRatio: Size
    /// Where the stack grows toward: `(0, −1)` up, `(0, 1)` down, `(±1, 0)` right/left; combinable.
    public var stackPosition: Point
    /// Pops cards by scrolling the other way: progress is negated (zIndex too).
    public var reverse: Bool
    /// Whether cards deeper in the stack are blurred.
    public var blurEffectEnabled: Bool
    /// Blur fraction = `clamp(progress / maxStackSize, 0, 1) · maxBlurEffectRadius`.
    public var maxBlurEffectRadius: Double
    /// The blur's material.
    public var blurEffectStyle: BlurStyle

    /// Options with upstream's defaults for everything not given.
    public init(
        scaleFactor: Double = 0.15,
        minScale: Double? = 0,
        maxScale: Double? = 1,
        maxStackSize: Int = 3,
        spacingFactor: Double = 0.03,
        maxSpacing: Double? = nil,
        alphaFactor: Double = 0.0,
        bottomStackAlphaSpeedFactor: Double = 0.9,
        topStackAlphaSpeedFactor: Double = 0.3,
        perspectiveRatio: Double = 0,
        shadowEnabled: Bool = true,
        shadowColor: Color = .black,
        shadowOpacity: Double = 0.1,
        shadowOffset: Size = .zero,
        shadowRadius: Double = 10,
        stackRotateAngle: Double = 0,
        popAngle: Double = .pi / 7,
        popOffsetRatio: Size = Size(width: -1.3, height: 0.3),
        stackPosition: Point = Point(x: 0, y: -1),
        reverse: Bool = false,
        blurEffectEnabled: Bool = false,
        maxBlurEffectRadius: Double = 0.0,
        blurEffectStyle: BlurStyle = .light
    ) {
        self.scaleFactor = scaleFactor
        self.minScale = minScale
        self.maxScale = maxScale
        self.maxStackSize = maxStackSize
        self.spacingFactor = spacingFactor
        self.maxSpacing = maxSpacing
        self.alphaFactor = alphaFactor
        self.bottomStackAlphaSpeedFactor = bottomStackAlphaSpeedFactor
        self.topStackAlphaSpeedFactor = topStackAlphaSpeedFactor
        self.perspectiveRatio = perspectiveRatio
        self.shadowEnabled = shadowEnabled
        self.shadowColor = shadowColor
        self.shadowOpacity = shadowOpacity
        self.shadowOffset = shadowOffset
        self.shadowRadius = shadowRadius
        self.stackRotateAngle = stackRotateAngle
        self.popAngle = popAngle
        self.popOffsetRatio = popOffsetRatio
        self.stackPosition = stackPosition
        self.reverse = reverse
        self.blurEffectEnabled = blurEffectEnabled
        self.maxBlurEffectRadius = maxBlurEffectRadius
        self.blurEffectStyle = blurEffectStyle
    }
}

extension StackTransformViewOptions {
    /// Upstream's named Stack layouts.
    public enum Layout: String, CaseIterable, Hashable, Sendable {
        case transparent, perspective, rotary, vortex, reverse, blur
    }

    /// The options of a named layout, with upstream's values.
    public static func layout(_ layout: Layout) -> StackTransformViewOptions {
        switch layout {
        case .transparent:
            return Self(scaleFactor: 0.12, minScale: 0.0, maxStackSize: 4, alphaFactor: 0.2,
                        bottomStackAlphaSpeedFactor: 10, topStackAlphaSpeedFactor: 0.1,
                        popAngle: .pi / 10, popOffsetRatio: Size(width: -1.45, height: 0.3))
        case .perspective:
            return Self(scaleFactor: 0.1, minScale: 0.2, maxStackSize: 6, spacingFactor: 0.08,
                        alphaFactor: 0.0, perspectiveRatio: 0.3, shadowRadius: 5,
                        popAngle: .pi / 10, popOffsetRatio: Size(width: -1.45, height: 0.3),
                        stackPosition: Point(x: 1, y: 0))
        case .rotary:
            return Self(scaleFactor: -0.03, minScale: 0.2, maxStackSize: 3, spacingFactor: 0.01,
                        alphaFactor: 0.1, shadowRadius: 8, stackRotateAngle: .pi / 16,
                        popAngle: .pi / 4, popOffsetRatio: Size(width: -1.45, height: 0.4),
                        stackPosition: Point(x: 0, y: 1))
        case .vortex:
            return Self(scaleFactor: -0.15, minScale: 0.2, maxScale: nil, maxStackSize: 4, spacingFactor: 0,
                        alphaFactor: 0.4, topStackAlphaSpeedFactor: 1, perspectiveRatio: -0.3,
                        shadowEnabled: false, popAngle: .pi, popOffsetRatio: .zero,
                        stackPosition: Point(x: 0, y: 1))
        case .reverse:
            return Self(scaleFactor: 0.1, maxScale: nil, maxStackSize: 4, spacingFactor: 0.08,
                        shadowRadius: 8, popAngle: -.pi / 4, popOffsetRatio: Size(width: 1.45, height: 0.4),
                        stackPosition: Point(x: -1, y: -0.2), reverse: true)
        case .blur:
            return Self(scaleFactor: 0.1, maxScale: nil, maxStackSize: 7, spacingFactor: 0.06,
                        topStackAlphaSpeedFactor: 0.1, perspectiveRatio: 0.04, shadowRadius: 8,
                        popAngle: -.pi / 4, popOffsetRatio: Size(width: 1.45, height: 0.4),
                        stackPosition: Point(x: -1, y: 0), reverse: true,
                        blurEffectEnabled: true, maxBlurEffectRadius: 0.08)
        }
    }
}
