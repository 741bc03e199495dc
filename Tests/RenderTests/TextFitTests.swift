import CairoKit
import Testing
import Transforms
@testable import Render
import SceneResources

/// UILabel's tail truncation: whole characters and "…", never a glyph cut by the edge.
@Suite struct TextFitTests {
    func context(size: Double, bold: Bool = true) throws -> Context {
        let context = try Context(try ImageSurface(width: 8, height: 8))
        SceneFonts.system.select(TextFont(size: size, weight: bold ? .bold : .regular), in: context)
        return context
    }

    /// `LineBreaker.tailTruncated` measuring ink in the context's font, as the painters do.
    func truncated(_ text: String, width: Double, in context: Context) -> String {
        LineBreaker.tailTruncated(text, width: width) { context.textExtents($0).width }
    }

    @Test func textThatFitsIsLeftAlone() throws {
        let context = try context(size: 20)
        let width = context.textExtents("Inbox").width
        #expect(truncated("Inbox", width: width, in: context) == "Inbox")
        #expect(truncated("Inbox", width: .infinity, in: context) == "Inbox")
    }

    @Test func aLongTitleKeepsTheLongestPrefixThatFitsWithAnEllipsis() throws {
        let context = try context(size: 56)
        // Item 500000001's title on a 192-pt card: before, centred and clipped at both edges ("00000").
        for width in [60.0, 120, 192, 250] {
            let shown = truncated("500000001", width: width, in: context)
            #expect(shown.hasSuffix("…") && "500000001".hasPrefix(shown.dropLast()), "\(width): \(shown)")
            #expect(context.textExtents(shown).width <= width)
            let kept = shown.count - 1
            if kept < 8 {
                let longer = String("500000001".prefix(kept + 1)) + "…"
                #expect(context.textExtents(longer).width > width, "\(width): \(longer) would fit")
            }
        }
    }

    @Test func trailingSpacesGoBeforeTheEllipsisAndTooNarrowGivesNothing() throws {
        let context = try context(size: 20, bold: false)
        let width = context.textExtents("Page …").width
        let shown = truncated("Page number four", width: width + 0.5, in: context)
        #expect(shown == "Page…" || shown == "Page n…", "\(shown)")
        #expect(!shown.contains(" …"))
        #expect(truncated("Page", width: 1, in: context) == "")
    }
}
