import Outputs
import ArgumentParser
import Config
import Foundation
import Problems

extension Flipbook {
    /// ArgumentParser's `main()` with Flipbook's exit statuses; the one place errors leave by.
    ///
    /// - A mistake ArgumentParser finds (unknown option, missing value) prints its message and
    ///   usage as usual but exits 2, not `EX_USAGE` (64).
    /// - A command throws a `Problem` (`ConfigError`, `RenderError`, `FlagError`, `GoldenError`,
    ///   `ImageDiffError`, …), or a flag's reader does while the command line is parsed
    ///   (`flagProblem(in:)`): `terminalMessage` words it on stderr, exit 2.
    /// - A `Verdict` has been reported already: exit 1 when images differ, 2 when errors were listed.
    /// - Help, version, `ExitCode` and `CleanExit` keep ArgumentParser's meaning.
    static func main() {
        // A reader that goes away (`flipbook presets | head -1`, stderr piped to a closed reader)
        // makes writes fail with EPIPE, which `Terminal` and `finishStandardOutput` handle, instead
        // of a signal that ends the process wherever it is.
        signal(SIGPIPE, SIG_IGN)
        var command: ParsableCommand?
        do {
            var parsed = try parseAsRoot()
            command = parsed
            try parsed.run()
            finishStandardOutput()
        } catch let verdict as Verdict {
            finishStandardOutput()
            exit(withError: ExitCode(verdict.status))
        } catch let error as Problem {
            fail(with: error, flags: command as? SettingFlags)
        } catch {
            switch exitCode(for: error) {
            case .validationFailure:
                // A value a flag's reader refused, worded as a command's problem would be.
                if let problem = flagProblem(in: error) { fail(with: problem, flags: nil) }
                // A mistake in the arguments, found by ArgumentParser or a `validate()`.
                standardError(fullMessage(for: error))
                reportAsJSON(message(for: error))
                exit(withError: ExitCode(2))
            case .failure where !(error is ExitCode):
                // Any other error a command throws.
                standardError("error: \(error)")
                reportAsJSON("\(error)")
                exit(withError: ExitCode(2))
            default:
                // Help, version and explicit exit codes, as ArgumentParser does them.
                exit(withError: error)
            }
        }
    }

    /// Says `problem` on stderr (and as JSON under `--format json`) and exits 2.
    private static func fail(with problem: Problem, flags: SettingFlags?) -> Never {
        let message = terminalMessage(problem, flags: flags)
        standardError(message)
        reportAsJSON(message)
        exit(withError: ExitCode(2))
    }

    /// The `Problem` a flag's reader (`FlagValue`, an `@Option`'s `transform`) threw while
    /// ArgumentParser parsed the command line, found inside the error ArgumentParser threw for it;
    /// nil for any other mistake (an unknown option, a missing value), which keeps ArgumentParser's
    /// own message.
    ///
    /// ArgumentParser 1.8.2 (pinned exactly in Package.swift) wraps a transform's error as
    /// `ParserError.unableToParseValue(…, originalError:)` inside a `CommandError`, both internal to
    /// it, so no cast reaches the problem: this walks the error's stored values with `Mirror`, a few
    /// levels deep (the problem sits four down). `FlagParsingTests` fails if a later ArgumentParser
    /// wraps it otherwise.
    static func flagProblem(in error: any Error) -> Problem? {
        func find(_ value: Any, depth: Int) -> Problem? {
            if let problem = value as? Problem { return problem }
            guard depth > 0 else { return nil }
            for child in Mirror(reflecting: value).children {
                if let problem = find(child.value, depth: depth - 1) { return problem }
            }
            return nil
        }
        return find(error, depth: 6)
    }

    /// How the terminal says a problem: `file:line:column: error: …` and the offending line when it
    /// is at a place in a file, `error: …` otherwise. A setting in the fix is named by its flag
    /// where the command's `SettingFlags` says so (`--scale`), by its config key in backticks
    /// otherwise (`` `output.scale` ``).
    static func terminalMessage(_ problem: Problem, flags: SettingFlags?) -> String {
        func flag(_ key: String) -> String? { flags?.flag(forSetting: key) ?? commandOptions[key] }
        let message = problem.diagnostic(naming: { key in flag(key) ?? "`\(key)`" },
                                         assigning: { key, value in flag(key).map { "\($0) \(value)" } ?? "`\(key): \(value)`" })
        // Keys, values and file names come from the user's files: no raw ESC or U+202E on the terminal.
        return ControlCharacters.escaped(problem.position == nil ? "error: " + message : message)
    }

    /// Settings that only the command line has (a library function's parameter, no config key),
    /// always named by their flags.
    static let commandOptions = ["columns": "--columns", "overwrite": "--overwrite", "record": "--record", "out": "--out", "goldens": "--goldens",
                                  "maxDiffRatio": "--max-diff-ratio"]

    /// Flushes and closes standard output and exits 2 with the reason when either fails:
    /// `flipbook schema > /dev/full` must not exit 0 after writing nothing (`print` buffers, so a
    /// failed write shows only here). Nothing more is written to standard output after it.
    static func finishStandardOutput() {
        let failure = Terminal.finishOutput()
        // EPIPE: the reader has all it wanted (`| head`); not the command's failure.
        guard let failure, failure != EPIPE else { return }
        standardError("error: \(Problem.system(failure, path: "standard output", doing: "write"))")
        exit(withError: ExitCode(2))
    }

    /// Under `--format json` (inspect, compare) a machine reads standard output, so an error is also
    /// printed there as `{"error": "…", "exitStatus": 2}`; people still get it on standard error.
    private static func reportAsJSON(_ message: String, arguments: [String] = CommandLine.arguments) {
        guard asksForJSON(arguments) else { return }
        // The JSON field is the message itself; the `error: ` of the terminal line is not part of it.
        let message = message.hasPrefix("error: ") ? String(message.dropFirst("error: ".count)) : message
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(JSONFailure(error: message, exitStatus: 2)) else { return }
        Terminal.output(String(decoding: data, as: UTF8.self) + "\n")
    }

    /// Whether the command line is an `inspect` or `compare` with `--format json` (or `--format=json`).
    static func asksForJSON(_ arguments: [String]) -> Bool {
        guard let command = arguments.dropFirst().first, ["inspect", "compare"].contains(command) else { return false }
        return zip(arguments, arguments.dropFirst()).contains { $0 == "--format" && $1 == "json" } || arguments.contains("--format=json")
    }

    /// The JSON object of an error.
    private struct JSONFailure: Encodable {
        var error: String
        var exitStatus: Int
    }

    private static func standardError(_ line: String) {
        Terminal.error(line)
    }
}

/// How a command that ran to the end answers "no", after printing why.
enum Verdict: Error {
    /// Images differ from their goldens (or from each other): exit status 1.
    case imagesDiffer
    /// Some inputs were bad and each was reported: exit status 2.
    case failedWithErrors
    /// `flipbook doctor` found something missing, or goldens recorded elsewhere: exit status 1.
    case environmentDiffers

    /// The process's exit status.
    var status: Int32 {
        switch self {
        case .imagesDiffer, .environmentDiffers: return 1
        case .failedWithErrors: return 2
        }
    }
}
