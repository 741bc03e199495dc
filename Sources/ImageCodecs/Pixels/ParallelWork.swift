import Dispatch
import Foundation

/// Runs independent pieces of work on up to a given number of threads and gives the results back
/// in order, so what is built from them never depends on the thread count.
package enum ParallelWork {
    /// `body(0) … body(count − 1)` on up to `workers` threads (the calling thread only, when
    /// `workers` or `count` is 1), each thread taking the next piece not yet taken. When pieces
    /// throw, the error of the lowest one is rethrown, whatever finished first.
    package static func map<T>(_ count: Int, workers: Int, _ body: (Int) throws -> T) throws -> [T] {
        if count <= 1 || workers <= 1 {
            // On one thread, a cancelled task (a designer request past its limit) stops between pieces.
            return try (0..<count).map { index in
                try Task.checkCancellation()
                return try body(index)
            }
        }
        let state = State<T>(count: count)
        // The pieces are independent by contract and `body` is only called before this returns.
        withoutActuallyEscaping(body) { body in
            let work = Unchecked(body)
            DispatchQueue.concurrentPerform(iterations: Swift.min(workers, count)) { _ in
                while let index = state.claim() {
                    state.store(index, Result { try work.value(index) })
                }
            }
        }
        return try state.results()
    }

    private struct Unchecked<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private final class State<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var failed = false
        private var slots: [Result<T, any Error>?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func claim() -> Int? {
            lock.withLock {
                guard !failed, next < slots.count else { return nil }
                next += 1
                return next - 1
            }
        }

        func store(_ index: Int, _ result: Result<T, any Error>) {
            lock.withLock {
                if case .failure = result { failed = true }
                slots[index] = result
            }
        }

        /// The results in order, or the first error by index.
        func results() throws -> [T] {
            var values: [T] = []
            values.reserveCapacity(slots.count)
            for slot in slots {
                guard let slot else { break } // after a failure, later pieces may not have run
                values.append(try slot.get())
            }
            return values
        }
    }
}
