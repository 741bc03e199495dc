import Config
import Foundation
import Problems
import SceneModel
import Transforms

/// The scene a call names — a built-in preset, a config's text, or a config file inside the
/// server's folders — read exactly as `flipbook` reads it (`SceneLoader`), after every file it
/// reaches has passed `FolderAccess`; and the call's frame and timeline arguments laid over it.
enum SceneRequest {
    /// The arguments that name the scene; a call gives exactly one.
    static let sourceKeys = ToolSchemas.scene.map(\.name)

    /// The scene named by `preset`, `config` or `file`, with the config files it was read from.
    static func load(_ arguments: ToolArguments, access: FolderAccess) throws -> LoadedScene {
        let given = sourceKeys.filter(arguments.has)
        guard given.count == 1 else {
            throw Problem(given.isEmpty ? .missing : .conflict,
                          given.isEmpty ? "`\(arguments.tool)` needs a scene" : "`\(given.joined(separator: "` and `"))` both name the scene",
                          fix: "give one of `preset` (e.g. \"scale.coverFlow\"), `config` (a config's YAML or JSON text) or `file` (a config file in the server's folders)",
                          setting: given.first ?? "preset")
        }
        if let preset = try arguments.string("preset", example: "\"scale.coverFlow\"") {
            do {
                return try SceneLoader.load(presetNamed: preset)
            } catch var problem as Problem where problem.kind == .unknownKey {
                problem.setting = "preset"
                throw problem
            }
        }
        if let text = try arguments.string("config", example: "\"extends: scale.coverFlow\"") {
            let name = configFileName(text)
            try access.check(configText: text, fileName: name, directory: access.base)
            return try SceneLoader.load(text: text, url: access.base.appendingPathComponent(name), displayName: name)
        }
        let path = try arguments.string("file", example: "\"scenes/mine.yaml\"") ?? ""
        let url = try access.permitted(path, from: access.base, key: "file")
        let text = try ConfigDocument.read(file: url, displayName: path)
        try access.check(configText: text, fileName: url.lastPathComponent, directory: url.deletingLastPathComponent())
        return try SceneLoader.load(file: url, displayName: path)
    }

    /// Whether `problem` is about the call (no scene named, a wrong argument, a file outside the
    /// folders) rather than about a config's content.
    static func isAboutTheCall(_ problem: Problem) -> Bool {
        problem.kind == .forbidden || sourceKeys.contains(problem.setting ?? "")
    }

    /// How the `config` argument's text is named in messages: `config.json` for JSON (the strict
    /// JSON reader, with its messages), `config.yaml` otherwise. Its scene is called `config`
    /// unless it says `name:`.
    static func configFileName(_ text: String) -> String {
        text.first(where: { !$0.isWhitespace }) == "{" ? "config.json" : "config.yaml"
    }

    /// `scene` with the call's `viewport` and `scale` laid over it.
    static func applyingFrame(_ arguments: ToolArguments, to scene: Scene) throws(Problem) -> Scene {
        var overrides = SceneOverrides()
        overrides.viewport = try size(arguments, "viewport")
        overrides.scale = try arguments.number("scale", in: Scene.scaleRange, example: "2")
        return overrides.applied(to: scene)
    }

    /// `scene` with the call's `offsets` or `timeline` as its timeline.
    static func applyingTimeline(_ arguments: ToolArguments, to scene: Scene) throws -> Scene {
        if arguments.has("offsets") && arguments.has("timeline") {
            throw Problem.exclusive("`offsets`", "`timeline`", bothChoose: "frames", setting: "timeline")
        }
        var scene = scene
        if let offsets = try arguments.numbers("offsets", maximum: Scene.maximumFrames, example: "[0, 0.5, 1]") {
            scene.timeline = .offsets(offsets)
        }
        if let timeline = arguments.value("timeline") {
            do {
                scene = try SceneLoader.applyingTimeline(text: JSONValue.object(["timeline": timeline]).formatted(), displayName: "timeline", to: scene)
            } catch var problem as Problem {
                // The position would be in JSON this server wrote, not in anything the client sent.
                problem.position = nil
                throw problem
            }
        }
        return scene
    }

    /// A size argument: `{width, height}` or `[width, height]`, in points.
    private static func size(_ arguments: ToolArguments, _ key: String) throws(Problem) -> Size? {
        guard let value = arguments.value(key) else { return nil }
        let pair: (JSONValue?, JSONValue?)
        switch value {
        case let .array(items) where items.count == 2: pair = (items[0], items[1])
        case .object: pair = (value["width"], value["height"])
        default: pair = (nil, nil)
        }
        guard case let (.number(width)?, .number(height)?) = pair else {
            throw Problem(.wrongType, "`\(key)` must be {width, height} or [width, height] in points, not \(ToolArguments.describe(value))",
                          fix: "e.g. \(key): {\"width\": 300, \"height\": 400}", setting: key)
        }
        return Size(width: width, height: height)
    }
}
