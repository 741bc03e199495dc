import Foundation
import TestSupport
import Testing

/// Case 6 of the third reliability pass: memory by arithmetic before allocation, and the README's
/// "about 1 GB" measured: each run's peak RSS is the child's own (GNU time, `boundedRun`).
@Suite(.serialized) struct MemoryTests {
    static let gibibyte = 1 << 30

    /// Case 6's card image: 14188² px, the largest square within the PNG input limit, decoded into
    /// the Cairo surface's own memory (768 MiB once, not a straight copy beside it).
    @Test func aCardImageOf14188SquarePixelsStaysUnder1GB() throws {
        let folder = try TemporaryFolder(files: ["card.yaml": "extends: scale.coverFlow\ncard: {image: big.png}\n"])
        try Data(transparentPNG(side: 14188)).write(to: folder.path("big.png"))
        let run = try boundedRun(["strip", "card.yaml", "--out", "s.png", "--offsets", "0,1"], in: folder.url, timeout: 600)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.peakBytes < Self.gibibyte, "peak \(run.peakBytes >> 20) MiB")
    }

    /// Case 6's snapshot grid (pieces of 2 % of the card, 10 000 items all visible: 25 million
    /// pieces, about 8 GB) is refused at once, naming the two settings, by `validate` and `strip`.
    @Test(arguments: [["validate", "grid.yaml"], ["strip", "grid.yaml", "--out", "g.png"]])
    func theIssuesSnapshotGridIsRefusedBeforeAllocating(arguments: [String]) throws {
        let folder = try TemporaryFolder(files: ["grid.yaml": """
            extends: snapshot.grid
            itemCount: 10000
            numberOfVisibleItems: 10000
            effect: {snapshot: {pieceSizeRatio: [0.02, 0.02]}}

            """])
        let run = try boundedRun(arguments, in: folder.url, timeout: 60)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.stderr.contains("every frame would hold 10000 laid-out items × 2500 snapshot pieces each"), "\(run.stderr)")
        #expect(run.stderr.contains("`effect.snapshot.pieceSizeRatio`") && run.stderr.contains("`numberOfVisibleItems`"), "\(run.stderr)")
        #expect(run.peakBytes < 200 << 20, "peak \(run.peakBytes >> 20) MiB")
        #expect(!FileManager.default.fileExists(atPath: folder.path("g.png").path))
    }

    /// The same grid with 300 visible items is within the layout limit, and renders within 1 GB.
    @Test func aSnapshotGridWithinTheLimitRendersUnder1GB() throws {
        let folder = try TemporaryFolder(files: ["grid.yaml": """
            extends: snapshot.grid
            itemCount: 10000
            numberOfVisibleItems: 300
            effect: {snapshot: {pieceSizeRatio: [0.02, 0.02]}}

            """])
        let run = try boundedRun(["strip", "grid.yaml", "--out", "g.png", "--offsets", "0,0.5,1"], in: folder.url, timeout: 300)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.peakBytes < Self.gibibyte, "peak \(run.peakBytes >> 20) MiB")
    }

    /// `check` compares a golden's size on its PNG header: a 14188² golden beside a 60×80 rendering
    /// is a size mismatch without its 768 MiB ever being decoded.
    @Test func checkComparesAGoldensSizeBeforeDecodingIt() throws {
        let folder = try TemporaryFolder()
        let goldens = folder.path("goldens/scale.linear")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try Data(transparentPNG(side: 14188)).write(to: goldens.appendingPathComponent("frame-0001.png"))
        let run = try boundedRun(["check", "scale.linear", "--goldens", "goldens", "--offsets", "0", "--viewport", "60x80",
                                  "--record", "never", "--out", "report"], in: folder.url, timeout: 120)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.stdout.contains("the golden is 14188×14188 px but the rendering is 60×80 px"), "\(run.output)")
        #expect(run.peakBytes < 300 << 20, "peak \(run.peakBytes >> 20) MiB")
    }
}

/// A `side × side` PNG of transparent black pixels, made without holding its pixels: every byte
/// of the image data (filter bytes and pixels) is 0, so its zlib stream is a fixed-Huffman DEFLATE
/// block of one literal 0 and then back-references of 258 bytes at distance 1 (about 5 MB for
/// 14188²).
func transparentPNG(side: Int) -> [UInt8] {
    let count = side * (1 + side * 4)
    var bits = DeflateBits()
    bits.write(1, count: 1) // BFINAL
    bits.write(1, count: 2) // BTYPE 01: fixed Huffman codes
    bits.writeCode(0x30, length: 8) // literal 0
    var left = count - 1
    while left >= 258 {
        bits.writeCode(0xC5, length: 8) // length 258 (symbol 285)
        bits.writeCode(0, length: 5) // distance 1
        left -= 258
    }
    for _ in 0..<left { bits.writeCode(0x30, length: 8) }
    bits.writeCode(0, length: 7) // end of block
    let adler = UInt32(count % 65_521) << 16 | 1
    let header = bigEndian(UInt32(side)) + bigEndian(UInt32(side)) + [8, 6, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + pngChunk("IHDR", header)
        + pngChunk("IDAT", [0x78, 0x01] + bits.bytes + bigEndian(adler)) + pngChunk("IEND", [])
}

/// DEFLATE's bit order: values least significant bit first, Huffman codes most significant first.
struct DeflateBits {
    var bytes: [UInt8] = []
    private var used = 8

    mutating func write(_ value: UInt32, count: Int) {
        for index in 0..<count {
            if used == 8 {
                bytes.append(0)
                used = 0
            }
            bytes[bytes.count - 1] |= UInt8((value >> index) & 1) << used
            used += 1
        }
    }

    mutating func writeCode(_ code: UInt32, length: Int) {
        for index in stride(from: length - 1, through: 0, by: -1) { write(code >> index & 1, count: 1) }
    }
}
