import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Something a Flipbook process killed outright (SIGKILL, a power cut) left in an output folder:
/// its hidden staging folder (`.flipbook-<pid>-<random>.partial`, with the frames drawn so far) or
/// its `.flipbook.lock`. An `OutputBatch` reclaims both before it starts, so they never pile up.
package struct Leftover: Sendable, Equatable {
    /// What was left.
    package enum Kind: Sendable, Equatable {
        /// A staging folder, removed with everything in it.
        case staging
        /// A lock file, taken over (and removed when the new owner is done).
        case lock
    }

    package var kind: Kind
    /// The leftover's path.
    package var path: String
    /// The process that left it (from the name or the lock file), when known.
    package var process: Int32?
    /// The files that were inside a staging folder.
    package var fileCount: Int

    /// What was done with it, for a note: "removed … (3 unfinished files), left by process 41,
    /// which is no longer running".
    package var note: String {
        let owner = process.map { "process \($0)" } ?? "a process"
        return switch kind {
        case .staging: "removed \(path) (\(fileCount) unfinished files), left by \(owner), which is no longer running"
        case .lock: "took over \(path), left by \(owner), which is no longer running"
        }
    }

    package init(kind: Kind, path: String, process: Int32?, fileCount: Int = 0) {
        self.kind = kind
        self.path = path
        self.process = process
        self.fileCount = fileCount
    }

    /// The process id in a staging folder's name `.flipbook-<pid>-<random>.partial`, or nil when
    /// `name` is not one.
    package static func stagingProcess(_ name: String) -> Int32? {
        guard name.hasPrefix(".flipbook-"), name.hasSuffix(".partial") else { return nil }
        let parts = name.dropFirst(".flipbook-".count).dropLast(".partial".count).split(separator: "-")
        guard parts.count == 2, UInt32(parts[1]) != nil, let pid = Int32(parts[0]), pid > 0 else { return nil }
        return pid
    }

    /// Whether process `pid` is certainly gone: `kill(pid, 0)` says no such process. A process of
    /// another user (EPERM) or a reused id counts as alive, so a doubt leaves the files alone.
    package static func isGone(_ pid: Int32) -> Bool {
        pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes the staging folders in `folder` whose process is gone, and returns them.
    static func removeStaleStaging(in folder: String) -> [Leftover] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var removed: [Leftover] = []
        for name in names.sorted() {
            guard let pid = stagingProcess(name), isGone(pid) else { continue }
            let path = (folder as NSString).appendingPathComponent(name)
            var info = stat()
            // Only a real folder: a symlink of that name is not ours to follow.
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            let count = FileManager.default.enumerator(atPath: path)?.allObjects.count ?? 0
            if (try? FileManager.default.removeItem(atPath: path)) != nil {
                removed.append(Leftover(kind: .staging, path: path, process: pid, fileCount: count))
            }
        }
        return removed
    }
}
