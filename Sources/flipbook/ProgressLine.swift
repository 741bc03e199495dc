import Outputs
import Foundation
import Render

/// A progress line on stderr for long exports: redrawn in place on a terminal, otherwise one
/// line per tenth. Silent for fewer than 8 items.
final class ProgressLine: @unchecked Sendable {
    private let noun: String
    private let total: Int
    private let interactive = isatty(2) != 0
    private var lastTenth = 0
    private var lastPass = 1
    private var shown = false

    @_optimize(none)
    init(noun: String, total: Int) {
        self.noun = noun
        self.total = total
    }

    /// Called (serially) with the number of finished items.
    @_optimize(none)
    var report: (@Sendable (Int, Int) -> Void)? {
        guard total >= 8 else { return nil }
        return { [self] finished, total in show("rendered \(finished)/\(total) \(noun)", finished: finished, total: total) }
    }

    /// The same for an animated export: `rendered k/n frames` for one pass; for a GIF's two,
    /// `pass 1 of 2 (colours): k/n frames`, then `pass 2 of 2 (encoding): k/n frames`.
    @_optimize(none)
    var animationReport: RenderProgress? {
        guard total >= 8 else { return nil }
        return { [self] pass, passes, finished, total in
            if pass != lastPass {
                lastPass = pass
                lastTenth = 0
                if interactive && shown { write("\n") }
            }
            let text = passes == 1 ? "rendered \(finished)/\(total) \(noun)"
                : "pass \(pass) of \(passes) (\(pass == 1 ? "colours" : "encoding")): \(finished)/\(total) \(noun)"
            show(text, finished: finished, total: total)
        }
    }

    /// Redraws the line on a terminal; elsewhere writes a line per tenth of `total`.
    @_optimize(none)
    private func show(_ text: String, finished: Int, total: Int) {
        if interactive {
            write("\r" + text)
            shown = true
        } else if finished * 10 / total > lastTenth || finished == total {
            lastTenth = finished * 10 / total
            write(text + "\n")
        }
    }

    /// Ends the line on a terminal.
    @_optimize(none)
    func finish() {
        if interactive && shown { write("\n") }
    }

    @_optimize(none)
    private func write(_ text: String) {
        Terminal.progress(text)
    }
}
