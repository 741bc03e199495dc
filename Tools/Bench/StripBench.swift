// Where a strip's time goes, on one core and on two: the profile behind issue #36's strip target.
import CairoKit
import Dispatch
import Foundation
import Outputs
import Render
import SceneModel
import Transforms

/// `flipbook-bench strip`: the 24-cell strip of `flipbook-bench render`, split into its phases
/// (cells and decorations drawn, PNG encoded, file written) on 1 and 2 threads, each with the CPU
/// seconds it kept busy per wall second. A phase whose 2-thread time is not near half its 1-thread
/// time is where the strip serialises; a CPU/wall figure near 1.0 on 2 threads says the second
/// thread sat idle (or the machine is busy: the load average is printed at the end).
func stripBench() throws {
    let folder = NSTemporaryDirectory() + "flipbook-strip-bench-\(ProcessInfo.processInfo.processIdentifier)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let renderer = try FrameRenderer(scene: benchStripScene())
    let layout = try renderer.stripLayout()
    print("strip: \(layout.offsets.count) cells of \(layout.cellWidth)×\(layout.cellHeight) px, \(layout.width)×\(layout.height) px in all")

    struct Phase { var wall = Double.infinity, busy = 0.0 }
    var phases: [String: [Int: Phase]] = [:]
    func measure(_ name: String, cores: Int, repeat count: Int = 6, _ body: () throws -> Void) rethrows {
        try body()
        let cpu = benchCPUSeconds(), start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<count { try body() }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(count)
        let busy = (benchCPUSeconds() - cpu) / (wall * Double(count))
        if wall < phases[name, default: [:]][cores, default: Phase()].wall {
            phases[name, default: [:]][cores] = Phase(wall: wall, busy: busy)
        }
    }
    let image = try renderer.stripImage(concurrency: 1)
    let bytes = try image.pngData(level: renderer.scene.output.pngLevel, concurrency: 1)
    // Rounds alternate 1 and 2 threads; the best round of each counts.
    for _ in 0..<4 {
        for cores in [1, 2] {
            try measure("cells + decorations", cores: cores) { _ = try renderer.stripImage(concurrency: cores) }
            try measure("PNG encoding", cores: cores) { _ = try image.pngData(level: renderer.scene.output.pngLevel, concurrency: cores) }
            try measure("drawn + encoded", cores: cores) { _ = try renderer.stripData(format: .png, concurrency: cores) }
            try measure("file written", cores: cores) { try OutputFile.write(bytes, to: folder + "/strip.png") }
            try measure("whole strip", cores: cores) { try FrameFiles(renderer).write(.strip(format: .png, columns: nil), to: folder + "/strip.png", concurrency: cores) }
        }
    }
    print("phase               | 1 thread ms | 2 threads ms | speedup | CPU/wall on 2")
    for name in ["cells + decorations", "PNG encoding", "drawn + encoded", "file written", "whole strip"] {
        let one = phases[name]?[1] ?? Phase(), two = phases[name]?[2] ?? Phase()
        print(name.padding(toLength: 19, withPad: " ", startingAt: 0)
            + String(format: " | %11.2f | %12.2f | %6.2f× | %5.2f", one.wall * 1000, two.wall * 1000, one.wall / two.wall, two.busy))
    }
    if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
        print("load average during the run: \(load.split(separator: " ").prefix(3).joined(separator: " "))")
    }
}

/// The strip scene of `flipbook-bench render`: scale.linear, 5 cards with shadows on a 1280×720
/// page, 24 offsets from 0 to 4, cells at scale 0.25 (320×180 px).
func benchStripScene() -> Scene {
    var scene = Scene(name: "scale.linear", viewport: Size(width: 1280, height: 720),
                      cardPlacement: .size(Size(width: 360, height: 480)), itemCount: 5,
                      effect: .scale(.layout(.linear)))
    scene.output.scale = 0.25
    scene.timeline = .sweep(from: 0, to: 4, frames: 24, curve: .linear)
    return scene
}

/// User + system CPU time of this process so far, all threads.
func benchCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
