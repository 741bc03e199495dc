import Foundation
import TestSupport
import Testing

/// Inputs at the edges that used to pass `validate` and then fail while drawing, or mix outputs:
/// each is said up front, exit 2, with the setting named.
@Suite struct EdgeInputTests {
    @Test func aYAMLFileWithAByteOrderMarkReadsAsWithout() throws {
        let folder = try TemporaryFolder()
        let plain = "extends: scale.linear\nitemCount: 4\n"
        try Data([0xEF, 0xBB, 0xBF] + Array(plain.utf8)).write(to: folder.path("bom.yaml"))
        try plain.write(to: folder.path("plain.yaml"), atomically: true, encoding: .utf8)
        let validated = try runFlipbook(["validate", folder.path("bom.yaml").path])
        #expect(validated.status == 0, "\(validated.stderr)")
        let bom = try runFlipbook(["inspect", folder.path("bom.yaml").path, "--format", "json"])
        let without = try runFlipbook(["inspect", folder.path("plain.yaml").path, "--format", "json"])
        #expect(bom.status == 0 && bom.stdout == without.stdout)
    }

    @Test(arguments: ["-", "/dev/stdout"])
    func compareRefusesADiffImageOnStandardOutput(diff: String) throws {
        let folder = try TemporaryFolder()
        let image = folder.path("a.png").path
        _ = try runFlipbook(["render", "scale.linear", "--viewport", "60x80", "--offsets", "0", "--out", folder.path("frames").path])
        try FileManager.default.copyItem(atPath: folder.path("frames/frame-0001.png").path, toPath: image)
        let run = try runFlipbook(["compare", image, image, "--diff", diff])
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.isEmpty && run.stderr.contains("--diff") && run.stderr.contains("standard output"), "\(run.stderr)")
    }

    @Test(arguments: [
        ("card: {titleFont: {size: 100000}}", "card.titleFont.size"),
        ("menu: {items: [{title: A, width: 1e20}, B]}", "width"),
    ])
    func sizesBeyondWhatCanBeDrawnFailValidation(yaml: String, key: String) throws {
        let folder = try TemporaryFolder()
        let config = folder.path("edge.yaml")
        try "extends: scale.linear\n\(yaml)\n".write(to: config, atomically: true, encoding: .utf8)
        let run = try runFlipbook(["validate", config.path])
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains(key) && !run.stderr.contains("this is a bug"), "\(run.stderr)")
        let strip = try runFlipbook(["strip", config.path, "--out", folder.path("edge.png").path])
        #expect(strip.status == 2 && !FileManager.default.fileExists(atPath: folder.path("edge.png").path))
    }

    @Test func aGoldenThatIsALinkLoopIsAnErrorNotMissing() throws {
        let folder = try TemporaryFolder()
        let check = ["check", "scale.linear", "--viewport", "60x80", "--offsets", "0", "--goldens", folder.path("g").path,
                     "--out", folder.path("r").path]
        _ = try runFlipbook(check)
        let golden = folder.path("g/scale.linear/frame-0001.png").path
        try FileManager.default.removeItem(atPath: golden)
        try FileManager.default.createSymbolicLink(atPath: golden, withDestinationPath: "loop")
        try FileManager.default.createSymbolicLink(atPath: folder.path("g/scale.linear/loop").path, withDestinationPath: "frame-0001.png")
        for mode in ["never", "missing"] {
            let run = try runFlipbook(check + ["--record", mode])
            #expect(run.status == 2, "\(mode): \(run.stdout)")
            #expect(run.stdout.contains("ERROR scale.linear/frame-0001") && !run.stdout.contains("MISSING"), "\(run.stdout)")
        }
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: golden)) == "loop", "the link is left as it was")
    }

    /// Springs are bounded in the form they are written, so each accepted one settles; the message
    /// names the number given (`spring:1e-300,1` was refused in words of mass and stiffness).
    @Test(arguments: [
        ("spring:1e-300,1", "response 1e-300"),
        ("spring:0.4,1e300", "dampingFraction 1e+300"),
        ("spring:1,1e-300,10,0", "stiffness 1e-300"),
        ("spring:1e-300,1e300,1e300,1", "mass 1e-300"),
    ])
    func springsOutsideTheirRangesAreRefusedInTheirOwnWords(curve: String, named: String) throws {
        let folder = try TemporaryFolder()
        let run = try runFlipbook(["render", "scale.linear", "--from", "0", "--to", "1", "--frames", "5", "--curve", curve,
                                   "--out", folder.path("frames").path])
        #expect(run.status == 2 && run.stderr.contains(named) && run.stderr.contains("--curve"), "\(run.stderr)")
        let config = folder.path("spring.yaml")
        let map = curve.hasPrefix("spring:1,") || curve.hasPrefix("spring:1e-300,1e300")
            ? "{mass: 1, stiffness: 1e-300, damping: 10}" : "{response: 1e-300, dampingFraction: 1}"
        try "extends: scale.linear\ntimeline: {from: 0, to: 1, frames: 5, curve: {spring: \(map)}}\n".write(to: config, atomically: true, encoding: .utf8)
        let validated = try runFlipbook(["validate", config.path])
        #expect(validated.status == 2 && validated.stderr.contains("timeline.curve.spring"), "\(validated.stderr)")
    }

    /// `pageControl: {}` on a white page draws UIKit's white dots on white: the scene still draws as
    /// the phone shows it, with a warning naming the colour and what to give instead.
    @Test func invisiblePageDotsAreWarnedAbout() throws {
        let folder = try TemporaryFolder()
        let config = folder.path("dots.yaml")
        try "extends: pages.curl\npageControl: {}\nbackground: '#FFFFFF'\n".write(to: config, atomically: true, encoding: .utf8)
        let strip = try runFlipbook(["strip", config.path, "--offsets", "0", "--out", folder.path("dots.png").path])
        #expect(strip.status == 0, "\(strip.stderr)")
        #expect(strip.stderr.contains("warning: the current page dot") && strip.stderr.contains("contrast of 1:1"), "\(strip.stderr)")
        let validated = try runFlipbook(["validate", config.path])
        #expect(validated.status == 0 && validated.stderr.contains("pageControl.currentPageIndicatorTintColor"), "\(validated.stderr)")
        let visible = try runFlipbook(["validate", repositoryRoot.appendingPathComponent("Tools/gallery-pages.yaml").path])
        #expect(visible.status == 0 && !visible.stderr.contains("warning"), "\(visible.stderr)")
    }

    /// A merge refuses parts whose scenes would share a report folder (`x/y` and `x-y`), as `check`
    /// refuses such a suite; one image used to be lost.
    @Test func aMergeRefusesScenesThatShareAFolder() throws {
        let folder = try TemporaryFolder()
        for (file, name) in [("a.yaml", "alpha"), ("b.yaml", "beta")] {
            try "extends: scale.linear\nname: \(name)\n".write(to: folder.path(file), atomically: true, encoding: .utf8)
        }
        _ = try runFlipbook(["check", "a.yaml", "b.yaml", "--viewport", "60x80", "--offsets", "0", "--shard", "1/1",
                             "--goldens", "g", "--out", "p"], in: folder.url)
        let part = folder.path("p/shard-1-of-1.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: part)) as? [String: Any])
        json["suite"] = ["x/y", "x-y"]
        var scenes = try #require(json["scenes"] as? [[String: Any]])
        for (index, name) in ["x/y", "x-y"].enumerated() { scenes[index]["scene"] = name }
        json["scenes"] = scenes
        try JSONSerialization.data(withJSONObject: json).write(to: part)
        let run = try runFlipbook(["report", "merge", part.path, "--out", folder.path("merged").path])
        #expect(run.status == 2 && run.stderr.contains("would share the report folder x-y"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("merged").path))

        // A count of 2.5 is valid JSON with a number that does not fit: said so, not "not valid JSON".
        var shard = try #require(json["shard"] as? [String: Any])
        shard["count"] = 2.5
        json["shard"] = shard
        try JSONSerialization.data(withJSONObject: json).write(to: part)
        let fraction = try runFlipbook(["report", "merge", part.path, "--out", folder.path("merged").path])
        #expect(fraction.status == 2 && fraction.stderr.contains("a number in it does not fit"), "\(fraction.stderr)")
    }

    /// A menu range larger than any scene's item count is not fixed by an itemCount that cannot be given.
    @Test func aMenuRangeTooLargeForAnyItemCountSuggestsNarrowingIt() throws {
        let folder = try TemporaryFolder()
        let config = folder.path("range.yaml")
        try "extends: menu.tabs\nitemCount: 5\nmenu: {items: {from: 0, to: 5000000000, title: 'Day {index}'}}\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let run = try runFlipbook(["validate", config.path])
        #expect(run.status == 2 && run.stderr.contains("narrow the range") && !run.stderr.contains("set itemCount to 5000000001"), "\(run.stderr)")
    }
}
