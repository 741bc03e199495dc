import Problems
import Testing

/// Each maker's words, pinned as argument-parser's ErrorMessageTests pin its messages: a change of
/// wording here changes every problem of that shape, in every module, and is a decision.
@Suite struct ProblemMakerTests {
    @Test func anUnknownNameSuggestsTheClosestOrListsTheKnownOnes() {
        let suggested = Problem.unknownKey("minScal", in: "in \(setting: "effect.scale")", suggestion: "minScale",
                                           known: ["minScale", "maxScale"], setting: "effect.scale.minScal")
        #expect(suggested.description == "unknown key `minScal` in `effect.scale` — did you mean `minScale`?")
        #expect(suggested.kind == .unknownKey && suggested.value == "minScal" && suggested.setting == "effect.scale.minScal")

        let listed = Problem.unknownKey("zzz", in: "at the top level", known: ["effect", "card"])
        #expect(listed.description == "unknown key `zzz` at the top level — the keys here are effect, card")
        let placeless = Problem.unknownKey("xyzzy", noun: "preset", known: ["scale.linear", "stack.tinder"])
        #expect(placeless.description == "unknown preset `xyzzy` — the presets are scale.linear, stack.tinder")

        let several = Problem.unknownKey("blur", noun: "preset", suggestions: ["scale.blur", "stack.blur", "snapshot.blur"])
        #expect(several.description == "unknown preset `blur` — did you mean `scale.blur`, `stack.blur` or `snapshot.blur`?")
        let fixed = Problem.unknownKey("tool9", noun: "tool", known: ["a"], fix: "use one of `render`, `strip`")
        #expect(fixed.description == "unknown tool `tool9` — use one of `render`, `strip`")
    }

    @Test func aMissingKeyNamesItsSettingAndWhatTheKeyHolds() {
        let plain = Problem.missing("points", in: "card.layers[0].keyframes", fix: "add points: [[0, 0], [1, 1]]")
        #expect(plain.description == "`card.layers[0].keyframes` needs `points` — add points: [[0, 0], [1, 1]]")
        #expect(plain.kind == .missing && plain.setting == "card.layers[0].keyframes")
        let noted = Problem.missing("duration", in: "timeline.steps[0].drag", note: "seconds > 0")
        #expect(noted.description == "`timeline.steps[0].drag` needs `duration` (seconds > 0)")
        #expect(Problem.nothing("scenes to check", fix: "name presets").description == "no scenes to check — name presets")
    }

    @Test func twoSettingsThatChooseOneThingSayWhichThing() {
        let chosen = Problem.exclusive("`offsets`", "`timeline`", bothChoose: "frames", setting: "timeline")
        #expect(chosen.description == "`offsets` and `timeline` both choose the frames — give one of them")
        #expect(chosen.kind == .conflict && chosen.setting == "timeline")
        #expect(Problem.exclusive("--a", "--b").description == "--a and --b are exclusive — give one of them")
        #expect(Problem.duplicateKey(["minScale"], firstAtLine: 3).description == "duplicate key `minScale` in one map (first at line 3) — keep one")
        #expect(Problem.duplicateKey(["a", "b"]).description == "duplicate key `a`, `b` in one map — keep one")
    }

    @Test func sizesSayTheCountAndTheLimit() {
        let layers = Problem.tooMany("\(setting: "card.layers")", has: 300, "layers", maximum: 256, fix: "merge layers")
        #expect(layers.description == "`card.layers` has 300 layers; at most 256 are allowed — merge layers")
        #expect(layers.kind == .tooLarge && layers.setting == "card.layers")
        let file = Problem.fileTooLarge("huge.yaml", bytes: 104_857_600, maximum: 1 << 20, kind: "config files")
        #expect(file.description == "huge.yaml is 104857600 bytes (100.0 MiB); config files must be at most 1 MiB (1048576 bytes) — is this the right file?")
        #expect(Problem.fileTooLarge("a.yaml", bytes: 1_153_434, maximum: 1 << 20, kind: "timelines").what.contains("(1.1 MiB)"))
    }

    @Test func filesSayWhatWasLookedForAndWhatWasFound() {
        #expect(Problem.missingFile("config file", at: "a.yaml").description
                    == "no config file at a.yaml — check the path (relative paths start in the current folder)")
        let folder = Problem.notRegularFile("Views", is: "a folder", expected: "a Swift file", fix: "give the folder itself")
        #expect(folder.description == "Views is a folder, not a Swift file — give the folder itself")
        #expect(folder.kind == .notRegularFile && folder.value == "Views")
    }

    @Test func typesFormatsAndDamageEachHaveOneShape() {
        let size = Problem.wrongType("--viewport", "3", isNot: "a size", fix: "write width x height")
        #expect(size.description == "--viewport 3 is not a size — write width x height" && size.kind == .wrongType)
        #expect(Problem.wrongFormat("a.yaml", isNot: "UTF-8 text", fix: "save it as UTF-8").description == "a.yaml is not UTF-8 text — save it as UTF-8")
        #expect(Problem.wrongFormat("the file", isNot: "a GIF", detail: "it starts with `PNG`").description == "the file is not a GIF (it starts with `PNG`)")
        #expect(Problem.damagedInput("the GIF", "bad LZW code").description == "the GIF is damaged: bad LZW code — re-encode it")
        #expect(Problem.damagedInput("WebP frame 3").description == "WebP frame 3 is damaged — re-encode it")
    }

    @Test func rangesSayTheValueAndWhatIsAllowed() {
        #expect(Problem.outOfRange("\(setting: "timeline.fps")", value: "500", allowed: "1…240").description == "`timeline.fps` 500 is outside 1…240")
        #expect(Problem.notANumber("the release velocity").description == "the release velocity is not a number")
        let needs = Problem.needs("drag", "a duration > 0 s", got: "-1")
        #expect(needs.description == "drag needs a duration > 0 s, got -1" && needs.kind == .outOfRange && needs.value == "-1")
        #expect(Problem.mustBe("a whole number ≥ 0", setting: "itemCount", got: "\"many\"", kind: .wrongType).description
                    == "`itemCount` must be a whole number ≥ 0; got \"many\"")
    }

    @Test func aProblemSaidWithinAContextKeepsItsDataAndPutsTheContextFirst() {
        let inner = Problem.needs("drag", "a duration > 0 s", got: "-1")
        let placed = inner.within("\(setting: "timeline.steps[2]")")
        #expect(placed.description == "`timeline.steps[2]`: drag needs a duration > 0 s, got -1")
        #expect(placed.kind == inner.kind && placed.value == inner.value && placed.setting == "timeline.steps[2]")
    }
}
