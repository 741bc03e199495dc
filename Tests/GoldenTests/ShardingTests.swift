import Foundation
@testable import Golden
import Problems
import PropertyBased
import Render
import SceneModel
import Testing
import TestSupport
import Transforms

@Suite struct ShardingTests {
    /// A suite of `count` small scenes of varied cost (viewports 40…100 pt wide, 1…3 frames), some
    /// of which `failing` draws in another colour so their goldens differ.
    static func suite(count: Int, failing: Set<Int> = []) -> [Scene] {
        (0..<count).map { index in
            var scene = coverFlow(viewport: Size(width: Double(40 + (index * 7) % 61), height: 60),
                                  offsets: Array([0, 0.5, 1].prefix(1 + index % 3)))
            scene.name = "case-\(index)"
            if failing.contains(index) { scene.background = Color(red: 1, green: 0, blue: 0) }
            return scene
        }
    }

    @Test func everyCaseIsInExactlyOneShardWhateverTheListingOrder() {
        let names = (0..<60).map { "scene-\($0)" }
        let costs = (0..<60).map { Double(1 + $0 % 5) }
        for count in 1...7 {
            let shards = ShardPlan.assign(names: names, costs: costs, count: count)
            #expect(shards.allSatisfy { (0..<count).contains($0) })
            let reversed = ShardPlan.assign(names: names.reversed(), costs: costs.reversed(), count: count)
            #expect(Array(reversed.reversed()) == shards, "the split depends on names and costs, not order")
        }
    }

    @Test func shardsAreBalancedByCostNotByCount() {
        // 10 expensive cases and 50 cheap ones: an even count split would put the expensive ones anywhere.
        let names = (0..<60).map { "golden-\($0)" }
        let costs = (0..<60).map { $0 < 10 ? 8.0 : 1.0 }
        for count in 2...4 {
            let loads = ShardPlan.loads(shards: ShardPlan.assign(names: names, costs: costs, count: count), costs: costs, count: count)
            let average = costs.reduce(0, +) / Double(count)
            #expect(loads.max()! <= average + costs.max()!, "\(loads)")
            #expect(loads.max()! <= 1.25 * average, "\(count) shards: \(loads)")
        }
    }

    /// Property: every shard is within one case's cost of the average, for any suite.
    @Test func everyShardIsWithinOneCaseOfTheAverage() async {
        await propertyCheck(input: Gen.int(in: 1...120), Gen.int(in: 1...9), Gen.int(in: 0...10_000)) { size, count, seed in
            var generator = SplitMix64(seed: UInt64(seed))
            let names = (0..<size).map { "s\($0)-\(generator.next() % 1000)" }
            let costs = (0..<size).map { _ in Double(1 + generator.next() % 50) }
            guard Set(names).count == size else { return }
            let loads = ShardPlan.loads(shards: ShardPlan.assign(names: names, costs: costs, count: count), costs: costs, count: count)
            let average = costs.reduce(0, +) / Double(count)
            #expect(loads.max()! <= average + costs.max()! + 1e-9)
        }
    }

    /// Property: adding a case of cost c moves, besides itself, at most c plus one case's cost
    /// across each of the n − 1 cuts.
    @Test func addingACaseMovesLittleElse() async {
        await propertyCheck(input: Gen.int(in: 2...100), Gen.int(in: 2...8), Gen.int(in: 0...10_000)) { size, count, seed in
            var generator = SplitMix64(seed: UInt64(seed))
            let names = (0..<size).map { "case-\($0)" }
            let costs = (0..<size).map { _ in Double(1 + generator.next() % 20) }
            let newCost = Double(1 + generator.next() % 20)
            let before = ShardPlan.assign(names: names, costs: costs, count: count)
            let after = ShardPlan.assign(names: names + ["added"], costs: costs + [newCost], count: count)
            let moved = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }.map { costs[$0.offset] }.reduce(0, +)
            #expect(moved <= Double(count - 1) * (newCost + costs.max()!) + 1e-9)
        }
    }

    @Test func shardSpellingIsChecked() throws {
        #expect(throws: Problem.self) { try Shard(index: 0, count: 4) }
        #expect(throws: Problem.self) { try Shard(index: 5, count: 4) }
        #expect(throws: Problem.self) { try Shard(index: 1, count: 0) }
        #expect(try Shard(index: 2, count: 4).description == "2/4")
    }

    /// The acceptance test: 4 shards merged equal one unsharded run on ≥ 60 goldens, in
    /// pass/fail, counts and the reports' contents; and the largest shard costs ≤ 1.25× the average.
    @Test func fourMergedShardsEqualOneUnshardedRun() throws {
        let folder = try TemporaryFolder()
        let recordedSuite = Self.suite(count: 40)
        _ = try GoldenCheck(goldens: folder.url, mode: .missing).run(recordedSuite)
        let suite = Self.suite(count: 40, failing: [3, 17, 29])
        let check = GoldenCheck(goldens: folder.url, mode: .never)
        #expect(suite.reduce(0) { $0 + ((try? $1.timeline.validatedOffsets().count) ?? 0) } >= 60)

        let whole = try check.run(suite)
        var parts: [(path: String, result: ShardResult)] = []
        for index in 1...4 {
            let part = try check.run(suite, shard: Shard(index: index, count: 4), concurrency: 2).part
            let reread = try JSONDecoder().decode(ShardResult.self, from: Data(part.encoded()))
            parts.append(("part-\(index).json", reread))
        }
        let merged = try ShardResult.merge(parts.shuffled())

        #expect(merged.passed == whole.passed && !whole.passed)
        #expect(merged.summary == whole.summary)
        #expect(merged.counts == whole.counts && whole.counts["failed"] != nil)
        #expect(GoldenReport.html(merged) == GoldenReport.html(whole))
        #expect(GoldenReport.markdown(merged) == GoldenReport.markdown(whole))
        #expect(GoldenReport.junit(merged) == GoldenReport.junit(whole))

        let costs = suite.map(check.cost)
        let loads = ShardPlan.loads(shards: ShardPlan.assign(names: suite.map(\.name), costs: costs, count: 4), costs: costs, count: 4)
        #expect(loads.max()! <= 1.25 * costs.reduce(0, +) / 4, "\(loads)")
    }

    @Test func mergeRefusesMissingDuplicateOrForeignParts() throws {
        let folder = try TemporaryFolder()
        let suite = Self.suite(count: 6)
        let check = GoldenCheck(goldens: folder.url, mode: .missing)
        let one = try check.run(suite, shard: Shard(index: 1, count: 2)).part
        let two = try check.run(suite, shard: Shard(index: 2, count: 2)).part
        let other = try check.run(Array(suite.prefix(5)), shard: Shard(index: 2, count: 2)).part
        #expect(throws: Problem.self) { try ShardResult.merge([("a", one)]) }
        #expect(throws: Problem.self) { try ShardResult.merge([("a", one), ("b", one)]) }
        #expect(throws: Problem.self) { try ShardResult.merge([("a", one), ("b", other)]) }
        #expect(throws: Problem.self) { try ShardResult.merge([]) }
        #expect(try ShardResult.merge([("b", two), ("a", one)]).frames.count == suite.reduce(0) { $0 + 1 + (Int($1.name.dropFirst(5))! % 3) })
    }
}

