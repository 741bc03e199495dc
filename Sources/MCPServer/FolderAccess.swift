import Config
import Foundation
import Problems

/// The folders a server was given on its command line, and the one check every path a client
/// sends passes before anything opens it: a file is read only when its real path (`..` and links
/// resolved) is inside one of them.
///
/// A path outside gets the same refusal whether or not something is there, so a client can
/// neither read a file elsewhere nor learn that it exists. A config is checked with every file it
/// reaches: the files it `extends` (and theirs, read for the check), its images and its fonts,
/// before the scene is loaded, so no file outside is ever opened, not even for an error message
/// that would quote its first line.
package struct FolderAccess: Sendable {
    /// The folders, real paths ending in `/`, in the order given.
    package let folders: [String]

    /// The most config files one check reads (the loader's own bound on `extends`).
    static let maximumFiles = 256

    /// Access to `folders` (relative ones start in `workingDirectory`). Each must be a folder.
    package init(folders: [String], workingDirectory: URL) throws(Problem) {
        var resolved: [String] = []
        for folder in folders {
            let url = URL(fileURLWithPath: folder, relativeTo: workingDirectory)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw Problem.missingFile("folder", at: folder, fix: "name an existing folder")
            }
            let real = Self.realPath(url)
            resolved.append(real.hasSuffix("/") ? real : real + "/")
        }
        self.folders = resolved
    }

    /// The folder relative paths in a request start from: the first one.
    package var base: URL { URL(fileURLWithPath: folders.first ?? "/", isDirectory: true) }

    /// Whether `url`'s real path is inside one of the folders.
    package func contains(_ url: URL) -> Bool {
        let real = Self.realPath(url)
        return folders.contains { real.hasPrefix($0) || real + "/" == $0 }
    }

    /// `path` (relative ones start in `directory`) when it is inside the folders; refused
    /// (`forbidden`, naming `key`) otherwise, whether or not anything is there.
    package func permitted(_ path: String, from directory: URL, key: String) throws(Problem) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
        guard contains(url) else {
            throw Problem(.forbidden, "`\(key)` names \(String(path.prefix(200))), outside the folders this server reads (\(folders.joined(separator: ", ")))",
                          fix: "use a file inside one of them (relative paths start in \(folders.first ?? "/")), or start the server with --folder naming its folder",
                          setting: key, value: String(path.prefix(200)))
        }
        return url
    }

    /// Refuses the config `text` (read as `fileName` in `directory`) when it, or a config file it
    /// reaches through `extends`, names a file outside the folders. Mistakes in the text are
    /// thrown as the loader would throw them.
    package func check(configText text: String, fileName: String, directory: URL) throws {
        var seen: Set<String> = []
        try check(text: text, fileName: fileName, directory: directory, seen: &seen)
    }

    private func check(text: String, fileName: String, directory: URL, seen: inout Set<String>) throws {
        let config = try ConfigDocument.parse(text, fileName: fileName, directory: directory)
        for (path, key) in ConfigDocument.filePaths(in: config) {
            let url = try permitted(path, from: directory, key: key)
            guard key.hasPrefix("extends") else { continue }
            let real = Self.realPath(url)
            guard !seen.contains(real), FileManager.default.fileExists(atPath: real) else { continue }
            seen.insert(real)
            guard seen.count <= Self.maximumFiles else {
                throw Problem(.tooLarge, "`extends` reaches more than \(Self.maximumFiles) config files", fix: "extend fewer files", setting: "extends")
            }
            let base = try ConfigDocument.read(file: url, displayName: path)
            try check(text: base, fileName: url.lastPathComponent, directory: url.deletingLastPathComponent(), seen: &seen)
        }
    }

    /// The path with every link followed (`realpath`); for a file that does not exist, its
    /// folder's real path and its name, so a link to a folder elsewhere is seen through either way.
    static func realPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let folder = (path as NSString).deletingLastPathComponent
        guard folder != path, let real = realpath(folder, nil) else { return path }
        defer { free(real) }
        return (String(cString: real) as NSString).appendingPathComponent((path as NSString).lastPathComponent)
    }
}
