import CairoKit

/// Why a scene cannot be drawn or written, with what to do about it.
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

    /// A Cairo failure while doing `what`.
    static func cairo(_ error: CairoError, while what: String) -> RenderError {
        RenderError("Cairo failed while \(what): \(error.message)", fix: "this is a bug or the machine is out of memory; please report it with the command line")
    }

    /// An output larger than Flipbook accepts.
    static func tooLarge(width: Int, height: Int, what: String, fix: String) -> RenderError {
        RenderError("the \(what) would be \(width)×\(height) px, more than \(ImageSurface.maximumSide) px per side", fix: fix)
    }
}

/// Runs a CairoKit call, turning its errors into `RenderError`s that say what was being done.
@inline(__always)
func cairo<T>(_ what: @autoclosure () -> String, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as CairoError {
        throw RenderError.cairo(error, while: what())
    }
}
