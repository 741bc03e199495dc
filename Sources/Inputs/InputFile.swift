#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way Flipbook reads an input file (a config, an `extends` base, a timeline, a PNG, a
/// shard part, a manifest): opened without blocking, refused unless it is a regular file, read
/// with a bound.
///
/// `open(2)` of a FIFO blocks until a writer appears and reading `/dev/zero` never ends, so the
/// file is opened with `O_NONBLOCK` (which returns at once for every kind of file), checked with
/// `fstat` on the open descriptor (no window between the check and the read), and only a regular
/// file is read. Symlinks are followed: a link to a regular file is that file.
package enum InputFile {
    /// Why an input cannot be read; each front end words it for its input.
    package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// Nothing at the path.
        case missing
        /// The path is a folder.
        case folder
        /// A FIFO, device or socket: its kind in words (`a named pipe (FIFO)`).
        case special(String)
        /// Larger than the bound: the file's size in bytes.
        case tooLarge(Int)
        /// Permission denied or another system error: the reason in words.
        case unreadable(String)

        /// `it is a folder`, `it is a named pipe (FIFO), not a regular file`, …: follows "cannot read PATH: ".
        package var description: String {
            switch self {
            case .missing: return "no such file"
            case .folder: return "it is a folder"
            case .special(let kind): return "it is \(kind), not a regular file"
            case .tooLarge(let size): return "it is \(size) bytes, too large"
            case .unreadable(let reason): return reason
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `maximumBytes` (a larger file throws
    /// `tooLarge` after reading no more than one byte past the bound).
    package static func read(_ path: String, maximumBytes: Int) throws(Failure) -> [UInt8] {
        let descriptor = try open(path)
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason(errno)) }
        if Int(status.st_size) > maximumBytes { throw .tooLarge(Int(status.st_size)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        // The file may grow after `fstat`: still bounded.
        return try readAll(descriptor, maximumBytes: maximumBytes, already: bytes)
    }

    /// Standard input's bytes, at most `maximumBytes` (more throws `tooLarge` after reading one
    /// byte past the bound): `- ` arguments, whatever stands behind them (a pipe, `/dev/zero`).
    package static func readStandardInput(maximumBytes: Int) throws(Failure) -> [UInt8] {
        try readAll(STDIN_FILENO, maximumBytes: maximumBytes, already: [])
    }

    private static func readAll(_ descriptor: Int32, maximumBytes: Int, already: [UInt8]) throws(Failure) -> [UInt8] {
        var bytes = already
        var chunk = [UInt8](repeating: 0, count: min(1 << 20, maximumBytes + 1))
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason(errno))
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= maximumBytes else { throw .tooLarge(bytes.count + count) }
            bytes += chunk[0..<count]
        }
    }

    /// Throws unless `path` is a regular file this process can open for reading; reads nothing.
    /// For checks such as `validate` that must agree with what a later read will do.
    package static func check(_ path: String) throws(Failure) {
        close(try open(path))
    }

    /// An open descriptor of the regular file at `path`, in blocking mode again.
    private static func open(_ path: String) throws(Failure) -> Int32 {
        let descriptor = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .missing }
            throw .unreadable(reason(code))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .unreadable(reason(code))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            if let system = kernelFileSystem(descriptor) {
                close(descriptor)
                throw .special("a file of the kernel's \(system)")
            }
            let flags = fcntl(descriptor, F_GETFL)
            if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
            return descriptor
        case S_IFDIR:
            close(descriptor)
            throw .folder
        default:
            close(descriptor)
            throw .special(kind(of: status.st_mode))
        }
    }

    /// The name of the kernel file system `descriptor` is on (`/proc`, `/sys`, …), or `nil` for a
    /// file saved on disk. Their files say they are regular, but their size is 0 whatever they
    /// hold and reading some never ends or waits for the kernel (`/proc/kmsg`).
    private static func kernelFileSystem(_ descriptor: Int32) -> String? {
        #if os(Linux)
        // Swift's Glibc module leaves out <sys/statfs.h>: glibc's fstatfs is found at run time, and
        // of its result only the first word is read, `f_type` on every Linux architecture.
        typealias FStatFS = @convention(c) (Int32, UnsafeMutableRawPointer) -> Int32
        guard let symbol = dlsym(nil, "fstatfs") else { return nil }
        var words = [Int](repeating: 0, count: 64)
        let found = words.withUnsafeMutableBytes { unsafeBitCast(symbol, to: FStatFS.self)(descriptor, $0.baseAddress!) }
        guard found == 0 else { return nil }
        let systems: [Int: String] = [
            0x9FA0: "/proc", 0x6265_6572: "/sys", 0x6462_6720: "debugfs", 0x7472_6163: "tracefs", 0x7363_6673: "securityfs",
            0x0027_E0EB: "cgroup", 0x6367_7270: "cgroup2", 0xCAFE_4A11: "bpf", 0x6265_6570: "configfs", 0xDE5E_81E4: "efivarfs",
            0x6165_676C: "pstore",
        ]
        return systems[words[0] & 0xFFFF_FFFF]
        #else
        return nil
        #endif
    }

    /// `a named pipe (FIFO)`, `a character device`, … for messages.
    package static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symlink"
        default: return "a special file"
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied"
        case ELOOP: return "it is a symlink that leads to itself"
        case ENAMETOOLONG: return "the name is too long"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}

private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.open(path, flags)
    #else
    Darwin.open(path, flags)
    #endif
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
