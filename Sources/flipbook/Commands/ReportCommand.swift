import ArgumentParser
import Foundation
import Golden
import Problems

/// `flipbook report merge`: the reports of a check that ran as shards on several machines.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work with golden-check results: join the parts of a sharded check.",
        subcommands: [MergeCommand.self]
    )

    /// `flipbook report merge PART…`.
    struct MergeCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Join the parts that `check --shard i/n` wrote into the reports of one unsharded run.",
            discussion: """
            Every shard 1…n of the same check must be given once. Prints what one `flipbook check` would \
            (failures, notes, the summary) and, when anything did not pass, writes report.html, summary.md, \
            junit.xml and the images to --out. Exit status: 0 all passed, 1 a difference, 2 bad parts or errors.

            Examples:
              flipbook report merge parts/shard-*.json
              flipbook report merge part1/*.json part2/*.json --out flipbook-report
            """
        )

        @Argument(help: ArgumentHelp("The parts (shard-i-of-n.json) of every shard.", valueName: "PART"))
        var parts: [String] = []

        @Option(help: ArgumentHelp("Where the report goes when anything does not pass.", valueName: "DIR"))
        var out: String = "flipbook-report"

        @_optimize(none)
        func run() throws {
            guard !parts.isEmpty else {
                throw Problem.nothing("parts to merge", fix: "name the files `check --shard i/n` wrote, e.g. flipbook report merge parts/shard-*.json")
            }
            let results = try parts.map { path throws(Problem) in (path, try ShardResult.read(path)) }
            // The goldens folder as the shards' check was given it (the review command names it).
            let goldens = results.lazy.compactMap(\.1.goldens).first ?? "goldens"
            try CheckCommand.finish(ShardResult.merge(results), reportFolder: out, goldens: goldens)
        }
    }
}
