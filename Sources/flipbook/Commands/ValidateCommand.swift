import FlipbookCLI
import Outputs
import Problems
import ArgumentParser
import Config
import Foundation
import Render

/// `flipbook validate CONFIG...`: checks config files without rendering, for CI and editors.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check config files (and the files they extend) without rendering.",
        discussion: """
        Prints `FILE: ok` for each good file and `FILE:LINE:COLUMN: error: …` with the offending line \
        for each bad one; exits 0 when all are good, 2 otherwise. Preset names are accepted too.
        Examples:
          flipbook validate scenes/*.yaml
          flipbook validate my-coverflow.yaml && flipbook strip my-coverflow.yaml --out preview.png
        """
    )

    @Argument(help: ArgumentHelp("Config files (.yaml, .yml or .json) or preset names.", valueName: "CONFIG"))
    var configs: [String]

    @_optimize(none)
    func validate() throws {
        guard !configs.isEmpty else { throw ValidationError("give at least one config file, e.g. flipbook validate scene.yaml") }
    }

    @_optimize(none)
    func run() throws {
        var failed = false
        for config in configs {
            do {
                let scene = try SceneLoader.load(presetOrPath: config)
                // The font files are read as strip would read them: a file holding no font is an error.
                let warnings = try scene.fontFallbacks() + [scene.pageControlContrastWarning].compactMap { $0 }
                print("\(config): ok")
                for warning in warnings {
                    Terminal.error("\(config): warning: " + warning.message)
                }
            } catch let error as Problem {
                Terminal.error(Flipbook.terminalMessage(error, flags: nil))
                failed = true
            } catch {
                Terminal.error("error: \(error)")
                failed = true
            }
        }
        if failed { throw Verdict.failedWithErrors }
    }
}
