import Foundation
import TestSupport
import Testing

/// Case 4 of the fourth reliability pass: an animated SVG is written as it is made (its groups set
/// aside on disk until the images they use are known), so its memory follows the group being
/// built, not the frame count or the file; a file past 256 MiB is refused with the frame count
/// that fits. Peaks are the child's own (GNU time, `boundedRun`).
@Suite(.serialized) struct AnimatedSVGMemoryTests {
    static let mebibyte = 1 << 20

    /// 10,000 frames of stack.tinder (one group: the cards only move) as .svg and .svgz. Held frame
    /// by frame this took 1.96 GB; holding the file's text, 68 MB; nothing is left beside the file.
    @Test(arguments: ["t.svg", "t.svgz"]) func aLongTimelineOfOneGroupStaysSmall(out: String) throws {
        let folder = try TemporaryFolder()
        let run = try boundedRun(["render", "stack.tinder", "--format", "svg-animated", "--from", "0", "--to", "4", "--frames", "10000",
                                  "--out", out], in: folder.url, timeout: 900)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.stdout.contains("10000 frames"), "\(run.stdout)")
        #expect(run.peakBytes < 200 * Self.mebibyte, "peak \(run.peakBytes / Self.mebibyte) MiB")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [out])
    }

    /// 60 cards under perspective in every frame make every frame a group of its own, about 110 KB
    /// each: 10,000 of them would be over a gigabyte of text. The export stops at 256 MiB with
    /// the frames that fit named, writes nothing (the text set aside is gone too), and stays small.
    @Test func textPastTheLimitIsRefusedWithTheFramesThatFit() throws {
        let folder = try TemporaryFolder(files: ["many.yaml": "extends: scale.coverFlow\nitemCount: 60\nviewport: {width: 3000, height: 400}\n"])
        let run = try boundedRun(["render", "many.yaml", "--format", "svg-animated", "--from", "0", "--to", "4", "--frames", "10000",
                                  "--out", "many.svg"], in: folder.url, timeout: 900)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.stderr.contains("an animated SVG of 10000 frames is longer than the 256 MiB Flipbook writes"), "\(run.stderr)")
        #expect(run.stderr.range(of: #"so about \d+ frames fit"#, options: .regularExpression) != nil, "\(run.stderr)")
        #expect(run.peakBytes < 256 * Self.mebibyte, "peak \(run.peakBytes / Self.mebibyte) MiB")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["many.yaml"])
    }

    /// Killed (SIGKILL) while its groups are being set aside, an export leaves nothing: the text set
    /// aside was unlinked when it was opened, and the output's temporary file is made only at the end.
    @Test func aKilledExportLeavesNothing() throws {
        let folder = try TemporaryFolder(files: ["many.yaml": "extends: scale.coverFlow\nitemCount: 60\nviewport: {width: 3000, height: 400}\n"])
        let run = try boundedRun(["render", "many.yaml", "--format", "svg-animated", "--from", "0", "--to", "4", "--frames", "10000",
                                  "--out", "many.svg"], in: folder.url, timeout: 4)
        #expect(!run.finished, "it ended before the kill: \(run.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["many.yaml"])
    }
}

/// Case 4's menu: four 14000² item images (3.1 GB decoded together) are refused before any is
/// decoded, naming the largest; one alone is drawn.
@Suite struct ImageBytesTests {
    @Test func imagesTogetherPastTheBudgetAreRefusedBeforeDecoding() throws {
        let folder = try TemporaryFolder(files: ["menu.yaml": """
            extends: menu.tabs
            menu:
              items: [{title: A, image: a.png}, {title: B, image: b.png}, {title: C, image: c.png}, {title: D, image: d.png}, Trash]

            """])
        let png = Data(transparentPNG(side: 14000))
        for name in ["a", "b", "c", "d"] { try png.write(to: folder.path("\(name).png")) }
        let run = try boundedRun(["strip", "menu.yaml", "--out", "m.png"], in: folder.url, timeout: 120)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.stderr.contains("the scene's 4 images take 2990 MiB decoded, more than the 768 MiB its images may take together"), "\(run.stderr)")
        #expect(run.peakBytes < 200 << 20, "peak \(run.peakBytes >> 20) MiB")
        #expect(!FileManager.default.fileExists(atPath: folder.path("m.png").path))
    }
}
