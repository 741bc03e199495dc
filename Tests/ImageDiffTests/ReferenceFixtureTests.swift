import Foundation
import ImageCodecs
import ImageDiff
import Testing

/// Counts on committed pairs must equal the reference implementation's.
///
/// The pairs in `Tests/Goldens/pixelmatch/` and the counts below were produced by
/// `Tools/pixelmatch-reference/compare_reference.py --write-fixtures Tests/Goldens/pixelmatch`,
/// which runs the PyPI `pixelmatch` package 0.4.0 (a Python port of mapbox/pixelmatch v5/v6) on each
/// pair as Pillow reads it. `alpha-ramp-20` has semi-transparent colours that Cairo's premultiplied
/// decoding would round (Cairo alone counts 1532 at threshold 0.05); `_cairo-exact` holds the same
/// ramp with colours Cairo represents exactly, as every PNG Flipbook renders does.
@Suite struct ReferenceFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens/pixelmatch")

    /// Per pair: counts for threshold 0.05, 0.1, 0.2, each as (detect AA, include AA), under
    /// pixelmatch 6's rules (`version: .v6`; `PixelmatchVersionTests` has version 7's).
    static let expected: [(String, [Int])] = [
        ("aa-shift-0.25px", [0, 179, 0, 127, 0, 0]),
        ("aa-shift-1px", [40, 302, 40, 282, 39, 220]),
        ("alpha-boost", [1152, 1152, 0, 0, 0, 0]),
        ("alpha-ramp-20", [1511, 1511, 0, 0, 0, 0]),
        ("alpha-ramp-20_cairo-exact", [1532, 1532, 0, 0, 0, 0]),
        ("alpha-recolor", [0, 0, 0, 0, 0, 0]),
        ("alpha-shift-0.25px", [0, 126, 0, 40, 0, 0]),
        ("color-blocks-24", [3392, 3392, 0, 0, 0, 0]),
        ("noise-sparse", [109, 117, 82, 87, 29, 32]),
    ]

    @Test(arguments: expected.map(\.0))
    func countsEqualThePyPIReference(pair: String) throws {
        let counts = try #require(Self.expected.first { $0.0 == pair }?.1)
        let a = try RGBAPixels(contentsOfPNG: Self.fixtures.appendingPathComponent("\(pair)-a.png").path)
        let b = try RGBAPixels(contentsOfPNG: Self.fixtures.appendingPathComponent("\(pair)-b.png").path)
        var index = 0
        for threshold in [0.05, 0.1, 0.2] {
            for includeAA in [false, true] {
                let options = PixelmatchOptions(threshold: threshold, includeAA: includeAA, version: .v6)
                let count = try Pixelmatch.count(a, b, options: options)
                #expect(count == counts[index], "threshold \(threshold), includeAA \(includeAA)")
                index += 1
            }
        }
    }
}
