import CairoKit
import Transforms

/// Flipbook's release: `flipbook --version`, the newest entry of CHANGELOG.md (a test keeps the
/// two equal), and what golden manifests record as the Flipbook that drew them.
package enum FlipbookVersion {
    /// Semantic version, e.g. `0.4.0`.
    package static let current = "0.4.0"
}

/// Everything outside a scene that decides its pixels on this machine: Flipbook's release and the
/// drawing libraries and fonts (`DrawingEnvironment`), the system font looked up as the renderer
/// looks it up (`TextFont.defaultFamily`).
package struct RenderingEnvironment: Codable, Hashable, Sendable {
    /// `FlipbookVersion.current` of the Flipbook that drew.
    package var flipbook: String
    /// Cairo, pixman, FreeType, fontconfig and the fonts drawn.
    package var drawing: DrawingEnvironment

    /// A recorded environment.
    package init(flipbook: String, drawing: DrawingEnvironment) {
        self.flipbook = flipbook
        self.drawing = drawing
    }

    /// This process's environment (fontconfig is asked once per call: a few milliseconds).
    package static func current() -> RenderingEnvironment {
        RenderingEnvironment(flipbook: FlipbookVersion.current,
                             drawing: .current(systemFamily: TextFont.defaultFamily))
    }

    /// Sentences naming what differs between `self` (recorded) and `now` that changes pixels,
    /// the most likely cause of a difference first: a font drawn from another family, then another
    /// revision of the same font, then the libraries. Each says what to install or do.
    package func differences(to now: RenderingEnvironment) -> [String] {
        var notes: [String] = []
        for (recorded, here, role) in [(drawing.systemFont, now.drawing.systemFont, "the system font"),
                                       (drawing.fallbackFont, now.drawing.fallbackFont, "missing families")] {
            if recorded.drawnFamily != here.drawnFamily {
                notes.append("recorded with \(recorded.summary) for \(role); this machine draws \(role) with \(here.summary)"
                             + (Self.package(for: recorded.family).map { ": install \($0)" } ?? ": install the \(recorded.drawnFamily) font"))
            } else if recorded.version != here.version || recorded.file != here.file {
                notes.append("recorded with \(recorded.summary) for \(role); this machine has \(here.summary): glyphs can differ — record goldens where CI runs, or install the same release of the font")
            }
        }
        let libraries = [("Cairo", drawing.cairo, now.drawing.cairo), ("pixman", drawing.pixman, now.drawing.pixman),
                         ("FreeType", drawing.freetype, now.drawing.freetype)]
        for (name, recorded, here) in libraries where recorded != here {
            notes.append("recorded with \(name) \(recorded); this machine has \(name) \(here): anti-aliasing and text can differ slightly — record goldens on the machine CI uses")
        }
        return notes
    }

    /// The Debian package that brings `family`, for the families Flipbook draws by default.
    package static func package(for family: String) -> String? {
        switch family {
        case TextFont.defaultFamily: return "fonts-inter"
        case FontLibrary.fallbackFamily: return "fonts-dejavu-core"
        default: return nil
        }
    }
}
