import Foundation
import ImageCodecs
import ImageDiff
import Problems
import Testing

/// `compare`'s inputs: sizes and memory are checked from the headers before any pixel is decoded.
@Suite struct ComparisonLimitTests {
    /// A few hundred bytes that claim a `width × height` RGB image.
    static func claiming(width: Int, height: Int) throws -> [UInt8] {
        var file = PNGChunkWriter()
        file.appendHeader(PNGHeader(width: width, height: height, bitDepth: 8, colorType: .rgb))
        file.append("IDAT", try Deflate.zlib([UInt8](repeating: 0, count: 1000), level: 9))
        file.appendEnd()
        return file.bytes
    }

    static func write(_ files: [String: [UInt8]]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-limits-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        return folder
    }

    @Test func aPairOverTheMemoryBudgetIsRefusedWithTheEstimate() throws {
        let png = try Self.claiming(width: 9000, height: 9000)
        let folder = try Self.write(["a.png": png, "b.png": png])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            _ = try RGBAPixels.loadForComparison([folder + "/a.png", folder + "/b.png"], drawsDiff: true)
            Issue.record("two 9000² images and a diff image were accepted")
        } catch {
            // 3 × 9000 × 9000 × 4 bytes.
            #expect(error.description.contains("would need about 927 MiB of memory, more than the 768 MiB limit"), "\(error)")
            #expect(error.description.contains("9000×9000 px"))
        }
    }

    @Test func aHugeClaimIsRefusedOnItsOwnAndNamesTheFile() throws {
        let folder = try Self.write(["a.png": try Self.claiming(width: 20000, height: 20000), "b.png": try Self.claiming(width: 4, height: 4)])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: Problem.badPNG(path: folder + "/a.png", problem: .imageTooLarge("the image is 20000×20000 px, more than 16384 px per side"))) {
            _ = try RGBAPixels.loadForComparison([folder + "/a.png", folder + "/b.png"], drawsDiff: false)
        }
    }

    @Test func differentSizesAreReportedBeforeDecoding() throws {
        // Neither file has valid image data: only the headers are read.
        let folder = try Self.write(["a.png": try Self.claiming(width: 40, height: 30), "b.png": try Self.claiming(width: 30, height: 40)])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: Problem.sizeMismatch(expectedWidth: 40, expectedHeight: 30, actualWidth: 30, actualHeight: 40)) {
            _ = try RGBAPixels.loadForComparison([folder + "/a.png", folder + "/b.png"], drawsDiff: false)
        }
    }

    @Test func aFolderAndATextFileAreNamedForWhatTheyAre() throws {
        let folder = try Self.write(["svg.png": Array("<svg/>".utf8)])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: Problem.badPNG(path: folder + "/svg.png", problem: .notPNG(start: "<svg/>"))) {
            _ = try RGBAPixels(contentsOfPNG: folder + "/svg.png")
        }
        #expect(throws: Problem.badPNG(path: folder, problem: .unreadable(.folder))) {
            _ = try RGBAPixels(contentsOfPNG: folder)
        }
    }
}
