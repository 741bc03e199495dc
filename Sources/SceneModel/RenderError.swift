import Problems

/// Why a scene cannot be drawn or written, with what to do about it. Thrown by the scene's own
/// checks (`Scene.validate()`, `Timeline.validatedOffsets()`) and by the renderer.
public typealias RenderError = Problem

extension Problem {
    /// An output of `width × height` px, larger than `Scene.maximumPixelSide` on a side.
    public static func tooLarge(width: Int, height: Int, what: String, fix: Wording) -> Problem {
        Problem("the \(what) would be \(width)×\(height) px, more than \(Scene.maximumPixelSide) px per side", fix: fix)
    }
}
