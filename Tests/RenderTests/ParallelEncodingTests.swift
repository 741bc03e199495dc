import FileFormats
import ImageCodecs
import Render
import SceneModel
import Testing
import Transforms

/// Frames and strips encoded on one thread or several: the same bytes, the same pixels.
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

    @Test("a strip of 12 cells is byte-identical drawn and encoded on 1 or 2 threads")
    func stripOnAnyNumberOfThreads() throws {
        let renderer = try renderer(frames: 12)
        let one = try renderer.stripData(format: .png, concurrency: 1)
        #expect(try renderer.stripData(format: .png, concurrency: 2) == one)
        #expect(try PNGDecoder.decode(one) == renderer.stripImage(concurrency: 1).straightPixels())
    }
}
