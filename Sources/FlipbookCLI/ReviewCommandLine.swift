import Foundation

/// How `flipbook review` is typed, for the commands that print it (`check`, `report merge`) and
/// the review itself.
package enum ReviewCommandLine {
    /// The command that reviews the report in `report` against `goldens`, for `check` and `report
    /// merge` to print and to put in summary.md: each folder as given when relative, relative to the
    /// working folder when absolute (a report read on another machine must not show this one's
    /// paths), quoted for the shell when it needs it.
    @_optimize(none)
    package static func command(report: String, goldens: String) -> String {
        "flipbook review \(shellWord(relative(report))) --goldens \(shellWord(relative(goldens)))"
    }

    @_optimize(none)
    private static func relative(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.pathComponents
        let there = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let common = zip(here, there).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: here.count - common) + there.dropFirst(common)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    @_optimize(none)
    package static func shellWord(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "._-/+,:@".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
