import Foundation
import LocalServer
import Workers

/// The designer's worker process: `flipbook designer --worker CONFIG` answers the API requests its
/// server (`DesignerServer` with a `worker`) has checked, for a session of its own on the same
/// CONFIG, until the server closes the connection.
package enum DesignerWorker {
    /// The hidden flag that makes `flipbook designer` a worker.
    package static let flag = "--worker"

    /// A worker for a designer started with `argument` (as `DesignerSession(argument:)` takes it),
    /// running `executable` (this process's own, the `flipbook` binary, unless a tool elsewhere
    /// names it); started at once, so that the first request finds it ready.
    package static func worker(for argument: String?, executable: String = Worker.currentExecutable) throws -> Worker {
        let worker = Worker(executable: executable, arguments: ["designer", flag] + (argument.map { ["--", $0] } ?? []), name: "flipbook designer")
        try worker.start()
        return worker
    }

    /// Answers requests for a session on `argument` until the server is gone.
    package static func serve(argument: String?, requestTimeLimit: Duration = DesignerServer.requestTimeLimit) throws {
        let session = try DesignerSession(argument: argument)
        let deadline = RequestDeadline(limit: requestTimeLimit)
        WorkerService.serve { bytes in
            guard let request = WorkerMessages.decodeRequest(bytes), let known = DesignerSession.Known(bytes: request.state) else {
                let refusal = APIProblem(.badRequest, .syntax, "the server sent a request the worker does not read", fix: "this is a bug in flipbook designer; please report it")
                return WorkerMessages.encode(await WorkerMessages.answer(refusal.response, state: nil))
            }
            // The server keeps the Save state, which outlives this process: a new worker starts from
            // it, and whatever this worker's Save state is after a request goes back when it differs.
            session.adoptKnownState(known)
            let response = await DesignerHandler.answer(request, session: session, deadline: deadline)
            let after = session.knownState
            return WorkerMessages.encode(await WorkerMessages.answer(response, state: after == known ? nil : after.bytes))
        }
    }
}
