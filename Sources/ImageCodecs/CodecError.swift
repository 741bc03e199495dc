/// Why an image could not be encoded or decoded, in words a user can act on.
///
/// Messages do not name the file: the caller adds it (`cannot read golden.png: PNG damaged: …`).
/// Not a `Problem`: the fix depends on who reads the file (a golden is re-recorded, a card image
/// re-exported), so callers match the case and add their own (`ImageDiffError.badPNG`).
public enum CodecError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The bytes are not a PNG file at all; `start` is what they begin with, made printable.
    case notPNG(start: String)
    /// The file is a PNG but some part of it is broken (bad CRC, bad zlib data, invalid header…).
    case damaged(String)
    /// The file ends before the image data does.
    case truncated(String)
    /// The image is larger than Flipbook accepts; the message gives the size and the limit.
    case tooLarge(String)
    /// The image is a valid PNG in a form Flipbook does not read.
    case unsupported(String)
    /// The file could not be read at all (missing, a folder, no permission).
    case unreadable(String)
    /// Memory could not be had for `what`.
    case outOfMemory(String)

    public var description: String {
        switch self {
        case let .notPNG(start): return start.isEmpty ? "not a PNG (the file is empty)" : "not a PNG (starts with `\(start)`)"
        case let .damaged(what): return "PNG damaged: \(what)"
        case let .truncated(what): return "PNG truncated: \(what)"
        case let .tooLarge(what): return what
        case let .unsupported(what): return "unsupported PNG: \(what)"
        case let .unreadable(why): return why
        case let .outOfMemory(what): return "out of memory while \(what)"
        }
    }
}
