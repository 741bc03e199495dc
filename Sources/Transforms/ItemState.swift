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

    /// Upstream's default `zPosition(progress:)`: `Int(−|round(progress)|)`.
    @inlinable
    public static func defaultZIndex(progress: Double) -> Int {
        saturatingInt(-Swift.abs(progress.rounded(.toNearestOrAwayFromZero)))
    }
}

extension Transform3D {
    /// Whether a card of `card` size drawn with this transform shows its back to the viewer
    /// (`CALayer.isDoubleSided == false` hides it): the projected corners turn the other way
    /// (y down), or a corner falls behind the eye (`W ≤ 0`).
    public func showsBackFace(card: Size) -> Bool {
        let halfWidth = card.width / 2, halfHeight = card.height / 2
        let corners = [(-halfWidth, -halfHeight), (halfWidth, -halfHeight), (halfWidth, halfHeight), (-halfWidth, halfHeight)]
        var projected: [Point] = []
        projected.reserveCapacity(4)
        for (x, y) in corners {
            let h = homogeneous(x: x, y: y)
            guard h.w > 0 else { return true }
            projected.append(Point(x: h.x / h.w, y: h.y / h.w))
        }
        let a = projected[0], b = projected[1], c = projected[2]
        let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
        return cross < 0
    }
}
