import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A `flipbook` run with a time limit and its own peak memory: what a reliability test asserts on.
struct BoundedRun {
    /// The exit status, or nil when the run was killed at its time limit.
    var status: Int32?
    var stdout: String
    var stderr: String
    /// Wall-clock seconds until it exited (or was killed).
    var seconds: Double
    /// The child's peak resident set, in bytes (`getrusage` of that child through `wait4`).
    var peakBytes: Int
    var output: String { stdout + stderr }
    /// Whether it ended by itself within the limit.
    var finished: Bool { status != nil }
}

/// Runs `flipbook arguments…` in `folder` with `stdin` from /dev/null, kills it (SIGKILL) after
/// `timeout` seconds, and measures its peak RSS with `wait4`, which reports that child alone (the
/// test process runs many children at once, so `RUSAGE_CHILDREN` would mix them).
/// `stdoutPath` sends standard output to a given file instead of a captured one (e.g. /dev/full).
func boundedRun(_ arguments: [String], in folder: URL, timeout: Double = 60, stdoutPath: String? = nil,
                environment: [String: String] = [:]) throws -> BoundedRun {
    guard let executable = flipbookExecutable else { throw POSIXError(.ENOENT) }
    let logs = try TemporaryFolder()
    let outPath = stdoutPath ?? logs.path("stdout").path, errPath = logs.path("stderr").path
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var variables = ProcessInfo.processInfo.environment
    variables.removeValue(forKey: "FLIPBOOK_RECORD")
    variables.merge(environment) { $1 }
    // `sh` changes folder, then execs GNU time, which runs flipbook as its own child and writes
    // that child's peak RSS. A process's peak counts the memory of what it was spawned from (the
    // kernel keeps the larger of the two at exec), and this test process grows to hundreds of
    // MB in a full run; `time` is small, so its child's peak is flipbook's own. Without
    // /usr/bin/time, flipbook is exec'd directly and `wait4`'s figure (an upper bound) is used.
    let peakPath = logs.path("peak").path
    let timed = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
    let command = timed ? ["/usr/bin/time", "-f", "%M", "-o", peakPath, executable.path] : [executable.path]
    let argv = (["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder.path] + command + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    // Its own process group, so a kill on timeout reaches flipbook under `time` too.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    let start = Date()
    var status: Int32 = 0
    var usage = rusage()
    var killed = false
    while true {
        let done = wait4(pid, &status, WNOHANG, &usage)
        if done == pid { break }
        if done < 0 && errno != EINTR { break }
        if !killed && Date().timeIntervalSince(start) > timeout {
            kill(-pid, SIGKILL)
            killed = true
        }
        usleep(10_000)
    }
    let seconds = Date().timeIntervalSince(start)
    let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    let exited = status & 0x7f == 0
    return BoundedRun(status: killed ? nil : exited ? (status >> 8) & 0xff : 128 + (status & 0x7f),
                      stdout: stdoutPath == nil ? read(outPath) : "", stderr: read(errPath),
                      seconds: seconds, peakBytes: (timedPeak(peakPath) ?? Int(usage.ru_maxrss)) * 1024)
}

/// The peak RSS in KiB that GNU time wrote (its last line; a line before it may say how the
/// command ended), or nil.
private func timedPeak(_ path: String) -> Int? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
}

/// Every regular file under `folder`, relative to it, sorted: what a run left behind.
func filesUnder(_ folder: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var names: [String] = []
    while let name = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory), !isDirectory.boolValue {
            names.append(name)
        }
    }
    return names.sorted()
}
