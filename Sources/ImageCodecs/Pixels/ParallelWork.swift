import Dispatch
import Foundation

/// Runs independent pieces of work on up to a given number of threads and gives the results back
/// in order, so what is built from them never depends on the thread count.
package enum ParallelWork {
    /// `body(0) … body(count − 1)` on up to `workers` threads of `WorkerPool.shared` (the calling
    /// thread only, when `workers` or `count` is 1), each thread taking the next piece not yet
    /// taken. When pieces throw, the error of the lowest one is rethrown, whatever finished first;
    /// pieces above a failed one that have not started are skipped.
    package static func map<T>(_ count: Int, workers: Int, _ body: (Int) throws -> T) throws -> [T] {
        if count <= 1 || workers <= 1 {
            // On one thread, a cancelled task (a designer request past its limit) stops between pieces.
            return try (0..<count).map { index in
                try Task.checkCancellation()
                return try body(index)
            }
        }
        let state = State<T>(count: count)
        WorkerPool.shared.run(count, workers: workers) { index in
            guard !state.failed(below: index) else { return }
            state.store(index, Result { try body(index) })
        }
        return try state.results()
    }

    private final class State<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var lowestFailure = Int.max
        private var slots: [Result<T, any Error>?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        /// Whether a piece below `index` has thrown: then `index` need not run.
        func failed(below index: Int) -> Bool { lock.withLock { lowestFailure < index } }

        func store(_ index: Int, _ result: Result<T, any Error>) {
            lock.withLock {
                if case .failure = result { lowestFailure = Swift.min(lowestFailure, index) }
                slots[index] = result
            }
        }

        /// The results in order, or the first error by index.
        func results() throws -> [T] {
            var values: [T] = []
            values.reserveCapacity(slots.count)
            for slot in slots {
                // After a failure, pieces may have been skipped; the failure is among the slots.
                guard let slot else { continue }
                values.append(try slot.get())
            }
            return values
        }
    }
}
