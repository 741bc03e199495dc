/// Why two images could not be compared, with what to do about it.
public enum ImageDiffError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A file is missing, is not a PNG, or Cairo could not decode it.
    case unreadable(path: String, reason: String)
    /// A file (diff image, report) could not be written.
    case unwritable(path: String, reason: String)
    /// The two images differ in size, so pixels cannot be paired.
    case sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)
    /// Bytes that do not make an image of the stated size.
    case invalidImage(String)
    /// An option out of range: which one, what was given, what is allowed.
    case invalidOption(name: String, value: String, allowed: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "cannot read \(path): \(reason) — pass an existing PNG file"
        case let .unwritable(path, reason):
            return "cannot write \(path): \(reason) — choose a path in an existing, writable folder"
        case let .sizeMismatch(ew, eh, aw, ah):
            return "the images differ in size: the first is \(ew)×\(eh) px, the second \(aw)×\(ah) px — "
                + "pixels can only be compared between images of the same size"
        case let .invalidImage(message):
            return message
        case let .invalidOption(name, value, allowed):
            return "\(name) \(value) is out of range — use \(allowed)"
        }
    }
}
