import Problems
import Inputs

/// Reading a PNG file's bytes with a bound, so that a huge file, a device such as `/dev/urandom`
/// or a pipe that never ends is refused instead of filling memory.
package enum PNGFile {
    /// The largest PNG file read, in bytes: 256 MiB, far above any image within
    /// `PNGLimits.standard` that compresses at all.
    package static let maximumBytes = 256 << 20

    /// The bytes of the regular file at `path` (`InputFile`). Throws `Problem.unreadable` for a
    /// missing file, a folder, a FIFO or device (never opened for a blocking read) or a read error,
    /// and `Problem.imageTooLarge` for more than `maximumBytes`.
    package static func read(_ path: String, maximumBytes: Int = maximumBytes) throws(Problem) -> [UInt8] {
        do {
            return try InputFile.read(path, maximumBytes: maximumBytes)
        } catch {
            switch error {
            case .tooLarge:
                throw Problem.imageTooLarge("the file is larger than \(PNGLimits.describe(bytes: maximumBytes)), more than any PNG Flipbook reads")
            default:
                throw Problem.unreadable(error)
            }
        }
    }
}
