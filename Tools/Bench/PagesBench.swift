// The page curl's cost: a 1280×720 frame of a turning page against a flat frame of the same scene.
import Dispatch
import Foundation
import Render
import SceneModel
import Transforms

/// `flipbook-bench pages`: a page-curl frame (1280×720, a turn half done) against the flat frame of
/// the same scene, drawn only and drawn + PNG-encoded, best of several alternating rounds; and a
/// scroll-style frame with page dots. Times are wall-clock; the ratios are also given in process CPU
/// time, which other users of a shared machine disturb less.
func pagesBench() throws {
    var scene = Scene(name: "pages.curl", viewport: Size(width: 1280, height: 720), itemCount: 4, effect: .scale(.init()))
    scene.card = CardStyle(cornerRadius: 0, title: "{number}", subtitle: "Page {number}")
    scene.pageViewController = PageViewControllerOptions(transitionStyle: .pageCurl)
    let renderer = try FrameRenderer(scene: scene)
    let flat = 1.0, turning = 1.5
    print("scene: pageCurl, spine min, 1280×720 px; flat frame at offset \(flat), curl frame at \(turning)")

    let batch = 6, rounds = 6
    var best: [String: Double] = [:], bestCPU: [String: Double] = [:]
    func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    func measure(_ name: String, _ body: () throws -> Void) throws {
        try body()
        let start = DispatchTime.now().uptimeNanoseconds, startCPU = cpuSeconds()
        for _ in 0..<batch { try body() }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(batch)
        best[name] = min(best[name] ?? .infinity, seconds)
        bestCPU[name] = min(bestCPU[name] ?? .infinity, (cpuSeconds() - startCPU) / Double(batch))
    }
    for _ in 0..<rounds {
        try measure("flat draw") { _ = try renderer.image(offset: flat) }
        try measure("curl draw") { _ = try renderer.image(offset: turning) }
        try measure("flat PNG") { _ = try renderer.pngData(offset: flat) }
        try measure("curl PNG") { _ = try renderer.pngData(offset: turning) }
    }
    func line(_ name: String) -> String { String(format: "%.2f ms", (best[name] ?? 0) * 1000) }
    print("flat frame, drawn: \(line("flat draw")); curl frame, drawn: \(line("curl draw"))"
          + String(format: " (curl/flat = %.2f×)", (best["curl draw"] ?? 0) / (best["flat draw"] ?? 1)))
    print("flat frame, drawn + PNG: \(line("flat PNG")); curl frame, drawn + PNG: \(line("curl PNG"))"
          + String(format: " (curl/flat = %.2f×)", (best["curl PNG"] ?? 0) / (best["flat PNG"] ?? 1)))
    func cpu(_ name: String) -> String { String(format: "%.2f ms", (bestCPU[name] ?? 0) * 1000) }
    print("CPU time: drawn \(cpu("flat draw")) vs \(cpu("curl draw"))"
          + String(format: " (%.2f×); drawn + PNG \(cpu("flat PNG")) vs \(cpu("curl PNG")) (%.2f×)",
                   (bestCPU["curl draw"] ?? 0) / (bestCPU["flat draw"] ?? 1), (bestCPU["curl PNG"] ?? 0) / (bestCPU["flat PNG"] ?? 1)))

    var scroll = scene
    scroll.pageViewController = PageViewControllerOptions(interPageSpacing: 10)
    scroll.pageControl = PageControlOptions(pageIndicatorTintColor: Color(red: 0.67, green: 0.67, blue: 0.67), currentPageIndicatorTintColor: .black)
    let scrollRenderer = try FrameRenderer(scene: scroll)
    for _ in 0..<rounds { try measure("scroll draw") { _ = try scrollRenderer.image(offset: 1.5) } }
    print("scroll frame with dots, drawn: \(line("scroll draw"))")
}
