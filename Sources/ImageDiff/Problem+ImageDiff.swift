import ImageCodecs
import Problems

extension Problem {
    /// A file is not a PNG, is damaged, or is larger than Flipbook reads (found from its header);
    /// the fix follows from the codec's finding.
    package static func badPNG(path: String, problem: Problem) -> Problem {
        let fix: Wording
        switch problem.kind {
        case .wrongFormat: fix = "pass a PNG file"
        case .damagedInput: fix = "re-create the file (or restore it from version control)"
        case .tooLarge: fix = "use a smaller image"
        case .unsupported: fix = "save it again as an 8-bit RGBA PNG without metadata"
        case .outOfMemory: fix = "free some memory or use a smaller image"
        default: fix = "pass an existing PNG file"
        }
        return Problem(problem.kind, "cannot read \(path): \(problem.what)", fix: fix, value: path)
    }

    /// The images together would need more memory than the limit; `message` has the estimate.
    package static func overBudget(_ message: String) -> Problem {
        Problem(.tooLarge, Wording(message), fix: "compare smaller images (crop or scale them first)")
    }

    /// The two images differ in size, so pixels cannot be paired.
    package static func sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int) -> Problem {
        Problem(.conflict, "the images differ in size: the first is \(expectedWidth)×\(expectedHeight) px, the second \(actualWidth)×\(actualHeight) px",
                fix: "pixels can only be compared between images of the same size")
    }

    /// Bytes that do not make an image of the stated size.
    package static func invalidImage(_ message: String) -> Problem {
        Problem(.damagedInput, Wording(message))
    }

    /// An option out of range: which one (a `PixelmatchOptions` property, which is also its
    /// `compare` flag and its tolerance key), what was given, what is allowed.
    package static func invalidOption(name: String, value: String, allowed: String) -> Problem {
        Problem(.outOfRange, "\(setting: name) \(value) is out of range", fix: "use \(allowed)", value: value)
    }
}
