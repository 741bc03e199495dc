import CairoKit
import Foundation
import ImageCodecs
@testable import Render
import Problems
import SceneModel
import TestSupport
import Testing
import Transforms

/// `card.image` goes through the same PNG limits as every other PNG input: refused from the header.
@Suite struct CardImageLimitTests {
    func error(forCardImage bytes: [UInt8]) throws -> String {
        let folder = try temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/card.png"))
        var scene = smallScene(effect: .scale(.layout(.linear)))
        scene.card.imagePath = folder + "/card.png"
        do {
            _ = try FrameRenderer(scene: scene)
            return "accepted"
        } catch let error as Problem {
            return error.description
        }
    }

    @Test func aSmallFileClaimingAHugeImageIsRefusedFromItsHeader() throws {
        var file = PNGChunkWriter()
        file.appendHeader(PNGHeader(width: 20000, height: 20000, bitDepth: 8, colorType: .rgb))
        file.append("IDAT", try Deflate.zlib([UInt8](repeating: 0, count: 60001), level: 9))
        file.appendEnd()
        let message = try error(forCardImage: file.bytes)
        #expect(message.contains("the image is 20000×20000 px, more than 16384 px per side"), "\(message)")
    }

    @Test func anSVGGivenAsCardImageIsNamedForWhatItIs() throws {
        let message = try error(forCardImage: Array("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8))
        #expect(message.contains("could not be read: not a PNG (starts with `<svg`)"), "\(message)")
    }
}
