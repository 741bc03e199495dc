#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file as the kernel knows it: its device and inode. Two paths name the same file exactly when
/// their identities are equal — through symlinks, hard links, `..` and bind mounts alike.
package struct FileIdentity: Hashable, Sendable {
    /// The device holding the file (`st_dev`).
    package var device: UInt64
    /// The file's number on that device (`st_ino`).
    package var inode: UInt64

    /// The identity of the file at `path` after following symlinks; `nil` when nothing is there.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity in a `stat` result.
    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

/// The files a command reads (configs, the files they extend, card images, images compared, goldens),
/// so that no output replaces one of them.
package struct InputFiles: Sendable {
    /// Each readable input by identity, with the path the user gave.
    private var identities: [FileIdentity: String] = [:]

    /// The inputs at `paths`; paths where nothing exists are skipped (they cannot be overwritten).
    package init(_ paths: [String] = []) {
        for path in paths { insert(path) }
    }

    /// Adds the file at `path`, if there is one.
    package mutating func insert(_ path: String) {
        if let identity = FileIdentity(path: path), identities[identity] == nil { identities[identity] = path }
    }

    /// The input path that is the same file as `identity`, if any.
    package func path(of identity: FileIdentity) -> String? { identities[identity] }

    /// Whether there are no inputs.
    package var isEmpty: Bool { identities.isEmpty }
}

/// The folder part of `path` (`a/b/c.png` → `a/b`, `c.png` → ``, `/c.png` → `/`), trailing slashes
/// ignored. Written out because Foundation's `deletingLastPathComponent` traps on some short
/// relative paths on Linux.
func parentPath(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
}
