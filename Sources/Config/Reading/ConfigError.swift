import Problems
import Foundation

/// A config file's text and where it came from, kept so errors can quote the offending line.
public final class SourceFile: Sendable {
    /// The name shown in messages: the path as the user would type it, or `preset:NAME` for a built-in preset.
    public let displayName: String
    /// The file on disk; `nil` for a built-in preset.
    public let url: URL?
    /// The whole text.
    public let text: String

    /// A file read from disk (or a preset's embedded text when `url` is `nil`).
    public init(displayName: String, url: URL?, text: String) {
        self.displayName = displayName
        self.url = url
        self.text = text
    }

    /// The folder that relative paths in this file (`extends`, `card.image`, `output.path`) start from:
    /// the file's own folder, or the working directory for a built-in preset.
    public var directory: URL {
        url?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// Line `number` (1-based) without its line break, or `nil` past the end.
    func line(_ number: Int) -> Substring? {
        guard number >= 1 else { return nil }
        let bytes = text.utf8
        var current = 1
        var start = bytes.startIndex
        while current < number {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = bytes.index(after: newline)
            current += 1
        }
        var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        if end > start, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") { end = bytes.index(before: end) }
        return text[start..<end]
    }
}

/// A position in a config file: 1-based line and column (columns count characters).
public struct SourceMark: Sendable, CustomStringConvertible {
    /// The file.
    public let file: SourceFile
    /// 1-based line.
    public let line: Int
    /// 1-based column, in characters.
    public let column: Int

    /// A position in `file`.
    public init(file: SourceFile, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form editors and terminals turn into links.
    public var description: String { "\(file.displayName):\(line):\(column)" }

    /// This place as the `Problem` position that quotes the line.
    public var position: SourcePosition {
        SourcePosition(file: file.displayName, line: line, column: column, lineText: file.line(line).map(String.init))
    }

    /// The line with a caret under the column, indented and numbered like compiler diagnostics.
    public var snippet: String? { position.snippet }
}

extension Problem {
    /// A config problem at `mark` (or with no position).
    public init(_ problem: Wording, fix: Wording = "", setting: String? = nil, value: String? = nil, at mark: SourceMark?, kind: Kind? = nil) {
        self.init(problem, fix: fix, setting: setting, value: value, at: mark?.position, kind: kind)
    }

    /// A config problem given as plain text, at `mark`.
    public init(_ problem: String, fix: Wording = "", setting: String? = nil, value: String? = nil, at mark: SourceMark?, kind: Kind? = nil) {
        self.init(Wording(problem), fix: fix, setting: setting, value: value, at: mark?.position, kind: kind)
    }

    /// `file:line:column` of the problem, or `nil` — convenient for tests and editors.
    public var location: String? { position?.description }
}
