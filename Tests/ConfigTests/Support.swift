import Foundation
import Render
import SceneModel
import Testing
import TestSupport
import Transforms
@testable import Config

/// The scene in `yaml`, as if read from `scene.yaml` in a temporary folder.
func scene(_ yaml: String, fileName: String = "scene.yaml") throws -> Scene {
    let root = try temporaryFolder(files: [fileName: yaml])
    defer { try? FileManager.default.removeItem(at: root) }
    return try SceneLoader.load(file: root.appendingPathComponent(fileName), displayName: fileName).scene
}

/// Type-checks `program` against `standIn` (an upstream API declared without bodies) with the
/// toolchain's swiftc in Swift 5 mode: the exit status and the compiler's output.
func typeCheck(_ program: String, against standIn: String) throws -> (status: Int32, output: String) {
    let swiftc = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
    let compiler = try #require(swiftc, "swiftc not found")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [("Upstream.swift", standIn), ("Generated.swift", program)].map { folder.appendingPathComponent($0.0) }
    try Data(standIn.utf8).write(to: files[0])
    try Data(program.utf8).write(to: files[1])
    let run = try runProcess(URL(fileURLWithPath: compiler), ["-typecheck", "-swift-version", "5"] + files.map(\.path))
    return (run.status, run.output)
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
