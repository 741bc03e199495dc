import Foundation
import SchemaSweep

/// One run: the files written for it and the `flipbook` command line that reads them.
struct Job {
    /// A short name for summaries: the subcommand and what was mutated.
    var command: String
    var arguments: [String]
    /// The mutated input files (saved with a finding).
    var files: [String]
    var inputBytes: Int
    /// Where the run's standard output and error go instead of /dev/null and work/stderr.txt
    /// (`/dev/full`, or `Job.closed` for a closed descriptor).
    var stdoutPath: String? = nil
    var stderrPath: String? = nil
    /// For a request to the designer: the file curl writes the HTTP status to (checked after the run).
    var httpStatusFile: String? = nil
    /// Files outside what the run may write, with their bytes: a run that changes one wrote
    /// through a link (a finding).
    var untouched: [(path: String, bytes: Data)] = []

    /// A standard stream closed before the run starts.
    static let closed = "<closed>"

    static func make(iteration: Int, corpus: Corpus, seeds: MadeSeeds, sweep: SchemaSweep?, work: String, designer: FuzzedDesigner?,
                     random: inout SplitMix64) -> Job {
        for leftover in ["frames", "report", "goldens", "input"] { try? FileManager.default.removeItem(atPath: work + "/" + leftover) }
        switch Int.random(in: 0..<34, using: &random) {
        case 28..<34: return reliability(sweep: sweep, work: work, designer: designer, random: &random)
        case 20..<28: return surfaces(corpus: corpus, work: work, designer: designer, random: &random)
        case 0..<9: return config(corpus: corpus, work: work, random: &random)
        case 9..<13: return png(corpus: corpus, work: work, random: &random)
        case 13..<15: return part(seeds.part, work: work, random: &random)
        case 15..<17: return manifest(seeds.manifest, work: work, random: &random)
        case 17..<18: return timeline(corpus: corpus, work: work, random: &random)
        default: return special(work: work, random: &random)
        }
    }

    /// A mutated config, read by one of the commands that take one.
    static func config(corpus: Corpus, work: String, random: inout SplitMix64) -> Job {
        let seed = corpus.configs.randomElement(using: &random)!
        let text = ConfigMutation.mutate(seed.text, random: &random)
        let path = work + "/case.yaml"
        try? text.write(toFile: path, atomically: false, encoding: .utf8)
        let commands: [(String, [String])] = [
            ("validate", ["validate", "case.yaml"]),
            ("inspect", ["inspect", "case.yaml", "--format", "json"]),
            ("code", ["code", "case.yaml"]),
            ("strip", ["strip", "case.yaml", "--out", "/dev/null", "--format", "png"]),
            ("render", ["render", "case.yaml", "--out", "frames", "--offsets", "0,0.5"]),
        ]
        let (name, arguments) = commands.randomElement(using: &random)!
        return Job(command: "\(name) (config)", arguments: arguments, files: [path], inputBytes: text.utf8.count)
    }

    /// A mutated PNG as a `compare` input, a card image or a golden.
    static func png(corpus: Corpus, work: String, random: inout SplitMix64) -> Job {
        let seed = corpus.pngs.randomElement(using: &random)!
        let bytes = PNGMutation.mutate(seed.bytes, random: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let path = work + "/a.png", other = work + "/b.png"
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            _ = FileManager.default.createFile(atPath: other, contents: Data(seed.bytes))
            return Job(command: "compare (png)", arguments: ["compare", "a.png", "b.png"], files: [path, other], inputBytes: bytes.count)
        case 1:
            let path = work + "/a.png", config = work + "/card.yaml"
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            try? "extends: scale.coverFlow\nviewport: [150, 200]\ncard:\n  image: a.png\n".write(toFile: config, atomically: false, encoding: .utf8)
            return Job(command: "strip (card.image png)", arguments: ["strip", "card.yaml", "--out", "/dev/null", "--format", "png"],
                       files: [path, config], inputBytes: bytes.count)
        default:
            let folder = work + "/goldens/scale.coverFlow"
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: folder + "/strip.png", contents: Data(bytes))
            return Job(command: "check (golden png)",
                       arguments: ["check", "scale.coverFlow", "--strip", "--viewport", "150x200", "--goldens", "goldens",
                                   "--out", "report", "--record", "never"],
                       files: [folder + "/strip.png"], inputBytes: bytes.count)
        }
    }

    /// A mutated shard part, merged into a report.
    static func part(_ seed: Data, work: String, random: inout SplitMix64) -> Job {
        let path = work + "/part.json"
        let data = JSONMutation.mutate(seed, random: &random)
        _ = FileManager.default.createFile(atPath: path, contents: data)
        return Job(command: "report merge (part)", arguments: ["report", "merge", "part.json", "--out", "report"], files: [path], inputBytes: data.count)
    }

    /// A mutated golden manifest beside a good golden, read by `check`.
    static func manifest(_ seed: Data, work: String, random: inout SplitMix64) -> Job {
        let folder = work + "/goldens/scale.coverFlow"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? FileManager.default.copyItem(atPath: work + "/seeds/goldens/scale.coverFlow/strip.png", toPath: folder + "/strip.png")
        let data = JSONMutation.mutate(seed, random: &random)
        _ = FileManager.default.createFile(atPath: folder + "/manifest.json", contents: data)
        let record = ["never", "missing", "failed"].randomElement(using: &random)!
        return Job(command: "check (manifest)",
                   arguments: ["check", "scale.coverFlow", "--strip", "--viewport", "150x200", "--goldens", "goldens",
                               "--out", "report", "--record", record],
                   files: [folder + "/manifest.json"], inputBytes: data.count)
    }

    /// A mutated `--timeline` file (the seeds are the configs with a `timeline:`).
    static func timeline(corpus: Corpus, work: String, random: inout SplitMix64) -> Job {
        let seeds = corpus.timelines.isEmpty ? corpus.configs : corpus.timelines
        let text = ConfigMutation.mutate(seeds.randomElement(using: &random)!.text, random: &random)
        let path = work + "/timeline.yaml"
        try? text.write(toFile: path, atomically: false, encoding: .utf8)
        let command = Bool.random(using: &random)
            ? ["strip", "scale.coverFlow", "--viewport", "150x200", "--timeline", "timeline.yaml", "--out", "/dev/null", "--format", "png"]
            : ["inspect", "scale.coverFlow", "--timeline", "timeline.yaml", "--format", "json"]
        return Job(command: "\(command[0]) (timeline)", arguments: command, files: [path], inputBytes: text.utf8.count)
    }

    /// A FIFO, a device, a folder, a symlink loop or nothing where a command expects an input file
    /// (or, for `render`, its output folder).
    static func special(work: String, random: inout SplitMix64) -> Job {
        let kind = SpecialInput.allCases.randomElement(using: &random)!
        _ = kind.make(at: work + "/input")
        let good = work + "/good.png"
        if !FileManager.default.fileExists(atPath: good) {
            try? FileManager.default.copyItem(atPath: work + "/seeds/goldens/scale.coverFlow/strip.png", toPath: good)
        }
        var files: [String] = []
        let arguments: [String]
        switch Int.random(in: 0..<9, using: &random) {
        case 0: arguments = ["validate", "input"]
        case 1:
            try? "extends: input\n".write(toFile: work + "/case.yaml", atomically: false, encoding: .utf8)
            arguments = ["strip", "case.yaml", "--out", "/dev/null", "--format", "png"]
            files = [work + "/case.yaml"]
        case 2, 3:
            try? "extends: scale.coverFlow\nviewport: [150, 200]\ncard:\n  image: input\n".write(toFile: work + "/case.yaml", atomically: false, encoding: .utf8)
            arguments = Bool.random(using: &random) ? ["validate", "case.yaml"] : ["render", "case.yaml", "--out", "frames", "--offsets", "0"]
            files = [work + "/case.yaml"]
        case 4: arguments = ["strip", "scale.coverFlow", "--timeline", "input", "--out", "/dev/null", "--format", "png"]
        case 5: arguments = Bool.random(using: &random) ? ["compare", "input", "good.png"] : ["compare", "good.png", "input"]
        case 6:
            let folder = work + "/goldens/scale.coverFlow"
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            _ = kind.make(at: folder + (Bool.random(using: &random) ? "/strip.png" : "/manifest.json"))
            arguments = ["check", "scale.coverFlow", "--strip", "--viewport", "150x200", "--goldens", "goldens", "--out", "report", "--record", "never"]
        case 7: arguments = ["report", "merge", "input", "--out", "report"]
        default: arguments = ["render", "scale.coverFlow", "--viewport", "150x200", "--offsets", "0", "--out", "input"]
        }
        return Job(command: "\(arguments[0]) (\(kind))", arguments: arguments, files: files, inputBytes: 0)
    }
}
