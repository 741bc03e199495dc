// The designer's loop: an option changes → the page asks for a preview → a PNG comes back.
import Designer
import Dispatch
import Foundation
import RawHTTP
import Workers

/// `flipbook-bench designer`: round trips of `POST /api/preview` to a real designer server on a
/// loopback port, as the page makes them: a 5-card scene at 1× (300×400 px). "Option changed"
/// sends a new `maxScale` each time (the server reads the config and builds a renderer: the
/// figure a slider move costs); "offset changed" keeps the config (warm renderer: draw + encode
/// only), as scrubbing and play do. Target: option changed < 100 ms (issue #12).
/// Measured twice, side by side: answered in the server's process, and by its worker process as
/// `flipbook designer` answers (the `flipbook` binary beside this one), so the ratio is the cost of
/// the worker's round trip.
func designerBench() throws {
    let flipbook = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("flipbook").path
    var medians: [String: Double] = [:]
    for round in 0..<2 {
        for worker in [false, true] {
            if worker && !FileManager.default.isExecutableFile(atPath: flipbook) {
                print("designer preview through a worker: no flipbook binary at \(flipbook) (swift build -c release --product flipbook)")
                continue
            }
            let median = try designerBench(worker: worker ? DesignerWorker.worker(for: "scale.coverFlow", executable: flipbook) : nil,
                                           label: worker ? "worker process" : "in process", quiet: round == 0)
            if round == 1 { medians[worker ? "worker" : "in"] = median }
        }
    }
    if let inProcess = medians["in"], let worker = medians["worker"] {
        print(String(format: "worker / in process, option changed median: %.2f× (%.1f ms more)", worker / inProcess, worker - inProcess))
    }
    print("target: option changed < 100 ms")
}

/// One server's figures (`worker` answers its API requests when given); the option-changed median, ms.
private func designerBench(worker: Worker?, label: String, quiet: Bool) throws -> Double {
    let server = try DesignerServer(session: DesignerSession(argument: "scale.coverFlow"), host: "127.0.0.1", port: 0, worker: worker)
    defer { worker?.stop() }
    let started = DispatchSemaphore(value: 0)
    let listening = LockedPort()
    Task {
        try await server.run()
    }
    Task {
        _ = try await server.waitUntilListening()
        listening.set(server.port)
        started.signal()
    }
    started.wait()
    guard let port = listening.get() else { throw RawHTTPError(description: "the designer did not start") }
    let token = ["X-Flipbook-Token": server.token]
    func preview(maxScale: Double, offset: Double) throws -> (total: Double, server: Double) {
        let body = #"{"config": {"extends": "scale.coverFlow", "itemCount": 5, "effect": {"scale": {"maxScale": \#(maxScale)}}}, "offset": \#(offset), "scale": 1}"#
        let start = DispatchTime.now().uptimeNanoseconds
        let answer = try rawHTTP(port: port, "POST", "/api/preview", headers: token, body: Array(body.utf8))
        let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        guard answer.status == 200 else { throw RawHTTPError(description: "preview answered \(answer.status): \(answer.text)") }
        return (total, Double(answer.headers["x-flipbook-render-ms"] ?? "") ?? .nan)
    }
    _ = try preview(maxScale: 0.7, offset: 1.5)
    var changed: [(Double, Double)] = [], scrubbed: [(Double, Double)] = []
    for round in 0..<40 {
        changed.append(try preview(maxScale: 0.5 + Double(round) * 0.01, offset: 1.5))
        scrubbed.append(try preview(maxScale: 0.5 + Double(round) * 0.01, offset: 1.5 + Double(round % 8) * 0.125))
    }
    for (name, figures) in [("option changed (new config)", changed), ("offset changed (warm renderer)", scrubbed)] where !quiet {
        let totals = figures.map(\.0).sorted(), serverTimes = figures.map(\.1).sorted()
        print(String(format: "designer preview (%@), %@: median %.1f ms, p95 %.1f ms round trip (server %.1f ms median), 300×400 px, %d requests",
                     label, name, totals[totals.count / 2], totals[totals.count * 95 / 100], serverTimes[serverTimes.count / 2], totals.count))
    }
    Task { await server.stop() }
    let totals = changed.map(\.0).sorted()
    return totals[totals.count / 2]
}

/// The port, handed from the server's task to the bench's thread.
private final class LockedPort: @unchecked Sendable {
    private let lock = NSLock()
    private var port: UInt16?
    func set(_ value: UInt16?) { lock.withLock { port = value } }
    func get() -> UInt16? { lock.withLock { port } }
}
