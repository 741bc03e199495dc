import Foundation
import TestSupport
import Testing

/// `flipbook check --kind layout|both` through the binary: layout goldens are recorded, pass
/// unchanged, fail in the effect's words when an option changes, name the first frame that
/// differs, fail on their own when the frame count changes, and pass where no font is installed.
@Suite struct LayoutGoldenTests {
    /// A scene extending `preset` under `name`, with `changes` (YAML) added.
    private func scene(_ name: String, extending preset: String, _ changes: String = "", in folder: TemporaryFolder) throws -> String {
        let file = folder.path(name + ".yaml")
        try "extends: \(preset)\nname: \(name)\n\(changes)".write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test(arguments: [
        // A scale option: every card scales, the side ones move.
        ("cover", "scale.coverFlow", "effect:\n  scale: {minScale: 0.75, maxScale: 0.75}\n",
         ["frame 1 (offset 1), card 4: translation x 251.1 → 269.1 pt, scale 0.70 → 0.75", "card 1: scale 0.70 → 0.75"]),
        // A stack option: a smaller stack moves and fades the cards under the top one.
        ("stack", "stack.vortex", "effect:\n  stack: {maxStackSize: 3}\n",
         ["frame 1 (offset 0), card 3: translation y -23.9 → 22.8 pt", "card 3: translation y -23.3 → -6.8 pt, alpha 0.10 → 0.00"]),
        // A menu option: spacing moves the items and the indicator.
        ("menu", "menu.tabs", "menu:\n  menuItemSpacing: 10\n",
         ["frame 1 (offset 0), menu: item 1: frame x 150.0 → 160.0 pt, item 2: frame x 300.0 → 320.0 pt", "indicator x 79.0 → 84.0 pt"]),
        // A page-dot option: `nearest` moves the current dot half-way through the scroll.
        ("dots", "pages.scroll", "pageControl:\n  updates: nearest\n",
         ["frame 3 (offset 0.5), page dots: current page 0 → 1, dot 0: colour #000000FF → #AAAAAAFF"]),
        // A layer action: the layer moves further per page.
        ("layered", "scale.linear", """
         card:
           layers:
             - id: badge
               type: rect
               fill: "#FF0000"
               frame: {x: 0.1, y: 0.1, width: 0.2, height: 0.1, relative: true}
               actions:
                 - move: {fromTranslation: {x: 0, y: 0}, toTranslation: {x: 40, y: 0}}

         """, ["card 0: layer badge: translation x 40.0 → 60.0 pt"]),
    ])
    func aChangedOptionFailsInTheEffectsWords(name: String, preset: String, changes: String, lines: [String]) throws {
        let folder = try TemporaryFolder()
        let goldens = folder.path("goldens").path, report = folder.path("report").path
        // The layer's scene moves its layer 40 pt per page, and 60 after the change; the others
        // are their preset, and the preset with `changes` after it.
        let layered = name == "layered"
        let original = try scene(name, extending: preset, layered ? changes : "", in: folder)
        let check = ["--kind", "layout", "--goldens", goldens, "--out", report]

        let recorded = try runFlipbook(["check", original] + check)
        #expect(recorded.status == 1, "\(recorded.stdout)\(recorded.stderr)")
        #expect(recorded.stdout.contains("recorded \(name)/layout.json"), "\(recorded.stdout)")
        #expect(recorded.stdout.contains("layout checks in 1 scene: ") && recorded.stdout.contains(" recorded"))
        let golden = folder.path("goldens/\(name)/layout.json")
        let bytes = try Data(contentsOf: golden)
        #expect(!FileManager.default.fileExists(atPath: folder.path("goldens/\(name)/frame-0001.png").path), "a layout check draws nothing")

        let passed = try runFlipbook(["check", original, "--record", "never"] + check)
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")

        let changed = try scene(name, extending: preset, layered ? changes.replacingOccurrences(of: "x: 40", with: "x: 60") : changes, in: folder)
        let failed = try runFlipbook(["check", changed, "--record", "never"] + check)
        #expect(failed.status == 1, "\(failed.stdout)\(failed.stderr)")
        for line in lines {
            #expect(failed.stdout.contains(line), "stdout lacks \(line):\n\(failed.stdout)")
            for file in ["summary.md", "junit.xml", "report.html"] {
                let text = try String(contentsOf: folder.path("report/\(file)"), encoding: .utf8)
                #expect(text.contains(line), "\(file) lacks \(line)")
            }
        }
        #expect(failed.stdout.contains("\(name): layout: first differs at frame "))
        #expect(try Data(contentsOf: golden) == bytes, "a check with --record never wrote the golden")
    }

    @Test func timelinesNameTheirFirstDifferingFrameAndAFrameCountChangeFailsOnItsOwn() throws {
        let folder = try TemporaryFolder()
        let goldens = folder.path("goldens").path, report = folder.path("report").path
        let timeline = "timeline: [0, 0.5, 1, 1.5, 2, 2.5]\n"
        let original = try scene("late", extending: "stack.vortex", timeline, in: folder)
        let check = ["--kind", "both", "--viewport", "100x120", "--goldens", goldens, "--out", report]
        let recorded = try runFlipbook(["check", original] + check)
        #expect(recorded.stdout.contains("6 images in 1 scene: 6 recorded; 6 layout checks: 6 recorded"), "\(recorded.stdout)\(recorded.stderr)")

        // Only the last two offsets change: the first difference is frame 5.
        let later = try scene("late", extending: "stack.vortex", "timeline: [0, 0.5, 1, 1.5, 2.25, 2.75]\n", in: folder)
        let moved = try runFlipbook(["check", later, "--record", "never"] + check)
        #expect(moved.status == 1, "\(moved.stdout)\(moved.stderr)")
        #expect(moved.stdout.contains("late: pixels: first differs at frame 5 (offset 2.25); 2 of 6 frames differ"), "\(moved.stdout)")
        #expect(moved.stdout.contains("late: layout: first differs at frame 5 (offset 2.25); 2 of 6 frames differ"), "\(moved.stdout)")
        #expect(moved.stdout.contains("FAILED late/frame-0005 layout: frame 5 (offset 2.25), offset 2.00 → 2.25"))
        let summary = try String(contentsOf: folder.path("report/summary.md"), encoding: .utf8)
        #expect(summary.contains("layout: first differs at frame 5 (offset 2.25); 2 of 6 frames differ"))
        let html = try String(contentsOf: folder.path("report/report.html"), encoding: .utf8)
        #expect(html.contains("<li class=\"differs\" title=\"frame 5 (offset 2.25): differs\">5</li>"))

        let shorter = try scene("late", extending: "stack.vortex", "timeline: [0, 0.5, 1, 1.5]\n", in: folder)
        let cut = try runFlipbook(["check", shorter, "--record", "never"] + check)
        #expect(cut.status == 1)
        #expect(cut.stdout.contains("FAILED late/frames: the goldens have 6 frames but the timeline now has 4"), "\(cut.stdout)")
        #expect(cut.stdout.contains("FAILED late/frames layout: the goldens have 6 frames but the timeline now has 4"), "\(cut.stdout)")
        // The frames both timelines share still pass.
        #expect(cut.stdout.contains("5 images in 1 scene: 4 passed, 1 failed; 5 layout checks: 4 passed, 1 failed"), "\(cut.stdout)")
    }

    @Test func layoutGoldensPassWithNoFontInstalledWhilePixelGoldensNameTheMissingFonts() throws {
        let folder = try TemporaryFolder()
        let goldens = folder.path("goldens").path, report = folder.path("report").path
        // Fixed menu items: a menu that sizes its items to fit measures the titles in the fonts.
        let file = try scene("fonts", extending: "menu.tabs", """
            menu:
              menuItemSize: {fixed: {width: 120, height: 40}}
            pageControl: {}
            timeline: {from: 0, to: 4, frames: 8, curve: easeInOut}

            """, in: folder)
        let check = ["check", file, "--kind", "both", "--viewport", "200x150", "--goldens", goldens, "--out", report]
        let recorded = try runFlipbook(check)
        #expect(recorded.stdout.contains("8 images in 1 scene: 8 recorded; 8 layout checks: 8 recorded"), "\(recorded.stdout)\(recorded.stderr)")

        let noFonts = folder.path("no-fonts.conf")
        try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig><cachedir>\(folder.path("fc-cache").path)</cachedir></fontconfig>
        """.write(to: noFonts, atomically: true, encoding: .utf8)
        let elsewhere = try runFlipbook(check + ["--record", "never"], environment: ["FONTCONFIG_FILE": noFonts.path])
        #expect(elsewhere.status == 1, "\(elsewhere.stdout)\(elsewhere.stderr)")
        #expect(elsewhere.stdout.contains("8 layout checks: 8 passed"), "\(elsewhere.stdout)")
        #expect(elsewhere.stdout.contains("note (fonts): recorded with Inter"), "\(elsewhere.stdout)")
        #expect(!elsewhere.stdout.contains("FAILED fonts/frame-0001 layout"))

        let layoutOnly = try runFlipbook(["check", file, "--kind", "layout", "--viewport", "200x150", "--goldens", goldens, "--out", report,
                                          "--record", "never"], environment: ["FONTCONFIG_FILE": noFonts.path])
        #expect(layoutOnly.status == 0, "\(layoutOnly.stdout)\(layoutOnly.stderr)")
    }

    @Test func tolerancesLoosenTheCheckAndRecordFailedRewritesOnlyWhatDiffered() throws {
        let folder = try TemporaryFolder()
        let goldens = folder.path("goldens").path, report = folder.path("report").path
        let original = try scene("loose", extending: "scale.linear", "timeline: [0, 0.25]\n", in: folder)
        let check = ["--kind", "layout", "--goldens", goldens, "--out", report]
        _ = try runFlipbook(["check", original] + check)
        let golden = folder.path("goldens/loose/layout.json")
        let recorded = try String(contentsOf: golden, encoding: .utf8)
        #expect(recorded.hasPrefix("{\"decimals\":6,\"format\":1,\"frameCount\":2,\"frameRate\":null,\n\"tolerance\":"), "\(recorded)")

        let nudged = try scene("loose", extending: "scale.linear", "timeline: [0, 0.251]\n", in: folder)
        let strict = try runFlipbook(["check", nudged, "--record", "never"] + check)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("FAILED loose/frame-0002 layout: frame 2 (offset 0.251), offset 0.250 → 0.251"), "\(strict.stdout)")
        let loose = try runFlipbook(["check", nudged, "--record", "never", "--tolerance-points", "5", "--tolerance-scale", "0.01"] + check)
        #expect(loose.status == 0, "\(loose.stdout)\(loose.stderr)")

        let rerecorded = try runFlipbook(["check", nudged, "--record", "failed"] + check)
        #expect(rerecorded.status == 1)
        #expect(rerecorded.stdout.contains("2 layout checks in 1 scene: 1 passed, 1 recorded"), "\(rerecorded.stdout)")
        let after = try String(contentsOf: golden, encoding: .utf8)
        let firstFrame = { (text: String) in text.components(separatedBy: "\n{\"currentPage\"").dropFirst().first }
        #expect(firstFrame(after) == firstFrame(recorded), "the frame that passed was rewritten")
        #expect(after.contains("\"offset\":0.251"))
        #expect(try runFlipbook(["check", nudged, "--record", "never"] + check).status == 0)
        // Recording all again gives the same bytes.
        _ = try runFlipbook(["check", nudged, "--record", "all"] + check)
        #expect(try String(contentsOf: golden, encoding: .utf8) == after)
    }

    @Test func aTimeBasedTimelineNamesTimesAndAnotherFrameRateFailsOnItsOwn() throws {
        let folder = try TemporaryFolder()
        let goldens = folder.path("goldens").path, report = folder.path("report").path
        let steps = "  steps:\n    - scroll: {to: 1, duration: 0.2, curve: easeInOut}\n"
        let ten = try scene("timed", extending: "scale.linear", "timeline:\n  fps: 10\n" + steps, in: folder)
        let check = ["--kind", "layout", "--goldens", goldens, "--out", report]
        _ = try runFlipbook(["check", ten] + check)
        #expect(try runFlipbook(["check", ten, "--record", "never"] + check).status == 0)

        let twenty = try scene("timed", extending: "scale.linear", "timeline:\n  fps: 20\n" + steps, in: folder)
        let run = try runFlipbook(["check", twenty, "--record", "never"] + check)
        #expect(run.status == 1)
        #expect(run.stdout.contains("FAILED timed/frame rate layout: the goldens were recorded at 10 fps but the timeline now has 20 fps"), "\(run.stdout)")
        #expect(run.stdout.contains("FAILED timed/frames layout: the goldens have 3 frames but the timeline now has 5"), "\(run.stdout)")
        #expect(run.stdout.contains("timed: layout: first differs at frame 2 (offset "), "\(run.stdout)")
        #expect(run.stdout.contains(", 0.050 s)"), "frames of a time-based timeline name their time: \(run.stdout)")
    }

    @Test func reviewShowsTheLayoutLinesBesideThePicturesWhenBothAreKept() throws {
        let folder = try TemporaryFolder()
        let original = try scene("both", extending: "scale.coverFlow", "timeline: [1]\n", in: folder)
        let check = ["--kind", "both", "--viewport", "120x160", "--goldens", "goldens", "--out", "report"]
        _ = try runFlipbook(["check", original] + check, in: folder.url)
        let changed = try scene("both", extending: "scale.coverFlow", "timeline: [1]\neffect:\n  scale: {minScale: 0.75, maxScale: 0.75}\n", in: folder)
        #expect(try runFlipbook(["check", changed, "--record", "never"] + check, in: folder.url).status == 1)
        let list = try runFlipbook(["review", "report", "--goldens", "goldens", "--list", "--format", "json"], in: folder.url)
        #expect(list.status == 0, "\(list.stdout)\(list.stderr)")
        #expect(list.stdout.contains("\"layout\"") && list.stdout.contains("card 1: scale 0.70 → 0.75"), "\(list.stdout)")
    }

    @Test func badKindsAndTolerancesExitWith2() throws {
        let kind = try runFlipbook(["check", "scale.linear", "--kind", "sideways"])
        #expect(kind.status == 2)
        #expect(kind.stderr.contains("pixels, layout, both"), "\(kind.stderr)")
        let tolerance = try runFlipbook(["check", "scale.linear", "--kind", "layout", "--tolerance-points", "-1"])
        #expect(tolerance.status == 2)
        #expect(tolerance.stderr.contains("--tolerance-points"), "\(tolerance.stderr)")
    }
}
