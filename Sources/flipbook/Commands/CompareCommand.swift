import ArgumentParser
import FlipbookCLI
import Foundation
import Outputs
import ImageCodecs
import ImageDiff
import Problems

/// `flipbook compare`: pixelmatch two PNG files, with limits for CI.
struct CompareCommand: ParsableCommand, SettingFlags {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNG images the way pixelmatch does; exit 1 when they differ.",
        discussion: """
        Counts pixels whose YIQ colour distance exceeds 35215·threshold², not counting anti-aliasing \
        unless --include-aa. Exit status: 0 within the limit, 1 different, 2 unreadable files or different sizes.

        Examples:
          flipbook compare expected.png actual.png
          flipbook compare expected.png actual.png --threshold 0.2 --diff diff.png
          flipbook compare expected.png actual.png --max-diff-ratio 0.001
          flipbook compare a.png b.png --format json
        """
    )

    @Argument(help: "The expected image (PNG).")
    var expected: String

    @Argument(help: "The actual image (PNG), same size.")
    var actual: String

    // ArgumentParser prints no default for an option read through `transform:`, so its help says it.
    @Option(name: FlagName.threshold.name, help: "Matching threshold from 0 to 1; smaller is more sensitive. (default: 0.1)", transform: FlagValue.number(flag: .threshold, example: "0.1"))
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.")
    var includeAA = false

    @Option(name: FlagName.diff.name, help: "Write the diff image here (PNG): a faded copy of the expected image, differences red, anti-aliasing yellow.")
    var diffPath: String?

    @Option(name: FlagName.alpha.name, help: "Opacity from 0 to 1 of the faded copy in the diff image. (default: 0.1)", transform: FlagValue.number(flag: .alpha, example: "0.1"))
    var alpha: Double = 0.1

    @Option(name: FlagName.diffColor.name, help: "Paint differences in this colour, as R,G,B (default 255,0,0).", transform: FlagValue.diffColour(flag: .diffColor, example: "255,0,0"))
    var diffColor: DiffColor?

    @Option(name: FlagName.diffColorAlt.name, help: "Paint differences where the actual image is darker in this colour, as R,G,B (e.g. 0,255,0).",
            transform: FlagValue.diffColour(flag: .diffColorAlt, example: "0,255,0"))
    var diffColorAlt: DiffColor?

    @Option(name: FlagName.aaColor.name, help: "Paint anti-aliased pixels in this colour, as R,G,B (default 255,255,0).", transform: FlagValue.diffColour(flag: .aaColor, example: "255,255,0"))
    var aaColor: DiffColor?

    @Option(name: FlagName.pixelmatchVersion.name, help: ArgumentHelp("Count with pixelmatch 6 or 7's rules (default 7, the current release; they differ only where pixels are not opaque).", valueName: "6|7"),
            completion: PixelmatchVersion.defaultCompletionKind, transform: FlagValue.pixelmatchVersion)
    var pixelmatchVersion: PixelmatchVersion?

    @Flag(name: .customLong("no-checkerboard"), help: "pixelmatch 7: see semi-transparent pixels over white instead of its checkerboard.")
    var noCheckerboard = false

    @Flag(help: "Paint only the differences, on a transparent background.")
    var diffMask = false

    @Option(name: FlagName.maxDiffPixels.name, parsing: .unconditional, help: "Pass when at most this many pixels differ (default 0).", transform: FlagValue.maxDiffPixels)
    var maxDiffPixels: Int?

    @Option(name: FlagName.maxDiffRatio.name, parsing: .unconditional, help: "Pass when at most this share (0 to 1) of the pixels differs.", transform: FlagValue.maxDiffRatio)
    var maxDiffRatio: Double?

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    @_optimize(none)
    func run() throws {
        if maxDiffPixels != nil && maxDiffRatio != nil {
            throw Problem.exclusive("\(FlagName.maxDiffPixels)", "\(FlagName.maxDiffRatio)")
        }
        var options = PixelmatchOptions(threshold: threshold, includeAA: includeAA, alpha: alpha, diffMask: diffMask,
                                        checkerboard: !noCheckerboard)
        if let pixelmatchVersion { options.version = pixelmatchVersion }
        options.diffColor = diffColor ?? options.diffColor
        options.diffColorAlt = diffColorAlt
        options.aaColor = aaColor ?? options.aaColor
        try options.validate()

        // Checked before decoding: the diff may not replace either image, nor a special file.
        let diffOutput = try diffPath.map { path throws(Problem) in try OutputFile(path, inputs: InputFiles([expected, actual])) }
        // The report goes to standard output: a diff image there too would be a PNG and text in one stream.
        if diffOutput?.destination == .standardOutput {
            throw Problem(.conflict, "\(FlagName.diff) \(diffPath ?? "-") would write the diff image to standard output, where the report goes",
                            fix: "give a file for \(FlagName.diff), e.g. \(FlagName.diff) diff.png")
        }
        let images = try RGBAPixels.loadForComparison([expected, actual], drawsDiff: diffPath != nil)
        let first = images[0], second = images[1]
        let comparison = try Pixelmatch.compare(first, second, options: options, drawsDiff: diffPath != nil)
        if let diffOutput, let image = comparison.diffImage {
            try diffOutput.write(image.pngData())
        }

        let difference = comparison.difference
        let allowed = maxDiffRatio.map { Int((Double(difference.totalPixels) * $0).rounded(.down)) } ?? maxDiffPixels ?? 0
        let passed = difference.diffPixels <= allowed
        switch format {
        case .json:
            let report = Report(difference: difference, version: options.version, threshold: threshold, includeAA: includeAA,
                                maxDiffPixels: allowed, passed: passed, diffImage: diffPath)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        case .text:
            print(describe(difference, allowed: allowed, passed: passed))
        }
        if !passed { throw Verdict.imagesDiffer }
    }

    @_optimize(none)
    private func describe(_ difference: ImageDifference, allowed: Int, passed: Bool) -> String {
        let share = String(format: "%.4f%%", difference.diffRatio * 100)
        var lines = [
            "\(passed ? (difference.diffPixels == 0 ? "same" : "within the limit") : "different"): \(difference.diffPixels) of \(difference.totalPixels) pixels differ (\(share)); limit \(allowed)",
        ]
        if let bounds = difference.bounds { lines.append("differences within \(bounds)") }
        if difference.antialiasedPixels > 0 {
            lines.append("\(difference.antialiasedPixels) anti-aliased pixels not counted")
        }
        let psnr = difference.psnr.isFinite ? String(format: "%.2f dB", difference.psnr) : "∞ (identical)"
        lines.append("max channel error \(difference.maxChannelError), PSNR \(psnr)")
        if let diffPath { lines.append("diff image: \(diffPath)") }
        return lines.joined(separator: "\n")
    }

    /// The `--format json` object.
    private struct Report: Encodable {
        var difference: ImageDifference
        var version: PixelmatchVersion
        var threshold: Double
        var includeAA: Bool
        var maxDiffPixels: Int
        var passed: Bool
        var diffImage: String?

        enum CodingKeys: String, CodingKey {
            case algorithm, threshold, includeAA, maxDiffPixels, passed, diffImage
        }

        @_optimize(none)
        func encode(to encoder: any Encoder) throws {
            try difference.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("\(Pixelmatch.algorithm) \(version.release)", forKey: .algorithm)
            try container.encode(threshold, forKey: .threshold)
            try container.encode(includeAA, forKey: .includeAA)
            try container.encode(maxDiffPixels, forKey: .maxDiffPixels)
            try container.encode(passed, forKey: .passed)
            if let diffImage { try container.encode(diffImage, forKey: .diffImage) } else { try container.encodeNil(forKey: .diffImage) }
        }
    }
}

extension CompareCommand {
    /// A `PixelmatchOptions` setting is named by its flag (`threshold` → `--threshold`).
    @_optimize(none)
    func flag(forSetting key: String) -> String? {
        [FlagName.threshold, .alpha].first { $0.setting == key }.map(\.description)
    }
}
