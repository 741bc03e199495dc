import Problems
/// One machine's share of a golden suite: shard `index` of `count`, counted from 1 (`--shard 2/4`).
package struct Shard: Hashable, Sendable, Codable, CustomStringConvertible {
    /// This shard, `1…count`.
    package var index: Int
    /// How many shards the suite is split into, `1…maximumCount`.
    package var count: Int

    /// The most shards a suite can be split into.
    package static let maximumCount = 1000

    /// Throws unless `1 ≤ index ≤ count ≤ maximumCount`.
    package init(index: Int, count: Int) throws(Problem) {
        guard count >= 1, count <= Self.maximumCount else {
            throw Problem(.outOfRange, "a suite cannot be split into \(count) shards", fix: "use 1 to \(Self.maximumCount) shards, e.g. 2/4")
        }
        guard index >= 1, index <= count else {
            throw Problem(.outOfRange, "shard \(index) of \(count) does not exist", fix: "number shards from 1 to \(count), e.g. 1/\(count)")
        }
        self.index = index
        self.count = count
    }

    /// `2/4`.
    package var description: String { "\(index)/\(count)" }
}

/// Splits a suite into shards of about equal estimated cost, the same way on every machine.
///
/// Cases are placed one after another on a line, in the order of a stable hash of their names
/// (FNV-1a 64 of the UTF-8 bytes; equal hashes in name order), each as long as its cost. The line
/// is cut into `n` equal lengths, and a case belongs to the length that holds its midpoint. So:
/// - every shard's cost is within one case's cost of `total / n` (balance by cost, not by count);
/// - the split depends only on the names and costs, never on the order the scenes were listed in;
/// - adding a case of cost `c` shifts every cut by less than `c`, so the only other cases that
///   change shard are those within `c` of a cut: at most its own cost's worth at each cut.
package enum ShardPlan {
    /// The shard (`0..<count`) of each case, in the order given.
    @_optimize(none)
    package static func assign(names: [String], costs: [Double], count: Int) -> [Int] {
        precondition(names.count == costs.count, "one cost per name")
        guard count > 1, !names.isEmpty else { return [Int](repeating: 0, count: names.count) }
        let weights = costs.map { $0.isFinite && $0 > 0 ? $0 : 1 }
        let order = names.indices.sorted { a, b in
            let (ha, hb) = (stableHash(names[a]), stableHash(names[b]))
            return ha != hb ? ha < hb : names[a] < names[b]
        }
        let total = weights.reduce(0, +)
        var shards = [Int](repeating: 0, count: names.count)
        var start = 0.0
        for index in order {
            let middle = start + weights[index] / 2
            shards[index] = min(count - 1, Int(middle / total * Double(count)))
            start += weights[index]
        }
        return shards
    }

    /// The cost of each shard (`0..<count`) under `assign`.
    @_optimize(none)
    package static func loads(shards: [Int], costs: [Double], count: Int) -> [Double] {
        var loads = [Double](repeating: 0, count: count)
        for (shard, cost) in zip(shards, costs) { loads[shard] += cost }
        return loads
    }

    /// FNV-1a, 64 bits: the same on every machine and every run (Swift's `Hasher` is seeded per process).
    @_optimize(none)
    static func stableHash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
