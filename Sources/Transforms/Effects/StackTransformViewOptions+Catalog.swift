// The Stack effect's options, described once (see `OptionDescription`).

extension StackTransformViewOptions: OptionCatalog {
    /// `StackTransformViewOptions`.
    package static var swiftTypeName: String { "StackTransformViewOptions" }

    /// Upstream's defaults: `StackTransformViewOptions()`.
    package static var upstreamDefaults: Self { Self() }

    /// Every option of `StackTransformViewOptions`, in upstream's parameter order.
    package static var options: [OptionDescription<Self>] {
        [
            .init("scaleFactor", \.scaleFactor, "Scale = 1 − progress · scaleFactor, then clamped by minScale/maxScale."),
            .init("minScale", \.minScale, atMost: OptionBound("maxScale", "every card is drawn at maxScale, so minScale does nothing"),
                  "Lower bound of the scale; null for none."),
            .init("maxScale", \.maxScale, "Upper bound of the scale; null for none."),
            .init("maxStackSize", \.maxStackSize, range: .between(1, 100), "Number of cards visible in the stack."),
            .init("spacingFactor", \.spacingFactor, unit: .cardFraction,
                  "Offset between stacked cards, a fraction of the card size per page."),
            .init("maxSpacing", \.maxSpacing, unit: .cardFraction,
                  "Upper bound of the spacing (fraction of the card size); null for none."),
            .init("alphaFactor", \.alphaFactor, "Alpha = 1 − progress · alphaFactor for cards below the top."),
            .init("bottomStackAlphaSpeedFactor", \.bottomStackAlphaSpeedFactor, unit: .pages, range: .positive,
                  "The bottom card fades out over this many pages past maxStackSize − 1."),
            .init("topStackAlphaSpeedFactor", \.topStackAlphaSpeedFactor, unit: .pages, range: .positive,
                  "A popped card fades in from progress −1 over this many pages."),
            .init("perspectiveRatio", \.perspectiveRatio, unit: .cardFraction,
                  "Extra offset toward stackPosition, growing with depth (fraction of the card size)."),
            .init("shadowEnabled", \.shadowEnabled, "Whether cards cast a shadow."),
            .init("shadowColor", \.shadowColor, "The shadow colour."),
            .init("shadowOpacity", \.shadowOpacity, unit: .fraction, range: .unit, "The shadow opacity."),
            .init("shadowOffset", \.shadowOffset, unit: .points, "The shadow offset in points."),
            .init("shadowRadius", \.shadowRadius, unit: .points, range: .nonNegative, "The shadow radius in points."),
            .init("stackRotateAngle", \.stackRotateAngle, unit: .radians, swiftName: "stackRotateAngel",
                  "Rotation of stacked cards, alternating sign card by card (upstream spells it stackRotateAngel; both are accepted)."),
            .init("popAngle", \.popAngle, unit: .radians, "Rotation of the top card as it pops, reached at progress −1."),
            .init("popOffsetRatio", \.popOffsetRatio, unit: .cardFraction,
                  "Offset of the popping card per page, as fractions of the card size."),
            .init("stackPosition", \.stackPosition,
                  "Where the stack grows: {x: 0, y: -1} up, {x: 0, y: 1} down, {x: ±1, y: 0} right/left."),
            .init("reverse", \.reverse, "Pops cards by scrolling the other way."),
            .init("blurEffectEnabled", \.blurEffectEnabled, "Whether deeper cards are blurred."),
            .init("maxBlurEffectRadius", \.maxBlurEffectRadius, range: .nonNegative,
                  "Blur amount = clamp(progress / maxStackSize, 0, 1) · maxBlurEffectRadius, of the style's blur."),
            .init("blurEffectStyle", \.blurEffectStyle, "UIBlurEffect.Style of the blur."),
        ]
    }
}
