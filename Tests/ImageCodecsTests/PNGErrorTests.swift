import Problems
import ImageCodecs
import Testing
import TestSupport

/// What the decoder says about files it cannot read, and the limits it applies from the header.
@Suite struct PNGErrorTests {
    static func png() throws -> [UInt8] {
        try PNGEncoder.encode(randomPixels(width: 20, height: 10, seed: 2))
    }

    /// Offset of the first byte of chunk `type`'s data.
    static func dataOffset(of type: String, in png: [UInt8]) -> Int {
        let typeBytes = Array(type.utf8)
        var i = 8
        while i + 8 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            if Array(png[(i + 4)..<(i + 8)]) == typeBytes { return i + 8 }
            i += 12 + length
        }
        return -1
    }

    func message(_ bytes: [UInt8], limits: PNGLimits = .standard) -> String {
        do {
            _ = try PNGDecoder.decode(bytes, limits: limits)
            return "decoded"
        } catch {
            return error.description
        }
    }

    @Test func textFilesAreNotPNGsAndTheMessageShowsHowTheyStart() {
        #expect(message(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)) == "not a PNG (starts with `<svg`)")
        #expect(message(Array("hello".utf8)) == "not a PNG (starts with `hello`)")
        #expect(message([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49]) == "not a PNG (starts with `\\xff\\xd8\\xff\\xe0\\x00\\x10JF`)")
        #expect(message([]) == "not a PNG (the file is empty)")
    }

    @Test func aBadCRCInTheImageDataIsNamed() throws {
        var png = try Self.png()
        let data = Self.dataOffset(of: "IDAT", in: png)
        let length = Int(png[data - 8]) << 24 | Int(png[data - 7]) << 16 | Int(png[data - 6]) << 8 | Int(png[data - 5])
        png[data + length] ^= 0x55 // the IDAT chunk's CRC
        #expect(message(png).hasPrefix("PNG damaged: bad CRC in"))
        #expect(message(png).contains("IDAT"))
    }

    @Test func aBadCRCInTheHeaderIsNamed() throws {
        var png = try Self.png()
        png[29] ^= 1 // IHDR's CRC
        // libspng checks a chunk's CRC when it reads the next one, so IHDR's shows among the chunks.
        #expect(message(png).hasPrefix("PNG damaged: bad CRC in the IHDR chunk"))
    }

    @Test func badZlibDataIsNamed() throws {
        // Valid chunks around compressed data that is not a zlib stream.
        var file = PNGChunkWriter()
        file.appendHeader(PNGHeader(width: 4, height: 4, bitDepth: 8, colorType: .rgb))
        file.append("IDAT", [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        file.appendEnd()
        #expect(message(file.bytes).hasPrefix("PNG damaged: bad zlib data"))
    }

    @Test func truncatedFilesAreNamed() throws {
        let png = try Self.png()
        #expect(message(Array(png.prefix(png.count - 20))).hasPrefix("PNG truncated"))
        #expect(message(Array(png.prefix(5))).hasPrefix("PNG truncated"))
        #expect(message(Array(png.prefix(20))).hasPrefix("PNG truncated"))
    }

    /// A small file that claims a huge image: refused from the header, before any pixel memory.
    static func claiming(width: Int, height: Int) throws -> [UInt8] {
        var file = PNGChunkWriter()
        file.appendHeader(PNGHeader(width: width, height: height, bitDepth: 8, colorType: .rgba))
        file.append("IDAT", try Deflate.zlib([UInt8](repeating: 0, count: 1000), level: 9))
        file.appendEnd()
        return file.bytes
    }

    @Test func hugeClaimsAreRefusedFromTheHeader() throws {
        #expect(message(try Self.claiming(width: 20000, height: 20000)) == "the image is 20000×20000 px, more than 16384 px per side")
        #expect(message(try Self.claiming(width: 16384, height: 16384))
            == "decoding a 16384×16384 px image would need about 1.0 GiB of memory, more than the 768 MiB limit")
        let tight = PNGLimits(maximumSide: 100, memoryBudget: 1000)
        #expect(message(try Self.claiming(width: 20, height: 20), limits: tight).contains("would need about 1 MiB of memory"))
    }

    @Test func limitsAddUpSeveralImages() {
        let limits = PNGLimits.standard
        #expect(throws: Problem.self) { try limits.checkMemory(3 * PNGLimits.decodedBytes(width: 16384, height: 16384), for: "comparing") }
        #expect(throws: Never.self) { try limits.checkMemory(3 * PNGLimits.decodedBytes(width: 8192, height: 8192), for: "comparing") }
        #expect(PNGLimits.describe(bytes: 3 << 30) == "3.0 GiB")
    }

    @Test func randomDamageNeverReportsOutOfMemory() throws {
        let png = try Self.png()
        var generator = SplitMix64(seed: 11)
        for _ in 0..<3000 {
            var damaged = png
            for _ in 0..<(1 + Int(generator.next() % 3)) {
                damaged[Int(generator.next() % UInt64(png.count))] = generator.byte()
            }
            do {
                _ = try PNGDecoder.decode(damaged)
            } catch {
                if error.kind == .outOfMemory { Issue.record("damage reported as \(error)") }
            }
        }
    }
}
