import Problems
import CairoKit
import Dispatch
import Foundation
import Outputs
import SceneModel
import Transforms

/// Reports a sequence's progress: frames finished so far and the total. Called from worker
/// threads, one call at a time.
package typealias ExportProgress = @Sendable (_ finished: Int, _ total: Int) -> Void

extension FrameFiles {
    /// Writes every offset of the scene's timeline into `directory` (created when missing) as
    /// `frame-0001.png`, … (or `.svg`), all or nothing, and returns the paths in frame order.
    ///
    /// - Parameters:
    ///   - directory: The folder; one already holding frames is refused unless `overwrite`.
    ///   - format: `.png` or `.svg`.
    ///   - overwrite: Replace the frames already there (and remove those beyond the new ones).
    /// - Returns: The paths written, in frame order.
    @discardableResult
    public func writeSequence(into directory: String, format: OutputOptions.Format, overwrite: Bool = false) throws -> [String] {
        try writeSequence(into: directory, format: format, overwrite: overwrite, inputs: InputFiles())
    }

    /// Writes every offset of the scene's timeline into `directory` as `frame-0001.png`, … and
    /// returns the paths in frame order.
    ///
    /// A sequence is a transaction: the folder (created when missing) is locked against other
    /// Flipbook processes, frames are drawn into a hidden staging folder inside it and moved in
    /// together at the end, so a failure, an interrupt (SIGINT/SIGTERM/SIGHUP) or a concurrent render
    /// leaves the folder as it was. A folder already holding frames (`frame-NNNN.png` or `.svg`) is
    /// refused before any drawing unless `overwrite`; then the old frames beyond the new ones, and
    /// those of the other format, are removed with the commit. No frame may replace one of `inputs`.
    ///
    /// Frames are drawn in parallel on up to `concurrency` threads (each with its own Cairo context),
    /// fewer when `Scene.framesInFlight` says memory would not hold that many frames;
    /// names and contents do not depend on the thread count.
    ///
    /// What killed renders left in the folder (staging folders, a lock file) is reclaimed first and
    /// handed to `reclaimed`, before any frame is drawn.
    @discardableResult
    package func writeSequence(into directory: String, format: OutputOptions.Format, overwrite: Bool = false,
                              inputs: InputFiles = InputFiles(),
                              concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
                              progress: ExportProgress? = nil,
                              reclaimed: ([Leftover]) -> Void = { _ in }) throws -> [String] {
        let scene = renderer.scene
        let offsets = try scene.validatedOffsets()
        let batch = try OutputBatch(folder: directory, inputs: inputs, locked: true)
        defer { batch.abandon() }
        if !batch.leftovers.isEmpty { reclaimed(batch.leftovers) }
        let inputs = FrameRenderer.FrameInputs(renderer, offsets: offsets)
        let names = offsets.indices.map { Self.sequenceFileName(number: $0 + 1, count: offsets.count, format: format) }
        let stale = batch.existingFiles(where: Self.isSequenceFileName)
        if !stale.isEmpty && !overwrite {
            let range = stale.count == 1 ? stale[0] : "\(stale[0]) … \(stale[stale.count - 1])"
            throw Problem(.conflict, "\(directory) already holds \(stale.count == 1 ? "a frame" : "\(stale.count) frames") (\(range))",
                              fix: "add \(setting: "overwrite") to replace them, or choose an empty folder")
        }
        try batch.checkReplaceable(names + stale)
        let state = ExportState()
        let workers = Swift.max(1, Swift.min(scene.framesInFlight(concurrency: concurrency), offsets.count))
        // Each worker takes the next frame not yet taken, so a slow frame never leaves the other
        // core idle behind a fixed share; at most `workers` frames are in memory at once.
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = state.claimNext(of: offsets.count) {
                do {
                    let bytes = try renderer.encodedFrame(frame: index, of: inputs, format: format)
                    try batch.add(bytes, as: names[index])
                    state.finish(index) { progress?($0, offsets.count) }
                } catch {
                    state.fail(index, error)
                    return
                }
            }
        }
        if let error = state.firstError { throw error }
        try batch.commit(removing: stale)
        return names.map { (directory as NSString).appendingPathComponent($0) }
    }
}

/// Shared bookkeeping of a parallel export.
private final class ExportState: @unchecked Sendable {
    private let lock = NSLock()
    private var finishedCount = 0
    private var claimedCount = 0
    private var errors: [(index: Int, error: any Error)] = []



    /// The next frame index below `count` that no worker has taken, or `nil` when all are taken
    /// or a frame failed.
    func claimNext(of count: Int) -> Int? {
        lock.withLock {
            guard errors.isEmpty, claimedCount < count else { return nil }
            claimedCount += 1
            return claimedCount - 1
        }
    }

    /// The error of the earliest failed frame, so the message does not depend on thread timing.
    var firstError: (any Error)? { lock.withLock { errors.min { $0.index < $1.index }?.error } }

    /// Counts frame `index` written and reports the new count while holding the lock, so
    /// progress calls never overlap and counts arrive in order.
    func finish(_ index: Int, report: (Int) -> Void) {
        lock.withLock {
            finishedCount += 1
            report(finishedCount)
        }
    }

    func fail(_ index: Int, _ error: any Error) {
        lock.withLock { errors.append((index, error)) }
    }
}
