import Dispatch
import Foundation
import Outputs

extension LocalServer {
    /// Serves until Ctrl-C or SIGTERM, then returns (the command ends with status 0): a file being
    /// written (the designer's Save, the review's Accept) finishes first (it runs under
    /// `InterruptCleanup.whileUninterrupted`), then the server stops. SIGHUP still cleans up and ends the process (`InterruptCleanup`, the one handler).
    /// `announce` gets the page's URL once the server listens. Throws when the server cannot
    /// start (the port is taken) or fails.
    package func runUntilStopped(announce: @escaping @Sendable (String) -> Void) throws {
        let finished = DispatchSemaphore(value: 0)
        let state = RunState()
        InterruptCleanup.stopping(on: [SIGINT, SIGTERM]) { _ in
            state.stopping()
            let stopped = DispatchSemaphore(value: 0)
            Task {
                await self.stop()
                stopped.signal()
            }
            _ = stopped.wait(timeout: .now() + 2)
            finished.signal()
        }
        Task {
            do { try await self.run() } catch { state.failed(error) }
            finished.signal()
        }
        Task {
            do {
                announce(try await self.waitUntilListening())
            } catch {
                // `run()` failed to listen (its error says why), or never got there.
                state.failed(error)
                finished.signal()
            }
        }
        finished.wait()
        // Stopping may make `run()` end with an error of its own: a requested stop is a clean one.
        if let error = state.error { throw error }
    }

    /// Opens `url` in the desktop's browser with `xdg-open` (Linux) or `open` (macOS); `false`
    /// when neither is on the `PATH` or it fails to start.
    package static func openInBrowser(_ url: String) -> Bool {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["xdg-open", "open"] {
            for folder in paths where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "\(folder)/\(name)")
                process.arguments = [url]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                if (try? process.run()) != nil { return true }
            }
        }
        return false
    }
}

/// Whether a stop was asked for, and the first error of the server's tasks before that.
private final class RunState: @unchecked Sendable {
    private let lock = NSLock()
    private var isStopping = false
    private var first: (any Error)?

    func stopping() {
        lock.withLock { isStopping = true }
    }

    func failed(_ error: any Error) {
        lock.withLock { if first == nil, !isStopping { first = error } }
    }

    /// The error to report: none once a stop was asked for.
    var error: (any Error)? { lock.withLock { isStopping ? nil : first } }
}
