import Foundation

/// What a finished `flipbook` run printed and returned.
public struct FlipbookRun: Sendable {
    /// The exit status.
    public var status: Int32
    /// Everything written to standard output.
    public var stdout: String
    /// Everything written to standard error.
    public var stderr: String
    /// Both streams, standard output first: for checks that a message appears at all.
    public var output: String { stdout + stderr }
}

/// The `flipbook` executable that `swift build` put beside the test bundle, or `nil` when it has
/// not been built.
public let flipbookExecutable: URL? = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("flipbook") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// The `flipbook` executable could not be found.
public struct FlipbookNotBuilt: Error, CustomStringConvertible {
    public var description: String {
        "the flipbook executable is not beside the test bundle: build it with `swift build --build-tests`"
    }
}

/// Runs `flipbook arguments…` in `folder` (default: the temporary folder) as a user would, and
/// waits for it. `FLIPBOOK_RECORD` is removed from the environment, then `environment` added.
public func runFlipbook(_ arguments: [String], in folder: URL = FileManager.default.temporaryDirectory,
                        environment: [String: String] = [:]) throws -> FlipbookRun {
    let process = try flipbookProcess(arguments, in: folder, environment: environment)
    // Files rather than pipes: nothing to drain while the process runs.
    let logs = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: logs) }
    let out = logs.appendingPathComponent("stdout"), err = logs.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    return FlipbookRun(status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
                       stderr: try String(contentsOf: err, encoding: .utf8))
}

/// A `flipbook arguments…` process set up as `runFlipbook` runs it, not started: for commands that
/// keep running (`watch`), whose output the caller sends where it wants.
public func flipbookProcess(_ arguments: [String], in folder: URL = FileManager.default.temporaryDirectory,
                            environment: [String: String] = [:]) throws -> Process {
    guard let executable = flipbookExecutable else { throw FlipbookNotBuilt() }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var inherited = ProcessInfo.processInfo.environment
    inherited.removeValue(forKey: "FLIPBOOK_RECORD")
    process.environment = inherited.merging(environment) { $1 }
    return process
}
