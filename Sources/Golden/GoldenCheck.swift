// Every function in Golden is `@_optimize(none)`, as Config's schema is: Golden orchestrates
// (rendering, decoding and diffing run in the optimized Render, ImageCodecs and ImageDiff), and
// optimizing it cost the release build's critical path 32.6 s of Golden's compile against 16.7 s
// without, on 2 cores. `flipbook check` of the 35 presets (190 images) ran as fast either way,
// passing (0.80–0.95 s) and every image failing with its report written (1.2–1.7 s), the reports
// byte-identical. Keep the attribute on functions added here; hot loops belong in those modules.
import CairoKit
import Dispatch
import Foundation
import Outputs
import Problems
import ImageCodecs
import ImageDiff
import Inputs
import Render
import SceneModel

/// Renders scenes and compares every image with its golden under `goldens/<scene>/<image>.png`,
/// recording goldens as `mode` says.
///
/// Images are rendered and compared in parallel; outcomes come back in scene and timeline order, so
/// reports do not depend on scheduling. A scene's recorded goldens and its manifest are written
/// together as one `OutputBatch` (all or none, even when interrupted), into a folder locked against
/// other Flipbook processes; recording all removes only goldens its manifest names.
public struct GoldenCheck: Sendable {
    /// The folder holding one sub-folder of goldens per scene.
    public var goldens: URL
    /// When goldens are written.
    public var mode: RecordMode
    /// How far an image may differ and still pass.
    public var tolerance: GoldenTolerance
    /// Frames or strip.
    public var subject: GoldenSubject
    /// Pixels, layout or both (layout compares each frame of the timeline, strip or not).
    package var kind: GoldenKind = .pixels
    /// How far a layout may move and still pass; `nil`: the tolerance each scene's `layout.json`
    /// recorded, else `LayoutTolerance()`.
    package var layoutTolerance: LayoutTolerance?

    /// A check of the goldens in `goldens`, recording as `mode` says.
    ///
    /// ```swift
    /// let check = GoldenCheck(goldens: URL(fileURLWithPath: "Tests/Goldens"), mode: .missing)
    /// let outcome = try check.run([scene])
    /// print(outcome.summary)
    /// ```
    ///
    /// - Parameters:
    ///   - goldens: The folder holding one sub-folder of goldens per scene.
    ///   - mode: When goldens are written (`.missing`: only those that do not exist yet).
    ///   - tolerance: How far an image may differ and still pass.
    ///   - subject: Each frame, or the strip.
    public init(goldens: URL, mode: RecordMode = .missing, tolerance: GoldenTolerance = GoldenTolerance(),
                subject: GoldenSubject = .frames) {
        self.goldens = goldens
        self.mode = mode
        self.tolerance = tolerance
        self.subject = subject
    }

    /// `error` as a problem, so its settings stay marked for the front end that words it.
    @_optimize(none)
    static func problem(_ error: any Error) -> Problem {
        error as? Problem ?? Problem(.failure, "\(error)")
    }

    /// A scene name as a folder name: letters, digits, `.`, `-` and `_` kept, anything else `-`.
    @_optimize(none)
    package static func folderName(for sceneName: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        let name = String(sceneName.map { allowed.contains($0) ? $0 : "-" })
        return name.isEmpty || name.allSatisfy({ $0 == "." }) ? "scene" : name
    }

    /// A golden as messages and reports name it: inside the goldens folder, `cover/frame-0001.png`.
    @_optimize(none)
    package static func goldenName(scene: String, image: String) -> String {
        folderName(for: scene) + "/" + image + ".png"
    }

    /// The folder of `scene`'s goldens.
    @_optimize(none)
    package func folder(for scene: Scene) -> URL {
        goldens.appendingPathComponent(Self.folderName(for: scene.name), isDirectory: true)
    }

    /// Checks every scene. Throws only for settings out of range and scene names no folder can
    /// have; problems with one scene or image (cannot render, unreadable golden, cannot write) are
    /// reported in its outcome.
    ///
    /// The goldens it records are staged beside their folders first; `beforeRecording` is then
    /// given the outcome (a command writes its report there), and only when it returns are they
    /// moved into place. When it throws, nothing is recorded and its problem is thrown: a run whose
    /// report cannot be written leaves the goldens as they were.
    @_optimize(none)
    public func run(_ scenes: [Scene], concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
                    beforeRecording: (CheckOutcome) throws(Problem) -> Void = { _ in }) throws(Problem) -> CheckOutcome {
        try tolerance.validate()
        try Self.checkNames(scenes)
        try layoutTolerance?.validate()
        // Layouts draw nothing: they are compared first, and the goldens they record are staged
        // with the pixels' and moved into place only after `beforeRecording` (all or nothing).
        let staging = StagedLayouts()
        let layouts = kind.checksLayout ? scenes.map { checkLayout($0, staging: staging) } : nil
        @_optimize(none)
        func combined(_ pixels: [SceneOutcome]?) -> CheckOutcome {
            var outcomes: [SceneOutcome] = []
            for index in scenes.indices {
                switch (pixels?[index], layouts?[index]) {
                case let (pixel?, layout?):
                    var both = pixel
                    both.frames += layout.frames
                    both.notes += layout.notes
                    outcomes.append(both)
                case let (pixel?, nil): outcomes.append(pixel)
                case let (nil, layout?): outcomes.append(layout)
                case (nil, nil): break
                }
            }
            var outcome = CheckOutcome(scenes: outcomes, mode: mode, tolerance: tolerance, subject: subject)
            outcome.kind = kind
            return outcome
        }
        @_optimize(none)
        func written(_ outcome: CheckOutcome) throws(Problem) {
            do throws(Problem) {
                try beforeRecording(outcome)
            } catch {
                staging.abandon()
                throw error
            }
        }
        var outcome: CheckOutcome
        if kind.checksPixels {
            outcome = combined(try runPixels(scenes, concurrency: concurrency) { pixels throws(Problem) in try written(combined(pixels.scenes)) }.scenes)
        } else {
            outcome = combined(nil)
            try written(outcome)
        }
        staging.commit(into: &outcome)
        return outcome
    }

    /// The pixel part of `run`: every image rendered and compared with its golden, its recorded
    /// goldens staged until `beforeRecording` returns.
    @_optimize(none)
    private func runPixels(_ scenes: [Scene], concurrency: Int,
                           beforeRecording: (CheckOutcome) throws(Problem) -> Void) throws(Problem) -> CheckOutcome {
        let plans = scenes.map(plan)
        let jobs: [(scene: Int, image: Int)] = plans.enumerated().flatMap { sceneIndex, plan in
            plan.images.indices.map { (sceneIndex, $0) }
        }
        let slots = OutcomeSlots(count: jobs.count)
        let workers = max(1, min(concurrency, jobs.count, imagesInFlight(plans)))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for jobIndex in stride(from: worker, to: jobs.count, by: workers) {
                let job = jobs[jobIndex]
                slots.store(check(plans[job.scene], image: job.image), at: jobIndex)
            }
        }
        let frameOutcomes = slots.values
        var outcomes: [SceneOutcome] = []
        var recordings: [(scene: Int, recording: Recording)] = []
        var cursor = 0
        for plan in plans {
            let frames = Array(frameOutcomes[cursor..<(cursor + plan.images.count)])
            cursor += plan.images.count
            let (outcome, recording) = finish(plan, frames: frames)
            if let recording { recordings.append((outcomes.count, recording)) }
            outcomes.append(outcome)
        }
        do throws(Problem) {
            try beforeRecording(CheckOutcome(scenes: outcomes, mode: mode, tolerance: tolerance, subject: subject))
        } catch {
            for pending in recordings { pending.recording.batch.abandon() }
            throw error
        }
        for pending in recordings { commit(pending.recording, into: &outcomes[pending.scene]) }
        return CheckOutcome(scenes: outcomes, mode: mode, tolerance: tolerance, subject: subject)
    }

    /// Throws for the first scene whose name cannot be a folder of goldens and of its report's
    /// images (`OutputName`: at most 200 bytes), before anything is rendered or written.
    @_optimize(none)
    static func checkNames(_ scenes: [Scene]) throws(Problem) {
        for scene in scenes {
            let folder = folderName(for: scene.name)
            guard let problem = OutputName.problem(with: folder) else { continue }
            let shown = scene.name.count > 60 ? String(scene.name.prefix(60)) + "…" : scene.name
            throw Problem(.outOfRange, "the scene name `\(shown)` \(problem), too long for its folder of goldens and its report's images",
                          fix: "give the scene a shorter \(setting: "name")")
        }
    }

    /// How many images may be checked at once within `Scene.memoryBudget`: each holds its
    /// rendering, an RGBA copy, the decoded golden and a diff image (4 × its pixels) and a frame's
    /// layout; the largest image of any scene counts.
    @_optimize(none)
    func imagesInFlight(_ plans: [Plan]) -> Int {
        let perImage = plans.map { plan in
            let strip = subject == .strip ? (try? plan.renderer?.stripLayout()).map { $0.width * $0.height * 4 } : nil
            return 4 * (strip ?? plan.scene.frameBytes) + plan.scene.layoutBytes
        }.max() ?? 1
        return max(1, Scene.memoryBudget / max(1, perImage))
    }

    // MARK: Planning

    /// What to render for one scene, decided before any work starts.
    struct Plan: Sendable {
        var scene: Scene
        var folder: URL
        var renderer: FrameRenderer?
        /// Why the scene cannot be checked, standing for each of its images.
        var error: GoldenFinding?
        var images: [(name: String, offset: Double?)]
        /// Each image's time on a time-based timeline.
        var times: [Double?] = []
        /// What each frame is drawn with besides its offset (`subject` `.frames`), as `render` draws a sequence.
        var inputs: FrameRenderer.FrameInputs?
        var recordedManifest: GoldenManifest?
        var manifestError: Wording?
    }

    @_optimize(none)
    func plan(_ scene: Scene) -> Plan {
        let folder = folder(for: scene)
        var plan = Plan(scene: scene, folder: folder, renderer: nil, error: nil, images: [], recordedManifest: nil, manifestError: nil)
        do {
            plan.recordedManifest = try GoldenManifest.read(in: folder, shownAs: Self.folderName(for: scene.name) + "/" + GoldenManifest.fileName)
        } catch {
            plan.manifestError = GoldenFinding.located(error)
        }
        do {
            let renderer = try FrameRenderer(scene: scene)
            plan.renderer = renderer
            switch subject {
            case .strip:
                plan.images = [("strip", nil)]
            case .frames:
                let timeline = try scene.timelineFrames()
                let offsets = timeline.map(\.offset)
                plan.times = timeline.map(\.time)
                plan.inputs = FrameRenderer.FrameInputs(renderer, offsets: offsets)
                plan.images = offsets.enumerated().map { index, offset in
                    let file = FrameFiles.sequenceFileName(number: index + 1, count: offsets.count, format: .png)
                    return (String(file.dropLast(4)), offset)
                }
            }
        } catch {
            plan.renderer = nil
            plan.error = .cannotRender(scene: scene.name, image: nil, Self.problem(error))
            // One image stands for the scene, so that the error reaches the outcome, the report
            // and the exit status instead of the scene silently checking nothing.
            plan.images = [(subject == .strip ? "strip" : "frames", nil)]
        }
        @_optimize(none)
        func refuseManifest(_ failure: InputFile.Failure) {
            plan.renderer = nil
            plan.error = .cannotCheck(scene: scene.name, Problem(.notRegularFile, "\(Self.folderName(for: scene.name))/\(GoldenManifest.fileName): \(failure)"))
            plan.manifestError = nil
            plan.images = [(subject == .strip ? "strip" : "frames", nil)]
        }
        // A manifest that is a FIFO, a device or a socket is an input refused (CONFIG.md), not a note.
        do {
            try InputFile.check(folder.appendingPathComponent(GoldenManifest.fileName).path)
        } catch {
            // A folder there fails the recording's batch, which says so for every image.
            if case .special = error { refuseManifest(error) }
        }
        return plan
    }

    // MARK: One image

    @_optimize(none)
    func check(_ plan: Plan, image index: Int) -> FrameOutcome {
        let (name, offset) = plan.images[index]
        let goldenURL = plan.folder.appendingPathComponent(name + ".png")
        // Messages name the golden inside the goldens folder (`cover/frame-0001.png`): they reach
        // reports read on other machines, where this machine's absolute path means nothing.
        let shown = Self.goldenName(scene: plan.scene.name, image: name)
        var outcome = FrameOutcome(scene: plan.scene.name, name: name, offset: offset, status: .error,
                                   finding: plan.error ?? .cannotRender(scene: plan.scene.name, image: nil, Problem(.failure, "no renderer")),
                                   goldenPath: goldenURL.path)
        if index < plan.times.count { outcome.time = plan.times[index] }
        guard let renderer = plan.renderer else { return outcome }
        let surface: ImageSurface, actual: RGBAPixels
        do {
            switch subject {
            case .strip: surface = try renderer.stripImage(concurrency: 1)
            case .frames:
                // The frame as `render` draws it: a `select`'s turn, the menu where a finger or a
                // reload left it, the reloaded items.
                if let inputs = plan.inputs, index < inputs.offsets.count {
                    surface = try renderer.image(frame: index, of: inputs)
                } else {
                    surface = try renderer.image(offset: offset ?? 0)
                }
            }
            actual = try surface.straightPixels()
        } catch {
            outcome.finding = .cannotRender(scene: plan.scene.name, image: name, Self.problem(error))
            return outcome
        }
        outcome.actualSize = PixelSize(width: actual.width, height: actual.height)
        let actualPNG: [UInt8]
        do {
            actualPNG = try surface.pngData()
        } catch {
            outcome.finding = .cannotEncode(scene: plan.scene.name, image: name, Self.problem(error))
            return outcome
        }

        // Something at the path, even a link that leads nowhere (a loop, a dangling link): it is
        // then read and its failure said, never called missing and recorded over.
        var info = stat()
        let exists = lstat(goldenURL.path, &info) == 0
        if !exists {
            if mode == .never {
                outcome.status = .missing
                outcome.actualPNG = actualPNG
                outcome.finding = .noGolden(golden: shown)
                return outcome
            }
            return record(actualPNG, outcome: outcome, finding: .recorded(golden: shown, reason: .missing))
        }
        if mode == .all {
            return record(actualPNG, outcome: outcome, finding: .recorded(golden: shown, reason: .all))
        }

        let expected: RGBAPixels
        do {
            // The size is compared on the golden's header, before its pixels are decoded.
            let golden = try RGBAPixels.pngFile(goldenURL.path, named: shown)
            outcome.expectedSize = PixelSize(width: golden.width, height: golden.height)
            guard golden.width == actual.width, golden.height == actual.height else {
                outcome.expectedPNG = golden.bytes
                outcome.actualPNG = actualPNG
                return failure(.size(expected: PixelSize(width: golden.width, height: golden.height),
                                     actual: PixelSize(width: actual.width, height: actual.height)),
                               actualPNG: actualPNG, shown: shown, outcome: outcome)
            }
            expected = try RGBAPixels(pngData: golden.bytes, name: shown)
            outcome.expectedPNG = golden.bytes
        } catch {
            // The reader's own fix ("re-create the file") is for an input; a golden's fix is the finding's.
            var problem = Problem(error.kind, error.what)
            problem.position = error.position
            if mode == .failed {
                return record(actualPNG, outcome: outcome, finding: .recorded(golden: shown, reason: .failed, replacing: .unreadable(golden: shown, problem)))
            }
            outcome.finding = .mismatch(.unreadable(golden: shown, problem))
            outcome.actualPNG = actualPNG
            return outcome
        }

        let comparison: ImageComparison
        do {
            let version = tolerance.version(recorded: plan.recordedManifest?.algorithmVersion)
            comparison = try Pixelmatch.compare(expected, actual, options: tolerance.options(version: version), drawsDiff: true)
        } catch {
            outcome.finding = .cannotCompare(Self.problem(error))
            return outcome
        }
        let difference = comparison.difference
        outcome.difference = difference
        let allowed = tolerance.allowedPixels(totalPixels: difference.totalPixels)
        outcome.allowedPixels = allowed
        if difference.diffPixels <= allowed {
            outcome.status = .passed
            outcome.expectedPNG = nil
            outcome.finding = .matches(difference, allowed: allowed)
            return outcome
        }
        outcome.actualPNG = actualPNG
        outcome.diffPNG = try? comparison.diffImage?.pngData()
        return failure(.pixels(difference, allowed: allowed), actualPNG: actualPNG, shown: shown, outcome: outcome)
    }

    /// An image that does not match its golden: failed, or re-recorded in record mode `failed`.
    @_optimize(none)
    private func failure(_ mismatch: GoldenFinding.Mismatch, actualPNG: [UInt8], shown: String, outcome: FrameOutcome) -> FrameOutcome {
        if mode == .failed {
            return record(actualPNG, outcome: outcome, finding: .recorded(golden: shown, reason: .failed, replacing: mismatch))
        }
        var outcome = outcome
        outcome.status = .failed
        outcome.finding = .mismatch(mismatch)
        return outcome
    }

    /// Marks the image to be recorded: the golden is written in `finish`, together with the other
    /// goldens of its scene and their manifest.
    @_optimize(none)
    private func record(_ png: [UInt8], outcome: FrameOutcome, finding: GoldenFinding) -> FrameOutcome {
        var outcome = outcome
        outcome.actualPNG = png
        if case let .recorded(_, reason, _) = finding { outcome.status = .recorded(reason) }
        outcome.finding = finding
        return outcome
    }
}

/// Width and height in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A size of `width × height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `W×H px`.
    public var description: String { "\(width)×\(height) px" }
}

/// Each concurrent job writes only its own slot.
private final class OutcomeSlots: @unchecked Sendable {
    private var slots: [FrameOutcome?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    @_optimize(none)
    func store(_ outcome: FrameOutcome, at index: Int) {
        lock.lock()
        slots[index] = outcome
        lock.unlock()
    }

    var values: [FrameOutcome] {
        slots.map { $0 ?? FrameOutcome(scene: "?", name: "?", offset: nil, status: .error,
                                       finding: .cannotRender(scene: "?", image: nil, Problem(.failure, "internal error: not checked")), goldenPath: "") }
    }
}
