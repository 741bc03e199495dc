import Problems
import Foundation

/// A config file's text and where it came from, kept so errors can quote the offending line.
package final class SourceFile: SourceText {
    /// The name shown in messages: the path as the user would type it, or `preset:NAME` for a built-in preset.
    package let displayName: String
    /// The file on disk; `nil` for a built-in preset.
    package let url: URL?
    /// The whole text.
    package let text: String

    /// A file read from disk (or a preset's embedded text when `url` is `nil`).
    @_optimize(none)
    package init(displayName: String, url: URL?, text: String) {
        self.displayName = displayName
        self.url = url
        self.text = text
    }

    /// The folder that relative paths in this file (`extends`, `card.image`, `output.path`) start from:
    /// the file's own folder, or the working directory for a built-in preset.
    @_optimize(none)
    package var directory: URL {
        url?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}

extension SourceFile {
    /// The place at `line` and `column` (1-based, in characters) of this file, quoting its line.
    @_optimize(none)
    func position(line: Int, column: Int) -> SourcePosition {
        SourcePosition(file: displayName, line: line, column: column, in: self)
    }

    /// The file's first character, where problems with the file as a whole are said.
    var start: SourcePosition { position(line: 1, column: 1) }
}

extension Problem {
    /// `file:line:column` of the problem, or `nil` — convenient for tests and editors.
    package var location: String? { position?.description }
}
