import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Problems

/// Where `OutputFile.write(appending:)` sends the bytes of an output written piece by piece.
package final class OutputAppender {
    private let descriptor: Int32
    private let path: String
    /// The bytes appended so far.
    package private(set) var byteCount = 0

    fileprivate init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    /// Writes `bytes` after those appended before.
    package func append(_ bytes: [UInt8]) throws(Problem) {
        if descriptor >= 0 { try OutputFile.writeAll(bytes, to: descriptor, path: path) }
        byteCount += bytes.count
    }
}

extension OutputFile {
    /// Writes the bytes `body` appends, in order, as they come, so an output made piece by piece
    /// (an animated SVG's groups) is never held whole. A file is written to its temporary file
    /// beside it (removed if the process is interrupted meanwhile) and renamed over it once `body`
    /// returns; if `body` or a write throws, the temporary file is removed and the old file stays.
    /// Standard output and descriptors get the bytes as they come; `/dev/null` drops them.
    package func write<Value>(appending body: (OutputAppender) throws -> Value) throws -> Value {
        switch destination {
        case .discard:
            return try body(OutputAppender(descriptor: -1, path: path))
        case .standardOutput:
            return try body(OutputAppender(descriptor: STDOUT_FILENO, path: path))
        case .descriptor(let descriptor):
            return try body(OutputAppender(descriptor: descriptor, path: path))
        case .file(let target):
            try checkNotAnInput()
            // Created and registered as one step, so an interrupt never finds it unregistered.
            let created: Result<(TemporaryOutput, InterruptCleanup.Registration), Problem> = InterruptCleanup.whileUninterrupted {
                Result { () throws(Problem) in try TemporaryOutput(beside: target, named: path) }
                    .map { ($0, InterruptCleanup.register($0.path)) }
            }
            let (temporary, registration) = try created.get()
            let result: Value
            do {
                result = try body(OutputAppender(descriptor: temporary.descriptor, path: path))
                // The file may have changed since `init`: check again right before replacing it.
                try checkNotAnInput()
            } catch {
                InterruptCleanup.whileUninterrupted {
                    _ = temporary.finish(renaming: false)
                    InterruptCleanup.unregister(registration)
                }
                throw error
            }
            let failure = InterruptCleanup.whileUninterrupted {
                defer { InterruptCleanup.unregister(registration) }
                return temporary.finish(renaming: true)
            }
            if let failure { throw failure }
            return result
        }
    }
}
