import Foundation
import TestSupport
import Testing

/// Text drawn on every core at once, many times: Cairo 1.16 aborted (`cairo_scaled_font_destroy:
/// … cache_frozen`, SIGABRT) when threads shared a scaled font, as long animated SVGs with text did
/// now and then. Each thread now draws with font faces of its own (`FontFace`); these runs must all
/// end with status 0.
@Suite(.serialized) struct TextThreadsStressTests {
    @Test(arguments: ["stack.tinder", "pages.scroll", "menu.tabs"])
    func textHeavyAnimationsOnAllCoresNeverAbort(preset: String) throws {
        let folder = try TemporaryFolder(files: ["scene.yaml": """
            extends: \(preset)
            card: {subtitle: "Page {number} of many, with a subtitle long enough to wrap over two lines", subtitleNumberOfLines: 2}

            """])
        for round in 0..<4 {
            let run = try boundedRun(["render", "scene.yaml", "--viewport", "120x160", "--from", "0", "--to", "3", "--frames", "400",
                                      "--out", "y\(round).svg", "--animated"], in: folder.url, timeout: 600)
            #expect(run.status == 0, "round \(round) of \(preset): \(String(describing: run.status)) \(run.stderr.suffix(1000))")
            // Strips draw their cells on all cores too, each with its titles and labels.
            let strip = try boundedRun(["strip", "scene.yaml", "--viewport", "120x160", "--from", "0", "--to", "3", "--frames", "48",
                                        "--out", "s\(round).png"], in: folder.url, timeout: 600)
            #expect(strip.status == 0, "round \(round) of \(preset): \(String(describing: strip.status)) \(strip.stderr.suffix(1000))")
        }
    }
}
