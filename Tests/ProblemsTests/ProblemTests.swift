import Problems
import Testing

@Suite struct ProblemTests {
    @Test func descriptionJoinsProblemAndFixWithADash() {
        #expect(Problem("the disk is full", fix: "free some space").description == "the disk is full — free some space")
    }

    @Test func aProblemWithoutAFixPrintsAlone() {
        #expect(Problem("no parts to merge").description == "no parts to merge")
    }

    @Test func renamingSettingsReplacesKnownKeysAndDropsTheirBackticks() {
        let error = Problem("the frame would be 20000×20000 px", fix: "lower `output.scale` or `viewport`")
        let flags = ["output.scale": "--scale", "viewport": "--viewport"]
        #expect(error.renamingSettings { flags[$0] }.description == "the frame would be 20000×20000 px — lower --scale or --viewport")
    }

    @Test func renamingSettingsKeepsKeysTheNamerDoesNotKnow() {
        let error = Problem("too large", fix: "lower `card.size` or `output.scale`")
        #expect(error.renamingSettings { $0 == "output.scale" ? "--scale" : nil }.fix == "lower `card.size` or --scale")
    }

    @Test func renamingSettingsLeavesTheProblemAndAnUnclosedBacktick() {
        let error = Problem("`x` is odd", fix: "use `a` 1 or a ` alone")
        let renamed = error.renamingSettings { _ in "--a" }
        #expect(renamed.problem == "`x` is odd")
        #expect(renamed.fix == "use --a 1 or a ` alone")
    }
}
