/// How hard the PNG encoder compresses: a trade of time for bytes. Every level writes the same
/// pixels; only the DEFLATE effort differs. Users choose it with `--png-level` or
/// `output.pngLevel`.
///
/// Measured on the 1280×720 5-card frame (RGB, Paeth filter, libdeflate; `flipbook-bench render`):
/// `fast` is about 0.9× the time of `default` at 1.07× its bytes; `small` about 3× the time at 0.9×.
public enum PNGLevel: String, CaseIterable, Sendable, Hashable, Codable {
    /// libdeflate level 1: the quickest encode, files a few per cent larger.
    case fast
    /// libdeflate level 4: about 4.5× faster than Cairo's (zlib) writer at 1.13× its bytes.
    case `default`
    /// libdeflate level 9: for files kept in a repository, where bytes matter more than time.
    case small

    /// The libdeflate compression level.
    public var deflateLevel: Int {
        switch self {
        case .fast: return 1
        case .default: return 4
        case .small: return 9
        }
    }
}
