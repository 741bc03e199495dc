/// Options of the Scale effect (upstream's `ScaleTransformViewOptions`), with upstream's defaults.
/// Ratios are fractions of the card's width or height; angles are radians; progress is in pages.
public struct ScaleTransformViewOptions: Hashable, Sendable {
    /// Lower bound of the card scale.
    public var minScale: Double
    /// Upper bound of the card scale.
    public var maxScale: Double
    /// Scale = `1 − scaleCurve(|progress|) · scaleRatio`, then clamped to `minScale…maxScale`.
    public var scaleRatio: Double
    /// Translation per page of progress, as a fraction of the card size:
    /// `x = W · ratio.x · translationCurve(|p|) · sign(p)`, `y = H · ratio.y · translationCurve(|p|)`.
    public var translationRatio: Point
    /// Lower bound of the translation (fraction of W and H); `nil` for none.
    public var minTranslationRatio: Point?
    /// Upper bound of the translation (fraction of W and H); `nil` for none.
    public var maxTranslationRatio: Point?
    /// Subtracts `(1 − scale) · H / 2` from y so scaled cards keep equal vertical spacing.
    public var keepVerticalSpacingEqual: Bool
    /// Subtracts `(1 − scale) · W / 2 · sign(p)` from x so scaled cards keep equal horizontal spacing.
    public var keepHorizontalSpacingEqual: Bool
    /// The curve applied to `|progress|` before scaling.
    public var scaleCurve: TransformCurve
    /// The curve applied to `|progress|` before translating.
    public var translationCurve: TransformCurve
    /// Whether the card casts a shadow.
    public var shadowEnabled: Bool
    /// The shadow colour.
    public var shadowColor: Color
    /// Upstream's `shadowOpacity`: kept for completeness, but not used by the shadow
    /// (opacity comes from `shadowOpacityMin/Max`), exactly as upstream.
    public var shadowOpacity: Double
    /// Shadow radius (points) = `max(shadowRadiusMin, (1 − |p|) · shadowRadiusMax)`.
    public var shadowRadiusMin: Double
    /// See `shadowRadiusMin`.
    public var shadowRadiusMax: Double
    /// Shadow offset (points) = `max(min, (1 − |p|) · max)` per component.
    public var shadowOffsetMin: Size
    /// See `shadowOffsetMin`.
    public var shadowOffsetMax: Size
    /// Shadow opacity = `max(shadowOpacityMin, (1 − |p|) · shadowOpacityMax)`.
    public var shadowOpacityMin: Double
    /// See `shadowOpacityMin`.
    public var shadowOpacityMax: Double
    /// Whether side cards are blurred.
    public var blurEffectEnabled: Bool
    /// Blur fraction = `|progress| · blurEffectRadiusRatio`, clamped to `0…1`.
    public var blurEffectRadiusRatio: Double
    /// The blur's material.
    public var blurEffectStyle: BlurStyle
    /// A 3-D rotation applied after the 2-D scale and translation; `nil` for none.
    public var rotation3d: Rotation3dOptions?
    /// A 3-D translation applied last; `nil` for none.
    public var translation3d: Translation3dOptions?

    /// Options with upstream's defaults for everything not given.
    public init(
        minScale: Double = 0.75,
        maxScale: Double = 1,
        scaleRatio: Double = 0.25,
        translationRatio: Point = Point(x: 0.93, y: 0.36),
        minTranslationRatio: Point? = Point(x: -5, y: -5),
        maxTranslationRatio: Point? = Point(x: 5, y: 5),
        keepVerticalSpacingEqual: Bool = true,
        keepHorizontalSpacingEqual: Bool = true,
        scaleCurve: TransformCurve = .linear,
        translationCurve: TransformCurve = .linear,
        shadowEnabled: Bool = true,
        shadowColor: Color = .black,
        shadowOpacity: Double = 0.6,
        shadowRadiusMin: Double = 2,
        shadowRadiusMax: Double = 13,
        shadowOffsetMin: Size = Size(width: 0, height: 2),
        shadowOffsetMax: Size = Size(width: 0, height: 6),
        shadowOpacityMin: Double = 0.1,
        shadowOpacityMax: Double = 0.1,
        blurEffectEnabled: Bool = false,
        blurEffectRadiusRatio: Double = 0.4,
        blurEffectStyle: BlurStyle = .light,
        rotation3d: Rotation3dOptions? = nil,
        translation3d: Translation3dOptions? = nil
    ) {
        self.minScale = minScale
        self.maxScale = maxScale
        self.scaleRatio = scaleRatio
        self.translationRatio = translationRatio
        self.minTranslationRatio = minTranslationRatio
        self.maxTranslationRatio = maxTranslationRatio
        self.keepVerticalSpacingEqual = keepVerticalSpacingEqual
        self.keepHorizontalSpacingEqual = keepHorizontalSpacingEqual
        self.scaleCurve = scaleCurve
        self.translationCurve = translationCurve
        self.shadowEnabled = shadowEnabled
        self.shadowColor = shadowColor
        self.shadowOpacity = shadowOpacity
        self.shadowRadiusMin = shadowRadiusMin
        self.shadowRadiusMax = shadowRadiusMax
        self.shadowOffsetMin = shadowOffsetMin
        self.shadowOffsetMax = shadowOffsetMax
        self.shadowOpacityMin = shadowOpacityMin
        self.shadowOpacityMax = shadowOpacityMax
        self.blurEffectEnabled = blurEffectEnabled
        self.blurEffectRadiusRatio = blurEffectRadiusRatio
        self.blurEffectStyle = blurEffectStyle
        self.rotation3d = rotation3d
        self.translation3d = translation3d
    }

    /// Upstream's `Rotation3dOptions`: `CATransform3DRotate` by `clamp(angle · progress, minAngle, maxAngle)`
    /// about `(x, y, z)`, after setting `m34`.
    public struct Rotation3dOptions: Hashable, Sendable {
        /// Radians of rotation per page of progress.
        public var angle: Double
        /// Lower bound of the rotation (radians).
        public var minAngle: Double
        /// Upper bound of the rotation (radians).
        public var maxAngle: Double
        /// Rotation axis x component (normalised with y and z).
        public var x: Double
        /// Rotation axis y component.
        public var y: Double
        /// Rotation axis z component.
        public var z: Double
        /// `CATransform3D.m34`, the perspective: `−1/d` for an eye at distance `d` points.
        public var m34: Double
        /// `CALayer.isDoubleSided`: when false, a card turned away from the viewer is hidden.
        public var isDoubleSided: Bool

        /// A rotation; `isDoubleSided` is false by default, as upstream.
        public init(angle: Double, minAngle: Double, maxAngle: Double,
                    x: Double, y: Double, z: Double, m34: Double, isDoubleSided: Bool = false) {
            self.angle = angle
            self.minAngle = minAngle
            self.maxAngle = maxAngle
            self.x = x
            self.y = y
            self.z = z
            self.m34 = m34
            self.isDoubleSided = isDoubleSided
        }
    }

    /// Upstream's `Translation3dOptions`: `CATransform3DTranslate` by
    /// `x = ratios.x · p · W`, `y = ratios.y · |p| · H`, `z = ratios.z · |p| · W`, each clamped.
    public struct Translation3dOptions: Hashable, Sendable {
        /// Translation per page of progress (x, y as fractions of W, H; z as a fraction of W).
        public var translateRatios: Vector3
        /// Lower bounds, measured like `translateRatios`.
        public var minTranslateRatios: Vector3
        /// Upper bounds, measured like `translateRatios`.
        public var maxTranslateRatios: Vector3

        /// A translation with its bounds.
        public init(translateRatios: Vector3, minTranslateRatios: Vector3, maxTranslateRatios: Vector3) {
            self.translateRatios = translateRatios
            self.minTranslateRatios = minTranslateRatios
            self.maxTranslateRatios = maxTranslateRatios
        }
    }
}

extension ScaleTransformViewOptions {
    /// Upstream's named Scale layouts.
    public enum Layout: String, CaseIterable, Hashable, Sendable {
        case invertedCylinder, cylinder, coverFlow, rotary, linear, easeIn, easeOut, blur
    }

    /// The options of a named layout, with upstream's values.
    public static func layout(_ layout: Layout) -> ScaleTransformViewOptions {
        switch layout {
        case .blur:
            return Self(minScale: 0.6, scaleRatio: 0.4,
                        translationRatio: Point(x: 0.66, y: 0.2), maxTranslationRatio: Point(x: 2, y: 0),
                        blurEffectEnabled: true, blurEffectRadiusRatio: 0.2)
        case .linear:
            return Self(minScale: 0.6, scaleRatio: 0.4,
                        translationRatio: Point(x: 0.66, y: 0.2), maxTranslationRatio: Point(x: 2, y: 0),
                        keepVerticalSpacingEqual: true, keepHorizontalSpacingEqual: true,
                        scaleCurve: .linear, translationCurve: .linear)
        case .easeIn:
            return Self(minScale: 0.6, scaleRatio: 0.4, translationRatio: Point(x: 0.66, y: 0.2),
                        keepVerticalSpacingEqual: true, keepHorizontalSpacingEqual: true,
                        scaleCurve: .easeIn, translationCurve: .linear)
        case .easeOut:
            return Self(minScale: 0.6, scaleRatio: 0.4, translationRatio: Point(x: 0.66, y: 0.2),
                        keepVerticalSpacingEqual: true, keepHorizontalSpacingEqual: true,
                        scaleCurve: .linear, translationCurve: .easeIn)
        case .rotary:
            return Self(minScale: 0, scaleRatio: 0.4, translationRatio: Point(x: 0.1, y: 0.1),
                        minTranslationRatio: Point(x: -1, y: 0), maxTranslationRatio: Point(x: 1, y: 1),
                        rotation3d: Rotation3dOptions(angle: .pi / 15, minAngle: -.pi / 3, maxAngle: .pi / 3,
                                                      x: 0, y: 0, z: 1, m34: -0.004),
                        translation3d: Translation3dOptions(translateRatios: Vector3(0.9, 0.1, 0),
                                                            minTranslateRatios: Vector3(-3, -0.8, -0.3),
                                                            maxTranslateRatios: Vector3(3, 0.8, -0.3)))
        case .cylinder:
            return Self(minScale: 0.55, maxScale: 0.55, scaleRatio: 0, translationRatio: .zero,
                        minTranslationRatio: .zero, maxTranslationRatio: .zero, shadowEnabled: false,
                        rotation3d: Rotation3dOptions(angle: .pi / 4, minAngle: -.pi, maxAngle: .pi,
                                                      x: 0, y: 1, z: 0, m34: -0.000_4 - 0.8 * 0.000_2),
                        translation3d: Translation3dOptions(translateRatios: Vector3(0, 0, 0),
                                                            minTranslateRatios: Vector3(0, 0, 1.25),
                                                            maxTranslateRatios: Vector3(0, 0, 1.25)))
        case .invertedCylinder:
            return Self(minScale: 1.2, maxScale: 1.2, scaleRatio: 0, translationRatio: .zero,
                        minTranslationRatio: .zero, maxTranslationRatio: .zero, shadowEnabled: false,
                        rotation3d: Rotation3dOptions(angle: .pi / 3, minAngle: -.pi, maxAngle: .pi,
                                                      x: 0, y: -1, z: 0, m34: -0.002),
                        translation3d: Translation3dOptions(translateRatios: Vector3(0.1, 0, 0),
                                                            minTranslateRatios: Vector3(-0.05, 0, 0.86),
                                                            maxTranslateRatios: Vector3(0.05, 0, -0.86)))
        case .coverFlow:
            return Self(minScale: 0.7, maxScale: 0.7, scaleRatio: 0, translationRatio: .zero,
                        minTranslationRatio: .zero, maxTranslationRatio: .zero, shadowEnabled: true,
                        rotation3d: Rotation3dOptions(angle: .pi / 1.65, minAngle: -.pi / 3, maxAngle: .pi / 3,
                                                      x: 0, y: -1, z: 0, m34: -0.000_5),
                        translation3d: Translation3dOptions(translateRatios: Vector3(0.1, 0, -0.7),
                                                            minTranslateRatios: Vector3(-0.1, 0, -3),
                                                            maxTranslateRatios: Vector3(0.1, 0, 0)))
        }
    }
}
