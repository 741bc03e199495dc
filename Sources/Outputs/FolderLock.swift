import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Problems

/// An exclusive claim on a folder, so that two Flipbook processes never write into it at once.
///
/// The claim is an advisory `flock` on `<folder>/.flipbook.lock`, which holds the owner's process id
/// for messages. The kernel drops the claim when the process ends however it ends, so a killed
/// process never blocks the next run; the file itself is removed on `release()` and on interrupt
/// (made and registered in one step, so an interrupt never finds it unregistered).
///
/// The lock file is truncated and written, so it is opened without following a symlink
/// (`O_NOFOLLOW`) and used only when it is a regular file with one link: a folder from elsewhere
/// (a repository, a pull request) holding `.flipbook.lock -> ~/.bashrc`, or a hard link to another
/// file, is refused, never emptied.
package final class FolderLock: @unchecked Sendable {
    /// The lock file's name inside the folder.
    package static let fileName = ".flipbook.lock"

    /// The lock file's path.
    package let path: String
    /// A lock file that was already there with no process holding it: left by a process that was
    /// killed outright (the kernel dropped its claim but nobody removed the file). It is taken over.
    package private(set) var leftover: Leftover?
    private var descriptor: Int32
    private var registration: InterruptCleanup.Registration?

    /// Claims `folder` (which must exist), or throws naming the process that holds it. Never waits.
    package init(folder: String) throws(Problem) {
        let path = (folder as NSString).appendingPathComponent(Self.fileName)
        self.path = path
        // Created and registered as one step, so an interrupt never leaves a lock file it made.
        let claimed: Result<(Int32, Leftover?, InterruptCleanup.Registration), Problem> = InterruptCleanup.whileUninterrupted {
            Result { () throws(Problem) in try Self.claim(path, in: folder) }
                .map { ($0.descriptor, $0.leftover, InterruptCleanup.register(path)) }
        }
        (descriptor, leftover, registration) = try claimed.get()
    }

    /// Opens and locks the lock file at `path`, writes this process's id into it, and returns its
    /// descriptor, with the leftover it took over if there was one.
    private static func claim(_ path: String, in folder: String) throws(Problem) -> (descriptor: Int32, leftover: Leftover?) {
        var leftover: Leftover?
        let claimed: Int32
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
            guard descriptor >= 0 else {
                let code = errno
                var info = stat()
                if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { throw Self.notALockFile(path, is: "a symbolic link") }
                throw Problem.system(code, path: folder, doing: "lock the folder")
            }
            var opened = stat()
            if fstat(descriptor, &opened) != 0 || opened.st_mode & S_IFMT != S_IFREG || opened.st_nlink != 1 {
                close(descriptor)
                let what = opened.st_mode & S_IFMT != S_IFREG ? OutputFile.kind(of: opened.st_mode) : "a file with another name (a hard link)"
                throw Self.notALockFile(path, is: what)
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                let owner = Self.owner(descriptor)
                close(descriptor)
                if code == EWOULDBLOCK {
                    throw Problem(.conflict, "another flipbook\(owner.map { " (process \($0))" } ?? "") is writing into \(folder)",
                                  fix: "wait for it to finish, or choose another output folder")
                }
                throw Problem.system(code, path: folder, doing: "lock the folder")
            }
            // A previous owner may have removed the file between our open and flock: then the claim
            // is on a file nobody else will see, so start again with the file now at `path`.
            var held = stat(), current = stat()
            fstat(descriptor, &held)
            if lstat(path, &current) == 0, FileIdentity(held) == FileIdentity(current) {
                if held.st_size > 0 {
                    leftover = Leftover(kind: .lock, path: path, process: Self.owner(descriptor).flatMap { Int32(exactly: $0) })
                }
                claimed = descriptor
                break
            }
            close(descriptor)
        }
        let pid = Array("\(getpid())\n".utf8)
        ftruncate(claimed, 0)
        _ = pid.withUnsafeBytes { pwrite(claimed, $0.baseAddress!, pid.count, 0) }
        return (claimed, leftover)
    }

    /// Gives the folder back and removes the lock file. Calling it again does nothing.
    package func release() {
        guard descriptor >= 0 else { return }
        // One step, so an interrupt never removes a lock file another process has made since.
        InterruptCleanup.whileUninterrupted {
            // Remove while still holding the claim, so a waiting process re-opens a fresh file.
            unlink(path)
            close(descriptor)
            descriptor = -1
            if let registration { InterruptCleanup.unregister(registration) }
            registration = nil
        }
    }

    deinit { release() }

    /// The refusal of a lock file that Flipbook would not have made: `what` it is instead.
    private static func notALockFile(_ path: String, is what: String) -> Problem {
        Problem(.notRegularFile, "\(path) is \(what), not a lock file Flipbook made; it is left alone rather than emptied",
                fix: "remove it (rm \(path)) and run again")
    }

    /// The process id written in the lock file, if readable.
    private static func owner(_ descriptor: Int32) -> Int? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, 31, 0) }
        guard count > 0 else { return nil }
        return Int(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
