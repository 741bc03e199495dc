/// A card's shadow (`CALayer.shadow*`): colour, opacity `0…1`, blur radius and offset in points.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    /// `0…1`.
    public var opacity: Double
    /// `CALayer.shadowRadius` in points; the renderer blurs with a Gaussian of σ = radius / 2.
    public var radius: Double
    /// In points, in the card's own (untransformed) coordinates, as `CALayer.shadowOffset`.
    public var offset: Size

    public init(color: Color, opacity: Double, radius: Double, offset: Size) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }

    /// True when every number is finite.
    @inlinable
    public var isFinite: Bool {
        color.red.isFinite && color.green.isFinite && color.blue.isFinite && color.alpha.isFinite
            && opacity.isFinite && radius.isFinite && offset.width.isFinite && offset.height.isFinite
    }
}

/// One snapshot piece of a card.
public struct PieceState: Hashable, Sendable {
    /// The part of the card the piece shows, in card coordinates (top-left origin, points).
    public var frame: Rect
    /// The piece's transform about its own centre, inside the container transform.
    public var transform: Transform3D
    /// `0…1`.
    public var alpha: Double
    /// Corner radius in the piece's own coordinates (points), before its transform.
    public var cornerRadius: Double

    public init(frame: Rect, transform: Transform3D, alpha: Double, cornerRadius: Double) {
        self.frame = frame
        self.transform = transform
        self.alpha = alpha
        self.cornerRadius = cornerRadius
    }

    /// True when every number is finite.
    @inlinable
    public var isFinite: Bool {
        frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
            && transform.isFinite && alpha.isFinite && cornerRadius.isFinite
    }
}

/// Everything visible about one card at one progress: the output of an effect.
public struct ItemState: Hashable, Sendable {
    /// The card's transform about its centre (for Snapshot, the container's).
    public var transform: Transform3D
    /// Opacity `0…1`.
    public var alpha: Double
    /// Drawing order: higher is in front.
    public var zIndex: Int
    /// True when the card is not drawn (a back face turned toward the viewer).
    public var isHidden: Bool
    /// The card's shadow, or `nil` for none.
    public var shadow: Shadow?
    /// How blurred the card is, `0…1` of `blurStyle`'s full blur.
    public var blur: Double
    /// The blur's material, when the effect blurs.
    public var blurStyle: BlurStyle?
    /// Snapshot pieces; `nil` for effects that do not cut the card, empty for a plain snapshot card.
    public var pieces: [PieceState]?

    public init(transform: Transform3D = .identity, alpha: Double = 1, zIndex: Int = 0, isHidden: Bool = false,
                shadow: Shadow? = nil, blur: Double = 0, blurStyle: BlurStyle? = nil, pieces: [PieceState]? = nil) {
        self.transform = transform
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.shadow = shadow
        self.blur = blur
        self.blurStyle = blurStyle
        self.pieces = pieces
    }

    /// True when every number of the state (pieces and shadow included) is finite.
    @inlinable
    public var isFinite: Bool {
        guard transform.isFinite, alpha.isFinite, blur.isFinite else { return false }
        if let shadow, !shadow.isFinite { return false }
        if let pieces {
            for piece in pieces where !piece.isFinite { return false }
        }
        return true
    }

    /// Upstream's default `zPosition(progress:)`: `Int(−|round(progress)|)`.
    @inlinable
    public static func defaultZIndex(progress: Double) -> Int {
        saturatingInt(-Swift.abs(progress.rounded(.toNearestOrAwayFromZero)))
    }
}

extension Transform3D {
    /// Whether a card of `card` size drawn with this transform shows its back to the viewer
    /// (`CALayer.isDoubleSided == false` hides it): the projected corners
    /// `(−W/2,−H/2) → (W/2,−H/2) → (W/2,H/2)` turn the other way (y down), or any of the four
    /// corners falls behind the eye (`W ≤ 0`). An edge-on card (no turn at all) is not hidden.
    @inlinable
    public func showsBackFace(card: Size) -> Bool {
        let halfWidth = card.width / 2, halfHeight = card.height / 2
        // The fourth corner only matters for the behind-the-eye test.
        guard homogeneous(x: -halfWidth, y: halfHeight).w > 0,
              let a = project(Point(x: -halfWidth, y: -halfHeight)),
              let b = project(Point(x: halfWidth, y: -halfHeight)),
              let c = project(Point(x: halfWidth, y: halfHeight)) else { return true }
        let turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
        return turn < 0
    }
}
