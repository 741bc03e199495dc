import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How one child process ended.
struct RunResult {
    /// The exit status, when it exited.
    var status: Int32?
    /// The signal that ended it, when one did.
    var signal: Int32?
    /// It ran past the time limit and was killed.
    var isHang = false
    /// Its resident memory passed the cap and it was killed.
    var isOverMemory = false
    /// Peak resident memory in KiB (`ru_maxrss`).
    var peakKB = 0
    var seconds: Double = 0

    /// It changed a file outside the folders it writes (through a link).
    var wroteOutside = false

    /// Flipbook exits 0, 1 (differences) or 2 (bad input); anything else is a bug, and so is a
    /// write through a link to a file outside.
    var isCrash: Bool { wroteOutside || !isHang && !isOverMemory && (signal != nil || ![0, 1, 2].contains(status ?? -1)) }

    func describe() -> String {
        if wroteOutside { return "changed a file outside the folders it writes (through a link)" }
        if isOverMemory { return "killed at \(peakKB / 1024) MiB resident, over the memory cap" }
        if isHang { return "no exit after \(String(format: "%.1f", seconds)) s" }
        if let signal { return "killed by signal \(signal) (\(String(cString: strsignal(signal))))" }
        return "exit \(status ?? -1), \(peakKB / 1024) MiB, \(String(format: "%.2f", seconds)) s"
    }
}

/// Runs the binary in the current folder (the work folder) with no input, output to /dev/null and
/// error output to `work/stderr.txt`; a child whose resident memory passes `memoryCapKB` (read from
/// /proc/PID/statm while it runs) is killed and counted as over memory.
enum Runner {
    static func run(_ executable: String, _ arguments: [String], in work: String, timeout: Double,
                    memoryCapKB: Int = .max, stdout: String? = nil, stderr: String? = nil) -> RunResult {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (descriptor, path) in [(Int32(1), stdout ?? "/dev/null"), (2, stderr ?? work + "/stderr.txt")] {
            if path == Job.closed {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            } else {
                posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            }
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let started = Date()
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            return RunResult(status: 127)
        }
        var result = RunResult()
        var status: Int32 = 0
        var usage = rusage()
        while true {
            let done = wait4(pid, &status, WNOHANG, &usage)
            if done == pid { break }
            if let resident = residentKB(pid), resident > memoryCapKB {
                kill(pid, SIGKILL)
                wait4(pid, &status, 0, &usage)
                result.isOverMemory = true
                break
            }
            if Date().timeIntervalSince(started) > timeout {
                kill(pid, SIGKILL)
                wait4(pid, &status, 0, &usage)
                result.isHang = true
                break
            }
            usleep(2000)
        }
        result.seconds = Date().timeIntervalSince(started)
        result.peakKB = Int(usage.ru_maxrss)
        if !result.isHang && !result.isOverMemory {
            let low = status & 0x7F
            if low == 0 { result.status = (status >> 8) & 0xFF } else { result.signal = low }
        }
        return result
    }

    /// The resident memory of a running process in KiB (statm's second field, in pages).
    static func residentKB(_ pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * (Int(sysconf(Int32(_SC_PAGESIZE))) / 1024)
    }
}

/// Counts and extremes over a fuzz run.
struct Summary {
    var runs: [String: Int] = [:]
    var statuses: [String: [Int32: Int]] = [:]
    var crashes = 0
    var hangs = 0
    var overMemory = 0
    /// Runs that missed the time limit once but finished within twice the limit when run again.
    var slowRetries = 0
    var peakKB = 0
    var peakJob = ""
    var largestInput = 0
    var slowest: (seconds: Double, job: String) = (0, "")

    mutating func record(_ job: Job, _ run: RunResult) {
        runs[job.command, default: 0] += 1
        statuses[job.command, default: [:]][run.status ?? -(run.signal ?? 99), default: 0] += 1
        if run.isCrash { crashes += 1 }
        if run.isHang { hangs += 1 }
        if run.isOverMemory { overMemory += 1 }
        if run.peakKB > peakKB {
            peakKB = run.peakKB
            peakJob = "\(job.command) \(job.arguments.joined(separator: " ")), input \(job.inputBytes) bytes"
        }
        largestInput = max(largestInput, job.inputBytes)
        if !run.isHang && run.seconds > slowest.seconds { slowest = (run.seconds, job.command) }
    }

    func report(iterations: Int, seconds: Double, options: FuzzOptions) -> String {
        var lines = ["flipbook-fuzz: \(iterations) runs in \(Int(seconds)) s (seed \(options.seed), limit \(options.timeout) s per run)",
                     "crashes: \(crashes)   hangs: \(hangs) (and \(slowRetries) runs over the limit that finished when run again)   over the memory cap (\(options.memoryCapMB) MiB): \(overMemory)",
                     "peak memory of one run: \(peakKB / 1024) MiB (\(peakJob))",
                     "largest input: \(largestInput) bytes; slowest run: \(String(format: "%.2f", slowest.seconds)) s (\(slowest.job))",
                     "runs by command (exit status: count; negative = signal):"]
        for (command, count) in runs.sorted(by: { $0.key < $1.key }) {
            let byStatus = (statuses[command] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            lines.append("  \(command): \(count) (\(byStatus))")
        }
        return lines.joined(separator: "\n")
    }
}
