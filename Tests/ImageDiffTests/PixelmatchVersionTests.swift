import Foundation
import ImageCodecs
@testable import ImageDiff
import Testing

/// pixelmatch 7's rules, and 6's kept behind `version: .v6`.
///
/// The counts and diff-image hashes below were produced by running mapbox/pixelmatch's own
/// `index.js` at tags v6.0.0 and v7.2.0 under Node on the committed pairs of `Tests/Goldens/pixelmatch/`
/// as Pillow decodes them (straight RGBA). The same harness reproduces every count of pixelmatch's own
/// test suite on its fixtures (1a/1b … 8a/5b: 143, 106, 143, 12437, 212, 36049, 6, 51, 2448, 32896),
/// which `flipbook compare --pixelmatch-version 7` matched, counts and diff images, when this was written.
/// The `alpha-*` pairs are transparent shapes and ramps, where the two releases differ.
@Suite struct PixelmatchVersionTests {
    /// Per pair: counts for threshold 0.05, 0.1, 0.2, each as (detect AA, include AA), under v7.
    static let version7Counts: [(String, [Int])] = [
        ("aa-shift-0.25px", [0, 179, 0, 127, 0, 0]),
        ("aa-shift-1px", [40, 302, 40, 282, 39, 220]),
        ("alpha-boost", [1152, 1152, 0, 0, 0, 0]),
        ("alpha-ramp-20", [125, 125, 0, 0, 0, 0]),
        ("alpha-ramp-20_cairo-exact", [114, 114, 0, 0, 0, 0]),
        ("alpha-recolor", [0, 0, 0, 0, 0, 0]),
        ("alpha-shift-0.25px", [0, 52, 0, 0, 0, 0]),
        ("color-blocks-24", [3392, 3392, 0, 0, 0, 0]),
        ("noise-sparse", [109, 117, 82, 87, 29, 32]),
    ]

    /// Per pair and option set: pixelmatch 7.2.0's count and the FNV-1a 64 hash of its diff image's RGBA bytes.
    static let version7Diffs: [(pair: String, options: String, count: Int, hash: UInt64)] = [
        ("aa-shift-1px", "default", 40, 0x0b95_8914_5d92_d55e),
        ("aa-shift-1px", "colours", 40, 0x47ac_64b1_446b_4149),
        ("aa-shift-1px", "mask", 40, 0x5dd4_305e_696c_1715),
        ("alpha-boost", "colours", 1152, 0xfbbf_907b_7804_68d8),
        ("alpha-boost", "mask", 1152, 0x73c9_7e2c_7f39_5425),
        ("alpha-ramp-20", "colours", 125, 0x42a2_f2e7_c86a_740f),
        ("alpha-ramp-20_cairo-exact", "mask", 114, 0xe411_b22f_1790_5c01),
        ("alpha-shift-0.25px", "default", 0, 0xb92e_4393_14d8_4b61),
        ("alpha-shift-0.25px", "colours", 0, 0x7a8a_f6bd_11c1_7242),
        ("alpha-shift-0.25px", "white", 0, 0x836f_1851_0191_ad55),
        ("color-blocks-24", "colours", 3392, 0x928a_bad4_b093_eb25),
        ("noise-sparse", "default", 82, 0x1399_ebdd_34bb_8c5c),
        ("noise-sparse", "colours", 109, 0xd0ba_8558_0fc6_7079),
        ("noise-sparse", "mask", 109, 0x6154_dd31_39f6_790b),
    ]

    static func options(_ name: String) -> PixelmatchOptions {
        switch name {
        case "colours":
            PixelmatchOptions(threshold: 0.05, alpha: 0.5, aaColor: DiffColor(red: 0, green: 192, blue: 0),
                              diffColor: DiffColor(red: 255, green: 0, blue: 255), diffColorAlt: .green)
        case "mask": PixelmatchOptions(threshold: 0.05, diffMask: true)
        case "white": PixelmatchOptions(checkerboard: false)
        default: PixelmatchOptions()
        }
    }

    static func pair(_ name: String) throws -> (RGBAPixels, RGBAPixels) {
        let folder = ReferenceFixtureTests.fixtures
        return (try RGBAPixels(contentsOfPNG: folder.appendingPathComponent("\(name)-a.png").path),
                try RGBAPixels(contentsOfPNG: folder.appendingPathComponent("\(name)-b.png").path))
    }

    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    @Test func theDefaultIsTheCurrentRelease() {
        #expect(PixelmatchOptions().version == .v7)
        #expect(PixelmatchVersion.v7.release == "7.2.0" && PixelmatchVersion.v6.release == "6.0.0")
        #expect(PixelmatchVersion(release: "6.0.0") == .v6 && PixelmatchVersion(release: "7.1.1") == .v7)
        #expect(PixelmatchVersion(release: "5.0.0") == nil && PixelmatchVersion(release: "x") == nil)
    }

    /// pixelmatch 7's own unit test: 50 % black and opaque grey look alike on white, not on its pattern.
    @Test func halfTransparentBlackMatchesGreyOnWhiteButNotOnTheCheckerboard() throws {
        let first = try RGBAPixels(width: 1, height: 1, bytes: [0, 0, 0, 128])
        let second = try RGBAPixels(width: 1, height: 1, bytes: [127, 127, 127, 255])
        #expect(try Pixelmatch.count(first, second, options: PixelmatchOptions(checkerboard: false)) == 0)
        #expect(try Pixelmatch.count(first, second) == 1)
        #expect(try Pixelmatch.count(first, second, options: PixelmatchOptions(version: .v6)) == 0)
    }

    /// The pattern depends on the byte offset only: red is 48 at every pixel (offsets are multiples
    /// of 4), green and blue alternate with ⌊k/φ⌋ and ⌊k/φ²⌋.
    @Test func theBackgroundPatternFollowsTheByteOffset() {
        #expect(PixelmatchKernel.background(0, checkerboard: true) == (48, 48, 48))
        #expect(PixelmatchKernel.background(4, checkerboard: true) == (48, 48, 207))    // ⌊4/φ⌋ = 2, ⌊4/φ²⌋ = 1
        #expect(PixelmatchKernel.background(12, checkerboard: true) == (48, 207, 48))   // ⌊12/φ⌋ = 7, ⌊12/φ²⌋ = 4
        for k in stride(from: 0, to: 400, by: 4) {
            let (r, g, b) = PixelmatchKernel.background(k, checkerboard: true)
            #expect(r == 48)
            #expect(g == (Int(Double(k) / 1.618033988749895) % 2 == 0 ? 48 : 207))
            #expect(b == (Int(Double(k) / 2.618033988749895) % 2 == 0 ? 48 : 207))
        }
        #expect(PixelmatchKernel.background(12, checkerboard: false) == (255, 255, 255))
    }

    @Test(arguments: version7Counts.map(\.0))
    func version7CountsEqualTheReference(pair: String) throws {
        let counts = try #require(Self.version7Counts.first { $0.0 == pair }?.1)
        let (a, b) = try Self.pair(pair)
        var index = 0
        for threshold in [0.05, 0.1, 0.2] {
            for includeAA in [false, true] {
                let count = try Pixelmatch.count(a, b, options: PixelmatchOptions(threshold: threshold, includeAA: includeAA))
                #expect(count == counts[index], "threshold \(threshold), includeAA \(includeAA)")
                index += 1
            }
        }
    }

    @Test(arguments: version7Diffs.indices)
    func version7DiffImagesEqualTheReference(case index: Int) throws {
        let expected = Self.version7Diffs[index]
        let (a, b) = try Self.pair(expected.pair)
        let comparison = try Pixelmatch.compare(a, b, options: Self.options(expected.options), drawsDiff: true)
        let image = try #require(comparison.diffImage)
        #expect(comparison.difference.diffPixels == expected.count, "\(expected.pair) \(expected.options)")
        #expect(Self.fnv1a(image.bytes) == expected.hash, "\(expected.pair) \(expected.options)")
    }

    /// The releases differ only where pixels are not opaque: on the opaque pairs every count is equal.
    @Test func opaquePairsCountTheSameUnderBothReleases() throws {
        for pair in ["aa-shift-0.25px", "aa-shift-1px", "color-blocks-24", "noise-sparse"] {
            let (a, b) = try Self.pair(pair)
            for threshold in [0.05, 0.1, 0.2] {
                let six = try Pixelmatch.count(a, b, options: PixelmatchOptions(threshold: threshold, version: .v6))
                let seven = try Pixelmatch.count(a, b, options: PixelmatchOptions(threshold: threshold, version: .v7))
                #expect(six == seven, "\(pair) at \(threshold)")
            }
        }
    }

    /// Splitting into bands must not change version 7's counts either (the pattern follows absolute offsets).
    @Test func bandsDoNotChangeVersion7Counts() throws {
        let (a, b) = try Self.pair("alpha-shift-0.25px")
        let options = PixelmatchOptions(threshold: 0.05, includeAA: true)
        let one = try Pixelmatch.compare(a, b, options: options, drawsDiff: true, bands: 1)
        let seven = try Pixelmatch.compare(a, b, options: options, drawsDiff: true, bands: 7)
        #expect(one.difference == seven.difference)
        #expect(one.diffImage?.bytes == seven.diffImage?.bytes)
        #expect(one.difference.diffPixels == 52)
    }
}
