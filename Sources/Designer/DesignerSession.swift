import Config
import Foundation
import Outputs
import Problems
import Render
import SceneModel
import SceneResources
import Synchronization

/// What one run of `flipbook designer` works on: the config it was started with (a file, created
/// on Save when missing, or a preset), the folder relative paths start from, and warm renderers.
package final class DesignerSession: Sendable {
    /// The config file Save writes, as the user gave it; `nil` when started with a preset.
    package let file: String?
    /// The preset started with; `nil` when started with a file.
    package let preset: String?
    /// The config file's absolute URL; `nil` when started with a preset.
    let fileURL: URL?
    /// The folder that relative paths in configs (`extends`, `card.image`) start from: the file's, or the working directory.
    let directory: URL
    /// The scene's name in messages and file names: the file's name without extension, or the preset's.
    let sceneName: String
    /// The files a request's config may name.
    let access: FileAccess
    /// Renderers of the latest configs, so a preview of an unchanged config is only draw + encode.
    private let renderers = Mutex<[WarmRenderer]>([])
    /// Exports running in the background, for progress and Cancel.
    let exports = ExportJobs()
    /// Card and layer images, decoded once per session (while their files do not change).
    let images = DecodedImages()
    /// The file's text as this session last read or wrote it (`nil` text: there was no file), so
    /// Save can tell that someone else changed the file meanwhile; `recorded` is false until then.
    private let known = Mutex(Known(recorded: false, text: nil))

    /// The file's text as the session last read or wrote it, and whether it has (Save's check).
    struct Known: Equatable, Sendable {
        var recorded: Bool
        var text: String?

        /// As a worker request's state (`WorkerMessages`): 1 or 0 for `recorded`, then 1 and the
        /// text's UTF-8, or 0 for no file.
        var bytes: [UInt8] {
            [recorded ? 1 : 0] + (text.map { [1] + Array($0.utf8) } ?? [0])
        }

        init(recorded: Bool, text: String?) {
            self.recorded = recorded
            self.text = text
        }

        /// The state `bytes` encoded; `nil` for bytes that are not one.
        init?(bytes: [UInt8]) {
            guard bytes.count >= 2, bytes[0] <= 1, bytes[1] <= 1, bytes[1] == 1 || bytes.count == 2 else { return nil }
            recorded = bytes[0] == 1
            text = bytes[1] == 1 ? String(decoding: bytes.dropFirst(2), as: UTF8.self) : nil
        }
    }

    /// The Save state: a server whose requests are answered by a worker process sends it with
    /// each request and keeps what comes back, so it outlives the worker.
    var knownState: Known {
        get { known.withLock { $0 } }
        set { known.withLock { $0 = newValue } }
    }

    /// Takes `state` as the Save state unless this session has recorded one itself (a worker
    /// started after another died takes the server's).
    func adoptKnownState(_ state: Known) {
        known.withLock { if !$0.recorded { $0 = state } }
    }
    /// How many renderers are kept (A/B compare needs two, the strip and the preview share them).
    private static let warmRenderers = 4

    /// The preset used when the designer is started with nothing, or with a file that does not exist yet.
    package static let defaultPreset = "scale.coverFlow"

    /// A session for `argument`: an existing config file, a preset name, a path where Save will
    /// create the file, or `nil` (the default preset). Throws a `Problem` for a name that is
    /// neither a preset nor a file path (`flipbook` prints it and exits 2).
    package init(argument: String?) throws {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let argument else {
            (file, fileURL, preset, directory, sceneName) = (nil, nil, Self.defaultPreset, workingDirectory, Self.defaultPreset)
            access = FileAccess(folder: directory, named: [])
            return
        }
        if FileManager.default.fileExists(atPath: argument) || ConfigDocument.isFilePath(argument) {
            let url = URL(fileURLWithPath: argument, relativeTo: workingDirectory).standardizedFileURL
            (file, fileURL, preset, directory) = (argument, url, nil, url.deletingLastPathComponent())
            sceneName = url.deletingPathExtension().lastPathComponent
            access = FileAccess(folder: directory, named: Self.filesRead(by: url))
            return
        }
        guard PresetCatalog.preset(named: argument) != nil else {
            // The loader's message: "no preset or config file named …, did you mean …".
            _ = try SceneLoader.load(presetOrPath: argument)
            throw Problem(.unknownKey, "no preset or config file named `\(argument)`")
        }
        (file, fileURL, preset, directory, sceneName) = (nil, nil, argument, workingDirectory, argument)
        access = FileAccess(folder: directory, named: [])
    }

    /// The files the config at `url` reads (itself, its `extends` chain, its images); none when it
    /// does not exist or does not load.
    private static func filesRead(by url: URL) -> [URL] {
        guard let loaded = try? SceneLoader.load(file: url) else { return [] }
        let scene = loaded.scene
        let layers = scene.card.cardLayers(size: scene.cardFrame.size) + (scene.overlay?.pages.flatMap { $0 } ?? []) + (scene.menu?.cellLayers ?? []) + (scene.menu?.indicatorLayers ?? [])
        let images = layers.compactMap { layer -> URL? in
            if case let .image(image) = layer.content { return URL(fileURLWithPath: image.path) }
            return nil
        }
        return loaded.files + images
    }

    /// Refuses (403) a request's config that names files outside what the session may read.
    func checkReads(_ config: JSONValue) throws(APIProblem) {
        try access.check(config, directory: directory)
    }

    /// The text the page starts from: the file's, a new file extending the default preset, or the preset's YAML.
    /// Reading the file also records it as the text Save compares the disk with.
    func startingText() throws -> String {
        if fileURL != nil {
            let text = try diskText()
            known.withLock { $0 = Known(recorded: true, text: text) }
            return text ?? "extends: \(Self.defaultPreset)\n"
        }
        return PresetCatalog.preset(named: preset ?? Self.defaultPreset)?.yaml ?? ""
    }

    /// The file's text now, `nil` when there is no file (or the session has none).
    private func diskText() throws -> String? {
        guard let url = fileURL, FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try ConfigDocument.read(file: url, displayName: file ?? url.lastPathComponent)
    }

    /// The text Save edits: the file as last read or written, else as it is now, else a new file's.
    func savedText() throws -> String {
        let current = known.withLock { $0 }
        if current.recorded { return current.text ?? "extends: \(Self.defaultPreset)\n" }
        return try startingText()
    }

    /// Writes `text` over the file atomically (`OutputFile`) and records it. Unless `force`, a file
    /// that changed on disk since the session read or wrote it is left alone: 409 with the fix.
    func save(_ text: String, force: Bool) throws {
        guard let file, let url = fileURL else {
            throw APIProblem(.conflict, .unsupported, "the designer was started with a preset, so there is no file to save",
                             fix: "start it with a file path, e.g. flipbook designer mine.yaml (created on the first Save)")
        }
        try access.checkWrite(url, named: file)
        try known.withLock { known in
            let now = try diskText()
            if !force, known.recorded, now != known.text {
                throw APIProblem(.conflict, .conflict, "\(file) changed on disk since the designer read it",
                                 fix: "reload to see the file as it is now (your changes here are dropped), or save anyway to overwrite it")
            }
            do {
                try OutputFile(url.path).write(text)
            } catch let error as Problem {
                throw APIProblem(status: .internalServerError, reported: error.within("cannot save \(file)"))
            }
            known = Known(recorded: true, text: text)
        }
    }

    /// The file name configs are parsed as (`.json` selects JSON).
    var textFileName: String {
        fileURL?.lastPathComponent ?? "\(sceneName).yaml"
    }

    /// The scene `config` describes, with `scale` pixels per point when given.
    func scene(_ config: JSONValue, scale: Double? = nil) throws -> Scene {
        try checkReads(config)
        var scene = try ConfigDocument.scene(config, name: sceneName, directory: directory)
        if let scale { scene.output.scale = scale }
        return scene
    }

    /// A renderer kept for the config and scale its key names, with its timeline's frame inputs once
    /// Play has asked for them.
    private struct WarmRenderer {
        var key: String
        var renderer: FrameRenderer
        var inputs: FrameRenderer.FrameInputs?
    }

    /// A renderer for `config` at `scale`: the warm one when the same config was drawn lately and
    /// the files it names directly are unchanged, else a new one (its images from `images`,
    /// decoded once), kept for next time.
    func renderer(_ config: JSONValue, scale: Double? = nil) throws -> FrameRenderer {
        try warm(config, scale: scale).renderer
    }

    /// The renderer for `config` at `scale` (`renderer(_:scale:)`) and what its timeline's frames are
    /// drawn with besides their offsets (the select turns, the menu's holds, the reloads, the page
    /// control's positions): sampled once for a warm renderer and kept beside it, so Play's frames
    /// do not sample the timeline each.
    func timelineInputs(_ config: JSONValue, scale: Double? = nil) throws -> (renderer: FrameRenderer, inputs: FrameRenderer.FrameInputs) {
        let warm = try warm(config, scale: scale)
        if let inputs = warm.inputs { return (warm.renderer, inputs) }
        let inputs = FrameRenderer.FrameInputs(warm.renderer, offsets: try warm.renderer.scene.timelineFrames().map(\.offset))
        renderers.withLock { list in
            if let index = list.firstIndex(where: { $0.key == warm.key }) { list[index].inputs = inputs }
        }
        return (warm.renderer, inputs)
    }

    private func warm(_ config: JSONValue, scale: Double?) throws -> WarmRenderer {
        // The files the config names are part of the key, so an edited image or base file is read again.
        let stamps = ConfigDocument.filePaths(in: config).map { path, _ -> String in
            let url = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            return "\(url.path) \(attributes?[.size] as? Int ?? -1) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }
        let key = ([config.formatted(), "@" + (scale.map { "\($0)" } ?? "-")] + stamps).joined(separator: "\n")
        if let warm = renderers.withLock({ list in list.first(where: { $0.key == key }) }) {
            return warm
        }
        let warm = WarmRenderer(key: key, renderer: try FrameRenderer(scene: scene(config, scale: scale), images: images))
        renderers.withLock { list in
            list.removeAll { $0.key == key }
            list.insert(warm, at: 0)
            if list.count > Self.warmRenderers { list.removeLast(list.count - Self.warmRenderers) }
        }
        return warm
    }
}
