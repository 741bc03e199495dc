import Foundation
import Problems
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work that may crash, done in a child process that is started again when it dies, so that a
/// server survives any one request.
///
/// In Swift a trap (an overflowing conversion, a failed precondition) ends the whole process. A
/// server that loads and draws what a request sends (the designer, the review, an MCP server) runs
/// that work in a worker: the same executable started with `arguments`, which answers with
/// `WorkerService.serve`. `call` sends a request's bytes and returns the answer's; the encoding of
/// both is the caller's. Several calls may be in flight at once, answered in any order.
///
/// When the worker dies, every call in flight throws a `Problem` of kind `failure` that says how it
/// ended (its signal or status, and the runtime's last message, e.g. "Fatal error: Double value
/// cannot be converted to Int"); the next call starts a new worker. What the worker writes to
/// standard error is passed on to this process's. Nothing of the server's own state lives in the
/// worker unless the caller puts it there, so the session goes on.
///
/// ```swift
/// let worker = Worker(arguments: ["designer", "--worker", "mine.yaml"], name: "flipbook designer")
/// let answer = try await worker.call(Array(request.utf8))
/// ```
package final class Worker: Sendable {
    /// The executable and the arguments that make it a worker.
    package let executable: String
    package let arguments: [String]
    /// Who the worker works for, in messages: `flipbook designer`.
    package let name: String
    /// How long `stop()` waits, in seconds, for the worker to finish the calls in flight before
    /// killing it.
    package let stopGrace: Double
    private let state = Mutex(State())

    private struct State {
        var connection: Connection?
        var stopped = false
        var started = 0
    }

    /// A worker started as `executable arguments…` (by default this process's own executable).
    /// Nothing is started until `start()` or the first `call`. `stopGrace` is the time `stop()`
    /// leaves the calls in flight (a second suits drawing; work that writes files may need more).
    package init(executable: String = Worker.currentExecutable, arguments: [String], name: String, stopGrace: Double = 1) {
        self.executable = executable
        self.arguments = arguments
        self.name = name
        self.stopGrace = stopGrace
    }

    deinit { stop() }

    /// Starts the worker now, so that the first call finds it ready; throws when it cannot be started.
    package func start() throws(Problem) {
        _ = try connection()
    }

    /// The worker's answer to `request`. Throws a `failure` problem when the worker died before
    /// answering (it is started again for the next call), and a `Problem` when it cannot be started.
    package func call(_ request: [UInt8]) async throws(Problem) -> [UInt8] {
        let connection = try connection()
        let result: Result<[UInt8], Problem> = await withCheckedContinuation { continuation in
            connection.send(request, answer: continuation)
        }
        return try result.get()
    }

    /// The worker's process id while one runs (tests and messages).
    package var processID: Int32? { state.withLock { $0.connection?.pid } }

    /// How many workers have been started: 1 plus the restarts after deaths.
    package var startCount: Int { state.withLock { $0.started } }

    /// Ends the worker: its connection is closed (it finishes what it was answering, for up to
    /// `stopGrace` seconds, then is killed; calls it had not answered by then throw) and no new
    /// one is started.
    package func stop() {
        let connection = state.withLock { state -> Connection? in
            state.stopped = true
            defer { state.connection = nil }
            return state.connection
        }
        connection?.end(grace: stopGrace)
    }

    /// The live connection, or a new worker's when there is none.
    private func connection() throws(Problem) -> Connection {
        let result: Result<Connection, Problem> = state.withLock { state in
            if let live = state.connection, live.isAlive { return .success(live) }
            guard !state.stopped else {
                return .failure(Problem(.unavailable, "\(name) is stopping", fix: "start it again"))
            }
            let spawned = Result { () throws(Problem) in try Connection.spawn(executable: executable, arguments: arguments, name: name) }
            if case let .success(connection) = spawned {
                state.connection = connection
                state.started += 1
            }
            return spawned
        }
        return try result.get()
    }

    /// This process's executable file, for starting a worker of the same program. On Linux it is
    /// `/proc/self/exe`, which stays this program even when its file has been replaced (a rebuild
    /// or an upgrade while a server runs) and would start the new one, or fail, by its path.
    package static var currentExecutable: String {
        #if os(Linux)
        return "/proc/self/exe"
        #else
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }
}
