/// Where in a Swift file something was read: `file:line:column`, 1-based.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it (`PhotoCell.swift`, or `stdin` for `-`).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in UTF-8 bytes as the Swift compiler counts.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file; self.line = line; self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    /// `file:line`, as the config's comments name a group.
    public var fileAndLine: String { "\(file):\(line)" }
}

/// Why a Swift file could not be read into a config. Data, not words: the command line words it.
public enum ImportError: Error, Hashable, Sendable {
    /// An option's value is not a literal (a variable, a call, a conditional): it is not guessed.
    /// `option` is the config key it feeds (`effect.scale.minScale`), `expression` the Swift as written.
    case notALiteral(SourcePosition, expression: String, option: String)
    /// A literal of the wrong shape for its option (a string for a number, an unknown case).
    case unexpectedValue(SourcePosition, expression: String, option: String, expected: String)
    /// More than one site sets the same kind of options and no `type`/`at` choice picks one.
    case severalSites([OptionSite])
    /// Nothing in the files sets options Flipbook reads.
    case noSites(files: [String])
    /// A `type` or `at` choice that matches no site.
    case noSiteMatches(choice: String, sites: [OptionSite])
    /// The config read from the Swift does not load (`ConfigError`'s text, e.g. an option combination
    /// the scene refuses).
    case invalidConfig(String)
}

extension ImportError: CustomStringConvertible {
    /// One line per problem: position, what, and the fix.
    public var description: String {
        switch self {
        case let .notALiteral(position, expression, option):
            return "\(position): `\(expression)` (feeding `\(option)`) is not a literal, so its value is not known without running the app — "
                + "write the value in place (e.g. 0.8, .pi / 4, CGSize(width: 0, height: 2)), or leave the option out of the config with --allow-partial"
        case let .unexpectedValue(position, expression, option, expected):
            return "\(position): `\(expression)` is not a value `\(option)` takes — expected \(expected)"
        case let .severalSites(sites):
            return "several sites set the same options; pick one with --type NAME or --at FILE:LINE:\n"
                + sites.map { "  \($0.position.fileAndLine)  \($0.typeName)  (--type \($0.typeName) or --at \($0.position.fileAndLine))" }.joined(separator: "\n")
        case let .noSites(files):
            return "no paging options found in \(files.joined(separator: ", ")) — flipbook import reads ScaleTransformViewOptions, "
                + "StackTransformViewOptions, SnapshotTransformViewOptions, PagingOptions, UIPageViewController, UIPageControl and CollectionViewPagingLayout settings"
        case let .noSiteMatches(choice, sites):
            return "no option site matches \(choice); the files have:\n"
                + sites.map { "  \($0.position.fileAndLine)  \($0.typeName)" }.joined(separator: "\n")
        case let .invalidConfig(message):
            return "the options read from the Swift do not make a valid config: \(message)"
        }
    }
}
