import Testing
@testable import Inspect
import Transforms

/// How `inspect` writes a delegate call.
@Suite struct DelegateEventTextTests {
    @Test func eventsAreWrittenAsJSONObjectsNamedAfterTheDelegateMethod() {
        #expect(DelegateEvent.didScrollToItem(index: 2, transitionSuccessful: false).json
                == #"{"kind": "didScrollToItem", "index": 2, "transitionSuccessful": false}"#)
        #expect(DelegateEvent.didFinishAnimating(finished: true, previousPages: [0], transitionCompleted: true).json
                == #"{"kind": "didFinishAnimating", "finished": true, "previousPages": [0], "transitionCompleted": true}"#)
        #expect(DelegateEvent.didEndTransitionFrom(previousPage: nil).json == #"{"kind": "didEndTransitionFrom", "previousPage": null}"#)
        #expect(DelegateEvent.isScrollingFromItem(index: 0, to: 1, progress: 0.25).text == "isScrollingFromItem index 0 to 1 progress 0.25")
    }
}
