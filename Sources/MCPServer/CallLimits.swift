import Dispatch
import Foundation
import Problems
import Synchronization

/// The bounds of every tool call: a time limit, a number of calls computing at once, and the
/// memory they may reserve together.
///
/// A call's work draws and encodes synchronously, so it runs on a thread of its own (never one of
/// Swift's cooperative threads, which read the next request and answer the others). At the limit
/// the call is answered with an `unavailable` problem naming the limit, and its task is
/// cancelled: drawing stops at its next card or frame (`Task.checkCancellation` in the renderer),
/// so the thread frees soon after. Before drawing, a call reserves the bytes it will hold, worked
/// out from the scene's arithmetic (`reserve(_:for:)`); a call that alone needs more than the
/// budget is refused as too large, one that does not fit beside the others as unavailable.
///
/// The designer's server bounds its requests the same way (`RequestDeadline`), for HTTP answers.
package final class CallLimits: Sendable {
    /// How long one call may compute.
    package let timeLimit: Duration
    /// How many calls may compute at once.
    package let maximumInFlight: Int
    /// The bytes the calls computing at once may reserve together, and the most one call may.
    package let memoryBudget: Int
    private let inFlight = Mutex(0)
    private let reserved = Mutex(0)

    /// The call running on this task, with what it has reserved.
    @TaskLocal private static var current: Ticket?

    private final class Ticket: Sendable {
        let limits: CallLimits
        let bytes = Mutex(0)
        init(_ limits: CallLimits) { self.limits = limits }
    }

    package init(timeLimit: Duration, maximumInFlight: Int = 4, memoryBudget: Int) {
        self.timeLimit = timeLimit
        self.maximumInFlight = maximumInFlight
        self.memoryBudget = memoryBudget
    }

    /// Reserves `bytes` for the call running on this task (`what` names it in a refusal) until its
    /// work ends. Outside a call (a test calling a tool directly) it only checks the budget.
    package static func reserve(_ bytes: Int, for what: String) throws(Problem) {
        guard let ticket = current else { return }
        let limits = ticket.limits
        guard bytes <= limits.memoryBudget else {
            throw Problem(.tooLarge, "\(what) needs about \(mebibytes(bytes)) MiB; one call may take at most \(mebibytes(limits.memoryBudget)) MiB",
                          fix: "ask for less: a smaller `viewport` or `scale`, fewer frames or columns")
        }
        let admitted = limits.reserved.withLock { total in
            guard total + bytes <= limits.memoryBudget else { return false }
            total += bytes
            return true
        }
        guard admitted else {
            throw Problem(.unavailable, "\(what) needs about \(mebibytes(bytes)) MiB while other calls are drawing; together they may hold \(mebibytes(limits.memoryBudget)) MiB",
                          fix: "wait for them to finish and call again")
        }
        ticket.bytes.withLock { $0 += bytes }
    }

    private static func mebibytes(_ bytes: Int) -> Int { (bytes + (1 << 20) - 1) >> 20 }

    /// `work`'s answer, or an `unavailable` problem's when it takes longer than `timeLimit` or too
    /// many calls are computing, or a `cancelled` one's when the calling task is cancelled (the
    /// client's `notifications/cancelled`): either way `work`'s task is cancelled too. `work` starts
    /// on a new thread (a call done by the worker process awaits its answer there).
    package func run(_ work: @escaping @Sendable () async -> ToolAnswer) async -> ToolAnswer {
        let admitted = inFlight.withLock { count in
            guard count < maximumInFlight else { return false }
            count += 1
            return true
        }
        guard admitted else {
            return ToolAnswer(problem: Problem(.unavailable, "\(maximumInFlight) calls are still computing", fix: "wait for one to finish and call again"))
        }
        let seconds = Double(timeLimit.components.seconds) + Double(timeLimit.components.attoseconds) / 1e18
        let call = Call()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                call.start(continuation)
                let ticket = Ticket(self)
                call.work = Task(executorPreference: ThreadPerCall.shared) {
                    let answer = await Self.$current.withValue(ticket) { await work() }
                    let bytes = ticket.bytes.withLock { $0 }
                    self.reserved.withLock { $0 -= bytes }
                    self.inFlight.withLock { $0 -= 1 }
                    call.finish(answer)
                }
                DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                    call.stop(ToolAnswer(problem: Problem(.unavailable, "the call took longer than this server's limit of \(seconds.shortestDescription) s and was stopped",
                                                          fix: "ask for less (fewer frames, a smaller viewport or scale), or start the server with a longer --time-limit")))
                }
            }
        } onCancel: {
            call.stop(ToolAnswer(problem: Problem(.cancelled, "the call was cancelled", fix: "call again to get the answer")))
        }
    }

    /// One call's answer, given once: by its work, its time limit or its cancellation, whichever
    /// comes first; the latter two also cancel the work.
    private final class Call: Sendable {
        private let state = Mutex<(continuation: CheckedContinuation<ToolAnswer, Never>?, answered: Bool, stopped: ToolAnswer?)>((nil, false, nil))
        private let task = Mutex<Task<Void, Never>?>(nil)

        /// The work's task, cancelled when the call is stopped (at once if it already was).
        var work: Task<Void, Never>? {
            get { task.withLock { $0 } }
            set {
                task.withLock { $0 = newValue }
                if state.withLock({ $0.answered }) { newValue?.cancel() }
            }
        }

        /// Where the answer goes; a call stopped before it started (cancelled at once) answers now.
        func start(_ continuation: CheckedContinuation<ToolAnswer, Never>) {
            let early = state.withLock { state -> ToolAnswer? in
                guard let stopped = state.stopped else {
                    state.continuation = continuation
                    return nil
                }
                return stopped
            }
            if let early { continuation.resume(returning: early) }
        }

        /// Answers `answer` unless the call was answered already.
        func finish(_ answer: ToolAnswer) {
            let continuation = state.withLock { state -> CheckedContinuation<ToolAnswer, Never>? in
                guard !state.answered else { return nil }
                state.answered = true
                if state.continuation == nil { state.stopped = answer }
                defer { state.continuation = nil }
                return state.continuation
            }
            continuation?.resume(returning: answer)
        }

        /// Answers `answer` (unless answered already) and cancels the work.
        func stop(_ answer: ToolAnswer) {
            finish(answer)
            work?.cancel()
        }
    }
}

/// Runs each job on a new thread, so a call's synchronous drawing occupies that thread only.
private final class ThreadPerCall: TaskExecutor {
    static let shared = ThreadPerCall()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        Thread { job.runSynchronously(on: executor) }.start()
    }
}
