import Foundation
import Golden
import Render
import SceneModel
import Problems
import Testing
import TestSupport
import Transforms


/// The project's own goldens: every preset's strip at 150×200 pt, scale 1, recorded by
/// `Tools/record-goldens.sh` and only compared here (`never`), so CI fails on any unintended change.
@Suite struct PresetGoldenTests {
    static let presets = repositoryRoot.appendingPathComponent("Presets")
    static let goldens = repositoryRoot.appendingPathComponent("Tests/Goldens/presets")

    /// The same settings as `Tools/record-goldens.sh`.
    static func scenes() throws -> [Scene] {
        var overrides = SceneOverrides()
        overrides.viewport = Size(width: 150, height: 200)
        return try SceneList.load([presets.path]).map { overrides.applied(to: $0) }
    }

    @Test func everyPresetMatchesItsCommittedGoldenStrip() throws {
        let scenes = try Self.scenes()
        #expect(scenes.count >= 22)
        let outcome = try GoldenCheck(goldens: Self.goldens, mode: .never, subject: .strip).run(scenes)
        if !outcome.passed {
            let report = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-preset-goldens")
            let files = try? GoldenReport.write(outcome, to: report)
            let failures = outcome.frames.filter { $0.status.isFailure }.map { "\($0.scene): \($0.message())" }
            Issue.record("""
                preset strips differ from Tests/Goldens/presets:
                \(failures.joined(separator: "\n"))
                report: \(files?.html ?? "(not written)")
                If the change is intended, run `bash Tools/record-goldens.sh`, review the images and commit them.
                """)
        }
    }

    @Test func everyGoldenFolderBelongsToAPresetAndHoldsAStripAndItsManifest() throws {
        let names = Set(try Self.scenes().map { GoldenCheck.folderName(for: $0.name) })
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path).filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == names)
        for folder in folders {
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.appendingPathComponent(folder).path)
            #expect(Set(files) == ["strip.png", GoldenManifest.fileName], "\(folder)")
            let manifest = try GoldenManifest.read(in: Self.goldens.appendingPathComponent(folder))
            #expect(manifest?.subject == .strip && manifest?.scale == 1)
        }
    }
}
