import Foundation

/// One run: the files written for it and the `flipbook` command line that reads them.
struct Job {
    /// A short name for summaries: the subcommand and what was mutated.
    var command: String
    var arguments: [String]
    /// The mutated input files (saved with a finding).
    var files: [String]
    var inputBytes: Int

    static func make(iteration: Int, corpus: Corpus, work: String, random: inout SplitMix64) -> Job {
        try? FileManager.default.removeItem(atPath: work + "/frames")
        try? FileManager.default.removeItem(atPath: work + "/report")
        if Int.random(in: 0..<10, using: &random) < 6 {
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
}
