import ImageDiff
import Problems

/// What happened to one golden image.
public struct FrameOutcome: Sendable {
    /// Why a golden was written.
    public enum RecordReason: String, Sendable, Hashable {
        /// There was none (record mode `missing`).
        case missing
        /// Every golden is rewritten (record mode `all`).
        case all
        /// It did not match (record mode `failed`).
        case failed
    }

    /// The result.
    public enum Status: Sendable, Hashable {
        /// Within the tolerance.
        case passed
        /// Outside the tolerance, or a different size.
        case failed
        /// A golden was written; counts as a failure so that recording never passes CI.
        case recorded(RecordReason)
        /// No golden and record mode `never`.
        case missing
        /// The scene could not be rendered, or a file could not be read or written.
        case error

        /// Everything but `.passed` fails the check.
        package var isFailure: Bool { self != .passed }

        /// One word for reports: `passed`, `failed`, `recorded`, `missing`, `error`.
        package var label: String {
            switch self {
            case .passed: return "passed"
            case .failed: return "failed"
            case .recorded: return "recorded"
            case .missing: return "missing"
            case .error: return "error"
            }
        }
    }

    /// The scene's name.
    public var scene: String
    /// The image's name: `frame-0001` or `strip`.
    public var name: String
    /// The offset drawn (frames only).
    public var offset: Double?
    /// Seconds since the timeline's start, for a frame of a time-based timeline.
    package var time: Double?
    /// The golden compared: the image, or the frame's layout in `layout.json`.
    package var part: GoldenPart = .pixels
    /// For a finding read back from a shard's part (`.reported`): whether it was a difference.
    package var reportedDiffers = false
    /// Whether this outcome is about the timeline as a whole (its frame count or rate), not one
    /// frame: `flipbook review` has no image to accept for it.
    package var isTimeline = false
    /// What the check found for this frame.
    public var status: Status
    /// What happened, as data; `message(_:)` words it.
    public var finding: GoldenFinding
    /// Where the golden is (or would be).
    public var goldenPath: String
    /// The comparison's numbers, when a comparison ran.
    public var difference: ImageDifference?
    /// Differing pixels allowed for this image.
    public var allowedPixels: Int?
    /// The golden's size, when it could be read.
    public var expectedSize: PixelSize?
    /// The rendering's size.
    public var actualSize: PixelSize?
    /// The golden's PNG bytes, kept for the report of a failure.
    public var expectedPNG: [UInt8]?
    /// The rendering as PNG, kept for the report of anything but a pass.
    public var actualPNG: [UInt8]?
    /// The diff image as PNG, for failed comparisons.
    public var diffPNG: [UInt8]?

    package init(scene: String, name: String, offset: Double?, status: Status, finding: GoldenFinding, goldenPath: String) {
        self.scene = scene
        self.name = name
        self.offset = offset
        self.status = status
        self.finding = finding
        self.goldenPath = goldenPath
    }

    /// One sentence on what happened and what to do, its settings named as `wording` says.
    @_optimize(none)
    package func message(_ wording: SettingWording = .keys) -> String {
        wording(finding.wording)
    }
}

/// One scene's images and what the check noticed about its goldens as a whole.
public struct SceneOutcome: Sendable {
    /// The scene's name.
    public var scene: String
    /// The scene's golden folder.
    public var folder: String
    /// In timeline order.
    public var frames: [FrameOutcome]
    /// Manifest changes (algorithm, renderer, Cairo, scale, offsets) and stale files, explained,
    /// their settings marked (`notes(_:)` words them).
    package var notes: [Wording]
    /// The manifest this run makes for the scene's images (how they were rendered and compared):
    /// what `flipbook review` writes beside the goldens it accepts. `nil` when the scene could not
    /// be rendered.
    package var manifest: GoldenManifest?

    /// True when every image passed.
    public var passed: Bool { !frames.contains { $0.status.isFailure } }

    /// The notes as text, their settings named as `wording` says.
    @_optimize(none)
    package func notes(_ wording: SettingWording = .keys) -> [String] { notes.map { wording($0) } }

    /// One scene's outcome (a check makes these; a merge or a snapshot assertion rebuilds them).
    package init(scene: String, folder: String, frames: [FrameOutcome], notes: [Wording], manifest: GoldenManifest? = nil) {
        self.scene = scene
        self.folder = folder
        self.frames = frames
        self.notes = notes
        self.manifest = manifest
    }
}

/// The result of checking scenes against their goldens.
public struct CheckOutcome: Sendable {
    /// Each scene checked, in the order given.
    public var scenes: [SceneOutcome]
    /// The record mode used.
    public var mode: RecordMode
    /// The tolerance the frames were compared within.
    public var tolerance: GoldenTolerance
    /// What was compared: pixels of each frame.
    public var subject: GoldenSubject
    /// Pixels, layout or both.
    package var kind: GoldenKind = .pixels

    /// The outcome of checking `scenes` (a check makes these; a merge or a snapshot assertion rebuilds them).
    package init(scenes: [SceneOutcome], mode: RecordMode, tolerance: GoldenTolerance, subject: GoldenSubject) {
        self.scenes = scenes
        self.mode = mode
        self.tolerance = tolerance
        self.subject = subject
    }

    /// True when every image of every scene passed (and there was at least one).
    public var passed: Bool { !frames.isEmpty && scenes.allSatisfy(\.passed) }

    /// Every image, scene by scene.
    public var frames: [FrameOutcome] { scenes.flatMap(\.frames) }

    /// How many images ended with each status label, e.g. `["passed": 40, "failed": 2]`.
    package var counts: [String: Int] {
        Dictionary(grouping: frames, by: \.status.label).mapValues(\.count)
    }

    /// `42 images in 2 scenes: 40 passed, 2 failed` (labels in a fixed order); a layout check counts
    /// `layout checks` (one per frame, and one for a frame count or rate that changed).
    public var summary: String {
        @_optimize(none)
        func counted(_ frames: [FrameOutcome], _ noun: String, _ place: String = "") -> String {
            let counts = Dictionary(grouping: frames, by: \.status.label).mapValues(\.count)
            let parts = ["passed", "failed", "recorded", "missing", "error"].compactMap { label in
                counts[label].map { "\($0) \(label)" }
            }
            return "\(frames.count) \(noun)\(frames.count == 1 ? "" : "s")\(place): " + (parts.isEmpty ? "none" : parts.joined(separator: ", "))
        }
        let place = " in \(scenes.count) scene\(scenes.count == 1 ? "" : "s")"
        let pixels = frames.filter { $0.part == .pixels }, layout = frames.filter { $0.part == .layout }
        switch kind {
        case .pixels: return counted(pixels, "image", place)
        case .layout: return counted(layout, "layout check", place)
        case .both: return counted(pixels, "image", place) + "; " + counted(layout, "layout check")
        }
    }
}

extension SceneOutcome {
    /// Where each timeline kept of this scene starts to differ, one line per part that differs:
    /// `layout: first differs at frame 7 (offset 1.35); 12 of 60 frames differ`. Empty when no
    /// frame differs, and for a strip.
    package var firstDifferences: [String] {
        [GoldenPart.pixels, .layout].compactMap { part in
            let timeline = frames.filter { $0.part == part && $0.offset != nil }
            let differing = timeline.indices.filter { timeline[$0].differs }
            guard let first = differing.first else { return nil }
            let frame = timeline[first]
            return "\(part.rawValue): first differs at \(GoldenFinding.frameName(first + 1, offset: frame.offset, time: frame.time)); "
                + "\(differing.count) of \(timeline.count) frame\(timeline.count == 1 ? "" : "s") differ\(differing.count == 1 ? "s" : "")"
        }
    }
}

extension FrameOutcome {
    /// Whether the comparison found a difference (failed, or re-recorded because it failed).
    package var differs: Bool {
        switch finding {
        case .mismatch(.pixels), .mismatch(.size), .mismatch(.layout): return true
        case .recorded(_, .failed, .some(.pixels)), .recorded(_, .failed, .some(.size)), .recorded(_, .failed, .some(.layout)): return true
        case .reported: return reportedDiffers
        default: return false
        }
    }
}
