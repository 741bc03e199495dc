// The Scale effect's options, described once (see `OptionDescription`): upstream's names and
// order, the ranges configs are checked against, the documentation and the sliders.

extension ScaleTransformViewOptions: OptionCatalog {
    /// `ScaleTransformViewOptions`.
    package static var swiftTypeName: String { "ScaleTransformViewOptions" }

    /// Upstream's defaults: `ScaleTransformViewOptions()`.
    package static var upstreamDefaults: Self { Self() }

    /// Every option of `ScaleTransformViewOptions`, in upstream's parameter order.
    package static var options: [OptionDescription<Self>] {
        [
            .init("minScale", \.minScale, slider: OptionSlider(0, 2, step: 0.01),
                  atMost: OptionBound("maxScale", "every card is drawn at maxScale, so minScale does nothing"), "Lower bound of the card scale."),
            .init("maxScale", \.maxScale, slider: OptionSlider(0, 2, step: 0.01), "Upper bound of the card scale."),
            .init("scaleRatio", \.scaleRatio, slider: OptionSlider(-1, 1, step: 0.01),
                  "Scale = 1 − scaleCurve(|progress|) · scaleRatio, then clamped to minScale…maxScale."),
            .init("translationRatio", \.translationRatio, unit: .cardFraction,
                  "Translation per page of progress, as fractions of the card's width and height."),
            .init("minTranslationRatio", \.minTranslationRatio, unit: .cardFraction,
                  "Lower bound of the translation (fractions of W and H); null for none."),
            .init("maxTranslationRatio", \.maxTranslationRatio, unit: .cardFraction,
                  "Upper bound of the translation (fractions of W and H); null for none."),
            .init("keepVerticalSpacingEqual", \.keepVerticalSpacingEqual,
                  "Moves scaled cards up by (1 − scale) · H / 2 so their spacing stays equal."),
            .init("keepHorizontalSpacingEqual", \.keepHorizontalSpacingEqual,
                  "Moves scaled cards inward by (1 − scale) · W / 2 so their spacing stays equal."),
            .init("scaleCurve", \.scaleCurve, "The curve applied to |progress| before scaling."),
            .init("translationCurve", \.translationCurve, "The curve applied to |progress| before translating."),
            .init("shadowEnabled", \.shadowEnabled, "Whether cards cast a shadow."),
            .init("shadowColor", \.shadowColor, "The shadow colour."),
            .init("shadowOpacity", \.shadowOpacity, unit: .fraction, range: .unit,
                  "Upstream's shadowOpacity; like upstream, the shadow ignores it (opacity comes from shadowOpacityMin/Max)."),
            .init("shadowRadiusMin", \.shadowRadiusMin, unit: .points, range: .nonNegative,
                  "Shadow radius (points) = max(shadowRadiusMin, (1 − |p|) · shadowRadiusMax)."),
            .init("shadowRadiusMax", \.shadowRadiusMax, unit: .points, range: .nonNegative, "See shadowRadiusMin."),
            .init("shadowOffsetMin", \.shadowOffsetMin, unit: .points,
                  "Shadow offset (points) = max(shadowOffsetMin, (1 − |p|) · shadowOffsetMax) per component."),
            .init("shadowOffsetMax", \.shadowOffsetMax, unit: .points, "See shadowOffsetMin."),
            .init("shadowOpacityMin", \.shadowOpacityMin, unit: .fraction, range: .unit,
                  "Shadow opacity = max(shadowOpacityMin, (1 − |p|) · shadowOpacityMax)."),
            .init("shadowOpacityMax", \.shadowOpacityMax, unit: .fraction, range: .unit, "See shadowOpacityMin."),
            .init("blurEffectEnabled", \.blurEffectEnabled, "Whether side cards are blurred."),
            .init("blurEffectRadiusRatio", \.blurEffectRadiusRatio, range: .nonNegative,
                  "Blur amount = |progress| · blurEffectRadiusRatio, clamped to 0…1 of the style's blur."),
            .init("blurEffectStyle", \.blurEffectStyle, "UIBlurEffect.Style of the blur."),
            .init("rotation3d", \.rotation3d,
                  "A 3-D rotation after the scale and translation; null for none. A new one needs every key but isDoubleSided."),
            .init("translation3d", \.translation3d, "A 3-D translation applied last; null for none. A new one needs all three keys."),
        ]
    }
}

extension ScaleTransformViewOptions.Rotation3dOptions: NestedOptions {
    /// `ScaleTransformViewOptions.Rotation3dOptions`.
    package static var swiftTypeName: String { "ScaleTransformViewOptions.Rotation3dOptions" }

    /// All zero, not double-sided: what a new `rotation3d` starts from.
    package static var template: Self { Self(angle: 0, minAngle: 0, maxAngle: 0, x: 0, y: 0, z: 0, m34: 0) }

    /// Upstream's initialiser has no defaults; `isDoubleSided` is `CALayer`'s default, false.
    package static var upstreamDefaults: Self { template }

    /// Every option of `Rotation3dOptions`, in upstream's parameter order, then `isDoubleSided`.
    package static var options: [OptionDescription<Self>] {
        [
            .init("angle", \.angle, unit: .radians, "Rotation per page of progress; the angle is `angle · progress`, clamped."),
            .init("minAngle", \.minAngle, unit: .radians, "Lower bound of the rotation."),
            .init("maxAngle", \.maxAngle, unit: .radians, "Upper bound of the rotation."),
            .init("x", \.x, "Rotation axis, x component (the axis is normalised)."),
            .init("y", \.y, "Rotation axis, y component."),
            .init("z", \.z, "Rotation axis, z component."),
            .init("m34", \.m34, slider: OptionSlider(-0.01, -0.00001, step: 0.00001, log: true),
                  "CATransform3D.m34, the perspective: -1/d for an eye d points away (e.g. -0.0005)."),
            .init("isDoubleSided", \.isDoubleSided, swift: .property,
                  "When false (upstream's default) a card turned away from the viewer is hidden."),
        ]
    }
}

extension ScaleTransformViewOptions.Translation3dOptions: NestedOptions {
    /// `ScaleTransformViewOptions.Translation3dOptions`.
    package static var swiftTypeName: String { "ScaleTransformViewOptions.Translation3dOptions" }

    /// All zero: what a new `translation3d` starts from.
    package static var template: Self { Self(translateRatios: .zero, minTranslateRatios: .zero, maxTranslateRatios: .zero) }

    /// Upstream's initialiser has no defaults.
    package static var upstreamDefaults: Self { template }

    /// Every option of `Translation3dOptions`, in upstream's parameter order.
    package static var options: [OptionDescription<Self>] {
        [
            .init("translateRatios", \.translateRatios, unit: .cardFraction,
                  "Translation per page of progress: x·p·W, y·|p|·H, z·|p|·W (fractions of the card size)."),
            .init("minTranslateRatios", \.minTranslateRatios, unit: .cardFraction, "Lower bounds, measured like translateRatios."),
            .init("maxTranslateRatios", \.maxTranslateRatios, unit: .cardFraction, "Upper bounds, measured like translateRatios."),
        ]
    }
}
