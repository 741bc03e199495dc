import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory regenerate [--check]`: runs
/// `flipbook-generate` on this package's folder, as swift-argument-parser's `generate-manual`
/// plugin runs its tool. The generator is repository maintenance; no library product holds it.
@main
struct Regenerate: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "flipbook-generate")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments + [context.package.directoryURL.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw RegenerateFailure(status: process.terminationStatus)
        }
    }
}

struct RegenerateFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "flipbook-generate exited with status \(status)" }
}
