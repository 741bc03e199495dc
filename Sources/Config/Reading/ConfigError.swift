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

    /// The line with a caret under the column, indented and numbered like compiler diagnostics.
    /// A long line (a minified JSON file) is cut to 120 characters around the column.
    public var snippet: String? {
        guard let text = file.line(line) else { return nil }
        var scalars = Array(text.unicodeScalars)
        var caret = max(column - 1, 0)
        let window = 120
        if scalars.count > window {
            let start = min(max(caret - window / 2, 0), scalars.count - window)
            let head: [Unicode.Scalar] = start > 0 ? ["…"] : []
            let tail: [Unicode.Scalar] = start + window < scalars.count ? ["…"] : []
            scalars = head + scalars[start..<(start + window)] + tail
            caret = caret - start + head.count
        }
        let number = String(line)
        let gutter = String(repeating: " ", count: number.count)
        // Tabs keep their width in the caret line so the caret lines up in any terminal.
        var lead = String.UnicodeScalarView()
        for scalar in scalars.prefix(caret) { lead.append(scalar == "\t" ? "\t" : " ") }
        var shown = String.UnicodeScalarView()
        shown.append(contentsOf: scalars)
        return " \(number) | \(String(shown))\n \(gutter) | \(String(lead))^"
    }
}

/// Everything that can go wrong reading a config: the message names the key path, the valid
/// range or form and the fix; `mark` says where (when the problem is at a place in a file).
///
/// `description` is what the CLI prints: `file:line:column: error: message`, then the line with a caret.
/// Not a `Problem`: it carries a position in a file and prints a different shape (no `problem — fix`
/// split: config messages weave the fix into the sentence about the key).
public struct ConfigError: Error, Sendable, CustomStringConvertible, Equatable {
    /// What is wrong and how to fix it, without the position.
    public let message: String
    /// Where, when the problem is at a place in a file.
    public let mark: SourceMark?

    /// An error at `mark` (or with no position).
    public init(_ message: String, at mark: SourceMark? = nil) {
        self.message = message
        self.mark = mark
    }

    /// `file:line:column: error: message` and a caret snippet, or `error: message`.
    public var description: String {
        guard let mark else { return "error: \(message)" }
        var text = "\(mark): error: \(message)"
        if let snippet = mark.snippet { text += "\n" + snippet }
        return text
    }

    /// `file:line:column` of the error, or `nil` — convenient for tests and editors.
    public var location: String? { mark?.description }

    /// Two errors are equal when they print the same.
    public static func == (lhs: ConfigError, rhs: ConfigError) -> Bool {
        lhs.description == rhs.description
    }
}
