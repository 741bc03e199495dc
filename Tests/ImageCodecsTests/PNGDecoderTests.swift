import Problems
import Foundation
import ImageCodecs
import Testing
import TestSupport

/// The libspng decoder: every PNG form against independently written files, errors in words,
/// and limits checked on the header before any pixels are decoded.
@Suite struct PNGDecoderTests {
    /// One PNG form: colour type, bit depth, interlacing, transparency.
    struct Form: CustomStringConvertible, Sendable {
        var colorType: PNGHeader.ColorType
        var bitDepth: Int
        var interlaced: Bool
        var transparency = false
        var description: String { "\(colorType) \(bitDepth)-bit\(interlaced ? " Adam7" : "")\(transparency ? " tRNS" : "")" }
    }

    static let forms: [Form] = {
        var forms: [Form] = []
        let depths: [(PNGHeader.ColorType, [Int])] = [(.grey, [1, 2, 4, 8, 16]), (.rgb, [8, 16]), (.palette, [1, 2, 4, 8]),
                                                      (.greyAlpha, [8, 16]), (.rgba, [8, 16])]
        for (type, bitDepths) in depths {
            for depth in bitDepths {
                for interlaced in [false, true] {
                    forms.append(Form(colorType: type, bitDepth: depth, interlaced: interlaced))
                }
            }
        }
        forms.append(Form(colorType: .grey, bitDepth: 8, interlaced: false, transparency: true))
        forms.append(Form(colorType: .rgb, bitDepth: 16, interlaced: true, transparency: true))
        forms.append(Form(colorType: .palette, bitDepth: 4, interlaced: true, transparency: true))
        return forms
    }()

    /// Writes a 37×19 image of `form` with libspng's encoder and returns it with the straight
    /// RGBA every decoder should read from it (16-bit: the high byte; low depths: bit replication).
    static func sample(_ form: Form) throws -> (png: [UInt8], expected: [UInt8]) {
        let width = 37, height = 19, depth = form.bitDepth, channels = form.colorType.channels
        var generator = SplitMix64(seed: UInt64(depth * 31 + Int(form.colorType.rawValue)))
        let maxSample = (1 << depth) - 1
        let paletteSize = form.colorType == .palette ? Swift.min(256, 1 << depth) : 0
        let palette = (0..<paletteSize).map { _ in (generator.byte(), generator.byte(), generator.byte()) }
        let paletteAlpha = form.transparency ? (0..<paletteSize).map { _ in generator.byte() } : []
        let rowBytes = (width * channels * depth + 7) / 8
        var samples = [UInt8](repeating: 0, count: rowBytes * height)
        var values = [[Int]](repeating: [], count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var pixel: [Int] = []
                for c in 0..<channels {
                    // Every tenth pixel repeats a fixed value, so tRNS keys match somewhere.
                    let value = x % 10 == 3 ? Swift.min(maxSample, 7) : Int(generator.next() % UInt64(form.colorType == .palette ? paletteSize : maxSample + 1))
                    pixel.append(value)
                    let index = x * channels + c
                    switch depth {
                    case 16:
                        samples[y * rowBytes + index * 2] = UInt8(value >> 8)
                        samples[y * rowBytes + index * 2 + 1] = UInt8(value & 0xFF)
                    case 8:
                        samples[y * rowBytes + index] = UInt8(value)
                    default:
                        let bit = index * depth
                        samples[y * rowBytes + bit / 8] |= UInt8(value << (8 - depth - bit % 8))
                    }
                }
                values[y * width + x] = pixel
            }
        }
        let key: (UInt16, UInt16, UInt16)? = form.transparency && form.colorType != .palette ? (7, 7, 7) : nil
        guard let png = spngEncoded(width: width, height: height, bitDepth: depth, colorType: form.colorType, interlaced: form.interlaced,
                                    samples: samples, palette: palette, paletteAlpha: paletteAlpha, transparentKey: key) else {
            throw Problem.unsupportedPNG("libspng could not write \(form)")
        }
        func eight(_ v: Int) -> UInt8 { depth == 16 ? UInt8(v >> 8) : UInt8(v * 255 / maxSample) }
        var expected: [UInt8] = []
        for pixel in values {
            switch form.colorType {
            case .grey:
                expected += [eight(pixel[0]), eight(pixel[0]), eight(pixel[0]), key != nil && pixel[0] == 7 ? 0 : 255]
            case .rgb:
                expected += [eight(pixel[0]), eight(pixel[1]), eight(pixel[2]), key != nil && pixel == [7, 7, 7] ? 0 : 255]
            case .palette:
                let entry = palette[pixel[0]]
                expected += [entry.0, entry.1, entry.2, paletteAlpha.isEmpty ? 255 : paletteAlpha[pixel[0]]]
            case .greyAlpha:
                expected += [eight(pixel[0]), eight(pixel[0]), eight(pixel[0]), eight(pixel[1])]
            case .rgba:
                expected += [eight(pixel[0]), eight(pixel[1]), eight(pixel[2]), eight(pixel[3])]
            }
        }
        return (png, expected)
    }

    @Test(arguments: forms)
    func decodesEveryFormToStraightRGBA(form: Form) throws {
        let (png, expected) = try Self.sample(form)
        let header = try PNGDecoder.header(of: png)
        #expect(header == PNGHeader(width: 37, height: 19, bitDepth: form.bitDepth, colorType: form.colorType, interlaced: form.interlaced))
        let pixels = try PNGDecoder.decode(png)
        #expect(pixels.width == 37 && pixels.height == 19)
        #expect(pixels.bytes == expected)
        #expect(pixels.isOpaque == !expected.enumerated().contains { $0.offset % 4 == 3 && $0.element != 255 })
    }

    /// `Tests/Goldens/pixelmatch/png-formats/`: files written by pypng with the RGBA Pillow decodes.
    static let pillowFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens/pixelmatch/png-formats")
    static let pillowNames = ((try? FileManager.default.contentsOfDirectory(atPath: pillowFolder.path)) ?? [])
        .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()

    @Test func everyPillowFixtureIsPresent() {
        #expect(Self.pillowNames.count == 18)
    }

    @Test(arguments: pillowNames)
    func decodesLikePillow(name: String) throws {
        let png = Array(try Data(contentsOf: Self.pillowFolder.appendingPathComponent(name + ".png")))
        let rgba = Array(try Data(contentsOf: Self.pillowFolder.appendingPathComponent(name + ".rgba")))
        let pixels = try PNGDecoder.decode(png)
        #expect(pixels.width == 13 && pixels.height == 7)
        #expect(pixels.bytes == rgba)
    }
}
