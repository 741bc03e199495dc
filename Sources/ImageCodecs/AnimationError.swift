/// Why an animation cannot be encoded, with what to do about it: a request outside a format's
/// limits, a missing tool, or a library failure.
public struct AnimationError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What is wrong, naming the setting, format or library.
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

    /// A library call that failed on input Flipbook checked: a bug or no memory.
    static func library(_ name: String, _ what: String) -> AnimationError {
        AnimationError("\(name) failed while \(what)", fix: "this is a bug or the machine is out of memory; please report it with the command line")
    }
}
