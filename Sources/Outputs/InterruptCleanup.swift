import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes unfinished outputs when the process is interrupted (SIGINT, SIGTERM, SIGHUP), then lets
/// the signal end the process as it would have (exit status 128 + signal in a shell).
///
/// Staging folders, lock files and other files that exist only while an output is being written are
/// registered here and unregistered when they are gone. Work that must not be cut in half (writing a
/// file and renaming it into place, moving a sequence's frames in) runs in `whileUninterrupted`: a
/// signal arriving meanwhile is handled right after it. The handlers are installed the first time
/// either is used; a handler only writes one byte to a pipe, and a dedicated thread does the cleanup.
///
/// A long-running command that stops cleanly on Ctrl-C (the designer) asks for that with
/// `stopping(on:_:)`: the same handlers and thread then call its `stop` instead of ending the
/// process. It is the process's one signal handler.
package enum InterruptCleanup {
    /// The signals that clean up before ending the process.
    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// A registered path, to unregister once it is gone or has become a finished output.
    package struct Registration: Hashable, Sendable {
        fileprivate let id: Int
    }

    /// Removes `path` if the process is interrupted: a file, or a folder with everything in it —
    /// or, with `onlyIfEmpty`, a folder only when nothing is left in it (a folder the output created,
    /// into which someone else may have put files meanwhile).
    package static func register(_ path: String, onlyIfEmpty: Bool = false) -> Registration {
        state.withLock {
            state.nextID += 1
            state.paths[state.nextID] = (path, onlyIfEmpty)
            return Registration(id: state.nextID)
        }
    }

    /// Stops removing the path of `registration` on interrupt.
    package static func unregister(_ registration: Registration) {
        state.withLock { _ = state.paths.removeValue(forKey: registration.id) }
    }

    /// For `stopSignals` (e.g. SIGINT and SIGTERM), calls `stop` instead of cleaning up and ending
    /// the process: once, with the signal, on the signal thread, with interrupt cleanup held off (so
    /// work in `whileUninterrupted` finishes first); later arrivals of them are ignored, since
    /// `stop` ends the work. Their handlers are installed even where the process started with
    /// them ignored. The other `signals` keep cleaning up and ending the process.
    package static func stopping(on stopSignals: [Int32], _ stop: @escaping @Sendable (Int32) -> Void) {
        state.withLock { state.stop = (Set(stopSignals), stop) }
        for signal in stopSignals { forward(signal) }
    }

    /// Runs `body` with interrupt cleanup held off: a signal that arrives meanwhile is handled
    /// (cleanup, then exit) as soon as `body` returns. Calls may nest and run on any thread; the
    /// bodies of different threads do not overlap.
    package static func whileUninterrupted<T>(_ body: () throws -> T) rethrows -> T {
        try state.withLock(body)
    }

    /// The paths to remove, and the lock the signal thread takes before removing them.
    private final class State: @unchecked Sendable {
        let lock = NSRecursiveLock()
        var paths: [Int: (path: String, onlyIfEmpty: Bool)] = [:]
        var nextID = 0
        var installed = false
        /// The signals that call `stopping(on:_:)`'s closure instead, and the closure.
        var stop: (signals: Set<Int32>, stop: @Sendable (Int32) -> Void)?
        var stopped = false

        func withLock<T>(_ body: () throws -> T) rethrows -> T {
            lock.lock()
            defer { lock.unlock() }
            if !installed {
                installed = true
                installHandlers()
            }
            return try body()
        }

        /// Removes every registered path, newest first (staging before the folder it is in).
        func cleanUp() {
            for id in paths.keys.sorted(by: >) {
                guard let entry = paths[id] else { continue }
                if entry.onlyIfEmpty { rmdir(entry.path) } else { try? FileManager.default.removeItem(atPath: entry.path) }
            }
            paths.removeAll()
        }
    }

    private static let state = State()

    private static func installHandlers() {
        // A process started from a thread that blocks these signals inherits the mask (Dispatch
        // threads block them): unblock them here, so this thread and the cleanup thread receive them.
        var signalSet = sigset_t()
        sigemptyset(&signalSet)
        for signal in signals { sigaddset(&signalSet, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signalSet, nil)
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return }
        signalPipe = descriptors[1]
        let reader = descriptors[0]
        let thread = Thread {
            var signal: Int32 = 0
            while true {
                var byte: UInt8 = 0
                guard read(reader, &byte, 1) == 1 else { continue }
                signal = Int32(byte)
                state.lock.lock()
                guard let stop = state.stop, stop.signals.contains(signal) else { break }
                if !state.stopped {
                    state.stopped = true
                    stop.stop(signal)
                }
                state.lock.unlock()
            }
            // The lock is held: clean up and end.
            state.cleanUp()
            // End the process the way the signal would have, holding the lock so no output
            // is started or finished in between.
            Foundation.signal(signal, SIG_DFL)
            kill(getpid(), signal)
        }
        thread.name = "flipbook interrupt cleanup"
        thread.start()
        for signal in signals {
            // A signal ignored when the process started (`nohup`, a background job) stays ignored.
            var previous = sigaction()
            sigaction(signal, nil, &previous)
            #if canImport(Glibc)
            let previousHandler = previous.__sigaction_handler.sa_handler
            #else
            let previousHandler = previous.__sigaction_u.__sa_handler
            #endif
            if unsafeBitCast(previousHandler, to: Int.self) == 1 { continue }  // SIG_IGN
            forward(signal)
        }
    }

    /// Installs the handler that writes `signal` to the pipe (restarting interrupted calls).
    private static func forward(_ signal: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = forwardSignal
        #else
        action.__sigaction_u.__sa_handler = forwardSignal
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(signal, &action, nil)
    }
}

/// The write end of the pipe the signal handler writes to; set once, before any handler is installed.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// The signal handler: one async-signal-safe `write` of the signal number.
private func forwardSignal(_ signal: Int32) {
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipe, &byte, 1)
}
