// How long loading and validating a config takes (target: under 20 ms).
import Config
import Foundation
import Problems

/// `flipbook-bench config`: parse + `extends` + validation + decoding of configs from disk, the
/// way `flipbook strip my.yaml` starts. Reports the median and the best of many runs, in ms.
func configBench() throws {
    let folder = NSTemporaryDirectory() + "flipbook-config-bench-\(ProcessInfo.processInfo.processIdentifier)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }

    // A complete preset file (every option written out), a user file extending a preset and a
    // JSON config with a nested pieces value.
    guard let coverFlow = PresetCatalog.preset(named: "scale.coverFlow"), let grid = PresetCatalog.preset(named: "snapshot.grid") else {
        throw Problem(.failure, "the presets scale.coverFlow and snapshot.grid are missing")
    }
    let files: [(label: String, name: String, text: String)] = [
        ("full preset file (\(coverFlow.yaml.split(separator: "\n").count) lines)", "full.yaml", coverFlow.yaml),
        ("snapshot preset file with sum pieces", "grid.yaml", grid.yaml),
        ("user file extending a preset", "mine.yaml", """
        extends: scale.coverFlow
        effect:
          scale:
            rotation3d: {angle: 45deg}
            shadowEnabled: false
        """),
        ("JSON config", "scene.json", """
        {"viewport": {"width": 390, "height": 844}, "itemCount": 12,
         "effect": {"snapshot": {"layout": "grid", "piecesTranslationRatio": {"sum": [{"rowBasedMirror": [0, -1.8]}, {"columnBasedMirror": [-1.8, 0]}]}}},
         "timeline": {"from": 0, "to": 4, "frames": 30, "curve": "easeInOut"}}
        """),
    ]
    for file in files {
        let path = folder + "/" + file.name
        try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
        _ = try SceneLoader.load(presetOrPath: path)   // warm-up
        let (median, best) = try measure(runs: 200) { _ = try SceneLoader.load(presetOrPath: path) }
        let label = file.label.padding(toLength: 40, withPad: " ", startingAt: 0)
        print(label + String(format: " median %.3f ms, best %.3f ms per load (target < 20 ms)", median * 1000, best * 1000))
    }
    let names = PresetCatalog.names
    let (allMedian, _) = try measure(runs: 20) { for name in names { _ = try SceneLoader.load(presetOrPath: name) } }
    print(String(format: "all %d presets by name: %.3f ms (%.3f ms each)", names.count, allMedian * 1000, allMedian * 1000 / Double(names.count)))
    let (schemaMedian, _) = try measure(runs: 50) { _ = ConfigSchema.text }
    print(String(format: "JSON Schema generation: %.3f ms", schemaMedian * 1000))
}

/// The median and the best of `runs` timings of `body`, in seconds.
private func measure(runs: Int, _ body: () throws -> Void) throws -> (median: Double, best: Double) {
    var seconds: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    seconds.sort()
    return (seconds[seconds.count / 2], seconds[0])
}
