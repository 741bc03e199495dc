import Foundation
import Problems

/// Runs a helper program of Flipbook's (`flipbook-import`) for one call: its input written, its
/// output and error read in full, and the program ended when the call is cancelled (at the
/// server's time limit), so nothing outlives the call that asked for it.
enum Subprocess {
    /// What a run gave: the exit status, standard output and standard error.
    struct Result: Sendable {
        var status: Int32
        var output: [UInt8]
        var error: [UInt8]
    }

    /// The most bytes read from each of its outputs; more is a failure of the program.
    static let maximumOutputBytes = 16 << 20

    /// Runs `executable arguments…` with `input` on its standard input.
    static func run(_ executable: URL, _ arguments: [String], input: [UInt8]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        (process.standardInput, process.standardOutput, process.standardError) = (stdin, stdout, stderr)
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            throw Problem.io("run", executable.path, error.localizedDescription, fix: "build it again")
        }
        // Each pipe on its own thread, so a program that fills one while the other waits never stalls.
        let output = PipeReader(stdout.fileHandleForReading), error = PipeReader(stderr.fileHandleForReading)
        Thread {
            // A program that ends without reading all of it is answered by its status, not by this write.
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input))
            try? stdin.fileHandleForWriting.close()
        }.start()
        while ended.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
            if Task.isCancelled { process.terminate() }
        }
        let result = Result(status: process.terminationStatus, output: output.bytes(), error: error.bytes())
        try Task.checkCancellation()
        guard result.output.count <= maximumOutputBytes else {
            throw Problem.bug("\(executable.lastPathComponent) wrote more than \(maximumOutputBytes >> 20) MiB", in: "flipbook mcp", reportWith: "the call")
        }
        return result
    }

    /// Reads a pipe to its end on a thread of its own.
    private final class PipeReader: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread { [self] in
                while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                    if data.count <= Subprocess.maximumOutputBytes { data.append(chunk) }
                }
                done.signal()
            }.start()
        }

        /// Everything read, once the pipe has ended.
        func bytes() -> [UInt8] {
            done.wait()
            return Array(data)
        }
    }
}
