import Foundation
import Inputs
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Problems

/// Where an output path leads, decided before anything is written.
package enum OutputDestination: Hashable, Sendable {
    /// `-` or `/dev/stdout`: the bytes go to standard output.
    case standardOutput
    /// `/dev/null`: the bytes are dropped (and the device is left alone).
    case discard
    /// `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N`: the bytes are written to that open
    /// descriptor as it is (appending when the shell opened it with `>>`), never by replacing the
    /// file behind it.
    case descriptor(Int32)
    /// The regular file to create or replace, symlinks already followed: writing to a symlink
    /// replaces the file it points to and keeps the link.
    case file(String)
}

/// The one way Flipbook writes a file: frames, strips, animations, diffs, reports, goldens, configs.
///
/// - `-` and `/dev/stdout` write to standard output; `/dev/null` discards.
/// - A symlink is written through: the file it points to is replaced, the link stays.
/// - Any other non-regular file (a folder, FIFO, device or socket) is refused, so no output ever
///   replaces `/dev/null` or blocks on a pipe.
/// - An output that is the same file (device and inode) as one of the command's inputs is refused.
/// - A file is written to a temporary file beside it (`.<name>.<pid>.<random>.tmp`, with the old
///   file's permissions), then renamed over it: readers see the old file or the new one, never half
///   of one, and an interrupt (see `InterruptCleanup`) leaves neither the temporary file nor a
///   partial output.
package struct OutputFile: Sendable {
    /// The path as the user gave it; messages name it.
    package let path: String
    /// Where the bytes go.
    package let destination: OutputDestination
    /// Files this output must not replace.
    package let inputs: InputFiles

    /// Resolves `path` and checks it against `inputs` without writing anything, so a command can
    /// refuse a bad output before it starts working. With `followingLinks` false (for a file whose
    /// name Flipbook chose inside a folder it was given, where a link may have come from a
    /// repository), a symlink at `path` is refused instead of written through.
    package init(_ path: String, inputs: InputFiles = InputFiles(), followingLinks: Bool = true) throws(Problem) {
        self.path = path
        self.inputs = inputs
        destination = try Self.resolve(path, followingLinks: followingLinks)
        try checkNotAnInput()
        if case .file(let target) = destination {
            let folder = parentPath(of: target)
            var info = stat()
            if stat(folder.isEmpty ? "." : folder, &info) != 0 {
                throw Problem(.missingFile, "cannot write \(path): the folder \(folder) does not exist", fix: "create it first, or choose another path")
            }
            if info.st_mode & S_IFMT != S_IFDIR {
                throw Problem(.notRegularFile, "cannot write \(path): \(folder) is not a folder", fix: "check the path")
            }
            if access(target, F_OK) == 0 && access(target, W_OK) != 0 {
                throw Problem.io("write", path, "the file is read-only for you", fix: "make it writable (chmod u+w) or choose another path")
            }
        }
    }

    /// Writes `bytes` to the destination (atomically for a file).
    package func write(_ bytes: [UInt8]) throws(Problem) {
        switch destination {
        case .discard:
            return
        case .standardOutput:
            try Self.writeAll(bytes, to: STDOUT_FILENO, path: path)
        case .descriptor(let descriptor):
            try Self.writeAll(bytes, to: descriptor, path: path)
        case .file(let target):
            // The file may have changed since `init`: check again right before replacing it.
            try checkNotAnInput()
            let failure = InterruptCleanup.whileUninterrupted { Self.replace(target, with: bytes, named: path) }
            if let failure { throw failure }
        }
    }

    /// Writes `text` as UTF-8.
    package func write(_ text: String) throws(Problem) {
        try write(Array(text.utf8))
    }

    /// Resolves `path`, checks it, and writes `bytes` to it.
    package static func write(_ bytes: [UInt8], to path: String, inputs: InputFiles = InputFiles()) throws(Problem) {
        try OutputFile(path, inputs: inputs).write(bytes)
    }

    /// Resolves `path`, checks it, and writes `text` to it as UTF-8.
    package static func write(_ text: String, to path: String, inputs: InputFiles = InputFiles()) throws(Problem) {
        try OutputFile(path, inputs: inputs).write(Array(text.utf8))
    }

    // MARK: Resolving

    /// Where `path` leads: the known streams by name, otherwise the regular file at the end of its
    /// symlinks (existing or not). Throws for folders, FIFOs, devices, sockets and symlink loops,
    /// and for any symlink when not `followingLinks`.
    package static func resolve(_ path: String, followingLinks: Bool = true) throws(Problem) -> OutputDestination {
        switch path {
        case "-", "/dev/stdout": return .standardOutput
        case "/dev/null": return .discard
        case "/dev/stderr": return .descriptor(STDERR_FILENO)
        case "": throw Problem(.missing, "the output path is empty", fix: "give a file name, or - for standard output")
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
            guard let number = Int32(path.dropFirst(prefix.count)), number >= 0, fcntl(number, F_GETFD) != -1 else {
                throw Problem(.missingFile, "\(path) is not an open descriptor of this process", fix: "give a file name, or - for standard output")
            }
            return number == STDOUT_FILENO ? .standardOutput : .descriptor(number)
        }
        var current = path
        for _ in 0..<40 {
            var info = stat()
            if lstat(current, &info) != 0 {
                let code = errno
                if code == ENOENT { return .file(current) }
                throw Problem.system(code, path: path, doing: "write")
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return .file(current)
            case S_IFLNK:
                guard followingLinks else {
                    throw Problem(.notRegularFile, "\(path) is a symbolic link, which Flipbook does not write through here",
                                  fix: "remove the link (rm \(path)) and run again")
                }
                guard let target = readLink(current) else { throw Problem.system(errno, path: path, doing: "follow the symlink") }
                let folder = parentPath(of: current)
                current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
            case S_IFDIR:
                throw Problem.notRegularFile(path, is: "a folder", expected: "a file", fix: "give a file name inside it, e.g. \(path.hasSuffix("/") ? path : path + "/")output.png")
            default:
                throw Problem.notRegularFile(path, is: kind(of: info.st_mode), expected: "a regular file", fix: "write to a regular file, or give - for standard output or /dev/null to discard")
            }
        }
        throw Problem(.notRegularFile, "\(path) is a symlink that leads to itself", fix: "remove the link or give another path")
    }

    /// `a named pipe (FIFO)`, `a character device`, … for messages (`InputFile`'s words).
    static func kind(of mode: mode_t) -> String { InputFile.kind(of: mode) }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func checkNotAnInput() throws(Problem) {
        guard case .file(let target) = destination, let identity = FileIdentity(path: target),
              let input = inputs.path(of: identity) else { return }
        let standardized = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
        let same = standardized(input) == standardized(path) ? "" : " (the same file as \(Self.shown(standardized(input))))"
        throw Problem(.conflict, "the output \(path) is an input of this command\(same); writing it would destroy it",
                          fix: "choose another output path")
    }

    /// `path` as a message shows it: relative to the working folder when it lies inside it
    /// (inputs found through `extends` or a config's folder arrive absolute).
    static func shown(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath
        guard path.hasPrefix("/"), folder.count > 1, path.hasPrefix(folder + "/") else { return path }
        return String(path.dropFirst(folder.count + 1))
    }

    // MARK: Writing

    /// Writes every byte to `descriptor`, retrying after interrupted or partial writes.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(Problem) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Problem.system(errno, path: path, doing: "write")
            }
            offset += written
        }
    }

    /// Writes a temporary file beside `target` and renames it over `target`; `nil` on success.
    /// `name` is the path the user gave, for messages.
    static func replace(_ target: String, with bytes: [UInt8], named name: String) -> Problem? {
        let temporary: TemporaryOutput
        do {
            temporary = try TemporaryOutput(beside: target, named: name)
        } catch {
            return error
        }
        var failure: Problem?
        do {
            try writeAll(bytes, to: temporary.descriptor, path: name)
        } catch {
            failure = error
        }
        let finished = temporary.finish(renaming: failure == nil)
        return failure ?? finished
    }
}

/// A temporary file beside an output (`.<name>.<pid>.<random>.tmp`, with the old file's
/// permissions), renamed over the output once it is complete and removed otherwise.
struct TemporaryOutput {
    /// The file being written, open for writing.
    let descriptor: Int32
    /// Its path.
    let path: String
    /// The output it replaces.
    let target: String
    /// The path the user gave, for messages.
    let name: String

    init(beside target: String, named name: String) throws(Problem) {
        let folder = parentPath(of: target)
        let base = (target as NSString).lastPathComponent
        path = (folder.isEmpty ? "" : folder + "/") + ".\(base).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        self.target = target
        self.name = name
        var existing = stat()
        let mode: mode_t = stat(target, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        if descriptor < 0 {
            let code = errno
            var info = stat()
            if code == ENOENT, stat(folder.isEmpty ? "." : folder, &info) != 0 {
                throw Problem(.missingFile, "cannot write \(name): the folder \(folder) does not exist", fix: "create it first, or choose another path")
            }
            throw Problem.system(code, path: name, doing: "write")
        }
        // The umask applies at open; an existing file's permissions are kept exactly.
        if mode != 0o666 { fchmod(descriptor, mode) }
    }

    /// Closes the file and, when `renaming`, renames it over the output; removes it when not
    /// renamed or when closing or renaming fails. `nil` when the output was replaced (or, not
    /// renaming, when the file was removed).
    func finish(renaming: Bool) -> Problem? {
        var failure: Problem?
        if close(descriptor) != 0, renaming { failure = Problem.system(errno, path: name, doing: "write") }
        if renaming, failure == nil, rename(path, target) != 0 { failure = Problem.system(errno, path: name, doing: "write") }
        if !renaming || failure != nil { unlink(path) }
        return failure
    }
}

/// POSIX `write(2)`, named apart from the methods called `write`.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
