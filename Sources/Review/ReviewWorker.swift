import Foundation
import Golden
import LocalServer
import Problems
import Workers

/// The review's worker process: `flipbook review --worker REPORT --goldens DIR` answers the API
/// requests its server (`ReviewServer` with a `worker`) has checked (reading the report's images,
/// accepting, rejecting, undoing), until the server closes the connection. A trap in that work ends
/// the worker, not the server: the request in flight gets a 500 and the next starts a new worker.
///
/// The decisions live in the report folder, not in either process, so a new worker carries on
/// where the last one stopped; the folder's lock keeps a write of a dying worker from mixing with
/// the next one's.
package enum ReviewWorker {
    /// The hidden flag that makes `flipbook review` a worker.
    package static let flag = "--worker"

    /// A worker for the review of `report` against `goldens` (as the user named them: the worker
    /// runs in this process's folder), running `executable` (this process's own unless a tool
    /// elsewhere names it); started at once, so that the first request finds it ready.
    package static func worker(report: String, goldens: String, executable: String = Worker.currentExecutable) throws(Problem) -> Worker {
        // An accept finishes when the server is stopped (Ctrl-C): it may write many goldens.
        let worker = Worker(executable: executable, arguments: ["review", flag, "--goldens", goldens, "--", report],
                            name: "flipbook review", stopGrace: 30)
        try worker.start()
        return worker
    }

    /// Answers requests for `session` until the server is gone.
    package static func serve(_ session: ReviewSession) {
        WorkerService.serve { bytes in
            guard let request = WorkerMessages.decodeRequest(bytes) else {
                let refusal = ReviewAnswer.problem(.badRequest, "the server sent a request the worker does not read", fix: "this is a bug in flipbook review; please report it")
                return WorkerMessages.encode(await WorkerMessages.answer(refusal, state: nil))
            }
            return WorkerMessages.encode(await WorkerMessages.answer(ReviewHandler.answer(request, session: session), state: nil))
        }
    }
}
