#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a PNG file's bytes with a bound, so that a huge file, a device such as `/dev/urandom`
/// or a pipe that never ends is refused instead of filling memory.
public enum PNGFile {
    /// The largest PNG file read, in bytes: 256 MiB, far above any image within
    /// `PNGLimits.standard` that compresses at all.
    public static let maximumBytes = 256 << 20

    /// The bytes of the file at `path`. Throws `unreadable` for a missing file, a folder or a read
    /// error, and `tooLarge` for more than `maximumBytes`.
    public static func read(_ path: String, maximumBytes: Int = maximumBytes) throws(CodecError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw CodecError.unreadable(code == ENOENT ? "no such file" : String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw CodecError.unreadable(String(cString: strerror(errno))) }
        if status.st_mode & S_IFMT == S_IFDIR { throw CodecError.unreadable("it is a folder") }
        let tooLarge = CodecError.tooLarge("the file is larger than \(PNGLimits.describe(bytes: maximumBytes)), more than any PNG Flipbook reads")
        if status.st_mode & S_IFMT == S_IFREG && Int(status.st_size) > maximumBytes { throw tooLarge }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 1 << 16)
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CodecError.unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= maximumBytes else { throw tooLarge }
            bytes += chunk[0..<count]
        }
    }
}
