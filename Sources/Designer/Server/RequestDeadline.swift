import Dispatch
import FlyingFox
import Foundation
import Synchronization

/// Runs each API request's work on a thread of its own with a time limit, so one slow request
/// (a long export, a huge strip) never holds the threads the server answers others with.
///
/// Handlers draw and encode synchronously; on Swift's cooperative pool (one thread per core) two
/// of them would stall every other request. Here the work runs on its own thread (drawing on that
/// thread only, `drawingThreads`); at the limit the request is answered 503 with the limit named
/// and its task is cancelled: strips and animations stop at their next cell or frame, a single
/// frame finishes and is dropped. At most `maximumInFlight` requests compute at once; more are
/// answered 503 at once.
final class RequestDeadline: Sendable {
    /// The threads one request draws on: its own only. Dispatch's threads (one per core) also run
    /// Swift's tasks and so the server; a request drawing on all of them would stall every other.
    static let drawingThreads = 1

    /// How long one request may compute.
    let limit: Duration
    /// How many requests may compute at once (finished or not).
    let maximumInFlight: Int
    private let inFlight = Mutex(0)

    init(limit: Duration, maximumInFlight: Int = 8) {
        self.limit = limit
        self.maximumInFlight = maximumInFlight
    }

    /// `work`'s answer, or a 503 `APIProblem` when it takes longer than `limit` or too many
    /// requests are computing.
    func run(_ work: @escaping @Sendable () async throws -> HTTPResponse) async throws -> HTTPResponse {
        let admitted = inFlight.withLock { count in
            guard count < maximumInFlight else { return false }
            count += 1
            return true
        }
        guard admitted else {
            throw APIProblem(.serviceUnavailable, "\(maximumInFlight) requests are still being computed",
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
            let task = Task(executorPreference: ThreadPerJob.shared) {
                let result: Result<HTTPResponse, any Error>
                do { result = .success(try await work()) } catch { result = .failure(error) }
                self.inFlight.withLock { $0 -= 1 }
                finish(result)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                task.cancel()
                finish(.failure(APIProblem(.serviceUnavailable, "the request took longer than the designer's limit of \(Int(seconds)) s and was stopped",
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
