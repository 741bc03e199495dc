import Config
import Foundation
import Synchronization

/// An exported file: its bytes, media type and download name.
struct ExportedFile: Sendable {
    var bytes: [UInt8]
    var type: String
    var name: String
}

/// The exports a session runs in the background, so the page can show frames done of total and
/// cancel: one at a time; a finished file waits until the page takes it (or the next export).
final class ExportJobs: Sendable {
    /// One export.
    final class Job: Sendable {
        /// Where it is.
        struct Status: Sendable {
            enum State: String, Sendable { case running, done, failed, cancelled }
            var state = State.running
            var done = 0
            var total: Int
            var pass = 1
            var passes = 1
            var problem: APIProblem?

            var json: JSONValue {
                var members: [JSONValue.Member] = [
                    .init("state", .string(state.rawValue)), .init("done", .number(Double(done))),
                    .init("total", .number(Double(total))), .init("pass", .number(Double(pass))), .init("passes", .number(Double(passes))),
                ]
                if let problem { members += [.init("problem", .string(problem.problem)), .init("fix", .string(problem.fix))] }
                return .object(members)
            }
        }

        let id: String
        private let state: Mutex<(status: Status, file: ExportedFile?)>
        private let cancelled = Atomic<Bool>(false)

        init(id: String, total: Int) {
            self.id = id
            state = Mutex((Status(total: total), nil))
        }

        var status: Status { state.withLock { $0.status } }
        var isCancelled: Bool { cancelled.load(ordering: .relaxed) }
        var isRunning: Bool { status.state == .running }

        func cancel() { cancelled.store(true, ordering: .relaxed) }

        func report(pass: Int, passes: Int, done: Int, total: Int) {
            state.withLock { $0.status.pass = pass; $0.status.passes = passes; $0.status.done = done; $0.status.total = total }
        }

        fileprivate func finish(_ result: Result<ExportedFile, any Error>) {
            state.withLock { state in
                switch result {
                case let .success(file):
                    state.status.state = .done
                    state.status.done = state.status.total
                    state.file = file
                case let .failure(error):
                    state.status.state = isCancelled ? .cancelled : .failed
                    state.status.problem = isCancelled ? nil : APIProblem(error)
                }
            }
        }

        fileprivate func takeFile() -> ExportedFile? { state.withLock { $0.file } }
    }

    private let jobs = Mutex<(next: Int, current: Job?)>((1, nil))

    /// Starts `work` on a thread of its own (it draws and encodes, seconds of CPU), holding
    /// `reservation` (its memory) until it is done, failed or cancelled; 409 while another export
    /// runs (the reservation is then released at once).
    func start(total: Int, reservation: RequestDeadline.Reservation, work: @escaping @Sendable (Job) throws -> ExportedFile) throws -> Job {
        let job = try jobs.withLock { jobs -> Job in
            if let current = jobs.current, current.isRunning {
                reservation.release()
                throw APIProblem(.conflict, .conflict, "an export is already running", fix: "wait for it to finish, or cancel it")
            }
            let job = Job(id: String(jobs.next), total: total)
            jobs.next += 1
            jobs.current = job
            return job
        }
        Thread.detachNewThread {
            let result = Result { try work(job) }
            reservation.release()
            job.finish(result)
        }
        return job
    }

    /// The job called `id`; 404 for another.
    func job(_ id: String?) throws(APIProblem) -> Job {
        guard let job = jobs.withLock({ $0.current }), job.id == id else {
            throw APIProblem(.notFound, .unknownKey, "no export \(id ?? "(none given)")", fix: "start one with POST /api/export/start")
        }
        return job
    }

    /// The finished file of job `id`, which is then forgotten; 409 while it runs or when it failed.
    func take(_ id: String?) throws(APIProblem) -> ExportedFile {
        let job = try job(id)
        guard let file = job.takeFile() else {
            throw APIProblem(.conflict, .conflict, "export \(job.id) is \(job.status.state.rawValue), with no file",
                             fix: job.status.problem.map { "\($0.problem) — \($0.fix)" } ?? "wait until its status says done")
        }
        jobs.withLock { if $0.current === job { $0.current = nil } }
        return file
    }
}
