import Foundation
import Problems
import TestSupport
import Testing
@testable import Config

/// Each hostile or mistaken config (`BadInput.table`) gives one clear `Problem`.
@Suite struct BadInputTests {
    @Test(arguments: BadInput.table)
    func badInputGivesOneClearError(_ input: BadInput) throws {
        let folder = try TemporaryFolder()
        let root = folder.url
        try input.write(into: root)
        do {
            // Named as the user typed it, so extended files are named relative to it too.
            _ = try SceneLoader.load(file: root.appendingPathComponent(input.main), displayName: input.main)
            Issue.record("\(input.name) loaded")
        } catch let error as Problem {
            // As the CLI prints it: a problem without a place gets `error: ` in front.
            let printed = (error.position == nil ? "error: " : "") + error.description
            let line = printed.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
            #expect(line.hasPrefix(input.expected), "\(input.name): \(line)")
        }
    }

    @Test func theScanErrsOnTheHighSideOnly() {
        // Real configs, preset files included, are far below the bound.
        for preset in PresetCatalog.all {
            #expect(NestingScan.firstTooDeep(preset.yaml, limit: 20) == nil, "\(preset.name)")
        }
        #expect(NestingScan.firstTooDeep(String(repeating: "[", count: 30), limit: 20) != nil)
        #expect(NestingScan.firstTooDeep(String(repeating: "- ", count: 30) + "x", limit: 20) != nil)
    }

    @Test func plainScalarsFollowTheYAMLCoreSchema() {
        func kind(_ text: String) -> String {
            switch PlainScalar.value(of: text) {
            case .null: return "null"
            case let .bool(value): return "bool \(value)"
            case let .number(value): return "number \(value)"
            case let .string(value): return "string \(value)"
            default: return "?"
            }
        }
        #expect(kind("~") == "null")
        #expect(kind("") == "null")
        #expect(kind("True") == "bool true")
        #expect(kind("yes") == "string yes", "YAML 1.1 booleans are plain strings")
        #expect(kind("0x1F") == "number 31.0")
        #expect(kind("0o17") == "number 15.0")
        #expect(kind("-1.5e3") == "number -1500.0")
        #expect(kind(".5") == "number 0.5")
        #expect(kind("1.") == "number 1.0")
        #expect(kind("nan") == "string nan", "only .nan is NaN")
        #expect(kind("inf") == "string inf")
        #expect(kind("1_000") == "string 1_000")
        #expect(kind("45deg") == "string 45deg")
    }
}
