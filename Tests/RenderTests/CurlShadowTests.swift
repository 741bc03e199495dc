import CairoKit
@testable import Render
import Testing

/// The page curl's shadow is gathered and blurred at a reduced resolution; these pin that it is
/// the full-resolution blur exactly for small blurs and stays within a few levels of it otherwise
/// (the three-box approximation's own rounding of σ differs between the two resolutions).
@Suite struct CurlShadowTests {
    /// A coverage picture: a filled slanted band with an antialiased-looking ramp on one side.
    func coverage(column: Int, row: Int) -> UInt32 {
        let edge = 90 + row / 3
        if column < edge { return 255 }
        if column < edge + 3 { return UInt32(255 - 80 * (column - edge)) }
        return 0
    }

    /// The darkening `amount / darkness` (0…255) the shadow gives at every pixel.
    func shadow(width: Int, height: Int, sigma: Double) throws -> (values: [Int], reduction: Int) {
        let mask = try #require(ShadowMask(width: width, height: height, sigma: sigma, opacity: 1))
        for row in 0..<height {
            let cells = mask.sums(ofRow: row)
            for column in 0..<width { mask.add(coverage: coverage(column: column, row: row), column: column, to: cells) }
        }
        let darkness = try mask.blurred()
        var values: [Int] = []
        for row in 0..<height {
            let line = darkness.row(row)
            for column in 0..<width { values.append(line.amount(column: column) / darkness.darkness) }
        }
        return (values, mask.reduction)
    }

    /// The same coverage blurred at full resolution with σ.
    func fullResolution(width: Int, height: Int, sigma: Double) throws -> [Int] {
        let image = try ImageSurface(width: width, height: height, format: .alpha8)
        for row in 0..<height { for column in 0..<width { image.pixels[row * image.stride + column] = UInt8(coverage(column: column, row: row)) } }
        try image.blur(sigma: sigma)
        var values: [Int] = []
        for row in 0..<height { for column in 0..<width { values.append(Int(image.pixels[row * image.stride + column])) } }
        return values
    }

    @Test func aSmallBlurIsTheFullResolutionBlurExactly() throws {
        let result = try shadow(width: 97, height: 61, sigma: 3)
        #expect(result.reduction == 1)
        #expect(result.values == (try fullResolution(width: 97, height: 61, sigma: 3)))
    }

    @Test(arguments: [5.0, 8.0, 16.0])
    func aWideBlurAtReducedResolutionStaysWithinAFewLevels(sigma: Double) throws {
        let width = 400, height = 300
        let result = try shadow(width: width, height: height, sigma: sigma)
        #expect(result.reduction > 1)
        let exact = try fullResolution(width: width, height: height, sigma: sigma)
        // Away from the picture's border (3σ, where the reduced grid's partial last cell moves the
        // edge by up to f − 1 px).
        let margin = Int(3 * sigma) + 4
        var worst = 0, at = (0, 0)
        for row in margin..<(height - margin) { for column in margin..<(width - margin) {
            let difference = abs(result.values[row * width + column] - exact[row * width + column])
            if difference > worst { worst = difference; at = (column, row) }
        } }
        // 12 of 255 in the mask: at the preset's shadowOpacity 0.4, under 5 levels of colour.
        #expect(worst <= 12, "σ \(sigma): worst difference \(worst) of 255 at \(at): \(result.values[at.1 * width + at.0]) vs \(exact[at.1 * width + at.0])")
    }

    @Test func noShadowWithoutOpacity() {
        #expect(ShadowMask(width: 10, height: 10, sigma: 8, opacity: 0) == nil)
    }
}
