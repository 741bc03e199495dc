import Foundation
import PackagePlugin

/// `swift package flipbook …`: runs the `flipbook` tool from a package that depends on Flipbook,
/// in that package's folder, e.g. `swift package --allow-writing-to-package-directory flipbook
/// check scenes --goldens goldens`. SwiftPM builds the tool first; the arguments go to it
/// unchanged, so every command works (`check`, `check --record all`, `review`, `strip`, `doctor`).
/// The plugin declares no permission: reading commands (`swift package flipbook doctor`) need no
/// flag, and writing ones are given `--allow-writing-to-package-directory` (SwiftPM's sandbox on
/// macOS refuses their writes without it).
@main
struct FlipbookPlugin: CommandPlugin {
    /// The tool's non-zero exit status, passed on as the plugin's failure.
    struct Failed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "flipbook exited with status \(status)" }
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "flipbook")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // flipbook has said what went wrong on its own stderr; the status tells a script which kind.
        if process.terminationStatus != 0 { throw Failed(status: process.terminationStatus) }
    }
}
