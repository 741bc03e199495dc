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

/// A scene's outcome from its images' outcomes, and its recorded goldens staged until the
/// check's report is written (`GoldenCheck.run`), then moved into place.
extension GoldenCheck {

    /// Goldens of one scene staged in their folder's batch, moved into place by `commit`.
    struct Recording {
        let batch: OutputBatch
        /// Goldens no longer rendered, removed when the batch commits.
        let removable: [String]
        /// The frames recorded.
        let frames: [Int]
    }

    /// The scene's outcome, and its recorded goldens staged (`nil` when nothing is recorded, or
    /// staging failed: then the outcome says so).
    @_optimize(none)
    func finish(_ plan: Plan, frames: [FrameOutcome]) -> (SceneOutcome, Recording?) {
        var notes: [Wording] = []
        if let manifestError = plan.manifestError { notes.append(manifestError) }
        var scale = plan.scene.output.scale
        if let renderer = plan.renderer { scale = renderer.scale }
        let entries = zip(plan.images, frames).map { image, frame in
            GoldenManifest.Entry(name: image.name, offset: image.offset,
                                 width: frame.actualSize?.width ?? 0, height: frame.actualSize?.height ?? 0)
        }
        let version = mode == .all ? tolerance.pixelmatchVersion ?? Pixelmatch.defaultVersion
            : tolerance.version(recorded: plan.recordedManifest?.algorithmVersion)
        let current = GoldenManifest(tolerance: tolerance, version: version, scale: scale, subject: subject, images: entries)
        let anyGolden = frames.contains { $0.status != .missing && !($0.status == .recorded(.missing)) }
        let recordedSomething = frames.contains { if case .recorded = $0.status { return true } else { return false } }
        if let recorded = plan.recordedManifest, plan.renderer != nil {
            // After recording all, every golden is new: what changed since is no longer news.
            if mode != .all { notes += recorded.changes(to: current) }
        } else if anyGolden && !recordedSomething && plan.manifestError == nil && plan.renderer != nil {
            notes.append("no \(GoldenManifest.fileName) in \(Self.folderName(for: plan.scene.name))/: the goldens' algorithm, renderer and scale are unknown — re-record with \(setting: "record", value: "all") to add it")
        }

        // Goldens no longer rendered (a shorter timeline, frames replaced by a strip). Only files the
        // manifest names are goldens; anything else in the folder is someone else's and stays.
        let currentNames = Set(plan.images.map { $0.name + ".png" })
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: plan.folder.path)) ?? []
        let orphans = existing.filter { $0.hasSuffix(".png") && !currentNames.contains($0) }.sorted()
        let known = Set((plan.recordedManifest?.images ?? []).map { $0.name + ".png" })
        var removable: [String] = []
        if plan.renderer != nil && !orphans.isEmpty {
            if mode == .all {
                removable = orphans.filter(known.contains)
                if !removable.isEmpty { notes.append("removed goldens no longer rendered: \(removable.joined(separator: ", "))") }
                let foreign = orphans.filter { !known.contains($0) }
                if !foreign.isEmpty {
                    notes.append("left alone (not goldens named in \(GoldenManifest.fileName)): \(foreign.joined(separator: ", "))")
                }
            } else {
                notes.append("goldens no longer rendered: \(orphans.joined(separator: ", ")) — delete them or re-record with \(setting: "record", value: "all")")
            }
        }

        var frames = frames
        var staged: Recording?
        let recorded = frames.indices.filter { if case .recorded = frames[$0].status { return true } else { return false } }
        if !recorded.isEmpty && plan.renderer != nil {
            var manifest = current
            if let old = plan.recordedManifest, mode != .all {
                // Keep what is known about images that were not re-recorded this time.
                let recordedNames = Set(recorded.map { frames[$0].name })
                manifest.images = zip(entries, frames).map { entry, frame in
                    recordedNames.contains(frame.name) ? entry : (old.images.first { $0.name == entry.name } ?? entry)
                }
            }
            do throws(Problem) {
                let batch = try OutputBatch(folder: plan.folder.path, locked: true)
                notes += batch.leftovers.map { Wording($0.note) }
                for index in recorded {
                    try batch.add(frames[index].actualPNG ?? [], as: frames[index].name + ".png")
                }
                try batch.add(manifest.encoded(), as: GoldenManifest.fileName)
                try batch.checkReplaceable(recorded.map { frames[$0].name + ".png" } + [GoldenManifest.fileName] + removable)
                staged = Recording(batch: batch, removable: removable, frames: recorded)
            } catch {
                Self.failToRecord(recorded, of: &frames, notes: &notes, scene: plan.scene.name, error)
            }
        }
        // A timeline that grew or shrank is a failure of its own, not only new or stale goldens.
        if let recorded = plan.recordedManifest, plan.renderer != nil, mode != .all, subject == .frames, recorded.subject == .frames,
           recorded.images.count != plan.images.count {
            var timeline = FrameOutcome(scene: plan.scene.name, name: "frames", offset: nil, status: .failed,
                                        finding: .mismatch(.frameCount(expected: recorded.images.count, actual: plan.images.count)),
                                        goldenPath: plan.folder.appendingPathComponent(GoldenManifest.fileName).path)
            timeline.isTimeline = true
            frames.append(timeline)
        }
        let outcome = SceneOutcome(scene: plan.scene.name, folder: plan.folder.path, frames: frames, notes: notes,
                                   manifest: plan.renderer == nil ? nil : current)
        return (outcome, staged)
    }

    /// Moves a scene's staged goldens into place; a failure is reported in its outcome.
    @_optimize(none)
    func commit(_ recording: Recording, into outcome: inout SceneOutcome) {
        do throws(Problem) {
            try recording.batch.commit(removing: recording.removable)
        } catch {
            Self.failToRecord(recording.frames, of: &outcome.frames, notes: &outcome.notes, scene: outcome.scene, error)
        }
    }

    /// Marks `recorded` frames as not recorded for `error`, and drops the note that goldens were removed.
    @_optimize(none)
    private static func failToRecord(_ recorded: [Int], of frames: inout [FrameOutcome], notes: inout [Wording], scene: String, _ error: Problem) {
        for index in recorded {
            frames[index].status = .error
            frames[index].finding = .cannotRecord(golden: goldenName(scene: scene, image: frames[index].name), error)
        }
        notes.removeAll { $0.description.hasPrefix("removed goldens no longer rendered") }
    }
}
