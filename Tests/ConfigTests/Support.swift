import Foundation
import Render
import SceneModel
import Testing
import Transforms
@testable import Config

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Whether tests should rewrite committed generated files instead of comparing (`FLIPBOOK_REGENERATE=1`).
let isRecording = ProcessInfo.processInfo.environment["FLIPBOOK_REGENERATE"] == "1"

/// A fresh temporary folder, removed by the caller with `cleanUp`.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `files` (relative path → text) into a new temporary folder.
func folder(_ files: [String: String]) throws -> URL {
    let root = try temporaryFolder()
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return root
}

/// The scene in `yaml`, as if read from `scene.yaml` in a temporary folder.
func scene(_ yaml: String, fileName: String = "scene.yaml") throws -> Scene {
    let root = try folder([fileName: yaml])
    defer { try? FileManager.default.removeItem(at: root) }
    return try SceneLoader.load(file: root.appendingPathComponent(fileName), displayName: fileName).scene
}

/// The error loading `yaml` gives (as printed by the CLI), or `nil` when it loads.
func loadError(_ yaml: String, fileName: String = "scene.yaml") -> String? {
    do {
        _ = try scene(yaml, fileName: fileName)
        return nil
    } catch {
        return "\(error)"
    }
}

/// The first line of the error (position and message, without the snippet).
func loadErrorLine(_ yaml: String, fileName: String = "scene.yaml") -> String? {
    loadError(yaml, fileName: fileName)?.split(separator: "\n", maxSplits: 1).first.map(String.init)
}

extension Effect {
    var scaleOptions: ScaleTransformViewOptions? { if case let .scale(options) = self { return options } else { return nil } }
    var stackOptions: StackTransformViewOptions? { if case let .stack(options) = self { return options } else { return nil } }
    var snapshotOptions: SnapshotTransformViewOptions? { if case let .snapshot(options) = self { return options } else { return nil } }

    /// The options as a hashable value, so effects can be compared.
    var comparable: AnyHashable? {
        if let options = scaleOptions { return options }
        if let options = stackOptions { return options }
        return snapshotOptions
    }
}

/// Everything in a scene that drives the output, as one comparable value (`Scene` holds an
/// `Effect`, which is not `Equatable` because it may hold closures).
func fingerprint(_ scene: Scene) -> [AnyHashable] {
    [scene.name, scene.viewport, scene.background, scene.cardPlacement, scene.card, scene.itemCount,
     scene.numberOfVisibleItems, scene.scrollDirection, scene.drawsShadows, scene.timeline, scene.output,
     AnyHashable(scene.effect.comparable)]
}
