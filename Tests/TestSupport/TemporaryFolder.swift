import Foundation

/// A new folder under the system's temporary folder holding `files` (path relative to the folder
/// → text; sub-folders are created). The caller removes it, or uses `TemporaryFolder`.
public func temporaryFolder(files: [String: String] = [:]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (path, text) in files {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
    return url
}

/// A `temporaryFolder(files:)` that is removed, with everything in it, when released.
public final class TemporaryFolder {
    /// The folder.
    public let url: URL

    /// A new folder holding `files` (relative path → text).
    public init(files: [String: String] = [:]) throws {
        url = try temporaryFolder(files: files)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// `component` inside the folder.
    public func path(_ component: String) -> URL { url.appendingPathComponent(component) }
}
