import Problems

extension Problem {
    /// An output of `width × height` px, larger than `Scene.maximumPixelSide` on a side.
    package static func tooLarge(width: Int, height: Int, what: String, fix: Wording) -> Problem {
        Problem(.tooLarge, "the \(what) would be \(width)×\(height) px, more than \(Scene.maximumPixelSide) px per side", fix: fix)
    }
}
