import ImageCodecs

/// Why two images could not be compared, with what to do about it.
public enum ImageDiffError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A file is missing or cannot be read.
    case unreadable(path: String, reason: String)
    /// A file is not a PNG, is damaged, or is larger than Flipbook reads (found from its header).
    case badPNG(path: String, problem: CodecError)
    /// The images together would need more memory than the limit; the message has the estimate.
    case overBudget(String)
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
        case let .badPNG(path, problem):
            return "cannot read \(path): \(problem) — \(Self.fix(for: problem))"
        case let .overBudget(message):
            return "\(message) — compare smaller images (crop or scale them first)"
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

    private static func fix(for problem: CodecError) -> String {
        switch problem {
        case .notPNG: return "pass a PNG file"
        case .damaged, .truncated: return "re-create the file (or restore it from version control)"
        case .tooLarge: return "use a smaller image"
        case .unsupported: return "save it as an 8-bit RGBA PNG"
        case .unreadable: return "pass an existing PNG file"
        case .outOfMemory: return "free some memory or use a smaller image"
        }
    }
}
