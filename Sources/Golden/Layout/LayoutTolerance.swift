import Problems

/// How far a frame's layout may move from its layout golden and still pass, in the units the effect
/// is written in (`flipbook check --kind layout`, `assertLayout(of:)`). The defaults are a hundred
/// times the rounding of a layout golden (6 decimals) and far above what another libm changes
/// (about 1e-13), yet below anything a user sees.
///
/// ```swift
/// assertLayout(of: "stack.vortex", tolerance: LayoutTolerance(points: 0.5, degrees: 0.1))
/// ```
public struct LayoutTolerance: Hashable, Sendable, Codable {
    /// Positions, sizes, translations, blur and shadow radii, in points.
    public var points: Double
    /// Rotations read from a transform, in degrees.
    public var degrees: Double
    /// Alpha and opacity, `0…1`.
    public var alpha: Double
    /// Scale factors, progress and any other unitless matrix element.
    public var scale: Double
    /// The perspective column of a transform (`m14`, `m24`, `m34`, `m44`; `m34` is `−1/eye distance`).
    public var perspective: Double

    /// The defaults: 0.01 pt, 0.01°, alpha 0.001, scale 0.0001, perspective 0.00001.
    public init(points: Double = 0.01, degrees: Double = 0.01, alpha: Double = 0.001, scale: Double = 0.0001,
                 perspective: Double = 0.000_01) {
        self.points = points
        self.degrees = degrees
        self.alpha = alpha
        self.scale = scale
        self.perspective = perspective
    }

    /// Throws for a tolerance that is negative or not a number, naming it.
    @_optimize(none)
    package func validate() throws(Problem) {
        for (name, value) in [("points", points), ("degrees", degrees), ("alpha", alpha), ("scale", scale), ("perspective", perspective)]
        where !(value.isFinite && value >= 0) {
            throw Problem(.outOfRange, "layout tolerance \(name) \(value.shortestDescription) is not a number of 0 or more",
                          fix: "use 0 or a small positive number, e.g. \(setting: "layoutTolerance.\(name)", value: "0.01")")
        }
    }
}
