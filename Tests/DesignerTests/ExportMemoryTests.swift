import Config
import Foundation
import RawHTTP
import TestSupport
import Testing

/// Case 4 of the fourth reliability pass, the designer's exports: `/api/export` and
/// `/api/export/start` reserve the memory they hold at once against the 512 MiB the drawing
/// requests share, as previews, strips and diffs do; a background export holds its reservation
/// until it is done or cancelled.
@Suite(.serialized) struct ExportMemoryTests {
    /// A GIF of 30 frames of 2048² px: its 30 palette-sample frames are kept for the second pass
    /// (480 MiB), beside the quantizer's state (192 MiB) and the frames in flight (48 MiB).
    static let bigGIF = #"{"config": {"extends": "stack.vortex", "viewport": {"width": 2048, "height": 2048}, "timeline": {"from": 0, "to": 4, "frames": 30}}, "format": "gif"}"#
    /// A preview that reserves 513 MiB (8192² px and its PNG rows): admitted only when nothing
    /// else holds memory, then stopped at the 3 s limit. Its answer says which.
    static let probe = #"{"config": {"extends": "stack.vortex", "viewport": {"width": 4096, "height": 4096}}, "scale": 2}"#
    static let small = #"{"config": {"extends": "stack.vortex", "timeline": {"from": 0, "to": 1, "frames": 3}}, "format": "gif"}"#

    /// Whether the probe was admitted (nothing reserved), retrying for up to `seconds` while
    /// another request may still be releasing its memory.
    static func probeAdmitted(_ designer: RunningDesigner, within seconds: Double) async throws -> Bool {
        let start = Date()
        while true {
            let answer = try await designer.post("/api/preview", probe)
            if !answer.text.contains("needs about") { return answer.status == 200 || answer.text.contains("limit of 3 s") }
            if Date().timeIntervalSince(start) > seconds { return false }
            try await Task.sleep(for: .milliseconds(500))
        }
    }

    /// The job's state once it is no longer running (or `running` after `seconds`).
    static func finalState(_ designer: RunningDesigner, job: String, within seconds: Double) async throws -> String {
        let start = Date()
        while true {
            let status = try RunningDesigner.json(try await designer.request("GET", "/api/export/status?job=\(job)"))
            guard case let .string(state)? = status["state"] else { return "no state" }
            if state != "running" || Date().timeIntervalSince(start) > seconds { return state }
            try await Task.sleep(for: .milliseconds(300))
        }
    }

    @Test func exportsReserveTheirMemoryUntilDoneOrCancelled() async throws {
        let designer = try await RunningDesigner("stack.vortex", requestTimeLimit: .seconds(3))
        let started = try await designer.post("/api/export/start", Self.bigGIF)
        #expect(started.status == 202, "\(started.status) \(started.text.prefix(300))")
        guard case let .string(job)? = try RunningDesigner.json(started)["job"] else { Issue.record("no job: \(started.text)"); return }

        // While it runs, what would pass the budget beside it is refused at once, the budget named.
        let preview = try await designer.post("/api/preview", Self.probe)
        #expect(preview.status == 503, "\(preview.status) \(preview.text.prefix(300))")
        #expect(preview.text.contains("the preview needs about 513 MiB while other requests are drawing; together they may hold 512 MiB"),
                "\(preview.text.prefix(300))")
        let export = try await designer.post("/api/export", Self.bigGIF)
        #expect(export.status == 503, "\(export.status) \(export.text.prefix(300))")
        let estimate = export.text.firstMatch(of: /the export needs about (\d+) MiB while other requests are drawing; together they may hold 512 MiB/)
        #expect(estimate.map { Int($0.1) ?? 0 } ?? 0 >= 700, "\(export.text.prefix(300))")

        // Cancelled, it gives its memory back.
        let cancel = try await designer.post("/api/export/cancel", #"{"job": "\#(job)"}"#)
        #expect(cancel.status == 200, "\(cancel.text.prefix(300))")
        #expect(try await Self.finalState(designer, job: job, within: 120) == "cancelled")
        #expect(try await Self.probeAdmitted(designer, within: 30), "memory stayed reserved after the export was cancelled")

        // Done, too (once the probe has let go of its own).
        var small = try await designer.post("/api/export/start", Self.small)
        let waited = Date()
        while small.status == 503, Date().timeIntervalSince(waited) < 30 {
            try await Task.sleep(for: .milliseconds(500))
            small = try await designer.post("/api/export/start", Self.small)
        }
        #expect(small.status == 202, "\(small.status) \(small.text.prefix(300))")
        guard case let .string(smallJob)? = try RunningDesigner.json(small)["job"] else { Issue.record("no job: \(small.text)"); return }
        #expect(try await Self.finalState(designer, job: smallJob, within: 120) == "done")
        #expect(try await Self.probeAdmitted(designer, within: 30), "memory stayed reserved after the export was done")
    }

    /// A second export while one runs is 409, and its reservation is given back at once.
    @Test func aRefusedSecondExportHoldsNothing() async throws {
        let designer = try await RunningDesigner("stack.vortex", requestTimeLimit: .seconds(3))
        let first = try await designer.post("/api/export/start", Self.small)
        #expect(first.status == 202, "\(first.status) \(first.text.prefix(300))")
        guard case let .string(job)? = try RunningDesigner.json(first)["job"] else { Issue.record("no job: \(first.text)"); return }
        let second = try await designer.post("/api/export/start", Self.small)
        // 409 while the first runs (or 202 if it was already done).
        #expect(second.status == 409 || second.status == 202, "\(second.status) \(second.text.prefix(300))")
        if second.status == 202, case let .string(other)? = try RunningDesigner.json(second)["job"] {
            _ = try await Self.finalState(designer, job: other, within: 120)
        }
        _ = try await Self.finalState(designer, job: job, within: 120)
        #expect(try await Self.probeAdmitted(designer, within: 30), "memory stayed reserved after a refused export")
    }
}
