import ArgumentParser
import FileFormats
@testable import flipbook
@testable import flipbook_server
import FlipbookCLI
import Golden
import ImageDiff
import Problems
import SceneModel
import Testing
import Transforms

/// FlagName values are read while ArgumentParser parses the command line, and a reader's `Problem`
/// reaches `main()` as itself: `Flipbook.parseCommand` throws it (the reader leaves it in
/// `FlagValue.refused`; ArgumentParser's own wrapping of it is never looked into), and leaves
/// ArgumentParser's own mistakes to ArgumentParser.
@Suite struct FlagParsingTests {
    /// The error `flipbook arguments…` throws while parsing (`designer` and `review` are parsed by
    /// `flipbook-server`, which `flipbook` hands them to).
    private func parseError(_ arguments: [String]) -> (any Error)? {
        let root: any ParsableCommand.Type = ["designer", "review"].contains(arguments.first) ? FlipbookServer.self : Flipbook.self
        do {
            _ = try root.parseCommand(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        (["strip", "scale.linear", "--scale", "abc"], "--scale abc is not a number — e.g. --scale 2"),
        (["inspect", "scale.linear", "--offsets", "0,x"], "--offsets 0,x: 'x' is not a number — list offsets in pages separated by commas, e.g. --offsets 0,0.5,1"),
        (["watch", "a.yaml", "--columns", "0"], "--columns must be a whole number ≥ 1 (got 0) — e.g. --columns 5"),
        (["check", "scale.linear", "--shard", "3/2"], "--shard 3/2: shard 3 of 2 does not exist — number shards from 1 to 2, e.g. 1/2"),
        (["render", "scale.linear", "--loop", "70000"], "--loop 70000 is more than 65535 — give 0 to loop forever"),
        // A negative number is a value, so its range is what is said.
        (["render", "scale.linear", "--loop", "-1"], "--loop must be a whole number ≥ 0 (got -1) — e.g. --loop 5"),
        (["render", "scale.linear", "--palette", "some"], "--palette some is not a palette choice — use --palette shared or --palette per-frame"),
        // The numbers of compare, check, designer and watch, read by the same readers.
        (["compare", "a.png", "b.png", "--threshold", "abc"], "--threshold abc is not a number — e.g. --threshold 0.1"),
        (["compare", "a.png", "b.png", "--max-diff-pixels", "-1"], "--max-diff-pixels must be a whole number ≥ 0 (got -1) — e.g. --max-diff-pixels 5"),
        (["check", "Presets", "--goldens", "g", "--max-diff-ratio", "2"], "--max-diff-ratio 2 is outside 0…1 — use a number from 0 to 1, e.g. --max-diff-ratio 0.001"),
        (["check", "Presets", "--goldens", "g", "--jobs", "0"], "--jobs must be a whole number ≥ 1 (got 0) — e.g. --jobs 5"),
        (["designer", "--port", "70000"], "--port 70000 is not a port — use a number from 1 to 65535, or --port 0 for any free port"),
        (["watch", "a.yaml", "--interval", "0"], "--interval 0 is outside 0.05…60 seconds — e.g. --interval 0.5"),
    ])
    func aReadersProblemIsThrownAsItself(arguments: [String], message: String) throws {
        let problem = try #require(parseError(arguments) as? Problem)
        #expect(problem.message == message)
        #expect(Flipbook.terminalMessage(problem, flags: nil) == "error: " + message)
    }

    @Test func theFirstBadValueOnTheCommandLineIsTheOneReported() throws {
        let error = try #require(parseError(["strip", "scale.linear", "--items", "0", "--scale", "abc"]))
        #expect((error as? Problem)?.message.hasPrefix("--items must be") == true)
    }

    @Test func argumentParsersOwnMistakesKeepItsMessage() throws {
        let unknown = try #require(parseError(["strip", "scale.linear", "--scael", "2"]))
        #expect(!(unknown is Problem))
        #expect(Flipbook.message(for: unknown).contains("Unknown option '--scael'"))
        let missing = try #require(parseError(["strip", "scale.linear", "--scale"]))
        #expect(!(missing is Problem))
        #expect(Flipbook.message(for: missing).contains("Missing value for '--scale <S>'"))
    }

    @Test func typedValuesAreRead() throws {
        let parsed = try Flipbook.parseAsRoot(["strip", "scale.linear", "--viewport", "60x80", "--scale", "2", "--offsets", "0, -0.5",
                                               "--curve-solver", "PVView"])
        let strip = try #require(parsed as? StripCommand)
        #expect(strip.scene.frame.viewport?.width == 60 && strip.scene.frame.viewport?.height == 80)
        #expect(strip.scene.frame.scale == 2)
        #expect(strip.scene.timeline.offsets == [0, -0.5])
        #expect(strip.scene.timeline.motion.curveSolver == .pvview)
        #expect(strip.scene.givenSettingFlags == [.viewport, .scale, .offsets])
    }

    @Test func theValuesAFlagNamesAreReadAsTheFlagSpellsThem() throws {
        // Values that are not choices are read by their flag's reader alone.
        #expect(try FlagValue.size(flag: .card)("12.5×20") == Size(width: 12.5, height: 20))
        #expect(throws: Problem.self) { try FlagValue.size(flag: .card)("0x4") }
        #expect(try FlagValue.colour(flag: .background)("#FF8000") == Color(hex: "#FF8000"))
        #expect(throws: Problem.self) { try FlagValue.colour(flag: .background)("orange") }
        #expect(try FlagValue.curve("ease-in-out") == (try TimingCurve.parse("easeInOut").get()))
        #expect(throws: Problem.self) { try FlagValue.curve("bounce") }
        #expect(TimingCurve.Solver(argument: "PVView") == .pvview)
        #expect(try FlagValue.shard("2/4") == (try Shard(index: 2, count: 4)))
        #expect(throws: Problem.self) { try FlagValue.shard("3/2") }
        #expect(try FlagValue.diffColour(flag: .diffColor, example: "0,255,0")("0,255,0") == .green)
        #expect(PixelmatchVersion(argument: "6") == .v6)
        #expect(RecordMode(argument: "never") == .never && RecordMode(argument: "NEVER") == nil)
        // Help and shell completion list an enum's cases.
        #expect(RecordMode.allValueStrings == ["missing", "all", "failed", "never"])
        #expect(TimingCurve.Solver.allValueStrings == ["exact", "pvview"])
        #expect(PixelmatchVersion.allValueStrings == ["6", "7"])
        #expect(PNGLevel(argument: "SMALL") == .small)
        #expect(GIFOptions.Palette(argument: "Per-Frame") == .perFrame)
        #expect(GIFOptions.Palette.allValueStrings == ["shared", "per-frame"])
        let animatedSVG = try #require(FormatChoice(argument: "SVG-Animated"))
        #expect(animatedSVG.format == .svg && animatedSVG.isAnimatedSVG && animatedSVG.spelled == "SVG-Animated")
        #expect(FormatChoice(argument: "GIF")?.format == .animated(.gif) && FormatChoice(argument: "GIF")?.isAnimatedSVG == false)
        #expect(FormatChoice(argument: "tiff") == nil)
        #expect(FormatChoice.allValueStrings == ["png", "svg", "gif", "webp", "apng", "mp4", "svg-animated"])
    }

    @Test func everyFlagIsDeclaredOnceAndTheMapsAreMadeFromTheDeclarations() {
        let all = FlagName.sceneSettings + FlagName.commandSettings
        #expect(Set(all.map(\.long)).count == Set(all).count, "two declarations spell one flag")
        #expect(SceneArguments.settingFlags["output.scale"] == .scale)
        #expect(SceneArguments.settingFlags["card.cornerRadius"]?.description == "--corner-radius")
        #expect(Flipbook.commandOptions["maxDiffRatio"] == "--max-diff-ratio")
        // A reader called outside a parse has nowhere to leave its problem, and still throws it.
        #expect(FlagValue.refused == nil)
        #expect(throws: Problem.self) { try FlagValue.offsets("a") }
    }

    @Test func theOutputFormatIsDecidedOnceForEveryCommand() {
        let gif = OutputTarget.Request(format: .animated(.gif))
        #expect(OutputTarget.strip(asked: nil, path: "a.svgz") == .write(.svg))
        #expect(OutputTarget.strip(asked: nil, path: "a.txt") == .refused(.stripUnnamed))
        #expect(OutputTarget.strip(asked: gif, path: "a.png") == .refused(.stripNotStill(gif)))
        #expect(OutputTarget.render(asked: nil, animatedSVG: false, path: "swipe.webp", configured: .png) == .write(.animation(.webp)))
        #expect(OutputTarget.render(asked: nil, animatedSVG: false, path: "frames", configured: .svg) == .write(.stills(.svg)))
        // A .png name is one PNG (or an APNG asked for): SVG frames or a GIF asked for under it are refused.
        #expect(OutputTarget.render(asked: OutputTarget.Request(format: .svg), animatedSVG: false, path: "x.png", configured: .png)
            == .refused(.mismatch(asked: .svg, named: .png)))
        #expect(OutputTarget.render(asked: OutputTarget.Request(format: .animated(.gif)), animatedSVG: false, path: "x.png", configured: .png)
            == .refused(.mismatch(asked: .animated(.gif), named: .png)))
        #expect(OutputTarget.render(asked: OutputTarget.Request(format: .animated(.apng)), animatedSVG: false, path: "x.png", configured: .png)
            == .write(.animation(.apng)))
        #expect(OutputTarget.render(asked: nil, animatedSVG: true, path: "frames", configured: .png) == .refused(.animatedSVGNotAFile))
        #expect(OutputTarget.render(asked: OutputTarget.Request(format: .png), animatedSVG: false, path: "a.gif", configured: .png)
                == .refused(.mismatch(asked: .png, named: .animated(.gif))))
    }
}
