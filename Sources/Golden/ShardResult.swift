import Problems
import CairoKit
import Foundation
import ImageCodecs
import ImageDiff
import Outputs

/// What one shard of a check found, as JSON (`check --shard i/n` writes it; `report merge` joins
/// the parts into the reports one unsharded run writes).
///
/// A part names the whole suite (every scene, in the order listed), so parts of different suites,
/// settings or shard counts are refused instead of merged into a misleading report. Images that
/// did not pass carry their PNGs (base64) so the merged HTML report can show them.
package struct ShardResult: Codable, Sendable {
    /// The layout of this file; a reader refuses other values.
    package static let currentFormat = 1

    package var format: Int
    /// Which share this is.
    package var shard: Shard
    /// Every scene of the suite, in the order listed; positions below index it.
    package var suite: [String]
    package var mode: String
    package var tolerance: GoldenTolerance
    package var subject: GoldenSubject
    /// This shard's scenes with their positions in `suite`.
    package var scenes: [Entry]
    /// The goldens folder as the check was given it (relative to where it ran), for the review
    /// command the merged report names; `nil` in parts of older Flipbooks.
    package var goldens: String?

    /// One scene's outcome and its position in the suite.
    package struct Entry: Codable, Sendable {
        package var position: Int
        package var scene: String
        package var folder: String
        package var notes: [String]
        package var frames: [Frame]
        /// The scene's `SceneOutcome.manifest` (absent in parts of older Flipbooks).
        package var manifest: GoldenManifest?
    }

    /// One image's outcome.
    package struct Frame: Codable, Sendable {
        var name: String
        var offset: Double?
        /// `passed`, `failed`, `missing`, `error`, or `recorded` with `reason`.
        var status: String
        var reason: String?
        var message: String
        var goldenPath: String
        var difference: Difference?
        var allowedPixels: Int?
        var expectedSize: [Int]?
        var actualSize: [Int]?
        var expectedPNG: Data?
        var actualPNG: Data?
        var diffPNG: Data?
        /// `layout` for a frame's layout; absent for an image (and in parts of older Flipbooks).
        var part: GoldenPart?
        /// The frame's time on a time-based timeline.
        var time: Double?
        /// Whether the comparison found a difference (`FrameOutcome.differs`).
        var differs: Bool?
        /// Whether it is about the timeline as a whole (`FrameOutcome.isTimeline`).
        var timeline: Bool?
    }

    /// `ImageDifference`'s stored numbers.
    struct Difference: Codable, Sendable {
        var width: Int
        var height: Int
        var diffPixels: Int
        var antialiasedPixels: Int
        var bounds: PixelBox?
        var maxChannelError: Int
        var squaredErrorSum: UInt64
    }

    /// The part for `outcome`, whose scenes sit at `positions` in `suite`.
    /// Messages and notes are stored as `wording` words them: a part is read back as text.
    package init(shard: Shard, suite: [String], positions: [Int], outcome: CheckOutcome, wording: SettingWording = .keys) {
        format = Self.currentFormat
        self.shard = shard
        self.suite = suite
        mode = outcome.mode.rawValue
        tolerance = outcome.tolerance
        subject = outcome.subject
        scenes = zip(positions, outcome.scenes).map { position, scene in
            Entry(position: position, scene: scene.scene, folder: scene.folder, notes: scene.notes(wording),
                  frames: scene.frames.map { Frame($0, wording: wording) }, manifest: scene.manifest)
        }
    }

    /// Joins every part of one suite into the outcome an unsharded run gives: scenes in suite
    /// order, the same counts, notes and images. Throws, naming the part, unless the parts are
    /// shards 1…n of the same suite with the same settings, each exactly once.
    @_optimize(none)
    package static func merge(_ parts: [(path: String, result: ShardResult)]) throws(Problem) -> CheckOutcome {
        guard let (firstPath, first) = parts.first else {
            throw Problem.nothing("parts to merge", fix: "name the JSON parts that the shards of a check wrote")
        }
        var seen: [Int: String] = [:]
        for (path, part) in parts {
            try part.checkRanges(path: path)
            guard part.format == currentFormat else {
                throw Problem.otherFormat(path, is: "part", format: part.format, reads: currentFormat, fix: "run every shard and the merge with the same Flipbook")
            }
            guard part.suite == first.suite, part.shard.count == first.shard.count, part.mode == first.mode,
                  part.tolerance == first.tolerance, part.subject == first.subject else {
                throw Problem(.conflict, "\(path) is not a shard of the same check as \(firstPath) (different scenes, shard count or settings)",
                                  fix: "merge the parts of one run only, made with the same scenes and options")
            }
            if let other = seen[part.shard.index] {
                throw Problem(.conflict, "\(path) and \(other) are both shard \(part.shard)", fix: "give each shard's part once")
            }
            seen[part.shard.index] = path
        }
        let missing = (1...first.shard.count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw Problem(.missing, "shard\(missing.count == 1 ? "" : "s") \(missing.map(String.init).joined(separator: ", ")) of \(first.shard.count) missing",
                              fix: "wait for every shard to finish and pass all \(first.shard.count) parts")
        }
        let entries = parts.flatMap(\.result.scenes).sorted { $0.position < $1.position }
        guard entries.map(\.position) == Array(first.suite.indices) else {
            throw Problem(.conflict, "the parts do not cover the suite's \(first.suite.count) scenes exactly once",
                              fix: "re-run the shards with the same scenes")
        }
        // Two scenes whose names map to one folder (`x/y` and `x-y`) would write one report folder
        // over the other: `check` refuses such a suite, and so does a merge of parts made elsewhere.
        var folders: [String: String] = [:]
        for entry in entries {
            let folder = GoldenCheck.folderName(for: entry.scene)
            if let other = folders[folder], other != entry.scene {
                throw Problem(.conflict, "the scenes \(other) and \(entry.scene) would share the report folder \(folder)",
                                  fix: "give one of them another `name:` and run the shards again")
            }
            folders[folder] = entry.scene
        }
        guard let mode = RecordMode(rawValue: first.mode) else {
            throw Problem.damagedInput(firstPath, "it names an unknown record mode `\(first.mode)`", fix: "re-run the shards with this Flipbook")
        }
        let scenes = try entries.map { entry throws(Problem) in
            SceneOutcome(scene: entry.scene, folder: entry.folder,
                         frames: try entry.frames.map { frame throws(Problem) in try frame.outcome(scene: entry.scene) },
                         notes: entry.notes.map { Wording($0) }, manifest: entry.manifest)
        }
        var outcome = CheckOutcome(scenes: scenes, mode: mode, tolerance: first.tolerance, subject: first.subject)
        let parts = Set(outcome.frames.map(\.part))
        outcome.kind = parts == [.layout] ? .layout : parts.contains(.layout) ? .both : .pixels
        return outcome
    }

    /// The largest part read: 1 GiB (a part carries the PNGs of every image that did not pass).
    package static let maximumBytes = 1 << 30

    /// Reads a part written by `check --shard`: a regular file of at most `maximumBytes`.
    @_optimize(none)
    package static func read(_ path: String) throws(Problem) -> ShardResult {
        let part = try JSONFile.read(ShardResult.self, at: path, maximumBytes: maximumBytes, what: "a shard result",
                                     fix: "name a part that a sharded check wrote")
        try part.checkRanges(path: path)
        return part
    }

    /// Throws, naming `path`, unless the part's numbers and names are ones `check --shard` writes:
    /// the shard within `1…Shard.maximumCount` as `--shard` allows, positions inside the suite, and
    /// each image name one safe file name (`OutputName`), since the report writes
    /// `<scene>/<name>.actual.png`. A part is data from another machine; nothing in it may steer a
    /// write outside the report folder or size an allocation.
    @_optimize(none)
    func checkRanges(path: String) throws(Problem) {
        guard shard.count >= 1, shard.count <= Shard.maximumCount, shard.index >= 1, shard.index <= shard.count else {
            throw Problem.damagedInput(path, "it claims to be shard \(shard.index) of \(shard.count); a shard is i of n with 1 ≤ i ≤ n ≤ \(Shard.maximumCount)",
                              fix: "name a part that a sharded check wrote, unchanged")
        }
        for entry in scenes {
            guard suite.indices.contains(entry.position) else {
                throw Problem.damagedInput(path, "it places a scene at position \(entry.position) of a suite of \(suite.count)",
                                  fix: "name a part that a sharded check wrote, unchanged")
            }
            for frame in entry.frames {
                if let problem = OutputName.problem(with: frame.name) {
                    let shown = frame.name.utf8.count > 80 ? String(frame.name.prefix(80)) + "…" : frame.name
                    throw Problem.damagedInput(path, "it names an image of \(entry.scene) `\(shown)`, which \(problem); report images are written as <scene>/<name>.actual.png inside the report folder",
                                      fix: "name a part that a sharded check wrote, unchanged")
                }
            }
        }
    }

    /// The part's file name: `shard-2-of-4.json`.
    package var fileName: String { "shard-\(shard.index)-of-\(shard.count).json" }

    /// Writes the part atomically into `folder` (created if missing) and returns its path.
    @_optimize(none)
    package func write(into folder: URL) throws(Problem) -> String {
        let path = folder.appendingPathComponent(fileName).path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Problem.io("write", path, "\(error)", fix: "choose a writable \(setting: "out")")
        }
        // The name is ours, the folder may hold links from elsewhere: never written through.
        try OutputFile(path, followingLinks: false).write(encoded())
        return path
    }

    /// Pretty, key-sorted JSON: the same part is always the same bytes.
    @_optimize(none)
    package func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain numbers, strings and data: encoding cannot fail.
        return Array((try? encoder.encode(self)) ?? Data()) + [0x0A]
    }
}

extension ShardResult.Frame {
    init(_ outcome: FrameOutcome, wording: SettingWording) {
        name = outcome.name
        offset = outcome.offset
        status = outcome.status.label
        if case let .recorded(reason) = outcome.status { self.reason = reason.rawValue }
        message = outcome.message(wording)
        goldenPath = outcome.goldenPath
        difference = outcome.difference.map {
            ShardResult.Difference(width: $0.width, height: $0.height, diffPixels: $0.diffPixels,
                                   antialiasedPixels: $0.antialiasedPixels, bounds: $0.bounds,
                                   maxChannelError: $0.maxChannelError, squaredErrorSum: $0.squaredErrorSum)
        }
        allowedPixels = outcome.allowedPixels
        expectedSize = outcome.expectedSize.map { [$0.width, $0.height] }
        actualSize = outcome.actualSize.map { [$0.width, $0.height] }
        expectedPNG = outcome.expectedPNG.map { Data($0) }
        actualPNG = outcome.actualPNG.map { Data($0) }
        diffPNG = outcome.diffPNG.map { Data($0) }
        part = outcome.part == .layout ? .layout : nil
        time = outcome.time
        differs = outcome.differs ? true : nil
        timeline = outcome.isTimeline ? true : nil
    }

    @_optimize(none)
    func outcome(scene: String) throws(Problem) -> FrameOutcome {
        let parsed: FrameOutcome.Status
        switch status {
        case "passed": parsed = .passed
        case "failed": parsed = .failed
        case "missing": parsed = .missing
        case "error": parsed = .error
        case "recorded":
            guard let reason = reason.flatMap(FrameOutcome.RecordReason.init(rawValue:)) else {
                throw Problem(.damagedInput, "a recorded image of \(scene) has no reason", fix: "re-run the shards with this Flipbook")
            }
            parsed = .recorded(reason)
        default:
            throw Problem(.damagedInput, "an image of \(scene) has the unknown status `\(status)`", fix: "re-run the shards with this Flipbook")
        }
        var outcome = FrameOutcome(scene: scene, name: name, offset: offset, status: parsed, finding: .reported(Wording(message)), goldenPath: goldenPath)
        outcome.difference = difference.map {
            ImageDifference(width: $0.width, height: $0.height, diffPixels: $0.diffPixels, antialiasedPixels: $0.antialiasedPixels,
                            bounds: $0.bounds, maxChannelError: $0.maxChannelError, squaredErrorSum: $0.squaredErrorSum)
        }
        outcome.allowedPixels = allowedPixels
        outcome.expectedSize = try size(expectedSize, scene: scene)
        outcome.actualSize = try size(actualSize, scene: scene)
        outcome.expectedPNG = expectedPNG.map(Array.init)
        outcome.actualPNG = actualPNG.map(Array.init)
        outcome.diffPNG = diffPNG.map(Array.init)
        outcome.part = part ?? .pixels
        outcome.time = time
        outcome.reportedDiffers = differs ?? false
        outcome.isTimeline = timeline ?? false
        return outcome
    }

    @_optimize(none)
    private func size(_ pair: [Int]?, scene: String) throws(Problem) -> PixelSize? {
        guard let pair else { return nil }
        guard pair.count == 2 else {
            throw Problem(.damagedInput, "an image size of \(scene) is not [width, height]", fix: "re-run the shards with this Flipbook")
        }
        return PixelSize(width: pair[0], height: pair[1])
    }
}
