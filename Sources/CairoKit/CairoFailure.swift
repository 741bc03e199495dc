import Problems

/// Runs a CairoKit call; a Cairo failure (kind `failure` or `outOfMemory`) is said as what the
/// renderer was doing, with the fix. Other problems (an image too large, kind `tooLarge`) pass as
/// they are.
@inline(__always)
package func cairo<T>(_ what: @autoclosure () -> String, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch var problem as Problem where problem.kind == .failure || problem.kind == .outOfMemory {
        problem = problem.within("Cairo failed while \(what())")
        problem.fix = "this is a bug or the machine is out of memory; please report it with the command line"
        throw problem
    }
}
