import Foundation
import TestSupport
import Testing

/// The command line's values: each flag reads its documented spellings, and a bad value exits 2
/// with one message naming the flag and what to type (`SceneArguments.swift`).
@Suite(.serialized) struct FlagValueTests {
    /// Runs `flipbook arguments…` in a fresh folder.
    private func run(_ arguments: [String]) throws -> FlipbookRun {
        let folder = try TemporaryFolder()
        return try runFlipbook(arguments, in: folder.url)
    }

    @Test(arguments: [
        (["strip", "scale.linear", "--viewport", "300", "--out", "a.png"],
         "error: --viewport 300 is not a size — write width x height in points, e.g. --viewport 300x400\n"),
        (["render", "scale.linear", "--card", "0x4", "--out", "f"],
         "error: --card 0x4 is not a size — write width x height in points, e.g. --card 300x400\n"),
        (["inspect", "scale.linear", "--card", "axb"],
         "error: --card axb is not a size — write width x height in points, e.g. --card 300x400\n"),
        (["strip", "scale.linear", "--background", "orange", "--out", "a.png"],
         "error: --background orange is not a colour — write it as '#RRGGBB', e.g. --background '#F2F2F7'\n"),
        (["strip", "scale.linear", "--offsets", "0,,1", "--out", "a.png"],
         "error: --offsets 0,,1: '' is not a number — list offsets in pages separated by commas, e.g. --offsets 0,0.5,1\n"),
        (["inspect", "scale.linear", "--offsets", "0,1,nan"],
         "error: --offsets 0,1,nan: 'nan' is not a number — list offsets in pages separated by commas, e.g. --offsets 0,0.5,1\n"),
        (["check", "scale.linear", "--offsets", "1e999"],
         "error: --offsets 1e999: '1e999' is not a number — list offsets in pages separated by commas, e.g. --offsets 0,0.5,1\n"),
        (["strip", "scale.linear", "--offsets", "0", "--from", "0", "--out", "a.png"],
         "error: --offsets and --from/--to/--frames/--curve both choose the offsets — give one of them\n"),
        (["strip", "scale.linear", "--from", "0", "--to", "1", "--out", "a.png"],
         "error: a sweep needs --from, --to and --frames together — e.g. --from 0 --to 4 --frames 60 --curve easeInOut\n"),
        (["render", "scale.linear", "--from", "0", "--to", "1", "--frames", "0", "--out", "f"],
         "error: --frames must be a whole number ≥ 1 (got 0) — e.g. --frames 5\n"),
        (["strip", "scale.linear", "--from", "0", "--to", "1", "--frames", "200000", "--out", "a.png"],
         "error: --frames 200000 is more than 100000 — use fewer frames\n"),
        (["strip", "scale.linear", "--from", "0", "--to", "1", "--frames", "2", "--curve", "bounce", "--out", "a.png"],
         "error: --curve bounce is not a timing curve: no curve has that name — use a name such as easeInOut or easeOutBack (29 names, see docs/MOTION.md), x1,y1,x2,y2 with x1 and x2 in 0…1, or spring:RESPONSE,DAMPING_FRACTION\n"),
        (["strip", "scale.linear", "--from", "0", "--to", "1", "--frames", "2", "--curve", "easeOutBak", "--out", "a.png"],
         "error: --curve easeOutBak is not a timing curve: no curve has that name — did you mean --curve easeOutBack? Otherwise use a name such as easeInOut or easeOutBack (29 names, see docs/MOTION.md), x1,y1,x2,y2 with x1 and x2 in 0…1, or spring:RESPONSE,DAMPING_FRACTION\n"),
        (["strip", "scale.linear", "--from", "0", "--to", "1", "--frames", "2", "--curve", "cubic-bezier(2,0,0,1)", "--out", "a.png"],
         "error: --curve cubic-bezier(2,0,0,1) is not a timing curve: a cubic Bézier needs finite numbers with x1 and x2 in 0…1 — use a name such as easeInOut or easeOutBack (29 names, see docs/MOTION.md), x1,y1,x2,y2 with x1 and x2 in 0…1, or spring:RESPONSE,DAMPING_FRACTION\n"),
        (["strip", "scale.linear", "--scale", "nan", "--out", "a.png"],
         "error: --scale nan is not a number — e.g. --scale 2\n"),
        (["check", "scale.linear", "--scale", "abc"],
         "error: --scale abc is not a number — e.g. --scale 2\n"),
        (["strip", "scale.linear", "--format", "gif", "--out", "a.png"],
         "error: --format gif: a strip is one still PNG or SVG image — use --format png or svg here; `flipbook render scale.linear --out FILE.gif` writes the timeline as one animated file\n"),
        (["strip", "scale.linear", "--format", "tiff", "--out", "a.png"],
         "error: --format tiff is not an output format — use --format png or svg (frames), or gif, webp, apng or mp4 (render: one animated file)\n"),
        (["strip", "scale.linear", "--columns", "0", "--out", "a.png"],
         "error: --columns must be a whole number ≥ 1 (got 0) — e.g. --columns 5\n"),
        // One range per option: --items and --visible accept what the config keys itemCount and
        // numberOfVisibleItems accept, in every command, and a negative count is read as a value.
        (["inspect", "scale.linear", "--items", "-1"],
         "error: --items must be a whole number from 1 to 1000000000 (got -1) — e.g. --items 5\n"),
        (["strip", "scale.linear", "--items", "-1", "--out", "a.png"],
         "error: --items must be a whole number from 1 to 1000000000 (got -1) — e.g. --items 5\n"),
        (["render", "scale.linear", "--items", "0", "--out", "f"],
         "error: --items must be a whole number from 1 to 1000000000 (got 0) — e.g. --items 5\n"),
        (["inspect", "scale.linear", "--visible", "-2"],
         "error: --visible must be a whole number from 1 to 10000 (got -2) — e.g. --visible 5\n"),
        (["strip", "scale.linear", "--visible", "20000", "--out", "a.png"],
         "error: --visible must be a whole number from 1 to 10000 (got 20000) — e.g. --visible 5\n"),
        (["strip", "scale.linear", "--frames", "-3", "--from", "0", "--to", "1", "--out", "a.png"],
         "error: --frames must be a whole number ≥ 1 (got -3) — e.g. --frames 5\n"),
        (["inspect", "scale.linear", "--items", "1000000000", "--offsets", "0"],
         "error: 1000000000 items at each of 1 offsets is more than 1000000 item states — set --visible 5 (upstream's numberOfVisibleItems) or inspect fewer offsets\n"),
    ])
    func badValuesExitWithTwoAndSayWhatToType(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
    }

    @Test func aBadFlagIsReportedBeforeTheSceneIsLookedUp() throws {
        let result = try run(["strip", "no.suchPreset", "--viewport", "1", "--out", "a.png"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: --viewport 1 is not a size"))
    }

    @Test func sizesOffsetsCurvesAndColoursReadTheirDocumentedSpellings() throws {
        // `×` and spaces in sizes, negative offsets, spaces after commas.
        let inspect = try run(["inspect", "scale.linear", "--card", "12.5×20", "--offsets", "0, 0.5,-1", "--format", "json"])
        #expect(inspect.status == 0, "\(inspect.stderr)")
        let frames = inspect.stdout.split(separator: "\n").filter { $0.hasPrefix("  {\"offset\": ") }
        #expect(frames.map { String($0.dropFirst("  {\"offset\": ".count).prefix { $0 != "," }) } == ["0", "0.5", "-1"])
        for curve in ["ease-in-out", "EaseIn", "cubic-bezier(0.25, 0.1, 0.25, 1)"] {
            let strip = try run(["strip", "scale.linear", "--viewport", "60X80", "--from", "0", "--to", "1", "--frames", "2",
                                 "--curve", curve, "--background", "#FF8000", "--out", "a.svg"])
            #expect(strip.status == 0, "\(curve): \(strip.stderr)")
            #expect(strip.stdout == "wrote a.svg\n")
        }
        // `#FF8000` is the page colour: 255, 128, 0.
        let folder = try TemporaryFolder()
        let strip = try runFlipbook(["strip", "scale.linear", "--viewport", "60x80", "--offsets", "0",
                                     "--background", "#FF8000", "--out", "a.svg"], in: folder.url)
        #expect(strip.status == 0, "\(strip.stderr)")
        let svg = try String(contentsOf: folder.path("a.svg"), encoding: .utf8)
        #expect(svg.contains("fill=\"#ff8000\""))
    }
}
