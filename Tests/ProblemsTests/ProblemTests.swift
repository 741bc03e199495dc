import Problems
import Testing

@Suite struct ProblemTests {
    @Test func descriptionJoinsProblemAndFixWithADash() {
        #expect(Problem(.io, "the disk is full", fix: "free some space").description == "the disk is full — free some space")
    }

    @Test func theKindIsDataTheWordingLeavesAlone() {
        let range = Problem(.outOfRange, "`itemCount` must be 1 or more; got -3", setting: "itemCount", value: "-3")
        var type = range
        type.kind = .wrongType
        #expect(range.kind == .outOfRange && type.description == range.description)
        #expect(type != range)
        #expect(Problem(.missingFile, "no such file").kind.rawValue == "missingFile")
    }

    @Test func aProblemWithoutAFixPrintsAlone() {
        #expect(Problem(.missing, "no parts to merge").description == "no parts to merge")
    }

    @Test func settingsInAFixAreWordedByTheFrontEnd() {
        let error = Problem(.tooLarge, "the frame would be 20000×20000 px", fix: "lower \(setting: "output.scale") or \(setting: "viewport")")
        let flags = ["output.scale": "--scale", "viewport": "--viewport"]
        #expect(error.worded(naming: { flags[$0] ?? "`\($0)`" }) == "the frame would be 20000×20000 px — lower --scale or --viewport")
        #expect(error.description == "the frame would be 20000×20000 px — lower `output.scale` or `viewport`")
        #expect(error.fix.settings == ["output.scale", "viewport"])
    }

    @Test func backticksInPlainTextAreNotSettings() {
        let error = Problem(.wrongType, "`x` is odd", fix: "use `a` 1 or a ` alone")
        #expect(error.fix.settings.isEmpty)
        #expect(error.worded(naming: { _ in "--a" }) == "`x` is odd — use `a` 1 or a ` alone")
    }

    @Test func theSettingIsTheExplicitOneOrTheFirstTheFixNames() {
        #expect(Problem(.tooLarge, "too large", fix: "lower \(setting: "card.size")").setting == "card.size")
        #expect(Problem(.tooLarge, "too large", fix: "lower \(setting: "card.size")", setting: "viewport").setting == "viewport")
        #expect(Problem(.tooLarge, "too large").setting == nil)
    }

    @Test func interpolatedValuesAndWordingsKeepTheirSettings() {
        let inner: Wording = "or \(setting: "viewport")"
        let fix: Wording = "use \(3) \(inner)"
        #expect(fix.parts == [.text("use 3 or "), .setting("viewport")])
    }

    @Test func aPositionedProblemPrintsLikeACompilerDiagnostic() {
        let position = SourcePosition(file: "a.yaml", line: 2, column: 17, lineText: "output: {scale: 9}")
        let error = Problem(.outOfRange, "`output.scale` must be a number in 0.25…4; got 9", setting: "output.scale", value: "9", at: position)
        #expect(error.description == """
            a.yaml:2:17: error: `output.scale` must be a number in 0.25…4; got 9
             2 | output: {scale: 9}
               |                 ^
            """)
        #expect(error.located(at: SourcePosition(file: "b.yaml", line: 1, column: 1)).position == position)
    }
}

@Suite struct WordingTests {
    @Test func anAssignmentIsWordedByTheFrontEndOrAsKeyAndValue() {
        let fix: Wording = "re-record with \(setting: "record", value: "all")"
        #expect(fix.description == "re-record with `record: all`")
        #expect(fix.worded(naming: { "--" + $0 }) == "re-record with --record all")
        #expect(fix.worded(naming: { $0 }, assigning: { "FLIPBOOK_RECORD=\($1)" }) == "re-record with FLIPBOOK_RECORD=all")
        #expect(fix.settings == ["record"])
    }
}
