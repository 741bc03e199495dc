import Foundation

/// The surfaces the fourth reliability pass added: Swift for `import`, font files, animated SVG,
/// standard output and error that cannot be written, extreme offsets, and the designer's API.
extension Job {
    static func surfaces(corpus: Corpus, work: String, designer: FuzzedDesigner?, random: inout SplitMix64) -> Job {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return swiftImport(work: work, random: &random)
        case 1: return fonts(work: work, random: &random)
        case 2: return animatedSVG(corpus: corpus, work: work, random: &random)
        case 3: return failingStreams(corpus: corpus, work: work, random: &random)
        case 4: return extremeOffsets(random: &random)
        default:
            guard let designer else { return extremeOffsets(random: &random) }
            return designer.request(corpus: corpus, work: work, random: &random)
        }
    }

    /// Numbers that break arithmetic or Cairo: huge, tiny, not finite, at the limits.
    static let extremeNumbers = ["-8.11873803855231e+147", "1e30", "-1e30", "1e9", "-1e9", "1000000001", "1e306", "-1e306", "1e-300",
                                 "5e-324", "1.7976931348623157e308", "nan", "inf", "-inf", "0", "-0", "1e20", "123456789.987654321"]

    /// A Swift file of paging options with random literals (huge, not finite, deeply nested), then
    /// byte-mutated, read by `flipbook import`.
    static func swiftImport(work: String, random: inout SplitMix64) -> Job {
        let depth = [1, 5, 20, 100, 300, 3000].randomElement(using: &random)!
        let number = (extremeNumbers + ["1/0", "0/0", ".pi / 4", "CGFloat(0.8)", "-(-(0.5))"]).randomElement(using: &random)!
        let value = String(repeating: "(", count: depth) + number + String(repeating: ")", count: depth)
        let option = ["minScale", "maxScale", "scaleRatio", "translationRatio", "minTranslationRatio", "shadowOpacity", "rotation3d"]
            .randomElement(using: &random)!
        var text = """
            import CollectionViewPagingLayout
            import UIKit

            class Cell: UICollectionViewCell, ScaleTransformView {
                var scaleOptions: ScaleTransformViewOptions {
                    var options = ScaleTransformViewOptions.layout(.\(["linear", "coverFlow", "rotary", "cylinder"].randomElement(using: &random)!))
                    options.\(option) = \(value)
                    options.translationRatio = CGPoint(x: \(number), y: \(value))
                    return options
                }
            }

            """
        if Bool.random(using: &random) { text = ConfigMutation.mutate(text, random: &random) }
        let path = work + "/Case.swift"
        try? text.write(toFile: path, atomically: false, encoding: .utf8)
        let out = Bool.random(using: &random) ? ["--out", "imported.yaml"] : []
        return Job(command: "import (swift)", arguments: ["import", "Case.swift"] + out, files: [path], inputBytes: text.utf8.count)
    }

    /// A damaged copy of a real font (or random bytes) named by `fonts:`, drawn or validated.
    static func fonts(work: String, random: inout SplitMix64) -> Job {
        let candidates = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/opentype/inter/Inter-Regular.otf"]
        var bytes = candidates.compactMap { FileManager.default.contents(atPath: $0) }.randomElement(using: &random).map { [UInt8]($0) }
            ?? (0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }
        for _ in 0..<Int.random(in: 0..<40, using: &random) where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...4096, using: &random)))
            default: bytes.insert(contentsOf: [UInt8](repeating: 0xFF, count: Int.random(in: 1...64, using: &random)), at: at)
            }
        }
        let font = work + "/case.ttf", config = work + "/case.yaml"
        _ = FileManager.default.createFile(atPath: font, contents: Data(bytes))
        let size = ["15", "100", "10000", "0.01"].randomElement(using: &random)!
        try? "extends: scale.coverFlow\nviewport: [150, 200]\nfonts: [case.ttf]\ncard: {titleFont: {family: DejaVu Sans, size: \(size)}}\n"
            .write(toFile: config, atomically: false, encoding: .utf8)
        let arguments = Bool.random(using: &random) ? ["validate", "case.yaml"] : ["strip", "case.yaml", "--out", "/dev/null", "--format", "png"]
        return Job(command: "\(arguments[0]) (font file)", arguments: arguments, files: [font, config], inputBytes: bytes.count)
    }

    /// A mutated config as an animated SVG (`.svg` or `.svgz`), up to 2,000 frames.
    static func animatedSVG(corpus: Corpus, work: String, random: inout SplitMix64) -> Job {
        let text = ConfigMutation.mutate(corpus.configs.randomElement(using: &random)!.text, random: &random)
        let path = work + "/case.yaml"
        try? text.write(toFile: path, atomically: false, encoding: .utf8)
        let frames = String([2, 30, 300, 2000].randomElement(using: &random)!)
        let out = Bool.random(using: &random) ? "case.svg" : "case.svgz"
        return Job(command: "render (animated svg)", arguments: ["render", "case.yaml", "--format", "svg-animated", "--from", "0", "--to", "4",
                                                                  "--frames", frames, "--out", out], files: [path], inputBytes: text.utf8.count)
    }

    /// A command whose standard output or error is full (/dev/full) or closed: it must still exit
    /// with its own status, never crash.
    static func failingStreams(corpus: Corpus, work: String, random: inout SplitMix64) -> Job {
        let bad = Bool.random(using: &random) ? "case.yaml" : "scale.coverFlow"
        try? ConfigMutation.mutate(corpus.configs.randomElement(using: &random)!.text, random: &random)
            .write(toFile: work + "/case.yaml", atomically: false, encoding: .utf8)
        let commands = [["validate", bad], ["inspect", bad, "--format", "json"], ["code", bad], ["presets"], ["schema"],
                        ["strip", bad, "--out", "-", "--format", "png"], ["import", "nope.swift"], ["validate", "nope.yaml"]]
        var job = Job(command: "", arguments: commands.randomElement(using: &random)!, files: [work + "/case.yaml"], inputBytes: 0)
        let target = ["/dev/full", Job.closed].randomElement(using: &random)!
        if Bool.random(using: &random) { job.stdoutPath = target } else { job.stderrPath = target }
        job.command = "\(job.arguments[0]) (\(job.stdoutPath != nil ? "stdout" : "stderr") \(target == Job.closed ? "closed" : "full"))"
        return job
    }

    /// Offsets, timeline bounds and spring parameters at and past their limits.
    static func extremeOffsets(random: inout SplitMix64) -> Job {
        func number() -> String { extremeNumbers.randomElement(using: &random)! }
        let preset = ["parallax.onboarding", "stack.tinder", "scale.coverFlow", "snapshot.grid", "menu.tabs", "pages.curl"].randomElement(using: &random)!
        let arguments: [String]
        switch Int.random(in: 0..<3, using: &random) {
        case 0: arguments = ["strip", preset, "--viewport", "150x200", "--offsets", "\(number()),\(number())", "--out", "/dev/null", "--format", "png"]
        case 1: arguments = ["inspect", preset, "--from", number(), "--to", number(), "--frames", "3", "--format", "json"]
        default:
            let curve = "spring:\(number()),\(number()),\(number()),\(number())"
            arguments = ["strip", preset, "--viewport", "150x200", "--from", "0", "--to", "4", "--frames", "5", "--curve", curve,
                         "--out", "/dev/null", "--format", "png"]
        }
        return Job(command: "\(arguments[0]) (extreme offsets)", arguments: arguments, files: [], inputBytes: 0)
    }
}
