import CairoKit
import Config
import Foundation
import Render
import SceneModel
import Testing
import Transforms

/// The README's strips (docs/strips/*.png) show what the binary renders. They are compared by
/// decoded pixels, not PNG bytes, so a change of PNG encoder does not fail this test while any change
/// to the drawing does: then regenerate them with `bash Tools/regenerate.sh --strips`.
@Suite struct ReadmeStripTests {
    static let strips = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/strips").standardizedFileURL

    /// The README shows a strip of each of the 22 layouts (`bash Tools/regenerate.sh --strips` draws them).
    static var presets: [String] { NamedLayout.allNames }

    @Test("each of the 22 layouts has a strip in docs/strips")
    func everyLayoutHasAStrip() {
        #expect(Self.presets.count == 22)
        for preset in Self.presets {
            #expect(FileManager.default.fileExists(atPath: Self.strips.appendingPathComponent(preset + ".png").path), "\(preset)")
        }
    }

    @Test("each README strip has exactly the pixels `flipbook strip PRESET --offsets 1,1.25,1.5,1.75,2 --scale 0.5` draws",
          arguments: presets)
    func stripMatchesTheRenderer(preset: String) throws {
        var overrides = SceneOverrides()
        overrides.timeline = .offsets([1, 1.25, 1.5, 1.75, 2])
        overrides.scale = 0.5
        let scene = overrides.applied(to: try SceneLoader.load(presetOrPath: preset))
        let drawn = try FrameRenderer(scene: scene).stripImage()
        let committed = try ImageSurface(contentsOfPNG: Self.strips.appendingPathComponent(preset + ".png").path)
        #expect(committed.width == drawn.width && committed.height == drawn.height)
        guard committed.width == drawn.width, committed.height == drawn.height else { return }
        var differing = 0
        for y in 0..<drawn.height {
            let a = UnsafeRawPointer(drawn.pixels + y * drawn.stride), b = UnsafeRawPointer(committed.pixels + y * committed.stride)
            for x in 0..<drawn.width where a.load(fromByteOffset: x * 4, as: UInt32.self) != b.load(fromByteOffset: x * 4, as: UInt32.self) {
                differing += 1
            }
        }
        #expect(differing == 0, "docs/strips/\(preset).png differs from the renderer in \(differing) pixels — run bash Tools/regenerate.sh --strips")
    }
}
