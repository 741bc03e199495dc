import Foundation
import TestSupport
import Testing

/// Case 4 of the fourth reliability pass: an animated SVG holds only the group it is building, so
/// its memory follows the file's text, not the frame count; text past the export's share of the
/// README's "near 1 GB" is refused with the frame count that fits. Peaks are the child's own
/// (GNU time, `boundedRun`).
@Suite(.serialized) struct AnimatedSVGMemoryTests {
    static let mebibyte = 1 << 20

    /// 3,000 frames of stack.tinder (one group: the cards only move) as .svg and .svgz. Held frame
    /// by frame this took about 600 MB (10,000 frames took 1.96 GB); now well under 200 MB.
    @Test(arguments: ["t.svg", "t.svgz"]) func aLongTimelineOfOneGroupStaysSmall(out: String) throws {
        let folder = try TemporaryFolder()
        let run = try boundedRun(["render", "stack.tinder", "--format", "svg-animated", "--from", "0", "--to", "4", "--frames", "3000",
                                  "--out", out], in: folder.url, timeout: 600)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.stdout.contains("3000 frames"), "\(run.stdout)")
        #expect(run.peakBytes < 200 * Self.mebibyte, "peak \(run.peakBytes / Self.mebibyte) MiB")
    }

    /// 60 cards under perspective in every frame make every frame a group of its own, about 110 KB
    /// each: 10,000 of them would be over a gigabyte of text. The export stops at its 256 MiB with
    /// the frames that fit named, writes nothing, and stays under 1 GB.
    @Test func textPastTheExportsShareIsRefusedWithTheFramesThatFit() throws {
        let folder = try TemporaryFolder(files: ["many.yaml": "extends: scale.coverFlow\nitemCount: 60\nviewport: {width: 3000, height: 400}\n"])
        let run = try boundedRun(["render", "many.yaml", "--format", "svg-animated", "--from", "0", "--to", "4", "--frames", "10000",
                                  "--out", "many.svg"], in: folder.url, timeout: 900)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.stderr.contains("an animated SVG of 10000 frames takes more than the 256 MiB of text an export may hold"), "\(run.stderr)")
        #expect(run.stderr.range(of: #"so about \d+ frames fit"#, options: .regularExpression) != nil, "\(run.stderr)")
        #expect(run.peakBytes < 1 << 30, "peak \(run.peakBytes / Self.mebibyte) MiB")
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
