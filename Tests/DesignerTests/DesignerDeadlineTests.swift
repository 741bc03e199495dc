import Foundation
import RawHTTP
import TestSupport
import Testing

/// A slow request is answered 503 at its time limit and never holds the others up.
@Suite(.serialized) struct DesignerDeadlineTests {
    /// An export that takes many seconds in any build: 600 frames of a large viewport as GIF.
    static let slowExport = #"{"config": {"extends": "stack.vortex", "viewport": {"width": 800, "height": 1000}, "timeline": {"from": 0, "to": 4, "frames": 600}}, "format": "gif"}"#

    @Test func slowRequestsAreAnsweredAtTheirLimitWhileOthersAreServed() async throws {
        let designer = try await RunningDesigner("stack.vortex", requestTimeLimit: .seconds(2))
        let start = Date()
        async let first = designer.post("/api/export", Self.slowExport)
        async let second = designer.post("/api/export", Self.slowExport)
        // Both slow exports are computing: quick requests are still answered at once.
        try await Task.sleep(for: .milliseconds(300))
        let quickStart = Date()
        let session = try await designer.request("GET", "/api/session")
        let timeline = try await designer.post("/api/timeline", #"{"config": {"extends": "stack.vortex"}}"#)
        #expect(session.status == 200 && timeline.status == 200, "\(session.text) \(timeline.text)")
        // Unblocked, they answer in well under a second on a quiet machine; the bound leaves room
        // for a loaded one, far below the 300 s a blocked request waited. Tools/test.sh runs this
        // suite alone, after the parallel run, so other suites' load does not decide it.
        #expect(Date().timeIntervalSince(quickStart) < 30, "quick requests waited \(Date().timeIntervalSince(quickStart)) s")
        let answers = try await [first, second]
        for answer in answers {
            #expect(answer.status == 503, "\(answer.status) \(answer.text.prefix(300))")
            #expect(answer.text.contains("limit of 2 s"), "\(answer.text.prefix(300))")
        }
        #expect(Date().timeIntervalSince(start) < 60, "the slow requests were answered after \(Date().timeIntervalSince(start)) s")
    }

    /// A preview that takes many seconds in a debug build: a 2800² frame of blurred cards, most of it
    /// PNG encoding (about 63 MiB reserved, so eight fit in the memory budget).
    static let slowPreview = #"{"config": {"extends": "stack.blur", "viewport": {"width": 700, "height": 700}}, "scale": 4, "offset": 0.5}"#

    @Test func eightSlowRequestsStopAtTheirLimitAndFreeTheirSlots() async throws {
        let designer = try await RunningDesigner("stack.vortex", requestTimeLimit: .seconds(1))
        let answers = try await withThrowingTaskGroup(of: HTTPAnswer.self) { group in
            for _ in 0..<8 { group.addTask { try await designer.post("/api/preview", Self.slowPreview) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for answer in answers {
            #expect(answer.status == 503, "\(answer.status) \(answer.text.prefix(300))")
            #expect(answer.text.contains("limit of 1 s"), "\(answer.text.prefix(300))")
        }
        // Left running, the eight would hold every slot for a minute or more (about 12 s each on both
        // cores); stopped at their next card or band of rows, the slots free within moments.
        let answered = Date()
        var quick = try await designer.post("/api/preview", #"{"config": {"extends": "stack.vortex"}, "scale": 0.25}"#)
        while quick.status != 200, Date().timeIntervalSince(answered) < 10 {
            try await Task.sleep(for: .milliseconds(200))
            quick = try await designer.post("/api/preview", #"{"config": {"extends": "stack.vortex"}, "scale": 0.25}"#)
        }
        #expect(quick.status == 200, "\(quick.status) \(quick.text.prefix(300))")
        #expect(Date().timeIntervalSince(answered) < 10, "a slot freed only after \(Date().timeIntervalSince(answered)) s")
    }

    @Test func drawingRequestsTogetherStayWithinTheMemoryBudget() async throws {
        let designer = try await RunningDesigner("stack.vortex", requestTimeLimit: .seconds(3))
        // 8192² pixels: 256 MiB a frame, about 512 MiB with its PNG rows, the whole budget.
        let huge = #"{"config": {"extends": "stack.vortex", "viewport": {"width": 4096, "height": 4096}}, "scale": 2}"#
        async let first = designer.post("/api/preview", huge)
        try await Task.sleep(for: .milliseconds(500))
        let second = try await designer.post("/api/preview", huge)
        #expect(second.status == 503, "\(second.status) \(second.text.prefix(300))")
        #expect(second.text.contains("the preview needs about 513 MiB while other requests are drawing; together they may hold 512 MiB"),
                "\(second.text.prefix(300))")
        let alone = try await first
        #expect(alone.status == 200 || alone.text.contains("limit of 3 s"), "\(alone.status) \(alone.text.prefix(300))")
    }
}
