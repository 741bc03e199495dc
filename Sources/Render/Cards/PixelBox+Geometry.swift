import ImageCodecs

/// The renderer's arithmetic on pixel boxes: clips, warp tiles and shadow bounds.
extension PixelBox {
    /// The farthest a box reaches from the origin, in pixels: far beyond any frame (16 384 px a
    /// side), near enough that sums of coordinates stay exact integers.
    static let coordinateLimit = 1e7

    /// The smallest pixel rectangle containing the real box, cut to ±`coordinateLimit` on each axis
    /// (a box wholly beyond it is empty), or an empty one for non-finite input.
    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let limit = Self.coordinateLimit
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX > minX, maxY > minY,
              maxX > -limit, maxY > -limit, minX < limit, minY < limit else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let x0 = Int(Swift.max(-limit, minX).rounded(.down)), y0 = Int(Swift.max(-limit, minY).rounded(.down))
        let x1 = Int(Swift.min(limit, maxX).rounded(.up)), y1 = Int(Swift.min(limit, maxY).rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `value` rounded down to a pixel, held within ±`coordinateLimit` (NaN is 0).
    static func pixel(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(Swift.min(coordinateLimit, Swift.max(-coordinateLimit, value)).rounded(.down))
    }

    func intersection(_ o: PixelBox) -> PixelBox {
        let x0 = Swift.max(x, o.x), y0 = Swift.max(y, o.y)
        let x1 = Swift.min(maxX, o.maxX), y1 = Swift.min(maxY, o.maxY)
        return PixelBox(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }

    func union(_ o: PixelBox) -> PixelBox {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = Swift.min(x, o.x), y0 = Swift.min(y, o.y)
        return PixelBox(x: x0, y: y0, width: Swift.max(maxX, o.maxX) - x0, height: Swift.max(maxY, o.maxY) - y0)
    }

    func insetBy(_ d: Int) -> PixelBox {
        PixelBox(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }
}
