import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The one way the tests run programs: `runProcess` for a run to its end, `RunningProcess` for one
// that is watched, signalled or stopped while it runs; `runFlipbook`/`startFlipbook` are both with
// the built `flipbook`.

/// What a finished program printed and returned.
public struct ProcessRun: Sendable {
    /// The exit status (128 + the signal's number when a signal ended it).
    public var status: Int32
    /// Everything written to standard output.
    public var stdout: String
    /// Everything written to standard error.
    public var stderr: String
    /// Both streams, standard output first: for checks that a message appears at all.
    public var output: String { stdout + stderr }
}

/// What a finished `flipbook` run printed and returned.
public typealias FlipbookRun = ProcessRun

/// The first executable called `name` on PATH, or `nil`.
public func executable(named name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// The `flipbook` executable that `swift build` put beside the test bundle, or `nil` when it has
/// not been built.
public let flipbookExecutable: URL? = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("flipbook") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// The `flipbook` executable could not be found.
public struct FlipbookNotBuilt: Error, CustomStringConvertible {
    public var description: String {
        "the flipbook executable is not beside the test bundle: build it with `swift build --build-tests`"
    }
}

/// A program could not be started.
public struct SpawnFailed: Error, CustomStringConvertible {
    /// The program.
    public var program: String
    /// `posix_spawn`'s error number.
    public var code: Int32
    public var description: String { "could not start \(program): \(String(cString: strerror(code)))" }
}

/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc module
/// does not declare; `nil` where the C library has none.
private let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32)? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32).self)
}()

/// A program started in a folder of its own choosing, standard input from `input` (or /dev/null),
/// its output in files, with SIGINT at its default action as a shell in a terminal starts a command (`swift test`
/// starts its children with SIGINT ignored, and a process keeps an ignored SIGINT, as POSIX tools do)
/// and no signal blocked. The process is killed and its logs removed when this value goes away.
public final class RunningProcess: @unchecked Sendable {
    /// The process id.
    public let pid: pid_t
    private let logs: URL
    private var exitStatus: Int32?

    /// Starts `program arguments…` in `folder`, with this process's environment plus `environment`
    /// (a `nil` value removes a variable) and `input`, if given, on its standard input.
    public init(_ program: URL, _ arguments: [String], in folder: URL = FileManager.default.temporaryDirectory,
                environment: [String: String?] = [:], input: Data? = nil) throws {
        logs = try temporaryFolder()
        var stdin = "/dev/null"
        if let input {
            stdin = logs.appendingPathComponent("stdin").path
            try input.write(to: URL(fileURLWithPath: stdin))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, logs.appendingPathComponent("stdout").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, logs.appendingPathComponent("stderr").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // Nothing else this process has open reaches the child: a file another test is writing (an
        // executable it copies, say) would otherwise stay open in the child, and exec'ing that
        // file would fail with "Text file busy" for as long as the child runs.
        _ = closeFrom?(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        // The child runs in `folder` (this process's folder is shared by tests running in parallel):
        // `sh` changes into it and replaces itself with the program, which keeps the pid.
        let argv = (["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", folder.path, program.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        guard status == 0 else {
            try? FileManager.default.removeItem(at: logs)
            throw SpawnFailed(program: program.path, code: status)
        }
        self.pid = pid
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(at: logs)
    }

    /// Standard output so far.
    public var stdoutData: Data { (try? Data(contentsOf: logs.appendingPathComponent("stdout"))) ?? Data() }
    /// Standard output so far, as text.
    public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    /// Standard error so far.
    public var stderr: String { String(decoding: (try? Data(contentsOf: logs.appendingPathComponent("stderr"))) ?? Data(), as: UTF8.self) }

    /// Whether the process has not ended yet (without reaping it).
    public var isRunning: Bool {
        guard exitStatus == nil else { return false }
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._sigchld.si_pid == 0
    }

    /// Sends `signal` to the process while it is still running; false (and nothing sent) when it
    /// has already ended, so a test never signals a pid the system may have given to another process.
    @discardableResult
    public func signal(_ signal: Int32) -> Bool {
        guard isRunning else { return false }
        return kill(pid, signal) == 0
    }

    /// Waits until `condition` holds, checking every 20 ms, for up to `seconds`; false if it did not
    /// (or the process ended first and the condition still does not hold).
    public func wait(seconds: Double = 60, until condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            if !isRunning { return condition() }
            usleep(20_000)
        }
        return condition()
    }

    /// Waits for the end, up to `seconds` (then kills the process, so a test cannot hang), and
    /// returns the raw wait status.
    private func waitStatus(seconds: Double) -> Int32 {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        let end = Date().addingTimeInterval(seconds)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > end {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(10_000)
        }
        exitStatus = status
        return status
    }

    /// Waits for the end (up to `seconds`) and returns the exit status, or 128 + the signal that ended it.
    public func finish(seconds: Double = 120) -> Int32 {
        let status = waitStatus(seconds: seconds)
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Waits for the end (up to `seconds`) and returns the signal that ended it, or nil when it exited.
    public func terminatingSignal(within seconds: Double = 60) -> Int32? {
        let signal = waitStatus(seconds: seconds) & 0x7F
        return signal == 0 ? nil : signal
    }
}

/// Runs `program arguments…` in `folder` to its end (killed after `seconds`) and returns what it printed.
public func runProcess(_ program: URL, _ arguments: [String], in folder: URL = FileManager.default.temporaryDirectory,
                       environment: [String: String?] = [:], seconds: Double = 600) throws -> ProcessRun {
    let process = try RunningProcess(program, arguments, in: folder, environment: environment)
    let status = process.finish(seconds: seconds)
    return ProcessRun(status: status, stdout: process.stdout, stderr: process.stderr)
}

/// Starts `flipbook arguments…` in `folder` (default: the temporary folder) as a user would, with
/// `FLIPBOOK_RECORD` removed from the environment, then `environment` added: for commands that are
/// watched, signalled or stopped while they run.
public func startFlipbook(_ arguments: [String], in folder: URL = FileManager.default.temporaryDirectory,
                          environment: [String: String] = [:], input: String? = nil) throws -> RunningProcess {
    guard let executable = flipbookExecutable else { throw FlipbookNotBuilt() }
    var variables: [String: String?] = ["FLIPBOOK_RECORD": nil]
    for (name, value) in environment { variables[name] = value }
    return try RunningProcess(executable, arguments, in: folder, environment: variables, input: input.map { Data($0.utf8) })
}

/// Runs `flipbook arguments…` in `folder` (default: the temporary folder) as a user would, with
/// `input` on its standard input (else /dev/null), and waits for it. `FLIPBOOK_RECORD` is removed
/// from the environment, then `environment` added.
public func runFlipbook(_ arguments: [String], input: String? = nil, in folder: URL = FileManager.default.temporaryDirectory,
                        environment: [String: String] = [:]) throws -> FlipbookRun {
    let process = try startFlipbook(arguments, in: folder, environment: environment, input: input)
    let status = process.finish()
    return FlipbookRun(status: status, stdout: process.stdout, stderr: process.stderr)
}
