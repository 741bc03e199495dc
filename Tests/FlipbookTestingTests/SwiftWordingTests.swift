@testable import FlipbookTesting
import Problems
import Testing

@Suite struct SwiftWordingTests {
    @Test func settingsAreNamedAsTheSwiftThatSetsThem() {
        let error = Problem(.tooLarge, "the frame would be 20000×20000 px",
                            fix: "lower \(setting: "output.scale") or \(setting: "card.size"), or re-record with \(setting: "record", value: "all")")
        #expect(SwiftWording.message(error)
                == "the frame would be 20000×20000 px — lower `scene.output.scale` or `scene.cardPlacement`, or re-record with `record: .all`")
    }
}
