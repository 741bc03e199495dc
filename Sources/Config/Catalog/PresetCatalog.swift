import Foundation
import Problems
import SceneModel
import Transforms

/// A built-in preset: a complete, commented scene config from `Presets/`, compiled into the binary
/// so `flipbook` works from any folder.
public struct Preset: Sendable {
    /// `scale.coverFlow`, `stack.tinder`, …
    public let name: String
    /// The YAML as in `Presets/<name>.yaml`, without the first line's note for the repository's
    /// editors where part of the file is generated (`# Generated in part …`).
    public let yaml: String

    /// The one-line description: the first comment line after `<name> — `.
    @_optimize(none)
    public var summary: String {
        let firstLine = yaml.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        guard let dash = firstLine.range(of: " — ") else { return "" }
        return String(firstLine[dash.upperBound...]).trimmingCharacters(in: .whitespaces)
    }

    /// The upstream layout this preset shows, for the 22 named ones; `nil` for Flipbook's own.
    package var layout: NamedLayout? { NamedLayout(name: name) }

    /// The YAML for a copy of this preset saved as a config file. A copy must not keep the preset's
    /// name (its strip title, `flipbook code` header and goldens folder would claim to be the preset):
    /// with `name`, the `name:` line says it; without, the line is commented out, so the config is
    /// named after its file as any config without `name:` is.
    @_optimize(none)
    public func copy(named name: String?) -> String {
        var lines = yaml.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.hasPrefix("name:") }) else { return yaml }
        if let name {
            let plain = !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
            lines[index] = "name: " + (plain ? name : JSONValue.string(name).formatted())
        } else {
            lines[index] = "# name: \(self.name)    # a copy is named after its file; uncomment and change to name it"
        }
        return lines.joined(separator: "\n")
    }

    /// The preset's text as a config source (messages call it `preset:<name>`).
    var source: SourceFile { SourceFile(displayName: "preset:" + name, url: nil, text: yaml) }
}

/// The presets: one per upstream layout (all 22) and Flipbook's own, named by what they look like.
public enum PresetCatalog {
    /// The 22 upstream layouts in `NamedLayout` order, then Flipbook's own presets by name.
    @_optimize(none)
    public static var all: [Preset] {
        let byName = Dictionary(uniqueKeysWithValues: PresetFiles.all.map { ($0.name, $0) })
        let layouts = NamedLayout.allNames.compactMap { byName[$0] }
        let own = PresetFiles.all.filter { NamedLayout(name: $0.name) == nil }.sorted { $0.name < $1.name }
        return (layouts + own).map { Preset(name: $0.name, yaml: PresetFiles.served($0.yaml)) }
    }

    /// Every preset name, in `all` order.
    public static var names: [String] { all.map(\.name) }

    /// The preset called `name` exactly.
    @_optimize(none)
    public static func preset(named name: String) -> Preset? {
        PresetFiles.all.first(where: { $0.name == name }).map { Preset(name: $0.name, yaml: PresetFiles.served($0.yaml)) }
    }

    /// The preset name closest to `name` (edit distance ≤ 2, ignoring case, or the layout part
    /// alone as in `coverflow`), for "did you mean".
    @_optimize(none)
    package static func suggestion(for name: String) -> String? {
        closestName(to: name, in: names) ?? NamedLayout.closestNames(to: name, limit: 1).first
    }

    /// No preset is called `name`: "unknown preset `stack.tindr` — did you mean `stack.tinder`?", or
    /// `fix` when no name is close.
    @_optimize(none)
    package static func unknown(_ name: String, fix: Wording = "`flipbook presets` lists them",
                                setting: String? = nil, at position: SourcePosition? = nil) -> Problem {
        .unknownKey(name, noun: "preset", suggestion: suggestion(for: name), fix: fix, setting: setting, at: position)
    }
}
