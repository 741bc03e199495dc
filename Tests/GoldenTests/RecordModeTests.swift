import Golden
import Testing

@Suite struct RecordModeTests {
    @Test func explicitModeWinsOverTheEnvironment() throws {
        #expect(try RecordMode.resolve(.never, environment: ["FLIPBOOK_RECORD": "all"]) == .never)
    }

    @Test func environmentVariableSetsTheModeWhenNoneIsGiven() throws {
        #expect(try RecordMode.resolve(nil, environment: ["FLIPBOOK_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.resolve(nil, environment: ["FLIPBOOK_RECORD": "NEVER"]) == .never)
    }

    @Test func missingIsTheDefault() throws {
        #expect(try RecordMode.resolve(nil, environment: [:]) == .missing)
        #expect(try RecordMode.resolve(nil, environment: ["FLIPBOOK_RECORD": ""]) == .missing)
    }

    @Test func unknownEnvironmentValueIsAnErrorNamingTheChoices() {
        do {
            _ = try RecordMode.resolve(nil, environment: ["FLIPBOOK_RECORD": "yes"])
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("FLIPBOOK_RECORD=yes"))
            #expect(error.description.contains("missing, all, failed, never"))
        }
    }
}
