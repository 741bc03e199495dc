import Dispatch
import Foundation
import RawHTTP
import TestSupport
import Testing

/// `flipbook review` answers its API in a worker process: a worker that dies while answering ends
/// only the request in flight (500, saying how), the next request is answered by a new worker, the
/// decisions kept in the report folder carry over, and Ctrl-C at the terminal reaches the server
/// alone, which ends its worker when it stops.
@Suite(.serialized) struct ReviewWorkerTests {
    /// A review server on a failing check's report, and its worker's process id.
    static func start(in folder: TemporaryFolder) throws -> (running: (process: RunningProcess, port: UInt16, token: String), worker: pid_t) {
        let check = try ReviewCommandTests.failingSuite(in: folder)
        #expect(try runFlipbook(check + ["--record", "never"], in: folder.url).status == 1)
        let running = try ReviewServerTests.start(in: folder.url)
        return (running, try DesignerWorkerTests.worker(of: running.process))
    }

    @Test func aWorkerKilledWhileAnsweringIs500AndTheNextRequestIsAnswered() throws {
        let folder = try TemporaryFolder()
        let (running, first) = try Self.start(in: folder)
        defer { _ = running.process.signal(SIGINT); _ = running.process.finish() }
        let token = ["X-Flipbook-Token": running.token]
        // A stopped worker keeps the request in flight until it is killed.
        #expect(kill(first, SIGSTOP) == 0)
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            answer.set(try? rawHTTP(port: running.port, "GET", "/api/report", headers: token, timeout: 60))
            done.signal()
        }
        usleep(300_000)
        #expect(kill(first, SIGKILL) == 0)
        #expect(done.wait(timeout: .now() + 30) == .success)
        let crashed = try #require(answer.get())
        #expect(crashed.status == 500, "\(crashed.text)")
        #expect(crashed.text.contains("worker process was killed by signal 9"), "\(crashed.text)")
        #expect(crashed.text.contains(#""kind":"failure""#), "\(crashed.text)")
        // The server goes on; a new worker accepts, and the decision is in the report folder.
        let accepted = try ReviewServerTests.post(running.port, "/api/accept", #"{"items": ["cover/frame-0001"]}"#, headers: token)
        #expect(accepted.status == 200, "\(accepted.text)")
        #expect(running.process.isRunning)
        let second = try DesignerWorkerTests.worker(of: running.process)
        #expect(second != first)
        #expect(kill(second, SIGKILL) == 0)
        usleep(200_000)
        let decided = try rawHTTP(port: running.port, "GET", "/api/decisions", headers: token)
        #expect(decided.status == 200 && decided.text.contains(#""cover/frame-0001":"accepted""#), "\(decided.text)")
    }

    @Test func ctrlCReachesTheServerAloneAndStoppingEndsTheWorker() throws {
        let folder = try TemporaryFolder()
        let (running, worker) = try Self.start(in: folder)
        // Ctrl-C in a terminal goes to the foreground process group: the worker is in one of its
        // own, so the server alone decides when it ends.
        #expect(getpgid(worker) == worker)
        #expect(getpgid(worker) != getpgid(running.process.pid))
        #expect(running.process.signal(SIGINT))
        #expect(running.process.finish() == 0)
        #expect(DesignerWorkerTests.ends(worker), "the worker \(worker) outlived the review")
    }
}
