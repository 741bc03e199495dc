import Foundation
import TestSupport
import Testing

/// Ctrl-C (SIGINT) through the real binary (#17 finding 4; the sequence case is in
/// NeverLoseAFileTests with SIGTERM and SIGHUP). A process inherits an ignored SIGINT
/// (`swift test` and background jobs start children that way) and Flipbook keeps it ignored, as
/// POSIX tools do; so these runs are spawned with SIGINT reset to its default, as a shell in a
/// terminal starts a command.
@Suite(.serialized) struct SIGINTTests {
    /// `flipbook arguments…` started in `folder` with SIGINT at its default action, output in files.
    final class Spawned {
        let pid: pid_t
        let logs: URL

        init(_ arguments: [String], in folder: URL) throws {
            let executable = try #require(flipbookExecutable).path
            logs = try temporaryFolder()
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, logs.appendingPathComponent("stdout").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_addopen(&actions, 2, logs.appendingPathComponent("stderr").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
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
            // `sh` changes into it and replaces itself with flipbook, which keeps the pid.
            let argv = (["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", folder.path, executable] + arguments).map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            var environment = ProcessInfo.processInfo.environment
            environment.removeValue(forKey: "FLIPBOOK_RECORD")
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { for pointer in envp { free(pointer) } }
            var pid: pid_t = 0
            let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
            try #require(status == 0, "posix_spawn failed: \(status)")
            self.pid = pid
        }

        deinit { try? FileManager.default.removeItem(at: logs) }

        var stderr: String { (try? String(contentsOf: logs.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

        /// Whether the process has not ended yet (without reaping it).
        var isRunning: Bool {
            var info = siginfo_t()
            return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._sigchld.si_pid == 0
        }

        /// Waits up to `seconds` for the end; the signal that ended it, or nil (killed if still running).
        func terminatingSignal(within seconds: Double = 60) -> Int32? {
            var status: Int32 = 0
            let end = Date().addingTimeInterval(seconds)
            while waitpid(pid, &status, WNOHANG) == 0 {
                if Date() > end {
                    kill(pid, SIGKILL)
                    waitpid(pid, &status, 0)
                    return nil
                }
                usleep(20_000)
            }
            let signal = status & 0x7F
            return signal == 0 ? nil : signal
        }
    }

    func names(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// Waits until `condition` holds (up to a minute).
    func wait(until condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(60)
        while Date() < end {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    @Test("SIGINT during an animated render leaves neither the file nor a temporary file")
    func interruptedAnimation() throws {
        let root = try temporaryFolder(files: ["keep.txt": "mine"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Spawned(["render", "scale.coverFlow", "--out", "swipe.webp", "--from", "0", "--to", "4", "--frames", "400",
                               "--scale", "2"], in: root)
        // Frames are drawn and encoded in memory; interrupt while that is under way.
        usleep(1_500_000)
        #expect(run.isRunning, "it ended before the interrupt: \(run.stderr)")
        kill(run.pid, SIGINT)
        #expect(run.terminatingSignal() == SIGINT, "\(run.stderr)")
        #expect(names(root) == ["keep.txt"])
    }

    @Test("SIGINT during check --record all leaves complete goldens with their manifest, or none, and no report")
    func interruptedRecording() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let offsets = (0..<400).map { String(Double($0) / 100) }.joined(separator: ",")
        let run = try Spawned(["check", "scale.coverFlow", "stack.vortex", "--goldens", "goldens", "--record", "all",
                               "--offsets", offsets, "--scale", "2", "--out", "report"], in: root)
        // Goldens are rendered, then written as one batch per scene: interrupt while that is under way.
        usleep(1_500_000)
        #expect(run.isRunning, "it ended before the interrupt: \(run.stderr)")
        kill(run.pid, SIGINT)
        #expect(run.terminatingSignal() == SIGINT, "\(run.stderr)")
        for scene in names(root.appendingPathComponent("goldens")) {
            let files = names(root.appendingPathComponent("goldens/" + scene))
            #expect(files.isEmpty || (files.contains("manifest.json") && files.count == 401), "\(scene): \(files)")
        }
        #expect(!names(root.appendingPathComponent("goldens")).contains { $0.hasPrefix(".") })
        #expect(!names(root).contains("report"))
    }
}
