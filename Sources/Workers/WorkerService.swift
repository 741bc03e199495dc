import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker's side of `Worker`: answers the parent's requests until the parent closes the socket.
package enum WorkerService {
    /// The descriptor the parent's socket is given as in the worker.
    package static let descriptor: Int32 = 3

    /// Whether this process was started as a worker (descriptor 3 is a socket).
    package static var isWorker: Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFSOCK
    }

    /// Answers each request with `answer`, several at once, until the parent closes its end; then
    /// waits for the answers being made and returns.
    package static func serve(_ answer: @escaping @Sendable ([UInt8]) async -> [UInt8]) {
        let writing = AnswerWriter()
        let group = DispatchGroup()
        while let (id, request) = Frames.read(from: descriptor) {
            group.enter()
            Task {
                let bytes = await answer(request)
                writing.write(bytes, id: id)
                group.leave()
            }
        }
        group.wait()
    }
}

/// Writes answers one at a time, so frames from requests answered at once never interleave.
private final class AnswerWriter: Sendable {
    private let lock = Mutex(())

    func write(_ bytes: [UInt8], id: UInt64) {
        // A parent that has gone cannot be told: the answer is dropped.
        lock.withLock { _ in _ = Frames.write(bytes, id: id, to: WorkerService.descriptor) }
    }
}
