/// Why a scene cannot be drawn or written, with what to do about it. Thrown by the scene's own
/// checks (`Scene.validate()`, `Timeline.validatedOffsets()`) and by the renderer.
public struct RenderError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, naming the setting or file.
    public var problem: String
    /// What to change so it works.
    public var fix: String

    /// An error with its problem and fix.
    public init(_ problem: String, fix: String) {
        self.problem = problem
        self.fix = fix
    }

    /// `problem — fix`.
    public var description: String { fix.isEmpty ? problem : "\(problem) — \(fix)" }

    /// An output of `width × height` px, larger than `Scene.maximumPixelSide` on a side.
    public static func tooLarge(width: Int, height: Int, what: String, fix: String) -> RenderError {
        RenderError("the \(what) would be \(width)×\(height) px, more than \(Scene.maximumPixelSide) px per side", fix: fix)
    }
}
