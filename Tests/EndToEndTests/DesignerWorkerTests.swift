import Dispatch
import Foundation
import RawHTTP
import TestSupport
import Testing

/// `flipbook designer` answers API requests in a worker process: a crash there (a trap, a kill)
/// answers the requests in flight with 500 and is replaced, and the server, its Save state and the
/// page go on.
@Suite(.serialized) struct DesignerWorkerTests {
    /// The processes whose parent is `pid` (from /proc).
    static func children(of pid: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let child = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8) else { return nil }
            // `pid (comm) state ppid …`: the name may hold spaces, so read after its closing parenthesis.
            guard let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == pid ? child : nil
        }
    }

    static func worker(of designer: RunningProcess) throws -> pid_t {
        var found: [pid_t] = []
        _ = designer.wait(seconds: 30) {
            found = children(of: designer.pid)
            return !found.isEmpty
        }
        return try #require(found.first, "flipbook designer started no worker process")
    }

    /// Whether `pid` ends within 4 s.
    static func ends(_ pid: pid_t) -> Bool {
        for _ in 0..<200 {
            if kill(pid, 0) != 0 && errno == ESRCH { return true }
            usleep(20_000)
        }
        return false
    }

    @Test func aWorkerKilledWhileDrawingAnswers500AndTheNextRequestIsDrawn() throws {
        let folder = try TemporaryFolder()
        let running = try DesignerCLITests.start(["--port", "0"], in: folder.url)
        defer { _ = running.process.signal(SIGINT); _ = running.process.finish() }
        let token = ["X-Flipbook-Token": running.token]
        let first = try Self.worker(of: running.process)
        // A strip of 300 frames at scale 1 keeps the worker drawing for a while; 30 columns keep it
        // within the 16384-px side (6 would be 21436 px tall, refused at once with a 400).
        let long = Array(#"{"config": {"extends": "scale.coverFlow", "timeline": {"from": 0, "to": 4, "frames": 300}}, "scale": 1, "columns": 30}"#.utf8)
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            answer.set(try? rawHTTP(port: running.port, "POST", "/api/strip", headers: token, body: long, timeout: 300))
            done.signal()
        }
        usleep(500_000)
        #expect(kill(first, SIGSEGV) == 0)
        #expect(done.wait(timeout: .now() + 120) == .success)
        let crashed = try #require(answer.get())
        #expect(crashed.status == 500, "\(crashed.text)")
        #expect(crashed.text.contains("worker process was killed by signal 11"), "\(crashed.text)")
        #expect(crashed.text.contains("\"kind\": \"failure\""), "\(crashed.text)")
        // The server is still there, and the next request is drawn by a new worker.
        let preview = try rawHTTP(port: running.port, "POST", "/api/preview", headers: token,
                                  body: Array(#"{"config": {"extends": "scale.coverFlow"}, "offset": 0.5}"#.utf8))
        #expect(preview.status == 200)
        #expect(preview.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(running.process.isRunning)
        let second = try Self.worker(of: running.process)
        #expect(second != first)
    }

    @Test func saveStillNoticesAFileChangedOnDiskAfterTheWorkerDied() throws {
        let folder = try TemporaryFolder(files: ["mine.yaml": "extends: stack.vortex\n"])
        let running = try DesignerCLITests.start(["mine.yaml", "--port", "0"], in: folder.url)
        defer { _ = running.process.signal(SIGINT); _ = running.process.finish() }
        let token = ["X-Flipbook-Token": running.token]
        #expect(try rawHTTP(port: running.port, "GET", "/api/session", headers: token).status == 200)
        try "extends: stack.tinder\n".write(to: folder.path("mine.yaml"), atomically: true, encoding: .utf8)
        #expect(kill(try Self.worker(of: running.process), SIGKILL) == 0)
        usleep(200_000)
        let save = try rawHTTP(port: running.port, "POST", "/api/save", headers: token, body: Array(#"{"config": {"extends": "scale.coverFlow"}}"#.utf8))
        #expect(save.status == 409, "\(save.text)")
        #expect(try String(contentsOf: folder.path("mine.yaml"), encoding: .utf8) == "extends: stack.tinder\n")
        let forced = try rawHTTP(port: running.port, "POST", "/api/save", headers: token,
                                 body: Array(#"{"config": {"extends": "scale.coverFlow"}, "force": true}"#.utf8))
        #expect(forced.status == 200, "\(forced.text)")
    }

    @Test func stoppingTheDesignerEndsItsWorker() throws {
        let folder = try TemporaryFolder()
        let running = try DesignerCLITests.start(["--port", "0"], in: folder.url)
        let worker = try Self.worker(of: running.process)
        #expect(running.process.signal(SIGTERM))
        #expect(running.process.finish() == 0)
        #expect(Self.ends(worker), "the worker \(worker) outlived the designer")
    }
}

/// An answer handed from a request's thread to the test.
final class Answer: @unchecked Sendable {
    private let lock = NSLock()
    private var value: HTTPAnswer?
    func set(_ answer: HTTPAnswer?) { lock.withLock { value = answer } }
    func get() -> HTTPAnswer? { lock.withLock { value } }
}
