import Dispatch
import Foundation
@testable import ImageCodecs
import Synchronization
import Testing

@Suite("The worker pool runs every index once, on any number of threads, nested or from many callers")
struct WorkerPoolTests {
    /// Counts each index's runs.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int]
        init(_ count: Int) { counts = Array(repeating: 0, count: count) }
        func hit(_ index: Int) { lock.withLock { counts[index] += 1 } }
        var all: [Int] { lock.withLock { counts } }
    }

    @Test("every index exactly once, for every count 0…64 and 1…4 workers, many times over")
    func everyIndexOnce() {
        let pool = WorkerPool(helpers: 3)
        for round in 0..<20 {
            for count in 0...64 {
                let workers = 1 + (round + count) % 4
                let tally = Tally(count)
                pool.run(count, workers: workers) { tally.hit($0) }
                #expect(tally.all == Array(repeating: 1, count: count), "count \(count), \(workers) workers")
            }
        }
    }

    @Test("a call from inside a call runs on its own thread and finishes")
    func nestedCalls() {
        let pool = WorkerPool(helpers: 2)
        let tally = Tally(8 * 8)
        pool.run(8, workers: 3) { outer in
            pool.run(8, workers: 3) { inner in tally.hit(outer * 8 + inner) }
        }
        #expect(tally.all == Array(repeating: 1, count: 64))
    }

    @Test("calls from several threads at once each finish with all their indices")
    func concurrentCallers() {
        let pool = WorkerPool(helpers: 2)
        let tallies = (0..<6).map { _ in Tally(100) }
        DispatchQueue.concurrentPerform(iterations: tallies.count) { caller in
            for _ in 0..<20 {
                let tally = Tally(100)
                pool.run(100, workers: 3) { tally.hit($0) }
                for (index, hits) in tally.all.enumerated() where hits == 1 { tallies[caller].hit(index) }
            }
        }
        for tally in tallies { #expect(tally.all == Array(repeating: 20, count: 100)) }
    }

    @Test("the helpers do take part, from a new pool's first call on")
    func helpersTakePart() {
        for _ in 0..<5 {
            let pool = WorkerPool(helpers: 1)
            let threads = Mutex(Set<ObjectIdentifier>())
            // Each piece waits (up to 10 s, for a loaded machine) until a second thread has taken
            // one: the caller holds the first piece, so only the helper can take the second.
            pool.run(2, workers: 2) { _ in
                threads.withLock { _ = $0.insert(ObjectIdentifier(Thread.current)) }
                let until = DispatchTime.now().uptimeNanoseconds + 10_000_000_000
                while threads.withLock({ $0.count }) < 2, DispatchTime.now().uptimeNanoseconds < until { usleep(100) }
            }
            #expect(threads.withLock { $0.count } == 2)
        }
    }

    @Test("a pool without helpers runs everything on the caller")
    func noHelpers() {
        let pool = WorkerPool(helpers: 0)
        let caller = ObjectIdentifier(Thread.current)
        let others = Mutex(0)
        pool.run(10, workers: 4) { _ in if ObjectIdentifier(Thread.current) != caller { others.withLock { $0 += 1 } } }
        #expect(others.withLock { $0 } == 0)
    }

    @Test("ParallelWork gives results in order and the lowest failing piece's error")
    func parallelWorkOrderAndErrors() throws {
        struct Failure: Error, Equatable { let index: Int }
        for workers in 1...4 {
            #expect(try ParallelWork.map(50, workers: workers) { $0 * $0 } == (0..<50).map { $0 * $0 })
            #expect(throws: Failure(index: 7)) {
                try ParallelWork.map(50, workers: workers) { index in
                    if index == 7 || index == 30 { throw Failure(index: index) }
                    return index
                }
            }
        }
    }
}
