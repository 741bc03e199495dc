import CairoKit
import Dispatch
import FileFormats
import Foundation
import ImageCodecs
import Outputs
import Problems
import SceneModel
import Transforms

extension FrameRenderer {
    /// The frame at `offset` alone as straight RGBA, the pixels the animated encoders take (a
    /// timeline's frames are `image(frame:of:)`'s).
    package func rgbaFrame(offset: Double) throws -> RGBAPixels {
        try image(offset: offset).straightPixels()
    }

    /// Draws `plan`'s offsets and encodes them as one animated file of `format` playing at
    /// `plan.timing.output` (frames repeated or dropped as `plan.frameOrder` says, the length
    /// kept); returns its bytes. Frames are drawn in parallel on up to `concurrency` threads, a batch ahead
    /// of the encoder (fewer threads when `Scene.framesInFlight` says memory would not hold that many
    /// frames), so at most `2 × concurrency` frames are in memory beside the encoder's
    /// state; the encoder works on up to `concurrency` threads too, and the file does not depend
    /// on the thread count. An encoder that needs a first pass (a GIF's shared palette) sees the
    /// frames it names first (`AnimationEncoder.firstPassFrames`, a sample); they are kept for the
    /// second pass when they fit in 512 MiB, drawn again otherwise. Requests beyond
    /// `AnimationLimits` are refused before any frame is drawn. `isCancelled` is asked after every
    /// frame; once it says yes the export stops with a `Problem` (the designer's Cancel).
    package func animationData(_ plan: AnimationPlan, format: AnimationFormat, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
                               progress: RenderProgress? = nil, isCancelled: (@Sendable () -> Bool)? = nil) throws -> [UInt8] {
        let order = plan.frameOrder, offsets = plan.offsets
        let encoder = try makeAnimationEncoder(format, width: pixelWidth, height: pixelHeight, frameCount: order.count, settings: plan.settings,
                                               concurrency: Swift.max(1, concurrency))
        let firstPass = encoder.firstPassFrames(frameCount: order.count).map { order[$0] }
        let passes = firstPass.isEmpty ? 1 : 2
        var pass = 1, finished = 0
        func step() throws {
            if isCancelled?() == true { throw Problem(.cancelled, "the export was cancelled", fix: "export again to get the file") }
            finished += 1
            let total = pass == 1 && passes == 2 ? firstPass.count : order.count
            progress?(pass, passes, finished, total)
            if finished == total {
                pass += 1
                finished = 0
            }
        }
        // Bounded by memory as well as cores: a frame's pixels and layout times the frames in flight.
        let workers = scene.framesInFlight(concurrency: Swift.max(1, concurrency))
        var kept: [Int: RGBAPixels] = [:]
        if !firstPass.isEmpty {
            let keep = keptFirstPassBytes(distinctFrames: Set(firstPass).count) > 0
            try streamFrames(firstPass, offsets: offsets, workers: workers) { index, frame in
                try encoder.addToFirstPass(frame)
                if keep { kept[index] = frame }
                try step()
            }
        }
        try streamFrames(order, offsets: offsets, workers: workers, drawn: kept) { _, frame in
            try encoder.add(frame)
            try step()
        }
        return try encoder.finish()
    }

    /// The most bytes of first-pass frames kept in memory for the second pass.
    static let maximumKeptFirstPassBytes = 512 << 20

    /// The bytes of `distinctFrames` first-pass frames kept for the second pass: all of them when
    /// they fit in `maximumKeptFirstPassBytes`, else 0 (they are drawn again).
    func keptFirstPassBytes(distinctFrames: Int) -> Int {
        let bytes = distinctFrames.multipliedReportingOverflow(by: scene.frameBytes)
        return !bytes.overflow && bytes.partialValue <= Self.maximumKeptFirstPassBytes ? bytes.partialValue : 0
    }

    /// About the most bytes `animationData` holds at once for `plan` on `concurrency` threads, by
    /// arithmetic before anything is drawn (the designer reserves it against its memory budget):
    ///
    /// - the frames in flight: a batch handed to the encoder while the next is drawn, `2 ×
    ///   framesInFlight` frames of `Scene.frameBytes` and `Scene.layoutBytes`, and each drawing
    ///   thread's canvas before its straight copy (another `frameBytes`);
    /// - a first pass's frames kept for the second (a GIF's palette sample, `keptFirstPassBytes`);
    /// - the encoder's state, `AnimationFormat.stateBytesPerPixel` per pixel.
    ///
    /// The encoded file, which grows as frames are added, is not counted.
    package func animationBytesHeld(_ plan: AnimationPlan, format: AnimationFormat, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) -> Int {
        let workers = scene.framesInFlight(concurrency: Swift.max(1, concurrency))
        let frame = scene.frameBytes, layout = scene.layoutBytes
        let inFlight = workers * (3 * frame + 2 * layout)
        let order = plan.frameOrder
        let sample = Set(format.firstPassFrames(frameCount: order.count, settings: plan.settings).map { order[$0] })
        let state = (pixelWidth * pixelHeight).multipliedReportingOverflow(by: format.stateBytesPerPixel).partialValue
        return inFlight.addingReportingOverflow(keptFirstPassBytes(distinctFrames: sample.count)).partialValue
            .addingReportingOverflow(state).partialValue
    }

    /// Calls `body` with the frame of every entry of `order` (indices into `offsets`), in order, on
    /// the calling thread. Runs of one index are drawn once, and frames in `drawn` not at all;
    /// batches of `workers` distinct frames are drawn in parallel while the previous batch is
    /// handed to `body`. The page control's position comes from the whole timeline
    /// (`Scene.pageControlPositions`), as in sequences.
    func streamFrames(_ order: [Int], offsets: [Double], workers: Int, drawn: [Int: RGBAPixels] = [:],
                      body: (Int, RGBAPixels) throws -> Void) throws {
        let inputs = FrameInputs(self, offsets: offsets)
        var runs: [(index: Int, count: Int)] = []
        for index in order {
            if let last = runs.last, last.index == index { runs[runs.count - 1].count += 1 } else { runs.append((index, 1)) }
        }
        let batches = Swift.stride(from: 0, to: runs.count, by: workers).map { Array(runs[$0..<Swift.min($0 + workers, runs.count)]) }
        func frames(_ batch: [(index: Int, count: Int)]) -> [FrameInput] {
            batch.map { FrameInput(drawn: drawn[$0.index], index: $0.index) }
        }
        var next = batches.first.map { startBatch(frames($0), of: inputs, inBackground: workers > 1) }
        for (number, batch) in batches.enumerated() {
            guard let current = next else { break }
            current.wait()
            // A cancelled task (a designer request past its limit) stops between batches.
            if Task.isCancelled {
                next?.wait()
                throw CancellationError()
            }
            next = number + 1 < batches.count ? startBatch(frames(batches[number + 1]), of: inputs, inBackground: workers > 1) : nil
            for (position, run) in batch.enumerated() {
                let frame: RGBAPixels
                do {
                    frame = try current.frame(position)
                } catch {
                    next?.wait()
                    throw error
                }
                for _ in 0..<run.count { try body(run.index, frame) }
            }
        }
    }

    /// One frame of a timeline to hand on: drawn already, or its index in the timeline's `FrameInputs`.
    struct FrameInput {
        /// The frame, when it is already drawn.
        var drawn: RGBAPixels?
        var index: Int
    }

    /// Starts drawing those of `frames` not yet drawn, in parallel in the background, or on the
    /// calling thread when not `inBackground` (one worker), so a caller that asks for one thread
    /// uses no other (the designer keeps Dispatch's threads, which also run its server, free).
    private func startBatch(_ frames: [FrameInput], of inputs: FrameInputs, inBackground: Bool) -> FrameBatch {
        let batch = FrameBatch(count: frames.count)
        for (position, frame) in frames.enumerated() {
            if let drawn = frame.drawn { batch.store(position, .success(drawn)) }
        }
        let toDraw = frames.indices.filter { frames[$0].drawn == nil }
        @Sendable func draw(_ position: Int) {
            let frame = frames[position]
            batch.store(position, Result { try self.image(frame: frame.index, of: inputs).straightPixels() })
        }
        if !inBackground || toDraw.isEmpty {
            toDraw.forEach(draw)
            return batch
        }
        batch.group.enter()
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: toDraw.count) { draw(toDraw[$0]) }
            batch.group.leave()
        }
        return batch
    }
}

/// Frames being drawn by worker threads.
private final class FrameBatch: @unchecked Sendable {
    let group = DispatchGroup()
    private let lock = NSLock()
    private var frames: [Result<RGBAPixels, any Error>?]

    init(count: Int) {
        frames = Array(repeating: nil, count: count)
    }

    func store(_ position: Int, _ frame: Result<RGBAPixels, any Error>) {
        lock.withLock { frames[position] = frame }
    }

    func wait() { group.wait() }

    /// The frame at `position`, or the error that drawing it threw.
    func frame(_ position: Int) throws -> RGBAPixels {
        guard let result = lock.withLock({ frames[position] }) else {
            throw Problem.bug("a frame was not drawn")
        }
        return try result.get()
    }
}
