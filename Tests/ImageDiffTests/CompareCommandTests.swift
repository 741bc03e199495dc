import Foundation
import ImageDiff
import Testing

/// `flipbook compare`, run as a user would: the executable is built beside this test bundle.
@Suite struct CompareCommandTests {
    static var executable: URL? {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("flipbook") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let executable = try #require(executable, "the flipbook executable is not beside the test bundle: build with `swift build --build-tests`")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["compare"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func fixture(_ name: String) -> String {
        ReferenceFixtureTests.fixtures.appendingPathComponent(name).path
    }

    @Test func anUnwritableDiffPathIsNamedOnceWithItsReason() throws {
        let a = Self.fixture("noise-sparse-a.png"), b = Self.fixture("noise-sparse-b.png")
        let result = try Self.run([a, b, "--diff", "/nonexistent-flipbook-folder/diff.png"])
        #expect(result.status == 2)
        #expect(result.output.contains("error: cannot write /nonexistent-flipbook-folder/diff.png: the folder /nonexistent-flipbook-folder does not exist — choose a path in an existing, writable folder"),
                "\(result.output)")
        #expect(result.output.components(separatedBy: "cannot write").count == 2, "the path is named once: \(result.output)")
    }

    @Test func identicalImagesExit0() throws {
        let result = try Self.run([Self.fixture("noise-sparse-a.png"), Self.fixture("noise-sparse-a.png")])
        #expect(result.status == 0, "\(result.output)")
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
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
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
        let image = try RGBAImage(contentsOfPNG: diff)
        #expect(image.width == 96 && image.height == 72)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["diff.png"])
    }

    @Test func differentSizesAndUnreadableFilesExit2NamingTheProblem() throws {
        let small = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-compare-\(UUID().uuidString).png").path
        try RGBAImage(width: 10, height: 5, red: 1, green: 2, blue: 3).writePNG(to: small)
        defer { try? FileManager.default.removeItem(atPath: small) }
        let sizes = try Self.run([Self.fixture("noise-sparse-a.png"), small])
        #expect(sizes.status == 2)
        #expect(sizes.output.contains("96×72") && sizes.output.contains("10×5"))

        let missing = try Self.run([Self.fixture("noise-sparse-a.png"), "/nonexistent/x.png"])
        #expect(missing.status == 2)
        #expect(missing.output.contains("/nonexistent/x.png"))
        let threshold = try Self.run([Self.fixture("noise-sparse-a.png"), Self.fixture("noise-sparse-a.png"), "--threshold", "2"])
        #expect(threshold.status == 2)
        #expect(threshold.output.contains("--threshold 2.0 is out of range"))
    }
}
