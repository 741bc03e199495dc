import Foundation
import TestSupport

/// Runs `flipbook arguments…` with `input` on its standard input (for `flipbook import -`).
func runFlipbook(_ arguments: [String], input: String, in folder: URL = FileManager.default.temporaryDirectory) throws
    -> (status: Int32, stdout: String, stderr: String) {
    let process = try flipbookProcess(arguments, in: folder)
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    // The outputs are small (a config or a message): reading one to its end cannot block the other.
    let out = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, out, err)
}
