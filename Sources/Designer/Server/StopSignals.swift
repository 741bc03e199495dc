import Foundation
import Outputs
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT) and SIGTERM stop the designer cleanly: a Save being written finishes (it runs
/// under `InterruptCleanup.whileUninterrupted`), then `stop` runs on a thread of its own, and the
/// command returns, exit status 0.
///
/// `InterruptCleanup` would otherwise end the process with the signal (exit 130) once a Save has
/// installed its handlers, so it is installed first and these handlers replace its for SIGINT and
/// SIGTERM; SIGHUP keeps its. A handler only writes the signal's number to a pipe.
enum StopSignals {
    /// Installs the handlers; `stop` is called once, with the signal, on a dedicated thread.
    static func install(_ stop: @escaping @Sendable (Int32) -> Void) {
        InterruptCleanup.whileUninterrupted {}
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return }
        stopPipe = descriptors[1]
        let reader = descriptors[0]
        let thread = Thread {
            var byte: UInt8 = 0
            while read(reader, &byte, 1) != 1 {}
            InterruptCleanup.whileUninterrupted { stop(Int32(byte)) }
        }
        thread.name = "flipbook designer stop"
        thread.start()
        // `signal` keeps the handler installed and restarts interrupted calls (BSD semantics, as glibc and Darwin give it).
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for stopSignal in [SIGINT, SIGTERM] {
            sigaddset(&unblock, stopSignal)
            signal(stopSignal, forwardStop)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }
}

/// The write end of the stop pipe; set once, before the handlers are installed.
nonisolated(unsafe) private var stopPipe: Int32 = -1

/// The signal handler: one async-signal-safe `write`.
private func forwardStop(_ signal: Int32) {
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(stopPipe, &byte, 1)
}
