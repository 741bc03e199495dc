import Dispatch
import Foundation
import RawHTTP
import SchemaSweep
import TestSupport
import Testing

/// Every numeric setting of `flipbook schema` set to ±1e308, 1e19, −1 and 0, one config each
/// (`SchemaSweep`), through `validate`, `strip` and the designer's endpoints: each is refused
/// (exit 2, a 4xx answer) or drawn, never a signal, a 5xx or "this is a bug".
///
/// `validate` reads every config (150 to a process, two processes at once). The designer reads
/// every config and strips every one `validate` accepts (previewing those at the huge values too)
/// in its worker process, which draws as `strip` does (`FrameRenderer`, from the same loader);
/// `strip` itself runs once per value for each part of the scene (`card`, `effect.scale`, `menu`,
/// …) whose configs `validate` accepts, so the command line's own path is drawn too.
@Suite(.serialized) struct NumericSweepTests {
    @Test func everyNumericSettingAtExtremeValuesIsRefusedOrDrawnNeverACrash() throws {
        let folder = try TemporaryFolder()
        let schema = try runFlipbook(["schema"])
        try #require(schema.status == 0)
        let sweep = try #require(SchemaSweep(schema: Data(schema.stdout.utf8)))
        #expect(sweep.settings.count > 400, "the schema has \(sweep.settings.count) numeric settings")

        // Each setting at a value its schema accepts: every config validates, so the sweep reaches them all.
        let controls = sweep.controls()
        let controlNames = try write(controls, prefix: "control", into: folder)
        for run in validate(controlNames, in: folder) where run.status != 0 {
            Issue.record("a control config does not validate: \(run.stderr.prefix(2000))")
        }

        let cases = sweep.cases()
        let names = try write(cases, prefix: "case", into: folder)
        var accepted: Set<String> = []
        for run in validate(names, in: folder) {
            if run.status != 0 && run.status != 2 || run.output.contains("this is a bug") || run.output.contains("Fatal error") {
                Issue.record("validate ended with status \(run.status): \(describe(run.files, cases, names)) \(run.stderr.suffix(1500))")
            }
            for line in run.stdout.split(separator: "\n") where line.hasSuffix(": ok") { accepted.insert(String(line.dropLast(4))) }
        }

        // `strip`, once per value for each part of the scene, at the configs' 60×80 viewport.
        var picked: [String: Int] = [:]
        for (index, name) in names.enumerated() where accepted.contains(name) {
            let part = cases[index].setting.split(separator: ".").prefix(2).joined(separator: ".")
            let key = "\(part) \(cases[index].value)"
            if picked[key] == nil { picked[key] = index }
        }
        let strips = picked.values.sorted()
        let results = Locked([(Int, FlipbookRun?)]())
        let url = folder.url
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for position in Swift.stride(from: worker, to: strips.count, by: 2) {
                let index = strips[position]
                let run = try? runFlipbook(["strip", names[index], "--out", "/dev/null", "--format", "png", "--offsets", "0,0.5"], in: url)
                results.mutate { $0.append((index, run)) }
            }
        }
        for (index, run) in results.value {
            guard let run else { Issue.record("strip did not start for \(cases[index].setting) = \(cases[index].value)"); continue }
            if run.status != 0 && run.status != 2 || run.output.contains("this is a bug") || run.output.contains("Fatal error") {
                Issue.record("strip of \(cases[index].setting) = \(cases[index].value) ended with status \(run.status): \(run.stderr.suffix(1500))")
            }
        }
        #expect(strips.count >= 20, "strip drew \(strips.count) configs")

        // The designer: the YAML pane's text of every config; a strip of every config `validate`
        // accepts (one it refuses is refused by the same loader before any drawing), and a
        // preview too at the three huge values.
        let designer = try DesignerCLITests.start(["--port", "0"], in: folder.url)
        defer { _ = designer.process.signal(SIGINT); _ = designer.process.finish() }
        let token = ["X-Flipbook-Token": designer.token]
        for (index, sweepCase) in cases.enumerated() {
            let config = sweepCase.json
            var requests = [("/api/parse", #"{"yaml": \#(jsonString(config))}"#)]
            if accepted.contains(names[index]) {
                requests.append(("/api/strip", #"{"config": \#(config)}"#))
                if abs(sweepCase.value) >= 1e19 { requests.append(("/api/preview", #"{"config": \#(config), "offset": 0.5}"#)) }
            }
            for (path, body) in requests {
                let answer = try rawHTTP(port: designer.port, "POST", path, headers: token, body: Array(body.utf8), timeout: 300)
                if answer.status >= 500 || answer.text.contains("this is a bug") {
                    Issue.record("\(path) of \(sweepCase.setting) = \(sweepCase.value) answered \(answer.status): \(answer.text.prefix(600))")
                }
            }
        }
        #expect(designer.process.isRunning)
    }

    /// Writes each case as `<prefix>-N.json` and returns the names.
    private func write(_ cases: [SchemaSweep.Case], prefix: String, into folder: TemporaryFolder) throws -> [String] {
        try cases.enumerated().map { index, sweepCase in
            let name = "\(prefix)-\(index).json"
            try Data(sweepCase.json.utf8).write(to: folder.path(name))
            return name
        }
    }

    /// `flipbook validate` on `names`, 150 to a run, two runs at once.
    private func validate(_ names: [String], in folder: TemporaryFolder) -> [(files: [String], status: Int32, stdout: String, stderr: String, output: String)] {
        let batches = Swift.stride(from: 0, to: names.count, by: 150).map { Array(names[$0..<Swift.min(names.count, $0 + 150)]) }
        let runs = Locked([(files: [String], status: Int32, stdout: String, stderr: String, output: String)]())
        let url = folder.url
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for index in Swift.stride(from: worker, to: batches.count, by: 2) {
                let run = try? runFlipbook(["validate"] + batches[index], in: url)
                runs.mutate { $0.append((batches[index], run?.status ?? -1, run?.stdout ?? "", run?.stderr ?? "", run?.output ?? "did not start")) }
            }
        }
        return runs.value
    }

    /// The settings and values of `files`, for a failure's message.
    private func describe(_ files: [String], _ cases: [SchemaSweep.Case], _ names: [String]) -> String {
        let positions = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        return files.compactMap { positions[$0].map { "\(cases[$0].setting)=\(cases[$0].value)" } }.joined(separator: ", ")
    }

    private func jsonString(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
    }
}

/// A value several threads add to.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
    var value: Value { lock.withLock { stored } }
}
