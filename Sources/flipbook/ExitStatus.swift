import ArgumentParser
import Config
import Foundation

extension Flipbook {
    /// ArgumentParser's `main()` with Flipbook's exit statuses; the one place errors leave by.
    ///
    /// - A mistake ArgumentParser finds (unknown option, missing or malformed value) prints its
    ///   message and usage as usual but exits 2, not `EX_USAGE` (64).
    /// - A command throws its typed error (`ConfigError`, `RenderError`, `FlagError`,
    ///   `GoldenError`, `ImageDiffError`, …): the message goes to stderr, exit 2. A `ConfigError`
    ///   is printed as it is (`file:line:column: error: …` and the offending line); any other gets
    ///   `error: ` in front.
    /// - A `Verdict` has been reported already: exit 1 when images differ, 2 when errors were listed.
    /// - Help, version, `ExitCode` and `CleanExit` keep ArgumentParser's meaning.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let verdict as Verdict {
            exit(withError: ExitCode(verdict.status))
        } catch let error as ConfigError {
            standardError("\(error)")
            exit(withError: ExitCode(2))
        } catch {
            switch exitCode(for: error) {
            case .validationFailure:
                // A mistake in the arguments, found by ArgumentParser or a `validate()`.
                standardError(fullMessage(for: error))
                exit(withError: ExitCode(2))
            case .failure where !(error is ExitCode):
                // Any other error a command throws.
                standardError("error: \(error)")
                exit(withError: ExitCode(2))
            default:
                // Help, version and explicit exit codes, as ArgumentParser does them.
                exit(withError: error)
            }
        }
    }

    private static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// How a command that ran to the end answers "no", after printing why.
enum Verdict: Error {
    /// Images differ from their goldens (or from each other): exit status 1.
    case imagesDiffer
    /// Some inputs were bad and each was reported: exit status 2.
    case failedWithErrors

    /// The process's exit status.
    var status: Int32 {
        switch self {
        case .imagesDiffer: return 1
        case .failedWithErrors: return 2
        }
    }
}
