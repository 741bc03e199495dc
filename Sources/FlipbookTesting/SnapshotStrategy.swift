import Foundation
import Golden
import ImageCodecs
import ImageDiff
import Render
import SceneModel
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == RenderedImage {
    /// A scene's strip as PNG, compared with pixelmatch (threshold 0.1, anti-aliasing ignored, no
    /// pixel may differ): `assertSnapshot(of: scene, as: .flipbookPNG)`, on Linux too.
    public static var flipbookPNG: Snapshotting {
        flipbookPNG()
    }

    /// A scene as PNG: the strip of its timeline, or the frame at `offset` when given, compared with
    /// pixelmatch under `tolerance`. A scene that cannot be rendered fails the assertion with the reason.
    ///
    /// ```swift
    /// assertSnapshot(of: try SceneLoader.load(presetOrPath: "stack.tinder"),
    ///                as: .flipbookPNG(offset: 0.5, tolerance: GoldenTolerance(maxDiffRatio: 0.001)))
    /// ```
    ///
    /// - Parameters:
    ///   - offset: The scroll offset in pages of the one frame to compare; `nil` compares the strip.
    ///   - tolerance: How far the rendering may stray from the reference (pixelmatch's threshold,
    ///     and how many pixels may differ).
    /// - Returns: The strategy `assertSnapshot(of:as:)` takes.
    public static func flipbookPNG(offset: Double? = nil, tolerance: GoldenTolerance = GoldenTolerance()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .rendered(.flipbookPNG(tolerance: tolerance))) { scene in
            do {
                let renderer = try FrameRenderer(scene: scene)
                let png = try offset.map { try renderer.pngData(offset: $0) } ?? renderer.render(.strip(format: .png, columns: nil), concurrency: 1).bytes
                return .image(Data(png))
            } catch {
                return .failed(scene: scene.name, error)
            }
        }
    }
}

extension Diffing where Value == Data {
    /// Compares PNG bytes with pixelmatch; a failure says how many pixels differ and where, and
    /// attaches the diff image.
    package static func flipbookPNG(tolerance: GoldenTolerance = GoldenTolerance()) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            let expected: RGBAPixels, rendered: RGBAPixels
            do {
                expected = try RGBAPixels(pngData: Array(reference), name: "the reference snapshot")
            } catch {
                return ("\(error)", [])
            }
            do {
                rendered = try RGBAPixels(pngData: Array(actual), name: "the rendering")
            } catch {
                return ("\(error)", [])
            }
            let comparison: ImageComparison
            do {
                try tolerance.validate()
                comparison = try Pixelmatch.compare(expected, rendered, options: tolerance.options(version: tolerance.version(recorded: nil)), drawsDiff: true)
            } catch {
                return ("\(error)", [])
            }
            let difference = comparison.difference
            let allowed = tolerance.allowedPixels(totalPixels: difference.totalPixels)
            if difference.diffPixels <= allowed { return nil }
            let message = GoldenFinding.describe(difference, allowed: allowed)
            let report = snapshotReport(reference: reference, tolerance: tolerance,
                                        frames: [(name: "image", expected: expected, actual: rendered, comparison: comparison)])
            let attachments = (try? comparison.diffImage?.pngData()).map { [DiffAttachment.data(Data($0), name: "difference.png")] } ?? []
            return ("Snapshot does not match reference: \(message)\(report)", attachments)
        }
    }
}
