import Foundation
import Golden
import Synchronization

#if canImport(Testing)
import Testing
#endif

/// Which golden an assertion keeps, as swift-snapshot-testing keys its snapshots: by the test
/// function that asserts, and `named:` for a second one in the same test. The golden's folder is
/// `<goldens>/<test file>/<test function>[.<name>]/`, so two tests drawing scenes of one name keep
/// two goldens, and the folder says which test wrote it.
struct GoldenKey: Hashable {
    /// The test file's name without `.swift` (`CoverFlowTests`).
    var file: String
    /// The test function without its arguments (`coverFlowLooksRight`), then `.name` when named.
    var test: String

    init(filePath: StaticString, function: StaticString, named name: String?) {
        let path = "\(filePath)"
        file = GoldenCheck.folderName(for: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
        let function = "\(function)"
        let bare = function.prefix { $0 != "(" }
        test = GoldenCheck.folderName(for: (bare.isEmpty ? function : String(bare)) + (name.map { "." + $0 } ?? ""))
    }

    /// The folder of this file's goldens inside `goldens`.
    func folder(in goldens: URL) -> URL {
        goldens.appendingPathComponent(file, isDirectory: true)
    }
}

/// The goldens the assertions of this process have used, and by which test: two tests that would
/// write one golden (the same function name in two suites of one file, or every case of a
/// parameterized test) are told so, where one of them would otherwise fail on every run with no
/// hint why. Several assertions of one test may use one golden (record, then check).
enum GoldenClaims {
    private static let claims = Mutex<[String: String]>([:])

    /// `nil` when `golden` is this test's (the first time, or again); else the message that says
    /// which test has it and how to keep two.
    static func claim(_ golden: URL, kind: String, named: Bool) -> String? {
        #if canImport(Testing)
        guard let test = Test.current else { return nil }  // XCTest: the folder names the class's file and method
        return claim(golden, kind: kind, named: named, by: "\(test.id)", parameterized: Test.Case.current?.isParameterized == true)
        #else
        return nil
        #endif
    }

    /// `claim(_:kind:named:)` by the test `owner`.
    static func claim(_ golden: URL, kind: String, named: Bool, by owner: String, parameterized: Bool) -> String? {
        if !named && parameterized {
            // Every case of a parameterized test is one function: each needs a name of its own.
            return "a parameterized test keeps one golden per argument: pass `named:` (e.g. `named: \"\\(argument)\"`) to keep \(golden.lastPathComponent) apart for each"
        }
        let key = golden.standardizedFileURL.path + "#" + kind
        return claims.withLock { claims in
            if let first = claims[key], first != owner {
                return "two tests would write one golden, \(golden.path): \(first) and \(owner) — pass `named:` with a name of its own to one of them"
            }
            claims[key] = owner
            return nil
        }
    }
}

/// Paths and commands a failure gives, relative to the package the test belongs to.
enum PackagePlace {
    /// The folder holding the `Package.swift` above `filePath`, if any.
    static func root(of filePath: StaticString) -> URL? {
        var folder = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// `url` relative to `root` when inside it, else as it is.
    static func relative(_ url: URL, to root: URL?) -> String {
        let path = url.standardizedFileURL.path
        guard let root else { return path }
        let prefix = root.standardizedFileURL.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The command that accepts the report's changes into `goldens`, as it runs where the test
    /// runs: `flipbook review …` when `flipbook` is on the `PATH`, else through Flipbook's command
    /// plugin from the package's folder.
    static func acceptCommand(report: URL, goldens: URL, root: URL?) -> String {
        let arguments = "review \(quoted(report.path)) --goldens \(quoted(relative(goldens, to: root))) --accept-all"
        if onPath("flipbook") { return "flipbook " + arguments }
        let command = "swift package --allow-writing-to-package-directory flipbook " + arguments
        return root.map { "cd \(quoted($0.path)) && \(command)" } ?? command
    }

    /// `text` as one shell word.
    static func quoted(_ text: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-/+=:@%,")
        return !text.isEmpty && text.allSatisfy(plain.contains) ? text : "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    private static func onPath(_ name: String) -> Bool {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }
}
