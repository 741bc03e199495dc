import Problems

/// Flipbook's page-curl parameters (UIKit exposes none: its curl is a private animation).
/// Each has a default chosen to look like the iOS page turn; see `CurlDrag` for the geometry.
public struct CurlOptions: Hashable, Sendable {
    /// The cylinder's radius at the start of a turn, in points; `nil` uses 14 % of the leaf's
    /// width (the leaf is the turning page: half the page area with `spineLocation: mid`).
    public var radius: Double?
    /// Where the finger holds the free edge, `0…1` along it from the spine's start (top for a
    /// horizontal turn, left for a vertical one); 1 is the far corner.
    public var grab: Double
    /// How far the finger's path bows toward the middle of the edge, as a fraction of the edge's
    /// length (0 = a straight drag that turns the whole edge at once).
    public var lift: Double
    /// Single-sided pages: how much the back (the page's own content seen through the paper,
    /// mirrored) is blended toward white, `0…1`.
    public var backFade: Double
    /// Darkness of the shadow the curl casts on the page underneath, `0…1`.
    public var shadowOpacity: Double
    /// The shadow's blur, as `CALayer.shadowRadius` (σ = radius / 2), in points.
    public var shadowRadius: Double

    /// Options with the defaults: a corner held at 90 % of the edge, lifted by 20 %.
    public init(radius: Double? = nil, grab: Double = 0.9, lift: Double = 0.2, backFade: Double = 0.7,
                shadowOpacity: Double = 0.4, shadowRadius: Double = 16) {
        self.radius = radius
        self.grab = grab
        self.lift = lift
        self.backFade = backFade
        self.shadowOpacity = shadowOpacity
        self.shadowRadius = shadowRadius
    }

    /// The radius used for a leaf of `width` points.
    package func radius(leafWidth width: Double) -> Double { radius ?? 0.14 * width }

    /// The same options after checking every number; the error names the setting and the fix.
    package func validated() throws(Problem) -> CurlOptions {
        let key = "pageViewController.curl."
        if let radius, !(radius.isFinite && radius >= 0) { throw .negative(key + "radius", radius, example: "40") }
        guard grab.isFinite, grab >= 0, grab <= 1 else { throw .outOfUnit(key + "grab", grab, example: "0.9") }
        guard lift.isFinite, lift >= 0, lift <= 1 else { throw .outOfUnit(key + "lift", lift, example: "0.2") }
        guard backFade.isFinite, backFade >= 0, backFade <= 1 else { throw .outOfUnit(key + "backFade", backFade, example: "0.7") }
        guard shadowOpacity.isFinite, shadowOpacity >= 0, shadowOpacity <= 1 else {
            throw .outOfUnit(key + "shadowOpacity", shadowOpacity, example: "0.4")
        }
        guard shadowRadius.isFinite, shadowRadius >= 0 else { throw .negative(key + "shadowRadius", shadowRadius, example: "16") }
        return self
    }
}
