import Foundation
import TestSupport
import Testing

/// The package's shape as SwiftPM reads it (`swift package dump-package`): docs/ARCHITECTURE.md's
/// module table lists exactly each module's dependencies, every `import` names a declared
/// dependency, and no tool depends on a test target.
@Suite struct PackageTests {
    struct Target {
        var name: String
        var type: String
        var path: String
        var dependencies: [String]
        /// Paths under `path` that are not sources (`exclude:`).
        var excluded: [String]
    }

    /// The manifest's targets, read by SwiftPM itself (in a scratch folder of its own: the test run
    /// holds the lock on `.build`).
    static let targets: [Target]? = {
        guard let swift = executable(named: "swift") else { return nil }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-dump-package-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        guard let run = try? runProcess(swift, ["package", "--package-path", repositoryRoot.path, "--scratch-path", scratch.path, "dump-package"]),
              run.status == 0,
              let json = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
              let targets = json["targets"] as? [[String: Any]] else { return nil }
        return targets.compactMap { target in
            guard let name = target["name"] as? String, let type = target["type"] as? String else { return nil }
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
                for kind in ["byName", "target", "product"] {
                    if let values = dependency[kind] as? [Any], let first = values.first as? String { return first }
                }
                return nil
            }
            let path = target["path"] as? String ?? (type == "test" ? "Tests/\(name)" : "Sources/\(name)")
            return Target(name: name, type: type, path: path, dependencies: dependencies, excluded: target["exclude"] as? [String] ?? [])
        }
    }()

    /// docs/ARCHITECTURE.md's module table: module → the backticked names of its last column.
    static func documentedDependencies() throws -> [String: Set<String>] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        var table: [String: Set<String>] = [:]
        // The table under the header `| Module | …`, to its last row (other tables list other things).
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| Module |") }) else { return [:] }
        for line in lines[header...].prefix(while: { $0.hasPrefix("|") }) where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let module = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let names = cells[cells.count - 2].components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            table[module] = Set(names)
        }
        return table
    }

    @Test("docs/ARCHITECTURE.md lists every module under Sources with exactly its dependencies")
    func architectureTableMatchesThePackage() throws {
        let targets = try #require(Self.targets, "swift package dump-package did not run")
        let documented = try Self.documentedDependencies()
        let modules = targets.filter { ["regular", "executable"].contains($0.type) && $0.path.hasPrefix("Sources/") }
        #expect(modules.count >= 13)
        for module in modules {
            let listed = try #require(documented[module.name], "docs/ARCHITECTURE.md has no row for `\(module.name)`")
            #expect(listed == Set(module.dependencies),
                    "\(module.name): the table says \(listed.sorted()), Package.swift \(module.dependencies.sorted())")
        }
        for name in documented.keys {
            #expect(modules.contains { $0.name == name }, "docs/ARCHITECTURE.md has a row for `\(name)`, which is not a module under Sources")
        }
    }

    /// Modules of the system and the toolchain, importable without a declared dependency.
    static let systemModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Glibc", "Darwin", "Musl",
        "XCTest", "Testing", "Synchronization", "os", "PackageDescription", "PackagePlugin", "ucrt", "WinSDK", "CRT",
    ]

    @Test("every import in a target names one of its declared dependencies")
    func importsAreDeclared() throws {
        let targets = try #require(Self.targets, "swift package dump-package did not run")
        let importLine = try Regex(#"^\s*(?:@testable\s+|@_exported\s+|@preconcurrency\s+)?import\s+(?:(?:struct|class|enum|func|protocol)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#)
        var checked = 0
        for target in targets where target.type != "system-target" {
            let folder = repositoryRoot.appendingPathComponent(target.path)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") && !file.contains(".docc/")
                && !target.excluded.contains(where: { file == $0 || file.hasPrefix($0 + "/") }) {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                var inString = false  // inside a multi-line string literal (generated code has imports too)
                for line in text.split(separator: "\n") {
                    if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inString.toggle() }
                    guard !inString, let match = try importLine.firstMatch(in: String(line)),
                          let module = match.output[1].substring.map(String.init) else { continue }
                    checked += 1
                    // A target named `flipbook-server` is the module `flipbook_server`.
                    let declared = target.dependencies.map { $0.replacingOccurrences(of: "-", with: "_") }
                    #expect(Self.systemModules.contains(module) || declared.contains(module) || module == target.name,
                            "\(target.path)/\(file) imports \(module), which \(target.name) does not declare")
                }
            }
        }
        #expect(checked > 100)
    }

    @Test("no tool or library depends on a test target or on TestSupport")
    func onlyTestsUseTestSupport() throws {
        let targets = try #require(Self.targets, "swift package dump-package did not run")
        let testOnly = Set(targets.filter { $0.type == "test" }.map(\.name)).union(["TestSupport"])
        for target in targets where target.type != "test" && target.name != "TestSupport" {
            #expect(testOnly.isDisjoint(with: target.dependencies), "\(target.name) depends on \(testOnly.intersection(target.dependencies).sorted())")
        }
    }
}
