import Config
import Foundation
import SceneModel

/// Which files a request's config may make the server read: files under the session's folder
/// (the config file's, or the working directory for a preset), and the files the config the
/// designer was started with reads (its `extends` chain and images), so a config that extends
/// `../shared/base.yaml` keeps working. Anything else (`extends: /etc/passwd`, `image:
/// ../../secret.png`) is refused with 403 before it is opened, so a request cannot read a file,
/// learn whether it exists, or see its first bytes in an error message.
///
/// Paths are compared after `..` and symbolic links are resolved, so neither leaves the folder.
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
    /// when its `extends` or any `image` names a file outside what may be read.
    func check(_ config: JSONValue, directory: URL) throws(APIProblem) {
        for path in Self.paths(in: config, topLevel: true) {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
            let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard resolved.hasPrefix(folder) || named.contains(resolved) else {
                throw APIProblem(.forbidden, "the designer does not read \(path): it is outside \(folder)",
                              fix: "use files in the config's folder (or the ones the config it was started with names)")
            }
        }
    }

    /// The file paths a config names: `extends` references that are paths (not preset names) at
    /// the top level, and every `image` string at any depth.
    static func paths(in value: JSONValue, topLevel: Bool) -> [String] {
        switch value {
        case let .object(members):
            return members.flatMap { member -> [String] in
                switch (member.key, member.value) {
                case ("extends", .string(let reference)) where topLevel:
                    return ConfigDocument.isFilePath(reference) ? [reference] : []
                case ("extends", .array(let references)) where topLevel:
                    return references.compactMap { reference in
                        if case let .string(text) = reference, ConfigDocument.isFilePath(text) { return text }
                        return nil
                    }
                case ("image", .string(let path)):
                    return [path]
                default:
                    return paths(in: member.value, topLevel: false)
                }
            }
        case let .array(items):
            return items.flatMap { paths(in: $0, topLevel: false) }
        default:
            return []
        }
    }
}
