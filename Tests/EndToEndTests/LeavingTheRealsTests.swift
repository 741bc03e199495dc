import Foundation
import TestSupport
import Testing

/// Cases 6 and 7 of the fourth reliability pass through the real binary: numbers that leave the
/// reals never reach the output or Cairo, `validate` catches what `strip` would, and links and
/// special files are said as what they are. Each run is bounded in time and memory.
@Suite struct LeavingTheRealsTests {
    static let mebibyte = 1 << 20

    /// `translateX: [[0, 1e306]]` overflowed to ±∞ once multiplied by the card's width; now every
    /// number has a range, so it is refused by its key, and the largest value the range allows
    /// (1e6 card widths) is inspected as numbers, never `null`, and drawn.
    @Test func aCustomTrackPastItsRangeIsRefusedAndItsLargestValueDraws() throws {
        let refused = try TemporaryFolder(files: ["c.yaml": "extends: stack.tinder\neffect: {custom: {translateX: [[0, 1e306]]}}\n"])
        let run = try boundedRun(["validate", "c.yaml"], in: refused.url, timeout: 60)
        #expect(run.status == 2 && run.output.contains("effect.custom.translateX"), "\(run.output.prefix(500))")
        let folder = try TemporaryFolder(files: ["c.yaml": "extends: stack.tinder\neffect: {custom: {translateX: [[0, 1e6]]}}\n"])
        let inspect = try boundedRun(["inspect", "c.yaml", "--offsets", "0.5", "--format", "json"], in: folder.url, timeout: 60)
        #expect(inspect.status == 0, "\(inspect.output.prefix(500))")
        #expect(inspect.stdout.range(of: #""transform": \[[^\]]*null"#, options: .regularExpression) == nil, "\(inspect.stdout.prefix(500))")
        let strip = try boundedRun(["strip", "c.yaml", "--out", "c.png"], in: folder.url, timeout: 60)
        #expect(strip.status == 0, "\(strip.output)")
        #expect(strip.peakBytes < 300 * Self.mebibyte, "peak \(strip.peakBytes / Self.mebibyte) MiB")
    }

    /// A title of 10 000 pt on a card a custom track scales 10⁶ times is an em far past FreeType's
    /// 65 536 pixels: it is drawn from outlines taken smaller (Cairo said "error occurred in
    /// libfreetype — this is a bug"), as an effect scale of 6 on the same title was.
    @Test(arguments: ["1e6", "6"]) func textScaledPastFreeTypesLimitIsDrawn(scale: String) throws {
        let folder = try TemporaryFolder(files: ["c.yaml": """
            extends: stack.tinder
            card: {titleFont: {size: 10000}}
            effect: {custom: {scale: [[0, \(scale)]], m34: -0.002}}
            output: {scale: 2}

            """])
        let run = try boundedRun(["strip", "c.yaml", "--out", "c.png", "--offsets", "0,0.5"], in: folder.url, timeout: 120)
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.stderr.contains("libfreetype"), "\(run.stderr)")
        #expect(run.peakBytes < 300 * Self.mebibyte, "peak \(run.peakBytes / Self.mebibyte) MiB")
    }

    /// `validate` reads the font files as `strip` does: a file with no font in it is an error
    /// naming `fonts[0]` (validate said ok, strip exit 2), and nothing is written.
    @Test func validateRefusesAFontFileWithNoFont() throws {
        let folder = try TemporaryFolder(files: ["f.yaml": "extends: stack.tinder\nfonts: [notfont.ttf]\n", "notfont.ttf": "not a font\n"])
        for arguments in [["validate", "f.yaml"], ["strip", "f.yaml", "--out", "f.png"]] {
            let run = try boundedRun(arguments, in: folder.url, timeout: 60)
            #expect(run.status == 2, "\(arguments): \(run.output)")
            #expect(run.stderr.contains("`fonts[0]`: notfont.ttf holds no font fontconfig can read") || run.stderr.contains("holds no font"), "\(run.stderr)")
            #expect(!run.stdout.contains(": ok"), "\(run.stdout)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["f.yaml", "notfont.ttf"])
    }

    /// Sizes and springs the schema bounds, as `validate` and `strip` both say.
    @Test func validateCatchesWhatStripWould() throws {
        let folder = try TemporaryFolder(files: [
            "title.yaml": "extends: stack.tinder\ncard: {titleFont: {size: 100000}}\n",
            "menu.yaml": "extends: menu.tabs\nmenu:\n  items: [{title: Inbox, width: 1e20}, Archive, Drafts, Sent, Trash]\n",
            "spring.yaml": "extends: stack.tinder\ntimeline: {from: 0, to: 4, frames: 9, curve: \"spring:1e-300,1\"}\n",
        ])
        let expected = ["title.yaml": "`card.titleFont.size` must be a number > 0 and ≤ 10000; got 100000",
                        "menu.yaml": "`menu.items[0].width` must be a number > 0 and ≤ 1000000; got 1e20",
                        "spring.yaml": "a spring's response 1e-300 is outside 0.001 s…100000 s"]
        for (file, message) in expected {
            for arguments in [["validate", file], ["strip", file, "--out", "x.png"]] {
                let run = try boundedRun(arguments, in: folder.url, timeout: 60)
                #expect(run.status == 2 && run.stderr.contains(message), "\(arguments): \(run.output)")
                #expect(!run.stderr.contains("mass") && !run.stderr.contains("libfreetype"), "\(run.stderr)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("x.png").path))
    }

    /// An `extends` cycle through a linked folder is a cycle, and a two-link loop is a loop (both
    /// were "no file at …").
    @Test func extendsThroughLinkLoopsSaysLoopOrCycle() throws {
        let folder = try TemporaryFolder(files: ["a.yaml": "extends: ./sub/a.yaml\nitemCount: 3\n", "b.yaml": "extends: ./l1\n"])
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.path("sub").path, withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: folder.path("l1").path, withDestinationPath: "l2")
        try manager.createSymbolicLink(atPath: folder.path("l2").path, withDestinationPath: "l1")
        let cycle = try boundedRun(["validate", "a.yaml"], in: folder.url, timeout: 60)
        #expect(cycle.status == 2 && cycle.stderr.contains("`extends` cycle: a.yaml → "), "\(cycle.output)")
        #expect(!cycle.stderr.contains("no file at"), "\(cycle.stderr)")
        let loop = try boundedRun(["validate", "b.yaml"], in: folder.url, timeout: 60)
        #expect(loop.status == 2 && loop.stderr.contains("`extends`: a loop of symbolic links (each leads back to another) at l1"), "\(loop.output)")
        let dangling = try TemporaryFolder(files: ["c.yaml": "extends: ./gone.yaml\n"])
        try manager.createSymbolicLink(atPath: dangling.path("gone.yaml").path, withDestinationPath: "nowhere.yaml")
        let run = try boundedRun(["validate", "c.yaml"], in: dangling.url, timeout: 60)
        #expect(run.status == 2 && run.stderr.contains("`extends`: a symbolic link to no file at gone.yaml"), "\(run.output)")
    }

    /// A golden folder whose `manifest.json` is a FIFO is refused with exit 2, as CONFIG.md says of
    /// every input (it was a note and exit 0), without waiting on the pipe.
    @Test func aFIFOManifestIsRefused() throws {
        let folder = try TemporaryFolder()
        let goldens = folder.path("goldens/scale.linear")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        #expect(mkfifo(goldens.appendingPathComponent("manifest.json").path, 0o600) == 0)
        let run = try boundedRun(["check", "scale.linear", "--goldens", "goldens", "--offsets", "0", "--viewport", "60x80", "--record", "never"],
                                 in: folder.url, timeout: 60)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.output.contains("scale.linear/manifest.json: it is a named pipe (FIFO), not a regular file"), "\(run.output)")
        #expect(run.seconds < 60)
    }
}
