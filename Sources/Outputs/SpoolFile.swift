import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Problems

/// Bytes set aside on disk while an output is made, read back once what goes before them is known
/// (an animated SVG's groups, drawn before the image definitions that open the file are known), so
/// a long output is never held in memory whole.
///
/// The file lies beside the output (on the disk the output goes to; in the temporary folder for
/// standard output) and is unlinked as soon as it is opened, so nothing of it remains however the
/// process ends; its space is freed when it is released.
package final class SpoolFile {
    private let descriptor: Int32
    private let name: String
    /// The bytes appended so far.
    package private(set) var byteCount = 0

    /// An empty spool for the bytes of `output`.
    package init(for output: OutputFile) throws(Problem) {
        let folder: String
        if case .file(let target) = output.destination {
            let parent = parentPath(of: target)
            folder = parent.isEmpty ? "." : parent
        } else {
            folder = NSTemporaryDirectory()
        }
        let base = (output.path as NSString).lastPathComponent
        let path = folder + "/.\(base).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).spool"
        name = output.path
        descriptor = InterruptCleanup.whileUninterrupted {
            let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 { unlink(path) }
            return descriptor
        }
        if descriptor < 0 { throw Problem.system(errno, path: output.path, doing: "write") }
    }

    deinit {
        close(descriptor)
    }

    /// Writes `bytes` after those appended before.
    package func append(_ bytes: [UInt8]) throws(Problem) {
        try OutputFile.writeAll(bytes, to: descriptor, path: name)
        byteCount += bytes.count
    }

    /// Calls `body` with the bytes appended, in order, in pieces of at most `pieceSize` bytes.
    package func forEachPiece(size pieceSize: Int = 1 << 20, _ body: ([UInt8]) throws -> Void) throws {
        var offset = 0
        var piece = [UInt8](repeating: 0, count: Swift.max(1, pieceSize))
        while offset < byteCount {
            let wanted = Swift.min(piece.count, byteCount - offset)
            let count = piece.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(offset)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Problem.system(errno, path: name, doing: "read back the text set aside for")
            }
            if count == 0 {
                throw Problem.io("write", name, "the text set aside for it ended early", fix: "check the disk, or write elsewhere")
            }
            try body(Array(piece[..<count]))
            offset += count
        }
    }

    /// Everything appended, as one array.
    package func allBytes() throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byteCount)
        try forEachPiece { bytes.append(contentsOf: $0) }
        return bytes
    }
}
