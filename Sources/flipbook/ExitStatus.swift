import ArgumentParser
import Foundation

extension Flipbook {
    /// ArgumentParser's `main()`, except that usage errors (unknown options, missing or malformed
    /// values) exit with 2 instead of `EX_USAGE` (64): Flipbook exits 2 on every bad argument,
    /// whether ArgumentParser or a command finds it. The message and usage text are unchanged.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            exit(withError: ExitCode(2))
        }
    }
}
