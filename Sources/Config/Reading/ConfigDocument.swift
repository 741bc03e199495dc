import Problems
import Foundation
import SceneModel

/// A config as the designer edits it: JSON values with the same keys as the YAML file.
///
/// - *As written*: the file's own keys, `extends` kept (`parse`).
/// - *Resolved*: `extends` merged in, as `flipbook` reads it before decoding (`resolved`).
/// - *Minimal*: only the keys that differ from what `extends` gives (`minimal`), what Save writes.
///
/// Relative paths in a config (`extends`, `card.image`) start from `directory`, the folder of the
/// file being designed. Errors are `Problem`s, as for files on disk.
package enum ConfigDocument {
    /// The config in `text` as written (aliases such as `stackRotateAngel` kept as spelt).
    /// JSON when `fileName` ends in `.json`, YAML otherwise; an empty text is an empty map.
    /// A YAML mistake throws a `Problem` whose `mark` has the line and column in `text`.
    @_optimize(none)
    package static func parse(_ text: String, fileName: String, directory: URL) throws -> JSONValue {
        guard text.utf8.count <= ConfigLimits.maxFileBytes else {
            throw Problem.fileTooLarge(fileName, bytes: text.utf8.count, maximum: ConfigLimits.maxFileBytes, kind: "config files")
        }
        let source = SourceFile(displayName: fileName, url: directory.appendingPathComponent(fileName), text: text)
        return json(of: try ConfigReader.parse(source))
    }

    /// `config` with its `extends` merged in (bases under the config, maps key by key), without the
    /// `extends` key; aliases are renamed to their keys. A config without `extends` comes back with
    /// only its aliases renamed.
    @_optimize(none)
    package static func resolved(_ config: JSONValue, directory: URL) throws -> JSONValue {
        json(of: try resolve(config, directory: directory))
    }

    /// Every option of the scene `config` describes as the renderer uses it: the values written
    /// and, for keys left out, what it falls back on (upstream's defaults, or the named layout's
    /// values). Keys with no single config spelling (a custom effect, the timeline, layers' frames)
    /// are left out. The designer shows these beside the options a config does not set.
    @_optimize(none)
    package static func effective(_ config: JSONValue, directory: URL) throws -> JSONValue {
        effective(of: try SceneLoader.load(text: config.formatted(), url: directory.appendingPathComponent("config.json")).scene)
    }

    /// `effective` of a scene already loaded (a caller that has just checked the config).
    @_optimize(none)
    package static func effective(of scene: Scene) -> JSONValue {
        SceneSchema.scene.values(of: SceneDraft(finished: scene))
    }

    /// `config` keeping `extends` and only the keys whose values differ from what `extends` gives:
    /// a map is compared key by key (and left out when nothing in it differs), any other value as a
    /// whole. `resolved(minimal(c)) == resolved(c)` for every config `c` that resolves.
    @_optimize(none)
    package static func minimal(_ config: JSONValue, directory: URL) throws -> JSONValue {
        guard case let .object(members) = config, let extends = config["extends"] else { return config }
        let base = try resolved(.object([JSONValue.Member("extends", extends)]), directory: directory)
        let own = try normalized(.object(members.filter { $0.key != "extends" }), directory: directory)
        let kept = ConfigYAML.difference(own, from: base) ?? .object([])
        guard case let .object(keptMembers) = kept else { return config }
        return .object([JSONValue.Member("extends", extends)] + keptMembers)
    }

    /// The text Save writes for `config` over the file's `text`: `text` with only the changed
    /// values edited in place (`ConfigTextPatch`: comments, order and spelling kept), keys back at
    /// what `extends` gives removed, new keys written with only what differs from it. A JSON file
    /// (`fileName` ending in `.json`), an empty text, or one whose `extends` differs from the
    /// config's (another layout picked) gets the minimal config written out.
    /// The answer always resolves to what `config` resolves to: should an edit ever read back
    /// differently, the minimal config is written instead.
    @_optimize(none)
    package static func savedText(of config: JSONValue, over text: String, fileName: String, directory: URL) throws -> String {
        let minimal = try minimal(config, directory: directory)
        if fileName.lowercased().hasSuffix(".json") { return minimal.formatted() + "\n" }
        // A text that extends something else (another layout was picked) is a new design: written afresh.
        guard !text.allSatisfy(\.isWhitespace),
              let written = try? parse(text, fileName: fileName, directory: directory), written["extends"] == config["extends"]
        else { return ConfigTextPatch.withLineBreaks(ConfigYAML.text(of: minimal), like: text) }
        let base: JSONValue? = try config["extends"].map { try resolved(.object([JSONValue.Member("extends", $0)]), directory: directory) }
        let patched = try ConfigTextPatch.patched(text, to: config, base: base)
        let readBack = try? resolved(parse(patched, fileName: fileName, directory: directory), directory: directory)
        return readBack == (try resolved(config, directory: directory)) ? patched : ConfigTextPatch.withLineBreaks(ConfigYAML.text(of: minimal), like: text)
    }

    /// The scene `config` describes, decoded and validated exactly as `flipbook` reads a JSON file
    /// named `name.json` in `directory`.
    @_optimize(none)
    package static func scene(_ config: JSONValue, name: String, directory: URL) throws -> Scene {
        try SceneLoader.load(text: config.formatted(), url: directory.appendingPathComponent(name + ".json"), displayName: name).scene
    }

    /// The text of the config file at `url`, refused as `flipbook` refuses it (a folder, over 1 MiB, not UTF-8).
    @_optimize(none)
    package static func read(file url: URL, displayName: String) throws -> String {
        try ConfigReader.read(url, displayName: displayName).text
    }

    /// Whether a command-line argument names a file (`mine.yaml`, `./x`, `configs/a.json`) rather than a preset.
    @_optimize(none)
    package static func isFilePath(_ argument: String) -> Bool {
        SceneLoader.looksLikePath(argument)
    }

    // MARK: Conversions

    /// A config node as JSON; a non-finite number (`.nan`, `.inf`) stays as the text written, since
    /// JSON has no spelling for it (the scene's checks then refuse it with the key's name).
    @_optimize(none)
    static func json(of node: ConfigNode) -> JSONValue {
        switch node.value {
        case .null: return .null
        case let .bool(value): return .bool(value)
        case let .number(value): return value.isFinite ? .number(value) : .string(node.text)
        case let .string(value): return .string(value)
        case let .list(items): return .array(items.map(json(of:)))
        case let .map(entries): return .object(entries.map { JSONValue.Member($0.key, json(of: $0.value)) })
        }
    }

    /// `config` resolved through the same `ExtendsResolver` as files.
    @_optimize(none)
    private static func resolve(_ config: JSONValue, directory: URL) throws -> ConfigNode {
        let source = SourceFile(displayName: "config", url: directory.appendingPathComponent("config.json"), text: config.formatted())
        var resolver = ExtendsResolver()
        return try resolver.resolve(source, id: SceneLoader.identity(of: source), chain: [])
    }

    /// `config` (which has no `extends`) with its aliases renamed, so it compares with a resolved base.
    @_optimize(none)
    private static func normalized(_ config: JSONValue, directory: URL) throws -> JSONValue {
        json(of: try resolve(config, directory: directory))
    }
}

extension JSONValue {
    /// The JSON document in `text` (RFC 8259, object keys in the order written, nesting bounded by
    /// `ConfigLimits.maxDepth`); `null` for an empty text. A mistake throws a `Problem` with
    /// the line and column, named `displayName`.
    @_optimize(none)
    package static func parse(_ text: String, displayName: String = "request") throws -> JSONValue {
        var parser = JSONParser(file: SourceFile(displayName: displayName, url: nil, text: text))
        return ConfigDocument.json(of: try parser.document())
    }
}
