import Testing
import Problems

@Suite("Did-you-mean suggestions and number spelling")
struct SuggestionTests {
    @Test func aFixedToleranceIgnoresLength() {
        let keys = ["numberOfVisibleItems", "minScale"]
        #expect(Suggestion.closest(to: "numberOfVisibleItms", in: keys, within: .edits(2)) == ["numberOfVisibleItems"])
        #expect(Suggestion.closest(to: "numberOfVisbleItms", in: keys, within: .edits(1)).isEmpty)
    }

    @Test func aProportionalToleranceGrowsWithTheShorterName() {
        let tolerance = Suggestion.Tolerance.oneEditPer(3, atLeast: 2)
        #expect(tolerance.maximumEdits(wordLength: 4, candidateLength: 15) == 2)
        #expect(tolerance.maximumEdits(wordLength: 15, candidateLength: 18) == 5)
        #expect(Suggestion.Tolerance.edits(2).maximumEdits(wordLength: 30, candidateLength: 30) == 2)
    }

    @Test func caseCountsOnlyWhenAsked() {
        #expect(Suggestion.closest(to: "MINSCALE", in: ["minScale"], within: .edits(0)) == ["minScale"])
        #expect(Suggestion.closest(to: "MINSCALE", in: ["minScale"], within: .edits(0), ignoringCase: false).isEmpty)
    }

    @Test func equallyCloseCandidatesKeepTheirOrderUpToTheLimit() {
        let names = ["b", "a", "c", "abc"]
        #expect(Suggestion.closest(to: "x", in: names, within: .edits(1), limit: 2) == ["b", "a"])
        #expect(Suggestion.closest(to: "x", in: names, within: .edits(1), limit: 0).isEmpty)
    }

    @Test func anAlternativeSpellingMatchesButTheCandidateIsReturned() {
        let parts: (String) -> [String] = { $0.split(separator: ".").dropFirst().map(String.init) }
        #expect(Suggestion.closest(to: "coverflow", in: ["scale.coverFlow"], within: .edits(0), alsoSpelled: parts) == ["scale.coverFlow"])
    }

    @Test func editDistanceIsCaseSensitiveAndCountsCharacters() {
        #expect(Suggestion.editDistance("Scale", "scale") == 1)
        #expect(Suggestion.editDistance("café", "cafe\u{301}") == 0, "é composed and decomposed is one character")
    }

    @Test(arguments: [(0.1, "0.1"), (2, "2"), (-0.0, "0"), (-2.5, "-2.5"), (1e-5, "1e-05"), (1e16, "1e+16"),
                      (1e15, "1000000000000000"), (9007199254740992, "9007199254740992")])
    func numbersAreShortestWithoutATrailingFraction(value: Double, text: String) {
        #expect(value.shortestDescription == text)
        #expect(Double(text) == value)
    }
}
