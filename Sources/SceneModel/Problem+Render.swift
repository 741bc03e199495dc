import Problems

extension Problem {
    /// An output of `width × height` px, larger than `Scene.maximumPixelSide` on a side.
    package static func tooLarge(width: Int, height: Int, what: String, fix: Wording) -> Problem {
        // `Scene.pixels` gives Int.max past 10⁹ px: said as that bound, not as 19 digits.
        let size = Swift.max(width, height) > 1_000_000_000 ? "more than 1000000000 px on a side" : "\(width)×\(height) px"
        return Problem(.tooLarge, "the \(what) would be \(size), more than \(Scene.maximumPixelSide) px per side", fix: fix)
    }
}
