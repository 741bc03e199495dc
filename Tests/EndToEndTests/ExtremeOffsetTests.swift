import Foundation
import TestSupport
import Testing

/// Offsets far beyond any page are refused before drawing, with the setting that gave them: an
/// offset of −8e147 used to keep Cairo busy past 180 s in one strip cell (−1e30: 31 s).
@Suite struct ExtremeOffsetTests {
    @Test(arguments: [
        (["strip", "parallax.onboarding", "--offsets=-8.11873803855231e+147"], "--offsets"),
        (["strip", "parallax.onboarding", "--offsets=0,1e10"], "--offsets"),
        (["render", "scale.linear", "--from", "-1e30", "--to", "0", "--frames", "3"], "--from"),
        (["render", "scale.linear", "--from", "0", "--to", "2e9", "--frames", "3"], "--to"),
    ])
    func farOffsetsAreRefusedAtOnceNamingTheFlag(arguments: [String], flag: String) throws {
        let folder = try TemporaryFolder()
        let started = Date()
        let run = try runFlipbook(arguments + ["--out", folder.path("out.png").path], in: folder.url)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains(flag) && run.stderr.contains("pages either way"), "\(run.stderr)")
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty, "nothing is written")
    }

    @Test func aConfigsTimelineIsRefusedByItsKey() throws {
        let folder = try TemporaryFolder()
        let config = folder.path("far.yaml")
        try "extends: parallax.onboarding\ntimeline: [0, -1e30]\n".write(to: config, atomically: true, encoding: .utf8)
        let run = try runFlipbook(["strip", config.path, "--out", folder.path("far.png").path])
        #expect(run.status == 2)
        // Refused by the reader at the offset itself: every number has a range (±1000000).
        #expect(run.stderr.contains("`timeline[1]`") && run.stderr.contains("-1e30"), "\(run.stderr)")
        let edge = try runFlipbook(["strip", "parallax.onboarding", "--offsets=-1e9,1e9", "--out", folder.path("edge.png").path])
        #expect(edge.status == 0, "the range's own ends draw: \(edge.stderr)")
    }
}
