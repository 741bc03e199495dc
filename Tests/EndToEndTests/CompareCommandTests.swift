import Foundation
import ImageCodecs
import ImageDiff
import TestSupport
import Testing

/// `flipbook compare`, run as a user would: the executable is built beside this test bundle.
@Suite struct CompareCommandTests {
    /// Runs `flipbook compare arguments…`.
    static func run(_ arguments: [String]) throws -> FlipbookRun {
        try runFlipbook(["compare"] + arguments)
    }

    static func fixture(_ name: String) -> String {
        repositoryRoot.appendingPathComponent("Tests/Goldens/pixelmatch").appendingPathComponent(name).path
    }

    @Test func anUnwritableDiffPathIsNamedOnceWithItsReason() throws {
        let a = Self.fixture("noise-sparse-a.png"), b = Self.fixture("noise-sparse-b.png")
        let result = try Self.run([a, b, "--diff", "/nonexistent-flipbook-folder/diff.png"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: cannot write /nonexistent-flipbook-folder/diff.png: the folder /nonexistent-flipbook-folder does not exist — create it first, or choose another path"),
                "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "cannot write").count == 2, "the path is named once: \(result.stderr)")
    }

    @Test func identicalImagesExit0() throws {
        let result = try Self.run([Self.fixture("noise-sparse-a.png"), Self.fixture("noise-sparse-a.png")])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func differentImagesExit1UnlessWithinTheLimit() throws {
        let a = Self.fixture("noise-sparse-a.png"), b = Self.fixture("noise-sparse-b.png")
        #expect(try Self.run([a, b]).status == 1)
        // 82 pixels differ at threshold 0.1 (the PyPI reference's count).
        #expect(try Self.run([a, b, "--max-diff-pixels", "82"]).status == 0)
        #expect(try Self.run([a, b, "--max-diff-pixels", "81"]).status == 1)
        #expect(try Self.run([a, b, "--max-diff-ratio", "0.02"]).status == 0)
        #expect(try Self.run([a, b, "--max-diff-pixels", "1", "--max-diff-ratio", "0.5"]).status == 2)
    }

    @Test func jsonReportsTheCountsBoundsAndPSNR() throws {
        let result = try Self.run([Self.fixture("noise-sparse-a.png"), Self.fixture("noise-sparse-b.png"),
                                   "--threshold", "0.05", "--format", "json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["diffPixels"] as? Int == 109)
        #expect(object["totalPixels"] as? Int == 96 * 72)
        #expect(object["antialiasedPixels"] as? Int == 117 - 109)
        #expect(object["bounds"] is [String: Any])
        #expect(object["psnr"] is Double)
        #expect(object["algorithm"] as? String == "pixelmatch \(Pixelmatch.defaultVersion.release)")
    }

    @Test func diffImageIsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let diff = folder.appendingPathComponent("diff.png").path
        _ = try Self.run([Self.fixture("aa-shift-1px-a.png"), Self.fixture("aa-shift-1px-b.png"), "--diff", diff])
        let image = try RGBAPixels(contentsOfPNG: diff)
        #expect(image.width == 96 && image.height == 72)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["diff.png"])
    }

    @Test func differentSizesAndUnreadableFilesExit2NamingTheProblem() throws {
        let small = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-compare-\(UUID().uuidString).png").path
        try RGBAPixels(width: 10, height: 5, red: 1, green: 2, blue: 3).writePNG(to: small)
        defer { try? FileManager.default.removeItem(atPath: small) }
        let sizes = try Self.run([Self.fixture("noise-sparse-a.png"), small])
        #expect(sizes.status == 2)
        #expect(sizes.stderr.contains("96×72") && sizes.stderr.contains("10×5"))

        let missing = try Self.run([Self.fixture("noise-sparse-a.png"), "/nonexistent/x.png"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/x.png"))
        let threshold = try Self.run([Self.fixture("noise-sparse-a.png"), Self.fixture("noise-sparse-a.png"), "--threshold", "2"])
        #expect(threshold.status == 2)
        #expect(threshold.stderr.contains("--threshold 2.0 is out of range"))
    }
}
