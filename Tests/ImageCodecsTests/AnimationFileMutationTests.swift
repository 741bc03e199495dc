import FileFormats
@testable import ImageCodecs
import Testing
import TestSupport

/// The GIF, WebP and APNG readers (`AnimationFile.decode`, which animated snapshots run on
/// reference files from disk) never trap on damaged input: every mutated file is either read, with
/// whole frames, or refused with a `Problem`. A trap would end the test process, so this
/// test fails by crashing. `flipbook-fuzz` cannot reach these readers (no CLI command reads an
/// animation), hence this in-process property test.
@Suite struct AnimationFileMutationTests {
    /// Small animations the encoders wrote: opaque and with transparency.
    static let seeds: [(AnimationFormat, [UInt8])] = {
        var out: [(AnimationFormat, [UInt8])] = []
        for format in [AnimationFormat.gif, .webp, .apng] {
            for alpha in [false, true] {
                let frames = swipeFrames(count: 4, width: 40, height: 24, alpha: alpha)
                if let bytes = try? encode(frames, as: format, settings: AnimationSettings(framesPerSecond: 10, loopCount: 2)).bytes {
                    out.append((format, bytes))
                }
            }
        }
        return out
    }()

    @Test("4000 seeded mutations of GIF, WebP and APNG files are read whole or refused, never trap")
    func mutatedFilesAreReadOrRefused() throws {
        try #require(Self.seeds.count == 6, "the encoders did not write the seeds")
        var random = SplitMix64(seed: 0xF11B_00C5)
        var read = 0, refused = 0
        for _ in 0..<4000 {
            let (format, seed) = Self.seeds.randomElement(using: &random)!
            var bytes = Self.mutate(seed, random: &random)
            // Most damaged APNG chunks fail their CRC at once; re-sign half of them so the damage
            // reaches the chunk parsers and libspng.
            if format == .apng && Bool.random(using: &random) { Self.resign(&bytes) }
            do {
                let file = try AnimationFile.decode(bytes)
                #expect(file.frames.count == file.durations.count)
                #expect(file.frames.allSatisfy { $0.width == file.width && $0.height == file.height && $0.bytes.count == file.width * file.height * 4 })
                read += 1
            } catch {
                #expect(!error.what.isEmpty && !error.fix.isEmpty)
                refused += 1
            }
        }
        // Both outcomes happen: the mutations are neither all harmless nor all fatal.
        #expect(read > 100 && refused > 100, "read \(read), refused \(refused)")
    }

    @Test("a GIF frame placed past the canvas, or larger than it, is clipped or refused, not a trap")
    func gifFramesOutsideTheCanvas() throws {
        let seed = try #require(Self.seeds.first { $0.0 == .gif }?.1)
        // Every image descriptor (0x2C, after a graphics control block's terminator) gets its
        // left/top pushed past the canvas, then its width/height made huge.
        let descriptors = seed.indices.filter { $0 >= 1 && seed[$0] == 0x2C && seed[$0 - 1] == 0 && $0 + 9 < seed.count }
        try #require(!descriptors.isEmpty)
        // Each with every disposal (the graphics control block's packed byte, 5 bytes before).
        for (field, value) in [(1, UInt16.max), (3, UInt16.max), (1, 39), (3, 23), (5, UInt16.max), (7, UInt16.max)] {
          for disposal in UInt8(0)...3 {
            var bytes = seed
            for k in descriptors {
                bytes[k - 5] = bytes[k - 5] & 0b1110_0011 | disposal << 2
                bytes[k + field] = UInt8(value & 0xFF)
                bytes[k + field + 1] = UInt8(value >> 8)
            }
            do {
                let file = try AnimationFile.decode(bytes)
                #expect(file.frames.count == 4 && file.frames.allSatisfy { $0.bytes.count == 40 * 24 * 4 })
            } catch {
                // Only a frame larger than its data is refused; a misplaced one is clipped.
                #expect(field >= 5, "field \(field) = \(value), disposal \(disposal): \(error)")
            }
          }
        }
    }

    /// Recomputes the CRC of every whole chunk of a PNG (after the 8-byte signature).
    static func resign(_ bytes: inout [UInt8]) {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { return }
            let end = offset + 8 + length
            let crc = bytes[offset + 4..<end].withUnsafeBytes { Deflate.crc32($0) }
            for k in 0..<4 { bytes[end + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(k))) }
            offset = end + 4
        }
    }

    /// One to four damages: flipped bits, bytes set to 0x00/0xFF, 16- and 32-bit fields set to
    /// extremes, cuts, or a repeated slice.
    static func mutate(_ seed: [UInt8], random: inout SplitMix64) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...4, using: &random) where bytes.count > 8 {
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: bytes[at] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
            case 1: bytes[at] = Bool.random(using: &random) ? 0 : 0xFF
            case 2:
                let value: UInt8 = Bool.random(using: &random) ? 0xFF : 0
                for k in at..<min(bytes.count, at + (Bool.random(using: &random) ? 2 : 4)) { bytes[k] = value }
            case 3: bytes.removeSubrange(at...)
            case 4:
                let end = min(bytes.count, at + Int.random(in: 1...64, using: &random))
                bytes.insert(contentsOf: bytes[at..<end], at: at)
            default: bytes[at] = UInt8.random(in: 0...255, using: &random)
            }
        }
        return bytes
    }
}
