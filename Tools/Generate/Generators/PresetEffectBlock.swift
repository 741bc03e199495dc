import Config
import Transforms

/// The `effect:` block of a named layout's preset file, written from the layout's options (the
/// one place a named layout's values are written: `ScaleTransformViewOptions.layout(_:)`, …) with
/// each option's doc line as its comment. `GeneratedFiles` puts it into `Presets/<layout>.yaml`.
package enum PresetEffectBlock {
    /// The column comments start at, as in the rest of each preset.
    static let commentColumn = 44

    /// `effect:\n  scale:\n    minScale: 0.7  # …` for the built-in effect; `nil` for a custom one.
    package static func text(for effect: Effect) -> String? {
        var lines = ["effect:"]
        switch effect {
        case let .scale(options): lines += block("scale", options)
        case let .stack(options): lines += block("stack", options)
        case let .snapshot(options): lines += block("snapshot", options)
        case .custom, .tweaked: return nil
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func block<Options: OptionCatalog>(_ kind: String, _ options: Options) -> [String] {
        ["  \(kind):"] + lines(options, indent: "    ")
    }

    /// Every option of `root`, one per line; a nested options value as a block of its own.
    private static func lines<Options: OptionCatalog>(_ root: Options, indent: String) -> [String] {
        var result: [String] = []
        for option in Options.options {
            if case let .optional(.nested(type)) = option.kind,
               let value = (root[keyPath: option.keyPath] as? any OptionalOption)?.wrappedOption {
                result.append(commented(indent + option.key + ":", option.doc))
                result += nestedLines(value, type, indent: indent + "  ")
                continue
            }
            result.append(commented(indent + option.key + ": " + OptionText.yaml(option, in: root), option.doc))
        }
        return result
    }

    private static func nestedLines<Nested: NestedOptions>(_ value: Any, _: Nested.Type, indent: String) -> [String] {
        guard let value = value as? Nested else { return [] }
        return lines(value, indent: indent)
    }

    /// `text` with `# doc` at the comment column (two spaces after a longer line).
    static func commented(_ text: String, _ doc: String) -> String {
        let gap = max(2, commentColumn - text.count)
        return text + String(repeating: " ", count: gap) + "# " + doc
    }
}
