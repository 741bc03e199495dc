import Config
import FlyingFox
import Foundation
import Problems

/// The API's config routes: the session, the schema, presets, YAML ↔ config, and Save.
enum ConfigHandlers {
    /// `GET /api/session`: what the designer was started with, and what the page needs to start.
    /// A file with mistakes still opens: `config` and `resolved` are `null` and `error` says what
    /// and where, so the page can show it in the YAML pane.
    static let session: Routes.Handler = { request in
        let session = request.session
        let text = try session.startingText()
        var members: [JSONValue.Member] = [
            .init("file", session.file.map(JSONValue.string) ?? .null),
            .init("preset", session.preset.map(JSONValue.string) ?? .null),
            .init("yaml", .string(text)),
        ]
        do {
            let (config, resolved, effective) = try check(text, session: session)
            members += [.init("config", config), .init("resolved", resolved), .init("effective", effective), .init("error", .null)]
        } catch {
            members += [.init("config", .null), .init("resolved", .null), .init("effective", .null),
                        .init("error", problem(error, text: session).json)]
        }
        members += [
            .init("presets", .array(PresetCatalog.names.map(JSONValue.string))),
            .init("flavours", .array(ExportHandlers.flavours.map(JSONValue.string))),
            .init("formats", .array(ExportHandlers.available.map(JSONValue.string))),
            .init("canSave", .bool(session.fileURL != nil)),
        ]
        return Reply.json(.object(members))
    }

    /// `GET /api/schema`: the JSON Schema of config files (`flipbook schema`).
    static let schema: Routes.Handler = { _ in
        Reply.text(ConfigSchema.text, type: "application/json; charset=utf-8")
    }

    /// `GET /api/preset?name=…`: a preset's config, resolved config and YAML.
    static let preset: Routes.Handler = { request in
        let name = request.query["name"] ?? ""
        guard let preset = PresetCatalog.preset(named: name) else {
            throw APIProblem(status: .notFound, reported: PresetCatalog.unknown(name, fix: "the session's `presets` lists them"))
        }
        let config = try ConfigDocument.parse(preset.yaml, fileName: preset.name + ".yaml", directory: request.session.directory)
        return Reply.json(.object([
            "config": config,
            "resolved": try ConfigDocument.resolved(config, directory: request.session.directory),
            "effective": effective(config, session: request.session),
            "yaml": .string(preset.yaml),
        ]))
    }

    /// `POST /api/parse {"yaml"}`: the YAML pane's text as a config, checked as `flipbook` checks a
    /// file; a mistake is 400 with its line and column when it is in this text.
    static let parse: Routes.Handler = { request in
        guard let text = try request.string("yaml") else {
            throw APIProblem(.badRequest, .missing, "the request has no `yaml` string", fix: "send {\"yaml\": \"…the config file's text…\"}")
        }
        do {
            let (config, resolved, effective) = try check(text, session: request.session)
            return Reply.json(.object(["config": config, "resolved": resolved, "effective": effective]))
        } catch {
            throw problem(error, text: request.session)
        }
    }

    /// `POST /api/resolve {"config"}`: the config and what it resolves to, as /api/parse answers
    /// for text, for a config changed by a control (a new effect kind, another preset to extend).
    static let resolve: Routes.Handler = { request in
        let config = try request.config()
        try request.session.checkReads(config)
        return Reply.json(.object(["config": config, "resolved": try ConfigDocument.resolved(config, directory: request.session.directory),
                                   "effective": effective(config, session: request.session)]))
    }

    /// `POST /api/yaml {"config", "text"?}`: what Save would write for the config: `text` (the
    /// page's YAML, else the file as last read or written) with only the changed values edited.
    static let yaml: Routes.Handler = { request in
        Reply.json(.object(["yaml": .string(try savedText(request, config: request.config()))]))
    }

    /// `POST /api/save {"config", "text"?, "force"?}` or `{"yaml", "force"?}`: writes the file the
    /// designer was started with, atomically. With `config`, `/api/yaml`'s text; with `yaml` (the
    /// YAML pane's text), exactly that text, once it checks as a file is checked (400 with the line
    /// otherwise). 409 when started with a preset, and when the file changed on disk since the
    /// session read or wrote it, unless `force` is true.
    static let save: Routes.Handler = { request in
        let session = request.session
        let force = request.body["force"] == .bool(true)
        let text: String
        if let yaml = try request.string("yaml") {
            do {
                _ = try check(yaml, session: session)
            } catch {
                throw problem(error, text: session)
            }
            // The pane's text comes from a browser text field, whose line breaks are LF: the file keeps its own.
            text = ConfigTextPatch.withLineBreaks(yaml, like: try session.savedText())
        } else {
            let config = try request.config()
            _ = try session.scene(config)
            text = try savedText(request, config: config)
        }
        try session.save(text, force: force)
        return Reply.json(.object(["saved": .string(session.file ?? ""), "yaml": .string(text)]))
    }

    /// The text Save writes for `config` over the request's `text` or the session's.
    private static func savedText(_ request: APIRequest, config: JSONValue) throws -> String {
        let session = request.session
        try session.checkReads(config)
        let over = try request.string("text") ?? session.savedText()
        return try ConfigDocument.savedText(of: config, over: over, fileName: session.textFileName, directory: session.directory)
    }

    /// What the renderer uses for every option of `config`, set or not, so the form can show the
    /// default beside an option the config leaves out; `null` while the config does not load (the
    /// answer's `resolved` and the next parse say what is wrong: this is only the form's hint).
    private static func effective(_ config: JSONValue, session: DesignerSession) -> JSONValue {
        (try? ConfigDocument.effective(config, directory: session.directory)) ?? .null
    }

    /// `text` parsed, loaded as a scene (every value checked) and resolved; the loaded scene's
    /// values are the form's defaults (`effective`), so the scene is loaded once.
    private static func check(_ text: String, session: DesignerSession) throws -> (config: JSONValue, resolved: JSONValue, effective: JSONValue) {
        let config = try ConfigDocument.parse(text, fileName: session.textFileName, directory: session.directory)
        try session.checkReads(config)
        let loaded = try SceneLoader.load(text: text, url: session.directory.appendingPathComponent(session.textFileName), displayName: session.textFileName)
        return (config, try ConfigDocument.resolved(config, directory: session.directory), ConfigDocument.effective(of: loaded.scene))
    }

    /// The problem of a mistake in the session's text, with its line when it is in that text
    /// (not in a file it extends).
    private static func problem(_ error: any Error, text session: DesignerSession) -> APIProblem {
        let inText = (error as? Problem)?.position?.file == session.textFileName
        return APIProblem(error, textGiven: inText)
    }
}
