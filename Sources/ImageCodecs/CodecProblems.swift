import Inputs
import Problems

/// Why an image could not be encoded or decoded, as `Problem`s whose `kind` says which.
///
/// The problem does not name the file and has no fix: the caller adds both, since the fix depends
/// on who reads the file (a golden is re-recorded, a card image re-exported; `Problem.badPNG`
/// chooses by `kind`).
extension Problem {
    /// The bytes are not a PNG file at all; `start` is what they begin with, made printable.
    package static func notPNG(start: String) -> Problem {
        Problem(.wrongFormat, start.isEmpty ? "not a PNG (the file is empty)" : "not a PNG (starts with `\(start)`)", value: start)
    }

    /// The file is a PNG but some part of it is broken (bad CRC, bad zlib data, invalid header…).
    package static func damagedPNG(_ what: String) -> Problem {
        Problem(.damagedInput, "PNG damaged: \(what)")
    }

    /// The file ends before the image data does.
    package static func truncatedPNG(_ what: String) -> Problem {
        Problem(.damagedInput, "PNG truncated: \(what)")
    }

    /// The image is larger than Flipbook accepts; `what` gives the size and the limit.
    package static func imageTooLarge(_ what: String) -> Problem {
        Problem(.tooLarge, Wording(what))
    }

    /// The image is valid in a form Flipbook does not read.
    package static func unsupportedPNG(_ what: String) -> Problem {
        Problem(.unsupported, "unsupported PNG: \(what)")
    }

    /// The file could not be read at all (missing, a folder, a pipe, no permission).
    package static func unreadable(_ failure: InputFile.Failure) -> Problem {
        let kind: Kind
        switch failure {
        case .missing: kind = .missingFile
        case .folder, .special: kind = .notRegularFile
        case .tooLarge: kind = .tooLarge
        case .unreadable: kind = .io
        }
        return Problem(kind, Wording(failure.description))
    }

    /// Memory could not be had for `what` (`compressing 100 bytes`).
    package static func outOfMemory(while what: String) -> Problem {
        Problem(.outOfMemory, "out of memory while \(what)")
    }
}
