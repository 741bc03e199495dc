/// How hard the PNG encoder compresses: a trade of time for bytes. Every level writes the same
/// pixels; only the DEFLATE effort differs. Users choose it with `--png-level` or
/// `output.pngLevel`.
/// `flipbook-bench render` prints the time and bytes of each level on the 1280×720 5-card frame.
public enum PNGLevel: String, CaseIterable, Sendable, Hashable, Codable {
    /// libdeflate level 1: its quickest match finder, slightly larger files. On Flipbook's own
    /// frames (long runs of zero bytes after filtering) it measured no faster than `default`
    /// (9.3 against 8.2 ms at 1.03× the bytes on the bench frame); it pays off on busy images.
    case fast
    /// libdeflate level 4: about 4× faster than Cairo's (zlib) writer at 1.03× its bytes.
    case `default`
    /// libdeflate level 9: for files kept in a repository, where bytes matter more than time.
    case small
}
