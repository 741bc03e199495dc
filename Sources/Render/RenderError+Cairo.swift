import CairoKit
import SceneModel

extension RenderError {
    /// A Cairo failure while doing `what`.
    static func cairo(_ error: CairoError, while what: String) -> RenderError {
        RenderError("Cairo failed while \(what): \(error.message)", fix: "this is a bug or the machine is out of memory; please report it with the command line")
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
