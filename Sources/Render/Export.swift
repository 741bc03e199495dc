import CairoKit
import Dispatch
import Foundation
import SceneModel
import Transforms

/// Reports export progress: frames finished so far and the total. Called from worker threads,
/// one call at a time.
public typealias ExportProgress = @Sendable (_ finished: Int, _ total: Int) -> Void

extension FrameRenderer {
    /// Writes one frame to `path` atomically.
    public func writeFrame(offset: Double, format: OutputOptions.Format, to path: String) throws {
        let bytes = try encodedFrame(offset: offset, format: format)
        try write(bytes, to: path)
    }

    /// The file name of frame `number` (from 1) of `count`: `frame-0001.png`, with more digits
    /// when there are more than 9999 frames, so names sort in frame order.
    public static func sequenceFileName(number: Int, count: Int, format: OutputOptions.Format) -> String {
        let digits = Swift.max(4, String(count).count)
        let text = String(number)
        return "frame-" + String(repeating: "0", count: Swift.max(0, digits - text.count)) + text + "." + format.rawValue
    }

    /// Writes every offset of the scene's timeline into `directory` as `frame-0001.png`, … and
    /// returns the paths in frame order.
    ///
    /// Frames are drawn in parallel on up to `concurrency` threads (each with its own Cairo
    /// context); names and contents do not depend on the thread count. Every file is written
    /// atomically, and when any frame fails the frames already written by this call are removed,
    /// so a failed export leaves the folder as it was.
    @discardableResult
    public func writeSequence(into directory: String, format: OutputOptions.Format,
                              concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
                              progress: ExportProgress? = nil) throws -> [String] {
        let offsets = try scene.timeline.validatedOffsets()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError("the output folder \(directory) does not exist", fix: "create it first or choose another --out")
        }
        let paths = offsets.indices.map {
            URL(fileURLWithPath: directory).appendingPathComponent(Self.sequenceFileName(number: $0 + 1, count: offsets.count, format: format)).path
        }
        let state = ExportState(count: offsets.count)
        let workers = Swift.max(1, Swift.min(concurrency, offsets.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in Swift.stride(from: worker, to: offsets.count, by: workers) {
                if state.hasFailed { return }
                do {
                    try writeFrame(offset: offsets[index], format: format, to: paths[index])
                    state.finish(index) { progress?($0, offsets.count) }
                } catch {
                    state.fail(index, error)
                    return
                }
            }
        }
        if let error = state.firstError {
            for (index, path) in paths.enumerated() where state.isWritten(index) {
                try? FileManager.default.removeItem(atPath: path)
            }
            throw error
        }
        return paths
    }

    /// Writes `bytes` atomically, turning I/O errors into `RenderError`s that name the file.
    func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch let error as CairoError {
            throw RenderError(error.message, fix: "check that the folder exists and is writable")
        }
    }
}

/// Shared bookkeeping of a parallel export.
private final class ExportState: @unchecked Sendable {
    private let lock = NSLock()
    private var written: [Bool]
    private var finishedCount = 0
    private var errors: [(index: Int, error: any Error)] = []

    init(count: Int) {
        written = Array(repeating: false, count: count)
    }

    var hasFailed: Bool { lock.withLock { !errors.isEmpty } }

    /// The error of the earliest failed frame, so the message does not depend on thread timing.
    var firstError: (any Error)? { lock.withLock { errors.min { $0.index < $1.index }?.error } }

    func isWritten(_ index: Int) -> Bool { lock.withLock { written[index] } }

    /// Marks frame `index` written and reports the new count while holding the lock, so
    /// progress calls never overlap and counts arrive in order.
    func finish(_ index: Int, report: (Int) -> Void) {
        lock.withLock {
            written[index] = true
            finishedCount += 1
            report(finishedCount)
        }
    }

    func fail(_ index: Int, _ error: any Error) {
        lock.withLock { errors.append((index, error)) }
    }
}
