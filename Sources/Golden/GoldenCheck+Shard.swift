import Foundation
import Problems
import SceneModel

extension GoldenCheck {
    /// The estimated cost of checking `scene`: its images' pixel count times the number of images
    /// (a strip holds one cell per offset, so it costs the same as the frames).
    @_optimize(none)
    package func cost(of scene: Scene) -> Double {
        let images = (try? scene.validatedOffsets().count) ?? 1
        let scale = scene.output.scale
        let pixels = (scene.viewport.width * scale).rounded(.up) * (scene.viewport.height * scale).rounded(.up)
        return max(1, pixels) * Double(max(1, images))
    }

    /// Checks `shard`'s share of `scenes` (split by `ShardPlan` on the scenes' names and costs):
    /// the share's own outcome, and the part for `report merge`. Every shard of the same list
    /// agrees on the split. The part holds the messages as `wording` words them.
    /// `beforeRecording` is given the part before any golden is recorded (`run(_:concurrency:beforeRecording:)`):
    /// a command writes it there, so a part that cannot be written records nothing.
    @_optimize(none)
    package func run(_ scenes: [Scene], shard: Shard, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
                    wording: SettingWording = .keys,
                    beforeRecording: (ShardResult) throws(Problem) -> Void = { _ in }) throws(Problem) -> (outcome: CheckOutcome, part: ShardResult) {
        let names = scenes.map(\.name)
        let assignment = ShardPlan.assign(names: names, costs: scenes.map(cost), count: shard.count)
        let positions = scenes.indices.filter { assignment[$0] == shard.index - 1 }
        try Self.checkNames(scenes)
        let outcome = try run(positions.map { scenes[$0] }, concurrency: concurrency) { outcome throws(Problem) in
            try beforeRecording(ShardResult(shard: shard, suite: names, positions: positions, outcome: outcome, wording: wording))
        }
        return (outcome, ShardResult(shard: shard, suite: names, positions: positions, outcome: outcome, wording: wording))
    }
}
