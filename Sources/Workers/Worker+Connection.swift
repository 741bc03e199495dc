import Foundation
import Problems
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Worker {
    /// One running worker process: its socket (descriptor 3 in the worker), the calls waiting for
    /// an answer, and the tail of what it wrote to standard error (its last words, if it crashes).
    final class Connection: Sendable {
        let pid: pid_t
        private let socket: Int32
        private let name: String
        private let calls = Mutex(Calls())
        private let errorTail = Mutex([UInt8]())
        /// Signalled when the worker's standard error has ended (it has exited).
        private let errorEnded = DispatchSemaphore(value: 0)

        private struct Calls {
            var nextID: UInt64 = 0
            var waiting: [UInt64: CheckedContinuation<Result<[UInt8], Problem>, Never>] = [:]
            /// Why the worker is gone, once it is.
            var ended: Problem?
        }

        /// The most bytes of the worker's standard error kept for messages.
        private static let tailBytes = 8192

        private init(pid: pid_t, socket: Int32, name: String) {
            self.pid = pid
            self.socket = socket
            self.name = name
        }

        var isAlive: Bool { calls.withLock { $0.ended == nil } }

        /// Starts `executable arguments…` with one end of a socket pair as its descriptor 3 and a
        /// pipe as its standard error; standard input is /dev/null, standard output this process's.
        static func spawn(executable: String, arguments: [String], name: String) throws(Problem) -> Connection {
            var ends: [Int32] = [-1, -1]
            var errorPipe: [Int32] = [-1, -1]
            #if os(Linux)
            let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
            #else
            let streamType = SOCK_STREAM
            #endif
            guard socketpair(AF_UNIX, streamType, 0, &ends) == 0, pipe(&errorPipe) == 0 else {
                throw Problem(.outOfMemory, "cannot start \(name)'s worker process: \(String(cString: strerror(errno)))", fix: "close other programs and try again")
            }
            for descriptor in ends + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
            posix_spawn_file_actions_adddup2(&actions, ends[1], WorkerService.descriptor)
            // Nothing else of this process's (its listening socket, its connections) goes to the worker.
            closeDescriptors(above: WorkerService.descriptor, in: &actions)
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            // A process group of its own: Ctrl-C in a terminal goes to the foreground group, and
            // reaches the server alone, which stops and then ends its worker once the work in
            // flight (a review's Accept writing goldens) is done.
            posix_spawnattr_setpgroup(&attributes, 0)
            #if canImport(Darwin)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_CLOEXEC_DEFAULT | POSIX_SPAWN_SETPGROUP))
            #else
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
            #endif
            var environment = ProcessInfo.processInfo.environment
            // The backtracer takes seconds to describe a crash, while requests wait for its end;
            // the runtime's one-line message (kept for the answer) says what trapped.
            if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
            // The program's own name as argv[0] (the executable may be /proc/self/exe).
            let argv = ([CommandLine.arguments.first ?? executable] + arguments).map { strdup($0) } + [nil]
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { (argv + envp).forEach { free($0) } }
            var pid: pid_t = 0
            let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            closeDescriptor(ends[1])
            closeDescriptor(errorPipe[1])
            guard status == 0 else {
                closeDescriptor(ends[0])
                closeDescriptor(errorPipe[0])
                throw Problem(.failure, "cannot start \(name)'s worker process (\(executable)): \(String(cString: strerror(status)))",
                              fix: "check that the flipbook executable is still there")
            }
            let connection = Connection(pid: pid, socket: ends[0], name: name)
            let errorDescriptor = errorPipe[0]
            Thread.detachNewThread { connection.relayStandardError(errorDescriptor) }
            Thread.detachNewThread { connection.readAnswers() }
            return connection
        }

        /// Sends `request`; `answer` is resumed with the worker's answer, or the problem of its death.
        func send(_ request: [UInt8], answer: CheckedContinuation<Result<[UInt8], Problem>, Never>) {
            let sending: UInt64? = calls.withLock { calls in
                if let ended = calls.ended {
                    answer.resume(returning: .failure(ended))
                    return nil
                }
                calls.nextID += 1
                calls.waiting[calls.nextID] = answer
                // Written while holding the lock, so frames never interleave.
                if !Frames.write(request, id: calls.nextID, to: socket) {
                    calls.waiting[calls.nextID] = nil
                    answer.resume(returning: .failure(Problem(.failure, "\(name)'s worker process stopped taking requests", fix: "try again")))
                }
                return calls.nextID
            }
            _ = sending
        }

        /// Reads answers until the worker's end closes, then fails the calls still waiting.
        private func readAnswers() {
            while let (id, bytes) = Frames.read(from: socket) {
                let waiting = calls.withLock { $0.waiting.removeValue(forKey: id) }
                waiting?.resume(returning: .success(bytes))
            }
            // The socket closed: the worker ended, or is ending. Its status and last words say why.
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            _ = errorEnded.wait(timeout: .now() + 1)
            let problem = deathProblem(status: status)
            let waiting = calls.withLock { calls in
                calls.ended = problem
                defer { calls.waiting = [:] }
                return Array(calls.waiting.values)
            }
            closeDescriptor(socket)
            for call in waiting { call.resume(returning: .failure(problem)) }
        }

        /// Copies the worker's standard error to this process's, keeping its tail.
        private func relayStandardError(_ descriptor: Int32) {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                let chunk = Array(buffer[..<count])
                _ = chunk.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
                errorTail.withLock { tail in
                    tail += chunk
                    if tail.count > Self.tailBytes { tail.removeFirst(tail.count - Self.tailBytes) }
                }
            }
            closeDescriptor(descriptor)
            errorEnded.signal()
        }

        /// What the calls in flight are told when the worker has ended with `status` (from `waitpid`).
        private func deathProblem(status: Int32) -> Problem {
            let signal = status & 0x7F
            let how = signal != 0 ? "was killed by signal \(signal) (\(Self.signalName(signal)))" : "exited with status \((status >> 8) & 0xFF)"
            let text = String(decoding: errorTail.withLock { $0 }, as: UTF8.self)
            // The runtime's own words for a trap: "Fatal error: Double value cannot be converted to Int …".
            let last = text.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("error:") }
                .map { ": " + $0.trimmingCharacters(in: .whitespaces) } ?? ""
            return Problem(.failure, "\(name)'s worker process \(how) while answering\(last)",
                           fix: "this is a bug in flipbook; please report it with what you sent. The worker starts again with the next request; nothing else is lost")
        }

        private static func signalName(_ signal: Int32) -> String {
            switch signal {
            case SIGILL: return "SIGILL: a Swift runtime trap"
            case SIGTRAP: return "SIGTRAP: a Swift runtime trap"
            case SIGABRT: return "SIGABRT"
            case SIGSEGV: return "SIGSEGV"
            case SIGBUS: return "SIGBUS"
            case SIGKILL: return "SIGKILL"
            case SIGTERM: return "SIGTERM"
            case SIGFPE: return "SIGFPE"
            default: return "signal \(signal)"
            }
        }

        /// Closes the socket for writing (the worker ends once it has answered what it holds) and kills the
        /// worker if it is still there after `grace` seconds.
        func end(grace: Double) {
            shutdown(socket, Int32(SHUT_WR))
            let deadline = Date().addingTimeInterval(grace)
            while isAlive && Date() < deadline { usleep(10_000) }
            if isAlive { kill(pid, SIGKILL) }
        }
    }
}

/// POSIX `close(2)`, named apart from the methods called `close`.
func closeDescriptor(_ descriptor: Int32) {
    #if canImport(Glibc)
    _ = Glibc.close(descriptor)
    #else
    _ = Darwin.close(descriptor)
    #endif
}

/// Adds glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later; found at run time, as
/// Swift's Glibc module does not declare it) to close every descriptor above `descriptor` in the
/// child. Elsewhere nothing is added: Darwin's `POSIX_SPAWN_CLOEXEC_DEFAULT` does it.
private func closeDescriptors(above descriptor: Int32, in actions: inout posix_spawn_file_actions_t) {
    #if os(Linux)
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
    _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, descriptor + 1)
    #endif
}
