import Config
import Foundation
import SceneModel

/// Which files a request's config may make the server read, and which file Save may write.
///
/// A request's config may name files (`extends` paths, any `image`, `fonts`) under the session's
/// folder (the config file's, or the working directory for a preset), and the files the config
/// the designer was started with reads (its `extends` chain and images), so a config that extends
/// `../shared/base.yaml` keeps working. Every path is checked before anything opens it, and a path
/// that is outside, missing, a folder or unreadable gets one and the same answer (403), so a
/// request can neither read a file nor learn whether it exists or what it is.
///
/// Paths are compared after `..` and symbolic links are resolved, so neither leaves the folder.
/// Save writes the started file only when its real path (links followed, a dangling link's
/// target too) is inside the folder.
struct FileAccess: Sendable {
    /// The folder, symlinks resolved, ending in `/`.
    let folder: String
    /// Files the starting config reads, symlinks resolved.
    let named: Set<String>

    /// Access for `folder` plus `named` files.
    init(folder: URL, named: [URL]) {
        let resolved = folder.standardizedFileURL.resolvingSymlinksInPath().path
        self.folder = resolved.hasSuffix("/") ? resolved : resolved + "/"
        self.named = Set(named.map { $0.standardizedFileURL.resolvingSymlinksInPath().path })
    }

    /// Refuses `config` (a request's config object, whose relative paths start in `directory`)
    /// when a path it names is not a readable file it may read.
    func check(_ config: JSONValue, directory: URL) throws(APIProblem) {
        for (path, key) in ConfigDocument.filePaths(in: config) {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
            let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard resolved.hasPrefix(folder) || named.contains(resolved), Self.isReadableFile(resolved) else {
                var refusal = APIProblem(.forbidden, .forbidden, "`\(key)` names \(String(path.prefix(200))), which the designer does not read: it reads only files saved inside \(folder)",
                                         fix: "name a readable file in the config's folder (or one the config it was started with reads)")
                refusal.reported.setting = key
                throw refusal
            }
        }
    }

    /// Refuses to write `url` when its real path is outside the folder: a link to a file
    /// elsewhere, or a dangling link whose target would be created elsewhere.
    func checkWrite(_ url: URL, named name: String) throws(APIProblem) {
        let real = Self.realPath(of: url)
        guard let real, real.hasPrefix(folder) else {
            throw APIProblem(.forbidden, .forbidden, "\(name) is a link to \(real ?? "a chain of links"), outside \(folder): Save writes only inside the folder the designer serves",
                             fix: real.map { "start the designer with the file itself: flipbook designer \($0)" } ?? "replace the link with the file")
        }
    }

    /// `url`'s path with every link followed, its target's folder resolved too, whether the
    /// target exists or not; `nil` for a chain of more than 40 links.
    static func realPath(of url: URL) -> String? {
        var path = url.standardizedFileURL.path
        for _ in 0..<40 {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else {
                let file = URL(fileURLWithPath: path)
                return file.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(file.lastPathComponent).path
            }
            let next = target.hasPrefix("/") ? URL(fileURLWithPath: target) : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(target)
            path = next.standardizedFileURL.path
        }
        return nil
    }

    /// Whether `path` is a regular file this process can read.
    private static func isReadableFile(_ path: String) -> Bool {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        return type == .typeRegular && FileManager.default.isReadableFile(atPath: path)
    }
}
