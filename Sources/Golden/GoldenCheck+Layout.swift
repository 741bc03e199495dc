import Foundation
import Inspect
import Outputs
import Problems
import Render
import SceneModel

extension GoldenCheck {
    /// Compares every frame of `scene`'s timeline with its layout golden (`layout.json`), recording
    /// as `mode` says. Nothing is drawn: the layout is what `flipbook inspect` computes, so no font,
    /// Cairo or chip changes it. A different frame count or frame rate is a failure of its own, and
    /// the frames both timelines have are still compared.
    @_optimize(none)
    func checkLayout(_ scene: Scene, staging: StagedLayouts) -> SceneOutcome {
        let folder = folder(for: scene)
        let url = folder.appendingPathComponent(LayoutGolden.fileName)
        let shown = Self.folderName(for: scene.name) + "/" + LayoutGolden.fileName
        @_optimize(none)
        func outcome(_ name: String, _ snapshot: LayoutSnapshot?, _ status: FrameOutcome.Status, _ finding: GoldenFinding) -> FrameOutcome {
            var outcome = FrameOutcome(scene: scene.name, name: name, offset: snapshot?.offset, status: status, finding: finding, goldenPath: url.path)
            outcome.time = snapshot?.time
            outcome.part = .layout
            return outcome
        }
        @_optimize(none)
        func sceneOutcome(_ frames: [FrameOutcome], notes: [Wording] = []) -> SceneOutcome {
            SceneOutcome(scene: scene.name, folder: folder.path, frames: frames, notes: notes)
        }

        let actual: [LayoutSnapshot]
        do {
            let timeline = try scene.timelineFrames()
            actual = try scene.inspection(offsets: timeline.map(\.offset), timelineFrames: timeline)
                .layoutSnapshots(decimals: LayoutGolden.currentDecimals)
        } catch {
            return sceneOutcome([outcome("layout", nil, .error, .cannotRender(scene: scene.name, image: "layout", Self.problem(error)))])
        }
        let names = actual.indices.map { index in
            String(FrameFiles.sequenceFileName(number: index + 1, count: actual.count, format: .png).dropLast(4))
        }

        let golden: LayoutGolden?
        do {
            golden = try LayoutGolden.read(url, shown: shown)
        } catch {
            let unreadable = GoldenFinding.Mismatch.unreadable(golden: shown, error)
            if mode == .failed {
                return record(actual, tolerance: layoutTolerance ?? LayoutTolerance(), scene: scene, to: folder, shown: shown, staging: staging,
                              outcomes: zip(names, actual).map { outcome($0, $1, .recorded(.failed), .recorded(golden: shown, reason: .failed, replacing: unreadable)) })
            }
            return sceneOutcome([outcome("layout", nil, .failed, .mismatch(unreadable))])
        }
        let tolerance = layoutTolerance ?? golden?.tolerance ?? LayoutTolerance()
        guard let golden, mode != .all else {
            if golden == nil && mode == .never {
                return sceneOutcome(zip(names, actual).map { outcome($0, $1, .missing, .noGolden(golden: shown)) })
            }
            let reason: FrameOutcome.RecordReason = golden == nil ? .missing : .all
            return record(actual, tolerance: tolerance, scene: scene, to: folder, shown: shown, staging: staging,
                          outcomes: zip(names, actual).map { outcome($0, $1, .recorded(reason), .recorded(golden: shown, reason: reason)) })
        }

        let comparison = LayoutComparison(tolerance: tolerance)
        var outcomes: [FrameOutcome] = []
        var timelineChanged = false
        @_optimize(none)
        func timeline(_ name: String, _ mismatch: GoldenFinding.Mismatch) {
            var timeline = outcome(name, nil, .failed, .mismatch(mismatch))
            timeline.isTimeline = true
            outcomes.append(timeline)
            timelineChanged = true
        }
        if golden.frameCount != actual.count || golden.frames.count != actual.count {
            timeline("frames", .frameCount(expected: golden.frames.count, actual: actual.count))
        }
        if golden.frameRate != scene.timelineFPS {
            timeline("frame rate", .frameRate(expected: golden.frameRate, actual: scene.timelineFPS))
        }
        var kept: [LayoutSnapshot] = []
        for (index, snapshot) in actual.enumerated() where index < golden.frames.count {
            let differences = comparison.differences(golden: golden.frames[index], actual: snapshot)
            if differences.isEmpty {
                outcomes.append(outcome(names[index], snapshot, .passed, .layoutMatches))
                kept.append(golden.frames[index])
            } else {
                let mismatch = GoldenFinding.Mismatch.layout(frame: index + 1, offset: snapshot.offset, time: snapshot.time, differences: differences)
                outcomes.append(outcome(names[index], snapshot, .failed, .mismatch(mismatch)))
                kept.append(snapshot)
            }
        }
        guard mode == .failed, timelineChanged || outcomes.contains(where: { $0.status == .failed }) else { return sceneOutcome(outcomes) }
        // Re-record: the frames that passed keep their golden numbers, so a re-recording changes
        // only what differed; a new timeline is recorded whole.
        let frames = timelineChanged ? actual : kept
        let rerecorded = outcomes.map { frame -> FrameOutcome in
            guard frame.status == .failed, case let .mismatch(mismatch) = frame.finding else { return frame }
            var frame = frame
            frame.status = .recorded(.failed)
            frame.finding = .recorded(golden: shown, reason: .failed, replacing: mismatch)
            return frame
        }
        return record(frames, tolerance: tolerance, scene: scene, to: folder, shown: shown, staging: staging, outcomes: rerecorded)
    }

    /// Stages `frames` as the scene's layout golden (moved into place by `staging.commit`) and
    /// returns `outcomes`, or, when it cannot be staged, each recorded outcome as an error that says why.
    @_optimize(none)
    private func record(_ frames: [LayoutSnapshot], tolerance: LayoutTolerance, scene: Scene, to folder: URL, shown: String,
                        staging: StagedLayouts, outcomes: [FrameOutcome]) -> SceneOutcome {
        var outcomes = outcomes
        do throws(Problem) {
            let bytes = try LayoutGolden(frames: frames, frameRate: scene.timelineFPS, tolerance: tolerance).encoded()
            staging.add(bytes, folder: folder, scene: scene.name, golden: shown)
        } catch {
            for index in outcomes.indices where outcomes[index].status != .passed {
                outcomes[index].status = .error
                outcomes[index].finding = .cannotRecord(golden: shown, error)
            }
        }
        return SceneOutcome(scene: scene.name, folder: folder.path, frames: outcomes, notes: [])
    }
}

/// The layout goldens a check recorded, held until the check's report is written
/// (`GoldenCheck.run`'s `beforeRecording`) and the pixel goldens of the same folders are in place,
/// then written (a folder's lock is taken once at a time), or dropped with the report's failure.
/// Scenes are checked one after another, so no lock guards the list.
final class StagedLayouts {
    private var staged: [(scene: String, golden: String, folder: URL, bytes: [UInt8])] = []

    @_optimize(none)
    func add(_ bytes: [UInt8], folder: URL, scene: String, golden: String) {
        staged.append((scene, golden, folder, bytes))
    }

    @_optimize(none)
    func abandon() {
        staged = []
    }

    /// Writes each layout golden; one that cannot be written is an error on the frames that
    /// recorded it, said in `outcome`.
    @_optimize(none)
    func commit(into outcome: inout CheckOutcome) {
        for entry in staged {
            do throws(Problem) {
                let batch = try OutputBatch(folder: entry.folder.path, locked: true)
                try batch.add(entry.bytes, as: LayoutGolden.fileName)
                try batch.checkReplaceable([LayoutGolden.fileName])
                try batch.commit()
            } catch {
                guard let index = outcome.scenes.firstIndex(where: { $0.scene == entry.scene }) else { continue }
                for frame in outcome.scenes[index].frames.indices where outcome.scenes[index].frames[frame].part == .layout {
                    guard case .recorded = outcome.scenes[index].frames[frame].status else { continue }
                    outcome.scenes[index].frames[frame].status = .error
                    outcome.scenes[index].frames[frame].finding = .cannotRecord(golden: entry.golden, error)
                }
            }
        }
        staged = []
    }
}
