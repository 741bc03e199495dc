import SwiftImport

/// The command line's wording of an `ImportError`: position, what, and the fix (flags by name).
extension ImportError: CustomStringConvertible {
    /// One line per problem (a list for several sites).
    public var description: String {
        switch self {
        case let .notALiteral(position, expression, option):
            let expression = Self.shown(expression)
            return "\(position): `\(expression)` (feeding `\(option)`) is not a literal, so its value is not known without running the app — "
                + "write the value in place (e.g. 0.8, .pi / 4, CGSize(width: 0, height: 2)), or leave the option out of the config with --allow-partial"
        case let .unknownValue(position, expression, option, why):
            return "\(position): `\(expression)` (feeding `\(option)`) is not known here: \(why) — write the value in place, "
                + "or leave the option out of the config with --allow-partial"
        case let .unexpectedValue(position, expression, option, expected):
            let expression = Self.shown(expression)
            return "\(position): `\(expression)` is not a value `\(option)` takes — expected \(expected)"
        case let .notFinite(position, expression, option):
            let expression = Self.shown(expression)
            return "\(position): `\(expression)` (feeding `\(option)`) is not a finite number: it is past the largest Double (about 1.8e308) or divides by zero — "
                + "write the number the app uses, within ±1.8e308"
        case let .tooDeeplyNested(position):
            return "\(position): the Swift nests parentheses, brackets or closures too deeply for the Swift parser, which stops reading here — "
                + "write the value with fewer levels of nesting"
        case let .severalSites(sites):
            // Each remedy was tried before it is printed: run as printed, it imports.
            return "several sites set the same options; pick one with --type or --at (a folder, with --out DIR/, writes one config per screen):\n"
                + Self.listed(sites.map { site in
                    "  \(site.position.fileAndLine)  \(site.typeName) in \(site.screen)  (" + (site.remedy ?? "no flag picks it alone: import its file on its own") + ")"
                })
        case let .noSites(files):
            let listed = files.count > 4 ? files.prefix(3).joined(separator: ", ") + " and \(files.count - 3) more" : files.joined(separator: ", ")
            return "no paging options found in \(listed) — flipbook import reads ScaleTransformViewOptions, "
                + "StackTransformViewOptions, SnapshotTransformViewOptions, Parchment's PagingOptions and PagingViewController, "
                + "UIPageViewController, UIPageControl and CollectionViewPagingLayout settings"
        case let .noSiteMatches(choice, sites):
            let flag: String
            switch choice {
            case let .type(kind): flag = "--type \(kind.typeName)"
            case let .at(file, line): flag = "--at \(file):\(line)"
            }
            return "no option site matches \(flag); the files have:\n"
                + Self.listed(sites.map { "  \($0.position.fileAndLine)  \($0.typeName)" })
        case let .invalidConfig(message):
            return "the options read from the Swift do not make a valid config: \(message)"
        }
    }

    /// At most 20 lines of a list, then how many more: a file with thousands of sites gives a
    /// message a person can read, not thousands of lines.
    static func listed(_ lines: [String]) -> String {
        guard lines.count > 20 else { return lines.joined(separator: "\n") }
        return (lines.prefix(20) + ["  … and \(lines.count - 20) more"]).joined(separator: "\n")
    }

    /// An expression as quoted in a message: its first line, at most 80 characters of it.
    static func shown(_ expression: String) -> String {
        let line = expression.prefix { !$0.isNewline }
        return line.count > 80 || line.count < expression.count ? String(line.prefix(80)) + "…" : expression
    }
}
