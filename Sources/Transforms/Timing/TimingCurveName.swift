/// The 29 named timing curves of PVView (`PVTimingFunctionName`), each a CSS cubic Bézier whose
/// control points come from easings.net. `default` is CSS's `ease`; `linear`, `easeIn`, `easeOut`
/// and `easeInOut` are CSS's curves of the same names.
public enum TimingCurveName: String, CaseIterable, Hashable, Sendable {
    case `default`, linear, easeIn, easeOut, easeInOut
    case easeInSine, easeOutSine, easeInOutSine
    case easeInQuad, easeOutQuad, easeInOutQuad
    case easeInCubic, easeOutCubic, easeInOutCubic
    case easeInQuart, easeOutQuart, easeInOutQuart
    case easeInQuint, easeOutQuint, easeInOutQuint
    case easeInExpo, easeOutExpo, easeInOutExpo
    case easeInCirc, easeOutCirc, easeInOutCirc
    case easeInBack, easeOutBack, easeInOutBack

    /// The curve's control points `(x1, y1)` and `(x2, y2)`, exactly as PVView lists them.
    /// The `Back` curves have y outside `0…1`: they overshoot.
    package var bezier: CubicBezier {
        switch self {
        case .default: return CubicBezier(0.25, 0.1, 0.25, 1)
        case .linear: return CubicBezier(0, 0, 1, 1)
        case .easeIn: return CubicBezier(0.42, 0, 1, 1)
        case .easeOut: return CubicBezier(0, 0, 0.58, 1)
        case .easeInOut: return CubicBezier(0.42, 0, 0.58, 1)
        case .easeInSine: return CubicBezier(0.47, 0, 0.745, 0.715)
        case .easeOutSine: return CubicBezier(0.39, 0.575, 0.565, 1)
        case .easeInOutSine: return CubicBezier(0.445, 0.05, 0.55, 0.95)
        case .easeInQuad: return CubicBezier(0.55, 0.085, 0.68, 0.53)
        case .easeOutQuad: return CubicBezier(0.25, 0.46, 0.45, 0.94)
        case .easeInOutQuad: return CubicBezier(0.455, 0.03, 0.515, 0.955)
        case .easeInCubic: return CubicBezier(0.55, 0.055, 0.675, 0.19)
        case .easeOutCubic: return CubicBezier(0.215, 0.61, 0.355, 1)
        case .easeInOutCubic: return CubicBezier(0.645, 0.045, 0.355, 1)
        case .easeInQuart: return CubicBezier(0.895, 0.03, 0.685, 0.22)
        case .easeOutQuart: return CubicBezier(0.165, 0.84, 0.44, 1)
        case .easeInOutQuart: return CubicBezier(0.77, 0, 0.175, 1)
        case .easeInQuint: return CubicBezier(0.755, 0.05, 0.855, 0.06)
        case .easeOutQuint: return CubicBezier(0.23, 1, 0.32, 1)
        case .easeInOutQuint: return CubicBezier(0.86, 0, 0.07, 1)
        case .easeInExpo: return CubicBezier(0.95, 0.05, 0.795, 0.035)
        case .easeOutExpo: return CubicBezier(0.19, 1, 0.22, 1)
        case .easeInOutExpo: return CubicBezier(1, 0, 0, 1)
        case .easeInCirc: return CubicBezier(0.6, 0.04, 0.98, 0.335)
        case .easeOutCirc: return CubicBezier(0.075, 0.82, 0.165, 1)
        case .easeInOutCirc: return CubicBezier(0.785, 0.135, 0.15, 0.86)
        case .easeInBack: return CubicBezier(0.6, -0.28, 0.735, 0.045)
        case .easeOutBack: return CubicBezier(0.175, 0.885, 0.32, 1.275)
        case .easeInOutBack: return CubicBezier(0.68, -0.55, 0.265, 1.55)
        }
    }
}
