// SVG frames against PNG frames of the same scenes, side by side (issue #24).
import Config
import Dispatch
import Foundation
import Render
import SceneModel
import Transforms

/// Part of `flipbook-bench render`: for scenes with shadows, perspective and blur at 1280×720,
/// the time to draw, encode and write one SVG frame against one PNG frame (alternating rounds,
/// best of each), their ratio (target ≤ 1.0×), and both files' bytes.
func svgVersusPNGBench(folder: String) throws {
    print("")
    print("SVG frame vs PNG frame, 1280×720, draw + encode + write | PNG ms | SVG ms | SVG/PNG | PNG bytes | SVG bytes | SVG/PNG bytes")
    // The last scene: coverFlow's cards filled with a two-stop gradient, drawn as a mesh of
    // fitted cells under perspective (no preset has a gradient there).
    let scenes = [("scale.linear", 2.0), ("stack.tinder", 1.4), ("scale.coverFlow", 1.35), ("scale.blur", 1.35), ("parallax.cards", 1.35),
                  ("coverFlow+gradient", 1.35)]
    for (name, offset) in scenes {
        var scene = try SceneLoader.load(presetOrPath: name == "coverFlow+gradient" ? "scale.coverFlow" : name)
        if name == "coverFlow+gradient" {
            scene.card.fill = .gradient(Color(red: 1, green: 0.18, blue: 0.33), Color(red: 0.04, green: 0.52, blue: 1))
        }
        scene.viewport = Size(width: 1280, height: 720)
        scene.cardPlacement = .size(Size(width: 360, height: 480))
        scene.output.scale = 1
        let renderer = try FrameRenderer(scene: scene)
        let file = name.replacingOccurrences(of: " ", with: "-")
        let png = folder + "/side-\(file).png", svg = folder + "/side-\(file).svg"
        try FrameFiles(renderer).write(.frame(offset: offset, format: .png), to: png)
        try FrameFiles(renderer).write(.frame(offset: offset, format: .svg), to: svg)
        var pngBest = Double.infinity, svgBest = Double.infinity
        for _ in 0..<8 {
            pngBest = min(pngBest, try seconds(repeat: 4) { try FrameFiles(renderer).write(.frame(offset: offset, format: .png), to: png) })
            svgBest = min(svgBest, try seconds(repeat: 4) { try FrameFiles(renderer).write(.frame(offset: offset, format: .svg), to: svg) })
        }
        let pngBytes = FileManager.default.contents(atPath: png)?.count ?? 0
        let svgBytes = FileManager.default.contents(atPath: svg)?.count ?? 0
        print(String(format: "  %@ offset %.2f               | %6.2f | %6.2f | %6.3f× | %9d | %9d | %6.3f×", name.padding(toLength: 18, withPad: " ", startingAt: 0), offset,
                     pngBest * 1000, svgBest * 1000, svgBest / pngBest, pngBytes, svgBytes, Double(svgBytes) / Double(max(1, pngBytes))))
    }
    print("  (target: SVG/PNG time ≤ 1.0×)")
}

/// Seconds per call of `body`, over `count` calls.
private func seconds(repeat count: Int, _ body: () throws -> Void) throws -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<count { try body() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(count)
}
