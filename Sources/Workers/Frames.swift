#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a worker and its parent talk over their socket: frames of `[length: UInt32][id: UInt64][bytes]`,
/// little-endian, `length` counting the bytes only. The id pairs an answer with its request, so
/// several requests may be in flight at once and answered in any order.
enum Frames {
    /// The largest frame accepted: a request or answer larger than this is refused, not read.
    static let maximumBytes = 1 << 30

    /// Writes one frame; `false` when the other end is gone (or the bytes are too many).
    static func write(_ bytes: [UInt8], id: UInt64, to descriptor: Int32) -> Bool {
        guard bytes.count <= maximumBytes else { return false }
        var frame = [UInt8]()
        frame.reserveCapacity(12 + bytes.count)
        withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { frame += $0 }
        withUnsafeBytes(of: id.littleEndian) { frame += $0 }
        frame += bytes
        var offset = 0
        while offset < frame.count {
            // MSG_NOSIGNAL: a parent or worker that has gone is EPIPE here, never SIGPIPE for the process.
            let sent = frame.withUnsafeBytes { send(descriptor, $0.baseAddress! + offset, frame.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }

    /// Reads one frame; `nil` at the end of the stream, on an error or on a frame too large.
    static func read(from descriptor: Int32) -> (id: UInt64, bytes: [UInt8])? {
        guard let head = readExactly(12, from: descriptor) else { return nil }
        let length = head[0..<4].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        let id = head[4..<12].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        guard length <= maximumBytes, let bytes = readExactly(length, from: descriptor) else { return nil }
        return (id, bytes)
    }

    private static func readExactly(_ count: Int, from descriptor: Int32) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let got = bytes.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress! + offset, count - offset, 0) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { return nil }
            offset += got
        }
        return bytes
    }
}
