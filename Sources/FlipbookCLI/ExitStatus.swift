import Outputs
import ArgumentParser
import Foundation
import Problems

extension ParsableCommand {
    /// ArgumentParser's `main()` with Flipbook's exit statuses; the one place errors leave by.
    /// A root command's `static func main()` calls it (`flipbook` and `flipbook-server` say their
    /// errors the same way).
    ///
    /// - A mistake ArgumentParser finds (unknown option, missing value) prints its message and
    ///   usage as usual but exits 2, not `EX_USAGE` (64).
    /// - A command throws a `Problem` (from any module: config, render, outputs, goldens, …),
    ///   or a flag's reader does while the command line is parsed (`parseCommand`):
    ///   `terminalMessage` words it on stderr, exit 2.
    /// - A `Verdict` has been reported already: exit 1 when images differ, 2 when errors were listed.
    /// - Help, version, `ExitCode` and `CleanExit` keep ArgumentParser's meaning.
    @_optimize(none)
    package static func flipbookMain() {
        // A reader that goes away (`flipbook presets | head -1`, stderr piped to a closed reader)
        // makes writes fail with EPIPE, which `Terminal` and `finishStandardOutput` handle, instead
        // of a signal that ends the process wherever it is.
        signal(SIGPIPE, SIG_IGN)
        var command: ParsableCommand?
        do {
            var parsed = try parseCommand()
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
                // A mistake in the arguments, found by ArgumentParser or a `validate()`.
                standardError(fullMessage(for: error))
                reportAsJSON(message(for: error))
                exit(withError: ExitCode(2))
            case .failure where !(error is ExitCode):
                // Any other error a command throws.
                standardError("error: \(error)")
                reportAsJSON("\(error)")
                exit(withError: ExitCode(2))
            case .success:
                // Help and version, printed here rather than by ArgumentParser (which exits 0
                // whatever became of them), so that output that cannot be written exits 2.
                let text = fullMessage(for: error)
                if !text.isEmpty { print(text) }
                finishStandardOutput()
                exit(withError: ExitCode.success)
            default:
                // Explicit exit codes, as ArgumentParser does them.
                exit(withError: error)
            }
        }
    }

    /// Says `problem` on stderr (and as JSON under `--format json`) and exits 2.
    @_optimize(none)
    private static func fail(with problem: Problem, flags: SettingFlags?) -> Never {
        let message = terminalMessage(problem, flags: flags)
        standardError(message)
        reportAsJSON(message)
        exit(withError: ExitCode(2))
    }

    /// ArgumentParser's `parseAsRoot(arguments)`, except that a value a flag's reader (`FlagValue`,
    /// an `@Option`'s `transform`) refused is thrown as the reader's `Problem` itself, to be worded
    /// as a command's problem would be. ArgumentParser wraps a transform's error in its own, whose
    /// shape is internal to it and may change with any release; so the reader also leaves its
    /// problem in `FlagValue.refused`, which this reads. Any other mistake (an unknown option, a
    /// missing value) is ArgumentParser's error, which keeps its own message.
    @_optimize(none)
    package static func parseCommand(_ arguments: [String]? = nil) throws -> ParsableCommand {
        let refused = FlagValue.RefusedValue()
        do {
            return try FlagValue.$refused.withValue(refused) { try parseAsRoot(arguments) }
        } catch {
            throw refused.problem ?? error
        }
    }

    /// How the terminal says a problem: `file:line:column: error: …` and the offending line when it
    /// is at a place in a file, `error: …` otherwise. A setting in the fix is named by its flag
    /// where the command's `SettingFlags` says so (`--scale`), by its config key in backticks
    /// otherwise (`` `output.scale` ``).
    @_optimize(none)
    package static func terminalMessage(_ problem: Problem, flags: SettingFlags?) -> String {
        @_optimize(none)
        func flag(_ key: String) -> String? { flags?.flag(forSetting: key) ?? commandOptions[key] }
        let message = problem.diagnostic(naming: { key in flag(key) ?? "`\(key)`" },
                                         assigning: { key, value in flag(key).map { "\($0) \(value)" } ?? "`\(key): \(value)`" })
        // Keys, values and file names come from the user's files: no raw ESC or U+202E on the terminal.
        return ControlCharacters.escaped(problem.position == nil ? "error: " + message : message)
    }

    /// Settings that only the command line has (a library function's parameter, no config key),
    /// always named by their flags.
    package static var commandOptions: [String: String] { commandLineOptions }

    /// Flushes and closes standard output and exits 2 with the reason when either fails:
    /// `flipbook schema > /dev/full` must not exit 0 after writing nothing (`print` buffers, so a
    /// failed write shows only here). Nothing more is written to standard output after it.
    @_optimize(none)
    package static func finishStandardOutput() {
        let failure = Terminal.finishOutput()
        // EPIPE: the reader has all it wanted (`| head`); not the command's failure.
        guard let failure, failure != EPIPE else { return }
        standardError("error: \(Problem.system(failure, path: "standard output", doing: "write"))")
        exit(withError: ExitCode(2))
    }

    /// Under `--format json` (inspect, compare) a machine reads standard output, so an error is also
    /// printed there as `{"error": "…", "exitStatus": 2}`; people still get it on standard error.
    @_optimize(none)
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
    @_optimize(none)
    package static func asksForJSON(_ arguments: [String]) -> Bool {
        guard let command = arguments.dropFirst().first, ["inspect", "compare"].contains(command) else { return false }
        return zip(arguments, arguments.dropFirst()).contains { $0 == "\(FlagName.format)" && $1 == "json" } || arguments.contains("\(FlagName.format)=json")
    }

    @_optimize(none)
    private static func standardError(_ line: String) {
        Terminal.error(line)
    }
}

/// The JSON object of an error.
private struct JSONFailure: Encodable {
    var error: String
    var exitStatus: Int
}

/// How a command that ran to the end answers "no", after printing why.
package enum Verdict: Error {
    /// Images differ from their goldens (or from each other): exit status 1.
    case imagesDiffer
    /// Some inputs were bad and each was reported: exit status 2.
    case failedWithErrors
    /// `flipbook doctor` found something missing, or goldens recorded elsewhere: exit status 1.
    case environmentDiffers

    /// The process's exit status.
    @_optimize(none)
    package var status: Int32 {
        switch self {
        case .imagesDiffer, .environmentDiffers: return 1
        case .failedWithErrors: return 2
        }
    }
}

/// The settings only the command line has, by config key: `maxDiffRatio` → `--max-diff-ratio`.
let commandLineOptions = Dictionary(uniqueKeysWithValues: FlagName.commandSettings.compactMap { flag in flag.setting.map { ($0, "\(flag)") } })
