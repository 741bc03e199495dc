import FileFormats
import ImageCodecs
@testable import Render
import SceneModel
import Testing
import Transforms

/// Frames and strips drawn and encoded on one thread or several: the same bytes, the same pixels.
@Suite struct ParallelEncodingTests {
    /// A frame large enough to be compressed in several bands.
    private func renderer(frames: Int = 1) throws -> FrameRenderer {
        var scene = Scene(name: "scale.linear", viewport: Size(width: 1280, height: 720),
                          cardPlacement: .size(Size(width: 360, height: 480)), itemCount: 5, effect: .scale(.layout(.linear)))
        scene.timeline = .sweep(from: 0, to: 4, frames: frames, curve: .linear)
        return try FrameRenderer(scene: scene)
    }

    @Test("a 1280×720 frame's PNG is byte-identical on 1, 2 and 3 threads and decodes to the drawn pixels")
    func frameOnAnyNumberOfThreads() throws {
        let renderer = try renderer()
        let one = try renderer.pngData(offset: 1.5, concurrency: 1)
        #expect(try renderer.pngData(offset: 1.5, concurrency: 2) == one)
        #expect(try renderer.pngData(offset: 1.5, concurrency: 3) == one)
        #expect(try PNGDecoder.decode(one) == renderer.image(offset: 1.5).straightPixels())
    }

    @Test("cards in perspective with their shadows (warps and blurs in bands of rows) draw the same pixels on 1, 2 and 4 threads",
          arguments: [0.3, 1.5, 2.75])
    func perspectiveFrameOnAnyNumberOfThreads(offset: Double) throws {
        var scene = Scene(name: "scale.coverFlow", viewport: Size(width: 300, height: 400), itemCount: 5,
                          effect: .scale(.layout(.coverFlow)), output: OutputOptions(scale: 2))
        scene.drawsShadows = true
        var renderer = try FrameRenderer(scene: scene)
        let one = Pixels(try renderer.image(offset: offset))
        #expect(one.words.contains { $0 >> 24 != 0 && $0 != one.words[0] }, "nothing was drawn")
        for threads in [2, 4] {
            renderer.drawingThreads = threads
            #expect(Pixels(try renderer.image(offset: offset)).words == one.words, "\(threads) threads")
        }
    }

    @Test("a strip of 12 cells is byte-identical drawn and encoded on 1 or 2 threads")
    func stripOnAnyNumberOfThreads() throws {
        let renderer = try renderer(frames: 12)
        let one = try renderer.stripData(format: .png, concurrency: 1)
        #expect(try renderer.stripData(format: .png, concurrency: 2) == one)
        #expect(try PNGDecoder.decode(one) == renderer.stripImage(concurrency: 1).straightPixels())
    }
}
