import Foundation
import Synchronization

/// The open connections of a `LocalServer`, each with what it is doing and since when, so that a
/// local process cannot hold the server's file descriptors: a request's head must arrive within
/// `ConnectionLimits.head`, its body within `ConnectionLimits.body`, its answer must be taken
/// within `ConnectionLimits.send`, a kept-alive connection may wait `ConnectionLimits.idle`
/// for its next request, and at most `ConnectionLimits.maximum` connections are open. A new connection past
/// the maximum closes the one that has waited longest without a request being answered on it
/// (idle, or a head or body still arriving); when every connection is answering, the new one is
/// refused instead.
final class Connections: Sendable {
    /// What a connection is doing.
    enum Phase: Sendable {
        /// Waiting for a request (none begun).
        case idle
        /// A request's head is arriving.
        case head
        /// A request's body is arriving.
        case body
        /// A request is being answered: never timed out here (the designer bounds its work itself).
        case answering
        /// The answer is being written (to a client that may not read it).
        case sending
    }

    private struct Entry {
        var phase: Phase
        /// When the phase began: what its time limit counts from.
        var since: ContinuousClock.Instant
        /// When the connection began waiting for an answer: opened, or its last answer sent. A
        /// head starting to arrive does not count, so a connection whose serving task ran late
        /// does not look newer than one accepted after it (`closeLongestWaiting`).
        var waitingSince: ContinuousClock.Instant
        var task: Task<Void, Never>?
    }

    private struct State {
        var next = 0
        var entries: [Int: Entry] = [:]
        var stopping = false
    }

    let limits: ConnectionLimits
    private let state = Mutex(State())

    init(limits: ConnectionLimits) {
        self.limits = limits
    }

    /// A slot for a new connection: its id, after closing the longest-waiting connection that is
    /// not answering when all are taken; `nil` when every open connection is answering.
    func open() -> Int? {
        state.withLock { state in
            if state.entries.count >= limits.maximum, !Self.closeLongestWaiting(&state) { return nil }
            state.next += 1
            let now = ContinuousClock.now
            state.entries[state.next] = Entry(phase: .idle, since: now, waitingSince: now)
            return state.next
        }
    }

    /// Records the task serving connection `id`, to cancel it when a limit passes; a connection
    /// already closed (or the server stopping with it idle) has its task cancelled at once.
    func attach(_ task: Task<Void, Never>, to id: Int) {
        let keep = state.withLock { state in
            guard state.entries[id] != nil else { return false }
            state.entries[id]?.task = task
            return true
        }
        if !keep { task.cancel() }
    }

    /// Connection `id` is now in `phase`, from now; back to `.idle` after an answer, it waits anew.
    func enter(_ phase: Phase, _ id: Int) {
        state.withLock { state in
            guard let previous = state.entries[id]?.phase else { return }
            let now = ContinuousClock.now
            state.entries[id]?.phase = phase
            state.entries[id]?.since = now
            if phase == .idle, previous != .idle { state.entries[id]?.waitingSince = now }
        }
    }

    /// Connection `id` has closed.
    func close(_ id: Int) {
        _ = state.withLock { $0.entries.removeValue(forKey: id) }
    }

    /// Closes the connection that has waited longest without being answered; `false` when there is none.
    @discardableResult
    func closeLongestWaiting() -> Bool {
        state.withLock { Self.closeLongestWaiting(&$0) }
    }

    private static func closeLongestWaiting(_ state: inout State) -> Bool {
        let waiting = state.entries.filter { $0.value.phase != .answering }
        guard let oldest = waiting.min(by: { $0.value.waitingSince < $1.value.waitingSince }) else { return false }
        oldest.value.task?.cancel()
        state.entries[oldest.key] = nil
        return true
    }

    /// Closes every connection whose phase has lasted past its limit at `now`.
    func sweep(now: ContinuousClock.Instant = .now) {
        state.withLock { state in
            for (id, entry) in state.entries {
                let limit: Duration? = switch entry.phase {
                case .idle: limits.idle
                case .head: limits.head
                case .body: limits.body
                case .sending: limits.send
                case .answering: nil
                }
                if let limit, now - entry.since > limit {
                    entry.task?.cancel()
                    state.entries[id] = nil
                }
            }
        }
    }

    /// Stops: idle connections close now, the others after their answer.
    func stop() {
        state.withLock { state in
            state.stopping = true
            for (id, entry) in state.entries where entry.phase == .idle {
                entry.task?.cancel()
                state.entries[id] = nil
            }
        }
    }

    /// Whether the server is stopping (answers then say `Connection: close`).
    var isStopping: Bool { state.withLock { $0.stopping } }

    /// How many connections are open.
    var count: Int { state.withLock { $0.entries.count } }

    /// Cancels every connection still open (the end of a stop's grace period).
    func cancelAll() {
        state.withLock { state in
            for entry in state.entries.values { entry.task?.cancel() }
            state.entries = [:]
        }
    }
}
