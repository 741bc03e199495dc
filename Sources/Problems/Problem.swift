/// Something a user can fix, said in two parts: what is wrong and what to do about it.
///
/// The one error shape of Flipbook's libraries and CLI. Each module names it for what it is about
/// (`RenderError` in SceneModel, `OutputError` in Outputs, `AnimationError` in ImageCodecs,
/// `ImageDiffError` in ImageDiff, `GoldenError` in Golden, `FlagError` in the CLI): those are
/// aliases of this type, so an error passes from one module to the next as it is, and the CLI
/// prints every one the same way.
///
/// Errors that carry more than words keep their own types: `ConfigError` (a file, line and column
/// to quote), `CodecError` (cases whose fix depends on who reads the file), `InspectionError`
/// (cases the CLI words in its flags; Transforms depends on nothing).
///
/// A fix names a setting by its config key in backticks (`` use `output.scale` 1, 2 or 3 ``), so a
/// pure module never spells a command-line flag; a front end with its own spelling rewrites the
/// keys with `renamingSettings(_:)` (the CLI: `use --scale 1, 2 or 3`).
public struct Problem: Error, CustomStringConvertible, Hashable, Sendable {
    /// What is wrong, naming the setting, file or value.
    public var problem: String
    /// What to change so it works; empty when `problem` already says it.
    public var fix: String

    /// An error with its problem and fix.
    public init(_ problem: String, fix: String = "") {
        self.problem = problem
        self.fix = fix
    }

    /// `problem — fix`, or the problem alone when there is no fix.
    public var description: String { fix.isEmpty ? problem : "\(problem) — \(fix)" }

    /// This error with each backticked setting key in its fix that `name` knows replaced by
    /// `name(key)`, written as it is (no backticks); other backticked text stays. The problem is
    /// left alone: it quotes what was given.
    public func renamingSettings(_ name: (String) -> String?) -> Problem {
        var renamed = ""
        var rest = fix[...]
        while let open = rest.firstIndex(of: "`"),
              let close = rest[rest.index(after: open)...].firstIndex(of: "`") {
            let key = String(rest[rest.index(after: open)..<close])
            renamed += rest[..<open]
            renamed += name(key) ?? "`\(key)`"
            rest = rest[rest.index(after: close)...]
        }
        return Problem(problem, fix: renamed + rest)
    }
}
