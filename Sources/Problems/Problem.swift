/// Something a user can fix, as data: what is wrong, what to do about it, and where it came from
/// (the setting, its position in a file, the value given).
///
/// The one error shape of Flipbook's libraries, under this one name in every module (no module
/// renames it), so an error passes from one module to the next as it is.
///
/// A problem is worded by whoever shows it, once: the CLI names a setting by its flag where a flag
/// set it (`use --scale 1, 2 or 3`) and by its config key otherwise; the designer answers
/// `{problem, fix, key, line, column}` and marks the field; FlipbookTesting names the Swift
/// property. So the libraries never spell a flag, and no front end parses a message back: a
/// setting in a fix is a part of its own (`"use \(setting: "output.scale") 1, 2 or 3"`).
public struct Problem: Error, CustomStringConvertible, Hashable, Sendable {
    /// What is wrong, naming the setting, file or value as given.
    package var what: Wording
    /// What to change so it works; empty when `what` already says it.
    package var fix: Wording
    /// The config key path the problem is about (`effect.scale.minScale`), when there is one.
    /// Defaults to the first setting the problem or the fix names.
    public var setting: String? {
        get { explicitSetting ?? what.settings.first ?? fix.settings.first }
        set { explicitSetting = newValue }
    }
    /// Where in a file the problem is, when it is at a place in one.
    public var position: SourcePosition?
    /// The offending value as the user wrote it, when there is one.
    public var value: String?
    /// What went wrong, as data a front end can branch on (the designer sends it as `kind`).
    /// Every problem has one: its maker says it.
    public var kind: Kind

    private var explicitSetting: String?

    /// What went wrong, in a word: the class of mistake, not its wording.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A key, option or name that does not exist (`minScal`, `stack.vortx`).
        case unknownKey
        /// A value of the wrong type (a string for a number, an unknown case).
        case wrongType
        /// A number or size outside what the setting allows.
        case outOfRange
        /// Settings that each are fine but cannot go together.
        case conflict
        /// Text that does not parse (a timing curve, YAML, a Swift literal).
        case syntax
        /// A setting, value or part that must be given and is not (`a sweep needs --from, --to
        /// and --frames`, a layer without `id`, an animation without frames).
        case missing
        /// A file or folder that does not exist.
        case missingFile
        /// A path that is a folder, a device or a pipe where a regular file is read.
        case notRegularFile
        /// An input file of another format than the one read (an SVG where a PNG is read).
        case wrongFormat
        /// An input file that is damaged or truncated.
        case damagedInput
        /// A valid input in a form Flipbook does not read.
        case unsupported
        /// An input or output larger than Flipbook accepts.
        case tooLarge
        /// A system call on a file or stream failed (permission, full disk, closed pipe).
        case io
        /// Memory could not be had.
        case outOfMemory
        /// A check of the output against a golden image failed or a golden is missing.
        case mismatch
        /// The program itself failed (a library refused what it was given); a bug to report.
        case failure
        /// The work was stopped on request before it finished (the designer's Cancel).
        case cancelled
        /// A request refused for safety: a file outside the folder a server may read, a request
        /// from another origin.
        case forbidden
        /// A server that cannot answer now (starting, busy, past its time limit); asking again
        /// later may work.
        case unavailable
    }

    /// A problem of `kind` and its fix, optionally with the setting, the value and the place.
    package init(_ kind: Kind, _ what: Wording, fix: Wording = "", setting: String? = nil, value: String? = nil,
                at position: SourcePosition? = nil) {
        self.kind = kind
        self.what = what
        self.fix = fix
        self.explicitSetting = setting
        self.value = value
        self.position = position
    }


    /// `problem — fix`, or the problem alone when there is no fix.
    public var message: String { worded(naming: { "`\($0)`" }, assigning: { "`\($0): \($1)`" }) }

    /// `problem — fix` (the problem alone when there is no fix), its settings still marked.
    package var wording: Wording { fix.isEmpty ? what : "\(what) — \(fix)" }

    /// `message` with each setting written as `name(key)` says.
    package func worded(naming name: (String) -> String, assigning assign: ((String, String) -> String)? = nil) -> String {
        wording.worded(naming: name, assigning: assign)
    }

    /// `file:line:column: error: message` and the line with a caret when the problem has a
    /// position; otherwise `message`.
    public var description: String { diagnostic(naming: { "`\($0)`" }, assigning: { "`\($0): \($1)`" }) }

    /// `description` with each setting written as `name(key)` says (and each assignment as
    /// `assign(key, value)` says).
    package func diagnostic(naming name: (String) -> String, assigning assign: ((String, String) -> String)? = nil) -> String {
        let message = worded(naming: name, assigning: assign)
        return position?.diagnostic(message) ?? message
    }

    /// The same problem at `position` (kept when it already has one).
    package func located(at position: SourcePosition?) -> Problem {
        var located = self
        if located.position == nil { located.position = position }
        return located
    }
}

/// Text with settings marked as such, so each front end can name a setting its own way.
///
/// Written as a string literal; `\(setting: "output.scale")` marks a setting:
/// `"lower \(setting: "output.scale") or \(setting: "viewport")"`.
public struct Wording: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// A run of plain text or one setting's config key path.
    public enum Part: Hashable, Sendable {
        case text(String)
        case setting(String)
        /// A setting given a value, e.g. the record mode `all`: `--record all` on the command
        /// line, `record: all` in a file.
        case assignment(String, value: String)
    }

    /// The runs in order.
    public private(set) var parts: [Part]

    /// Plain text, no settings.
    public init(_ text: String) {
        parts = text.isEmpty ? [] : [.text(text)]
    }

    /// Plain text, no settings.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Text with settings marked by `\(setting:)` interpolations.
    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// Builds a wording from a literal with interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        /// An empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Plain text.
        public mutating func appendLiteral(_ literal: String) {
            append(literal)
        }

        /// A setting, by its config key path.
        public mutating func appendInterpolation(setting key: String) {
            parts.append(.setting(key))
        }

        /// A setting with the value to give it, by its key path.
        public mutating func appendInterpolation(setting key: String, value: String) {
            parts.append(.assignment(key, value: value))
        }

        /// Another wording, its settings kept.
        public mutating func appendInterpolation(_ wording: Wording) {
            for part in wording.parts {
                if case let .text(text) = part { append(text) } else { parts.append(part) }
            }
        }

        /// Any value, as text.
        public mutating func appendInterpolation<T>(_ value: T) {
            append(String(describing: value))
        }

        private mutating func append(_ text: String) {
            guard !text.isEmpty else { return }
            if case let .text(previous)? = parts.last {
                parts[parts.count - 1] = .text(previous + text)
            } else {
                parts.append(.text(text))
            }
        }
    }

    /// Whether there is no text and no setting.
    package var isEmpty: Bool { parts.isEmpty }

    /// The settings named, in order.
    package var settings: [String] {
        parts.compactMap { part in
            switch part {
            case .text: nil
            case let .setting(key), let .assignment(key, _): key
            }
        }
    }

    /// The text with each setting written as `name(key)` says, and each assignment as
    /// `assign(key, value)` says (by default the setting's name, a space and the value:
    /// `--record all`).
    package func worded(naming name: (String) -> String,
                       assigning assign: ((String, String) -> String)? = nil) -> String {
        parts.map { part in
            switch part {
            case let .text(text): text
            case let .setting(key): name(key)
            case let .assignment(key, value): assign?(key, value) ?? "\(name(key)) \(value)"
            }
        }.joined()
    }

    /// The text with settings by their keys in backticks, assignments as `key: value` in backticks.
    public var description: String { worded(naming: { "`\($0)`" }, assigning: { "`\($0): \($1)`" }) }

    /// Whether the text as `description` words it contains `other`.
    package func contains(_ other: String) -> Bool { description.contains(other) }

    /// `lhs` followed by `rhs`, the settings of both kept (for a message built over several lines).
    package static func + (lhs: Wording, rhs: Wording) -> Wording {
        "\(lhs)\(rhs)"
    }
}

/// A file's text, kept so that a position can quote its line when a message is shown rather than
/// when the position is made (a config reader makes a position for every value it reads).
public protocol SourceText: AnyObject, Sendable {
    /// The whole text.
    var text: String { get }
}

extension SourceText {
    /// Line `number` (1-based) without its line break, or `nil` past the end.
    package func line(_ number: Int) -> Substring? {
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

/// A place in a file: 1-based line and column (columns count characters), and the line's text so
/// a front end can quote it. The one position type: config files, Swift files and request texts
/// all say where with it.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The file as messages name it (the path as the user would type it, or `preset:NAME`).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in characters.
    public var column: Int
    /// The text of the line, without its line break, when known.
    package var lineText: String? {
        get { givenLineText ?? source?.line(line).map(String.init) }
        set { givenLineText = newValue }
    }

    private var givenLineText: String?
    private var source: (any SourceText)?

    /// A position in `file`.
    public init(file: String, line: Int, column: Int, lineText: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.givenLineText = lineText
    }

    /// A position in `file`, whose line's text `source` gives when it is asked for.
    public init(file: String, line: Int, column: Int, in source: any SourceText) {
        self.init(file: file, line: line, column: column)
        self.source = source
    }

    /// The same file, line and column (the line's text is not compared).
    public static func == (a: SourcePosition, b: SourcePosition) -> Bool {
        a.file == b.file && a.line == b.line && a.column == b.column && a.lineText == b.lineText
    }

    /// Hashes the file, line and column.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(column)
    }

    /// `file:line:column`, the form editors and terminals turn into links.
    public var description: String { "\(file):\(line):\(column)" }

    /// `file:line:column: error: message`, then the line with a caret under the column, indented
    /// and numbered like compiler diagnostics.
    package func diagnostic(_ message: String) -> String {
        var text = "\(self): error: \(message)"
        if let snippet { text += "\n" + snippet }
        return text
    }

    /// The line with a caret under the column. A long line (a minified JSON file) is cut to 120
    /// characters around the column.
    package var snippet: String? {
        guard let lineText else { return nil }
        var scalars = Array(lineText.unicodeScalars)
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
