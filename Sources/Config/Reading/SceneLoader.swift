import Problems
import Foundation
import SceneModel
import Transforms

/// A scene read from a config, with every file it was built from.
public struct LoadedScene: Sendable {
    /// The decoded, validated scene.
    public var scene: Scene
    /// Every config file read, the given one first, then the files it extends (presets have none):
    /// what `flipbook watch` polls.
    public var files: [URL]
}

/// Reads scenes from preset names and config files (YAML or JSON), resolving `extends`.
///
/// Every problem is a `Problem` naming the file, line, column, key path and the fix; nothing
/// is partially applied. Commands that take "a preset or a config" call `load(presetOrPath:)`.
public enum SceneLoader {
    /// The scene for a preset name (`scale.coverFlow`, `stack.tinder`) or a config file path.
    /// A file that exists wins over a preset of the same name.
    ///
    /// ```swift
    /// let scene = try SceneLoader.load(presetOrPath: "stack.tinder")
    /// let mine = try SceneLoader.load(presetOrPath: "scenes/cards.yaml")
    /// ```
    ///
    /// - Parameter presetOrPath: A preset's name (`flipbook presets` lists them) or a path to a
    ///   `.yaml`, `.yml` or `.json` config, relative to the current folder.
    /// - Returns: The scene, with `extends` resolved and every value checked.
    /// - Throws: A `Problem` naming the file, line, column and setting, and the fix.
    @_optimize(none)
    public static func load(presetOrPath: String) throws -> Scene {
        try loadWithFiles(presetOrPath: presetOrPath).scene
    }

    /// Whether `argument` names a built-in preset, not a file (a file that exists wins, as in `load`).
    @_optimize(none)
    package static func namesPreset(_ argument: String) -> Bool {
        !FileManager.default.fileExists(atPath: argument) && PresetCatalog.preset(named: argument) != nil
    }

    /// `load(presetOrPath:)`, also returning the files the scene was built from.
    @_optimize(none)
    package static func loadWithFiles(presetOrPath argument: String) throws -> LoadedScene {
        if FileManager.default.fileExists(atPath: argument) {
            return try load(file: URL(fileURLWithPath: argument), displayName: argument)
        }
        if let preset = PresetCatalog.preset(named: argument) {
            return try load(source: preset.source, defaultName: preset.name)
        }
        if looksLikePath(argument) {
            throw Problem.missingFile("config file", at: argument, fix: homeFolderHint(argument))
        }
        var message = "no preset or config file named `\(argument)`"
        if let suggestion = PresetCatalog.suggestion(for: argument) {
            message += " — did you mean `\(suggestion)`?"
        }
        throw Problem(.unknownKey, Wording(message + " (`flipbook presets` lists the presets)"))
    }

    /// The built-in preset `name` (never a file of that name, unlike `load(presetOrPath:)`): for a
    /// server whose clients name presets and may name no file outside its folders.
    /// Throws an `unknownKey` problem, with the closest name, when there is no such preset.
    @_optimize(none)
    package static func load(presetNamed name: String) throws -> LoadedScene {
        guard let preset = PresetCatalog.preset(named: name) else {
            throw PresetCatalog.unknown(name)
        }
        return try load(source: preset.source, defaultName: preset.name)
    }

    /// The scene in the config file at `url`, and the files it was read from.
    ///
    /// ```swift
    /// let loaded = try SceneLoader.load(file: URL(fileURLWithPath: "scenes/cards.yaml"))
    /// print(loaded.scene.name)
    /// ```
    ///
    /// - Parameters:
    ///   - url: The config file (`.json` is read as JSON, anything else as YAML); relative paths in
    ///     it start from its folder.
    ///   - displayName: How messages name the file; its path as given when `nil`.
    /// - Returns: The scene and every config file read, the given one first.
    /// - Throws: A `Problem` naming the file, line, column and setting, and the fix.
    @_optimize(none)
    public static func load(file url: URL, displayName: String? = nil) throws -> LoadedScene {
        let url = url.standardizedFileURL
        let source = try ConfigReader.read(url, displayName: displayName ?? displayPath(url))
        return try load(source: source, defaultName: url.deletingPathExtension().lastPathComponent)
    }

    /// The scene in `text`, as if read from a file at `url` (relative paths start from its folder;
    /// `.json` selects JSON). For tests and for configs that do not live on disk.
    ///
    /// - Parameters:
    ///   - text: The config's YAML or JSON, at most 1 MiB.
    ///   - url: Where the text would live: its folder anchors relative paths, its extension picks JSON.
    ///   - displayName: How messages name the text; the file name of `url` when `nil`.
    /// - Returns: The scene and every config file read, the given one first.
    /// - Throws: A `Problem` naming the line, column and setting, and the fix.
    @_optimize(none)
    public static func load(text: String, url: URL, displayName: String? = nil) throws -> LoadedScene {
        guard text.utf8.count <= ConfigLimits.maxFileBytes else {
            throw Problem.fileTooLarge(displayName ?? url.lastPathComponent, bytes: text.utf8.count, maximum: ConfigLimits.maxFileBytes, kind: "config files")
        }
        let source = SourceFile(displayName: displayName ?? url.lastPathComponent, url: url.standardizedFileURL, text: text)
        return try load(source: source, defaultName: url.deletingPathExtension().lastPathComponent)
    }

    /// Parses, resolves `extends`, decodes and validates.
    @_optimize(none)
    static func load(source: SourceFile, defaultName: String) throws -> LoadedScene {
        var resolver = ExtendsResolver()
        let root = try resolver.resolve(source, id: identity(of: source), chain: [])
        return LoadedScene(scene: try decode(root, defaultName: defaultName), files: resolver.files)
    }

    /// The scene a fully merged config describes.
    @_optimize(none)
    static func decode(_ root: ConfigNode, defaultName: String) throws -> Scene {
        var draft = SceneDraft(scene: Scene(name: defaultName, effect: .scale(ScaleTransformViewOptions())))
        try SceneSchema.scene.apply(root, to: &draft, at: .root)
        // A page view controller's pages take no effect: the scene's own (identity) one stands.
        guard draft.hasEffect || draft.scene.pageViewController != nil else {
            throw Problem(.missing, "missing key \(setting: "effect")",
                          fix: "give a layout name such as \(setting: "effect", value: "scale.coverFlow"), "
                              + "a map such as \(setting: "effect", value: "{stack: {maxStackSize: 4}}"), or \(setting: "extends", value: "<preset>")",
                          at: root.file.start)
        }
        try SceneSchema.countSections(&draft, root: root)
        try SceneSchema.checkSizes(draft, root: root)
        try PagesSchema.check(draft, root: root)
        let scene = draft.finished
        do {
            try scene.validate()
            try TimelineSchema.check(scene, timelineMark: draft.timelineMark, stepMarks: draft.timelineStepMarks, root: root)
        } catch let error as Problem {
            // The schema's ranges should have caught everything the renderer refuses; this keeps
            // the two honest: the scene's problem, placed at the top of the file it came from.
            // Placed at the first setting it names that the config writes (in the file itself
            // before the files it extends), else at the file.
            let marks = (error.what.settings + error.fix.settings).compactMap { root.keyMark(at: $0) }
            let mark = marks.first { $0.file == root.mark.file } ?? marks.first
            throw error.located(at: mark ?? root.file.start)
        }
        return scene
    }

    /// How messages name a file: relative to the working directory when inside it.
    @_optimize(none)
    static func displayPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// How messages name a file that `source` refers to as `reference`: the reference joined to the
    /// folder of `source` as the user wrote it (`configs/../base.yaml` → `base.yaml`), so names read
    /// the way the user typed the first one; absolute when `source` is.
    @_optimize(none)
    static func displayName(of reference: String, from source: SourceFile, url: URL) -> String {
        guard source.url != nil, !reference.hasPrefix("/") else { return displayPath(url) }
        // The folder by hand: Foundation's `deletingLastPathComponent` traps on a one-character
        // name without a slash (`o`) on Linux.
        let name = source.displayName
        let folder = name.lastIndex(of: "/").map { slash in slash == name.startIndex ? "/" : String(name[..<slash]) } ?? ""
        var parts: [String] = []
        let isAbsolute = folder.hasPrefix("/")
        for part in (folder + "/" + reference).split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !isAbsolute { parts.append("..") }
            default: parts.append(String(part))
            }
        }
        return (isAbsolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// A config reference that is a file (`base.yaml`, `./x`, `../y/z.json`) rather than a preset name.
    @_optimize(none)
    static func looksLikePath(_ reference: String) -> Bool {
        reference.contains("/") || [".yaml", ".yml", ".json"].contains(where: { reference.lowercased().hasSuffix($0) })
    }

    @_optimize(none)
    static func identity(of source: SourceFile) -> String {
        source.url.map { "file:" + realPath($0) } ?? "preset:" + source.displayName
    }

    /// The path with every link followed (`realpath`), so a file reached through a linked folder
    /// is the same file; the standardized path when it cannot be resolved.
    @_optimize(none)
    static func realPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Why `path` names no file: a loop of symbolic links, a link leading nowhere, or nothing there.
    /// The fix for a missing file whose path starts with `~`: Flipbook reads paths as they are
    /// written, and a `~` is the shell's to expand (unquoted, at the start of a word); empty otherwise.
    @_optimize(none)
    static func homeFolderHint(_ path: String) -> Wording {
        guard path.hasPrefix("~") else { return "" }
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        let example = path.hasPrefix("~/") ? home + path.dropFirst() : path
        return "`~` is not expanded here (a shell expands it only unquoted): write the full path, e.g. \(example)"
    }

    @_optimize(none)
    static func missingFileReason(_ path: String) -> String {
        var info = stat()
        if stat(path, &info) != 0, errno == ELOOP { return "a loop of symbolic links (each leads back to another) at" }
        if lstat(path, &info) == 0 { return "a symbolic link to no file at" }
        return "no file at"
    }
}

/// Resolves `extends` depth first: each base is resolved (with its own bases) before being merged
/// under the file that names it, left to right; a chain that comes back to a file is a cycle.
///
/// Each file or preset is read and resolved once: a base named again (a diamond, or the same base
/// listed twice) reuses its resolved config, so fan-out costs one merge per reference, not a read
/// of the whole tree below it. At most `maximumBases` references are followed in all.
struct ExtendsResolver {
    /// The most `extends` references one config may follow, counting every reference in every
    /// file it reaches (a base named twice counts twice).
    static let maximumBases = 256
    /// Every file read, in the order first read.
    private(set) var files: [URL] = []
    private let aliases = SceneSchema.aliases
    /// Resolved bases by identity (`SceneLoader.identity`).
    private var resolved: [String: ConfigNode] = [:]
    private var followed = 0

    @_optimize(none)
    mutating func resolve(_ source: SourceFile, id: String, chain: [(id: String, name: String)]) throws -> ConfigNode {
        if let url = source.url, !files.contains(url) { files.append(url) }
        let chain = chain + [(id, source.displayName)]
        let parsed = try normalize(ConfigReader.parse(source))
        guard let entries = parsed.entries, let extends = entries.first(where: { $0.key == "extends" }) else { return parsed }
        let own = ConfigNode(.map(entries.filter { $0.key != "extends" }), at: parsed.mark, in: parsed.file)
        let references: [ConfigNode]
        switch extends.value.value {
        case .string: references = [extends.value]
        case let .list(items): references = items
        default: throw mismatch(extends.value, ConfigPath.root.appending("extends"), "a preset name, a config file path, or a list of them")
        }
        var merged: ConfigNode?
        for (index, reference) in references.enumerated() {
            let path = references.count == 1 && index == 0 && !isList(extends.value)
                ? ConfigPath.root.appending("extends") : ConfigPath.root.appending("extends").appending(index: index)
            guard case let .string(target) = reference.value, !target.isEmpty else {
                throw mismatch(reference, path, "a preset name such as `scale.coverFlow` or a config file path")
            }
            followed += 1
            guard followed <= Self.maximumBases else {
                throw Problem(.tooLarge, "\(setting: "extends") reaches more than \(Self.maximumBases) bases in all (counting every reference in every file it reaches)",
                                  fix: "extend fewer files, or merge bases into one file; a base listed twice counts twice", at: reference.mark)
            }
            // Known without reading it again: a file by its standardized path, a preset by name.
            let knownID = SceneLoader.looksLikePath(target)
                ? "file:" + SceneLoader.realPath(SceneSchema.resolve(target, from: reference)) : "preset:" + target
            let baseResolved: ConfigNode
            if let known = resolved[knownID], !chain.contains(where: { $0.id == knownID }) {
                baseResolved = known
            } else {
                let base = try open(target, from: reference, path: path)
                let baseID = SceneLoader.identity(of: base)
                if chain.contains(where: { $0.id == baseID }) {
                    let names = chain.drop(while: { $0.id != baseID }).map(\.name) + [base.displayName]
                    throw Problem(.conflict, "\(setting: "extends") cycle: \(names.joined(separator: " → "))",
                                  fix: "remove one of these \(setting: "extends")", at: reference.mark)
                }
                baseResolved = try resolved[baseID] ?? resolve(base, id: baseID, chain: chain)
                resolved[baseID] = baseResolved
                resolved[knownID] = baseResolved
            }
            merged = merged.map { Self.merge($0, baseResolved) } ?? baseResolved
        }
        // A scene's name is its own: a file that extends a preset is not called by the preset's name.
        let bases = merged.map { ConfigNode(.map(($0.entries ?? []).filter { $0.key != "name" }), at: $0.mark, in: $0.file) }
        return bases.map { Self.merge($0, own) } ?? own
    }

    @_optimize(none)
    private func isList(_ node: ConfigNode) -> Bool {
        if case .list = node.value { return true }
        return false
    }

    /// The file or preset `target` names, relative to the file `reference` is written in.
    @_optimize(none)
    private func open(_ target: String, from reference: ConfigNode, path: ConfigPath) throws -> SourceFile {
        if SceneLoader.looksLikePath(target) {
            let url = SceneSchema.resolve(target, from: reference)
            let name = SceneLoader.displayName(of: target, from: reference.file, url: url)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw Problem(.missingFile, "\(setting: "\(path)"): \(SceneLoader.missingFileReason(url.path)) \(name) (paths are relative to \(reference.file.displayName))",
                              fix: SceneLoader.homeFolderHint(target), at: reference.mark)
            }
            do {
                return try ConfigReader.read(url, displayName: name)
            } catch var problem as Problem {
                // The extended file's problem, said at the reference that brought the file in,
                // keeping its settings, value and kind as data.
                problem = problem.within("\(setting: "\(path)")")
                problem.setting = "\(path)"
                problem.position = reference.mark
                throw problem
            }
        }
        guard let preset = PresetCatalog.preset(named: target) else {
            throw PresetCatalog.unknown(target, fix: "`flipbook presets` lists them; for a file, write ./\(target).yaml",
                                        at: reference.mark).within("\(setting: "\(path)")")
        }
        return preset.source
    }

    /// Renames alias keys (`stackRotateAngel`) to their key, so a base and an override that spell
    /// an option differently still merge; both spellings in one map is an error.
    @_optimize(none)
    private func normalize(_ node: ConfigNode) throws -> ConfigNode {
        var node = node
        switch node.value {
        case var .map(entries):
            for index in entries.indices {
                if let key = aliases[entries[index].key] {
                    if let other = entries.first(where: { $0.key == key }) {
                        throw Problem(.conflict, "`\(entries[index].spelling)` is upstream's spelling of `\(key)`, which is also set at line \(other.keyMark.line)", fix: "keep one",
                                          at: entries[index].keyMark)
                    }
                    entries[index].key = key
                }
                entries[index].value = try normalize(entries[index].value)
            }
            node.value = .map(entries)
        case var .list(items):
            for index in items.indices { items[index] = try normalize(items[index]) }
            node.value = .list(items)
        default:
            break
        }
        return node
    }

    /// `override` laid over `base`: maps merge key by key (recursively), anything else replaces.
    /// A `timeline` written in another form than the base's (a script over a sweep, or the
    /// reverse) replaces it: the two forms share no key, so merging would mix them. Likewise a
    /// `custom` effect (which names its own `base`) replaces a built-in one, and the reverse.
    @_optimize(none)
    static func merge(_ base: ConfigNode, _ override: ConfigNode, key: String? = nil) -> ConfigNode {
        guard case var .map(merged) = base.value, case let .map(entries) = override.value else { return override }
        // `itemCount` and `sections` say one thing twice: either written over a base replaces
        // both, except that `sections: null` alone keeps the base's count in one section.
        // (The other key goes; a key written over its own kind is replaced in place below, so
        // the merged map keeps the base's order.)
        let writesCount = entries.contains { $0.key == "itemCount" }
        let writesSections = entries.contains { $0.key == "sections" && !$0.value.value.isNull }
        if key == nil, writesCount || writesSections {
            merged.removeAll { ($0.key == "itemCount" && !writesCount) || ($0.key == "sections" && !writesSections) }
        } else if key == nil, entries.contains(where: { $0.key == "sections" }), !merged.contains(where: { $0.key == "itemCount" }),
                  let index = merged.firstIndex(where: { $0.key == "sections" }), case let .list(counts) = merged[index].value.value {
            // The base's count came from its sections: it stays, as `itemCount`.
            let total = counts.reduce(0.0) { sum, count in
                if case let .number(value) = count.value { return sum + value }
                return sum
            }
            let base = merged[index]
            merged.append(ConfigNode.Entry(key: "itemCount", spelling: "itemCount", keyMark: base.keyMark,
                                           value: ConfigNode(.number(total), at: base.value.mark, in: base.value.file, text: total.shortestDescription)))
        }
        if key == "timeline", isScript(base) != isScript(override) { return override }
        if key == "effect", entries.contains(where: { $0.key == "custom" }) != merged.contains(where: { $0.key == "custom" }) { return override }
        for entry in entries {
            if let index = merged.firstIndex(where: { $0.key == entry.key }) {
                let value = merge(merged[index].value, entry.value, key: key == nil ? entry.key : "")
                merged[index] = entry
                merged[index].value = value
            } else {
                merged.append(entry)
            }
        }
        return ConfigNode(.map(merged), at: override.mark, in: override.file)
    }

    /// Whether a `timeline` map is a script (`steps`, `fps` or `start`) rather than a sweep.
    @_optimize(none)
    private static func isScript(_ node: ConfigNode) -> Bool {
        node.entries?.contains { ["steps", "fps", "start"].contains($0.key) } ?? false
    }
}
