import Problems
import Testing
@testable import Transforms

@Suite("The 22 named layouts")
struct NamedLayoutTests {
    @Test func thereAreTwentyTwoUniquelyNamedLayouts() {
        #expect(NamedLayout.allCases.count == 22)
        #expect(Set(NamedLayout.allNames).count == 22)
        #expect(NamedLayout.allNames.prefix(3) == ["scale.invertedCylinder", "scale.cylinder", "scale.coverFlow"])
        #expect(NamedLayout.allNames.contains("stack.vortex") && NamedLayout.allNames.last == "snapshot.fade")
    }

    @Test(arguments: NamedLayout.allCases)
    func namesRoundTrip(layout: NamedLayout) {
        #expect(NamedLayout(name: layout.name) == layout)
        #expect(layout.name == "\(layout.effectName).\(layout.layoutName)")
    }

    @Test func namesMapToUpstreamsOptions() {
        #expect(NamedLayout(name: "scale.coverFlow") == .scale(.coverFlow))
        #expect(NamedLayout(name: "stack.vortex") == .stack(.vortex))
        #expect(NamedLayout(name: "snapshot.grid") == .snapshot(.grid))
        guard case let .stack(options) = NamedLayout.stack(.reverse).effect else {
            Issue.record("stack.reverse is not a Stack effect")
            return
        }
        #expect(options == .layout(.reverse))
    }

    @Test func lookupIsExact() {
        #expect(NamedLayout(name: "scale.coverflow") == nil)
        #expect(NamedLayout(name: "coverFlow") == nil)
        #expect(NamedLayout(name: "") == nil)
    }

    @Test func suggestionsFindTyposCaseSlipsAndMissingPrefixes() {
        #expect(NamedLayout.closestNames(to: "scale.coverflow").first == "scale.coverFlow")
        #expect(NamedLayout.closestNames(to: "scale.covreFlow").first == "scale.coverFlow")  // swapped letters
        #expect(NamedLayout.closestNames(to: "stack.vortx") == ["stack.vortex"])
        #expect(NamedLayout.closestNames(to: "coverFlow").first == "scale.coverFlow")
        #expect(NamedLayout.closestNames(to: "blur").prefix(2) == ["scale.blur", "stack.blur"])
        #expect(NamedLayout.closestNames(to: "snapshot.gird").first == "snapshot.grid")
    }

    @Test func nonsenseGetsNoSuggestion() {
        #expect(NamedLayout.closestNames(to: "xyzzy").isEmpty)
        #expect(NamedLayout.closestNames(to: "scale.coverFlow", limit: 0).isEmpty)
    }

    @Test func unknownNamesThrowWithTheSuggestionsOrTheList() {
        #expect(throws: Problem.self) { try NamedLayout.named("stack.vortx") }
        do {
            _ = try NamedLayout.named("stack.vortx")
        } catch {
            #expect(error.kind == .unknownKey)
            #expect(error.value == "stack.vortx")
            #expect(error.description.hasPrefix("unknown preset `stack.vortx` — did you mean `stack.vortex`?"))
            #expect(!error.description.contains("snapshot.puzzle"), "a close name is said alone")
        }
        do {
            _ = try NamedLayout.named("blur")
        } catch {
            #expect(error.description.hasPrefix("unknown preset `blur` — did you mean `scale.blur` or `stack.blur`?"))
        }
        do {
            _ = try NamedLayout.named("xyzzy")
        } catch {
            #expect(error.description.hasPrefix("unknown preset `xyzzy` — the presets are scale.invertedCylinder, "))
            #expect(error.description.contains("snapshot.puzzle"))
        }
    }

    @Test func editDistanceCountsSwapsAsOneEdit() {
        func distance(_ a: String, _ b: String) -> Int { Suggestion.editDistance(a, b) }
        #expect(distance("", "abc") == 3)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("ab", "ba") == 1)
        #expect(distance("vortex", "vortex") == 0)
    }
}
