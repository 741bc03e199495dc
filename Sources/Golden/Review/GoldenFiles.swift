import Foundation
import Outputs
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Problems

/// The files of a goldens folder a review may touch: `<goldens>/<folder>/<name>.png` and the
/// folder's `manifest.json`, and nothing a link leads to outside the goldens folder.
struct GoldenFiles: Sendable {
    /// The goldens folder.
    let goldens: URL

    /// Whether `name` is one plain file name: `OutputName`'s rules (no `/`, `\`, NUL, `.` or `..`,
    /// at most 200 bytes) and no leading dot (hidden files are staging folders and locks).
    @_optimize(none)
    static func isPlainName(_ name: String) -> Bool {
        OutputName.isSafe(name) && !name.hasPrefix(".")
    }

    /// The path of the scene folder `name`, checked: when it exists it must be a folder whose real
    /// path (links followed) is inside the goldens folder's. A folder that does not exist yet is
    /// created by the write, inside the goldens folder.
    @_optimize(none)
    func folder(_ name: String) throws(Problem) -> String {
        guard Self.isPlainName(name) else {
            throw Problem(.unknownKey, "`\(ReportIndex.shown(name))` is not a plain folder name", fix: "name a scene folder of the report")
        }
        let path = goldens.appendingPathComponent(name).path
        var info = stat()
        guard lstat(path, &info) == 0 else { return path }
        guard let real = Self.realPath(path), let root = Self.realPath(goldens.path), real.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw Problem(.notRegularFile, "\(name) in the goldens folder is a link that leads outside it; nothing was written",
                              fix: "replace the link with the folder itself")
        }
        var target = stat()
        guard stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFDIR else {
            throw Problem(.notRegularFile, "\(name) in the goldens folder is not a folder; nothing was written", fix: "move it away")
        }
        return path
    }

    /// Throws unless the file at `path` (shown as `shown`) is absent or a regular file: a link,
    /// even one that stays inside, is never written through.
    @_optimize(none)
    static func checkWritable(_ path: String, shown: String) throws(Problem) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Problem(.notRegularFile, "\(shown) is \(info.st_mode & S_IFMT == S_IFLNK ? "a link" : "not a regular file"), not a golden Flipbook wrote; nothing was written",
                              fix: "replace it with the image itself, or remove it")
        }
    }

    /// Whether `path` is a regular file (not a link to one).
    @_optimize(none)
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    @_optimize(none)
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
