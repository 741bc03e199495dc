import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the files of a report folder (`report.json`, `<folder>/<image>.<kind>.png`, the review's
/// kept decisions): a report is data from elsewhere (a CI artifact), so no link inside it is
/// followed. Each part of a name is opened from the one before it with `O_NOFOLLOW` (`openat`, so
/// nothing can be swapped between a check and the read), and only a regular file is read, with a
/// bound. The report folder itself is the one the user named, links and all.
///
/// `InputFile` follows links by design (a config may link to a shared one); these files may not.
struct ReportFiles: Sendable {
    /// The report folder.
    let report: URL

    /// Why a report file cannot be read; every front end answers the same whatever the reason, so
    /// an answer never tells what exists outside the report.
    enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// No such file.
        case missing
        /// A link, a folder, a FIFO or a device, where a regular file is read.
        case notRegularFile
        /// Larger than the bound.
        case tooLarge
        /// Permission denied or another system error: the reason in words.
        case unreadable(String)

        var description: String {
            switch self {
            case .missing: return "no such file"
            case .notRegularFile: return "it is not a regular file of the report (a link, a folder or a device)"
            case .tooLarge: return "it is too large"
            case .unreadable(let reason): return reason
            }
        }
    }

    /// The bytes of `name` (relative to the report: `report.json`, `cover/frame-0001.actual.png`),
    /// at most `maximumBytes`. Every part of `name` must be a plain name (no `..`, no empty part).
    @_optimize(none)
    func read(_ name: String, maximumBytes: Int) throws(Failure) -> [UInt8] {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") }) else {
            throw .missing
        }
        var folder = open(report.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw Self.failure(errno) }
        for part in parts.dropLast() {
            let next = openat(folder, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let code = errno
            close(folder)
            guard next >= 0 else { throw Self.failure(code) }
            folder = next
        }
        // O_NONBLOCK: opening a FIFO must not wait for a writer (it is refused below).
        let descriptor = openat(folder, parts[parts.count - 1], O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        let code = errno
        close(folder)
        guard descriptor >= 0 else { throw Self.failure(code) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
        guard Int(status.st_size) <= maximumBytes else { throw .tooLarge }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            // The file may grow after `fstat`: still bounded.
            guard bytes.count + count <= maximumBytes else { throw .tooLarge }
            bytes += chunk[0..<count]
        }
    }

    /// The bytes of `name`, or `nil` when there is no such file (any other failure throws).
    @_optimize(none)
    func readIfPresent(_ name: String, maximumBytes: Int) throws(Failure) -> [UInt8]? {
        do {
            return try read(name, maximumBytes: maximumBytes)
        } catch .missing {
            return nil
        }
    }

    /// `open`'s errors as failures: a link met with `O_NOFOLLOW` is `ELOOP` (or `ENOTDIR` for a
    /// folder part on some systems), which is what a file that is not the report's own looks like.
    @_optimize(none)
    private static func failure(_ code: Int32) -> Failure {
        switch code {
        case ENOENT: return .missing
        case ELOOP, ENOTDIR, EISDIR, ENXIO: return .notRegularFile
        default: return .unreadable(String(cString: strerror(code)))
        }
    }
}

/// `read(2)`, which `ReportFiles.read` hides by its name.
@_optimize(none)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
