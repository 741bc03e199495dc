import Foundation

/// A progress line on stderr for long exports: redrawn in place on a terminal, otherwise one
/// line per tenth. Silent for fewer than 8 items.
final class ProgressLine: @unchecked Sendable {
    private let noun: String
    private let total: Int
    private let interactive = isatty(2) != 0
    private var lastTenth = 0
    private var shown = false

    init(noun: String, total: Int) {
        self.noun = noun
        self.total = total
    }

    /// Called (serially) with the number of finished items.
    var report: (@Sendable (Int, Int) -> Void)? {
        guard total >= 8 else { return nil }
        return { [self] finished, total in
            if interactive {
                write("\rrendered \(finished)/\(total) \(noun)")
                shown = true
            } else if finished * 10 / total > lastTenth || finished == total {
                lastTenth = finished * 10 / total
                write("rendered \(finished)/\(total) \(noun)\n")
            }
        }
    }

    /// Ends the line on a terminal.
    func finish() {
        if interactive && shown { write("\n") }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
