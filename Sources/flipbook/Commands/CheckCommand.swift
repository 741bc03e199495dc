import ArgumentParser
import Config
import FlipbookCLI
import Foundation
import Golden
import ImageDiff
import Problems
import Render
import SceneModel

/// `flipbook check`: render scenes and compare them with their goldens, for CI.
struct CheckCommand: ParsableCommand, SettingFlags {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render scenes and compare every frame with its golden image; exit 1 when any differs.",
        discussion: """
        Goldens live in <goldens>/<scene>/frame-0001.png … (or strip.png with --strip), with a manifest.json \
        recording how they were made. Record modes (like swift-snapshot-testing): missing (default) writes \
        goldens that do not exist yet, all rewrites every golden, failed rewrites the ones that differ, never \
        only compares (use it in CI). A run that records anything fails. FLIPBOOK_RECORD sets the mode too.
        Every run that starts replaces the report in --out: report.html, summary.md and junit.xml, and on failure \
        the actual and diff images. --out and --goldens must be separate folders.
        --kind layout keeps each frame's layout instead of its pixels: <goldens>/<scene>/layout.json holds every \
        card's transform, alpha, z-order, blur and hidden flag, the pages, menu, page dots and events of each frame \
        (the numbers `flipbook inspect` prints, rounded to 6 decimals), compared within --tolerance-points, \
        --tolerance-degrees, --tolerance-alpha and --tolerance-scale (default: the tolerance the scene's layout.json \
        recorded, else 0.01 pt, 0.01°, 0.001, 0.0001). Nothing is drawn, so fonts and Cairo do not matter; \
        --kind both keeps both. A failure names what moved: "frame 7 (offset 1.35), card 2: translation x 96.0 → 101.5 pt".
        Exit status: 0 all passed, 1 a difference or a missing/recorded golden, 2 bad input.
        With --shard i/n only the i-th of n shares (split by estimated cost, the same on every machine) is \
        checked, and its result goes to <out>/shard-i-of-n.json for `flipbook report merge`, which writes \
        the reports one unsharded run would (docs/GOLDENS.md has CI set-ups).

        Examples:
          flipbook check scale.coverFlow stack.vortex --goldens goldens
          flipbook check configs/ --record never --max-diff-ratio 0.001
          FLIPBOOK_RECORD=failed flipbook check configs/
          flipbook check Presets --strip --viewport 150x200 \\
            --goldens Tests/Goldens/presets --record never
          flipbook check scale.coverFlow --kind layout --goldens goldens
          flipbook check scenes/ --kind both --tolerance-points 0.5 --record never
          flipbook check scenes/ --record never --shard 2/4 --out parts
          flipbook report merge parts/shard-*.json
        """
    )

    @Argument(help: ArgumentHelp("Presets, config files, or folders of config files.", valueName: "SCENE"))
    var scenes: [String] = []

    @Option(name: FlagName.goldens.name, help: ArgumentHelp("The folder of goldens, one sub-folder per scene.", valueName: "DIR"))
    var goldens: String = "goldens"

    @Option(name: FlagName.out.name, help: ArgumentHelp("Where the report goes; each run replaces the previous one. Not inside --goldens.", valueName: "DIR"))
    var out: String = "flipbook-report"

    @Option(name: FlagName.record.name, help: ArgumentHelp("missing, all, failed or never (default: $FLIPBOOK_RECORD, else missing).", valueName: "MODE"),
            completion: RecordMode.defaultCompletionKind,
            transform: FlagValue.choice(flag: .record, noun: "a record mode", fix: "use one of \(RecordMode.allValueStrings.joined(separator: ", "))"))
    var record: RecordMode?

    @Flag(help: "Compare one strip per scene (strip.png) instead of every frame.")
    var strip = false

    @Option(name: FlagName.kind.name, help: ArgumentHelp("pixels (default), layout (layout.json: transforms, alpha, z-order… of every frame) or both.", valueName: "KIND"),
            completion: GoldenKind.defaultCompletionKind,
            transform: FlagValue.choice(flag: .kind, noun: "a kind of golden", fix: "use one of \(GoldenKind.allValueStrings.joined(separator: ", "))"))
    var kind: GoldenKind = .pixels

    @Option(name: FlagName.tolerancePoints.name, help: ArgumentHelp("Layout: how far positions and sizes may move, in points (default 0.01).", valueName: "PT"),
            transform: FlagValue.layoutTolerance(flag: .tolerancePoints, example: "0.5"))
    var tolerancePoints: Double?

    @Option(name: FlagName.toleranceDegrees.name, help: ArgumentHelp("Layout: how far rotations may change, in degrees (default 0.01).", valueName: "DEG"),
            transform: FlagValue.layoutTolerance(flag: .toleranceDegrees, example: "0.1"))
    var toleranceDegrees: Double?

    @Option(name: FlagName.toleranceAlpha.name, help: ArgumentHelp("Layout: how far alpha may change (default 0.001).", valueName: "A"),
            transform: FlagValue.layoutTolerance(flag: .toleranceAlpha, example: "0.01"))
    var toleranceAlpha: Double?

    @Option(name: FlagName.toleranceScale.name, help: ArgumentHelp("Layout: how far scale factors may change (default 0.0001).", valueName: "S"),
            transform: FlagValue.layoutTolerance(flag: .toleranceScale, example: "0.001"))
    var toleranceScale: Double?

    // ArgumentParser prints no default for an option read through `transform:`, so its help says it.
    @Option(name: FlagName.threshold.name, help: "Matching threshold from 0 to 1; smaller is more sensitive. (default: 0.1)", transform: FlagValue.number(flag: .threshold, example: "0.1"))
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.")
    var includeAA = false

    @Option(name: FlagName.maxDiffPixels.name, parsing: .unconditional, help: "Pass an image when at most this many pixels differ (default 0).", transform: FlagValue.maxDiffPixels)
    var maxDiffPixels: Int?

    @Option(name: FlagName.maxDiffRatio.name, parsing: .unconditional, help: "Pass an image when at most this share (0 to 1) of its pixels differs.", transform: FlagValue.maxDiffRatio)
    var maxDiffRatio: Double?

    @OptionGroup var frame: FrameArguments

    @Option(name: FlagName.shard.name, help: ArgumentHelp("Check only shard i of n (1 ≤ i ≤ n) and write its part for `report merge`.", valueName: "i/n"), transform: FlagValue.shard)
    var shard: Shard?

    @Option(name: FlagName.jobs.name, parsing: .unconditional, help: ArgumentHelp("Images rendered and compared at once (default: the number of cores).", valueName: "N"),
            transform: FlagValue.count(flag: .jobs, minimum: 1))
    var jobs: Int?

    @Option(name: FlagName.pixelmatchVersion.name, help: ArgumentHelp("Count with pixelmatch 6 or 7's rules (default: the release each golden folder's manifest names, 7 for new goldens).", valueName: "6|7"),
            completion: PixelmatchVersion.defaultCompletionKind, transform: FlagValue.pixelmatchVersion)
    var pixelmatchVersion: PixelmatchVersion?

    // `.unconditional` so that negative offsets (`--offsets -0.5,0`) are read as values.
    @Option(name: FlagName.offsets.name, parsing: .unconditional, help: ArgumentHelp("Render every scene at these offsets.", valueName: "o1,o2,…"), transform: FlagValue.offsets)
    var offsets: [Double]?

    @_optimize(none)
    func run() throws {
        let (check, scenes) = try prepare()
        let concurrency = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let wording = settingWording
        if let shard {
            // The part is written before any golden is recorded: a part that cannot be written records none.
            var written = ""
            let (outcome, _) = try check.run(scenes, shard: shard, concurrency: concurrency, wording: wording) { result throws(Problem) in
                var part = result
                part.goldens = goldens
                written = try part.write(into: URL(fileURLWithPath: out, isDirectory: true))
            }
            Self.printOutcome(outcome, heading: "shard \(shard): ", wording: wording)
            print("part: \(written)")
            // An empty share passes: the other shards hold the suite.
            if outcome.frames.isEmpty || outcome.passed { return }
            throw Self.verdict(outcome)
        }
        // The report is staged before any golden is recorded, and moved into place after: a report
        // that cannot be written (a full disk, a scene name too long for a file) records none.
        var staged: GoldenReport.Staged?
        let review = ReviewCommandLine.command(report: out, goldens: goldens)
        let outcome = try check.run(scenes, concurrency: concurrency) { outcome throws(Problem) in
            staged = try GoldenReport.stage(outcome, to: URL(fileURLWithPath: out, isDirectory: true), reviewCommand: review, wording: wording)
        }
        try Self.finish(outcome, report: staged, reportFolder: out, goldens: goldens, wording: wording)
    }

    /// Prints the failures, notes and summary; writes the reports (every time: a pass replaces an
    /// earlier failure's report, so a CI summary never shows a failure that is gone) and throws the
    /// verdict unless every image passed.
    /// `goldens` is the goldens folder as the check was given it, for the review command printed;
    /// `wording` names the settings in messages (the flags of this command line).
    /// `report`, when given, is the report already staged for `outcome`; it is moved into place.
    @_optimize(none)
    static func finish(_ outcome: CheckOutcome, report: GoldenReport.Staged? = nil, reportFolder: String, goldens: String,
                       wording: SettingWording = .commandLine) throws {
        printOutcome(outcome, heading: "", wording: wording)
        let review = ReviewCommandLine.command(report: reportFolder, goldens: goldens)
        let files = try report?.commit()
            ?? GoldenReport.write(outcome, to: URL(fileURLWithPath: reportFolder, isDirectory: true), reviewCommand: review, wording: wording)
        RenderCommand.sayReclaimed(files.reclaimed)
        if outcome.passed { return }
        print("report: \(files.html)")
        print("summary: \(files.markdown)  junit: \(files.junit)")
        print("review and accept: \(review)")
        throw verdict(outcome)
    }

    @_optimize(none)
    private static func printOutcome(_ outcome: CheckOutcome, heading: String, wording: SettingWording) {
        // A scene's notes come before its failures: a font or library that differs from the machine
        // that recorded the goldens explains every difference after it.
        for scene in outcome.scenes {
            for note in scene.notes(wording) { print(ControlCharacters.escaped("note (\(scene.scene)): \(note)")) }
            for frame in scene.frames where frame.status != .passed {
                let name = frame.part == .layout ? "\(frame.name) layout" : frame.name
                print(ControlCharacters.escaped("\(frame.status.label.uppercased()) \(scene.scene)/\(name): \(frame.message(wording))"))
            }
            for line in scene.firstDifferences { print(ControlCharacters.escaped("\(scene.scene): \(line)")) }
        }
        print(heading + outcome.summary)
    }

    @_optimize(none)
    private static func verdict(_ outcome: CheckOutcome) -> Verdict {
        outcome.frames.contains { $0.status == .error } ? .failedWithErrors : .imagesDiffer
    }

    @_optimize(none)
    private func prepare() throws -> (GoldenCheck, [Scene]) {
        guard !scenes.isEmpty else {
            throw Problem.nothing("scenes to check", fix: "name presets, config files or folders, e.g. flipbook check scale.coverFlow")
        }
        if maxDiffPixels != nil && maxDiffRatio != nil {
            throw Problem.exclusive("\(FlagName.maxDiffPixels)", "\(FlagName.maxDiffRatio)")
        }
        let mode = try RecordMode.resolve(record)
        var overrides = SceneOverrides()
        overrides.viewport = frame.viewport
        overrides.scale = frame.scale
        overrides.timeline = offsets.map(Timeline.offsets)
        let loaded = try SceneList.load(scenes).map { overrides.applied(to: $0) }
        let tolerance = GoldenTolerance(threshold: threshold, includeAA: includeAA,
                                        maxDiffPixels: maxDiffPixels ?? 0, maxDiffRatio: maxDiffRatio,
                                        pixelmatchVersion: pixelmatchVersion)
        try GoldenReport.checkSeparate(report: URL(fileURLWithPath: out, isDirectory: true),
                                       goldens: URL(fileURLWithPath: goldens, isDirectory: true))
        try GoldenReport.checkFolder(URL(fileURLWithPath: out, isDirectory: true))
        var check = GoldenCheck(goldens: URL(fileURLWithPath: goldens, isDirectory: true), mode: mode,
                                tolerance: tolerance, subject: strip ? .strip : .frames)
        check.kind = kind
        if tolerancePoints != nil || toleranceDegrees != nil || toleranceAlpha != nil || toleranceScale != nil {
            let defaults = LayoutTolerance()
            check.layoutTolerance = LayoutTolerance(points: tolerancePoints ?? defaults.points, degrees: toleranceDegrees ?? defaults.degrees,
                                                    alpha: toleranceAlpha ?? defaults.alpha, scale: toleranceScale ?? defaults.scale)
        }
        return (check, loaded)
    }

    /// Messages name a scene setting by its flag where this command line gave it, the command's
    /// own settings (`record`) by their flags, and the rest by config key.
    @_optimize(none)
    private var settingWording: SettingWording {
        let given = givenSettingFlags
        return SettingWording(name: { key in
            SceneArguments.flag(forSetting: key, given: given, sceneArgument: nil) ?? Flipbook.commandOptions[key] ?? "`\(key)`"
        })
    }

    /// The scene flags given: each scene's messages name these settings by flag, the others by config key.
    @_optimize(none)
    private var givenSettingFlags: Set<FlagName> {
        frame.givenFlags.union(FlagValue.given([.offsets: offsets != nil]))
    }

    @_optimize(none)
    func flag(forSetting key: String) -> String? {
        SceneArguments.flag(forSetting: key, given: givenSettingFlags, sceneArgument: nil)
    }
}
