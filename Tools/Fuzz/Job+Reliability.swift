import Foundation
import SchemaSweep

/// The fifth reliability pass's surfaces: links in goldens and reports that lead outside the work
/// folder, and every numeric setting of the schema at an extreme value (`SchemaSweep`), through
/// `validate`, `strip` and the designer's endpoints.
extension Job {
    /// The numbers the schema's settings are set to: the issue's, and more past every limit.
    static let sweptNumbers: [Double] = [1e308, -1e308, 1e19, -1e19, -1, 0, 1e-300, Double.leastNonzeroMagnitude, 2_147_483_648, 9.3e18, 16385, 1e9 + 1, -0.5]

    static func reliability(sweep: SchemaSweep?, work: String, designer: FuzzedDesigner?, random: inout SplitMix64) -> Job {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return links(work: work, random: &random)
        default:
            guard let sweep, !sweep.settings.isEmpty else { return links(work: work, random: &random) }
            return extremeSetting(sweep, work: work, designer: designer, random: &random)
        }
    }

    /// One setting at one extreme number: `validate`, `strip` at its 60×80 viewport, or the
    /// designer's parse, preview or strip.
    static func extremeSetting(_ sweep: SchemaSweep, work: String, designer: FuzzedDesigner?, random: inout SplitMix64) -> Job {
        let setting = sweep.settings.randomElement(using: &random)!
        let value = sweptNumbers.randomElement(using: &random)!
        let config = sweep.config(setting: setting.setting, steps: setting.steps, value: value)
        let path = work + "/swept.json"
        try? config.json.write(toFile: path, atomically: false, encoding: .utf8)
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            return Job(command: "validate (extreme setting)", arguments: ["validate", "swept.json"], files: [path], inputBytes: config.json.utf8.count)
        case 1:
            return Job(command: "strip (extreme setting)", arguments: ["strip", "swept.json", "--out", "/dev/null", "--format", "png", "--offsets", "0,0.5"],
                       files: [path], inputBytes: config.json.utf8.count)
        default:
            guard let designer else {
                return Job(command: "validate (extreme setting)", arguments: ["validate", "swept.json"], files: [path], inputBytes: config.json.utf8.count)
            }
            let route = ["/api/parse", "/api/preview", "/api/strip", "/api/timeline", "/api/inspect"].randomElement(using: &random)!
            let body = route == "/api/parse" ? "{\"yaml\": \(FuzzedDesigner.jsonString(config.json))}" : "{\"config\": \(config.json), \"offset\": 0.5}"
            return designer.post(body, to: route, work: work, command: "designer \(route) (extreme setting)")
        }
    }

    /// Goldens, a report or an output folder whose files are links to a file outside (a lock, a
    /// golden, a manifest, a report image): the run must refuse or read them, never write through
    /// them, and the file outside must be unchanged.
    static func links(work: String, random: inout SplitMix64) -> Job {
        let outside = work + "/outside.txt"
        let content = "a file outside the folders flipbook writes\n"
        try? content.write(toFile: outside, atomically: false, encoding: .utf8)
        func link(_ path: String) {
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside)
        }
        let scene = "goldens/scale.coverFlow"
        let arguments: [String]
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
            link(work + "/frames/.flipbook.lock")
            arguments = ["render", "scale.coverFlow", "--viewport", "60x80", "--offsets", "0", "--out", "frames", "--overwrite"]
        case 1:
            link(work + "/\(scene)/" + [".flipbook.lock", "strip.png", "manifest.json"].randomElement(using: &random)!)
            arguments = ["check", "scale.coverFlow", "--strip", "--viewport", "60x80", "--goldens", "goldens", "--out", "report",
                         "--record", ["all", "missing", "failed", "never"].randomElement(using: &random)!]
        case 2:
            link(work + "/report/" + [".flipbook.lock", "report.html", "report.json", "scale.coverFlow/strip.actual.png"].randomElement(using: &random)!)
            arguments = ["check", "scale.coverFlow", "--strip", "--viewport", "60x80", "--goldens", "goldens", "--out", "report", "--record", "never"]
        case 3:
            link(work + "/report/shard-1-of-1.json")
            arguments = ["check", "scale.linear", "--shard", "1/1", "--offsets", "0", "--viewport", "60x80", "--record", "never",
                         "--goldens", "goldens", "--out", "report"]
        case 4:
            link(work + "/input/" + ["Package.swift", "README.md", ".flipbook.lock"].randomElement(using: &random)!)
            arguments = ["code", "stack.vortex", "--project", "input", "--overwrite"]
        case 5:
            link(work + "/report/scale.coverFlow/strip.actual.png")
            arguments = ["review", "report", "--goldens", "goldens", "--list"]
        default:
            link(work + "/\(scene)/.flipbook.lock")
            arguments = ["review", "report", "--goldens", "goldens", "--accept-all"]
        }
        var job = Job(command: "\(arguments[0]) (links outside)", arguments: arguments, files: [], inputBytes: 0)
        job.untouched = [(outside, Data(content.utf8))]
        return job
    }
}
