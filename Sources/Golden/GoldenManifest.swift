import Problems
import CairoKit
import Foundation
import ImageDiff
import Render

/// What a golden folder compares: one image per frame of the timeline, or the whole strip.
public enum GoldenSubject: String, Codable, CaseIterable, Hashable, Sendable {
    /// `frame-0001.png`, `frame-0002.png`, …: one per offset of the scene's timeline.
    case frames
    /// `strip.png`: every offset on one labelled image (fewer files; the project's own goldens).
    case strip
}

/// `manifest.json` beside a scene's goldens: how they were made and are compared. When any of it
/// differs from the running Flipbook, failures say so instead of leaving a mysterious pixel count.
package struct GoldenManifest: Codable, Hashable, Sendable {
    /// One golden image.
    package struct Entry: Codable, Hashable, Sendable {
        /// The file name without `.png`, e.g. `frame-0002` or `strip`.
        package var name: String
        /// The scroll offset drawn, for frames; `nil` for a strip.
        package var offset: Double?
        /// Pixels.
        package var width: Int
        /// Pixels.
        package var height: Int

        package init(name: String, offset: Double?, width: Int, height: Int) {
            self.name = name
            self.offset = offset
            self.width = width
            self.height = height
        }
    }

    /// The manifest's file name inside a scene's golden folder.
    package static let fileName = "manifest.json"
    /// This layout of the manifest.
    package static let currentFormat = 1
    /// The renderer's output generation. Bump it when the renderer's pixels change on purpose, so that
    /// failures against older goldens say why.
    package static let rendererVersion = "flipbook-render 1"
    /// The Cairo library in this process (anti-aliasing and text can change between Cairo releases).
    package static var cairoVersion: String { Cairo.version }

    /// The manifest layout version.
    package var format: Int
    /// The comparison algorithm, `pixelmatch`.
    package var algorithm: String
    /// The version of the algorithm's rules (`6.0.0`).
    package var algorithmVersion: String
    /// pixelmatch's threshold used when recording.
    package var threshold: Double
    /// Whether anti-aliased pixels were counted.
    package var includeAA: Bool
    /// `rendererVersion` when recorded.
    package var renderer: String
    /// `cairoVersion` when recorded.
    package var cairo: String
    /// Pixels per point of the recorded images.
    package var scale: Double
    /// The Flipbook, drawing libraries and fonts that drew the goldens; `nil` in manifests written
    /// before Flipbook 0.4.0.
    package var environment: RenderingEnvironment?
    /// Frames or strip.
    package var subject: GoldenSubject
    /// The golden images, in timeline order.
    package var images: [Entry]

    /// A manifest for images recorded now with `tolerance`, compared under pixelmatch `version`'s rules.
    package init(tolerance: GoldenTolerance, version: PixelmatchVersion, scale: Double, subject: GoldenSubject, images: [Entry]) {
        format = Self.currentFormat
        algorithm = Pixelmatch.algorithm
        algorithmVersion = version.release
        threshold = tolerance.threshold
        includeAA = tolerance.includeAA
        renderer = Self.rendererVersion
        cairo = Self.cairoVersion
        environment = Self.environment
        self.scale = scale
        self.subject = subject
        self.images = images
    }

    /// This process's environment, looked up once (fontconfig is not free).
    static let environment = RenderingEnvironment.current()

    /// The largest manifest read: 64 MiB (a few hundred bytes per image).
    package static let maximumBytes = 64 << 20

    /// Reads `manifest.json` in `folder`; `nil` when there is none. Throws for a file that is not a
    /// manifest, naming it `shownAs` (e.g. `cover/manifest.json`) when given, else by its path.
    @_optimize(none)
    package static func read(in folder: URL, shownAs: String? = nil) throws(Problem) -> GoldenManifest? {
        let url = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONFile.read(GoldenManifest.self, at: url.path, shownAs: shownAs, maximumBytes: maximumBytes, what: "a golden manifest",
                                 fix: "restore it from version control, or delete it and re-record with \(setting: "record", value: "all")")
    }

    /// Pretty, key-sorted JSON: the same manifest is always the same bytes.
    @_optimize(none)
    package func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain numbers and strings cannot fail.
        let data = (try? encoder.encode(self)) ?? Data()
        return Array(data) + [0x0A]
    }

    /// Sentences explaining how `current` (this run) differs from this recorded manifest, most
    /// likely cause of a failure first; empty when nothing that affects pixels or counts changed.
    /// The record mode and the tolerance they suggest are settings (`record`, `maxDiffRatio`),
    /// which the caller names (the command line: `--record all`).
    /// An environment that differs (another font drawn, another Cairo) comes first: it explains
    /// every other difference on the machine that runs the check.
    @_optimize(none)
    package func changes(to current: GoldenManifest) -> [Wording] {
        var notes: [Wording] = []
        let environments = environment.flatMap { recorded in current.environment.map { (recorded, $0) } }
        if let (recorded, now) = environments {
            notes += recorded.differences(to: now).map { Wording($0) }
        }
        if scale != current.scale {
            notes.append("the goldens were recorded at scale \(scale.shortestDescription) and this run renders at scale \(current.scale.shortestDescription), so every image differs in size — render at the recorded scale or re-record with \(setting: "record", value: "all")")
        }
        if renderer != current.renderer {
            notes.append("the goldens were drawn by \(renderer) and this is \(current.renderer): the renderer changed its output on purpose — review the differences, then re-record with \(setting: "record", value: "all")")
        }
        if algorithm != current.algorithm || algorithmVersion != current.algorithmVersion {
            notes.append("the goldens were recorded when comparisons used \(algorithm) \(algorithmVersion); this Flipbook uses \(current.algorithm) \(current.algorithmVersion), whose counts can differ — review, then re-record with \(setting: "record", value: "all")")
        }
        if threshold != current.threshold || includeAA != current.includeAA {
            notes.append("the goldens were accepted with threshold \(threshold.shortestDescription)\(includeAA ? " counting anti-aliasing" : ""); this run uses threshold \(current.threshold.shortestDescription)\(current.includeAA ? " counting anti-aliasing" : "")")
        }
        if cairo != current.cairo && environments == nil {
            notes.append("the goldens were rendered with Cairo \(cairo) and this machine has Cairo \(current.cairo): anti-aliasing and text can differ slightly — record goldens on the machine CI uses, or allow a few pixels with \(setting: "maxDiffRatio")")
        }
        if subject != current.subject {
            notes.append("the goldens hold \(subject.rawValue) and this run compares \(current.subject.rawValue)")
        }
        let recorded = Dictionary(images.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for image in current.images {
            guard let old = recorded[image.name] else { continue }
            if old.offset != image.offset, let before = old.offset, let now = image.offset {
                notes.append("\(image.name) was recorded at offset \(before.shortestDescription) and now shows offset \(now.shortestDescription): the timeline changed")
            }
        }
        return notes
    }
}
