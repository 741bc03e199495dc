import Foundation
import Synchronization

/// Threads kept across calls for the short parallel parts of one image: a strip's cells, a PNG's
/// bands. Each call runs `body(0) … body(count − 1)` on the calling thread and up to `workers − 1`
/// helpers, every thread taking the next index not yet taken, and returns when all are done.
///
/// Hand-written because `DispatchQueue.concurrentPerform` (swift-corelibs-libdispatch) wakes its
/// pool threads late on Linux: measured on the 2-core CI machine with nothing else running, the
/// second thread of a 2-iteration `concurrentPerform` of 3 ms pieces started a median 1.6 ms after
/// the call when calls came back to back, and not within 3 ms at all once the caller had done 1 ms
/// of work of its own in between — as long as a frame's PNG bands or a few strip cells take, which
/// the caller then did alone. A parked thread of this pool is woken by a condition variable
/// (0.1–0.5 ms on the same machine) and, for 2 ms after its last piece of work, does not park at
/// all but watches for the next call.
///
/// One call has the helpers at a time. A call made while another is running (a nested call from
/// inside `body`, or another thread's) runs on its own thread alone, as it would with one core.
package final class WorkerPool: @unchecked Sendable {
    /// The pool of the process: one helper fewer than the cores.
    package static let shared = WorkerPool(helpers: ProcessInfo.processInfo.activeProcessorCount - 1)

    /// How long a helper watches for the next call before it parks.
    private static let watchNanoseconds: UInt64 = 2_000_000

    private let helperCount: Int
    /// Bumped for each call, so a helper sees a call it has not taken part in.
    private let generation = Atomic<Int>(0)
    /// Whether a call has the helpers.
    private let taken = Atomic<Bool>(false)
    private let condition = NSCondition()
    /// The running call (guarded by `condition`).
    private var current: Call?
    /// Whether the helper threads exist (guarded by `condition`).
    private var started = false

    /// A pool of `helpers` threads (none when 0 or less: every call runs on its caller), started on
    /// first use and kept, with the pool, until the process ends.
    package init(helpers: Int) {
        helperCount = Swift.max(0, helpers)
    }

    /// `body(0) … body(count − 1)` on the calling thread and up to `workers − 1` helpers; returns when all are done.
    /// Which thread runs which index is not fixed, so `body` must not depend on it.
    package func run(_ count: Int, workers: Int, _ body: (Int) -> Void) {
        let helpersWanted = Swift.min(workers, count, helperCount + 1) - 1
        guard helpersWanted > 0, taken.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            for index in 0..<count { body(index) }
            return
        }
        defer { taken.store(false, ordering: .releasing) }
        startHelpers()
        // Helpers reach `body` through a pointer that stays valid until every helper that joined
        // has left the call (`Call.close`): they never hold the closure itself.
        withoutActuallyEscaping(body) { escapable in
            var local = escapable
            withUnsafePointer(to: &local) { pointer in
                let call = Call(count: count, helpers: helpersWanted, body: pointer)
                condition.lock()
                current = call
                generation.wrappingAdd(1, ordering: .sequentiallyConsistent)
                condition.broadcast()
                condition.unlock()
                call.work()
                call.close()
                condition.lock()
                current = nil
                condition.unlock()
            }
        }
    }

    private func startHelpers() {
        condition.lock()
        defer { condition.unlock() }
        guard !started else { return }
        started = true
        // The calls a helper has not seen start after this one: a thread that starts running only
        // after the call that started it has been published still takes part in it.
        let seen = generation.load(ordering: .sequentiallyConsistent)
        for _ in 0..<helperCount {
            // A helper keeps its pool: pools live as long as the process (the shared one does).
            let thread = Thread { self.helperLoop(seen: seen) }
            thread.stackSize = 8 << 20 // as a main thread's: drawing code may recurse (paths, nested groups)
            thread.start()
        }
    }

    private func helperLoop(seen start: Int) {
        var seen = start
        while true {
            let until = DispatchTime.now().uptimeNanoseconds + Self.watchNanoseconds
            while generation.load(ordering: .sequentiallyConsistent) == seen, DispatchTime.now().uptimeNanoseconds < until {}
            condition.lock()
            while generation.load(ordering: .sequentiallyConsistent) == seen { condition.wait() }
            seen = generation.load(ordering: .sequentiallyConsistent)
            let call = current
            condition.unlock()
            call?.join()
        }
    }

    /// One call: the next index to take, how many are done, and who is inside it.
    private final class Call: @unchecked Sendable {
        let count: Int
        let helpers: Int
        let body: UnsafePointer<(Int) -> Void>
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let joined = Atomic<Int>(0)
        /// Helpers between `join`'s check and their leaving.
        let inside = Atomic<Int>(0)
        let open = Atomic<Bool>(true)

        init(count: Int, helpers: Int, body: UnsafePointer<(Int) -> Void>) {
            self.count = count
            self.helpers = helpers
            self.body = body
        }

        /// Takes indices until none is left.
        func work() {
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                body.pointee(index)
                done.wrappingAdd(1, ordering: .releasing)
            }
        }

        /// A helper takes part, unless enough have or the call is closing.
        func join() {
            inside.wrappingAdd(1, ordering: .sequentiallyConsistent)
            if open.load(ordering: .sequentiallyConsistent), joined.wrappingAdd(1, ordering: .relaxed).newValue <= helpers {
                work()
            }
            inside.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        }

        /// Waits for every index to be done and every helper to be out, so `body` may go.
        func close() {
            while done.load(ordering: .acquiring) < count { sched_yield() }
            open.store(false, ordering: .sequentiallyConsistent)
            while inside.load(ordering: .sequentiallyConsistent) > 0 { sched_yield() }
        }
    }
}
