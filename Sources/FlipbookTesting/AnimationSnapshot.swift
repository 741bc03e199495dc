import FileFormats
import Foundation
import Golden
import ImageCodecs
import ImageDiff
import Problems
import Render
import SceneModel
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == RenderedImage {
    /// A scene's whole timeline as one animated file (WebP, lossless by default, APNG or GIF), compared
    /// frame by frame: `assertSnapshot(of: scene, as: .flipbookAnimation(.gif))`.
    ///
    /// The reference and the rendering are read back (libwebpdemux, libspng, giflib) into the frames a viewer
    /// shows; they match when they have the same number of frames, each shown as long, and every
    /// frame passes pixelmatch under `tolerance`. A GIF's palette is chosen per rendering, so give GIF
    /// snapshots a little tolerance (`GoldenTolerance(maxDiffRatio: 0.001)`), or use WebP.
    /// `settings.framesPerSecond` `nil` plays the scene's timeline at its own rate, as `flipbook
    /// render` does (30 fps for offset lists and sweeps).
    ///
    /// ```swift
    /// assertSnapshot(of: try SceneLoader.load(presetOrPath: "scale.coverFlow"), as: .flipbookAnimation())
    /// ```
    ///
    /// - Parameters:
    ///   - format: The animated file kept as the reference: `.webp` (lossless), `.apng` or `.gif`
    ///     (MP4 is refused: H.264 is lossy, so its frames cannot be compared).
    ///   - settings: The frame rate, loop and encoder settings, as `flipbook render` takes them.
    ///   - tolerance: How far each frame may stray from the reference's.
    /// - Returns: The strategy `assertSnapshot(of:as:)` takes.
    public static func flipbookAnimation(_ format: AnimationFormat = .webp,
                                         settings: AnimationSettings = AnimationSettings(),
                                         tolerance: GoldenTolerance = GoldenTolerance()) -> Snapshotting {
        Snapshotting(pathExtension: format.rawValue, diffing: .rendered(.flipbookAnimation(tolerance: tolerance))) { scene in
            do {
                guard format != .mp4 else {
                    throw Problem(.unsupported, "MP4 snapshots cannot be compared frame by frame: H.264 is lossy",
                                         fix: "snapshot as .flipbookAnimation(.webp), .apng or .gif")
                }
                var scene = scene
                scene.output.animation = settings
                return .image(Data(try FrameRenderer(scene: scene).render(.animation(format), concurrency: 1).bytes))
            } catch {
                return .failed(scene: scene.name, error)
            }
        }
    }
}

extension Diffing where Value == Data {
    /// Compares two animated GIF, WebP or APNG files frame by frame with pixelmatch. A failure names the
    /// differing frames, attaches the first one's diff image and writes the usual golden report
    /// (expected, actual and diff image of each differing frame) under `$FLIPBOOK_REPORT_DIR`.
    package static func flipbookAnimation(tolerance: GoldenTolerance = GoldenTolerance()) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            let expected: AnimationFile, rendered: AnimationFile
            do {
                expected = try AnimationFile.decode(Array(reference))
            } catch {
                return ("the reference snapshot: \(error)", [])
            }
            do {
                rendered = try AnimationFile.decode(Array(actual))
            } catch {
                return (String(decoding: actual.prefix(2000), as: UTF8.self), [])
            }
            guard expected.width == rendered.width, expected.height == rendered.height else {
                return ("Snapshot does not match reference: the reference is \(expected.width)×\(expected.height) px, the rendering \(rendered.width)×\(rendered.height) px", [])
            }
            guard expected.frames.count == rendered.frames.count else {
                return ("Snapshot does not match reference: the reference has \(expected.frames.count) frames, the rendering \(rendered.frames.count)", [])
            }
            if let index = expected.durations.indices.first(where: { abs(expected.durations[$0] - rendered.durations[$0]) > 0.0005 }) {
                return ("Snapshot does not match reference: frame \(index + 1) shows for \(rendered.durations[index]) s, the reference's for \(expected.durations[index]) s", [])
            }
            var frames: [(index: Int, expected: RGBAPixels, actual: RGBAPixels, comparison: ImageComparison)] = []
            do {
                try tolerance.validate()
                let options = tolerance.options(version: tolerance.version(recorded: nil))
                for (index, (before, after)) in zip(expected.frames, rendered.frames).enumerated() {
                    let comparison = try Pixelmatch.compare(before, after, options: options, drawsDiff: true)
                    if comparison.difference.diffPixels > tolerance.allowedPixels(totalPixels: comparison.difference.totalPixels) {
                        frames.append((index, before, after, comparison))
                    }
                }
            } catch {
                return ("\(error)", [])
            }
            guard let first = frames.first else { return nil }
            let lines = frames.map { frame in
                "frame \(frame.index + 1) of \(expected.frames.count): "
                    + GoldenFinding.describe(frame.comparison.difference,
                                                  allowed: tolerance.allowedPixels(totalPixels: frame.comparison.difference.totalPixels))
            }
            let report = snapshotReport(reference: reference, tolerance: tolerance, frames: frames.map {
                (name: GoldenNames.frame($0.index + 1, of: expected.frames.count), expected: $0.expected, actual: $0.actual, comparison: $0.comparison)
            })
            let attachments = (try? first.comparison.diffImage?.pngData()).map { [DiffAttachment.data(Data($0), name: "difference.png")] } ?? []
            return ("Snapshot does not match reference: " + lines.joined(separator: "\n") + report, attachments)
        }
    }
}

/// What a scene snapshot holds: the encoded image, or why the scene could not be rendered.
///
/// A failed rendering is a value of its own rather than bytes in the image's place, so the
/// diffing reports it as it is (and a failure never passes, even against a reference that was
/// recorded from a failure).
public enum RenderedImage: Sendable, Equatable {
    /// The encoded file (PNG, or an animated GIF, WebP or APNG).
    case image(Data)
    /// The scene's name and the problem that stopped the rendering.
    case failure(scene: String, problem: String)

    /// A failed rendering of `scene`, with the error's own words.
    static func failed(scene: String, _ error: any Error) -> RenderedImage {
        .failure(scene: scene, problem: "\(error)")
    }

    /// The bytes a snapshot file holds: the image, or the failure's text (recorded only when a
    /// test records a failing scene; comparing against it still fails).
    var bytes: Data {
        switch self {
        case let .image(data): data
        case let .failure(scene, problem): Data("flipbook: cannot render \(scene): \(problem)".utf8)
        }
    }
}

extension Diffing where Value == RenderedImage {
    /// `imageDiffing` over the images; a failed rendering fails with its reason.
    package static func rendered(_ imageDiffing: Diffing<Data>) -> Diffing {
        .diff(toData: { $0.bytes }, fromData: { .image($0) }) { reference, actual in
            switch (reference, actual) {
            case let (_, .failure(scene, problem)):
                return ("cannot render \(scene): \(problem)", [])
            case let (.failure(scene, problem), _):
                return ("the reference snapshot is a failed rendering of \(scene) (\(problem)): record it again", [])
            case let (.image(expected), .image(rendered)):
                return imageDiffing.diffV2(expected, rendered)
            }
        }
    }
}

/// Frame names as `check` writes them: `frame-0001`.
enum GoldenNames {
    static func frame(_ number: Int, of count: Int) -> String {
        String(FrameFiles.sequenceFileName(number: number, count: count, format: .png).dropLast(4))
    }
}

/// Writes the golden report (HTML, Markdown, JUnit and the images) for snapshot frames that did not
/// match, into `$FLIPBOOK_REPORT_DIR/snapshot-<hash of the reference>` (the temporary folder when
/// unset), and returns a line naming it; the same report `flipbook check` and `assertGolden` write.
func snapshotReport(reference: Data, tolerance: GoldenTolerance,
                    frames: [(name: String, expected: RGBAPixels, actual: RGBAPixels, comparison: ImageComparison)]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in reference { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    let scene = "snapshot-" + String(hash, radix: 16)
    let outcomes = frames.map { frame -> FrameOutcome in
        let allowed = tolerance.allowedPixels(totalPixels: frame.comparison.difference.totalPixels)
        var outcome = FrameOutcome(scene: scene, name: frame.name, offset: nil, status: .failed,
                                   finding: .mismatch(.pixels(frame.comparison.difference, allowed: allowed)),
                                   goldenPath: "the reference snapshot")
        outcome.difference = frame.comparison.difference
        outcome.allowedPixels = allowed
        outcome.expectedSize = PixelSize(width: frame.expected.width, height: frame.expected.height)
        outcome.actualSize = PixelSize(width: frame.actual.width, height: frame.actual.height)
        outcome.expectedPNG = try? frame.expected.pngData()
        outcome.actualPNG = try? frame.actual.pngData()
        outcome.diffPNG = try? frame.comparison.diffImage?.pngData()
        return outcome
    }
    let outcome = CheckOutcome(scenes: [SceneOutcome(scene: scene, folder: "", frames: outcomes, notes: [])],
                               mode: .never, tolerance: tolerance, subject: .frames)
    do {
        let files = try GoldenReport.write(outcome, to: reportFolder(for: scene), wording: SwiftWording.settings)
        return "\nreport: \(files.html)"
    } catch {
        return "\n(the report could not be written: \(error))"
    }
}
