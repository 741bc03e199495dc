import Dispatch
import FlyingFox
import Foundation
import SceneModel
import Synchronization

/// Runs each API request's work on a thread of its own with a time limit, so one slow request
/// (a long export, a huge strip) never holds the threads the server answers others with.
///
/// Handlers draw and encode synchronously; on Swift's cooperative pool (one thread per core) two
/// of them would stall every other request. Here the work runs on its own thread (drawing on that
/// thread only, `drawingThreads`); at the limit the request is answered 503 with the limit named
/// and its task is cancelled: strips and animations stop at their next cell or frame, a single
/// frame stops at its next card, and encoding at its next band of rows (`Task.checkCancellation`
/// in `ParallelWork`), so the request's slot frees within a moment of its answer. At most
/// `maximumInFlight` requests compute at once, and together they may reserve at most
/// `memoryBudget` bytes (`reserve(_:for:)`, from the scene's arithmetic before drawing); more are
/// answered 503 at once.
final class RequestDeadline: Sendable {
    /// The threads one request draws on: its own only. Dispatch's threads (one per core) also run
    /// Swift's tasks and so the server; a request drawing on all of them would stall every other.
    static let drawingThreads = 1

    /// The threads a preview draws on: one frame, wanted within a slider step, whose warps, blurs
    /// and PNG bands may take spare cores for the few milliseconds it takes. The browser showing
    /// the page runs on this machine too and is busy at the same moment (the slider, the page's
    /// layout, decoding the last picture), so two cores are left to it: on a 2-core machine a
    /// preview drawn on both took longer in Chromium (server median 35–45 ms against 30–36 ms on
    /// one thread), while alone it took 16 ms against 28 ms. Strips and exports, which take
    /// seconds, keep to `drawingThreads`.
    static let previewThreads = Swift.min(4, Swift.max(1, ProcessInfo.processInfo.activeProcessorCount - 2))

    /// How long one request may compute.
    let limit: Duration
    /// How many requests may compute at once (finished or not).
    let maximumInFlight: Int
    /// The bytes the requests computing at once may reserve together; one request alone may take more
    /// (the command line draws such a frame too), but then nothing else draws beside it.
    let memoryBudget: Int
    private let inFlight = Mutex(0)
    /// The bytes reserved by requests computing now.
    private let reserved = Mutex(0)

    /// The request running on this task: what it has reserved (`reserve(_:for:)`).
    @TaskLocal private static var current: Ticket?

    /// One request's reservation, returned when its work ends.
    private final class Ticket: Sendable {
        let deadline: RequestDeadline
        let bytes = Mutex(0)
        init(_ deadline: RequestDeadline) { self.deadline = deadline }
    }

    init(limit: Duration, maximumInFlight: Int = 8, memoryBudget: Int = RequestDeadline.memoryBudget) {
        self.limit = limit
        self.maximumInFlight = maximumInFlight
        self.memoryBudget = memoryBudget
    }

    /// What the designer's drawing requests may hold at once by default: the budget the command
    /// line's frames in flight share (`Scene.memoryBudget`, 512 MiB), so with the session's decoded
    /// images the designer stays near 1 GB like a run of the command line.
    static let memoryBudget = Scene.memoryBudget

    /// Reserves `bytes` for the request running on this task (`what` names it in the refusal), until
    /// its work ends; throws a 503 `APIProblem` when other requests already hold so much that this
    /// one would pass `memoryBudget`. A request alone is always admitted. Outside a request
    /// (a test calling a handler directly) it does nothing.
    static func reserve(_ bytes: Int, for what: String) throws {
        guard let ticket = current else { return }
        try ticket.deadline.admit(bytes, for: what)
        ticket.bytes.withLock { $0 += bytes }
    }

    /// Reserves `bytes` as `reserve(_:for:)` does, but for work that outlives the request (a
    /// background export): held until the returned reservation is released. Outside a request
    /// it reserves nothing.
    static func reserveUntilReleased(_ bytes: Int, for what: String) throws -> Reservation {
        guard let deadline = current?.deadline else { return Reservation(nil, bytes: 0) }
        try deadline.admit(bytes, for: what)
        return Reservation(deadline, bytes: bytes)
    }

    /// Bytes reserved by work that outlives its request, returned by `release()` (once, however
    /// often it is called; at the latest when the reservation is gone).
    final class Reservation: Sendable {
        private let deadline: RequestDeadline?
        /// The bytes held.
        let bytes: Int
        private let released = Atomic<Bool>(false)

        fileprivate init(_ deadline: RequestDeadline?, bytes: Int) {
            self.deadline = deadline
            self.bytes = bytes
        }

        deinit { release() }

        /// Returns the bytes to the budget.
        func release() {
            guard !released.exchange(true, ordering: .relaxed), let deadline else { return }
            deadline.reserved.withLock { $0 -= bytes }
        }
    }

    /// Adds `bytes` to the reserved total, or throws the 503 naming `what` and the budget when
    /// other work already holds so much that they would pass it (work alone is always admitted).
    private func admit(_ bytes: Int, for what: String) throws {
        let admitted = reserved.withLock { total in
            guard total == 0 || total.addingReportingOverflow(bytes).partialValue <= memoryBudget else { return false }
            total += bytes
            return true
        }
        guard admitted else {
            throw APIProblem(.serviceUnavailable, .unavailable,
                             "\(what) needs about \(Self.mebibytes(bytes)) MiB while other requests are drawing; together they may hold \(Self.mebibytes(memoryBudget)) MiB",
                             fix: "wait for them to finish and try again, or ask for a smaller viewport or scale")
        }
    }

    private static func mebibytes(_ bytes: Int) -> Int { (bytes + (1 << 20) - 1) >> 20 }

    /// `work`'s answer, or a 503 `APIProblem` when it takes longer than `limit` or too many
    /// requests are computing.
    func run(_ work: @escaping @Sendable () async throws -> HTTPResponse) async throws -> HTTPResponse {
        let admitted = inFlight.withLock { count in
            guard count < maximumInFlight else { return false }
            count += 1
            return true
        }
        guard admitted else {
            throw APIProblem(.serviceUnavailable, .unavailable, "\(maximumInFlight) requests are still being computed",
                             fix: "wait for them to finish and try again")
        }
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        let once = Mutex(false)
        return try await withCheckedThrowingContinuation { continuation in
            let finish: @Sendable (Result<HTTPResponse, any Error>) -> Void = { result in
                let first = once.withLock { done in
                    defer { done = true }
                    return !done
                }
                if first { continuation.resume(with: result) }
            }
            let ticket = Ticket(self)
            let task = Task(executorPreference: ThreadPerJob.shared) {
                let result: Result<HTTPResponse, any Error>
                do {
                    result = .success(try await Self.$current.withValue(ticket) { try await work() })
                } catch {
                    result = .failure(error)
                }
                let bytes = ticket.bytes.withLock { $0 }
                self.reserved.withLock { $0 -= bytes }
                self.inFlight.withLock { $0 -= 1 }
                finish(result)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                task.cancel()
                finish(.failure(APIProblem(.serviceUnavailable, .unavailable, "the request took longer than the designer's limit of \(Int(seconds)) s and was stopped",
                                           fix: "ask for less (fewer frames, a smaller viewport or scale), or use the flipbook command line")))
            }
        }
    }
}

/// Runs each job on a new thread: a handler's synchronous drawing then occupies that thread only,
/// never one of the cooperative pool's (one per core), which the server needs to answer others.
private final class ThreadPerJob: TaskExecutor {
    static let shared = ThreadPerJob()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        Thread { job.runSynchronously(on: executor) }.start()
    }
}
