/// A card's shadow (`CALayer.shadow*`): colour, opacity `0…1`, blur radius and offset in points.
public struct Shadow: Hashable, Sendable {
    /// The shadow colour.
    public var color: Color
    /// `0…1`.
    public var opacity: Double
    /// `CALayer.shadowRadius` in points; the renderer blurs with a Gaussian of σ = radius / 2.
    public var radius: Double
    /// In points, in the card's own (untransformed) coordinates, as `CALayer.shadowOffset`.
    public var offset: Size

    /// A shadow with these values.
    public init(color: Color, opacity: Double, radius: Double, offset: Size) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }

    /// True when every number is finite.
    @inlinable
    package var isFinite: Bool {
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

    /// A piece with these values.
    public init(frame: Rect, transform: Transform3D, alpha: Double, cornerRadius: Double) {
        self.frame = frame
        self.transform = transform
        self.alpha = alpha
        self.cornerRadius = cornerRadius
    }

    /// True when every number is finite.
    @inlinable
    package var isFinite: Bool {
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

    /// A state; the defaults are the plain, centred card.
    @inlinable
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
    package var isFinite: Bool {
        guard transform.isFinite, alpha.isFinite, blur.isFinite else { return false }
        if let shadow, !shadow.isFinite { return false }
        if let pieces {
            for piece in pieces where !piece.isFinite { return false }
        }
        return true
    }

    /// The state with these values, every number kept finite: a state whose formulas left the real
    /// numbers (a curve outside its domain with no clamp, a progress so large that a product
    /// overflows) is hidden, and its numbers that are not finite are replaced by neutral ones, so
    /// output never holds NaN or ±∞. The effects build their states through this; it checks the parts
    /// before building the state, which spares copying a state for every item.
    @inlinable @inline(__always)
    static func finite(transform: Transform3D, alpha: Double = 1, zIndex: Int, isHidden: Bool = false,
                       shadow: Shadow? = nil, blur: Double = 0, blurStyle: BlurStyle? = nil,
                       pieces: [PieceState]? = nil) -> ItemState {
        let shadowIsFinite = shadow?.isFinite ?? true
        var piecesAreFinite = true
        if let pieces {
            for piece in pieces where !piece.isFinite {
                piecesAreFinite = false
                break
            }
        }
        let transformIsFinite = transform.isFinite, alphaIsFinite = alpha.isFinite, blurIsFinite = blur.isFinite
        let allFinite = transformIsFinite && alphaIsFinite && blurIsFinite && shadowIsFinite && piecesAreFinite
        // One initialiser call (no branches around it) lets the state be built in the caller's memory.
        return ItemState(transform: transformIsFinite ? transform : .identity, alpha: alphaIsFinite ? alpha : 0,
                         zIndex: zIndex, isHidden: isHidden || !allFinite, shadow: shadowIsFinite ? shadow : nil,
                         blur: blurIsFinite ? blur : 0, blurStyle: blurStyle, pieces: piecesAreFinite ? pieces : [])
    }

    /// Upstream's default `zPosition(progress:)`: `Int(−|round(progress)|)`.
    @inlinable
    package static func defaultZIndex(progress: Double) -> Int {
        saturatingInt(-Swift.abs(progress.rounded(.toNearestOrAwayFromZero)))
    }
}

extension Transform3D {
    /// Whether a card of `card` size drawn with this transform shows its back to the viewer
    /// (`CALayer.isDoubleSided == false` hides it): the projected corners
    /// `(−W/2,−H/2) → (W/2,−H/2) → (W/2,H/2)` turn the other way (y down), or any of the four
    /// corners falls behind the eye (`W ≤ 0`). An edge-on card (no turn at all) is not hidden.
    @inlinable @inline(__always)
    public func showsBackFace(card: Size) -> Bool {
        let halfWidth = card.width / 2, halfHeight = card.height / 2
        // `[sx·W/2, sy·H/2, 0, 1] · M` in homogeneous coordinates.
        func corner(_ sx: Double, _ sy: Double) -> (x: Double, y: Double, w: Double) {
            let x = sx * halfWidth, y = sy * halfHeight
            return (x * m11 + y * m21 + m41, x * m12 + y * m22 + m42, x * m14 + y * m24 + m44)
        }
        let a = corner(-1, -1), b = corner(1, -1), c = corner(1, 1), d = corner(-1, 1)
        guard a.w > 0, b.w > 0, c.w > 0, d.w > 0 else { return true }
        // The turn a → b → c of the projected points, (b − a) × (c − b), equals this determinant of
        // the homogeneous points divided by the positive wa·wb·wc, so its sign needs no division.
        let turn = a.x * (b.y * c.w - b.w * c.y) - a.y * (b.x * c.w - b.w * c.x) + a.w * (b.x * c.y - b.y * c.x)
        return turn < 0
    }
}

extension Transform3D {
    /// `F·self·F` with `F = diag(−1, 1, 1, 1)`: the same motion seen in a vertical mirror
    /// (every element with exactly one index 1 negated).
    public var mirroredHorizontally: Transform3D {
        var m = self
        m.m12 = -m12; m.m13 = -m13; m.m14 = -m14
        m.m21 = -m21; m.m31 = -m31; m.m41 = -m41
        return m
    }
}

extension ItemState {
    /// The state seen in a vertical mirror, the content unmirrored (`PagingLayout.isRightToLeft`).
    mutating func mirrorHorizontally() {
        transform = transform.mirroredHorizontally
        shadow?.offset.width.negate()
        if let pieces {
            self.pieces = pieces.map { piece in
                var piece = piece
                piece.transform = piece.transform.mirroredHorizontally
                return piece
            }
        }
    }
}
