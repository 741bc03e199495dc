import Foundation
import Problems
import ImageCodecs
import ImageDiff
import Outputs

/// `report.json`: everything a report folder holds, as data, so that the folder is self-sufficient
/// (a report downloaded from CI is reviewed on another machine with `flipbook review`): every
/// image's scene, name, status and numbers, where its golden is inside the goldens folder, where its
/// expected, actual and diff images are inside the report, what the golden was when the check read
/// it, the check's settings, and the manifest the run makes for each scene.
///
/// Every path in it is relative (goldens to the goldens folder, images to the report folder), and
/// every name is checked when it is read (`read(in:)`): a report is data from another machine.
package struct ReportIndex: Codable, Hashable, Sendable {
    /// The file's name inside a report folder.
    package static let fileName = "report.json"
    /// This layout; a reader refuses others.
    package static let currentFormat = 1
    /// The largest index read: 256 MiB (a few hundred bytes per image).
    package static let maximumBytes = 256 << 20

    /// The layout version.
    package var format: Int
    /// The record mode of the check (`never`, `missing`, …).
    package var mode: String
    /// Frames or strip.
    package var subject: GoldenSubject
    /// The tolerance the check compared with.
    package var tolerance: GoldenTolerance
    /// `42 images in 3 scenes: 40 passed, 2 failed`.
    package var summary: String
    /// Every scene, in the order checked.
    package var scenes: [Scene]

    /// One scene of the check.
    package struct Scene: Codable, Hashable, Sendable {
        /// The scene's name.
        package var scene: String
        /// Its folder inside the goldens folder (and inside the report): one file name.
        package var folder: String
        /// What the check noticed about the scene's goldens as a whole.
        package var notes: [String]
        /// The manifest the run makes for these images (`SceneOutcome.manifest`).
        package var manifest: GoldenManifest?
        /// Every image, passed ones too, in timeline order.
        package var frames: [Frame]
        /// Every frame's layout check (`check --kind layout` or `both`), in timeline order; absent
        /// when the layout was not checked. `flipbook review` accepts images only: a layout is
        /// re-recorded with `--record failed`.
        package var layout: [LayoutEntry]?
        /// The images' checks of the timeline as a whole (a frame count that changed); absent when
        /// none failed. Review has no image to accept for them: a shorter timeline's goldens are
        /// listed as stale, a longer one's as new.
        package var timeline: [LayoutEntry]?
    }

    /// One check of a scene that has no image: a frame's layout, or the timeline's frame count or rate.
    package struct LayoutEntry: Codable, Hashable, Sendable {
        /// `frame-0001`, or `frames` / `frame rate` for the timeline.
        package var name: String
        /// The scroll offset, for a frame.
        package var offset: Double?
        /// Seconds since the start, for a frame of a time-based timeline.
        package var time: Double?
        /// `passed`, `failed`, `recorded`, `missing` or `error`.
        package var status: String
        /// What happened: for a difference, each part that moved in the effect's words.
        package var message: String
        /// The golden inside the goldens folder: `<folder>/layout.json`, or `<folder>/manifest.json`
        /// for the images' frame count.
        package var golden: String
    }

    /// What a golden was when the check read it: what `flipbook review` compares the golden with
    /// before it overwrites it, so that a golden edited since the report is never lost unseen.
    package enum GoldenState: String, Codable, Hashable, Sendable {
        /// There was no golden.
        case absent
        /// Its bytes are the report's expected image.
        case expected
        /// The check recorded it: its bytes are the report's actual image.
        case actual
        /// A file was there whose bytes the report does not hold (it could not be read as a PNG).
        case unreadable
    }

    /// One image of a scene.
    package struct Frame: Codable, Hashable, Sendable {
        /// `frame-0001` or `strip`: one file name.
        package var name: String
        /// The scroll offset drawn (frames only).
        package var offset: Double?
        /// `passed`, `failed`, `recorded`, `missing` or `error` (`FrameOutcome.Status.label`).
        package var status: String
        /// Why a golden was recorded (`missing`, `all`, `failed`), for `recorded`.
        package var reason: String?
        /// What happened, in one sentence.
        package var message: String
        /// The golden inside the goldens folder: `<folder>/<name>.png`.
        package var golden: String
        /// What the golden was when the check read it; `nil` for a pass (its bytes are not kept).
        package var goldenWas: GoldenState?
        /// The golden as the check read it, inside the report: `<folder>/<name>.expected.png`.
        package var expected: String?
        /// The rendering, inside the report: `<folder>/<name>.actual.png`.
        package var actual: String?
        /// The diff image, inside the report: `<folder>/<name>.diff.png`.
        package var diff: String?
        /// The golden's size in pixels, `[width, height]`, when it could be read.
        package var expectedSize: [Int]?
        /// The rendering's size in pixels, `[width, height]`.
        package var actualSize: [Int]?
        /// The comparison's numbers, when a comparison ran.
        package var difference: Numbers?
        /// Differing pixels allowed for this image.
        package var allowedPixels: Int?

        /// Whether the image did not pass.
        package var isFailure: Bool { status != "passed" }
    }

    /// A comparison's numbers, as `flipbook compare --format json` names them.
    package struct Numbers: Codable, Hashable, Sendable {
        /// Pixels counted as different.
        package var diffPixels: Int
        /// Width × height.
        package var totalPixels: Int
        /// Pixels ignored as anti-aliasing.
        package var antialiasedPixels: Int
        /// The smallest box holding every differing pixel.
        package var bounds: PixelBox?
        /// The largest difference of one channel, 0…255.
        package var maxChannelError: Int
        /// PSNR over R, G, B and A in dB; `nil` when the images are identical (infinite).
        package var psnr: Double?
    }

    /// The index of `outcome`'s report.
    package init(_ outcome: CheckOutcome, wording: SettingWording = .keys) {
        format = Self.currentFormat
        mode = outcome.mode.rawValue
        subject = outcome.subject
        tolerance = outcome.tolerance
        summary = outcome.summary
        scenes = outcome.scenes.map { scene in
            let folder = GoldenCheck.folderName(for: scene.scene)
            let layout = scene.frames.filter { $0.part == .layout }.map {
                LayoutEntry(name: $0.name, offset: $0.offset, time: $0.time, status: $0.status.label, message: $0.message(wording),
                            golden: folder + "/" + LayoutGolden.fileName)
            }
            let timeline = scene.frames.filter { $0.part == .pixels && $0.isTimeline }.map {
                LayoutEntry(name: $0.name, offset: nil, time: nil, status: $0.status.label, message: $0.message(wording),
                            golden: folder + "/" + GoldenManifest.fileName)
            }
            return Scene(scene: scene.scene, folder: folder, notes: scene.notes(wording), manifest: scene.manifest,
                         frames: scene.frames.filter { $0.part == .pixels && !$0.isTimeline }.map { Frame($0, folder: folder, wording: wording) },
                         layout: layout.isEmpty ? nil : layout, timeline: timeline.isEmpty ? nil : timeline)
        }
    }

    /// The report images of `frame` that did not pass, as (`expected`/`actual`/`diff`, name inside the report).
    @_optimize(none)
    package static func imageNames(of frame: FrameOutcome, folder: String) -> [(kind: String, name: String, bytes: [UInt8])] {
        guard frame.status != .passed else { return [] }
        let images: [(String, [UInt8]?)] = [("expected", frame.expectedPNG), ("actual", frame.actualPNG), ("diff", frame.diffPNG)]
        return images.compactMap { kind, bytes in
            bytes.map { (kind, "\(folder)/\(frame.name).\(kind).png", $0) }
        }
    }

    /// Pretty, key-sorted JSON: the same outcome is always the same bytes.
    @_optimize(none)
    package func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain numbers and strings: encoding cannot fail.
        return Array((try? encoder.encode(self)) ?? Data()) + [0x0A]
    }

    /// Reads `report.json` in `folder` and checks it as untrusted data: its format, and every scene
    /// folder and image name one file name (`OutputName`: no `/`, `\`, `..` or NUL), every golden
    /// and image path exactly the one its names make, so nothing in it can name a file elsewhere.
    @_optimize(none)
    package static func read(in folder: URL) throws(Problem) -> ReportIndex {
        try readWithFingerprint(in: folder).index
    }

    /// `read(in:)`, and the fingerprint of the file's bytes (`ReviewState.fingerprint`), which ties
    /// the review's kept decisions to this report. The file is read as the report's other files
    /// are (`ReportFiles`: a link is not followed).
    @_optimize(none)
    static func readWithFingerprint(in folder: URL) throws(Problem) -> (index: ReportIndex, fingerprint: String) {
        let path = folder.appendingPathComponent(fileName).path
        let fix: Wording = "name a folder that `check` or `report merge` of this Flipbook wrote, unchanged"
        let bytes: Data
        do {
            // As Data at once, the array it was read into let go: a 256 MiB index is held once.
            bytes = Data(try ReportFiles(report: folder).read(fileName, maximumBytes: maximumBytes))
        } catch {
            throw Problem(error == .missing ? .missingFile : .io, "cannot read \(path): \(error)", fix: fix)
        }
        let index = try JSONFile.decode(ReportIndex.self, from: bytes, shownAs: path, what: "a Flipbook report index", fix: fix)
        guard index.format == currentFormat else {
            throw Problem.otherFormat(path, is: "report", format: index.format, reads: currentFormat, fix: fix)
        }
        try index.checkNames(path: path, fix: fix)
        return (index, ReviewState.fingerprint(of: bytes))
    }

    @_optimize(none)
    func checkNames(path: String, fix: Wording) throws(Problem) {
        var folders: Set<String> = []
        for scene in scenes {
            if let problem = OutputName.problem(with: scene.folder) ?? (scene.folder.hasPrefix(".") ? "starts with a dot" : nil) {
                throw Problem.damagedInput(path, "it names the scene folder `\(Self.shown(scene.folder))`, which \(problem)", fix: fix)
            }
            guard folders.insert(scene.folder).inserted else {
                throw Problem.damagedInput(path, "it names the scene folder `\(Self.shown(scene.folder))` twice", fix: fix)
            }
            var names: Set<String> = []
            for frame in scene.frames {
                if let problem = OutputName.problem(with: frame.name) {
                    throw Problem.damagedInput(path, "it names an image of \(Self.shown(scene.scene)) `\(Self.shown(frame.name))`, which \(problem)", fix: fix)
                }
                guard names.insert(frame.name).inserted else {
                    throw Problem.damagedInput(path, "it names the image \(Self.shown(scene.folder))/\(Self.shown(frame.name)) twice", fix: fix)
                }
                let stem = scene.folder + "/" + frame.name
                let paths = [(frame.golden, stem + ".png"), (frame.expected, stem + ".expected.png"),
                             (frame.actual, stem + ".actual.png"), (frame.diff, stem + ".diff.png")]
                for (given, expected) in paths where given != nil && given != expected {
                    throw Problem.damagedInput(path, "it gives \(Self.shown(stem)) the path `\(Self.shown(given ?? ""))`; it can only be \(expected)", fix: fix)
                }
            }
        }
    }

    /// A name from a file, shortened and with control characters written out, for a message.
    @_optimize(none)
    static func shown(_ name: String) -> String {
        ControlCharacters.escaped(name.utf8.count > 80 ? String(name.prefix(80)) + "…" : name)
    }
}

extension ReportIndex.Frame {
    init(_ outcome: FrameOutcome, folder: String, wording: SettingWording) {
        name = outcome.name
        offset = outcome.offset
        status = outcome.status.label
        if case let .recorded(reason) = outcome.status { self.reason = reason.rawValue }
        message = outcome.message(wording)
        golden = folder + "/" + outcome.name + ".png"
        let images = Dictionary(uniqueKeysWithValues: ReportIndex.imageNames(of: outcome, folder: folder).map { ($0.kind, $0.name) })
        expected = images["expected"]
        actual = images["actual"]
        diff = images["diff"]
        switch outcome.status {
        case .passed: goldenWas = nil
        case .missing: goldenWas = .absent
        case .recorded: goldenWas = .actual
        case .failed, .error: goldenWas = outcome.expectedPNG == nil ? .unreadable : .expected
        }
        expectedSize = outcome.expectedSize.map { [$0.width, $0.height] }
        actualSize = outcome.actualSize.map { [$0.width, $0.height] }
        difference = outcome.difference.map {
            ReportIndex.Numbers(diffPixels: $0.diffPixels, totalPixels: $0.totalPixels, antialiasedPixels: $0.antialiasedPixels,
                                bounds: $0.bounds, maxChannelError: $0.maxChannelError, psnr: $0.psnr.isFinite ? $0.psnr : nil)
        }
        allowedPixels = outcome.allowedPixels
    }
}
