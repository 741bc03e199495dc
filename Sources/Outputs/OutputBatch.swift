import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Problems

/// Several files that appear in a folder together or not at all: a sequence's frames, a scene's
/// goldens with their manifest, a report.
///
/// Files are staged in a hidden folder inside the target (`.flipbook-<pid>-<random>.partial`, so
/// moving them in is a rename on the same disk) and moved into place by `commit`, which also removes
/// the stale files it is given, with interrupts held off. `abandon()`, a thrown error before
/// `commit`, or SIGINT/SIGTERM/SIGHUP (through `InterruptCleanup`) remove the staging folder and any
/// folders the batch created, so a failed batch leaves the target as it was.
/// With `locked`, a `FolderLock` keeps other Flipbook processes out until the batch ends.
///
/// Before it starts, a batch reclaims what killed processes left in the folder (`Leftover`):
/// staging folders whose process is gone are removed, and a lock file nobody holds is taken over.
/// A live process's staging folder is left alone. What was reclaimed is in `leftovers`.
package final class OutputBatch: @unchecked Sendable {
    /// The target folder.
    package let folder: String
    /// Files the batch must not replace or remove.
    package let inputs: InputFiles
    private let staging: String
    private var createdFolders: [String]
    private var lock: FolderLock?
    private var registration: InterruptCleanup.Registration?
    private var folderRegistrations: [InterruptCleanup.Registration] = []
    private var staged: Set<String> = []
    /// What killed processes had left in the folder, reclaimed when the batch started.
    package private(set) var leftovers: [Leftover] = []
    private let mutex = NSLock()
    private var finished = false

    /// Starts a batch into `folder`, creating it (and missing parents) when needed.
    package init(folder: String, inputs: InputFiles = InputFiles(), locked: Bool = false) throws(Problem) {
        self.folder = folder
        self.inputs = inputs
        // Created and registered as one step, so an interrupt never leaves a folder it made.
        let made: Result<([String], [InterruptCleanup.Registration]), Problem> = InterruptCleanup.whileUninterrupted {
            Result { () throws(Problem) in try Self.createFolder(folder) }
                // Outermost first, so that on interrupt the innermost is removed first.
                .map { ($0, $0.reversed().map { InterruptCleanup.register($0, onlyIfEmpty: true) }) }
        }
        (createdFolders, folderRegistrations) = try made.get()
        staging = (folder as NSString).appendingPathComponent(".flipbook-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).partial")
        do throws(Problem) {
            if locked { lock = try FolderLock(folder: folder) }
            leftovers = (lock?.leftover.map { [$0] } ?? []) + Leftover.removeStaleStaging(in: folder)
            let created: Problem? = InterruptCleanup.whileUninterrupted {
                guard mkdir(staging, 0o755) == 0 else { return Problem.system(errno, path: folder, doing: "write into") }
                registration = InterruptCleanup.register(staging)
                return nil
            }
            if let created { throw created }
        } catch {
            abandon()
            throw error
        }
    }

    deinit { abandon() }

    /// The names of the files directly in the folder that `matches` accepts, sorted; hidden files
    /// (the batch's own staging folder and lock) are never listed.
    package func existingFiles(where matches: (String) -> Bool) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") && matches($0) }.sorted()
    }

    /// Throws when a file the batch would write or remove under `names` (relative to the folder) is
    /// not a regular file or is one of the inputs. Call it before the work starts.
    package func checkReplaceable(_ names: [String]) throws(Problem) {
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT != S_IFREG {
                throw Problem.notRegularFile(path, is: OutputFile.kind(of: info.st_mode), expected: "a file Flipbook wrote", fix: "move it away, or choose another output folder")
            }
            if let input = inputs.path(of: FileIdentity(info)) {
                throw Problem(.conflict, "\(path) is an input of this command (\(input)); replacing it would destroy it",
                                  fix: "choose another output folder")
            }
        }
    }

    /// Stages `bytes` as `name` (a file name, or `sub/name` for one level of sub-folder). Safe to call
    /// from several threads at once.
    /// Throws, writing nothing, unless each part of `name` is one safe file name (`OutputName`):
    /// whatever a caller read from a file, the write stays inside the folder.
    package func add(_ bytes: [UInt8], as name: String) throws(Problem) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.count > 2 || parts.contains(where: { !OutputName.isSafe($0) }) {
            let reason = parts.count > 2 ? "has more than one folder level" : parts.compactMap(OutputName.problem(with:)).first ?? ""
            throw Problem(.unsupported, "refusing to write `\(name)` into \(folder): the name \(reason)",
                              fix: "name files inside the output folder with plain file names")
        }
        let path = (staging as NSString).appendingPathComponent(name)
        let subfolder = parentPath(of: name)
        let failure: Problem? = InterruptCleanup.whileUninterrupted {
            if !subfolder.isEmpty {
                let created = mkdir((staging as NSString).appendingPathComponent(subfolder), 0o755) == 0
                if !created && errno != EEXIST { return Problem.system(errno, path: (folder as NSString).appendingPathComponent(name), doing: "write") }
            }
            return OutputFile.replace(path, with: bytes, named: (folder as NSString).appendingPathComponent(name))
        }
        if let failure { throw failure }
        mutex.withLock { _ = staged.insert(name) }
    }

    /// Moves every staged file into the folder (replacing files of the same name), then removes the
    /// files named in `stale` that this batch did not write (and sub-folders left empty). Interrupts
    /// wait until it is done. Ends the batch.
    package func commit(removing stale: [String] = []) throws(Problem) {
        let names = mutex.withLock { staged.sorted() }
        try checkReplaceable(names + stale.filter { !staged.contains($0) })
        let failure: Problem? = InterruptCleanup.whileUninterrupted {
            for name in names {
                let destination = (folder as NSString).appendingPathComponent(name)
                let subfolder = parentPath(of: destination)
                if mkdir(subfolder, 0o755) != 0 && errno != EEXIST { return Problem.system(errno, path: destination, doing: "write") }
                if rename((staging as NSString).appendingPathComponent(name), destination) != 0 {
                    return Problem.system(errno, path: destination, doing: "write")
                }
            }
            var emptied: Set<String> = []
            for name in stale where !staged.contains(name) {
                unlink((folder as NSString).appendingPathComponent(name))
                let subfolder = parentPath(of: name)
                if !subfolder.isEmpty { emptied.insert(subfolder) }
            }
            for subfolder in emptied { rmdir((folder as NSString).appendingPathComponent(subfolder)) }
            createdFolders = []
            return nil
        }
        abandon()
        if let failure { throw failure }
    }

    /// Drops the staged files, removes the folders the batch created if they are empty, and releases
    /// the folder. Calling it again (or after `commit`) does nothing more.
    package func abandon() {
        InterruptCleanup.whileUninterrupted {
            guard !finished else { return }
            finished = true
            try? FileManager.default.removeItem(atPath: staging)
            if let registration { InterruptCleanup.unregister(registration) }
            lock?.release()
            lock = nil
            for created in createdFolders { rmdir(created) }
            for registration in folderRegistrations { InterruptCleanup.unregister(registration) }
        }
    }

    /// Throws unless `folder` is a folder or can be created as one: the nearest part of the path
    /// that exists must be a folder (not a file, a FIFO or a device). Creates nothing; for checks
    /// before work that ends in a batch.
    package static func checkFolder(_ folder: String) throws(Problem) {
        _ = try missingFolders(folder)
    }

    /// The folders of `folder`'s path that do not exist yet, innermost first; throws when the
    /// nearest one that exists is not a folder.
    private static func missingFolders(_ folder: String) throws(Problem) -> [String] {
        var missing: [String] = []
        var current = folder
        while true {
            var info = stat()
            if stat(current, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    let kind = info.st_mode & S_IFMT == S_IFREG ? "a file" : OutputFile.kind(of: info.st_mode)
                    throw Problem.notRegularFile(current, is: kind, expected: "a folder", fix: "give a folder for the output")
                }
                return missing
            }
            missing.append(current)
            let parent = parentPath(of: current)
            if parent.isEmpty || parent == current { return missing }
            current = parent
        }
    }

    /// Creates `folder` and its missing parents; returns the folders created, innermost first.
    private static func createFolder(_ folder: String) throws(Problem) -> [String] {
        let missing = try missingFolders(folder)
        var created: [String] = []
        for path in missing.reversed() {
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
                let code = errno
                for done in created.reversed() { rmdir(done) }
                throw Problem.system(code, path: path, doing: "create the folder")
            }
            created.append(path)
        }
        return created.reversed()
    }
}
